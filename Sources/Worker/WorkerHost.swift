import Foundation
import LSP

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a worker process serves: it mirrors its parent's documents and answers jobs by kind. The
/// language server's worker answers hover simulations; the visualizer's answers page sessions and
/// simulations. Everything that can trap on a user's code (lowering, the interpreter) runs here,
/// never in the parent.
public protocol WorkerService: AnyObject {
    /// Applies the document changes a message carries, before its job.
    func apply(_ changes: DocumentChanges)
    /// Answers one job. Throwing answers with the error's description; the worker goes on.
    func answer(kind: String, payload: [UInt8]) throws -> [UInt8]
    /// Answers one job that the parent may cancel while it runs: `isCancelled` says so from then
    /// on (it is cheap to ask often). The default ignores it.
    func answer(kind: String, payload: [UInt8], isCancelled: @escaping @Sendable () -> Bool) throws -> [UInt8]
}

extension WorkerService {
    public func answer(kind: String, payload: [UInt8], isCancelled: @escaping @Sendable () -> Bool) throws -> [UInt8] {
        try answer(kind: kind, payload: payload)
    }
}

/// A fault the worker injects on purpose, for the tests that show a parent surviving its worker:
/// `LIFELINE_WORKER_FAULT=trap:TEXT` makes the worker trap, `hang:TEXT` makes it hang, and
/// `slow:TEXT` makes it work until the job is cancelled (a long simulation), on the first job
/// whose kind or payload contains TEXT. Never set in normal use.
public struct WorkerFault: Sendable {
    public enum Kind: String, Sendable { case trap, hang, slow }
    public var kind: Kind
    public var trigger: String

    public static let environmentVariable = "LIFELINE_WORKER_FAULT"

    public static func fromEnvironment() -> WorkerFault? {
        guard let value = ProcessInfo.processInfo.environment[environmentVariable], let colon = value.firstIndex(of: ":"),
            let kind = Kind(rawValue: String(value[..<colon]))
        else { return nil }
        let trigger = String(value[value.index(after: colon)...])
        return trigger.isEmpty ? nil : WorkerFault(kind: kind, trigger: trigger)
    }

    func strike(kind jobKind: String, payload: [UInt8], isCancelled: () -> Bool = { false }) {
        guard jobKind.contains(trigger) || String(decoding: payload, as: UTF8.self).contains(trigger) else { return }
        switch kind {
        case .trap:
            fatalError("lifeline worker: a trap injected by \(WorkerFault.environmentVariable)")
        case .hang:
            while true { sleep(60) }
        case .slow:
            while !isCancelled() { usleep(1_000) }
        }
    }
}

/// The worker's side: reads framed requests, keeps the service's documents current, answers in
/// order. One job at a time, on the calling thread (give it the simulator's large stack).
public enum WorkerHost {
    /// Serves on standard input and output until the parent closes standard input, and returns the
    /// exit status. Standard output is kept for replies only: anything else the process prints
    /// goes to standard error, so a stray `print` cannot corrupt the protocol.
    public static func serveStandardStreams(_ service: WorkerService) -> Int32 {
        let replies = dup(1)
        guard replies >= 0 else { return 1 }
        dup2(2, 1)
        return serve(service, input: 0, output: replies, fault: WorkerFault.fromEnvironment())
    }

    public static func serve(_ service: WorkerService, input: Int32, output: Int32, fault: WorkerFault? = nil) -> Int32 {
        // A reader thread takes every message as it comes, so that a cancellation reaches the job
        // it names while that job runs; jobs run here, one at a time, in the order they came.
        let queue = JobQueue()
        let reader = Thread {
            var framer = MessageFramer(maximumLength: WorkerClient.maximumMessage)
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress!, $0.count) }
                if count < 0 && errno == EINTR { continue }
                // The parent went away: nothing is left to answer.
                guard count > 0 else { return queue.end(status: 0) }
                for event in framer.append(buffer[0..<count]) {
                    guard case .message(let body) = event else {
                        // A framing error means the parent and worker disagree about the stream;
                        // leaving makes the parent start a fresh worker.
                        FileHandle.standardError.write(Data("lifeline worker: \(event)\n".utf8))
                        return queue.end(status: 1)
                    }
                    queue.put(body)
                }
            }
        }
        reader.start()
        while true {
            guard let (body, job) = queue.take() else { return queue.status }
            let reply: [UInt8]
            do {
                let (header, payload, changes) = try WorkerWire.decodeRequest(body)
                if !changes.isEmpty { service.apply(changes) }
                // A message with only document changes gets no reply.
                guard !header.kind.isEmpty else { continue }
                if job.isCancelled {
                    reply = WorkerWire.encodeReply(id: header.id, result: [], error: WorkerWire.cancelledError)
                } else {
                    fault?.strike(kind: header.kind, payload: payload, isCancelled: { job.isCancelled })
                    do {
                        let result = try service.answer(kind: header.kind, payload: payload, isCancelled: { job.isCancelled })
                        // Cancelled while it ran: the parent wants no answer but this.
                        reply = job.isCancelled ? WorkerWire.encodeReply(id: header.id, result: [], error: WorkerWire.cancelledError) : WorkerWire.encodeReply(id: header.id, result: result)
                    } catch {
                        reply = WorkerWire.encodeReply(id: header.id, result: [], error: job.isCancelled ? WorkerWire.cancelledError : "\(error)")
                    }
                }
            } catch {
                FileHandle.standardError.write(Data("lifeline worker: \(error)\n".utf8))
                return 1
            }
            queue.finish(job)
            guard writeAll(output, MessageFramer.frame(reply)) else { return 0 }
        }
    }

    /// A job's cancellation flag, set by the reader thread.
    final class JobFlag: @unchecked Sendable {
        let id: Int?
        private let lock = NSLock()
        private var cancelled = false
        init(id: Int?) { self.id = id }
        func cancel() {
            lock.lock()
            cancelled = true
            lock.unlock()
        }
        var isCancelled: Bool {
            lock.lock()
            defer { lock.unlock() }
            return cancelled
        }
    }

    /// The messages read and not yet answered, with their jobs' flags. A cancellation (kind
    /// `WorkerWire.cancelKind`) is not queued: it sets the flag of the job it names, whether that
    /// job waits or runs; one that names a job already answered does nothing.
    final class JobQueue: @unchecked Sendable {
        private let condition = NSCondition()
        private var waiting: [(body: [UInt8], job: JobFlag)] = []
        private var running: JobFlag?
        private var ended: Int32?

        var status: Int32 {
            condition.lock()
            defer { condition.unlock() }
            return ended ?? 0
        }

        func put(_ body: [UInt8]) {
            // The header alone: a large document sync is decoded once, by the job's thread.
            let header = WorkerWire.requestHeader(body)
            condition.lock()
            defer { condition.unlock() }
            if let header, header.kind == WorkerWire.cancelKind {
                // A cancellation is small: its payload is the job's id.
                let decoded = try? WorkerWire.decodeRequest(body)
                if let named = decoded.flatMap({ Int(String(decoding: $0.payload, as: UTF8.self)) }) {
                    if running?.id == named { running?.cancel() }
                    for entry in waiting where entry.job.id == named { entry.job.cancel() }
                }
                // Its document changes, if any, still apply: queued as a message with no job.
                guard let changes = decoded?.changes, !changes.isEmpty else { return }
            }
            waiting.append((body, JobFlag(id: header?.kind == WorkerWire.cancelKind ? nil : header?.id)))
            condition.signal()
        }

        func end(status: Int32) {
            condition.lock()
            if ended == nil { ended = status }
            condition.signal()
            condition.unlock()
        }

        /// The next message, or nil once input ended and nothing is left: after a framing error
        /// at once, after the end of input once the queue is empty.
        func take() -> (body: [UInt8], job: JobFlag)? {
            condition.lock()
            defer { condition.unlock() }
            while waiting.isEmpty && ended == nil { condition.wait() }
            if let ended, ended != 0 || waiting.isEmpty { return nil }
            let next = waiting.removeFirst()
            running = next.job
            return next
        }

        func finish(_ job: JobFlag) {
            condition.lock()
            if running === job { running = nil }
            condition.unlock()
        }
    }

    /// Writes every byte, or returns false when the other end is gone.
    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }
}
