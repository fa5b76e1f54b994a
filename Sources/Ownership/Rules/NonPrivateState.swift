import Foundation
import Semantics
import Syntax

/// `@State` and `@StateObject` that are not `private`. Apple: "Declare state objects as private to
/// prevent setting them from a memberwise initializer, which can conflict with the storage management
/// that SwiftUI provides", and state likewise.
struct NonPrivateState: Rule {
    let id = "non-private-state"
    let nominalSeverity = Severity.info
    /// Off unless enabled: a style rule with dozens of findings per app and no consequence of its
    /// own (SwiftLint's `private_swiftui_state` is opt-in too).
    let isOptIn = true
    let summary = "@State or @StateObject is not private."
    let explanation = """
        State belongs to the view that declares it. Apple: "Declare state objects as private to prevent setting \
        them from a memberwise initializer, which can conflict with the storage management that SwiftUI \
        provides", and state properties should be private too: a value passed in at init is used only the first \
        time. Make them `private`.
        """
    let badExample = """
        struct Counter: View {
            @State var count = 0
            var body: some View { Text("\\(count)") }
        }
        """
    let goodExample = """
        struct Counter: View {
            @State private var count = 0
            var body: some View { Text("\\(count)") }
        }
        """

    func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        // Where each candidate's name is written, found in one pass rather than one per name.
        var names: Set<String> = []
        for key in context.viewOrder {
            guard let view = context.model.views[key] else { continue }
            for property in view.properties where (property.wrapper == .state || property.wrapper == .stateObject) && property.access > .fileprivate {
                names.insert(property.name)
            }
        }
        context.names.prefetch(names)
        for key in context.viewOrder {
            guard let view = context.model.views[key] else { continue }
            for property in view.properties where property.wrapper == .state || property.wrapper == .stateObject {
                guard property.access > .fileprivate else { continue }
                // A state object set from outside is reported by state-object-from-outside instead.
                if property.wrapper == .stateObject, context.ownership.verdict(view: view.key, property: property.name)?.kind == .injected
                {
                    continue
                }
                var fixes: [Fix] = []
                if property.initialValue != nil, let edit = Edits.makePrivate(property, of: view, in: context.model, names: context.names, evenIfNamedOutside: true) {
                    if let use = Edits.referenceOutsidePrivateScope(property.name, of: view, in: context.model, names: context.names) {
                        // Offered, never applied by `--fix`: code outside the type may name it.
                        let (line, _) = context.model.lineAndColumn(use)
                        let file = (context.model.files[use.file].path as NSString).lastPathComponent
                        fixes = [
                            Fix(title: "Make it private (check first: '\(property.name)' is named outside \(view.name), at \(file):\(line))", edits: [edit], isSafe: false)
                        ]
                    } else {
                        fixes = [Fix(title: "Make it private", edits: [edit])]
                    }
                }
                findings.append(
                    finding(
                        context, about: FindingSubject(view: view, property: property), at: Location(file: property.location.file, range: property.nameRange),
                        "'\(property.name)' is \(property.wrapper) but not private: state belongs to \(view.name) alone",
                        fixes: fixes))
            }
        }
        return findings
    }
}
