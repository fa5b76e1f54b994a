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
                result.append(SyntaxDiagnostic(range: node.range, message: "expected \(what)"))
            case .missingExpr:
                result.append(SyntaxDiagnostic(range: node.range, message: "expected expression"))
            case .missingType:
                result.append(SyntaxDiagnostic(range: node.range, message: "expected type"))
            case .missingPattern:
                result.append(SyntaxDiagnostic(range: node.range, message: "expected pattern"))
            case .missingDecl:
                result.append(SyntaxDiagnostic(range: node.range, message: "expected declaration"))
            case .unexpected:
                var text = node.text
                if text.count > 40 { text = String(text.prefix(37)) + "..." }
                result.append(SyntaxDiagnostic(range: node.range, message: "unexpected code '\(text)'"))
            default:
                break
            }
        }
        for token in tokens {
            if token.kind == .unknown {
                result.append(SyntaxDiagnostic(range: token.textRange, message: "invalid character or byte in source"))
            }
            if token.flags.contains(.unterminated) {
                result.append(SyntaxDiagnostic(range: token.textRange, message: "unterminated string literal"))
            }
            if token.flags.contains(.unterminatedComment) {
                result.append(SyntaxDiagnostic(range: Int(token.fullStart)..<Int(token.start), message: "unterminated '/*' comment"))
            }
        }
        result.sort { $0.range.lowerBound < $1.range.lowerBound }
        return result
    }
}
