import Ownership
import Semantics
import Simulator
import Syntax

extension Snapshot {
    /// The settings of a hover's simulation: a smaller step budget than the command line's (a
    /// hover must answer quickly), and a placeholder for an environment object nothing on the
    /// simulated path injects (the lines say so).
    static var hoverSettings: SimulationSettings { hoverSettings(nil) }

    /// The hover settings, stopped by `cancellation`.
    static func hoverSettings(_ cancellation: SimulationCancellation?) -> SimulationSettings {
        var settings = SimulationSettings()
        settings.stepBudget = 200_000
        settings.placeholderEnvironment = true
        settings.cancellation = cancellation
        return settings
    }

    /// The placeholder environment objects a run's notes name, sorted.
    static func placeholders(in events: [Event]) -> Set<String> {
        Set(events.compactMap(\.placeholder))
    }

    /// An App's property: the App launched as the root, which nothing removes.
    func appOutcome(app: ViewType, property: ViewProperty, cancellation: SimulationCancellation? = nil) throws -> Result<[String], NotSimulated> {
        func no(_ why: String) -> Result<[String], NotSimulated> { .failure(NotSimulated(text: why)) }
        guard let simulation = try? Simulation(program: program, root: app.key.rawValue, settings: Snapshot.hoverSettings(cancellation)) else {
            return no("`\(app.name)` is not compiled for the simulated platform")
        }
        let launch = simulation.launch()
        if simulation.wasCancelled { throw SimulationCancelledError() }
        if let stop = simulation.budgetStop {
            return no("launching `\(app.name)` was cut short: the simulation \(stop.clause), so nothing is claimed from it")
        }
        if simulation.hasCrashed {
            return no("launching `\(app.name)` crashed: \(launch.events.last { $0.kind == .crash }?.message ?? "")")
        }
        let owner = Owner(type: app.key.rawValue, name: app.name, .property(property.name))
        let made = launch.events.filter { $0.kind == .objectInit && $0.owner == owner }
        var line: String
        if let held = simulation.held(view: app.key, property: property.name), held.object != nil {
            let type = held.type ?? property.type ?? "object"
            if held.owner == owner {
                line = "At launch, `\(app.name).\(property.name)` makes its `\(type)`" + (made.count > 1 ? " (\(made.count) made at launch, the last one kept)" : "")
                line += ". An App is never removed or re-created while the app runs, so this `\(type)` lives as long as the app"
            } else {
                line = "At launch, `\(app.name).\(property.name)` holds a `\(type)` made by \(Snapshot.describeOwner(held.owner, isPlaceholder: held.placeholderType != nil)); it lives as long as what made it keeps it"
            }
        } else if property.wrapper == .state, let held = simulation.held(view: app.key, property: property.name), !held.isUnknown {
            line = "At launch, `\(app.name).\(property.name)` is \(Snapshot.plain(held.text)). An App is never removed or re-created while the app runs, so this state lives as long as the app"
        } else {
            return no("launching `\(app.name)` gives `\(property.name)` no value Lifeline can follow (it comes from code outside the workspace or that the simulator does not run)")
        }
        let placeholders = Snapshot.placeholders(in: launch.events)
        if !placeholders.isEmpty { line += " (with a placeholder \(placeholders.sorted().map { "`\($0)`" }.joined(separator: ", ")))" }
        return .success([line + "."])
    }

    /// Where the app shows a view, and what that container does to a `@State` of it: from the
    /// view's construction sites in view bodies (two at most, then how many more), each by the
    /// innermost container around it (docs/lifecycle-model.md, "Containers"). Empty when no body
    /// of the workspace builds the view.
    func containerLines(view: ViewType, property: ViewProperty) -> [String] {
        var sites = model.constructionSites(of: view.key).filter { model.parentView(of: $0) != nil }
        guard !sites.isEmpty else { return [] }
        // The places the simulated build compiles (an iPhone's, not Mac Catalyst's `#if`), when
        // there are any: a container only another build uses is not the one the app shows it in.
        let compiled = sites.filter { model.isCompiledOnSimulatedDevice($0, preferring: simulatedPlatform) }
        if !compiled.isEmpty { sites = compiled }
        // One sentence per parent and container, with every place it applies to.
        var said: [(key: String, sentence: (String) -> String, places: [String])] = []
        var counted = 0
        for site in sites {
            guard let parent = model.parentView(of: site) else { continue }
            let place = model.describe(site.location).split(separator: "/").last.map(String.init) ?? model.describe(site.location)
            // A `@StateObject` the view makes lives in the same storage as a `@State`: a new view
            // identity makes a new object (S1), said of the object.
            let objectType = property.wrapper == .stateObject ? property.type.map(TypeDeclaration.baseName) : nil
            let name = objectType.map { "its `\($0)` (`\(property.name)`)" } ?? "`\(property.name)`"
            let over = objectType == nil ? "starts over" : "is made anew"
            // What a user sees first: a sheet or a push before a tab or an `.id`, those before a
            // branch inside them (each starts the state over; the outer one is the one a user
            // knows the screen by).
            func rank(_ context: StructuralContext) -> Int? {
                switch context {
                case .presentation(let kind): return kind == "Menu" ? nil : 0
                case .navigationLinkDestination, .navigationDestination: return 0
                case .tabView, .explicitIdentity, .lazyContainer: return 1
                // `if #available(…)` gives the same answer for the whole run: never taken again.
                case .branch(let condition, _) where (condition.hasPrefix("#available") || condition.hasPrefix("#unavailable")) && condition.firstIndex(of: ")") == condition.indices.last:
                    return nil
                case .branch, .forEach: return 2
                default: return nil
                }
            }
            // A function of the parent handed on as a value builds it where that code calls it:
            // the containers around the name are not where it is shown.
            let handedOn = site.contexts.lazy.compactMap { context -> String? in if case .functionValue(let name) = context { return name } else { return nil } }.last
            // Content given to another module's view (`CollectionHStack { item in Row() }`): how
            // long it lasts there is that view's; containers inside that content still count.
            let externalIndex = site.contexts.lastIndex { if case .externalContainer = $0 { return true } else { return false } }
            let inner = site.contexts.enumerated().filter { entry in externalIndex.map { entry.offset > $0 } ?? true }
            // The innermost presentation, push or tab is the one that shows the view; of branches
            // and lists, the outermost: it is the one that takes the whole screen's part away, and
            // often the one storage decides (an inner `switch` over a constant the parent was
            // given never switches while the parent lives).
            let chosen = handedOn != nil ? nil : inner.compactMap { entry in rank(entry.element).map { (rank: $0, depth: $0 == 2 ? entry.offset : -entry.offset, offset: entry.offset, context: entry.element) } }
                .min { ($0.rank, $0.depth) < ($1.rank, $1.depth) }
            let container = chosen?.context
            /// An `if` or `switch` case as a sentence names it.
            func branchWords(_ condition: String, _ branch: Int) -> String {
                let shown = condition.count > 48 ? String(condition.prefix(48)) + "…" : condition
                // The branch the call is in: an `if`'s own, or its `else`.
                return shown.hasPrefix("switch ") ? "a case of `\(shown)`" : branch == 0 ? "`if \(shown)`" : "the `else` of `if \(shown)`"
            }
            /// Whether a condition reads only the parent's plain `let` properties: what the call
            /// that built the parent fixed, so it never changes while the parent lives.
            func fixedForParent(_ condition: String) -> Bool {
                let words = condition.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
                let keywords: Set<String> = ["switch", "if", "let", "var", "case", "nil", "true", "false", "self", "is", "as"]
                let names = words.filter { !keywords.contains($0) && !($0.first?.isNumber ?? true) }
                // The first name is the parent's, and every name of the parent's read is a plain `let`
                // (the others are members, cases and types written after it).
                guard let first = names.first, parent.property(first) != nil else { return false }
                return names.compactMap { parent.property($0) }.allSatisfy { $0.wrapper == .none && !$0.isComputed && $0.isLet }
            }
            // Branches inside the outermost one (or inside the `ForEach`) that the sentence names:
            // each takes the view away when it changes, as the outer one does; not one over what
            // the parent was given, which never switches while the parent lives.
            let innerBranches: [String] = chosen.map { chosen in
                guard chosen.rank == 2 else { return [] }
                return inner.filter { $0.offset > chosen.offset }.compactMap { entry -> String? in
                    guard case .branch(let condition, let branch) = entry.element, rank(entry.element) != nil, !fixedForParent(condition) else { return nil }
                    return branchWords(condition, branch)
                }
            } ?? []
            let alsoUnder = innerBranches.isEmpty ? "" : ", and under " + innerBranches.joined(separator: " and ") + " inside it"
            let own = objectType.map { "its own `\($0)` (`\(property.name)`)" } ?? "its own `\(property.name)`"
            let external: String? = container == nil ? externalIndex.flatMap { index in
                if case .externalContainer(let name) = site.contexts[index] { return name } else { return nil }
            } : nil
            // The sentence, given the places it applies to.
            // The root view of a hosting view the parent's code makes (`NSHostingView(rootView:
            // View())` in a body): a new hosting view, with a new view, each time that code runs.
            let hosting = model.roots.first { $0.kind == .hostingController && $0.location.file == site.location.file && $0.location.range.contains(site.location.range.lowerBound) }
            let sentence: (String) -> String
            // Code the model inlined into the parent's body from elsewhere (a method of a model
            // the body's action calls, a helper of another type) is named as such: the parent
            // does not build the view itself there.
            let inParent = (parent.declaration.location.file == site.location.file && parent.declaration.node.range.contains(site.location.range.lowerBound))
                || parent.declaration.members.contains { $0.file == site.location.file && $0.node.range.contains(site.location.range.lowerBound) }
            let builder = inParent ? "`\(parent.name)`" : "Code that `\(parent.name)` calls"
            // A view that builds its own type (a settings row nesting rows) builds another one.
            let child = parent.key == view.key ? "another `\(view.name)`" : "`\(view.name)`"
            switch container {
            case _ where hosting != nil:
                let call = hosting!.hostingCall ?? "a hosting view"
                sentence = { places in "`\(parent.name)`'s code makes a `\(call)` with `\(view.name)` as its root (\(places)): each time that code runs it makes a new one, whose `\(view.name)` starts with \(name) over; which one the app shows is that code's." }
            case nil where external != nil:
                sentence = { places in "\(builder) gives \(child) to `\(external!)`, another module's view, to show (\(places)): how long \(name) lasts there is up to that view, which Lifeline does not run." }
            case nil where handedOn != nil:
                sentence = { places in "`\(parent.name)` builds \(child) in its function `\(handedOn!)` (\(places)), which it hands to other code as a value: where that code shows it, and so how long \(name) lasts, is not known from here." }
            case .presentation(let kind)?:
                sentence = { places in "\(builder) presents \(child) in a `.\(kind)` (\(places)): \(name) \(over) each time it is presented." }
            case .navigationLinkDestination?:
                sentence = { places in "\(builder) pushes \(child) (\(places)): \(name) \(over) each time it is pushed, and goes when it is popped." }
            case .navigationDestination?:
                // A destination for a type of value: every stack that declares it may push the
                // screen, and whether one does is up to what is pushed there; said once per place.
                sentence = { places in "`\(view.name)` is a screen a `navigationDestination` builds for the value pushed on a navigation stack (\(places)): \(name) \(over) each time it is pushed, and goes when it is popped." }
            case .branch(let condition, let branch)?:
                let written = branchWords(condition, branch)
                let taken = innerBranches.isEmpty ? "that branch is" : "one of these branches is"
                sentence = { places in "\(builder) shows \(child) under \(written) (\(places))\(alsoUnder): \(name) \(over) each time \(taken) taken again." }
            case .tabView?:
                sentence = { places in "`\(view.name)` is a tab of a `TabView` in `\(parent.name)` (\(places)): \(name) is kept while the user switches tabs." }
            // A `Table` builds its columns' content once per row of its data.
            case .lazyContainer(let kind)? where kind == "Table" || site.contexts.contains(where: { if case .forEach = $0 { return true } else { return false } }):
                sentence = { places in "\(builder) shows \(child) as rows of a `\(kind)` (\(places)): each row has its own \(name); whether it is kept when a row scrolls out of view and back is not settled (sources disagree)." }
            case .lazyContainer(let kind)?:
                // Written once in the container, not per element: one view, one state.
                sentence = { places in "\(builder) writes \(child) into a `\(kind)` outside any `ForEach` (\(places)): one \(child) where it is written, not one per row, each with its own \(name); whether it is kept when it scrolls out of view and back is not settled (sources disagree)." }
            case .forEach?:
                let stays = innerBranches.isEmpty ? "while its element's identity stays" : "while its element's identity stays and \(innerBranches.count == 1 ? "that branch stays" : "those branches stay") taken"
                sentence = { places in "\(builder) builds \(child) for elements of a `ForEach` (\(places))\(alsoUnder): each keeps \(own) \(stays)." }
            case .explicitIdentity(let identity)?:
                sentence = { places in "\(builder) shows \(child) under an `.id(\(identity))` (\(places)): \(name) \(over) whenever that identity changes." }
            default:
                sentence = { places in "`\(parent.name)` builds \(child) in its body (\(places)): \(name) is kept as long as `\(parent.name)` shows it there." }
            }
            let key = sentence("")
            if let index = said.firstIndex(where: { $0.key == key }) {
                if !said[index].places.contains(place) { said[index].places.append(place) }
                counted += 1
            } else if said.count < 2 {
                said.append((key, sentence, [place]))
                counted += 1
            }
        }
        // Every place outside previews that builds it, in a body or not (a model's helper, a
        // route): the ones not named are counted.
        let index = model.injectionIndex
        let more = max(0, model.constructionSites(of: view.key).filter { !index.isInPreview($0.location) }.count - counted)
        guard !said.isEmpty else { return [] }
        let sentences = said.map { $0.sentence($0.places.map { "`\($0)`" }.joined(separator: ", ")) }
        return ["In the app: " + sentences.joined(separator: " ") + (more > 0 ? " (Lifeline finds \(more) more place\(more == 1 ? "" : "s") that build\(more == 1 ? "s" : "") it, and may miss others.)" : "")]
    }

    /// Who made an object, as a hover says it.
    static func describeOwner(_ owner: Owner?, isPlaceholder: Bool = false, standIn: StandInParent? = nil) -> String {
        if isPlaceholder || owner?.role == .placeholder { return "no view here (a placeholder for the one an ancestor injects)" }
        guard let owner else { return "code Lifeline cannot name" }
        if owner.typeKey == StandInParent.typeName {
            // The generated parent: its own properties are the stand-in's placeholders or copies.
            guard let name = owner.property else { return "the stand-in parent's body" }
            if name.hasPrefix("__lifeline") { return "the stand-in parent" }
            if let standIn, let real = standIn.realParent, standIn.copiedWithValue.contains(name) { return "`\(real).\(name)`'s initial value (copied into the stand-in parent)" }
            // Copied without a value to copy: what the real parent holds there comes from its
            // initializer's caller, which the stand-in does not have.
            if let standIn, let real = standIn.realParent, standIn.copied.contains(name) { return "the stand-in parent's placeholder for `\(real).\(name)` (which has no initial value)" }
            return "the stand-in parent's placeholder `\(name)`"
        }
        return plain(owner)
    }

    /// A value as the simulator writes it, in a hover's words: objects by their type, without the
    /// simulator's numbering (`[Tracker#1, Tracker#2]` reads `[Tracker, Tracker]`).
    static func plain(_ text: String) -> String {
        // A closure is written `(Function)` in traces: a hover says "a closure".
        if text == "(Function)" { return "a closure" }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "#", result.last.map({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == ">" }) == true,
                let next = text.index(index, offsetBy: 1, limitedBy: text.endIndex), next < text.endIndex, text[next].isNumber
            {
                var end = next
                while end < text.endIndex, text[end].isNumber { end = text.index(after: end) }
                index = end
                continue
            }
            result.append(character)
            index = text.index(after: index)
        }
        return result
    }

    /// Who made the object a property holds: "… made by `Parent`'s body, not by `Child`"; one
    /// made by a static property's initial value (the object it keeps, or one its initializer
    /// makes) is said to be made when that property was first set up, and the app's later code
    /// (an account switch that makes a new client) may give the view another.
    static func heldObjectLine(lead: String, what: String, owner described: String, madeBy owner: Owner?, view: String) -> String {
        if let owner, case .staticProperty(let name) = owner.role {
            return "\(lead) \(what) made when the static property `\(owner.typeName ?? owner.typeKey ?? "?").\(name)` was first set up (its initial value), not by `\(view)`; code that runs later may give the view another"
        }
        return "\(lead) \(what) made by \(described), not by `\(view)`"
    }

    /// An owner in a hover's words: `Parent.model`, "`Parent`'s own code (an initializer or a
    /// method)", "`Parent`'s body", "`Store.shared` (a static property)".
    static func plain(_ owner: Owner) -> String {
        let type = owner.typeName ?? owner.typeKey ?? "?"
        switch owner.role {
        case .property(let name): return "`\(type).\(name)`"
        case .notInstalled(let name): return "`\(type).\(name)`'s initial value, read before SwiftUI installed it"
        case .staticProperty(let name): return "`\(type).\(name)` (a static property)"
        case .code: return "`\(type)`'s own code (an initializer or a method)"
        case .body: return "`\(type)`'s body"
        case .placeholder: return "a placeholder"
        case .global(let name): return "the global `\(name)`"
        case .topLevel: return "top-level code"
        }
    }

    /// The run of `view` under its stand-in parent that every hover of its properties reads: made
    /// once per snapshot, with each `@State` of a value set to another value first. When those
    /// changes stop the run, a property's hover runs alone, with only its own change.
    func standInRun(view: ViewType, for property: ViewProperty, cancellation: SimulationCancellation? = nil) throws -> Result<StandInRun, NotSimulated> {
        let shared = try standInRuns.value(view.key) {
            let states = view.properties.filter { $0.wrapper == .state && !$0.isStatic && model.modelClass(of: $0) == nil }
            return try standInRun(view: view, settingFirst: states, cancellation: cancellation)
        }
        if case .failure(let reason) = shared, reason.stoppedByChanges {
            return try standInRun(view: view, settingFirst: property.wrapper == .state ? [property] : [], cancellation: cancellation).mapError { NotSimulated(text: $0.text) }
        }
        return shared.mapError { NotSimulated(text: $0.text) }
    }

    /// Why a stand-in run failed, and whether the changes made before the re-renders are to blame.
    struct StandInFailure: Error, Sendable {
        let text: String
        var stoppedByChanges = false
    }

    /// Runs `view` under its stand-in parent: launch, then each of `states` set to another value
    /// of its type, then three re-renders, a removal and a return; what each model property holds
    /// is noted after each stage.
    func standInRun(view: ViewType, settingFirst states: [ViewProperty], cancellation: SimulationCancellation? = nil) throws -> Result<StandInRun, StandInFailure> {
        func no(_ why: String, changes: Bool = false) -> Result<StandInRun, StandInFailure> { .failure(StandInFailure(text: why, stoppedByChanges: changes)) }
        if view.role == .dynamicProperty {
            return no("`\(view.name)` is a DynamicProperty: SwiftUI installs it inside each view that declares a property of its type, and Lifeline does not simulate one on its own yet")
        }
        // A declaration in a clause the simulated platform does not compile (`#if os(watchOS)`) has
        // nothing to run; another declaration of its name is not it.
        guard program.type(view.key) != nil else {
            return no("this declaration of `\(view.name)` is not compiled for the simulated platform")
        }
        guard let parent = standInParent(for: view) else {
            return no("no initializer of `\(view.name)` that a stand-in parent can call")
        }
        let hosted = program.adding(
            generated: parent.source, path: "<stand-in parent of \(view.name)>", aliases: [StandInParent.target: view.key.rawValue], namesFrom: parent.namesFrom)
        guard let simulation = try? Simulation(program: hosted, root: StandInParent.typeName, settings: Snapshot.hoverSettings(cancellation)) else {
            return no("`\(view.name)` is not compiled for the simulated platform")
        }
        simulation.keepsSteps = false
        let properties = view.properties.filter { isModelProperty($0) }.map(\.name)
        func heldNow() -> [String: HeldValue] {
            var values: [String: HeldValue] = [:]
            for name in properties { values[name] = simulation.held(view: view.key, property: name) }
            return values
        }
        let launch = simulation.launch()
        if simulation.wasCancelled { throw SimulationCancelledError() }
        if let stop = simulation.budgetStop {
            return no("under a stand-in parent, building `\(view.name)` was cut short: the simulation \(stop.clause), so nothing is claimed from it")
        }
        if simulation.hasCrashed {
            // With placeholder values the run may take paths the app never takes: the stop is the
            // run's, not a crash established in the app.
            return no("under a stand-in parent, building `\(view.name)` stopped the run (\(launch.events.last { $0.kind == .crash }?.message ?? "")); the stand-in's placeholder values may cause that, so it is not a crash established in the app")
        }
        guard launch.events.contains(where: { $0.kind == .viewInit && $0.viewKey == view.key.rawValue }) else {
            return no("a stand-in parent could not build `\(view.name)`")
        }
        var run = StandInRun(parent: parent, launchEvents: launch.events)
        run.placeholders = Snapshot.placeholders(in: launch.events)
        run.first = heldNow()
        // What each state's storage started as, before code run as the view appears set it: the
        // value a state goes back to, whether or not the run can set it to another below.
        for state in states {
            if let seed = simulation.stateSeed(view: view.key, property: state.name) { run.seeds[state.name] = seed }
        }
        // A state of a value gets another value first, so that "kept" and "starts over" mean
        // something; one the view's own code set to what Lifeline cannot compute gets a literal.
        for state in states {
            guard let first = run.first[state.name], first.object == nil else { continue }
            let known = !first.isUnknown
            guard let value = known ? Snapshot.changed(state, in: model) : Snapshot.literal(for: state, in: model),
                case let action = Action.set(view: view.key.rawValue, occurrence: 0, property: state.name, value: value)
            else { continue }
            guard let step = try? simulation.perform(action), !simulation.hasCrashed else {
                if simulation.wasCancelled { throw SimulationCancelledError() }
                if simulation.hasCrashed { return no("setting `\(state.name)` \(Snapshot.stopped(simulation))", changes: true) }
                continue
            }
            run.placeholders.formUnion(Snapshot.placeholders(in: step.events))
            var changed = simulation.held(view: view.key, property: state.name)
            // A value each re-initialization also offers (`_flag = State(initialValue: true)` in
            // `init`) would look kept even if it were reset: a Bool goes back to the other one.
            if let seed = simulation.stateSeed(view: view.key, property: state.name), seed.text == changed?.text, state.type == "Bool",
                (try? simulation.perform(.set(view: view.key.rawValue, occurrence: 0, property: state.name, value: "!\(state.name)"))) != nil,
                !simulation.hasCrashed
            {
                changed = simulation.held(view: view.key, property: state.name)
            }
            if let seed = simulation.stateSeed(view: view.key, property: state.name) { run.seeds[state.name] = seed }
            run.changed[state.name] = changed
        }
        run.beforeTicks = heldNow()
        for (index, action) in StandInParent.actions.enumerated() {
            guard let step = try? simulation.perform(action), !simulation.hasCrashed else {
                if simulation.wasCancelled { throw SimulationCancelledError() }
                break
            }
            run.placeholders.formUnion(Snapshot.placeholders(in: step.events))
            switch index {
            case 0..<3:
                run.ticks += 1
                run.tickEvents += step.events
                run.afterTicks = heldNow()
            case 3:
                run.removalEvents = step.events
            default:
                run.returnEvents = step.events
                run.afterReturn = heldNow()
            }
        }
        guard run.ticks == 3 else {
            return no("under a stand-in parent, re-rendering `\(view.name)`'s parent \(Snapshot.stopped(simulation))", changes: !states.isEmpty)
        }
        return .success(run)
    }

    /// How an action that ended a run is told: cut short by the step budget, or a stop.
    static func stopped(_ simulation: Simulation) -> String {
        if let stop = simulation.budgetStop { return "cut the simulation short (it \(stop.clause))" }
        return "stopped the simulation"
    }

    /// Where an environment object of a type comes from in the app, as a hover says it: the
    /// copied call's own `.environmentObject(…)`, else how many places outside previews inject
    /// one (which of them reaches the view is not known here), or that none does.
    func injectedBy(_ type: String, copied parent: StandInParent? = nil, reader: ViewType? = nil) -> String {
        // The copied call's own injection first: that is where the object comes from.
        if let parent, let own = parent.injections.first(where: { $0.type.map { TypeDeclaration.baseName($0) == TypeDeclaration.baseName(type) } ?? false }) {
            return "in the app, this call gets it from `.environmentObject(\(own.expression))` at `\(own.place)`, which the stand-in can only fill with a placeholder"
        }
        if let parent, parent.injections.count == 1, let only = parent.injections.first, only.type == nil {
            return "in the app, this call injects `\(only.expression)` at `\(only.place)`; if that is a `\(type)`, it is this one"
        }
        // Every injection of the workspace, wherever it is written; previews inject for themselves
        // and are not where the app's object comes from. Which of the others reaches this view is
        // not known here, so none is named as the one.
        let index = model.injectionIndex
        // What the reading view's own code injects is below it (`OwnershipAnalysis.isInInstanceCode`).
        let injections = model.appInjections(of: type).filter { injection in reader.map { !OwnershipAnalysis.isInInstanceCode(of: $0, injection.location, in: model) } ?? true }
        let previewOnly = (index.byType[model.canonicalName(type)] ?? []).contains { index.isInPreview($0.location) && ($0.type.map { model.sameEnvironmentType($0, type) } ?? true) }
        if injections.isEmpty {
            // Injections whose type Lifeline cannot tell, and other modules' container views, may
            // supply it: "nothing injects" is said only when neither exists.
            let untold = index.untyped.filter { !index.isInPreview($0.location) }
            var said = previewOnly ? "Lifeline finds only previews injecting `\(type)`" : "Lifeline finds no injection of `\(type)` in the workspace"
            if let first = untold.first {
                said += "; \(untold.count == 1 ? "one injection" : "\(untold.count) injections") whose type Lifeline cannot tell may (first: `\(first.expression)` at `\(Snapshot.place(first.location, in: model))`)"
            }
            if let container = model.externalContainers.first {
                said += "; another module's view (`\(container)`\(model.externalContainers.count > 1 ? " and \(model.externalContainers.count - 1) more" : "")) may inject it into the content it is given"
            }
            if untold.isEmpty && model.externalContainers.isEmpty && !previewOnly { return "Lifeline finds no injection of `\(type)` in the workspace" }
            return said
        }
        let first = injections[0]
        let how = first.through.isEmpty ? "" : " through \(first.through.map { "`\($0)`" }.joined(separator: " → "))"
        // Injections whose type Lifeline cannot tell exactly (no type, or an alias the workspace
        // gives several types, one of them this) may be of it too: counted apart, not left out.
        let mayBe = index.untyped.filter { !index.isInPreview($0.location) && ($0.type.map { model.sameEnvironmentType($0, type) } ?? true) }
        let more = mayBe.first.map { other in
            "; \(mayBe.count == 1 ? "one more injection" : "\(mayBe.count) more injections") whose type Lifeline cannot tell may be one (first: `\(other.expression)` at `\(Snapshot.place(other.location, in: model))`)"
        } ?? ""
        // The injections on the chains of views above the reader come first, as the Ownership
        // section gives them: naming another as "first" would point at one that never reaches it.
        if let reader, case let above = OwnershipAnalysis.injectionsAbove(reader, among: injections, in: model), let nearest = above.first {
            let through = nearest.injection.through.isEmpty ? "" : " through \(nearest.injection.through.map { "`\($0)`" }.joined(separator: " → "))"
            let chain = nearest.chain.map { "`\($0)`" }.joined(separator: " → ")
            var others = above.count > 1 ? "; Lifeline finds \(above.count - 1) more above it" : ""
            let elsewhere = injections.count - above.count
            if elsewhere > 0 { others += "; \(elsewhere) more outside previews \(elsewhere == 1 ? "is" : "are") not traced to this one" }
            return "in the app, `\(nearest.injection.expression)`\(through) at `\(Snapshot.place(nearest.injection.location, in: model))` injects it above this view (\(chain))\(others)\(more)"
        }
        if injections.count == 1 {
            return "in the app, it comes from whatever injects it above this view; outside previews Lifeline finds one injection of `\(type)`, at `\(Snapshot.place(first.location, in: model))`\(how), and does not trace it to this one: whether it reaches this view is not known\(more)"
        }
        return "in the app, it comes from whatever injects it above this view; outside previews Lifeline finds \(injections.count) injections of `\(type)` and traces none of them to this one: which of them reaches this view is not known\(more)"
    }

    /// What may keep an object the app let go of: code Lifeline does not run that was handed a
    /// closure or value holding it (`Event.mayBeKeptBy`). Follows "the old one" or "which".
    static func mayLiveOn(_ keptBy: String) -> String {
        " may live on: its own code hands \(keptBy) a closure or value that holds it, and that code, which Lifeline does not run, may keep it"
    }

    /// `App.swift:40`: a place as a hover names it (the file's name and the line).
    static func place(_ location: Location, in model: SemanticModel) -> String {
        let path = model.files[location.file].path
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return "\(name):\(model.lineAndColumn(location).line)"
    }

    /// The lines of a run under a stand-in parent (`StandInParent`): the view re-initialized three
    /// times by its parent, then removed and shown again.
    /// - Parameter unknownStart: whether a `@State` of a value whose start the run could not
    ///   compute gets the one line SwiftUI's storage rule gives (asked last, after the runs from
    ///   the view's real ancestors, which say more).
    func standInOutcome(view: ViewType, property: ViewProperty, unknownStart: Bool = false, cancellation: SimulationCancellation? = nil) throws -> Result<[String], NotSimulated> {
        func no(_ why: String) -> Result<[String], NotSimulated> { .failure(NotSimulated(text: why)) }
        let run: StandInRun
        switch try standInRun(view: view, for: property, cancellation: cancellation) {
        case .success(let made): run = made
        case .failure(let reason): return .failure(reason)
        }
        let parent = run.parent
        let owner = Owner(type: view.key.rawValue, name: view.name, .property(property.name))
        var held = property.type ?? ""
        while held.hasSuffix("?") || held.hasSuffix("!") { held.removeLast() }
        let heldType = held.isEmpty ? nil : TypeDeclaration.baseName(held)
        // Made by this property's initial value, or by the view's own initializer (a default
        // argument `init(model: Model = Model())`, an assignment in `init`).
        let ownCode = Owner(type: view.key.rawValue, name: view.name, .code)
        func madeHere(_ maker: Owner?) -> Bool { maker == owner || maker == ownCode }
        func ours(_ event: Event) -> Bool {
            event.kind == .objectInit && madeHere(event.owner) && (heldType == nil || event.type.map(TypeDeclaration.baseName) == heldType)
        }
        let valueState = property.wrapper == .state && model.modelClass(of: property) == nil
        // A `@State` of a value whose start the run could not compute, and which the run could not
        // set to another: it still shows the view kept through the parent's re-renders and built
        // again after a removal, and SwiftUI's storage rule (S1) says the rest without the value:
        // kept, and back to what its declaration computes (said as written: the value is the
        // app's). Not for a start an initializer or the caller gives (it depends on the call).
        let unknownValueState: Bool = {
            guard unknownStart, valueState, let first = run.first[property.name], first.isUnknown, run.changed[property.name] == nil,
                run.afterTicks[property.name] != nil, run.afterReturn[property.name] != nil,
                let initial = property.initialValue, initial.node.squashedText.count <= 80
            else { return false }
            return !Snapshot.initSetsState(view, property) && !startsFromCaller(view, property)
        }()
        guard let first = run.first[property.name], !first.isUnknown || (valueState && run.changed[property.name] != nil) || unknownValueState else {
            // A type from a package or the SDK: the simulator runs none of its code.
            let base = TypeDeclaration.baseName(property.type ?? "")
            if !base.isEmpty, property.typeKeys.isEmpty,
                SyntaxNode.isTypeStyle(base), !["Bool", "Int", "Double", "String", "CGFloat", "Float", "Date", "UUID", "URL", "Binding"].contains(base)
            {
                return no("`\(property.name)` holds a `\(base)`, a type from outside the workspace (a package or the SDK), whose code the simulator does not run")
            }
            let unknown = parent.placeholders.isEmpty ? "" : " (values the stand-in made up for the call: \(parent.placeholders.joined(separator: ", ")))"
            return no("under a stand-in parent, `\(property.name)` gets a value the simulator cannot follow\(unknown)")
        }
        guard let afterTicks = run.afterTicks[property.name] else {
            return no("under a stand-in parent, `\(view.name)` was gone after its parent re-rendered")
        }
        let changedTo = run.changed[property.name].flatMap { _ in run.beforeTicks[property.name] }
        let afterReturn = run.afterReturn[property.name]
        let firstKnown = !first.isUnknown
        // `nil` in a state whose type is not optional is the simulator's (a value it could not
        // compute), not the app's.
        let nilIsUnknown = !Snapshot.mayBeNil(property)
        func shown(_ value: HeldValue) -> String { value.isUnknown || (value.isNil && nilIsUnknown) ? "a value Lifeline cannot compute" : "`\(Snapshot.plain(value.text))`" }
        // A value code run as the view appears (`.task`, `onAppear`) sets is the app's only when
        // that code took the way the app takes: once it met a value Lifeline could not compute
        // (`UserDefaults.standard.bool(forKey:)` deciding a first launch), which way it took, and
        // so what it set, is the run's, not established for the app.
        let appearIndex = run.launchEvents.firstIndex { $0.kind == .viewAppear && $0.viewKey == view.key.rawValue }
        // The property's own sets after the view appeared, each stamped with the unknowns the
        // step had met by then (every one, not only the first note of a place).
        let appearMetUnknowns = appearIndex.map { index in
            let appeared = run.launchEvents[index].unknownsBefore
            return run.launchEvents[index...].contains { $0.kind == .stateSet && $0.owner?.property == property.name && $0.viewKey == view.key.rawValue && $0.unknownsBefore > appeared }
        } ?? false
        let onAppearing = appearMetUnknowns
            ? "which code run as the view appears sets in this run, after the run met values Lifeline could not compute, so in the app that code may set another or none"
            : "which is set once the view has appeared"
        /// The removal line from the state's starting value, when the run knows it (new storage
        /// starts there; code run as the view appears, a `.task` or `onAppear`, may set it then):
        /// nil for a state an initializer sets, whose start depends on the parent's arguments.
        /// A starting value as the hover says it: the run's, unless the declaration computes it
        /// (`= AppUserDefaults.shared.islandName`, `= Date()`): then that expression, with the
        /// run's value as this run's only (storage the app has filled may give another).
        func declared(_ text: String) -> String {
            let value = Snapshot.plain(text)
            guard let initial = property.initialValue, initial.kind != .literal else { return "`\(value)`" }
            let written = initial.node.squashedText
            // A case written with its type (`FieldKind.none`) is the case the run shows.
            let member = value.hasPrefix(".") ? value : "." + value
            guard written != value, !written.hasSuffix(member), written.count <= 80 else { return "`\(value)`" }
            return "its initial value `\(written)` (`\(value)` in this run)"
        }
        /// The one line of a `@State` whose run shows only what every `@State` does. A view the
        /// app shows only as the root of a hosting wrapper its code makes has no SwiftUI parent:
        /// nothing above re-renders it, and each wrapper that code makes shows a new one.
        func stateLine(_ backTo: String) -> String {
            if let wrapper = parent.hostingWrapper, let place = parent.outsideViewsPlace,
                model.constructionSites(of: view.key).allSatisfy({ model.parentView(of: $0) == nil })
            {
                return "No SwiftUI view above `\(view.name)` re-renders it: it is the root view of the `\(wrapper)` the code at `\(place)` makes, and each one that code makes shows a new `\(view.name)`, whose `\(property.name)` starts at \(backTo)."
            }
            return "Kept when `\(view.name)`'s parent re-renders it; back to \(backTo) when `\(view.name)` is removed and shown again, as any `@State` (simulated under a stand-in parent)."
        }
        if unknownValueState, let initial = property.initialValue {
            return .success([stateLine("its initial value `\(initial.node.squashedText)`")] + containerLines(view: view, property: property))
        }
        /// The value a state starts over at when the view comes back: the one it was set up with,
        /// then what code run as the view appears sets; nil when the set-up value is not known.
        func startValue(_ afterReturn: HeldValue) -> String? {
            guard let seed = run.seeds[property.name], !seed.isUnknown, !(seed.isNil && nilIsUnknown), !startsFromCaller(view, property) else { return nil }
            // Another value after the return that no code set is the initial value evaluated
            // again (`UUID()`): said as written, without this run's values.
            let setAgain = run.returnEvents.contains { $0.kind == .stateSet && $0.owner?.property == property.name && $0.viewKey == view.key.rawValue }
            if afterReturn.text != seed.text && !setAgain {
                guard let initial = property.initialValue, initial.kind != .literal, initial.node.squashedText.count <= 80 else { return nil }
                return "its initial value `\(initial.node.squashedText)`, evaluated again"
            }
            let then = afterReturn.text == seed.text ? "" : " (then \(shown(afterReturn)), \(onAppearing))"
            return declared(seed.text) + then
        }
        func startsOver(_ afterReturn: HeldValue) -> String? {
            startValue(afterReturn).map { "When `\(view.name)` is removed and shown again: `\(property.name)` starts over at \($0)." }
        }
        let inits = run.tickEvents.filter { $0.kind == .viewInit && $0.viewKey == view.key.rawValue }.count
        let madeOnTicks = run.tickEvents.filter(ours).count
        let current = afterTicks.object ?? first.object
        let freedOnRemoval = current.map { label in run.removalEvents.contains { $0.kind == .objectDeinit && $0.object == label } } ?? false
        // Handed to code Lifeline does not run, which may keep it: "freed" is not established.
        let keptBy = current.flatMap { label in run.removalEvents.first { $0.kind == .objectDeinit && $0.object == label }?.mayBeKeptBy }
        let mayLiveOn = keptBy.map { Snapshot.mayLiveOn($0) } ?? ""
        let madeOnReturn = run.returnEvents.filter(ours).count
        let placeholders = run.placeholders

        var lines: [String] = []
        let placeholderNote = parent.placeholders.isEmpty ? "" : ", with placeholders for \(parent.placeholders.joined(separator: ", "))"
        lines.append("Under a stand-in parent that builds `\(view.name)` \(parent.origin)\(placeholderNote):")
        let reinit = inits > 0 ? "`\(view.name)` is re-initialized" : "`\(view.name)` is not re-initialized"
        let type = first.type ?? property.type ?? "object"
        if let object = first.object {
            if madeHere(first.owner) {
                // Made by this property.
                if madeOnTicks > 0 && afterTicks.object == object {
                    // A `@State` of a class before Xcode 27: each initialization makes one, SwiftUI keeps the first.
                    // Xcode 27's `@State` defers only the declaration's own initial value (S3); an
                    // object an initializer makes runs with that initializer, whatever the toolchain.
                    let toolchain = Snapshot.initSetsState(view, property)
                        ? "`\(view.name).init` makes it at every initialization, whatever the toolchain"
                        : "the `@State` of Xcode 26 and earlier evaluates its initial value at every initialization; Xcode 27's evaluates it once"
                    // Thrown away by SwiftUI, and perhaps kept by code Lifeline does not run.
                    let thrown = run.tickEvents.first { $0.kind == .objectDeinit && $0.owner == first.owner && $0.mayBeKeptBy != nil }?.mayBeKeptBy
                    lines.append("Each time the parent re-renders: \(reinit), and the same `\(type)` (made by `\(owner)`) is kept; each re-initialization also makes a new `\(type)` that SwiftUI throws away (\(toolchain))" + (thrown.map { "; each thrown-away one\(Snapshot.mayLiveOn($0))" } ?? "") + ".")
                } else if madeOnTicks > 0 {
                    // How many of the replaced ones are freed by the end is a matter of when the
                    // simulator collects them, not SwiftUI's: not said.
                    lines.append("Each time the parent re-renders: \(reinit), and `\(type)` is created again (\(madeOnTicks + 1) made in all over three re-renders): each new one starts from its initializer, and the one it replaces is freed once nothing else holds it.")
                } else if afterTicks.object == object {
                    lines.append("Each time the parent re-renders: \(reinit), and the same `\(type)` (made by \(first.owner == owner ? "`\(owner)`" : "`\(view.name)`'s initializer")) is kept.")
                } else {
                    lines.append("Each time the parent re-renders: \(reinit), and `\(property.name)` then holds \(afterTicks.object != nil ? "another `\(afterTicks.type ?? type)`" : Snapshot.plain(afterTicks.text)) instead of the first.")
                }
            } else {
                let whose =
                    first.placeholderType.map { asked in
                        // Named with its specialization (`Publisher<Int>` for a `NumberPublisher`): an
                        // alias of a specialization is another environment object than the others.
                        "`\(property.name)` holds a placeholder `\(asked)` (\(injectedBy(asked, copied: parent, reader: view))), not one `\(view.name)` makes."
                    }
                    ?? Snapshot.heldObjectLine(lead: "`\(property.name)` holds a", what: "`\(type)`", owner: Snapshot.describeOwner(first.owner, standIn: parent), madeBy: first.owner, view: view.name) + "."
                if afterTicks.object == object {
                    lines.append("\(whose) Each time the parent re-renders: \(reinit) with the same `\(type)`.")
                } else {
                    let afterUnknown = !passesANewObjectEachTime(property, of: view) && run.tickEvents.contains { $0.kind == .objectInit && $0.madeAfterUnknown && $0.type.map(TypeDeclaration.baseName) == TypeDeclaration.baseName(type) }
                    lines.append("\(whose) Each time the parent re-renders: \(reinit), and gets another `\(type)`" + (afterUnknown ? " in this run (made after the run met a value Lifeline could not compute, such as a lookup it does not run; in the app it may get the same one)." : "."))
                }
            }
            if let afterReturn {
                if madeHere(first.owner) {
                    if freedOnRemoval && madeOnReturn > 0 {
                        lines.append(keptBy == nil
                            ? "When `\(view.name)` is removed and shown again: its `\(type)` is freed, and a new one is made from its initializer."
                            : "When `\(view.name)` is removed and shown again: `\(view.name)` lets go of its `\(type)`, and a new one is made from its initializer; the old one\(mayLiveOn).")
                    } else if freedOnRemoval {
                        lines.append("When `\(view.name)` is removed and shown again: " + (keptBy == nil ? "its `\(type)` is freed" : "`\(view.name)` lets go of its `\(type)` (which\(mayLiveOn))") + ", and `\(property.name)` then holds \(afterReturn.object != nil ? "another `\(afterReturn.type ?? type)`" : Snapshot.plain(afterReturn.text)).")
                    } else {
                        // Still alive after the view went: a cycle among objects the run names
                        // (its deinit never runs), or a holder it cannot name (a task still running,
                        // a closure), which is the run's, not established for the app.
                        let label = current ?? ""
                        let cycle = (run.removalEvents + run.returnEvents).contains { $0.keptByCycle && $0.object == label }
                        lines.append(cycle
                            ? "When `\(view.name)` is removed and shown again: its `\(type)` is not freed: objects that hold each other (a reference cycle) keep it, so its deinit never runs."
                            : "When `\(view.name)` is removed and shown again: Lifeline cannot show its `\(type)` freed: something in the run (a task still running, a closure) still held it after `\(view.name)` went.")
                    }
                } else if !freedOnRemoval && afterReturn.object == object
                    && (first.placeholderType != nil || first.owner?.role == .placeholder
                        || (first.owner?.typeKey == StandInParent.typeName && !(first.owner?.property.map { parent.copiedWithValue.contains($0) } ?? false)))
                {
                    // The stand-in's own object or a placeholder: kept because the stand-in keeps it.
                    // Who decides in the app: the injection above the view for an environment
                    // object, the parent's argument for the rest.
                    let decides = property.wrapper.isEnvironment || property.wrapper == .environmentObject
                        ? "the object injected above `\(view.name)` decides" : "what the real parent passes decides"
                    lines.append("When `\(view.name)` is removed and shown again: `\(view.name)` gets the same `\(type)` back, because the stand-in parent keeps it; in the app, \(decides).")
                } else if !freedOnRemoval && afterReturn.object == object {
                    lines.append("When `\(view.name)` is removed and shown again: the `\(type)` is not freed, and `\(view.name)` gets the same one back.")
                } else if !freedOnRemoval {
                    // Another object made after the run met a value it could not compute (a cache
                    // lookup it does not run) is the run's: the app may hand back the same one.
                    let returnAfterUnknown = afterReturn.object != nil && !passesANewObjectEachTime(property, of: view)
                        && run.returnEvents.contains { $0.kind == .objectInit && $0.madeAfterUnknown && $0.type.map(TypeDeclaration.baseName) == TypeDeclaration.baseName(afterReturn.type ?? type) }
                    lines.append("When `\(view.name)` is removed and shown again: the `\(type)` is not freed; `\(view.name)` then holds \(afterReturn.object != nil ? "another `\(afterReturn.type ?? type)`" : Snapshot.plain(afterReturn.text))"
                        + (returnAfterUnknown ? " in this run (made after the run met a value Lifeline could not compute, such as a lookup it does not run; in the app it may get the same one)." : "."))
                } else {
                    lines.append(keptBy == nil
                        ? "When `\(view.name)` is removed and shown again: the `\(type)` is freed with it."
                        : "When `\(view.name)` is removed and shown again: `\(view.name)` lets go of the `\(type)`, which\(mayLiveOn).")
                }
            }
        } else if first.isBinding {
            // A binding to a state of the real parent (the stand-in holds its copy) or of another
            // view of the app: one line, naming the state as the app has it.
            if let binding = first.bindingOwner, inits > 0 {
                var real: String?
                // The copy stands for the real parent's state only when that property is a state
                // (a `@Binding` there is another view's state, which the stand-in cannot name).
                if binding.typeKey == StandInParent.typeName, let name = binding.property, let parentName = parent.realParent, parent.copied.contains(name),
                    let key = parent.realParentKey, model.views[key]?.property(name)?.wrapper == .state
                {
                    real = "\(parentName).\(name)"
                } else if binding.typeKey != StandInParent.typeName {
                    real = "\(binding)"
                }
                if let real {
                    return .success([
                        "A binding to `\(real)`: the value lives there, not in `\(view.name)`, and each re-render of the parent hands `\(view.name)` a binding to the same state (simulated under a stand-in parent)."
                    ])
                }
            }
            if let binding = first.bindingOwner {
                let target: String
                // A binding the real parent got from further up: where it leads (a state, an
                // object's property, a binding of the app's own making) is not traced.
                var passedOn = false
            if binding.typeKey == StandInParent.typeName, let name = binding.property, let parentName = parent.realParent, parent.copied.contains(name),
                let key = parent.realParentKey, let real = model.views[key]?.property(name)
            {
                // The stand-in holds a state where the app's parent has this property: named as
                // the app has it.
                target = real.wrapper == .binding
                    ? "the binding `\(parentName)` passes on from its own `\(name)`"
                    : "`\(parentName).\(name)`"
                passedOn = real.wrapper == .binding
            } else if binding.typeKey == StandInParent.typeName {
                let described = Snapshot.describeOwner(binding, standIn: parent)
                target = described == "the stand-in parent" ? "a state the stand-in parent holds" : described + " state"
            } else {
                target = "`\(binding)`"
            }
                if passedOn {
                    lines.append("`\(property.name)` is \(target): the value lives outside `\(view.name)`, where that binding leads (\(property.wrapper == .binding ? "see \"Where the value lives\"" : "not traced here")). Each time the parent re-renders: \(reinit).")
                } else {
                    lines.append("`\(property.name)` is a binding to \(target): the value lives there, not in `\(view.name)`. Each time the parent re-renders: \(reinit) with a binding to the same state.")
                }
            } else if let fallback = defaultBinding(for: property.name, of: view), Snapshot.isConstantBinding(fallback),
                case let labels = argumentLabels(for: property.name, of: view),
                case let sites = model.constructionSites(of: view.key).filter({ !model.isInPreview($0.location) }), !sites.isEmpty,
                sites.allSatisfy({ site in !site.arguments.contains { labels.contains($0.label ?? "_") } })
            {
                // No call passes one: the initializer's default constant is what it holds.
                lines.append("`\(property.name)` is the constant `\(fallback)` that `\(view.name).init` gives it by default: no call Lifeline follows passes a binding, so writes through it go nowhere.")
            } else {
                lines.append("`\(property.name)` is a binding the parent passes: the value lives outside `\(view.name)`\(property.wrapper == .binding ? " (see \"Where the value lives\")" : ", in storage Lifeline does not follow"). Each time the parent re-renders: \(reinit) with a `Binding` made again (which may lead to the same storage).")
            }
        } else if property.wrapper == .state {
            if let changedTo, changedTo.text != first.text || run.seeds[property.name].map({ $0.text != changedTo.text }) == true, !changedTo.isUnknown {
                let offered = run.seeds[property.name].flatMap { $0.text != changedTo.text ? $0.text : nil }
                // What every `@State` does, and nothing else: one line, without the run's setting.
                if offered == nil || offered == first.text, afterTicks.text == changedTo.text, let afterReturn, firstKnown, afterReturn.text == first.text, afterReturn.text != changedTo.text {
                    // What the storage starts as (the simulator's value when it set the state up),
                    // when code run as the view appears (`onAppear`, a child through a binding) then
                    // sets it: the state goes back to the first, and that code sets the second again.
                    // `nil` in a state whose type is not optional is the simulator's, not Swift's (a
                    // call whose result it could not compute): then the starting value is said.
                    let seed = run.seeds[property.name]
                    let artifact = first.isNil && nilIsUnknown
                    let shownFirst = Snapshot.plain(artifact ? (seed?.text ?? first.text) : first.text)
                    let back = seed.flatMap { seed -> String? in
                        guard !artifact, !seed.isUnknown, seed.text != first.text else { return nil }
                        return "`\(Snapshot.plain(seed.text))` (then `\(shownFirst)`, \(onAppearing))"
                    }
                    // A state an initializer sets (`_page = State(initialValue: index)`) starts from
                    // what that initializer computes from the parent's arguments: the stand-in's
                    // value is an example, not the app's.
                    let backTo = Snapshot.initSetsState(view, property)
                        ? "the value `\(view.name).init` gives it (`\(shownFirst)` with the stand-in parent's arguments)"
                        : startsFromCaller(view, property)
                        ? "the value the call that builds it passes for `\(property.name)` (`\(shownFirst)` with the stand-in parent's arguments\(property.initialValue.map { "; `\(Snapshot.plain($0.node.squashedText))` where a call passes none" } ?? ""))"
                        : back ?? (artifact ? "`\(shownFirst)`" : declared(first.text))
                    return .success([stateLine(backTo)] + containerLines(view: view, property: property))
                }
                if afterTicks.text == changedTo.text && changedTo.text == first.text, let offered {
                    let ofRun = appearMetUnknowns ? " (\(onAppearing))" : ""
                    // A value code run as the view appears set (a load that starts with
                    // `isFetching = true`) is the run's: that code may set another later (a
                    // completion the run did not reach).
                    let setOnAppear = run.seeds[property.name].map { !$0.isUnknown && $0.text != first.text } ?? false
                    let kept = setOnAppear
                        ? "keeps the value code run as the view appears gave it (`\(Snapshot.plain(changedTo.text))` in this run)"
                        : "keeps its value `\(Snapshot.plain(changedTo.text))`\(ofRun)"
                    lines.append("Each time the parent re-renders: \(reinit), and `\(property.name)` \(kept); the initial value `\(offered)` each re-initialization comes with is ignored, as SwiftUI keeps the stored one.")
                } else if afterTicks.text == changedTo.text {
                    // The value is the run's own setting, said as such: not one the app gives it.
                    lines.append("When `\(property.name)` is set to `\(Snapshot.plain(changedTo.text))` and the parent then re-renders: \(reinit), and `\(property.name)` keeps `\(Snapshot.plain(changedTo.text))`, as SwiftUI keeps a `@State` across re-initializations.")
                } else {
                    lines.append("Each time the parent re-renders: \(reinit), and `\(property.name)` goes from `\(Snapshot.plain(changedTo.text))` to \(shown(afterTicks)).")
                }
                if let afterReturn {
                    if startsFromCaller(view, property), let seed = run.seeds[property.name] {
                        // What the initialization gave (the seed), then what code run as the view
                        // appears set, if that differs.
                        let then = afterReturn.text == seed.text ? "" : "; then \(shown(afterReturn)), \(onAppearing)"
                        lines.append("When `\(view.name)` is removed and shown again: `\(property.name)` goes back to the value the call that builds it gives it (\(shown(seed)) with the stand-in parent's arguments\(then)).")
                    } else if afterReturn.text == first.text && firstKnown && afterReturn.text != changedTo.text {
                        lines.append("When `\(view.name)` is removed and shown again: `\(property.name)` starts over (`\(Snapshot.plain(first.text))` once the view has appeared\(appearMetUnknowns ? " in this run, set after it met values Lifeline could not compute" : "")).")
                    } else if let line = startsOver(afterReturn) {
                        lines.append(line)
                    } else if afterReturn.text != changedTo.text {
                        lines.append("When `\(view.name)` is removed and shown again: `\(property.name)` is set up again: it no longer holds `\(Snapshot.plain(changedTo.text))` but \(shown(afterReturn)).")
                    } else {
                        // Fresh storage that the view's own code set to the same value again.
                        lines.append("When `\(view.name)` is removed and shown again: `\(property.name)` is set up again (`\(Snapshot.plain(afterReturn.text))` once the view has appeared).")
                    }
                }
            } else if firstKnown {
                // A start the caller gives (the view's `init` sets the storage from a parameter):
                // the value shown is the stand-in's arguments', not one the app starts from.
                let fromCaller = startsFromCaller(view, property)
                // The run could not give it another value: what it shows of re-renders and of a
                // return is what every `@State` does, said in one line, without the run's setup.
                if let afterReturn {
                    let back =
                        fromCaller
                        ? "the value the call that builds it gives it" + (afterReturn.isUnknown || afterReturn.text.contains("<") ? "" : " (\(shown(afterReturn)) with the stand-in parent's arguments)")
                        : startValue(afterReturn) ?? (afterReturn.isUnknown || (afterReturn.isNil && nilIsUnknown) ? shown(afterReturn) : declared(afterReturn.text))
                    return .success([stateLine(back)] + containerLines(view: view, property: property))
                }
                lines.append("Kept when `\(view.name)`'s parent re-renders it, as SwiftUI keeps any `@State`.")
            } else {
                return no("under a stand-in parent, `\(property.name)` gets a value Lifeline cannot compute, and no other could be set")
            }
        } else if first.isNil, nilIsUnknown {
            // `nil` in a property whose type is not optional is a value the run could not compute.
            return no("under a stand-in parent, `\(property.name)` gets a value Lifeline cannot compute (its type is not optional, so the `nil` the run saw is not the app's)")
        } else if first.isNil {
            lines.append("`\(property.name)` is `nil` in this construction: no object to follow. Each time the parent re-renders: \(reinit)" + (afterTicks.isNil ? ", and it stays `nil`." : ", and it then holds \(shown(afterTicks))."))
        } else {
            return no(first.isBinding
                ? "under a stand-in parent, `\(property.name)` holds a binding Lifeline cannot follow to a state, not an object"
                : "under a stand-in parent, `\(property.name)` holds a value that is not an object Lifeline can follow")
        }
        if !placeholders.isEmpty {
            // A placeholder stands for an object the copied call injects only when that injection is
            // of its type; the others are objects nothing in this run provides.
            var parts: [String] = []
            var paired: [String] = []
            var unprovided: [String] = []
            for name in placeholders.sorted() {
                if let injected = parent.injections.first(where: { $0.type == TypeDeclaration.baseName(name) }) {
                    paired.append("`\(name)` (`.environmentObject(\(injected.expression))`)")
                } else {
                    // (An injection whose type Lifeline cannot tell is paired with no placeholder:
                    // one object cannot stand for several types, and which it is is not known.)
                    unprovided.append("`\(name)`")
                }
            }
            if !paired.isEmpty {
                let what = paired.count == 1 ? "a placeholder \(paired[0])" : "placeholders " + paired.joined(separator: ", ")
                parts.insert("\(what) in the environment, standing for what the call injects in the app", at: 0)
            }
            // An injection above the call whose type Lifeline cannot tell, or one of that type the
            // stand-in could not copy, may give it in the app: said so, not "nothing provides".
            var mayGive: [String] = []
            unprovided.removeAll { name in
                let type = String(name.dropFirst().dropLast())
                // One of its type first (a helper's, the hosting class's), then one whose type is not known.
                let typed = parent.above.first { $0.type.map { model.sameEnvironmentType($0, type) } ?? false }
                // Every injection of the call whose type is not known may be it: all are named
                // (naming the first would pair it with one that gives another type).
                let untyped = parent.injections.filter { $0.type == nil }
                if typed == nil, !untyped.isEmpty {
                    let listed = untyped.map { "`.environmentObject(\($0.expression))`" }
                    let which = listed.count == 1 ? "what \(listed[0])" : "what one of \(listed.joined(separator: ", "))"
                    mayGive.append("a placeholder \(name) in the environment, for \(which) above the copied call may give in the app")
                    return true
                }
                guard let injection = typed ?? parent.above.first(where: { $0.type == nil }) else { return false }
                let how = injection.through.first.map { "`\($0)`" }
                    ?? "`.\(injection.kind == .observable ? "environment" : "environmentObject")(\(injection.expression))`"
                mayGive.append("a placeholder \(name) in the environment, for what \(how) above the copied call may give in the app")
                return true
            }
            parts += mayGive
            if !unprovided.isEmpty {
                parts.append("a placeholder \(unprovided.joined(separator: ", ")) for the environment object\(unprovided.count > 1 ? "s" : "") nothing in this run provides")
            }
            lines[0] = String(lines[0].dropLast()) + " (with " + parts.joined(separator: "; ") + "):"
        }
        return .success(lines)
    }
}

/// What a view's run under its stand-in parent showed, for the hovers of its properties.
struct StandInRun: Sendable {
    let parent: StandInParent
    let launchEvents: [Event]
    var placeholders: Set<String> = []
    /// What each model property held after launch, after its own change, just before the
    /// re-renders, after them, and after the view's return.
    var first: [String: HeldValue] = [:]
    var changed: [String: HeldValue] = [:]
    /// What the latest initialization offered each value `@State` (ignored once it has storage).
    var seeds: [String: HeldValue] = [:]
    var beforeTicks: [String: HeldValue] = [:]
    var afterTicks: [String: HeldValue] = [:]
    var afterReturn: [String: HeldValue] = [:]
    var ticks = 0
    var tickEvents: [Event] = []
    var removalEvents: [Event] = []
    var returnEvents: [Event] = []
}

extension Snapshot {
    /// Whether an initializer of the view sets the state's storage (`_page = State(initialValue:
    /// index)`): its starting value is then what that initializer computes from its arguments.
    static func initSetsState(_ view: ViewType, _ property: ViewProperty) -> Bool {
        // Through the storage (`_page = State(initialValue:)`), or a plain assignment to a state
        // with no initial value of its own, which Swift makes its initial value (S3).
        view.initializers.contains { $0.assignments.contains { $0.property == property.name && ($0.throughStorage || property.initialValue == nil) } }
    }

    /// Whether the state's starting value is the caller's: an initializer of the view sets its
    /// storage, or a call passes it through the memberwise initializer (`Row(expanded: true)` for
    /// a `@State var expanded = false`, which the memberwise initializer installs).
    func startsFromCaller(_ view: ViewType, _ property: ViewProperty) -> Bool {
        if Snapshot.initSetsState(view, property) { return true }
        guard view.initializers.isEmpty else { return false }
        return model.constructionSites(of: view.key).contains { site in site.arguments.contains { $0.label == property.name } }
    }
}
