/// A parsed file: its source, its tokens, and its nodes, immutable once built.
///
/// Layout: tokens are stored in source order; nodes are stored in *post-order* (children before their
/// parent, the root last), each with the range of tokens it covers and the size of its subtree. That
/// makes building cheap (a node is appended when it finishes, and can wrap nodes finished before it,
/// as binary expressions and postfix chains need) and walking simple (a node's descendants are the
/// `size - 1` nodes just before it). A node's direct tokens are the tokens in its range that no child
/// node covers.
public final class SyntaxTree: Sendable {
    public let source: SourceText
    public let tokens: [Token]
    let nodes: [RawNode]

    struct RawNode: Sendable {
        var kind: SyntaxKind
        /// For `missingToken`, the expected `TokenKind`.
        var detail: UInt16
        var tokenStart: UInt32
        var tokenEnd: UInt32
        var size: UInt32
    }

    init(source: SourceText, tokens: [Token], nodes: [RawNode]) {
        self.source = source
        self.tokens = tokens
        self.nodes = nodes
    }

    /// Parses `text`. Never fails: invalid input gives a tree with missing and unexpected nodes.
    public static func parse(_ text: String) -> SyntaxTree { parse(SourceText(text)) }

    public static func parse(_ bytes: [UInt8]) -> SyntaxTree { parse(SourceText(bytes)) }

    public static func parse(_ source: SourceText) -> SyntaxTree {
        let tokens = Lexer.tokenize(source.bytes)
        return Parser.parse(source: source, tokens: tokens)
    }

    public var root: SyntaxNode { SyntaxNode(tree: self, index: nodes.count - 1) }
    public var nodeCount: Int { nodes.count }

    /// The whole text, rebuilt from the tokens: equal to the source for every input.
    public var printed: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(source.count)
        source.bytes.withUnsafeBufferPointer { bytes in
            for token in tokens {
                out.append(contentsOf: bytes[Int(token.fullStart)..<Int(token.end)])
            }
        }
        return out
    }

    /// Checks the lossless invariant cheaply: the tokens tile the source with no gap or overlap.
    public var tilesSource: Bool {
        var expected: UInt32 = 0
        for token in tokens {
            guard token.fullStart == expected, token.start >= token.fullStart, token.end >= token.start else { return false }
            expected = token.end
        }
        return expected == UInt32(source.count) && tokens.last?.kind == .endOfFile
    }

    @inline(__always) func text(of token: Token) -> String {
        source.text(Int(token.start)..<Int(token.end))
    }
}

/// A node of a tree: a cheap handle (the tree and an index).
public struct SyntaxNode: Sendable, Hashable, CustomStringConvertible {
    public let tree: SyntaxTree
    public let index: Int

    public static func == (a: SyntaxNode, b: SyntaxNode) -> Bool { a.tree === b.tree && a.index == b.index }
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }

    @inline(__always) var raw: SyntaxTree.RawNode { tree.nodes[index] }
    public var kind: SyntaxKind { raw.kind }
    public var isMissing: Bool { raw.kind.isMissing }
    /// For a `missingToken` node, the kind of token that is missing.
    public var missingTokenKind: TokenKind? {
        raw.kind == .missingToken ? TokenKind(rawValue: UInt8(raw.detail)) : nil
    }

    /// The indices of the tokens this node covers.
    public var tokenRange: Range<Int> { Int(raw.tokenStart)..<Int(raw.tokenEnd) }

    /// The byte range of the node's text, without the leading trivia of its first token.
    /// A missing node is empty, placed right after the token before it (where the user would type
    /// what is missing), or at the first token's start at the top of the file.
    public var range: Range<Int> {
        let r = raw
        if r.tokenStart == r.tokenEnd {
            let at =
                r.tokenStart > 0
                ? Int(tree.tokens[Int(r.tokenStart) - 1].end)
                : Int(tree.tokens[min(Int(r.tokenStart), tree.tokens.count - 1)].start)
            return at..<at
        }
        return Int(tree.tokens[Int(r.tokenStart)].start)..<Int(tree.tokens[Int(r.tokenEnd) - 1].end)
    }

    /// The byte range including the leading trivia of the first token.
    public var fullRange: Range<Int> {
        let r = raw
        if r.tokenStart == r.tokenEnd {
            let at = Int(tree.tokens[min(Int(r.tokenStart), tree.tokens.count - 1)].fullStart)
            return at..<at
        }
        return Int(tree.tokens[Int(r.tokenStart)].fullStart)..<Int(tree.tokens[Int(r.tokenEnd) - 1].end)
    }

    /// The source text of the node, trivia around it excluded (comments inside kept).
    public var text: String { tree.source.text(range) }

    /// The text with whitespace runs collapsed to one space; comments inside are kept.
    public var squashedText: String { squashWhitespace(text) }

    public var description: String { "\(kind)" }

    /// Child nodes in source order.
    public var children: [SyntaxNode] {
        var result: [SyntaxNode] = []
        let first = index - Int(raw.size) + 1
        var j = index - 1
        while j >= first {
            result.append(SyntaxNode(tree: tree, index: j))
            j -= Int(tree.nodes[j].size)
        }
        result.reverse()
        return result
    }

    /// The first child node, without building the list of children.
    public var firstChild: SyntaxNode? {
        let first = index - Int(raw.size) + 1
        var j = index - 1
        var found = -1
        while j >= first {
            found = j
            j -= Int(tree.nodes[j].size)
        }
        return found >= 0 ? SyntaxNode(tree: tree, index: found) : nil
    }

    /// The first child of a kind.
    public func child(_ kind: SyntaxKind) -> SyntaxNode? {
        // Walk right to left and keep the leftmost match, without building the children array.
        var found: SyntaxNode?
        let first = index - Int(raw.size) + 1
        var j = index - 1
        while j >= first {
            if tree.nodes[j].kind == kind { found = SyntaxNode(tree: tree, index: j) }
            j -= Int(tree.nodes[j].size)
        }
        return found
    }

    public func children(_ kind: SyntaxKind) -> [SyntaxNode] {
        children.filter { $0.kind == kind }
    }

    /// The tokens directly in this node (not inside a child node), with their indices.
    public var directTokens: [SyntaxToken] {
        var result: [SyntaxToken] = []
        var t = Int(raw.tokenStart)
        for child in children {
            let r = child.raw
            while t < Int(r.tokenStart) {
                result.append(SyntaxToken(tree: tree, index: t))
                t += 1
            }
            t = max(t, Int(r.tokenEnd))
        }
        while t < Int(raw.tokenEnd) {
            result.append(SyntaxToken(tree: tree, index: t))
            t += 1
        }
        return result
    }

    /// The first direct token of a kind.
    public func token(_ kind: TokenKind) -> SyntaxToken? {
        directTokens.first { $0.kind == kind }
    }

    /// Children and direct tokens interleaved in source order.
    public var elements: [SyntaxElement] {
        var result: [SyntaxElement] = []
        var t = Int(raw.tokenStart)
        for child in children {
            let r = child.raw
            while t < Int(r.tokenStart) {
                result.append(.token(SyntaxToken(tree: tree, index: t)))
                t += 1
            }
            result.append(.node(child))
            t = max(t, Int(r.tokenEnd))
        }
        while t < Int(raw.tokenEnd) {
            result.append(.token(SyntaxToken(tree: tree, index: t)))
            t += 1
        }
        return result
    }

    /// All nodes of the subtree in post-order (children before parents), this node last.
    public var descendantsPostOrder: [SyntaxNode] {
        let first = index - Int(raw.size) + 1
        return (first...index).map { SyntaxNode(tree: tree, index: $0) }
    }

    public var firstToken: SyntaxToken? {
        raw.tokenStart < raw.tokenEnd ? SyntaxToken(tree: tree, index: Int(raw.tokenStart)) : nil
    }

    public var lastToken: SyntaxToken? {
        raw.tokenStart < raw.tokenEnd ? SyntaxToken(tree: tree, index: Int(raw.tokenEnd) - 1) : nil
    }

    /// The innermost nodes containing `offset`, from the root down.
    public func path(to offset: Int) -> [SyntaxNode] {
        var result = [self]
        var current = self
        outer: while true {
            for child in current.children where child.raw.tokenStart < child.raw.tokenEnd {
                let r = child.range
                if r.lowerBound <= offset && offset < r.upperBound || (offset == r.upperBound && offset == r.lowerBound) {
                    result.append(child)
                    current = child
                    continue outer
                }
            }
            return result
        }
    }
}

public struct SyntaxToken: Sendable, Hashable, CustomStringConvertible {
    public let tree: SyntaxTree
    public let index: Int

    public static func == (a: SyntaxToken, b: SyntaxToken) -> Bool { a.tree === b.tree && a.index == b.index }
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }

    public var raw: Token { tree.tokens[index] }
    public var kind: TokenKind { raw.kind }
    public var keyword: Keyword { raw.flags.contains(.backticked) ? .none : raw.keyword }
    public var range: Range<Int> { raw.textRange }
    public var fullRange: Range<Int> { Int(raw.fullStart)..<Int(raw.end) }
    public var text: String { tree.text(of: raw) }
    public var leadingTrivia: String { tree.source.text(Int(raw.fullStart)..<Int(raw.start)) }
    /// The name without backticks, for identifiers.
    public var identifierText: String {
        let t = text
        if raw.flags.contains(.backticked) && t.count >= 2 { return String(t.dropFirst().dropLast()) }
        return t
    }
    public var description: String { text }
}

public enum SyntaxElement: Sendable {
    case node(SyntaxNode)
    case token(SyntaxToken)
}

/// Collapses every run of whitespace into one space and trims both ends (Unicode whitespace, as
/// Swift's `Character.isWhitespace` defines it).
public func squashWhitespace(_ s: String) -> String {
    // Most texts are ASCII: squash them byte by byte (ASCII whitespace is what `isWhitespace` says
    // for ASCII), and return a text with no whitespace as it is.
    var ascii = true
    var hasWhitespace = false
    for byte in s.utf8 {
        if byte >= 0x80 {
            ascii = false
            break
        }
        if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) { hasWhitespace = true }
    }
    if ascii {
        if !hasWhitespace { return s }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(s.utf8.count)
        var pending = false
        for byte in s.utf8 {
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                pending = !bytes.isEmpty
                continue
            }
            if pending {
                bytes.append(0x20)
                pending = false
            }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
    var out = ""
    var pendingSpace = false
    for c in s {
        if c.isWhitespace {
            pendingSpace = !out.isEmpty
            continue
        }
        if pendingSpace {
            out.append(" ")
            pendingSpace = false
        }
        out.append(c)
    }
    return out
}

extension SyntaxTree {
    /// A hash of the file's text outside the nodes of the given kinds (each such node counts as
    /// one marker, whatever it holds), trivia excluded. Two trees with the same hash for the kinds
    /// of bodies (`codeBlock`, `accessorBlock`, `closureExpr`) declare the same things; only what
    /// runs inside bodies differs. Deterministic within one process (it uses `Hasher`).
    public func hashOutside(_ kinds: Set<SyntaxKind>) -> Int {
        // The token ranges of the outermost nodes of the kinds. Walking the post-order array
        // backwards meets a node before its descendants and later siblings before earlier ones, so
        // a node starting left of every range taken so far is outside all of them.
        var skipped: [Range<Int>] = []
        var j = nodes.count - 1
        var coveredFrom = Int.max
        while j >= 0 {
            let raw = nodes[j]
            if kinds.contains(raw.kind) && Int(raw.tokenStart) < coveredFrom && raw.tokenStart < raw.tokenEnd {
                skipped.append(Int(raw.tokenStart)..<Int(raw.tokenEnd))
                coveredFrom = Int(raw.tokenStart)
            }
            j -= 1
        }
        skipped.sort { $0.lowerBound < $1.lowerBound }
        var hasher = Hasher()
        var t = 0
        var next = 0
        source.bytes.withUnsafeBufferPointer { bytes in
            while t < tokens.count {
                if next < skipped.count && t >= skipped[next].lowerBound {
                    hasher.combine(0xB10C as UInt16)
                    t = max(t, skipped[next].upperBound)
                    next += 1
                    continue
                }
                let token = tokens[t]
                hasher.combine(token.kind)
                hasher.combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)])))
                t += 1
            }
        }
        return hasher.finalize()
    }
}
