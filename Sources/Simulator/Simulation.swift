import BuildSystem
import Semantics
import Syntax

/// A simulation of one SwiftUI screen: launch, then actions, each producing a `Step` of events.
///
/// ```swift
/// let simulation = try Simulation(files: files, root: "ScoreBoardView")
/// simulation.launch()
/// try simulation.perform(.tap("+1", occurrence: 0))
/// print(simulation.trace.text(screen: true))
/// ```
public final class Simulation {
    public let program: Program
    public let rootName: String
    public let settings: SimulationSettings
    public private(set) var steps: [Step] = []
    /// Keep every step for `trace` (the default). Callers that consume steps as they come (the
    /// command line, benchmarks) turn it off, so a long run uses constant memory.
    public var keepsSteps = true
    /// The interpreter steps the launch and the actions so far have taken: a measure of work
    /// that does not depend on the machine (a search through an app's screens budgets by it).
    public private(set) var stepsUsed = 0
    private var stepCount = 0
    let engine: Engine
    private let rootBody: [Stmt]?
    private var recordScreens: Bool

    /// - Parameters:
    ///   - root: a view or App type, or `#Preview` for the first preview; nil picks the first
    ///     `#Preview`, else the only App, else the only view that no other view uses.
    ///   - screens: record the screen after every step (for `--screen`).
    ///   - configuration: how `#if` is read; the simulation runs its `simulatedPlatform`'s code.
    public convenience init(
        files: [SourceFile], root: String?, settings: SimulationSettings = SimulationSettings(), screens: Bool = false,
        configuration: BuildConfiguration = .everything, build: BuildDescription = BuildDescription()
    ) throws {
        try self.init(
            program: Program(files: files, model: SemanticModel.build(files, configuration: configuration, build: build)), root: root,
            settings: settings, screens: screens)
    }

    /// A simulation of an already lowered program (lowering is the expensive part for a large
    /// workspace; a program can serve many simulations, one at a time).
    public init(program: Program, root: String?, settings: SimulationSettings = SimulationSettings(), screens: Bool = false) throws {
        self.program = program
        self.settings = settings
        self.recordScreens = screens
        engine = Engine(program: program, settings: settings)
        let resolved = try Simulation.resolveRoot(root, in: program)
        rootName = resolved.name
        rootBody = resolved.body
    }

    /// Views and Apps that can be roots, for error messages and editors.
    public static func rootCandidates(in program: Program) -> [String] {
        let types = program.types.values.filter { $0.isView || $0.isApp }.sorted { $0.order < $1.order }
        return types.map(\.name)
    }

    static func resolveRoot(_ requested: String?, in program: Program) throws -> (name: String, body: [Stmt]?) {
        if let requested, requested != "#Preview" {
            guard let type = program.type(requested), type.isView || type.isApp else {
                // A view the model knows that the simulated platform does not compile.
                if let view = program.model.views(matching: requested).first, let platforms = view.declaration.platforms,
                    case let platform = program.simulationConfiguration(forFile: view.declaration.location.file).simulatedPlatform,
                    !platforms.contains(platform)
                {
                    throw ActionError(
                        "\(requested) is compiled only for \(platforms.sorted().joined(separator: ", ")); the simulation runs the \(platform) code (try --platform \(platforms.sorted().first!))")
                }
                let candidates = rootCandidates(in: program)
                throw ActionError("no view named \(requested)" + (candidates.isEmpty ? "; the files declare no SwiftUI views" : "; views: \(candidates.joined(separator: ", "))"))
            }
            return (requested, nil)
        }
        if let preview = program.previews.first { return ("#Preview", preview.body) }
        if requested == "#Preview" { throw ActionError("the files have no #Preview") }
        let apps = program.types.values.filter(\.isApp)
        if apps.count == 1, let app = apps.first { return (app.name, nil) }
        let views = program.types.values.filter(\.isView).sorted { $0.order < $1.order }
        if views.count == 1 { return (views[0].name, nil) }
        throw ActionError("say which view to start from with --root; views: \(rootCandidates(in: program).joined(separator: ", "))")
    }

    deinit { engine.tearDown() }

    /// Names a stand-in parent writes for a value of a type it cannot make
    /// (`__lifelineUnknown_Item`): they read as an unknown value, without a note.
    public static let standInUnknownPrefix = "__lifelineUnknown_"
    /// Names a stand-in parent writes for an object of a class whose initializers all take
    /// arguments (`__lifelineObject_Feature__Model` for `Feature.Model`): the object is made with
    /// its stored properties' initial values, without running an initializer.
    public static let standInObjectPrefix = "__lifelineObject_"

    public var hasCrashed: Bool { engine.crashed }

    /// The branches the run was steered into so far (`SimulationSettings.steerToward`), as
    /// (file index, offset of the `if`, `switch` or `ForEach` content, and "File.swift:12"), in
    /// the order first taken.
    public var steeredBranches: [(file: Int, offset: Int, place: String)] {
        engine.steered.map { ($0.file, $0.offset, engine.program.describe($0)) }
    }

    /// Whether, later in the run, what a place the run may be steered at decides by itself changed
    /// (a condition came to hold or stopped holding, a collection got or lost its elements): the
    /// app would show or hide content there that the steered run keeps, so what the run does from
    /// then on says nothing of the app.
    public var steeredChoiceChanged: Bool { engine.steeredChoiceChanged }

    /// Where a run stopped because it used up its step budget (`SimulationSettings.stepBudget`),
    /// marking included: the run was cut short, which is not a crash of the app. Nil while every
    /// run finished within its budget.
    public private(set) var budgetStop: BudgetStop?
    /// Whether a run stopped because `SimulationSettings.cancellation` said so: what it recorded
    /// is cut short and describes nothing.
    public private(set) var wasCancelled = false

    /// A run cut short by the step budget: the budget, and the place the interpreter had reached
    /// ("App.swift:7"), when it knew one.
    public struct BudgetStop: Sendable, Equatable {
        public let steps: Int
        public let place: String?

        /// "ran past its budget of 200,000 interpreter steps at App.swift:7": what a message says of it.
        public var clause: String {
            var digits = Array(String(steps))
            var formatted = ""
            while digits.count > 3 {
                formatted = "," + String(digits.suffix(3)) + formatted
                digits.removeLast(3)
            }
            formatted = String(digits) + formatted
            return "ran past its budget of \(formatted) interpreter steps" + (place.map { " at \($0)" } ?? "")
        }
    }

    public var trace: Trace { Trace(steps: steps, root: rootName, settings: settings) }

    /// Step 0: makes the root view, installs it and runs the first bodies and appearances.
    @discardableResult
    public func launch() -> Step {
        run(label: "launch") {
            let engine = self.engine
            let node: VNode
            if let body = self.rootBody {
                node = try engine.buildBlock(body, Scope(parent: nil))
            } else if let type = engine.program.type(self.rootName) {
                let call = CallExpr(callee: .name(self.rootName, SourcePlace(file: type.file, offset: 0)), arguments: [], place: SourcePlace(file: type.file, offset: 0))
                guard case .view(let made) = try engine.constructView(type, call, Scope(parent: nil)) else { return }
                node = made
            } else {
                return
            }
            engine.temporaryRoots.append(.view(node))
            defer { engine.temporaryRoots.removeLast() }
            let segment = node.instance?.type.name ?? node.typeName
            engine.root = try engine.mount(node, parent: nil, segment: segment)
        }
    }

    /// Performs one action. An action that names nothing on screen throws before anything happens;
    /// after a crash, actions throw.
    @discardableResult
    public func perform(_ action: Action) throws -> Step {
        if engine.crashed { throw ActionError("the app crashed at step \(stepCount - 1); later actions cannot run") }
        if stepCount == 0 { launch() }
        var failure: ActionError? = nil
        let step = run(label: action.description) {
            do {
                try self.engine.execute(action)
            } catch let error as ActionError {
                failure = error
            }
        }
        if let failure {
            if keepsSteps { steps.removeLast() }
            stepCount -= 1
            throw failure
        }
        return step
    }

    /// The taps a user could make on the screen now (links, buttons, tabs), as actions
    /// `perform` takes; after a crash, none.
    public func actionsOnScreen() -> [ScreenAction] { engine.crashed ? [] : engine.userActions() }

    /// The tabs and links on screen that lead to a view of one of the given type keys (a tab whose
    /// content holds one, a link whose destination does), the one holding the view of the smallest
    /// distance first, then in screen order.
    public func actionsToward(_ distances: [String: Int]) -> [ScreenAction] { engine.crashed ? [] : engine.actionsToward(distances) }

    /// The keys of the custom views on screen now: in the top layer (the newest sheet, else the
    /// window), the selected tab only and a navigation stack's top screen only; each once, in
    /// screen order. After a crash, none.
    public func visibleViewKeys() -> [String] {
        guard !engine.crashed, let layer = engine.topLayer() else { return [] }
        var seen: Set<String> = []
        return engine.visibleInLayer(layer).compactMap { $0.instance?.type.key }.filter { seen.insert($0).inserted }
    }

    /// The custom views above the first mounted view of type `viewKey`, nearest first (through a
    /// pushed screen's link and a sheet's presenter): the views whose state changes re-render it
    /// or take it away. Empty when no such view is mounted.
    public func liveAncestors(of viewKey: String) -> [String] {
        guard !engine.crashed, let element = engine.liveViews().first(where: { $0.instance?.type.key == viewKey }) else { return [] }
        var keys: [String] = []
        var current = element.parent ?? element.sourceLink ?? element.presenter
        var seen: Set<Int> = [element.id]
        while let here = current, seen.insert(here.id).inserted {
            if let key = here.instance?.type.key, !keys.contains(key) { keys.append(key) }
            current = here.parent ?? here.sourceLink ?? here.presenter
        }
        return keys
    }

    /// When the first mounted view of type `viewKey` is on a screen or sheet built from a value
    /// (`navigationDestination(for:)` for the path's element, `sheet(item:)`): the custom views
    /// above it, whose re-render Apple does not document as running that builder again (it runs
    /// when the path or the item changes). Nil when the view is on no such screen, or not mounted.
    public func viewsAboveItemContent(of viewKey: String) -> Set<String>? {
        guard !engine.crashed, let root = engine.root, let element = Simulation.first(TypeKey(viewKey), in: root) else { return nil }
        var current: Element? = element
        var seen: Set<Int> = []
        while let here = current, seen.insert(here.id).inserted {
            if here.presentedItem != nil {
                var keys: Set<String> = []
                var above = here.parent ?? here.sourceLink ?? here.presenter
                while let view = above, seen.insert(view.id).inserted {
                    if let key = view.instance?.type.key { keys.insert(key) }
                    above = view.parent ?? view.sourceLink ?? view.presenter
                }
                return keys
            }
            current = here.parent
        }
        return nil
    }

    /// What the screen shows now.
    public func screen() -> [ScreenItem] { engine.screen() }

    private func run(label: String, _ body: () throws -> Void) -> Step {
        let engine = self.engine
        engine.stepIndex = stepCount
        engine.unknownsInStep = 0
        engine.events = []
        engine.events.reserveCapacity(12)
        engine.stepsLeft = settings.stepBudget
        let hints = engine.garbageHints
        do {
            if let cancellation = settings.cancellation, cancellation.isCancelled { throw Interruption.cancelled }
            try body()
            try engine.settle()
        } catch Interruption.crash(let message) {
            engine.emit(Event(kind: .crash, message: message))
            engine.crashed = true
        } catch Interruption.budget(let place) {
            let location = place.map { " at \(engine.program.describe($0))" } ?? ""
            budgetStop = BudgetStop(steps: settings.stepBudget, place: place.map { engine.program.describe($0) })
            engine.emit(Event(kind: .crash, message: "Hang: the code ran \(settings.stepBudget) interpreter steps without finishing\(location) (an infinite loop?); the simulation stops here"))
            engine.crashed = true
        } catch Interruption.cancelled {
            wasCancelled = true
            engine.emit(Event(kind: .note, message: "cancelled: the simulation stops here"))
            engine.crashed = true
        } catch Interruption.suspended {
            engine.emit(Event(kind: .note, message: "code waited for time to pass; the simulator does not run what follows the wait"))
        } catch Interruption.thrown(let error) {
            engine.emit(Event(kind: .note, message: "an error was thrown and nothing caught it: \(engine.describe(error))"))
        } catch {
            engine.emit(Event(kind: .crash, message: "\(error)"))
            engine.crashed = true
        }
        engine.activeScopes.removeAll(keepingCapacity: true)
        engine.activeSelves.removeAll(keepingCapacity: true)
        engine.temporaryRoots.removeAll(keepingCapacity: true)
        engine.tracker = nil
        if !engine.crashed && (engine.mayHaveGarbage || engine.garbageHints != hints) { engine.collectGarbage() }
        stepsUsed += max(0, settings.stepBudget - engine.stepsLeft)
        // Garbage left by an early stop is not reported.
        var step = Step(index: stepCount, action: label, events: engine.events, screen: nil)
        if recordScreens { step.screen = engine.screen() }
        if keepsSteps { steps.append(step) }
        stepCount += 1
        engine.events = []
        return step
    }

    /// Runs a whole scenario.
    public static func run(files: [SourceFile], root: String?, actions: [Action], settings: SimulationSettings = SimulationSettings(), screens: Bool = false) throws -> Trace {
        let simulation = try Simulation(files: files, root: root, settings: settings, screens: screens)
        simulation.launch()
        for action in actions {
            if simulation.hasCrashed { break }
            try simulation.perform(action)
        }
        return simulation.trace
    }

    /// Live objects now: label, type, who made them.
    public var liveObjects: [(label: String, type: String, owner: Owner)] {
        engine.objects.filter(\.alive).map { ($0.label, $0.type, $0.owner) }
    }
}

extension Simulation {
    /// The live custom views, depth first (pushed screens and sheets after their presenter's
    /// content), each with its storage.
    public func identityTree() -> [IdentityNode] { engine.identityTree() }
}

/// A tap a user could make on the screen: the action, and what it taps.
public struct ScreenAction: Sendable, Equatable {
    /// `push`: a value pushed on a stack toward a view, as the app's own code pushes one
    /// (`Action.push`), offered to steered runs only.
    public enum Kind: String, Sendable { case link, button, tab, push }
    public let action: Action
    public let kind: Kind
    /// For a link: the first view of the workspace its destination builds (what a user sees it
    /// push), when it builds one.
    public var destination: String? = nil
}

/// What a view's property holds at a moment of a simulation, for a hover's claims.
public struct HeldValue: Sendable, Equatable {
    /// The value as the trace writes it (`Model#2`, `3`, `binding to Host.flag`).
    public var text: String
    /// When it is an object: its label, type and who made it (`Parent.model`, `placeholder for Row`).
    public var object: String?
    public var type: String?
    public var owner: Owner?
    /// When it is a binding to a `@State`: whose state (`Parent.flag`).
    public var bindingOwner: Owner?
    /// Whether it is a binding (to a state, a constant, an object's property…).
    public var isBinding = false
    /// Whether it is `nil`.
    public var isNil = false
    /// Whether it is a value the simulator could not compute (its text is `<…>`).
    public var isUnknown = false
    /// When it is a placeholder environment object (made because nothing above injects one): the
    /// type it stands for (`Publisher<Int>`).
    public var placeholderType: String?
    /// For a placeholder: whether an injection above the view has a value the simulator could not
    /// compute, which may be the object the app injects there (the placeholder is made once per
    /// run, so its note names only the first view that asked).
    public var placeholderMayBeInjected = false
    /// For an object: it was made on a way a choice took on a value the simulator could not
    /// compute or on a placeholder's property (`ObjectInstance.madeOnUnknownChoice`).
    public var madeOnUnknownChoice = false
}

extension Simulation {
    /// Whether `program`'s `view` has a stored `property` (one declared under an `#if` the
    /// simulated platform does not compile has none).
    public static func declares(in program: Program, view: TypeKey, property: String) -> Bool {
        guard let type = program.type(view) else { return false }
        return type.storedProperty(property) != nil
    }

    /// The value the latest initialization of the first live `view` offered its `@State`
    /// `property` (which SwiftUI ignores once the storage exists); nil when it offered none or the
    /// toolchain mode evaluates initial values only once.
    public func stateSeed(view: TypeKey, property: String) -> HeldValue? {
        guard let root = engine.root, let element = Simulation.first(view, in: root), let seed = element.instance?.stateSeeds[property] else { return nil }
        var held = HeldValue(text: { if case .string(let text) = seed { return "\"\(text)\"" } else { return engine.describe(seed) } }())
        if case .opaque = seed { held.isUnknown = true }
        return held
    }

    /// The first live element (depth first) of the view whose type's key is `view`.
    static func first(_ view: TypeKey, in element: Element) -> Element? {
        if let instance = element.instance, instance.type.key == view.rawValue { return element }
        for child in element.children { if let found = first(view, in: child) { return found } }
        for pushed in element.pushed { if let found = first(view, in: pushed) { return found } }
        for key in element.presented.keys.sorted() { if let found = first(view, in: element.presented[key]!) { return found } }
        return nil
    }

    /// What `property` of the first live `view` (depth first) holds now; nil when no such view is
    /// on screen or the property has no value yet.
    public func held(view: TypeKey, property: String) -> HeldValue? {
        let engine = self.engine
        guard let root = engine.root, let element = Simulation.first(view, in: root), let instance = element.instance else { return nil }
        let value: Value
        if let cell = element.cells[property] {
            value = cell.value
        } else if let object = element.stateObjects[property] {
            value = object
        } else if let field = instance.fields[property] {
            value = field
        } else {
            return nil
        }
        // A string is quoted, so that an empty one reads as `""`.
        var held = HeldValue(text: { if case .string(let text) = value { return "\"\(text)\"" } else { return engine.describe(value) } }())
        if let id = value.objectID {
            let object = engine.object(id)
            held.object = object.label
            held.type = object.info?.name ?? object.type
            held.owner = object.owner
            held.placeholderType = engine.placeholderObjects[id]
            held.madeOnUnknownChoice = object.madeOnUnknownChoice
            if held.placeholderType != nil { held.placeholderMayBeInjected = engine.hasUnknownInjection(above: element) }
        }
        if case .binding(let binding) = value {
            held.isBinding = true
            if case .cell(let cell) = binding.target { held.bindingOwner = cell.owner }
        }
        held.isNil = value.isNone
        if case .opaque = value { held.isUnknown = true }
        return held
    }
}
