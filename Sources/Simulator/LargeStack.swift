import Foundation

/// The stack simulations run on. The simulated program's nesting is bounded (views 250, calls 400,
/// lowering 200), but each level costs several native frames: more than a default thread has.
/// Every front end that simulates (the command line, the language server, the visualizer) runs
/// on a thread made here.
public enum LargeStack {
    public static let size = 512 << 20

    /// A started thread with the large stack, running `body`.
    @discardableResult
    public static func start(_ body: @escaping @Sendable () -> Void) -> Thread {
        let thread = Thread(block: body)
        thread.stackSize = size
        thread.start()
        return thread
    }

    /// Runs `body` on a new thread with the large stack and waits for its result.
    public static func run<T>(_ body: @escaping () -> T) -> T {
        let box = Box(body)
        let done = DispatchSemaphore(value: 0)
        start {
            box.result = box.body()
            done.signal()
        }
        done.wait()
        return box.result!
    }

    private final class Box<T>: @unchecked Sendable {
        let body: () -> T
        var result: T?
        init(_ body: @escaping () -> T) { self.body = body }
    }
}
