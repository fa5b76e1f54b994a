import Syntax
import XCTest

/// Invalid code: the errors land where the markers say, the tree keeps every byte, and what follows
/// the damage still parses (each case ends with a valid declaration that must survive).
final class RecoveryTests: XCTestCase {
    func testMissingClosingTokens() {
        assertParse("func f(1️⃣ {}", errors: ["1️⃣": "expected ')'"])
        assertParse("let a = [1, 21️⃣\nlet b = 3", errors: ["1️⃣": "expected ']'"])
        assertParse("struct S {\n  var x = 11️⃣\n", errors: ["1️⃣": "expected '}'"])
        assertParse("let x = f(a, b1️⃣\nstruct T {}", errors: ["1️⃣": "expected ')'"])
    }

    func testMissingPieces() {
        assertParse("struct1️⃣ {}", errors: ["1️⃣": "expected identifier"])
        assertParse("let x =1️⃣ \nstruct T {}", errors: ["1️⃣": "expected expression"])
        assertParse("let x:1️⃣ = 1", errors: ["1️⃣": "expected type"])
        assertParse("if x1️⃣ \nstruct T {}", errors: ["1️⃣": "expected '{' and '}'"])
        assertParse("guard x1️⃣ { return }", errors: ["1️⃣": "expected 'else'"])
        assertParse("#if A\nlet x = 11️⃣\n", errors: ["1️⃣": "expected '#endif'"])
    }

    func testUnexpectedCodeIsKept() {
        assertParse("struct S {\n  1️⃣+++ 42\n  var y = 1\n}", errors: ["1️⃣": "unexpected code '+++ 42'"])
        assertParse("1️⃣}\nlet x = 1", errors: ["1️⃣": "unexpected code '}'"])
        assertParse("func f(a: Int 1️⃣garbage) {}", errors: ["1️⃣": "unexpected code 'garbage'"])
    }

    func testLexerErrors() {
        assertParse("let s = 1️⃣\"abc\nlet t = 1", errors: ["1️⃣": "unterminated string literal"])
        assertParse("let x = 11️⃣\u{07} + 2", errors: ["1️⃣": "invalid character"])
        let tree = assertParse("let x = 1 1️⃣/* open", errors: ["1️⃣": "unterminated '/*' comment"])
        XCTAssertEqual(tree.root.children.first?.kind, .variableDecl)
    }

    func testRecoveryKeepsLaterDeclarations() {
        let tree = assertParse(
            """
            struct A {
              var x:1️⃣ = 1
              func f(2️⃣
            }
            struct B { var y = 2 }
            """, errors: ["1️⃣": "expected type", "2️⃣": "expected ')'"])
        let facts = DeclarationFact.collect(tree, path: "t.swift")
        XCTAssertEqual(facts.map(\.name), ["A", "B"])
        XCTAssertEqual(facts.last?.properties.map(\.name), ["y"])
    }

    func testTooDeepNestingIsReported() {
        let deep = "let x = " + String(repeating: "(", count: 600) + "1" + String(repeating: ")", count: 600)
        let tree = SyntaxTree.parse(deep)
        assertRoundTrip(tree, Array(deep.utf8))
        XCTAssertTrue(tree.diagnostics().contains { $0.message.contains("nest") })
    }
}
