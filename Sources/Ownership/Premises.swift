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
        instance, or a view built anew each time by code outside views (a hosting controller, a route's factory); nor \
        when where the object comes from is not known, such as a `ForEach` element (each id keeps its view, which keeps \
        the first object it got; whether the collection later holds a new object under the same id is not followed).
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
            return .stable("\(edge.builder) builds a new view each time it runs (\(at))")
        }
        let parent = edge.parentKey.flatMap { model.views[$0] }
        switch edge.source {
        case .missing:
            return .unknown("\(edge.parent) passes nothing (\(at))")
        case .newInstance(let type):
            // `.init(…)` names no type: say "object" rather than "Self".
            let made = FlowEdge.madeName(type)
            return .varying("\(edge.builder) builds a new \(made) on every run (\(at))")
        case .sharedInstance(let type, let member):
            return .stable("every call passes the shared \(TypeDeclaration.baseName(type)).\(member) (\(at))")
        case .parentProperty(let name, _, _):
            guard let parent, let property = parent.property(name) else { return .unknown("\(edge.parent).\(name) is not followed (\(at))") }
            return classify(property, of: parent, members: [], at: at, in: context, depth: depth)
        case .expression(let text):
            switch edge.shape {
            case .closureParameter(_, let call?) where elementContainers.contains(call):
                // Each id keeps its view, and the view keeps the first object it got for that id;
                // whether the collection later holds a new object under an id it had (rebuilt from
                // fresh objects) is the question, and it is not followed.
                return .unknown("\(edge.parent) passes a \(call) element, and whether the collection later holds a new object under an id it already had (the view keeps the first) is not followed (\(at))")
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
            holder = stored.type.flatMap { context.model.modelClass(named: $0, file: declaration.location.file, scope: declaration.key)?.declaration }
        }
        return .stable("\(parent.name) passes `\(written)`: `let` members of an object it keeps (\(at))")
    }

    /// A parent's stored property that it was given or made: stable when it makes one object it
    /// keeps for good (a shared instance), varying when it makes a new one on each init, and, when a
    /// parent of its own passes it, what that parent passes (three views up at most).
    static func upstream(of property: ViewProperty, in parent: ViewType, written: String, at: String, context: RuleContext, depth: Int) -> Passed {
        guard let verdict = context.ownership.verdicts(ofView: parent.key).first(where: { $0.property.name == property.name }) else {
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
        it, and can run again. Not established for an `App` (initialized once per process); a view that only hosting \
        controllers and code outside views build (each build is a new view, whose first value is the one kept); a \
        view whose every builder depends on nothing that changes (no state whose wrapped value it reads, no object \
        wrapper, no environment, no `@Observable` class it reads, and stored inputs only from views that run once \
        themselves, from a hosting root or a factory, or that keep their value: literals, a case with no values, \
        the item of a `ForEach` or a `.sheet(item:)`), so SwiftUI runs the builder's body once per identity; or a \
        `DynamicProperty` no view on an app path holds.
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
                "that \(view.name) is initialized again while it keeps its identity: Lifeline finds it built only by hosting controllers and code outside views, taken to build a new view each time (where that code is called from, a view's body included, is not followed)")
        }
        let building = sites.filter { $0.parentKey != nil && !context.model.isInPreview($0.location) }
        if let site = building.first(where: { !bodyRunsOnce(of: $0.parentKey!, in: context) }) {
            return .holds(ownerReinitialized.id, "\(site.builder) builds \(view.name) (\(context.model.describe(site.location))) and runs again")
        }
        // Every view that builds it depends on nothing that changes, so SwiftUI runs its body once.
        if let site = building.first, factories.isEmpty, sites.allSatisfy({ $0.parentKey != nil || $0.container == "rootView" }) {
            return .unknown(
                ownerReinitialized.id,
                "that \(view.name) is initialized again while it keeps its identity: \(site.parent), which builds it (\(context.model.describe(site.location))), depends on nothing that changes (no state whose value it reads, no object, no environment, no input from a view that runs again), so SwiftUI runs its body once for each identity")
        }
        return .holds(ownerReinitialized.id, "a parent's body builds \(view.name) again each time it runs")
    }

    /// For a `DynamicProperty`, whose wrappers live as long as the view that holds it: whether some
    /// view holding it (`@CurrentTime var now`) can be initialized again while it keeps its identity,
    /// on an app path. Not established when no holder is found.
    static func holderReinitialized(_ property: ViewType, in context: RuleContext) -> Premise {
        var holders: [ViewType] = []
        for key in context.model.viewOrder {
            guard let view = context.model.views[key], view.key != property.key else { continue }
            let holds = view.properties.contains { held in
                guard case .custom(let written) = held.wrapper else { return false }
                return context.model.resolveType(written, file: view.declaration.location.file, scope: view.key).contains(property.key)
            }
            if holds { holders.append(view) }
        }
        guard !holders.isEmpty else {
            return .unknown(ownerReinitialized.id, "that a view holding \(property.name) is initialized again: no view of the workspace holds it")
        }
        var reasons: [String] = []
        for holder in holders {
            let again = ownerReinitialized(holder, in: context)
            if again.established, appPath(holder, in: context).established {
                return .holds(ownerReinitialized.id, "\(holder.name) holds it as @\(property.name): \(again.evidence)")
            }
            reasons.append(again.established ? "only previews build \(holder.name)" : again.evidence)
        }
        return .unknown(ownerReinitialized.id, "that a view holding \(property.name) is initialized again on an app path: \(reasons.joined(separator: "; "))")
    }

    /// Whether SwiftUI runs a view's body only once for each identity of it: nothing it depends on
    /// can change. What a body depends on: a state-like wrapper whose wrapped value the view reads
    /// (handing on `$x` alone creates no dependency), an object wrapper (any publish), the
    /// environment, a wrapper of its own (`DynamicProperty`), an `@Observable` class of the
    /// workspace it reads; and its stored inputs (plain properties, an enum's case values), which
    /// change only when a view that builds it runs its body again (followed four views up; a hosting
    /// root builds it once). A view built by a factory or by nothing in sight may run again. An
    /// `App`'s body runs again when its own dependencies change.
    static func bodyRunsOnce(of key: TypeKey, in context: RuleContext, depth: Int = 0, visiting: Set<TypeKey> = []) -> Bool {
        guard let view = context.model.views[key], view.role == .view || view.role == .app, depth < 4, !visiting.contains(key) else { return false }
        let declaration = view.declaration
        guard declaration.kind == .struct || declaration.kind == .enum else { return false }
        /// Whether the view reads the wrapped value of `name` (not only `$name`).
        func readsWrappedValue(_ name: String) -> Bool {
            declaration.members.contains { _, member in
                member.descendants(.declReferenceExpr).contains { SemanticModel.isPropertyReference($0, to: name) }
                    || member.descendants(.memberAccessExpr).contains { SemanticModel.isPropertyReference($0, to: name) }
            }
        }
        var hasInputs = false
        for property in view.properties where !property.isStatic && !property.isComputed {
            switch property.wrapper {
            case .state, .focusState, .gestureState, .appStorage, .sceneStorage, .binding, .query:
                if readsWrappedValue(property.name) { return false }
            case .namespace:
                continue
            case .none:
                hasInputs = true
            default:
                return false
            }
        }
        if declaration.kind == .enum {
            for (_, member) in declaration.members where member.kind == .enumCaseDecl {
                if member.children(.enumCaseElement).contains(where: { $0.child(.parameterClause) != nil }) { hasInputs = true }
            }
        }
        for (_, member) in declaration.members {
            for reference in member.descendants(.declReferenceExpr) {
                guard let name = reference.referencedName, SyntaxNode.isTypeStyle(name) else { continue }
                if let model = context.model.modelClass(named: name, file: declaration.location.file, scope: declaration.key), model.isObservable { return false }
            }
        }
        guard hasInputs, view.role == .view else { return true }
        // Inputs change only when a view building it runs again.
        // (A factory, code outside views, builds a new view each time it runs, as a hosting root does.)
        let sites = context.model.constructionSites(of: key).filter { !["#Preview", "previews"].contains($0.container) && !context.model.isInPreview($0.location) }
        guard !sites.isEmpty || !context.model.factorySites(of: key).isEmpty else { return false }
        for site in sites {
            guard let parent = site.parentKey else {
                if site.container == "rootView" { continue }
                return false
            }
            // Inputs that stay equal while the view keeps its identity: it is equal each time.
            if site.node.trailingClosures.isEmpty, site.arguments.allSatisfy({ $0.value.map(keepsItsValue) ?? false }) { continue }
            if !bodyRunsOnce(of: parent, in: context, depth: depth + 1, visiting: visiting.union([key])) { return false }
        }
        return true
    }

    /// Calls whose content closure gets one item, and gives each item a view of its own: the item
    /// a view is built from stays the same while that view keeps its identity.
    static let itemContainers: Set<String> = elementContainers.union(["sheet", "fullScreenCover", "popover", "navigationDestination", "inspector"])

    /// Whether a construction's argument has the same value each time its parent's body runs: a
    /// literal, a case with no values, or the item of a `ForEach` or `.sheet(item:)` content (each
    /// item its own view). A closure never compares equal.
    static func keepsItsValue(_ value: SyntaxNode) -> Bool {
        // A literal with nothing in it that could vary (`"Title"`, `[1, 2]`, not `"\(n)"`).
        if case .literal = ValueKind.of(value) { return value.firstDescendant(.declReferenceExpr) == nil }
        switch value.kind {
        case .implicitMemberExpr:
            return true
        case .memberAccessExpr:
            // `item.name`: read from an item that stays the same.
            return value.baseExpression.map(keepsItsValue) ?? false
        default:
            if case .closureParameter(_, let call?) = FlowEdge.Shape.of(value) { return itemContainers.contains(call) }
            return false
        }
    }

    static let stateChanges = PremiseDescription(
        "state-changes",
        """
        a new instance costs something: the object's state changes after it is made in a way a new instance does \
        not redo by itself (the view assigns a member that holds state, hands a control or a child a binding to one, \
        or calls one of its methods that change it; or a method of the class that its initializer does not call \
        changes a stored property), or what its initializer starts costs each time: a closure holding the object \
        strongly that a stored subscription, an observer or a timer keeps (each replaced one stays alive), or \
        asynchronous work (each new one shows its initial values until the work is done again). State is what the \
        object holds: not `@AppStorage`/`@SceneStorage` (kept in storage a new instance reads), not a computed \
        property whose setter writes another object. Not established when only the initializer changes state and \
        what it starts is redone at once. For an object injected anew into the environment, a view below the \
        injection must also see that state: read it as it renders or appears, or hand on a binding to it (views \
        that only call its methods, or set it in actions, see none of it).
        """)

    /// Whether the object behind `property` holds state that a new instance would not rebuild by
    /// itself (see `stateChanges`).
    static func stateChanges(of model: ModelClass, through property: ViewProperty, in view: ViewType) -> Premise {
        let type = model.declaration.simpleName
        let methods = Set(mutatingMethods(of: model.declaration, exceptCalledByInit: false))
        if changes(property.name, in: view, methods: methods, members: stateMembers(of: model.declaration)) {
            return .holds(stateChanges.id, "\(view.name) changes its \(type) through '\(property.name)'")
        }
        if let method = mutatingMethod(of: model.declaration) {
            return .holds(stateChanges.id, "\(type).\(method)() changes its state after it is made")
        }
        return .unknown(
            stateChanges.id,
            "that a new \(type) differs from the old: \(view.name) never changes it, and \(type) changes its state only in what its init starts, which a new one starts again")
    }

    /// The bodies of a class's initializers, with those of the instance methods they call.
    static func initializerBodies(of declaration: TypeDeclaration) -> [SyntaxNode] {
        var bodies: [SyntaxNode] = []
        var called: Set<String> = []
        for (_, node) in declaration.members where node.kind == .initializerDecl {
            guard let body = node.child(.codeBlock) else { continue }
            bodies.append(body)
            for call in body.descendants(.functionCallExpr) { if let name = call.calleeName { called.insert(name) } }
        }
        for (_, node) in declaration.members where node.kind == .functionDecl && !node.modifierWords.contains("static") {
            if let name = SemanticModel.declaredName(node), called.contains(name), let body = node.child(.codeBlock) { bodies.append(body) }
        }
        return bodies
    }

    /// An initializer that hands a closure holding `self` strongly to something that keeps it: a
    /// subscription it stores, `assign(to:on: self)`, an observer, a timer or a dispatch source's
    /// event handler (a resumed source keeps it).
    static func strongHold(in bodies: [SyntaxNode], type: String) -> (evidence: String, consequence: String)? {
        let registries: Set<String> = ["addObserver", "scheduledTimer", "observe", "addPeriodicTimeObserver", "addBoundaryTimeObserver", "setEventHandler"]
        for body in bodies {
            for item in body.blockItems {
                let text = item.squashedText
                let stores = text.contains(".store(in:") || (item.kind == .sequenceExpr && item.children.count >= 3 && item.children[1].kind == .assignmentExpr && item.children[0].squashedText != "_")
                // The statement itself may be the call (`source.setEventHandler { … }`).
                for call in (item.kind == .functionCallExpr ? [item] : []) + item.descendants(.functionCallExpr) {
                    guard let callee = call.calleeName else { continue }
                    // `assign(to: \.x, on: self)` holds `self` strongly.
                    if callee == "assign", stores,
                        call.child(.argumentList)?.children(.labeledExpr).contains(where: { $0.firstToken?.text == "on" && $0.children.last?.firstToken?.kind == .kwSelf }) == true
                    {
                        return ("\(type)'s init subscribes with assign(to:on: self), which holds it strongly",
                                "each old one stays alive, held by the subscription its init stores (assign(to:on: self))")
                    }
                    guard stores || registries.contains(callee) else { continue }
                    let closures = (call.child(.argumentList)?.children(.labeledExpr).compactMap { $0.children.last }.filter { $0.kind == .closureExpr } ?? [])
                        + call.children(.closureExpr) + call.children(.trailingClosure).compactMap { $0.firstDescendant(.closureExpr) }
                    for closure in closures {
                        // `self` inside a closure nested in one that holds it weakly is the weak one.
                        let enclosing = item.tree.root.path(to: closure.range.lowerBound).filter {
                            $0.kind == .closureExpr && item.range.contains($0.range.lowerBound) && $0.range.lowerBound < closure.range.lowerBound
                        }
                        if (enclosing + [closure]).contains(where: {
                            let captures = $0.child(.closureSignature)?.firstDescendant(.captureList)?.squashedText ?? ""
                            return captures.contains("weak") || captures.contains("unowned")
                        }) {
                            continue
                        }
                        guard closure.descendants(.declReferenceExpr).contains(where: { $0.firstToken?.kind == .kwSelf }) else { continue }
                        return ("\(type)'s init gives \(callee)(…) a closure that holds it strongly, and keeps it",
                                "each old one stays alive, held by the closure its init gives to \(callee)(…)")
                    }
                }
            }
        }
        return nil
    }

    /// Whether making an object of the class leaves it alive after its owner lets go, by what its
    /// initializer starts: a closure holding `self` strongly that something keeps (`strongHold`),
    /// or a `Task` whose closure uses the object (`self`, or its members without `self`) and loops
    /// (`for await`, `while`, `repeat`), so it never ends. The evidence, or nil.
    static func keepsItselfAlive(_ declaration: TypeDeclaration) -> String? {
        let bodies = initializerBodies(of: declaration)
        if let held = strongHold(in: bodies, type: declaration.simpleName) { return held.evidence }
        var members: Set<String> = []
        for (_, node) in declaration.members where !node.modifierWords.contains("static") {
            if node.kind == .functionDecl, let name = SemanticModel.declaredName(node) { members.insert(name) }
            if node.kind == .variableDecl {
                for binding in node.children(.patternBinding) { if let name = binding.firstChild?.firstToken?.identifierText { members.insert(name) } }
            }
        }
        for body in bodies {
            for call in body.descendants(.functionCallExpr) {
                guard let callee = call.calleeName, callee == "Task" || callee == "detached" else { continue }
                let closures = call.children(.closureExpr) + call.children(.trailingClosure).compactMap { $0.firstDescendant(.closureExpr) }
                    + (call.child(.argumentList)?.children(.labeledExpr).compactMap { $0.children.last }.filter { $0.kind == .closureExpr } ?? [])
                for closure in closures {
                    let captures = closure.child(.closureSignature)?.firstDescendant(.captureList)?.squashedText ?? ""
                    if captures.contains("weak") || captures.contains("unowned") { continue }
                    let loops = !closure.descendants(.whileStmt).isEmpty || !closure.descendants(.repeatStmt).isEmpty
                        || closure.descendants(.forStmt).contains { $0.directTokens.contains { $0.text == "await" } }
                    guard loops else { continue }
                    let usesSelf = closure.descendants(.declReferenceExpr).contains { reference in
                        if reference.firstToken?.kind == .kwSelf { return true }
                        guard let name = reference.referencedName, members.contains(name) else { return false }
                        return reference.localDeclaration(of: name) == nil
                    }
                    if usesSelf { return "\(declaration.simpleName)'s init starts a \(callee == "Task" ? "Task" : "Task.detached") that uses it and loops, so it never ends" }
                }
            }
        }
        return nil
    }

    /// What a new object costs when only what its initializer starts changes its state, so that a
    /// new one rebuilds the same state by itself: `evidence` for the premise, `consequence` for the
    /// message. Two costs are facts of the code: the initializer hands a closure that holds `self`
    /// strongly to something that keeps it (a subscription it stores, `assign(to:on: self)`, an
    /// observer or a timer), so each replaced object stays alive and keeps reacting; or it starts
    /// asynchronous work (`Task`, a dispatch queue, `receive(on:)`, a data task), so each new one
    /// shows its initial values until that work is done again. Nil otherwise: a new object that
    /// subscribes again at once is the old one's equal. The initializers are read with the methods
    /// of the class they call.
    static func replacementCost(of declaration: TypeDeclaration) -> (evidence: String, consequence: String)? {
        let type = declaration.simpleName
        let bodies = initializerBodies(of: declaration)
        if let held = strongHold(in: bodies, type: type) { return held }
        let asynchronous: Set<String> = ["async", "asyncAfter", "receive", "subscribe", "dataTask", "detached", "Task"]
        for body in bodies {
            for call in body.descendants(.functionCallExpr) {
                guard let callee = call.calleeName, asynchronous.contains(callee) else { continue }
                // Work inside a closure runs when that closure is called (an observer, a handler),
                // not as the object is made.
                if body.tree.root.path(to: call.range.lowerBound).contains(where: { $0.kind == .closureExpr && body.range.contains($0.range.lowerBound) }) { continue }
                if callee == "subscribe" || callee == "receive",
                    call.child(.argumentList)?.children(.labeledExpr).first?.firstToken?.text != "on"
                {
                    continue
                }
                let written = callee == "Task" ? "Task" : callee == "detached" ? "Task.detached" : "\(callee)(…)"
                return ("\(type)'s init starts asynchronous work (\(written))",
                        "each new one shows its initial values until the asynchronous work its init starts (\(written)) is done again")
            }
        }
        return nil
    }

    /// A method of the class (not an initializer, not static, not called by an initializer) that
    /// assigns or mutates one of its stored `var`s.
    static func mutatingMethod(of declaration: TypeDeclaration) -> String? {
        mutatingMethods(of: declaration, exceptCalledByInit: true).first
    }

    /// Whether `view` changes the object behind its property `name`: assigns one of its members,
    /// hands a control or a child a binding to one (`$model.query`), or calls one of `methods` on it
    /// (the class's methods that change its stored properties; any method when nil).
    static func changes(_ name: String, in view: ViewType, methods: Set<String>?, members: Set<String>? = nil) -> Bool {
        /// Whether writing `member` changes the object's state (any member when its class is unknown).
        func holdsState(_ member: String?) -> Bool { members.map { member.map($0.contains) ?? false } ?? true }
        func refersToProperty(_ node: SyntaxNode) -> Bool { SemanticModel.isPropertyReference(node, to: name) }
        for (_, member) in view.declaration.members {
            for sequence in member.descendants(.sequenceExpr) {
                let parts = sequence.children
                guard parts.count >= 3, var target = parts.first else { continue }
                guard parts[1].kind == .assignmentExpr
                    || (parts[1].kind == .binaryOperatorExpr && StateHoldsReferenceType.assignmentOperators.contains(parts[1].squashedText))
                else { continue }
                // `model.items[0].done = true`: down to the property at the root, remembering the
                // member written right after it (`items`).
                var previous: String?
                while target.kind == .memberAccessExpr || target.kind == .subscriptCallExpr, let base = target.baseExpression {
                    if target.kind == .memberAccessExpr, refersToProperty(base) {
                        if holdsState(target.memberName) { return true }
                        break
                    }
                    if target.kind == .memberAccessExpr, previous != nil, refersToProperty(target) {
                        if holdsState(previous) { return true }
                        break
                    }
                    if target.kind == .memberAccessExpr { previous = target.memberName }
                    target = base
                }
            }
            // `$model.query` handed to a control or a child (an argument) can be written through;
            // one that is only returned or stored is not a write of the view's.
            for access in member.descendants(.memberAccessExpr) {
                if let base = access.baseExpression, base.kind == .declReferenceExpr, base.firstToken?.kind == .dollarIdentifier,
                    base.firstToken?.text == "$" + name, holdsState(access.memberName)
                {
                    let path = member.tree.root.path(to: access.range.lowerBound)
                    guard var index = path.lastIndex(where: { $0.range == access.range && $0.kind == .memberAccessExpr }) else { continue }
                    // `$model.task.name`, `$model.items[0]`: the whole binding expression.
                    while index > 0, [.memberAccessExpr, .subscriptCallExpr].contains(path[index - 1].kind) { index -= 1 }
                    if index > 0, path[index - 1].kind == .labeledExpr { return true }
                }
            }
            for call in member.descendants(.functionCallExpr) {
                if let callee = call.baseExpression, callee.kind == .memberAccessExpr, let base = callee.baseExpression, refersToProperty(base),
                    methods?.contains(callee.memberName ?? "") ?? true
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
        let stored = storedVars(of: declaration)
        guard !stored.isEmpty else { return [] }
        // What the initializers call (directly or in the closures they set up) runs again in a new instance.
        var calledByInit: Set<String> = []
        for (_, node) in declaration.members where node.kind == .initializerDecl {
            for call in node.descendants(.functionCallExpr) { if let name = call.calleeName { calledByInit.insert(name) } }
        }
        var found: [String] = []
        for (_, node) in declaration.members where node.kind == .functionDecl {
            guard !node.modifierWords.contains("static"), !node.modifierWords.contains("class"), let name = SemanticModel.declaredName(node),
                !(exceptCalledByInit && calledByInit.contains(name))
            else { continue }
            if assignsStored(node, stored: stored, throughMembers: true) { found.append(name) }
        }
        return found
    }

    /// The stored instance `var`s of a class that hold their value in the object: not static, and
    /// not `@AppStorage`/`@SceneStorage`, which keep it in storage that a new instance reads again.
    static func storedVars(of declaration: TypeDeclaration) -> Set<String> {
        var stored: Set<String> = []
        for (_, node) in declaration.members where node.kind == .variableDecl && node.directTokens.contains(where: { $0.kind == .kwVar }) {
            guard !node.modifierWords.contains("static") else { continue }
            if node.attributeNames.contains(where: { ["AppStorage", "SceneStorage"].contains(TypeDeclaration.baseName($0)) }) { continue }
            for binding in node.children(.patternBinding) where binding.child(.accessorBlock) == nil || binding.child(.initializerClause) != nil {
                if let name = binding.firstChild?.referencedName { stored.insert(name) }
            }
        }
        return stored
    }

    /// The members whose assignment changes an object's state: its stored `var`s (see
    /// `storedVars`), and its computed properties whose setter assigns one of them itself. (A setter
    /// that forwards to a member of another object, `inner.value = newValue`, changes that object.)
    static func stateMembers(of declaration: TypeDeclaration) -> Set<String> {
        let stored = storedVars(of: declaration)
        var members = stored
        for (_, node) in declaration.members where node.kind == .variableDecl && !node.modifierWords.contains("static") {
            for binding in node.children(.patternBinding) {
                guard let name = binding.firstChild?.referencedName, let accessors = binding.child(.accessorBlock) else { continue }
                for accessor in accessors.descendants(.accessorDecl) where accessor.firstToken?.text == "set" {
                    if assignsStored(accessor, stored: stored, throughMembers: false) { members.insert(name) }
                }
            }
        }
        return members
    }

    /// Whether `node` assigns or mutates one of the `stored` properties: `x = 1`, `self.x += 1`,
    /// `self?.x = y` (in a closure holding `self` weakly), `items[0] = y`, `items.append(y)`,
    /// `&cancellables`; and with `throughMembers`, a member of one (`state.count = 1`).
    static func assignsStored(_ node: SyntaxNode, stored: Set<String>, throughMembers: Bool) -> Bool {
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
                    guard throughMembers else { return false }
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
}

extension Premises {
    static let appPath = PremiseDescription(
        "app-path",
        """
        the view is on a path of the app, not only of previews: some construction of it outside previews and tests \
        (in a view that is itself on an app path, a root or code of the app outside views), or none in sight at all. \
        Not established when previews or tests build it and no path of the app does (the model's \
        `isBuiltOnlyByPreviews`: a `#Preview`, a `PreviewProvider`, an extension of `PreviewProvider`, a test \
        bundle's code, or a view only those build).
        """)

    /// Whether `view` is built somewhere other than previews (see `appPath`).
    static func appPath(_ view: ViewType, in context: RuleContext) -> Premise {
        if context.model.isBuiltOnlyByPreviews(view.key) {
            return .unknown(appPath.id, "that the app shows \(view.name): only previews build it")
        }
        let sites = context.model.constructionSites(of: view.key) + context.model.factorySites(of: view.key)
        return .holds(appPath.id, sites.isEmpty ? "no construction of \(view.name) is in sight, so none is known to be a preview's" : "\(view.name) is built outside previews")
    }
}

extension Premises {
    /// For an object injected anew above the views `roots`: whether a view below the injection reads
    /// what it holds (a member that is not a `let` or a method) as it renders or appears, or hands
    /// on a binding to one, so that a new object's fresh state shows. Views that only call its
    /// methods, or set its members in actions, see no state of it.
    static func injectedStateRead(of model: ModelClass, below roots: [TypeKey], in context: RuleContext) -> Premise {
        let type = model.declaration.simpleName
        let methods: Set<String> = Set(model.declaration.members.compactMap { _, node in node.kind == .functionDecl ? SemanticModel.declaredName(node) : nil })
        var seen: Set<TypeKey> = []
        var queue = roots
        var index = 0
        while index < queue.count, index < 2_000 {
            let key = queue[index]
            index += 1
            guard seen.insert(key).inserted, let view = context.model.views[key] else { continue }
            for property in view.properties {
                switch property.wrapper {
                case .environmentObject, .environmentObservable: break
                default: continue
                }
                guard context.model.modelClass(of: property)?.key == model.key else { continue }
                for (file, member) in view.declaration.members {
                    guard let use = context.model.baseUse(of: member) else { continue }
                    for access in member.descendants(.memberAccessExpr) {
                        guard let base = access.baseExpression, let read = access.memberName else { continue }
                        let binding = base.kind == .declReferenceExpr && base.referencedName == "$" + property.name
                        let refers = binding || SemanticModel.isPropertyReference(base, to: property.name)
                        guard refers, !methods.contains(read), storedMember(read, of: model.declaration)?.isLet != true else { continue }
                        // What it shows as it renders or appears, or a binding to it handed on (a
                        // sheet, a stack, a control): an action that sets it sees no state of it.
                        guard binding || context.model.use(at: access, in: member, file: file, scope: view.key, base: use) >= .automatic else { continue }
                        return .holds(stateChanges.id, "\(view.name), below the injection, \(binding ? "binds" : "reads") '\(property.name).\(read)'")
                    }
                }
            }
            for child in view.constructions { queue.append(contentsOf: child.typeKeys) }
        }
        return .unknown(
            stateChanges.id, "that a view below the injection sees the \(type)'s state: the views below that read it from the environment only call its methods or set it in actions")
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
            for key in context.model.viewOrder {
                guard let view = context.model.views[key] else { continue }
                for property in view.properties {
                    let reads: Bool
                    switch property.wrapper {
                    case .environmentObject, .environmentObservable: reads = context.model.modelClass(of: property)?.key == model.key
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

/// Whether making an object of this class leaves it alive after its owner lets go, by what its
/// initializer starts (`Premises.keepsItselfAlive`): the evidence, or nil.
public func keepsItselfAlive(_ model: ModelClass) -> String? {
    Premises.keepsItselfAlive(model.declaration)
}

/// Whether a parent's body can initialize `view` again while it keeps its identity (the
/// `owner-reinitialized` premise): never an App, not a root only hosting controllers build, not a
/// view whose builders depend on nothing that changes.
public func canBeReinitialized(_ view: ViewType, in context: RuleContext) -> Bool {
    Premises.ownerReinitialized(view, in: context).established
}
