import Syntax
import XCTest

/// Invalid Swift gets an error: each snippet here is rejected by `swiftc -frontend -parse` (Swift
/// 6.3.1), the file alone, in the Swift 5 mode and with `-swift-version 6`; `assertParse` holds that
/// Lifeline reports an error starting with the given text at each marker, and no other.
///
/// The checks of the diagnostics pass are general rules of the grammar, never special cases, and
/// each was run over the corpora with no error on a file swiftc accepts (`scripts/parse-conformance`).
final class DiagnosticsConformanceTests: XCTestCase {
    // MARK: Conditional compilation

    /// Only version conditions keep Swift from parsing a clause: garbage under any other condition is
    /// an error, even when the condition is false on every platform.
    func testOrdinaryConditionsAreChecked() {
        assertParse("#if os(Windows)\nlet x =1️⃣\n#endif", errors: ["1️⃣": "expected expression"])
        assertParse("#if false\nlet x =1️⃣\n#endif", errors: ["1️⃣": "expected expression"])
        assertParse("#if !DEBUG\nlet x =1️⃣\n#endif", errors: ["1️⃣": "expected expression"])
        assertParse("#if os(Linux) || compiler(>=99)\nlet x =1️⃣\n#endif", errors: ["1️⃣": "expected expression"])
        assertParse("#if swift(<5) || DEBUG\nlet x =1️⃣\n#endif", errors: ["1️⃣": "expected expression"])
        assertParse("#if canImport(Foundation, _version: 99)\nlet x =1️⃣\n#endif", errors: ["1️⃣": "expected expression"])
        assertParse("#if hasFeature(X)\nlet x =1️⃣\n#endif", errors: ["1️⃣": "expected expression"])
        assertParse("#if compiler(>=5)\nlet ok = 1\n#elseif os(Linux)\nlet x =1️⃣\n#endif", errors: ["1️⃣": "expected expression"])
        assertParse("#if compiler(>=99)\nlet x = 1\n#elseif DEBUG\nlet ok = 1\n#else\nlet y =1️⃣\n#endif", errors: ["1️⃣": "expected expression"])
        // The condition itself is checked, and the `#if` must end.
        assertParse("#if compiler(>=99) 1️⃣@@@\n#endif", errors: ["1️⃣": "unexpected code"])
        assertParse("#if compiler(>=99)\nfunc f() {1️⃣", errors: ["1️⃣": "expected '#endif'"])
        // The lexer still runs over a clause Swift does not parse.
        assertParse("#if compiler(>=99)\n1️⃣\"unterminated\n#endif", errors: ["1️⃣": "unterminated string literal"])
    }
}
