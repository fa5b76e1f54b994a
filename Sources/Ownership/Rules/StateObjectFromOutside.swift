import Semantics
import Syntax

/// A `@StateObject` whose object comes from outside: a parent passes it through the memberwise
/// initializer, or `init` installs a parameter with `_x = StateObject(wrappedValue: param)`. SwiftUI
/// keeps the first object for the view's whole identity, so later values from the parent are ignored.
struct StateObjectFromOutside: Rule {
    let id = "state-object-from-outside"
    let nominalSeverity = Severity.warning
    let summary = "A @StateObject receives its object from a parent; later objects from the parent are ignored."
    let explanation = """
        `@StateObject` is for an object the view creates and owns. When the parent passes the object in, SwiftUI \
        installs the first one and keeps it for the life of the view's identity: if the parent later passes a \
        different object, the view goes on showing the first. Apple: "Declare state objects as private to prevent \
        setting them from a memberwise initializer, which can conflict with the storage management that SwiftUI \
        provides." For an object that belongs to the parent, use `@ObservedObject`.
        """
    let badExample = """
        final class Model: ObservableObject { @Published var title = "" }
        struct Detail: View {
            @StateObject var model: Model
            var body: some View { Text(model.title) }
        }
        """
    let goodExample = """
        final class Model: ObservableObject { @Published var title = "" }
        struct Detail: View {
            @ObservedObject var model: Model
            var body: some View { Text(model.title) }
        }
        """

    let consequence = "Objects the parent passes later are ignored: the view keeps showing the first."
    var premises: [PremiseDescription] { [Premises.argumentVaries] }

    /// Whether a caller's argument for the state object `name` is evaluated before SwiftUI asks
    /// for it: an explicit initializer takes it as a plain parameter and wraps it
    /// (`_model = StateObject(wrappedValue: model)`). Not through the memberwise initializer, nor
    /// through an `@autoclosure` parameter.
    static func passesEagerly(_ name: String, in view: ViewType) -> Bool {
        for initializer in view.initializers {
            for assignment in initializer.assignments where assignment.property == name && assignment.wrapperCall == "StateObject" {
                guard case .parameter(let parameter) = assignment.value.kind else { continue }
                if let declared = initializer.parameters.first(where: { $0.name == parameter }), !declared.isAutoclosure { return true }
            }
        }
        return false
    }

    /// The fix for an object a parent builds on every run and `init` installs from a plain
    /// parameter: the parameter becomes an `@autoclosure` (`AutoclosureInit`), so SwiftUI builds the
    /// object once, and the property becomes `private`, since it is then the view's own (a public
    /// state object would be reported by non-private-state). Offered but not applied by `--fix`
    /// when code outside the view names the property.
    static func autoclosureFix(_ property: ViewProperty, of view: ViewType, in context: RuleContext) -> Result<Fix, AutoclosureInit.Withheld> {
        let changes: [AutoclosureInit.Change]
        switch AutoclosureInit.changes(for: property, of: view) {
        case .success(let found): changes = found
        case .failure(let reason): return .failure(reason)
        }
        guard let first = changes.first else { return .failure(AutoclosureInit.Withheld("no init of \(view.name) installs '\(property.name)' from a parameter")) }
        var edits = AutoclosureInit.edits(changes)
        var safe = true
        var title = "Build it once: take '\(first.parameter)' as an @autoclosure in \(view.name)'s init"
        if property.access > .fileprivate {
            if let privacy = Edits.makePrivate(property, of: view, in: context.model, names: context.names) {
                edits.append(privacy)
            } else if let privacy = Edits.makePrivate(property, of: view, in: context.model, names: context.names, evenIfNamedOutside: true) {
                edits.append(privacy)
                safe = false
                title += " (check first: '\(property.name)' is named outside \(view.name), and becomes private)"
            } else {
                return .failure(AutoclosureInit.Withheld("'\(property.name)' cannot be made private, which a state object the view builds should be"))
            }
        }
        return .success(Fix(title: title, edits: edits, isSafe: safe))
    }

    func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for key in context.viewOrder {
            for verdict in context.ownership.verdicts(ofView: key) where verdict.property.wrapper == .stateObject && verdict.kind == .injected {
                // Every construction Lifeline sees builds a new object for the view: the usual way to
                // seed a state object, not a second owner. (With no construction in sight, the object
                // still comes from outside.)
                let passed = verdict.edges.filter { $0.source != .missing }
                // What code that runs once per view passes (a preview, a hosting controller, a
                // factory) is the only object its view ever gets: it counts only where no body passes one.
                let bodyPassed = passed.filter { !$0.runsOnce }
                let allNew = (bodyPassed.isEmpty ? passed : bodyPassed).allSatisfy { if case .newInstance = $0.source { return true } else { return false } } && !passed.isEmpty
                if allNew {
                    // Built by a parent's body on every run: each run makes one that is thrown away.
                    // (Previews, hosting controllers and code outside views make it once per call.)
                    let bodies = passed.filter { !$0.runsOnce }
                    guard let first = bodies.first, let view = context.model.views[key] else { continue }
                    // Through the memberwise initializer, the argument is an autoclosure, as
                    // `StateObject(wrappedValue:)` declares it (SE-0258): SwiftUI calls it once,
                    // and a parent's later runs build nothing. So does an `@autoclosure` parameter.
                    if !StateObjectFromOutside.passesEagerly(verdict.property.name, in: view) { continue }
                    let type = verdict.property.type.map(TypeDeclaration.baseName) ?? "object"
                    // The rewrite the message asks for, when it can be made safely; else why not.
                    var fixes: [Fix] = []
                    var withheld = ""
                    switch StateObjectFromOutside.autoclosureFix(verdict.property, of: view, in: context) {
                    case .success(let fix): fixes = [fix]
                    case .failure(let reason): withheld = " (no fix offered: \(reason.reason))"
                    }
                    findings.append(
                        finding(
                            context, about: FindingSubject(view: view, property: verdict.property),
                            at: Location(file: verdict.property.location.file, range: verdict.property.nameRange),
                            "'\(verdict.property.name)' is given a new \(type) that \(first.builder) builds \(first.everyRun) (\(context.model.describe(first.location))\(first.madeBy.map { ", in \(verdict.view).\($0.initializer) at \(context.model.describe($0.location))" } ?? "")): SwiftUI keeps the first and throws the others away after their init ran; make it in \(verdict.view)'s init with StateObject(wrappedValue:) from an @autoclosure parameter\(withheld)",
                            fixes: fixes))
                    continue
                }
                let property = verdict.property
                // Looked up only for a finding: copying every view out of the model costs.
                guard let view = context.model.views[key] else { continue }
                var edits = Edits.replaceWrapper(property, with: "@ObservedObject").map { [$0] } ?? []
                // `_x = StateObject(wrappedValue: x)` in init must install the new wrapper too.
                for initializer in view.initializers {
                    for assignment in initializer.assignments
                    where assignment.property == property.name && assignment.wrapperCall == "StateObject" {
                        let parts = assignment.node.children
                        guard parts.count >= 3, let callee = parts[2].baseExpression else { continue }
                        edits.append(TextEdit(file: initializer.location.file, range: callee.range, newText: "ObservedObject"))
                    }
                }
                let varies = Premises.argumentVaries(verdict.edges, label: "'\(property.name)'", in: context)
                let consequence =
                    varies.established
                    ? "SwiftUI keeps the first one, so objects the parent passes later are ignored: \(varies.evidence)"
                    : "SwiftUI would keep the first one and ignore a different object passed later; @ObservedObject says the parent owns it"
                findings.append(
                    finding(
                        context, about: FindingSubject(view: view, property: property), at: Location(file: property.location.file, range: property.nameRange),
                        "'\(property.name)' is a @StateObject but its object comes from the parent: \(consequence)",
                        fixes: edits.isEmpty ? [] : [Fix(title: "Observe the parent's object with @ObservedObject", edits: edits)], premises: [varies]))
            }
        }
        return findings
    }
}
