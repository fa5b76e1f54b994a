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
        assertParse("func f(@1️⃣escaping x: () -> Void) {}", errors: ["1️⃣": "attribute can only be applied to types, not"])
        assertParse("@1️⃣escaping func f() {}", errors: ["1️⃣": "attribute can only be applied to types, not"])
        assertParse("@1️⃣autoclosure var x = 1", errors: ["1️⃣": "attribute can only be applied to types, not"])
        assertParse("func f(@1️⃣autoclosure x: () -> Void) {}", errors: ["1️⃣": "attribute can only be applied to types, not"])
        assertParse("@1️⃣convention(c) func f() {}", errors: ["1️⃣": "attribute can only be applied to types, not"])
        assertParse("@1️⃣unchecked struct S {}", errors: ["1️⃣": "attribute can only be applied to types, not"])
        assertParse("@1️⃣retroactive struct S {}", errors: ["1️⃣": "attribute can only be applied to types, not"])
        assertParse("@1️⃣noescape func f() {}", errors: ["1️⃣": "attribute can only be applied to types, not"])
        assertParse("let x: @1️⃣discardableResult () -> Void", errors: ["1️⃣": "attribute can only be applied to declarations,"])
        assertParse("let x: @1️⃣objc () -> Void", errors: ["1️⃣": "attribute can only be applied to declarations,"])
        assertParse("let c = { @1️⃣escaping in }", errors: ["1️⃣": "attribute can only be applied to types, not"])
        assertParse("let c = { (@1️⃣escaping x: Int) in }", errors: ["1️⃣": "attribute can only be applied to types, not"])
        assertParse("func f<@1️⃣escaping T>() {}", errors: ["1️⃣": "attribute can only be applied to types, not"])
        assertParse("var x: Int { @1️⃣escaping get { 1 } }", errors: ["1️⃣": "attribute can only be applied to types, not"])
        assertParse("enum E { @1️⃣escaping case a }", errors: ["1️⃣": "attribute can only be applied to types, not"])
        assertParse("@1️⃣escaping import Foo", errors: ["1️⃣": "attribute can only be applied to types, not"])
        assertParse("struct S: @1️⃣objc P {}", errors: ["1️⃣": "attribute can only be applied to declarations,"])
        assertParse("switch x { @1️⃣objc default: break }", errors: ["1️⃣": "unknown attribute 'objc'"])
        assertParse("@1️⃣init func f() {}", errors: ["1️⃣": "expected an attribute name"])
        assertParse("@1️⃣class func f() {}", errors: ["1️⃣": "expected an attribute name"])
        assertParse("@discardableResult 1️⃣@discardableResult func f() -> Int { 1 }", errors: ["1️⃣": "duplicate attribute"])
        assertParse("@objc 1️⃣@objc func f() {}", errors: ["1️⃣": "duplicate attribute"])
        assertParse("@1️⃣mutating func f() {}", errors: ["1️⃣": "'mutating' is a declaration modifier, not an"])
        assertParse("@1️⃣final class C {}", errors: ["1️⃣": "'final' is a declaration modifier, not an"])
        assertParse("@1️⃣unknown func f() {}", errors: ["1️⃣": "unknown attribute 'unknown'"])
        assertParse("@inline1️⃣ func f() {}", errors: ["1️⃣": "expected '(' in 'inline' attribute"])
        assertParse("let x: @1️⃣mutating () -> Void", errors: ["1️⃣": "attribute can only be applied to declarations,"])
        assertParse("let x: @1️⃣thin () -> Void", errors: ["1️⃣": "unknown attribute 'thin'"])
    }

    /// `@available`: the short form (`platform version` items, `*`) takes no options; the long form
    /// names one platform or `*` without a version, then options with their values.
    func testAvailabilityArguments() {
        assertParse("@available(iOS, 1️⃣*) func f() {}", errors: ["1️⃣": "expected 'available' option such as"])
        assertParse("@available(gRPCSwift, 1️⃣*) protocol P {}", errors: ["1️⃣": "expected 'available' option such as"])
        assertParse("@available1️⃣ func f() {}", errors: ["1️⃣": "expected '(' in 'available' attribute"])
        assertParse("@available(*1️⃣) func f() {}", errors: ["1️⃣": "expected ',' in 'available' attribute"])
        assertParse("@available(iOS1️⃣) func f() {}", errors: ["1️⃣": "expected ',' in 'available' attribute"])
        assertParse("@available(*, 1️⃣*) func f() {}", errors: ["1️⃣": "expected 'available' option such as"])
        assertParse("@available(iOS, unavailable, 1️⃣*) func f() {}", errors: ["1️⃣": "expected 'available' option such as"])
        assertParse("@available(iOS 13, *, 1️⃣unavailable) func f() {}", errors: ["1️⃣": "'unavailable' can't be combined with shorthand"])
        assertParse("@available(iOS 131️⃣,) func f() {}", errors: ["1️⃣": "expected platform name"])
        assertParse("@available(iOS, unavailable,1️⃣) func f() {}", errors: ["1️⃣": "expected 'available' option such as"])
        assertParse("@available(iOS 13 1️⃣*) func f() {}", errors: ["1️⃣": "'*' cannot be used in an availability condition"])
        assertParse("@available(iOS, introduced1️⃣ 13) func f() {}", errors: ["1️⃣": "expected ':' after 'introduced' in 'available'"])
        assertParse("@available(iOS, introduced: 1️⃣\"13\") func f() {}", errors: ["1️⃣": "expected version number in 'available' attribute"])
        assertParse("@available(iOS, message: 1️⃣13) func f() {}", errors: ["1️⃣": "expected string literal in 'available' attribute"])
        assertParse("@available(iOS, message: \"a\" 1️⃣+ \"b\") func f() {}", errors: ["1️⃣": "expected ')' in 'available' attribute"])
        assertParse("@available(iOS, message: 1️⃣#\"x\"#) func f() {}", errors: ["1️⃣": "'message' cannot be an extended escaping string"])
        assertParse("@available(iOS, message: 1️⃣\"x\\(1)\") func f() {}", errors: ["1️⃣": "'message' cannot be an interpolated string"])
        assertParse("@available(iOS, introduced: 13.11️⃣.2.3) func f() {}", errors: ["1️⃣": "expected ')' in 'available' attribute"])
        assertParse("@available(iOS, introduced: 1️⃣x) func f() {}", errors: ["1️⃣": "expected version number in 'available' attribute"])
        assertParse("@available(iOS, unavailable1️⃣: 13) func f() {}", errors: ["1️⃣": "expected ')' in 'available' attribute"])
        assertParse("@available(iOS, unavailable, 1️⃣unavailable) func f() {}", errors: ["1️⃣": "'available' attribute cannot be both"])
        assertParse("@available(iOS, unavailable, 1️⃣deprecated) func f() {}", errors: ["1️⃣": "'available' attribute cannot be both 'deprecated'"])
        assertParse("@available(iOS 131️⃣., *) func f() {}", errors: ["1️⃣": "expected ')' in 'available' attribute"])
        assertParse("@available(iOS 1️⃣.13, *) func f() {}", errors: ["1️⃣": "expected version number"])
        assertParse("@available(iOS 1️⃣1_3, *) func f() {}", errors: ["1️⃣": "expected version number"])
        assertParse("@available(iOS 1️⃣0x13, *) func f() {}", errors: ["1️⃣": "expected version number"])
        assertParse("@available(iOS 1️⃣-13, *) func f() {}", errors: ["1️⃣": "expected version number"])
        assertParse("@available(iOS 13, 1️⃣deprecated: 14) func f() {}", errors: ["1️⃣": "'deprecated' can't be combined with shorthand"])
        assertParse("@available(iOS 13, 1️⃣message: \"x\") func f() {}", errors: ["1️⃣": "'message' can't be combined with shorthand"])
        assertParse("@available(iOS,1️⃣, unavailable) func f() {}", errors: ["1️⃣": "expected 'available' option such as"])
        assertParse("@available(1️⃣, iOS 13) func f() {}", errors: ["1️⃣": "expected platform name or '*' for 'available'"])
        assertParse("@available(iOS 13 1️⃣macOS 11, *) func f() {}", errors: ["1️⃣": "expected ')' in 'available' attribute"])
        assertParse("@available(foo 1️⃣bar, *) func f() {}", errors: ["1️⃣": "expected version number"])
        assertParse("@available(iOS 13, 1️⃣**) func f() {}", errors: ["1️⃣": "expected platform name"])
        assertParse("@available(iOS13, 1️⃣*) func f() {}", errors: ["1️⃣": "expected 'available' option such as"])
        assertParse("@_spi_available(iOS, 1️⃣*) func f() {}", errors: ["1️⃣": "expected '_spi_available' option such as"])
        assertParse("@available(iOS, obsoleted1️⃣) func f() {}", errors: ["1️⃣": "expected ':' after 'obsoleted' in 'available'"])
        assertParse("@available(iOS, deprecated 1️⃣13) func f() {}", errors: ["1️⃣": "expected ')' in 'available' attribute"])
        assertParse("@available(iOS 1️⃣1e5, *) func f() {}", errors: ["1️⃣": "expected version number"])
        assertParse("@available(iOS, renamed: 1️⃣\"\") func f() {}", errors: ["1️⃣": "'renamed' argument of 'available' attribute must"])
        assertParse("@available(1️⃣) func f() {}", errors: ["1️⃣": "expected platform name or '*' for 'available'"])
        assertParse("@available(iOS 13.01️⃣.0.0, *) func f() {}", errors: ["1️⃣": "expected ')' in 'available' attribute"])
        assertParse("@available(iOS 13, 1️⃣obsoleted: 1) func f() {}", errors: ["1️⃣": "'obsoleted' can't be combined with shorthand"])
        assertParse("@available(iOS 13, macOS 10.15, 1️⃣unavailable) func f() {}", errors: ["1️⃣": "'unavailable' can't be combined with shorthand"])
        assertParse("@available(iOS 13, 1️⃣`unavailable`) func f() {}", errors: ["1️⃣": "'unavailable' can't be combined with shorthand"])
    }

    /// `renamed:` names an operator alone, or a name with a type path before it and labels after it.
    func testAvailabilityRenamedTargets() {
        assertParse("@available(*, renamed: 1️⃣\".a\") func f() {}", errors: ["1️⃣": "'renamed' argument of 'available' attribute must"])
        assertParse("@available(*, renamed: 1️⃣\"A.+\") func f() {}", errors: ["1️⃣": "'renamed' argument of 'available' attribute must"])
        assertParse("@available(*, renamed: 1️⃣\"f(\") func f() {}", errors: ["1️⃣": "'renamed' argument of 'available' attribute must"])
        assertParse("@available(*, renamed: 1️⃣\"f(x)\") func f() {}", errors: ["1️⃣": "'renamed' argument of 'available' attribute must"])
        assertParse("@available(*, renamed: 1️⃣\"a b\") func f() {}", errors: ["1️⃣": "'renamed' argument of 'available' attribute must"])
        assertParse("@available(*, renamed: 1️⃣\"1a\") func f() {}", errors: ["1️⃣": "'renamed' argument of 'available' attribute must"])
        assertParse("@available(*, renamed: 1️⃣\"`default`\") func f() {}", errors: ["1️⃣": "'renamed' argument of 'available' attribute must"])
        assertParse("@available(*, renamed: 1️⃣\"getter:A.b\") func f() {}", errors: ["1️⃣": "'renamed' argument of 'available' attribute must"])
        assertParse("@available(*, renamed: 1️⃣\"A<Int>.b\") func f() {}", errors: ["1️⃣": "'renamed' argument of 'available' attribute must"])
        assertParse("@available(*, renamed: 1️⃣\" a\") func f() {}", errors: ["1️⃣": "'renamed' argument of 'available' attribute must"])
    }

    // MARK: Items and declarations

    /// Two statements or declarations on one line need a `;` between them (after a closing brace too), and
    /// a `;` only ends an item: one at the start of a block or after another is an empty statement.
    func testItemsOnALine() {
        assertParse("let x = y1️⃣ z", errors: ["1️⃣": "consecutive statements on a line must be"])
        assertParse("struct S { var a = 11️⃣ var b = 2 }", errors: ["1️⃣": "consecutive declarations on a line must be"])
        assertParse("func f() { a()1️⃣ b() }", errors: ["1️⃣": "consecutive statements on a line must be"])
        assertParse("let x = if a { then1️⃣ 1 } else { 2 }", errors: ["1️⃣": "consecutive statements on a line must be"])
        assertParse("func f() -> Int { return 11️⃣ 2 }", errors: ["1️⃣": "consecutive statements on a line must be"])
        assertParse("let x = 1; let x2 = 21️⃣ let y = 3", errors: ["1️⃣": "consecutive statements on a line must be"])
        assertParse("if x {} else {}1️⃣ y()", errors: ["1️⃣": "consecutive statements on a line must be"])
        assertParse("struct S {}1️⃣ struct T {}", errors: ["1️⃣": "consecutive statements on a line must be"])
        assertParse("import Foo1️⃣ import Bar", errors: ["1️⃣": "consecutive statements on a line must be"])
        assertParse("var x: Int { 1 }1️⃣ = 2", errors: ["1️⃣": "expected expression"])
        assertParse("class C { init?() {}1️⃣ init!() {} }", errors: ["1️⃣": "consecutive declarations on a line must be"])
        assertParse("let x = 1;1️⃣;", errors: ["1️⃣": "';' statements are not allowed"])
        assertParse("let x = a<b, c1️⃣>2️⃣d", errors: ["1️⃣": "consecutive statements on a line must be", "2️⃣": "consecutive statements on a line must be"])
        assertParse("switch x { case 1:1️⃣ ; default: break }", errors: ["1️⃣": "expected expression"])
        assertParse("print(1)1️⃣ print(2)", errors: ["1️⃣": "consecutive statements on a line must be"])
        assertParse("let c = { a()1️⃣ b() }", errors: ["1️⃣": "consecutive statements on a line must be"])
        assertParse("enum E { case a1️⃣ case b }", errors: ["1️⃣": "consecutive declarations on a line must be"])
        assertParse("do {} catch {}1️⃣ print(1)", errors: ["1️⃣": "consecutive statements on a line must be"])
        assertParse("f() {}1️⃣ g()", errors: ["1️⃣": "consecutive statements on a line must be"])
        assertParse("x = 1; 1️⃣; y = 2", errors: ["1️⃣": "';' statements are not allowed"])
        assertParse("func f() { a();1️⃣; }", errors: ["1️⃣": "';' statements are not allowed"])
        assertParse("struct S { var a = 1;1️⃣; }", errors: ["1️⃣": "unexpected ';' separator"])
        assertParse("#if A\nlet a = 11️⃣ let b = 2\n#endif", errors: ["1️⃣": "consecutive statements on a line must be"])
        assertParse("struct S {\n#if A\nvar a = 11️⃣ var b = 2\n#endif\n}", errors: ["1️⃣": "consecutive declarations on a line must be"])
        assertParse("let x = 11️⃣ #if A\n#endif", errors: ["1️⃣": "consecutive statements on a line must be"])
        assertParse("var x: Int { get {1️⃣ ; 1 } }", errors: ["1️⃣": "expected expression"])
    }

    /// Declarations where swiftc takes none: `init`, `deinit` and `subscript` outside types, `case`
    /// outside enums, `associatedtype` outside protocols, bodies in protocols, `static` and `class` outside
    /// types, `class` in value types, imports, extensions, operators and precedence groups off file scope.
    func testDeclarationPlaces() {
        assertParse("1️⃣init() {}", errors: ["1️⃣": "initializers may only be declared within a type"])
        assertParse("1️⃣deinit {}", errors: ["1️⃣": "deinitializers may only be declared within a"])
        assertParse("1️⃣subscript(i: Int) -> Int { 0 }", errors: ["1️⃣": "'subscript' functions may only be declared within"])
        assertParse("struct S { 1️⃣associatedtype T }", errors: ["1️⃣": "associated types can only be defined in a"])
        assertParse("1️⃣associatedtype T", errors: ["1️⃣": "associated types can only be defined in a"])
        assertParse("func f() { 1️⃣init() {} }", errors: ["1️⃣": "initializers may only be declared within a type"])
        assertParse("protocol P { func f() 1️⃣{} }", errors: ["1️⃣": "protocol methods must not have bodies"])
        assertParse("class C { deinit 1️⃣async {} }", errors: ["1️⃣": "deinitializers cannot have a name"])
        assertParse("1️⃣static func == (a: S, b: S) -> Bool { true }", errors: ["1️⃣": "static methods may only be declared on a type"])
        assertParse("@TaskLocal 1️⃣static var id: Int = 0", errors: ["1️⃣": "static properties may only be declared on a type"])
        assertParse("extension C { 1️⃣deinit {} }", errors: ["1️⃣": "deinitializers may only be declared within a"])
        assertParse("protocol P { init() 1️⃣{} }", errors: ["1️⃣": "protocol initializers must not have bodies"])
        assertParse("extension E { 1️⃣case a }", errors: ["1️⃣": "enum 'case' is not allowed outside of an enum"])
        assertParse("struct S { 1️⃣case a }", errors: ["1️⃣": "enum 'case' is not allowed outside of an enum"])
        assertParse("extension P { 1️⃣associatedtype T }", errors: ["1️⃣": "associated types can only be defined in a"])
        assertParse("1️⃣static var x = 1", errors: ["1️⃣": "static properties may only be declared on a type"])
        assertParse("1️⃣class func f() {}", errors: ["1️⃣": "class methods may only be declared on a type"])
        assertParse("1️⃣class var x: Int { 1 }", errors: ["1️⃣": "class properties may only be declared on a type"])
        assertParse("struct S { 1️⃣class func f() {} }", errors: ["1️⃣": "class methods are only allowed within classes;"])
        assertParse("enum E { 1️⃣class var x: Int { 1 } }", errors: ["1️⃣": "class properties are only allowed within classes;"])
        assertParse("func f() { 1️⃣static var x = 1 }", errors: ["1️⃣": "static properties may only be declared on a type"])
        assertParse("1️⃣operator +++", errors: ["1️⃣": "operator must be declared as 'prefix', 'postfix',"])
        assertParse("struct S { prefix 1️⃣operator +++ }", errors: ["1️⃣": "'operator' may only be declared at file scope"])
        assertParse("func f() { prefix 1️⃣operator +++ }", errors: ["1️⃣": "'operator' may only be declared at file scope"])
        assertParse("protocol P { 1️⃣class func f() }", errors: ["1️⃣": "class methods are only allowed within classes;"])
        assertParse("protocol P { 1️⃣deinit {} }", errors: ["1️⃣": "deinitializers may only be declared within a"])
        assertParse("protocol P { init?() 1️⃣{} }", errors: ["1️⃣": "protocol initializers must not have bodies"])
        assertParse("func f() { 1️⃣extension Int {} }", errors: ["1️⃣": "declaration is only valid at file scope"])
        assertParse("struct S { 1️⃣import Foo }", errors: ["1️⃣": "declaration is only valid at file scope"])
        assertParse("func f() { 1️⃣precedencegroup G {} }", errors: ["1️⃣": "declaration is only valid at file scope"])
    }

    /// Computed and observed properties: `let` has neither; a computed `var` has one variable with its
    /// type; each accessor once; a setter needs a getter; bodies outside protocols, none inside.
    func testPropertiesAndAccessors() {
        assertParse("var x: Int { get1️⃣ set2️⃣ }", errors: ["1️⃣": "expected '{' to start getter definition", "2️⃣": "expected '{' to start setter definition"])
        assertParse("let x: Int 1️⃣{ 1 }", errors: ["1️⃣": "'let' declarations cannot be computed properties"])
        assertParse("protocol P { subscript(i: Int) -> Int 1️⃣{ 0 } }", errors: ["1️⃣": "expected get or set in a protocol property"])
        assertParse("protocol P { var x: Int { get 1️⃣{ 1 } } }", errors: ["1️⃣": "protocol property getter cannot have a default"])
        assertParse("protocol P { var x: Int 1️⃣= 1 }", errors: ["1️⃣": "initial value is not allowed here"])
        assertParse("protocol P { let x: Int 1️⃣{ get } }", errors: ["1️⃣": "'let' declarations cannot be computed properties"])
        assertParse("let x: Int 1️⃣{ get { 1 } }", errors: ["1️⃣": "'let' declarations cannot be computed properties"])
        assertParse("var 1️⃣x { get { 1 } }", errors: ["1️⃣": "computed property must have an explicit type"])
        assertParse("struct S { var x: Int { get1️⃣ } }", errors: ["1️⃣": "expected '{' to start getter definition"])
        assertParse("struct S { var x: Int { 1️⃣set { } } }", errors: ["1️⃣": "variable with a setter must also have a getter"])
        assertParse("var x: Int { get { 1 } 1️⃣get { 2 } }", errors: ["1️⃣": "variable already has a getter"])
        assertParse("let x = 1 1️⃣{ didSet {} }", errors: ["1️⃣": "'let' declarations cannot be observing properties"])
        assertParse("var (a, b): (Int, Int) 1️⃣{ 1 }", errors: ["1️⃣": "getter/setter can only be defined for a single"])
        assertParse("var x: Int { get { 1 } set {} 1️⃣set {} }", errors: ["1️⃣": "variable already has a setter"])
        assertParse("var x: Int { 1️⃣_read { yield 1 } get { 1 } }", errors: ["1️⃣": "variable cannot provide both a 'read' accessor"])
        assertParse("var x: Int { 1️⃣_modify { yield &y } }", errors: ["1️⃣": "variable with a 'modify' accessor must also have"])
        assertParse("var x: Int = 1 { willSet {} didSet {} 1️⃣willSet {} }", errors: ["1️⃣": "variable already has 'willSet'"])
        assertParse("protocol P { var x: Int { 1️⃣set } }", errors: ["1️⃣": "variable with a setter must also have a getter"])
        assertParse("protocol P { var x 1️⃣= 1 }", errors: ["1️⃣": "initial value is not allowed here"])
        assertParse("protocol P { var x: Int 1️⃣{ 1 } }", errors: ["1️⃣": "expected get or set in a protocol property"])
        assertParse("protocol P { subscript(i: Int) -> Int1️⃣ }", errors: ["1️⃣": "subscript in protocol must have explicit { get }"])
        assertParse("var a, b: Int 1️⃣{ 1 }", errors: ["1️⃣": "'var' declarations with multiple variables cannot"])
        assertParse("var a: Int 1️⃣{ 1 }, b = 2", errors: ["1️⃣": "'var' declarations with multiple variables cannot"])
        assertParse("var a = 1, b = 2 1️⃣{ didSet {} }", errors: ["1️⃣": "'var' declarations with multiple variables cannot"])
        assertParse("struct S { subscript(i: Int) -> Int { 1️⃣set {} } }", errors: ["1️⃣": "subscript with a setter must also have a getter"])
        assertParse("struct S { subscript(i: Int) -> Int { get1️⃣ } }", errors: ["1️⃣": "expected '{' to start getter definition"])
        assertParse("struct S { subscript(i: Int) -> Int1️⃣ }", errors: ["1️⃣": "expected '{' in subscript to specify getter and"])
    }

    /// Modifiers: each once, one access level (and one setter access level), `static` and `class` apart.
    func testModifiers() {
        assertParse("private 1️⃣private func f() {}", errors: ["1️⃣": "duplicate modifier"])
        assertParse("public 1️⃣private func f() {}", errors: ["1️⃣": "multiple incompatible access-level modifiers"])
        assertParse("1️⃣static 2️⃣static func f() {}", errors: ["1️⃣": "static methods may only be declared on a type", "2️⃣": "'static' cannot appear after another 'static' or"])
        assertParse("final 1️⃣final class C {}", errors: ["1️⃣": "duplicate modifier"])
        assertParse("private(set) 1️⃣public(set) var x = 1", errors: ["1️⃣": "multiple incompatible access-level modifiers"])
        assertParse("1️⃣static 2️⃣class func f() {}", errors: ["1️⃣": "static methods may only be declared on a type", "2️⃣": "'class' cannot appear after another 'static' or"])
        assertParse("1️⃣class 2️⃣static func f() {}", errors: ["1️⃣": "class methods may only be declared on a type", "2️⃣": "'static' cannot appear after another 'static' or"])
        assertParse("mutating 1️⃣mutating func f() {}", errors: ["1️⃣": "duplicate modifier"])
        assertParse("struct S { static private 1️⃣static func f() {} }", errors: ["1️⃣": "'static' cannot appear after another 'static' or"])
        assertParse("open 1️⃣public class C {}", errors: ["1️⃣": "multiple incompatible access-level modifiers"])
        assertParse("weak 1️⃣unowned var x: C?", errors: ["1️⃣": "duplicate modifier"])
    }

    /// Effects: `async` before `throws`, each once; `await` and `try` are not specifiers.
    func testEffectSpecifiers() {
        assertParse("func f() throws 1️⃣throws {}", errors: ["1️⃣": "'throws' has already been specified"])
        assertParse("func f() async 1️⃣async {}", errors: ["1️⃣": "'async' has already been specified"])
        assertParse("func f() throws 1️⃣async {}", errors: ["1️⃣": "'async' must precede 'throws'"])
        assertParse("func f() throws 1️⃣rethrows {}", errors: ["1️⃣": "'rethrows' has already been specified"])
        assertParse("func f() 1️⃣await {}", errors: ["1️⃣": "expected async specifier; did you mean 'async'?"])
        assertParse("func f() 1️⃣try {}", errors: ["1️⃣": "expected throwing specifier; did you mean"])
        assertParse("func f() throws(E) 1️⃣async {}", errors: ["1️⃣": "'async' must precede 'throws'"])
        assertParse("let f: () throws 1️⃣async -> Void", errors: ["1️⃣": "'async' must precede 'throws'"])
        assertParse("let c = { () throws 1️⃣async in }", errors: ["1️⃣": "'async' must precede 'throws'"])
    }

    /// Switch cases: each has a statement, and no case follows the `default`.
    func testSwitchCases() {
        assertParse("switch x { default: break 1️⃣default: break }", errors: ["1️⃣": "additional 'case' blocks cannot appear after the"])
        assertParse("switch x { 1️⃣case 1: }", errors: ["1️⃣": "'case' label in a 'switch' must have at least one"])
        assertParse("switch x { 1️⃣case 1: // c\ndefault: break }", errors: ["1️⃣": "'case' label in a 'switch' must have at least one"])
        assertParse("switch x { default: break\n1️⃣case 1: break }", errors: ["1️⃣": "additional 'case' blocks cannot appear after the"])
        assertParse("switch x { @unknown default: break\n1️⃣case 1: break }", errors: ["1️⃣": "additional 'case' blocks cannot appear after the"])
        assertParse("switch x { 1️⃣default: }", errors: ["1️⃣": "'default' label in a 'switch' must have at least"])
    }

    /// An operator used as a value is a whole argument (`reduce(0, +)`): followed by an operand on its
    /// line it is a prefix operator separated from it; elsewhere (a collection, an initial value) it
    /// lacks its operand.
    func testOperatorsAsValues() {
        assertParse("let x = 1️⃣-2️⃣ 1", errors: ["1️⃣": "unary operator cannot be separated from its", "2️⃣": "consecutive statements on a line must be"])
        assertParse("let x = a + 1️⃣-2️⃣ b", errors: ["1️⃣": "unary operator cannot be separated from its", "2️⃣": "consecutive statements on a line must be"])
        assertParse("let x = f(1️⃣+ 2️⃣1)", errors: ["1️⃣": "unary operator cannot be separated from its", "2️⃣": "unexpected code '1'"])
        assertParse("let x = await1️⃣ + 1", errors: ["1️⃣": "expected expression after 'await'"])
        assertParse("#if 1️⃣! ! DEBUG\n#endif", errors: ["1️⃣": "unary operator cannot be separated from its"])
        assertParse("let x = [1️⃣* 2️⃣2]", errors: ["1️⃣": "unary operator cannot be separated from its", "2️⃣": "unexpected code '2'"])
        assertParse("let x = [1️⃣+, 2️⃣-]", errors: ["1️⃣": "expected expression after unary operator", "2️⃣": "expected expression after unary operator"])
        assertParse("let f: (Int, Int) -> Int = 1️⃣+", errors: ["1️⃣": "expected expression after unary operator"])
        assertParse("let d = [1: 1️⃣+]", errors: ["1️⃣": "expected expression after unary operator"])
    }

    /// `await` is always an operator in an expression: alone, it lacks its operand.
    func testAwaitNeedsAnOperand() {
        assertParse("let x = await1️⃣", errors: ["1️⃣": "expected expression after 'await'"])
        assertParse("let x = f(await1️⃣)", errors: ["1️⃣": "expected expression after 'await'"])
    }

    /// `await` and `try` take an operand that starts on the next line, but an `#if` block is no
    /// expression. (`copy` or `consume` at a line's end is a name, and the block below it a statement
    /// of its own: accepted, in `GrammarConformanceTests`.)
    func testConditionalBlockIsNoOperand() {
        for keyword in ["await", "try", "try?", "try!"] {
            assertParse(
                "func f() async throws {\n  let v = \(keyword)1️⃣\n  #if DEBUG\n  1\n  #else\n  2\n  #endif\n}",
                errors: ["1️⃣": "expected expression"])
        }
    }

    /// `yield` is a statement only in a `_read` or `_modify` body (not in a closure or function inside
    /// one): elsewhere it is a name, and `yield x` two expressions. `borrow` and `mutate` accessors are
    /// experimental, and SE-0474's `yielding` accessors are not in the toolchain.
    func testYieldOnlyInCoroutineAccessors() {
        assertParse("struct S { var x: Int { get { yield1️⃣ y } } }", errors: ["1️⃣": "consecutive statements on a line must be"])
        assertParse("struct S { var x: Int { _read { [1].forEach { yield1️⃣ $0 } } } }", errors: ["1️⃣": "consecutive statements on a line must be"])
        assertParse("func f() { yield1️⃣ x }", errors: ["1️⃣": "consecutive statements on a line must be"])
        assertParse("struct S { var x: Int { _read { func g() { yield1️⃣ y } } } }", errors: ["1️⃣": "consecutive statements on a line must be"])
        assertParse("struct S { var x: Int { unsafeAddress { yield1️⃣ p } } }", errors: ["1️⃣": "consecutive statements on a line must be"])
        assertParse("struct S { var x: Int { yielding1️⃣ borrow { yield2️⃣ y }3️⃣ yielding4️⃣ mutate { yield5️⃣ &y } } }", errors: ["1️⃣": "consecutive statements on a line must be", "2️⃣": "consecutive statements on a line must be", "3️⃣": "consecutive statements on a line must be", "4️⃣": "consecutive statements on a line must be", "5️⃣": "consecutive statements on a line must be"])
        assertParse("struct S { var x: Int { 1️⃣borrow { yield y } } }", errors: ["1️⃣": "borrow accessor requires"])
        assertParse("struct S { var x: Int { 1️⃣mutate { yield &y } get { 1 } } }", errors: ["1️⃣": "mutate accessor requires"])
        assertParse("struct S { var x: Int { read { yield1️⃣ y } } }", errors: ["1️⃣": "consecutive statements on a line must be"])
    }

    /// Operator declarations (a fixity, an operator name, one precedence group for an infix operator)
    /// and precedence groups (the four attributes, each once, with their values, nothing between them).
    func testOperatorsAndPrecedenceGroups() {
        assertParse("precedencegroup P { higherThan: A, B1️⃣; lowerThan: C2️⃣; associativity: right3️⃣; assignment: true }", errors: ["1️⃣": "unexpected code ';'", "2️⃣": "unexpected code ';'", "3️⃣": "unexpected code ';'"])
        assertParse("precedencegroup P { 1️⃣foo: A }", errors: ["1️⃣": "'foo' is not a valid precedence group attribute"])
        assertParse("precedencegroup P { associativity: 1️⃣up }", errors: ["1️⃣": "expected 'none', 'left', or 'right' after"])
        assertParse("precedencegroup P { assignment: 1️⃣yes }", errors: ["1️⃣": "expected 'true' or 'false' after 'assignment'"])
        assertParse("precedencegroup P { higherThan: A,1️⃣ }", errors: ["1️⃣": "expected identifier"])
        assertParse("precedencegroup P { higherThan:1️⃣ }", errors: ["1️⃣": "expected identifier"])
        assertParse("precedencegroup P { higherThan1️⃣ A }", errors: ["1️⃣": "expected ':'"])
        assertParse("precedencegroup P { higherThan: A1️⃣.2️⃣B3️⃣ }", errors: ["1️⃣": "unexpected code '.'", "2️⃣": "'B' is not a valid precedence group attribute", "3️⃣": "expected ':' and identifier"])
        assertParse("precedencegroup P { higherThan: A\n 1️⃣higherThan: B }", errors: ["1️⃣": "'higherThan' attribute for precedence group"])
        assertParse("precedencegroup P { associativity: left1️⃣, 2️⃣right3️⃣ }", errors: ["1️⃣": "unexpected code ','", "2️⃣": "'right' is not a valid precedence group attribute", "3️⃣": "expected ':' and identifier"])
        assertParse("infix operator +++ : P1️⃣, Q", errors: ["1️⃣": "expected expression"])
        assertParse("prefix operator +++ 1️⃣: P", errors: ["1️⃣": "only infix operators may declare a precedence"])
        assertParse("infix operator +++ :1️⃣", errors: ["1️⃣": "expected identifier"])
        assertParse("infix operator +++1️⃣ {}", errors: ["1️⃣": "consecutive statements on a line must be"])
        assertParse("infix operator 1️⃣a", errors: ["1️⃣": "'a' is considered an identifier and must not"])
        assertParse("infix operator 1️⃣.", errors: ["1️⃣": "'.' is not allowed in operator names"])
        assertParse("postfix operator 1️⃣?", errors: ["1️⃣": "postfix operator names starting with '?' or '!'"])
        assertParse("infix operator +1️⃣.2️⃣", errors: ["1️⃣": "consecutive statements on a line must be", "2️⃣": "expected identifier"])
        assertParse("struct S { 1️⃣precedencegroup G {} }", errors: ["1️⃣": "declaration is only valid at file scope"])
    }

    /// A member's name is on its period's line (not an implicit member's); a trailing closure never
    /// follows a literal, a key path or a tuple (`(a)` is no tuple), so its brace starts another item.
    func testMemberNamesAndTrailingClosures() {
        assertParse("let x = a.1️⃣\n  count", errors: ["1️⃣": "expected identifier"])
        assertParse("let k = \\Foo.1️⃣\n  bar", errors: ["1️⃣": "expected identifier"])
        assertParse("func f() { (a, b)1️⃣ { } }", errors: ["1️⃣": "consecutive statements on a line must be"])
        assertParse("func f() { (x: a)1️⃣ { } }", errors: ["1️⃣": "consecutive statements on a line must be"])
        assertParse("func f() { ()1️⃣ { } }", errors: ["1️⃣": "consecutive statements on a line must be"])
        assertParse("func f() { [a]1️⃣ { } }", errors: ["1️⃣": "consecutive statements on a line must be"])
        assertParse("func f() { \"a\"1️⃣ { } }", errors: ["1️⃣": "consecutive statements on a line must be"])
        assertParse("func f() { 11️⃣ { } }", errors: ["1️⃣": "consecutive statements on a line must be"])
        assertParse("func f() { \\.a1️⃣ { } }", errors: ["1️⃣": "consecutive statements on a line must be"])
        assertParse("var 1️⃣x = 1 { get { 1 } }", errors: ["1️⃣": "computed property must have an explicit type"])
    }

    /// `static` and `class` on what cannot take them, an operator function's argument labels, a
    /// default for a generic parameter, a closure with nothing before `in`.
    func testDeclarationForms() {
        assertParse("struct S { static func ==(1️⃣lhs lhs: S, rhs: S) -> Bool { true } }", errors: ["1️⃣": "operator cannot have keyword arguments"])
        assertParse("prefix func -(1️⃣x x: S) -> S { x }", errors: ["1️⃣": "operator cannot have keyword arguments"])
        assertParse("enum E { 1️⃣static case a }", errors: ["1️⃣": "declaration cannot be marked 'static'"])
        assertParse("1️⃣static import Foo", errors: ["1️⃣": "declaration cannot be marked 'static'"])
        assertParse("struct S { 1️⃣static typealias T = Int }", errors: ["1️⃣": "declaration cannot be marked 'static'"])
        assertParse("struct S { 1️⃣static struct T {} }", errors: ["1️⃣": "declaration cannot be marked 'static'"])
        assertParse("struct S { 1️⃣static init() {} }", errors: ["1️⃣": "declaration cannot be marked 'static'"])
        assertParse("class C { 1️⃣class init() {} }", errors: ["1️⃣": "declaration cannot be marked 'class'"])
        assertParse("struct S { 1️⃣static deinit {} }", errors: ["1️⃣": "declaration cannot be marked 'static'"])
        assertParse("protocol P { 1️⃣static associatedtype T }", errors: ["1️⃣": "declaration cannot be marked 'static'"])
        assertParse("enum E { 1️⃣static indirect case a }", errors: ["1️⃣": "declaration cannot be marked 'static'"])
        assertParse("struct S<T 1️⃣= Int> {}", errors: ["1️⃣": "expected '>' to complete generic parameter list"])
        assertParse("func f<T 1️⃣= Int>() {}", errors: ["1️⃣": "expected '>' to complete generic parameter list"])
        assertParse("let c = { 1️⃣in 1 }", errors: ["1️⃣": "expected expression"])
    }

    /// `=` is the assignment only with the same whitespace on both sides (a comment counts as
    /// whitespace, a period on the right binds only after whitespace).
    func testAssignmentWhitespace() {
        assertParse("func f() { x1️⃣= 1 }", errors: ["1️⃣": "'=' must have consistent whitespace on both sides"])
        assertParse("func f() { x 1️⃣=1 }", errors: ["1️⃣": "'=' must have consistent whitespace on both sides"])
        assertParse("func f() { x1️⃣=\n1 }", errors: ["1️⃣": "'=' must have consistent whitespace on both sides"])
        assertParse("func f(x: Int 1️⃣=1) {}", errors: ["1️⃣": "'=' must have consistent whitespace on both sides"])
        assertParse("func f() { x1️⃣=.foo }", errors: ["1️⃣": "'=' must have consistent whitespace on both sides"])
        assertParse("func f() { x 1️⃣=.foo }", errors: ["1️⃣": "'=' must have consistent whitespace on both sides"])
        assertParse("let x1️⃣=\n  1", errors: ["1️⃣": "'=' must have consistent whitespace on both sides"])
        assertParse("func f() { x 1️⃣={ 1 }() }", errors: ["1️⃣": "'=' must have consistent whitespace on both sides"])
    }

    /// A `let` or `var` pattern holds no other: `case let .a(let x)`, `var (var a, b)`; `for let` and
    /// `for (let a, b)` repeat what the loop already makes constant.
    func testNestedBindingPatterns() {
        assertParse("func f() { if case let (1️⃣let a, b) = t {} }", errors: ["1️⃣": "'let' cannot appear nested inside another 'var'"])
        assertParse("func f() { if case let .a(1️⃣let x) = t {} }", errors: ["1️⃣": "'let' cannot appear nested inside another 'var'"])
        assertParse("func f() { switch t { case let .a(1️⃣var x): break; default: break } }", errors: ["1️⃣": "'var' cannot appear nested inside another 'var'"])
        assertParse("func f() { if let (1️⃣let a, b) = t {} }", errors: ["1️⃣": "'let' cannot appear nested inside another 'var'"])
        assertParse("func f() { for 1️⃣let x in xs {} }", errors: ["1️⃣": "'let' pattern cannot appear nested in an already"])
        assertParse("func f() { let (1️⃣let a, b) = t }", errors: ["1️⃣": "'let' cannot appear nested inside another 'var'"])
        assertParse("func f() { for (1️⃣let a, b) in xs {} }", errors: ["1️⃣": "'let' pattern cannot appear nested in an already"])
        assertParse("func f() { for case let (1️⃣let a, b) in xs {} }", errors: ["1️⃣": "'let' cannot appear nested inside another 'var'"])
        assertParse("func f() { var (1️⃣var a, b) = t }", errors: ["1️⃣": "'var' cannot appear nested inside another 'var'"])
        assertParse("func f() { if var (a, 1️⃣let b) = t {} }", errors: ["1️⃣": "'let' cannot appear nested inside another 'var'"])
        assertParse("func f() { do {} catch let .a(1️⃣let e) {} }", errors: ["1️⃣": "'let' cannot appear nested inside another 'var'"])
    }

    /// `#available` and `#unavailable` take `@available`'s short form, and are conditions only.
    func testAvailabilityConditions() {
        assertParse("func f() { if #available(iOS 171️⃣. .0, *) {} }", errors: ["1️⃣": "expected ')' in availability condition"])
        assertParse("func f() { if #available(1️⃣) {} }", errors: ["1️⃣": "expected platform name"])
        assertParse("func f() { if #available(iOS 17, *1️⃣,) {} }", errors: ["1️⃣": "expected platform name"])
        assertParse("func f() { if #available(iOS 17 1️⃣*) {} }", errors: ["1️⃣": "'*' cannot be used in an availability condition"])
        assertParse("func f() { if #available(iOS 1️⃣1_7, *) {} }", errors: ["1️⃣": "expected version number"])
        assertParse("func f() { if #available(iOS 17, 1️⃣unavailable) {} }", errors: ["1️⃣": "'unavailable' can't be combined with shorthand"])
        assertParse("func f() { if !1️⃣#available(iOS 17, *) {} }", errors: ["1️⃣": "#available may only be used as condition of an"])
        assertParse("let x = 1️⃣#available(iOS 17, *)", errors: ["1️⃣": "#available may only be used as condition of an"])
    }

    /// Lists need their commas (closure names and captures, tuple patterns and types, generic
    /// parameters); a closure's parameters have no labels; `.0` is not a member; attributes begin a
    /// declaration.
    func testListsLabelsAndStrayAttributes() {
        assertParse("let c = { a1️⃣ b in }", errors: ["1️⃣": "expected ','"])
        assertParse("let c = { (1️⃣a b) in }", errors: ["1️⃣": "closure cannot have keyword arguments"])
        assertParse("let c = { (1️⃣x y: Int) in }", errors: ["1️⃣": "closure cannot have keyword arguments"])
        assertParse("let (a 1️⃣b) = t", errors: ["1️⃣": "unexpected code 'b'"])
        assertParse("let x: (Int 1️⃣String) = t", errors: ["1️⃣": "unexpected code 'String'"])
        assertParse("func f<T1️⃣ U>()2️⃣ {}", errors: ["1️⃣": "expected '>' and '('", "2️⃣": "consecutive statements on a line must be"])
        assertParse("let c = { [a1️⃣ b2️⃣]3️⃣ 4️⃣in }", errors: ["1️⃣": "expected ']'", "2️⃣": "expected 'in'", "3️⃣": "expected expression", "4️⃣": "unexpected code 'in'"])
        assertParse("let x = 1️⃣.0", errors: ["1️⃣": "'.0' is not a valid floating point literal; it"])
        assertParse("let x = 1️⃣.1.5", errors: ["1️⃣": "expected identifier after '.' expression"])
        assertParse("@1️⃣Suite\n Tests {}", errors: ["1️⃣": "expected declaration"])
        assertParse("func f() { @1️⃣MainActor\n x() }", errors: ["1️⃣": "expected declaration"])
    }

    /// SE-0439 allows a trailing comma in lists with brackets around them, not in a where clause,
    /// an inheritance clause or a condition list.
    func testTrailingCommasWhereNotAllowed() {

    }

    // MARK: Lexical structure

    /// Number literals: the digits their prefix allows, `_` anywhere but first, a hexadecimal
    /// fraction only with an exponent, an exponent with a digit; a number's member must be a name.
    func testNumberLiterals() {
        assertParse("let x = 01️⃣x", errors: ["1️⃣": "expected a digit after integer literal prefix"])
        assertParse("let x = 0x1️⃣_FF", errors: ["1️⃣": "'_' is not a valid hexadecimal digit (0-9, A-F)"])
        assertParse("let x = 0x1️⃣G", errors: ["1️⃣": "'G' is not a valid hexadecimal digit (0-9, A-F)"])
        assertParse("let x = 0x11️⃣p", errors: ["1️⃣": "expected a digit in floating point exponent"])
        assertParse("let x = 0o1️⃣8", errors: ["1️⃣": "'8' is not a valid octal digit (0-7) in integer"])
        assertParse("let x = 0o1️⃣_7", errors: ["1️⃣": "'_' is not a valid octal digit (0-7) in integer"])
        assertParse("let x = 0b101️⃣2", errors: ["1️⃣": "'2' is not a valid binary digit (0 or 1) in"])
        assertParse("let x = 0b1️⃣_1", errors: ["1️⃣": "'_' is not a valid binary digit (0 or 1) in"])
        assertParse("let x = 01️⃣b", errors: ["1️⃣": "expected a digit after integer literal prefix"])
        assertParse("let x = 11️⃣abc", errors: ["1️⃣": "'a' is not a valid digit in integer literal"])
        assertParse("let x = 11️⃣e", errors: ["1️⃣": "expected a digit in floating point exponent"])
        assertParse("let x = 11️⃣e+", errors: ["1️⃣": "expected a digit in floating point exponent"])
        assertParse("let x = 121️⃣x", errors: ["1️⃣": "'x' is not a valid digit in integer literal"])
        assertParse("let x = 01️⃣X1", errors: ["1️⃣": "'X' is not a valid digit in integer literal"])
        assertParse("let x = 11️⃣$", errors: ["1️⃣": "'$' is not a valid digit in integer literal"])
        assertParse("let x = 1.2.1️⃣3", errors: ["1️⃣": "expected named member of numeric literal"])
        assertParse("let x = 1 .1️⃣2", errors: ["1️⃣": "expected named member of numeric literal"])
        assertParse("let x = 1e5.1️⃣5", errors: ["1️⃣": "expected named member of numeric literal"])
    }

    /// String literals: escapes Swift knows (`\0 \\ \t \n \r \" \'`, `\u{…}` with one to eight digits of a
    /// valid scalar, a raw string's `#`s), and a multi-line literal's layout: a line break right after
    /// the opening delimiter, the closing one alone on its line, every line indented like it.
    func testStringLiterals() {
        assertParse("let s = \"1️⃣\\q\"", errors: ["1️⃣": "invalid escape sequence in literal"])
        assertParse("let s = \"1️⃣\\u{110000}\"", errors: ["1️⃣": "invalid unicode scalar"])
        assertParse("let s = \"1️⃣\\u{D800}\"", errors: ["1️⃣": "invalid unicode scalar"])
        assertParse("let s = \"1️⃣\\u{}\"", errors: ["1️⃣": "\\u{...} escape sequence expects between 1 and 8 he"])
        assertParse("let s = \"1️⃣\\u{123456789}\"", errors: ["1️⃣": "\\u{...} escape sequence expects between 1 and 8 he"])
        assertParse("let s = \"1️⃣\\u1234\"", errors: ["1️⃣": "expected hexadecimal code in braces after unicode"])
        assertParse("let s = \"1️⃣\\u{12\"", errors: ["1️⃣": "expected '}' in \\u{...} escape sequence"])
        assertParse("let s = \"1️⃣\\ \"", errors: ["1️⃣": "invalid escape sequence in literal"])
        assertParse("let s = #\"1️⃣\\#q\"#", errors: ["1️⃣": "invalid escape sequence in literal"])
        assertParse("let s = \"\"\"1️⃣abc\n  \"\"\"", errors: ["1️⃣": "multi-line string literal content must begin on a"])
        assertParse("let s = \"\"\"1️⃣   \n  abc\n  \"\"\"", errors: ["1️⃣": "multi-line string literal content must begin on a"])
        assertParse("let s = \"\"\"\n  abc\n  x1️⃣\"\"\"", errors: ["1️⃣": "multi-line string literal closing delimiter must"])
        assertParse("let s = \"\"\"\n  abc\n1️⃣ def\n  \"\"\"", errors: ["1️⃣": "insufficient indentation of line in multi-line"])
        assertParse("let s = \"\"\"\n  abc\n1️⃣ \n  def\n  \"\"\"", errors: ["1️⃣": "insufficient indentation of line in multi-line"])
        assertParse("let s = \"\"\"\n1️⃣\tabc\n  \"\"\"", errors: ["1️⃣": "unexpected tab in indentation of line in"])
        assertParse("let s = \"\"\"\n  a\\(1)\n1️⃣b\n  \"\"\"", errors: ["1️⃣": "insufficient indentation of line in multi-line"])
        assertParse("let s = \"\"\"1️⃣\"\"\"", errors: ["1️⃣": "multi-line string literal content must begin on a"])
        assertParse("let s = \"\"\"\n  abc1️⃣\"\"\"", errors: ["1️⃣": "multi-line string literal closing delimiter must"])
        assertParse("let s = \"\"\"\n  a\\tb1️⃣\\q\n  \"\"\"", errors: ["1️⃣": "invalid escape sequence in literal"])
        assertParse("let x = 1️⃣$", errors: ["1️⃣": "'$' is not an identifier; use backticks to escape"])
        assertParse("let s = \"\\(x)1️⃣\\q\"", errors: ["1️⃣": "invalid escape sequence in literal"])
        assertParse("let s = \"a\" + \"1️⃣\\u{D800}\"", errors: ["1️⃣": "invalid unicode scalar"])
    }

    /// Editor placeholders, conflict markers, a lone `$`, `$0` outside closures, `#error` outside `#if`.
    func testOtherLexicalErrors() {
        assertParse("let x = 0x1.1️⃣8", errors: ["1️⃣": "hexadecimal floating point literal must end with"])
        assertParse("let x = 0x1p1️⃣_1", errors: ["1️⃣": "'_' is not a valid first character in floating"])
        assertParse("let x = 1e1️⃣_5", errors: ["1️⃣": "'_' is not a valid first character in floating"])
        assertParse("let x = 1️⃣<#name#>", errors: ["1️⃣": "editor placeholder in source file"])
        assertParse("func f(_ x: 1️⃣<#T#>) {}", errors: ["1️⃣": "editor placeholder in source file"])
        assertParse("1️⃣<<<<<<< HEAD\nlet x = 1\n2️⃣=======\nlet x = 2\n3️⃣>>>>>>> b", errors: ["1️⃣": "source control conflict marker in source file", "2️⃣": "source control conflict marker in source file", "3️⃣": "source control conflict marker in source file"])
        assertParse("1️⃣#error(\"x\")", errors: ["1️⃣": "x"])
        assertParse("func f() { 1️⃣#error(\"x\") }", errors: ["1️⃣": "x"])
        assertParse("struct S { 1️⃣#error(\"x\") }", errors: ["1️⃣": "x"])
        assertParse("let x = 1️⃣$0 + 1", errors: ["1️⃣": "anonymous closure argument not contained in a"])
        assertParse("func f(x: Int = 1️⃣$1) {}", errors: ["1️⃣": "anonymous closure argument not contained in a"])
    }
}
