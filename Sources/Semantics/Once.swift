import Foundation

/// A value made on first use and kept, safe to share between threads: the first reader makes it
/// under the lock, a reader that comes meanwhile waits for it, later readers get it at once. The
/// model's lazily found parts (its injection index) and deferred evidence use it.
public final class Once<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var made: Value?

    public init() {}

    public func value(_ make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let value = make()
        made = value
        return value
    }
}
