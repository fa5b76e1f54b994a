import Semantics
import Syntax

/// A preview that shows a view reading an environment object no part of the preview injects: the
/// preview crashes (the app may be fine: its scenes inject it). Reported once per preview, at the
/// preview, about the nearest view that reads the first object missed, naming every other one.
struct PreviewMissingEnvironmentObject: Rule {
    let id = "preview-missing-environment-object"
    let nominalSeverity = Severity.warning
    let summary = "A preview shows a view that reads an environment object the preview does not inject: the preview crashes."
    let explanation = """
        A `#Preview` or `PreviewProvider` builds its views without the app's scenes, so an object the app \
        injects with `.environmentObject(_:)` or `.environment(_:)` is missing there unless the preview injects \
        it too. A view that reads it while rendering or as it appears (`.task`, `.onAppear`) then crashes the \
        preview with "No ObservableObject of type Model found" (or "No Observable object of type Model found"). \
        Lifeline reports this once per preview, at the preview, naming for each object missed the nearest view that \
        reads it; only views the preview shows as it opens count (not those behind a branch, a navigation link, a \
        sheet or a tab other than the first of a `TabView` with no `selection:`, nor `ForEach` rows over data that may be empty: a literal array, a literal range \
        or `allCases` always has rows), and reads in actions only, which a preview seldom runs, are not reported. It is a warning about the \
        preview, not a crash of the app: `missing-environment-object` checks the app's own paths. Set \
        `"previews": false` in `.lifeline.json` to skip previews.
        """
    let badExample = """
        final class Session: ObservableObject { @Published var user = "" }
        struct Home: View {
            @EnvironmentObject var session: Session
            var body: some View { Text(session.user) }
        }
        #Preview { Home() }
        """
    let goodExample = """
        final class Session: ObservableObject { @Published var user = "" }
        struct Home: View {
            @EnvironmentObject var session: Session
            var body: some View { Text(session.user) }
        }
        #Preview { Home().environmentObject(Session()) }
        """

    let options = [
        RuleOption(
            name: "assumeInjected", kind: .typeNames,
            summary: "Environment object types the previews get without injecting them (from a preview modifier or trait of another module): previews are not reported for them.",
            defaultValue: .strings([]))
    ]

    /// One object a preview does not inject, read by a view it shows.
    struct Miss {
        let view: ViewType
        let property: ViewProperty
        let type: String
        let observable: Bool
        let path: MissingEnvironmentObject.Route
    }

    func check(_ context: RuleContext) -> [Finding] {
        guard context.settings.previews else { return [] }
        let assumedInjected = typeNames("assumeInjected", in: context)
        let model = context.model
        // The previews in scope first: a file without one (most edits) costs nothing.
        let previews = model.roots.filter { root in root.kind == .preview && (context.scope.map { $0.contains(root.location.file) } ?? true) }
        guard !previews.isEmpty else { return [] }
        // Every environment type a view reads, with the views that read it.
        var readers: [String: [(view: ViewType, property: ViewProperty, observable: Bool)]] = [:]
        var keys: [String] = []
        for key in model.viewOrder {
            guard let view = model.views[key] else { continue }
            for property in view.properties {
                let written: String
                let observable: Bool
                switch property.wrapper {
                case .environmentObject:
                    guard let t = property.type, !t.hasSuffix("?") else { continue }
                    written = t
                    observable = false
                case .environmentObservable(let t):
                    if property.type?.hasSuffix("?") == true { continue }
                    written = t
                    observable = true
                default:
                    continue
                }
                if assumedInjected.contains(written, model.canonicalName(written)) { continue }
                let key = (observable ? "observable " : "object ") + model.canonicalName(written)
                if readers[key] == nil { keys.append(key) }
                readers[key, default: []].append((view, property, observable))
            }
        }
        var findings: [Finding] = []
        let cache = MissingEnvironmentObject.ShownCache()
        var certainty: [String: Bool] = [:]
        // Each type's readers by view key (indices into `readers[type]`).
        var readerIndices: [String: [TypeKey: [Int]]] = [:]
        for (key, group) in readers {
            for (index, reader) in group.enumerated() { readerIndices[key, default: [:]][reader.view.key, default: []].append(index) }
        }
        for root in previews {
            var misses: [Miss] = []
            // What the preview shows at once whatever it injects: a type none of whose readers is
            // there needs no walk of its own.
            let shown = MissingEnvironmentObject.shownReach(from: root, in: model, cache: cache)
            for key in keys {
                guard let group = readers[key], let first = group.first else { continue }
                // Only a type one of whose readers the preview shows at all.
                let byView = readerIndices[key]!
                guard byView.keys.contains(where: shown.contains) else { continue }
                let written = first.property.wrapper == .environmentObject ? (first.property.type ?? "") : {
                    if case .environmentObservable(let t) = first.property.wrapper { return t }
                    return ""
                }()
                // Only what the preview shows as it opens: a view behind a branch, a link or a sheet
                // appears only if someone taps there.
                let (reached, order) = MissingEnvironmentObject.uninjectedReach(
                    type: written, observable: first.observable, roots: [root], in: model, shownAtOnce: true, shownCache: cache)
                // The nearest view on the preview's paths that reads it as it renders or appears.
                // Whether a reader reads it as it renders or appears (what a preview certainly reads):
                // asked once per reader, not once per preview.
                func certain(_ index: Int) -> Bool {
                    let at = "\(key)#\(index)"
                    if let known = certainty[at] { return known }
                    let reader = group[index]
                    let answer = model.use(of: reader.property.name, in: reader.view, certainRowsOnly: true) >= .automatic
                    certainty[at] = answer
                    return answer
                }
                guard let index = order.lazy.compactMap({ byView[$0]?.first(where: certain) }).first else { continue }
                let hit = group[index]
                guard let path = MissingEnvironmentObject.path(to: hit.view.key, in: reached, roots: [root]) else { continue }
                misses.append(Miss(view: hit.view, property: hit.property, type: model.canonicalName(written), observable: first.observable, path: path))
            }
            if let finding = previewFinding(misses, at: root, in: context) { findings.append(finding) }
        }
        return findings
    }

    /// One finding per preview, whatever the number of objects it misses (the canvas stops at the
    /// first read, so one finding per object repeated one crash): about the first object missed,
    /// naming every other, with a fix that injects them all and one fix per object.
    private func previewFinding(_ misses: [Miss], at root: ViewRoot, in context: RuleContext) -> Finding? {
        guard let first = misses.first else { return nil }
        let model = context.model
        let crash = RuntimeMessage.missingEnvironmentObject(first.type, observable: first.observable)
        var fixes = misses.compactMap { MissingEnvironmentObject.injection(of: $0.type, observable: $0.observable, along: $0.path, in: model) }
        func shows(_ miss: Miss) -> String { "\(miss.path.viewNames), whose '\(miss.property.name)' reads \(miss.type)" }
        let message: String
        if misses.count == 1 {
            message = "This preview crashes: it shows \(shows(first)) from the environment, and the preview injects none: \"\(crash)\"; inject one in the preview"
        } else {
            // Which read runs first depends on the order SwiftUI evaluates the views in, which
            // Lifeline does not claim: the error names whichever object that is.
            message = "This preview crashes: it injects none of the \(misses.count) objects that views it shows read from the environment: \(misses.map(shows).joined(separator: "; ")). Whichever of those reads runs first stops it, with SwiftUI's error naming that object (\"\(crash)\" if it is \(first.type)); inject them all in the preview"
            if fixes.count > 1, let all = Fix.merging(fixes, title: "Inject \(misses.dropLast().map(\.type).joined(separator: ", ")) and \(misses.last!.type) in the preview") { fixes.insert(all, at: 0) }
        }
        return finding(context, about: FindingSubject(view: first.view, property: first.property), at: root.location, message, fixes: fixes)
    }
}
