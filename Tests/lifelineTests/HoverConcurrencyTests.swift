import Foundation
import XCTest

/// A hover's simulation runs off the server's thread: while it runs, other requests are answered,
/// and cancelling the hover (or changing its document) stops the simulation in the worker, which
/// then answers the next hover without being restarted. The worker is made slow on purpose
/// (`LIFELINE_WORKER_FAULT=slow:…`: it works until its job is cancelled).
final class HoverConcurrencyTests: XCTestCase {
    /// `lifeline lsp` over pipes, read on a thread; messages are taken as they come.
    final class LiveServer: @unchecked Sendable {
        let process = Process()
        private let input = Pipe()
        private let output = Pipe()
        private let condition = NSCondition()
        private var messages: [[String: Any]] = []
        private var ended = false

        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("hover-concurrency-\(UUID().uuidString).log")

        init(environment: [String: String]) throws {
            process.executableURL = CommandLineTests.executable
            process.arguments = ["lsp", "--log-level", "info"]
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            process.standardInput = input
            process.standardOutput = output
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: errors)
            try process.run()
            let handle = output.fileHandleForReading
            Thread { [self] in
                var buffer = Data()
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    buffer += chunk
                    while let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) {
                        let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
                        guard let length = Int(header.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? ""), buffer.count - (headerEnd.upperBound - buffer.startIndex) >= length else { break }
                        let body = buffer[headerEnd.upperBound..<headerEnd.upperBound + length]
                        buffer = Data(buffer[(headerEnd.upperBound + length)...])
                        if let message = try? JSONSerialization.jsonObject(with: body) as? [String: Any] {
                            condition.lock()
                            messages.append(message)
                            condition.signal()
                            condition.unlock()
                        }
                    }
                }
                condition.lock()
                ended = true
                condition.signal()
                condition.unlock()
            }.start()
        }

        func send(_ message: [String: Any]) {
            var full = message
            full["jsonrpc"] = "2.0"
            let body = try! JSONSerialization.data(withJSONObject: full)
            input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
        }

        /// The responses received so far, in order, by id.
        func responseIDs() -> [Int] {
            condition.lock()
            defer { condition.unlock() }
            return messages.compactMap { $0["method"] == nil ? $0["id"] as? Int : nil }
        }

        /// Waits (at most a minute, a failure guard, not a measurement) for the response to `id`.
        func response(_ id: Int) -> [String: Any]? {
            let deadline = Date(timeIntervalSinceNow: 60)
            condition.lock()
            defer { condition.unlock() }
            while true {
                if let found = messages.first(where: { $0["method"] == nil && $0["id"] as? Int == id }) { return found }
                if ended || !condition.wait(until: deadline) { return nil }
            }
        }

        func stop() {
            send(["id": 99, "method": "shutdown"])
            _ = response(99)
            send(["method": "exit"])
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    func testARequestIsAnsweredWhileAHoverSimulatesAndCancellingTheHoverStopsItsSimulation() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hover-concurrency-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Slow", "Fine"] { try WorkerFaultTests.app(name).write(to: folder.appendingPathComponent("\(name).swift"), atomically: true, encoding: .utf8) }
        let server = try LiveServer(environment: ["LIFELINE_WORKER_FAULT": "slow:Slow.swift"])
        defer { if server.process.isRunning { server.stop() } }
        server.send(["id": 1, "method": "initialize", "params": ["capabilities": [:], "rootUri": folder.absoluteString]])
        XCTAssertNotNil(server.response(1))
        server.send(["method": "initialized", "params": [:]])
        for name in ["Slow", "Fine"] {
            let uri = folder.appendingPathComponent("\(name).swift").absoluteString
            server.send(["method": "textDocument/didOpen", "params": ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": WorkerFaultTests.app(name)]]])
        }
        let slow = folder.appendingPathComponent("Slow.swift").absoluteString
        let fine = folder.appendingPathComponent("Fine.swift").absoluteString
        // Line 13 (from 0) holds `@StateObject var counter`; character 22 is in `counter`.
        server.send(["id": 2, "method": "textDocument/hover", "params": ["textDocument": ["uri": slow], "position": ["line": 13, "character": 22]]])
        server.send(["id": 3, "method": "textDocument/documentSymbol", "params": ["textDocument": ["uri": fine]]])
        let symbols = try XCTUnwrap(server.response(3), "the outline is answered while the hover simulates")
        XCTAssertFalse((symbols["result"] as? [Any] ?? []).isEmpty, "\(symbols)")
        XCTAssertFalse(server.responseIDs().contains(2), "the hover waits for its simulation, which works until cancelled")
        server.send(["method": "$/cancelRequest", "params": ["id": 2]])
        let cancelled = try XCTUnwrap(server.response(2))
        XCTAssertEqual((cancelled["error"] as? [String: Any])?["code"] as? Int, -32800, "RequestCancelled: \(cancelled)")
        // The worker stopped that job and goes on: the next hover is simulated by the same worker.
        server.send(["id": 4, "method": "textDocument/hover", "params": ["textDocument": ["uri": fine], "position": ["line": 13, "character": 22]]])
        let answered = try XCTUnwrap(server.response(4))
        let text = ((answered["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String ?? ""
        XCTAssertTrue(text.contains("**Simulated**\n- `counter` holds the `FineCounter` that `FineChild` makes itself.\n- When `FineParent.flag` changes"), text)
        // A change of the document stops a simulation just as well: ContentModified.
        server.send(["id": 5, "method": "textDocument/hover", "params": ["textDocument": ["uri": slow], "position": ["line": 13, "character": 22]]])
        server.send(["id": 6, "method": "textDocument/documentSymbol", "params": ["textDocument": ["uri": slow]]])
        XCTAssertNotNil(server.response(6))
        server.send(["method": "textDocument/didChange", "params": ["textDocument": ["uri": slow, "version": 2], "contentChanges": [["text": WorkerFaultTests.app("Slow") + "\n"]]]])
        let modified = try XCTUnwrap(server.response(5))
        XCTAssertEqual((modified["error"] as? [String: Any])?["code"] as? Int, -32801, "ContentModified: \(modified)")
        server.stop()
        XCTAssertEqual(server.process.terminationStatus, 0)
        let log = (try? String(contentsOf: server.errors, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: server.errors)
        XCTAssertEqual(log.components(separatedBy: "started the simulation worker").count - 1, 1, "cancelling stops the job, not the worker: \(log)")
    }
}
