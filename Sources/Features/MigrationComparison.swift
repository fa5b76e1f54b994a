import Ownership
import Semantics
import Simulator
import Syntax

/// What the simulator saw of a migration to `@Observable`: each view that holds a migrated class
/// (and each App whose launch reaches one) run with the same script before and after the edit, and
/// what a user would notice differ. See docs/migration.md, "Checked by simulation".
public struct MigrationComparison: Sendable, Equatable {
    public enum Outcome: String, Sendable {
        case same
        case different
        case notSimulated = "not simulated"
    }

    /// How much a difference weighs, least first.
    public enum Weight: Int, Sendable, Comparable {
        /// Bodies and inits run a different number of times; the screen and the objects are the same.
        case rendering
        /// More or fewer objects are made over the script, and each is freed as before.
        case objectsMade
        /// A different number of objects is alive after a step: one is kept that was freed, or the reverse.
        case objectsAlive
        /// The screen, a crash, a runtime warning or whether an action can be performed differs.
        case behaviour

        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }

        public var name: String {
            switch self {
            case .rendering: return "rendering"
            case .objectsMade: return "objects made"
            case .objectsAlive: return "objects alive"
            case .behaviour: return "behaviour"
            }
        }
    }

    public struct Difference: Sendable, Equatable {
        public let weight: Weight
        /// In plain words, beginning "after migrating".
        public let text: String
        /// The same, short enough for a code action's title.
        public let short: String
    }

    /// One view's run before and after.
    public struct Run: Sendable, Equatable {
        /// The view (or App) whose run this is.
        public let view: String
        /// How the run starts, in plain words ("`App` launched", "under a stand-in parent that builds it as `List` does").
        public let start: String
        public var outcome: Outcome
        public var differences: [Difference] = []
        /// Why it could not be simulated, when it could not.
        public var why: String? = nil
        /// The script both runs followed, in plain words ("tapping “Add”", "a re-render of the parent").
        public var script: [String] = []
        /// Whether the run's parent is the app's: an App's launch, or a stand-in that builds the view
        /// as a real call site does. Under a parent made of placeholders, what re-renders and how
        /// often is the stand-in's, so a title names no rendering difference of such a run.
        public var parentIsTheApps = true
        /// Whether the app initializes the view again while it keeps its identity, as the run's
        /// re-renders do: an object each init makes is named only then.
        public var reinitializedInTheApp = true
    }

    public var runs: [Run] = []

    /// Why a comparison has no runs.
    public static let noHolders = "no view holds the class in a property, and no App's launch makes one"

    /// The runs that compared (equal or not).
    public var compared: [Run] { runs.filter { $0.outcome != .notSimulated } }

    /// Different when any run differs, same when at least one compared and none differs.
    public var outcome: Outcome {
        if runs.contains(where: { $0.outcome == .different }) { return .different }
        return compared.isEmpty ? .notSimulated : .same
    }

    /// The heaviest difference of all runs.
    public var heaviest: Difference? {
        runs.flatMap(\.differences).max { $0.weight < $1.weight }
    }

    /// The heaviest difference a title may name, with its run: a rendering difference, or objects
    /// made by re-renders, only from a run whose parent re-renders as the app's does.
    public var named: (run: Run, difference: Difference)? {
        var best: (run: Run, difference: Difference)?
        for run in runs {
            for difference in run.differences {
                switch difference.weight {
                case .rendering: guard run.parentIsTheApps else { continue }
                case .objectsMade: guard run.reinitializedInTheApp else { continue }
                default: break
                }
                if best == nil || difference.weight > best!.difference.weight { best = (run, difference) }
            }
        }
        return best
    }

    /// The comparison as a text block: one line per run, its differences below (for golden files
    /// and `lifeline migrate --class`).
    public var text: String {
        var lines: [String] = []
        for run in runs {
            var line = "\(run.view) (\(run.start)): \(run.outcome.rawValue)"
            if let why = run.why { line += ": \(why)" }
            lines.append(line)
            if !run.script.isEmpty { lines.append("  after the launch: " + run.script.joined(separator: "; ")) }
            for difference in run.differences { lines.append("  \(difference.weight.name): \(difference.text)") }
        }
        return lines.joined(separator: "\n")
    }
}

extension Snapshot {
    /// This snapshot with `edits` applied (UTF-8 offsets), its model brought up to date: what the
    /// workspace would be after a refactoring. Nil when an edit does not fit its file.
    func applying(_ edits: [(path: String, range: Range<Int>, newText: String)]) -> Snapshot? {
        var byFile: [String: [(range: Range<Int>, newText: String)]] = [:]
        for edit in edits { byFile[edit.path, default: []].append((edit.range, edit.newText)) }
        var changed = files
        for (path, fileEdits) in byFile {
            guard let index = file(path) else { return nil }
            var bytes = files[index].tree.source.bytes
            var floor = Int.max
            for edit in fileEdits.sorted(by: { ($0.range.lowerBound, $0.range.upperBound) > ($1.range.lowerBound, $1.range.upperBound) }) {
                guard edit.range.upperBound <= bytes.count, edit.range.upperBound <= floor else { return nil }
                bytes.replaceSubrange(edit.range, with: Array(edit.newText.utf8))
                floor = edit.range.lowerBound
            }
            changed[index] = SourceFile(path: path, tree: SyntaxTree.parse(bytes))
        }
        let updated = SemanticModel.update(model, to: changed) ?? SemanticModel.build(changed, configuration: model.configuration, build: model.build)
        return Snapshot(files: changed, versions: versions, settings: settings, model: updated, previousProgram: loweredProgram ?? program.lowered)
    }

    /// Simulates the holders of `classes` before and after `edits`, with the same script, and
    /// compares what a user would see (see `MigrationComparison`).
    /// Runs on a thread with the simulator's large stack (`LargeStack`), whoever calls it.
    func compareMigration(of classes: Set<TypeKey>, edits: [(path: String, range: Range<Int>, newText: String)], toolchain: Toolchain) -> MigrationComparison {
        LargeStack.run { self.compareOnLargeStack(of: classes, edits: edits, toolchain: toolchain) }
    }

    private func compareOnLargeStack(of classes: Set<TypeKey>, edits: [(path: String, range: Range<Int>, newText: String)], toolchain: Toolchain) -> MigrationComparison {
        var comparison = MigrationComparison()
        guard let after = applying(edits) else {
            comparison.runs = [MigrationComparison.Run(view: "the workspace", start: "", outcome: .notSimulated, why: "the edits do not fit the files")]
            return comparison
        }
        var settings = Snapshot.hoverSettings
        settings.toolchain = toolchain == .xcode27 ? .xcode27 : .xcode26
        let names = Set(classes.compactMap { model.types[$0]?.simpleName })
        // The classes as the program keys their objects: matched by key, never by simple name (two
        // targets may each declare an `AppViewModel`).
        let keys = Set(classes.map(\.rawValue))
        // The views that hold one of the classes, by a property of its type (in source order, at
        // most eight: a class held everywhere is checked where it is declared first).
        let holders = model.viewOrder.compactMap { model.views[$0] }.filter { view in
            view.role != .app && view.role != .scene && view.properties.contains { property in property.typeKeys.contains(where: classes.contains) }
        }
        // The Apps (the first two): launched as they are, the app's real root. Kept when the launch
        // reaches a holder or makes one of the classes.
        let apps = model.viewOrder.compactMap { model.views[$0] }.filter { $0.role == .app }
        let holderKeys = Set(holders.map(\.key.rawValue))
        for app in apps.prefix(2) {
            let script = ScriptedRun.Script(root: app.key.rawValue, program: { $0.program }, standIn: nil)
            if let run = compare(app: app, script: script, after: after, settings: settings, names: names, keys: keys, reaching: holderKeys) { comparison.runs.append(run) }
        }
        for view in holders.prefix(8) {
            comparison.runs.append(compareUnderStandIn(view, after: after, settings: settings, names: names, keys: keys, classes: classes))
        }
        return comparison
    }

    /// An App launched, then its controls tapped: compared when the launch reaches a holder or makes
    /// one of the classes; nil otherwise (the app's root says nothing of the class).
    private func compare(app: ViewType, script: ScriptedRun.Script, after: Snapshot, settings: SimulationSettings, names: Set<String>, keys: Set<String>, reaching holders: Set<String>) -> MigrationComparison.Run? {
        let start = "the app launched from `\(app.name)`"
        guard let before = ScriptedRun.run(script, in: self, settings: settings, planning: true) else { return nil }
        let reached = before.steps.first.map { step in
            step.events.contains { ($0.kind == .viewInit && $0.viewKey.map(holders.contains) == true) || ($0.kind == .objectInit && ($0.typeKey ?? $0.type).map(keys.contains) == true) }
        } ?? false
        guard reached else { return nil }
        var run = MigrationComparison.Run(view: app.name, start: start, outcome: .notSimulated)
        if let why = before.notSimulated {
            run.why = why
            return run
        }
        run.script = before.script.map(\.words)
        let afterRun = ScriptedRun.run(ScriptedRun.Script(root: script.root, program: script.program, standIn: nil, actions: before.script), in: after, settings: settings, planning: false)
        return finish(run, before: before, after: afterRun, view: app.name, names: names, keys: keys)
    }

    private func compareUnderStandIn(_ view: ViewType, after: Snapshot, settings: SimulationSettings, names: Set<String>, keys: Set<String>, classes: Set<TypeKey>) -> MigrationComparison.Run {
        var run = MigrationComparison.Run(view: view.name, start: "under a stand-in parent", outcome: .notSimulated)
        if view.role == .dynamicProperty {
            run.why = "a DynamicProperty is installed inside the views that declare one, and Lifeline does not simulate one on its own"
            return run
        }
        guard program.type(view.key) != nil else {
            run.why = "not compiled for the simulated platform"
            return run
        }
        guard let parent = standInParent(for: view) else {
            run.why = "no initializer of `\(view.name)` that a stand-in parent can call"
            return run
        }
        run = MigrationComparison.Run(view: view.name, start: "under a stand-in parent that builds it \(parent.origin)", outcome: .notSimulated)
        // The stand-in's re-renders stand for the app's when it builds the view as a view body of
        // the app does; that the view is initialized again at all, also when the model establishes
        // that a parent can do so while it keeps its identity (the `owner-reinitialized` premise).
        run.parentIsTheApps = parent.reRendersAsTheApp
        run.reinitializedInTheApp =
            parent.reRendersAsTheApp || canBeReinitialized(view, in: RuleContext(model: model, ownership: ownership, settings: self.settings))
        guard let afterView = after.model.views[view.key], let afterParent = after.standInParent(for: afterView) else {
            run.why = "after migrating, no stand-in parent can call `\(view.name)`"
            return run
        }
        // The view's properties of the migrated types: what the run checks is what they hold.
        let held = view.properties.filter { !$0.isStatic && $0.typeKeys.contains(where: classes.contains) }.map(\.name)
        // Changes to the object's published properties, as the class's own code would make them:
        // the update path the migration replaces, whether or not the screen has a button for it.
        var changes: [ScriptedRun.Planned] = []
        for property in view.properties where !property.isStatic {
            guard let key = property.typeKeys.first(where: classes.contains), let modelClass = model.models[key] else { continue }
            let optional = (property.type ?? "").hasSuffix("?")
            for member in (modelClass.published + modelClass.inheritedPublished) {
                guard let change = ScriptedRun.change(of: member.type) else { continue }
                let path = "\(property.name)\(optional ? "?" : "").\(member.name)"
                changes.append(
                    ScriptedRun.Planned(action: .run(view: view.key.rawValue, occurrence: 0, code: path + change), kind: .change, words: "changing `\(path)`"))
                if changes.count >= ScriptedRun.changes { break }
            }
            if changes.count >= ScriptedRun.changes { break }
        }
        var beforeScript = ScriptedRun.Script(
            root: StandInParent.typeName, program: { _ in self.program }, standIn: (parent, view.key.rawValue), viewName: view.name, inspect: (view.key, held))
        beforeScript.changes = changes
        guard let before = ScriptedRun.run(beforeScript, in: self, settings: settings, planning: true) else {
            run.why = "not compiled for the simulated platform"
            return run
        }
        if let why = before.notSimulated {
            run.why = why
            return run
        }
        guard before.steps.first?.events.contains(where: { $0.kind == .viewInit && $0.viewKey == view.key.rawValue }) == true else {
            run.why = "a stand-in parent could not build `\(view.name)`"
            return run
        }
        if let property = before.unfollowed.first {
            run.why = "after the launch, `\(view.name).\(property)` holds no object Lifeline can follow (its value comes from code the simulator does not run)"
            return run
        }
        run.script = before.script.map(\.words)
        let afterScript = ScriptedRun.Script(
            root: StandInParent.typeName, program: { _ in after.program }, standIn: (afterParent, view.key.rawValue), viewName: view.name, actions: before.script,
            inspect: (view.key, held))
        let afterRun = ScriptedRun.run(afterScript, in: after, settings: settings, planning: false)
        // The same properties must hold objects after: the simulator losing track of a value on
        // one side is no difference of the app's.
        if let afterRun, let property = afterRun.unfollowed.first {
            run.why = "after migrating, the simulator cannot follow what `\(view.name).\(property)` holds after the launch"
            run.script = []
            return run
        }
        return finish(run, before: before, after: afterRun, view: view.name, names: names, keys: keys)
    }

    /// Compares two runs of the same script and writes the differences in plain words.
    private func finish(_ run: MigrationComparison.Run, before: ScriptedRun, after: ScriptedRun?, view: String, names: Set<String>, keys: Set<String>) -> MigrationComparison.Run {
        var run = run
        guard let after else {
            run.why = "after migrating, the run cannot start"
            return run
        }
        // A run that never holds one of the migrated objects checks nothing of the migration.
        let holdsOne = before.steps.contains { step in
            !step.typeKeys.isDisjoint(with: keys)
        }
        guard holdsOne else {
            run.why = "the run makes no \(names.sorted().map { "`\($0)`" }.joined(separator: " or ")) Lifeline can follow (its value comes from code the simulator does not run)"
            run.script = []
            return run
        }
        run.outcome = .same
        var differences: [MigrationComparison.Difference] = []
        func add(_ weight: MigrationComparison.Weight, _ text: String, short: String? = nil) {
            differences.append(MigrationComparison.Difference(weight: weight, text: "after migrating, " + text, short: short ?? text))
        }
        // Step by step: what can be performed, crashes and hangs, the screen, runtime warnings, the
        // objects alive. The first difference of each kind is named.
        var screenNamed = false
        var aliveNamed: Set<String> = []
        var warningNamed = false
        for (index, step) in before.steps.enumerated() {
            let when = ScriptedRun.describe(step.planned)
            guard index < after.steps.count else {
                let failure = after.failure ?? "it stops"
                add(.behaviour, "\(when) cannot be done: \(failure)")
                break
            }
            let other = after.steps[index]
            if step.crash != other.crash {
                if let crash = other.crash {
                    add(.behaviour, "\(when) crashes: \(crash)")
                } else {
                    add(.behaviour, "\(when) no longer crashes (before: \(step.crash ?? ""))")
                }
                break
            }
            if !screenNamed, step.screen != other.screen {
                screenNamed = true
                let (was, now) = ScriptedRun.firstDifference(step.screen, other.screen)
                add(.behaviour, "the screen after \(when) differs: it shows \(now) where it showed \(was)")
            }
            if !warningNamed, step.warnings != other.warnings {
                warningNamed = true
                let new = other.warnings.filter { !step.warnings.contains($0) }
                let gone = step.warnings.filter { !other.warnings.contains($0) }
                if let first = new.first {
                    add(.behaviour, "\(when) gives a runtime warning it did not give: \(first)")
                } else if let first = gone.first {
                    add(.behaviour, "\(when) no longer gives the runtime warning \(first)")
                }
            }
        }
        // Objects alive, per type: a difference that grows with the re-renders is a leak; one that
        // stays at one object is the view's latest value holding the extra one it made, which the
        // next value replaces (semantics B2).
        let paired = Array(zip(before.steps, after.steps))
        for type in Set(paired.flatMap { Array($0.0.alive.keys) + Array($0.1.alive.keys) }).sorted() {
            let diffs = paired.map { ($1.alive[type] ?? 0) - ($0.alive[type] ?? 0) }
            guard let first = diffs.firstIndex(where: { $0 != 0 }) else { continue }
            aliveNamed.insert(type)
            let when = ScriptedRun.describe(paired[first].0.planned)
            let reRenders = paired.indices.filter { ScriptedRun.isReRender(paired[$0].0.planned) }.map { diffs[$0] }
            let grows = reRenders.count >= 2 && reRenders.last! > reRenders.first! && reRenders.last! > 0
            // Still alive once the view is removed: nothing of the view holds it any more.
            let removal = paired.firstIndex { ScriptedRun.isRemoval($0.0.planned) }
            let outlivesTheView = removal.map { diffs[$0] > 0 } ?? false
            if grows || outlivesTheView {
                let last = diffs.last ?? 0
                let kept = reRenders.last ?? last
                if grows {
                    add(.objectsAlive, "each re-render of its parent leaves one more `\(type)` alive (\(kept) more than before after \(reRenders.count) re-renders)")
                } else if let removal, outlivesTheView {
                    let was = paired[removal].0.alive[type] ?? 0
                    let now = paired[removal].1.alive[type] ?? 0
                    add(.objectsAlive, "\(ScriptedRun.count(now, type)) \(now == 1 ? "is" : "are") still alive once `\(view)` is removed, where \(was == 0 ? "none was" : "\(ScriptedRun.count(was, type)) \(was == 1 ? "was" : "were")") before")
                } else {
                    let was = paired[first].0.alive[type] ?? 0
                    let now = paired[first].1.alive[type] ?? 0
                    add(.objectsAlive, "\(ScriptedRun.count(now, type)) \(now == 1 ? "is" : "are") alive after \(when), where \(was == 0 ? "none was" : "\(ScriptedRun.count(was, type)) \(was == 1 ? "was" : "were")") before")
                }
            } else if diffs[first] > 0, ScriptedRun.isReRender(paired[first].0.planned) {
                add(
                    .objectsMade, "each re-render of its parent makes another `\(type)`\(diffs[first] > 1 ? " (\(diffs[first]) more alive after each)" : ""); the view's value from the last re-render keeps \(diffs[first] > 1 ? "them" : "that one") alive until the next replaces it",
                    short: "each re-render of `\(view)`'s parent makes one more `\(type)`, which is thrown away")
            } else {
                let was = paired[first].0.alive[type] ?? 0
                let now = paired[first].1.alive[type] ?? 0
                add(.objectsMade, "\(ScriptedRun.count(now, type)) \(now == 1 ? "is" : "are") alive after \(when), where \(was == 0 ? "none was" : "\(ScriptedRun.count(was, type)) \(was == 1 ? "was" : "were")") before")
            }
        }
        // Over the whole script: objects made, views initialized, bodies run.
        for type in Set(before.totalMade.keys).union(after.totalMade.keys).sorted() where !aliveNamed.contains(type) {
            let was = before.totalMade[type] ?? 0
            let now = after.totalMade[type] ?? 0
            guard was != now else { continue }
            // Where the counts differ: when each is a re-render of the parent, with the same number
            // more, the claim says so.
            let differing = zip(before.steps, after.steps).filter { ($0.made[type] ?? 0) != ($1.made[type] ?? 0) }
            let deltas = Set(differing.map { ($1.made[type] ?? 0) - ($0.made[type] ?? 0) })
            if !differing.isEmpty, differing.allSatisfy({ ScriptedRun.isReRender($0.0.planned) }), deltas.count == 1, let delta = deltas.first, delta > 0 {
                add(
                    .objectsMade, "each re-render of its parent makes \(delta == 1 ? "another" : "\(delta) more") `\(type)` (\(now - was) over \(differing.count) re-render\(differing.count == 1 ? "" : "s")), freed again at once",
                    short: "each re-render of `\(view)`'s parent makes \(delta == 1 ? "one more" : "\(delta) more") `\(type)`, freed at once")
            } else if now > was {
                add(.objectsMade, "the run makes \(ScriptedRun.count(now, type)) where it made \(was), and the extra ones are freed again at once")
            } else {
                add(.objectsMade, "the run makes \(ScriptedRun.count(now, type)) where it made \(was)")
            }
        }
        for name in Set(before.totalInits.keys).union(after.totalInits.keys).sorted() {
            let was = before.totalInits[name] ?? 0
            let now = after.totalInits[name] ?? 0
            guard was != now else { continue }
            add(.rendering, "`\(name)` is initialized \(ScriptedRun.times(now)) over the run, \(ScriptedRun.times(was)) before", short: "`\(name)` is initialized \(ScriptedRun.times(now)) instead of \(ScriptedRun.times(was))")
        }
        for name in Set(before.totalBodies.keys).union(after.totalBodies.keys).sorted() {
            let was = before.totalBodies[name] ?? 0
            let now = after.totalBodies[name] ?? 0
            guard was != now else { continue }
            let why = now < was ? " (Observation re-renders a view only when a property its body read changes)" : ""
            add(.rendering, "`\(name)`'s body runs \(ScriptedRun.times(now)) over the run, \(ScriptedRun.times(was)) before\(why)", short: "`\(name)`'s body runs \(ScriptedRun.times(now)) instead of \(ScriptedRun.times(was))")
        }
        run.differences = differences.sorted { $0.weight > $1.weight }
        if !differences.isEmpty { run.outcome = .different }
        return run
    }
}

/// One scripted run of a simulation and what each step showed.
struct ScriptedRun {
    struct Script {
        let root: String
        let program: (Snapshot) -> Program
        /// The stand-in parent and the key of the view it builds, for a run under one.
        let standIn: (parent: StandInParent, view: String)?
        /// The view the run is about, as its steps name it ("removing `Row`").
        var viewName: String? = nil
        /// The actions after the launch; nil to plan them from the launch's screen.
        var actions: [Planned]? = nil
        /// The view whose properties `held` reads after the launch, and the properties.
        var inspect: (view: TypeKey, properties: [String])? = nil
        /// Actions planned after the controls (changes to the held objects' properties).
        var changes: [Planned] = []
    }

    /// An action of a script, with what it is for and how a sentence says it: decided when the
    /// script is planned, never read back from the action's text.
    struct Planned {
        enum Kind { case control, change, reRender, removal, restore }
        let action: Action
        let kind: Kind
        /// "tapping “Add”", "changing `counter.count`", "a re-render of the parent".
        let words: String

        static func standIn(view: String?) -> [Planned] {
            let name = view.map { "`\($0)`" } ?? "the view"
            let reRender = Planned(action: StandInParent.reRender, kind: .reRender, words: "a re-render of the parent")
            return Array(repeating: reRender, count: 3) + [
                Planned(action: StandInParent.removal, kind: .removal, words: "removing \(name)"),
                Planned(action: StandInParent.restore, kind: .restore, words: "showing \(name) again"),
            ]
        }
    }

    struct Observed {
        /// The step's action; nil for the launch.
        let planned: Planned?
        var crash: String?
        var screen: [String]
        var warnings: [String]
        /// Live objects of each workspace type (by simple name) after the step.
        var alive: [String: Int]
        /// Objects of each workspace type made in the step.
        var made: [String: Int] = [:]
        /// The types (as the program keys them) of the objects alive after the step or made in it.
        var typeKeys: Set<String> = []
        var events: [Event]
    }

    var steps: [Observed] = []
    /// The actions performed after the launch.
    var script: [Planned] = []
    /// Why the run says nothing (its launch crashed or ran past the budget).
    var notSimulated: String?
    /// Why an action of the given script could not be performed.
    var failure: String?
    var totalMade: [String: Int] = [:]
    var totalInits: [String: Int] = [:]
    var totalBodies: [String: Int] = [:]
    /// The inspected properties that hold an object after the launch (`Script.inspect`), and those
    /// that hold nothing Lifeline can follow.
    var heldObjects: [String: String] = [:]
    var unfollowed: [String] = []

    /// Controls a planned script taps, at most.
    static let controls = 4
    /// Changes of the held objects' properties a planned script makes, at most.
    static let changes = 3

    /// A statement's tail that changes a value of a type to another (`.toggle()`, ` += 1`); nil
    /// for a type Lifeline has no sure change for.
    static func change(of type: String?) -> String? {
        switch type {
        case "Bool"?: return ".toggle()"
        case "Int"?, "Double"?, "Float"?, "CGFloat"?, "Int64"?, "Int32"?, "UInt"?: return " += 1"
        case "String"?: return " += \"!\""
        default: return nil
        }
    }

    /// Runs a script; nil when the root is not compiled for the simulated platform. With
    /// `planning`, the actions are chosen here: up to four buttons and toggles of the launch's
    /// screen, each once, then (under a stand-in) three re-renders of the parent, a removal and a
    /// return; the actions that could not be performed are left out of the script.
    static func run(_ script: Script, in snapshot: Snapshot, settings: SimulationSettings, planning: Bool) -> ScriptedRun? {
        var program = script.program(snapshot)
        if let standIn = script.standIn {
            program = program.adding(
                generated: standIn.parent.source, path: "<stand-in parent>", aliases: [StandInParent.target: standIn.view], namesFrom: standIn.parent.namesFrom)
        }
        guard let simulation = try? Simulation(program: program, root: script.root, settings: settings) else { return nil }
        simulation.keepsSteps = false
        var result = ScriptedRun()
        func observe(_ step: Step, _ planned: Planned?) {
            var alive: [String: Int] = [:]
            var typeKeys: Set<String> = []
            for object in simulation.liveObjects where program.type(object.type) != nil {
                alive[TypeDeclaration.baseName(object.type), default: 0] += 1
                typeKeys.insert(object.type)
            }
            let crash = step.events.last { $0.kind == .crash }?.message
            let warnings = step.events.filter { $0.kind == .warning }.compactMap(\.message)
            var observed = Observed(planned: planned, crash: crash, screen: simulation.screen().map(\.text), warnings: warnings, alive: alive, events: step.events)
            observed.typeKeys = typeKeys
            for event in step.events {
                switch event.kind {
                case .objectInit:
                    if let type = event.type, program.type(type) != nil, event.owner?.role != .placeholder {
                        result.totalMade[TypeDeclaration.baseName(type), default: 0] += 1
                        observed.made[TypeDeclaration.baseName(type), default: 0] += 1
                        observed.typeKeys.insert(event.typeKey ?? type)
                    }
                case .viewInit:
                    if let view = event.view, !view.hasPrefix("__Lifeline") { result.totalInits[view, default: 0] += 1 }
                case .viewBody:
                    if let view = event.view, !view.hasPrefix("__Lifeline") { result.totalBodies[view, default: 0] += 1 }
                default: break
                }
            }
            result.steps.append(observed)
        }
        let launch = simulation.launch()
        if let stop = simulation.budgetStop {
            result.notSimulated = "the launch was cut short: the simulation \(stop.clause)"
            return result
        }
        observe(launch, nil)
        if let inspect = script.inspect {
            for property in inspect.properties {
                if let held = simulation.held(view: inspect.view, property: property), let object = held.object, !held.isUnknown {
                    result.heldObjects[property] = TypeDeclaration.baseName(held.type ?? object)
                } else {
                    result.unfollowed.append(property)
                }
            }
        }
        if planning, simulation.hasCrashed {
            result.notSimulated = "the launch crashes: \(result.steps[0].crash ?? "")"
            return result
        }
        var actions: [Planned]
        if let given = script.actions {
            actions = given
        } else {
            var seen: Set<String> = []
            var controls: [Planned] = []
            for item in simulation.screen() where item.role == .button || item.role == .toggle {
                guard !item.label.isEmpty, seen.insert(item.label).inserted else { continue }
                // A label shown twice cannot be tapped by its label alone.
                guard simulation.screen().filter({ $0.label == item.label }).count == 1 else { continue }
                let toggle = item.role == .toggle
                controls.append(
                    Planned(
                        action: toggle ? .toggle(item.label, occurrence: 0) : .tap(item.label, occurrence: 0), kind: .control,
                        words: "\(toggle ? "toggling" : "tapping") \"\(item.label)\""))
                if controls.count >= ScriptedRun.controls { break }
            }
            actions = controls + script.changes + (script.standIn == nil ? [] : Planned.standIn(view: script.viewName))
        }
        for planned in actions {
            if simulation.hasCrashed { break }
            let step: Step
            do {
                step = try simulation.perform(planned.action)
            } catch {
                if planning { continue }
                result.failure = "\(error)"
                break
            }
            if planning, let stop = simulation.budgetStop {
                result.notSimulated = "\(planned.words) was cut short: the simulation \(stop.clause)"
                return result
            }
            result.script.append(planned)
            observe(step, planned)
        }
        return result
    }

    /// A step in plain words: "the launch", "tapping “Add”", "a re-render of the parent".
    static func describe(_ planned: Planned?) -> String { planned?.words ?? "the launch" }

    static func isRemoval(_ planned: Planned?) -> Bool { planned?.kind == .removal }

    static func isReRender(_ planned: Planned?) -> Bool { planned?.kind == .reRender }

    /// The first line where two screens differ, each as it reads ("nothing" past the end).
    static func firstDifference(_ a: [String], _ b: [String]) -> (String, String) {
        for index in 0..<max(a.count, b.count) {
            let x = index < a.count ? "`\(a[index])`" : "nothing"
            let y = index < b.count ? "`\(b[index])`" : "nothing"
            if x != y { return (x, y) }
        }
        return ("nothing", "nothing")
    }

    static func count(_ n: Int, _ type: String) -> String { n == 1 ? "one `\(type)`" : "\(n) `\(type)`s" }
    static func times(_ n: Int) -> String { n == 1 ? "once" : n == 2 ? "twice" : "\(n) times" }
}
