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

    // MARK: Attributes

    /// An attribute where swiftc forbids it: a type's on a declaration (a parameter, a closure's
    /// signature, a generic parameter, an accessor, an enum case, an import), a declaration's inside a
    /// type, a modifier written as an attribute, a reserved word as a name, anything but `@unknown`
    /// before a switch case, a built-in attribute without its required arguments or twice.
    func testAttributesOutOfPlace() {
        assertParse("func f(@1️⃣escaping x: () -> Void) {}", errors: ["1️⃣": "attribute can only be applied to types, not declar"])
        assertParse("@1️⃣escaping func f() {}", errors: ["1️⃣": "attribute can only be applied to types, not declar"])
        assertParse("@1️⃣autoclosure var x = 1", errors: ["1️⃣": "attribute can only be applied to types, not declar"])
        assertParse("func f(@1️⃣autoclosure x: () -> Void) {}", errors: ["1️⃣": "attribute can only be applied to types, not declar"])
        assertParse("@1️⃣convention(c) func f() {}", errors: ["1️⃣": "attribute can only be applied to types, not declar"])
        assertParse("@1️⃣unchecked struct S {}", errors: ["1️⃣": "attribute can only be applied to types, not declar"])
        assertParse("@1️⃣retroactive struct S {}", errors: ["1️⃣": "attribute can only be applied to types, not declar"])
        assertParse("@1️⃣noescape func f() {}", errors: ["1️⃣": "attribute can only be applied to types, not declar"])
        assertParse("let x: @1️⃣discardableResult () -> Void", errors: ["1️⃣": "attribute can only be applied to declarations, not"])
        assertParse("let x: @1️⃣objc () -> Void", errors: ["1️⃣": "attribute can only be applied to declarations, not"])
        assertParse("let c = { @1️⃣escaping in }", errors: ["1️⃣": "attribute can only be applied to types, not declar"])
        assertParse("let c = { (@1️⃣escaping x: Int) in }", errors: ["1️⃣": "attribute can only be applied to types, not declar"])
        assertParse("func f<@1️⃣escaping T>() {}", errors: ["1️⃣": "attribute can only be applied to types, not declar"])
        assertParse("var x: Int { @1️⃣escaping get { 1 } }", errors: ["1️⃣": "attribute can only be applied to types, not declar"])
        assertParse("enum E { @1️⃣escaping case a }", errors: ["1️⃣": "attribute can only be applied to types, not declar"])
        assertParse("@1️⃣escaping import Foo", errors: ["1️⃣": "attribute can only be applied to types, not declar"])
        assertParse("struct S: @1️⃣objc P {}", errors: ["1️⃣": "attribute can only be applied to declarations, not"])
        assertParse("switch x { @1️⃣objc default: break }", errors: ["1️⃣": "unknown attribute 'objc'"])
        assertParse("@1️⃣init func f() {}", errors: ["1️⃣": "expected an attribute name"])
        assertParse("@1️⃣class func f() {}", errors: ["1️⃣": "expected an attribute name"])
        assertParse("@discardableResult 1️⃣@discardableResult func f() -> Int { 1 }", errors: ["1️⃣": "duplicate attribute"])
        assertParse("@objc 1️⃣@objc func f() {}", errors: ["1️⃣": "duplicate attribute"])
        assertParse("@1️⃣mutating func f() {}", errors: ["1️⃣": "'mutating' is a declaration modifier, not an attri"])
        assertParse("@1️⃣final class C {}", errors: ["1️⃣": "'final' is a declaration modifier, not an attribut"])
        assertParse("@1️⃣unknown func f() {}", errors: ["1️⃣": "unknown attribute 'unknown'"])
        assertParse("@inline1️⃣ func f() {}", errors: ["1️⃣": "expected '(' in 'inline' attribute"])
        assertParse("let x: @1️⃣mutating () -> Void", errors: ["1️⃣": "attribute can only be applied to declarations, not"])
        assertParse("let x: @1️⃣thin () -> Void", errors: ["1️⃣": "unknown attribute 'thin'"])
    }

    /// `@available`: the short form (`platform version` items, `*`) takes no options; the long form
    /// names one platform or `*` without a version, then options with their values.
    func testAvailabilityArguments() {
        assertParse("@available(iOS, 1️⃣*) func f() {}", errors: ["1️⃣": "expected 'available' option such as 'unavailable',"])
        assertParse("@available(gRPCSwift, 1️⃣*) protocol P {}", errors: ["1️⃣": "expected 'available' option such as 'unavailable',"])
        assertParse("@available1️⃣ func f() {}", errors: ["1️⃣": "expected '(' in 'available' attribute"])
        assertParse("@available(*1️⃣) func f() {}", errors: ["1️⃣": "expected ',' in 'available' attribute"])
        assertParse("@available(iOS1️⃣) func f() {}", errors: ["1️⃣": "expected ',' in 'available' attribute"])
        assertParse("@available(*, 1️⃣*) func f() {}", errors: ["1️⃣": "expected 'available' option such as 'unavailable',"])
        assertParse("@available(iOS, unavailable, 1️⃣*) func f() {}", errors: ["1️⃣": "expected 'available' option such as 'unavailable',"])
        assertParse("@available(iOS 13, *, 1️⃣unavailable) func f() {}", errors: ["1️⃣": "'unavailable' can't be combined with shorthand spe"])
        assertParse("@available(iOS 131️⃣,) func f() {}", errors: ["1️⃣": "expected platform name"])
        assertParse("@available(iOS, unavailable,1️⃣) func f() {}", errors: ["1️⃣": "expected 'available' option such as 'unavailable',"])
        assertParse("@available(iOS 13 1️⃣*) func f() {}", errors: ["1️⃣": "'*' cannot be used in an availability condition"])
        assertParse("@available(iOS, introduced1️⃣ 13) func f() {}", errors: ["1️⃣": "expected ':' after 'introduced' in 'available' att"])
        assertParse("@available(iOS, introduced: 1️⃣\"13\") func f() {}", errors: ["1️⃣": "expected version number in 'available' attribute"])
        assertParse("@available(iOS, message: 1️⃣13) func f() {}", errors: ["1️⃣": "expected string literal in 'available' attribute"])
        assertParse("@available(iOS, message: \"a\" 1️⃣+ \"b\") func f() {}", errors: ["1️⃣": "expected ')' in 'available' attribute"])
        assertParse("@available(iOS, message: 1️⃣#\"x\"#) func f() {}", errors: ["1️⃣": "'message' cannot be an extended escaping string li"])
        assertParse("@available(iOS, message: 1️⃣\"x\\(1)\") func f() {}", errors: ["1️⃣": "'message' cannot be an interpolated string literal"])
        assertParse("@available(iOS, introduced: 13.11️⃣.2.3) func f() {}", errors: ["1️⃣": "expected ')' in 'available' attribute"])
        assertParse("@available(iOS, introduced: 1️⃣x) func f() {}", errors: ["1️⃣": "expected version number in 'available' attribute"])
        assertParse("@available(iOS, unavailable1️⃣: 13) func f() {}", errors: ["1️⃣": "expected ')' in 'available' attribute"])
        assertParse("@available(iOS, unavailable, 1️⃣unavailable) func f() {}", errors: ["1️⃣": "'available' attribute cannot be both 'unavailable'"])
        assertParse("@available(iOS, unavailable, 1️⃣deprecated) func f() {}", errors: ["1️⃣": "'available' attribute cannot be both 'deprecated' "])
        assertParse("@available(iOS 131️⃣., *) func f() {}", errors: ["1️⃣": "expected ')' in 'available' attribute"])
        assertParse("@available(iOS 1️⃣.13, *) func f() {}", errors: ["1️⃣": "expected version number"])
        assertParse("@available(iOS 1️⃣1_3, *) func f() {}", errors: ["1️⃣": "expected version number"])
        assertParse("@available(iOS 1️⃣0x13, *) func f() {}", errors: ["1️⃣": "expected version number"])
        assertParse("@available(iOS 1️⃣-13, *) func f() {}", errors: ["1️⃣": "expected version number"])
        assertParse("@available(iOS 13, 1️⃣deprecated: 14) func f() {}", errors: ["1️⃣": "'deprecated' can't be combined with shorthand spec"])
        assertParse("@available(iOS 13, 1️⃣message: \"x\") func f() {}", errors: ["1️⃣": "'message' can't be combined with shorthand specifi"])
        assertParse("@available(iOS,1️⃣, unavailable) func f() {}", errors: ["1️⃣": "expected 'available' option such as 'unavailable',"])
        assertParse("@available(1️⃣, iOS 13) func f() {}", errors: ["1️⃣": "expected platform name or '*' for 'available' attr"])
        assertParse("@available(iOS 13 1️⃣macOS 11, *) func f() {}", errors: ["1️⃣": "expected ')' in 'available' attribute"])
        assertParse("@available(foo 1️⃣bar, *) func f() {}", errors: ["1️⃣": "expected version number"])
        assertParse("@available(iOS 13, 1️⃣**) func f() {}", errors: ["1️⃣": "expected platform name"])
        assertParse("@available(iOS13, 1️⃣*) func f() {}", errors: ["1️⃣": "expected 'available' option such as 'unavailable',"])
        assertParse("@_spi_available(iOS, 1️⃣*) func f() {}", errors: ["1️⃣": "expected '_spi_available' option such as 'unavaila"])
        assertParse("@available(iOS, obsoleted1️⃣) func f() {}", errors: ["1️⃣": "expected ':' after 'obsoleted' in 'available' attr"])
        assertParse("@available(iOS, deprecated 1️⃣13) func f() {}", errors: ["1️⃣": "expected ')' in 'available' attribute"])
        assertParse("@available(iOS 1️⃣1e5, *) func f() {}", errors: ["1️⃣": "expected version number"])
        assertParse("@available(iOS, renamed: 1️⃣\"\") func f() {}", errors: ["1️⃣": "'renamed' argument of 'available' attribute must b"])
        assertParse("@available(1️⃣) func f() {}", errors: ["1️⃣": "expected platform name or '*' for 'available' attr"])
        assertParse("@available(iOS 13.01️⃣.0.0, *) func f() {}", errors: ["1️⃣": "expected ')' in 'available' attribute"])
        assertParse("@available(iOS 13, 1️⃣obsoleted: 1) func f() {}", errors: ["1️⃣": "'obsoleted' can't be combined with shorthand speci"])
        assertParse("@available(iOS 13, macOS 10.15, 1️⃣unavailable) func f() {}", errors: ["1️⃣": "'unavailable' can't be combined with shorthand spe"])
        assertParse("@available(iOS 13, 1️⃣`unavailable`) func f() {}", errors: ["1️⃣": "'unavailable' can't be combined with shorthand spe"])
    }
}
