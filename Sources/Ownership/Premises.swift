import Semantics
import Syntax

/// The premises several rules share, each established from the model or reported as not
/// established, with the evidence either way. A rule states a consequence only when every premise
/// it needs holds (see `Rule.premises`).
enum Premises {
    static let argumentVaries = PremiseDescription(
        "argument-varies",
        """
        some construction on an app path (not a preview) can hand the same view identity a different object later: it \
        builds a new one on every run, passes a parent's `@State` that the parent replaces, a `var` member, or a value \
        the parent itself gets from a parent that varies. Not established when every construction passes one stable \
        object: a parent's `@StateObject`, a `@State` it never replaces, `let` members of such an object, a shared \
        instance, a `ForEach` element (each id gets its own view), or a view built anew each time by code outside views \
        (a hosting controller, a route's factory); nor when where the object comes from is not known.
        """)

    /// What one construction passes, for `argument-varies`.
    enum Passed {
        case varying(String)
        case stable(String)
        case unknown(String)
    }

    static let elementContainers: Set<String> = ["ForEach", "List", "Table", "OutlineGroup"]

    /// Whether a later construction can pass the view another object than the one it keeps: from
    /// the typed edges of the property's ownership verdict.
    static func argumentVaries(_ edges: [FlowEdge], label: String, in context: RuleContext) -> Premise {
        let app = edges.filter { $0.source != .missing && $0.container != "#Preview" && $0.container != "previews" }
        guard !app.isEmpty else {
            let previews = edges.contains { $0.source != .missing }
            return .unknown(
                argumentVaries.id,
                previews ? "only previews pass \(label) an object, so no app path is known to pass another" : "no construction that passes \(label) is in sight")
        }
        // One construction that passes one object or another (`flag ? first : second`) hands the
        // same view identity a different object when the condition changes.
        for edge in app where app.contains(where: { $0.location == edge.location && $0.source != edge.source }) {
            return .holds(
                argumentVaries.id, "\(edge.parent) passes one object or another at the same place, as a condition decides (\(context.model.describe(edge.location)))")
        }
        var stable: [String] = []
        var unknown: [String] = []
        for edge in app {
            switch classify(edge, in: context, depth: 0) {
            case .varying(let why): return .holds(argumentVaries.id, why)
            case .stable(let why): stable.append(why)
            case .unknown(let why): unknown.append(why)
            }
        }
        if let first = unknown.first {
            return .unknown(argumentVaries.id, "whether a later construction passes another object: \(first)")
        }
        return .unknown(argumentVaries.id, "that a different object is ever passed: \(stable.first ?? "every construction passes the same one")")
    }

    static func classify(_ edge: FlowEdge, in context: RuleContext, depth: Int) -> Passed {
        let model = context.model
        let at = model.describe(edge.location)
        // Code outside views (a hosting controller's root, a route's factory with no view calling
        // it) builds a new view each time it runs: no later object reaches the same view.
        if edge.container == "rootView" || (edge.kind == .factoryArgument && !edge.container.hasPrefix("a call of")) {
            return .stable("\(edge.parent).\(edge.container) builds a new view each time it runs (\(at))")
        }
        let parent = edge.parentKey.flatMap { model.views[$0] }
        switch edge.source {
        case .missing:
            return .unknown("\(edge.parent) passes nothing (\(at))")
        case .newInstance(let type):
            // `.init(…)` names no type: say "object" rather than "Self".
            let made = type.isEmpty || type == "Self" ? "object" : TypeDeclaration.baseName(type)
            return .varying("\(edge.parent).\(edge.container) builds a new \(made) on every run (\(at))")
        case .sharedInstance(let type, let member):
            return .stable("every call passes the shared \(TypeDeclaration.baseName(type)).\(member) (\(at))")
        case .parentProperty(let name, _, _):
            guard let parent, let property = parent.property(name) else { return .unknown("\(edge.parent).\(name) is not followed (\(at))") }
            return classify(property, of: parent, members: [], at: at, in: context, depth: depth)
        case .expression(let text):
            switch edge.shape {
            case .closureParameter(_, let call?) where elementContainers.contains(call):
                return .stable("\(edge.parent) passes a \(call) element, and each element's id gets its own view (\(at))")
            case .members(let root, let path):
                guard let parent, let property = parent.property(root) else { return .unknown("`\(text)` in \(edge.parent) is not followed (\(at))") }
                return classify(property, of: parent, members: path, at: at, in: context, depth: depth)
            default:
                return .unknown("`\(text)` in \(edge.parent) is not followed (\(at))")
            }
        }
    }

    /// What a parent's property (and the `members` read from it) hands on: the property's own
    /// stability, then each member's (`let` keeps it, `var` may change).
    static func classify(_ property: ViewProperty, of parent: ViewType, members: [String], at: String, in context: RuleContext, depth: Int) -> Passed {
        let written = ([property.name] + members).joined(separator: ".")
        let root: Passed
        switch property.wrapper {
        case .stateObject:
            root = .stable("\(parent.name) passes `\(written)` from its own @StateObject, which keeps one object (\(at))")
        case .state:
            root =
                StateFromOutside.isReplaced(property.name, in: parent)
                ? .varying("\(parent.name) passes its @State `\(property.name)`, which it replaces or hands out a binding to (\(at))")
                : .stable("\(parent.name) passes `\(written)` from its own @State, which it never replaces (\(at))")
        case .none where !property.isComputed:
            // A stored property: what the parent itself was given or made.
            root = upstream(of: property, in: parent, written: written, at: at, context: context, depth: depth)
        case .observedObject, .bindable:
            root = upstream(of: property, in: parent, written: written, at: at, context: context, depth: depth)
        case .environmentObject, .environmentObservable:
            root = .unknown("\(parent.name) passes `\(written)` from the environment, and whether the injection changes is not followed (\(at))")
        default:
            root = .unknown("\(parent.name) passes `\(written)`, which is not followed (\(at))")
        }
        guard case .stable = root, !members.isEmpty else { return root }
        // Each member read from the stable object: a `let` keeps it; a `var` may be replaced.
        var holder = context.model.modelClass(of: property)?.declaration
        for member in members {
            guard let declaration = holder, let stored = storedMember(member, of: declaration) else {
                return .unknown("`\(written)` in \(parent.name): the member `\(member)` is not found (\(at))")
            }
            if !stored.isLet { return .varying("\(parent.name) passes `\(written)`, and `\(member)` is a `var` of \(declaration.simpleName) (\(at))") }
            holder = stored.type.flatMap { context.model.modelClass(named: $0, file: declaration.location.file, scope: declaration.name)?.declaration }
        }
        return .stable("\(parent.name) passes `\(written)`: `let` members of an object it keeps (\(at))")
    }

    /// A parent's stored property that it was given or made: stable when it makes one object it
    /// keeps for good (a shared instance), varying when it makes a new one on each init, and, when a
    /// parent of its own passes it, what that parent passes (three views up at most).
    static func upstream(of property: ViewProperty, in parent: ViewType, written: String, at: String, context: RuleContext, depth: Int) -> Passed {
        guard let verdict = context.ownership.verdicts(ofView: TypeKey(parent.key)).first(where: { $0.property.name == property.name }) else {
            return .unknown("\(parent.name) passes `\(written)`, whose origin is not followed (\(at))")
        }
        switch verdict.kind {
        case .shared:
            return .stable("\(parent.name) passes `\(written)`, a shared instance (\(at))")
        case .owned:
            // Made by the parent: a plain property or `@ObservedObject` makes a new one on each of
            // the parent's inits.
            return .varying("\(parent.name) passes `\(written)`, which it makes anew each time it is initialized (\(at))")
        case .injected:
            guard depth < 3 else { return .unknown("\(parent.name) passes `\(written)`, given by views further up than Lifeline follows (\(at))") }
            let edges = verdict.edges.filter { $0.source != .missing && $0.container != "#Preview" && $0.container != "previews" }
            guard !edges.isEmpty else { return .unknown("\(parent.name) passes `\(written)`, and no construction of \(parent.name) that gives it is in sight (\(at))") }
            var stable: String?
            for edge in edges {
                switch classify(edge, in: context, depth: depth + 1) {
                case .varying(let why): return .varying("\(parent.name) passes `\(written)`, which varies: \(why)")
                case .unknown(let why): return .unknown("\(parent.name) passes `\(written)`: \(why)")
                case .stable(let why): stable = stable ?? why
                }
            }
            return .stable("\(parent.name) passes `\(written)`, which is stable: \(stable!)")
        case .environment, .unknown:
            return .unknown("\(parent.name) passes `\(written)`, whose origin is not followed (\(at))")
        }
    }

    /// A stored property of a type's declaration (or its extensions cannot declare one): whether it
    /// is a `let` and its written type.
    static func storedMember(_ name: String, of declaration: TypeDeclaration) -> (isLet: Bool, type: String?)? {
        for (_, node) in declaration.members where node.kind == .variableDecl {
            for binding in node.children(.patternBinding) where binding.firstChild?.referencedName == name {
                // A computed property (an accessor block with no stored value) is read anew each time.
                if binding.child(.accessorBlock) != nil, binding.child(.initializerClause) == nil { return (false, nil) }
                let isLet = node.directTokens.contains { $0.kind == .kwLet }
                return (isLet, binding.child(.typeAnnotation)?.children.first?.squashedText)
            }
        }
        return nil
    }
}

extension Premises {
    static let ownerReinitialized = PremiseDescription(
        "owner-reinitialized",
        """
        the view holding the property can be initialized again while it keeps its identity: a parent's body builds \
        it, and runs again. Not established for an `App` (initialized once per process) or a view that only hosting \
        controllers and code outside views build (each build is a new view, whose first value is the one kept).
        """)

    /// Whether a parent's body can initialize `view` again while it keeps its identity.
    static func ownerReinitialized(_ view: ViewType, in context: RuleContext) -> Premise {
        if view.role == .app {
            return .unknown(ownerReinitialized.id, "that \(view.name) is initialized again: an App is initialized once per process")
        }
        let sites = context.model.constructionSites(of: view.key).filter { !["#Preview", "previews"].contains($0.container) }
        let factories = context.model.factorySites(of: view.key)
        if !(sites.isEmpty && factories.isEmpty) && sites.allSatisfy({ $0.parentKey == nil && $0.container == "rootView" }) {
            return .unknown(
                ownerReinitialized.id,
                "that \(view.name) is initialized again while it keeps its identity: only hosting controllers and code outside views build it, each time as a new view")
        }
        if let site = sites.first(where: { $0.parentKey != nil }) {
            return .holds(ownerReinitialized.id, "\(site.parent).\(site.container) builds \(view.name) (\(context.model.describe(site.location))) and runs again")
        }
        return .holds(ownerReinitialized.id, "a parent's body builds \(view.name) again each time it runs")
    }

    static let stateChanges = PremiseDescription(
        "state-changes",
        """
        a new instance costs something: the object's state changes after it is made in a way a new instance does \
        not redo by itself (the view assigns or binds one of its properties or calls one of its methods that change \
        it through the property, or a method of the class that its initializer does not call changes a stored \
        property), or, for a replaced object, making one does work (its initializer runs calls; the message names \
        them). Not established when every change happens in a cheap initializer.
        """)

    /// Whether the object behind `property` holds state that a new instance would not rebuild by
    /// itself (see `stateChanges`).
    static func stateChanges(of model: ModelClass, through property: ViewProperty, in view: ViewType) -> Premise {
        let type = model.declaration.simpleName
        let methods = Set(mutatingMethods(of: model.declaration, exceptCalledByInit: false))
        if changes(property.name, in: view, methods: methods) {
            return .holds(stateChanges.id, "\(view.name) changes its \(type) through '\(property.name)'")
        }
        if let method = mutatingMethod(of: model.declaration) {
            return .holds(stateChanges.id, "\(type).\(method)() changes its state after it is made")
        }
        return .unknown(
            stateChanges.id,
            "that a new \(type) differs from the old: \(view.name) never changes it, and \(type) changes its state only in what its init starts, which a new one starts again")
    }

    /// A method of the class (not an initializer, not static, not called by an initializer) that
    /// assigns or mutates one of its stored `var`s.
    static func mutatingMethod(of declaration: TypeDeclaration) -> String? {
        mutatingMethods(of: declaration, exceptCalledByInit: true).first
    }

    /// Whether `view` changes the object behind its property `name`: assigns one of its members,
    /// binds one (`$model.query`), or calls one of `methods` on it (the class's methods that change
    /// its stored properties).
    static func changes(_ name: String, in view: ViewType, methods: Set<String>) -> Bool {
        func refersToProperty(_ node: SyntaxNode) -> Bool {
            if node.kind == .declReferenceExpr { return node.referencedName == name && node.localDeclaration(of: name) == nil }
            if node.kind == .memberAccessExpr, node.baseExpression?.firstToken?.kind == .kwSelf { return node.memberName == name }
            return false
        }
        for (_, member) in view.declaration.members {
            for sequence in member.descendants(.sequenceExpr) {
                let parts = sequence.children
                guard parts.count >= 3, var target = parts.first else { continue }
                guard parts[1].kind == .assignmentExpr
                    || (parts[1].kind == .binaryOperatorExpr && StateHoldsReferenceType.assignmentOperators.contains(parts[1].squashedText))
                else { continue }
                // `model.items[0].done = true`: down to the property at the root.
                var sawMember = false
                while target.kind == .memberAccessExpr || target.kind == .subscriptCallExpr, let base = target.baseExpression {
                    if target.kind == .memberAccessExpr, refersToProperty(base) || (sawMember && refersToProperty(target)) { return true }
                    sawMember = true
                    target = base
                }
            }
            for access in member.descendants(.memberAccessExpr) {
                if let base = access.baseExpression, base.kind == .declReferenceExpr, base.firstToken?.kind == .dollarIdentifier,
                    base.firstToken?.text == "$" + name
                {
                    return true
                }
            }
            for call in member.descendants(.functionCallExpr) {
                if let callee = call.baseExpression, callee.kind == .memberAccessExpr, let base = callee.baseExpression, refersToProperty(base),
                    methods.contains(callee.memberName ?? "")
                {
                    return true
                }
            }
        }
        return false
    }

    /// The methods of a class that change one of its stored `var`s (not static; with
    /// `exceptCalledByInit`, not those its initializers call, which a new instance runs again).
    static func mutatingMethods(of declaration: TypeDeclaration, exceptCalledByInit: Bool) -> [String] {
        var stored: Set<String> = []
        for (_, node) in declaration.members where node.kind == .variableDecl && node.directTokens.contains(where: { $0.kind == .kwVar }) {
            guard !node.modifierWords.contains("static") else { continue }
            for binding in node.children(.patternBinding) where binding.child(.accessorBlock) == nil || binding.child(.initializerClause) != nil {
                if let name = binding.firstChild?.referencedName { stored.insert(name) }
            }
        }
        guard !stored.isEmpty else { return [] }
        // What the initializers call (directly or in the closures they set up) runs again in a new instance.
        var calledByInit: Set<String> = []
        for (_, node) in declaration.members where node.kind == .initializerDecl {
            for call in node.descendants(.functionCallExpr) { if let name = call.calleeName { calledByInit.insert(name) } }
        }
        func assignsStored(_ node: SyntaxNode) -> Bool {
            func storedTarget(_ target: SyntaxNode) -> Bool {
                var target = target
                // `items[0] = x`, `state.count = 1`: the stored property at the root.
                while true {
                    if target.kind == .memberAccessExpr, let base = target.baseExpression {
                        // `self.x`, `self?.x` (in a closure holding `self` weakly).
                        if base.firstToken?.kind == .kwSelf && (base.kind == .declReferenceExpr || base.kind == .optionalChainingExpr)
                            && base.lastToken?.kind != .identifier
                        {
                            return stored.contains(target.memberName ?? "")
                        }
                        target = base
                    } else if target.kind == .subscriptCallExpr || target.kind == .functionCallExpr, let base = target.baseExpression {
                        target = base
                    } else {
                        break
                    }
                }
                return target.kind == .declReferenceExpr && stored.contains(target.referencedName ?? "") && target.localDeclaration(of: target.referencedName ?? "") == nil
            }
            for sequence in node.descendants(.sequenceExpr) {
                let parts = sequence.children
                guard parts.count >= 3, let target = parts.first else { continue }
                if parts[1].kind == .assignmentExpr || (parts[1].kind == .binaryOperatorExpr && StateHoldsReferenceType.assignmentOperators.contains(parts[1].squashedText)),
                    storedTarget(target)
                {
                    return true
                }
            }
            // `publisher.store(in: &cancellables)`: passed to be changed.
            for inOut in node.descendants(.inOutExpr) {
                if let operand = inOut.children.last, storedTarget(operand) { return true }
            }
            // `items.append(x)`, `set.insert(x)`, `toggle()`.
            for call in node.descendants(.functionCallExpr) {
                guard let callee = call.baseExpression, callee.kind == .memberAccessExpr, let base = callee.baseExpression,
                    ["append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "toggle", "merge", "sort", "reverse", "shuffle", "formUnion",
                     "subtract", "popLast", "updateValue", "removeValue"].contains(callee.memberName ?? "")
                else { continue }
                if storedTarget(base) { return true }
            }
            return false
        }
        var found: [String] = []
        for (_, node) in declaration.members where node.kind == .functionDecl {
            guard !node.modifierWords.contains("static"), !node.modifierWords.contains("class"), let name = SemanticModel.declaredName(node),
                !(exceptCalledByInit && calledByInit.contains(name))
            else { continue }
            if assignsStored(node) { found.append(name) }
        }
        return found
    }
}

extension Premises {
    static let appPath = PremiseDescription(
        "app-path",
        """
        the view is on a path of the app, not only of previews: some construction of it outside previews (in a \
        view that is itself on an app path, a root or code outside views), or none in sight at all. Not established \
        when every construction of it, followed up to six views, is in a `#Preview`, a `PreviewProvider` or an \
        extension of `PreviewProvider`.
        """)

    /// Whether `view` is built somewhere other than previews (see `appPath`).
    static func appPath(_ view: ViewType, in context: RuleContext) -> Premise {
        if onlyPreviewsBuild(view.key, in: context.model, depth: 0, visiting: []) {
            return .unknown(appPath.id, "that the app shows \(view.name): only previews build it")
        }
        let sites = context.model.constructionSites(of: view.key) + context.model.factorySites(of: view.key)
        return .holds(appPath.id, sites.isEmpty ? "no construction of \(view.name) is in sight, so none is known to be a preview's" : "\(view.name) is built outside previews")
    }

    static func onlyPreviewsBuild(_ key: String, in model: SemanticModel, depth: Int, visiting: Set<String>) -> Bool {
        if model.views[key]?.role == .app { return false }
        let sites = model.constructionSites(of: key) + model.factorySites(of: key)
        guard !sites.isEmpty, depth < 6 else { return false }
        var visiting = visiting
        visiting.insert(key)
        for site in sites {
            if site.container == "#Preview" || site.container == "previews" || model.isInPreview(site.location) { continue }
            guard let parent = site.parentKey else { return false }
            // A view built only by itself (recursion) adds no app path.
            if visiting.contains(parent) { continue }
            if !onlyPreviewsBuild(parent, in: model, depth: depth + 1, visiting: visiting) { return false }
        }
        return true
    }
}

extension Premises {
    /// For an object injected into the environment: whether its state changes after it is made (a
    /// method of its class changes a stored property, or a view reading it from the environment
    /// changes it), so that a new instance loses something.
    static func injectedStateChanges(of model: ModelClass, in context: RuleContext) -> Premise {
        let type = model.declaration.simpleName
        if let method = mutatingMethod(of: model.declaration) {
            return .holds(stateChanges.id, "\(type).\(method)() changes its state after it is made")
        }
        let methods = Set(mutatingMethods(of: model.declaration, exceptCalledByInit: false))
        do {
            for name in context.model.viewOrder {
                guard let view = context.model.views[name] else { continue }
                for property in view.properties {
                    let reads: Bool
                    switch property.wrapper {
                    case .environmentObject, .environmentObservable: reads = context.model.modelClass(of: property)?.name == model.name
                    default: reads = false
                    }
                    if reads, changes(property.name, in: view, methods: methods) {
                        return .holds(stateChanges.id, "\(view.name) changes the \(type) it reads from the environment")
                    }
                }
            }
        }
        return .unknown(stateChanges.id, "that a new \(type) differs from the old: nothing changes its state after it is made")
    }
}
