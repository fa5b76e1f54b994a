extension SyntaxNode {
    /// An indented outline of the subtree for debugging and golden files: one line per node
    /// (`kind start..<end`) and per token (`kind "text"`), trivia left out, missing nodes marked.
    /// Iterative, so that trees deeper than the stack (long modifier chains) still print.
    public func dump() -> String {
        var out = ""
        var stack: [(element: SyntaxElement, indent: Int)] = [(.node(self), 0)]
        while let (element, indent) = stack.popLast() {
            let pad = String(repeating: "  ", count: indent)
            switch element {
            case .token(let token):
                if token.kind != .endOfFile { out += "\(pad)\(token.kind) \(jsonString(token.text))\n" }
            case .node(let node):
                if node.kind == .missingToken {
                    out += "\(pad)missing \(node.missingTokenKind?.name ?? "token")\n"
                } else if node.isMissing {
                    out += "\(pad)\(node.kind)\n"
                } else {
                    let r = node.range
                    out += "\(pad)\(node.kind) \(r.lowerBound)..<\(r.upperBound)\n"
                    for child in node.elements.reversed() { stack.append((child, indent + 1)) }
                }
            }
        }
        return out
    }
}
