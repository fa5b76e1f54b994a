#!/usr/bin/env python3
"""A stand-in language server for CompanionProxyTests: answers initialize, hover and completion,
publishes one diagnostic per opened document, and with FAKE_COMPANION_DIE_ON=completion exits
with status 3 when asked for a completion (before answering it)."""
import json, os, sys

die_on = os.environ.get("FAKE_COMPANION_DIE_ON", "")
stdin, stdout = sys.stdin.buffer, sys.stdout.buffer

def send(message):
    body = json.dumps(message).encode()
    stdout.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    stdout.flush()

def read():
    length = None
    while True:
        line = stdin.readline()
        if not line:
            return None
        if line in (b"\r\n", b"\n"):
            break
        name, _, value = line.decode().partition(":")
        if name.strip().lower() == "content-length":
            length = int(value)
    return json.loads(stdin.read(length))

while True:
    message = read()
    if message is None:
        sys.exit(0)
    method, ident = message.get("method"), message.get("id")
    if method == die_on:
        sys.exit(3)
    if method == "initialize":
        options = message["params"].get("initializationOptions")
        send({"jsonrpc": "2.0", "id": ident, "result": {"capabilities": {
            "hoverProvider": True, "completionProvider": {"triggerCharacters": ["."]},
            "textDocumentSync": {"openClose": True, "change": 2}},
            "serverInfo": {"name": "fake"}}})
        send({"jsonrpc": "2.0", "method": "window/logMessage", "params": {"type": 3, "message": "fake options: " + json.dumps(options)}})
    elif method == "textDocument/hover":
        send({"jsonrpc": "2.0", "id": ident, "result": {"contents": {"kind": "markdown", "value": "fake declaration"}}})
    elif method == "textDocument/completion":
        send({"jsonrpc": "2.0", "id": ident, "result": [{"label": "fakeMember"}]})
    elif method == "textDocument/didOpen":
        uri = message["params"]["textDocument"]["uri"]
        send({"jsonrpc": "2.0", "method": "textDocument/publishDiagnostics", "params": {"uri": uri, "diagnostics": [
            {"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 1}}, "message": "fake warning", "source": "fake"}]}})
    elif method == "exit":
        sys.exit(0)
    elif ident is not None:
        send({"jsonrpc": "2.0", "id": ident, "result": None})
