#!/usr/bin/env python3
# A stand-in for `lifeline worker`, for WorkerClientTests: it speaks the worker protocol (LSP-style
# frames; a JSON header line, then the payload and the documents' bytes) and answers each job by
# what its payload says: "echo" returns the payload with the number of documents it holds, "die"
# kills itself with SIGSEGV, "hang" never answers, "garbage" writes something that is not a frame,
# "fail" answers with an error.
import json, os, signal, sys, time

inp, out = sys.stdin.buffer, sys.stdout.buffer
documents = {}

def read_frame():
    header = b""
    while not header.endswith(b"\r\n\r\n"):
        byte = inp.read(1)
        if not byte:
            sys.exit(0)
        header += byte
    length = int(header.split(b":")[1].split(b"\r\n")[0])
    return inp.read(length)

def reply(id, result=b"", error=None):
    head = json.dumps({"id": id, "error": error, "resultLength": len(result)}).encode() + b"\n"
    body = head + result
    out.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    out.flush()

while True:
    body = read_frame()
    newline = body.index(b"\n")
    header = json.loads(body[:newline])
    rest = body[newline + 1:]
    payload = rest[:header["payloadLength"]]
    rest = rest[header["payloadLength"]:]
    if header["reset"]:
        documents = {}
    for document in header["documents"]:
        documents[document["path"]] = rest[:document["length"]]
        rest = rest[document["length"]:]
    for path in header["removed"]:
        documents.pop(path, None)
    if not header["kind"]:
        continue
    word = payload.decode()
    if word == "die":
        os.kill(os.getpid(), signal.SIGSEGV)
    elif word == "hang":
        time.sleep(3600)
    elif word == "garbage":
        out.write(b"this is not a frame\r\n\r\n")
        out.flush()
    elif word == "fail":
        reply(header["id"], error="the job failed")
    else:
        def show(path):
            text = documents[path]
            return f"{path}={text.decode(errors='replace')}" if len(text) < 100 else f"{path}=#{len(text)}"
        listing = ",".join(show(p) for p in sorted(documents))
        reply(header["id"], (word + "|" + listing).encode())
