import Semantics
import Syntax

/// `let vm = Model(); _vm = StateObject(wrappedValue: vm)`: the object is built before the
/// autoclosure, so a throwaway instance (with whatever its `init` does) is created on every view init
/// even though SwiftUI keeps only the first.
struct EagerStateObjectArgument: Rule {
    let id = "eager-state-object-argument"
    let nominalSeverity = Severity.warning
    let summary = "An object is built before StateObject(wrappedValue:), defeating its autoclosure: a throwaway on every init."
    let explanation = """
        `StateObject(wrappedValue:)` takes an autoclosure so that SwiftUI can build the object only once, "just \
        before running body for the first time". Building it first into a local (`let vm = Model()`) and passing \
        the local creates a new instance every time the view's `init` runs, which is every time its parent's body \
        runs; SwiftUI keeps the first and throws the others away, after their `init` has run. Construct the object \
        inside the call: `_vm = StateObject(wrappedValue: Model())`.
        """
    let badExample = """
        final class Loader: ObservableObject { init(id: Int) {} }
        struct Item: View {
            @StateObject private var vm: Loader
            init(id: Int) {
                let vm = Loader(id: id)
                _vm = StateObject(wrappedValue: vm)
            }
            var body: some View { Text("item") }
        }
        """
    let goodExample = """
        final class Loader: ObservableObject { init(id: Int) {} }
        struct Item: View {
            @StateObject private var vm: Loader
            init(id: Int) {
                _vm = StateObject(wrappedValue: Loader(id: id))
            }
            var body: some View { Text("item") }
        }
        """

    let consequence = "A throwaway object, whose initializer does work, is built on every re-initialization of the view."
    var premises: [PremiseDescription] { [Premises.ownerReinitialized, EagerStateObjectArgument.costlyInitializer] }

    static let costlyInitializer = PremiseDescription(
        "costly-initializer",
        "making the object does work beyond storing values: its initializer runs calls, or its stored properties make workspace objects that do (the message names the work).")

    func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for key in context.viewOrder {
            guard let view = context.model.views[key] else { continue }
            for initializer in view.initializers {
                for assignment in initializer.assignments where assignment.wrapperCall == "StateObject" {
                    guard case .localInstance(let local, let type) = assignment.value.kind else { continue }
                    // A throwaway costs only where the view is initialized again and making one does work.
                    let reinitialized = Premises.ownerReinitialized(view, in: context)
                    let made = context.model.modelClass(named: type, file: initializer.location.file, scope: view.key)
                    let work = made.flatMap { initializationWork(of: $0, in: context.model) }
                    let costly =
                        work.map { Premise.holds(EagerStateObjectArgument.costlyInitializer.id, "making a \(TypeDeclaration.baseName(type)) \($0)") }
                        ?? .unknown(
                            EagerStateObjectArgument.costlyInitializer.id,
                            made == nil
                                ? "what making a \(TypeDeclaration.baseName(type)) does: its class is not in the workspace"
                                : "that a throwaway \(TypeDeclaration.baseName(type)) costs anything: its initializer only stores values")
                    let consequence =
                        reinitialized.established && costly.established
                        ? "a throwaway instance is created on every init of \(view.name), and each one \(work!)"
                        : "SwiftUI keeps only the first instance it is given"
                    findings.append(
                        finding(
                            context, about: view.property(assignment.property).map { FindingSubject(view: view, property: $0) }, at: Location(file: initializer.location.file, range: assignment.value.node.range),
                            "'\(local)' is a \(TypeDeclaration.baseName(type)) built before StateObject(wrappedValue:): \(consequence); build it inside the call instead",
                            premises: [reinitialized, costly]))
                }
            }
        }
        return findings
    }
}
