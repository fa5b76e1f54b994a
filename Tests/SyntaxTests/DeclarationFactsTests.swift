import Syntax
import XCTest

/// `DeclarationFact` is what `lifeline dump decls` prints and what compare-decls holds against
/// swift-syntax; these cases pin the rules the format states.
final class DeclarationFactsTests: XCTestCase {
    /// One line per declaration: `kind name@line: inherits | props | funcs | inits`, where a property
    /// reads `@Attr name@line: Type = static`, each part present only when it applies.
    func assertDecls(_ source: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        let tree = assertParse(source, file: file, line: line)
        let summary = DeclarationFact.collect(tree, path: "t.swift").map { fact -> String in
            var text = "\(fact.kind) \(fact.name)@\(fact.line)"
            if !fact.inherits.isEmpty { text += ": " + fact.inherits.joined(separator: ", ") }
            let properties = fact.properties.map { p -> String in
                var s = p.attributes.map { "@" + $0 + " " }.joined() + "\(p.name)@\(p.line)"
                if let type = p.type { s += ": \(type)" }
                if p.hasInitializer { s += " =" }
                if p.isStatic { s += " static" }
                return s
            }
            if !properties.isEmpty { text += " | " + properties.joined(separator: ", ") }
            if !fact.funcs.isEmpty { text += " | funcs " + fact.funcs.joined(separator: " ") }
            if fact.inits > 0 { text += " | inits \(fact.inits)" }
            return text
        }
        XCTAssertEqual(summary, expected, file: file, line: line)
    }

    func testTypesAndNesting() {
        assertDecls("struct A { struct B { enum C {} } }", ["struct A@1", "struct A.B@1", "enum A.B.C@1"])
        assertDecls(
            "class C: Base, P {}\nactor Act {}\nprotocol P: AnyObject {}", ["class C@1: Base, P", "actor Act@2", "protocol P@3: AnyObject"])
        assertDecls("extension Array where Element == Int { struct Box {} }", ["extension Array@1", "struct Array.Box@1"])
        assertDecls("extension [Int]: P {}\nextension Foo.Bar<Baz> {}", ["extension [Int]@1: P", "extension Foo.Bar<Baz>@2"])
        assertDecls("struct `Type` {}", ["struct Type@1"])
    }

    func testTypesInsideFunctionsAreNotListed() {
        assertDecls("func f() { struct Local {} }\nstruct S { func g() { class Inner {} } }", ["struct S@2 | funcs g"])
    }

    func testProperties() {
        assertDecls(
            """
            struct V: View {
                @StateObject private var model = Model()
                @Environment(\\.dismiss) var dismiss
                @Environment(Store.self) private var store
                let title: String
                var a, b: Int
                static let shared = V()
                static var name: String { "v" }
                var (x, y) = (1, 2)
                var body: some View { Text(title) }
            }
            """,
            [
                "struct V@1: View | @StateObject model@2 =, @Environment dismiss@3, @Environment store@4, title@5: String, a@6, b@6: Int, shared@7 = static, name@8: String static, body@10: some View"
            ]
        )
    }

    func testAttributeNamesDropArgumentsButKeepQualifiers() {
        assertDecls("struct S { @Lib.Wrapper(x: 1) @available(*, deprecated) var v = 0 }", ["struct S@1 | @Lib.Wrapper @available v@1 ="])
    }

    func testTypeTextIsSquashedWithCommentsKept() {
        assertDecls(
            "struct S {\n  var d: [String:\n    Int]\n  var c: Dictionary< /* key */ String, Int>\n}",
            ["struct S@1 | d@2: [String: Int], c@4: Dictionary< /* key */ String, Int>"])
    }

    func testFunctionsInitializersAndIfConfig() {
        assertDecls(
            """
            class M {
                init() {}
                convenience init?(x: Int) { self.init() }
                func a() {}
                static func == (l: M, r: M) -> Bool { true }
                #if DEBUG
                func debug() {}
                var trace = 0
                struct Nested {}
                #else
                init(y: Int) {}
                #endif
            }
            """,
            ["class M@1 | trace@8 = | funcs a == debug | inits 3", "struct M.Nested@9"]
        )
    }

    func testFileLevelIfConfig() {
        assertDecls(
            "#if os(iOS)\nstruct A {}\n#elseif os(macOS)\nstruct B {}\n#else\nenum C {}\n#endif", ["struct A@2", "struct B@4", "enum C@6"])
    }

    func testJSONLine() {
        let tree = SyntaxTree.parse("struct S: P {\n  @State var n: Int = 0\n  func f() {}\n}")
        let line = DeclarationFact.collect(tree, path: "dir/a \"b\".swift")[0].jsonLine
        XCTAssertEqual(
            line,
            #"{"funcs":["f"],"inherits":["P"],"inits":0,"kind":"struct","line":1,"name":"S","path":"dir/a \"b\".swift","properties":[{"attributes":["State"],"initializer":true,"isStatic":false,"line":2,"name":"n","type":"Int"}]}"#
        )
    }
}
