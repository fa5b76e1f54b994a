/// Small typed views over untyped nodes, for the analyses built on the tree. Each returns `nil` (or
/// an empty list) when the node is of another kind or the piece is missing, so callers never trap on
/// broken code.
extension SyntaxNode {
    /// The name of a `declReferenceExpr`, `identifierType` or `identifierPattern` (without backticks).
    public var referencedName: String? {
        switch kind {
        case .declReferenceExpr, .identifierType, .identifierPattern, .superExpr:
            return nameToken.map { $0.kind == .identifier ? $0.identifierText : $0.text }
        default:
            return nil
        }
    }

    /// The first token of a name, after its module selector if it has one (`Int` in `Swift::Int`).
    var nameToken: SyntaxToken? {
        if let first = firstChild, first.kind == .moduleSelector, first.raw.tokenStart == raw.tokenStart {
            let after = Int(first.raw.tokenEnd)
            return after < Int(raw.tokenEnd) ? SyntaxToken(tree: tree, index: after) : nil
        }
        return firstToken
    }

    /// The member after the period of a `memberAccessExpr` or `implicitMemberExpr`.
    public var memberName: String? {
        guard kind == .memberAccessExpr || kind == .implicitMemberExpr else { return nil }
        var sawPeriod = false
        for token in directTokens {
            if token.kind == .period {
                sawPeriod = true
            } else if sawPeriod {
                return token.kind == .identifier ? token.identifierText : token.text
            }
        }
        return nil
    }

    /// The identifier an expression starts from: `item` in `item.detail.name`, `item.model()`,
    /// `items[0]!`, and `name` in `self.name.count`; nil for anything else (a literal, a closure).
    public var rootName: String? {
        var node = self
        for _ in 0..<32 {
            switch node.kind {
            case .declReferenceExpr: return node.firstToken?.text
            case .memberAccessExpr where node.baseExpression?.kind == .declReferenceExpr && node.baseExpression?.firstToken?.kind == .kwSelf:
                return node.memberName
            case .memberAccessExpr, .functionCallExpr, .subscriptCallExpr, .forceUnwrapExpr, .optionalChainingExpr:
                guard let base = node.baseExpression ?? node.children.first else { return nil }
                node = base
            default:
                return nil
            }
        }
        return nil
    }

    /// The expression before the period of a `memberAccessExpr`, the callee of a call, the base of a
    /// subscript, postfix or generic specialisation.
    public var baseExpression: SyntaxNode? {
        switch kind {
        case .memberAccessExpr, .functionCallExpr, .subscriptCallExpr, .genericSpecializationExpr,
            .optionalChainingExpr, .forceUnwrapExpr, .postfixOperatorExpr, .postfixIfConfigExpr:
            // The base is the first child, when the node starts with it.
            guard let first = firstChild, first.raw.tokenStart == raw.tokenStart, first.raw.tokenStart < first.raw.tokenEnd else {
                return nil
            }
            return first
        default:
            return nil
        }
    }

    /// The arguments of a call, subscript, attribute or macro expansion, in order.
    public var arguments: [Argument] {
        guard let list = child(.argumentList) else { return [] }
        return list.children(.labeledExpr).map { Argument(node: $0) }
    }

    /// The closures after the parentheses of a call: the unlabelled one first, then labelled ones.
    public var trailingClosures: [(label: String?, closure: SyntaxNode)] {
        guard kind == .functionCallExpr || kind == .subscriptCallExpr || kind == .macroExpansionExpr || kind == .macroExpansionDecl else {
            return []
        }
        var result: [(label: String?, closure: SyntaxNode)] = []
        for element in children {
            if element.kind == .closureExpr && element.index != baseExpression?.index {
                result.append((nil, element))
            } else if element.kind == .trailingClosure, let closure = element.child(.closureExpr) {
                result.append((element.firstToken?.text, closure))
            }
        }
        return result
    }

    /// The name a call calls: `Text` for `Text("a")`, `sheet` for `x.sheet(...)`, `Foo` for
    /// `Foo<Int>(...)` and `Foo.init(...)`.
    public var calleeName: String? {
        guard kind == .functionCallExpr || kind == .macroExpansionExpr, let callee = baseExpression ?? children.first else { return nil }
        return SyntaxNode.name(of: callee)
    }

    /// Whether a name is written as Swift writes a type's: its first letter after any leading
    /// underscores uppercase (`Row`, `URL`, `_ConsoleTaskCell`, a private type's common spelling);
    /// not `row`, `_model` (a wrapper's storage) or `_`. ASCII by byte; other letters by Unicode.
    public static func isTypeStyle<S: StringProtocol>(_ name: S) -> Bool {
        var bytes = name.utf8.makeIterator()
        while let byte = bytes.next() {
            if byte == 0x5F { continue }
            if byte >= 0x41 && byte <= 0x5A { return true }
            if byte < 0x80 { return false }
            return name.drop { $0 == "_" }.first?.isUppercase == true
        }
        return false
    }

    /// The name an expression in callee position refers to (see `calleeName`).
    public static func name(of callee: SyntaxNode) -> String? {
        switch callee.kind {
        case .declReferenceExpr, .superExpr: return callee.referencedName
        case .genericSpecializationExpr: return callee.children.first.flatMap { name(of: $0) }
        case .memberAccessExpr, .implicitMemberExpr:
            if callee.memberName == "init", let base = callee.baseExpression { return name(of: base) }
            return callee.memberName
        case .typeExpr, .identifierType: return callee.children.first.flatMap { name(of: $0) } ?? callee.squashedText
        default: return nil
        }
    }

    /// The statements or members directly inside a block-like node (a code block, closure, accessor
    /// block, member block or `#if` clause), skipping braces and signatures.
    public var blockItems: [SyntaxNode] {
        children.filter { child in
            switch child.kind {
            case .closureSignature, .attributeList, .modifierList: return false
            default: return true
            }
        }
    }

    /// The attribute names of a declaration (`State`, `Environment`, `MainActor`…), without `@` or
    /// arguments, including attributes inside `#if` clauses of the attribute list.
    public var attributeNames: [String] { attributes.map(\.name) }

    public var attributes: [Attribute] {
        guard let list = child(.attributeList) else { return [] }
        var result: [Attribute] = []
        func collect(_ node: SyntaxNode) {
            for child in node.children {
                if child.kind == .attribute {
                    result.append(Attribute(node: child))
                } else if child.kind == .ifConfigDecl || child.kind == .ifConfigClause {
                    collect(child)
                }
            }
        }
        collect(list)
        return result
    }

    /// The modifier words of a declaration: `private`, `static`, `mutating`… (`private(set)` gives
    /// `private(set)`).
    public var modifierWords: [String] {
        guard let list = child(.modifierList) else { return [] }
        return list.children(.declModifier).map { String($0.squashedText.filter { $0 != " " }) }
    }

    /// The first descendant (in source order) of a kind, not looking inside `stopAt` kinds.
    public func firstDescendant(_ kind: SyntaxKind, stopAt: Set<SyntaxKind> = []) -> SyntaxNode? {
        var found: SyntaxNode?
        walkDescendants(stopAt: stopAt) { node in
            guard node.kind == kind else { return true }
            found = node
            return false
        }
        return found
    }

    /// Every descendant of a kind, in source order, not looking inside `stopAt` kinds.
    public func descendants(_ kind: SyntaxKind, stopAt: Set<SyntaxKind> = []) -> [SyntaxNode] {
        if stopAt.isEmpty { return descendantsByScan(kind) }
        var result: [SyntaxNode] = []
        walkDescendants(stopAt: stopAt) { node in
            if node.kind == kind { result.append(node) }
            return true
        }
        return result
    }

    /// The same with no kind to stop at, read off the flat post-order node array (a node's
    /// descendants are the `size - 1` nodes before it) without building any list of children; then
    /// put in source order: an ancestor before its descendants, unrelated nodes in array order.
    func descendantsByScan(_ kind: SyntaxKind) -> [SyntaxNode] {
        let nodes = tree.nodes
        let first = index - Int(nodes[index].size) + 1
        var found: [Int] = []
        var j = first
        while j < index {
            if nodes[j].kind == kind { found.append(j) }
            j += 1
        }
        // In post-order a node comes after its descendants; only nested matches need moving.
        var nested = false
        for (a, b) in zip(found, found.dropFirst()) where b - Int(nodes[b].size) < a {  // a is inside b
            nested = true
            break
        }
        if nested { found = SyntaxNode.preOrder(found, nodes) }
        return found.map { SyntaxNode(tree: tree, index: $0) }
    }

    /// Indices of nodes (post-order positions) in pre-order: each node before the nodes inside it.
    static func preOrder(_ indices: [Int], _ nodes: [SyntaxTree.RawNode]) -> [Int] {
        // Sorted by where each subtree starts (its first post-order position), an ancestor — whose
        // subtree starts at or before its descendants' — first when two start together.
        indices.sorted { a, b in
            let startA = a - Int(nodes[a].size) + 1
            let startB = b - Int(nodes[b].size) + 1
            return startA != startB ? startA < startB : a > b
        }
    }

    /// Visits descendants in source order (pre-order) with an explicit stack: trees can be far deeper
    /// than the parser's nesting cap (a chain of 100,000 modifiers nests 100,000 calls), and
    /// recursion would overflow the stack. `visit` returns false to stop.
    public func walkDescendants(stopAt: Set<SyntaxKind> = [], _ visit: (SyntaxNode) -> Bool) {
        var stack = children.reversed() as [SyntaxNode]
        while let node = stack.popLast() {
            if !visit(node) { return }
            if stopAt.contains(node.kind) { continue }
            stack.append(contentsOf: node.children.reversed())
        }
    }
}

/// One argument of a call: an optional label and the value expression.
public struct Argument: Sendable {
    public let node: SyntaxNode

    public var label: String? {
        let tokens = node.directTokens
        guard tokens.count >= 2, tokens[1].kind == .colon else { return nil }
        return tokens[0].kind == .identifier ? tokens[0].identifierText : tokens[0].text
    }

    public var value: SyntaxNode? {
        node.children.first { !$0.isMissing }
    }
}

/// One attribute: its name and arguments.
public struct Attribute: Sendable {
    public let node: SyntaxNode

    /// `Environment` for `@Environment(\.dismiss)`, `Lib.Wrapper` for `@Lib.Wrapper`, `State` for
    /// `@SwiftUI::State` (the module selector only says where to look the name up).
    public var name: String {
        guard let type = node.children.first else { return "" }
        var text = type.squashedText
        if let selector = type.firstDescendant(.moduleSelector), selector.range.lowerBound == type.range.lowerBound {
            text = squashWhitespace(type.tree.source.text(selector.range.upperBound..<type.range.upperBound))
            while text.first == " " { text.removeFirst() }
        }
        return text
    }

    /// The parsed arguments of a custom attribute (empty for built-in ones, kept as tokens).
    public var arguments: [Argument] { node.arguments }

    /// The text between the parentheses, whitespace collapsed, or nil without parentheses.
    public var argumentText: String? {
        if let list = node.child(.argumentList) { return list.squashedText }
        if let raw = node.child(.attributeArguments) { return raw.squashedText }
        return node.directTokens.contains { $0.kind == .leftParen } ? "" : nil
    }
}

extension SyntaxNode {
    /// A type name as a call writes it, qualified but without generic arguments: `Feature.Row` for
    /// `Feature.Row<Int>(…)`, `VStack` for `SwiftUI.VStack.init(…)` written as `SwiftUI.VStack`, `Row`
    /// for `Row(…)`. Nil when the callee is not a chain of names.
    public static func writtenTypeName(of callee: SyntaxNode) -> String? {
        var depth = 0
        func walk(_ node: SyntaxNode) -> String? {
            depth += 1
            guard depth < 32 else { return nil }
            switch node.kind {
            case .declReferenceExpr, .identifierType: return node.referencedName ?? node.firstToken?.identifierText
            case .genericSpecializationExpr: return node.children.first.flatMap(walk)
            case .memberAccessExpr, .memberType:
                // A member type's name is its own last identifier (`D` in `A.B.C.D`), not the first
                // token of its last child (`A`, the start of the base `A.B.C`).
                let ownName = node.kind == .memberType ? node.directTokens.last(where: { $0.kind == .identifier })?.identifierText : nil
                guard let member = node.memberName ?? ownName ?? node.children.last?.firstToken?.identifierText else { return nil }
                guard let base = node.baseExpression ?? node.children.first, base.index != node.index else { return member }
                if member == "init" { return walk(base) }
                return walk(base).map { $0 + "." + member }
            case .typeExpr: return node.children.first.flatMap(walk)
            default: return nil
            }
        }
        return walk(callee)
    }
}
