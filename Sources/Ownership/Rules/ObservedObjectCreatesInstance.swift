import Semantics
import Syntax

/// An `@ObservedObject` that creates its own object. SwiftUI does not own it: every time the parent's
/// body runs it builds a new view value, the initial value runs again, and the new object replaces
/// the old one, so whatever state it held is lost. Apple: "Don't specify a default or initial value
/// for the observed object." Singletons (`X.shared`) are fine and not reported.
struct ObservedObjectCreatesInstance: Rule {
    let id = "observed-object-creates-instance"
    let nominalSeverity = Severity.warning
    let summary = "An @ObservedObject creates its own object, which is recreated whenever the parent's body runs."
    let explanation = """
        `@ObservedObject` does not own its object. A default value such as `@ObservedObject var model = Model()` runs \
        every time SwiftUI creates the view's value, which happens on every run of the parent's body, so a fresh \
        object replaces the old one and its state (a counter, loaded data) resets. Apple: "Don't specify a default \
        or initial value for the observed object. Use the attribute only for a property that acts as an input for a \
        view." To own the object, use `@StateObject`, which SwiftUI creates once per view identity.
        """
    let badExample = """
        final class ScoreModel: ObservableObject { @Published var score = 0 }
        struct ScorePlate: View {
            @ObservedObject var model = ScoreModel()
            var body: some View { Text("\\(model.score)") }
        }
        """
    let goodExample = """
        final class ScoreModel: ObservableObject { @Published var score = 0 }
        struct ScorePlate: View {
            @StateObject private var model = ScoreModel()
            var body: some View { Text("\\(model.score)") }
        }
        """

    let consequence = "A new object replaces the view's on every re-initialization, and the state the old one held is lost."
    var premises: [PremiseDescription] { [Premises.ownerReinitialized, Premises.stateChanges, Premises.appPath] }

    func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        // The privacy fix asks where each reported property's name is written: found in one pass.
        var names: Set<String> = []
        for key in context.viewOrder {
            for verdict in context.ownership.verdicts(ofView: key) where verdict.property.wrapper == .observedObject && verdict.kind == .owned {
                names.insert(verdict.property.name)
            }
        }
        context.names.prefetch(names)
        for key in context.viewOrder {
            for verdict in context.ownership.verdicts(ofView: key) where verdict.property.wrapper == .observedObject {
                // Made by the view itself, or by every parent's body on every run (`Child(model: Model())`).
                // (What previews, hosting controllers and code outside views pass is made once: not counted.)
                let passed = verdict.edges.filter { $0.source != .missing && !$0.runsOnce }
                let builtByParents =
                    verdict.kind == .injected && !passed.isEmpty
                    && passed.allSatisfy { edge in
                        if case .newInstance = edge.source { return edge.kind == .constructionArgument }
                        return false
                    }
                guard verdict.kind == .owned || builtByParents else { continue }
                let property = verdict.property
                // Looked up only for a finding: copying every view out of the model costs.
                guard let view = context.model.views[key] else { continue }
                let type = property.type.map(TypeDeclaration.baseName) ?? "object"
                // What a new instance costs: the state the old one held that a new one does not
                // rebuild by itself, or, failing that, the work its initializer does again.
                let modelClass = context.model.modelClass(of: property)
                var changes =
                    modelClass.map { Premises.stateChanges(of: $0, through: property, in: view) }
                    ?? .unknown(Premises.stateChanges.id, "what \(type) holds: its class is not in the workspace")
                var lost = "its state is lost"
                if !changes.established, let modelClass, let cost = Premises.replacementCost(of: modelClass.declaration) {
                    changes = .holds(Premises.stateChanges.id, cost.evidence)
                    lost = cost.consequence
                }
                if builtByParents, let first = passed.first {
                    // The object comes in, but new each time: the parents should own it.
                    let premises = [
                        Premise.holds(Premises.ownerReinitialized.id, "\(first.builder) builds a new one \(first.everyRun)"), changes,
                        Premises.appPath(view, in: context),
                    ]
                    let consequence =
                        premises.allSatisfy(\.established)
                        ? "each run of that body replaces it with a new one, and \(lost)" : "each run of that body would replace it with a new one"
                    findings.append(
                        finding(
                            context, about: FindingSubject(view: view, property: property), at: Location(file: property.location.file, range: property.nameRange),
                            "'\(property.name)' observes a \(type) that \(first.builder) builds \(first.everyRun) and passes in (\(context.model.describe(first.location))): \(consequence); make it where it can be owned, with @StateObject",
                            premises: premises))
                    continue
                }
                var edits: [TextEdit] = []
                var safe = true
                var title = "Own it with @StateObject"
                if let wrapper = Edits.replaceWrapper(property, with: "@StateObject") { edits.append(wrapper) }
                // A state object the view owns is private: without it, non-private-state would
                // report the fixed property. When code outside the view may name it, the fix is
                // offered, not applied by `--fix`.
                if let privacy = Edits.makePrivate(property, of: view, in: context.model, names: context.names) {
                    edits.append(privacy)
                } else if let privacy = Edits.makePrivate(property, of: view, in: context.model, names: context.names, evenIfNamedOutside: true),
                    let use = Edits.referenceOutsidePrivateScope(property.name, of: view, in: context.model, names: context.names)
                {
                    edits.append(privacy)
                    safe = false
                    let (line, _) = context.model.lineAndColumn(use)
                    let file = context.model.files[use.file].path.split(separator: "/").last.map(String.init) ?? ""
                    title += " (check first: '\(property.name)' is named outside \(view.name), at \(file):\(line), and becomes private)"
                }
                // Read in init, a state object is not installed yet: each read makes a throwaway
                // (wrapped-value-read-in-init). No fix then: the reads must move first.
                let readInInit = view.initializers.flatMap { initializer in initializer.wrappedValueReads.filter { $0.property == property.name }.map { (initializer, $0.node) } }
                var withheld = ""
                if let (initializer, read) = readInInit.first {
                    edits = []
                    let line = context.model.files[initializer.location.file].tree.source.line(containing: read.range.lowerBound) + 1
                    withheld = " (no fix offered: \(view.name)'s init reads it, at line \(line), where a @StateObject is not installed yet)"
                }
                // Created in init: a @StateObject is installed through its storage, not assigned.
                for initializer in view.initializers {
                    for assignment in initializer.assignments where assignment.property == property.name && !assignment.throughStorage {
                        edits.append(
                            TextEdit(
                                file: initializer.location.file, range: assignment.node.range,
                                newText: "_\(property.name) = StateObject(wrappedValue: \(assignment.rightHandSideText))"))
                    }
                }
                let inline = property.initialValue != nil
                // In a `DynamicProperty`, it is the view holding it that its parent re-creates.
                let holder = view.role == .dynamicProperty ? "the view holding \(verdict.view)" : verdict.view
                // In a `DynamicProperty`, the premise is about the views holding it (and their app path).
                let reinitialized =
                    view.role == .dynamicProperty
                    ? Premises.holderReinitialized(view, in: context)
                    : Premises.ownerReinitialized(view, in: context)
                let premises = [reinitialized, changes] + (view.role == .dynamicProperty ? [] : [Premises.appPath(view, in: context)])
                let consequence =
                    premises.allSatisfy(\.established)
                    ? "a new \(type) replaces it whenever \(holder) is re-created by its parent, and \(lost)"
                    : "a new \(type) would replace it whenever \(holder) is re-created"
                findings.append(
                    finding(
                        context, about: FindingSubject(view: view, property: property), at: Location(file: property.location.file, range: property.nameRange),
                        "'\(property.name)' creates its \(type) \(inline ? "inline" : "in init") but @ObservedObject does not own it: \(consequence)\(withheld)",
                        fixes: edits.isEmpty ? [] : [Fix(title: title, edits: edits, isSafe: safe)], premises: premises))
            }
        }
        return findings
    }
}
