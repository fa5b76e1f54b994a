import Foundation
import LSP
import Server
import XCTest

/// The inbox between the reader and the server: verdicts on requests queued or being answered.
final class InboxTests: XCTestCase {
    static func message(_ text: String) -> Inbox.Item {
        .message(IncomingMessage.decode(Array(text.utf8)))
    }

    static func hover(_ id: Int, _ uri: String) -> Inbox.Item {
        message(#"{"jsonrpc":"2.0","id":\#(id),"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":0,"character":0}}}"#)
    }

    static func change(_ uri: String) -> Inbox.Item {
        message(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":[{"text":""}]}}"#)
    }

    static func cancel(_ id: Int) -> Inbox.Item {
        message(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":\#(id)}}"#)
    }

    /// Takes the next item and returns the code of its verdict (nil: none).
    func takeVerdict(_ inbox: Inbox, file: StaticString = #filePath, line: UInt = #line) -> Int? {
        guard case .item(_, let verdict) = inbox.take(timeout: 0) else {
            XCTFail("nothing to take", file: file, line: line)
            return nil
        }
        return verdict?.code
    }

    func testAChangeWhileARequestIsAnsweredModifiesOnlyThatDocumentsRequest() {
        let inbox = Inbox()
        inbox.put(Self.hover(1, "file:///a/A.swift"))
        XCTAssertNil(takeVerdict(inbox))
        XCTAssertNil(inbox.verdictForCurrent())
        inbox.put(Self.change("file:///a/B.swift"))
        XCTAssertNil(inbox.verdictForCurrent(), "another document changed")
        inbox.put(Self.change("file:///a/A.swift"))
        XCTAssertEqual(inbox.verdictForCurrent()?.code, ErrorCode.contentModified)
        // Taking the next message ends the request: its verdict no longer applies.
        XCTAssertNil(takeVerdict(inbox))
        XCTAssertNil(inbox.verdictForCurrent())
    }

    func testCancellationReachesTheRunningRequestAndQueuedOnes() {
        let inbox = Inbox()
        inbox.put(Self.hover(1, "file:///a/A.swift"))
        inbox.put(Self.hover(2, "file:///a/A.swift"))
        inbox.put(Self.hover(3, "file:///a/A.swift"))
        XCTAssertNil(takeVerdict(inbox))
        inbox.put(Self.cancel(1))
        inbox.put(Self.cancel(3))
        XCTAssertEqual(inbox.verdictForCurrent()?.code, ErrorCode.requestCancelled)
        XCTAssertNil(takeVerdict(inbox), "request 2 was not cancelled")
        XCTAssertEqual(takeVerdict(inbox), ErrorCode.requestCancelled)
        // The first verdict stays: a later change does not turn a cancellation into a modification.
        inbox.put(Self.change("file:///a/A.swift"))
        XCTAssertEqual(inbox.verdictForCurrent()?.code, ErrorCode.requestCancelled)
    }

    func testTimeoutAndClose() {
        let inbox = Inbox()
        guard case .timeout = inbox.take(timeout: 0.01) else { return XCTFail("expected a timeout") }
        inbox.put(Self.change("file:///a/A.swift"))
        inbox.close()
        guard case .item = inbox.take(timeout: 0) else { return XCTFail("what was put before close is still taken") }
        guard case .closed = inbox.take(timeout: nil) else { return XCTFail("expected closed") }
    }

    func testAMessageFromAnotherThreadWakesTheTaker() {
        let inbox = Inbox()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { inbox.put(Self.change("file:///a/A.swift")) }
        guard case .item = inbox.take(timeout: 10) else { return XCTFail("expected the message") }
    }

    /// Through the server: the client cancels a command while it runs (here, when the command's
    /// message is sent, before its answer); the answer is RequestCancelled instead of the result.
    func testTheServerReplacesAnAnswerWhoseRequestWasCancelledWhileItRan() {
        let inbox = Inbox()
        var framer = MessageFramer()
        var received: [JSONValue] = []
        let server = Server { bytes in
            for event in framer.append(bytes) {
                guard case .message(let body) = event, let value = try? JSONDecoder().decode(JSONValue.self, from: Data(body)) else { continue }
                received.append(value)
                if value["method"] == .string("window/showMessage") { inbox.put(Self.cancel(9)) }
            }
        }
        inbox.put(Self.message(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#))
        inbox.put(Self.message(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///a/V.swift","languageId":"swift","version":1,"text":"import SwiftUI\nstruct V: View { var body: some View { Text(\"v\") } }"}}}"#))
        inbox.put(Self.message(#"{"jsonrpc":"2.0","id":9,"method":"workspace/executeCommand","params":{"command":"lifeline.ownership","arguments":["V"]}}"#))
        inbox.put(Self.message(#"{"jsonrpc":"2.0","id":10,"method":"workspace/executeCommand","params":{"command":"lifeline.ownership","arguments":["V"]}}"#))
        inbox.close()
        XCTAssertEqual(server.serve(inbox), 1)
        XCTAssertEqual(received.first { $0["id"] == .int(9) }?["error"]?["code"], .int(ErrorCode.requestCancelled))
        XCTAssertNotNil(received.first { $0["id"] == .int(10) }?["result"], "the next request is answered")
    }
}
