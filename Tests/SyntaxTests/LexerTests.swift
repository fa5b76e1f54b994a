import Syntax
import XCTest

final class LexerTests: XCTestCase {
    func testKeywordsAndIdentifiers() {
        assertTokens("struct S {}", [.kwStruct, .identifier, .leftBrace, .rightBrace])
        assertTokens("`class` _x $0 $name x$y", [.identifier, .identifier, .dollarIdentifier, .dollarIdentifier, .identifier])
        assertTokens("_ = Self.self", [.kwUnderscore, .equal, .kwCapitalSelf, .period, .kwSelf])
        assertTokens("café 🙂x", [.identifier, .identifier])
        assertTokens("`raw identifier`", [.identifier])
    }

    func testContextualKeywordsStayIdentifiers() {
        let tokens = Lexer.tokenize(Array("mutating get some `some`".utf8))
        XCTAssertEqual(tokens.map(\.kind), [.identifier, .identifier, .identifier, .identifier, .endOfFile])
        XCTAssertEqual(tokens.map(\.keyword), [.mutating, .get, .some, .none, .none], "a backticked word is never a keyword")
        XCTAssertTrue(tokens[3].flags.contains(.backticked))
    }

    func testNumbers() {
        assertTokens("1 1_000 0x1F 0o17 0b101", [.integerLiteral, .integerLiteral, .integerLiteral, .integerLiteral, .integerLiteral])
        assertTokens("1.5 1e10 1.5e-3 0x1p4 0x1.8p1", [.floatLiteral, .floatLiteral, .floatLiteral, .floatLiteral, .floatLiteral])
        assertTokens("x.0.1", [.identifier, .period, .floatLiteral])
        assertTokens("1..<2", [.integerLiteral, .binaryOperator, .integerLiteral])
        assertTokens("1.description", [.integerLiteral, .period, .identifier])
    }

    func testOperatorsFollowWhitespaceRules() {
        assertTokens("a + b", [.identifier, .binaryOperator, .identifier])
        assertTokens("a+b", [.identifier, .binaryOperator, .identifier])
        assertTokens("-a", [.prefixOperator, .identifier])
        assertTokens("a...", [.identifier, .postfixOperator])
        assertTokens("a! b? c", [.identifier, .exclamationMark, .identifier, .postfixQuestionMark, .identifier])
        assertTokens("a ? b : c", [.identifier, .infixQuestionMark, .identifier, .colon, .identifier])
        assertTokens("x?.y", [.identifier, .postfixQuestionMark, .period, .identifier])
        assertTokens("x!.y", [.identifier, .exclamationMark, .period, .identifier])
        assertTokens("a ?? b", [.identifier, .binaryOperator, .identifier])
        assertTokens("f(&x)", [.identifier, .leftParen, .prefixAmpersand, .identifier, .rightParen])
        assertTokens("() -> Int", [.leftParen, .rightParen, .arrow, .identifier])
        assertTokens("a .== b", [.identifier, .binaryOperator, .identifier])
        assertTokens("a != b", [.identifier, .binaryOperator, .identifier])
        // A comment counts as whitespace: `+` is bound on the right only.
        assertTokens("a/*c*/+b", [.identifier, .prefixOperator, .identifier])
        assertTokens("x = 1", [.identifier, .equal, .integerLiteral])
        assertTokens("a ∪ b", [.identifier, .binaryOperator, .identifier])
    }

    func testStrings() {
        assertTokens("\"abc\"", [.stringQuote, .stringSegment, .stringQuote])
        assertTokens("\"\"", [.stringQuote, .stringQuote])
        assertTokens(
            "\"a\\(b)c\"", [.stringQuote, .stringSegment, .interpolationStart, .identifier, .rightParen, .stringSegment, .stringQuote])
        assertTokens(
            "\"\\(f(\"x\"))\"",
            [
                .stringQuote, .interpolationStart, .identifier, .leftParen, .stringQuote, .stringSegment, .stringQuote, .rightParen,
                .rightParen, .stringQuote,
            ])
        assertTokens("\"a\\\"b\"", [.stringQuote, .stringSegment, .stringQuote])
        assertTokens("#\"a\\(b)\"#", [.stringQuote, .stringSegment, .stringQuote])
        assertTokens("#\"a\\#(b)\"#", [.stringQuote, .stringSegment, .interpolationStart, .identifier, .rightParen, .stringQuote])
        assertTokens("#\"\"\"#", [.stringQuote, .stringSegment, .stringQuote])
        assertTokens("\"\"\"\nline\n\"\"\"", [.multilineStringQuote, .stringSegment, .multilineStringQuote])
    }

    func testUnterminatedStringStopsAtLineEnd() {
        let tokens = Lexer.tokenize(Array("let s = \"abc\nlet t = 1".utf8))
        XCTAssertEqual(
            tokens.map(\.kind),
            [.kwLet, .identifier, .equal, .stringQuote, .stringSegment, .kwLet, .identifier, .equal, .integerLiteral, .endOfFile])
        XCTAssertTrue(tokens[4].flags.contains(.unterminated))
    }

    func testRegexLiterals() {
        assertTokens("let r = /a+b/", [.kwLet, .identifier, .equal, .regexLiteral])
        assertTokens("let r = #/a/b/#", [.kwLet, .identifier, .equal, .regexLiteral])
        assertTokens("a / b / c", [.identifier, .binaryOperator, .identifier, .binaryOperator, .identifier])
        assertTokens(
            "x.reduce(0, /)", [.identifier, .period, .identifier, .leftParen, .integerLiteral, .comma, .binaryOperator, .rightParen])
    }

    func testPoundDirectivesAndMacros() {
        assertTokens(
            "#if os(iOS)\n#elseif A\n#else\n#endif",
            [.poundIf, .identifier, .leftParen, .identifier, .rightParen, .poundElseif, .identifier, .poundElse, .poundEndif])
        assertTokens("#Preview #file #available", [.pound, .identifier, .pound, .identifier, .poundAvailable])
        assertTokens("<#value#>", [.editorPlaceholder])
    }

    func testTriviaIsLeadingAndComplete() {
        let source = Array("// doc\n/* block /* nested */ */ let x = 1 // end\n".utf8)
        let tokens = Lexer.tokenize(source)
        XCTAssertEqual(tokens.first?.kind, .kwLet)
        XCTAssertEqual(tokens.first?.fullStart, 0)
        XCTAssertTrue(tokens[0].isAtStartOfLine)
        XCTAssertEqual(tokens.last?.kind, .endOfFile)
        XCTAssertEqual(Int(tokens.last!.end), source.count)
        XCTAssertFalse(tokens[1].isAtStartOfLine)
    }

    func testLineCommentsEndAtEveryLineTerminator() {
        for terminator in ["\n", "\r", "\r\n"] {
            let tokens = Lexer.tokenize(Array("x // a long comment that spans words\(terminator)y".utf8))
            XCTAssertEqual(tokens.map(\.kind), [.identifier, .identifier, .endOfFile])
            XCTAssertTrue(tokens[1].isAtStartOfLine)
        }
    }

    func testShebangBOMAndConflictMarkersAreTrivia() {
        assertTokens("#!/usr/bin/env swift\nprint(1)", [.identifier, .leftParen, .integerLiteral, .rightParen])
        assertTokens("\u{FEFF}let x = 1", [.kwLet, .identifier, .equal, .integerLiteral])
        assertTokens(
            "<<<<<<< HEAD\nlet a = 1\n=======\nlet a = 2\n>>>>>>> branch\n",
            [.kwLet, .identifier, .equal, .integerLiteral, .kwLet, .identifier, .equal, .integerLiteral])
    }

    func testInvalidBytesBecomeUnknownTokens() {
        let tokens = Lexer.tokenize([0x61, 0x20, 0xFF, 0xFE, 0x20, 0x62])
        XCTAssertEqual(tokens.map(\.kind), [.identifier, .unknown, .identifier, .endOfFile])
        XCTAssertEqual(tokens[1].textRange, 2..<4)
    }
}
