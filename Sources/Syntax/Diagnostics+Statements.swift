/// Checks on statements and expressions: what the toolchain's parser rejects about switch cases
/// and `await`. Matched against `swiftc -parse` (Swift 6.3.1).
extension DiagnosticsPass {
    /// Each case of a switch has a statement (a `#if` counts); no case follows the `default`.
    mutating func checkSwitch(_ node: SyntaxNode) {
        var sawDefault = false
        for child in node.children {
            // Cases inside `#if` clauses are left alone: their clauses exclude each other.
            guard child.kind == .switchCase else { continue }
            let label = child.children.first { $0.kind == .switchCaseLabel || $0.kind == .switchDefaultLabel }
            guard let label else { continue }
            let isDefault = label.kind == .switchDefaultLabel
            if sawDefault {
                report(label.range, "additional 'case' blocks cannot appear after the 'default' block of a 'switch'")
            }
            if isDefault { sawDefault = true }
            let hasStatement = child.children.contains { $0.index > label.index && DiagnosticsPass.isItem($0.kind) }
            // (A label without its colon is reported as such.)
            if !hasStatement && label.directTokens.contains(where: { $0.kind == .colon }) {
                report(
                    label.range,
                    "'\(isDefault ? "default" : "case")' label in a 'switch' must have at least one executable statement")
            }
        }
    }

    /// `await` is an operator wherever an expression starts: alone, it lacks its operand.
    mutating func checkReference(_ node: SyntaxNode) {
        guard let token = node.firstToken, node.raw.tokenEnd - node.raw.tokenStart == 1, token.keyword == .await else { return }
        report(token.range.upperBound..<token.range.upperBound, "expected expression after 'await'")
    }
}
