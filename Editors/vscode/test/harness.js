// A stand-in for the two modules the extension needs at run time, `vscode` (the editor's API) and
// `vscode-languageclient/node`, small enough to read, recording what the extension does with them.
// `load()` gives a fresh copy of extension.js wired to fresh stand-ins, so tests share no state.
'use strict';

const Module = require('node:module');
const path = require('node:path');
const fs = require('node:fs');

const folder = path.join(__dirname, '..');
const extensionPath = path.join(folder, 'extension.js');
const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'));

// Requests for these names resolve to entries this file puts in the require cache.
const stubIDs = {
  vscode: 'lifeline-test-stub:vscode',
  'vscode-languageclient/node': 'lifeline-test-stub:vscode-languageclient/node',
};
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (Object.prototype.hasOwnProperty.call(stubIDs, request)) return stubIDs[request];
  return resolve.call(this, request, ...rest);
};

function cache(id, exports) {
  const module = new Module(id);
  module.filename = id;
  module.loaded = true;
  module.exports = exports;
  require.cache[id] = module;
}

/** A listener list, as vscode.EventEmitter gives: `event(listener)` subscribes, `fire(value)` calls them. */
function emitter() {
  const listeners = new Set();
  return {
    event(listener) {
      listeners.add(listener);
      return { dispose: () => listeners.delete(listener) };
    },
    fire(value) {
      return [...listeners].map((listener) => listener(value));
    },
  };
}

/** vscode.Uri, as much of it as the extension uses. */
class FakeUri {
  constructor(text) {
    const url = new URL(text);
    this.text = text;
    this.scheme = url.protocol.replace(/:$/, '');
    this.authority = url.host;
    this.path = decodeURIComponent(url.pathname);
  }
  static parse(text) {
    return new FakeUri(text);
  }
  static file(filePath) {
    return new FakeUri('file://' + encodeURI(filePath));
  }
  toString() {
    return this.text;
  }
}

// vscode-languageclient's State: the numbers the library uses.
const State = Object.freeze({ Stopped: 1, Running: 2, Starting: 3 });

/** The declared default of each setting, by key without the `lifeline.` prefix. */
function declaredDefaults() {
  const defaults = {};
  for (const [key, property] of Object.entries(manifest.contributes.configuration.properties)) {
    defaults[key.replace(/^lifeline\./, '')] = property.default;
  }
  return defaults;
}

/**
 * A fresh extension with fresh stand-ins. `options.settings` are the user's settings (keys without
 * `lifeline.`); `options.startFailure` makes every client's start reject with that error.
 */
function load(options = {}) {
  const world = {
    manifest,
    settings: { ...(options.settings || {}) },
    defaults: declaredDefaults(),
    events: [], // the order of starts and stops, e.g. ['start 0', 'stop 0', 'start 1']
    clients: [],
    commands: new Map(),
    executed: [], // commands run through vscode.commands.executeCommand that the extension did not register
    errors: [], // { message, items } of showErrorMessage
    errorChoice: undefined, // what the user picks in an error message (a promise or a value)
    panels: [],
    watchers: [],
    outputs: [],
    statusItems: [],
    activeTextEditor: undefined,
    startFailure: options.startFailure,
    // Answers a client's sendRequest: (method, params, client) => result.
    answer: () => null,
    configurationChanged: emitter(),
  };

  function configuration(section) {
    if (section !== 'lifeline') throw new Error(`the extension asked for settings section ${section}`);
    return {
      get(key, fallback) {
        if (Object.prototype.hasOwnProperty.call(world.settings, key)) return world.settings[key];
        if (Object.prototype.hasOwnProperty.call(world.defaults, key)) return world.defaults[key];
        return fallback;
      },
      has(key) {
        return Object.prototype.hasOwnProperty.call(world.defaults, key) || Object.prototype.hasOwnProperty.call(world.settings, key);
      },
      inspect(key) {
        if (!Object.prototype.hasOwnProperty.call(world.defaults, key)) return undefined;
        return { key: 'lifeline.' + key, defaultValue: world.defaults[key], globalValue: world.settings[key] };
      },
    };
  }

  const vscode = {
    Uri: FakeUri,
    ViewColumn: Object.freeze({ Active: -1, Beside: -2, One: 1, Two: 2 }),
    StatusBarAlignment: Object.freeze({ Left: 1, Right: 2 }),
    workspace: {
      getConfiguration: configuration,
      onDidChangeConfiguration: (listener) => world.configurationChanged.event(listener),
      createFileSystemWatcher(glob) {
        const watcher = { glob, disposed: false, dispose() { this.disposed = true; } };
        world.watchers.push(watcher);
        return watcher;
      },
    },
    window: {
      get activeTextEditor() {
        return world.activeTextEditor;
      },
      createOutputChannel(name) {
        const channel = { name, lines: [], shown: 0, appendLine(line) { this.lines.push(line); }, show() { this.shown += 1; }, dispose() {} };
        world.outputs.push(channel);
        return channel;
      },
      createStatusBarItem(alignment, priority) {
        const item = { alignment, priority, text: '', tooltip: '', command: undefined, visible: false, show() { this.visible = true; }, hide() { this.visible = false; }, dispose() {} };
        world.statusItems.push(item);
        return item;
      },
      createWebviewPanel(viewType, title, column, panelOptions) {
        const disposed = emitter();
        const panel = {
          viewType,
          title,
          column,
          options: panelOptions,
          webview: { html: '' },
          reveals: [],
          disposed: false,
          reveal(revealColumn) { this.reveals.push(revealColumn); },
          onDidDispose: (listener) => disposed.event(listener),
          dispose() {
            if (this.disposed) return;
            this.disposed = true;
            disposed.fire();
          },
        };
        world.panels.push(panel);
        return panel;
      },
      showErrorMessage(message, ...items) {
        world.errors.push({ message, items });
        return Promise.resolve(world.errorChoice);
      },
    },
    commands: {
      registerCommand(id, handler) {
        if (world.commands.has(id)) throw new Error(`command '${id}' already exists`);
        world.commands.set(id, handler);
        return { dispose: () => world.commands.delete(id) };
      },
      async executeCommand(id, ...args) {
        if (world.commands.has(id)) return world.commands.get(id)(...args);
        world.executed.push({ id, args });
        return undefined;
      },
    },
    env: {
      asExternalUri: async (uri) => uri,
    },
  };

  class LanguageClient {
    constructor(id, name, serverOptions, clientOptions) {
      this.id = id;
      this.name = name;
      this.serverOptions = serverOptions;
      this.clientOptions = clientOptions;
      this.index = world.clients.length;
      this.requests = [];
      this.notifications = [];
      this.started = false;
      this.stopped = false;
      this.stateChanged = emitter();
      world.clients.push(this);
    }
    onDidChangeState(listener) {
      return this.stateChanged.event(listener);
    }
    /** As the library does: tell the listeners of a new state. */
    setState(newState) {
      const oldState = this.state;
      this.state = newState;
      this.stateChanged.fire({ oldState, newState });
    }
    async start() {
      world.events.push(`start ${this.index}`);
      this.setState(State.Starting);
      if (world.startFailure) {
        this.setState(State.Stopped);
        throw world.startFailure;
      }
      this.started = true;
      this.setState(State.Running);
    }
    async stop() {
      world.events.push(`stop ${this.index}`);
      this.stopped = true;
      this.setState(State.Stopped);
    }
    async sendRequest(method, params) {
      this.requests.push({ method, params });
      return world.answer(method, params, this);
    }
    async sendNotification(method, params) {
      this.notifications.push({ method, params });
    }
  }

  cache(stubIDs.vscode, vscode);
  cache(stubIDs['vscode-languageclient/node'], { LanguageClient, State });
  delete require.cache[extensionPath];
  const extension = require(extensionPath);
  const context = { subscriptions: [], extensionPath: folder };

  return {
    world,
    vscode,
    extension,
    context,
    State,
    activate: () => extension.activate(context),
    /** The client the extension made last. */
    get client() {
      return world.clients[world.clients.length - 1];
    },
    get status() {
      return world.statusItems[0];
    },
    get output() {
      return world.outputs[0];
    },
    /** Runs one of the extension's commands as the command palette does. */
    run: (id, ...args) => {
      const handler = world.commands.get(id);
      if (!handler) throw new Error(`no command ${id}`);
      return handler(...args);
    },
    /** The user changes settings: `changes` maps keys to values (undefined removes the user's value). */
    changeSettings(changes) {
      const keys = Object.keys(changes);
      for (const key of keys) {
        if (changes[key] === undefined) delete world.settings[key];
        else world.settings[key] = changes[key];
      }
      const event = {
        affectsConfiguration: (section) => section === 'lifeline' || keys.some((key) => section === 'lifeline.' + key),
      };
      return Promise.all(world.configurationChanged.fire(event));
    },
    /** A change to some other extension's settings. */
    changeOtherSettings() {
      const event = { affectsConfiguration: (section) => section === 'editor' || section === 'editor.fontSize' };
      return Promise.all(world.configurationChanged.fire(event));
    },
    /** An editor showing a document with the cursor at line, character. */
    openEditor({ filePath, languageId = 'swift', line, character, text = '' }) {
      const uri = FakeUri.file(filePath);
      const lines = text.split('\n');
      world.activeTextEditor = {
        document: { uri, languageId, fileName: filePath, lineCount: lines.length, getText: () => text, lineAt: (index) => ({ lineNumber: index, text: lines[index] ?? '' }) },
        selection: { active: { line, character }, anchor: { line, character } },
      };
      return uri;
    },
  };
}

module.exports = { load, State, FakeUri, manifest, folder };
