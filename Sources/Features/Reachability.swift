import Foundation
import Semantics
import Simulator

/// The screens of the app a user reaches from its roots, found by tapping through the simulated
/// app: for each view, the shortest sequence of taps after a root's launch that mounts it.
///
/// The search is breadth first from each root of the app (an `App`, then each hosting
/// controller's root view), over what the screen offers at each step (tabs, links, buttons, as
/// `Simulation.actionsOnScreen` lists them, then the flags and choices the views on screen store),
/// four steps deep, within a budget of runs and of interpreter steps. A screen already seen (the
/// same set of views on screen) is not searched again. The paths are what hovers launch before
/// their scenarios, so that a view's story starts where the app shows it rather than under an
/// ancestor or a stand-in.
struct Reachability: Sendable {
    struct Path: Sendable {
        /// The root launched (a view key).
        var root: TypeKey
        /// The steps after the launch; empty when the launch shows the view.
        var steps: [Step]
        /// The custom views above it on that path, nearest first (`Simulation.liveAncestors`).
        var ancestors: [TypeKey]
    }
    /// A step of a path: a tap on the screen, or a flag or choice the app stores in a view
    /// (`@State`, `@AppStorage`) set to another value, as a hover's sentence says it.
    struct Step: Sendable {
        enum Kind: Sendable { case link, button, tab, state }
        var action: Action
        var kind: Kind
        var words: String
    }
    /// The first path found to each view, by view key.
    var paths: [TypeKey: Path] = [:]
    /// Made for an earlier snapshot: a path may no longer show its view, and a hover checks it
    /// does before it starts there.
    var isCarried = false

    /// How many steps deep the search goes, how many taps and stored changes of one screen it
    /// tries, and how many runs it makes for one root.
    static let depth = 4
    static let tapsPerScreen = 10
    static let changesPerScreen = 4
    static let runsPerRoot = 160
    /// The interpreter steps the runs from one root may take together: a large app's launch is
    /// costly, and the search must stay a fraction of a second on it.
    static let stepsPerRoot = 4_000_000
}

/// The last search of a workspace's screens, kept from one snapshot to the next while the
/// workspace has the same roots to search from.
final class ReachabilityCarry: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: (reachability: Reachability, roots: [TypeKey])?

    func value(for roots: [TypeKey]) -> Reachability? {
        lock.lock()
        defer { lock.unlock() }
        guard let kept, kept.roots == roots else { return nil }
        return kept.reachability
    }

    func keep(_ reachability: Reachability, for roots: [TypeKey]) {
        lock.lock()
        kept = (reachability, roots)
        lock.unlock()
    }
}

extension Snapshot {
    /// The label a tap names.
    static func label(of action: Action) -> String {
        switch action {
        case .tap(let label, _), .tab(let label, _), .toggle(let label, _): return label
        default: return ""
        }
    }

    /// The roots the search starts from: the `App`s, then the views hosting controllers show,
    /// then the views only the app's code outside views builds (never a preview), each once.
    func reachabilityRoots() -> [TypeKey] {
        var roots = model.views.values.filter { $0.role == .app }.map(\.key).sorted { $0.rawValue < $1.rawValue }
        for root in model.roots where root.kind == .hostingController {
            for construction in root.constructions {
                for key in construction.typeKeys where !roots.contains(key) && isRealRoot(key) { roots.append(key) }
            }
        }
        // Then the views only the app's code outside views builds (a window's or panel's content).
        for root in model.factoryRoots {
            for construction in root.constructions where !model.isInPreview(construction.location) {
                for key in construction.typeKeys where !roots.contains(key) && isRealRoot(key) { roots.append(key) }
            }
        }
        return roots
    }

    /// Runs the search through the app's screens ahead of the hovers that need it (a worker's
    /// warm-up). A cancelled search keeps nothing; the first hover that needs it searches again.
    public func prepareReachability(cancellation: SimulationCancellation?) {
        _ = try? reachability(cancellation: cancellation)
    }

    /// The reachability of this snapshot's views: an earlier snapshot's when the workspace has
    /// the same roots (an edit does not search again: the search takes up to a second on a large
    /// app, and every keystroke makes a snapshot; a carried path is checked before it is used, and
    /// a view it does not know is reached through its ancestors), else searched on first use.
    func reachability(cancellation: SimulationCancellation?) throws -> Reachability {
        try reachabilityMemo.value(0) {
            let roots = reachabilityRoots()
            if var carried = reachabilityCarry.value(for: roots) {
                carried.isCarried = true
                return carried
            }
            var result = Reachability()
            for root in roots {
                try explore(from: root, into: &result, cancellation: cancellation)
            }
            reachabilityCarry.keep(result, for: roots)
            return result
        }
    }

    /// Searches the screens a user reaches from `root`, breadth first.
    private func explore(from root: TypeKey, into result: inout Reachability, cancellation: SimulationCancellation?) throws {
        let settings = Snapshot.hoverSettings(cancellation)
        var queue: [[Reachability.Step]] = [[]]
        var next = 0
        var screensSeen: Set<Set<String>> = []
        var runs = 0
        var steps = 0
        while next < queue.count, runs < Reachability.runsPerRoot, steps < Reachability.stepsPerRoot {
            let taps = queue[next]
            next += 1
            guard let simulation = try? Simulation(program: program, root: root.rawValue, settings: settings) else { return }
            simulation.keepsSteps = false
            runs += 1
            simulation.launch()
            if simulation.wasCancelled { throw SimulationCancelledError() }
            var ran = true
            for step in taps {
                guard !simulation.hasCrashed, (try? simulation.perform(step.action)) != nil else {
                    ran = false
                    break
                }
            }
            if simulation.wasCancelled { throw SimulationCancelledError() }
            steps += simulation.stepsUsed
            // A crash (or a tap that no longer names anything) reaches nothing to keep.
            guard ran, !simulation.hasCrashed else {
                if taps.isEmpty { return }
                continue
            }
            // What is on screen, not every view mounted: a tab not selected keeps its views
            // mounted (C5), but a user must select it to see them.
            let mounted = simulation.visibleViewKeys()
            for key in mounted where result.paths[TypeKey(key)] == nil {
                result.paths[TypeKey(key)] = Reachability.Path(root: root, steps: taps, ancestors: simulation.liveAncestors(of: key).map(TypeKey.init))
            }
            guard taps.count < Reachability.depth, screensSeen.insert(Set(mounted)).inserted else { continue }
            // Tabs first (a tab shows a whole screen), then links, then buttons; a label tapped
            // already on the way here is not tapped again.
            let done = taps.map(\.action)
            // A tap the hover could not name (an empty label) is not one to describe.
            let offered = simulation.actionsOnScreen().filter { !done.contains($0.action) && !Snapshot.label(of: $0.action).trimmingCharacters(in: .whitespaces).isEmpty }
            let ordered = offered.filter { $0.kind == .tab } + offered.filter { $0.kind == .link } + offered.filter { $0.kind == .button }
            for tap in ordered.prefix(Reachability.tapsPerScreen) {
                let kind: Reachability.Step.Kind = tap.kind == .tab ? .tab : tap.kind == .link ? .link : .button
                queue.append(taps + [Reachability.Step(action: tap.action, kind: kind, words: Snapshot.words(tap))])
            }
            // Then what the mounted views store and branch on: a flag flipped, a choice changed
            // (the nearest the root first), as a tap the simulator cannot see would set it.
            var changes = 0
            for key in mounted {
                guard changes < Reachability.changesPerScreen, let view = model.views[TypeKey(key)] else { continue }
                for property in view.properties where property.wrapper == .state || property.wrapper == .appStorage {
                    guard changes < Reachability.changesPerScreen, !property.isStatic, let value = Snapshot.changed(property, in: model),
                        property.type == "Bool" || property.typeKeys.contains(where: { model.types[$0]?.kind == .enum })
                    else { continue }
                    let action = Action.set(view: key, occurrence: 0, property: property.name, value: value)
                    guard !done.contains(action) else { continue }
                    changes += 1
                    queue.append(taps + [Reachability.Step(action: action, kind: .state, words: Snapshot.words(action, in: model))])
                }
            }
        }
    }
}

extension Snapshot {
    /// Why the views that hold objects are or are not reached from a root of the app, for
    /// `lifeline dump reach`: the roots searched and how many views each search reached; then each
    /// view holding an object, as reached (with its path), reachable through the model's
    /// constructions but not found by the search (what the search's limits or an undecided
    /// condition stopped), or with no chain of constructions up to a root (the topmost views its
    /// chains end at, counted, are where the model loses the thread).
    public func reachabilityReport(cancellation: SimulationCancellation? = nil) throws -> String {
        let reached = try reachability(cancellation: cancellation)
        let roots = reachabilityRoots()
        var out = "roots (\(roots.count)):\n"
        let settings = Snapshot.hoverSettings(cancellation)
        for root in roots {
            let count = reached.paths.values.filter { $0.root == root }.count
            var launch = ""
            if let summary = try runSummary(root: root.rawValue, actions: [], settings: settings) {
                launch = summary.launched ? "launches, \(summary.visible.count) views on screen" : "crashes at launch"
                if let stop = summary.budgetStop { launch += ", cut short: \(stop.clause)" }
            }
            out += "  \(root.rawValue): \(count) views reached; \(launch)\n"
        }
        /// The views whose bodies build `key`, outside previews.
        func parents(of key: TypeKey) -> [TypeKey] {
            var seen: Set<TypeKey> = []
            return model.constructionSites(of: key).compactMap { model.parentView(of: $0)?.key }.filter { seen.insert($0).inserted }
        }
        /// Breadth first up the constructions: whether a real root is above `key`, and the topmost
        /// views (no parent) met on the way.
        func up(_ key: TypeKey) -> (root: [TypeKey]?, tops: Set<TypeKey>) {
            var queue = [(key, [key])]
            var seen: Set<TypeKey> = [key]
            var tops: Set<TypeKey> = []
            var index = 0
            while index < queue.count {
                let (current, trail) = queue[index]
                index += 1
                if current != key, isRealRoot(current) { return (trail, tops) }
                let above = parents(of: current)
                if above.isEmpty { tops.insert(current) }
                for parent in above where seen.insert(parent).inserted { queue.append((parent, trail + [parent])) }
            }
            return (nil, tops)
        }
        var counts = (reached: 0, reachable: 0, orphan: 0)
        var topCounts: [TypeKey: Int] = [:]
        var breaks: [String: Int] = [:]
        var lines: [String] = []
        for key in model.viewOrder {
            guard let view = model.views[key], view.role != .app, view.properties.contains(where: { holdsObject($0) && Snapshot.simulates($0) }) else { continue }
            if let path = reached.paths[key] {
                counts.reached += 1
                lines.append("reached    \(view.name): from \(path.root.rawValue), \(path.steps.count) step(s): " + path.steps.map(\.words).joined(separator: " → "))
            } else if isRealRoot(key) {
                counts.reachable += 1
                lines.append("root       \(view.name): a root the search did not launch")
            } else {
                let (trail, tops) = up(key)
                if let trail {
                    counts.reachable += 1
                    // Where the search lost the trail: the lowest view on it that was reached, and
                    // how its body builds the next one down.
                    var breakText = "no view of the trail reached"
                    if let index = trail.indices.first(where: { reached.paths[trail[$0]] != nil || (isRealRoot(trail[$0]) && $0 == trail.count - 1) }), index > 0 {
                        let parent = trail[index], child = trail[index - 1]
                        let site = model.constructionSites(of: child).first { model.parentView(of: $0)?.key == parent }
                        let how = site.map { $0.contexts.isEmpty ? "in its body" : "under " + $0.contexts.map(Snapshot.contextKind).joined(separator: " > ") } ?? ""
                        let reachedParent = reached.paths[parent] != nil
                        breakText = "\(reachedParent ? "reached" : "not reached") \(model.views[parent]?.name ?? parent.rawValue) builds \(model.views[child]?.name ?? child.rawValue) \(how)"
                        breaks[reachedParent ? "under a reached view: " + (site?.contexts.last.map(Snapshot.contextKind) ?? "plain") : "root not reached", default: 0] += 1
                    }
                    lines.append("reachable  \(view.name): \(trail.count - 1) level(s) below " + trail.reversed().map { model.views[$0]?.name ?? $0.rawValue }.joined(separator: " → ") + "; \(breakText)")
                } else {
                    counts.orphan += 1
                    for top in tops { topCounts[top, default: 0] += 1 }
                    lines.append("orphan     \(view.name): chains end at " + tops.map { model.views[$0]?.name ?? $0.rawValue }.sorted().joined(separator: ", "))
                }
            }
        }
        out += "views holding objects: \(counts.reached) reached, \(counts.reachable) reachable by constructions but not found, \(counts.orphan) with no chain to a root\n"
        out += "where the search lost the reachable ones (the innermost context of the first view not reached):\n"
        for (kind, count) in breaks.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) { out += "  \(count)  \(kind)\n" }
        out += "topmost views the orphans' chains end at:\n"
        for (top, count) in topCounts.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key.rawValue < $1.key.rawValue }).prefix(25) {
            out += "  \(count)  \(model.views[top]?.name ?? top.rawValue)\n"
        }
        return out + lines.joined(separator: "\n") + "\n"
    }
}

extension Snapshot {
    /// A context's kind without its details (`branch`, `presentation`), for counting.
    static func contextKind(_ context: StructuralContext) -> String {
        let text = "\(context)"
        return String(text.prefix { $0 != "(" })
    }
}
