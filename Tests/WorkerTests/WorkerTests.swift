import Foundation
import LSP
import XCTest

@testable import Worker

/// Documents for a test: a path-to-text table with an epoch the test moves on each change.
final class TestDocuments: DocumentSource {
    var texts: [String: String] = [:]
    var stamps: [String: UInt64] = [:]
    var documentEpoch: UInt64 = 1

    func set(_ path: String, _ text: String) {
        documentEpoch += 1
        texts[path] = text
        stamps[path] = documentEpoch
    }

    func remove(_ path: String) {
        documentEpoch += 1
        texts[path] = nil
        stamps[path] = nil
    }

    func forEachDocumentStamp(_ body: (String, UInt64) -> Void) {
        for (path, stamp) in stamps { body(path, stamp) }
    }

    func mirroredDocument(_ path: String) -> MirroredDocument? {
        guard let text = texts[path], let stamp = stamps[path] else { return nil }
        return MirroredDocument(path: path, stamp: stamp, bytes: Array(text.utf8))
    }
}

/// The client against a stand-in worker (`fake-worker.py`, which speaks the protocol and does
/// what each job's payload says): documents mirrored incrementally, and every way a worker can
/// fail: a signal, an exit, a hang, garbage, a job error, a missing executable, a crash loop.
final class WorkerClientTests: XCTestCase {
    var logged: [String] = []

    func client(_ executable: String? = nil) throws -> WorkerClient {
        let python = "/usr/bin/python3"
        guard FileManager.default.isExecutableFile(atPath: python) else { throw XCTSkip("needs /usr/bin/python3 for the stand-in worker") }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("fake-worker.py").path
        return WorkerClient(executable: executable ?? python, arguments: executable == nil ? [script] : [], name: "test worker") { [weak self] _, line in
            self?.logged.append(line)
        }
    }

    func answer(_ result: Result<[UInt8], WorkerFailure>, file: StaticString = #filePath, line: UInt = #line) -> String? {
        switch result {
        case .success(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .failure(let failure):
            XCTFail("expected an answer, got: \(failure)", file: file, line: line)
            return nil
        }
    }

    func failure(_ result: Result<[UInt8], WorkerFailure>, file: StaticString = #filePath, line: UInt = #line) -> String? {
        switch result {
        case .success(let bytes):
            XCTFail("expected a failure, got: \(String(decoding: bytes, as: UTF8.self))", file: file, line: line)
            return nil
        case .failure(let failure): return failure.description
        }
    }

    func run(_ client: WorkerClient, _ word: String, _ documents: DocumentSource, timeout: Double = 30) -> Result<[UInt8], WorkerFailure> {
        client.run(kind: "job", payload: Array(word.utf8), documents: documents, timeout: timeout)
    }

    func testDocumentsAreMirroredAndOnlyChangesAreSent() throws {
        let worker = try client()
        let documents = TestDocuments()
        documents.set("a", "1")
        documents.set("b", "2")
        XCTAssertEqual(answer(run(worker, "echo", documents)), "echo|a=1,b=2")
        documents.set("a", "11")
        XCTAssertEqual(answer(run(worker, "echo", documents)), "echo|a=11,b=2")
        documents.remove("b")
        documents.set("c", "3")
        XCTAssertEqual(answer(run(worker, "echo", documents)), "echo|a=11,c=3")
        XCTAssertEqual(answer(run(worker, "again", documents)), "again|a=11,c=3")
        XCTAssertEqual(worker.starts, 1)
        XCTAssertEqual(worker.failures, 0)
    }

    func testAWorkerKilledByASignalIsReportedAndTheNextJobGetsANewOne() throws {
        let worker = try client()
        let documents = TestDocuments()
        documents.set("a", "1")
        XCTAssertEqual(answer(run(worker, "echo", documents)), "echo|a=1")
        let reason = failure(run(worker, "die", documents))
        XCTAssertEqual(reason, "the test worker crashed (SIGSEGV); that is a defect in Lifeline, not in your code")
        XCTAssertTrue(logged.contains { $0.contains("the test worker stopped while answering job") }, "\(logged)")
        // The new worker gets every document again.
        XCTAssertEqual(answer(run(worker, "echo", documents)), "echo|a=1")
        XCTAssertEqual(worker.starts, 2)
        XCTAssertEqual(worker.failures, 1)
    }

    func testAJobThatKilledTheWorkerFailsAtOnceUntilTheDocumentsChange() throws {
        let worker = try client()
        let documents = TestDocuments()
        documents.set("a", "1")
        let first = failure(run(worker, "die", documents))
        XCTAssertEqual(failure(run(worker, "die", documents)), first)
        XCTAssertEqual(worker.starts, 1, "the same job on the same documents is not sent again")
        documents.set("a", "2")
        XCTAssertNotNil(failure(run(worker, "die", documents)))
        XCTAssertEqual(worker.starts, 2, "after an edit it is tried again")
    }

    func testAWorkerThatDoesNotAnswerInTimeIsStopped() throws {
        let worker = try client()
        let documents = TestDocuments()
        XCTAssertEqual(failure(run(worker, "hang", documents, timeout: 0.3)), "the test worker did not answer within 0.3 s and was stopped")
        XCTAssertEqual(answer(run(worker, "echo", documents)), "echo|")
        XCTAssertEqual(worker.starts, 2)
    }

    func testAWorkerThatBreaksTheProtocolIsStopped() throws {
        let worker = try client()
        let documents = TestDocuments()
        let reason = failure(run(worker, "garbage", documents))
        XCTAssertTrue(reason?.hasPrefix("the test worker was stopped: it broke the protocol") == true, reason ?? "")
        XCTAssertEqual(answer(run(worker, "echo", documents)), "echo|")
    }

    func testAJobErrorIsAnAnswerAndKeepsTheWorker() throws {
        let worker = try client()
        let documents = TestDocuments()
        XCTAssertEqual(failure(run(worker, "fail", documents)), "the job failed")
        XCTAssertEqual(answer(run(worker, "echo", documents)), "echo|")
        XCTAssertEqual(worker.starts, 1)
        XCTAssertEqual(worker.failures, 0)
    }

    func testAWorkerThatCannotStartFailsWithTheReason() throws {
        let worker = try client("/nonexistent/lifeline")
        let reason = failure(run(worker, "echo", TestDocuments()))
        XCTAssertTrue(reason?.hasPrefix("the test worker could not be started (/nonexistent/lifeline):") == true, reason ?? "")
    }

    func testAWorkerThatExitsAtOnceIsReportedWithItsStatus() throws {
        let worker = try client("/bin/false")
        XCTAssertEqual(failure(run(worker, "echo", TestDocuments())), "the test worker exited with status 1")
    }

    func testFiveDeathsInAMinuteMakeTheWorkerRest() throws {
        let worker = try client()
        let documents = TestDocuments()
        for round in 0..<5 {
            documents.set("a", "\(round)")
            XCTAssertNotNil(failure(run(worker, "die", documents)))
        }
        documents.set("a", "again")
        let reason = failure(run(worker, "echo", documents))
        XCTAssertEqual(reason, "the test worker stopped after failing five times in a minute and is resting for a minute")
        XCTAssertEqual(worker.starts, 5)
    }

    func testLargeChangesTravelInSeveralMessages() throws {
        let worker = try client()
        let documents = TestDocuments()
        let big = String(repeating: "x", count: 7 << 20)
        for name in ["a", "b", "c"] { documents.set(name, big) }
        XCTAssertEqual(answer(run(worker, "echo", documents)), "echo|a=#\(7 << 20),b=#\(7 << 20),c=#\(7 << 20)")
    }

    func testAWarmUpAnswerIsNotTakenForTheNextJob() throws {
        let worker = try client()
        let documents = TestDocuments()
        documents.set("a", "1")
        worker.warm(kind: "job", payload: Array("warm".utf8), documents: documents)
        XCTAssertEqual(answer(run(worker, "echo", documents)), "echo|a=1")
    }
}

/// The worker's side, in process over pipes, with a service that records what it is given.
final class WorkerHostTests: XCTestCase {
    final class Recorder: WorkerService {
        var documents: [String: [UInt8]] = [:]
        func apply(_ changes: DocumentChanges) {
            if changes.reset { documents = [:] }
            for document in changes.set { documents[document.path] = document.bytes }
            for path in changes.removed { documents[path] = nil }
        }
        struct Refusal: Error, CustomStringConvertible { var description: String }
        func answer(kind: String, payload: [UInt8]) throws -> [UInt8] {
            if kind == "refuse" { throw Refusal(description: "refused") }
            return Array("\(kind):\(String(decoding: payload, as: UTF8.self)):\(documents.keys.sorted().joined(separator: ","))".utf8)
        }
        /// `spin` works until it is cancelled (a long simulation).
        func answer(kind: String, payload: [UInt8], isCancelled: @escaping @Sendable () -> Bool) throws -> [UInt8] {
            guard kind == "spin" else { return try answer(kind: kind, payload: payload) }
            let deadline = Date(timeIntervalSinceNow: 20)
            while !isCancelled() && Date() < deadline { usleep(500) }
            return Array("spun".utf8)
        }
    }

    /// Runs the host on a thread with two pipes, and returns a way to send requests, read replies,
    /// and close its input (then the host's status).
    func host(_ service: WorkerService) -> (send: ([UInt8]) -> Void, reply: () -> WorkerWire.ReplyHeader?, result: () -> String, close: () -> Int32) {
        var toHost: [Int32] = [0, 0]
        var fromHost: [Int32] = [0, 0]
        pipe(&toHost)
        pipe(&fromHost)
        let done = DispatchSemaphore(value: 0)
        let status = StatusBox()
        let (input, output) = (toHost[0], fromHost[1])
        nonisolated(unsafe) let served = service
        Thread {
            status.value = WorkerHost.serve(served, input: input, output: output)
            close(output)
            done.signal()
        }.start()
        var framer = MessageFramerBox()
        var lastResult = ""
        return (
            send: { body in _ = WorkerHost.writeAll(toHost[1], MessageFramer.frame(body)) },
            reply: {
                guard let body = framer.next(fromHost[0]), let decoded = try? WorkerWire.decodeReply(body) else { return nil }
                lastResult = String(decoding: decoded.result, as: UTF8.self)
                return decoded.header
            },
            result: { lastResult },
            close: {
                close(toHost[1])
                done.wait()
                return status.value
            })
    }

    func testChangesOnlyMessagesAreAppliedAndJobsAnsweredInOrder() {
        let service = Recorder()
        let worker = host(service)
        let documents = [MirroredDocument(path: "a", stamp: 1, bytes: [0xFF, 0x00, 0x41]), MirroredDocument(path: "b", stamp: 1, bytes: [])]
        worker.send(WorkerWire.encodeRequest(id: 0, kind: "", payload: [], changes: DocumentChanges(reset: true, set: documents, removed: [])))
        worker.send(WorkerWire.encodeRequest(id: 7, kind: "look", payload: Array("p".utf8), changes: DocumentChanges(reset: false, set: [], removed: ["b"])))
        worker.send(WorkerWire.encodeRequest(id: 8, kind: "refuse", payload: [], changes: DocumentChanges(reset: false, set: [], removed: [])))
        XCTAssertEqual(worker.reply()?.id, 7, "the changes-only message gets no reply")
        XCTAssertEqual(worker.result(), "look:p:a")
        let refused = worker.reply()
        XCTAssertEqual(refused?.id, 8)
        XCTAssertEqual(refused?.error, "refused")
        XCTAssertEqual(service.documents["a"], [0xFF, 0x00, 0x41], "bytes that are not UTF-8 arrive as they were")
        XCTAssertEqual(worker.close(), 0)
    }

    func cancel(_ id: Int) -> [UInt8] {
        WorkerWire.encodeRequest(id: 0, kind: WorkerWire.cancelKind, payload: Array(String(id).utf8), changes: DocumentChanges(reset: false, set: [], removed: []))
    }

    func testACancellationStopsTheRunningJobAndSkipsAWaitingOne() {
        let worker = host(Recorder())
        let none = DocumentChanges(reset: false, set: [], removed: [])
        worker.send(WorkerWire.encodeRequest(id: 1, kind: "spin", payload: [], changes: none))
        worker.send(WorkerWire.encodeRequest(id: 2, kind: "look", payload: Array("q".utf8), changes: none))
        worker.send(WorkerWire.encodeRequest(id: 3, kind: "look", payload: Array("r".utf8), changes: none))
        // Job 2 waits behind the spinning job 1: cancelled, it is never run.
        worker.send(cancel(2))
        worker.send(cancel(1))
        let first = worker.reply()
        XCTAssertEqual(first?.id, 1)
        XCTAssertEqual(first?.error, WorkerWire.cancelledError, "the running job stops and says so")
        let second = worker.reply()
        XCTAssertEqual(second?.id, 2)
        XCTAssertEqual(second?.error, WorkerWire.cancelledError)
        XCTAssertEqual(worker.reply()?.id, 3)
        XCTAssertEqual(worker.result(), "look:r:", "a job nobody cancelled is answered")
        // A cancellation of a job already answered does nothing, and gets no reply.
        worker.send(cancel(3))
        worker.send(WorkerWire.encodeRequest(id: 4, kind: "look", payload: Array("s".utf8), changes: none))
        XCTAssertEqual(worker.reply()?.id, 4)
        XCTAssertEqual(worker.close(), 0)
    }

    func testAMessageThatCannotBeReadEndsTheWorker() {
        let worker = host(Recorder())
        worker.send(Array("no header line".utf8))
        XCTAssertNil(worker.reply())
        XCTAssertEqual(worker.close(), 1)
    }
}

final class StatusBox: @unchecked Sendable {
    var value: Int32 = -1
}

/// Reads frames from a descriptor, blocking.
struct MessageFramerBox {
    var framer = MessageFramer()
    var ready: [[UInt8]] = []

    mutating func next(_ descriptor: Int32) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while ready.isEmpty {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            guard count > 0 else { return nil }
            for event in framer.append(buffer[0..<count]) {
                if case .message(let body) = event { ready.append(body) }
            }
        }
        return ready.removeFirst()
    }
}
