/// The simulation engine: one run of one program from launch through a list of actions.
///
/// It owns the heap of class instances, the tree of live identities, the event log and the
/// interpreter state. The interpreter (`Engine+Interpreter`), the views and modifiers it knows
/// (`Engine+Views`), the update cycle (`Engine+Update`) and the user actions (`Engine+Actions`)
/// are extensions of it.
final class Engine {
    let program: Program
    let settings: SimulationSettings

    // Events of the current step.
    var events: [Event] = []
    var stepIndex = 0
    var crashed = false

    // Heap.
    var objects: [ObjectInstance] = []
    var liveObjectCount = 0
    var liveObjects: Set<Int> = []
    var gcEpoch = 0
    /// Values the last collection followed: a large heap is collected per body, not per statement
    /// (see `collectsPerStatement`).
    var lastMarkedValues = 0
    /// Interpreter steps since the last collection (see `collectsPerStatement`).
    var stepsSinceCollection = 0
    var ordinals: [String: Int] = [:]
    /// `SimulationSettings.placeholderEnvironment`: the placeholder object made for each type.
    var placeholders: [String: Value] = [:]
    /// The values `@AppStorage` properties keep, by key (see `install`).
    var appStorageCells: [String: StateCell] = [:]
    /// The objects `placeholders` holds, with the type each stands for (as its note names it): what
    /// a hover tells apart from the app's own objects.
    var placeholderObjects: [ObjectID: String] = [:]
    /// Where an object being made is stored, for `object.init` events (`ScorePlate.model`).
    var creationOwner: [Owner] = []
    /// Initial values being evaluated inside one another (`runThunk`), bounded like calls.
    var thunkDepth = 0

    // Tree.
    var root: Element?
    var nextElementID = 0
    var elementsByID: [Int: Element] = [:]
    /// The element whose body is running: reads are its dependencies.
    var tracker: Element?
    var pendingRemovals: [Element] = []
    var structureChanged = false
    /// Elements whose node carries sheets, bound destinations, `onChange` or `task`.
    var presenters: [Int: Element] = [:]
    /// Views holding an ObservableObject through a wrapper.
    var subscribed: [Int: Element] = [:]
    var passNumber = 0
    var reconcileNumber = 0
    var lastVisibleCount = 16
    var lazyContentDepth = 0
    var renderDepth = 0
    var renderingReasons: [String] = []
    var mainQueue: [MainWork] = []
    /// Unstructured tasks (`Task { }`, `Task.detached { }`) waiting for time to pass: the Swift
    /// runtime keeps each one's closure, and what it captured, until it ends, which in the simulator
    /// it never does. Their closures and the scopes they wait in are roots.
    var suspendedTasks: [(closure: Value, frames: [TaskFrame])] = []
    /// `onDismiss` closures, run after the sheet has gone.
    var pendingDismissals: [Value] = []
    var dirtyList: [Element] = []
    var navigationStacks: [Int: Element] = [:]
    var lastVisible: [Element] = []

    // Interpreter.
    var stepsLeft = 0
    /// The last place the interpreter passed, for the step budget's message.
    var lastPlace: SourcePlace?
    var lastPropertyOwner: TypeInfo?
    /// Set while a cancelled task runs on: `Task.isCancelled` is true and sleeps throw.
    var taskCancelled = false
    var activeScopes: [Scope] = []
    var activeSelves: [SelfContext] = []
    /// Whether the code running now reaches `self` through a closure's weak capture: closures it
    /// makes capture that weak `self`, and do not keep it alive either.
    var selfHeldWeakly = false
    var temporaryRoots: [Value] = []
    var globalValues: [String: Value] = [:]
    var staticValues: [String: Value] = [:]
    var random: SplitMix
    var uuidCounter = 0
    var notedPlaces: Set<SourcePlace> = []
    /// Values the simulator could not compute met so far in the current step (every one, noted or
    /// not: a note is written once per place): an object made after one may be made only because
    /// of it (`Event.madeAfterUnknown`).
    var unknownsInStep = 0
    /// Reads of a placeholder object's properties so far (`decidedOnPlaceholder(since:)`).
    var placeholderReads = 0
    /// How many choices decided on an unknown value the code running now is inside (`onChoice`).
    var unknownChoices = 0
    /// The branches a run was steered into (`SimulationSettings.steerToward`), in the order first
    /// taken, each once.
    var steered: [SourcePlace] = []
    /// The values `Action.push` pushed, by their text, with their types (`describeType`), and
    /// how many there were.
    var opaqueTypes: [String: String] = [:]
    var pushedValues = 0
    private var steeredSet: Set<SourcePlace> = []
    /// What each place a run may be steered at decides by itself (the branch or case its values
    /// take, whether its collection has elements), as first evaluated; and whether that changed
    /// later in the run: then the app would show or hide the content where the steered run does
    /// not, and what the run does after says nothing of the app.
    private var naturalChoices: [SourcePlace: Int] = [:]
    var steeredChoiceChanged = false
    /// Set where a reference may have been dropped; a collection clears it.
    var mayHaveGarbage = false {
        didSet { if mayHaveGarbage { garbageHints &+= 1 } }
    }
    /// Counts the times `mayHaveGarbage` was set: a collection in the middle of building a body
    /// cannot free what the old tree still holds, so the body's end collects again if any were.
    var garbageHints = 0
    /// The classes whose initializers are running, innermost last (for `super.init`).
    var initTypes: [String] = []
    /// The initializers `self.init(…)` is running, innermost last: one is never chosen again
    /// inside itself.
    var delegatingInits: [SourcePlace] = []
    var viewsUnderConstruction: [ViewInstance] = []

    /// The scope of code that declares nothing: shared within this run, and never written to.
    let emptyScope = Scope(parent: nil)

    init(program: Program, settings: SimulationSettings) {
        self.program = program
        self.settings = settings
        self.random = SplitMix(seed: settings.seed)
    }

    /// Whether the run is steered toward a place inside `range` of `file`.
    func steersInto(_ file: Int, _ range: Range<Int>) -> Bool {
        guard !range.isEmpty, let offsets = settings.steerToward[file] else { return false }
        var low = 0, high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < offsets.count && offsets[low] < range.upperBound
    }

    /// Records what a place the run may be steered at decides by itself (see `naturalChoices`).
    func noteNaturalChoice(_ place: SourcePlace, _ choice: Int) {
        if let first = naturalChoices[place] {
            if first != choice, !steeredChoiceChanged {
                steeredChoiceChanged = true
                emit(Event(kind: .note, message: "\(program.describe(place)): steered: what this place decides on its own changed; from here the steered run says nothing of the app"))
            }
        } else {
            naturalChoices[place] = choice
        }
    }

    /// Records a branch the run was steered into, with a note in the trace the first time.
    func noteSteered(_ place: SourcePlace, rows: Bool = false) {
        guard steeredSet.insert(place).inserted else { return }
        steered.append(place)
        note(rows
            ? "steered: this list gets one row, of an element the run does not know, to show the view the run is steered toward"
            : "steered: the run takes this branch to show the view it is steered toward; on its own it does not", at: place)
    }

    /// Breaks the reference cycles between identities, values and closures at the end of a run.
    func tearDown() {
        for element in elementsByID.values {
            element.children = []
            element.pushed = []
            element.presented = [:]
            element.parent = nil
            element.presenter = nil
            element.sourceLink = nil
            element.dismissAction = nil
            element.presentationMode = nil
            element.instance?.element = nil
            element.instance = nil
        }
        for element in lastVisible { element.parent = nil }
        elementsByID = [:]
        presenters = [:]
        subscribed = [:]
        lastVisible = []
        root = nil
    }

    // MARK: Events

    func emit(_ event: Event) { events.append(event) }

    /// A note that a name, member or call is not known to the simulator (`message` says which):
    /// marked as such, so a trace can group these per name (`Step.groupedEvents`).
    func noteUnknown(_ message: String, at place: SourcePlace?) {
        unknownsInStep += 1
        if let place {
            guard !notedPlaces.contains(place) else { return }
            notedPlaces.insert(place)
            let described = program.describe(place)
            emit(Event(kind: .note, message: "\(described): \(message)", unknown: message, places: [described]))
        } else {
            emit(Event(kind: .note, message: message, unknown: message))
        }
    }

    /// A call the simulator does not run, made by an object's own code, given something that keeps
    /// that object alive: a closure that says `self` without capturing it weakly
    /// (`$query.sink { self.search($0) }`), a method of the object named without a call
    /// (`.map(itemsInCategory(with:))`), or `self` as `assign(to:on: self)`'s object. That code may
    /// keep the object after the app lets go of it, so its deinit is not established: marked on
    /// the object, and said with its deinit.
    func noteHandedOutside(_ call: CallExpr, callee: String, at place: SourcePlace) {
        guard !selfHeldWeakly, case .object(let id)? = currentSelf, object(id).handedOutside == nil else { return }
        let holdsSelf = call.arguments.contains { argument in
            switch argument.value {
            case .closure(let code): return code.mentionsSelf && !code.capturesSelfWeakly
            // `self` itself: Combine's `assign(to:on: self)` keeps it; a delegate or an observer
            // (`addObserver(self, selector:…)`, `delegate: self`) is held weakly by Apple's APIs.
            case .selfRef: return argument.label == "on"
            // A method of the object named, not called (`.map(itemsInCategory(with:))`,
            // `.sink(receiveValue: self.apply)`): Swift's method reference keeps the object.
            case .name(let name, _), .member(.selfRef, let name, _):
                return findMethod(object(id).type, name, viewExtensions: false).map { !$0.isStatic } ?? false
            default: return false
            }
        }
        if holdsSelf { object(id).handedOutside = "`\(callee)` (\(program.describe(place)))" }
    }

    func note(_ message: String, at place: SourcePlace?) {
        if let place {
            guard !notedPlaces.contains(place) else { return }
            notedPlaces.insert(place)
            emit(Event(kind: .note, message: "\(program.describe(place)): \(message)"))
        } else {
            emit(Event(kind: .note, message: message))
        }
    }

    // MARK: Heap

    func object(_ id: ObjectID) -> ObjectInstance { objects[id.raw] }

    func allocate(type: String) -> ObjectInstance {
        let ordinal = (ordinals[type] ?? 0) + 1
        ordinals[type] = ordinal
        let owner = creationOwner.last ?? codeOwner
        let info = program.type(type)
        let display = info?.name ?? type
        let instance = ObjectInstance(id: ObjectID(raw: objects.count), type: type, label: "\(display)#\(ordinal)", owner: owner, step: stepIndex)
        instance.info = info
        var chain = instance.info
        var depth = 0
        while let current = chain, depth < 32, !instance.isObservable {
            instance.isObservable = current.isObservableMacro
            chain = current.inherited.first.flatMap { program.type($0) }
            depth += 1
        }
        objects.append(instance)
        liveObjects.insert(instance.id.raw)
        liveObjectCount += 1
        return instance
    }

    /// Where code that makes an object outside any property's initial value runs.
    var codeOwner: Owner {
        switch currentSelf {
        case .view(let instance)?: return Owner(instance.type, tracker != nil && tracker?.instance === instance ? .body : .code)
        case .object(let id)?: return Owner(type: object(id).type, name: object(id).type, .code)
        case .structure(let box)?: return Owner(type: box.value.type, name: box.value.type, .code)
        case .typeContext(let name)?: return Owner(type: name, name: name, .code)
        case nil: return Owner(type: nil, name: nil, .topLevel)
        }
    }

    /// Frees every object nothing live refers to any more, the way ARC would: an object goes when
    /// its last strong reference goes, its `deinit` runs, then what it held is released. Objects
    /// that only keep each other alive (a reference cycle) leak, as they do in Swift.
    func collectGarbage() {
        guard liveObjectCount > 0 else { return }
        mayHaveGarbage = false
        var marker = Marker(engine: self)
        marker.markRoots()
        lastMarkedValues = marker.visited
        stepsSinceCollection = 0
        stepsLeft -= marker.visited / Engine.valuesPerChargedStep
        var garbage: [ObjectID] = []
        for raw in liveObjects.sorted() where !marker.objects.contains(raw) {
            garbage.append(ObjectID(raw: raw))
        }
        guard !garbage.isEmpty else { return }
        // Incoming strong references among the garbage.
        var incoming: [Int: Int] = [:]
        var edges: [Int: [Int]] = [:]
        let garbageSet = Set(garbage.map(\.raw))
        for id in garbage {
            var targets: [Int] = []
            for (name, value) in object(id).fields.sorted(by: { $0.key < $1.key }) {
                if weakFields(of: object(id).type).contains(name) { continue }
                Marker.objectsIn(value) { target in
                    if garbageSet.contains(target.raw) { targets.append(target.raw) }
                }
            }
            edges[id.raw] = targets
            for target in targets { incoming[target, default: 0] += 1 }
        }
        // Free as ARC does: an object nothing else in the garbage holds goes first (in allocation
        // order); while it is destroyed, what it held is released, and what that frees goes at
        // once, depth first, before the next unrelated object. An object holding itself never goes.
        var roots = garbage.filter { incoming[$0.raw, default: 0] == 0 }.map(\.raw)
        var freed: Set<Int> = []
        roots.reverse()
        var stack = roots
        while let id = stack.popLast() {
            guard !freed.contains(id) else { continue }
            freed.insert(id)
            runDeinit(ObjectID(raw: id))
            var next: [Int] = []
            for target in edges[id] ?? [] {
                incoming[target, default: 0] -= 1
                if incoming[target] == 0 { next.append(target) }
            }
            stack.append(contentsOf: next.reversed())
        }
        // The rest are kept alive by a cycle: say so once.
        for id in garbage where !freed.contains(id.raw) {
            let instance = object(id)
            if instance.fields["#leakReported"] == nil {
                instance.fields["#leakReported"] = .bool(true)
                var leaked = Event(kind: .note, object: instance.label, message: "\(instance.label) is no longer used but is kept alive by a reference cycle; its deinit never runs")
                leaked.keptByCycle = true
                emit(leaked)
            }
        }
    }

    func weakFields(of type: String) -> Set<String> {
        guard let info = program.type(type) else { return [] }
        return Set(info.stored.filter(\.isWeak).map(\.name))
    }

    private func runDeinit(_ id: ObjectID) {
        let instance = object(id)
        guard instance.alive else { return }
        var freed = Event(kind: .objectDeinit, object: instance.label, type: instance.type, owner: instance.owner)
        freed.typeKey = instance.type
        freed.mayBeKeptBy = instance.handedOutside
        emit(freed)
        // The deinit body runs with the object still reachable from `self`.
        var type = program.type(instance.type)
        var depth = 0
        while let current = type, depth < 32 {
            if let body = current.deinitBody {
                _ = try? runBody(body, scope: Scope(parent: nil), selfContext: .object(id))
            }
            type = current.inherited.first.flatMap { program.type($0) }
            if type?.isClass != true { break }
            depth += 1
        }
        instance.alive = false
        instance.freedAtStep = stepIndex
        liveObjects.remove(instance.id.raw)
        liveObjectCount -= 1
        instance.observers = [:]
    }

    /// Whether a value may keep an object alive (directly, or through captured code or views).
    /// It looks at no more than a thousand parts: a value the program built by nesting a
    /// value in itself (`a = [a, a]` in a loop) has exponentially many, so past that it may.
    static func mayReferenceObjects(_ value: Value) -> Bool {
        var budget = 1024
        return mayReferenceObjects(value, &budget)
    }

    private static func mayReferenceObjects(_ value: Value, _ budget: inout Int) -> Bool {
        budget -= 1
        if budget < 0 { return true }
        switch value {
        case .int, .double, .bool, .string, .none, .void, .range, .type, .uuid, .keyPath, .opaque: return false
        case .array(let values): return values.contains { mayReferenceObjects($0, &budget) }
        case .dictionary(let pairs): return pairs.contains { mayReferenceObjects($0.0, &budget) || mayReferenceObjects($0.1, &budget) }
        case .tuple(let values): return values.contains { mayReferenceObjects($0.1, &budget) }
        case .structure(let s): return s.fields.values.contains { mayReferenceObjects($0, &budget) }
        case .enumCase(_, _, let payload): return payload.contains { mayReferenceObjects($0, &budget) }
        default: return true
        }
    }

    // MARK: Randomness and identifiers

    func nextUUID() -> Value {
        uuidCounter += 1
        return .uuid(uuidCounter)
    }
}

/// A small deterministic generator (SplitMix64): the same seed gives the same rolls.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
        if width == 0 { return Int(bitPattern: UInt(next())) }
        return range.lowerBound &+ Int(bitPattern: UInt(next() % width))
    }
    mutating func double() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

/// Marks everything reachable from the live tree, the running code and the globals.
struct Marker {
    let engine: Engine
    var objects: Set<Int> = []
    var stack: [Value] = []
    /// Element buffers already followed: a value nested in itself (`a = [a, a]`) shares them, and
    /// following each path again would take exponential time.
    var buffers: Set<UnsafeRawPointer> = []
    /// How many values this marking followed.
    var visited = 0
    /// This collection's mark: reference-type runtime values remember the last epoch that saw
    /// them, which is cheaper than hashing them into a set.
    let epoch: Int

    init(engine: Engine) {
        self.engine = engine
        engine.gcEpoch &+= 1
        epoch = engine.gcEpoch
    }

    mutating func markRoots() {
        // Every identity not yet released is live, including those being mounted right now.
        for element in engine.elementsByID.values { markElement(element) }
        for scope in engine.activeScopes { markScope(scope) }
        for context in engine.activeSelves { markSelf(context) }
        for value in engine.temporaryRoots { push(value) }
        for value in engine.globalValues.values { push(value) }
        for value in engine.staticValues.values { push(value) }
        // A placeholder environment object stands for one the app would hold above the screen.
        for value in engine.placeholders.values { push(value) }
        for task in engine.suspendedTasks {
            push(task.closure)
            for frame in task.frames { markFrame(frame) }
        }
        drain()
    }

    /// What a suspended task's frame holds: the scopes it waits in. Its `self` context is not
    /// marked: a `[weak self]` closure runs with one and does not keep it. (A `guard let self`
    /// inside the loop, which does keep it while the task waits, is not told apart yet.)
    mutating func markFrame(_ frame: TaskFrame) {
        switch frame {
        case .statements(_, let scope, _), .handler(_, _, let scope, _), .loop(_, let scope, _), .forRest(_, _, _, _, let scope, _): markScope(scope)
        case .absorbError, .crashOnError: break
        }
    }

    mutating func push(_ value: Value) {
        switch value {
        case .int, .double, .bool, .string, .none, .void, .range, .type, .uuid, .keyPath, .opaque:
            return
        default:
            stack.append(value)
        }
    }

    mutating func drain() {
        while let value = stack.popLast() { visit(value) }
    }

    private mutating func visit(_ value: Value) {
        visited += 1
        switch value {
        case .object(let id):
            guard objects.insert(id.raw).inserted else { return }
            let instance = engine.object(id)
            guard instance.alive else { return }
            let weak = engine.weakFields(of: instance.type)
            for (name, field) in instance.fields where !weak.contains(name) { push(field) }
        case .array(let values):
            guard Marker.firstVisit(values, &buffers) else { return }
            values.forEach { push($0) }
        case .dictionary(let pairs):
            guard Marker.firstVisit(pairs, &buffers) else { return }
            pairs.forEach { push($0.0); push($0.1) }
        case .tuple(let values):
            guard Marker.firstVisit(values, &buffers) else { return }
            values.forEach { push($0.1) }
        case .structure(let structure): structure.fields.values.forEach { push($0) }
        case .enumCase(_, _, let payload):
            guard Marker.firstVisit(payload, &buffers) else { return }
            payload.forEach { push($0) }
        case .closure(let closure):
            guard closure.mark != epoch else { return }
            closure.mark = epoch
            if let scope = closure.scope { markScope(scope) }
            if let context = closure.selfContext, closure.holdsSelf { markSelf(context) }
        case .binding(let binding):
            guard binding.mark != epoch else { return }
            binding.mark = epoch
            switch binding.target {
            case .cell(let cell): push(cell.value)
            case .field(let id, _): push(.object(id))
            case .constant(let value): push(value)
            case .member(let base, _): push(.binding(base))
            case .custom(let get, let set): push(.closure(get)); push(.closure(set))
            case .element(let base, _): push(.binding(base))
            }
        case .view(let node): markNode(node)
        default: return
        }
    }

    mutating func markScope(_ scope: Scope) {
        var current: Scope? = scope
        while let s = current {
            guard s.mark != epoch else { return }
            s.mark = epoch
            s.values.forEach { push($0) }
            current = s.parent
        }
    }

    mutating func markSelf(_ context: SelfContext) {
        switch context {
        case .view(let instance): markInstance(instance)
        case .object(let id): push(.object(id))
        case .structure(let box): box.value.fields.values.forEach { push($0) }
        case .typeContext: break
        }
    }

    mutating func markInstance(_ instance: ViewInstance) {
        guard instance.mark != epoch else { return }
        instance.mark = epoch
        instance.fields.values.forEach { push($0) }
        instance.stateSeeds.values.forEach { push($0) }
        for thunk in instance.objectThunks.values.sorted(by: { _, _ in false }) {
            if let scope = thunk.scope { markScope(scope) }
            if let context = thunk.selfContext { markSelf(context) }
        }
        for thunk in instance.lazyStateSeeds.values {
            if let scope = thunk.scope { markScope(scope) }
            if let context = thunk.selfContext { markSelf(context) }
        }
    }

    /// Marks what a description holds; `deep: false` skips the children, which are live
    /// identities of their own and are marked as such.
    mutating func markNode(_ node: VNode, deep: Bool = true) {
        guard node.mark != epoch else { return }
        node.mark = epoch
        switch node.kind {
        case .custom(let instance): markInstance(instance)
        case .button(_, let action): push(action)
        case .toggle(_, let binding), .textField(_, let binding): if let binding { push(.binding(binding)) }
        case .link(_, let destination, let value):
            if let destination { markNode(destination) }
            if let value { push(value) }
        case .navigationStack(let path): if let path { push(.binding(path)) }
        case .tabView(let selection): if let selection { push(.binding(selection)) }
        default: break
        }
        if let explicitID = node.explicitID { push(explicitID) }
        if let label = node.labelNode { markNode(label) }
        for modifier in node.modifiers {
            switch modifier {
            case .onAppear(let v), .onDisappear(let v), .environmentObject(_, let v), .environmentValue(_, let v),
                .navigationDestinationFor(_, let v), .tag(let v), .onTap(let v):
                push(v)
            case .task(let v, let id):
                push(v)
                if let id { push(id) }
            case .onChange(let of, let action):
                push(of)
                push(action)
            case .sheet(let binding, let content, let onDismiss, _), .sheetItem(let binding, let content, let onDismiss, _):
                push(.binding(binding))
                push(content)
                if let onDismiss { push(onDismiss) }
            case .navigationDestinationPresented(let binding, let destination):
                push(.binding(binding))
                markNode(destination)
            case .tabItem, .title, .disabled:
                break
            }
        }
        if deep { for child in node.children { markNode(child) } }
    }

    mutating func markElement(_ current: Element) {
        markNode(current.vnode, deep: current.vnode.instance == nil && current.children.count != current.vnode.children.count)
        if let instance = current.instance { markInstance(instance) }
        for cell in current.cells.values { push(cell.value) }
        for value in current.stateObjects.values { push(value) }
        if let item = current.presentedItem { push(item) }
        if let source = current.sourceVNode { markNode(source) }
        drain()
    }

    /// Whether this is the first time this marking sees the buffer of these elements. Values are
    /// not changed while marking, so a buffer's address names it for the whole pass.
    static func firstVisit<T>(_ elements: [T], _ seen: inout Set<UnsafeRawPointer>) -> Bool {
        guard let address = elements.withUnsafeBufferPointer({ $0.baseAddress }) else { return true }
        return seen.insert(UnsafeRawPointer(address)).inserted
    }

    static func objectsIn(_ value: Value, _ visit: (ObjectID) -> Void) {
        var seen: Set<UnsafeRawPointer> = []
        objectsIn(value, visit, &seen)
    }

    private static func objectsIn(_ value: Value, _ visit: (ObjectID) -> Void, _ seen: inout Set<UnsafeRawPointer>) {
        switch value {
        case .object(let id): visit(id)
        case .array(let values):
            guard firstVisit(values, &seen) else { return }
            values.forEach { objectsIn($0, visit, &seen) }
        case .dictionary(let pairs):
            guard firstVisit(pairs, &seen) else { return }
            pairs.forEach { objectsIn($0.0, visit, &seen); objectsIn($0.1, visit, &seen) }
        case .tuple(let values):
            guard firstVisit(values, &seen) else { return }
            values.forEach { objectsIn($0.1, visit, &seen) }
        case .structure(let structure): structure.fields.values.forEach { objectsIn($0, visit, &seen) }
        case .enumCase(_, _, let payload):
            guard firstVisit(payload, &seen) else { return }
            payload.forEach { objectsIn($0, visit, &seen) }
        case .closure(let closure):
            // The variables it uses, as Swift captures them; all it can see for one the simulator wrote.
            if let names = closure.code?.usedNames, let scope = closure.scope {
                guard seen.insert(UnsafeRawPointer(Unmanaged.passUnretained(closure).toOpaque())).inserted else { return }
                for name in names.sorted() {
                    if let value = scope.lookup(name) { objectsIn(value, visit, &seen) }
                }
            } else {
                var scope = closure.scope
                var depth = 0
                while let s = scope, depth < 64 {
                    s.values.forEach { objectsIn($0, visit, &seen) }
                    scope = s.parent
                    depth += 1
                }
            }
            // An escaping closure in a class's code names `self` to capture it (Swift requires it);
            // one that never says `self` (a default argument's `{ String(describing: $0) }`) holds none.
            if closure.holdsSelf, closure.code?.mentionsSelf ?? true, case .object(let id)? = closure.selfContext { visit(id) }
        default: break
        }
    }
}

extension Program {
    /// `ScorePlate.swift:12` for notes.
    func describe(_ place: SourcePlace) -> String {
        guard place.file < files.count else { return "?" }
        let file = files[place.file]
        let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
        let line = file.tree.source.line(containing: place.offset) + 1
        return "\(name):\(line)"
    }
}
