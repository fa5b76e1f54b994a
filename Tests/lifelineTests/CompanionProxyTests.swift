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
        XCTAssertTrue(hover.contains("**Ownership: creates inline, not owned**"), hover)
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
        XCTAssertTrue(hoverText(all).contains("**Ownership: creates inline, not owned**"))
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

/// `lifeline lsp --with` with a companion that misbehaves, driven message by message as an editor
/// would: each request waits for its answer before the session goes on.
final class CompanionProxyMisbehaviourTests: XCTestCase {
    let uri = "file:///tmp/lifeline-proxy/Plate.swift"
    let source = #"import SwiftUI\nfinal class M: ObservableObject {}\nstruct Plate: View {\n    @ObservedObject var model = M()\n    var body: some View { Text(\"p\") }\n}\n"#

    /// A running `lifeline lsp --with fake-companion.py`: what it wrote is collected as it comes.
    final class Session: @unchecked Sendable {
        let process = Process()
        let input = Pipe()
        let lock = NSLock()
        private var buffer = Data()
        private var decoded: [[String: Any]] = []

        init(environment: [String: String]) throws {
            let output = Pipe()
            process.executableURL = CommandLineTests.executable
            process.arguments = ["lsp", "--with", clientScript("fake-companion.py")]
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            output.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                guard let self, !data.isEmpty else { return }
                self.lock.lock()
                self.buffer.append(data)
                self.decodeFramed()
                self.lock.unlock()
            }
            try process.run()
        }

        private func decodeFramed() {
            while let header = buffer.range(of: Data("\r\n\r\n".utf8)) {
                let text = String(decoding: buffer[buffer.startIndex..<header.lowerBound], as: UTF8.self)
                let length = Int(text.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0
                guard buffer.distance(from: header.upperBound, to: buffer.endIndex) >= length else { return }
                let body = buffer[header.upperBound..<buffer.index(header.upperBound, offsetBy: length)]
                if let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] { decoded.append(object) }
                buffer = Data(buffer[buffer.index(header.upperBound, offsetBy: length)...])
            }
        }

        func send(_ json: String) {
            input.fileHandleForWriting.write(Data("Content-Length: \(json.utf8.count)\r\n\r\n\(json)".utf8))
        }

        var messages: [[String: Any]] {
            lock.lock()
            defer { lock.unlock() }
            return decoded
        }

        /// The first message that matches, waiting for it (at most a minute: a guard against a
        /// hang, not a measure of speed).
        func wait(for matches: ([String: Any]) -> Bool) -> [String: Any]? {
            let deadline = Date(timeIntervalSinceNow: 60)
            while Date() < deadline {
                if let found = messages.first(where: matches) { return found }
                usleep(10_000)
            }
            return nil
        }

        func answer(_ id: Int) -> [String: Any]? {
            wait { ($0["id"] as? Int) == id && $0["method"] == nil }
        }

        /// Shutdown, exit, and the process's end (at most a minute); nil when it did not end.
        func end() -> Int32? {
            send(#"{"jsonrpc":"2.0","id":99,"method":"shutdown"}"#)
            _ = answer(99)
            send(#"{"jsonrpc":"2.0","method":"exit"}"#)
            let deadline = Date(timeIntervalSinceNow: 60)
            while process.isRunning && Date() < deadline { usleep(10_000) }
            if process.isRunning {
                process.terminate()
                return nil
            }
            return process.terminationStatus
        }
    }

    func start(_ environment: [String: String]) throws -> Session {
        let session = try Session(environment: environment)
        session.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        return session
    }

    func open(_ session: Session, text: String? = nil) {
        session.send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
        session.send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"swift","version":1,"text":"\#(text ?? source)"}}}"#)
    }

    func hover(_ session: Session, id: Int) -> String {
        session.send(#"{"jsonrpc":"2.0","id":\#(id),"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":3,"character":25}}}"#)
        return ((session.answer(id)?["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String ?? ""
    }

    func warning(_ session: Session) -> String? {
        (session.messages.first { $0["method"] as? String == "window/showMessage" }?["params"] as? [String: Any])?["message"] as? String
    }

    func testAHoverTheCompanionNeverAnswersStillBringsLifelines() throws {
        let session = try start(["FAKE_COMPANION_SILENT_ON": "textDocument/hover"])
        XCTAssertNotNil(session.answer(1))
        open(session)
        let text = hover(session, id: 2)
        XCTAssertTrue(text.hasPrefix("**@ObservedObject `Plate.model`**"), "Lifeline's hover alone, after the grace: \(text)")
        XCTAssertEqual(session.end(), 0)
    }

    func testACompanionThatStopsReadingCannotKeepTheProxyFromEnding() throws {
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("fake-companion-\(UUID().uuidString).pid")
        defer { try? FileManager.default.removeItem(at: pidFile) }
        let session = try start(["FAKE_COMPANION_STALL_ON": "initialized", "FAKE_COMPANION_IGNORE_TERM": "1", "FAKE_COMPANION_PIDFILE": pidFile.path])
        XCTAssertNotNil(session.answer(1))
        // A megabyte more than a pipe holds, for a companion that reads no more.
        let filler = "// " + String(repeating: "x", count: 1 << 20) + #"\n"#
        open(session, text: filler + source)
        // Shutdown waits for the companion's part only for its grace; exit then stops it.
        XCTAssertEqual(session.end(), 0, "the proxy ended")
        let pid = try XCTUnwrap(Int32(String(contentsOf: pidFile, encoding: .utf8)))
        XCTAssertEqual(kill(pid, 0), -1, "the companion, which ignored SIGTERM, was stopped")
    }

    func testACompanionThatFailsToInitializeLeavesLifelineAlone() throws {
        let session = try start(["FAKE_COMPANION_FAIL_INITIALIZE": "1"])
        let capabilities = (session.answer(1)?["result"] as? [String: Any])?["capabilities"] as? [String: Any] ?? [:]
        XCTAssertNotNil(capabilities["hoverProvider"])
        XCTAssertNil(capabilities["completionProvider"], "nothing of the companion's is offered")
        XCTAssertEqual(warning(session)?.hasPrefix("lifeline: fake-companion.py failed to initialize (no toolchain)."), true, "\(session.messages)")
        open(session)
        XCTAssertTrue(hover(session, id: 2).hasPrefix("**@ObservedObject `Plate.model`**"))
        XCTAssertEqual(session.end(), 0)
    }

    func testWhatTheCompanionRegisteredIsUnregisteredWhenItDies() throws {
        let session = try start(["FAKE_COMPANION_REGISTER": "1", "FAKE_COMPANION_DIE_ON": "textDocument/completion"])
        XCTAssertNotNil(session.answer(1))
        open(session)
        let register = try XCTUnwrap(session.wait { $0["method"] as? String == "client/registerCapability" })
        let registerID = try XCTUnwrap(register["id"] as? Int)
        session.send(#"{"jsonrpc":"2.0","id":\#(registerID),"result":null}"#)
        session.send(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/completion","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":3,"character":25}}}"#)
        XCTAssertEqual((session.answer(3)?["error"] as? [String: Any])?["message"] as? String, "fake-companion.py exited (status 3)")
        let unregister = try XCTUnwrap(session.wait { $0["method"] as? String == "client/unregisterCapability" })
        let items = (unregister["params"] as? [String: Any])?["unregisterations"] as? [[String: Any]] ?? []
        XCTAssertEqual(items.map { $0["id"] as? String }, ["fake-diagnostics"])
        XCTAssertEqual(items.map { $0["method"] as? String }, ["textDocument/diagnostic"])
        // A pull the client sends before it takes that in: an empty report, not an error.
        session.send(#"{"jsonrpc":"2.0","id":4,"method":"textDocument/diagnostic","params":{"textDocument":{"uri":"\#(uri)"}}}"#)
        XCTAssertEqual((session.answer(4)?["result"] as? [String: Any])?["kind"] as? String, "full")
        XCTAssertEqual(session.end(), 0)
    }

    func testAMessageTheClientGotWrongIsAnsweredWithItsId() throws {
        let session = try start([:])
        XCTAssertNotNil(session.answer(1))
        session.send(#"{"jsonrpc":"2.0","id":77,"method":5}"#)
        XCTAssertEqual((session.answer(77)?["error"] as? [String: Any])?["code"] as? Int, -32600)
        session.send(#"{"jsonrpc":"2.0","id":78,"#)
        XCTAssertNotNil(session.wait { $0["id"] is NSNull && (($0["error"] as? [String: Any])?["code"] as? Int) == -32700 }, "\(session.messages)")
        XCTAssertEqual(session.end(), 0)
    }
}
