import Syntax
import TestSupport
import XCTest

/// Hostile input: the parser must finish, keep every byte, and never overflow the stack. These tests
/// assert only that (round trip, errors reported); how fast they finish is measured by
/// `lifeline bench parse`, never here.
final class AdversarialTests: XCTestCase {
    /// Parses `bytes` and checks the round trip; returns the tree for further checks.
    @discardableResult
    func assertSurvives(_ bytes: [UInt8], expectErrors: Bool = true, file: StaticString = #filePath, line: UInt = #line) -> SyntaxTree {
        let tree = SyntaxTree.parse(bytes)
        assertRoundTrip(tree, bytes, file: file, line: line)
        if expectErrors {
            XCTAssertFalse(tree.diagnostics().isEmpty, "hostile input parsed without any error", file: file, line: line)
        }
        return tree
    }

    func assertSurvives(_ text: String, expectErrors: Bool = true, file: StaticString = #filePath, line: UInt = #line) {
        assertSurvives(Array(text.utf8), expectErrors: expectErrors, file: file, line: line)
    }

    func testHundredThousandNestedParentheses() {
        let n = 100_000
        assertSurvives("let x = " + String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n) + "\n")
    }

    func testHundredThousandUnbalancedParentheses() {
        assertSurvives("f" + String(repeating: "(", count: 100_000))
        assertSurvives(String(repeating: ")", count: 100_000))
    }

    func testHundredThousandNestedBraces() {
        let n = 100_000
        assertSurvives("func f() " + String(repeating: "{", count: n) + String(repeating: "}", count: n))
        assertSurvives(String(repeating: "{", count: n))
        assertSurvives(String(repeating: "}", count: n))
    }

    func testHundredThousandNestedBrackets() {
        let n = 100_000
        assertSurvives("let a = " + String(repeating: "[", count: n) + String(repeating: "]", count: n))
    }

    func testDeepNestingOfEveryConstruct() {
        // 2,000 in a debug build: still twelve times the parser's nesting cap.
        let n = HeavyInput.size(20_000)
        let cases: [String] = [
            String(repeating: "if a { ", count: n),
            "let x: " + String(repeating: "[", count: n) + "Int" + String(repeating: "]", count: n),
            "let x: " + String(repeating: "(", count: n) + "Int" + String(repeating: ")", count: n),
            "let x: " + String(repeating: "A<", count: n) + "Int" + String(repeating: ">", count: n),
            "let x = " + String(repeating: "-(", count: n) + "1",
            "let x = " + String(repeating: "a ? ", count: n) + "b",
            "let x = " + String(repeating: "try ", count: n) + "f()",
            "let x = " + String(repeating: "{ ", count: n),
            String(repeating: "#if A\n", count: n),
            String(repeating: "struct S { ", count: n),
            String(repeating: "\"\\(", count: n),
            String(repeating: "@A(", count: n),
            "let x = " + String(repeating: "f(a: ", count: n),
            "switch x { " + String(repeating: "case 1: switch y { ", count: n),
            "let k = \\" + String(repeating: "a[", count: n) + "b",
        ]
        for source in cases { assertSurvives(source) }
    }

    /// The forms the conformance checks read: `#if` version conditions (nested, with deep parentheses),
    /// module selector chains, attributes with spaced arguments, `@available` lists, precedence groups,
    /// long multi-line strings full of escapes. Diagnostics run too, on a half-megabyte stack.
    func testConformanceFormsOnHostileInput() {
        let n = HeavyInput.size(50_000)
        // Each input with whether it is an error; Swift does not parse a version-check clause's body,
        // however deep or unbalanced.
        let inputs: [(String, Bool)] = [
            (String(repeating: "#if A\n", count: n), true),
            (String(repeating: "#if compiler(>=99)\n", count: n) + "let = =\n" + String(repeating: "#endif\n", count: n), false),
            (String(repeating: "#if swift(>=99)\nfunc f() {\n#endif\n", count: n), false),
            ("#if " + String(repeating: "(", count: n) + "swift(>=1)" + String(repeating: ")", count: n) + "\nx = = \n#endif\n", true),
            ("#if " + String(repeating: "! ", count: n) + "compiler(>=1)\n#endif\n", true),
            ("let x = " + String(repeating: "A::", count: n) + "b", true),
            (String(repeating: "@a (x) ", count: n) + "func f() {}", true),
            ("@available(" + String(repeating: "iOS 13, ", count: n) + "*) func f() {}", false),
            ("@available(iOS, " + String(repeating: "unavailable, ", count: n) + ") func f() {}", true),
            ("precedencegroup P { " + String(repeating: "higherThan: A, ", count: n) + "}", true),
            ("let s = \"\"\"\n" + String(repeating: "  a \\q \\u{FFFFFFFF} \\(x)\n", count: n) + " \"\"\"", true),
            (String(repeating: "a ", count: n), true),
            (String(repeating: ";", count: n), true),
            ("struct S { " + String(repeating: "var x: Int { get set } ", count: n) + "}", true),
            ("let x = " + String(repeating: "[3 of ", count: n), true),
            (String(repeating: "<<<<<<< x\n", count: n), true),
        ]
        onSmallStack {
            for (input, isError) in inputs {
                let bytes = Array(input.utf8)
                let tree = SyntaxTree.parse(bytes)
                assertRoundTrip(tree, bytes)
                XCTAssertEqual(!tree.diagnostics().isEmpty, isError, "errors for \(input.prefix(40))")
            }
        }
    }

    func testLongFlatSequencesStayIterative() {
        let n = 200_000
        assertSurvives("let x = 1" + String(repeating: " + 1", count: n) + "\n", expectErrors: false)
        assertSurvives("let y = a" + String(repeating: ".b", count: n) + "\n", expectErrors: false)
        assertSurvives(String(repeating: "let v = 1\n", count: n), expectErrors: false)
        assertSurvives("if a {} " + String(repeating: "else if b {} ", count: 20_000), expectErrors: false)
    }

    func testUnterminatedLiteralsAndComments() {
        let cases: [String] = [
            "let s = \"abc",
            "let s = \"abc\nlet t = 1",
            "let s = \"\"\"\nabc",
            "let s = #\"abc",
            "let s = ##\"\"\"\nabc\"\"\"#",
            "let s = \"a \\(b",
            "let s = \"a \\(b\nlet t = 2",
            "let s = \"\"\"\n\\(\"\\(\"\\(",
            "/* never closed",
            "/* /* nested */ still open",
            "let r = #/abc",
            "let c = `abc",
            "x = \"\\",
            "\"\\(\"\\(\"\\(\"",
        ]
        for source in cases { assertSurvives(source) }
    }

    func testFiftyMegabyteSingleLine() {
        let unit = Array("let a = foo(1, \"s\", [x: y]) + b.c?.d ?? 0; ".utf8)
        let size = HeavyInput.size(50_000_000)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size + unit.count)
        while bytes.count < size { bytes.append(contentsOf: unit) }
        let tree = assertSurvives(bytes, expectErrors: false)
        XCTAssertEqual(tree.source.lineCount, 1)
    }

    func testInvalidUTF8IsKeptAsBytes() {
        let pieces: [[UInt8]] = [
            [0xFF, 0xFE, 0xFD],
            Array("let ".utf8) + [0xC0, 0xAF] + Array(" = 1".utf8),
            Array("let s = \"".utf8) + [0xED, 0xA0, 0x80] + Array("\"".utf8),
            Array("// comment ".utf8) + [0x80, 0x81] + Array("\nlet x = 1".utf8),
            Array("x".utf8) + [0xF4, 0x90, 0x80, 0x80],
            [0xE2, 0x82],
            [0x00, 0x00, 0x0A, 0x00],
        ]
        for bytes in pieces {
            let tree = SyntaxTree.parse(bytes)
            assertRoundTrip(tree, bytes)
        }
        // Invalid bytes inside a string or comment are not syntax errors of the parser's.
        let inComment = Array("// ".utf8) + [0xFF] + Array("\nlet x = 1\n".utf8)
        XCTAssertTrue(SyntaxTree.parse(inComment).diagnostics().isEmpty)
    }

    func testRandomBytes() {
        var generator = SplitMix(seed: 0x5EED)
        for length in [1, 2, 3, 7, 64, 512, 4096] {
            for _ in 0..<40 {
                let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
                assertRoundTrip(SyntaxTree.parse(bytes), bytes)
            }
        }
    }

    /// Random sequences of real Swift tokens: far more likely than random bytes to walk the parser
    /// into its corners.
    func testRandomTokenSoup() {
        let vocabulary = [
            "struct", "class", "enum", "protocol", "extension", "func", "init", "deinit", "var", "let", "if", "else",
            "guard", "switch", "case", "default", "for", "in", "while", "repeat", "do", "catch", "return", "throw",
            "try", "await", "async", "throws", "some", "any", "static", "private", "public", "@State", "@MainActor",
            "@available(iOS 17, *)", "#if", "#else", "#endif", "#Preview", "{", "}", "(", ")", "[", "]", "<", ">",
            ",", ":", ";", ".", "=", "==", "->", "?", "!", "&", "+", "-", "*", "/", "\\", "$0", "_", "x", "View",
            "\"s\"", "\"a\\(b)c\"", "#\"r\"#", "1", "2.5", "\n", "\n", " ", "`k`", "in", "where", "is", "as",
            "get", "set", "didSet", "willSet", "subscript", "typealias", "associatedtype", "operator", "...", "..<",
        ]
        var generator = SplitMix(seed: 42)
        for _ in 0..<400 {
            let count = Int(generator.next() % 200) + 1
            var text = ""
            for _ in 0..<count {
                text += vocabulary[Int(generator.next() % UInt64(vocabulary.count))]
                text += generator.next() % 3 == 0 ? "" : " "
            }
            let bytes = Array(text.utf8)
            assertRoundTrip(SyntaxTree.parse(bytes), bytes)
        }
    }

    func testEveryPrefixOfARealFile() {
        // Cutting a valid file anywhere must still give a lossless tree.
        let source = Array(
            """
            import SwiftUI
            struct ContentView: View {
                @StateObject private var model = Model()
                var body: some View {
                    VStack { Text("\\(model.count)"); Button("+1") { model.count += 1 } }
                        .padding()
                }
            }
            """.utf8)
        for end in 0...source.count {
            let prefix = Array(source[0..<end])
            assertRoundTrip(SyntaxTree.parse(prefix), prefix)
        }
    }
}

/// A small deterministic generator (SplitMix64) so failures reproduce.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The language server parses on worker threads, whose stacks are smaller than the main thread's.
final class SmallStackTests: XCTestCase {
    func testDeepInputFitsInHalfAMegabyteStack() {
        let inputs = [
            "let x = " + String(repeating: "(", count: 100_000),
            "let x = " + String(repeating: "{ ", count: 100_000),
            "let x = " + String(repeating: "[a: ", count: 100_000),
            String(repeating: "if a { ", count: 100_000),
            "let x: " + String(repeating: "A<(", count: 100_000),
            "let x = " + String(repeating: "f(a ? { b in ", count: 50_000),
        ]
        onSmallStack {
            for input in inputs {
                let bytes = Array(input.utf8)
                assertRoundTrip(SyntaxTree.parse(bytes), bytes)
            }
        }
    }
}

extension XCTestCase {
    /// Runs `body` on a thread with a small stack and waits for it: half a megabyte in an optimized
    /// build; an unoptimized (debug) build's frames are several times larger, so it gets four.
    /// Either way a constant: nesting is capped, not the input.
    func onSmallStack(_ body: @escaping @Sendable () -> Void) {
        let done = expectation(description: "ran on a small stack")
        let thread = Thread {
            body()
            done.fulfill()
        }
        #if DEBUG
            thread.stackSize = 4 << 20
        #else
            thread.stackSize = 512 * 1024
        #endif
        thread.start()
        wait(for: [done], timeout: 600)
    }
}
