import Semantics
import Syntax

/// `.environmentObject(Model())` or `.environment(Model())` in a body: the body can run again, and
/// each run builds and injects a new object, so the subtree loses its state.
struct InlineEnvironmentObject: Rule {
    let id = "inline-environment-object"
    let nominalSeverity = Severity.warning
    let summary = "An environment object is created inline in a body: each run of the body injects a new one."
    let explanation = """
        An object passed to `.environmentObject(_:)` or `.environment(_:)` is owned by whoever created it. Created \
        inline in a `body`, it is created again each time that body runs, and every view below receives the new, \
        empty object. Own it with `@StateObject` (or `@State` for an `@Observable` class) in the view that \
        injects it, and inject the property.
        """
    let badExample = """
        final class Session: ObservableObject { @Published var user = "" }
        struct Home: View {
            @EnvironmentObject var session: Session
            var body: some View { Text(session.user) }
        }
        @main struct MyApp: App {
            var body: some Scene { WindowGroup { Home().environmentObject(Session()) } }
        }
        """
    let goodExample = """
        final class Session: ObservableObject { @Published var user = "" }
        struct Home: View {
            @EnvironmentObject var session: Session
            var body: some View { Text(session.user) }
        }
        @main struct MyApp: App {
            @StateObject private var session = Session()
            var body: some Scene { WindowGroup { Home().environmentObject(session) } }
        }
        """

    let consequence = "Each run of the body injects a new object, and the views below lose its state."
    var premises: [PremiseDescription] { [Premises.appPath, Premises.stateChanges] }

    func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        var seen: Set<Location> = []
        for key in context.viewOrder {
            guard let view = context.model.views[key] else { continue }
            for construction in view.constructions {
                for case .injection(let injection) in construction.contexts where injection.isNewInstance && injection.kind != .keyPath {
                    guard seen.insert(injection.location).inserted else { continue }
                    let type = injection.type ?? "object"
                    // Where the app never shows the view, its body's runs are a preview's.
                    let onApp = Premises.appPath(view, in: context)
                    let injected = context.model.modelClass(named: injection.type, file: injection.location.file, scope: construction.parentKey)
                    var changes =
                        injected.map { Premises.injectedStateChanges(of: $0, in: context) }
                        ?? .unknown(Premises.stateChanges.id, "what a \(type) holds: its class is not in the workspace")
                    // State that changes is lost only where a view below reads it.
                    if changes.established, let injected {
                        // Every view the injection is above, in this body.
                        let below = view.constructions.filter { other in
                            other.contexts.contains { if case .injection(let i) = $0 { return i.location == injection.location } else { return false } }
                        }.flatMap(\.typeKeys)
                        let read = Premises.injectedStateRead(of: injected, below: below, in: context)
                        changes = read.established ? .holds(Premises.stateChanges.id, changes.evidence + "; " + read.evidence) : read
                    }
                    findings.append(
                        finding(
                            context, at: injection.location,
                            "a new \(type) is created in \(view.name).\(construction.container) and injected: each run of that body injects a fresh \(type)\(onApp.established && changes.established ? ", and the views below lose its state" : ""); own it with \(context.model.modelClass(named: injection.type, file: injection.location.file, scope: construction.parentKey)?.kind == .observable ? "@State" : "@StateObject") in \(view.name) and inject the property",
                            premises: [onApp, changes]))
                }
            }
        }
        return findings
    }
}
