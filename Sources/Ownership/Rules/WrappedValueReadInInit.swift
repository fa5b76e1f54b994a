import Semantics
import Syntax

/// Reading a `@StateObject` or `@State` wrapped value inside `init`, before SwiftUI has installed the
/// view's storage. A state object logs "Accessing StateObject's object without being installed on a
/// View. This will create a new instance each time." and builds a throwaway; a state value read there
/// is the initial value, not the live state.
struct WrappedValueReadInInit: Rule {
    let id = "wrapped-value-read-in-init"
    let nominalSeverity = Severity.warning
    let summary = "A @State or @StateObject is read in init, before SwiftUI installs it: the value read is a throwaway."
    let explanation = """
        SwiftUI installs a view's state storage after the view's `init` returns. Reading a `@StateObject` inside \
        `init` logs "Accessing StateObject's object without being installed on a View. This will create a new \
        instance each time." and runs the object's initializer for a throwaway copy; reading a `@State` there gives \
        its initial value, not the live state. Read them in `body`, `.onAppear` or `.task` instead.
        """
    let badExample = """
        final class VisitLog: ObservableObject { @Published var visits = 0 }
        struct Card: View {
            @StateObject private var log = VisitLog()
            init() { print(log.visits) }
            var body: some View { Text("\\(log.visits)") }
        }
        """
    let goodExample = """
        final class VisitLog: ObservableObject { @Published var visits = 0 }
        struct Card: View {
            @StateObject private var log = VisitLog()
            var body: some View { Text("\\(log.visits)").onAppear { print(log.visits) } }
        }
        """

    func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for key in context.viewOrder {
            guard let view = context.model.views[key] else { continue }
            for initializer in view.initializers {
                for read in initializer.wrappedValueReads {
                    guard let property = view.property(read.property) else { continue }
                    let location = Location(file: initializer.location.file, range: read.node.range)
                    switch property.wrapper {
                    case .stateObject:
                        findings.append(
                            finding(
                                context, about: FindingSubject(view: view, property: property), at: location,
                                "'\(read.property)' is read in init, before SwiftUI installs it: \"\(RuntimeMessage.stateObjectNotInstalled)\""
                            ))
                    case .state:
                        findings.append(
                            finding(
                                context, about: FindingSubject(view: view, property: property), at: location,
                                "'\(read.property)' is read in init, before SwiftUI installs it: the value read is the initial value, not the live state"
                            ))
                    default:
                        break
                    }
                }
            }
        }
        return findings
    }
}
