import Foundation

/// Sizes for the tests that feed Lifeline huge or deeply nested input. They run at full size in an
/// optimized build or with `LIFELINE_FULL_SIZE=1` (as `.ci/run` does); in a debug build they run at
/// a tenth, still far past every recursion cap, because the unoptimized parser would otherwise
/// spend minutes of `swift test` on three tests. Speed is measured by `lifeline bench`, never here.
public enum HeavyInput {
    public static let isFullSize: Bool = {
        if ProcessInfo.processInfo.environment["LIFELINE_FULL_SIZE"] == "1" { return true }
        #if DEBUG
            return false
        #else
            return true
        #endif
    }()

    /// `full`, or a tenth of it in a debug build.
    public static func size(_ full: Int) -> Int {
        isFullSize ? full : full / 10
    }
}
