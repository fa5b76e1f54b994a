#!/usr/bin/env python3
"""A stand-in language server for CompanionProxyTests: answers initialize, hover and completion,
publishes one diagnostic per opened document. What goes wrong is set by the environment:
- FAKE_COMPANION_DIE_ON=METHOD: exits with status 3 when it gets METHOD (before answering it);
- FAKE_COMPANION_SILENT_ON=METHOD: never answers METHOD;
- FAKE_COMPANION_STALL_ON=METHOD: on METHOD, stops reading its input for an hour (its pipe fills);
- FAKE_COMPANION_IGNORE_TERM=1: SIGTERM does not stop it;
- FAKE_COMPANION_FAIL_INITIALIZE=1: answers initialize with an error;
- FAKE_COMPANION_REGISTER=1: on initialized, registers pull diagnostics with the client;
- FAKE_COMPANION_PIDFILE=FILE: writes its process id there."""
import json, os, signal, sys, time

die_on = os.environ.get("FAKE_COMPANION_DIE_ON", "")
silent_on = os.environ.get("FAKE_COMPANION_SILENT_ON", "")
stall_on = os.environ.get("FAKE_COMPANION_STALL_ON", "")
if os.environ.get("FAKE_COMPANION_IGNORE_TERM"):
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
if os.environ.get("FAKE_COMPANION_PIDFILE"):
    with open(os.environ["FAKE_COMPANION_PIDFILE"], "w") as pidfile:
        pidfile.write(str(os.getpid()))
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
    if method is None:
        continue  # the client's answer to a request of ours
    if method == die_on:
        sys.exit(3)
    if method == stall_on:
        time.sleep(3600)
    if method == silent_on:
        continue
    if method == "initialize" and os.environ.get("FAKE_COMPANION_FAIL_INITIALIZE"):
        send({"jsonrpc": "2.0", "id": ident, "error": {"code": -32603, "message": "no toolchain"}})
    elif method == "initialized" and os.environ.get("FAKE_COMPANION_REGISTER"):
        send({"jsonrpc": "2.0", "id": "fake-register", "method": "client/registerCapability", "params": {"registrations": [
            {"id": "fake-diagnostics", "method": "textDocument/diagnostic", "registerOptions": {"interFileDependencies": False, "workspaceDiagnostics": False}}]}})
    elif method == "initialize":
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
