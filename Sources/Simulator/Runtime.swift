/// The runtime objects of a simulation: scopes, `self` contexts, class instances, view values and
/// the persistent tree of live identities.

/// Local variables of one block or closure. Lookups walk outwards; blocks hold few names, so a
/// linear search beats hashing.
final class Scope {
    var mark = 0
    var names: [String] = []
    var values: [Value] = []
    let parent: Scope?

    init(parent: Scope?) { self.parent = parent }

    func lookup(_ name: String) -> Value? {
        var scope: Scope? = self
        while let current = scope {
            if let index = current.names.lastIndex(of: name) { return current.values[index] }
            scope = current.parent
        }
        return nil
    }

    /// Assigns an existing variable; false when no scope declares it.
    func assign(_ name: String, _ value: Value) -> Bool {
        var scope: Scope? = self
        while let current = scope {
            if let index = current.names.lastIndex(of: name) {
                current.values[index] = value
                return true
            }
            scope = current.parent
        }
        return false
    }

    func declare(_ name: String, _ value: Value) {
        names.append(name)
        values.append(value)
    }
}

/// What `self` is while code runs.
enum SelfContext {
    case view(ViewInstance)
    case object(ObjectID)
    /// A user struct being initialized or mutated; written back by the caller.
    case structure(StructBox)
    case typeContext(String)
}

final class StructBox {
    var value: StructValue
    init(_ value: StructValue) { self.value = value }
}

/// A class instance.
final class ObjectInstance {
    let id: ObjectID
    let type: String
    /// The declaration, when the workspace declares the class (looked up once).
    var info: TypeInfo?
    /// `@Observable`: reads of its properties are tracked per view.
    var isObservable = false
    /// The generic arguments the code that made it wrote, directly or through an alias of a
    /// specialization (`GroupPublisher(…)`: `GroupViewModel`); nil when inferred or not generic.
    var genericArguments: String?
    /// `Model#2`: the type and its ordinal among instances of that type in this run.
    let label: String
    var fields: [String: Value] = [:]
    var alive = true
    /// For `@Observable` instances: which views read which property in their last body.
    var observers: [String: Set<Int>] = [:]
    let owner: Owner
    let createdAtStep: Int
    var freedAtStep: Int? = nil
    /// Code the simulator does not run was handed something that holds this object (a closure
    /// that keeps `self`, or `self` as `assign(to:on:)`'s object): that code may keep it alive
    /// after the app lets go of it. The call and its place (`` `sink` (Store.swift:12) ``); the
    /// first one met.
    var handedOutside: String? = nil
    /// Made in a branch, a `??` fallback or a `?:` arm chosen on a value the simulator could not
    /// compute or on a placeholder's property (`Engine.onChoice`): the app may not make it there.
    var madeOnUnknownChoice = false

    init(id: ObjectID, type: String, label: String, owner: Owner, step: Int) {
        self.id = id
        self.type = type
        self.label = label
        self.owner = owner
        self.createdAtStep = step
    }
}

/// How a `@StateObject`'s initial value is made: the autoclosure SwiftUI calls once.
struct Thunk {
    let expr: Expr
    let scope: Scope?
    let selfContext: SelfContext?
}

/// One value of a view struct. SwiftUI makes a new one every time the parent's body mentions the
/// view; the values are compared and thrown away, while the storage stays with the identity.
final class ViewInstance {
    var mark = 0
    let type: TypeInfo
    /// Stored properties that are not storage: plain `let`/`var`, `@ObservedObject`, `@Binding`,
    /// `@Bindable`, `@Environment…` (resolved when installed).
    var fields: [String: Value] = [:]
    /// `@State` initial values this copy carries (evaluated under the legacy toolchain mode, an
    /// unevaluated expression under the macro mode).
    var stateSeeds: [String: Value] = [:]
    var lazyStateSeeds: [String: Thunk] = [:]
    /// `@StateObject` autoclosures this copy carries.
    var objectThunks: [String: Thunk] = [:]
    /// The identity this value was installed on, once SwiftUI has used it.
    var element: Element?
    /// Set while the struct initializer runs: storage is not installed yet.
    var initializing = true
    /// Events of this value's initializer, given the identity's path once it is installed.
    var pendingEvents: [Int] = []
    /// The values `@Binding` properties showed when this value was made: SwiftUI's Binding carries
    /// such a snapshot, so a child whose bound value changed is not equal to its previous value.
    var bindingSnapshots: [String: Value] = [:]
    /// A view modifier's: the view it modifies, its body's `content`.
    var modifierContent: VNode?

    init(type: TypeInfo) { self.type = type }
}

/// The description of views a body returns: what SwiftUI compares against the live tree.
final class VNode {
    enum Kind {
        case custom(ViewInstance)
        case text(String)
        case button(label: String, action: Value)
        case toggle(label: String, binding: BindingValue?)
        case textField(label: String, binding: BindingValue?)
        case image(String)
        case link(label: String, destination: VNode?, value: Value?)
        case container(String)
        case navigationStack(path: BindingValue?)
        case tabView(selection: BindingValue?)
        case forEach
        case conditional(Int)
        case group
        case empty
        case other(String)
    }
    let kind: Kind
    var mark = 0
    var children: [VNode]
    var modifiers: [Modifier] = []
    var explicitID: Value? = nil
    /// The identity of a `ForEach` element, or a tab's tag.
    var key: String? = nil
    /// A label view, kept to show (`Button { } label: { Text(...) }`).
    var labelNode: VNode? = nil
    /// A `ForEach` in a lazy container: its data, keys and row builder; rows are made on screen.
    var lazyRows: LazyRows? = nil

    init(_ kind: Kind, children: [VNode] = []) {
        self.kind = kind
        self.children = children
    }

    func copy() -> VNode {
        let result = VNode(kind, children: children)
        result.modifiers = modifiers
        result.explicitID = explicitID
        result.key = key
        result.labelNode = labelNode
        result.lazyRows = lazyRows
        return result
    }

    var typeName: String {
        switch kind {
        case .custom(let instance): return instance.type.name
        case .text: return "Text"
        case .button: return "Button"
        case .toggle: return "Toggle"
        case .textField: return "TextField"
        case .image: return "Image"
        case .link: return "NavigationLink"
        case .container(let name), .other(let name): return name
        case .navigationStack: return "NavigationStack"
        case .tabView: return "TabView"
        case .forEach: return "ForEach"
        case .conditional(let branch): return "if#\(branch)"
        case .group: return "Group"
        case .empty: return "EmptyView"
        }
    }

    var instance: ViewInstance? { if case .custom(let instance) = kind { return instance } else { return nil } }
}

final class LazyRows {
    let items: [Value]
    let keys: [String]
    let content: Value?
    /// A range is not spelled out: `ForEach(0..<1_000_000)` in a List makes only what is seen.
    let range: (low: Int, count: Int)?
    init(items: [Value], keys: [String], content: Value?) {
        self.items = items
        self.keys = keys
        self.content = content
        self.range = nil
    }
    init(low: Int, count: Int, content: Value?) {
        self.items = []
        self.keys = []
        self.content = content
        self.range = (low, count)
    }
    var count: Int { range?.count ?? keys.count }
    func item(_ index: Int) -> Value { range.map { .int($0.low + index) } ?? items[index] }
    /// Ranges are identified by value with `id: \.self`, by offset otherwise; both give the same key.
    func key(_ index: Int) -> String { range.map { String($0.low + index) } ?? keys[index] }
}

enum Modifier {
    case onAppear(Value)
    case onDisappear(Value)
    case task(Value, id: Value?)
    case onChange(of: Value, action: Value)
    case sheet(binding: BindingValue, content: Value, onDismiss: Value?, cover: Bool)
    case sheetItem(binding: BindingValue, content: Value, onDismiss: Value?, cover: Bool)
    case environmentObject(String, Value)
    case environmentValue(String, Value)
    case navigationDestinationFor(String, Value)
    case navigationDestinationPresented(BindingValue, VNode)
    case tabItem(String)
    case tag(Value)
    case title(String)
    /// `.onTapGesture { }`: the view can be tapped by its text.
    case onTap(Value)
    case disabled(Bool)
}

/// A live identity: where one view sits in the tree, with its storage and the latest value.
final class Element {
    let id: Int
    var vnode: VNode
    var children: [Element] = []
    var parent: Element?
    /// Segment of the display path (`VStack`, `ScorePlate`, `ForEach[3]`).
    let segment: String

    // Custom views.
    var instance: ViewInstance?
    var cells: [String: StateCell] = [:]
    var stateObjects: [String: Value] = [:]
    var readCells: [StateCell] = []
    var observableReads: [(ObjectID, String)] = []
    var subscriptions: [ObjectID] = []
    var dirty = false
    var mounted = false
    var renderedInPass = -1
    var hasRendered = false
    /// Why the next body runs, for `Self._printChanges()`.
    var changeReasons: [String] = []
    var isPresenter = false
    var reuseMark = 0
    /// Lazy containers: the first row on screen.
    var scrollOffset = 0
    /// A row of a lazy container scrolled out of view but kept (retention `retain`).
    var offscreen = false

    // Containers.
    /// Navigation stacks: the pushed screens, bottom first.
    var pushed: [Element] = []
    /// Presented sheets keyed by the index of their modifier on this element's node.
    var presented: [Int: Element] = [:]
    /// Tab views: the selected tab's key.
    var selectedTab: String? = nil
    /// A screen pushed from a link remembers the link, to take fresh destination values from it.
    var sourceLink: Element?
    /// The link description the pushed screen was last updated from.
    var sourceVNode: VNode?
    /// The view whose modifier presents this sheet or bound destination.
    var presenter: Element?
    var presentedBinding: BindingValue?
    var presentationKind: String? = nil
    var presentedItem: Value? = nil
    /// The `dismiss` action (and `presentationMode`) this identity's views read from the
    /// environment: one value for its lifetime, so that reading it again is no change (B4e).
    var dismissAction: Value? = nil
    var presentationMode: Value? = nil
    var appeared = false
    /// `.task` modifiers (by index) still waiting, and the `id:` each last started with.
    var runningTasks: [Int: [TaskFrame]] = [:]
    var taskIDs: [Int: Value?] = [:]
    var lastOnChange: [Int: Value] = [:]

    init(id: Int, vnode: VNode, segment: String) {
        self.id = id
        self.vnode = vnode
        self.segment = segment
    }

    private var cachedPath: String?
    /// Identities never move, so the path is computed once.
    var path: String {
        if let cachedPath { return cachedPath }
        let computed = computePath()
        cachedPath = computed
        return computed
    }

    var depth = 0

    private func computePath() -> String {
        var parts: [String] = []
        var current: Element? = self
        while let element = current {
            if !element.segment.isEmpty { parts.append(element.segment) }
            current = element.parent
        }
        return parts.reversed().joined(separator: "/")
    }

    /// The nearest custom view at or above this element.
    var owningView: Element? {
        var current: Element? = self
        while let element = current {
            if element.instance != nil { return element }
            current = element.parent
        }
        return nil
    }
}
