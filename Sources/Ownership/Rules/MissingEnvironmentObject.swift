import Semantics
import Syntax

/// An `@EnvironmentObject` or `@Environment(T.self)` that some path from a root (an app scene, a
/// preview, a hosting controller) reaches with no injection of that type above it. Reading it there
/// crashes. Apps usually inject on most paths and forget one, so every path is followed, across
/// files, and the finding names the path.
struct MissingEnvironmentObject: Rule {
    let id = "missing-environment-object"
    let defaultSeverity = Severity.error
    let summary = "An environment object is read on a path where nothing injects it: the app crashes there."
    let explanation = """
        `@EnvironmentObject var model: Model` and `@Environment(Model.self) var model` find their object in the \
        environment that an ancestor set with `.environmentObject(_:)` or `.environment(_:)`. When a view is \
        reached without such an ancestor, reading the property stops the app with "Fatal error: No \
        ObservableObject of type Model found. A View.environmentObject(_:) for Model may be missing as an ancestor \
        of this view." (for `@Environment(Model.self)`: "No Observable object of type Model found"). Lifeline \
        follows every path from the app's scenes, previews and hosting controllers to the view and reports the \
        first path with no injection. Declaring the property optional (`@Environment(Model.self) var model: \
        Model?`) gives nil instead of a crash.
        """
    let badExample = """
        final class Session: ObservableObject { @Published var user = "" }
        struct Home: View {
            @EnvironmentObject var session: Session
            var body: some View { Text(session.user) }
        }
        @main struct MyApp: App {
            var body: some Scene { WindowGroup { Home() } }   // nothing injects a Session
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

    func check(_ context: RuleContext) -> [Finding] {
        let model = context.model
        var findings: [Finding] = []
        for name in model.viewOrder {
            guard let view = model.views[name] else { continue }
            for property in view.properties {
                let type: String
                let observable: Bool
                switch property.wrapper {
                case .environmentObject:
                    guard let t = property.type, !t.hasSuffix("?") else { continue }
                    type = TypeDeclaration.baseName(t)
                    observable = false
                case .environmentObservable(let t):
                    if property.type?.hasSuffix("?") == true { continue }
                    type = TypeDeclaration.baseName(t)
                    observable = true
                default:
                    continue
                }
                guard let path = MissingEnvironmentObject.uninjectedPath(to: view.name, type: type, in: model) else { continue }
                let crash = observable
                    ? "Fatal error: No Observable object of type \(type) found. A View.environmentObject(_:) for \(type) may be missing as an ancestor of this view."
                    : "Fatal error: No ObservableObject of type \(type) found. A View.environmentObject(_:) for \(type) may be missing as an ancestor of this view."
                findings.append(
                    finding(
                        context, at: Location(file: property.location.file, range: property.nameRange),
                        "'\(property.name)' reads \(type) from the environment, but nothing injects it on the path \(path.joined(separator: " → ")); reading it there crashes: \"\(crash)\""))
            }
        }
        return findings
    }

    /// A path from a root to `target` with no injection of `type`, or nil when every path injects it
    /// (or none reaches it).
    static func uninjectedPath(to target: String, type: String, in model: SemanticModel) -> [String]? {
        func injects(_ construction: ViewConstruction) -> Bool {
            construction.contexts.contains {
                if case .injection(let injection) = $0, injection.kind != .keyPath { return injection.type == nil || injection.type == type }
                return false
            }
        }
        var visited: Set<String> = []
        var queue: [(view: String, path: [String])] = []
        for root in model.roots {
            for construction in root.constructions where !injects(construction) && model.views[construction.typeName] != nil {
                if construction.typeName == target { return [root.description, target] }
                if visited.insert(construction.typeName).inserted { queue.append((construction.typeName, [root.description, construction.typeName])) }
            }
        }
        var index = 0
        while index < queue.count {
            let (current, path) = queue[index]
            index += 1
            guard let view = model.views[current] else { continue }
            for construction in view.constructions where !injects(construction) && model.views[construction.typeName] != nil {
                if construction.typeName == target { return path + [target] }
                if visited.insert(construction.typeName).inserted { queue.append((construction.typeName, path + [construction.typeName])) }
            }
        }
        return nil
    }
}
