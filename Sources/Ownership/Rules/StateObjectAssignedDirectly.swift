import Semantics
import Syntax

/// `self.model = Model()` in `init` for a `@StateObject`: the wrapped value is get-only, so this does
/// not compile. The storage must be installed instead: `_model = StateObject(wrappedValue: Model())`.
struct StateObjectAssignedDirectly: Rule {
    let id = "state-object-assigned-directly"
    let nominalSeverity = Severity.error
    let summary = "Assigning a @StateObject's wrapped value in init does not compile."
    let explanation = """
        A `@StateObject` property has no setter: `self.model = Model()` fails with "cannot assign to property: \
        'model' is a get-only property". Install the wrapper's storage instead, with an autoclosure that SwiftUI \
        runs once: `_model = StateObject(wrappedValue: Model())`.
        """
    let badExample = """
        final class Model: ObservableObject { @Published var title = "" }
        struct Screen: View {
            @StateObject private var model: Model
            init() { self.model = Model() }
            var body: some View { Text(model.title) }
        }
        """
    let goodExample = """
        final class Model: ObservableObject { @Published var title = "" }
        struct Screen: View {
            @StateObject private var model: Model
            init() { _model = StateObject(wrappedValue: Model()) }
            var body: some View { Text(model.title) }
        }
        """

    func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for key in context.viewOrder {
            guard let view = context.model.views[key] else { continue }
            for initializer in view.initializers {
                for assignment in initializer.assignments where !assignment.throughStorage {
                    guard view.property(assignment.property)?.wrapper == .stateObject else { continue }
                    let replacement = "_\(assignment.property) = StateObject(wrappedValue: \(assignment.rightHandSideText))"
                    let edit = TextEdit(file: initializer.location.file, range: assignment.node.range, newText: replacement)
                    findings.append(
                        finding(
                            context, about: view.property(assignment.property).map { FindingSubject(view: view, property: $0) }, at: Location(file: initializer.location.file, range: assignment.node.range),
                            "'\(assignment.property)' is a @StateObject, which cannot be assigned in init (its wrapped value is get-only); install its storage with _\(assignment.property) = StateObject(wrappedValue: …)",
                            fixes: [Fix(title: "Install the storage with StateObject(wrappedValue:)", edits: [edit])]))
                }
            }
        }
        return findings
    }
}
