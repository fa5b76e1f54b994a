import Syntax

/// What a static member reached from a type turns out to be, read from its declaration.
public enum StaticMemberKind: Sendable, Equatable {
    /// `static let shared = Model()`: one instance, made once.
    case stored
    /// `static var preview: Model { Model() }`, `static func make() -> Model { Model() }`: a factory
    /// that builds a new instance of `type` on every use.
    case factory(type: String)
    /// A computed member or function whose result Lifeline cannot follow.
    case computed
}

/// `rootView.property = value` in a hosting controller: the host replaces the property the view
/// was built with.
public struct RootViewAssignment: Sendable {
    /// The hosted view's name as written.
    public let view: String
    /// The workspace views that name resolves to where the assignment is written (filled by
    /// `rootViewAssignments`).
    public internal(set) var viewKeys: [TypeKey] = []
    public let property: String
    public let value: SyntaxNode
    public let location: Location
    /// The hosting type's name, or the hosting call's callee.
    public let host: String
}

extension SemanticModel {
    /// The declaration of a static member of a workspace type (`Self` is `enclosing`), read for what
    /// it gives: a stored instance or a factory. Nil when the type or member is not in the workspace.
    public func staticMember(_ member: String, of written: String, enclosing: TypeDeclaration?) -> StaticMemberKind? {
        let declaration: TypeDeclaration?
        if written == "Self" || written == enclosing?.simpleName || written == enclosing?.qualifiedName {
            declaration = enclosing
        } else {
            // Resolved where the code is written: inside `enclosing`, from its file.
            declaration = resolveType(written, file: enclosing?.location.file ?? -1, scope: enclosing?.key).first.flatMap { types[$0] }
        }
        guard let declaration else { return nil }
        for (_, node) in declaration.members {
            switch node.kind {
            case .variableDecl:
                guard node.modifierWords.contains("static") || node.modifierWords.contains("class") else { continue }
                for binding in node.children(.patternBinding) where binding.firstChild?.referencedName == member {
                    if let accessors = binding.child(.accessorBlock) {
                        let annotated = binding.child(.typeAnnotation)?.children.first?.squashedText
                        return SemanticModel.factoryResult(of: accessors, declaredType: annotated).map { .factory(type: $0) } ?? .computed
                    }
                    return .stored
                }
            case .functionDecl:
                guard Builder.declaredName(node) == member, node.modifierWords.contains("static") || node.modifierWords.contains("class"),
                    let body = node.child(.codeBlock)
                else { continue }
                let returned = node.child(.functionSignature)?.firstDescendant(.returnClause)?.children.first?.squashedText
                return SemanticModel.factoryResult(of: body, declaredType: returned).map { .factory(type: $0) } ?? .computed
            default:
                continue
            }
        }
        return nil
    }

    /// The type a getter or function body builds anew on every call, when every value it can give is
    /// a new instance: `Model()`, `.init(…)`, `return Model(…)`, either branch of an `#if`.
    static func factoryResult(of body: SyntaxNode, declaredType: String?) -> String? {
        let results = resultValues(ofBody: body)
        guard !results.isEmpty else { return nil }
        var type: String?
        for result in results {
            guard case .newInstance(let made) = ValueClassifier.classify(result, declaredType: declaredType) else { return nil }
            type = type ?? made
        }
        return type
    }

    /// The type a member declares it gives (a function's or subscript's result, a property's
    /// annotation), without `?`/`!`.
    static func declaredResultType(of member: SyntaxNode) -> String? {
        let written: String?
        switch member.kind {
        case .functionDecl, .subscriptDecl:
            written = member.child(.functionSignature)?.firstDescendant(.returnClause)?.children.last?.squashedText
                ?? member.firstDescendant(.returnClause)?.children.last?.squashedText
        case .variableDecl:
            written = member.children(.patternBinding).first?.child(.typeAnnotation)?.children.first?.squashedText
        default:
            written = nil
        }
        return written?.trimmingSuffixMarks
    }

    /// The values a member gives: what a function's, subscript's or getter's body returns (see
    /// `resultValues(ofBody:)`), or a stored property's value.
    static func resultValues(ofMember member: SyntaxNode) -> [SyntaxNode] {
        switch member.kind {
        case .functionDecl:
            return member.child(.codeBlock).map(resultValues(ofBody:)) ?? []
        case .subscriptDecl:
            return member.child(.accessorBlock).map(resultValues(ofBody:)) ?? []
        case .variableDecl:
            guard let binding = member.children(.patternBinding).first else { return [] }
            if let accessors = binding.child(.accessorBlock) { return resultValues(ofBody: accessors) }
            return binding.child(.initializerClause)?.children.last.map { [$0] } ?? []
        default:
            return []
        }
    }

    /// What a getter or function body gives: the values of its `return`s, or, without any, its last
    /// expression (in an `#if`, each clause's).
    static func resultValues(ofBody body: SyntaxNode) -> [SyntaxNode] {
        var results: [SyntaxNode] = []
        for statement in body.descendants(.returnStmt, stopAt: [.closureExpr, .functionDecl]) {
            if let value = statement.children.first { results.append(value) }
        }
        if results.isEmpty {
            // The value of a body without `return` is its last expression; in an `#if`, the last
            // expression of each clause (after the clause's condition).
            let expressions: Set<SyntaxKind> = [
                .functionCallExpr, .memberAccessExpr, .implicitMemberExpr, .declReferenceExpr, .sequenceExpr, .tryExpr, .awaitExpr,
                .tupleExpr,
            ]
            func lastValues(_ block: SyntaxNode, depth: Int) {
                guard depth < 16 else { return }
                var items = block.children
                if block.kind == .ifConfigClause, let first = block.firstToken, first.kind != .poundElse, !items.isEmpty { items.removeFirst() }
                guard let last = items.last else { return }
                switch last.kind {
                case .ifConfigDecl:
                    for clause in last.children(.ifConfigClause) { lastValues(clause, depth: depth + 1) }
                case .accessorDecl, .codeBlock:
                    lastValues(last, depth: depth + 1)
                default:
                    if expressions.contains(last.kind) { results.append(last) }
                }
            }
            lastValues(body, depth: 0)
        }
        return results
    }

    /// Every `rootView.x = value` a hosting controller makes on a view of the workspace it hosts: in
    /// a subclass of `UIHostingController<V>`, `NSHostingController<V>` or `NSHostingView<V>`
    /// (`rootView.x`, `self.rootView.x`), and on a local made by `UIHostingController(rootView: V(…))`.
    /// Found when the model is built (and redone for the files an update changes).
    public func rootViewAssignments() -> [RootViewAssignment] {
        parts.hostAssignments.keys.sorted().flatMap { parts.hostAssignments[$0]! }.compactMap { assignment in
            var resolved = assignment
            resolved.viewKeys = resolveType(assignment.view, file: assignment.location.file, scope: nil).filter { views[$0] != nil }
            return resolved.viewKeys.isEmpty ? nil : resolved
        }
    }

    /// The `rootView.x = value` assignments of one file, whatever view they name.
    static func scanRootViewAssignments(_ file: SourceFile, index: Int) -> [RootViewAssignment] {
        var result: [RootViewAssignment] = []
        guard file.tree.source.contains(Array("rootView".utf8)) else { return [] }
        for sequence in file.tree.root.descendants(.sequenceExpr) {
            let parts = sequence.children
            guard parts.count >= 3, parts[1].kind == .assignmentExpr, parts[0].kind == .memberAccessExpr,
                let property = parts[0].memberName, let base = parts[0].baseExpression, base.kind == .memberAccessExpr || base.kind == .declReferenceExpr
            else { continue }
            let owner: SyntaxNode?
            if base.kind == .memberAccessExpr, base.memberName == "rootView" {
                owner = base.baseExpression
            } else if base.kind == .declReferenceExpr, base.referencedName == "rootView" {
                owner = nil
            } else {
                continue
            }
            var hosted: (view: String, host: String)?
            if owner == nil || owner?.firstToken?.kind == .kwSelf && owner?.kind == .declReferenceExpr {
                // In a hosting subclass: the generic argument of its superclass.
                let enclosing = file.tree.root.path(to: sequence.range.lowerBound).last { $0.kind == .classDecl }
                for inherited in enclosing?.child(.inheritanceClause)?.children(.inheritedType) ?? [] {
                    let text = inherited.squashedText
                    guard text.contains("Hosting"), let open = text.firstIndex(of: "<"), let close = text.lastIndex(of: ">"), open < close else { continue }
                    let argument = String(text[text.index(after: open)..<close])
                    hosted = (TypeDeclaration.baseName(argument), enclosing.flatMap(Builder.declaredName) ?? "a hosting controller")
                }
            } else if let owner, owner.kind == .declReferenceExpr, let name = owner.referencedName,
                let value = Builder.nearestBinding(name, before: sequence.range.lowerBound, in: file.tree), value.kind == .functionCallExpr,
                let callee = value.calleeName, callee.contains("Hosting"),
                let root = value.arguments.first(where: { $0.label == "rootView" })?.value, root.kind == .functionCallExpr,
                let view = root.calleeName
            {
                hosted = (view, callee)
            }
            guard let hosted else { continue }
            result.append(
                RootViewAssignment(
                    view: hosted.view, property: property, value: parts[2], location: Location(file: index, range: sequence.range), host: hosted.host))
        }
        return result
    }
}
