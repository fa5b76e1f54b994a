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
    private final class Entry {
        let item: Item
        let id: RequestID?
        let path: String?
        var verdict: ResponseError?
        init(item: Item, id: RequestID?, path: String?) {
            self.item = item
            self.id = id
            self.path = path
        }
    }

    private let condition = NSCondition()
    private var queue: [Entry] = []
    private var head = 0
    private var current: Entry?
    private var closed = false

    public init() {}

    /// Queues a message; a change or cancellation updates the verdicts of the requests before it.
    public func put(_ item: Item) {
        put(contentsOf: [item])
    }

    /// Queues messages read together, at once: the server cannot take the first before the rest
    /// have had their say on it.
    public func put(contentsOf items: [Item]) {
        condition.lock()
        defer { condition.unlock() }
        for item in items { enqueue(item) }
        condition.signal()
    }

    private func enqueue(_ item: Item) {
        var id: RequestID?
        var path: String?
        if case .message(.success(.request(let requestID, let method, let params))) = item {
            id = requestID
            if method.hasPrefix("textDocument/") { path = Inbox.documentPath(params) }
        }
        if case .message(.success(.notification(let method, let params))) = item {
            var pending = queue[head...].filter { $0.id != nil }
            if let current { pending.append(current) }
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
        while head == queue.count {
            if closed { return .closed }
            if let deadline {
                if !condition.wait(until: deadline) && head == queue.count { return closed ? .closed : .timeout }
            } else {
                condition.wait()
            }
        }
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
