import Foundation
import LSP

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The documents a parent mirrors into its worker: the language server's workspace, the
/// visualizer's files.
public protocol DocumentSource {
    /// Changes whenever any document is added, changed or removed.
    var documentEpoch: UInt64 { get }
    /// Calls `body` with every document's path and stamp.
    func forEachDocumentStamp(_ body: (String, UInt64) -> Void)
    func mirroredDocument(_ path: String) -> MirroredDocument?
}

/// Why a worker gave no answer: it died (with the signal or status), it did not answer in time, or
/// it was paused after failing repeatedly. `description` is one plain sentence for a hover, a page
/// or a log.
public struct WorkerFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String

    public init(description: String) {
        self.description = description
    }
}

/// A long-lived worker process (`lifeline worker …`) that runs what could trap on a user's code, so
/// that a fault there never ends the process that asked: the language server, the visualizer.
///
/// The worker is started on first use and kept warm; each job carries the document changes since
/// the worker last saw them. When the worker dies (a signal, an exit) or does not answer within
/// the job's time limit (it is killed then), the job fails with a `WorkerFailure` that says so,
/// the death is logged, and the next job starts a fresh worker with all documents. A job that
/// killed the worker is not sent again for the same documents: it fails at once with the same
/// reason, so hovering the same property cannot make a crash loop. After five deaths in a minute
/// the worker rests for a minute.
///
/// Thread-safe: jobs from several threads run one at a time.
public final class WorkerClient: @unchecked Sendable {
    /// The largest message either side sends; document changes beyond it go in several messages.
    static let maximumMessage = 256 << 20
    static let syncChunk = 16 << 20

    public enum LogLevel: Sendable { case warning, info }

    private let executable: String
    private let arguments: [String]
    /// What the worker is for, in log lines: "simulation worker".
    public let name: String
    private let log: (LogLevel, String) -> Void
    private let lock = NSLock()
    /// Held for every write to the worker: a cancellation is written while a job holds `lock`.
    private let writeLock = NSLock()

    private var process: Process?
    private var toWorker: Int32 = -1
    private var fromWorker: Int32 = -1
    private var framer = MessageFramer(maximumLength: WorkerClient.maximumMessage)
    private var pendingReplies: [[UInt8]] = []
    private var nextID = 1
    /// The warm-up job the worker has not answered yet: no second one is sent meanwhile.
    private var warmInFlight: Int?
    /// Each document's stamp as the worker has it, and the source's epoch then.
    private var sent: [String: UInt64] = [:]
    private var syncedEpoch: UInt64?
    /// Jobs that killed the worker, keyed by kind, documents epoch and payload.
    private var poisoned: [String: WorkerFailure] = [:]
    private var deaths: [ContinuousClock.Instant] = []
    private var restingUntil: ContinuousClock.Instant?

    /// Every worker this client started, for tests and for `lifeline lsp --log-level info`.
    public private(set) var starts = 0
    /// Every worker that died or was killed.
    public private(set) var failures = 0

    public init(executable: String, arguments: [String], name: String, log: @escaping (LogLevel, String) -> Void) {
        self.executable = executable
        self.arguments = arguments
        self.name = name
        self.log = log
        WorkerClient.ignoreBrokenPipes
    }

    deinit {
        stop()
    }

    /// Writing to a worker that just died must fail with EPIPE, not end this process.
    private static let ignoreBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    /// The running executable's path, for starting `lifeline worker` from `lifeline` itself.
    public static var currentExecutable: String {
        #if os(Linux)
            if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
    }

    /// Runs one job with the documents of `source` mirrored first, and returns its result.
    /// - Parameter job: lets another thread cancel the job (`WorkerJob.cancel`): it then fails
    ///   with `WorkerJob.cancelled`, at once if it was not sent yet, else when the worker stops it.
    public func run(kind: String, payload: [UInt8], documents source: DocumentSource, timeout: Double, job: WorkerJob? = nil) -> Result<[UInt8], WorkerFailure> {
        lock.lock()
        defer { lock.unlock() }
        if let job, job.isCancelled { return .failure(WorkerJob.cancelled) }
        if let restingUntil {
            if ContinuousClock.now < restingUntil {
                return .failure(WorkerFailure(description: "the \(name) stopped after failing five times in a minute and is resting for a minute"))
            }
            self.restingUntil = nil
            deaths = []
        }
        let epoch = source.documentEpoch
        let key = kind + "\u{0}" + String(epoch) + "\u{0}" + String(decoding: payload, as: UTF8.self)
        if let known = poisoned[key] { return .failure(known) }
        if process == nil {
            if let failure = start() { return .failure(failure) }
        }
        let id = nextID
        nextID += 1
        guard send(kind: kind, payload: payload, changes: changes(from: source), epoch: epoch, id: id) else {
            return .failure(died(while: kind, key: key, cause: .closed))
        }
        job?.attach(to: self, id: id, worker: starts)
        defer { job?.detach() }
        let outcome = awaitReply(id, kind: kind, key: key, timeout: timeout)
        if case .failure(let failure) = outcome, failure.description == WorkerWire.cancelledError { return .failure(WorkerJob.cancelled) }
        return outcome
    }

    /// Asks the worker to stop job `id`, if the worker that has it still runs. It needs no answer:
    /// the job's own reply says it was cancelled.
    fileprivate func cancel(_ id: Int, worker: Int) {
        writeLock.lock()
        defer { writeLock.unlock() }
        guard worker == starts, toWorker >= 0 else { return }
        _ = WorkerHost.writeAll(toWorker, MessageFramer.frame(WorkerWire.encodeRequest(id: 0, kind: WorkerWire.cancelKind, payload: Array(String(id).utf8), changes: DocumentChanges(reset: false, set: [], removed: []))))
    }

    /// Sends a job whose answer nobody waits for, with the document changes: it readies the
    /// worker (reads the documents, lowers them) while the parent does other things, so the next
    /// job finds the work done. Starts the worker only with `start`. Does nothing while an earlier
    /// warm-up is unanswered: the next job carries the changes anyway, and the parent never
    /// blocks on a busy worker's full pipe.
    public func warm(kind: String, payload: [UInt8], documents source: DocumentSource, start: Bool = true) {
        // Never waits: while a job runs (on another thread), the next job carries the changes.
        guard lock.try() else { return }
        defer { lock.unlock() }
        guard restingUntil == nil else { return }
        if process == nil {
            guard start, self.start() == nil else { return }
        }
        // Answers that came meanwhile are warm-ups' (no job waits outside `run`).
        guard readAvailable(waitingMilliseconds: 0, for: "a warm-up", key: nil) == nil else { return }
        pendingReplies = []
        guard warmInFlight == nil else { return }
        let id = nextID
        nextID += 1
        if send(kind: kind, payload: payload, changes: changes(from: source), epoch: source.documentEpoch, id: id) {
            warmInFlight = id
        } else {
            died(while: kind, key: nil, cause: .closed)
        }
    }

    /// Whether a worker process is running now.
    public var isRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        return process != nil
    }

    /// Reads what the worker has sent, waiting at most `waitingMilliseconds` for the first bytes,
    /// into `pendingReplies`; a warm-up's answer clears `warmInFlight`. When the worker is gone or
    /// broke the protocol, it is reaped (as failing on `kind`, remembered under `key`) and the
    /// failure returned.
    private func readAvailable(waitingMilliseconds: Int, for kind: String, key: String?) -> WorkerFailure? {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var wait = Int32(min(waitingMilliseconds, Int(Int32.max)))
        while true {
            var descriptor = pollfd(fd: fromWorker, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, wait)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return nil }
            let count = buffer.withUnsafeMutableBytes { read(fromWorker, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return died(while: kind, key: key, cause: .closed) }
            for event in framer.append(buffer[0..<count]) {
                switch event {
                case .message(let body):
                    if let header = try? WorkerWire.decodeReply(body).header, header.id == warmInFlight { warmInFlight = nil }
                    pendingReplies.append(body)
                case .error(let error):
                    return died(while: kind, key: key, cause: .broken("it broke the protocol: \(error)"))
                }
            }
            // More may follow at once; never wait again.
            wait = 0
        }
    }

    /// Stops the worker, if one runs.
    public func stop() {
        guard let process else { return }
        writeLock.lock()
        close(toWorker)
        close(fromWorker)
        toWorker = -1
        fromWorker = -1
        writeLock.unlock()
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        self.process = nil
    }

    // MARK: Process

    private func start() -> WorkerFailure? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        do {
            try process.run()
        } catch {
            let failure = WorkerFailure(description: "the \(name) could not be started (\(([executable] + arguments).joined(separator: " "))): \(error)")
            log(.warning, "lifeline: \(failure)")
            return failure
        }
        // The parent keeps its own ends as plain descriptors: reads with a deadline, writes that
        // report a closed pipe.
        // Close-on-exec: a worker started later must not inherit this one's pipe, or this one
        // would not see its input close when the parent goes.
        writeLock.lock()
        toWorker = fcntl(input.fileHandleForWriting.fileDescriptor, F_DUPFD_CLOEXEC, 0)
        fromWorker = fcntl(output.fileHandleForReading.fileDescriptor, F_DUPFD_CLOEXEC, 0)
        starts += 1
        writeLock.unlock()
        try? input.fileHandleForWriting.close()
        try? output.fileHandleForReading.close()
        try? input.fileHandleForReading.close()
        try? output.fileHandleForWriting.close()
        self.process = process
        framer = MessageFramer(maximumLength: WorkerClient.maximumMessage)
        pendingReplies = []
        sent = [:]
        syncedEpoch = nil
        log(.info, "lifeline: started the \(name) (process \(process.processIdentifier))")
        return nil
    }

    /// The document changes since the worker last saw them (all of them after a start).
    private func changes(from source: DocumentSource) -> DocumentChanges {
        let epoch = source.documentEpoch
        if syncedEpoch == epoch { return DocumentChanges(reset: false, set: [], removed: []) }
        let reset = syncedEpoch == nil
        var set: [MirroredDocument] = []
        var current: Set<String> = []
        source.forEachDocumentStamp { path, stamp in
            if reset || sent[path] != stamp, let document = source.mirroredDocument(path) { set.append(document) }
            if !reset { current.insert(path) }
        }
        let removed = reset ? [] : sent.keys.filter { !current.contains($0) }.sorted()
        return DocumentChanges(reset: reset, set: set, removed: removed)
    }

    /// Sends the job with its document changes (large changes in several messages first), and
    /// records what the worker now has. False when the worker is gone.
    private func send(kind: String, payload: [UInt8], changes: DocumentChanges, epoch: UInt64, id: Int) -> Bool {
        var remaining = changes
        // Changes beyond one chunk go ahead in messages of their own.
        while remaining.set.reduce(0, { $0 + $1.bytes.count }) > WorkerClient.syncChunk {
            var chunk: [MirroredDocument] = []
            var size = 0
            while let next = remaining.set.first, size == 0 || size + next.bytes.count <= WorkerClient.syncChunk {
                chunk.append(next)
                size += next.bytes.count
                remaining.set.removeFirst()
            }
            let message = DocumentChanges(reset: remaining.reset, set: chunk, removed: [])
            remaining.reset = false
            guard write(WorkerWire.encodeRequest(id: 0, kind: "", payload: [], changes: message)) else { return false }
        }
        guard write(WorkerWire.encodeRequest(id: id, kind: kind, payload: payload, changes: remaining)) else { return false }
        if changes.reset { sent = [:] }
        for document in changes.set { sent[document.path] = document.stamp }
        for path in changes.removed { sent[path] = nil }
        syncedEpoch = epoch
        return true
    }

    private func write(_ body: [UInt8]) -> Bool {
        writeLock.lock()
        defer { writeLock.unlock() }
        return WorkerHost.writeAll(toWorker, MessageFramer.frame(body))
    }

    /// Reads replies until the one with `id` (earlier ones answered warm-up jobs), within `timeout`.
    private func awaitReply(_ id: Int, kind: String, key: String, timeout: Double) -> Result<[UInt8], WorkerFailure> {
        // Any number of seconds a setting gives, up to a day; not a number is a second.
        let seconds = timeout.isNaN ? 1 : min(max(timeout, 0.001), 86_400)
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while true {
            while !pendingReplies.isEmpty {
                let body = pendingReplies.removeFirst()
                guard let decoded = try? WorkerWire.decodeReply(body) else {
                    return .failure(died(while: kind, key: key, cause: .broken("it sent a reply that cannot be read")))
                }
                // Replies to earlier jobs (warm-ups) are dropped.
                guard decoded.header.id == id else { continue }
                if let error = decoded.header.error { return .failure(WorkerFailure(description: error)) }
                return .success(decoded.result)
            }
            let left = deadline - ContinuousClock.now
            let milliseconds = Int(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
            if milliseconds <= 0 { return .failure(died(while: kind, key: key, cause: .timedOut(timeout))) }
            if let failure = readAvailable(waitingMilliseconds: milliseconds, for: kind, key: key) { return .failure(failure) }
        }
    }

    enum Cause {
        /// The worker closed its end: it is exiting or has died.
        case closed
        case timedOut(Double)
        case broken(String)
    }

    /// Ends the worker after it failed on `kind`: reaps it (killing it unless it is already on its
    /// way out), logs why, remembers the job so it is not sent again for the same documents, and
    /// returns the failure.
    @discardableResult
    private func died(while kind: String, key: String?, cause: Cause) -> WorkerFailure {
        failures += 1
        var failure: WorkerFailure
        switch cause {
        case .closed: failure = WorkerFailure(description: "the \(name) stopped")
        case .timedOut(let seconds): failure = WorkerFailure(description: "the \(name) did not answer within \(WorkerClient.seconds(seconds)) and was stopped")
        case .broken(let why): failure = WorkerFailure(description: "the \(name) was stopped: \(why)")
        }
        if let process {
            writeLock.lock()
            close(toWorker)
            close(fromWorker)
            toWorker = -1
            fromWorker = -1
            writeLock.unlock()
            if case .closed = cause {
                // Its pipe closes just before it exits: give it a moment to be reaped as it died.
                let patience = ContinuousClock.now + .seconds(2)
                while process.isRunning && ContinuousClock.now < patience { usleep(5_000) }
            }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            if case .closed = cause { failure = WorkerFailure(description: WorkerClient.describe(process, name: name)) }
            self.process = nil
        }
        sent = [:]
        syncedEpoch = nil
        warmInFlight = nil
        pendingReplies = []
        if let key { poisoned[key] = failure }
        let now = ContinuousClock.now
        deaths = deaths.filter { now - $0 < .seconds(60) } + [now]
        if deaths.count >= 5 { restingUntil = now + .seconds(60) }
        log(.warning, "lifeline: the \(name) stopped while answering \(kind): \(failure); the next request starts a new one")
        return failure
    }

    static func describe(_ process: Process, name: String) -> String {
        let status = process.terminationStatus
        switch process.terminationReason {
        case .uncaughtSignal:
            return "the \(name) crashed (\(signalName(status))); that is a defect in Lifeline, not in your code"
        case .exit:
            return "the \(name) exited with status \(status)"
        @unknown default:
            return "the \(name) stopped"
        }
    }

    static func signalName(_ number: Int32) -> String {
        switch number {
        case SIGILL: return "SIGILL, a trap"
        case SIGTRAP: return "SIGTRAP, a trap"
        case SIGABRT: return "SIGABRT"
        case SIGSEGV: return "SIGSEGV"
        case SIGBUS: return "SIGBUS"
        case SIGKILL: return "SIGKILL: killed from outside, perhaps for lack of memory"
        default: return "signal \(number)"
        }
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}

/// A job another thread may cancel: made by whoever runs it, given to `WorkerClient.run`, and
/// cancelled from anywhere (the language server cancels a hover's simulation when the editor
/// cancels the hover or changes the document).
public final class WorkerJob: @unchecked Sendable {
    /// The failure of a cancelled job.
    public static let cancelled = WorkerFailure(description: "cancelled")

    private let lock = NSLock()
    private var cancelled = false
    private var sent: (client: WorkerClient, id: Int, worker: Int)?

    public init() {}

    public var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    /// Cancels the job: a job not sent yet is never sent; a job the worker has is stopped there.
    public func cancel() {
        lock.lock()
        let wasCancelled = cancelled
        cancelled = true
        let target = sent
        lock.unlock()
        guard !wasCancelled, let target else { return }
        target.client.cancel(target.id, worker: target.worker)
    }

    fileprivate func attach(to client: WorkerClient, id: Int, worker: Int) {
        lock.lock()
        sent = (client, id, worker)
        let cancelNow = cancelled
        lock.unlock()
        // Cancelled between the check in `run` and the send: the worker must hear it too.
        if cancelNow { client.cancel(id, worker: worker) }
    }

    fileprivate func detach() {
        lock.lock()
        sent = nil
        lock.unlock()
    }
}
