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
        var pass = DiagnosticsPass(tree: self)
        pass.run()
        return pass.result()
    }
}

/// The diagnostics pass: one walk over the immutable tree in node order (children before their
/// parent), then one over the tokens. Each family of checks lives in an extension of its own; a
/// check looks at a node and its children, never changes anything, and reports through `report`.
struct DiagnosticsPass {
    let tree: SyntaxTree
    private var found: [SyntaxDiagnostic] = []
    /// The `#if` clauses of the file (see `ClauseRegion`), sorted by their first node, and the ones
    /// around the node being visited.
    private let clauses: [ClauseRegion]
    private var nextClause = 0
    private var openClauses: [ClauseRegion] = []
    /// The position in `openClauses` of the outermost open clause whose errors are hidden (a
    /// version condition's): it starts first, so it alone decides whether a node is hidden, and
    /// deep nesting costs nothing per node.
    private var outermostUnchecked: Int?
    /// The closures of the file as node ranges, sorted, and the ones around the node being visited.
    private let closures: [ClosedRange<Int>]
    private var nextClosure = 0
    private var openClosures: [ClosedRange<Int>] = []
    /// Operators used as values not yet seen to be a whole argument (see `checkReference`).
    var operatorValues: [Int] = []
    /// Availability conditions not yet seen to be a condition list's own (see `checkConditionList`).
    var availabilityConditions: Set<Int> = []

    init(tree: SyntaxTree) {
        self.tree = tree
        var clauses: [ClauseRegion] = []
        var closures: [ClosedRange<Int>] = []
        for (index, raw) in tree.nodes.enumerated() {
            if raw.kind == .closureExpr {
                closures.append((index - Int(raw.size) + 1)...index)
            } else if raw.kind == .ifConfigClause {
                clauses.append(DiagnosticsPass.clauseRegion(tree, index, raw))
            }
        }
        self.clauses = clauses.sorted { $0.nodes.lowerBound < $1.nodes.lowerBound }
        self.closures = closures.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// Whether the node being visited is inside a `#if` clause.
    var insideIfConfig: Bool { !openClauses.isEmpty }

    /// Whether a node is part of a `#if` condition (where `compiler(>=5.5.1)` writes a version).
    func isInIfConfigCondition(_ node: SyntaxNode) -> Bool {
        openClauses.contains { $0.nodes.contains(node.index) && Int(node.raw.tokenStart) < $0.firstToken }
    }

    mutating func run() {
        for index in tree.nodes.indices {
            let raw = tree.nodes[index]
            if !clauses.isEmpty {
                // Clauses nest or are disjoint and come sorted by their first node: a stack follows them.
                while let last = openClauses.last, last.nodes.upperBound < index {
                    openClauses.removeLast()
                    if let outermost = outermostUnchecked, outermost >= openClauses.count { outermostUnchecked = nil }
                }
                while nextClause < clauses.count && clauses[nextClause].nodes.lowerBound <= index {
                    if outermostUnchecked == nil && clauses[nextClause].isUnchecked { outermostUnchecked = openClauses.count }
                    openClauses.append(clauses[nextClause])
                    nextClause += 1
                }
                if let outermost = outermostUnchecked, openClauses[outermost].hidesErrors(of: index, raw) { continue }
            }
            if !closures.isEmpty {
                while let last = openClosures.last, last.upperBound < index { openClosures.removeLast() }
                while nextClosure < closures.count && closures[nextClosure].lowerBound <= index {
                    openClosures.append(closures[nextClosure])
                    nextClosure += 1
                }
            }
            visit(index, raw)
        }
        reportOperatorValues()
        reportAvailabilityExpressions()
        // A missing node inside a too-deep region only repeats the nesting error. The regions are
        // merged and searched, so a file with thousands of each stays linear.
        let deep = DiagnosticsPass.merged(found.filter { $0.message.hasPrefix("code nested too deeply") }.map { $0.range.lowerBound...$0.range.upperBound })
        if !deep.isEmpty {
            found.removeAll { d in
                !d.message.hasPrefix("code nested too deeply") && DiagnosticsPass.covers(deep, d.range.lowerBound)
            }
        }
        visitTokens()
    }

    /// Closed ranges sorted and joined where they overlap.
    static func merged(_ ranges: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    /// Whether one of the sorted, disjoint `ranges` holds `offset` (a binary search).
    static func covers(_ ranges: [ClosedRange<Int>], _ offset: Int) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < offset { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].contains(offset)
    }

    func result() -> [SyntaxDiagnostic] {
        // Stable: errors at one place keep the order they were found in.
        return found.enumerated().sorted {
            ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
        }.map(\.element)
    }

    mutating func report(_ range: Range<Int>, _ message: String) {
        found.append(SyntaxDiagnostic(range: range, message: message))
    }

    // MARK: Raw access
    // The checks run on every node of large files: these helpers read the flat arrays directly, without
    // building node handles or arrays of them.

    /// The indices of a node's children, in source order.
    func childIndices(of index: Int) -> [Int] {
        var result: [Int] = []
        childIndices(of: index, into: &result)
        return result
    }

    /// The indices of a node's children, in source order, into a buffer the caller reuses.
    func childIndices(of index: Int, into result: inout [Int]) {
        let nodes = tree.nodes
        result.removeAll(keepingCapacity: true)
        let first = index - Int(nodes[index].size) + 1
        var j = index - 1
        while j >= first {
            result.append(j)
            j -= Int(nodes[j].size)
        }
        result.reverse()
    }

    /// The index of a node's first child.
    func firstChildIndex(of index: Int) -> Int? {
        let nodes = tree.nodes
        let first = index - Int(nodes[index].size) + 1
        var j = index - 1
        var found: Int?
        while j >= first {
            found = j
            j -= Int(nodes[j].size)
        }
        return found
    }

    /// How many children a node has.
    func childCount(of index: Int) -> Int {
        let nodes = tree.nodes
        let first = index - Int(nodes[index].size) + 1
        var j = index - 1
        var count = 0
        while j >= first {
            count += 1
            j -= Int(nodes[j].size)
        }
        return count
    }

    /// The index of a node's first child of a kind.
    func childIndex(of index: Int, kind: SyntaxKind) -> Int? {
        let nodes = tree.nodes
        var found: Int?
        let first = index - Int(nodes[index].size) + 1
        var j = index - 1
        while j >= first {
            if nodes[j].kind == kind { found = j }
            j -= Int(nodes[j].size)
        }
        return found
    }

    /// Whether a node's tokens include one of a kind (children's included).
    func containsToken(_ index: Int, _ kind: TokenKind) -> Bool {
        let raw = tree.nodes[index]
        let tokens = tree.tokens
        for t in Int(raw.tokenStart)..<Int(raw.tokenEnd) where tokens[t].kind == kind { return true }
        return false
    }

    /// Whether an error was already reported before `offset` on its line: what follows on that
    /// line is recovery, and a check that would only repeat the damage stays quiet.
    func followsErrorOnItsLine(_ offset: Int) -> Bool {
        guard let last = found.last?.range.lowerBound, last <= offset else { return false }
        return tree.source.line(containing: last) == tree.source.line(containing: offset)
    }

    // MARK: Nodes

    private mutating func visit(_ index: Int, _ raw: SyntaxTree.RawNode) {
        // A handle is made only for the kinds a check reads (most nodes need none).
        var node: SyntaxNode { SyntaxNode(tree: tree, index: index) }
        switch raw.kind {
        case .missingToken:
            let what = node.missingTokenKind?.name ?? "token"
            // `{` and `}` missing together read better as one error.
            if let last = found.last, last.range == node.range, last.message.hasPrefix("expected '"), !last.message.contains(" and ") {
                found[found.count - 1].message += " and \(what)"
            } else {
                report(node.range, "expected \(what)")
            }
        case .missingExpr:
            report(node.range, "expected expression")
        case .missingType:
            report(node.range, "expected type")
        case .missingPattern:
            report(node.range, "expected pattern")
        case .missingDecl:
            report(node.range, "expected declaration")
        case .unexpected where raw.detail == 1:
            report(node.range, "code nested too deeply (over \(Parser.maximumNestingDepth) levels) is kept but not parsed")
        case .unexpected:
            var text = squashWhitespace(node.text)
            if text.count > 40 { text = String(text.prefix(37)) + "..." }
            report(node.range, "unexpected code '\(text)'")
        case .attributedType:
            checkTypeAttributes(of: node)
        case .modifierList:
            checkModifiers(node)
        case .effectSpecifiers:
            checkEffects(node)
        case .switchExpr:
            checkSwitch(node)
        case .declReferenceExpr:
            // Most references are plain names: only `await`, operators and `$0` need a look.
            let first = tree.tokens[Int(raw.tokenStart)]
            if raw.tokenEnd - raw.tokenStart == 1 && (first.keyword == .await || first.kind.isOperator || first.kind == .dollarIdentifier) {
                checkReference(node)
                checkAnonymousArgument(node, insideClosure: !openClosures.isEmpty)
            }
        case .integerLiteralExpr, .floatLiteralExpr, .integerType:
            if let token = node.firstToken, token.kind == .integerLiteral || token.kind == .floatLiteral { checkNumber(token) }
        case .stringLiteralExpr:
            checkString(node)
        case .labeledExpr:
            checkArgument(node)
        case .availabilityCondition:
            checkAvailabilityCondition(node)
        case .conditionList:
            checkConditionList(node)
        case .closureSignature:
            checkClosureSignature(node)
            checkAttributeList(of: index, raw)
        case .patternExpr:
            checkPatternNesting(node)
        case .optionalBindingCondition:
            if let pattern = childIndices(of: index).first(where: { tree.nodes[$0].kind == .tuplePattern }) {
                checkBindingTuple(SyntaxNode(tree: tree, index: pattern))
            }
        case .forStmt:
            checkForPattern(node)
        case .genericParameter:
            checkAttributeList(of: index, raw)
            if let equal = node.directTokens.first(where: { $0.kind == .equal }) {
                report(equal.range, "expected '>' to complete generic parameter list")
            }
        case .memberAccessExpr:
            if !isInIfConfigCondition(node) { checkNumericMember(node) }
        case .macroExpansionExpr:
            checkPoundError(node, insideIfConfig: insideIfConfig)
        case .macroExpansionDecl:
            checkPoundError(node, insideIfConfig: insideIfConfig)
            checkAttributeList(of: index, raw)
        case .sourceFile, .codeBlock, .closureExpr, .accessorBlock:
            checkItems(of: node, raw)
        case .switchCase, .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
            checkAttributeList(of: index, raw)
            checkItems(of: node, raw)
        case .closureParameter:
            checkAttributeList(of: index, raw)
            checkClosureParameter(node)
        case .implicitMemberExpr:
            checkImplicitMember(node)
        case .parameter, .accessorDecl:
            checkAttributeList(of: index, raw)
        case .variableDecl:
            checkAttributeList(of: index, raw)
            if containsToken(index, .leftParen) { checkVariablePatterns(node) }
        default:
            if raw.kind.isDecl { checkAttributeList(of: index, raw) }
        }
    }

    // MARK: Tokens

    private mutating func visitTokens() {
        var openingQuote = 0
        for (index, token) in tree.tokens.enumerated() {
            if token.kind == .editorPlaceholder || token.kind == .dollarIdentifier || token.kind == .equal { checkToken(token, index: index) }
            if token.kind == .stringQuote || token.kind == .multilineStringQuote { openingQuote = Int(token.start) }
            if token.kind == .unknown {
                report(token.textRange, "invalid character or byte in source")
            }
            if token.flags.contains(.unterminated) {
                report(openingQuote..<Int(token.end), "unterminated string literal")
            }
            if token.flags.contains(.conflictMarker) {
                let start = conflictMarkerStart(in: Int(token.fullStart)..<Int(token.start))
                report(start..<start + 7, "source control conflict marker in source file")
            }
            if token.flags.contains(.unterminatedComment) {
                let start = unclosedCommentStart(in: Int(token.fullStart)..<Int(token.start))
                report(start..<Int(token.start), "unterminated '/*' comment")
            }
        }
    }

    /// Where the first conflict marker starts in a run of trivia: seven `<`, `=` or `>` at the start
    /// of a line.
    private func conflictMarkerStart(in range: Range<Int>) -> Int {
        let bytes = tree.source.bytes
        var i = range.lowerBound
        while i + 7 <= range.upperBound {
            let c = bytes[i]
            if (i == 0 || bytes[i - 1] == 0x0A || bytes[i - 1] == 0x0D)
                && (c == UInt8(ascii: "<") || c == UInt8(ascii: "=") || c == UInt8(ascii: ">"))
                && (i..<i + 7).allSatisfy({ bytes[$0] == c })
            {
                return i
            }
            i += 1
        }
        return range.lowerBound
    }

    /// Where the `/*` that never closes starts, in a run of trivia.
    private func unclosedCommentStart(in range: Range<Int>) -> Int {
        let bytes = tree.source.bytes
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

    // MARK: Clauses

    /// A `#if` clause: the nodes of its subtree and the first token of its body (the first on a new
    /// line). A clause Swift does not parse (a version condition, or the `#else` after one) hides
    /// the errors of its body.
    struct ClauseRegion {
        let nodes: ClosedRange<Int>
        let firstToken: Int
        let isUnchecked: Bool

        func hidesErrors(of index: Int, _ raw: SyntaxTree.RawNode) -> Bool {
            isUnchecked && nodes.contains(index) && Int(raw.tokenStart) >= firstToken
                // An `#if` that never ends is an error even after a version condition.
                && !(raw.kind == .missingToken && raw.detail == UInt16(TokenKind.poundEndif.rawValue))
        }
    }

    static func clauseRegion(_ tree: SyntaxTree, _ index: Int, _ raw: SyntaxTree.RawNode) -> ClauseRegion {
        var first = Int(raw.tokenStart) + 1
        while first < Int(raw.tokenEnd) && !tree.tokens[first].isAtStartOfLine { first += 1 }
        return ClauseRegion(nodes: (index - Int(raw.size) + 1)...index, firstToken: first, isUnchecked: raw.detail == 1)
    }
}
