/// Turns bytes into tokens with leading trivia, in one pass over the whole file.
///
/// The lexer never fails and never goes back: every byte lands in exactly one token's leading trivia
/// or text, and every step advances at least one byte. It keeps a small stack of string contexts so
/// that the code inside an interpolation (`"a \(b + c) d"`) is lexed as ordinary tokens, to any depth,
/// without recursion.
///
/// Whitespace-sensitive decisions follow Swift's rules: an operator is binary when it is bound on both
/// sides or on neither, postfix when bound on the left only, prefix when bound on the right only; a
/// `?` or `!` bound on the left is always a single-character postfix token; `.` may continue an
/// operator only if the operator started with `.`.
public struct Lexer {
    /// Lexes a whole file. The result always ends with one `endOfFile` token.
    public static func tokenize(_ bytes: [UInt8]) -> [Token] {
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(buffer)
            return lexer.run()
        }
    }

    private let p: UnsafeBufferPointer<UInt8>
    private let n: Int
    private var i = 0
    private var tokens: [Token] = []
    /// Open string literals, innermost last; a string whose interpolation is being lexed stays here.
    private var strings: [StringContext] = []
    /// Whether the next thing to lex is the body of `strings.last` (as opposed to code).
    private var inStringBody = false

    private struct StringContext {
        var pounds: Int
        var multiline: Bool
        /// Unclosed parentheses inside the current interpolation.
        var parenDepth: Int
    }

    private init(_ buffer: UnsafeBufferPointer<UInt8>) {
        p = buffer
        n = buffer.count
        tokens.reserveCapacity(n / 4 + 16)
    }

    @inline(__always) private func byte(_ k: Int) -> UInt8 { k < n ? p[k] : 0 }

    private mutating func run() -> [Token] {
        // A byte-order mark and a `#!` line at the very start are trivia.
        if n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF { i = 3 }
        if byte(i) == UInt8(ascii: "#") && byte(i + 1) == UInt8(ascii: "!") {
            while i < n && p[i] != 0x0A && p[i] != 0x0D { i += 1 }
        }
        var pendingStart = 0
        while true {
            if inStringBody {
                lexStringBody()
                pendingStart = i
                continue
            }
            let fullStart = pendingStart
            var flags: Token.Flags = fullStart == 0 ? [.atStartOfLine] : []
            skipTrivia(&flags)
            // A single-line string cannot continue past a line break, even inside an interpolation:
            // close it so a lost `)` or quote damages one line only.
            if flags.contains(.atStartOfLine), let last = strings.last, !last.multiline, fullStart != 0 {
                strings.removeLast()
                while let outer = strings.last, !outer.multiline {
                    _ = outer
                    strings.removeLast()
                }
            }
            if i >= n {
                tokens.append(
                    Token(kind: .endOfFile, flags: flags, keyword: .none, fullStart: UInt32(fullStart), start: UInt32(n), end: UInt32(n)))
                return tokens
            }
            let start = i
            var keyword = Keyword.none
            let kind = lexToken(&flags, &keyword)
            tokens.append(
                Token(kind: kind, flags: flags, keyword: keyword, fullStart: UInt32(fullStart), start: UInt32(start), end: UInt32(i)))
            pendingStart = i
        }
    }

    // MARK: Trivia

    private mutating func skipTrivia(_ flags: inout Token.Flags) {
        while i < n {
            let c = p[i]
            switch c {
            case 0x20, 0x09, 0x0B, 0x0C:
                i += 1
            case 0x0A, 0x0D:
                flags.insert(.atStartOfLine)
                i += 1
            case UInt8(ascii: "/"):
                let next = byte(i + 1)
                if next == UInt8(ascii: "/") {
                    i = ByteScan.lineEnd(p, from: i + 2, to: n)
                } else if next == UInt8(ascii: "*") {
                    skipBlockComment(&flags)
                } else {
                    return
                }
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="):
                // Version-control conflict markers at the start of a line are trivia, as in Swift (which
                // reports them; so does the diagnostics pass).
                if (i == 0 || p[i - 1] == 0x0A || p[i - 1] == 0x0D) && isConflictMarker(c) {
                    flags.insert(.conflictMarker)
                    while i < n && p[i] != 0x0A && p[i] != 0x0D { i += 1 }
                } else {
                    return
                }
            default:
                return
            }
        }
    }

    private func isConflictMarker(_ c: UInt8) -> Bool {
        guard i + 7 <= n else { return false }
        for k in 0..<7 where p[i + k] != c { return false }
        return c == UInt8(ascii: "=") || byte(i + 7) == 0x20
    }

    private mutating func skipBlockComment(_ flags: inout Token.Flags) {
        i += 2
        var depth = 1
        while i < n {
            let c = p[i]
            if c == UInt8(ascii: "*") && byte(i + 1) == UInt8(ascii: "/") {
                i += 2
                depth -= 1
                if depth == 0 { return }
            } else if c == UInt8(ascii: "/") && byte(i + 1) == UInt8(ascii: "*") {
                i += 2
                depth += 1
            } else {
                if c == 0x0A || c == 0x0D { flags.insert(.atStartOfLine) }
                i += 1
            }
        }
        flags.insert(.unterminatedComment)
    }

    // MARK: Tokens

    private mutating func lexToken(_ flags: inout Token.Flags, _ keyword: inout Keyword) -> TokenKind {
        let c = p[i]
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return lexIdentifier(&keyword)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return lexNumber()
        case UInt8(ascii: "\""):
            return lexStringOpen(pounds: 0)
        case UInt8(ascii: "#"):
            return lexPound(&flags)
        case UInt8(ascii: "$"):
            i += 1
            while i < n && isIdentifierContinuation(at: i) { advanceScalar() }
            return .dollarIdentifier
        case UInt8(ascii: "`"):
            return lexBacktick(&flags)
        case UInt8(ascii: "("):
            i += 1
            if !strings.isEmpty { strings[strings.count - 1].parenDepth += 1 }
            return .leftParen
        case UInt8(ascii: ")"):
            i += 1
            if !strings.isEmpty {
                if strings[strings.count - 1].parenDepth == 0 {
                    inStringBody = true
                } else {
                    strings[strings.count - 1].parenDepth -= 1
                }
            }
            return .rightParen
        case UInt8(ascii: "{"):
            i += 1
            return .leftBrace
        case UInt8(ascii: "}"):
            i += 1
            return .rightBrace
        case UInt8(ascii: "["):
            i += 1
            return .leftSquare
        case UInt8(ascii: "]"):
            i += 1
            return .rightSquare
        case UInt8(ascii: ","):
            i += 1
            return .comma
        case UInt8(ascii: ";"):
            i += 1
            return .semicolon
        case UInt8(ascii: ":"):
            // `::` is one token: the module selector of `Swift::Int` (two colons are never valid Swift).
            if byte(i + 1) == UInt8(ascii: ":") {
                i += 2
                return .colonColon
            }
            i += 1
            return .colon
        case UInt8(ascii: "@"):
            i += 1
            return .atSign
        case UInt8(ascii: "\\"):
            i += 1
            return .backslash
        case UInt8(ascii: "!"), UInt8(ascii: "?"):
            if isLeftBound(i) {
                i += 1
                return c == UInt8(ascii: "!") ? .exclamationMark : .postfixQuestionMark
            }
            return lexOperator()
        case UInt8(ascii: "/"):
            if let kind = lexBareRegex() { return kind }
            return lexOperator()
        case UInt8(ascii: "<"):
            if byte(i + 1) == UInt8(ascii: "#"), let kind = lexEditorPlaceholder() { return kind }
            return lexOperator()
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "%"),
            UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"),
            UInt8(ascii: "."):
            return lexOperator()
        default:
            if c >= 0x80 {
                let (length, scalar) = decode(at: i)
                if let scalar {
                    if Lexer.isOperatorHead(scalar) { return lexOperator() }
                    if Lexer.isIdentifierScalar(scalar) {
                        i += length
                        while i < n && isIdentifierContinuation(at: i) { advanceScalar() }
                        return .identifier
                    }
                    i += length
                    return .unknown
                }
                // A run of invalid bytes is one unknown token; the bytes are kept as they are.
                i += 1
                while i < n && p[i] >= 0x80 && decode(at: i).1 == nil { i += 1 }
                return .unknown
            }
            i += 1
            return .unknown
        }
    }

    private mutating func lexIdentifier(_ keyword: inout Keyword) -> TokenKind {
        let start = i
        i += 1
        while i < n {
            let c = p[i]
            if isASCIIIdentifierContinuation(c) {
                i += 1
            } else if c >= 0x80, isIdentifierContinuation(at: i) {
                advanceScalar()
            } else {
                break
            }
        }
        let (kind, contextual) = KeywordTable.shared.lookup(p, start, i)
        keyword = contextual
        return kind
    }

    private mutating func lexBacktick(_ flags: inout Token.Flags) -> TokenKind {
        // `name` or a raw identifier `with spaces`, closed on the same line.
        var k = i + 1
        while k < n && p[k] != UInt8(ascii: "`") && p[k] != 0x0A && p[k] != 0x0D { k += 1 }
        if k < n && p[k] == UInt8(ascii: "`") && k > i + 1 {
            i = k + 1
            flags.insert(.backticked)
            return .identifier
        }
        i += 1
        return .unknown
    }

    private mutating func lexNumber() -> TokenKind {
        let c1 = byte(i + 1)
        var isFloat = false
        if p[i] == UInt8(ascii: "0") && (c1 == UInt8(ascii: "x") || c1 == UInt8(ascii: "o") || c1 == UInt8(ascii: "b")) {
            i += 2
            let hex = c1 == UInt8(ascii: "x")
            while i < n && (isHexDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
            if hex {
                if byte(i) == UInt8(ascii: ".") && isHexDigit(byte(i + 1)) {
                    i += 1
                    isFloat = true
                    while i < n && (isHexDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
                }
                if byte(i) == UInt8(ascii: "p") || byte(i) == UInt8(ascii: "P") {
                    isFloat = true
                    i += 1
                    if byte(i) == UInt8(ascii: "+") || byte(i) == UInt8(ascii: "-") { i += 1 }
                    while i < n && (isDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
                }
            }
        } else {
            while i < n && (isDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
            if byte(i) == UInt8(ascii: ".") && isDigit(byte(i + 1)) {
                isFloat = true
                i += 1
                while i < n && (isDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
            }
            if byte(i) == UInt8(ascii: "e") || byte(i) == UInt8(ascii: "E") {
                let next = byte(i + 1)
                let afterSign = next == UInt8(ascii: "+") || next == UInt8(ascii: "-") ? byte(i + 2) : next
                if isDigit(afterSign) {
                    isFloat = true
                    i += next == afterSign ? 1 : 2
                    while i < n && (isDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
                }
            }
        }
        // Letters glued to a number (`1abc`) stay in the token: an invalid literal, not a new name.
        while i < n && isASCIIIdentifierContinuation(p[i]) { i += 1 }
        return isFloat ? .floatLiteral : .integerLiteral
    }

    private mutating func lexPound(_ flags: inout Token.Flags) -> TokenKind {
        // Raw strings (`#"`, `##"`), extended regex literals (`#/`), directives and `#name`.
        var k = i
        while k < n && p[k] == UInt8(ascii: "#") { k += 1 }
        let pounds = k - i
        if byte(k) == UInt8(ascii: "\"") {
            i = k
            return lexStringOpen(pounds: pounds)
        }
        if byte(k) == UInt8(ascii: "/"), let kind = lexExtendedRegex(pounds: pounds) { return kind }
        i += 1
        let c = byte(i)
        guard i < n,
            (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
                || c == UInt8(ascii: "_")
        else {
            return .pound
        }
        var e = i
        while e < n && isASCIIIdentifierContinuation(p[e]) { e += 1 }
        if let directive = Lexer.directive(p, i, e) {
            i = e
            return directive
        }
        return .pound
    }

    private static func directive(_ p: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> TokenKind? {
        func equals(_ word: StaticString) -> Bool {
            guard word.utf8CodeUnitCount == e - s else { return false }
            let w = word.utf8Start
            for k in 0..<(e - s) where w[k] != p[s + k] { return false }
            return true
        }
        switch e - s {
        case 2: return equals("if") ? .poundIf : nil
        case 4: return equals("else") ? .poundElse : nil
        case 5: return equals("endif") ? .poundEndif : nil
        case 6: return equals("elseif") ? .poundElseif : nil
        case 9: return equals("available") ? .poundAvailable : nil
        case 11: return equals("unavailable") ? .poundUnavailable : nil
        case 14: return equals("sourceLocation") ? .poundSourceLocation : nil
        default: return nil
        }
    }

    private mutating func lexEditorPlaceholder() -> TokenKind? {
        var k = i + 2
        while k + 1 < n && p[k] != 0x0A && p[k] != 0x0D {
            if p[k] == UInt8(ascii: "#") && p[k + 1] == UInt8(ascii: ">") {
                i = k + 2
                return .editorPlaceholder
            }
            k += 1
        }
        return nil
    }

    // MARK: Strings

    private mutating func lexStringOpen(pounds: Int) -> TokenKind {
        // `i` is at the first quote; any pounds before it are already part of this token.
        let multiline =
            byte(i + 1) == UInt8(ascii: "\"") && byte(i + 2) == UInt8(ascii: "\"")
            && !(pounds > 0 && rawStringClosesOnLine(from: i + 2, pounds: pounds))
        i += multiline ? 3 : 1
        strings.append(StringContext(pounds: pounds, multiline: multiline, parenDepth: 0))
        inStringBody = true
        return multiline ? .multilineStringQuote : .stringQuote
    }

    /// Lexes from inside a string up to (not including) its closing quote, an interpolation or the end
    /// of the line. Emits the segment, then the closing quote or the `\(` if one is next.
    private mutating func lexStringBody() {
        let context = strings[strings.count - 1]
        let segmentStart = i
        var k = i
        var closed = false
        var interpolation = false
        scan: while k < n {
            let c = p[k]
            if c == UInt8(ascii: "\\") && hasPounds(context.pounds, at: k + 1) {
                let after = k + 1 + context.pounds
                if byte(after) == UInt8(ascii: "(") {
                    interpolation = true
                    break scan
                }
                // An escape: skip the backslash and the escaped character (a whole CR LF if it is one).
                k = after
                if k < n {
                    if p[k] == 0x0D && byte(k + 1) == 0x0A { k += 2 } else { k += 1 }
                }
                continue
            }
            if c == UInt8(ascii: "\"") {
                if context.multiline {
                    if byte(k + 1) == UInt8(ascii: "\"") && byte(k + 2) == UInt8(ascii: "\"") && hasPounds(context.pounds, at: k + 3) {
                        closed = true
                        break scan
                    }
                } else if hasPounds(context.pounds, at: k + 1) {
                    closed = true
                    break scan
                }
            }
            if (c == 0x0A || c == 0x0D) && !context.multiline { break scan }
            k += 1
        }
        if k > segmentStart {
            tokens.append(
                Token(
                    kind: .stringSegment, flags: [], keyword: .none, fullStart: UInt32(segmentStart), start: UInt32(segmentStart),
                    end: UInt32(k)))
        }
        i = k
        if interpolation {
            i = k + 2 + context.pounds
            tokens.append(
                Token(kind: .interpolationStart, flags: [], keyword: .none, fullStart: UInt32(k), start: UInt32(k), end: UInt32(i)))
            strings[strings.count - 1].parenDepth = 0
            inStringBody = false
            return
        }
        strings.removeLast()
        inStringBody = false
        if closed {
            i = k + (context.multiline ? 3 : 1) + context.pounds
            tokens.append(
                Token(
                    kind: context.multiline ? .multilineStringQuote : .stringQuote, flags: [], keyword: .none, fullStart: UInt32(k),
                    start: UInt32(k), end: UInt32(i)))
        } else if var last = tokens.popLast() {
            // Unterminated: no closing quote is invented; the last token says so.
            last.flags.insert(.unterminated)
            tokens.append(last)
        }
    }

    /// `#"""#` and `##"""abc"##` are one-line raw strings that start with quotes: a raw string whose
    /// closing delimiter appears later on the same line is not a multi-line opening (Swift's rule).
    private func rawStringClosesOnLine(from start: Int, pounds: Int) -> Bool {
        var k = start
        while k < n && p[k] != 0x0A && p[k] != 0x0D {
            if p[k] == UInt8(ascii: "\"") && hasPounds(pounds, at: k + 1) { return true }
            k += 1
        }
        return false
    }

    @inline(__always) private func hasPounds(_ count: Int, at k: Int) -> Bool {
        guard count > 0 else { return true }
        guard k + count <= n else { return false }
        for m in 0..<count where p[k + m] != UInt8(ascii: "#") { return false }
        return true
    }

    // MARK: Regex literals

    private mutating func lexExtendedRegex(pounds: Int) -> TokenKind? {
        // `#/ ... /#`, possibly over several lines when the opening `#/` ends its line.
        let open = i + pounds + 1
        var k = open
        let multiline = byte(k) == 0x0A || byte(k) == 0x0D
        while k < n {
            let c = p[k]
            if c == UInt8(ascii: "\\") {
                k += 2
                continue
            }
            if c == UInt8(ascii: "/") && hasPounds(pounds, at: k + 1) {
                i = k + 1 + pounds
                return .regexLiteral
            }
            if (c == 0x0A || c == 0x0D) && !multiline { return nil }
            k += 1
        }
        return nil
    }

    /// A bare `/.../` regex literal where an expression may start. Swift's rules are subtle; this
    /// follows the main ones: not after something that ends an expression, not starting with a space,
    /// closed on the same line, and brackets inside balanced.
    private mutating func lexBareRegex() -> TokenKind? {
        let next = byte(i + 1)
        if next == 0x20 || next == 0x09 || next == 0x0A || next == 0x0D || i + 1 >= n { return nil }
        if next == UInt8(ascii: "=") || next == UInt8(ascii: ")") || next == UInt8(ascii: ",") { return nil }
        if let last = tokens.last {
            switch last.kind {
            case .identifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringQuote, .multilineStringQuote,
                .rightParen, .rightSquare, .rightBrace, .postfixQuestionMark, .exclamationMark, .postfixOperator,
                .kwSelf, .kwCapitalSelf, .kwSuper, .kwTrue, .kwFalse, .kwNil, .regexLiteral, .kwAny, .kwInit,
                .rightAngle, .editorPlaceholder, .kwUnderscore:
                return nil
            case .binaryOperator, .prefixOperator:
                // `a / /b/` never happens; an operator followed by `/` is an operator run.
                if last.end == UInt32(i) { return nil }
            default:
                break
            }
        }
        var k = i + 1
        var classDepth = 0
        var groupDepth = 0
        while k < n {
            let c = p[k]
            if c == 0x0A || c == 0x0D { return nil }
            if c == UInt8(ascii: "\\") {
                k += 2
                continue
            }
            if c == UInt8(ascii: "[") {
                classDepth += 1
            } else if c == UInt8(ascii: "]") && classDepth > 0 {
                classDepth -= 1
            } else if classDepth == 0 && c == UInt8(ascii: "(") {
                groupDepth += 1
            } else if classDepth == 0 && c == UInt8(ascii: ")") {
                if groupDepth == 0 { return nil }
                groupDepth -= 1
            } else if c == UInt8(ascii: "/") && classDepth == 0 {
                // A closing slash preceded by a space is not allowed, so this is a division.
                let before = p[k - 1]
                if groupDepth != 0 || before == 0x20 || before == 0x09 { return nil }
                let after = byte(k + 1)
                if isASCIIIdentifierContinuation(after) { return nil }
                i = k + 1
                return .regexLiteral
            }
            k += 1
        }
        return nil
    }

    // MARK: Operators

    private mutating func lexOperator() -> TokenKind {
        let start = i
        // In a key path, `\.?.x` starts with a lone period.
        if p[i] == UInt8(ascii: ".") && i > 0 && p[i - 1] == UInt8(ascii: "\\") {
            i += 1
            return .period
        }
        let startsWithDot = p[i] == UInt8(ascii: ".")
        advanceScalar()
        while i < n {
            let c = p[i]
            if c == UInt8(ascii: ".") {
                if !startsWithDot { break }
                i += 1
                continue
            }
            if c == UInt8(ascii: "/") {
                let next = byte(i + 1)
                if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") { break }
            }
            if c < 0x80 {
                if !Lexer.isASCIIOperatorCharacter(c) { break }
                i += 1
            } else {
                let (length, scalar) = decode(at: i)
                guard let scalar, Lexer.isOperatorContinuation(scalar) else { break }
                i += length
            }
        }
        return Lexer.classifyOperator(p, start, i)
    }

    /// Classifies the operator text `start..<end` by what surrounds it, as the lexer does. The parser
    /// uses this too when it splits a `>` off an operator that closes a generic clause.
    static func classifyOperator(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> TokenKind {
        let leftBound = isLeftBound(p, start)
        let rightBound = isRightBound(p, end, leftBound: leftBound)
        if end - start == 1 {
            switch p[start] {
            case UInt8(ascii: "="): return .equal
            case UInt8(ascii: "&"): if rightBound && !leftBound { return .prefixAmpersand }
            case UInt8(ascii: "."): return .period
            case UInt8(ascii: "?"): return leftBound ? .postfixQuestionMark : .infixQuestionMark
            case UInt8(ascii: "!"): if leftBound && !rightBound { return .exclamationMark }
            default: break
            }
        } else if end - start == 2 && p[start] == UInt8(ascii: "-") && p[start + 1] == UInt8(ascii: ">") {
            return .arrow
        }
        if leftBound == rightBound { return .binaryOperator }
        return leftBound ? .postfixOperator : .prefixOperator
    }

    private func isLeftBound(_ k: Int) -> Bool { Lexer.isLeftBound(p, k) }

    static func isLeftBoundAt(_ source: SourceText, _ k: Int) -> Bool {
        source.bytes.withUnsafeBufferPointer { isLeftBound($0, k) }
    }

    static func isLeftBound(_ p: UnsafeBufferPointer<UInt8>, _ k: Int) -> Bool {
        guard k > 0 else { return false }
        switch p[k - 1] {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
            UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "/"):
            // The end of a block comment counts as whitespace.
            return !(k >= 2 && p[k - 2] == UInt8(ascii: "*"))
        case 0xA0:
            // The second byte of a no-break space.
            return !(k >= 2 && p[k - 2] == 0xC2)
        default:
            return true
        }
    }

    static func isRightBound(_ p: UnsafeBufferPointer<UInt8>, _ k: Int, leftBound: Bool) -> Bool {
        guard k < p.count else { return false }
        switch p[k] {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
            UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "."):
            // `x!.y` keeps `!` postfix: a period after a left-bound operator does not bind it right.
            return !leftBound
        case UInt8(ascii: "/"):
            if k + 1 < p.count && (p[k + 1] == UInt8(ascii: "/") || p[k + 1] == UInt8(ascii: "*")) { return false }
            return true
        case 0xC2:
            return !(k + 1 < p.count && p[k + 1] == 0xA0)
        default:
            return true
        }
    }

    // MARK: Characters

    @inline(__always) private func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    @inline(__always) private func isHexDigit(_ c: UInt8) -> Bool {
        isDigit(c) || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "f")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "F"))
    }

    /// Letters, digits, `_` and `$` (allowed after the first character: `_$storage`).
    @inline(__always) private func isASCIIIdentifierContinuation(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_") || c == UInt8(ascii: "$")
    }

    private func isIdentifierContinuation(at k: Int) -> Bool {
        let c = p[k]
        if c < 0x80 { return isASCIIIdentifierContinuation(c) }
        let (_, scalar) = decode(at: k)
        guard let scalar else { return false }
        return Lexer.isIdentifierScalar(scalar) || Lexer.isCombiningScalar(scalar)
    }

    private mutating func advanceScalar() {
        if p[i] < 0x80 {
            i += 1
            return
        }
        i += decode(at: i).0
    }

    private func decode(at k: Int) -> (Int, UInt32?) { SourceText.decodeScalar(p, at: k) }

    @inline(__always) static func isASCIIOperatorCharacter(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    /// Swift's operator-head ranges outside ASCII.
    static func isOperatorHead(_ s: UInt32) -> Bool {
        switch s {
        case 0x00A1...0x00A7, 0x00A9, 0x00AB, 0x00AC, 0x00AE, 0x00B0...0x00B1, 0x00B6, 0x00BB, 0x00BF, 0x00D7,
            0x00F7, 0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
            0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020,
            0x3030:
            return true
        default:
            return false
        }
    }

    static func isOperatorContinuation(_ s: UInt32) -> Bool {
        if s < 0x80 { return isASCIIOperatorCharacter(UInt8(s)) || s == UInt32(UInt8(ascii: ".")) }
        return isOperatorHead(s) || isCombiningScalar(s)
    }

    static func isCombiningScalar(_ s: UInt32) -> Bool {
        switch s {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }

    /// Non-ASCII scalars that may appear in identifiers: everything that is not an operator character,
    /// whitespace, a private-use or a non-character code point. (Swift's exact tables are longer; the
    /// difference only matters for invalid code, which is kept either way.)
    static func isIdentifierScalar(_ s: UInt32) -> Bool {
        if s < 0x80 { return false }
        if isOperatorHead(s) { return false }
        switch s {
        case 0x0085, 0x00A0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF: return false
        case 0xE000...0xF8FF, 0xFFFE, 0xFFFF: return false
        default: return true
        }
    }
}

/// Recognises reserved and contextual words from bytes without building a `String`: an
/// open-addressing hash table over the words' spellings, which are stored in one flat byte array so
/// a probe touches no reference-counted storage.
final class KeywordTable: Sendable {
    static let shared = KeywordTable()

    private struct Entry {
        var offset: Int32
        var length: Int32
        var kind: TokenKind
        var keyword: Keyword
    }

    /// For each slot, an index into `entries`, or -1.
    private let slots: [Int32]
    private let entries: [Entry]
    private let spellings: [UInt8]
    private let mask: Int
    /// The longest word; longer identifiers are never looked up.
    private let longest: Int

    private init() {
        var words: [(text: String, kind: TokenKind, keyword: Keyword)] = []
        for (text, kind) in TokenKind.reservedWords { words.append((text, kind, .none)) }
        for (text, keyword) in Keyword.byText.sorted(by: { $0.key < $1.key }) { words.append((text, .identifier, keyword)) }
        let size = 1024
        var table = [Int32](repeating: -1, count: size)
        var entries: [Entry] = []
        var spellings: [UInt8] = []
        for word in words {
            let bytes = Array(word.text.utf8)
            entries.append(Entry(offset: Int32(spellings.count), length: Int32(bytes.count), kind: word.kind, keyword: word.keyword))
            spellings.append(contentsOf: bytes)
            var slot = bytes.withUnsafeBufferPointer { KeywordTable.hash($0, 0, $0.count) } & (size - 1)
            while table[slot] != -1 { slot = (slot + 1) & (size - 1) }
            table[slot] = Int32(entries.count - 1)
        }
        slots = table
        self.entries = entries
        self.spellings = spellings
        mask = size - 1
        longest = words.map { $0.text.utf8.count }.max() ?? 0
    }

    @inline(__always) private static func hash(_ p: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Int {
        var h: UInt32 = 2_166_136_261
        for k in s..<e { h = (h ^ UInt32(p[k])) &* 16_777_619 }
        return Int(h)
    }

    func lookup(_ p: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> (TokenKind, Keyword) {
        let length = e - s
        if length < 2 {
            if length == 1 && p[s] == UInt8(ascii: "_") { return (.kwUnderscore, .none) }
            return (.identifier, .none)
        }
        if length > longest { return (.identifier, .none) }
        var slot = KeywordTable.hash(p, s, e) & mask
        return spellings.withUnsafeBufferPointer { words in
            while true {
                let index = slots[slot]
                if index < 0 { return (.identifier, .none) }
                let entry = entries[Int(index)]
                if Int(entry.length) == length {
                    let offset = Int(entry.offset)
                    var same = true
                    for k in 0..<length where words[offset + k] != p[s + k] {
                        same = false
                        break
                    }
                    if same { return (entry.kind, entry.keyword) }
                }
                slot = (slot + 1) & mask
            }
        }
    }
}
