/// What a name written in code refers to when it is a local: the one scope resolver every reader
/// of bodies uses (the model's value flow, the ownership analysis, the migration), so that a closure
/// parameter or an `if let` named like a stored property hides that property inside its scope, and
/// only there.
public struct LocalDeclaration: Sendable {
    public enum Kind: Sendable, Equatable {
        /// `let x = value`, `var x: T`, a `for x in` or `case let x` pattern.
        case binding
        /// `if let x = value`, `guard let x = value`, `while let x`; with no value (`if let x`),
        /// the name unwraps the outer `x`.
        case optionalBinding
        /// A parameter of the function, initializer, subscript or accessor around the use.
        case parameter
        /// A closure's parameter (`{ item in … }`, `{ (item: T) in … }`).
        case closureParameter
    }

    public let kind: Kind
    /// The node that declares the name (its pattern or parameter).
    public let node: SyntaxNode
    /// The value it is bound to, when the declaration gives one.
    public let value: SyntaxNode?
    /// Its written type, when the declaration gives one.
    public let type: SyntaxNode?
    /// Whether a closure boundary lies between the use and the declaration (the use is in a
    /// closure, the declaration outside it).
    public let acrossClosure: Bool
}

extension SyntaxNode {
    /// The local declaration `name` means where this node is written, or nil when it means no local
    /// (a member of the enclosing type, a global, a type): scopes are searched from the innermost
    /// out, each for what is declared before the use, and the search stops at the enclosing type.
    public func localDeclaration(of name: String) -> LocalDeclaration? {
        let path = tree.root.path(to: range.lowerBound)
        // The conditions of the `#if` clauses around the use: a declaration in an earlier `#if`
        // belongs to the enclosing block, in the clause of the same condition when there is one.
        var conditions: Set<String> = []
        for (index, node) in path.enumerated() where node.kind == .ifConfigClause && index > 0 {
            if let condition = SyntaxNode.clauseCondition(node, in: path[index - 1]) { conditions.insert(condition) }
        }
        let use = range.lowerBound
        var crossed = false
        // From the innermost ancestor out; `child` is the ancestor's child on the path.
        var index = path.count - 1
        while index > 0 {
            let scope = path[index - 1]
            let child = path[index]
            index -= 1
            switch scope.kind {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl:
                return nil
            case .codeBlock, .accessorBlock, .sourceFile, .ifConfigClause:
                // Declarations before the use in the same block (the nearest wins); `guard let`
                // binds for the rest of the block.
                var found: LocalDeclaration?
                for item in scope.children where item.range.upperBound <= child.range.lowerBound {
                    if let declared = SyntaxNode.declares(name, item: item, crossed: crossed, conditions: conditions) { found = declared }
                }
                if let found { return found }
                if scope.kind == .sourceFile { return nil }
            case .closureExpr:
                if let signature = scope.child(.closureSignature), !(signature.range.contains(use)) {
                    for parameter in signature.descendants(.closureShorthandParameter) + signature.descendants(.closureParameter) {
                        guard SyntaxNode.parameterName(parameter) == name else { continue }
                        let type = parameter.children.first { $0.kind.isTypeKind }
                        return LocalDeclaration(kind: .closureParameter, node: parameter, value: nil, type: type, acrossClosure: crossed)
                    }
                }
                // Declarations in the closure's body are its direct statements.
                var found: LocalDeclaration?
                for item in scope.children where item.kind != .closureSignature && item.range.upperBound <= child.range.lowerBound {
                    if let declared = SyntaxNode.declares(name, item: item, crossed: crossed, conditions: conditions) { found = declared }
                }
                if let found { return found }
                crossed = true
            case .functionDecl, .initializerDecl, .subscriptDecl, .accessorDecl:
                let clause = scope.child(.functionSignature)?.child(.parameterClause) ?? scope.child(.parameterClause)
                for parameter in clause?.children(.parameter) ?? [] where SyntaxNode.parameterName(parameter) == name {
                    let type = parameter.children.first { $0.kind.isTypeKind }
                    return LocalDeclaration(kind: .parameter, node: parameter, value: nil, type: type, acrossClosure: crossed)
                }
                if scope.kind == .accessorDecl, name == "newValue" || name == "oldValue" {
                    return LocalDeclaration(kind: .parameter, node: scope, value: nil, type: nil, acrossClosure: crossed)
                }
                if scope.kind == .functionDecl || scope.kind == .initializerDecl { return nil }
            case .ifExpr, .whileStmt, .guardStmt:
                // The conditions' bindings: in the first branch (or the loop's body), and to later
                // conditions; a guard's bind after it (found in its block above).
                guard let conditions = scope.child(.conditionList) else { continue }
                let inBody = scope.kind != .guardStmt && child.kind == .codeBlock && child.index == scope.children(.codeBlock).first?.index
                let inConditions = child.index == conditions.index
                guard inBody || inConditions else { continue }
                var found: LocalDeclaration?
                for condition in conditions.children where condition.range.upperBound <= use {
                    if let declared = SyntaxNode.conditionDeclares(name, condition, crossed: crossed) { found = declared }
                }
                if let found { return found }
            case .forStmt:
                guard child.kind == .codeBlock, let pattern = scope.children.first(where: { $0.kind.isPatternKind }) else { continue }
                if let named = SyntaxNode.patternNames(pattern).first(where: { $0.referencedName == name }) {
                    return LocalDeclaration(kind: .binding, node: named, value: nil, type: nil, acrossClosure: crossed)
                }
            case .switchCase:
                guard let label = scope.child(.switchCaseLabel), !label.range.contains(use) else { continue }
                for named in label.descendants(.identifierPattern) where named.referencedName == name {
                    return LocalDeclaration(kind: .binding, node: named, value: nil, type: nil, acrossClosure: crossed)
                }
            case .catchClause:
                guard child.kind == .codeBlock else { continue }
                for named in scope.descendants(.identifierPattern, stopAt: [.codeBlock]) where named.referencedName == name {
                    return LocalDeclaration(kind: .binding, node: named, value: nil, type: nil, acrossClosure: crossed)
                }
                if name == "error", scope.child(.caseItem) == nil {
                    return LocalDeclaration(kind: .binding, node: scope, value: nil, type: nil, acrossClosure: crossed)
                }
            default:
                continue
            }
        }
        return nil
    }

    /// A statement's declaration of `name`: `let`/`var` bindings (tuple patterns too) and `guard let`.
    static func declares(_ name: String, item: SyntaxNode, crossed: Bool, conditions: Set<String> = []) -> LocalDeclaration? {
        switch item.kind {
        case .ifConfigDecl:
            // `#if os(iOS) let cell = A() #else let cell = B() #endif`: declared in the enclosing
            // block by whichever clause is compiled; the clause whose condition the use shares is
            // taken, else the first that declares it.
            var first: LocalDeclaration?
            for clause in item.children(.ifConfigClause) {
                var found: LocalDeclaration?
                for inner in clause.children {
                    if let declared = declares(name, item: inner, crossed: crossed, conditions: conditions) { found = declared }
                }
                guard let found else { continue }
                if let condition = clauseCondition(clause, in: item), conditions.contains(condition) { return found }
                if first == nil { first = found }
            }
            return first
        case .variableDecl:
            var found: LocalDeclaration?
            for binding in item.children(.patternBinding) {
                guard let pattern = binding.children.first else { continue }
                let value = binding.child(.initializerClause)?.children.last
                let type = binding.child(.typeAnnotation)?.children.first
                for named in patternNames(pattern) where named.referencedName == name {
                    // In a tuple pattern the value belongs to the whole tuple.
                    found = LocalDeclaration(kind: .binding, node: named, value: pattern.kind == .identifierPattern ? value : nil, type: pattern.kind == .identifierPattern ? type : nil, acrossClosure: crossed)
                }
            }
            return found
        case .guardStmt:
            var found: LocalDeclaration?
            for condition in item.child(.conditionList)?.children ?? [] {
                if let declared = conditionDeclares(name, condition, crossed: crossed) { found = declared }
            }
            return found
        default:
            return nil
        }
    }

    /// The condition of an `#if`/`#elseif` clause of `decl`, as written; for `#else`, "else of" the
    /// first clause's condition, so that an `#else` use finds the `#else` declaration of the same test.
    static func clauseCondition(_ clause: SyntaxNode, in decl: SyntaxNode) -> String? {
        guard let token = clause.firstToken else { return nil }
        if token.text == "#if" || token.text == "#elseif" { return clause.children.first?.squashedText }
        guard token.text == "#else", let first = decl.children(.ifConfigClause).first, first.range != clause.range,
            let condition = first.children.first?.squashedText
        else { return nil }
        return "else of " + condition
    }

    /// `let x = value` in a condition list; `case let .a(x) = value` binds `x` with no value.
    static func conditionDeclares(_ name: String, _ condition: SyntaxNode, crossed: Bool) -> LocalDeclaration? {
        switch condition.kind {
        case .optionalBindingCondition:
            guard let pattern = condition.children.first(where: { $0.kind.isPatternKind }), pattern.referencedName == name else { return nil }
            return LocalDeclaration(
                kind: .optionalBinding, node: pattern, value: condition.child(.initializerClause)?.children.last,
                type: condition.child(.typeAnnotation)?.children.first, acrossClosure: crossed)
        case .matchingPatternCondition:
            for named in condition.descendants(.identifierPattern) where named.referencedName == name {
                return LocalDeclaration(kind: .binding, node: named, value: nil, type: nil, acrossClosure: crossed)
            }
            return nil
        default:
            return nil
        }
    }

    /// The names a pattern binds: itself, or a tuple's elements, at any depth.
    static func patternNames(_ pattern: SyntaxNode) -> [SyntaxNode] {
        if pattern.kind == .identifierPattern { return [pattern] }
        return pattern.descendants(.identifierPattern)
    }

    /// The name a parameter's body uses: its second name, else its first (`_` has none).
    public static func parameterName(_ parameter: SyntaxNode) -> String? {
        let names = parameter.directTokens.prefix { $0.kind != .colon }.filter { $0.kind == .identifier || $0.kind == .kwUnderscore }
        guard let last = names.last, last.kind == .identifier else { return nil }
        return last.identifierText
    }
}

extension SyntaxKind {
    var isPatternKind: Bool {
        switch self {
        case .identifierPattern, .wildcardPattern, .tuplePattern, .valueBindingPattern, .expressionPattern, .isTypePattern, .typedPattern: return true
        default: return false
        }
    }

    var isTypeKind: Bool {
        switch self {
        case .identifierType, .memberType, .optionalType, .arrayType, .dictionaryType, .tupleType, .functionType, .attributedType,
            .someOrAnyType, .compositionType, .implicitlyUnwrappedOptionalType, .metatypeType:
            return true
        default: return false
        }
    }
}

/// Where a name bound by an enum case pattern comes from: `case .settings(let manager, _)` in a
/// `switch value` (or `if case … = value`) binds `manager` to the first associated value of the case
/// `settings` of `value`'s type.
public struct CasePatternBinding: Sendable {
    /// The case's name (`settings`).
    public let caseName: String
    /// The type written before the case (`Sheet.Kind` in `case Sheet.Kind.settings(…)`), if any.
    public let qualifier: SyntaxNode?
    /// Which associated value, from 0, and its label when the pattern gives one (`x: let r`).
    public let position: Int
    public let label: String?
    /// The value matched: the `switch`'s subject or the condition's right-hand side.
    public let subject: SyntaxNode?
}

extension SyntaxNode {
    /// For a name bound directly as one associated value of an enum case pattern (`let p` or `p`
    /// under `case let`), where its value comes from; nil for any other pattern (a nested tuple,
    /// a `for`, a `catch`).
    public var casePatternBinding: CasePatternBinding? {
        guard kind == .identifierPattern else { return nil }
        let path = tree.root.path(to: range.lowerBound)
        guard var at = path.lastIndex(where: { $0.index == index }) else { return nil }
        // Up through `let`/`var` around the name to the argument it is.
        while at > 0, [.patternExpr, .valueBindingPattern].contains(path[at - 1].kind) { at -= 1 }
        guard at >= 3, path[at - 1].kind == .labeledExpr, path[at - 2].kind == .argumentList, path[at - 3].kind == .functionCallExpr else { return nil }
        let argument = path[at - 1]
        let call = path[at - 3]
        guard let callee = call.baseExpression ?? call.children.first, let caseName = callee.memberName,
            callee.kind == .implicitMemberExpr || callee.kind == .memberAccessExpr
        else { return nil }
        let arguments = path[at - 2].children(.labeledExpr)
        guard let position = arguments.firstIndex(where: { $0.index == argument.index }) else { return nil }
        let label = argument.directTokens.first.flatMap { $0.kind == .identifier && argument.directTokens.dropFirst().first?.kind == .colon ? $0.identifierText : nil }
        // Up through `let` around the whole pattern to what matches it.
        var top = at - 3
        while top > 0, [.patternExpr, .valueBindingPattern].contains(path[top - 1].kind) { top -= 1 }
        guard top > 0 else { return nil }
        let qualifier = callee.kind == .memberAccessExpr ? callee.baseExpression : nil
        var subject: SyntaxNode?
        switch path[top - 1].kind {
        case .caseItem:
            if top >= 4, path[top - 2].kind == .switchCaseLabel, path[top - 3].kind == .switchCase, path[top - 4].kind == .switchExpr {
                subject = path[top - 4].children.first { $0.kind != .switchCase && $0.kind != .ifConfigDecl }
            }
        case .matchingPatternCondition:
            subject = path[top - 1].child(.initializerClause)?.children.last
        default:
            return nil
        }
        return CasePatternBinding(caseName: caseName, qualifier: qualifier, position: position, label: label, subject: subject)
    }
}
