import Syntax
import XCTest

final class OperatorFoldingTests: XCTestCase {
    /// Folds the initializer of the first `let` and compares its parenthesised rendering.
    func assertFolds(
        _ expression: String, _ expected: String, declarations: String = "", file: StaticString = #filePath, line: UInt = #line
    ) {
        let tree = assertParse(declarations + "let v = " + expression, file: file, line: line)
        guard let initializer = firstNode(.initializerClause, in: tree), let value = initializer.children.first else {
            XCTFail("no initializer", file: file, line: line)
            return
        }
        XCTAssertEqual(OperatorTable(tree: tree).fold(value).description, expected, file: file, line: line)
    }

    func testStandardPrecedence() {
        assertFolds("a + b * c", "(a + (b * c))")
        assertFolds("a * b + c", "((a * b) + c)")
        assertFolds("a - b - c", "((a - b) - c)")
        assertFolds("a << 2 * b", "((a << 2) * b)")
        assertFolds("a < b && c || d", "(((a < b) && c) || d)")
        assertFolds("a ?? b ?? c", "(a ?? (b ?? c))")
        assertFolds("0..<n + 1", "(0 ..< (n + 1))")
        assertFolds("x", "x")
    }

    func testTernaryAssignmentAndCasts() {
        assertFolds("x = a ? b : c + d", "(x = (a ? b : (c + d)))")
        assertFolds("a ? b : c ? d : e", "(a ? b : (c ? d : e))")
        assertFolds("a as? Int ?? 0", "((a as? Int) ?? 0)")
        assertFolds("a is String && b", "((a is String) && b)")
        assertFolds("x += y * 2", "(x += (y * 2))")
    }

    func testCustomOperators() {
        assertFolds("a <> b + c", "(a <> (b + c))")
        assertFolds("a <> b + c", "((a <> b) + c)", declarations: "infix operator <>: MultiplicationPrecedence\n")
    }
}
