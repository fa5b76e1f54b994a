// Lifeline's side. This file imports Lifeline's `Syntax` module only.
import Syntax

/// The same keys as `referenceNodes`: Lifeline's kind names with each node's text range.
func lifelineNodes(_ bytes: [UInt8], kinds: Set<String>) -> [String: [Range<Int>]] {
    let tree = SyntaxTree.parse(bytes)
    var ranges: [String: [Range<Int>]] = [:]
    for node in tree.root.descendantsPostOrder {
        let name = "\(node.kind)"
        // Enum payloads and function parameters are both `parameter` here, as on the other side.
        guard kinds.contains(name), !node.isMissing else { continue }
        ranges[name, default: []].append(node.range)
    }
    return ranges
}
