import Foundation
import Ownership
import Semantics
import Simulator
import Syntax

/// The Simulated section of a hover: what the simulator saw, nothing to say, or why it failed.
public enum SimulatedSection: Sendable, Equatable, Codable {
    case lines([String], origin: SimulationOrigin)
    /// No simulation backs the hover, and why, as a clause ("no view of the workspace builds
    /// `Row` in its body").
    case notSimulated(String)
    /// The simulation could not finish (the worker running it died or ran out of time): why, as
    /// a clause ("the simulation worker crashed (SIGILL, a trap); …").
    case failed(String)
}

/// Where a hover's simulation starts.
public enum SimulationOrigin: String, Sendable, Equatable, Codable, CaseIterable {
    /// An `App` launched as the root.
    case app
    /// A root of the app's tree: an `App` (launched, then the steps that show the view), a
    /// hosting controller's root view, or a view a factory the model knows builds, with nothing
    /// above it in the workspace.
    case realRoot = "real-root"
    /// A real ancestor of the view, short of a root of the app (the highest of its nearest
    /// ancestors whose launch builds it).
    case ancestor
    /// A generated parent that builds the view as one of its call sites does (`StandInParent`).
    case standIn = "stand-in"
}

/// A simulation's lines and where it started.
struct SimulatedLines {
    var lines: [String]
    var origin: SimulationOrigin
}

extension Snapshot {
    /// Whether a property's wrapper is one the runs from the view's real ancestors follow (the
    /// others are simulated under a stand-in parent only).
    public static func simulates(_ property: ViewProperty) -> Bool {
        switch property.wrapper {
        case .stateObject, .observedObject, .state, .environmentObject, .environmentObservable, .bindable, .none: return true
        default: return false
        }
    }

    /// Whether a property holds an object rather than a value: every object wrapper, and a
    /// `@State`, binding or plain property whose type is a class or actor of the workspace or a
    /// framework class. What hovers count objects for, what their lifetime line calls a reference,
    /// and what `bench lsp --every-property` counts as object properties.
    public func holdsObject(_ property: ViewProperty) -> Bool {
        switch property.wrapper {
        case .stateObject, .observedObject, .environmentObject, .environmentObservable, .bindable: return true
        default:
            return model.modelClass(of: property) != nil || KnownTypes.referenceTypes.contains(TypeDeclaration.baseName(property.type ?? ""))
                || property.typeKeys.contains { model.types[$0]?.kind == .class || model.types[$0]?.kind == .actor }
        }
    }

    /// Whether a property holds (or binds, or reads from the environment) model state: what a
    /// hover owes a Simulated section or the reason it has none.
    public func isModelProperty(_ property: ViewProperty) -> Bool {
        // A computed property holds nothing: each read makes or finds its value again.
        if property.isComputed || property.isStatic { return false }
        switch property.wrapper {
        case .stateObject, .observedObject, .environmentObject, .environmentObservable, .bindable, .state, .binding: return true
        case .none: return model.modelClass(of: property).map { $0.kind != .plain } ?? false
        default: return false
        }
    }

    /// The Simulated section for a property, simulated in this process.
    /// - Parameter cancellation: stops the runs once it says so; the section then says the
    ///   simulation was cancelled, and nothing of the cut runs is kept for later hovers.
    public func simulatedSection(view: ViewType, property: ViewProperty, cancellation: SimulationCancellation? = nil) -> SimulatedSection {
        do {
            switch try simulatedOutcomeCancellable(view: view, property: property, changes: 3, cancellation: cancellation) {
            case .success(let simulated): return .lines(simulated.lines, origin: simulated.origin)
            case .failure(let reason): return .notSimulated(reason.text)
            }
        } catch {
            return .failed("the simulation was cancelled before it finished")
        }
    }

    /// The Simulated section for the property at an offset: what a simulation worker answers for
    /// the hover.
    public func simulatedSection(at offset: Int, in path: String, cancellation: SimulationCancellation? = nil) -> SimulatedSection {
        guard let (view, property) = property(at: offset, in: path) else { return .notSimulated("no model property there") }
        return simulatedSection(view: view, property: property, cancellation: cancellation)
    }

    /// A hover's runs were cancelled (`SimulationCancellation`): nothing they found is kept.
    struct SimulationCancelledError: Error {}

    /// Why a property's lifetime was not simulated.
    public struct NotSimulated: Error, Sendable, Equatable {
        public let text: String
    }

    /// Runs the simulator on the view graph around a model property and says, in a few lines, what
    /// happens to its object: when each ancestor's `@State` changes (the parent's first, then the
    /// grandparent's, up to four states; a flag that presents a sheet presents and dismisses it),
    /// and when the `NavigationLink` that leads to the view is followed, popped and followed again.
    /// Each line says whether the view is re-initialized, whether the object is made again and how
    /// many were freed. Nil when there is nothing to simulate (no ancestor with state or link, or
    /// no simulation starts).
    public func simulatedLifetime(view: ViewType, property: ViewProperty, changes: Int = 3) -> [String]? {
        try? simulatedOutcome(view: view, property: property, changes: changes).get()
    }

    /// The lines of `simulatedLifetime`, or why there are none: from the view's real ancestors
    /// when a launch from them builds it, else under a stand-in parent (`StandInParent`); an App's
    /// property from the App launched as the root.
    public func simulatedOutcome(view: ViewType, property: ViewProperty, changes: Int = 3) -> Result<[String], NotSimulated> {
        // Nothing cancels it: it cannot throw.
        ((try? simulatedOutcomeCancellable(view: view, property: property, changes: changes, cancellation: nil)) ?? .failure(NotSimulated(text: "the simulation was cancelled"))).map(\.lines)
    }

    /// The lines and where their runs started, or why there are none; stopped by `cancellation`
    /// (throws `SimulationCancelledError` once it says so).
    private func simulatedOutcomeCancellable(view: ViewType, property: ViewProperty, changes: Int, cancellation: SimulationCancellation?) throws -> Result<SimulatedLines, NotSimulated> {
        let platform = model.simulationConfiguration(forFile: view.declaration.location.file, preferring: simulatedPlatform).simulatedPlatform
        // The view, or the property, is under an `#if` the simulated platform does not compile:
        // run as the build of a platform that compiles it, when the file is built for one.
        let propertyPlatforms = model.platforms(of: property.node, file: property.location.file)
        let isDeclared = Simulation.declares(in: program, view: view.key, property: property.name)
        if !isDeclared || program.type(view.key) == nil {
            let platforms = program.type(view.key) == nil ? view.declaration.platforms : propertyPlatforms
            let considered = model.simulationConfiguration(forFile: view.declaration.location.file).consideredPlatforms
            if simulatedPlatform == nil, let other = BuildConfiguration.allPlatforms.first(where: { platforms?.contains($0) == true && considered.contains($0) }), other != platform {
                let built = simulating(platform: other)
                if Simulation.declares(in: built.program, view: view.key, property: property.name) {
                    let outcome = try built.simulatedOutcomeCancellable(view: view, property: property, changes: changes, cancellation: cancellation)
                    let only = program.type(view.key) == nil ? "`\(view.name)` is compiled only for" : "`\(property.name)` is declared only for"
                    let named = (platforms ?? [other]).sorted().joined(separator: ", ")
                    return outcome.map { SimulatedLines(lines: ["As built for \(other) (\(only) \(named)):"] + $0.lines, origin: $0.origin) }
                }
            }
        }
        if !isDeclared, program.type(view.key) != nil {
            return .failure(NotSimulated(text: "`\(property.name)` is declared only under an `#if` that the simulated platform (\(platform)) does not compile"))
        }
        // The whole declaration is under an `#if` the simulated platform does not compile.
        if program.type(view.key) == nil, let platforms = view.declaration.platforms, !platforms.contains(platform) {
            return .failure(NotSimulated(text: "`\(view.name)` is compiled only for \(platforms.sorted().joined(separator: ", ")); the simulation runs the \(platform) code"))
        }
        if view.role == .app { return try appOutcome(app: view, property: property, cancellation: cancellation).map { SimulatedLines(lines: $0, origin: .app) } }
        // A `@State` of a value: the stand-in shows it kept and started over, which changes of
        // the ancestors' states cannot; for the rest the real ancestors come first.
        let valueState = property.wrapper == .state && model.modelClass(of: property) == nil
        var reasons: [String] = []
        func standIn(unknownStart: Bool = false) throws -> [String]? {
            switch try standInOutcome(view: view, property: property, unknownStart: unknownStart, cancellation: cancellation) {
            case .success(let lines): return lines
            case .failure(let reason):
                if !unknownStart { reasons.append(reason.text) }
                return nil
            }
        }
        if valueState, let lines = try standIn() { return .success(SimulatedLines(lines: lines, origin: .standIn)) }
        if Snapshot.simulates(property) {
            switch try ancestorsOutcome(view: view, property: property, changes: changes, cancellation: cancellation) {
            case .success(let simulated): return .success(simulated)
            case .failure(let reason) where !reason.text.isEmpty: reasons.insert(reason.text, at: 0)
            case .failure: break
            }
        }
        if !valueState, let lines = try standIn() { return .success(SimulatedLines(lines: lines, origin: .standIn)) }
        if valueState, let lines = try standIn(unknownStart: true) { return .success(SimulatedLines(lines: lines, origin: .standIn)) }
        return .failure(NotSimulated(text: reasons.joined(separator: "; ")))
    }

    /// The lines from the view's real ancestors, or why there are none: runs launched from a
    /// root of the app when the chain of ancestors reaches one whose launch builds the view, else
    /// from the highest of the four nearest that does. They say who made the object the property
    /// holds, and what each ancestor's `@State` change (and the link that leads to the view) does
    /// to the view and that object.
    /// A failure with an empty reason means there is no real ancestor to start from: the stand-in
    /// parent is the answer then, and its reason the one a hover gives.
    func ancestorsOutcome(view: ViewType, property: ViewProperty, changes: Int, cancellation: SimulationCancellation? = nil) throws -> Result<SimulatedLines, NotSimulated> {
        func no(_ why: String) -> Result<SimulatedLines, NotSimulated> { .failure(NotSimulated(text: why)) }
        let owner = Owner(type: view.key.rawValue, name: view.name, .property(property.name))
        // The ancestors, nearest first: each the first view whose body makes the one below, up to
        // a root of the app or eight levels; a view only previews build is passed over while a
        // view of the app builds it too (a preview's scaffolding is no screen of the app).
        var chain: [(parent: ViewType, site: ViewConstruction)] = []
        var current = view
        func builder(of key: TypeKey) -> ViewConstruction? {
            let sites = model.constructionSites(of: key).filter { model.parentView(of: $0) != nil }
            return sites.first { site in model.parentView(of: site).map { !model.isBuiltOnlyByPreviews($0.key) } ?? false } ?? sites.first
        }
        while chain.count < 8,
            let site = builder(of: current.key),
            let parent = model.parentView(of: site), parent.key != view.key, !chain.contains(where: { $0.parent.key == parent.key })
        {
            chain.append((parent, site))
            current = parent
        }
        // A path the search through the app's screens found from a root of the app comes first.
        let reached = try reachability(cancellation: cancellation)
        guard reached.paths[view.key] != nil || !chain.isEmpty else { return no("") }
        // A hover must answer quickly: a smaller step budget than the command line's.
        // An environment object nothing on the simulated path injects is a placeholder, and the
        // lines say so.
        var settings = Snapshot.hoverSettings(cancellation)
        /// The placeholders the runs made, by the name of the view each was made for.
        var placeholders: [String: Set<String>] = [:]
        /// The views whose placeholders were made below an injection whose value the runs could
        /// not compute: that injection may give the object, so "nothing injects one" is not said.
        var mayBeInjected: Set<String> = []
        /// The views placeholders were made for, by name.
        var asked: [String: ViewType] = [:]
        func notePlaceholders(_ events: [Event]) {
            for event in events {
                guard let name = event.placeholder else { continue }
                let asking = event.viewKey.flatMap { model.views[TypeKey($0)]?.name } ?? "a view"
                if let key = event.viewKey, let type = model.views[TypeKey(key)] { asked[asking] = type }
                placeholders[asking, default: []].insert(name)
                if event.placeholderMayBeInjected { mayBeInjected.insert(asking) }
            }
        }
        // The root: a root of the app at the top of the chain when its launch builds the view, else
        // the highest of the four nearest ancestors whose launch does without crashing (one higher
        // up may need an environment object that nothing here injects).
        // Found once per view and snapshot: the hovers of its other properties start there too.
        var levels = Array(chain.indices.prefix(4).reversed())
        if chain.count > 4, isRealRoot(chain[chain.count - 1].parent.key) { levels.insert(chain.count - 1, at: 0) }
        // Shown, not only made: a link's destination value is made with its parent's body, but its
        // storage and body come only when pushed.
        func builds(_ events: [Event]) -> Bool { events.contains { $0.kind == .viewBody && $0.viewKey == view.key.rawValue } }
        let rootLevel: AncestorLevel = try ancestorLevels.value(view.key) {
            // A path from an earlier snapshot's search is taken once a run shows it still leads
            // to the view.
            if let path = reached.paths[view.key] {
                if !reached.isCarried { return .explored(path) }
                let actions = path.steps.map(\.action)
                if let tried = try runSummary(root: path.root.rawValue, actions: actions, settings: settings),
                    tried.launched, tried.actionsRan == actions.count, tried.visible.contains(view.key.rawValue)
                {
                    return .explored(path)
                }
            }
            // The nearest ancestor the search reached from a root of the app: from its path, one
            // action of the chain (a link with a literal title, an ancestor's `@State` changed) may
            // show the view, and the runs then start from that root.
            if let level = chain.indices.first(where: { reached.paths[chain[$0].parent.key] != nil }), let path = reached.paths[chain[level].parent.key] {
                let prefix = path.steps.map(\.action)
                for action in revealCandidates(chain[...level]) {
                    // Summaries first (shared by the views of this snapshot); the run again only
                    // for the one that shows the view, for its ancestors.
                    guard let summary = try runSummary(root: path.root.rawValue, actions: prefix + [action], settings: settings),
                        summary.launched, summary.actionsRan >= prefix.count
                    else { break }
                    guard summary.actionsRan == prefix.count + 1, summary.lastBodies.contains(view.key.rawValue), summary.visible.contains(view.key.rawValue) else { continue }
                    guard let tried = try following(path, settings: settings) else { break }
                    guard let step = try? tried.perform(action) else { continue }
                    if tried.wasCancelled { throw SimulationCancelledError() }
                    guard !tried.hasCrashed, builds(step.events), tried.visibleViewKeys().contains(view.key.rawValue) else { continue }
                    let kind: Reachability.Step.Kind
                    if case .tap = action { kind = .link } else { kind = .state }
                    let revealing = Reachability.Step(action: action, kind: kind, words: Snapshot.words(action, in: model))
                    return .explored(Reachability.Path(root: path.root, steps: path.steps + [revealing], ancestors: tried.liveAncestors(of: view.key.rawValue).map(TypeKey.init)))
                }
            }
            // No path found by the search: a root of the app above the view, launched on its own
            // and then with one of the links or states on the way; else its run steered into the
            // branches that lead to the view where the launch on its own does not take them (what
            // they decide comes from data the simulated app does not have, or from values Lifeline
            // cannot compute), again with one such action if the launch does not show it. A steered
            // run's claims are conditional on its branches, and the hover says so; on its own
            // comes first, as a state that shows the view is one a scenario then changes back.
            let candidates = Array(revealCandidates(chain[...]).prefix(3))
            // The views on the chains above the view: a tab or link whose content holds one of
            // them leads toward it.
            let above = Dictionary(uniqueKeysWithValues: model.levelsAbove(view.key).map { ($0.key.rawValue, $0.value) })
            // The first root in the search's order (an App's first), then the nearest of the others:
            // fewer screens between the launch and the view to reach.
            let roots = realRoots(above: view.key)
            let nearest = roots.prefix(1) + roots.dropFirst().enumerated().sorted { (above[$0.element.rawValue] ?? .max, $0.offset) < (above[$1.element.rawValue] ?? .max, $1.offset) }.map(\.element)
            for root in nearest.prefix(2) {
                for steer in [false, true] {
                    // The tabs selected and links followed toward the view, in one run, up to three.
                    var runSettings = settings
                    if steer { runSettings.steerToward = model.placesBuilding([view.key]) }
                    guard let simulation = try? Simulation(program: program, root: root.rawValue, settings: runSettings) else { continue }
                    simulation.keepsSteps = false
                    simulation.launch()
                    var steps: [Reachability.Step] = []
                    while !simulation.hasCrashed, !simulation.steeredChoiceChanged, steps.count < 3, !simulation.visibleViewKeys().contains(view.key.rawValue) {
                        guard let next = simulation.actionsToward(above).first(where: { tap in !steps.contains { $0.action == tap.action } }),
                            (try? simulation.perform(next.action)) != nil
                        else { break }
                        steps.append(Reachability.Step(action: next.action, kind: next.kind == .tab ? .tab : .link, words: Snapshot.words(next)))
                    }
                    if simulation.wasCancelled { throw SimulationCancelledError() }
                    guard !simulation.hasCrashed, !simulation.steeredChoiceChanged else { continue }
                    let branches = simulation.steeredBranches.map { SteeredBranch(file: $0.file, offset: $0.offset, place: $0.place) }
                    if simulation.visibleViewKeys().contains(view.key.rawValue) {
                        return .rooted(root: root, steps: steps, steered: steer, branches: branches, ancestors: simulation.liveAncestors(of: view.key.rawValue).map(TypeKey.init))
                    }
                    // Else, from the launch, one of the links or states on the chain, when the
                    // launch shows the view's parent (further away, the tries would cost a hover dear).
                    guard steps.isEmpty, let parent = chain.first?.parent.key.rawValue, simulation.visibleViewKeys().contains(parent) else { continue }
                    let target = steer ? view.key : nil
                    for action in candidates {
                        guard let tried = try runSummary(root: root.rawValue, actions: [action], settings: settings, steer: target) else { break }
                        guard tried.launched, tried.actionsRan == 1, tried.visible.contains(view.key.rawValue) else { continue }
                        // Run once more for what the summaries do not keep.
                        guard let shown = try? Simulation(program: program, root: root.rawValue, settings: runSettings) else { break }
                        shown.keepsSteps = false
                        shown.launch()
                        _ = try? shown.perform(action)
                        if shown.wasCancelled { throw SimulationCancelledError() }
                        guard !shown.hasCrashed, shown.visibleViewKeys().contains(view.key.rawValue) else { continue }
                        let kind: Reachability.Step.Kind
                        if case .tap = action { kind = .link } else { kind = .state }
                        let step = Reachability.Step(action: action, kind: kind, words: Snapshot.words(action, in: model))
                        let branches = shown.steeredBranches.map { SteeredBranch(file: $0.file, offset: $0.offset, place: $0.place) }
                        return .rooted(root: root, steps: [step], steered: steer, branches: branches, ancestors: shown.liveAncestors(of: view.key.rawValue).map(TypeKey.init))
                    }
                }
            }
            var cutShort: Simulation.BudgetStop?
            var revealTried = false
            // Each launch is summarized once per snapshot: the other views below these ancestors
            // ask the same launches.
            let key = view.key.rawValue
            for level in levels {
                let root = chain[level].parent.key.rawValue
                guard let launch = try runSummary(root: root, actions: [], settings: settings) else { continue }
                if launch.launched && launch.lastBodies.contains(key) { return .level(level, reveal: nil) }
                if cutShort == nil, let stop = launch.budgetStop { cutShort = stop }
                // From the highest ancestor that launches, one action may show the view: an
                // ancestor's `@State` set to another value (a flag that presents a sheet, shows a
                // branch, selects a tab) or a link with a literal title followed. The first that
                // does is taken, and every claim is conditional on it.
                guard launch.launched, !revealTried else { continue }
                revealTried = true
                for action in revealCandidates(chain[...level]) {
                    guard let tried = try runSummary(root: root, actions: [action], settings: settings) else { break }
                    if tried.actionsRan == 1 && tried.lastBodies.contains(key) { return .level(level, reveal: action) }
                }
            }
            return .none(cutShort: cutShort)
        }
        // Where the runs start: the root launched, the steps after its launch that show the view
        // (each with the words a hover says it in), and the ancestors whose states the scenarios
        // change.
        let rootKey: String
        let root: String
        let fromRoot: Bool
        let revealSteps: [(action: Action, words: String)]
        let ancestors: [ViewType]
        switch rootLevel {
        case .explored(let path):
            rootKey = path.root.rawValue
            root = model.views[path.root]?.name ?? path.root.rawValue
            fromRoot = true
            revealSteps = path.steps.map { ($0.action, $0.words) }
            ancestors = path.ancestors.compactMap { model.views[$0] }
        case .rooted(let rootView, let steps, let steer, _, let above):
            rootKey = rootView.rawValue
            root = model.views[rootView]?.name ?? rootView.rawValue
            fromRoot = true
            revealSteps = steps.map { ($0.action, $0.words) }
            ancestors = above.compactMap { model.views[$0] }
            if steer { settings.steerToward = model.placesBuilding([view.key]) }
        case .level(let level, let reveal):
            rootKey = chain[level].parent.key.rawValue
            root = chain[level].parent.name
            fromRoot = isRealRoot(chain[level].parent.key)
            revealSteps = reveal.map { [($0, Snapshot.words($0, in: model))] } ?? []
            ancestors = chain[...level].map(\.parent)
        case .none(let stop):
            // No ancestor to start from (a stale path, and nothing builds the view in a body).
            guard !chain.isEmpty else { return no("") }
            let highest = chain[levels.first ?? 0].parent.name
            if let stop {
                return no("launching `\(view.name)`'s ancestors, from `\(highest)` down, was cut short: the simulation \(stop.clause) before building `\(view.name)`")
            }
            return no("no launch Lifeline ran from `\(highest)` or the views below it showed `\(view.name)` (a condition Lifeline cannot decide, content shown later, code on the way Lifeline does not follow, or a crash)")
        }
        // A root of the app that code outside views builds (a hosting controller's root view, a
        // window's content, a factory's view), and that no view's body builds, is launched as that
        // code builds it: with its arguments and the injections made on the call, under a generated
        // root that only holds what the code passes and never changes it. Launched on its own it
        // would get none of them. The view hovered is that root, or a view below it.
        var runProgram = program
        var runRootKey = rootKey
        /// What the runs are memoized under: the generated root of one root is not another's.
        var runCacheKey = rootKey
        var hostedBy: StandInParent?
        let rootType = model.views[TypeKey(rootKey)]
        let hostedPath = "<\(rootType?.name ?? view.name) as the code outside views builds it>"
        if fromRoot, let rootType, rootType.role != .app,
            let hosted = hostedRoots.value(rootType.key, {
                guard !model.constructionSites(of: rootType.key).contains(where: { model.parentView(of: $0) != nil }),
                    let parent = standInParent(for: rootType), parent.outsideViewsPlace != nil
                else { return nil }
                let added = program.adding(
                    generated: parent.source, path: hostedPath, aliases: [StandInParent.target: rootType.key.rawValue], namesFrom: parent.namesFrom)
                return HostedRoot(parent: parent, program: added)
            })
        {
            runProgram = hosted.program
            runRootKey = StandInParent.typeName
            runCacheKey = "as its code builds it: " + rootType.key.rawValue
            hostedBy = hosted.parent
        }
        let reveal = revealSteps.last?.action
        /// The explored tap that shows the view, when its path ends with one.
        let lastStep: Reachability.Step? = {
            switch rootLevel {
            case .explored(let path): return path.steps.last
            case .rooted(_, let steps, _, _, _): return steps.last
            default: return nil
            }
        }()

        // Objects are counted by what the property holds: another object its `init` makes on the way
        // (a helper, a child model) is not "the object created again".
        var heldText = property.type ?? ""
        while heldText.hasSuffix("?") || heldText.hasSuffix("!") { heldText.removeLast() }
        let heldType = heldText.isEmpty ? nil : TypeDeclaration.baseName(heldText)
        // Made for the property, or by the view's own code (`init` assigning `self.model = Model()`),
        // of the type the property holds.
        let ownCode = Owner(type: view.key.rawValue, name: view.name, .code)
        func ours(_ event: Event, _ kind: Event.Kind) -> Bool {
            event.kind == kind && (event.owner == owner || event.owner == ownCode) && (heldType == nil || event.type.map(TypeDeclaration.baseName) == heldType)
        }
        /// The notes of values the runs could not compute, in order: what the claims are conditional on.
        var unknowns: [String] = []
        /// A run from `root`: the launch, then each action that ran; what the property holds after each.
        struct Outcome {
            /// Whether what the run saw after `parent`'s change can be said of the view below it:
            /// the view a run follows is the first one of its type in the tree, which may be built
            /// by another view than the chain's parent (a sibling sharing its objects), and then
            /// that it was not re-initialized says nothing of `parent`. A re-initialization seen is
            /// the change's; a pushed or presented screen's place need not name the view that
            /// pushes it, so only the absence of one needs `parent` among the views above.
            func isBelow(_ parent: ViewType, or view: ViewType) -> Bool {
                guard let above, parent.key != view.key, viewInits == 0 else { return true }
                return above.contains { $0 == parent.name }
            }
            var ran: Int
            var made: Int
            var freed: Int
            var viewInits: Int
            /// Code Lifeline does not run that was handed a closure or value holding a freed one,
            /// and may keep it (`Event.mayBeKeptBy`): the first such.
            var keptBy: String? = nil
            /// A new object of the held type was made after the step met a value Lifeline could not
            /// compute (`Event.madeAfterUnknown`): that it is a new one may be the run's.
            var newAfterUnknown = false
            var held: [HeldValue?]
            /// The views above the instance the run follows, outermost first, at the start (its
            /// place in the tree): a change of a view that is not among them reaches it only through
            /// what they share.
            var above: [Substring]? = nil
            /// The states the scenario's steps changed (view key and property): not the one a change
            /// set to the value it had (an empty array made one shorter), and then the run says
            /// nothing of a change.
            var statesSet: Set<String> = []
            /// Whether the view appeared in the scenario's steps at another place in the tree than
            /// at the start (a branch switched): a new view, not one re-initialized in place.
            var appeared = false
            /// The views whose body ran in the scenario's steps: an announced change that re-ran
            /// no body announced nothing the run could see (the object was not one it made).
            var bodies: Set<String> = []
            /// The views above the screen or sheet built from a value that shows the view
            /// (`AncestorRun.itemContentAbove`).
            var itemContentAbove: Set<String>? = nil
            /// That the view was not re-initialized when `parent` re-rendered is the simulator's
            /// reading, not a documented fact: `parent` is above content built from a value
            /// (`navigationDestination(for:)`, `sheet(item:)`), whose builder Apple documents
            /// running when the path or item changes, and not whether it runs again when a view
            /// above re-renders.
            func undocumentedReinit(by parent: ViewType) -> Bool {
                // A change that removes the view says so whatever SwiftUI does with the builder.
                let removed = held.count > 1 && held.first! != nil && held.last! == nil
                return viewInits == 0 && !removed && itemContentAbove?.contains(parent.key.rawValue) == true
            }
        }
        /// The steps before the scenario's: the action that shows the view, if it takes one.
        let prefix = revealSteps.map(\.action)
        func outcome(_ scenario: [Action], launchOnly: Bool = false) throws -> Outcome? {
            let actions = prefix + scenario
            // The events of a run from `root`, and what the view's properties hold after each step:
            // run once per snapshot and view, read per property.
            let key = ([runCacheKey, view.key.rawValue] + actions.map(\.description)).joined(separator: "\u{1}")
            let run: AncestorRun? = try ancestorRuns.value(key) {
                guard let simulation = try? Simulation(program: runProgram, root: runRootKey, settings: settings) else { return nil }
                simulation.keepsSteps = false
                let names = view.properties.filter { isModelProperty($0) }.map(\.name)
                func heldNow() -> [String: HeldValue] {
                    var values: [String: HeldValue] = [:]
                    for name in names { values[name] = simulation.held(view: view.key, property: name) }
                    return values
                }
                let launch = simulation.launch()
                if simulation.wasCancelled { throw SimulationCancelledError() }
                if simulation.hasCrashed { return nil }
                var run = AncestorRun(steps: [launch.events], held: [heldNow()])
                if prefix.isEmpty { run.itemContentAbove = simulation.viewsAboveItemContent(of: view.key.rawValue) }
                for (index, action) in actions.enumerated() {
                    guard let step = try? simulation.perform(action) else { break }
                    if simulation.wasCancelled { throw SimulationCancelledError() }
                    if simulation.hasCrashed { break }
                    run.steps.append(step.events)
                    run.held.append(heldNow())
                    if index == prefix.count - 1 { run.itemContentAbove = simulation.viewsAboveItemContent(of: view.key.rawValue) }
                }
                run.steeredChoiceChanged = simulation.steeredChoiceChanged
                return run
            }
            // The launch and the revealing action count as the start; the scenario's steps follow.
            // A steered run whose steered choices changed on the way says nothing of the app.
            guard let run, run.steps.count > prefix.count, !run.steeredChoiceChanged else { return nil }
            let start = run.steps[...prefix.count].flatMap { $0 }
            notePlaceholders(start)
            for events in run.steps {
                for event in events where event.kind == .note {
                    guard event.unknown != nil, var message = event.message else { continue }
                    // A value of the code outside views that the launch copies is named at that code.
                    if let hostedBy, let place = hostedBy.outsideViewsPlace, message.hasPrefix(hostedPath) {
                        let rest = message.dropFirst(hostedPath.count).drop { $0 != " " }.dropFirst()
                        message = "\(place): \(rest)"
                    }
                    // A property the stand-in copied from the app's code is named as that code names
                    // it (`fileURL`), not through the generated parent.
                    message = message.replacingOccurrences(of: "`\(StandInParent.typeName).", with: "`")
                    guard !unknowns.contains(message) else { continue }
                    unknowns.append(message)
                }
            }
            let startPath = start.last { $0.viewKey == view.key.rawValue && $0.path != nil }?.path
            var result = Outcome(ran: run.steps.count - 1 - prefix.count, made: start.filter { ours($0, .objectInit) }.count, freed: 0, viewInits: 0, held: run.held.dropFirst(prefix.count).map { $0[property.name] })
            result.above = startPath.map { $0.split(separator: "/").dropLast() }
            result.itemContentAbove = run.itemContentAbove
            for events in run.steps.dropFirst(prefix.count + 1) {
                result.made += events.filter { ours($0, .objectInit) }.count
                result.freed += events.filter { ours($0, .objectDeinit) }.count
                if result.keptBy == nil { result.keptBy = events.first { ours($0, .objectDeinit) && $0.mayBeKeptBy != nil }?.mayBeKeptBy }
                if !passesANewObjectEachTime(property, of: view), events.contains(where: { $0.kind == .objectInit && $0.madeAfterUnknown && (heldType == nil || $0.type.map(TypeDeclaration.baseName) == heldType) }) {
                    result.newAfterUnknown = true
                }
                result.viewInits += events.filter { $0.kind == .viewInit && $0.viewKey == view.key.rawValue }.count
                // At another place in the tree than at the start (a branch switched): a new view.
                if events.contains(where: { $0.kind == .viewAppear && $0.viewKey == view.key.rawValue && $0.path != startPath }) { result.appeared = true }
                for event in events where event.kind == .stateSet {
                    if let owner = event.owner, let property = owner.property { result.statesSet.insert((owner.typeKey ?? "") + "." + property) }
                }
                result.bodies.formUnion(events.filter { $0.kind == .viewBody }.compactMap(\.viewKey))
            }
            return result.ran > 0 || launchOnly ? result : nil
        }
        // Launched as the code outside views builds it, a root may stop where its values are the
        // run's placeholders (a store that the code's mock reaches): launched on its own again.
        if hostedBy != nil, (try outcome([], launchOnly: true)).map({ ($0.held.first ?? nil) == nil }) ?? true {
            (runProgram, runRootKey, runCacheKey, hostedBy) = (program, rootKey, rootKey, nil)
        }
        let holdsObject = holdsObject(property)
        let mayBeNil = Snapshot.mayBeNil(property)
        let type = property.type.map { TypeDeclaration.baseName($0) } ?? "the object"
        /// Whether the object at launch was made by this property or the view's own code.
        func madeHere(_ held: HeldValue?) -> Bool {
            guard let maker = held?.owner else { return false }
            return maker == owner || maker == Owner(type: view.key.rawValue, name: view.name, .code)
        }
        /// With `comesBack`, the steps take the view away and show it again (a pop and a push, a
        /// sheet dismissed and presented): a new view, whose struct is made anew or, a link's
        /// destination, the one its link keeps; "re-initialized" (storage kept) is not the word.
        /// With `reinitUndocumented` (`Outcome.undocumentedReinit`), whether the view is built again
        /// is not said, only what the property holds (empty when that is nothing to say), which the
        /// caller asks only of storage SwiftUI keeps across a re-initialization (`keptAcrossReinit`).
        func describe(_ result: Outcome, changes noun: String, comesBack: Bool = false, reinitUndocumented: Bool = false) -> String {
            var parts: [String] = []
            // Shown at the start and gone at the end: the change removes it, and what it held is
            // not the question (a view not shown holds nothing).
            if result.held.count > 1, result.held.first! != nil, result.held.last! == nil {
                return "`\(view.name)` is no longer shown (the change removes it)"
            }
            if comesBack || result.appeared {
                parts.append(result.viewInits > 0 ? "`\(view.name)` is made anew" : "`\(view.name)` comes back without being initialized again")
            } else if reinitUndocumented {
                // Said once for all such changes (`undocumentedLine`).
            } else {
                parts.append(result.viewInits > 0 ? "`\(view.name)` is re-initialized" : "`\(view.name)` is not re-initialized")
            }
            // Objects are counted only for what holds one: a @State of a value (`Bool`, a struct,
            // a type Lifeline cannot tell) makes none, and saying so tells nothing.
            if property.wrapper == .state && !holdsObject { return parts.joined(separator: ", ") }
            let first = result.held.first ?? nil
            let last = result.held.last ?? nil
            // `nil` in a property whose type is not optional is the simulator's (a value it could
            // not compute), not the app's.
            if first?.isNil == true && !mayBeNil { return (parts + ["what it holds is not known to the simulator"]).joined(separator: ", ") }
            if first?.isNil == true {
                parts.append(last?.isNil == true ? "it stays `nil`" : last?.object != nil ? "it then holds a `\(last?.type ?? type)`" : "it then holds a value Lifeline cannot follow")
                return parts.joined(separator: ", ")
            }
            if let object = first?.object, !madeHere(first) {
                // An object from elsewhere (an ancestor, the environment): kept or replaced.
                if last?.object == object {
                    parts.append("it keeps the same `\(first?.type ?? type)`")
                } else if last?.object != nil {
                    parts.append("it then holds another `\(last?.type ?? type)`" + (result.newAfterUnknown ? " in this run (made after the run met a value Lifeline could not compute, such as a lookup it does not run; in the app it may get the same one)" : ""))
                } else {
                    parts.append("it no longer holds the `\(first?.type ?? type)`")
                }
                return parts.joined(separator: ", ")
            }
            // A freed one handed to code Lifeline does not run may live on there.
            let mayLiveOn = result.keptBy.map { Snapshot.mayLiveOn($0) } ?? ""
            // A `@StateObject` or `@State` whose view's `init` (or initial value) makes one each
            // time: SwiftUI keeps the first, and the property holds the same object throughout
            // (S2, S4, S6); the others are thrown away, not "created again" in its place. Other
            // objects of the type made on the way are not this property's.
            if property.wrapper == .stateObject || property.wrapper == .state, let object = first?.object, result.held.allSatisfy({ $0?.object == object }) {
                parts.append(result.made > 1 && result.viewInits > 0
                    ? "the same `\(first?.type ?? type)` is kept; each re-initialization also makes a new `\(type)` that SwiftUI throws away"
                    : "the same `\(first?.type ?? type)` is kept")
                return parts.joined(separator: ", ")
            }
            if result.made == 2 && result.freed == 1 {
                parts.append(result.keptBy == nil
                    ? "its `\(type)` is freed and a new one is made, which starts from its initializer"
                    : "it lets go of its `\(type)` and a new one is made, which starts from its initializer; the old one\(mayLiveOn)")
            } else if result.made > 1 {
                parts.append("`\(type)` is created again (\(result.made) made in all over \(result.ran) \(noun)): each new one starts from its initializer, and the one it replaces is freed once nothing else holds it" + (result.keptBy == nil ? "" : "; the old ones\(mayLiveOn)"))
            } else if result.made == 1 {
                parts.append(result.freed == 0 ? "the same `\(type)` is kept" : result.keptBy == nil ? "the `\(type)` is freed and not made again" : "it lets go of its `\(type)`, and none is made again; that one\(mayLiveOn)")
            } else if first?.object != nil, last?.object == first?.object {
                parts.append("the same `\(first?.type ?? type)` is kept")
            } else {
                // Nothing made, and nothing the run can show held: not a claim to make.
                parts.append(first == nil || first?.isUnknown == true ? "what it holds is not known to the simulator" : "no `\(type)` is made")
            }
            return parts.joined(separator: ", ")
        }

        /// Whether what the property holds is the same whether or not the view is built again:
        /// storage SwiftUI keeps for the view's place, or what the environment gives it.
        let keptAcrossReinit: Bool = {
            switch property.wrapper {
            case .stateObject, .state, .environmentObject, .environmentObservable: return true
            default: return false
            }
        }()
        var lines: [String] = []
        var statesTried = 0
        /// The states whose change the runs could not judge: the parent's body reads them where the
        /// run sees no read.
        var unseen: [String] = []
        var firstHeld: HeldValue??
        /// The changes of views above content built from a value (`Outcome.undocumentedReinit`),
        /// with what the property then holds: said in one line (`undocumentedLine`), and only of
        /// storage SwiftUI keeps across a re-initialization.
        var undocumentedChanges: [(change: String, holds: String)] = []
        func undocumented(_ result: Outcome, _ change: String) {
            guard keptAcrossReinit else { return }
            let holds = describe(result, changes: "changes", reinitUndocumented: true)
            guard !holds.isEmpty else { return }
            if firstHeld == nil { firstHeld = .some(result.held.first ?? nil) }
            undocumentedChanges.append((change, holds))
        }
        func undocumentedLine() -> String? {
            guard let holds = undocumentedChanges.first?.holds, undocumentedChanges.allSatisfy({ $0.holds == holds }) else { return nil }
            let changes = undocumentedChanges.map(\.change)
            let listed = changes.count == 1 ? changes[0] : changes.dropLast().joined(separator: ", ") + " or " + changes.last!
            return "When \(listed): \(holds). Whether SwiftUI builds `\(view.name)` again then is not documented: it is content built from a value (`navigationDestination(for:)`, `sheet(item:)`), which SwiftUI builds when the path or the item changes."
        }
        /// The lines of `@State` changes, each run `changes` times: one per state whose change ran
        /// and was seen, up to `budget` tried; returns how many were tried.
        func stateLines(_ candidates: [(parent: ViewType, state: ViewProperty, action: Action)], budget: Int) throws -> Int {
            var tried = 0
            // The state that shows the view would hide it again: not one of the changes.
            for (parent, state, change) in candidates where change != reveal {
                guard tried < budget else { break }
                tried += 1
                guard let result = try outcome(Array(repeating: change, count: changes)), result.statesSet.contains(parent.key.rawValue + "." + state.name),
                    result.isBelow(parent, or: view)
                else { continue }
                // The parent's body reads the state where the run saw no read (inside a closure or
                // macro handed to code Lifeline does not run): that the view is not re-initialized
                // is not established.
                if result.viewInits == 0, !result.bodies.contains(parent.key.rawValue), model.use(of: state.name, in: parent, valueOnly: true) == .rendering {
                    unseen.append("`\(parent.name).\(state.name)`")
                    continue
                }
                if result.undocumentedReinit(by: parent) {
                    undocumented(result, Snapshot.changeWords(parent.name, state))
                    continue
                }
                if firstHeld == nil { firstHeld = .some(result.held.first ?? nil) }
                lines.append("When " + Snapshot.changeWords(parent.name, state) + ": " + describe(result, changes: "changes") + ".")
            }
            return tried
        }
        /// The lines of observable objects announcing a change, at most two: each re-renders the
        /// views that observe it, as SwiftUI does (`objectWillChange`).
        func objectLines(_ candidates: [(parent: ViewType, object: ViewProperty, action: Action)]) throws {
            for (parent, object, change) in candidates.prefix(2) {
                guard let result = try outcome(Array(repeating: change, count: changes)), result.bodies.contains(parent.key.rawValue), result.isBelow(parent, or: view) else { continue }
                if result.undocumentedReinit(by: parent) {
                    undocumented(result, "`\(parent.name).\(object.name)` publishes a change")
                    continue
                }
                if firstHeld == nil { firstHeld = .some(result.held.first ?? nil) }
                lines.append("When `\(parent.name).\(object.name)` publishes a change (its `objectWillChange`): " + describe(result, changes: "changes") + ".")
            }
        }
        statesTried += try stateLines(stateChanges(ancestors), budget: 4)
        // With no state to change, an ancestor's observable object announcing a change re-renders
        // that ancestor. Only on a path from a root of the app: under a nearer ancestor the
        // stand-in parent tells more (the view removed and shown again as well).
        if lines.isEmpty && undocumentedChanges.isEmpty && fromRoot { try objectLines(objectChanges(ancestors)) }
        if let line = undocumentedLine() { lines.append(line) }
        // Shown by an action: undone and done again, the view leaves and comes back through the
        // container that shows it (a sheet dismissed and presented, a branch switched, a screen
        // popped and pushed).
        // A tab switched away and back is not tried: what the other tabs are is not known here.
        if let reveal {
            var undo: (action: Action, how: String)?
            switch (reveal, lastStep?.kind) {
            case (.tap(let title, _), .button?):
                undo = (.dismiss, "what the button \(Snapshot.readableLabel(title).map { "\"\($0)\" " } ?? "(its title Lifeline cannot read) ")presents is dismissed and presented again")
            case (.tap(let title, _), _):
                undo = (.back, Snapshot.readableLabel(title).map { "the screen the link \"\($0)\" pushes is popped and pushed again" } ?? "the pushed screen is popped and pushed again")
            // Pushed again, a new element of the path: a new screen, as SwiftUI shows one per element.
            case (.push(let type), _): undo = (.back, "the pushed screen is popped and another `\(type)` that leads there is pushed")
            case (.set(_, _, _, let value), _) where value.hasPrefix("!"):
                // Only a flag changes back when set the same way again.
                undo = (reveal, "\(Snapshot.words(reveal, in: model).replacingOccurrences(of: " changes", with: "")) changes back and again (hiding `\(view.name)` and showing it again)")
            default: undo = nil
            }
            // Only when both steps ran: a leave that did not take the view away, or a return that
            // found nothing to tap, says nothing of coming back.
            if let undo, let result = try outcome([undo.action, reveal]), result.ran == 2 {
                if firstHeld == nil { firstHeld = .some(result.held.first ?? nil) }
                lines.append("When \(undo.how): " + describe(result, changes: "steps", comesBack: true) + ".")
            }
        }
        // Reached through a NavigationLink with a literal title: follow it, pop, follow again
        // (unless following it is what shows the view: the run starts on the pushed screen then).
        if let site = chain.first?.site, let title = linkTitle(around: site), reveal == nil {
            let tap = Action.tap(title, occurrence: 0)
            if let result = try outcome([tap, .back, tap]), result.ran == 3 {
                if firstHeld == nil { firstHeld = .some(result.held.first ?? nil) }
                lines.append("When the link \"\(title)\" is followed, popped and followed again: " + describe(result, changes: "steps", comesBack: true) + ".")
            }
        }
        // Nothing above the view changes it on this path (no ancestor's state or object, no link
        // to follow again; a root of the app has no ancestor at all): what its own states and
        // objects do, from the same root. The view's own change re-runs its body and never
        // re-initializes it; what it does to the object is what the run shows.
        if lines.isEmpty && fromRoot && unseen.isEmpty {
            statesTried += try stateLines(stateChanges([view]), budget: 4 - statesTried)
            if lines.isEmpty { try objectLines(objectChanges([view])) }
            // The object is a placeholder where the code that builds the root injects one: what
            // these runs say of it is the placeholder's. The stand-in parent builds the view as
            // that code does, and pairs its placeholders with the call's injections; so do the
            // runs of a root launched as that code builds it.
            if hostedBy == nil, case let held?? = firstHeld, let asked = held.placeholderType,
                !OwnershipAnalysis.injectionsAbove(view, among: model.appInjections(of: asked), in: model).isEmpty
            {
                return no("")
            }
        }
        // Shown by a hosting wrapper, the view has no SwiftUI parent: nothing above re-renders it,
        // and a new one comes only when code gives the wrapper another root view.
        if let hostedBy, let wrapper = hostedBy.hostingWrapper, rootType?.key == view.key, unseen.isEmpty {
            lines.append("No SwiftUI view above `\(view.name)` re-renders it: `\(wrapper)` shows it, and a new `\(view.name)` (with new values from that code) comes only when the code at `\(hostedBy.outsideViewsPlace ?? "")` runs again\(wrapper == "UIHostingConfiguration" ? "" : " or sets the wrapper's root view").")
        }
        // Launched as the code outside views builds it, with no change of its own to run: what the
        // property holds at launch is still the answer to who made it.
        if hostedBy != nil, holdsObject, firstHeld == nil, unseen.isEmpty, let launched = try outcome([], launchOnly: true), let held = launched.held.first ?? nil, held.object != nil {
            firstHeld = .some(held)
        }
        if lines.isEmpty, let first = unseen.first {
            return no("what a change of \(first) does to `\(view.name)` is not known: its view's body reads it where the runs did not see the read (code Lifeline does not run, such as a closure or macro handed to another module)")
        }
        if lines.isEmpty && !(hostedBy != nil && firstHeld != nil) {
            return no(
                statesTried == 0
                    ? "no view from `\(root)` down to `\(view.name)` has a `@State` Lifeline can change, and no link with a literal title leads to it"
                    : "the changes of `\(root)`'s states did not run (the simulation stopped)")
        }
        var heldPlaceholder: String?
        if case let held?? = firstHeld { heldPlaceholder = held.placeholderType }
        // Who made the object the property holds at launch, first: what a developer asks.
        if holdsObject, case let held?? = firstHeld, held.isNil, !mayBeNil {
            lines.insert("What `\(property.name)` holds on this path is not known to the simulator (its type is not optional: the `nil` the run saw is a value it could not compute).", at: 0)
        } else if holdsObject, case let held?? = firstHeld, held.isNil {
            lines.insert("`\(property.name)` is `nil` on this path: there is no object to follow.", at: 0)
        } else if holdsObject, case let held?? = firstHeld, held.object != nil {
            let what = "`\(held.type ?? type)`"
            // Made on a way the run chose on a value it could not compute (`existing ?? Model()`
            // where `existing` is a placeholder's property): who made it is this run's.
            let unsure = held.madeOnUnknownChoice
            let article = "AEIOU".contains((held.type ?? type).first ?? "x") ? "an" : "a"
            let lead = unsure ? "In this run, `\(property.name)` holds \(article)" : "`\(property.name)` holds the"
            let run = unsure ? ", on a way the run took because of a value Lifeline could not compute; in the app it may come from elsewhere" : ""
            if madeHere(held) {
                lines.insert("\(lead) \(what) that `\(view.name)` makes itself\(run).", at: 0)
            } else if let asked = held.placeholderType {
                let why = mayBeInjected.contains(view.name) || held.placeholderMayBeInjected
                    ? "an injection above it on the run has a value Lifeline cannot compute, which may be it"
                    : "the run from `\(root)` got none from the views it ran"
                lines.insert("`\(property.name)` holds a placeholder \(what): \(why) (\(injectedBy(asked, reader: view))).", at: 0)
            } else if let hostedBy, held.owner?.typeKey == StandInParent.typeName {
                var gives = "passes"
                switch property.wrapper {
                case .environmentObject, .environmentObservable: gives = "injects"
                default: break
                }
                lines.insert("`\(property.name)` holds the \(what) the code at `\(hostedBy.outsideViewsPlace ?? "")` \(gives), not one `\(view.name)` makes.", at: 0)
            } else {
                lines.insert(Snapshot.heldObjectLine(lead: lead, what: what, owner: Snapshot.describeOwner(held.owner), madeBy: held.owner, view: view.name) + "\(run).", at: 0)
            }
        }
        if let hostedBy, let place = hostedBy.outsideViewsPlace {
            // What that code passes and the runs cannot compute: placeholders, said before any claim.
            let given = hostedBy.placeholders.isEmpty ? "" : ", with placeholders for what they cannot compute: " + hostedBy.placeholders.joined(separator: ", ")
            lines.insert("The runs launch `\(root)` as the code at `\(place)` builds it, outside views\(hostedBy.hostingWrapper.map { " (the root view of a `\($0)`)" } ?? "")\(given).", at: 0)
        }
        if !revealSteps.isEmpty {
            lines.insert("`\(view.name)` is shown once \(revealSteps.map(\.words).joined(separator: ", then ")) (the simulated launch from `\(root)` did not show it); the runs start there.", at: 0)
        }
        let builder = fromRoot && model.views[TypeKey(rootKey)]?.role != .app && !model.roots.contains(where: { $0.kind != .preview && $0.constructions.contains { $0.typeKeys.contains(TypeKey(rootKey)) } })
            ? factoryBuilder(of: TypeKey(rootKey)) : nil
        // Code outside views may itself run in a view's body (a model's factory method): where it
        // is called from is not followed, so the root is one taken, not established.
        let start = builder.map { "`\(root)` (taken as a root of the app: \($0) builds it outside views, and Lifeline does not follow where that code is called from)" }
            ?? (fromRoot ? "`\(root)` (a root of the app)" : "`\(root)` (an ancestor of `\(view.name)`, not a root of the app)")
        // Steered: which branches the runs took that the launch on its own does not.
        var steered: [SteeredBranch] = []
        if case .rooted(_, _, _, let branches, _) = rootLevel { steered = branches }
        if !steered.isEmpty {
            let listed = steered.prefix(3).map { steeredWords($0) }.joined(separator: "; ")
            let more = steered.count > 3 ? "; and \(steered.count - 3) more" : ""
            lines.insert("To show `\(view.name)`, the runs from \(start) take \(steered.count == 1 ? "a branch" : "branches") the simulated launch does not take on its own: \(listed)\(more). Every line here holds where the app takes \(steered.count == 1 ? "it" : "them").", at: 0)
        }
        // How sure: certain when the runs met no value they could not compute and no placeholder.
        if !steered.isEmpty {
            let values = unknowns.isEmpty ? "" : "; and that the \(unknowns.count == 1 ? "value" : "\(unknowns.count) values") Lifeline could not compute on the way (first: \(unknowns[0].count > 110 ? String(unknowns[0].prefix(110)) + "…" : unknowns[0])) \(unknowns.count == 1 ? "does" : "do") not change which views are built"
            lines.append("Assuming the app takes the branches above\(values).")
        } else if unknowns.isEmpty && placeholders.isEmpty && (hostedBy?.placeholders.isEmpty ?? true) {
            lines.append("Certain: the runs from \(start) met no value Lifeline could not compute.")
        } else if !unknowns.isEmpty {
            let first = unknowns[0].count > 110 ? String(unknowns[0].prefix(110)) + "…" : unknowns[0]
            lines.append("Assuming the \(unknowns.count == 1 ? "value" : "\(unknowns.count) values") Lifeline could not compute on the way (first: \(first)) \(unknowns.count == 1 ? "does" : "do") not change which views are built; the runs start from \(start).")
        } else {
            lines.append("The runs start from \(start).")
        }
        // Which view each placeholder was made for: the claims above hold for the app only if
        // what it injects there behaves as the placeholder did.
        // One line, however many views got one: the view hovered first, then the others by name,
        // three at most.
        var given: [(view: String, names: [String])] = []
        // Only the view's and its ancestors': a placeholder beside the path does not bear on it.
        let onPath = Set(ancestors.map(\.name) + [view.name])
        for (asking, names) in placeholders.sorted(by: { ($0.key == view.name ? "" : $0.key) < ($1.key == view.name ? "" : $1.key) }) where onPath.contains(asking) {
            // The property's own placeholder is said in the first line already.
            let others = names.filter { !(asking == view.name && heldPlaceholder == $0) }
            if !others.isEmpty { given.append((asking, others.sorted())) }
        }
        if let only = given.first, given.count == 1 {
            let listed = only.names.map { "`\($0)`" }.joined(separator: ", ")
            // Where the app injects it above the view, on the chains of views Lifeline follows: the
            // runs started below it, or went another way.
            let above = only.names.count == 1 ? asked[only.view].flatMap { reader in
                OwnershipAnalysis.injectionsAbove(reader, among: model.appInjections(of: only.names[0]), in: model).first
            } : nil
            let why = mayBeInjected.contains(only.view)
                ? "no view the runs built above it injects one Lifeline can tell, but an injection above it has a value Lifeline cannot compute, and may give it"
                : above.map { found in
                    "no view the runs built above it injects one; in the app, `\(found.injection.expression)` at `\(Snapshot.place(found.injection.location, in: model))` injects it above `\(only.view)` (\(found.chain.map { "`\($0)`" }.joined(separator: " → ")))"
                } ?? "no view the runs built above it injects one (in the app, it may be injected above where the runs start, or by code Lifeline does not run)"
            lines.append("The runs gave \(only.view == "a view" ? only.view : "`\(only.view)`") a placeholder \(listed): \(why).")
        } else if !given.isEmpty {
            let named = given.prefix(3).map { "`\($0.view)` (\($0.names.map { "`\($0)`" }.joined(separator: ", ")))" }
            let more = given.count > 3 ? " and \(given.count - 3) more" : ""
            let maybe = given.contains { mayBeInjected.contains($0.view) } ? " (or only an injection whose value Lifeline cannot compute may)" : ""
            lines.append("The runs gave \(given.count) views a placeholder environment object, where no view the runs built above them injects one\(maybe): \(named.joined(separator: ", "))\(more).")
        }
        return .success(SimulatedLines(lines: lines, origin: fromRoot ? .realRoot : .ancestor))
    }

    /// A simulation from a path's root, launched and taken through the path's steps; nil when it
    /// cannot start, crashes or a step no longer names anything on screen. Throws once cancelled.
    /// A run from `root` and its actions, summarized once per snapshot with the hover's settings
    /// (`runSummaries`). Nil when the root cannot be simulated.
    /// With `steer`, the run is steered toward showing that view (`SimulationSettings.steerToward`).
    func runSummary(root: String, actions: [Action], settings: SimulationSettings, steer: TypeKey? = nil) throws -> RunSummary? {
        let key = ([root] + actions.map(\.description) + (steer.map { ["toward " + $0.rawValue] } ?? [])).joined(separator: "\u{1}")
        return try runSummaries.value(key) {
            var settings = settings
            if let steer { settings.steerToward = model.placesBuilding([steer]) }
            guard let simulation = try? Simulation(program: program, root: root, settings: settings) else { return nil }
            simulation.keepsSteps = false
            let launch = simulation.launch()
            if simulation.wasCancelled { throw SimulationCancelledError() }
            var summary = RunSummary(launched: !simulation.hasCrashed, actionsRan: 0, budgetStop: simulation.budgetStop, lastBodies: [], visible: [])
            var last = launch.events
            if summary.launched {
                for action in actions {
                    let step = try? simulation.perform(action)
                    if simulation.wasCancelled { throw SimulationCancelledError() }
                    guard let step, !simulation.hasCrashed else { break }
                    last = step.events
                    summary.actionsRan += 1
                }
            }
            summary.lastBodies = Set(last.filter { $0.kind == .viewBody }.compactMap(\.viewKey))
            summary.visible = simulation.hasCrashed ? [] : Set(simulation.visibleViewKeys())
            // A choice that changed after the run was steered: what it shows is not the app's.
            if steer != nil, simulation.steeredChoiceChanged { summary.launched = false }
            return summary
        }
    }

    func following(_ path: Reachability.Path, settings: SimulationSettings) throws -> Simulation? {
        guard let simulation = try? Simulation(program: program, root: path.root.rawValue, settings: settings) else { return nil }
        simulation.keepsSteps = false
        simulation.launch()
        var ran = !simulation.hasCrashed
        for step in path.steps where ran { ran = (try? simulation.perform(step.action)) != nil && !simulation.hasCrashed }
        if simulation.wasCancelled { throw SimulationCancelledError() }
        return ran ? simulation : nil
    }

    /// The actions that may show a view its ancestors' launch does not build, in the order they
    /// are tried: the links with a literal title that lead down the chain, then each ancestor's
    /// `@State` set to another value (the nearest ancestor first); at most eight.
    func revealCandidates(_ chain: ArraySlice<(parent: ViewType, site: ViewConstruction)>) -> [Action] {
        var actions: [Action] = []
        for (_, site) in chain {
            if let title = linkTitle(around: site) { actions.append(.tap(title, occurrence: 0)) }
        }
        actions += stateChanges(chain.map(\.parent)).map(\.action)
        return Array(actions.prefix(8))
    }

    /// Each `@State` of the given ancestors (nearest first) set to another value of its type: a
    /// Bool flips; a number grows; a string gets longer; an enum takes another case; an optional
    /// goes to nil or back; an array drops its last element. A state Lifeline cannot give another
    /// value is left out: setting it to itself proves nothing.
    func stateChanges(_ parents: [ViewType]) -> [(parent: ViewType, state: ViewProperty, action: Action)] {
        parents.flatMap { parent in
            parent.properties.compactMap { state -> (ViewType, ViewProperty, Action)? in
                guard state.wrapper == .state, !state.isStatic, let value = Snapshot.changed(state, in: model) else { return nil }
                return (parent, state, .set(view: parent.key.rawValue, occurrence: 0, property: state.name, value: value))
            }
        }
    }

    /// Each `ObservableObject` the given ancestors hold through a wrapper (nearest first), with
    /// the action that makes it announce a change (`objectWillChange.send()`, run as the
    /// ancestor's code): every view that observes it re-renders.
    func objectChanges(_ parents: [ViewType]) -> [(parent: ViewType, object: ViewProperty, action: Action)] {
        parents.flatMap { parent in
            parent.properties.compactMap { object -> (ViewType, ViewProperty, Action)? in
                switch object.wrapper {
                case .observedObject, .stateObject, .environmentObject: break
                default: return nil
                }
                guard !object.isStatic, model.modelClass(of: object)?.kind == .observableObject else { return nil }
                return (parent, object, .run(view: parent.key.rawValue, occurrence: 0, code: "\(object.name).objectWillChange.send()"))
            }
        }
    }

    /// An action as a hover's sentence says it: "`Parent.flag` changes", "the link \"Open\" is
    /// followed".
    static func words(_ action: Action, in model: SemanticModel) -> String {
        switch action {
        case .set(let view, _, let property, _): return "`\(model.views[TypeKey(view)]?.name ?? view).\(property)` changes"
        case .tap(let title, _): return Snapshot.readableLabel(title).map { "the link \"\($0)\" is followed" } ?? "a link whose title Lifeline cannot read is followed"
        case .push(let type): return Snapshot.pushWords(type)
        default: return "`\(action)`"
        }
    }

    /// Whether a property's type may hold `nil` (optional, or not known): else a `nil` a run saw in
    /// it is a value the simulator could not compute.
    static func mayBeNil(_ property: ViewProperty) -> Bool {
        property.type.map { $0.hasSuffix("?") || $0.hasSuffix("!") || $0.hasPrefix("Optional<") } ?? true
    }

    /// A state's change as a hover's sentence says it: "`Parent.flag` changes"; an array's change
    /// (`changed`) adds an element of a simple kind or drops its last ("`Root.path` loses its last
    /// element": for a stack's path, a pop).
    static func changeWords(_ view: String, _ state: ViewProperty) -> String {
        guard let element = arrayElement(of: state) else { return "`\(view).\(state.name)` changes" }
        return growingElements.contains(element) ? "`\(view).\(state.name)` gets one more element" : "`\(view).\(state.name)` loses its last element"
    }

    /// The element type of a state declared as an array (`[Item]`, not optional, not a
    /// dictionary); nil for any other.
    static func arrayElement(of state: ViewProperty) -> String? {
        guard let type = state.type, type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") else { return nil }
        return String(type.dropFirst().dropLast())
    }

    /// The elements an array state's change adds one of (`changed`); an array of anything else
    /// loses its last element.
    static let growingElements: Set<String> = ["Int", "Double", "String"]

    /// A value pushed toward a view (`Action.push`), as a hover's sentence says it.
    static func pushWords(_ type: String) -> String {
        "a `\(type)` is pushed on the navigation stack (by a link or the app's code; which value, Lifeline does not know)"
    }

    /// A tap as a hover's sentence says it: "the tab \"Settings\" is selected", "the second link
    /// \"Open\" is followed".
    static func words(_ tap: ScreenAction) -> String {
        let ordinals = ["", "first ", "second ", "third ", "fourth ", "fifth "]
        let (label, occurrence): (String, Int)
        switch tap.action {
        case .tap(let text, let n), .tab(let text, let n): (label, occurrence) = (text, n)
        case .push(let type): return pushWords(type)
        default: return "`\(tap.action)`"
        }
        let nth = occurrence < ordinals.count ? ordinals[occurrence] : "#\(occurrence) "
        let shown = Snapshot.shownLabel(label)
        // A tab whose label the run could not read is named by the simulator "Tab" (a `Tab` with
        // no title) or "Tab N" (the N-th of the bar): not a label a user sees.
        if tap.kind == .tab, label == "Tab" {
            return occurrence == 0 ? "the tab whose label Lifeline cannot read is selected" : "the \(nth)of the tabs whose labels Lifeline cannot read is selected"
        }
        if tap.kind == .tab, label.hasPrefix("Tab "), let position = Int(label.dropFirst(4)), position > 0 {
            return "the \(position < ordinals.count ? ordinals[position] : "#\(position) ")tab (its label Lifeline cannot read) is selected"
        }
        // A link or button is found by its title among every link and button on screen: the count
        // is of that title, whatever the kind, and means nothing for a title the run could not read.
        let which = occurrence >= 1 && occurrence < ordinals.count ? " (the \(ordinals[occurrence])on screen with that title)" : occurrence >= 1 ? " (#\(occurrence) on screen with that title)" : ""
        switch tap.kind {
        case .tab: return "the \(nth)tab \"\(shown)\" is selected"
        case .link:
            return readableLabel(label).map { "the link \"\($0)\"\(which) is followed" }
                ?? tap.destination.map { "the link to `\($0)` is followed" } ?? "a link whose title Lifeline cannot read is followed"
        case .button: return readableLabel(label).map { "the button \"\($0)\"\(which) is tapped" } ?? "a button whose title Lifeline cannot read is tapped"
        case .push: return "`\(tap.action)`"
        }
    }

    /// A tap's label when a user can tell it on screen: not one the run could not compute (in part
    /// or whole), an empty one, or the word the simulator gives an image.
    static func readableLabel(_ label: String) -> String? {
        let shown = shownLabel(label).trimmingCharacters(in: .whitespaces)
        guard !shown.isEmpty, !shown.contains("…"), shown != "image" else { return nil }
        return shown
    }

    /// A tap's label as a hover writes it: a value the run could not compute in it (a row's
    /// unknown item, `<element>`) is "…".
    static func shownLabel(_ label: String) -> String {
        label.replacingOccurrences(of: "<[^<>]*>", with: "…", options: .regularExpression)
    }

    /// Whether a view is a root of the app's tree: an `App`, a hosting controller's root view or
    /// a view the app's code outside views shows (never a preview), whether or not a view of the
    /// workspace also builds it elsewhere. A view only an `App`'s body builds is not one:
    /// launched alone, it would miss what the App injects into it; the App is the root.
    func isRealRoot(_ key: TypeKey) -> Bool {
        if model.views[key]?.role == .app { return true }
        // Shown by the app's code outside views (a hosting controller, a window): there it is the
        // top of what that code shows, even where a view's body also builds it elsewhere.
        if isShownOutsideViews(key) { return true }
        guard !model.constructionSites(of: key).contains(where: { model.parentView(of: $0) != nil && !model.isInPreview($0.location) }) else { return false }
        return model.roots.contains(where: { root in root.kind != .preview && root.constructions.contains { $0.typeKeys.contains(key) } })
    }

    /// Whether the app's code outside views shows the view (a hosting controller's root view, a
    /// window's or panel's content), outside previews, whether or not a view's body builds it too.
    func isShownOutsideViews(_ key: TypeKey) -> Bool {
        model.roots.contains { root in root.kind == .hostingController && root.constructions.contains { $0.typeKeys.contains(key) && !model.isInPreview($0.location) } }
            || model.factorySites(of: key).contains { !model.isInPreview($0.location) }
    }

    /// Whether every call of the app that gives `view` its `property` writes a new object there
    /// (`Child(model: Model())`, `StateObject(wrappedValue: Model())` from a parameter): then a new
    /// one each time that code runs is the code's, whatever values the runs could not compute.
    func passesANewObjectEachTime(_ property: ViewProperty, of view: ViewType) -> Bool {
        guard let verdict = ownership.verdicts(ofView: view.key).first(where: { $0.property.name == property.name }) else { return false }
        let app = verdict.edges.filter { $0.source != .missing && !$0.isInPreview(model) }
        return !app.isEmpty && app.allSatisfy { edge in
            if case .newInstance = edge.source { return !edge.deferredByWrapper }
            return false
        }
    }

    /// The code outside views that builds a view no view's body builds, as a hover names it
    /// ("`AppDelegate` (`AppDelegate.swift:118`)"): the first such
    /// place outside previews.
    func factoryBuilder(of key: TypeKey) -> String? {
        guard let site = model.factorySites(of: key).first(where: { !model.isInPreview($0.location) }) else { return nil }
        return "`\(site.parent)` (`\(Snapshot.place(site.location, in: model))`)"
    }

    /// The roots of the app above a view, up every chain of constructions in views' bodies, in the
    /// order the search through the app's screens starts from them (`reachabilityRoots`).
    func realRoots(above key: TypeKey) -> [TypeKey] {
        let above = model.levelsAbove(key)
        return reachabilityRoots().filter { above[$0] != nil && $0 != key }
    }

    /// A branch a run was steered into, as a hover says it: "the branch of `if let item = selected`
    /// at `List.swift:12` that leads there", "the rows of the `ForEach` at `List.swift:20` (one row, of an element the
    /// run does not know)".
    func steeredWords(_ branch: SteeredBranch) -> String {
        guard branch.file < files.count else { return "the branch at `\(branch.place)`" }
        let source = files[branch.file].tree.source
        let line = source.line(containing: branch.offset)
        var text = source.text(branch.offset..<max(branch.offset, source.lineContentEnd(line)))
        if text.hasPrefix("{") || text.hasPrefix("(") {
            return "the rows of the list at `\(branch.place)` (the run gives it one row, of an element it does not know)"
        }
        if let brace = text.firstIndex(of: "{") { text = String(text[..<brace]) }
        text = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        if text.count > 70 { text = String(text.prefix(70)) + "…" }
        if text.hasPrefix("switch") { return "the case of `\(text)` at `\(branch.place)` that leads there" }
        return "the branch of `\(text)` at `\(branch.place)` that leads there"
    }

    /// The literal title of the `NavigationLink("Title") { View() }` a construction sits in.
    func linkTitle(around site: ViewConstruction) -> String? {
        guard site.contexts.contains(.navigationLinkDestination) else { return nil }
        // The innermost NavigationLink call whose range holds the site.
        let link = site.node.tree.root.path(to: site.node.range.lowerBound).last { candidate in
            candidate.kind == .functionCallExpr && candidate.calleeName == "NavigationLink" && candidate.index != site.node.index
                && candidate.range.upperBound >= site.node.range.upperBound
        }
        guard let first = link?.arguments.first, first.label == nil, let title = first.value?.stringLiteralValue else { return nil }
        return title
    }

    /// A literal of a state's type, for a state whose value Lifeline cannot compute (so that
    /// setting it shows whether it is kept); nil for a type without a simple literal.
    public static func literal(for state: ViewProperty, in model: SemanticModel) -> String? {
        var type = state.type ?? ""
        if type.hasSuffix("?") { return "nil" }
        while type.hasSuffix("!") { type.removeLast() }
        switch type {
        case "Bool": return "true"
        case "Int", "UInt", "Int64", "Int32": return "7"
        case "Double", "CGFloat", "Float", "TimeInterval": return "0.5"
        case "String": return "\"·\""
        default: break
        }
        if type.hasPrefix("[") && type.hasSuffix("]") { return type.contains(":") ? "[:]" : "[]" }
        if let declaration = state.typeKeys.compactMap({ model.types[$0] }).first, declaration.kind == .enum {
            let first = declaration.members.lazy.filter { $0.node.kind == .enumCaseDecl }.flatMap { $0.node.children(.enumCaseElement) }
                .first { $0.child(.parameterClause) == nil }
            if let name = first?.firstToken?.identifierText { return (declaration.key.rawValue == declaration.simpleName ? declaration.simpleName : "") + ".\(name)" }
        }
        return nil
    }

    /// A Swift expression that gives a state a different value than it has, as text for a `set`
    /// action; nil when Lifeline has none to give (a struct, a dictionary, an enum of one case).
    public static func changed(_ state: ViewProperty, in model: SemanticModel) -> String? {
        let name = state.name
        var type = state.type ?? ""
        // The workspace type the state's type names, resolved where the state is declared.
        let declared: TypeDeclaration? = state.typeKeys.compactMap { model.types[$0] }.first
        let optional = type.hasSuffix("?")
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        // A value of the type, other than `current`, for the simple types.
        func other(_ type: String, _ current: String) -> String? {
            switch type {
            case "Bool": return "!\(current)"
            case "Int", "Double", "CGFloat", "Float", "UInt", "Int64", "Int32": return "\(current) + 1"
            case "String": return "\(current) + \"·\""
            default: break
            }
            // An enum of the workspace with two cases or more without associated values.
            if let declaration = declared, declaration.kind == .enum {
                let cases = declaration.members.filter { $0.node.kind == .enumCaseDecl }.flatMap { $0.node.children(.enumCaseElement) }
                    .filter { $0.child(.parameterClause) == nil }.compactMap { $0.firstToken?.identifierText }
                // Qualified when Swift can write it at the top level: `.none` alone reads as nil.
                let prefix = declaration.key.rawValue == declaration.simpleName ? declaration.simpleName : ""
                if cases.count >= 2 { return "(\(current) == \(prefix).\(cases[0]) ? \(prefix).\(cases[1]) : \(prefix).\(cases[0]))" }
            }
            return nil
        }
        if optional {
            // An optional enum of the workspace: to its first case without associated values and back to nil.
            if let declaration = declared, declaration.kind == .enum,
                let first = declaration.members.lazy.filter({ $0.node.kind == .enumCaseDecl }).flatMap({ $0.node.children(.enumCaseElement) })
                    .first(where: { $0.child(.parameterClause) == nil })?.firstToken?.identifierText
            {
                let prefix = declaration.key.rawValue == declaration.simpleName ? declaration.simpleName : ""
                return "(\(name) == nil ? \(prefix).\(first) : nil)"
            }
            // To nil, and back to a value when the type has simple ones.
            if let value = other(type, "\(name)!") {
                let fresh: String
                switch type {
                case "Bool": fresh = "true"
                case "String": fresh = "\"·\""
                case "Int", "Double", "CGFloat", "Float", "UInt", "Int64", "Int32": fresh = "1"
                default: fresh = value.replacingOccurrences(of: "\(name)!", with: "\(name)")
                }
                if !fresh.contains(name) { return "(\(name) == nil ? \(fresh) : nil)" }
            }
            // Only to nil: a change while it holds a value.
            if state.initialValue.map({ $0.node.squashedText != "nil" }) ?? false { return "nil" }
            return nil
        }
        if let element = arrayElement(of: state) {
            // An array: one element fewer (it must have one), or one more of a simple kind
            // (`growingElements`).
            switch element {
            case "Int", "Double": return "\(name) + [0]"
            case "String": return "\(name) + [\"·\"]"
            default: return "(\(name).isEmpty ? \(name) : Array(\(name).dropLast()))"
            }
        }
        if let value = other(type, name) { return value }
        // An untyped `@State var x = literal`.
        if let value = state.initialValue, value.kind == .literal {
            let text = value.node.squashedText
            if text == "true" || text == "false" { return "!\(name)" }
            if Int(text) != nil || Double(text) != nil { return "\(name) + 1" }
            if text.hasPrefix("\"") { return "\(name) + \"·\"" }
        }
        return nil
    }
}
