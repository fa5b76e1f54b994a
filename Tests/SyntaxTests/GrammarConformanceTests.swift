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
        assertParse(#"@available(*, renamed: "a.") func f() {}"#)
        assertParse(#"@available(*, renamed: "a..b") func f() {}"#)
        assertParse(#"@available(*, renamed: "A.b(x:)") func f() {}"#)
        assertParse(#"@available(*, renamed: "+") func f() {}"#)
        assertParse(#"@available(*, renamed: "init(x:)") func f() {}"#)
        assertParse(#"@available(*, renamed: "subscript(_:)") func f() {}"#)
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

    /// SE-0413 typed throws: `throws(E)` on functions, initializers, closures, function types, accessors,
    /// `do throws(E)`, `rethrows` alongside.
    func testTypedThrows() {
        assertParse(#"func f() throws(MyError) -> Int { 0 }"#)
        assertParse(#"struct S { init(x: Int) throws(ApiError) {} }"#)
        assertParse(#"let c: () throws(E) -> Void = {}"#)
        assertParse(#"let c = { () throws(E) -> Int in 1 }"#)
        assertParse(#"let c = { (x: Int) async throws(E) in x }"#)
        assertParse(#"func f<E: Error>(_ g: () throws(E) -> Void) throws(E) {}"#)
        assertParse(#"func f() throws(any Error) {}"#)
        assertParse(#"func f() throws(Never) {}"#)
        assertParse(#"func f() async throws(Failure) -> sending T {}"#)
        assertParse(#"func f() { do throws(MyError) { try g() } catch { print(error) } }"#)
        assertParse(#"var x: Int { get throws(E) { 0 } }"#)
        assertParse(#"struct S { subscript(i: Int) -> Int { get async throws(E) { 0 } } }"#)
        assertParse(#"func with<T, E>(_ item: T, update: (inout T) throws(E) -> Void) throws(E) -> T { item }"#)
        assertParse(#"let f: (Int) async throws(E) -> [Int] = g"#)
        assertParse(#"func f() throws(Result<Int, Error>.Failure) {}"#)
        // A space, or a line break, between `throws` and its type (swiftc reads both as typed throws).
        assertParse(#"struct S { init(x: Int) throws (MyError) {} }"#)
        assertParse(#"func f() throws (MyError) -> Int { 0 }"#)
        assertParse(#"func f() async throws (MyError) {}"#)
        assertParse(#"let c: () throws (E) -> Void = {}"#)
        assertParse(#"let f: (Int) async throws (E) -> [Int] = g"#)
        assertParse(#"let h = [() throws (E) -> Void]()"#)
        assertParse(#"let c = { () throws (E) -> Int in 1 }"#)
        assertParse(#"func f() { do throws (MyError) { try g() } catch { } }"#)
        assertParse(#"var x: Int { get throws (E) { 0 } }"#)
        assertParse("protocol P {\n  func f() throws\n  (MyError)\n}")
        XCTAssertNotNil(firstNode(.throwsClause, in: assertParse(#"func f() throws (MyError) {}"#)))
        XCTAssertNotNil(firstNode(.throwsClause, in: assertParse(#"let c: () throws (E) -> Void = {}"#)))
        // `rethrows` takes no type, with or without the space.
        assertParse(#"func f(_ g: () throws -> Void) 1️⃣rethrows(E) {}"#, errors: ["1️⃣": "'rethrows' cannot be combined"])
        assertParse(#"func f(_ g: () throws -> Void) 1️⃣rethrows (E) {}"#, errors: ["1️⃣": "'rethrows' cannot be combined"])
    }

    /// SE-0377 borrowing/consuming parameters, SE-0366 consume, copy, SE-0390/0427 noncopyable types and
    /// generics, `discard self`, SE-0432 switching over noncopyable values, SE-0446 `~Escapable`.
    func testOwnershipAndNoncopyable() {
        assertParse(#"func f(_ x: consuming Foo, _ y: borrowing Foo) {}"#)
        assertParse(#"struct S: ~Copyable {}"#)
        assertParse(#"struct S<T: ~Copyable>: ~Copyable {}"#)
        assertParse(#"func f<T>(_ x: T) where T: ~Copyable {}"#)
        assertParse(#"struct S: ~Copyable, ~Escapable {}"#)
        assertParse(#"extension S: Copyable where T: Copyable {}"#)
        assertParse(#"enum E<T: ~Copyable>: ~Copyable { case some(T), none }"#)
        assertParse(#"protocol P: ~Copyable {}"#)
        assertParse(#"func f(_ x: consuming Foo) { switch consume x { case .a: break } }"#)
        assertParse(#"func f(_ x: borrowing Foo) { switch x { case .a: break } }"#)
        assertParse(#"struct S: ~Copyable { consuming func f() { discard self } }"#)
        assertParse(#"func f() { _ = consume x }"#)
        assertParse(#"func f() { let y = copy x }"#)
        assertParse(#"func f() { g(consume x, copy y) }"#)
        assertParse(#"struct S: ~Copyable { borrowing func f() {}; consuming func g() {}; mutating func h() {} }"#)
        assertParse(#"func f<T: ~Copyable>(_ x: borrowing T) {}"#)
        assertParse(#"let c = { (x: borrowing Foo) in }"#)
        assertParse(#"let f: (consuming Foo) -> Void = { _ in }"#)
        assertParse(#"func f(_ x: __owned Foo, _ y: __shared Foo) {}"#)
        assertParse(#"let x: any ~Copyable = y"#)
        assertParse(#"func f<T>(_ x: T) where T: ~Copyable & ~Escapable {}"#)
        assertParse(#"struct S: ~Escapable { @_lifetime(borrow x) init(x: borrowing Int) {} }"#)
        assertParse(#"func f(_ x: inout sending Int) {}"#)
    }

    /// Concurrency syntax: `async`/`await`, `async let`, `for try await`, actors, `nonisolated` and
    /// `nonisolated(unsafe)`, SE-0461 `nonisolated(nonsending)` and `@concurrent`, SE-0420 isolated
    /// parameters and `#isolation`, SE-0431 `@isolated(any)`, SE-0430 `sending`, isolated `deinit`,
    /// `@Sendable`, global actors, SE-0423 `@preconcurrency` conformances.
    func testConcurrency() {
        assertParse(#"nonisolated(nonsending) func f() async {}"#)
        assertParse(#"let f: nonisolated(nonsending) () async -> Void = {}"#)
        assertParse(#"@concurrent func f() async {}"#)
        assertParse(#"let f: @concurrent () async -> Void = {}"#)
        assertParse(#"func f(isolation: isolated (any Actor)? = #isolation) async {}"#)
        assertParse(#"func f(a: isolated MyActor) {}"#)
        assertParse(#"let f: @isolated(any) () async -> Void = {}"#)
        assertParse(#"func f(_ x: sending Foo) {}"#)
        assertParse(#"func f() -> sending Foo { Foo() }"#)
        assertParse(#"func f(_ g: sending @escaping () async -> Void) {}"#)
        assertParse(#"async let x = f()"#)
        assertParse(#"func g() async { async let (a, b) = (f(), h()) }"#)
        assertParse(#"func g() async throws { for try await line in url.lines {} }"#)
        assertParse(#"func g() async { for await x in stream {} }"#)
        assertParse(#"actor A { nonisolated func f() {}; isolated deinit {} }"#)
        assertParse(#"actor A { nonisolated(unsafe) var x = 1 }"#)
        assertParse(#"distributed actor A { distributed func f() {} }"#)
        assertParse(#"nonisolated(unsafe) var x = 1"#)
        assertParse(#"final class C: @unchecked Sendable {}"#)
        assertParse(#"extension S: @preconcurrency P {}"#)
        assertParse(#"class C: @MainActor P {}"#)
        assertParse(#"@globalActor actor G { static let shared = G() }"#)
        assertParse(#"let x = await withTaskGroup(of: Int.self) { group in 0 }"#)
        assertParse(#"Task { @MainActor in await f() }"#)
        assertParse(#"Task.detached(priority: .high) { [weak self] in }"#)
        assertParse(#"let x = { @MainActor [weak self] (a: Int) async -> Int in a }"#)
        assertParse(#"let x = try await f()"#)
        assertParse(#"let x = await try f()"#)
        // `await` is an operator like `try`: its operand may begin on the next line. `unsafe`,
        // `consume` and `copy` at a line's end are names, and the next line is a statement of its own.
        XCTAssertNotNil(firstNode(.awaitExpr, in: assertParse("func f() async {\n  async let (a, b) = await\n  g.load(x: 1)\n}")))
        XCTAssertNotNil(firstNode(.awaitExpr, in: assertParse("func f() async {\n  let y = await\n  (1)\n}")))
        XCTAssertNotNil(firstNode(.awaitExpr, in: assertParse("func f() async {\n  let y = await\n  .foo\n}")))
        XCTAssertNotNil(firstNode(.tryExpr, in: assertParse("func f() throws {\n  let y = try\n  g()\n}")))
        XCTAssertNil(firstNode(.unsafeExpr, in: assertParse("func f() {\n  let x = unsafe\n  g()\n}")))
        XCTAssertNil(firstNode(.consumeExpr, in: assertParse("func f() {\n  let x = consume\n  y\n}")))
        XCTAssertNil(firstNode(.copyExpr, in: assertParse("func f() {\n  let x = copy\n  y\n}")))
        assertParse("func f() async {\n  let y = await1️⃣\n}", errors: ["1️⃣": "expected expression after 'await'"])
        assertParse(#"nonisolated struct S {}"#)
        assertParse(#"nonisolated extension S {}"#)
        assertParse(#"@MainActor protocol P {}"#)
        assertParse(#"func f(_ g: @escaping @Sendable () -> Void) {}"#)
        assertParse(#"func f(_ g: @MainActor @Sendable () -> Void) {}"#)
        assertParse(#"enum E { @TaskLocal static var id: Int = 0 }"#)
    }

    /// An operand on the line after `await`, `try`, `try?` or `try!` belongs to it, whatever it starts
    /// with: a closure (called or not), parentheses, a tuple, an array, `.member`, a string, an `if` or
    /// `switch` expression, a call. `unsafe`, `consume` and `copy` at a line's end are names (a `{` on
    /// the next line is then their trailing closure), as in swiftc 6.3.1's `-dump-parse`. Every
    /// snippet was checked with `swiftc -frontend -parse`, and with `scripts/parse-conformance` as
    /// files; `#if` on the next line is rejected (`DiagnosticsConformanceTests`).
    func testPrefixOperandOnTheNextLine() {
        let operands = [
            #"{ return 1 }()"#,
            #"{ return 1 }"#,
            #"{ [x] in x }()"#,
            #"{ () async -> Int in 1 }()"#,
            #"{ [1] }()[0]"#,
            #"{ 1 }().description"#,
            #"(1)"#,
            #"(1, 2)"#,
            #"[1, 2]"#,
            #".zero"#,
            #""s""#,
            #"if true { 1 } else { 2 }"#,
            #"switch 1 { default: 1 }"#,
            #"g()"#,
        ]
        for operand in operands {
            for keyword in ["await", "try", "try?", "try!"] { assertNextLineOperand(keyword, operand, prefixes: true) }
            for keyword in ["unsafe", "consume", "copy"] { assertNextLineOperand(keyword, operand, prefixes: false) }
        }
        // In other places, and the words used as names: the prefix node each has, if any.
        let snippets: [(String, SyntaxKind?)] = [
            ("func f() async { let v: Int = await\n  { return 1 }() }", .awaitExpr),
            ("func f() async {\n  await\n  { }()\n}", .awaitExpr),
            ("func f() async throws {\n  _ = try await\n  { 1 }()\n}", .awaitExpr),
            ("func f() async throws {\n  let v = try\n  await\n  { 1 }()\n}", .awaitExpr),
            ("func f() async -> Int {\n  return await\n  { 1 }()\n}", .awaitExpr),
            ("func f() async {\n  print(await\n  { 1 }())\n}", .awaitExpr),
            ("func f() async {\n  if await\n  { true }() {}\n}", .awaitExpr),
            ("func f() throws {\n  guard let x = try\n  { Optional(1) }() else { return }\n  _ = x\n}", .tryExpr),
            ("func f() async {\n  for x in await\n  { [1] }() { _ = x }\n}", .awaitExpr),
            ("func f() async {\n  switch await\n  { 1 }() { default: break }\n}", .awaitExpr),
            ("let v = try!\n{ 1 }()", .tryExpr),
            ("struct S {\n  static let p: Int = try!\n  { 1 }()\n}", .tryExpr),
            ("class C {\n  lazy var p: Int = try!\n  { 1 }()\n}", .tryExpr),
            ("func g(x: Int = try!\n  { 1 }()) {}", .tryExpr),
            ("func f() {\n  let copy = 1; copy\n  { }\n}", nil),
            ("func f() {\n  let consume = 1; _ = consume\n  { }()\n}", nil),
            ("func f() {\n  let await = 1; await\n  { }\n}", .awaitExpr),
            ("func f() {\n  let v = copy\n  #if DEBUG\n  1\n  #endif\n}", nil),
            ("func f() {\n  let v = consume\n  #if DEBUG\n  1\n  #endif\n}", nil),
        ]
        for (snippet, kind) in snippets {
            let tree = assertParse(snippet)
            let prefixes = [SyntaxKind.awaitExpr, .tryExpr, .consumeExpr, .copyExpr, .unsafeExpr].filter { firstNode($0, in: tree) != nil }
            XCTAssertEqual(prefixes.first, kind, snippet)
        }
    }

    /// SE-0393 parameter packs and SE-0408 pack iteration: `each`, `repeat`, pack expansions in types,
    /// values and requirements.
    func testParameterPacks() {
        assertParse(#"func f<each T>(_ x: repeat each T) -> (repeat each T) { (repeat each x) }"#)
        assertParse(#"func f<each T: Equatable>(_ x: repeat each T) { repeat print(each x) }"#)
        assertParse(#"struct P<each T> { var v: (repeat each T) }"#)
        assertParse(#"func f<each T, each U>(_ t: repeat each T, _ u: repeat each U) where (repeat (each T, each U)): Any {}"#)
        assertParse(#"func f<each T>(_ x: repeat each T) { for v in repeat each x { print(v) } }"#)
        assertParse(#"func f<each T>(_ x: repeat (each T)?) {}"#)
        assertParse(#"func f<each T>() -> (repeat [each T]) {}"#)
        assertParse(#"struct S<each T> where repeat each T: Hashable {}"#)
        assertParse(#"func f<each T>(_ x: repeat each T) { let t = (repeat Optional(each x)) }"#)
    }

    /// SE-0451 raw identifiers: backticked names with spaces, digits, or symbols.
    func testRawIdentifiers() {
        assertParse(#"func `test something works`() {}"#)
        assertParse(#"let `with space` = 1; print(`with space`)"#)
        assertParse(#"enum E { case `1`, `2` }"#)
        assertParse(#"let x = E.`1`"#)
        assertParse(#"func `a.b`() {}"#)
        assertParse(#"struct `Type With Spaces` {}"#)
        assertParse(#"let `class` = 1"#)
        assertParse(#"let x = a.`default`.`self`"#)
    }

    /// SE-0382/0389/0397 macros: declarations with roles and names, `#externalMacro`, freestanding
    /// expansions as expressions, declarations and statements, with generic arguments and trailing
    /// closures; attached macros.
    func testMacros() {
        assertParse(#"@freestanding(expression) macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")"#)
        assertParse(#"@attached(member, names: named(init)) macro AddInit() = #externalMacro(module: "M", type: "A")"#)
        assertParse(#"@attached(peer, names: prefixed(_), suffixed(Async), overloaded, arbitrary) macro P() = #externalMacro(module: "M", type: "P")"#)
        assertParse(#"@attached(extension, conformances: Equatable, names: named(==)) macro E() = #externalMacro(module: "M", type: "E")"#)
        assertParse(#"@attached(accessor) @attached(memberAttribute) macro O() = #externalMacro(module: "M", type: "O")"#)
        assertParse(#"public macro M(_ x: Int = 1) -> Int = #externalMacro(module: "M", type: "M")"#)
        assertParse(#"@freestanding(declaration, names: arbitrary) macro D() = #externalMacro(module: "M", type: "D")"#)
        assertParse(#"@attached(body) macro B() = #externalMacro(module: "M", type: "B")"#)
        assertParse(#"macro M<T>(_ x: T) = #externalMacro(module: "M", type: "M") where T: P"#)
        assertParse(#"let s = #stringify(1 + 2)"#)
        assertParse(#"let x = #M<Int>(1)"#)
        assertParse(#"let x = #M { 1 }"#)
        assertParse(#"let x = #M(1) { 2 } y: { 3 }"#)
        assertParse(#"#D()"#)
        assertParse(#"struct S { #D }"#)
        assertParse(#"struct S { #D() }"#)
        assertParse(#"func f() { #D(1) }"#)
        assertParse(#"@Observable final class Model { var x = 1; @ObservationIgnored var y = 2 }"#)
        assertParse(#"@Test("name", .tags(.a)) func f() async throws { #expect(x == 1); let y = try #require(z) }"#)
        assertParse(#"@Suite struct Tests { @Test(arguments: [1, 2]) func f(x: Int) {} }"#)
        assertParse(#"#Preview { Text("a") }"#)
        assertParse(#"#Preview("Name", traits: .landscapeLeft) { Text("a") }"#)
        assertParse(#"let x = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)"#)
        assertParse(#"let x = #selector(f(_:))"#)
        assertParse(#"let x = #selector(getter: C.x)"#)
        assertParse(#"let x = #keyPath(C.x.y)"#)
        assertParse(#"let f = #file + #fileID + #filePath + #function; let l = #line + #column"#)
        assertParse(#"#warning("todo")"#)
    }

    /// SE-0476 `@abi`, SE-0458 strict memory safety (`unsafe`, `@unsafe`, `@safe`), and other attributes of
    /// Swift 6.2.
    func testABIAndSafety() {
        assertParse(#"@abi(func oldName()) func newName() {}"#)
        assertParse(#"@abi(var old: Int) var new: Int = 0"#)
        assertParse(#"@abi(func f(_: Int) -> Int) public func f(_ x: Int) -> Int { x }"#)
        assertParse(#"let x = unsafe f()"#)
        assertParse(#"@unsafe func f() {}"#)
        assertParse(#"@safe func f() {}"#)
        assertParse(#"func f() { unsafe g(); let y = unsafe p.pointee }"#)
        assertParse(#"@inline(always) func f() {}"#)
        assertParse(#"@_spi(Private) public func f() {}"#)
        assertParse(#"@backDeployed(before: iOS 17) public func f() {}"#)
        assertParse(#"@export(interface) func f() {}"#)
        assertParse(#"@c func f() {}"#)
        assertParse(#"@c(name) func f() {}"#)
        assertParse(#"@implementation extension C {}"#)
        assertParse(#"@specialized(where T == Int) func f<T>(_ t: T) {}"#)
    }

    /// Conditional compilation: `#if` conditions (`hasFeature`, `hasAttribute`, `canImport` with versions,
    /// `compiler`, `swift`, `targetEnvironment`, `os`, `arch`, `_runtime`, `_endian`, `_pointerBitWidth`),
    /// `#if` around attributes and in postfix member chains (SE-0308), in members, switch cases and
    /// accessors.
    func testConditionalCompilation() {
        assertParse(#"""
            #if hasFeature(BodyMacros)
            let a = 1
            #endif
            """#)
        assertParse(#"""
            #if canImport(UIKit, _version: 1.2)
            let a = 1
            #endif
            """#)
        assertParse(#"""
            #if compiler(>=5.9) && swift(<6)
            let a = 1
            #endif
            """#)
        assertParse(#"""
            #if targetEnvironment(simulator) || os(iOS) || arch(arm64)
            let a = 1
            #endif
            """#)
        assertParse(#"""
            #if !DEBUG
            let a = 1
            #elseif false
            #else
            #endif
            """#)
        assertParse(#"""
            #if hasAttribute(retroactive)
            extension Int: @retroactive Identifiable {}
            #endif
            """#)
        assertParse(#"""
            #if _runtime(_ObjC) && _endian(little) && _pointerBitWidth(_64)
            #endif
            """#)
        assertParse(#"""
            #if canImport(Foundation)
            @preconcurrency
            #endif
            import Foundation
            """#)
        assertParse(#"""
            struct V: View {
                var body: some View {
                    Text("a")
                    #if os(iOS)
                        .padding()
                    #elseif os(macOS)
                        .bold()
                    #endif
                        .font(.title)
                }
            }
            """#)
        assertParse(#"""
            struct S {
            #if DEBUG
                var x = 1
            #else
                var x = 2
            #endif
            }
            """#)
        assertParse(#"""
            var x: Int {
            #if DEBUG
                get { 1 }
            #else
                get { 2 }
            #endif
            }
            """#)
        assertParse(#"""
            #if $Macros
            #endif
            """#)
    }

    /// SE-0439 trailing commas in lists, and SE-0308 postfix `#if` done elsewhere.
    func testTrailingCommas() {
        assertParse(#"let x = [1, 2, 3,]"#)
        assertParse(#"func f(a: Int, b: Int,) {}"#)
        assertParse(#"let y = f(a: 1, b: 2,)"#)
        assertParse(#"let t = (1, 2,)"#)
        assertParse(#"struct G<T, U,> {}"#)
        assertParse(#"let x = y[1, 2,]"#)
        assertParse(#"let c = { [a, b,] in }"#)
        assertParse(#"enum E { case a(Int, String,) }"#)
        assertParse(#"let d = [1: 2, 3: 4,]"#)
    }

    /// SE-0335 `any`, SE-0328/0341/0360 `some` in parameters, results and properties, SE-0346 primary
    /// associated types, SE-0364 `@retroactive`, SE-0386 `package`.
    func testExistentialsAndOpaqueTypes() {
        assertParse(#"func f(_ x: some P) -> some P { x }"#)
        assertParse(#"func f(_ x: any P) -> any P { x }"#)
        assertParse(#"let x: [any P] = []"#)
        assertParse(#"let x: (some P)? = nil"#)
        assertParse(#"let x: any P & Q = y"#)
        assertParse(#"func f() -> (some P, some Q) { (a, b) }"#)
        assertParse(#"let t: any P.Type = T.self"#)
        assertParse(#"let t: (any P).Type = T.self"#)
        assertParse(#"let x: some Sequence<Int> = [1]"#)
        assertParse(#"func f(_ x: any Collection<Int>) {}"#)
        assertParse(#"func f(_ xs: some Sequence<some P>) {}"#)
        assertParse(#"func f(_ x: borrowing some P) {}"#)
        assertParse(#"protocol P<A> { associatedtype A }"#)
        assertParse(#"extension Int: @retroactive Identifiable {}"#)
        assertParse(#"package func f() {}"#)
        assertParse(#"package struct S { package var x = 1 }"#)
        assertParse(#"package import Foundation"#)
        assertParse(#"func f() -> some AsyncSequence<Int, Never> { s }"#)
    }

    /// SE-0354 extended regex literals (bare `/…/` literals are in `testRegexLiteralsSwift6Mode` of the
    /// coverage tests).
    func testRegexLiterals() {
        assertParse(#"let r = #/a+b/#"#)
        assertParse(#"""
            let r = #/
              a+   # comment
              b
            /#
            """#)
        assertParse(#"let r = ##/a/#b/##"#)
        assertParse(#"let m = s.firstMatch(of: #/(?<year>\d{4})/#)"#)
        assertParse(#"let r = /a+/"#)
    }

    /// Statements: loops with labels, `where` and patterns, `do`/`catch` with patterns, `guard`, `defer`,
    /// `#available`/`#unavailable`, `fallthrough`, `@unknown default`.
    func testStatements() {
        assertParse(#"func f() { outer: for i in 0..<3 { inner: while true { continue outer }; break outer } }"#)
        assertParse(#"func f() { label: do { break label } }"#)
        assertParse(#"func f() { do { try g() } catch let e as MyError where e.code == 1 { } catch is OtherError { } catch { } }"#)
        assertParse(#"func f() { do { try g() } catch MyError.a, MyError.b { } }"#)
        assertParse(#"func f() { guard case .some(let x) = y else { return } }"#)
        assertParse(#"func f() { for case let .some(x) in values {} }"#)
        assertParse(#"func f() { for case let x? in values {} }"#)
        assertParse(#"func f() { for (i, x) in values.enumerated() where i > 1 {} }"#)
        assertParse(#"func f() { switch x { case let .a(y)?: break; default: break } }"#)
        assertParse(#"func f() { switch x { @unknown default: break } }"#)
        assertParse(#"func f() { switch x { case 1, 2: fallthrough; case 3: break; default: () } }"#)
        assertParse(#"func f() { defer { print("x") } }"#)
        assertParse(#"func f() { if #available(iOS 17, macOS 14, *) {} }"#)
        assertParse(#"func f() { if #unavailable(iOS 17) {} }"#)
        assertParse(#"func f() { guard #available(iOS 17, *) else { return } }"#)
        assertParse(#"func f() { if #available(iOS 17.0.1, *), let x = y {} }"#)
        assertParse(#"func f() { repeat { x += 1 } while x < 10 }"#)
        assertParse(#"func f() { if let x, var y { y += x } }"#)
        assertParse(#"func f() { guard let self else { return } }"#)
        assertParse(#"func f() throws { throw MyError.a }"#)
    }

    /// Patterns: tuples, enum cases with payloads and labels, optionals, type casts, expressions,
    /// `let`/`var` placement.
    func testPatterns() {
        assertParse(#"func f() { if case let (a, b) = t {} }"#)
        assertParse(#"func f() { if case (let a, 1) = t {} }"#)
        assertParse(#"func f() { if case .a(let x)? = y {} }"#)
        assertParse(#"func f() { if case let x as Int = y {} }"#)
        assertParse(#"func f() { if case is Int = y {} }"#)
        assertParse(#"func f() { if case 1...5 = y {} }"#)
        assertParse(#"func f() { switch x { case .point(x: 0, y: let y): print(y); default: break } }"#)
        assertParse(#"func f() { switch x { case let y where y > 1: print(y); case _: break } }"#)
        assertParse(#"func f() { switch (a, b) { case (1, _), (_, 1): break; case (let x, let y) where x > y: break; default: break } }"#)
        assertParse(#"func f() { switch x { case "a"..."z": break; default: break } }"#)
        assertParse(#"func f() { switch x { case ..<0: break; case 0...: break; default: break } }"#)
        assertParse(#"let (a, (b, c)) = (1, (2, 3))"#)
        assertParse(#"func f() { for (a, b): (Int, Int) in pairs {} }"#)
    }

    /// `yield` in coroutine accessors, through nested statements; `yield` as a name elsewhere;
    /// operator and precedence group declarations in their accepted forms.
    func testYieldOperatorsAndPrecedenceGroups() {
        assertParse(#"struct S { var x: Int { _read { if a { yield y } else { yield z } } } }"#)
        assertParse(#"struct S { var x: Int { _read { do { yield y } } } }"#)
        assertParse(#"struct S { var x: Int { _read { switch a { case 1: yield y; default: yield z } } } }"#)
        assertParse(#"struct S { var x: Int { _modify { yield &y } get { 1 } } }"#)
        assertParse(#"struct S { subscript(i: Int) -> Int { _read { yield y } } }"#)
        assertParse(#"struct S { var x: Int { _read { yield (y) } } }"#)
        assertParse(#"func f() { yield(x) }"#)
        assertParse(#"let yield = 1; print(yield)"#)
        assertParse(#"precedencegroup P { higherThan: A lowerThan: B associativity: left assignment: true }"#)
        assertParse(#"precedencegroup P {}"#)
        assertParse(#"precedencegroup P { higherThan: A, B, C }"#)
        assertParse(#"""
            precedencegroup ExponentiationPrecedence {
                higherThan: MultiplicationPrecedence
                associativity: right
                assignment: false
            }
            """#)
        assertParse(#"infix operator +++ : P"#)
        assertParse(#"infix operator =="#)
        assertParse(#"prefix operator &"#)
        assertParse(#"infix operator .+"#)
        assertParse(#"infix operator ∆: AdditionPrecedence"#)
        assertParse(#"prefix operator √"#)
        assertParse(#"prefix func √(x: Double) -> Double { x }"#)
        assertParse(#"infix operator .+.: AdditionPrecedence"#)
        assertParse(#"let x = a .+. b"#)
    }

    /// Expressions and declarations of everyday code: method and initializer key paths (SE-0479),
    /// `weak let` (SE-0481), interpolation with a default (SE-0477), nonexhaustive enums, operators as
    /// arguments, closures called at once, chains across comments, casts to function and tuple types,
    /// nested types and functions, property wrappers, dynamic member lookup.
    func testExpressionsAndDeclarations() {
        assertParse(#"let k = \Foo.bar()"#)
        assertParse(#"let k = \Foo.bar(x: 1)"#)
        assertParse(#"let k = \Foo.init(x:)"#)
        assertParse(#"let k = \Foo.bar().baz"#)
        assertParse(#"let k = \[Int].count.description"#)
        assertParse(#"weak let x: C?"#)
        assertParse(#"final class C { weak let d: D? }"#)
        assertParse(#"@section("__DATA,x") let x = 1"#)
        assertParse(#"@used let y = 1"#)
        assertParse(#"let s = "\(x, default: "none")""#)
        assertParse(#"@nonexhaustive enum E { case a }"#)
        assertParse(#"@preEnumExtensibility @nonexhaustive public enum E { case a }"#)
        assertParse(#"extension S { func f() where T: P {} }"#)
        assertParse(#"protocol P { func f() -> Self; static func g() -> Self }"#)
        assertParse(#"typealias PQ = P & Q"#)
        assertParse(#"typealias F<T> = (T) -> T"#)
        assertParse(#"infix operator ∆: AdditionPrecedence"#)
        assertParse(#"prefix operator √"#)
        assertParse(#"prefix func √(x: Double) -> Double { x }"#)
        assertParse(#"let x = √4"#)
        assertParse(#"infix operator .+.: AdditionPrecedence"#)
        assertParse(#"let x = a .+. b"#)
        assertParse(#"""
            precedencegroup P {
                higherThan: AdditionPrecedence
                associativity: none
            }
            """#)
        assertParse(#"let x = { }()"#)
        assertParse(#"let x = { $0 * 2 }(3)"#)
        assertParse(#"(a, b) = (1, 2)"#)
        assertParse(#"_ = f()"#)
        assertParse(#"let x = type(of: y).init()"#)
        assertParse(#"let x = a?.b?[0]?.c!.d"#)
        assertParse(#"let x = try? f() ?? g()"#)
        assertParse(#"""
            let x = a.b
                // comment
                .c()
                /* c */ .d
            """#)
        assertParse(#"let x = array[...] + array[1...] + array[..<2] + array[...3]"#)
        assertParse(#"let x = Array<Dictionary<String, Int>>()"#)
        assertParse(#"let x = f(&a, &b.c, &d[0])"#)
        assertParse(#"let x = (-1, +2, !true, ~3)"#)
        assertParse(#"let x = a &+ b &* c &>> 1"#)
        assertParse(#"let f = { [unowned self, weak w = self.x] (a: Int, b: Int) throws -> Int in a + b }"#)
        assertParse(#"let v = { () -> () -> Int in { 1 } }"#)
        assertParse(#"lazy var x: Int = { 1 }()"#)
        assertParse(#"struct S { lazy var x = { [unowned self] in self.y }() }"#)
        assertParse(#"class C { required convenience init?(x: Int) where T: P { self.init() } }"#)
        assertParse(#"struct S { static subscript<T>(key: T) -> Int where T: Hashable { 0 } }"#)
        assertParse(#"class C { class subscript(i: Int) -> Int { 0 } }"#)
        assertParse(#"struct S { struct Inner { enum Deep { case a } } }"#)
        assertParse(#"func f() { func g() {} ; struct L {} ; g() }"#)
        assertParse(#"func f<T>(_ x: T = 0, _ y: [T] = []) where T: Numeric {}"#)
        assertParse(#"@propertyWrapper struct W<T> { var wrappedValue: T; var projectedValue: W<T> { self }; init(wrappedValue: T) { self.wrappedValue = wrappedValue } }"#)
        assertParse(#"struct S { @W var x = 1; func f() { _ = $x; _ = _x } }"#)
        assertParse(#"@dynamicMemberLookup struct S { subscript<T>(dynamicMember kp: KeyPath<Int, T>) -> T { 0 } }"#)
        assertParse(#"extension Collection where Element: Equatable, Index == Int {}"#)
        assertParse(#"protocol P { associatedtype A: Q where A.B == C; associatedtype D = Int }"#)
        assertParse(#"func f() -> (Int) -> (Int) -> Int { { a in { b in a + b } } }"#)
        assertParse(#"let x: (Int, (String, [Double]))? = nil"#)
        assertParse(#"let x: [String: [Int: (a: Int, b: String)]] = [:]"#)
        assertParse(#"let x: ((Int) throws -> Void)? = nil"#)
        assertParse(#"let x: Int.Type.Type = Int.Type.self"#)
        assertParse(#"let x: any P.Type.Type"#)
        assertParse(#"func f() -> Self? { nil }"#)
        assertParse(#"struct S { var x: Self { self } }"#)
        assertParse(#"let x: some P = S() as some P"#)
        assertParse(#"if let x = y as? [String: Any], let z = x["a"] as? Int {}"#)
        assertParse(#"let b = x is [Int]"#)
        assertParse(#"let c = x as! (Int, Int)"#)
        assertParse(#"let d = x as? () -> Void"#)
        assertParse(#"switch x { case let y as (Int) -> Void: y(1); default: break }"#)
        assertParse(#"let s = "\(x, format: .number)""#)
        assertParse(#"let s = "a\(b)c\(d)e\("f\(g)")""#)
        assertParse(##"let s = #"a\#(b)c"#"##)
        assertParse(#"""
            let s = """
                a\(b)
                  c
                """
            """#)
        assertParse(#"let a = [[1, 2], [3]]"#)
        assertParse(#"let e: [Int] = []; let d: [String: Int] = [:]"#)
        assertParse(#"let n = nil ?? 1"#)
        assertParse(#"let t = (x: 1, y: 2).x"#)
        assertParse(#"class C: B { override init() { super.init(); super.f() } }"#)
        assertParse(#"let x = .some(.none) as Int??"#)
        assertParse(#"let x: Int?? = .some(nil)"#)
        assertParse(#"let x = f(a: .init(), b: .default, c: .case)"#)
        assertParse(#"let x = [1, 2].map(\.description)"#)
        assertParse(#"let x = xs.sorted(by: <)"#)
        assertParse(#"let x = xs.reduce(0, +)"#)
        assertParse(#"let x = !(a && b) || c"#)
        assertParse(#"let x = a == b ? c : d == e ? f : g"#)
        assertParse(#"x ??= y"#)
        assertParse(#"let x = xs.reduce(0, +)"#)
        assertParse(#"let x = xs.sorted(by: <)"#)
        assertParse(#"let x = (+)"#)
        assertParse(#"let x = a - b"#)
        assertParse(#"""
            let x = a
              - b
            """#)
        assertParse(#"let x = -a + -b"#)
        assertParse(#"let x = f(a: +, b: -)"#)
    }

    /// Valid code next to what the diagnostics pass rejects: items on one line with `;`, declarations
    /// where they may stand, operators as arguments, `$0` in closures, `#error` under a condition, numbers
    /// and escapes and multi-line layouts in every valid form, `@available` in full.
    func testValidCodeTheChecksLeaveAlone() {
        assertParse(#"func f() { if x { } else if y { }; guard x else { return }; y() }"#)
        assertParse(#"func f() { let c = { x in print(x); return }; c(1) }"#)
        assertParse(#"func f() { switch x { case 1: a(); b() default: c() } }"#)
        assertParse(#"func f() { a: while true { break a } }"#)
        assertParse(#"enum E { case a, b; case c }"#)
        assertParse(#"struct S { var a = 1, b = 2 }"#)
        assertParse(#"var x = 1 { didSet { } }"#)
        assertParse(#"protocol P { var x: Int { get async throws }; subscript(_ i: Int) -> Int { get set }; init(); static func f(); mutating func g() }"#)
        assertParse(#"extension P { static func f() {}; init() { self.init() } }"#)
        assertParse(#"class C { class func f() {}; class var x: Int { 1 }; static func g() {}; deinit {} }"#)
        assertParse(#"actor A { static func f() {}; deinit {} }"#)
        assertParse(#"enum E { static func f() {}; static var x = 1; case a }"#)
        assertParse(#"struct S: ~Copyable { deinit {} }"#)
        assertParse(#"""
            #if os(Linux)
            #error("not supported")
            #endif
            """#)
        assertParse(#"let x = xs.map(+)"#)
        assertParse(#"let x = zip(a, b).map(*)"#)
        assertParse(#"let d = Dictionary(pairs, uniquingKeysWith: +)"#)
        assertParse(#"let s = [3, 1].sorted(by: >)"#)
        assertParse(#"let r = (+)(1, 2)"#)
        assertParse(#"var f: (Int) -> Int = { $0 }"#)
        assertParse(#"let s = xs.map { "\($0)" }"#)
        assertParse(#"#Preview { List { ForEach(items, id: \.self) { Text($0) } } }"#)
        assertParse(#"let x = try? f() ?? .init()"#)
        assertParse(#"func f() { for i in 0..<10 where i % 2 == 0 { continue } }"#)
        assertParse(#"func f() { if case .a = x, case .b = y {} }"#)
        assertParse(#"func f() -> Int { 1 } ; func g() {}"#)
        assertParse(#"struct S { @State private var x = 0; @Environment(\.dismiss) var dismiss }"#)
        assertParse(#"let n = 1_000_000 + 0x7FFF_FFFF + 0b1111_0000 + 0o755 + 1.5e-10 + 0x1p-3"#)
        assertParse(#"let s = "\u{1F468}\u{200D}\u{1F469}" + "\t\n\r\0\\\"\'""#)
        assertParse(#"""
            let s = """
                He said "hi" \
                and left.
                  Indented.

                Done.\(x)
                """
            """#)
        assertParse(##"""
            let s = #"""
                raw \n "quote" \#(x)
                """#
            """##)
        assertParse(#"let a = 1.description + 1.0.description + (1).description"#)
        assertParse(#"let t = tuple.0.1 + tuple.1.0"#)
        assertParse(#"""
            #if compiler(>=5.9.1) && canImport(Foundation, _version: 1.2.3)
            #endif
            """#)
        assertParse(#"""
            @available(iOS, introduced: 13.0, deprecated: 15.0, obsoleted: 17.0, message: "old", renamed: "new(x:)")
            func old() {}
            """#)
        assertParse(#"""
            @available(iOSApplicationExtension, unavailable)
            @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
            func f() {}
            """#)
        assertParse(#"@available(swift, deprecated: 5.0, renamed: "f(_:)") func g() {}"#)
        assertParse(#"let x = a ?? -1"#)
        assertParse(#"let y = -x.count + +2"#)
        assertParse(#"let z = !flag && !other"#)
        assertParse(#"x -= 1; y *= -2"#)
        assertParse(#"let r = a...b, s = ..<c, t = d..."#)
        assertParse(#"func f() { let _ = await g(); let _ = try await h() }"#)
        assertParse(#"func f() async { async let a = g(); _ = await a }"#)
    }

    /// The valid forms beside the checks on `=` spacing, binding patterns, `#available`, operator
    /// parameters, `static`, implicit members across lines and trailing closures after parentheses.
    func testAssignmentsPatternsAndAvailability() {
        assertParse(#"struct S { static func ==(_ lhs: S, _ rhs: S) -> Bool { true } }"#)
        assertParse(#"struct S { static func ==(lhs: S, rhs: S) -> Bool { true } }"#)
        assertParse(#"struct S { static subscript(i: Int) -> Int { 0 } }"#)
        assertParse(#"struct S { static let x = 1; static var y: Int { 1 }; static func f() {} }"#)
        assertParse(#"func f() { x=-1 }"#)
        assertParse(#"let a=[1]"#)
        assertParse(#"let x:Int=1"#)
        assertParse(#"func f() { x = .foo }"#)
        assertParse(#"func f() { x=(1) }"#)
        assertParse(#"func f() { x!=y }"#)
        assertParse(#"func f() { x! = y }"#)
        assertParse(#"func f() { x?=y }"#)
        assertParse(#"func f() { x? = y }"#)
        assertParse(#"""
            let x =
              1
            """#)
        assertParse(#"""
            let x
              = 1
            """#)
        assertParse(#"func f(a: Int = 1,b: Int=2) {}"#)
        assertParse(#"enum E: Int { case a=1 }"#)
        assertParse(#"typealias T=Int"#)
        assertParse(#"func f() { x[0]=1 }"#)
        assertParse(#"func f() { (x)=1 }"#)
        assertParse(#"let x = [a=1]"#)
        assertParse(#"let x = /* c */1"#)
        assertParse(#"let x/* c */= 1"#)
        assertParse(#"let x = (a) { }"#)
        assertParse(#"func f() { (g) { } }"#)
        assertParse(#"func f() { if case (let a, let b) = t {} }"#)
        assertParse(#"func f() { for (var a, b) in xs {} }"#)
        assertParse(#"func f() { for var (a, b) in xs {} }"#)
        assertParse(#"func f() { for case let (a, b) in xs {} }"#)
        assertParse(#"func f() { for case (let a, let b) in xs {} }"#)
        assertParse(#"func f() { do {} catch let e as E {} }"#)
        assertParse(#"func f() { switch x { case let (a, b): break; case (let a, var b): break; default: break } }"#)
        assertParse(#"func f() { if case let .some(.some(x)) = y {} }"#)
        assertParse(#"func f() { if case .a(let x, (let y, var z)) = t {} }"#)
        assertParse(#"let c = { [x] in 1 }"#)
        assertParse(#"""
            let x = .
              foo
            """#)
        assertParse(#"func f() { if #available(*) {} }"#)
        assertParse(#"func f() { if #available(iOS, *) {} }"#)
        assertParse(#"func f() { if #available(swift 5) {} }"#)
        assertParse(#"func f() { if #available(iOS 17.0.1, macOS 14, *) {} }"#)
        assertParse(#"func f() { if #available(iOS 17, macOS 14) {} }"#)
        assertParse(#"func f() { if #unavailable(iOS 17) {} }"#)
        assertParse(#"func f() { guard #available(iOS 17, *) else { return } }"#)
        assertParse(#"func f() { if #available(iOS 17, *), #available(macOS 14, *) {} }"#)
        assertParse(#"func f() { while #available(iOS 17, *) { break } }"#)
        assertParse(#"func f() { (a) { } }"#)
        assertParse(#"func f() { a! { } }"#)
        assertParse(#"func f() { a?.b { } }"#)
        assertParse(#"func f() { .a { } }"#)
        assertParse(#"func f() { (a, b)() }"#)
        assertParse(#"func f() { (a, b)[0] }"#)
        assertParse(#"func f() { (a, b).0 }"#)
        assertParse(#"var x = [1] { didSet { } }"#)
        assertParse(#"var x: Int = 1 { willSet { } }"#)
    }

    /// Lists with their commas (and trailing ones where allowed), closure names followed by effects,
    /// attributes followed by their declaration on the next line.
    func testListsAndClosureSignatures() {
        assertParse(#"let c = { a, b in }"#)
        assertParse(#"let c = { (a, b) in }"#)
        assertParse(#"let c = { (_ x: Int) in }"#)
        assertParse(#"let c = { res async in res }"#)
        assertParse(#"let c = { x async throws -> Int in x }"#)
        assertParse(#"let c = { x throws in x }"#)
        assertParse(#"let (a, b) = t"#)
        assertParse(#"let x: (Int, String) = t"#)
        assertParse(#"func f<T, U>() {}"#)
        assertParse(#"func f<T, U,>() {}"#)
        assertParse(#"let c = { [a, b] in }"#)
        assertParse(#"let x = 0.5"#)
        assertParse(#"""
            @Suite
            struct Tests {}
            """#)
        assertParse(#"""
            func f() { @MainActor
            func g() {} }
            """#)
        let tree = assertParse(#"let c = { res async in res }"#)
        XCTAssertNotNil(firstNode(.effectSpecifiers, in: tree))
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

/// `let v = KEYWORD`, a line break, then `operand`, in an `async throws` function: no error, an exact
/// round trip, and the keyword either prefixes exactly the operand (`prefixes`: an `awaitExpr` or
/// `tryExpr` spanning both lines) or is a plain name with no prefix node in the tree.
private func assertNextLineOperand(_ keyword: String, _ operand: String, prefixes: Bool, file: StaticString = #filePath, line: UInt = #line) {
    let source = "func f() async throws {\n  let v = \(keyword)\n  \(operand)\n}"
    let tree = assertParse(source, file: file, line: line)
    let prefixKinds: [SyntaxKind] = [.awaitExpr, .tryExpr, .unsafeExpr, .consumeExpr, .copyExpr]
    let found = prefixKinds.compactMap { firstNode($0, in: tree) }
    if prefixes {
        XCTAssertEqual(found.map(\.text), ["\(keyword)\n  \(operand)"], source, file: file, line: line)
    } else {
        XCTAssertEqual(found.map(\.kind), [], source, file: file, line: line)
        XCTAssertEqual(firstNode(.declReferenceExpr, in: tree)?.text, keyword, source, file: file, line: line)
    }
}
