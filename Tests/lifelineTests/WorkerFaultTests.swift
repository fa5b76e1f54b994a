import Foundation
import TestSupport
import XCTest

/// A fault in a simulation never ends the process that asked for it: the language server and the
/// visualizer run simulations in a `lifeline worker` process, and these tests make that worker
/// trap or hang on purpose (`LIFELINE_WORKER_FAULT`) and check that the parent answers the request
/// without the simulated part, says why, and answers the next request with a new worker.
final class WorkerFaultTests: XCTestCase {
    /// Two copies of one small app: a parent with a `@State` flag that builds a child owning a
    /// model. Only the names differ, so a fault keyed to one name hits one of them.
    static func app(_ name: String) -> String {
        """
        import SwiftUI
        final class \(name)Counter: ObservableObject { @Published var n = 0 }
        struct \(name)Parent: View {
            @State private var flag = false
            var body: some View {
                VStack {
                    Button("Flip") { flag.toggle() }
                    Text(flag ? "on" : "off")
                    \(name)Child()
                }
            }
        }
        struct \(name)Child: View {
            @StateObject var counter = \(name)Counter()
            var body: some View { Text("\\(counter.n)") }
        }

        """
    }

    func workspace() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("worker-fault-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["Crashy", "Fine"] { try WorkerFaultTests.app(name).write(to: folder.appendingPathComponent("\(name).swift"), atomically: true, encoding: .utf8) }
        return folder
    }

    func framed(_ messages: [String]) -> String {
        messages.map { "Content-Length: \($0.utf8.count)\r\n\r\n\($0)" }.joined()
    }

    func json(_ value: Any) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes]), as: UTF8.self)
    }

    /// A whole session sent at once: open both files, hover each child's property, ask for the
    /// crashy file's code lenses, shut down.
    func lspSession(_ folder: URL, options: [String: Any] = [:]) -> String {
        var messages = [json(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:], "rootUri": folder.absoluteString, "initializationOptions": options]])]
        messages.append(json(["jsonrpc": "2.0", "method": "initialized", "params": [:]]))
        for name in ["Crashy", "Fine"] {
            let uri = folder.appendingPathComponent("\(name).swift").absoluteString
            messages.append(json(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": WorkerFaultTests.app(name)]]]))
        }
        var id = 2
        for name in ["Crashy", "Fine", "Crashy"] {
            let uri = folder.appendingPathComponent("\(name).swift").absoluteString
            // Line 13 (from 0) holds `@StateObject var counter`; character 22 is in `counter`.
            messages.append(json(["jsonrpc": "2.0", "id": id, "method": "textDocument/hover", "params": ["textDocument": ["uri": uri], "position": ["line": 13, "character": 22]]]))
            id += 1
        }
        let crashy = folder.appendingPathComponent("Crashy.swift").absoluteString
        messages.append(json(["jsonrpc": "2.0", "id": 10, "method": "textDocument/codeLens", "params": ["textDocument": ["uri": crashy]]]))
        messages.append(json(["jsonrpc": "2.0", "id": 11, "method": "shutdown"]))
        messages.append(json(["jsonrpc": "2.0", "method": "exit"]))
        return framed(messages)
    }

    /// Runs `lifeline lsp` on `input` with the fault set, and returns the status, the responses by
    /// id and standard error.
    func runServer(_ input: String, fault: String) throws -> (status: Int32, responses: [Int: [String: Any]], errors: String) {
        let result = try runLanguageServer(input, arguments: ["--log-level", "info"], environment: ["LIFELINE_WORKER_FAULT": fault])
        return (result.status, responsesByID(result.output), result.errors)
    }

    func hoverText(_ response: [String: Any]?) -> String {
        ((response?["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String ?? ""
    }

    func testTheLanguageServerSurvivesAWorkerThatTrapsMidHover() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runServer(lspSession(folder), fault: "trap:Crashy.swift")
        XCTAssertEqual(result.status, 0, "the server shut down normally: \(result.errors)")
        let crashed = hoverText(result.responses[2])
        XCTAssertTrue(crashed.contains("**Ownership: owned**"), "the hover keeps what analysis found: \(crashed)")
        XCTAssertTrue(crashed.contains("**Simulated:** not available: the simulation worker crashed (SIGILL, a trap); that is a defect in Lifeline, not in your code."), crashed)
        // The next request gets a new worker and a simulated answer.
        let fine = hoverText(result.responses[3])
        XCTAssertTrue(fine.contains("**Simulated**\n- `counter` holds the `FineCounter` that `FineChild` makes itself.\n- When `FineParent.flag` changes: `FineChild` is re-initialized, the same `FineCounter` is kept."), fine)
        // The same hover on the same documents is not sent to a worker again.
        XCTAssertEqual(hoverText(result.responses[4]), crashed)
        let lenses = (result.responses[10]?["result"] as? [[String: Any]] ?? []).compactMap { ($0["command"] as? [String: Any])?["title"] as? String }
        XCTAssertTrue(lenses.contains("Visualize lifecycle (its simulation failed: see the hover)"), "\(lenses)")
        XCTAssertTrue(result.errors.contains("[warning] lifeline: the simulation worker stopped while answering hover-simulate: the simulation worker crashed (SIGILL, a trap)"), result.errors)
        XCTAssertEqual(result.errors.components(separatedBy: "started the simulation worker").count - 1, 2, result.errors)
    }

    func testTheLanguageServerStopsAWorkerThatHangsAndAnswersWithoutIt() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runServer(lspSession(folder, options: ["simulationTimeout": 1]), fault: "hang:Crashy.swift")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(hoverText(result.responses[2]).contains("**Simulated:** not available: the simulation worker did not answer within 1 s and was stopped."), hoverText(result.responses[2]))
        XCTAssertTrue(hoverText(result.responses[3]).contains("**Simulated**\n- `counter` holds the `FineCounter` that `FineChild` makes itself.\n- When `FineParent.flag` changes"), hoverText(result.responses[3]))
    }

    /// Starts `lifeline visualize` on the two apps with a fault set; gives its port and token.
    func startVisualizer(_ folder: URL, fault: String) throws -> (server: Process, port: UInt16, token: String)? {
        let server = Process()
        server.executableURL = CommandLineTests.executable
        server.arguments = ["visualize", folder.path, "--no-open"]
        server.environment = ProcessInfo.processInfo.environment.merging(["LIFELINE_WORKER_FAULT": fault]) { $1 }
        let output = Pipe()
        server.standardOutput = output
        server.standardError = FileHandle.nullDevice
        try server.run()
        var firstLine = ""
        while !firstLine.contains("\n") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            firstLine += String(decoding: data, as: UTF8.self)
        }
        guard let range = firstLine.range(of: #"127\.0\.0\.1:(\d+)/([0-9a-f]{64})/"#, options: .regularExpression) else {
            XCTFail("no address printed: \(firstLine)")
            server.interrupt()
            server.waitUntilExit()
            return nil
        }
        let parts = firstLine[range].split(separator: "/")
        return (server, UInt16(parts[0].split(separator: ":")[1])!, String(parts[1]))
    }

    func exchange(_ method: String, _ path: String, _ body: String = "", port: UInt16, token: String) -> (status: Int, body: String) {
        let request = "\(method) /\(token)/api/\(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
        let answer = loopbackExchange(port: port, Array(request.utf8))
        return (answer.status, answer.body)
    }

    func testTheVisualizerSurvivesAWorkerThatTrapsMidSimulation() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let (server, port, token) = try startVisualizer(folder, fault: "trap:CrashyParent") else { return }
        defer {
            if server.isRunning {
                server.interrupt()
                server.waitUntilExit()
            }
        }
        func post(_ path: String, _ body: String) -> (status: Int, body: String) { exchange("POST", path, body, port: port, token: token) }
        let crashed = post("simulate", #"{"root":"CrashyParent","actions":["tap \"Flip\""]}"#)
        XCTAssertEqual(crashed.status, 200)
        XCTAssertTrue(crashed.body.contains(#""error":"The simulation failed: the visualizer's simulation worker crashed (SIGILL, a trap); that is a defect in Lifeline, not in your code."#), crashed.body)
        let fine = post("simulate", #"{"root":"FineParent","actions":["tap \"Flip\""]}"#)
        XCTAssertEqual(fine.status, 200)
        XCTAssertTrue(fine.body.contains(#""crashed":false"#) && fine.body.contains("FineCounter#1 init"), fine.body)
        XCTAssertFalse(fine.body.contains(#""error":""#), fine.body)
        XCTAssertTrue(server.isRunning, "the visualizer is still serving")
        server.interrupt()
        server.waitUntilExit()
        XCTAssertEqual(server.terminationStatus, 0)
    }

    func testTheVisualizerPageSaysWhenItsAnalysisFailed() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let (server, port, token) = try startVisualizer(folder, fault: "trap:page-session") else { return }
        defer {
            server.interrupt()
            server.waitUntilExit()
        }
        let session = exchange("GET", "session", port: port, token: token)
        XCTAssertEqual(session.status, 200)
        XCTAssertTrue(session.body.contains(#""problem":"The analysis failed: the visualizer's simulation worker crashed (SIGILL, a trap); that is a defect in Lifeline, not in your code. Reload the page to try again.""#), session.body)
        // Simulations are other jobs: they still run.
        let simulated = exchange("POST", "simulate", #"{"root":"FineParent","actions":[]}"#, port: port, token: token)
        XCTAssertTrue(simulated.body.contains("FineCounter#1 init"), simulated.body)
    }
}
