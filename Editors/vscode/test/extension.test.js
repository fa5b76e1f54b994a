// The extension's behaviour, with stand-ins for VS Code and the language client (see harness.js):
// run with `node --test test/*.test.js` in Editors/vscode (`npm test`).
'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { load, State } = require('./harness');

const address = (root, port = 51234) => `http://127.0.0.1:${port}/${'a1'.repeat(32)}/` + (root ? `?root=${root}` : '');

/** Lets the promise callbacks queued so far run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

test('activation registers exactly the commands package.json contributes', async () => {
  const harness = load();
  await harness.activate();
  const contributed = harness.world.manifest.contributes.commands.map((command) => command.command).sort();
  assert.deepEqual([...harness.world.commands.keys()].sort(), contributed);
  assert.equal(contributed.length, 3);
  // Every registration is handed to VS Code to dispose of.
  assert.ok(harness.context.subscriptions.length >= contributed.length + 2);
  assert.equal(harness.world.clients.length, 1);
  assert.equal(harness.client.started, true);
});

test('lifeline.path and the log level make the server command line', async () => {
  const defaults = load();
  await defaults.activate();
  assert.deepEqual(defaults.client.serverOptions, { command: 'lifeline', args: ['lsp', '--log-level', 'warning'] });

  const custom = load({ settings: { path: '/opt/lifeline/bin/lifeline', logLevel: 'debug' } });
  await custom.activate();
  assert.deepEqual(custom.client.serverOptions, { command: '/opt/lifeline/bin/lifeline', args: ['lsp', '--log-level', 'debug'] });
  assert.equal(custom.client.id, 'lifeline');
  assert.deepEqual(custom.client.clientOptions.documentSelector, [{ scheme: 'file', language: 'swift' }]);
  assert.equal(custom.client.clientOptions.outputChannel, custom.output);
});

test('initializationOptions carry the settings, the toolchain only when the user set it', async () => {
  const defaults = load();
  await defaults.activate();
  const sent = defaults.client.clientOptions.initializationOptions;
  assert.deepEqual(sent, { disabled: [], severities: {}, frameAncestors: ['vscode-webview:'] });
  assert.equal('toolchain' in sent, false, 'the default toolchain would hide the project .lifeline.json');

  const given = load({ settings: { toolchain: 'xcode27', disabled: ['non-private-state'], severities: { 'observed-object-creates-instance': 'error' } } });
  await given.activate();
  assert.deepEqual(given.client.clientOptions.initializationOptions, {
    toolchain: 'xcode27',
    disabled: ['non-private-state'],
    severities: { 'observed-object-creates-instance': 'error' },
    frameAncestors: ['vscode-webview:'],
  });
});

test('the client library does not push settings itself; Swift files and .lifeline.json are watched', async () => {
  const harness = load();
  await harness.activate();
  const synchronize = harness.client.clientOptions.synchronize;
  // With configurationSection the library sends every declared default, the toolchain's included.
  assert.equal(synchronize.configurationSection, undefined);
  assert.deepEqual(synchronize.fileEvents.map((watcher) => watcher.glob), ['**/*.swift', '**/.lifeline.json']);
});

test('restart stops the old client, then starts a new one with the current settings', async () => {
  const harness = load();
  await harness.activate();
  const first = harness.client;
  harness.world.settings.path = '/usr/local/bin/lifeline';
  await harness.run('lifeline.restartServer');
  assert.equal(harness.world.clients.length, 2);
  const second = harness.client;
  assert.notEqual(second, first);
  assert.equal(first.stopped, true);
  assert.equal(second.started, true);
  assert.equal(second.stopped, false);
  assert.deepEqual(harness.world.events, ['start 0', 'stop 0', 'start 1']);
  assert.equal(second.serverOptions.command, '/usr/local/bin/lifeline');

  // The old client no longer speaks for the status bar.
  first.setState(State.Stopped);
  assert.equal(harness.status.text, '$(pulse) Lifeline');

  // Requests go to the new client.
  harness.openEditor({ filePath: '/work/App/CounterView.swift', line: 3, character: 4 });
  await harness.run('lifeline.visualizeLifecycle');
  assert.equal(first.requests.length, 0);
  assert.equal(second.requests.length, 1);
});

test('restart after a failed start stops the failed client and tries again', async () => {
  const harness = load({ startFailure: new Error('spawn lifeline ENOENT') });
  await harness.activate();
  harness.world.startFailure = undefined;
  harness.world.clients[0].stop = async function () {
    harness.world.events.push('stop 0');
    throw new Error('Client is not running');
  };
  await harness.run('lifeline.restartServer');
  assert.deepEqual(harness.world.events, ['start 0', 'stop 0', 'start 1']);
  assert.equal(harness.client.started, true);
  assert.equal(harness.status.text, '$(pulse) Lifeline');
});

test('Visualize Lifecycle sends lifeline.visualize with [null, uri, position] from the cursor', async () => {
  const harness = load();
  await harness.activate();
  // The line the cursor is on says "SettingsViewModel": no name is guessed here; the server decides.
  const text = 'import SwiftUI\n\nstruct SettingsViewModel {\n' + '    var name = ""\n'.repeat(9) + '    var count = 0\n}\n';
  const uri = harness.openEditor({ filePath: '/work/App/Settings View.swift', line: 12, character: 7, text });
  harness.world.answer = (method, params) => (params.command === 'lifeline.visualize' ? { uri: address('CounterView') } : null);
  await harness.run('lifeline.visualizeLifecycle');

  assert.equal(harness.client.requests.length, 1);
  const [request] = harness.client.requests;
  assert.equal(request.method, 'workspace/executeCommand');
  assert.deepEqual(request.params, { command: 'lifeline.visualize', arguments: [null, uri.toString(), { line: 12, character: 7 }] });
  assert.equal(request.params.arguments[1], 'file:///work/App/Settings%20View.swift');

  // No window/showDocument came first, so the answer's address is shown.
  assert.equal(harness.world.panels.length, 1);
  assert.equal(harness.world.panels[0].title, 'Lifeline: CounterView');
});

test('Visualize Lifecycle without a Swift editor lets the server pick the view', async () => {
  const harness = load();
  await harness.activate();
  await harness.run('lifeline.visualizeLifecycle');
  harness.openEditor({ filePath: '/work/notes.md', languageId: 'markdown', line: 1, character: 0 });
  await harness.run('lifeline.visualizeLifecycle');
  for (const request of harness.client.requests) {
    assert.deepEqual(request.params, { command: 'lifeline.visualize', arguments: [null, null, null] });
  }
  assert.equal(harness.client.requests.length, 2);
  assert.equal(harness.world.panels.length, 0, 'an answer without an address opens nothing');
});

test('a page the server opened with window/showDocument is not opened again from the answer', async () => {
  const harness = load();
  await harness.activate();
  harness.openEditor({ filePath: '/work/App/CounterView.swift', line: 20, character: 2 });
  // As the server does: window/showDocument first, then the answer with the same address.
  harness.world.answer = async (method, params, client) => {
    const shown = client.clientOptions.middleware.window.showDocument({ uri: address('CounterView'), external: true }, async () => ({ success: false }));
    await Promise.resolve();
    const answer = { uri: address('CounterView') };
    await shown;
    return answer;
  };
  await harness.run('lifeline.visualizeLifecycle');
  assert.equal(harness.world.panels.length, 1);
  assert.equal(harness.world.panels[0].reveals.length, 0);
});

test('without window/showDocument, each Visualize shows the answer: revealed when open, made again when closed', async () => {
  const harness = load();
  await harness.activate();
  harness.openEditor({ filePath: '/work/App/CounterView.swift', line: 20, character: 2 });
  harness.world.answer = () => ({ uri: address('CounterView') });
  await harness.run('lifeline.visualizeLifecycle');
  await harness.run('lifeline.visualizeLifecycle');
  assert.equal(harness.world.panels.length, 1);
  assert.equal(harness.world.panels[0].reveals.length, 1);
  harness.world.panels[0].dispose();
  await harness.run('lifeline.visualizeLifecycle');
  assert.equal(harness.world.panels.length, 2);
  assert.equal(harness.world.panels[1].disposed, false);
  assert.match(harness.world.panels[1].webview.html, /\?root=CounterView/);
});

test('restarts asked for at once run one after the other', async () => {
  const harness = load();
  await harness.activate();
  await Promise.all([harness.run('lifeline.restartServer'), harness.changeSettings({ path: '/opt/lifeline' })]);
  assert.deepEqual(harness.world.events, ['start 0', 'stop 0', 'start 1', 'stop 1', 'start 2']);
  assert.equal(harness.client.serverOptions.command, '/opt/lifeline');
  assert.equal(harness.world.clients.filter((each) => !each.stopped).length, 1);
});

test('a visualize request that fails is reported, not thrown', async () => {
  const harness = load();
  await harness.activate();
  harness.world.answer = () => {
    throw new Error('Client is not running');
  };
  await harness.run('lifeline.visualizeLifecycle');
  assert.equal(harness.world.errors.length, 1);
  assert.match(harness.world.errors[0].message, /Client is not running/);
});

test('window/showDocument for the loopback visualizer opens a webview panel and succeeds', async () => {
  const harness = load();
  await harness.activate();
  const showDocument = harness.client.clientOptions.middleware.window.showDocument;
  let nexts = 0;
  const next = async () => {
    nexts += 1;
    return { success: false };
  };

  const result = await showDocument({ uri: address('ScorePlate', 61000), external: true }, next);
  assert.deepEqual(result, { success: true });
  assert.equal(nexts, 0);
  assert.equal(harness.world.panels.length, 1);
  const panel = harness.world.panels[0];
  assert.equal(panel.viewType, 'lifeline.visualizer');
  assert.equal(panel.title, 'Lifeline: ScorePlate');
  assert.equal(panel.column, harness.vscode.ViewColumn.Beside);
  assert.equal(panel.options.enableScripts, true);
  assert.match(panel.webview.html, /<iframe src="http:\/\/127\.0\.0\.1:61000\/(a1){32}\/\?root=ScorePlate"/);
  assert.match(panel.webview.html, /frame-src http:\/\/127\.0\.0\.1:61000;/);
  assert.doesNotMatch(panel.webview.html, /default-src \*/);

  // The same root again: the panel is revealed, not duplicated.
  await showDocument({ uri: address('ScorePlate', 61000) }, next);
  assert.equal(harness.world.panels.length, 1);
  assert.deepEqual(panel.reveals, [harness.vscode.ViewColumn.Beside]);
  // Another root: its own panel. A closed panel is made again.
  await showDocument({ uri: address('CounterView', 61000) }, next);
  assert.deepEqual(harness.world.panels.map((each) => each.title), ['Lifeline: ScorePlate', 'Lifeline: CounterView']);
  panel.dispose();
  await showDocument({ uri: address('ScorePlate', 61000) }, next);
  assert.equal(harness.world.panels.length, 3);
  assert.equal(nexts, 0);
});

test('window/showDocument for any other address goes to the default handler', async () => {
  const harness = load();
  await harness.activate();
  const showDocument = harness.client.clientOptions.middleware.window.showDocument;
  const passed = [];
  const next = async (params) => {
    passed.push(params);
    return { success: true, from: 'next' };
  };
  for (const uri of ['https://example.com/docs', 'file:///work/App/CounterView.swift', 'http://localhost:8080/', 'http://127.0.0.2:9/']) {
    const params = { uri, takeFocus: true };
    assert.deepEqual(await showDocument(params, next), { success: true, from: 'next' });
    assert.equal(passed[passed.length - 1], params);
  }
  assert.equal(passed.length, 4);
  assert.equal(harness.world.panels.length, 0);
});

test('workspace/configuration is answered with the lifeline section', async () => {
  const harness = load({ settings: { disabled: ['non-private-state'] } });
  await harness.activate();
  const configuration = harness.client.clientOptions.middleware.workspace.configuration;
  const answer = await configuration({ items: [{ section: 'lifeline' }, { section: 'editor' }, { scopeUri: 'file:///work' }] }, {}, () => {
    throw new Error('the default handler would send every declared default');
  });
  assert.deepEqual(answer, [{ disabled: ['non-private-state'], severities: {}, frameAncestors: ['vscode-webview:'] }, null, null]);

  harness.world.settings.toolchain = 'xcode27';
  const [lifeline] = await configuration({ items: [{ section: 'lifeline' }] }, {}, () => []);
  assert.equal(lifeline.toolchain, 'xcode27');
});

test('a settings change sends the settings; a new path or log level restarts the server', async () => {
  const harness = load();
  await harness.activate();
  const first = harness.client;

  await harness.changeSettings({ disabled: ['non-private-state'] });
  assert.deepEqual(first.notifications, [
    { method: 'workspace/didChangeConfiguration', params: { settings: { disabled: ['non-private-state'], severities: {}, frameAncestors: ['vscode-webview:'] } } },
  ]);
  await harness.changeOtherSettings();
  assert.equal(first.notifications.length, 1, 'other extensions settings are not sent');
  assert.equal(harness.world.clients.length, 1);

  await harness.changeSettings({ path: '/opt/lifeline' });
  assert.equal(harness.world.clients.length, 2);
  assert.equal(first.stopped, true);
  assert.equal(harness.client.serverOptions.command, '/opt/lifeline');

  await harness.changeSettings({ logLevel: 'info' });
  assert.equal(harness.world.clients.length, 3);
  assert.deepEqual(harness.client.serverOptions.args, ['lsp', '--log-level', 'info']);
});

test('a toolchain set is sent; a toolchain taken away restarts so that .lifeline.json decides again', async () => {
  const harness = load();
  await harness.activate();
  await harness.changeSettings({ toolchain: 'xcode27' });
  assert.equal(harness.world.clients.length, 1);
  assert.equal(harness.client.notifications[0].params.settings.toolchain, 'xcode27');

  await harness.changeSettings({ toolchain: undefined });
  assert.equal(harness.world.clients.length, 2);
  assert.equal('toolchain' in harness.client.clientOptions.initializationOptions, false);

  // "From .lifeline.json" in the Settings UI is the empty string: the same as taking it away.
  await harness.changeSettings({ toolchain: 'xcode27' });
  await harness.changeSettings({ toolchain: '' });
  assert.equal(harness.world.clients.length, 3);
  assert.equal('toolchain' in harness.client.clientOptions.initializationOptions, false);
});

test('the status bar follows the client state and opens the output', async () => {
  const harness = load();
  await harness.activate();
  const status = harness.status;
  assert.equal(status.visible, true);
  assert.equal(status.command, 'lifeline.showOutput');
  assert.equal(status.text, '$(pulse) Lifeline');
  assert.equal(status.tooltip, 'Lifeline is running');

  harness.client.setState(State.Starting);
  assert.equal(status.text, '$(sync~spin) Lifeline');
  assert.equal(status.tooltip, 'Lifeline is starting');
  harness.client.setState(State.Stopped);
  assert.equal(status.text, '$(error) Lifeline');
  assert.match(status.tooltip, /stopped/);
  harness.client.setState(State.Running);
  assert.equal(status.text, '$(pulse) Lifeline');

  await harness.run(status.command);
  assert.equal(harness.output.shown, 1);
});

test('a start failure shows an error naming lifeline.path, without holding up activation', async () => {
  const harness = load({ settings: { path: '/nowhere/lifeline' }, startFailure: new Error('spawn /nowhere/lifeline ENOENT') });
  // The user has not answered the message yet (and may never).
  let answer;
  harness.world.errorChoice = new Promise((resolve) => {
    answer = resolve;
  });
  const activated = harness.activate().then(() => 'activated');
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve('timed out'), 1000);
  });
  assert.equal(await Promise.race([activated, timeout]), 'activated');
  clearTimeout(timer);

  assert.equal(harness.world.errors.length, 1);
  const { message, items } = harness.world.errors[0];
  assert.match(message, /lifeline\.path/);
  assert.match(message, /"\/nowhere\/lifeline"/);
  assert.match(message, /ENOENT/);
  assert.deepEqual(items, ['Open Settings', 'Show Output']);
  assert.equal(harness.status.text, '$(error) Lifeline');

  answer('Open Settings');
  await settle();
  assert.deepEqual(harness.world.executed, [{ id: 'workbench.action.openSettings', args: ['lifeline.path'] }]);
});

test('deactivate stops the server and closes the panels', async () => {
  const harness = load();
  await harness.activate();
  await harness.client.clientOptions.middleware.window.showDocument({ uri: address('ScorePlate') }, async () => ({ success: false }));
  await harness.extension.deactivate();
  assert.equal(harness.client.stopped, true);
  assert.equal(harness.world.panels[0].disposed, true);
});
