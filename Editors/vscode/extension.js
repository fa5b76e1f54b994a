// Lifeline for VS Code: starts `lifeline lsp` for Swift files, maps the settings, shows the
// server's state in the status bar, and shows the lifecycle visualizer in a webview beside the
// editor. All the logic is in the server.
'use strict';

const vscode = require('vscode');
const { LanguageClient, State } = require('vscode-languageclient/node');

let client;
let status;
let output;
const panels = new Map();

/** A setting the user gave (in any scope), or undefined when only its default applies. */
function given(configuration, key) {
  const inspected = configuration.inspect(key);
  if (!inspected) return undefined;
  return inspected.workspaceFolderValue ?? inspected.workspaceValue ?? inspected.globalValue;
}

function settings() {
  const configuration = vscode.workspace.getConfiguration('lifeline');
  // The toolchain goes only when set here: otherwise the project's .lifeline.json decides.
  const toolchain = given(configuration, 'toolchain');
  return {
    ...(toolchain ? { toolchain } : {}),
    disabled: configuration.get('disabled', []),
    severities: configuration.get('severities', {}),
    // The visualizer page may be framed by this editor's webviews.
    frameAncestors: ['vscode-webview:'],
  };
}

/** Shows the visualizer's page (an http://127.0.0.1 address with its token) in a webview. */
async function showVisualizer(address) {
  const external = await vscode.env.asExternalUri(vscode.Uri.parse(address));
  const title = 'Lifeline: ' + (new URL(address).searchParams.get('root') || 'lifecycle');
  let panel = panels.get(title);
  if (!panel) {
    panel = vscode.window.createWebviewPanel('lifeline.visualizer', title, vscode.ViewColumn.Beside, {
      enableScripts: true,
      retainContextWhenHidden: true,
    });
    panel.onDidDispose(() => panels.delete(title));
    panels.set(title, panel);
  }
  const origin = `${external.scheme}://${external.authority}`;
  panel.webview.html = `<!doctype html>
<html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; frame-src ${origin}; style-src 'unsafe-inline';">
<style>html, body, iframe { margin: 0; padding: 0; border: 0; width: 100%; height: 100vh; }</style>
</head><body><iframe src="${external.toString(true)}" title="${title}"></iframe></body></html>`;
  panel.reveal(vscode.ViewColumn.Beside);
}

/** The SwiftUI view around the cursor: the nearest `struct Name: … View` above it. */
function viewAtCursor(editor) {
  if (!editor) return undefined;
  for (let line = editor.selection.active.line; line >= 0; line--) {
    const match = /struct\s+([A-Za-z_][A-Za-z0-9_]*)[^{]*View/.exec(editor.document.lineAt(line).text);
    if (match) return match[1];
  }
  return undefined;
}

function updateStatus(state) {
  const texts = { [State.Starting]: '$(sync~spin) Lifeline', [State.Running]: '$(pulse) Lifeline', [State.Stopped]: '$(error) Lifeline' };
  const tips = { [State.Starting]: 'Lifeline is starting', [State.Running]: 'Lifeline is running', [State.Stopped]: 'Lifeline stopped: click for its output' };
  status.text = texts[state] || 'Lifeline';
  status.tooltip = tips[state] || 'Lifeline';
}

async function startClient(context) {
  const configuration = vscode.workspace.getConfiguration('lifeline');
  const command = configuration.get('path', 'lifeline');
  const args = ['lsp', '--log-level', configuration.get('logLevel', 'warning')];
  client = new LanguageClient('lifeline', 'Lifeline', { command, args }, {
    documentSelector: [{ scheme: 'file', language: 'swift' }],
    initializationOptions: settings(),
    outputChannel: output,
    // Swift files, and the project's .lifeline.json (the server reads it again when it changes).
    synchronize: {
      configurationSection: 'lifeline',
      fileEvents: [vscode.workspace.createFileSystemWatcher('**/*.swift'), vscode.workspace.createFileSystemWatcher('**/.lifeline.json')],
    },
    middleware: {
      window: {
        // The server opens the visualizer with window/showDocument: show it here instead of a browser.
        showDocument: async (params, next) => {
          if (params.uri.startsWith('http://127.0.0.1:')) {
            await showVisualizer(params.uri);
            return { success: true };
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
  client.onDidChangeState((event) => updateStatus(event.newState));
  updateStatus(State.Starting);
  await client.start();
}

async function activate(context) {
  output = vscode.window.createOutputChannel('Lifeline');
  status = vscode.window.createStatusBarItem(vscode.StatusBarAlignment.Left, 0);
  status.command = 'lifeline.showOutput';
  status.show();
  context.subscriptions.push(output, status);

  context.subscriptions.push(
    vscode.commands.registerCommand('lifeline.visualizeLifecycle', async () => {
      if (!client) return;
      const editor = vscode.window.activeTextEditor;
      const view = viewAtCursor(editor) || null;
      const uri = editor ? editor.document.uri.toString() : null;
      const result = await client.sendRequest('workspace/executeCommand', { command: 'lifeline.visualize', arguments: [view, uri] });
      // Clients with showDocument get the page through the middleware; the answer carries it too.
      if (result && result.uri && !panels.size) await showVisualizer(result.uri);
    }),
    vscode.commands.registerCommand('lifeline.restartServer', async () => {
      if (client) await client.stop();
      await startClient(context);
    }),
    vscode.commands.registerCommand('lifeline.showOutput', () => output.show()),
  );
  try {
    await startClient(context);
  } catch (error) {
    updateStatus(State.Stopped);
    vscode.window.showErrorMessage(`Lifeline could not start "${vscode.workspace.getConfiguration('lifeline').get('path')}": ${error.message}. Set lifeline.path to the lifeline executable.`);
  }
}

async function deactivate() {
  if (client) await client.stop();
}

module.exports = { activate, deactivate };
