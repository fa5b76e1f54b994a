import Semantics
import Syntax

/// `@State` holding a class. A plain class's mutations never refresh the view; an `ObservableObject`
/// refreshes it only when the reference itself is replaced. Not reported when the view never mutates
/// the object through the property (a class deliberately boxed in `@State` for its identity), nor for
/// a plain class kept in the `@State` of a `DynamicProperty` (storage that must not invalidate).
struct StateHoldsReferenceType: Rule {
    let id = "state-holds-reference-type"
    let nominalSeverity = Severity.warning
    let summary = "@State holds a class whose changes do not refresh the view."
    let explanation = """
        `@State` compares the value it holds; for a class that value is the reference. Changing a property of a \
        plain class therefore never refreshes the view, and for an `ObservableObject` Apple notes that "the view \
        will only update when the reference to the object changes". Make the class `@Observable` (then `@State` \
        tracks the properties the body reads), or hold an `ObservableObject` with `@StateObject`.
        """
    let badExample = """
        final class Box { var count = 0 }
        struct Counter: View {
            @State private var box = Box()
            var body: some View { Button("\\(box.count)") { box.count += 1 } }
        }
        """
    let goodExample = """
        @Observable final class Box { var count = 0 }
        struct Counter: View {
            @State private var box = Box()
            var body: some View { Button("\\(box.count)") { box.count += 1 } }
        }
        """

    let options = [
        RuleOption(
            name: "ignoreTypes", kind: .typeNames,
            summary: "Classes that are meant to be held in `@State` (kept for their identity, refreshed some other way): never reported.",
            defaultValue: .strings([]))
    ]

    let consequence = "Changes to the object do not refresh the view."
    var premises: [PremiseDescription] { [StateHoldsReferenceType.classPublishes, Premises.appPath] }

    static let classPublishes = PremiseDescription(
        "class-publishes",
        "there is a change to miss: the body reads a member of the object while rendering, and an `ObservableObject` publishes (`@Published`, `objectWillChange`, a superclass Lifeline cannot see) or the view changes a plain class.")

    func check(_ context: RuleContext) -> [Finding] {
        let ignored = typeNames("ignoreTypes", in: context)
        var findings: [Finding] = []
        for key in context.viewOrder {
            guard let view = context.model.views[key] else { continue }
            for property in view.properties where property.wrapper == .state {
                guard let model = context.model.modelClass(of: property), model.kind != .observable else { continue }
                if ignored.contains(model.qualifiedName, property.type ?? model.qualifiedName) { continue }
                // A plain class matters only when the view renders from it: a box, a debouncer or a
                // coordinator that the body never reads from is storage, and `@State` keeps it well.
                // (A `DynamicProperty` renders nothing: its boxes are storage by design.) An
                // `ObservableObject` in `@State` is never observed: always a mistake.
                if model.kind == .plain {
                    guard view.role != .dynamicProperty, context.model.memberUse(of: property.name, in: view) == .rendering,
                        StateHoldsReferenceType.hasVariables(model), Premises.changes(property.name, in: view, methods: nil)
                    else { continue }
                }
                let location = Location(file: property.location.file, range: property.nameRange)
                if model.kind == .observableObject {
                    let (wrapper, edits) = StateHoldsReferenceType.observingWrapper(property, of: view, in: context)
                    // One that publishes nothing yet (no `@Published`, no `objectWillChange`) loses
                    // nothing today; say so rather than claim lost updates.
                    // A lost update needs a change published and a body that renders from the object.
                    let publishes: Premise
                    if !StateHoldsReferenceType.mayPublish(model, in: context) {
                        publishes = .unknown(
                            StateHoldsReferenceType.classPublishes.id,
                            "that an update is lost: \(model.declaration.simpleName) publishes nothing today (no @Published, no objectWillChange)")
                    } else if context.model.memberUse(of: property.name, in: view) != .rendering {
                        publishes = .unknown(
                            StateHoldsReferenceType.classPublishes.id,
                            "that an update is lost: \(view.name) reads none of its members while rendering")
                    } else {
                        publishes = .holds(StateHoldsReferenceType.classPublishes.id, "\(model.declaration.simpleName) publishes changes, and \(view.name) renders from it")
                    }
                    let consequence =
                        publishes.established
                        ? "its published changes do not refresh \(view.name), only replacing the object does"
                        : "it is never observed there, so any change it publishes later will not refresh \(view.name)"
                    findings.append(
                        finding(
                            context, about: FindingSubject(view: view, property: property), at: location,
                            "'\(property.name)' holds the ObservableObject \(model.qualifiedName) in @State: \(consequence)",
                            fixes: edits.isEmpty ? [] : [Fix(title: wrapper == "StateObject" ? "Hold it with @StateObject" : "Observe the parent's object with @ObservedObject", edits: edits)],
                            premises: [publishes, Premises.appPath(view, in: context)]))
                } else {
                    // Reported only when the body renders from it and the view changes it (checked above).
                    findings.append(
                        finding(
                            context, about: FindingSubject(view: view, property: property), at: location,
                            "'\(property.name)' holds the class \(model.qualifiedName) in @State: changing its properties never refreshes \(view.name); make \(model.qualifiedName) @Observable",
                            premises: [.holds(StateHoldsReferenceType.classPublishes.id, "\(view.name) renders from it and changes it"), Premises.appPath(view, in: context)]))
                }
            }
        }
        return findings
    }

    /// The wrapper that observes an `ObservableObject` held in `@State`, and the edits that make
    /// it: `@StateObject` when the view owns the object (it makes it, or every parent's body passes
    /// a new one, which SwiftUI then builds once); `@ObservedObject` when a parent passes an object
    /// it keeps, since a state object would keep only the first (state-object-from-outside). An
    /// `init` that installs the storage (`_x = State(initialValue: v)`) installs the new wrapper.
    static func observingWrapper(_ property: ViewProperty, of view: ViewType, in context: RuleContext) -> (String, [TextEdit]) {
        var wrapper = "StateObject"
        if let verdict = context.ownership.verdict(view: view.key, property: property.name), verdict.kind == .injected {
            let passed = verdict.edges.filter { $0.source != .missing }
            let bodies = passed.filter { !$0.runsOnce }
            let allNew = !passed.isEmpty && (bodies.isEmpty ? passed : bodies).allSatisfy { if case .newInstance = $0.source { return true } else { return false } }
            if !allNew { wrapper = "ObservedObject" }
        }
        guard let attribute = Edits.replaceWrapper(property, with: "@" + wrapper) else { return (wrapper, []) }
        var edits = [attribute]
        for initializer in view.initializers {
            for assignment in initializer.assignments where assignment.property == property.name && assignment.throughStorage {
                // `_x = State(initialValue: v)` or `State(wrappedValue: v)`: the callee and its label.
                guard assignment.wrapperCall == "State", let call = assignment.node.children.last, call.kind == .functionCallExpr,
                    let callee = call.firstChild, let argument = call.child(.argumentList)?.children(.labeledExpr).first,
                    let label = argument.directTokens.first, label.kind == .identifier
                else { return (wrapper, []) }
                edits.append(TextEdit(file: initializer.location.file, range: callee.range, newText: wrapper))
                edits.append(TextEdit(file: initializer.location.file, range: label.range, newText: "wrappedValue"))
            }
        }
        return (wrapper, edits)
    }

    /// Protocols and classes that add no publisher of their own to an `ObservableObject`.
    static let silentInheritance: Set<String> = [
        "ObservableObject", "AnyObject", "NSObject", "Identifiable", "Hashable", "Equatable", "Sendable", "Codable", "Decodable", "Encodable",
        "CustomStringConvertible", "CustomDebugStringConvertible",
    ]

    /// Whether an `ObservableObject` may publish a change (the message says which): it or a superclass of the workspace has a
    /// `@Published` property or mentions `objectWillChange`, it inherits from a type Lifeline cannot
    /// see (which may publish), or code outside every other class's own members mentions
    /// `objectWillChange` (a caller may send it).
    static func mayPublish(_ model: ModelClass, in context: RuleContext) -> Bool {
        if !model.published.isEmpty || !model.inheritedPublished.isEmpty { return true }
        var lineage: [ModelClass] = []
        var next: ModelClass? = model
        while let current = next, lineage.count < 16, !lineage.contains(where: { $0.key == current.key }) {
            lineage.append(current)
            next = nil
            for inherited in current.declaration.inherits {
                let base = TypeDeclaration.baseName(inherited)
                if silentInheritance.contains(base) { continue }
                if let superclass = context.model.modelClass(named: inherited, file: current.declaration.location.file, scope: SemanticModel.enclosingScope(of: current.key)) {
                    next = superclass
                } else if context.model.resolveType(inherited, file: current.declaration.location.file, scope: SemanticModel.enclosingScope(of: current.key))
                    .first.flatMap({ context.model.types[$0] })?.kind != .protocol
                {
                    return true
                }
            }
        }
        let mentions = context.names.occurrences(of: "objectWillChange")
        if mentions.isEmpty { return false }
        let lineageKeys = Set(lineage.map(\.key))
        let others = context.model.models.values.filter { !lineageKeys.contains($0.key) }
        // A mention inside another class's own members is that class's business.
        return mentions.contains { mention in
            !others.contains { other in
                other.declaration.members.contains { $0.file == mention.location.file && $0.node.range.contains(mention.location.range.lowerBound) }
            }
        }
    }

    static let assignmentOperators: Set<String> = ["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*="]

    /// Whether the class has anything to change: a `var` stored property.
    static func hasVariables(_ model: ModelClass) -> Bool {
        model.declaration.members.contains { $0.node.kind == .variableDecl && $0.node.directTokens.contains { $0.kind == .kwVar } }
    }
}
