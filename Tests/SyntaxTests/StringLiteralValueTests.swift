import Syntax
import XCTest

/// The value of string literals (`SyntaxNode.stringLiteralPieces`), case by case. Every expected
/// value below is what Swift gives: the cases were compiled with `swiftc` (Swift 6.3) into a program
/// that printed each literal's value, with `x` a `String` holding "X"; the test renders each
/// interpolation as "X" and counts them.
final class StringLiteralValueTests: XCTestCase {
    func testValuesSwiftGives() {
        // plain
        assertStringValue("\"abc\"", "abc")
        // escapes
        assertStringValue("\"a\\nb\\t\\\"q\\\" \\\\ \\0 \\' \\r.\"", "a\nb\t\"q\" \\ \0 ' \r.")
        // unicode escapes
        assertStringValue("\"\\u{1F600}\\u{41}\\u{e9}\"", "😀Aé")
        // interpolation
        assertStringValue("\"a\\(x)b\"", "aXb", interpolations: 1)
        // interpolation only
        assertStringValue("\"\\(x)\"", "X", interpolations: 1)
        // adjacent interpolations
        assertStringValue("\"\\(x)\\(x)-\"", "XX-", interpolations: 2)
        // raw keeps backslashes
        assertStringValue("#\"a\\nb\\(x)\"#", "a\\nb\\(x)")
        // raw escapes with hash
        assertStringValue("#\"a\\#nb\\#(x)c\"#", "a\nbXc", interpolations: 1)
        // raw with quote
        assertStringValue("#\"say \"hi\"\"#", "say \"hi\"")
        // double hash raw
        assertStringValue("##\"a\"#b\\#n\\##n\"##", "a\"#b\\#n\n")
        // multi-line closing at column 0
        assertStringValue("\"\"\"\n{\"a\": 1,\n  \"b\": [2]}\n\"\"\"", "{\"a\": 1,\n  \"b\": [2]}")
        // multi-line indented
        assertStringValue("\"\"\"\n    hello\n      world\n    \"\"\"", "hello\n  world")
        // multi-line tabs
        assertStringValue("\"\"\"\n\t\tone\n\t\t\ttwo\n\t\t\"\"\"", "one\n\ttwo")
        // multi-line blank lines shorter than indentation
        assertStringValue("\"\"\"\n    a\n\n    b\n    \"\"\"", "a\n\nb")
        // multi-line empty
        assertStringValue("\"\"\"\n\"\"\"", "")
        // multi-line one empty line
        assertStringValue("\"\"\"\n\n\"\"\"", "")
        // multi-line two empty lines
        assertStringValue("\"\"\"\n\n\n\"\"\"", "\n")
        // multi-line trailing line break kept
        assertStringValue("\"\"\"\n    a\n\n    \"\"\"", "a\n")
        // multi-line line continuation
        assertStringValue("\"\"\"\n    one \\\n    two\n    \"\"\"", "one two")
        // multi-line continuation with spaces after
        assertStringValue("\"\"\"\n    one\\  \n    two\n    \"\"\"", "onetwo")
        // multi-line continuation keeps extra indentation
        assertStringValue("\"\"\"\n    one\\\n      two\n    \"\"\"", "one  two")
        // multi-line escaped quotes
        assertStringValue("\"\"\"\n    say \\\"\"\"hi\\\"\"\"\n    \"\"\"", "say \"\"\"hi\"\"\"")
        // multi-line quotes inside
        assertStringValue("\"\"\"\n    a \"quoted\" and \"\"two\"\"\n    \"\"\"", "a \"quoted\" and \"\"two\"\"")
        // multi-line interpolation mid line
        assertStringValue("\"\"\"\n    a \\(x) b\n    c\n    \"\"\"", "a X b\nc", interpolations: 1)
        // multi-line interpolation at line start
        assertStringValue("\"\"\"\n    \\(x) starts\n    \\(x)\n    \"\"\"", "X starts\nX", interpolations: 2)
        // multi-line interpolation then continuation line
        assertStringValue("\"\"\"\n    \\(x)\n      more\n    \"\"\"", "X\n  more", interpolations: 1)
        // multi-line escapes
        assertStringValue("\"\"\"\n    tab\\there\\nnext\n    \"\"\"", "tab\there\nnext")
        // multi-line CRLF
        assertStringValue("\"\"\"\r\n    a\r\n    b\r\n    \"\"\"", "a\nb")
        // multi-line escaped line break sequences
        assertStringValue("\"\"\"\n    \\r\\n\n    \"\"\"", "\r\n")
        // raw multi-line
        assertStringValue("#\"\"\"\n    raw \\n \\#(x)\n    \"\"\"#", "raw \\n X", interpolations: 1)
        // raw multi-line column 0
        assertStringValue("#\"\"\"\n{\"k\": \"\\d+\"}\n\"\"\"#", "{\"k\": \"\\d+\"}")
        // raw multi-line continuation
        assertStringValue("#\"\"\"\n    one\\#\n    two\n    \"\"\"#", "onetwo")
        // multi-line deeper closing than content prefix
        assertStringValue("\"\"\"\n        deep\n      shallow-ish\n      \"\"\"", "  deep\nshallow-ish")
        // multi-line trailing spaces kept
        assertStringValue("\"\"\"\n    a  \n    \"\"\"", "a  ")
        // unicode content
        assertStringValue("\"\"\"\n    héllo 🌍\n    \"\"\"", "héllo 🌍")
    }

    /// Literals Swift rejects still get a value, and never a trap: these are what an editor sees
    /// while the user types.
    func testInvalidLiteralsGetABestReading() {
        // A blank line indented less than the closing delimiter (Swift: insufficient indentation).
        assertStringValue("\"\"\"\n    a\n  \n    b\n    \"\"\"", "a\n\nb")
        // A line indented less than the closing delimiter keeps its text.
        assertStringValue("\"\"\"\n  a\n    \"\"\"", "a")
        // Text before the closing delimiter on its line: no indentation is removed.
        assertStringValue("\"\"\"\n    a\n    b\"\"\"", "    a\n    b")
        // Text after the opening delimiter on its line.
        assertStringValue("\"\"\"a\n    b\n    \"\"\"", "a\nb")
        // Unterminated, single and multi-line.
        assertStringValue("\"abc", "abc")
        assertStringValue("\"\"\"\n    abc\n", "    abc\n")
        assertStringValue("\"\"\"", "")
        // `#"""#` is a one-line raw literal holding a quote, as Swift reads it.
        assertStringValue("#\"\"\"#", "\"")
        // Escapes Swift does not know, and broken `\u{…}`, are kept as written.
        assertStringValue(#""a\qb""#, #"a\qb"#)
        assertStringValue(#""\u{zz}\u{110000}\u{""#, #"\u{zz}\u{110000}\u{"#)
        // An escaped quote cannot close: unterminated, holding the quote.
        assertStringValue(#""ends with \""#, #"ends with ""#)
        // A backslash with fewer `#`s than the delimiter is text.
        assertStringValue(###"##"a\#nb"##"###, ##"a\#nb"##)
        // An interpolation on the closing line (invalid): nothing is dropped.
        assertStringValue("\"\"\"\n    a\n    \\(x)\"\"\"", "    a\n    X", interpolations: 1)
        // A lone carriage return is a line break too.
        assertStringValue("\"\"\"\r    a\r    b\r    \"\"\"", "a\nb")
    }

    func testValueIsNilWithInterpolationsOrForOtherNodes() {
        let tree = SyntaxTree.parse("let a = \"x\\(y)\"\nlet b = 1")
        let literals = tree.root.descendants(.stringLiteralExpr)
        XCTAssertEqual(literals.count, 1)
        XCTAssertNil(literals.first?.stringLiteralValue)
        XCTAssertNil(tree.root.stringLiteralPieces)
    }
}

/// Parses `let s = <literal>` and compares the literal's value, each interpolation rendered as "X".
func assertStringValue(_ literal: String, _ expected: String, interpolations: Int = 0, file: StaticString = #filePath, line: UInt = #line) {
    let tree = SyntaxTree.parse("let s = " + literal)
    guard let node = tree.root.descendants(.stringLiteralExpr).first, let pieces = node.stringLiteralPieces else {
        return XCTFail("no string literal in \(literal.debugDescription)", file: file, line: line)
    }
    var value = ""
    var count = 0
    for piece in pieces {
        switch piece {
        case .text(let text): value += text
        case .interpolation:
            value += "X"
            count += 1
        }
    }
    XCTAssertEqual(value, expected, "value of \(literal.debugDescription)", file: file, line: line)
    XCTAssertEqual(count, interpolations, "interpolations in \(literal.debugDescription)", file: file, line: line)
}
