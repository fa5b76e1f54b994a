/// A syntax error found by the diagnostics pass.
public struct SyntaxDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// Byte range the error points at (empty for something missing).
    public var range: Range<Int>
    public var message: String

    public var description: String { message }
}

extension SyntaxTree {
    /// Syntax errors, computed from the finished tree in one pass: missing and unexpected nodes,
    /// tokens the lexer could not classify, and unterminated literals and comments. Sorted by position.
    public func diagnostics() -> [SyntaxDiagnostic] {
        var result: [SyntaxDiagnostic] = []
        for (index, raw) in nodes.enumerated() {
            let node = SyntaxNode(tree: self, index: index)
            switch raw.kind {
            case .missingToken:
                let what = node.missingTokenKind?.name ?? "token"
                // `{` and `}` missing together read better as one error.
                if let last = result.last, last.range == node.range, last.message.hasPrefix("expected '"), !last.message.contains(" and ") {
                    result[result.count - 1].message += " and \(what)"
                } else {
                    result.append(SyntaxDiagnostic(range: node.range, message: "expected \(what)"))
                }
            case .missingExpr:
                result.append(SyntaxDiagnostic(range: node.range, message: "expected expression"))
            case .missingType:
                result.append(SyntaxDiagnostic(range: node.range, message: "expected type"))
            case .missingPattern:
                result.append(SyntaxDiagnostic(range: node.range, message: "expected pattern"))
            case .missingDecl:
                result.append(SyntaxDiagnostic(range: node.range, message: "expected declaration"))
            case .unexpected where raw.detail == 1:
                result.append(
                    SyntaxDiagnostic(
                        range: node.range,
                        message: "code nested too deeply (over \(Parser.maximumNestingDepth) levels) is kept but not parsed"))
            case .unexpected:
                var text = squashWhitespace(node.text)
                if text.count > 40 { text = String(text.prefix(37)) + "..." }
                result.append(SyntaxDiagnostic(range: node.range, message: "unexpected code '\(text)'"))
            default:
                break
            }
        }
        // A missing node inside a too-deep region only repeats the nesting error.
        let deep = result.filter { $0.message.hasPrefix("code nested too deeply") }.map(\.range)
        if !deep.isEmpty {
            result.removeAll { d in
                !d.message.hasPrefix("code nested too deeply")
                    && deep.contains { $0.lowerBound <= d.range.lowerBound && d.range.lowerBound <= $0.upperBound }
            }
        }
        var openingQuote = 0
        for token in tokens {
            if token.kind == .stringQuote || token.kind == .multilineStringQuote { openingQuote = Int(token.start) }
            if token.kind == .unknown {
                result.append(SyntaxDiagnostic(range: token.textRange, message: "invalid character or byte in source"))
            }
            if token.flags.contains(.unterminated) {
                result.append(SyntaxDiagnostic(range: openingQuote..<Int(token.end), message: "unterminated string literal"))
            }
            if token.flags.contains(.unterminatedComment) {
                let start = unclosedCommentStart(in: Int(token.fullStart)..<Int(token.start))
                result.append(SyntaxDiagnostic(range: start..<Int(token.start), message: "unterminated '/*' comment"))
            }
        }
        result.sort { $0.range.lowerBound < $1.range.lowerBound }
        return result
    }

    /// Where the `/*` that never closes starts, in a run of trivia.
    private func unclosedCommentStart(in range: Range<Int>) -> Int {
        let bytes = source.bytes
        var i = range.lowerBound
        var depth = 0
        var start = range.lowerBound
        while i + 1 < range.upperBound {
            if depth == 0 && bytes[i] == UInt8(ascii: "/") && bytes[i + 1] == UInt8(ascii: "/") {
                while i < range.upperBound && bytes[i] != 0x0A && bytes[i] != 0x0D { i += 1 }
                continue
            }
            if bytes[i] == UInt8(ascii: "/") && bytes[i + 1] == UInt8(ascii: "*") {
                if depth == 0 { start = i }
                depth += 1
                i += 2
            } else if bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/") && depth > 0 {
                depth -= 1
                i += 2
            } else {
                i += 1
            }
        }
        return start
    }
}
