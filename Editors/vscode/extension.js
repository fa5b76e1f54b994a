// Lifeline for VS Code: starts `lifeline lsp` for Swift files, maps the settings, shows the
// server's state in the status bar, and shows the lifecycle visualizer in a webview beside the
// editor. All the logic is in the server: which view is at the cursor is the server's answer too.
'use strict';

const vscode = require('vscode');
const { LanguageClient, State } = require('vscode-languageclient/node');

let client;
let status;
let output;
// One panel per visualized root, by title.
const panels = new Map();
// How many visualizer pages the server has opened with window/showDocument.
let shownByServer = 0;
// The first start and the restarts run one after the other.
let restarting = Promise.resolve();

/** A setting the user gave (in any scope), or undefined when only its default applies. */
function given(configuration, key) {
  const inspected = configuration.inspect(key);
  if (!inspected) return undefined;
  return inspected.workspaceFolderValue ?? inspected.workspaceValue ?? inspected.globalValue;
}

/** The toolchain the user chose, or undefined: unset, or "From .lifeline.json" (the empty string). */
function chosenToolchain(configuration) {
  return given(configuration, 'toolchain') || undefined;
}

/** The settings the server reads: in initializationOptions, didChangeConfiguration and workspace/configuration. */
function settings() {
  const configuration = vscode.workspace.getConfiguration('lifeline');
  // The toolchain goes only when chosen here: otherwise the project's .lifeline.json decides.
  const toolchain = chosenToolchain(configuration);
  return {
    ...(toolchain ? { toolchain } : {}),
    disabled: configuration.get('disabled', []),
    severities: configuration.get('severities', {}),
    // The visualizer page may be framed by this editor's webviews.
    frameAncestors: ['vscode-webview:'],
  };
}

function describe(error) {
  return error && error.message ? error.message : String(error);
}

function escapeHTML(text) {
  return String(text).replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * Shows the visualizer's page (an http://127.0.0.1 address with its token) in a webview, one panel
 * per root. The panel is made or revealed before anything is awaited, so two calls for the same
 * root close together share it.
 */
async function showVisualizer(address) {
  const title = 'Lifeline: ' + (new URL(address).searchParams.get('root') || 'lifecycle');
  let panel = panels.get(title);
  if (panel) {
    panel.reveal(vscode.ViewColumn.Beside);
  } else {
    panel = vscode.window.createWebviewPanel('lifeline.visualizer', title, vscode.ViewColumn.Beside, {
      enableScripts: true,
      retainContextWhenHidden: true,
    });
    const made = panel;
    made.onDidDispose(() => {
      if (panels.get(title) === made) panels.delete(title);
    });
    panels.set(title, made);
  }
  // In a remote window the loopback address is forwarded; the page's origin is the one to allow.
  const external = await vscode.env.asExternalUri(vscode.Uri.parse(address));
  const origin = `${external.scheme}://${external.authority}`;
  panel.webview.html = `<!doctype html>
<html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; frame-src ${escapeHTML(origin)}; style-src 'unsafe-inline';">
<style>html, body, iframe { margin: 0; padding: 0; border: 0; width: 100%; height: 100vh; }</style>
</head><body><iframe src="${escapeHTML(external.toString(true))}" title="${escapeHTML(title)}"></iframe></body></html>`;
  return panel;
}

function updateStatus(state) {
  const texts = { [State.Starting]: '$(sync~spin) Lifeline', [State.Running]: '$(pulse) Lifeline', [State.Stopped]: '$(error) Lifeline' };
  const tips = { [State.Starting]: 'Lifeline is starting', [State.Running]: 'Lifeline is running', [State.Stopped]: 'Lifeline stopped: click for its output' };
  status.text = texts[state] || 'Lifeline';
  status.tooltip = tips[state] || 'Lifeline';
}

/** The cursor as an LSP position: VS Code counts characters in UTF-16 code units, as LSP does. */
function cursorPosition(editor) {
  const active = editor.selection.active;
  return { line: active.line, character: active.character };
}

async function startClient() {
  const configuration = vscode.workspace.getConfiguration('lifeline');
  const command = configuration.get('path', 'lifeline');
  const args = ['lsp', '--log-level', configuration.get('logLevel', 'warning')];
  const started = new LanguageClient('lifeline', 'Lifeline', { command, args }, {
    documentSelector: [{ scheme: 'file', language: 'swift' }],
    initializationOptions: settings(),
    outputChannel: output,
    // Swift files, and the project's .lifeline.json (the server reads it again when it changes).
    // Settings are not synchronized by the client library: it would send every default, the
    // toolchain's too, which would hide the project's .lifeline.json (see onSettingsChanged).
    synchronize: {
      fileEvents: [vscode.workspace.createFileSystemWatcher('**/*.swift'), vscode.workspace.createFileSystemWatcher('**/.lifeline.json')],
    },
    middleware: {
      window: {
        // The server opens the visualizer with window/showDocument: show it here instead of a browser.
        showDocument: async (params, next) => {
          if (typeof params.uri === 'string' && params.uri.startsWith('http://127.0.0.1:')) {
            shownByServer += 1;
            try {
              await showVisualizer(params.uri);
              return { success: true };
            } catch (error) {
              output.appendLine(`lifeline: could not show the visualizer at ${params.uri}: ${describe(error)}`);
              return { success: false };
            }
          }
          return next(params);
        },
      },
      workspace: {
        // Answers the server's workspace/configuration with the lifeline section.
        configuration: (params, token, next) => params.items.map((item) => (item.section === 'lifeline' ? settings() : null)),
      },
    },
  });
  client = started;
  // A client that was replaced (restart) no longer speaks for the status bar.
  started.onDidChangeState((event) => {
    if (client === started) updateStatus(event.newState);
  });
  updateStatus(State.Starting);
  try {
    await started.start();
  } catch (error) {
    if (client === started) updateStatus(State.Stopped);
    const path = vscode.workspace.getConfiguration('lifeline').get('path', 'lifeline');
    // Not awaited: activation and restarts go on while the message is up.
    Promise.resolve(
      vscode.window.showErrorMessage(
        `Lifeline could not start "${path}": ${describe(error)}. Set lifeline.path to the lifeline executable.`,
        'Open Settings',
        'Show Output',
      ),
    ).then((choice) => {
      if (choice === 'Open Settings') return vscode.commands.executeCommand('workbench.action.openSettings', 'lifeline.path');
      if (choice === 'Show Output') output.show();
      return undefined;
    }).catch(() => {});
  }
}

async function stopClient() {
  const stopping = client;
  client = undefined;
  if (!stopping) return;
  try {
    await stopping.stop();
  } catch (error) {
    // A client that never started (or already stopped) has nothing to stop.
    output.appendLine(`lifeline: stopping the server: ${describe(error)}`);
  }
}

function restart() {
  restarting = restarting.catch(() => {}).then(async () => {
    await stopClient();
    await startClient();
  });
  return restarting;
}

/** Settings changes: what the server reads once (its command line) restarts it; the rest goes to it. */
async function onSettingsChanged(event) {
  if (!event.affectsConfiguration('lifeline')) return;
  const configuration = vscode.workspace.getConfiguration('lifeline');
  // The server keeps a setting until another value replaces it: a toolchain taken away from the
  // settings is undone by a restart, so that the project's .lifeline.json decides again.
  const toolchainRemoved = event.affectsConfiguration('lifeline.toolchain') && chosenToolchain(configuration) === undefined;
  if (event.affectsConfiguration('lifeline.path') || event.affectsConfiguration('lifeline.logLevel') || toolchainRemoved) {
    await restart();
    return;
  }
  if (!client) return;
  try {
    await client.sendNotification('workspace/didChangeConfiguration', { settings: settings() });
  } catch (error) {
    output.appendLine(`lifeline: could not send the settings: ${describe(error)}`);
  }
}

/** "Lifeline: Visualize Lifecycle": the server picks the view at the cursor (the first view when none is there). */
async function visualize() {
  if (!client) return;
  const editor = vscode.window.activeTextEditor;
  // Only a Swift document the server reads; otherwise the server shows its first view.
  const swift = editor && editor.document.languageId === 'swift';
  const uri = swift ? editor.document.uri.toString() : null;
  const position = swift ? cursorPosition(editor) : null;
  const before = shownByServer;
  let result;
  try {
    result = await client.sendRequest('workspace/executeCommand', { command: 'lifeline.visualize', arguments: [null, uri, position] });
  } catch (error) {
    vscode.window.showErrorMessage(`Lifeline could not open the visualizer: ${describe(error)}`);
    return;
  }
  // The server opens the page with window/showDocument (the middleware above) before it answers;
  // the answer carries the address too, shown here when no window/showDocument came meanwhile.
  if (result && typeof result.uri === 'string' && shownByServer === before) await showVisualizer(result.uri);
}

async function activate(context) {
  output = vscode.window.createOutputChannel('Lifeline');
  status = vscode.window.createStatusBarItem(vscode.StatusBarAlignment.Left, 0);
  status.command = 'lifeline.showOutput';
  status.show();
  context.subscriptions.push(output, status);

  context.subscriptions.push(
    vscode.commands.registerCommand('lifeline.visualizeLifecycle', visualize),
    vscode.commands.registerCommand('lifeline.restartServer', restart),
    vscode.commands.registerCommand('lifeline.showOutput', () => output.show()),
    vscode.workspace.onDidChangeConfiguration(onSettingsChanged),
  );
  restarting = startClient();
  await restarting;
}

async function deactivate() {
  await restarting.catch(() => {});
  await stopClient();
  for (const panel of panels.values()) panel.dispose();
  panels.clear();
}

module.exports = { activate, deactivate };
