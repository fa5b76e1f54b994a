import Semantics
import Syntax

/// The update cycle: installing identities, running bodies, matching new descriptions against the
/// live tree, presentations, appearance callbacks and freeing what is gone.
extension Engine {
    // MARK: Elements

    func newElement(_ vnode: VNode, parent: Element?, segment: String) -> Element {
        nextElementID += 1
        let element = Element(id: nextElementID, vnode: vnode, segment: segment)
        element.parent = parent
        element.depth = (parent?.depth ?? -1) + 1
        elementsByID[element.id] = element
        structureChanged = true
        return element
    }

    func segment(for node: VNode, index: Int) -> String {
        switch node.kind {
        case .conditional(let branch): return branch == 0 ? "if" : (branch == 1 ? "else" : "case\(branch)")
        case .group where node.key == nil && node.explicitID == nil: return ""
        default: break
        }
        var name = node.typeName
        if let key = node.key { name = "[\(key)]" }
        if let explicitID = node.explicitID { name += "#id=\(describe(explicitID))" }
        return name
    }

    /// Creates the identity for a description and everything under it. A presented screen (a
    /// sheet, a cover, a pushed screen) says how it was presented, and by whom, before its
    /// content is built, so every mount goes through the same checks and registrations.
    func mount(_ node: VNode, parent: Element?, segment: String, presentedAs kind: String? = nil, by presenter: Element? = nil) throws -> Element {
        // A view that contains itself would nest without end; real SwiftUI overflows its stack.
        if let parent, parent.depth >= Engine.maximumViewDepth {
            throw Interruption.crash("Stack overflow: views nested more than \(Engine.maximumViewDepth) deep (a view that contains itself?)")
        }
        let element = newElement(node, parent: parent, segment: segment)
        element.presentationKind = kind
        element.presenter = presenter
        element.mounted = true
        setPresenter(element, hasPresentationModifiers(node))
        if case .navigationStack = node.kind { navigationStacks[element.id] = element }
        if let instance = node.instance {
            try install(instance, on: element)
            try render(element)
        } else {
            try mountChildren(element)
        }
        return element
    }

    func mountChildren(_ element: Element) throws {
        if element.vnode.lazyRows != nil {
            try reconcileLazyRows(element)
            return
        }
        var children: [Element] = []
        let nodes = element.vnode.children
        for (index, child) in nodes.enumerated() {
            children.append(try mount(child, parent: element, segment: segment(for: child, index: index)))
        }
        element.children = children
        if case .tabView(let selection) = element.vnode.kind {
            element.selectedTab = try selection.map { describe(try peek($0)) } ?? tabKey(children.first, index: 0)
        }
    }

    /// Sets up storage for a view identity: `@State` from the first value's initial values,
    /// `@StateObject` by running the autoclosure (just before the first body).
    func install(_ instance: ViewInstance, on element: Element) throws {
        element.instance = instance
        instance.element = element
        patchPaths(instance, element)
        let type = instance.type
        for property in type.stored where property.wrapper == .state {
            let seed: Value
            if let value = instance.stateSeeds[property.name] {
                seed = value
            } else if let thunk = instance.lazyStateSeeds[property.name] {
                seed = try runThunk(thunk, owner: Owner(type, .property(property.name)))
            } else {
                seed = .none
            }
            element.cells[property.name] = StateCell(value: seed, owner: Owner(type, .property(property.name)))
        }
        // `@AppStorage("key")`: one stored value per key for the whole app, as `UserDefaults` keeps
        // it; the first view installed with the key seeds it with its default, every view with the
        // key reads and writes that one value, and a write re-renders all its readers.
        for property in type.stored where property.wrapper == .appStorage && !property.isStatic {
            guard let expr = property.wrapperArgument, case .string(let key)? = try? eval(expr, Scope(parent: nil)) else { continue }
            if let shared = appStorageCells[key] {
                element.cells[property.name] = shared
            } else {
                let cell = StateCell(value: instance.fields[property.name] ?? .none, owner: Owner(type, .property(property.name)))
                appStorageCells[key] = cell
                element.cells[property.name] = cell
            }
        }
        try resolveEnvironment(element)
        for property in type.stored where property.wrapper == .stateObject {
            guard let thunk = instance.objectThunks[property.name] else { continue }
            let start = events.count
            let value = try runThunk(thunk, owner: Owner(type, .property(property.name)))
            element.stateObjects[property.name] = value
            for index in start..<events.count where events[index].path == nil && events[index].kind == .objectInit {
                events[index].path = element.path
            }
        }
        updateSubscriptions(element)
        setPresenter(element, hasPresentationModifiers(element.vnode))
    }

    func patchPaths(_ instance: ViewInstance, _ element: Element) {
        guard !instance.pendingEvents.isEmpty else { return }
        let path = element.path
        for index in instance.pendingEvents where index < events.count && events[index].path == nil {
            events[index].path = path
        }
        instance.pendingEvents = []
    }

    func updateSubscriptions(_ element: Element) {
        guard let instance = element.instance else { return }
        if !instance.type.mayObserveObjects { return }
        func observedObject(_ property: StoredProperty) -> ObjectID? {
            let value: Value?
            switch property.wrapper {
            case .stateObject?: value = element.stateObjects[property.name]
            case .observedObject?, .environmentObject?: value = instance.fields[property.name]
            default: value = nil
            }
            if case .object(let id)? = value, object(id).info?.conformsToObservableObject == true { return id }
            return nil
        }
        // Most updates hold the same objects: compare before building a new list.
        var same = true
        var index = 0
        for property in instance.type.stored {
            guard let id = observedObject(property) else { continue }
            if index >= element.subscriptions.count || element.subscriptions[index] != id {
                same = false
                break
            }
            index += 1
        }
        if same && index == element.subscriptions.count { return }
        var result: [ObjectID] = []
        for property in instance.type.stored { if let id = observedObject(property) { result.append(id) } }
        element.subscriptions = result
        if result.isEmpty { subscribed[element.id] = nil } else { subscribed[element.id] = element }
    }

    // MARK: Environment

    func resolveEnvironment(_ element: Element) throws {
        guard let instance = element.instance else { return }
        for property in instance.type.stored {
            switch property.wrapper {
            case .environmentObject?:
                let written = property.typeText == nil ? "?" : property.unwrappedTypeText
                let key = environmentKey(written, in: instance.type, file: property.place.file)
                if let value = lookupEnvironment(element, key) {
                    instance.fields[property.name] = value
                } else if property.isOptionalType {
                    instance.fields[property.name] = Value.none
                } else {
                    instance.fields[property.name] = try placeholder(key, for: instance.type, unknownAbove: hasUnknownInjection(above: element)) ?? unknownInjection(above: element, key, at: property.place) ?? .opaque(Engine.missingEnvironmentMarker + key)
                }
            case .environmentValue?, .environmentObservable?:
                instance.fields[property.name] = try environmentValue(element, property)
            default:
                break
            }
        }
    }

    func environmentValue(_ element: Element, _ property: StoredProperty) throws -> Value {
        switch property.wrapperArgument {
        case .keyPath(let path)?:
            let key = path.joined(separator: ".")
            if let value = lookupEnvironment(element, "\\." + key) { return value }
            switch key {
            case "dismiss", "presentationMode":
                // One action per identity: what it dismisses is where the view is, which an
                // environment change above does not move.
                // Held by the identity it dismisses from: it holds that identity weakly.
                let dismiss = element.dismissAction ?? Value.closure(ClosureValue(name: "dismiss") { [unowned self, weak element] _ in
                    if let element { try self.dismiss(from: element) }
                    return .void
                })
                element.dismissAction = dismiss
                if key == "dismiss" { return dismiss }
                // The older `presentationMode.wrappedValue.dismiss()`.
                if let mode = element.presentationMode { return mode }
                let mode = StructValue(type: "PresentationMode", fields: ["dismiss": dismiss, "isPresented": .bool(presentationBoundary(of: element) != nil)], order: ["isPresented"])
                let value = Value.binding(BindingValue(.constant(.structure(mode))))
                element.presentationMode = value
                return value
            case "colorScheme": return .enumCase("ColorScheme", "light", [])
            case "horizontalSizeClass", "verticalSizeClass":
                // On iOS the simulated screen is an iPhone's in portrait (compact width, regular
                // height), an assumption the run notes; other platforms' values are not known.
                let platform = element.instance.map { program.simulationConfiguration(forFile: $0.type.file).simulatedPlatform } ?? "iOS"
                guard platform == "iOS" else { return .opaque("environment \\.\(key)") }
                noteUnknown("assuming an iPhone in portrait: `\(key)` is `.\(key == "horizontalSizeClass" ? "compact" : "regular")`", at: property.place)
                return .enumCase("UserInterfaceSizeClass", key == "horizontalSizeClass" ? "compact" : "regular", [])
            case "isPresented":
                return .bool(presentationBoundary(of: element) != nil)
            default: return .opaque("environment \\.\(key)")
            }
        case .member(.name(let written, let place), "self", _)?, .name(let written, let place)?:
            let key = environmentKey(written, in: element.instance?.type, file: place.file)
            if let value = lookupEnvironment(element, key) { return value }
            if property.isOptionalType { return .none }
            return try placeholder(key, for: element.instance?.type, unknownAbove: hasUnknownInjection(above: element)) ?? unknownInjection(above: element, key, at: property.place) ?? .opaque(Engine.missingEnvironmentMarker + key)
        default:
            return .opaque("environment")
        }
    }

    /// With `placeholderEnvironment`, the one placeholder object of an environment type nothing
    /// injects (by its key, specialization included): made the first time a view asks, with a note
    /// naming its type (the class's qualified name and the generic arguments the view's type gives:
    /// `ViewModelPublisher<GroupViewModel>` for `GroupPublisher`). Nil when off, or when the
    /// workspace does not declare a class of that key. A class whose initializers all need
    /// arguments is made without running one (its stored properties' initial values only), and the
    /// note says so.
    func placeholder(_ key: String, for view: TypeInfo?, unknownAbove: Bool = false) throws -> Value? {
        guard settings.placeholderEnvironment else { return nil }
        if let made = placeholders[key] { return made }
        let (base, arguments) = Engine.splitEnvironmentKey(key)
        guard let type = program.type(base) else {
            // A class from outside the workspace (a package's `Store<AppState>`): an environment
            // object is always a class, so a placeholder of it stands in, with no code and no
            // stored values; what the view reads of it is unknown, and the run says so.
            guard SyntaxNode.isTypeStyle(base), !Engine.builtinViewNames.contains(base) else { return nil }
            var event = Event(kind: .note, message:
                "placeholder `\(key)`: \(Engine.placeholderReason(above: view?.name ?? "?", unknownAbove: unknownAbove)); it is made here so the screen can be simulated, as an object of a type from outside the workspace whose code the simulator does not run (--strict keeps the crash)",
                unknown: "`\(key)` is a type from outside the workspace; what is read of its placeholder is unknown")
            event.placeholder = key
            event.placeholderMayBeInjected = unknownAbove
            event.viewKey = view?.key
            emit(event)
            creationOwner.append(view.map { Owner($0, .placeholder) } ?? Owner(type: nil, name: "?", .placeholder))
            defer { creationOwner.removeLast() }
            let instance = allocate(type: key)
            var made = Event(kind: .objectInit, object: instance.label, type: key, owner: instance.owner)
            made.typeKey = key
            emit(made)
            let value = Value.object(instance.id)
            placeholders[key] = value
            placeholderObjects[instance.id] = key
            return value
        }
        guard type.isClass else { return nil }
        let bare = !(type.initializers.isEmpty || type.initializers.contains(where: { Engine.accepts($0, []) }))
        let named = TypeDeclaration.qualifiedName(ofKey: type.key) + (arguments.map { "<\($0)>" } ?? "")
        var event = Event(kind: .note, message:
            "placeholder `\(named)`: \(Engine.placeholderReason(above: view?.name ?? "?", unknownAbove: unknownAbove)); it is made here so the screen can be simulated"
                + (bare ? ", without running an initializer (each takes arguments)" : "") + " (--strict keeps the crash)")
        event.placeholder = named
        event.placeholderMayBeInjected = unknownAbove
        event.viewKey = view?.key
        emit(event)
        creationOwner.append(view.map { Owner($0, .placeholder) } ?? Owner(type: nil, name: "?", .placeholder))
        defer { creationOwner.removeLast() }
        let value =
            bare
            ? try constructObject(type, [], runsInitializer: false, genericArguments: arguments)
            : try construct(type.key, [], place: nil, genericArguments: arguments)
        placeholders[key] = value
        if let id = value.objectID { placeholderObjects[id] = named }
        return value
    }

    /// The key an environment object of a type written at a place is found by: the key of the
    /// workspace type it means there (else the name as written), and the generic arguments the
    /// written type gives, directly or through an alias of a specialization
    /// (`GroupPublisher` → `ViewModelPublisher<GroupViewModel>`): SwiftUI keys the environment by
    /// the whole type.
    func environmentKey(_ written: String, in context: TypeInfo?, file: Int) -> String {
        let base = program.type(written, in: context, file: file)?.key ?? TypeDeclaration.baseName(written)
        guard let arguments = SemanticModel.genericArgumentsText(program.model.specialization(of: written)) else { return base }
        return base + "<" + arguments + ">"
    }

    /// A key's type and generic arguments (`Box<Int>` → `Box`, `Int`).
    static func splitEnvironmentKey(_ key: String) -> (base: String, arguments: String?) {
        guard let open = key.firstIndex(of: "<"), key.last == ">" else { return (key, nil) }
        return (String(key[..<open]), String(key[key.index(after: open)..<key.index(before: key.endIndex)]))
    }

    /// Whether an object injected under `injected` answers a lookup for `wanted`: the same class or
    /// a subclass, and the same generic arguments when both are known (an object whose arguments
    /// were inferred may be either specialization, as the model reads it).
    func environmentMatches(_ injected: String, _ wanted: String) -> Bool {
        if injected == wanted { return true }
        let (injectedBase, injectedArguments) = Engine.splitEnvironmentKey(injected)
        let (wantedBase, wantedArguments) = Engine.splitEnvironmentKey(wanted)
        guard injectedBase == wantedBase || isSubclass(injectedBase, of: wantedBase) else { return false }
        guard let injectedArguments, let wantedArguments else { return true }
        return injectedArguments == wantedArguments
    }

    /// The value an ancestor injects for `key` (an environment object's key, or `\.path` for an
    /// environment value).
    func lookupEnvironment(_ element: Element, _ key: String) -> Value? {
        firstInEnvironment(from: element) { e in
            for modifier in e.vnode.modifiers.reversed() {
                switch modifier {
                case .environmentObject(let type, let value) where environmentMatches(type, key): return value
                case .environmentValue(let path, let value) where "\\." + path == key: return value
                default: continue
                }
            }
            return nil
        }
    }

    /// The first answer `visit` gives for the elements whose injections a read at `element` sees,
    /// nearest first: the element and its ancestors, on through a sheet's or cover's presenter
    /// when sheets inherit the environment.
    func firstInEnvironment<T>(from element: Element, _ visit: (Element) -> T?) -> T? {
        var current: Element? = element
        while let e = current {
            if let found = visit(e) { return found }
            if e.presentationKind == "sheet" || e.presentationKind == "fullScreenCover" {
                if !settings.sheetsInheritEnvironment { return nil }
                current = e.presenter
                continue
            }
            current = e.parent
        }
        return nil
    }

    /// An object SwiftUI may find for `key` where nothing above `element` injects one the
    /// simulator can tell, and no placeholder is made (a root of the app): when an injection on
    /// the way up has a value the simulator could not compute (`.environmentObject(.init(…))` of a
    /// type it could not tell), that injection may be the object, so SwiftUI's crash is not
    /// established. The read is unknown, and the run is conditional on it. Nil when every
    /// injection above is known. (Below the roots a placeholder stands for such an injection.)
    func unknownInjection(above element: Element, _ key: String, at place: SourcePlace) -> Value? {
        guard hasUnknownInjection(above: element) else { return nil }
        noteUnknown("assuming an injection above, whose value the simulator cannot compute, is the `\(key)` read here", at: place)
        return .opaque("the `\(key)` an injection above may be")
    }

    /// Whether an injection on the way up from `element` has a value the simulator cannot compute
    /// (another module's view given content counts as one: what it injects is not known).
    func hasUnknownInjection(above element: Element) -> Bool {
        firstInEnvironment(from: element) { e in
            // Not an object the simulator made (unknown, `nil` it could not compute, `.init(…)` it
            // could not type): what it injects is not known.
            e.vnode.modifiers.contains { modifier in
                guard case .environmentObject(_, let value) = modifier else { return false }
                if case .object = value { return false }
                return true
            } ? true : nil
        } ?? false
    }

    /// Why a placeholder is made, as its note says it.
    static func placeholderReason(above view: String, unknownAbove: Bool) -> String {
        unknownAbove
            ? "nothing above `\(view)` in this simulation injects one the simulator can tell, but an injection above has a value it cannot compute and may be it"
            : "nothing above `\(view)` in this simulation injects one, where SwiftUI would crash"
    }

    func isSubclass(_ type: String, of other: String) -> Bool {
        var current = program.type(type)?.inherited.first
        var depth = 0
        while let name = current, depth < 32 {
            if name == other { return true }
            current = program.type(name)?.inherited.first
            depth += 1
        }
        return false
    }

    /// The environment values a view value holds, in declaration order.
    func environmentFields(_ instance: ViewInstance) -> [Value] {
        var result: [Value] = []
        for property in instance.type.stored where property.wrapper == .environmentObject || property.wrapper?.isEnvironment == true {
            result.append(instance.fields[property.name] ?? Value.none)
        }
        return result
    }

    /// Whether a value read from the environment is the one read before (B4e): as view inputs
    /// compare (`sameAs`), except that one closure read again (SwiftUI's `dismiss` action of the
    /// same identity) is no change.
    static func sameEnvironmentValue(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.closure(let x), .closure(let y)): return x === y
        default: return a.sameAs(b)
        }
    }

    func environmentChanged(_ a: VNode, _ b: VNode) -> Bool {
        func entries(_ node: VNode) -> [(String, Value)] {
            node.modifiers.compactMap { modifier in
                switch modifier {
                case .environmentObject(let key, let value): return (key, value)
                case .environmentValue(let key, let value): return ("\\." + key, value)
                default: return nil
                }
            }
        }
        let x = entries(a)
        let y = entries(b)
        guard x.count == y.count else { return true }
        return zip(x, y).contains { $0.0 != $1.0 || !$0.1.sameAs($1.1) }
    }

    /// Views below an element whose environment values changed get them, and run their bodies.
    func refreshEnvironment(below element: Element) throws {
        var work = element.children + element.pushed + element.presented.values.sorted { $0.id < $1.id }
        var visited = 0
        while let current = work.popLast(), visited < 100_000 {
            visited += 1
            if let instance = current.instance, !environmentFields(instance).isEmpty {
                let before = environmentFields(instance)
                try resolveEnvironment(current)
                if zip(before, environmentFields(instance)).contains(where: { !Engine.sameEnvironmentValue($0, $1) }) {
                    updateSubscriptions(current)
                    markDirty(current, because: "@self")
                }
            }
            work.append(contentsOf: current.children)
            work.append(contentsOf: current.pushed)
            work.append(contentsOf: current.presented.values)
        }
    }

    // MARK: Bodies

    func render(_ element: Element) throws {
        guard let instance = element.instance else { return }
        let hints = garbageHints
        // What `Self._printChanges()` in this body reports; a first body reports everything.
        if instance.type.printsChanges {
            if !element.hasRendered {
                element.hasRendered = true
                element.changeReasons = ["@self", "@identity"] + instance.type.stored.filter { $0.wrapper != nil && $0.wrapper != .binding }.map { "_" + $0.name }
            }
            renderingReasons = element.changeReasons
            element.changeReasons = []
        }
        element.dirty = false
        element.renderedInPass = passNumber
        for cell in element.readCells { cell.readers.remove(element.id) }
        element.readCells.removeAll(keepingCapacity: true)
        for (id, name) in element.observableReads { objects[id.raw].observers[name]?.remove(element.id) }
        element.observableReads.removeAll(keepingCapacity: true)
        emit(Event(kind: .viewBody, view: instance.type.name, viewKey: instance.type.key, path: element.path))
        let saved = tracker
        tracker = element
        let output: VNode
        do {
            output = try evaluateBody(instance)
        } catch {
            tracker = saved
            throw error
        }
        tracker = saved
        temporaryRoots.append(.view(output))
        defer { temporaryRoots.removeLast() }
        renderDepth += 1
        defer { renderDepth -= 1 }
        try reconcileChildren(element, [output])
        // Collect once per outermost body: children rendered inside it are covered by it, which
        // keeps a parent with many rows linear.
        if renderDepth == 1 && (mayHaveGarbage || garbageHints != hints) { collectGarbage() }
    }

    /// Whether SwiftUI would see the new value as different: stored inputs compared by value,
    /// objects by identity, closures always different; storage and environment are not inputs.
    func inputsChanged(_ old: ViewInstance, _ new: ViewInstance) -> Bool {
        // A view with its own `==` is compared with it (what `.equatable()` and Equatable views get).
        if let equals = new.type.staticMethods["=="]?.first,
            let result = try? callFunction(equals, [(nil, .view(VNode(.custom(old)))), (nil, .view(VNode(.custom(new))))], selfContext: .typeContext(new.type.name)),
            case .bool(let same) = result
        {
            return !same
        }
        for property in new.type.stored where !property.isStatic {
            switch property.wrapper {
            case .state?, .stateObject?, .environmentValue?, .environmentObservable?, .environmentObject?, .focusState?, .namespace?, .appStorage?,
                .sceneStorage?, .gestureState?, .query?:
                continue
            default:
                let a = old.fields[property.name] ?? .none
                let b = new.fields[property.name] ?? .none
                if !a.sameAs(b) { return true }
                if property.wrapper == .binding, let x = old.bindingSnapshots[property.name], let y = new.bindingSnapshots[property.name], !x.sameAs(y) {
                    return true
                }
            }
        }
        return false
    }

    /// Same view type at the same place: compares kinds without building names.
    func sameKind(_ a: VNode.Kind, _ b: VNode.Kind) -> Bool {
        switch (a, b) {
        case let (.custom(x), .custom(y)): return x.type === y.type
        case (.text, .text), (.button, .button), (.toggle, .toggle), (.textField, .textField), (.image, .image),
            (.link, .link), (.navigationStack, .navigationStack), (.tabView, .tabView), (.forEach, .forEach),
            (.group, .group), (.empty, .empty):
            return true
        case let (.container(x), .container(y)), let (.other(x), .other(y)): return x == y
        case let (.conditional(x), .conditional(y)): return x == y
        default: return false
        }
    }

    /// Whether dropping a view value could free an object: a value that refers to nothing but
    /// objects the new value refers to as well cannot free anything.
    func mayFreeObjects(dropping old: ViewInstance, keeping new: ViewInstance) -> Bool {
        if !old.objectThunks.isEmpty || !old.lazyStateSeeds.isEmpty { return true }
        for (name, value) in old.fields {
            switch value {
            case .int, .double, .bool, .string, .none, .void, .range, .type, .uuid, .keyPath, .opaque: continue
            case .object(let id):
                if case .object(let other)? = new.fields[name], other == id { continue }
                return true
            default:
                return true
            }
        }
        for value in old.stateSeeds.values where Engine.mayReferenceObjects(value) { return true }
        return false
    }

    func sameIdentity(_ a: VNode, _ b: VNode) -> Bool {
        guard sameKind(a.kind, b.kind), a.key == b.key else { return false }
        switch (a.explicitID, b.explicitID) {
        case (nil, nil): return true
        case let (x?, y?): return x.sameAs(y)
        default: return false
        }
    }

    /// Gives a live identity its new description.
    func update(_ element: Element, with node: VNode) throws {
        let oldNode = element.vnode
        element.vnode = node
        // New values injected here reach the views below that read them (B4e, E1).
        if (!oldNode.modifiers.isEmpty || !node.modifiers.isEmpty) && environmentChanged(oldNode, node) {
            try refreshEnvironment(below: element)
        }
        if let instance = node.instance, let old = element.instance {
            if instance !== old {
                instance.element = element
                patchPaths(instance, element)
                element.instance = instance
                let before = environmentFields(old)
                try resolveEnvironment(element)
                if !before.isEmpty && zip(before, environmentFields(instance)).contains(where: { !Engine.sameEnvironmentValue($0, $1) }) { markDirty(element, because: "@self") }
                updateSubscriptions(element)
                if !mayHaveGarbage && mayFreeObjects(dropping: old, keeping: instance) { mayHaveGarbage = true }
                if inputsChanged(old, instance) { markDirty(element, because: "@self") }
            }
            setPresenter(element, hasPresentationModifiers(node))
            if element.dirty { try render(element) }
            return
        }
        setPresenter(element, hasPresentationModifiers(node))
        try reconcileChildren(element, node.children)
        if case .tabView(let selection) = node.kind, let selection {
            let key = describe(try peek(selection))
            if key != element.selectedTab {
                element.selectedTab = key
                structureChanged = true
            }
        }
    }

    func reconcileChildren(_ element: Element, _ nodes: [VNode]) throws {
        if element.vnode.lazyRows != nil {
            try reconcileLazyRows(element)
            return
        }
        let old = element.children
        var result: [Element] = []
        result.reserveCapacity(nodes.count)
        // Which old children found a place: marked with this call's number instead of a set.
        reconcileNumber &+= 1
        let mark = reconcileNumber
        var keyed = false
        if case .forEach = element.vnode.kind { keyed = true }
        if keyed {
            var byKey: [String: Element] = [:]
            for child in old { if let key = child.vnode.key { byKey[key] = child } }
            for (index, node) in nodes.enumerated() {
                if let key = node.key, let existing = byKey[key], sameIdentity(existing.vnode, node), existing.reuseMark != mark {
                    existing.reuseMark = mark
                    try update(existing, with: node)
                    result.append(existing)
                } else {
                    result.append(try mount(node, parent: element, segment: segment(for: node, index: index)))
                }
            }
        } else {
            for (index, node) in nodes.enumerated() {
                if index < old.count, sameIdentity(old[index].vnode, node) {
                    old[index].reuseMark = mark
                    try update(old[index], with: node)
                    result.append(old[index])
                } else {
                    result.append(try mount(node, parent: element, segment: segment(for: node, index: index)))
                }
            }
        }
        element.children = result
        for child in old where child.reuseMark != mark { unmount(child) }
    }

    /// Takes an identity out of the tree. Its disappearance and the freeing of its storage happen
    /// after the current pass, so new identities are set up before old ones are freed.
    func unmount(_ element: Element) {
        var work = [element]
        while let current = work.popLast() {
            current.mounted = false
            current.dirty = false
            work.append(contentsOf: current.children)
            work.append(contentsOf: current.pushed)
            work.append(contentsOf: current.presented.values.sorted { $0.id < $1.id })
        }
        pendingRemovals.append(element)
        structureChanged = true
    }

    // MARK: Lazy containers

    /// The nearest List or lazy stack around an element.
    func lazyContainer(of element: Element) -> Element? {
        var current = element.parent
        while let e = current {
            if case .container(let name) = e.vnode.kind, Engine.lazyContainers.contains(name) { return e }
            if e.instance != nil { return nil }
            current = e.parent
        }
        return nil
    }

    /// A `ForEach` in a lazy container has identities only for rows that are, or were, on screen:
    /// rows in the window are built and updated; rows scrolled away are kept hidden (retention
    /// `retain`) or freed with their state (`discard`); rows no longer in the data are removed.
    func reconcileLazyRows(_ element: Element) throws {
        guard let rows = element.vnode.lazyRows else { return }
        let container = lazyContainer(of: element)
        let count = rows.count
        let offset = max(0, min(container?.scrollOffset ?? 0, max(0, count - settings.visibleRows)))
        container?.scrollOffset = offset
        let window = offset..<min(count, offset + settings.visibleRows)
        let old = element.children
        var byKey: [String: Element] = [:]
        for child in old { if let key = child.vnode.key { byKey[key] = child } }
        reconcileNumber &+= 1
        let mark = reconcileNumber
        var kept: [(Int, Element)] = []
        // Rows on screen: built, then matched by key.
        for index in window {
            let key = rows.key(index)
            let existing = byKey[key]
            // Row builders are escaping closures; what they read counts for the view around them.
            let saved = tracker
            tracker = element.owningView
            let built: VNode
            do {
                built = try buildContent(rows.content, [rows.item(index)])
            } catch {
                tracker = saved
                throw error
            }
            tracker = saved
            let wrapper = VNode(.group, children: [built])
            wrapper.key = key
            if let existing, sameIdentity(existing.vnode, wrapper), existing.reuseMark != mark {
                existing.reuseMark = mark
                if existing.offscreen {
                    existing.offscreen = false
                    structureChanged = true
                }
                try update(existing, with: wrapper)
                kept.append((index, existing))
            } else {
                let mounted = try mount(wrapper, parent: element, segment: "[\(key)]")
                mounted.reuseMark = mark
                kept.append((index, mounted))
            }
        }
        // Rows made before and now off screen: kept hidden, or freed (the retention setting);
        // rows whose data is gone are removed either way.
        if settings.lazyRetention == .retain {
            var indexOfKey: [String: Int] = [:]
            if rows.range == nil { for (index, key) in rows.keys.enumerated() { indexOfKey[key] = index } }
            for child in old where child.reuseMark != mark {
                guard let key = child.vnode.key else { continue }
                let index: Int?
                if let range = rows.range, let value = Int(key), value - range.low >= 0, value - range.low < range.count {
                    index = value - range.low
                } else {
                    index = indexOfKey[key]
                }
                guard let index else { continue }
                child.reuseMark = mark
                if !child.offscreen {
                    child.offscreen = true
                    structureChanged = true
                }
                kept.append((index, child))
            }
        }
        element.children = kept.sorted { $0.0 < $1.0 }.map(\.1)
        for child in old where child.reuseMark != mark { unmount(child) }
    }

    /// Scrolls a lazy container by `rows` (negative: up) and updates its rows.
    func scroll(_ container: Element, by rows: Int) throws {
        // `scroll down N` takes any N: the sum saturates instead of overflowing.
        let (sum, overflow) = container.scrollOffset.addingReportingOverflow(rows)
        container.scrollOffset = overflow ? (rows > 0 ? Int.max : 0) : max(0, sum)
        var work = container.children
        while let element = work.popLast() {
            if element.vnode.lazyRows != nil {
                try reconcileLazyRows(element)
            } else if element.instance == nil {
                work.append(contentsOf: element.children)
            }
        }
        structureChanged = true
    }

    // MARK: The update loop

    /// Runs bodies until nothing is invalid, then presentations and appearance; repeats while
    /// callbacks change state.
    func settle() throws {
        var passes = 0
        while true {
            let dirty = dirtyElementsInTreeOrder()
            let needsPresentationSync = !presenters.isEmpty || structureChanged
            if dirty.isEmpty && !structureChanged && !needsPresentationSync && pendingRemovals.isEmpty { return }
            passes += 1
            if passes > settings.maximumUpdatePasses {
                emit(Event(kind: .warning, message: "views keep invalidating each other: stopped after \(settings.maximumUpdatePasses) update passes (an update loop?)"))
                return
            }
            passNumber += 1
            try drainMainQueue()
            for element in dirty where element.dirty && element.mounted { try render(element) }
            try syncPresentations()
            let changed = try finishStructure()
            if !changed && dirtyElementsInTreeOrder().isEmpty { return }
        }
    }

    /// Invalid views, parents before children.
    func dirtyElementsInTreeOrder() -> [Element] {
        dirtyList.removeAll { !$0.dirty || !$0.mounted }
        if dirtyList.count > 1 { dirtyList.sort { ($0.depth, $0.id) < ($1.depth, $1.id) } }
        return dirtyList
    }

    // MARK: Presentations

    /// Keeps `presenters` in step with the element's modifiers without touching it when nothing changes.
    func setPresenter(_ element: Element, _ presents: Bool) {
        guard presents != element.isPresenter else { return }
        element.isPresenter = presents
        presenters[element.id] = presents ? element : nil
    }

    func hasPresentationModifiers(_ node: VNode) -> Bool {
        if case .tabView(let selection) = node.kind, selection != nil { return true }
        if node.modifiers.isEmpty {
            if case .navigationStack(let path) = node.kind { return path != nil }
            return false
        }
        for modifier in node.modifiers {
            switch modifier {
            case .sheet, .sheetItem, .navigationDestinationPresented, .onChange, .task: return true
            default: continue
            }
        }
        if case .navigationStack(let path) = node.kind, path != nil { return true }
        return false
    }

    /// Presents and dismisses sheets, and pushes and pops destinations driven by bindings.
    func syncPresentations() throws {
        for element in presenters.values.sorted(by: { $0.id < $1.id }) where element.mounted {
            for (index, modifier) in element.vnode.modifiers.enumerated() {
                switch modifier {
                case .sheet(let binding, let content, let onDismiss, let cover):
                    let shown = truthy(try peek(binding))
                    if shown, element.presented[index] == nil {
                        let node = try buildPresentation(content, [], presenter: element)
                        let sheet = try presentSheet(node, by: element, cover: cover)
                        element.presented[index] = sheet
                    } else if !shown, let sheet = element.presented[index] {
                        element.presented[index] = nil
                        unmount(sheet)
                        if let onDismiss { pendingDismissals.append(onDismiss) }
                    } else if shown, let sheet = element.presented[index], element.owningView?.renderedInPass == passNumber {
                        try update(sheet, with: try buildPresentation(content, [], presenter: element))
                    }
                case .sheetItem(let binding, let content, let onDismiss, let cover):
                    let item = try peek(binding)
                    let key = item.isNone ? nil : (try identifier(of: item) ?? describe(item))
                    let current = element.presented[index]
                    let currentKey = current?.presentedItem.map { (try? identifier(of: $0)) ?? describe($0) } ?? nil
                    if let current, key != currentKey {
                        element.presented[index] = nil
                        unmount(current)
                        if let onDismiss { pendingDismissals.append(onDismiss) }
                        // A different item dismisses the sheet first, then presents a new one.
                        if key != nil { _ = try finishStructure() }
                    }
                    if key != nil, element.presented[index] == nil {
                        let node = try buildPresentation(content, [item], presenter: element)
                        let sheet = try presentSheet(node, by: element, cover: cover)
                        sheet.presentedItem = item
                        element.presented[index] = sheet
                    }
                case .navigationDestinationPresented(let binding, let destination):
                    let shown = truthy(try peek(binding))
                    if shown, element.presented[index] == nil, let stack = navigationStack(containing: element) {
                        let screen = try mount(destination, parent: stack, segment: "push", presentedAs: "push", by: element)
                        screen.presentedBinding = binding
                        stack.pushed.append(screen)
                        element.presented[index] = screen
                        structureChanged = true
                    } else if !shown, let screen = element.presented[index] {
                        element.presented[index] = nil
                        if let stack = screen.parent { stack.pushed.removeAll { $0 === screen } }
                        unmount(screen)
                    } else if shown, let screen = element.presented[index] {
                        try update(screen, with: destination)
                    }
                case .onChange, .task:
                    break
                default:
                    break
                }
            }
            if case .navigationStack(let path?) = element.vnode.kind {
                try syncPath(element, path)
            }
            if case .tabView(let selection?) = element.vnode.kind {
                let key = describe(try peek(selection))
                if key != element.selectedTab {
                    element.selectedTab = key
                    structureChanged = true
                }
            }
        }
        // Screens pushed from links take the link's newest destination value.
        for element in navigationStacks.values.sorted(by: { $0.id < $1.id }) where element.mounted && !element.pushed.isEmpty {
            for screen in element.pushed {
                guard let link = screen.sourceLink, link.mounted, link.vnode !== screen.sourceVNode,
                    case .link(_, let destination?, _) = link.vnode.kind
                else { continue }
                screen.sourceVNode = link.vnode
                try update(screen, with: destination)
            }
        }
    }

    func buildPresentation(_ content: Value, _ arguments: [Value], presenter: Element? = nil) throws -> VNode {
        // What the content reads counts for the view that presents it, which rebuilds it.
        let saved = tracker
        tracker = presenter?.owningView
        defer { tracker = saved }
        return try buildContent(content, arguments)
    }

    func presentSheet(_ node: VNode, by presenter: Element, cover: Bool) throws -> Element {
        let kind = cover ? "fullScreenCover" : "sheet"
        return try mount(node, parent: presenter, segment: kind, presentedAs: kind, by: presenter)
    }

    func navigationStack(containing element: Element) -> Element? {
        var current: Element? = element
        while let e = current {
            if case .navigationStack = e.vnode.kind { return e }
            current = e.parent
        }
        return nil
    }

    /// A stack bound to a path shows one pushed screen per path element.
    /// Screens a `NavigationLink(destination:)` pushed are not in the path: they sit above the
    /// path's screens and stay while the path does not change.
    func syncPath(_ stack: Element, _ path: BindingValue) throws {
        guard case .array(let values) = try peek(path) else { return }
        let valueScreens = stack.pushed.prefix { $0.presentedItem != nil }
        if valueScreens.count == values.count, zip(valueScreens, values).allSatisfy({ $0.presentedItem!.sameAs($1) }) { return }
        var keep = 0
        while keep < min(values.count, stack.pushed.count), let item = stack.pushed[keep].presentedItem, item.sameAs(values[keep]) {
            keep += 1
        }
        while stack.pushed.count > keep {
            let screen = stack.pushed.removeLast()
            unmount(screen)
        }
        for value in values.dropFirst(keep) {
            if !(try pushDestination(for: value, on: stack)) { break }
        }
    }

    /// Pushes the screen `navigationDestination(for:)` builds for a value; false (with SwiftUI's
    /// warning) when no destination for its type is declared.
    func pushDestination(for value: Value, on stack: Element) throws -> Bool {
        guard let content = destinationBuilder(in: stack, for: value) else {
            emit(Event(kind: .warning, message: "A NavigationLink is presenting a value of type “\(describeType(value))” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated."))
            return false
        }
        let node = try buildPresentation(content, [value])
        let screen = try mount(node, parent: stack, segment: "push", presentedAs: "push")
        screen.presentedItem = value
        stack.pushed.append(screen)
        structureChanged = true
        return true
    }

    func destinationBuilder(in stack: Element, for value: Value) -> Value? {
        destinationBuilder(in: stack, forType: describeType(value))
    }

    /// The `navigationDestination(for:)` content a stack has for values of a type (written as the
    /// modifier writes it); "value" (a value whose type the simulator cannot tell) takes the first.
    func destinationBuilder(in stack: Element, forType typeName: String) -> Value? {
        destinationBuilders(in: stack).first { $0.type == typeName || typeName == "value" }?.content
    }

    /// Every `navigationDestination(for:)` declared in a stack (its screens and what they hold),
    /// as (type as written, content), in the order the walk meets them.
    func destinationBuilders(in stack: Element) -> [(type: String, content: Value)] {
        var found: [(type: String, content: Value)] = []
        var work = [stack]
        while let element = work.popLast() {
            for modifier in element.vnode.modifiers {
                if case .navigationDestinationFor(let type, let content) = modifier { found.append((type, content)) }
            }
            work.append(contentsOf: element.pushed)
            work.append(contentsOf: element.children)
        }
        return found
    }

    // MARK: Appearance and removal

    /// After a pass: disappearances, then freeing of removed identities, then appearances,
    /// `onChange` and `task(id:)` restarts. Returns whether anything happened.
    func finishStructure() throws -> Bool {
        var changed = false
        if structureChanged || !pendingRemovals.isEmpty {
            let visible = visibleElements()
            let visibleIDs = Set(visible.map(\.id))
            // Disappear: what was visible and is not any more (removed or covered), in the old order.
            for element in lastVisible where !visibleIDs.contains(element.id) && element.appeared {
                try disappear(element)
                changed = true
            }
            // Free removed identities: storage goes, and with it what only the storage held.
            if !pendingRemovals.isEmpty {
                let removed = pendingRemovals
                for element in removed { release(element) }
                pendingRemovals.removeAll { element in removed.contains { $0 === element } }
                mayHaveGarbage = true
                collectGarbage()
                changed = true
            }
            // Appear.
            for element in visible where !element.appeared {
                try appear(element)
                changed = true
            }
            lastVisible = visible
            structureChanged = false
        }
        // A sheet's onDismiss runs once it has gone.
        if !pendingDismissals.isEmpty {
            let callbacks = pendingDismissals
            pendingDismissals = []
            for callback in callbacks { _ = try invoke(callback, []) }
            changed = true
        }
        if !mainQueue.isEmpty {
            try drainMainQueue()
            changed = true
        }
        // onChange and task(id:) on visible elements.
        for element in presenters.values.sorted(by: { $0.id < $1.id }) where element.appeared && element.mounted {
            for (index, modifier) in element.vnode.modifiers.enumerated() {
                switch modifier {
                case .onChange(let of, let action):
                    if let previous = element.lastOnChange[index], !previous.sameAs(of) {
                        element.lastOnChange[index] = of
                        let parameters: [Value]
                        if case .closure(let closure) = action, closure.code?.parameters.count == 2 { parameters = [previous, of] } else { parameters = [of] }
                        _ = try invoke(action, parameters)
                        changed = true
                    } else {
                        element.lastOnChange[index] = of
                    }
                case .task(let closure, let id?):
                    if let last = element.taskIDs[index] ?? nil, !last.sameAs(id) {
                        if let frames = element.runningTasks.removeValue(forKey: index) {
                            emit(Event(kind: .taskCancel, view: element.owningView?.instance?.type.name, viewKey: element.owningView?.instance?.type.key, path: element.path))
                            _ = try resumeCancelled(frames)
                        }
                        element.taskIDs[index] = id
                        emit(Event(kind: .taskStart, view: element.owningView?.instance?.type.name, viewKey: element.owningView?.instance?.type.key, path: element.path))
                        if let frames = try runTask(closure, owner: element) { element.runningTasks[index] = frames }
                        changed = true
                    }
                default:
                    break
                }
            }
        }
        return changed
    }

    func visibleElements() -> [Element] {
        var result: [Element] = []
        guard let root else { return result }
        var work = [root]
        while let element = work.popLast() {
            guard element.mounted, !element.offscreen else { continue }
            result.append(element)
            var next: [Element] = []
            switch element.vnode.kind {
            case .navigationStack:
                if let top = element.pushed.last { next = [top] } else { next = element.children }
            case .tabView:
                let selected = element.children.enumerated().first { tabKey($0.element, index: $0.offset) == element.selectedTab }?.element
                next = selected.map { [$0] } ?? Array(element.children.prefix(1))
            default:
                next = element.children
            }
            next.append(contentsOf: element.presented.values.filter { $0.presentationKind != "push" }.sorted { $0.id < $1.id })
            work.append(contentsOf: next.reversed())
        }
        return result
    }

    func tabKey(_ element: Element?, index: Int) -> String {
        guard let element else { return "0" }
        for modifier in element.vnode.modifiers { if case .tag(let value) = modifier { return describe(value) } }
        if let instance = element.vnode.instance, element.children.first != nil {
            _ = instance
        }
        return String(index)
    }

    func appear(_ element: Element) throws {
        element.appeared = true
        let viewName = element.owningView?.instance?.type.name
        let viewKey = element.owningView?.instance?.type.key
        if let instance = element.instance {
            var appeared = Event(kind: .viewAppear, view: instance.type.name, viewKey: instance.type.key, path: element.path)
            appeared.unknownsBefore = unknownsInStep
            emit(appeared)
        }
        for (index, modifier) in element.vnode.modifiers.enumerated() {
            switch modifier {
            case .onAppear(let closure):
                _ = try invoke(closure, [])
            case .task(let closure, let id):
                emit(Event(kind: .taskStart, view: viewName, viewKey: viewKey, path: element.path))
                element.taskIDs[index] = id
                if let frames = try runTask(closure, owner: element) { element.runningTasks[index] = frames }
            default:
                break
            }
        }
    }

    func disappear(_ element: Element) throws {
        element.appeared = false
        let viewName = element.owningView?.instance?.type.name
        let viewKey = element.owningView?.instance?.type.key
        if let instance = element.instance {
            emit(Event(kind: .viewDisappear, view: instance.type.name, viewKey: instance.type.key, path: element.path))
        }
        for modifier in element.vnode.modifiers {
            if case .onDisappear(let closure) = modifier { _ = try invoke(closure, []) }
        }
        let running = element.runningTasks.sorted { $0.key < $1.key }
        element.runningTasks = [:]
        for (_, frames) in running {
            emit(Event(kind: .taskCancel, view: viewName, viewKey: viewKey, path: element.path))
            // A task the view no longer runs is left suspended if it waits again.
            _ = try resumeCancelled(frames)
        }
    }

    /// Drops the storage of a removed subtree; the objects only it held are freed by the collector.
    func release(_ element: Element) {
        var work = [element]
        while let current = work.popLast() {
            work.append(contentsOf: current.children)
            work.append(contentsOf: current.pushed)
            work.append(contentsOf: current.presented.values)
            for cell in current.readCells { cell.readers.remove(current.id) }
            for (id, name) in current.observableReads { objects[id.raw].observers[name]?.remove(current.id) }
            current.readCells = []
            current.observableReads = []
            current.cells = [:]
            current.stateObjects = [:]
            // Elements, their parents and the values installed on them refer to each other
            // strongly (weak references make every retain slow); a released identity lets go.
            current.sourceLink = nil
            current.presenter = nil
            elementsByID[current.id] = nil
            presenters[current.id] = nil
            navigationStacks[current.id] = nil
            subscribed[current.id] = nil
        }
    }

    // MARK: Dismissal

    func presentationBoundary(of element: Element) -> Element? {
        var current: Element? = element
        while let e = current {
            if e.presentationKind != nil { return e }
            current = e.parent
        }
        return nil
    }

    /// `dismiss()` from inside a sheet or a pushed screen.
    func dismiss(from element: Element) throws {
        guard let boundary = presentationBoundary(of: element) else { return }
        try close(boundary)
    }

    func close(_ boundary: Element) throws {
        switch boundary.presentationKind {
        case "sheet", "fullScreenCover":
            guard let presenter = boundary.presenter,
                let index = presenter.presented.first(where: { $0.value === boundary })?.key
            else { return }
            switch presenter.vnode.modifiers[index] {
            case .sheet(let binding, _, _, _): try set(binding, .bool(false))
            case .sheetItem(let binding, _, _, _): try set(binding, .none)
            default: break
            }
            structureChanged = true
        case "push":
            try pop(boundary)
        default:
            break
        }
    }

    func pop(_ screen: Element) throws {
        guard let stack = screen.parent else { return }
        // On a stack bound to a path, a screen of a path element is popped by shortening the path;
        // a screen a `NavigationLink(destination:)` pushed above them is not in the path
        // (`syncPath`) and is taken off the stack itself.
        let index = stack.pushed.firstIndex(where: { $0 === screen })
        let pathScreens = stack.pushed.prefix { $0.presentedItem != nil }.count
        if let binding = screen.presentedBinding {
            try set(binding, .bool(false))
        } else if case .navigationStack(let path?) = stack.vnode.kind, let index, index < pathScreens, case .array(var values) = try peek(path) {
            if index < values.count {
                values.removeSubrange(index...)
                try set(path, .array(values))
            }
        } else {
            if let index {
                let removed = stack.pushed[index...]
                stack.pushed.removeSubrange(index...)
                for item in removed.reversed() { unmount(item) }
            }
        }
        structureChanged = true
    }
}
