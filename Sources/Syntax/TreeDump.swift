extension SyntaxNode {
    /// An indented outline of the subtree for debugging and golden files: one line per node
    /// (`kind start..<end`) and per token (`kind "text"`), trivia left out, missing nodes marked.
    public func dump() -> String {
        var out = ""
        dump(into: &out, indent: 0)
        return out
    }

    private func dump(into out: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent)
        if kind == .missingToken {
            out += "\(pad)missing \(missingTokenKind?.name ?? "token")\n"
            return
        }
        if isMissing {
            out += "\(pad)\(kind)\n"
            return
        }
        let r = range
        out += "\(pad)\(kind) \(r.lowerBound)..<\(r.upperBound)\n"
        for element in elements {
            switch element {
            case .node(let child):
                child.dump(into: &out, indent: indent + 1)
            case .token(let token):
                if token.kind == .endOfFile { continue }
                out += "\(pad)  \(token.kind) \(jsonString(token.text))\n"
            }
        }
    }
}
