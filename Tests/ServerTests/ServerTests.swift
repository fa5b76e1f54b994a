import Foundation
import LSP
import Server
import TestSupport
import XCTest

/// The server driven in process: messages in, framed messages out.
final class ServerTests: XCTestCase {
    final class Client {
        var framer = MessageFramer()
        var received: [JSONValue] = []
        lazy var server = Server { [unowned self] bytes in
            for event in self.framer.append(bytes) {
                if case .message(let body) = event, let value = try? JSONDecoder().decode(JSONValue.self, from: Data(body)) { self.received.append(value) }
            }
        }

        /// Sends a message; diagnostics are flushed as a pause in typing would.
        func send(_ text: String) {
            server.handle(Array(text.utf8))
            server.flushDiagnostics()
        }

        func request(_ id: Int, _ method: String, _ params: String = "{}") -> JSONValue? {
            received = []
            send(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#)
            return received.first { $0["id"] == .int(id) }
        }

        func notify(_ method: String, _ params: String = "{}") {
            send(#"{"jsonrpc":"2.0","method":"\#(method)","params":\#(params)}"#)
        }

        func initialize() {
            _ = request(1, "initialize", #"{"capabilities":{}}"#)
            notify("initialized")
        }
    }

    static func quoted(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }

    func testLifecycleAndErrorCodes() {
        let client = Client()
        XCTAssertEqual(client.request(1, "textDocument/hover")?["error"]?["code"], .int(ErrorCode.serverNotInitialized))
        let reply = client.request(2, "initialize", #"{"capabilities":{"general":{"positionEncodings":["utf-8","utf-16"]}}}"#)
        XCTAssertEqual(reply?["result"]?["capabilities"]?["positionEncoding"], .string("utf-8"))
        XCTAssertEqual(client.request(3, "no/such/method")?["error"]?["code"], .int(ErrorCode.methodNotFound))
        XCTAssertEqual(client.request(4, "textDocument/hover", #"{"nothing":1}"#)?["error"]?["code"], .int(ErrorCode.invalidParams))
        client.received = []
        client.send("{not json")
        XCTAssertEqual(client.received.first?["error"]?["code"], .int(ErrorCode.parseError))
        // An id with neither a method nor a result or error is an invalid request, answered.
        client.received = []
        client.send(#"{"jsonrpc":"2.0","id":42}"#)
        XCTAssertEqual(client.received.first?["id"], .int(42))
        XCTAssertEqual(client.received.first?["error"]?["code"], .int(ErrorCode.invalidRequest))
        XCTAssertEqual(client.request(5, "shutdown")?["result"], .null)
        XCTAssertEqual(client.request(6, "textDocument/hover")?["error"]?["code"], .int(ErrorCode.invalidRequest))
        client.notify("exit")
        XCTAssertEqual(client.server.exitStatus, 0)
    }

    func testExitWithoutShutdownIsStatus1() {
        let client = Client()
        client.initialize()
        client.notify("exit")
        XCTAssertEqual(client.server.exitStatus, 1)
    }

    func testDiagnosticsFollowIncrementalChangesAndHoverExplainsOwnership() throws {
        let client = Client()
        client.initialize()
        let source = """
            import SwiftUI
            final class Model: ObservableObject { @Published var score = 0 }
            struct Plate: View {
                @ObservedObject var model = Model()
                var body: some View { Text("\\(model.score)") }
            }
            """
        client.received = []
        client.notify("textDocument/didOpen", #"{"textDocument":{"uri":"file:///tmp/Plate.swift","languageId":"swift","version":1,"text":\#(Self.quoted(source))}}"#)
        let published = try XCTUnwrap(client.received.first { $0["method"] == .string("textDocument/publishDiagnostics") })
        XCTAssertEqual(published["params"]?["version"], .int(1))
        guard case .array(let diagnostics)? = published["params"]?["diagnostics"] else { return XCTFail("no diagnostics") }
        XCTAssertEqual(diagnostics.first?["code"], .string("observed-object-creates-instance"))
        XCTAssertEqual(diagnostics.first?["range"]?["start"]?["line"], .int(3))

        let hover = client.request(7, "textDocument/hover", #"{"textDocument":{"uri":"file:///tmp/Plate.swift"},"position":{"line":3,"character":25}}"#)
        guard case .string(let markdown)? = hover?["result"]?["contents"]?["value"] else { return XCTFail("no hover: \(String(describing: hover))") }
        XCTAssertTrue(markdown.contains("Ownership: creates inline, not owned"), markdown)
        XCTAssertTrue(markdown.contains("created again every time"), markdown)

        // Incremental change: @ObservedObject → @StateObject on line 3 (UTF-16 columns 4..<19).
        client.received = []
        client.notify("textDocument/didChange", #"{"textDocument":{"uri":"file:///tmp/Plate.swift","version":2},"contentChanges":[{"range":{"start":{"line":3,"character":4},"end":{"line":3,"character":19}},"text":"@StateObject"}]}"#)
        let after = try XCTUnwrap(client.received.first { $0["method"] == .string("textDocument/publishDiagnostics") })
        XCTAssertEqual(after["params"]?["version"], .int(2))
        guard case .array(let remaining)? = after["params"]?["diagnostics"] else { return XCTFail("no diagnostics") }
        // The inline @ObservedObject finding is gone (non-private-state, opt-in, is off).
        XCTAssertEqual(remaining.map { $0["code"] }, [])
    }

    func testABurstOfChangesPublishesOnceForTheLatestVersion() {
        let client = Client()
        client.initialize()
        client.received = []
        client.server.handle(Array(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///b/A.swift","languageId":"swift","version":1,"text":"struct A {}"}}}"#.utf8))
        for version in 2...4 {
            client.server.handle(Array(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///b/A.swift","version":\#(version)},"contentChanges":[{"text":"struct A { let n = \#(version) }"}]}}"#.utf8))
        }
        XCTAssertTrue(client.received.isEmpty)
        client.server.flushDiagnostics()
        let published = client.received.filter { $0["method"] == .string("textDocument/publishDiagnostics") }
        XCTAssertEqual(published.count, 1)
        XCTAssertEqual(published.first?["params"]?["version"], .int(4))
    }

    func testLaterChangesAndCancellationsAnswerEarlierRequests() {
        let client = Client()
        client.initialize()
        client.notify("textDocument/didOpen", #"{"textDocument":{"uri":"file:///c/A.swift","languageId":"swift","version":1,"text":"struct A {}"}}"#)
        client.received = []
        client.server.handle(batch: [
            #"{"jsonrpc":"2.0","id":30,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///c/A.swift"},"position":{"line":0,"character":8}}}"#,
            #"{"jsonrpc":"2.0","id":31,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"file:///c/A.swift"}}}"#,
            #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":31}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///c/A.swift","version":2},"contentChanges":[{"text":"struct B {}"}]}}"#,
            #"{"jsonrpc":"2.0","id":32,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"file:///c/A.swift"}}}"#,
        ].map { Array($0.utf8) })
        XCTAssertEqual(client.received.first { $0["id"] == .int(30) }?["error"]?["code"], .int(ErrorCode.contentModified))
        XCTAssertEqual(client.received.first { $0["id"] == .int(31) }?["error"]?["code"], .int(ErrorCode.requestCancelled))
        XCTAssertNotNil(client.received.first { $0["id"] == .int(32) }?["result"])
    }

    func testA50MegabyteDocumentIsHandled() throws {
        let client = Client()
        client.initialize()
        let text = "import SwiftUI\n" + String(repeating: "let x = 1 + 2 + 3\n", count: HeavyInput.size(2_900_000))
        XCTAssertGreaterThan(text.utf8.count, HeavyInput.size(50_000_000))
        client.received = []
        client.notify("textDocument/didOpen", #"{"textDocument":{"uri":"file:///big/Big.swift","languageId":"swift","version":1,"text":\#(Self.quoted(text))}}"#)
        let published = try XCTUnwrap(client.received.first { $0["method"] == .string("textDocument/publishDiagnostics") })
        XCTAssertEqual(published["params"]?["diagnostics"], .array([]))
        XCTAssertEqual(client.request(40, "textDocument/documentSymbol", #"{"textDocument":{"uri":"file:///big/Big.swift"}}"#)?["result"], .array([]))
    }

    func testUTF16PositionsCountSurrogatePairs() throws {
        let client = Client()
        client.initialize()
        let source = "import SwiftUI\nfinal class M: ObservableObject {}\nstruct V: View {\n    let label = \"😀\"; @ObservedObject var m = M()\n    var body: some View { Text(label) }\n}\n"
        client.notify("textDocument/didOpen", #"{"textDocument":{"uri":"file:///tmp/V.swift","languageId":"swift","version":1,"text":\#(Self.quoted(source))}}"#)
        // "    let label = "😀"; " is 21 UTF-16 units (the emoji counts 2): the @ObservedObject starts there.
        let hover = client.request(8, "textDocument/hover", #"{"textDocument":{"uri":"file:///tmp/V.swift"},"position":{"line":3,"character":40}}"#)
        guard case .string(let markdown)? = hover?["result"]?["contents"]?["value"] else { return XCTFail("no hover") }
        XCTAssertTrue(markdown.contains("`V.m`"), markdown)
    }

    /// Any integer a client sends as a position, in either encoding, is answered, never a trap.
    func testExtremePositionsAreAnsweredInBothEncodings() {
        for capabilities in [#"{}"#, #"{"general":{"positionEncodings":["utf-8"]}}"#] {
            let client = Client()
            _ = client.request(1, "initialize", #"{"capabilities":\#(capabilities)}"#)
            client.notify("initialized")
            client.notify("textDocument/didOpen", #"{"textDocument":{"uri":"file:///tmp/E.swift","languageId":"swift","version":1,"text":"struct E {}\n"}}"#)
            for (line, character) in [(Int.max, Int.max), (0, Int.max), (Int.min, Int.min), (0, -1), (Int.max, 0)] {
                let position = #"{"line":\#(line),"character":\#(character)}"#
                let hover = client.request(2, "textDocument/hover", #"{"textDocument":{"uri":"file:///tmp/E.swift"},"position":\#(position)}"#)
                XCTAssertNotNil(hover?["result"], "\(capabilities) \(position): \(String(describing: hover))")
                client.notify("textDocument/didChange", #"{"textDocument":{"uri":"file:///tmp/E.swift","version":2},"contentChanges":[{"range":{"start":\#(position),"end":\#(position)},"text":"x"}]}"#)
                let symbols = client.request(3, "textDocument/documentSymbol", #"{"textDocument":{"uri":"file:///tmp/E.swift"}}"#)
                XCTAssertNotNil(symbols?["result"], "\(capabilities) \(position)")
            }
        }
    }
}
