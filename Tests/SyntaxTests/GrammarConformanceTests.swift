import Syntax
import XCTest

/// Conformance with the toolchain's parser, production by production: the grammar of the Swift book
/// chapter by chapter, then the Swift Evolution proposals up to Swift 6.2 that changed the syntax.
///
/// Every snippet was checked with `swiftc -frontend -parse` (Swift 6.3.1), the file alone: each one
/// here is accepted in the Swift 5 mode or with `-swift-version 6`, and `assertParse` holds that
/// Lifeline parses it with no error and an exact round trip. The invalid forms the diagnostics pass
/// reports are in `DiagnosticsConformanceTests`.
final class GrammarConformanceTests: XCTestCase {
    // MARK: Proposals

    /// SE-0491 module selectors: `Module::name` wherever a name refers to a declaration: types,
    /// references, members, implicit members, attributes, key paths. Spaces around `::` are allowed and
    /// so is a line break before it; the name must follow on the same line.
    func testModuleSelectors() {
        assertParse(#"var m: Swift::Int = 0"#)
        assertParse(#"let y = x.Swift::reduce(0, +)"#)
        assertParse(#"let y = spanShapes.Swift::reduce(into: 0, { $0 += $1.count })"#)
        assertParse(#"let y = Swift::print("a")"#)
        assertParse(#"func f() { Swift::print(1) }"#)
        assertParse(#"func f(_ a: Swift::Array<Swift::Int>) -> Swift::Int { 0 }"#)
        assertParse(#"struct S: Swift::Equatable {}"#)
        assertParse(#"extension Swift::Array: P where Element: Swift::Equatable {}"#)
        assertParse(#"func f<T: Swift::Equatable>(_ t: T) {}"#)
        assertParse(#"let z = Foo.Bar::baz"#)
        assertParse(#"let x = Swift :: Int.max"#)
        assertParse(#"""
            let x = Swift
              ::Int.max
            """#)
        assertParse(#"let x: Swift::Array<Swift::Int>.Element = 1"#)
        assertParse(#"let x: Foo.Swift::Bar = 1"#)
        assertParse(#"let x: any Swift::Error = e"#)
        assertParse(#"let x: some Swift::Sequence<Int> = [1]"#)
        assertParse(#"@Swift::MainActor func f() {}"#)
        assertParse(#"struct S { @SwiftUI::State var x = 1 }"#)
        assertParse(#"let k = \Foo.Swift::bar"#)
        assertParse(#"let k = \Swift::Array<Int>.count"#)
        assertParse(#"let x = \.Swift::count"#)
        assertParse(#"let x: Int = .Swift::max"#)
        assertParse(#"let x = a.Swift::b.Swift::c()"#)
        assertParse(#"let x = a?.Swift::b"#)
        assertParse(#"let x = Swift::max(1, 2)"#)
        assertParse(#"let x = Swift::init(1)"#)
        assertParse(#"let x = a.Swift::init(1)"#)
        assertParse(#"let x = Swift::self"#)
        assertParse(#"let x = [Swift::Int]()"#)
        assertParse(#"let x = Swift::Optional<Int>.none"#)
        assertParse(#"let x = Swift::Array<Int>()"#)
        assertParse(#"let x = Swift::Int?.none"#)
        assertParse(#"let x = y as Swift::Int"#)
        assertParse(#"let x = y is Swift::Int"#)
        assertParse(#"switch x { case Swift::Optional.none: break; default: break }"#)
        assertParse(#"let x = Swift::`foo bar`"#)
        assertParse(#"let f = Swift::print(_:separator:terminator:)"#)
        assertParse(#"let x = a.Swift::b(c:)"#)
        // Any keyword may follow `::` (the type checker decides what it means).
        assertParse(#"let x = a.Swift::default"#)
        assertParse(#"let x: Swift::Any = 1"#)
        assertParse(#"let x = Swift::$x"#)
        assertParse(#"let x = `Swift`::Int.self"#)
        assertParse(#"let c = { (x: Swift::Int) in x }"#)
    }

    /// Attribute names with generic arguments and members in any order, and (a warning in Swift 5,
    /// an error in 6) a space between an attribute or modifier and its parenthesised arguments on the
    /// same line.
    func testAttributeNamesAndSpacedArguments() {
        assertParse(#"struct S { @FocusState<EditorFocusState?>.Binding var focus }"#)
        assertParse(#"struct S { @A<Int>.B var x: Int }"#)
        assertParse(#"struct S { @A<Int>.B<C>.D var x: Int }"#)
        assertParse(#"struct S { @Outer.Inner var x: Int }"#)
        assertParse(#"struct S { @Outer.Inner(arg: 1) var x: Int }"#)
        assertParse(#"@available (iOS 13, *) func f() {}"#)
        assertParse(#"@objc (foo) func f() {}"#)
        assertParse(#"@MainActor (unsafe) func f() {}"#)
        assertParse(#"@inline (__always) func f() {}"#)
        assertParse(#"struct S { @State (initialValue: 1) var x: Int }"#)
        assertParse(#"let f: @MainActor (Int) -> Void = { _ in }"#)
        assertParse(#"let c = { @MainActor (x: Int) in x }"#)
        assertParse(#"struct S { private (set) var a = 1 }"#)
        assertParse(#"struct S { public private (set) var a = 1 }"#)
        assertParse(#"struct S { public (set) var x = 1 }"#)
        assertParse(#"struct S { private /* c */ (set) var x = 1 }"#)
        assertParse(#"struct S { private ( set ) var x = 1 }"#)
        assertParse(#"struct S { package(set) public var a = 1 }"#)
        assertParse(#"class C { unowned (unsafe) var x: C? = nil }"#)
        assertParse(#"class C { unowned (safe) let x: C }"#)
        assertParse(#"nonisolated (unsafe) var x = 1"#)
    }

    /// SE-0380 `if` and `switch` expressions, including as the initializer of a condition, where a
    /// `{` followed by `case` opens the switch's body (never a trailing closure).
    func testIfAndSwitchExpressions() {
        assertParse(#"if let v = switch x { case 1: 2 default: 3 } { print(v) }"#)
        assertParse(#"if let v = if a { 1 } else { 2 } { print(v) }"#)
        assertParse(#"guard let v = switch x { case 1: 2 default: 3 } else { return }"#)
        assertParse(#"while let v = switch x { case 1: 2 default: nil } { print(v) }"#)
        assertParse(#"""
            if case .a = switch x {
            case 1: E.a
            default: E.b
            } {
                print(1)
            }
            """#)
        assertParse(#"let x = switch y { case .a: 1 case .b: 2 }"#)
        assertParse(#"let x = if a { 1 } else if b { 2 } else { 3 }"#)
        assertParse(#"func f() -> Int { if a { 1 } else { 2 } }"#)
        assertParse(#"func f() -> Int { switch a { case 1: 1 default: 2 } }"#)
        assertParse(#"var x: Int { switch a { case 1: 1 default: 2 } }"#)
        assertParse(#"let x = (if a { 1 } else { 2 })"#)
        assertParse(#"func f() -> Int { return if a { 1 } else { 2 } }"#)
        assertParse(#"let f = { if a { 1 } else { 2 } }"#)
        assertParse(#"func f() { x = if a { 1 } else { 2 } }"#)
        assertParse(#"let x = f(switch y { case 1: 1 default: 2 })"#)
        assertParse(#"let x = try switch y { case 1: f() default: g() }"#)
        // A trailing closure in a condition needs its first token on the brace's line.
        assertParse(#"for x in xs.filter { $0 > 1 } {}"#)
        assertParse(#"if xs.contains { $0 > 1 } {}"#)
        assertParse(#"""
            if let x = y {
                print(x)
            }
            """#)
    }

    /// SE-0483 inline array type sugar `[count of Element]`, in types and in expression position, with
    /// `of` on the count's line; SE-0452 integer generic parameters, negative values included.
    func testInlineArraysAndIntegerGenerics() {
        assertParse(#"let a: [5 of Int] = [1, 2, 3, 4, 5]"#)
        assertParse(#"let a: InlineArray<5, Int> = [1, 2, 3, 4, 5]"#)
        assertParse(#"let a = [3 of [2 of Int]](repeating: .init(repeating: 0))"#)
        assertParse(#"let x = [ 5 of Int ]()"#)
        assertParse(#"let x = [n of Int](repeating: 0)"#)
        assertParse(#"let x: [2 of [3 of Double]]? = nil"#)
        assertParse(#"func f(_ a: inout [4 of UInt8]) {}"#)
        assertParse(#"struct V<let N: Int, T> {}"#)
        assertParse(#"struct V<let N: Int> { var count: Int { N } }"#)
        assertParse(#"extension V where N == 2 {}"#)
        assertParse(#"let v: V<-1> = V()"#)
        assertParse(#"let v: V<2, -3> = V()"#)
        assertParse(#"func f<let N: Int>(_ v: V<N>) {}"#)
        // Lists whose elements happen to be named `of` are still lists.
        assertParse(#"let a = [of, b]"#)
        assertParse(#"let a = [x.of]"#)
    }

    /// Key paths: roots, members, optional chaining, subscripts, `.self`, a lone period before the
    /// first member.
    func testKeyPaths() {
        assertParse(#"let k = \..offset"#)
        assertParse(#"let k = \.self"#)
        assertParse(#"let k = \Foo.bar?.baz!"#)
        assertParse(#"let k = \[Int].count"#)
        assertParse(#"let k = \.[0]"#)
        assertParse(#"let k = \Foo.Type.self"#)
        assertParse(#"let k = \.?.count"#)
        assertParse(#"let k = \String.count.description"#)
        assertParse(#"let k = \Dictionary<String, Int>.count"#)
        assertParse(#"let k = \.x.0"#)
        assertParse(#"let k = \.[keyPath: \.a]"#)
        assertParse(#"let k = \Foo.bar(x:)"#)
    }

    /// Swift does not parse the body of a `#if` clause whose condition is a version check (a call to
    /// `swift`, `compiler` or `_compiler_version`; `!` or parentheses around one; `&&` with one on either
    /// side; `||` with one on both), nor of the `#else` right after one: it may hold another compiler's
    /// syntax. Lifeline parses what it can there and reports nothing.
    func testVersionConditionsAreNotChecked() {
        assertParse(#"""
            #if compiler(>=99)
            this is not swift at all {{{
            #endif
            """#)
        assertParse(#"""
            #if swift(>=99)
            let x = = %%%
            #else
            let y = 1
            #endif
            """#)
        assertParse(#"""
            #if compiler(<5)
            let = = %%%
            #elseif compiler(>=99)
            func f() {
            #else
            let ok = 1
            #endif
            """#)
        assertParse(#"""
            #if swift(>=4)
            let ok = 1
            #else
            let = = %%%
            #endif
            """#)
        assertParse(#"""
            #if DEBUG
            let ok = 1
            #elseif compiler(>=99)
            let = = %%%
            #endif
            """#)
        assertParse(#"""
            #if compiler(>=99)
            let x = 1
            #elseif swift(>=1)
            let ok = 1
            #else
            let = = %%%
            #endif
            """#)
        assertParse(#"""
            #if swift(>=5) && compiler(>=5.9) || swift(<4)
            let = = %%%
            #endif
            """#)
        assertParse(#"""
            #if ((swift(>=5)))
            let = = %%%
            #endif
            """#)
        for condition in [
            "!compiler(>=5)", "compiler(>=99) && os(Linux)", "os(Linux) && compiler(>=99)", "DEBUG && swift(>=99)",
            "!(os(Linux) && swift(>=99))", "hasFeature(Foo) && compiler(>=1)", "!swift(>=1)", "swift(>=1) && !DEBUG",
        ] {
            assertParse("#if \(condition)\nlet = = %%%\n#endif")
        }
        assertParse(#"""
            #if _compiler_version("5.5")
            let = = %%%
            #endif
            """#)
        assertParse(#"""
            #if compiler(>=99)
            let x = [1,
            #else
            let x = [1, 2]
            #endif
            """#)
        assertParse(#"""
            #if compiler(>=99)
            #if FOO
            let = = %%%
            #endif
            #endif
            """#)
        assertParse(#"""
            struct S {
            #if compiler(>=99)
              let = = %%%
            #endif
            }
            """#)
        assertParse(#"""
            func f() {
              switch x {
              #if compiler(>=99)
              case = = %%%
              #endif
              default: break
              }
            }
            """#)
        assertParse(#"""
            let x = y
            #if compiler(>=99)
              .foo = = %%%
            #endif
            """#)
        assertParse(#"""
            #if compiler(>=99)
            #warning("x")
            #error("y")
            #endif
            """#)
        // A balanced body is still parsed, for the analyses.
        let tree = assertParse(#"""
            #if compiler(>=6.0)
            struct S {}
            #endif
            """#)
        XCTAssertNotNil(firstNode(.structDecl, in: tree))
    }

    /// Attributes before an unnamed parameter (an enum case's payload, a function type's parameter)
    /// belong to its type.
    func testAttributesOfUnnamedParameters() {
        assertParse(#"enum E { case matches(@autoclosure () -> String) }"#)
        assertParse(#"enum E { case f(@escaping () -> Void, Int) }"#)
        assertParse(#"enum E { case f(x: @autoclosure () -> Bool) }"#)
        assertParse(#"func f(_ x: @autoclosure () -> Bool) {}"#)
        let tree = assertParse(#"enum E { case matches(@autoclosure () -> String) }"#)
        XCTAssertNotNil(firstNode(.attributedType, in: tree))
        XCTAssertNil(firstNode(.attributeList, in: tree))
        let named = assertParse(#"func f(@Wrapper x: Int) {}"#)
        XCTAssertNotNil(firstNode(.parameter, in: named)?.child(.attributeList))
    }

    /// Attributes where swiftc takes them: type attributes in types (an unnamed parameter's too),
    /// declaration attributes on declarations, `@available` in its short and long forms, repeatable
    /// attributes repeated, one attribute in each `#if` clause.
    func testAttributesInPlace() {
        assertParse(#"enum E { case matches(@autoclosure () -> String) }"#)
        assertParse(#"func f(_ operation: @isolated(any) @escaping @Sendable () async -> Void) {}"#)
        assertParse(#"@available(iOS, unavailable, introduced: 1) func f() {}"#)
        assertParse(#"@available(iOS 13, macOS 10.15.4, watchOS 6, tvOS 13, visionOS 1, macCatalyst 13, *) func f() {}"#)
        assertParse(#"@available(iOS 13) func f() {}"#)
        assertParse(#"@available(iOS 13, macOS) func f() {}"#)
        assertParse(#"@available(iOS 13, macOS, *) func f() {}"#)
        assertParse(#"@available(swift 5) func f() {}"#)
        assertParse(#"@available(swift, deprecated: 5) func f() {}"#)
        assertParse(#"@available(_PackageDescription, introduced: 5.3) func f() {}"#)
        assertParse(#"@available(iOS 13.0.0, *) func f() {}"#)
        assertParse(#"@available(*, deprecated, message: "a", renamed: "b") func f() {}"#)
        assertParse(#"@available(iOS, deprecated: 13, obsoleted: 14, introduced: 12) func f() {}"#)
        assertParse(#"@available(iOS 13, *, iOS 14) func f() {}"#)
        assertParse(#"@available(`iOS` 13, *) func f() {}"#)
        assertParse(#"@available(iOS, `unavailable`) func f() {}"#)
        assertParse(#"@available(iOS, deprecated, deprecated: 2) func f() {}"#)
        assertParse(#"@available(iOS 13, noasync) func f() {}"#)
        assertParse(#"@available(iOS, message: "a\nb") func f() {}"#)
        assertParse(#"@available(iOS,introduced:13) func f() {}"#)
        assertParse(#"""
            @available(iOS, message: """
                multi
                """) func f() {}
            """#)
        assertParse(#"@available(iOS 13, bogus) func f() {}"#)
        assertParse(#"@available(iOS, noasync) func f() {}"#)
        assertParse(#"@available(*, noasync) func f() {}"#)
        assertParse(#"@_spi_available(iOS 13, *) func f() {}"#)
        assertParse(#"@rethrows protocol P {}"#)
        assertParse(#"@`class` func f() {}"#)
        assertParse(#"@$x func f() {}"#)
        assertParse(#"func f(x: @escaping @escaping () -> Void) {}"#)
        assertParse(#"@MainActor @MainActor func f() {}"#)
        assertParse(#"@available(iOS 13, *) @available(iOS 13, *) func f() {}"#)
        assertParse(#"@_spi(A) @_spi(B) public func f() {}"#)
        assertParse(#"""
            #if A
            @objc
            #else
            @objc
            #endif
            func f() {}
            """#)
        assertParse(#"switch x { @unknown default: break }"#)
        assertParse(#"struct S: @escaping P {}"#)
        assertParse(#"extension S: @preconcurrency P {}"#)
        assertParse(#"func f(_ x: @unknown Int) {}"#)
        assertParse(#"let c = { @discardableResult in }"#)
        assertParse(#"let c = { (@objc x: Int) in }"#)
        assertParse(#"func f<@objc T>() {}"#)
        assertParse(#"var x: Int { @objc get { 1 } }"#)
        assertParse(#"@Sendable func f() {}"#)
        assertParse(#"@preconcurrency import Foo"#)
        assertParse(#"@differentiable(reverse) func f(_ x: Double) -> Double { x }"#)
        assertParse(#"let f: @Sendable () -> Void"#)
        assertParse(#"let f: @convention(c) (Int) -> Int"#)
        assertParse(#"@objc(foo:) func f(x: Int) {}"#)
        assertParse(#"@Wrapper(arg: { (x: @escaping () -> Void) in }) var y = 1"#)
        assertParse(#"@_alwaysUseKnownMemoryLayout func f() {}"#)
        assertParse(#"@_section("x") let x = 1"#)
        assertParse(#"@_silgen_name("x") func f()"#)
        assertParse(#"@concurrent func f() async {}"#)
        assertParse(#"@execution(caller) func f() async {}"#)
        assertParse(#"func f(_ x: @_local () -> Void) {}"#)
        assertParse(#"func f(_ x: @nonisolated () -> Void) {}"#)
        assertParse(#"@inline(__always) @_transparent func f() {}"#)
        assertParse(#"@objc optional func f()"#)
        assertParse(#"@IBOutlet private weak var label: UILabel!"#)
    }

    /// Declarations where swiftc takes them, with the accessors, modifiers and effects it accepts;
    /// `;` between items; switch cases with a statement (a `#if` counts); `yield` as a statement in
    /// accessors and a name elsewhere; `then` is a name (then statements are not enabled).
    func testItemsDeclarationsAndSpecifiers() {
        assertParse(#"enum E { deinit {} }"#)
        assertParse(#"struct S { deinit {} }"#)
        assertParse(#"protocol P { init() }"#)
        assertParse(#"protocol P { subscript(i: Int) -> Int { get } }"#)
        assertParse(#"protocol P { var x: Int }"#)
        assertParse(#"protocol P { func f() }"#)
        assertParse(#"protocol P { static func f() }"#)
        assertParse(#"extension P { func f() {} }"#)
        assertParse(#"func f() { enum E { case a } }"#)
        assertParse(#"protocol P { associatedtype T }"#)
        assertParse(#"prefix operator +++"#)
        assertParse(#"var x: Int { set {} get { 1 } }"#)
        assertParse(#"var x: Int { willSet {} get { 1 } }"#)
        assertParse(#"var x: Int = 1 { get { 1 } }"#)
        assertParse(#"public private(set) var x = 1"#)
        assertParse(#"private(set) private var x = 1"#)
        assertParse(#"let x = await (1)"#)
        assertParse(#"let x = consume"#)
        assertParse(#"actor A { class func f() {} }"#)
        assertParse(#"extension S { class func f() {} }"#)
        assertParse(#"func f() { struct S { static var x = 1 } }"#)
        assertParse(#"var x: Int { get { 1 } _modify { yield &y } }"#)
        assertParse(#"var x: Int { willSet {} }"#)
        assertParse(#"var x: Int { didSet {} willSet {} }"#)
        assertParse(#"protocol P { var x: Int { get set } }"#)
        assertParse(#"protocol P { var x: Int { get async } }"#)
        assertParse(#"protocol P { var x: Int { get throws } }"#)
        assertParse(#"struct S { var x: Int { get async { 1 } } }"#)
        assertParse(#"extension P { init() {} }"#)
        assertParse(#"protocol P { static var x: Int { get } }"#)
        assertParse(#"protocol P { mutating func f() }"#)
        assertParse(#"protocol P { typealias T = Int }"#)
        assertParse(#"struct S { protocol P {} }"#)
        assertParse(#"func f() { protocol P {} }"#)
        assertParse(#"enum E { case a; static var x = 1 }"#)
        assertParse(#"""
            switch x { case 1:
            #if DEBUG
            print(1)
            #endif
            default: break }
            """#)
        assertParse(#"""
            switch x { case 1:
            #if DEBUG
            #endif
            default: break }
            """#)
        assertParse(#"""
            switch x { case 1: break
            @unknown case _: break
            default: break }
            """#)
        assertParse(#"""
            switch x {
            #if A
            default: break
            #else
            default: break
            #endif
            }
            """#)
        assertParse(#"""
            switch x {
            default: break
            #if A
            case 1: break
            #endif
            }
            """#)
        assertParse(#"struct S { var x: Int { get { 1 } set {} } }"#)
        assertParse(#"class C { isolated deinit {} }"#)
        assertParse(#"struct S { var a = 1; var b = 2 }"#)
        assertParse(#"func f() { a(); }"#)
        assertParse(#"switch x { case 1: a(); default: break }"#)
        assertParse(#"struct S { var a = 1; }"#)
        assertParse(#"var x: Int { _read { yield (y) } }"#)
        assertParse(#"var x: Int { _read { yield self.y } }"#)
        assertParse(#"var x: Int { _modify { yield &self.y } get { 1 } }"#)
        assertParse(#"func f() { yield(x) }"#)
        assertParse(#"let yield = 1; print(yield)"#)
        assertParse(#"let then = 1; print(then)"#)
        assertParse(#"func f() -> Int { let then = 2; return then }"#)
        assertParse(#"var x: Int { mutating get { 1 } nonmutating set {} }"#)
        assertParse(#"struct S { var y: Int; var x: Int { @storageRestrictions(initializes: y) init(newValue) { y = newValue } get { y } set { y = newValue } } }"#)
        assertParse(#"var x: Int { unsafeAddress { p } unsafeMutableAddress { p } }"#)
        assertParse(#"x = 1; y = 2;"#)
        assertParse(#"struct S {} ; struct T {}"#)
        assertParse(#"func f() async throws(E) {}"#)
        assertParse(#"func f() async rethrows {}"#)
        assertParse(#"struct S { init() async throws {} }"#)
        assertParse(#"var x: Int { get async throws { 1 } }"#)
        assertParse(#"let f: () async throws(E) -> Void"#)
        assertParse(#"enum E { nonisolated(unsafe) static var x = 1 }"#)
        assertParse(#"public final class C { open override func f() {} }"#)
        assertParse(#"class C { final override public func f() {} }"#)
        assertParse(#"struct S { fileprivate(set) public var x = 1 }"#)
        assertParse(#"struct S { private(set) internal var x = 1 }"#)
        assertParse(#"unowned(safe) let x: C"#)
        assertParse(#"class C { static func f() {}; class func g() {} }"#)
    }

    /// Lexical structure: number literals in every radix with `_`, exponents and hexadecimal floats;
    /// numbers' members; escapes; multi-line layouts (blank lines, deeper lines, line continuations,
    /// tabs matching tabs); `#warning`; `#error` under a condition; `$` names; placeholders and
    /// conflict markers only as text.
    func testLexicalStructure() {
        assertParse(#"let x = 0xFF_"#)
        assertParse(#"let x = 0x1.8p1"#)
        assertParse(#"let x = 0x1P-1_0"#)
        assertParse(#"let x = 0o17_"#)
        assertParse(#"let x = 1_000 + 1__0 + 00012 + 0_1"#)
        assertParse(#"let x = 1e5_ + 1.5e-3 + 1.5E+10 + 1E5"#)
        assertParse(#"let x = 0xffp0 + 0x1.fffffp1023"#)
        assertParse(#"let x = 1._5"#)
        assertParse(#"let x = 1.e5"#)
        assertParse(#"let x = (1, 2).0.1"#)
        assertParse(#"let x = t.0.1"#)
        assertParse(#"let x = 1.0.description"#)
        assertParse(#"""
            #if (canImport(_Concurrency) && compiler(>=5.5) || compiler(>=5.5.1)) && swift(<5.7)
            let x = 1
            #endif
            """#)
        assertParse(#"""
            #if canImport(UIKit, _version: 1.2.3)
            #endif
            """#)
        assertParse(#"let s = "a\0b\\\t\n\r\"\'""#)
        assertParse(#"let s = "\u{1F600}\u{0}\u{00000041}""#)
        assertParse(##"let s = #"\q"#"##)
        assertParse(##"let s = #"\#u{41}"#"##)
        assertParse(###"let s = ##"\#q"##"###)
        assertParse(#"""
            let s = """
              abc

              def
              """
            """#)
        assertParse(#"""
            let s = """
              abc
                
              def
              """
            """#)
        assertParse(#"""
            let s = """
              abc \
              def
              """
            """#)
        assertParse(#"""
            let s = """
            """
            """#)
        assertParse(##"""
            let s = #"""
              a
             """#
            """##)
        assertParse(#"""
            let s = """
              \u{41}
              """
            """#)
        assertParse(#"""
            let s = """
              a
              """ + "b"
            """#)
        assertParse(#"""
            let s = """
              a
              
            """
            """#)
        assertParse(#"""
            let s = """
                a\(b)c
                d \(e)
                """
            """#)
        assertParse(#"""
            let s = """
            	a
            	"""
            """#)
        assertParse(#"#warning("x")"#)
        assertParse(#"""
            #if DEBUG
            #error("x")
            #endif
            """#)
        assertParse(#"let x = $$"#)
        assertParse(#"let x = $abc + $_"#)
        assertParse(#"let c = { $0 + $1 }"#)
        assertParse(#"let c = { { $0 }($0) }"#)
        assertParse(##"let s = "#error""##)
        assertParse(#"let s = "<#not a placeholder#>""#)
        assertParse(#"""
            // <#not a placeholder#>
            let x = 1
            """#)
        assertParse(#"""
            let s = """
                <<<<<<< not a marker
                """
            """#)
        assertParse(#"let x = 0b1010 + 0o777 + 0xDEAD_beef"#)
    }

    func testModuleSelectorsInTheTree() {
        let tree = assertParse(#"let y = x.Swift::reduce(0, +)"#)
        let member = firstNode(.memberAccessExpr, in: tree)
        XCTAssertEqual(member?.memberName, "reduce")
        XCTAssertEqual(member?.child(.moduleSelector)?.text, "Swift::")
        let type = firstNode(.identifierType, in: assertParse(#"var m: Swift::Int = 0"#))
        XCTAssertEqual(type?.referencedName, "Int")
        let call = firstNode(.declReferenceExpr, in: assertParse(#"let y = Swift::print("a")"#))
        XCTAssertEqual(call?.referencedName, "print")
        let variable = firstNode(.variableDecl, in: assertParse(#"struct S { @SwiftUI::State var x = 1 }"#))
        XCTAssertEqual(variable?.attributeNames, ["State"])
    }
}
