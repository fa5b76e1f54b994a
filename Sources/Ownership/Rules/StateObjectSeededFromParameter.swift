import Semantics
import Syntax

/// `_model = StateObject(wrappedValue: Model(name: name))`: the object is built from an init
/// parameter, but SwiftUI runs the autoclosure only the first time, so later values of the parameter
/// have no effect. Apple suggests changing the view's identity with `.id(name)` when it must follow.
struct StateObjectSeededFromParameter: Rule {
    let id = "state-object-seeded-from-parameter"
    let defaultSeverity = Severity.warning
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

    func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let model = context.model
        for name in context.viewOrder {
            guard let view = model.views[name] else { continue }
            for initializer in view.initializers {
                let parameters = Set(initializer.parameters.map(\.name))
                for assignment in initializer.assignments where assignment.wrapperCall == "StateObject" {
                    guard case .newInstance = assignment.value.kind else { continue }
                    let used = assignment.value.node.descendants(.declReferenceExpr).compactMap(\.referencedName).filter {
                        parameters.contains($0)
                    }
                    guard let parameter = used.first else { continue }
                    let label = initializer.parameters.first { $0.name == parameter }?.label
                    var edits: [TextEdit] = []
                    // Only sites where the argument can change matter: a parent's property or a value
                    // derived from one. Literals, new objects and previews never pass a second value, and
                    // a row's own id (`Row(id: item.id)` in `ForEach`) is the row's identity already.
                    let varying = model.constructionSites(of: view.name).filter { site in
                        guard !StateObjectSeededFromParameter.hasIdentity(site), site.parent != "#Preview",
                            let argument = site.arguments.first(where: { $0.label == label })?.value
                        else { return false }
                        return StateObjectSeededFromParameter.canChange(argument, at: site, in: model)
                    }
                    if varying.isEmpty { continue }
                    for site in varying {
                        guard let argument = site.arguments.first(where: { $0.label == label })?.value,
                            argument.kind == .declReferenceExpr || argument.kind == .memberAccessExpr
                        else { continue }
                        let end = site.node.range.upperBound
                        edits.append(TextEdit(file: site.location.file, range: end..<end, newText: ".id(\(argument.squashedText))"))
                    }
                    findings.append(
                        finding(
                            context, at: Location(file: initializer.location.file, range: assignment.node.range),
                            "'\(assignment.property)' is built from '\(parameter)' only once: SwiftUI keeps the first object, so later values of '\(parameter)' are ignored; give \(view.name) a new identity with .id(\(parameter)) where it is built if it must follow",
                            fixes: edits.isEmpty ? [] : [Fix(title: "Add .id(…) where \(view.name) is built", edits: edits, isSafe: false)])
                    )
                }
            }
        }
        return findings
    }

    static func hasIdentity(_ site: ViewConstruction) -> Bool {
        site.contexts.contains { if case .explicitIdentity = $0 { return true } else { return false } }
    }

    /// Whether an argument can differ between two runs of the parent's body for the same view.
    static func canChange(_ argument: SyntaxNode, at site: ViewConstruction, in model: SemanticModel) -> Bool {
        switch ValueKind.of(argument) {
        case .literal, .newInstance, .sharedInstance: return false
        default: break
        }
        if argument.kind == .implicitMemberExpr { return false }
        // An object the parent owns or reads from the environment stays the same object.
        let name = argument.kind == .memberAccessExpr && argument.baseExpression?.firstToken?.kind == .kwSelf ? argument.memberName : argument.referencedName
        if let name, let parent = model.view(named: site.parent)?.property(name) {
            switch parent.wrapper {
            case .stateObject, .environmentObject, .environmentObservable: return false
            default: break
            }
        }
        // In a ForEach, `item.id` and `$0.id` follow the row's identity.
        let inForEach = site.contexts.contains { if case .forEach = $0 { return true } else { return false } }
        if inForEach, argument.kind == .memberAccessExpr, argument.memberName == "id" { return false }
        return true
    }
}
