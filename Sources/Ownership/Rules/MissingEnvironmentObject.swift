import Semantics
import Syntax

/// An `@EnvironmentObject` or `@Environment(T.self)` that some path from a root (an app scene, a
/// preview, a hosting controller) reaches with no injection of that type above it. Reading it there
/// crashes. Apps usually inject on most paths and forget one, so every path is followed, across
/// files, and the finding names the path.
struct MissingEnvironmentObject: Rule {
    let id = "missing-environment-object"
    let nominalSeverity = Severity.error
    let summary = "An environment object is read on a path where nothing injects it: the app crashes there."
    let explanation = """
        `@EnvironmentObject var model: Model` and `@Environment(Model.self) var model` find their object in the \
        environment that an ancestor set with `.environmentObject(_:)` or `.environment(_:)`. When a view is \
        reached without such an ancestor, reading the property stops the app with "Fatal error: No \
        ObservableObject of type Model found. A View.environmentObject(_:) for Model may be missing as an ancestor \
        of this view." (for `@Environment(Model.self)`: "No Observable object of type Model found"). Lifeline \
        follows every path from the app's scenes and hosting controllers to the view and reports the first path \
        with no injection, as an error when the view reads the property while it renders or as it appears \
        (`.task`, `.onAppear`), as a warning when only an action reads it, when every such path passes an `if` or \
        `switch` branch (Lifeline does not know whether its condition ever holds there: the message names the \
        branch), or when the object's type is not \
        declared in the workspace (another module's code may inject it where Lifeline cannot see, and the message \
        says so), and as an `info` when nothing reads it yet (the first read will crash). Previews are checked by `preview-missing-environment-object`. `.environmentObject` feeds \
        `@EnvironmentObject` and `.environment(_:)` feeds `@Environment(T.self)`; helpers of the workspace that \
        inject (a `View` extension, a `ViewModifier`, a preview modifier, a hosting controller subclass) count, \
        and so do an observable app delegate made by `@UIApplicationDelegateAdaptor` (or its AppKit and WatchKit \
        twins) and, in such an app, an observable scene delegate class (`delegateClass = SceneDelegate.self`), \
        which SwiftUI puts in the scenes' environment, \
        and so does an injection whose type Lifeline cannot tell, or a container view of another module that \
        the content is given to (`StoreProvider(store: store) { Home() }`: it may inject where Lifeline cannot \
        see), so that it never raises a false alarm. Files that no target of the app's build descriptions \
        compiles are no path of the app. \
        Declaring the property optional (`@Environment(Model.self) var model: Model?`) gives nil instead of a \
        crash.
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

    let options = [
        RuleOption(
            name: "assumeInjected", kind: .typeNames,
            summary: "Environment object types the app injects where Lifeline cannot see (UIKit code, another module): reads of them are never reported.",
            defaultValue: .strings([]))
    ]

    let consequence = "The app crashes where the view reads the object: while rendering, as it appears, or when an action runs (the message says which)."
    var premises: [PremiseDescription] { [MissingEnvironmentObject.pathTaken, MissingEnvironmentObject.typeDeclared, MissingEnvironmentObject.objectRead] }

    static let objectRead = PremiseDescription(
        "object-read",
        "the view reads the object (while rendering, as it appears, or in an action): SwiftUI traps only on a read, so a declaration nothing reads yet crashes nowhere today, and the finding is an `info` that the first read will.")

    static let pathTaken = PremiseDescription(
        "path-taken",
        "the path from the app's root to the view is taken whenever its screens show: no `if` or `switch` branch whose condition Lifeline does not know (the branch an `#available` check takes on current systems counts as taken).")
    static let typeDeclared = PremiseDescription(
        "type-declared",
        "the object's type is declared in the workspace: another module's type may come with code that injects it where Lifeline cannot see.")

    func check(_ context: RuleContext) -> [Finding] {
        let model = context.model
        let assumedInjected = typeNames("assumeInjected", in: context)
        var findings: [Finding] = []
        // One search per injected type, shared by every view that reads it.
        var reachByType: [String: [TypeKey: Step]] = [:]
        var unconditionalReachByType: [String: [TypeKey: Step]] = [:]
        // App paths only (scenes and hosting controllers); a preview's gap is preview-missing-environment-object.
        let appRoots = model.roots.filter { $0.kind != .preview }
        for key in context.viewOrder {
            guard let view = model.views[key] else { continue }
            for property in view.properties {
                let type: String
                let written: String
                let observable: Bool
                switch property.wrapper {
                case .environmentObject:
                    guard let t = property.type, !t.hasSuffix("?") else { continue }
                    type = model.canonicalName(t)
                    written = t
                    observable = false
                case .environmentObservable(let t):
                    if property.type?.hasSuffix("?") == true { continue }
                    type = model.canonicalName(t)
                    written = t
                    observable = true
                default:
                    continue
                }
                if assumedInjected.contains(written, type) { continue }
                // Generic arguments tell environment objects apart: `Box<Int>` is not `Box<Double>`.
                // An alias of a specialization counts as the specialization (`IntBox` is `Box<Int>`).
                let specialized = model.specialization(of: written)
                let key = (observable ? "observable " : "object ") + type + (SemanticModel.genericArgumentsText(specialized).map { "<\($0)>" } ?? "")
                if reachByType[key] == nil {
                    reachByType[key] = MissingEnvironmentObject.uninjectedReach(type: written, observable: observable, roots: appRoots, in: model).reached
                    unconditionalReachByType[key] = MissingEnvironmentObject.uninjectedReach(
                        type: written, observable: observable, roots: appRoots, in: model, unconditional: true
                    ).reached
                }
                // A path with no `if` or `switch` on the way is taken whenever its screens show; one
                // that needs a branch is taken only when that branch's condition holds, which
                // Lifeline does not know: said, and not an error.
                let certain = MissingEnvironmentObject.path(to: view.key, in: unconditionalReachByType[key]!, roots: appRoots)
                guard let path = certain ?? MissingEnvironmentObject.path(to: view.key, in: reachByType[key]!, roots: appRoots) else { continue }
                // A path no platform builds with the property (views of a macOS target above a
                // property declared only under `#if os(iOS)`) is no path of the app.
                guard model.mayExistTogether(path.views, with: property.node, file: property.location.file) else { continue }
                let needed = certain == nil ? MissingEnvironmentObject.branches(along: path, in: model) : []
                let branch = MissingEnvironmentObject.branchPhrase(needed)
                // Only a read crashes: while rendering or on appearing it is certain, in an action
                // only when that action runs; a property never read crashes nowhere.
                let use = model.use(of: property.name, in: view)
                // An alias of a specialization is named as written, with what it stands for
                // (`GroupPublisher`, a `Publisher<Group>`); SwiftUI's message names the specialization.
                let generic = SemanticModel.genericArgumentsText(specialized) != nil
                let runtimeType = generic ? type + "<" + SemanticModel.genericArgumentsText(specialized)! + ">" : type
                let shown = specialized == written || !generic ? runtimeType : "\(written) (\(runtimeType))"
                let crash = RuntimeMessage.missingEnvironmentObject(runtimeType, observable: observable)
                let fixes = MissingEnvironmentObject.injection(of: generic ? written : type, observable: observable, along: path, in: model).map { [$0] } ?? []
                // A type the workspace does not declare may come with another module's code that
                // injects it where Lifeline cannot see (a package's own modifier); or the file may not
                // compile at all. Not certain: a warning that says so.
                let declared = model.modelClass(named: written, file: property.location.file, scope: property.owner) != nil
                let route = path.description + (branch.map { ", which passes \($0)" } ?? "")
                let there = needed.isEmpty ? "; " : needed.count == 1 ? ": when that branch is taken, " : ": when those branches are taken, "
                // Nothing reads it yet: nothing crashes today, and the first read will.
                guard use != .never else {
                    findings.append(
                        finding(
                            context, about: FindingSubject(view: view, property: property), at: Location(file: property.location.file, range: property.nameRange),
                            "'\(property.name)' declares \(shown) from the environment, but nothing injects it on the path \(route)\(there)the first read of it will crash: \"\(crash)\"",
                            fixes: fixes,
                            premises: [.unknown(MissingEnvironmentObject.objectRead.id, "that anything reads '\(property.name)': nothing in \(view.name) does yet")]))
                    continue
                }
                var found = finding(
                    context, about: FindingSubject(view: view, property: property), at: Location(file: property.location.file, range: property.nameRange),
                    (use == .action
                        ? "'\(property.name)' reads \(shown) from the environment in an action, and nothing injects it on the path \(route)\(there)the action crashes there when it runs: \"\(crash)\""
                        : "'\(property.name)' reads \(shown) from the environment, but nothing injects it on the path \(route)\(there)the app crashes there as soon as \(view.name) \(use == .rendering ? "renders" : "appears"): \"\(crash)\"")
                        ,
                    fixes: fixes,
                    premises: [
                        .holds(
                            MissingEnvironmentObject.objectRead.id,
                            use == .action ? "an action of \(view.name) reads '\(property.name)'" : "\(view.name) reads '\(property.name)' \(use == .rendering ? "while rendering" : "as it appears")"),
                        branch.map { .unknown(MissingEnvironmentObject.pathTaken.id, "that the path through \($0) is taken: \(needed.count == 1 ? "its condition is" : "their conditions are") not known") }
                            ?? .holds(MissingEnvironmentObject.pathTaken.id, "no branch on the path \(path.description)"),
                        declared
                            ? .holds(MissingEnvironmentObject.typeDeclared.id, "\(type) is declared in the workspace")
                            : .unknown(MissingEnvironmentObject.typeDeclared.id, "that nothing injects \(type): it is not declared in the workspace"),
                    ])
                // A crash that needs an action is certain only when the action runs: a warning.
                if use == .action && found.severity == .error && context.settings.severities[id] == nil { found.severity = .warning }
                findings.append(found)
            }
        }
        return findings
    }

    /// Injects a new `type` where the path starts: a preview or hosting controller gets
    /// `.environmentObject(T())`; an app gets a `@StateObject` (or `@State` for `@Observable`) that
    /// owns the object for its lifetime, injected into the scene's root view. Not applied blindly:
    /// the object may belong somewhere else.
    static func injection(of type: String, observable: Bool, along path: Route, in model: SemanticModel) -> Fix? {
        let root = path.root
        guard let top = path.views.first, let construction = root.constructions.first(where: { $0.typeKeys.contains(top) }) else { return nil }
        let modifier = observable ? "environment" : "environmentObject"
        let file = construction.location.file
        let end = construction.node.range.upperBound
        let title = "Inject a \(type) at \(root.description)"
        guard root.kind == .app else {
            return Fix(title: title, edits: [TextEdit(file: file, range: end..<end, newText: ".\(modifier)(\(type)())")], isSafe: false)
        }
        // The App struct around the scene: the object lives as long as the app.
        let tree = construction.node.tree
        guard let app = tree.root.path(to: construction.node.range.lowerBound).last(where: { $0.kind == .structDecl }),
            let brace = app.child(.memberBlock)?.token(.leftBrace)
        else { return nil }
        let name = type.prefix(1).lowercased() + type.dropFirst()
        let source = tree.source
        let lineStart = source.offset(of: SourceText.Position(line: source.line(containing: app.range.lowerBound), column: 0))
        let indent = String(decoding: source.bytes[lineStart..<app.range.lowerBound].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self) + "    "
        let wrapper = observable ? "@State" : "@StateObject"
        return Fix(
            title: title,
            edits: [
                TextEdit(file: file, range: brace.range.upperBound..<brace.range.upperBound, newText: "\n\(indent)\(wrapper) private var \(name) = \(type)()"),
                TextEdit(file: file, range: end..<end, newText: ".\(modifier)(\(name))"),
            ], isSafe: false)
    }

    /// How a view was first reached without an injection: from a root, or from another view.
    /// How a walk first reached a view: from the root at an index of the roots it walked, or from
    /// a view's body.
    enum Step {
        case root(Int)
        case view(TypeKey)
    }

    /// A way from a root to a view: the root, then the views each building the next.
    struct Route: CustomStringConvertible {
        let root: ViewRoot
        /// The views below the root, the first built by the root, the last the one reached.
        let views: [TypeKey]

        /// `MyApp.body → Home → Detail`, as messages name it.
        var description: String { ([root.description] + views.map(\.qualifiedName)).joined(separator: " → ") }
        /// `Home → Detail`: the views alone.
        var viewNames: String { views.map(\.qualifiedName).joined(separator: " → ") }
    }

    /// What walks that ask the same questions again (one per preview) keep: whether each
    /// construction is shown as soon as its parent is (the answer reads the syntax around it), each
    /// view's children shown at once, and which injected types are the one asked about.
    final class ShownCache {
        struct Key: Hashable {
            let file: Int
            let offset: Int
        }
        var shown: [Key: Bool] = [:]
        /// Each view's children shown as soon as it is, whatever is injected.
        var children: [TypeKey: [TypeKey]] = [:]
        /// Whether an injected type is the one asked about (`SemanticModel.sameEnvironmentType`).
        var sameType: [String: Bool] = [:]
    }

    /// Whether a construction is on screen as soon as its parent is: not in a branch, a
    /// presentation, a navigation destination or a tab (which one shows first is not known), nor
    /// a `ForEach` row over data that may be empty (a literal array or range always has rows).
    static func shownAtOnce(_ construction: ViewConstruction, cache: ShownCache?) -> Bool {
        let key = ShownCache.Key(file: construction.location.file, offset: construction.location.range.lowerBound)
        if let known = cache?.shown[key] { return known }
        let answer = !construction.contexts.contains {
            switch $0 {
            case .branch, .presentation, .navigationDestination, .navigationLinkDestination: return true
            case .tabView: return !MissingEnvironmentObject.inFirstTab(construction.node)
            case .forEach: return SemanticModel.inUncertainRow(construction.node, within: construction.node.tree.root)
            default: return false
            }
        }
        cache?.shown[key] = answer
        return answer
    }

    /// Every view a root shows at once, whatever it injects (`uninjectedReach` with `shownAtOnce`
    /// and no injection filter), from the children lists `cache` keeps for the next root.
    static func shownReach(from root: ViewRoot, in model: SemanticModel, cache: ShownCache) -> Set<TypeKey> {
        func children(_ constructions: [ViewConstruction]) -> [TypeKey] {
            // SwiftUI's own views (no workspace keys) lead nowhere: not asked about.
            constructions.filter { !$0.typeKeys.isEmpty && shownAtOnce($0, cache: cache) }.flatMap(\.typeKeys)
        }
        var reached = Set(children(root.constructions))
        var queue = Array(reached)
        var index = 0
        while index < queue.count {
            let current = queue[index]
            index += 1
            let next: [TypeKey]
            if let known = cache.children[current] {
                next = known
            } else {
                next = model.views[current].map { children($0.constructions) } ?? []
                cache.children[current] = next
            }
            for key in next where reached.insert(key).inserted { queue.append(key) }
        }
        return reached
    }

    /// Breadth-first from every root, following only constructions with no injection of `type`
    /// above them: every view reached that way can run without the object.
    static func uninjectedReach(
        type: String, observable: Bool, roots: [ViewRoot], in model: SemanticModel, shownAtOnce: Bool = false, unconditional: Bool = false,
        shownCache: ShownCache? = nil
    ) -> (reached: [TypeKey: Step], order: [TypeKey]) {
        /// Whether a construction is built on every run of its parent's body: in no `if` or `switch`
        /// branch, but for the branch an OS at or above the one `#available` names takes (the
        /// `else` of `#unavailable`): every current device takes it.
        func always(_ construction: ViewConstruction) -> Bool {
            !construction.contexts.contains { context in
                guard case .branch(let condition, let branch) = context else { return false }
                return !MissingEnvironmentObject.takenOnCurrentSystems(condition: condition, branch: branch)
            }
        }
        func shown(_ construction: ViewConstruction) -> Bool { MissingEnvironmentObject.shownAtOnce(construction, cache: shownCache) }
        func injects(_ construction: ViewConstruction) -> Bool {
            construction.contexts.contains {
                // Another module's container may inject into its content: no false alarm.
                if case .externalContainer = $0 { return true }
                // Nor the code a function of the view is handed to, where it builds its views.
                if case .functionValue = $0 { return true }
                guard case .injection(let injection) = $0 else { return false }
                // `.environmentObject` feeds @EnvironmentObject, `.environment(object)` feeds
                // @Environment(T.self); a workspace helper may do either.
                switch injection.kind {
                case .keyPath: return false
                case .environmentObject: if observable { return false }
                case .observable: if !observable { return false }
                case .helper: break
                }
                // An injection of the right kind whose type cannot be told counts: no false alarms.
                guard let injected = injection.type else { return true }
                guard let cache = shownCache else { return model.sameEnvironmentType(injected, type) }
                let pair = injected + "\u{1}" + type
                if let known = cache.sameType[pair] { return known }
                let same = model.sameEnvironmentType(injected, type)
                cache.sameType[pair] = same
                return same
            }
        }
        var reached: [TypeKey: Step] = [:]
        var queue: [TypeKey] = []
        for (rootIndex, root) in roots.enumerated() {
            for construction in root.constructions where !construction.typeKeys.isEmpty && !injects(construction) && (!shownAtOnce || shown(construction)) && (!unconditional || always(construction)) {
                for key in construction.typeKeys where reached[key] == nil {
                    reached[key] = .root(rootIndex)
                    queue.append(key)
                }
            }
        }
        var index = 0
        while index < queue.count {
            let current = queue[index]
            index += 1
            guard let view = model.views[current] else { continue }
            for construction in view.constructions where !construction.typeKeys.isEmpty && !injects(construction) && (!shownAtOnce || shown(construction)) && (!unconditional || always(construction)) {
                for key in construction.typeKeys where reached[key] == nil {
                    reached[key] = .view(current)
                    queue.append(key)
                }
            }
        }
        return (reached, queue)
    }

    /// Whether `node` is in the first tab of the `TabView` around it, and that view has no
    /// `selection:` (which tab a stored selection opens on is not known): the tab shown at once.
    static func inFirstTab(_ node: SyntaxNode) -> Bool {
        let path = node.tree.root.path(to: node.range.lowerBound)
        guard let tabs = path.last(where: { $0.kind == .functionCallExpr && $0.calleeName == "TabView" && $0.index != node.index }),
            !tabs.arguments.contains(where: { $0.label == "selection" }),
            let content = tabs.trailingClosures.first?.closure ?? tabs.arguments.last(where: { $0.label == "content" })?.value,
            let first = content.children.first(where: { $0.kind != .closureSignature })
        else { return false }
        return first.range.contains(node.range.lowerBound)
    }

    /// Whether an `if #available(…)` branch is the one current systems take: the `if` of a
    /// lone `#available`, the `else` of a lone `#unavailable`.
    static func takenOnCurrentSystems(condition: String, branch: Int) -> Bool {
        // One condition only: its own parenthesis closes at the end (`#available(iOS 16, *)`).
        guard let close = condition.firstIndex(of: ")"), condition.index(after: close) == condition.endIndex else { return false }
        if condition.hasPrefix("#available(") { return branch == 0 }
        if condition.hasPrefix("#unavailable(") { return branch == 1 }
        return false
    }

    /// The branches a path needs, in order: for each step whose every construction sits in an
    /// `if` or a `switch` case, the conditions around the first construction, as a sentence names
    /// them. The crash needs them all taken: naming only the first would claim it when that one is.
    static func branches(along path: Route, in model: SemanticModel) -> [String] {
        var result: [String] = []
        for (index, next) in path.views.enumerated() {
            let constructions = index == 0 ? path.root.constructions : model.views[path.views[index - 1]]?.constructions ?? []
            // A step also taken outside any branch needs none.
            let steps = constructions.filter { $0.typeKeys.contains(next) }
            let branches = steps.map { construction in
                construction.contexts.compactMap { context -> (String, Int)? in
                    guard case .branch(let condition, let branch) = context, !takenOnCurrentSystems(condition: condition, branch: branch) else { return nil }
                    return (condition, branch)
                }
            }
            // Every way there needs a branch: the first one's, each of its conditions.
            guard !branches.contains(where: \.isEmpty), let first = branches.first else { continue }
            for (condition, branch) in first {
                if condition.hasPrefix("switch ") {
                    result.append("a case of `\(condition)`")
                } else {
                    result.append(branch == 0 ? "`if \(condition)`" : "the `else` of `if \(condition)`")
                }
            }
        }
        return result
    }

    /// The branches of a path in one phrase: "`if a`", "`if a` and `if b`", "`if a`, `if b` and 2
    /// more branches".
    static func branchPhrase(_ branches: [String]) -> String? {
        switch branches.count {
        case 0: return nil
        case 1: return branches[0]
        case 2: return branches[0] + " and " + branches[1]
        default: return branches[0] + ", " + branches[1] + " and \(branches.count - 2) more branch\(branches.count == 3 ? "" : "es")"
        }
    }

    static func path(to target: TypeKey, in reached: [TypeKey: Step], roots: [ViewRoot]) -> Route? {
        guard reached[target] != nil else { return nil }
        var path = [target]
        var current = target
        // `reached` records the first way to each view, so following it back always ends at a root.
        while let step = reached[current] {
            switch step {
            case .root(let index):
                return Route(root: roots[index], views: path.reversed())
            case .view(let parent):
                path.append(parent)
                current = parent
            }
        }
        return nil
    }
}
