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
        // Regions nest or are disjoint and come sorted by their first node: a stack follows them.
        let unchecked = uncheckedRegions()
        var nextRegion = 0
        var open: [UncheckedRegion] = []
        for (index, raw) in nodes.enumerated() {
            if !unchecked.isEmpty {
                while let last = open.last, last.nodes.upperBound < index { open.removeLast() }
                while nextRegion < unchecked.count && unchecked[nextRegion].nodes.lowerBound <= index {
                    open.append(unchecked[nextRegion])
                    nextRegion += 1
                }
                if open.contains(where: { $0.covers(index, raw) }) { continue }
            }
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

    /// The body of a `#if` clause that Swift does not parse (a version condition, or the `#else` after
    /// one): the nodes of the clause's subtree from its first token on a new line.
    struct UncheckedRegion {
        let nodes: ClosedRange<Int>
        let firstToken: Int

        func covers(_ index: Int, _ raw: RawNode) -> Bool {
            nodes.contains(index) && Int(raw.tokenStart) >= firstToken
                // An `#if` that never ends is an error even after a version condition.
                && !(raw.kind == .missingToken && raw.detail == UInt16(TokenKind.poundEndif.rawValue))
        }
    }

    func uncheckedRegions() -> [UncheckedRegion] {
        var regions: [UncheckedRegion] = []
        for (index, raw) in nodes.enumerated() where raw.kind == .ifConfigClause && raw.detail == 1 {
            var first = Int(raw.tokenStart) + 1
            while first < Int(raw.tokenEnd) && !tokens[first].isAtStartOfLine { first += 1 }
            regions.append(UncheckedRegion(nodes: (index - Int(raw.size) + 1)...index, firstToken: first))
        }
        return regions.sorted { $0.nodes.lowerBound < $1.nodes.lowerBound }
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
