/// Checks on literals and other lexical forms the lexer keeps whole but swiftc rejects: number
/// literals, string escapes, the layout of multi-line strings, numeric members, editor placeholders,
/// a lone `$`, and an unconditional `#error`. Matched against `swiftc -parse` (Swift 6.3.1).
extension DiagnosticsPass {
    // MARK: Numbers

    /// A number literal token: the digits its prefix allows, `_` anywhere but first, a hexadecimal
    /// fraction only with an exponent, an exponent with a digit.
    mutating func checkNumber(_ token: SyntaxToken) {
        let range = token.range
        // Most numbers are plain digits.
        let source = tree.source.bytes
        if range.allSatisfy({ source[$0] >= 0x30 && source[$0] <= 0x39 }) { return }
        let bytes = Array(source[range])
        guard let (offset, message) = DiagnosticsPass.numberError(bytes) else { return }
        let at = token.range.lowerBound + offset
        report(at..<min(at + 1, token.range.upperBound), message)
    }

    static func numberError(_ b: [UInt8]) -> (Int, String)? {
        let n = b.count
        var i = 0
        func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
        func isHex(_ c: UInt8) -> Bool { isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66) }
        func character(_ k: Int) -> String { String(decoding: [b[k]], as: UTF8.self) }
        func exponent() -> (Int, String)? {
            if i < n && (b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-")) { i += 1 }
            guard i < n else { return (i - 1, "expected a digit in floating point exponent") }
            if b[i] == UInt8(ascii: "_") { return (i, "'_' is not a valid first character in floating point exponent") }
            guard isDigit(b[i]) else { return (i, "expected a digit in floating point exponent") }
            while i < n && (isDigit(b[i]) || b[i] == UInt8(ascii: "_")) { i += 1 }
            return nil
        }
        if n >= 2 && b[0] == UInt8(ascii: "0") && (b[1] == UInt8(ascii: "x") || b[1] == UInt8(ascii: "o") || b[1] == UInt8(ascii: "b")) {
            let radix = b[1]
            let valid: (UInt8) -> Bool
            let what: String
            switch radix {
            case UInt8(ascii: "x"): (valid, what) = (isHex, "hexadecimal digit (0-9, A-F)")
            case UInt8(ascii: "o"): (valid, what) = ({ $0 >= 0x30 && $0 <= 0x37 }, "octal digit (0-7)")
            default: (valid, what) = ({ $0 == 0x30 || $0 == 0x31 }, "binary digit (0 or 1)")
            }
            i = 2
            guard i < n else { return (1, "expected a digit after integer literal prefix") }
            guard valid(b[i]) else { return (i, "'\(character(i))' is not a valid \(what) in integer literal") }
            while i < n && (valid(b[i]) || b[i] == UInt8(ascii: "_")) { i += 1 }
            if radix == UInt8(ascii: "x") {
                var fraction = false
                if i < n && b[i] == UInt8(ascii: ".") {
                    fraction = true
                    i += 1
                    while i < n && (isHex(b[i]) || b[i] == UInt8(ascii: "_")) { i += 1 }
                }
                if i < n && (b[i] == UInt8(ascii: "p") || b[i] == UInt8(ascii: "P")) {
                    i += 1
                    if let error = exponent() { return error }
                } else if fraction {
                    return (i - 1, "hexadecimal floating point literal must end with an exponent")
                }
            }
            if i < n { return (i, "'\(character(i))' is not a valid \(what) in integer literal") }
            return nil
        }
        while i < n && (isDigit(b[i]) || b[i] == UInt8(ascii: "_")) { i += 1 }
        if i < n && b[i] == UInt8(ascii: ".") && i + 1 < n && isDigit(b[i + 1]) {
            i += 1
            while i < n && (isDigit(b[i]) || b[i] == UInt8(ascii: "_")) { i += 1 }
        }
        if i < n && (b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E")) {
            i += 1
            if let error = exponent() { return error }
        }
        if i < n { return (i, "'\(character(i))' is not a valid digit in integer literal") }
        return nil
    }

    /// `1.2.3`, `1 .2`: a number's member must be a name.
    mutating func checkNumericMember(_ node: SyntaxNode) {
        guard let member = node.lastToken, member.kind == .integerLiteral || member.kind == .floatLiteral,
            let base = node.baseExpression, base.kind == .integerLiteralExpr || base.kind == .floatLiteralExpr
        else { return }
        report(member.range, "expected named member of numeric literal")
    }

    // MARK: Strings

    /// A string literal's escapes, and for a multi-line one its layout: content from the line after
    /// the opening delimiter, the closing delimiter alone on its line, every line indented like it.
    mutating func checkString(_ node: SyntaxNode) {
        guard let open = node.firstToken else { return }
        let multiline = open.kind == .multilineStringQuote
        // Most literals are one line without a backslash in their text: nothing to check.
        if !multiline {
            let tokens = tree.tokens
            let source = tree.source.bytes
            var escapes = false
            for t in Int(node.raw.tokenStart)..<Int(node.raw.tokenEnd) where tokens[t].kind == .stringSegment {
                if tokens[t].textRange.contains(where: { source[$0] == UInt8(ascii: "\\") }) {
                    escapes = true
                    break
                }
            }
            if !escapes { return }
        }
        let hashes = open.text.utf8.prefix { $0 == UInt8(ascii: "#") }.count
        var segments: [SyntaxToken] = []
        var followsInterpolation: [Bool] = []
        var afterInterpolation = false
        for child in node.children {
            if child.kind == .stringSegment, let token = child.firstToken {
                segments.append(token)
                followsInterpolation.append(afterInterpolation)
                afterInterpolation = false
            } else if child.kind == .interpolation {
                afterInterpolation = true
            }
        }
        for segment in segments { checkEscapes(segment, hashes: hashes, multiline: multiline) }
        if multiline {
            let close = node.lastToken.flatMap { $0.index != open.index && $0.kind == .multilineStringQuote ? $0 : nil }
            checkMultilineLayout(open: open, close: close, segments: segments, followsInterpolation: followsInterpolation)
        }
    }

    /// The escapes of one piece of a literal, read from the source bytes (every byte of an escape is
    /// ASCII, and a backslash is never inside a multi-byte character).
    private mutating func checkEscapes(_ segment: SyntaxToken, hashes: Int, multiline: Bool) {
        let source = tree.source.bytes
        let range = segment.range
        let end = range.upperBound
        var k = range.lowerBound
        let backslash = UInt8(ascii: "\\")
        while k < end {
            guard source[k] == backslash else {
                k += 1
                continue
            }
            var after = k + 1
            var seen = 0
            while seen < hashes && after < end && source[after] == UInt8(ascii: "#") {
                seen += 1
                after += 1
            }
            // Fewer `#`s than the delimiter's: plain text.
            guard seen == hashes, after < end else {
                k += 1
                continue
            }
            switch source[after] {
            case UInt8(ascii: "0"), backslash, UInt8(ascii: "t"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "\""),
                UInt8(ascii: "'"):
                k = after + 1
            case UInt8(ascii: "u"):
                var close = after + 1
                guard close < end, source[close] == UInt8(ascii: "{") else {
                    report(k..<k + 1, "expected hexadecimal code in braces after unicode escape")
                    return
                }
                close += 1
                var value: UInt32 = 0
                var digits = 0
                while close < end, let digit = DiagnosticsPass.hexValue(source[close]) {
                    if digits < 8 { value = value << 4 | digit }
                    digits += 1
                    close += 1
                }
                guard close < end, source[close] == UInt8(ascii: "}") else {
                    report(
                        k..<k + 1,
                        digits == 0 || digits > 8
                            ? "\\u{...} escape sequence expects between 1 and 8 hex digits" : "expected '}' in \\u{...} escape sequence")
                    return
                }
                if digits == 0 || digits > 8 {
                    report(k..<k + 1, "\\u{...} escape sequence expects between 1 and 8 hex digits")
                } else if Unicode.Scalar(value) == nil {
                    report(k..<k + 1, "invalid unicode scalar")
                }
                k = close + 1
            case 0x0A where multiline, UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0D:
                // A line continuation: spaces, then the line break. A line feed right after the
                // backslash continues only a multiline literal; a single-line one ends before it.
                var next = after
                while next < end && (source[next] == UInt8(ascii: " ") || source[next] == UInt8(ascii: "\t")) { next += 1 }
                if next < end && (source[next] == 0x0A || source[next] == 0x0D) {
                    k = next
                } else {
                    report(k..<k + 1, "invalid escape sequence in literal")
                    k = after + 1
                }
            default:
                report(k..<k + 1, "invalid escape sequence in literal")
                k = after + 1
            }
        }
    }

    static func hexValue(_ c: UInt8) -> UInt32? {
        switch c {
        case 0x30...0x39: return UInt32(c - 0x30)
        case 0x41...0x46: return UInt32(c - 0x41 + 10)
        case 0x61...0x66: return UInt32(c - 0x61 + 10)
        default: return nil
        }
    }

    private mutating func checkMultilineLayout(
        open: SyntaxToken, close: SyntaxToken?, segments: [SyntaxToken], followsInterpolation: [Bool]
    ) {
        // The lines of the literal's text: where each starts, its text, and whether it starts a line
        // of source (rather than going on after an interpolation or the opening delimiter).
        struct Line {
            var start: Int
            var text: ArraySlice<UInt8>
            var startsLine: Bool
        }
        var lines: [Line] = []
        var lineCountOfFirstSegment = 0
        for (index, segment) in segments.enumerated() {
            let bytes = Array(tree.source.bytes[segment.range])
            var lineStart = 0
            var startsLine = !followsInterpolation[index] && index > 0
            var k = 0
            while true {
                if k == bytes.count || bytes[k] == 0x0A || bytes[k] == 0x0D {
                    lines.append(Line(start: segment.range.lowerBound + lineStart, text: bytes[lineStart..<k], startsLine: startsLine))
                    if k == bytes.count { break }
                    if bytes[k] == 0x0D && k + 1 < bytes.count && bytes[k + 1] == 0x0A { k += 1 }
                    k += 1
                    lineStart = k
                    startsLine = true
                } else {
                    k += 1
                }
            }
            if index == 0 { lineCountOfFirstSegment = lines.count }
        }
        func isBlank(_ text: ArraySlice<UInt8>) -> Bool { text.allSatisfy { $0 == 0x20 || $0 == 0x09 } }
        // A line break right after the opening delimiter (not even a space before it).
        guard let first = segments.first, first.range.lowerBound == open.range.upperBound, lineCountOfFirstSegment >= 2,
            lines[0].text.isEmpty
        else {
            report(open.range.upperBound..<open.range.upperBound, "multi-line string literal content must begin on a new line")
            return
        }
        guard let close else { return }
        // The closing delimiter's line holds nothing but the indentation before it.
        guard let last = lines.last, last.startsLine, isBlank(last.text), last.start + last.text.count == close.range.lowerBound else {
            report(close.range.lowerBound..<close.range.lowerBound, "multi-line string literal closing delimiter must begin on a new line")
            return
        }
        let indentation = Array(last.text)
        guard !indentation.isEmpty else { return }
        for line in lines.dropFirst().dropLast() where line.startsLine && !line.text.isEmpty {
            var k = 0
            let text = Array(line.text)
            while k < indentation.count && k < text.count && text[k] == indentation[k] { k += 1 }
            guard k < indentation.count else { continue }
            if k < text.count && (text[k] == 0x20 || text[k] == 0x09) {
                let what = text[k] == 0x09 ? "tab" : "space"
                report(line.start + k..<line.start + k + 1, "unexpected \(what) in indentation of line in multi-line string literal")
            } else {
                report(line.start..<line.start, "insufficient indentation of line in multi-line string literal")
            }
        }
    }

    // MARK: Other lexical forms

    /// Tokens swiftc rejects whatever surrounds them: an editor placeholder, a `$` alone.
    mutating func checkToken(_ token: Token, index: Int) {
        switch token.kind {
        case .editorPlaceholder:
            report(token.textRange, "editor placeholder in source file")
        case .dollarIdentifier where token.end - token.start == 1:
            report(token.textRange, "'$' is not an identifier; use backticks to escape it")
        case .equal:
            // Swift lexes `=` as assignment only with the same whitespace on both sides (`x= 1` is not).
            let consistent = tree.source.bytes.withUnsafeBufferPointer { p -> Bool in
                let left = Lexer.isLeftBound(p, Int(token.start))
                return left == Lexer.isRightBound(p, Int(token.end), leftBound: left)
            }
            if !consistent { report(token.textRange, "'=' must have consistent whitespace on both sides") }
        default:
            break
        }
    }

    /// `$0`, `$1`… name a closure's parameters: outside every closure, swiftc rejects them.
    mutating func checkAnonymousArgument(_ node: SyntaxNode, insideClosure: Bool) {
        guard !insideClosure, let token = node.firstToken, token.kind == .dollarIdentifier,
            token.text.utf8.dropFirst().allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), token.text.utf8.count > 1
        else { return }
        report(token.range, "anonymous closure argument not contained in a closure")
    }

    /// `#error("…")` outside every `#if` clause stops the compilation (inside one, only when its
    /// condition holds, which Lifeline cannot know).
    mutating func checkPoundError(_ node: SyntaxNode, insideIfConfig: Bool) {
        guard !insideIfConfig, let name = node.directTokens.dropFirst().first, name.text == "error",
            node.directTokens.first?.kind == .pound
        else { return }
        let message = node.arguments.first?.value?.stringLiteralValue ?? "#error"
        report(node.range, message.isEmpty ? "#error" : message)
    }
}
