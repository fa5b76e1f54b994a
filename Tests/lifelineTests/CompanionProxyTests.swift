import Foundation
import XCTest

/// `lifeline lsp --with COMMAND` over real pipes, with a stand-in companion
/// (`Clients/fake-companion.py`), a companion that dies, and one that does not exist.
final class CompanionProxyTests: XCTestCase {
    let uri = "file:///tmp/lifeline-proxy/Plate.swift"
    let source = #"import SwiftUI\nfinal class M: ObservableObject {}\nstruct Plate: View {\n    @ObservedObject var model = M()\n    var body: some View { Text(\"p\") }\n}\n"#

    func framed(_ messages: [String]) -> String {
        messages.map { "Content-Length: \($0.utf8.count)\r\n\r\n\($0)" }.joined()
    }

    /// A session: initialize (with Lifeline's settings), open the file, hover `model`, ask for a
    /// completion, shut down.
    func session(ending: Bool = true) -> String {
        framed([
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{},"initializationOptions":{"toolchain":"xcode27"}}}"#,
            #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"swift","version":1,"text":"\#(source)"}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":3,"character":25}}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"textDocument/completion","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":3,"character":25}}}"#,
        ] + (ending ? [#"{"jsonrpc":"2.0","id":4,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","method":"exit"}"#] : []))
    }

    /// Every message the proxy wrote, decoded.
    func messages(_ output: String) -> [[String: Any]] {
        var result: [[String: Any]] = []
        var rest = Substring(output)
        while let header = rest.range(of: "\r\n\r\n") {
            let length = Int(rest[..<header.lowerBound].split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0
            let body = Data(rest[header.upperBound...].utf8.prefix(length))
            if let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] { result.append(object) }
            rest = rest[rest.utf8.index(header.upperBound, offsetBy: min(length, rest[header.upperBound...].utf8.count))...]
        }
        return result
    }

    func response(_ id: Int, in messages: [[String: Any]]) -> [String: Any]? {
        messages.first { ($0["id"] as? Int) == id && $0["method"] == nil }
    }

    func hoverText(_ messages: [[String: Any]]) -> String {
        ((response(2, in: messages)?["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String ?? ""
    }

    func testAnswersFromBothServersAreMerged() throws {
        let run = try runLanguageServer(session(), arguments: ["--with", clientScript("fake-companion.py")])
        XCTAssertEqual(run.status, 0, run.errors)
        let all = messages(run.output)
        let initialize = try XCTUnwrap(response(1, in: all)?["result"] as? [String: Any])
        XCTAssertEqual((initialize["serverInfo"] as? [String: Any])?["name"] as? String, "lifeline with fake-companion.py")
        let capabilities = try XCTUnwrap(initialize["capabilities"] as? [String: Any])
        XCTAssertNotNil(capabilities["completionProvider"], "the companion's capability")
        XCTAssertNotNil(capabilities["codeLensProvider"], "Lifeline's capability")
        // The companion did not get Lifeline's settings.
        XCTAssertTrue(all.contains { (($0["params"] as? [String: Any])?["message"] as? String) == "fake options: null" }, "\(all)")
        let hover = hoverText(all)
        XCTAssertTrue(hover.hasPrefix("fake declaration\n\n---\n\n"), hover)
        XCTAssertTrue(hover.contains("**Ownership: owned**"), hover)
        XCTAssertEqual(((response(3, in: all)?["result"] as? [[String: Any]])?.first)?["label"] as? String, "fakeMember")
        // The companion's diagnostics reach the client (merging them with Lifeline's is
        // CompanionMuxTests'; this session ends before Lifeline's debounce publishes).
        let published = all.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }
        let sources = ((published.first?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []).map { $0["source"] as? String ?? "" }
        XCTAssertEqual(sources, ["fake"], "\(published)")
        XCTAssertNotNil(response(4, in: all), "shutdown answered")
        XCTAssertFalse(all.contains { $0["method"] as? String == "window/showMessage" }, "the companion's end after shutdown is no news")
    }

    func testACompanionThatDiesLeavesLifelineServing() throws {
        // No shutdown (all input arrives at once, so it would come before the death): the session
        // ends when standard input does.
        let run = try runLanguageServer(session(ending: false), arguments: ["--with", clientScript("fake-companion.py")], environment: ["FAKE_COMPANION_DIE_ON": "textDocument/completion"])
        XCTAssertEqual(run.status, 1, "the input ended without exit: \(run.errors)")
        let all = messages(run.output)
        let warning = all.first { $0["method"] as? String == "window/showMessage" }
        XCTAssertEqual(((warning?["params"] as? [String: Any])?["message"] as? String)?.hasPrefix("lifeline: fake-companion.py exited (status 3)."), true, "\(all)")
        XCTAssertEqual((response(3, in: all)?["error"] as? [String: Any])?["message"] as? String, "fake-companion.py exited (status 3)")
        XCTAssertTrue(hoverText(all).contains("**Ownership: owned**"))
    }

    func testAMissingCompanionIsReportedAndLifelineRunsAlone() throws {
        let run = try runLanguageServer(session(), arguments: ["--with", "/nonexistent/sourcekit-lsp --flag"])
        XCTAssertEqual(run.status, 0, run.errors)
        let all = messages(run.output)
        let warning = all.first { $0["method"] as? String == "window/showMessage" }
        XCTAssertEqual(((warning?["params"] as? [String: Any])?["message"] as? String)?.hasPrefix("lifeline: sourcekit-lsp was not found (looked for /nonexistent/sourcekit-lsp on PATH)."), true, "\(all)")
        XCTAssertTrue(hoverText(all).hasPrefix("**@ObservedObject `Plate.model`**"), hoverText(all))
        // Completion goes to Lifeline, which does not serve it.
        XCTAssertEqual((response(3, in: all)?["error"] as? [String: Any])?["code"] as? Int, -32601)
    }

    func testAnUnclosedQuoteInTheCommandIsAnArgumentError() throws {
        let run = try runLifeline(["lsp", "--with", "sourcekit-lsp \"--log"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.errors.hasPrefix("lifeline lsp: --with takes the command of another language server"), run.errors)
    }
}
