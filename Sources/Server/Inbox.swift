import Foundation
import LSP

/// The queue between the thread that reads the client and the thread that runs the server.
///
/// The reader `put`s every message as it arrives, so a change or a cancellation is seen at once,
/// even while the server is busy with an earlier request. A request carries a verdict that later
/// messages can set: `ContentModified` when its document changes (or closes) after it arrived,
/// `RequestCancelled` when the client cancels it. The verdict is read when the server takes the
/// request (it is then not computed at all) and again before its answer is sent (the answer is
/// replaced by the error), so no answer ever describes text that is gone.
///
/// A request the server answers later, off its thread (a hover waiting for its simulation), is
/// `deferCurrent`ed: it keeps receiving verdicts, its `onVerdict` runs when one comes (to stop
/// the work), and the inbox does not report `.closed` before its answer task is put.
///
/// Invariant: messages are taken in the order they were put; only requests ever get a verdict.
public final class Inbox: @unchecked Sendable {
    public enum Item {
        case message(Result<IncomingMessage, DecodingFailure>)
        case framingError(MessageFramer.FramingError)
        /// Work another thread needs done on the server's thread (see `Server.serve`).
        case task(() -> Void)
    }

    public enum Taken {
        case item(Item, verdict: ResponseError?)
        /// Nothing arrived within the timeout.
        case timeout
        /// The client closed its end and everything put was taken.
        case closed
    }

    /// A request waiting in the queue or being answered: what can invalidate it.
    fileprivate final class Entry {
        let item: Item
        let id: RequestID?
        let path: String?
        var verdict: ResponseError?
        /// For a deferred request: what to run once a verdict comes.
        var onVerdict: (() -> Void)?
        init(item: Item, id: RequestID?, path: String?) {
            self.item = item
            self.id = id
            self.path = path
        }
    }

    fileprivate let condition = NSCondition()
    private var queue: [Entry] = []
    private var head = 0
    private var current: Entry?
    private var closed = false
    /// Requests answered later, whose verdicts still matter.
    private var deferred: [Entry] = []
    /// Deferred requests' answer tasks: taken before any message, so an answer is never held
    /// behind later messages (an `exit` after it).
    private var answers: [() -> Void] = []

    /// A request the server answers later (`deferCurrent`): its verdict so far.
    public final class DeferredRequest: @unchecked Sendable {
        fileprivate let entry: Entry
        fileprivate unowned let inbox: Inbox
        fileprivate init(entry: Entry, inbox: Inbox) {
            self.entry = entry
            self.inbox = inbox
        }

        public var id: RequestID? { entry.id }

        /// A change or cancellation that came since the request arrived.
        public var verdict: ResponseError? {
            inbox.condition.lock()
            defer { inbox.condition.unlock() }
            return entry.verdict
        }
    }

    public init() {}

    /// Queues a message; a change or cancellation updates the verdicts of the requests before it.
    public func put(_ item: Item) {
        put(contentsOf: [item])
    }

    /// Queues messages read together, at once: the server cannot take the first before the rest
    /// have had their say on it.
    public func put(contentsOf items: [Item]) {
        condition.lock()
        var reached: [() -> Void] = []
        for item in items { reached += enqueue(item) }
        condition.signal()
        condition.unlock()
        // Outside the lock: stopping work may take locks of its own.
        for action in reached { action() }
    }

    /// Keeps the request being answered (`take`'s last) alive for verdicts after the server moves
    /// on; `onVerdict` runs (on the thread that put the message) when a change or cancellation
    /// reaches it, or at once if one already has. Until `finishDeferred`, the inbox is not closed.
    public func deferCurrent(onVerdict: @escaping () -> Void) -> DeferredRequest? {
        condition.lock()
        guard let current else {
            condition.unlock()
            return nil
        }
        current.onVerdict = onVerdict
        deferred.append(current)
        let already = current.verdict != nil
        condition.unlock()
        if already { onVerdict() }
        return DeferredRequest(entry: current, inbox: self)
    }

    /// Puts the deferred request's answer `task` for the server's thread, and forgets the request.
    public func finishDeferred(_ request: DeferredRequest, _ task: @escaping () -> Void) {
        condition.lock()
        deferred.removeAll { $0 === request.entry }
        request.entry.onVerdict = nil
        answers.append(task)
        condition.signal()
        condition.unlock()
    }

    /// The deferred requests' answers that are ready, in the order they became ready, taken.
    public func takeAnswers() -> [() -> Void] {
        condition.lock()
        defer { condition.unlock() }
        let ready = answers
        answers = []
        return ready
    }

    /// Requests answered later and not yet finished.
    public var deferredCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return deferred.count
    }

    /// Queues one item; returns what deferred requests' new verdicts ask to run.
    private func enqueue(_ item: Item) -> [() -> Void] {
        var reached: [() -> Void] = []
        var id: RequestID?
        var path: String?
        if case .message(.success(.request(let requestID, let method, let params))) = item {
            id = requestID
            if method.hasPrefix("textDocument/") { path = Inbox.documentPath(params) }
        }
        if case .message(.success(.notification(let method, let params))) = item {
            var pending = queue[head...].filter { $0.id != nil }
            if let current { pending.append(current) }
            pending += deferred.filter { $0 !== current }
            defer {
                for entry in pending where entry.verdict != nil { if let action = entry.onVerdict { reached.append(action); entry.onVerdict = nil } }
            }
            switch method {
            case "textDocument/didChange", "textDocument/didClose":
                if let changed = Inbox.documentPath(params) {
                    for entry in pending where entry.path == changed && entry.verdict == nil {
                        entry.verdict = ResponseError(code: ErrorCode.contentModified, message: "Content modified: the document changed before the request was answered")
                    }
                }
            case "$/cancelRequest":
                if let cancelled = Inbox.requestID(params?["id"]) {
                    for entry in pending where entry.id == cancelled && entry.verdict == nil {
                        entry.verdict = ResponseError(code: ErrorCode.requestCancelled, message: "Request cancelled")
                    }
                }
            default:
                break
            }
        }
        queue.append(Entry(item: item, id: id, path: path))
        return reached
    }

    /// No more input: `take` answers `.closed` once the queue is empty.
    public func close() {
        condition.lock()
        closed = true
        condition.signal()
        condition.unlock()
    }

    /// The next message, waiting up to `timeout` seconds (for ever when nil). The message taken
    /// becomes the current one, whose verdict `verdictForCurrent` reads until the next `take`.
    public func take(timeout: Double? = nil) -> Taken {
        condition.lock()
        defer { condition.unlock() }
        current = nil
        let deadline = timeout.map { Date(timeIntervalSinceNow: $0) }
        while head == queue.count && answers.isEmpty {
            if closed && deferred.isEmpty { return .closed }
            if let deadline {
                if !condition.wait(until: deadline) && head == queue.count && answers.isEmpty { return closed && deferred.isEmpty ? .closed : .timeout }
            } else {
                condition.wait()
            }
        }
        if !answers.isEmpty { return .item(.task(answers.removeFirst()), verdict: nil) }
        let entry = queue[head]
        head += 1
        // Drop taken entries now and then, so the queue does not grow with the session.
        if head > 1024 && head * 2 > queue.count {
            queue.removeFirst(head)
            head = 0
        }
        if entry.id != nil { current = entry }
        return .item(entry.item, verdict: entry.verdict)
    }

    /// The verdict on the request being answered, set by messages that arrived while it ran.
    public func verdictForCurrent() -> ResponseError? {
        condition.lock()
        defer { condition.unlock() }
        return current?.verdict
    }

    static func documentPath(_ params: JSONValue?) -> String? {
        guard case .string(let uri)? = params?["textDocument"]?["uri"] else { return nil }
        return Server.path(fromURI: uri)
    }

    static func requestID(_ value: JSONValue?) -> RequestID? {
        switch value {
        case .int(let number)?: return .number(number)
        case .string(let text)?: return .string(text)
        default: return nil
        }
    }
}
