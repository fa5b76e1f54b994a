import Semantics
import Syntax

/// `_model = StateObject(wrappedValue: Model(name: name))`: the object is built from an init
/// parameter, but SwiftUI runs the autoclosure only the first time, so later values of the parameter
/// have no effect. Apple suggests changing the view's identity with `.id(name)` when it must follow.
struct StateObjectSeededFromParameter: Rule {
    let id = "state-object-seeded-from-parameter"
    let nominalSeverity = Severity.warning
    let summary = "A @StateObject is built from an init parameter; later values of that parameter are ignored."
    let explanation = """
        SwiftUI "runs the autoclosure … only the first time" it creates a view's storage, so a state object built \
        from an init parameter keeps the first value: when the parent passes a new one, nothing changes. Apple: "Use \
        caution when doing this"; the pattern "works well when the external data … doesn't change". If the object \
        must follow the parameter, give the view a new identity when it changes, with `.id(parameter)` where the \
        view is built; that resets all of the view's state.
        """
    let badExample = """
        final class Search: ObservableObject { let query: String; init(query: String) { self.query = query } }
        struct SearchScreen: View {
            @StateObject private var search: Search
            init(query: String) { _search = StateObject(wrappedValue: Search(query: query)) }
            var body: some View { Text(search.query) }
        }
        struct Host: View {
            @State private var seed = "swift"
            var body: some View { SearchScreen(query: seed) }   // keeps the first seed
        }
        """
    let goodExample = """
        final class Search: ObservableObject { let query: String; init(query: String) { self.query = query } }
        struct SearchScreen: View {
            @StateObject private var search: Search
            init(query: String) { _search = StateObject(wrappedValue: Search(query: query)) }
            var body: some View { Text(search.query) }
        }
        struct Host: View {
            @State private var seed = "swift"
            var body: some View { SearchScreen(query: seed).id(seed) }   // a new screen for a new seed
        }
        """

    let consequence = "Later values of the parameter are ignored: the object keeps the first."
    var premises: [PremiseDescription] { [Premises.argumentVaries, Premises.appPath] }

    func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let model = context.model
        for key in context.viewOrder {
            guard let view = model.views[key] else { continue }
            for initializer in view.initializers {
                let parameters = Set(initializer.parameters.map(\.name))
                for assignment in initializer.assignments where assignment.wrapperCall == "StateObject" {
                    guard case .newInstance = assignment.value.kind else { continue }
                    let used = assignment.value.node.descendants(.declReferenceExpr).compactMap(\.referencedName).filter {
                        parameters.contains($0)
                    }
                    guard let parameter = used.first else { continue }
                    let label = initializer.parameters.first { $0.name == parameter }?.label
                    // Only sites where the argument can change matter: a parent's property or a value
                    // derived from one. Literals, new objects and previews never pass a second value, and
                    // a row's own id (`Row(id: item.id)` in `ForEach`) is the row's identity already.
                    // Only the constructions that call this initializer (another one may share the label).
                    let sites = model.constructionSites(of: view.key).filter { site in
                        OwnershipAnalysis.usedInitializers(of: view, sites: [site]).contains { $0.node.index == initializer.node.index }
                    }
                    let varying = sites.filter { site in
                        guard !StateObjectSeededFromParameter.hasIdentity(site), site.parent != "#Preview",
                            let argument = site.arguments.first(where: { $0.label == label })?.value
                        else { return false }
                        return StateObjectSeededFromParameter.changeSource(argument, at: site, in: model) != nil
                    }
                    guard let first = varying.first, let given = first.arguments.first(where: { $0.label == label })?.value,
                        let origin = StateObjectSeededFromParameter.changeSource(given, at: first, in: model)
                    else { continue }
                    let others = varying.count > 1 ? "; \(varying.count - 1) other place\(varying.count > 2 ? "s" : "") too" : ""
                    let passed = StateObjectSeededFromParameter.short(given.squashedText)
                    let follows = origin == "\(first.parent)'s \(passed)" ? "can change" : "follows \(origin)"
                    let source = "\(first.parent) passes \(passed), which \(follows) while \(view.name) stays\(others)"
                    // `.id(binding)` does not compile: a `Binding` is not `Hashable`.
                    let isBinding = initializer.parameters.first { $0.name == parameter }?.type?.hasPrefix("Binding") ?? false
                    var edits: [TextEdit] = []
                    for site in varying where !isBinding {
                        guard let argument = site.arguments.first(where: { $0.label == label })?.value,
                            argument.kind == .declReferenceExpr || argument.kind == .memberAccessExpr
                        else { continue }
                        let end = site.node.range.upperBound
                        edits.append(TextEdit(file: site.location.file, range: end..<end, newText: ".id(\(argument.squashedText))"))
                    }
                    findings.append(
                        finding(
                            context, about: view.property(assignment.property).map { FindingSubject(view: view, property: $0) }, at: Location(file: initializer.location.file, range: assignment.node.range),
                            "'\(assignment.property)' is built from '\(parameter)' only once: SwiftUI keeps the first object, so later values of '\(parameter)' are ignored (\(source)); give \(view.name) a new identity with .id(…) where it is built if it must follow",
                            fixes: edits.isEmpty ? [] : [Fix(title: "Add .id(…) where \(view.name) is built", edits: edits, isSafe: false)],
                            // The seed's change is traced before a finding is made (`source` names it).
                            premises: [.holds(Premises.argumentVaries.id, source), Premises.appPath(view, in: context)])
                    )
                }
            }
        }
        return findings
    }

    /// The one expression of the getter of `Binding { … } set: { … }` or `Binding(get: { … }, set: …)`.
    static func bindingGetter(_ expression: SyntaxNode) -> SyntaxNode? {
        guard expression.kind == .functionCallExpr, expression.calleeName == "Binding" else { return nil }
        let closure =
            expression.arguments.first { $0.label == "get" }?.value
            ?? expression.trailingClosures.first { $0.label == nil }?.closure
        guard let closure, closure.kind == .closureExpr else { return nil }
        let items = closure.blockItems
        guard items.count == 1, let item = items.first else { return nil }
        return item.kind == .returnStmt ? item.children.first : item
    }

    /// An expression's text, cut to fit in a message.
    static func short(_ text: String) -> String {
        text.count > 48 ? String(text.prefix(45)) + "…" : text
    }

    static func hasIdentity(_ site: ViewConstruction) -> Bool {
        site.contexts.contains { if case .explicitIdentity = $0 { return true } else { return false } }
    }

    /// Whether an argument can differ between two runs of the parent's body for the same view: nil
    /// when it cannot (or Lifeline cannot tell), else the changing value it comes from, named in the
    /// view that holds it (`TodaySection's service.codes.first!`).
    static func changeSource(_ argument: SyntaxNode, at site: ViewConstruction, in model: SemanticModel, depth: Int = 0) -> String? {
        // A hosting controller builds its root view once.
        if site.container == "rootView" { return nil }
        switch ValueKind.of(argument) {
        case .literal, .newInstance, .sharedInstance: return nil
        default: break
        }
        if argument.kind == .implicitMemberExpr { return nil }
        // `Binding { model.value } set: { … }`: what the getter reads.
        if depth < 3, let getter = bindingGetter(argument) { return changeSource(getter, at: site, in: model, depth: depth + 1) }
        // An object the parent owns or reads from the environment stays the same object.
        let name = argument.kind == .memberAccessExpr && argument.baseExpression?.firstToken?.kind == .kwSelf ? argument.memberName : argument.referencedName
        if let name, let parent = model.parentView(of: site)?.property(name) {
            switch parent.wrapper {
            case .stateObject, .environmentObject, .environmentObservable: return nil
            default: break
            }
        }
        // `model.item`, with `model` an object the parent owns or reads from the environment and
        // `item` a `let` of its class: the same object, so the same value.
        if argument.kind == .memberAccessExpr, let member = argument.memberName, let base = argument.baseExpression,
            let baseName = base.kind == .memberAccessExpr && base.baseExpression?.firstToken?.kind == .kwSelf ? base.memberName : base.referencedName,
            let owner = model.parentView(of: site)?.property(baseName), StateObjectSeededFromParameter.keepsItsObject(owner.wrapper),
            let object = model.modelClass(of: owner), isConstant(member, of: object.declaration)
        {
            return nil
        }
        // A computed property of the parent whose getter is one expression: what that reads.
        if depth < 3, let name = argument.referencedName ?? (argument.kind == .memberAccessExpr && argument.baseExpression?.firstToken?.kind == .kwSelf ? argument.memberName : nil),
            let computed = model.parentView(of: site)?.property(name), computed.isComputed, let getter = singleExpression(of: computed.node)
        {
            return changeSource(getter, at: site, in: model, depth: depth + 1)
        }
        // In a ForEach, `item.id` and `$0.id` follow the row's identity.
        let inForEach = site.contexts.contains { if case .forEach = $0 { return true } else { return false } }
        if inForEach, argument.kind == .memberAccessExpr, argument.memberName == "id" { return nil }
        // An element a container hands to the closure that builds the view (`ForEach(items) { item in
        // Row(item: item) }`, `navigationDestination(for:) { value in … }`, `sheet(item:) { item in … }`):
        // a different element is a different row or destination, with its own identity and state.
        // Only a value read from the parent's own properties can change while the child keeps its
        // identity; what Lifeline cannot trace to one (a helper's parameter, a computed local) is not
        // reported.
        guard var root = argument.rootName else { return nil }
        do {
            let parameters = closureParameters(around: site.node)
            // `let setting = settings[offset]` inside the closure: follow the local to what it reads.
            var hops = 0
            var before = site.node.range.lowerBound
            while !parameters.contains(root), hops < 4, let (local, at) = localValue(root, before: before, around: site.node) {
                if depth < 3, let getter = bindingGetter(local) { return changeSource(getter, at: site, in: model, depth: depth + 1) }
                guard let next = local.rootName else { break }
                before = at
                // `items[offset]` with `offset` the closure's element: the element is the identity.
                if local.kind == .subscriptCallExpr, local.arguments.contains(where: { $0.value?.rootName.map(parameters.contains) == true }) {
                    return nil
                }
                root = next
                hops += 1
            }
            if parameters.contains(root) { return nil }
            // A constant the parent was itself given (`let category`): stable when every place that
            // builds the parent passes a stable value.
            if let parent = model.parentView(of: site), let property = parent.property(root), property.isLet || property.wrapper == .none,
                !property.isComputed, property.initialValue == nil
            {
                // Past three views up, where the value comes from is not followed: not reported.
                guard depth < 3 else { return nil }
                // Routes and other factories build the parent too; with no construction known at
                // all, who gives the value (and whether it changes) is not known, and not reported.
                let sites = model.constructionSites(of: parent.key) + model.factorySites(of: parent.key)
                let givers = sites.compactMap { outer in outer.arguments.first { $0.label == root }?.value.map { (outer, $0) } }
                if givers.count == sites.count {
                    for (outer, value) in givers where !hasIdentity(outer) {
                        if let origin = changeSource(value, at: outer, in: model, depth: depth + 1) { return origin }
                    }
                    return nil
                }
            }
            guard let parent = model.parentView(of: site), parent.property(root) != nil else { return nil }
            return "\(parent.name)'s \(short(argument.squashedText))"
        }
    }

    /// Wrappers whose object stays the same for the view's lifetime: owned, or the environment's.
    static func keepsItsObject(_ wrapper: PropertyWrapper) -> Bool {
        switch wrapper {
        case .stateObject, .environmentObject, .environmentObservable: return true
        default: return false
        }
    }

    /// Whether a class declares `name` as a stored `let` (its value never changes once made).
    static func isConstant(_ name: String, of declaration: TypeDeclaration) -> Bool {
        declaration.members.contains { _, node in
            node.kind == .variableDecl && node.directTokens.contains { $0.kind == .kwLet }
                && node.children(.patternBinding).contains { $0.firstChild?.referencedName == name || $0.firstChild?.firstToken?.identifierText == name }
        }
    }

    /// The one expression a computed property's getter is (`var x: T { e }`, `{ return e }`).
    static func singleExpression(of variable: SyntaxNode) -> SyntaxNode? {
        guard let block = variable.children(.patternBinding).first?.child(.accessorBlock) else { return nil }
        let items = block.children
        guard items.count == 1, let item = items.first else { return nil }
        if item.kind == SyntaxKind.returnStmt { return item.children.first }
        return item
    }

    /// The value of the nearest `let`/`var`/`if let` binding of `name` that ends before `offset`, in the
    /// closure or body around `node`, with where that binding starts.
    static func localValue(_ name: String, before offset: Int, around node: SyntaxNode) -> (SyntaxNode, Int)? {
        let ancestors = node.tree.root.path(to: node.range.lowerBound)
        // The innermost closure, or else the whole body: bindings in the blocks between count too.
        guard let scope = ancestors.last(where: { $0.kind == .closureExpr }) ?? ancestors.first(where: { $0.kind == .codeBlock || $0.kind == .accessorBlock })
        else { return nil }
        var best: (SyntaxNode, Int)?
        let candidates = scope.descendants(.patternBinding, stopAt: [.closureExpr]) + scope.descendants(.optionalBindingCondition, stopAt: [.closureExpr])
        for binding in candidates where binding.range.upperBound <= offset && binding.firstChild?.referencedName == name {
            guard let value = binding.child(.initializerClause)?.children.last else { continue }
            if best == nil || binding.range.lowerBound > best!.1 { best = (value, binding.range.lowerBound) }
        }
        return best
    }

    /// The parameter names (and `$0`… when a closure has none) of the closures around a node.
    static func closureParameters(around node: SyntaxNode) -> Set<String> {
        var names: Set<String> = []
        for ancestor in node.tree.root.path(to: node.range.lowerBound) where ancestor.kind == .closureExpr && ancestor.range.upperBound >= node.range.upperBound {
            guard let signature = ancestor.child(.closureSignature) else {
                for index in 0..<4 { names.insert("$\(index)") }
                continue
            }
            for parameter in signature.descendants(.closureShorthandParameter) + signature.descendants(.closureParameter) {
                if let name = parameter.directTokens.first(where: { $0.kind == .identifier })?.identifierText { names.insert(name) }
            }
        }
        return names
    }
}
