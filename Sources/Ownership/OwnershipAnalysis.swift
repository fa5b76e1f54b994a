import Foundation
import Semantics
import Syntax

public enum OwnershipKind: String, Sendable {
    /// This view creates the object (inline, or in its `init`).
    case owned
    /// The value comes from outside: a parent passes it.
    case injected
    /// Read from the environment.
    case environment
    /// A singleton or other static instance.
    case shared
    case unknown
}

/// One typed step of the value flow into a property: a place that hands the object over, and what
/// it hands. Consumers read these; the evidence text is rendered from them.
public struct FlowEdge: Sendable {
    public enum Kind: String, Sendable {
        /// An argument of a construction (`Child(model: m)`), to an explicit or memberwise initializer.
        case constructionArgument
        /// `.environmentObject(x)` / `.environment(x)` above the view.
        case environmentInjection
        /// A hosting controller's `rootView.x = value`.
        case hostAssignment
        /// An argument of a construction in code outside views (a route's factory, a coordinator, an
        /// app delegate), or of a call of such a factory from a view: made once per call of that
        /// code, not on every run of a body.
        case factoryArgument
    }

    public enum Source: Sendable, Equatable {
        /// A property of the parent view, with that property's own ownership when it holds a model.
        case parentProperty(name: String, wrapper: String, upstream: OwnershipKind?)
        case newInstance(type: String)
        case sharedInstance(type: String, member: String)
        /// An expression Lifeline does not follow further.
        case expression(String)
        /// The construction gives no argument for it.
        case missing
    }

    /// The written shape of an argument Lifeline does not follow further (`.expression`), for the
    /// rules that must tell whether a later call can pass another object.
    public enum Shape: Sendable, Equatable {
        /// A closure's parameter, and the callee of the call the closure is given to
        /// (`ForEach(items) { item in Row(model: item) }`: `item`, `ForEach`).
        case closureParameter(name: String, call: String?)
        /// Members read from a name that is no local (`state.proxy`, `self.state.proxy`): the root
        /// and the members in order.
        case members(root: String, path: [String])
        case other

        /// The shape of a written argument.
        static func of(_ argument: SyntaxNode) -> Shape {
            // `$0`: the parameter of the closure the argument is written in.
            if argument.kind == .declReferenceExpr, let name = argument.referencedName, name.count > 1, name.hasPrefix("$"),
                name.dropFirst().allSatisfy(\.isNumber)
            {
                let path = argument.tree.root.path(to: argument.range.lowerBound)
                guard let closure = path.lastIndex(where: { $0.kind == .closureExpr }) else { return .closureParameter(name: name, call: nil) }
                let call = path[..<closure].last(where: { $0.kind == .functionCallExpr || $0.kind == .macroExpansionExpr })
                return .closureParameter(name: name, call: call?.calleeName)
            }
            if argument.kind == .declReferenceExpr, let name = argument.referencedName,
                let local = argument.localDeclaration(of: name), local.kind == .closureParameter
            {
                let path = argument.tree.root.path(to: local.node.range.lowerBound)
                guard let closure = path.lastIndex(where: { $0.kind == .closureExpr }) else { return .closureParameter(name: name, call: nil) }
                let call = path[..<closure].last(where: { $0.kind == .functionCallExpr || $0.kind == .macroExpansionExpr })
                return .closureParameter(name: name, call: call?.calleeName)
            }
            var members: [String] = []
            var node = argument
            while node.kind == .memberAccessExpr, let member = node.memberName, let base = node.baseExpression {
                members.insert(member, at: 0)
                node = base
            }
            if node.firstToken?.kind == .kwSelf, !members.isEmpty {
                let root = members.removeFirst()
                return .members(root: root, path: members)
            }
            if node.kind == .declReferenceExpr, let root = node.referencedName, node.localDeclaration(of: root) == nil {
                return .members(root: root, path: members)
            }
            return .other
        }
    }

    public let kind: Kind
    public var source: Source

    /// Whether a `.newInstance` type names nothing: `.init(…)` is written without its type (the
    /// model says `Self`, or nothing).
    public static func namesNoType(_ type: String) -> Bool { type.isEmpty || type == "Self" }

    /// A made type as messages name it: its base name, or "object" when `.init(…)` names none
    /// (never "a new Self").
    public static func madeName(_ type: String) -> String { namesNoType(type) ? "object" : TypeDeclaration.baseName(type) }

    /// The code that passes the argument, as messages name it (`ViewConstruction.builder`).
    public var builder: String { ViewConstruction.builder(parent: parent, container: container) }
    /// How the argument is written, when `source` is an expression not followed further.
    public var shape: Shape = .other
    /// Whose code hands it over: the parent view (or root) and its container (`body`, a helper).
    public let parent: String
    public let container: String
    public let location: Location
    /// The parent view's key; nil for a root or code outside views.
    public var parentKey: TypeKey? = nil
    /// The view's own initializer that makes the object, when the construction calls one that
    /// hands a new object to the installing one (`self.init(model: Model(id: id))`): its
    /// signature (`init(id:)`) and where it makes it. The object is made on every init.
    public var madeBy: (initializer: String, location: Location)? = nil
    /// The argument is wrapped, not run, where it is written: a `@StateObject` takes it as an
    /// autoclosure (through the memberwise initializer, or an `@autoclosure` parameter), and SwiftUI
    /// runs it once, when it sets up the view's storage. A new instance written there is not made
    /// on every run of the code that writes it.
    public var deferredByWrapper = false
    /// The presentation whose content the construction is written in (`.sheet`, a
    /// `navigationDestination`): that content is built when it is presented, not on every run of
    /// the body around it.
    public var presentedIn: String? = nil

    /// When the code that writes the construction runs, as a message says it: "on every run" of a
    /// body, or each time a presentation's content is built.
    public var everyRun: String { presentedIn.map { "each time its `\($0)` content is built" } ?? "on every run" }

    /// The presentation a construction site is written in (its innermost one), for `presentedIn`.
    static func presentation(around site: ViewConstruction) -> String? {
        for context in site.contexts.reversed() {
            switch context {
            case .presentation(let kind): return ".\(kind)"
            case .navigationDestination: return "navigationDestination"
            default: continue
            }
        }
        return nil
    }

    init(kind: Kind, source: Source, parent: String, container: String, location: Location, parentKey: TypeKey? = nil) {
        self.kind = kind
        self.source = source
        self.parent = parent
        self.container = container
        self.location = location
        self.parentKey = parentKey
    }

    /// Whether a preview hands it over (a `#Preview`, a `PreviewProvider`, code only previews run):
    /// not how the app builds the view.
    public func isInPreview(_ model: SemanticModel) -> Bool {
        container == "#Preview" || container == "previews" || model.isInPreview(location)
    }

    /// Whether the code that hands it over runs once per call, not on every run of a parent's body:
    /// a preview, a hosting controller's root view, code outside views.
    public var runsOnce: Bool {
        kind == .factoryArgument || container == "rootView" || container == "#Preview" || container == "previews"
    }
}

/// Who owns the object behind one model property, and how Lifeline knows.
public struct OwnershipVerdict: Sendable {
    public let view: String
    public let property: ViewProperty
    public let kind: OwnershipKind
    /// The places that hand the object to the property, typed (empty when the view makes it).
    public var edges: [FlowEdge] = []
    /// An owned object the initializer makes unless the caller gives one (`model ?? Model()`),
    /// and some construction gives one: then it is not always made just before the first body.
    public var callerMayGive = false
    /// An owned state object the view's initializer makes into a local and then installs
    /// (`let model = Model(); _model = StateObject(wrappedValue: model)`): made at every init,
    /// before SwiftUI asks for one, not once.
    public var madeBeforeInstalling = false
    private let stored: (evidence: [String], sites: [Location])
    /// For an environment read: where the workspace injects the type, found when first asked for
    /// (it reads every file; the rules never ask).
    private let deferred: DeferredEvidence?

    /// The reasoning, one step per line: `ScoreText.model ← ScorePlate.model (owned by @StateObject)`.
    public var evidence: [String] { deferred?.value.evidence ?? stored.evidence }
    /// Construction or injection sites the evidence rests on.
    public var sites: [Location] { deferred?.value.sites ?? stored.sites }

    /// The verdict in a few words, as every front end says it (the hover's "Ownership:" line, the
    /// inlay hint, the visualizer's badge): the kind, except for a wrapper that does not own its
    /// object (`@ObservedObject`, `@Bindable`) yet makes it itself. That object is the view's
    /// making, not its keeping (a new one comes with every new view value), so it is not called
    /// owned: "creates inline, not owned", as the finding on it says.
    /// A plain property that makes or sets its own value is the struct value's, which SwiftUI does
    /// not keep (a new view value makes a new one): "owned" alone reads as storage that lasts.
    public var label: String {
        if kind == .owned && property.wrapper == .none { return "owned by the struct, not by SwiftUI" }
        guard kind == .owned, property.wrapper == .observedObject || property.wrapper == .bindable else { return kind.rawValue }
        return property.initialValue != nil ? "creates inline, not owned" : "creates its own, not owned"
    }

    public init(view: String, property: ViewProperty, kind: OwnershipKind, evidence: [String], sites: [Location], edges: [FlowEdge] = []) {
        self.view = view
        self.property = property
        self.kind = kind
        self.edges = edges
        stored = (evidence, sites)
        deferred = nil
    }

    init(view: String, property: ViewProperty, kind: OwnershipKind, deferred: @escaping @Sendable () -> (evidence: [String], sites: [Location])) {
        self.view = view
        self.property = property
        self.kind = kind
        stored = ([], [])
        self.deferred = DeferredEvidence(deferred)
    }
}

/// Evidence made on first read, once.
final class DeferredEvidence: Sendable {
    private let once = Once<(evidence: [String], sites: [Location])>()
    private let make: @Sendable () -> (evidence: [String], sites: [Location])

    init(_ make: @escaping @Sendable () -> (evidence: [String], sites: [Location])) {
        self.make = make
    }

    var value: (evidence: [String], sites: [Location]) { once.value(make) }
}

/// The ownership verdicts of a model, each reached when first asked for: a question about one view
/// follows that view's chain of parents only, so an editor asking about one file does not pay for
/// the whole workspace. Safe to share between threads.
public final class OwnershipAnalysis: @unchecked Sendable {
    public let model: SemanticModel
    private let lock = NSLock()
    private let memo = Memo()
    private var all: [OwnershipVerdict]?

    init(model: SemanticModel) {
        self.model = model
    }

    /// Every verdict, views in source order and properties in declaration order.
    public var verdicts: [OwnershipVerdict] {
        lock.lock()
        defer { lock.unlock() }
        if let all { return all }
        var result: [OwnershipVerdict] = []
        for key in model.viewOrder {
            guard let view = model.views[key] else { continue }
            for property in view.properties where OwnershipAnalysis.isModelProperty(property, in: model, of: view) {
                result.append(OwnershipAnalysis.verdict(for: property, of: view, in: model, memo: memo))
            }
        }
        all = result
        return result
    }

    /// The verdicts on one view's model properties, in declaration order.
    public func verdicts(ofView key: TypeKey) -> [OwnershipVerdict] {
        lock.lock()
        if let known = memo.viewVerdicts[key.rawValue] {
            lock.unlock()
            return known
        }
        lock.unlock()
        guard let view = model.view(key) else { return [] }
        lock.lock()
        defer { lock.unlock() }
        let found = view.properties.filter { OwnershipAnalysis.isModelProperty($0, in: model, of: view) }.map {
            OwnershipAnalysis.verdict(for: $0, of: view, in: model, memo: memo)
        }
        // Several rules ask for the same view's verdicts.
        memo.viewVerdicts[key.rawValue] = found
        return found
    }

    public func verdict(view key: TypeKey, property: String) -> OwnershipVerdict? {
        guard let view = model.view(key), let property = view.properties.first(where: { $0.name == property }),
            OwnershipAnalysis.isModelProperty(property, in: model, of: view)
        else { return nil }
        lock.lock()
        defer { lock.unlock() }
        return OwnershipAnalysis.verdict(for: property, of: view, in: model, memo: memo)
    }

    /// Whether a property holds a model object: an object wrapper, or a property whose type is a
    /// class of the workspace.
    public static func isModelProperty(_ property: ViewProperty, in model: SemanticModel, of view: ViewType? = nil) -> Bool {
        if property.isComputed { return false }
        switch property.wrapper {
        case .stateObject, .observedObject, .environmentObject, .environmentObservable, .bindable:
            return true
        case .none, .binding:
            return model.modelClass(of: property) != nil
        case .state:
            // A `@State` holding a reference: a class or actor of the workspace, a framework class, or
            // a type from outside the workspace that may be one (said so in the evidence).
            guard let type = property.type else { return false }
            return model.modelClass(of: property) != nil
                || mayHoldReference(type, keys: property.typeKeys, in: model, genericParameters: view?.declaration.genericParameters ?? [])
        default:
            return false
        }
    }

    /// Whether a type written in a `@State` may be a reference: an actor of the workspace, a
    /// framework class, or a named type the workspace does not declare and that is not a known value
    /// type. Collections, tuples, functions and generic parameters are not.
    /// `keys` are the workspace types the written type names from where it is written.
    static func mayHoldReference(_ written: String, keys: [TypeKey], in model: SemanticModel, genericParameters: Set<String>) -> Bool {
        var text = Substring(written)
        while let last = text.last, last == "?" || last == "!" || last == " " { text = text.dropLast() }
        if text.hasPrefix("Optional<") && text.hasSuffix(">") { text = text.dropFirst("Optional<".count).dropLast() }
        guard SyntaxNode.isTypeStyle(text), !text.contains("->"), !text.hasPrefix("some "), !text.hasPrefix("any ") else {
            return false
        }
        let base = model.canonicalName(String(text))
        if KnownTypes.valueTypes.contains(base) || genericParameters.contains(base) { return false }
        if KnownTypes.referenceTypes.contains(base) { return true }
        if let declaration = keys.lazy.compactMap({ model.types[$0] }).first {
            return declaration.kind == .actor || declaration.kind == .class
        }
        return true
    }

    /// The analysis of a model; verdicts are reached as they are asked for.
    public static func analyze(_ model: SemanticModel) -> OwnershipAnalysis {
        OwnershipAnalysis(model: model)
    }

    /// Verdicts already reached, so that chains through shared parents are followed once, and the
    /// properties being followed, so that a cycle of views ends.
    final class Memo {
        private var callIndex: [String: [(view: TypeKey, call: SyntaxNode)]]?

        /// The calls, in views' code, of a function outside views (`.details(model: m)` for `static
        /// func details(model:)`): by name and argument labels. Indexed once per analysis.
        func callers(of function: SyntaxNode, in model: SemanticModel) -> [(view: ViewType, call: SyntaxNode, location: Location)] {
            guard let name = FunctionParameters.name(of: function) else { return [] }
            if callIndex == nil {
                var index: [String: [(view: TypeKey, call: SyntaxNode)]] = [:]
                for key in model.viewOrder {
                    guard let view = model.views[key] else { continue }
                    for (_, member) in view.declaration.members {
                        for call in member.descendants(.functionCallExpr) {
                            if let callee = call.calleeName { index[callee, default: []].append((key, call)) }
                        }
                    }
                }
                callIndex = index
            }
            let labels = FunctionParameters.of(function).map(\.label)
            var found: [(view: ViewType, call: SyntaxNode, location: Location)] = []
            for (key, call) in callIndex?[name] ?? [] {
                guard FunctionParameters.positions(of: call, for: labels) != nil, let view = model.views[key], let file = view.declaration.members.first(where: { $0.node.range.contains(call.range.lowerBound) && $0.node.tree === call.tree })?.file else { continue }
                found.append((view, call, Location(file: file, range: call.range)))
            }
            return found
        }

        var verdicts: [String: OwnershipVerdict] = [:]
        var viewVerdicts: [String: [OwnershipVerdict]] = [:]
        var following: Set<String> = []
        private var assignments: [TypeKey: [RootViewAssignment]]?

        /// The model's `rootView.x = …` assignments on one view, indexed once per analysis.
        func rootViewAssignments(_ model: SemanticModel, view: TypeKey) -> [RootViewAssignment] {
            if let assignments { return assignments[view] ?? [] }
            var found: [TypeKey: [RootViewAssignment]] = [:]
            for assignment in model.rootViewAssignments() {
                for key in assignment.viewKeys { found[key, default: []].append(assignment) }
            }
            assignments = found
            return found[view] ?? []
        }
    }

    static func verdict(for property: ViewProperty, of view: ViewType, in model: SemanticModel, memo: Memo) -> OwnershipVerdict {
        let key = "\(view.key.rawValue).\(property.name)"
        if let known = memo.verdicts[key] { return known }
        if memo.following.contains(key) {
            return OwnershipVerdict(
                view: view.name, property: property, kind: .unknown, evidence: ["\(view.name).\(property.name) is passed around a cycle of views"], sites: [])
        }
        memo.following.insert(key)
        let result = computeVerdict(for: property, of: view, in: model, memo: memo)
        memo.following.remove(key)
        memo.verdicts[key] = result
        return result
    }

    static func computeVerdict(for property: ViewProperty, of view: ViewType, in model: SemanticModel, memo: Memo) -> OwnershipVerdict {
        let label = "\(view.name).\(property.name)"
        func make(_ kind: OwnershipKind, _ evidence: [String], _ sites: [Location] = []) -> OwnershipVerdict {
            OwnershipVerdict(view: view.name, property: property, kind: kind, evidence: evidence, sites: sites)
        }
        if property.isStatic { return make(.shared, ["\(label) is a static property: one instance for every view"]) }
        switch property.wrapper {
        case .environmentObject, .environmentObservable:
            let type =
                property.wrapper == .environmentObject
                ? property.type
                : {
                    if case .environmentObservable(let t) = property.wrapper { return t }
                    return nil
                }()
            return OwnershipVerdict(view: view.name, property: property, kind: .environment) {
                OwnershipAnalysis.environmentEvidence(label: label, type: type, observable: property.wrapper != .environmentObject, in: model, reader: view)
            }
        default:
            break
        }
        // Every construction: in views' bodies, at roots, and in code outside views (a factory passes
        // arguments and picks an initializer as a body does).
        let sites = model.constructionSites(of: view.key) + model.factorySites(of: view.key)
        if let value = property.initialValue {
            // A parent may still pass the value through the memberwise initializer.
            let passing = sites.filter { site in site.arguments.contains { $0.label == property.name } }
            if !passing.isEmpty && view.memberwiseParameters.contains(property.name) {
                return injectedVerdict(
                    property, of: view, argumentLabel: property.name, in: model, memo: memo,
                    how: "through the memberwise initializer, replacing its initial value")
            }
            // A hosting controller may replace it through `rootView.x = …`.
            let hosts = memo.rootViewAssignments(model, view: view.key).filter { $0.property == property.name }
            if let host = hosts.first {
                var verdict = make(
                    .injected,
                    ["\(label) starts as `\(value.node.squashedText)`, and \(host.host) replaces it through `rootView.\(property.name) = \(host.value.squashedText)` at \(model.describe(host.location))"],
                    hosts.map(\.location))
                verdict.edges = hosts.map {
                    FlowEdge(kind: .hostAssignment, source: .expression($0.value.squashedText), parent: $0.host, container: "rootView", location: $0.location)
                }
                return verdict
            }
            let described = "\(label) \(property.wrapper == .none ? "" : "(\(property.wrapper)) ")"
            switch resolve(value.kind, in: view, model: model) {
            case .newInstance(let type):
                return make(.owned, ["\(described)creates its \(TypeDeclaration.baseName(type)) inline\(externalNote(type, of: property, model))"])
            case .factory(let type, let member, let made):
                return make(.owned, ["\(described)creates a new \(TypeDeclaration.baseName(made)) inline through \(type).\(member), a static factory that builds one on every use"])
            case .sharedInstance(let type, let member):
                return make(.shared, ["\(label) is \(type).\(member), a shared instance"])
            case .literal:
                return make(.owned, ["\(label) starts as `\(value.node.squashedText)` and is set by \(view.name) itself"])
            case .cannotFollow(let why):
                return make(.unknown, ["\(label) starts as `\(value.node.squashedText)`: cannot follow: \(why)"])
            }
        }
        // Set by an initializer: those the workspace's constructions call (all when none can be told).
        var outcomes: [OwnershipVerdict] = []
        for initializer in usedInitializers(of: view, sites: sites) {
            // Every assignment: `if let` and `else` branches may install different objects.
            for assignment in initializer.assignments where assignment.property == property.name {
                outcomes.append(initializerVerdict(property, of: view, initializer, assignment, sites: sites, in: model, memo: memo))
            }
        }
        if let first = outcomes.first {
            // Initializers that disagree: a path on which the object comes from outside is the one that
            // matters (the view is then not its only owner); the others are noted.
            let chosen = outcomes.first { $0.kind == .injected } ?? first
            let others = outcomes.filter { $0.kind != chosen.kind }
            guard !others.isEmpty else { return chosen }
            return OwnershipVerdict(
                view: chosen.view, property: chosen.property, kind: chosen.kind,
                evidence: chosen.evidence + others.map { "on another path: " + ($0.evidence.first ?? $0.kind.rawValue) },
                sites: chosen.sites, edges: chosen.edges)
        }
        // `var x: T?` with no initial value starts as nil: Swift gives optional variables one, and the
        // memberwise initializer a `= nil` default.
        let startsNil = !property.isLet && (property.type.map { $0.hasSuffix("?") || $0.hasSuffix("!") || $0.hasPrefix("Optional<") } ?? false)
        if view.memberwiseParameters.contains(property.name) {
            if startsNil && !sites.contains(where: { site in site.arguments.contains { $0.label == property.name } }) {
                return make(
                    .owned,
                    ["\(label) starts as nil (no construction passes it to the memberwise initializer) and only \(view.name) itself sets it\(externalNote(property.type ?? "", of: property, model))"])
            }
            return injectedVerdict(
                property, of: view, argumentLabel: property.name, in: model, memo: memo, how: "through the memberwise initializer")
        }
        if startsNil, let type = property.type {
            return make(.owned, ["\(label) starts as nil and only \(view.name) itself sets it\(externalNote(type, of: property, model))"])
        }
        return make(.unknown, ["\(label) has no initial value, and no initializer sets it"])
    }

    /// What an expression resolves to once static members of the workspace are read.
    enum Resolved {
        case newInstance(String)
        case factory(type: String, member: String, made: String)
        case sharedInstance(type: String, member: String)
        case literal
        case cannotFollow(String)
    }

    static func resolve(_ kind: ValueKind, in view: ViewType, model: SemanticModel) -> Resolved {
        switch kind {
        case .newInstance(let type): return .newInstance(type)
        case .literal: return .literal
        case .sharedInstance(let type, let member), .staticCall(let type, let member):
            let isCall: Bool = { if case .staticCall = kind { return true } else { return false } }()
            switch model.staticMember(member, of: type, enclosing: view.declaration) {
            case .factory(let made)?: return .factory(type: type, member: member, made: made)
            case .stored?: return .sharedInstance(type: type, member: member)
            case .computed?: return .cannotFollow("\(type).\(member) is computed, and what it gives is not a new instance Lifeline can see")
            case nil:
                // Outside the workspace: a stored `shared` by convention; a call cannot be followed.
                return isCall ? .cannotFollow("\(type).\(member)(…) is not declared in the workspace") : .sharedInstance(type: type, member: member)
            }
        case .closure: return .cannotFollow("a closure")
        default: return .cannotFollow("an expression Lifeline does not follow")
        }
    }

    /// " (an external type)" for a type the workspace does not declare where `property` is declared.
    static func externalNote(_ type: String, of property: ViewProperty, _ model: SemanticModel) -> String {
        let base = model.canonicalName(type)
        if !model.resolveType(type, file: property.location.file, scope: property.owner).isEmpty { return "" }
        return KnownTypes.referenceTypes.contains(base) ? " (\(base) is a framework class)" : " (\(base) is an external type)"
    }

    /// The initializers that the workspace's constructions of `view` call, matched by argument labels,
    /// with those they delegate to (`self.init(model: Model())`); every initializer when no
    /// construction can be matched.
    static func usedInitializers(of view: ViewType, sites: [ViewConstruction]) -> [InitializerInfo] {
        let initializers = view.initializers
        guard initializers.count > 1, !sites.isEmpty else { return initializers }
        var used: [Int] = []
        for site in sites {
            if let best = initializerIndex(in: initializers, labels: site.arguments.map(\.label)), !used.contains(best) { used.append(best) }
        }
        // What a used initializer delegates to runs too.
        var next = 0
        while next < used.count {
            for call in delegations(in: initializers[used[next]]) {
                if let target = initializerIndex(in: initializers, labels: call.arguments.map(\.label)), !used.contains(target) { used.append(target) }
            }
            next += 1
        }
        return used.isEmpty ? initializers : used.sorted().map { initializers[$0] }
    }

    /// The `self.init(…)` calls of an initializer's own body (not in closures it makes).
    static func delegations(in initializer: InitializerInfo) -> [SyntaxNode] {
        initializer.node.descendants(.functionCallExpr, stopAt: [.closureExpr, .functionDecl]).filter { call in
            guard let callee = call.baseExpression, callee.kind == .memberAccessExpr, callee.memberName == "init" else { return false }
            return callee.baseExpression?.squashedText == "self"
        }
    }

    /// The initializer a call with these argument labels calls: every labelled argument names a
    /// parameter, every parameter without a default that is not a closure (a trailing closure may
    /// fill it) is given; the one naming the most arguments wins.
    static func initializerIndex(in initializers: [InitializerInfo], labels: [String?]) -> Int? {
        var best: (index: Int, score: Int)?
        for (index, initializer) in initializers.enumerated() {
            let parameters = initializer.parameters
            guard labels.allSatisfy({ label in label == nil || parameters.contains { $0.label == label } }) else { continue }
            let required = parameters.filter { !$0.hasDefault && !($0.type?.contains("->") ?? false) }
            guard required.allSatisfy({ parameter in parameter.label == nil || labels.contains(parameter.label) }) else { continue }
            let unlabelled = labels.filter { $0 == nil }.count
            guard unlabelled <= parameters.filter({ $0.label == nil }).count else { continue }
            let score = parameters.filter { parameter in labels.contains(parameter.label) }.count
            if best == nil || score > best!.score { best = (index, score) }
        }
        return best?.index
    }

    /// The verdict one initializer's assignment gives.
    static func initializerVerdict(
        _ property: ViewProperty, of view: ViewType, _ initializer: InitializerInfo, _ assignment: InitAssignment, sites: [ViewConstruction],
        in model: SemanticModel, memo: Memo
    ) -> OwnershipVerdict {
        let label = "\(view.name).\(property.name)"
        func make(_ kind: OwnershipKind, _ evidence: [String]) -> OwnershipVerdict {
            OwnershipVerdict(view: view.name, property: property, kind: kind, evidence: evidence, sites: [])
        }
        let how =
            assignment.throughStorage
            ? "_\(property.name) = \(assignment.wrapperCall.map { "\($0)(…)" } ?? "…")" : "self.\(property.name) = …"
        /// The constructions that call this initializer and give an argument for `parameter`.
        func passing(_ parameter: InitParameter) -> (given: [ViewConstruction], omitted: [ViewConstruction]) {
            let mine = sites.filter { site in usedInitializers(of: view, sites: [site]).contains { $0.node.index == initializer.node.index } }
            let given = mine.filter { site in
                parameter.label == nil ? site.arguments.contains { $0.label == nil } : site.arguments.contains { $0.label == parameter.label }
            }
            return (given, mine.filter { site in !given.contains { $0.location == site.location } })
        }
        switch assignment.value.kind {
        case .newInstance(let type):
            return make(.owned, ["\(label) is created in init (\(how)) as a new \(TypeDeclaration.baseName(type))"])
        case .localInstance(let local, let type):
            var verdict = make(.owned, ["\(label) is created in init as `\(local)`, a new \(TypeDeclaration.baseName(type)), then installed (\(how))"])
            // What `eager-state-object-argument` reports: the same assignment.
            verdict.madeBeforeInstalling = assignment.wrapperCall == "StateObject"
            return verdict
        case .memberOfObject(let root, let path):
            // Another object holds it: the view takes a reference, it does not make the object.
            return make(.injected, ["\(label) is taken in init (\(how)) from `\(path)`: an object `\(root)` holds, which \(view.name) does not make"])
        case .sharedInstance, .staticCall:
            switch resolve(assignment.value.kind, in: view, model: model) {
            case .factory(let type, let member, let made):
                return make(.owned, ["\(label) is created in init (\(how)) by \(type).\(member), a static factory that builds a new \(TypeDeclaration.baseName(made)) on every use"])
            case .sharedInstance(let type, let member):
                return make(.shared, ["\(label) is \(type).\(member), a shared instance, installed in init"])
            case .cannotFollow(let why):
                return make(.unknown, ["\(label) is assigned in init (\(how)): cannot follow: \(why)"])
            default:
                return make(.unknown, ["\(label) is assigned in init (\(how)) from an expression Lifeline cannot follow"])
            }
        case .parameterOrNew(let name, let type):
            guard let parameter = initializer.parameters.first(where: { $0.name == name }) else { break }
            let (given, omitted) = passing(parameter)
            if given.isEmpty && omitted.isEmpty {
                // No construction Lifeline can see: who gives what is not known.
                return make(
                    .unknown,
                    ["\(label) is a new \(TypeDeclaration.baseName(type)) made in init (\(how)) unless the caller gives `\(name)`; no construction of \(view.name) in the workspace says which"])
            }
            if !given.isEmpty && omitted.isEmpty && parameter.hasDefault {
                if given.allSatisfy({ model.isInPreview($0.location) }) {
                    return make(
                        .unknown,
                        ["\(label) is a new \(TypeDeclaration.baseName(type)) made in init (\(how)) unless the caller gives `\(name)`; only previews construct \(view.name) in the workspace, so what the app gives is not seen"])
                }
                return injectedVerdict(
                    property, of: view, argumentLabel: parameter.label, in: model, memo: memo,
                    how: "from init parameter `\(name)` (\(how)); every construction gives it, so the fallback new \(TypeDeclaration.baseName(type)) is not made")
            }
            var verdict = make(
                .owned,
                ["\(label) is created in init (\(how)) as a new \(TypeDeclaration.baseName(type)) unless the caller gives `\(name)`"
                    + (given.isEmpty ? "" : " (\(given.count) of \(given.count + omitted.count) constructions give one)")])
            verdict.callerMayGive = !given.isEmpty
            return verdict
        case .parameter(let name):
            guard let parameter = initializer.parameters.first(where: { $0.name == name }) else { break }
            let (given, omitted) = passing(parameter)
            // An `@autoclosure`, or a closure the initializer calls (`makeModel()`): the caller's
            // expression runs where the initializer calls it (inside the wrapper's own autoclosure,
            // once, for `@StateObject`/`@State`).
            let isClosure = !parameter.isAutoclosure && (parameter.type?.contains("->") ?? false)
            if parameter.isAutoclosure || isClosure {
                let existing = given.filter { site in
                    guard let argument = site.arguments.first(where: { $0.label == parameter.label })?.value else { return false }
                    return !OwnershipAnalysis.buildsNewInstance(argument, closure: isClosure)
                }
                if !given.isEmpty && existing.count == given.count && omitted.isEmpty {
                    // Previews build the view their own way: when only they construct it, what the
                    // app passes is not seen.
                    if given.allSatisfy({ model.isInPreview($0.location) }) {
                        return make(
                            .unknown,
                            ["\(label) is built in init (\(how)) from the `@autoclosure` parameter `\(name)`; only previews construct \(view.name) in the workspace, so what the app passes is not seen"])
                    }
                    return injectedVerdict(
                        property, of: view, argumentLabel: parameter.label, in: model, memo: memo,
                        how: "from the `@autoclosure` parameter `\(name)` (\(how)); every construction passes an existing object")
                }
                return make(
                    .owned,
                    ["\(label) is built in init (\(how)) from the \(isClosure ? "closure" : "`@autoclosure`") parameter `\(name)`: the caller's \(isClosure ? "closure" : "expression") runs there"
                        + (assignment.wrapperCall == "StateObject" || assignment.wrapperCall == "State" ? ", once, when SwiftUI first installs the state" : "")])
            }
            if let fallback = parameter.defaultValue, case .newInstance(let type) = ValueKind.of(fallback, declaredType: parameter.type), given.isEmpty {
                guard !omitted.isEmpty else {
                    // No construction Lifeline can see (a router or a UIKit owner may give one).
                    return make(
                        .unknown,
                        ["\(label) is set in init (\(how)) from `\(name)`, whose default argument makes a new \(TypeDeclaration.baseName(type)); no construction of \(view.name) in the workspace says whether callers give one"])
                }
                return make(
                    .owned,
                    ["\(label) is created by the default argument `\(name): \(parameter.type ?? "") = \(fallback.squashedText)` on every init (\(how)); no construction gives `\(parameter.label ?? name)`"])
            }
            return injectedVerdict(property, of: view, argumentLabel: parameter.label, in: model, memo: memo, how: "from init parameter `\(name)` (\(how))")
        default:
            break
        }
        return make(.unknown, ["\(label) is assigned in init (\(how)): cannot follow `\(assignment.rightHandSideText)`"])
    }

    /// Whether an argument builds a new object: `Model()`, or for a closure parameter
    /// `{ Model() }` (its last expression).
    static func buildsNewInstance(_ argument: SyntaxNode, closure: Bool) -> Bool {
        var value = argument
        if closure, argument.kind == .closureExpr, let last = argument.blockItems.last {
            value = last.kind == .returnStmt ? (last.children.first ?? last) : last
        }
        if case .newInstance = ValueKind.of(value) { return true }
        return false
    }

    /// The verdict for a property its parents pass in, with the chain back to the owner.
    static func injectedVerdict(
        _ property: ViewProperty, of view: ViewType, argumentLabel: String?, in model: SemanticModel, memo: Memo, how: String
    ) -> OwnershipVerdict {
        let label = "\(view.name).\(property.name)"
        var evidence = ["\(label) comes from outside, \(how)"]
        var sites: [Location] = []
        var edges: [FlowEdge] = []
        let constructions = model.constructionSites(of: view.key)
        let factories = model.factorySites(of: view.key)
        if constructions.isEmpty && factories.isEmpty { evidence.append("no construction of \(view.name) that Lifeline follows (in a view body or at a root of the workspace)") }
        // Views' bodies first, then code outside views (made once per call of that code). A
        // hosting controller's root view is both a root's construction and code outside views:
        // said once, as the code around it (`CategoriesSelectorViewController.init`).
        let factoryPlaces = factories.prefix(8)
        let places = constructions.prefix(8).filter { site in !factoryPlaces.contains { $0.location == site.location } }.map { ($0, FlowEdge.Kind.constructionArgument) }
            + factoryPlaces.map { ($0, FlowEdge.Kind.factoryArgument) }
        for (site, kind) in places {
            sites.append(site.location)
            guard let argument = site.arguments.first(where: { $0.label == argumentLabel })?.value else {
                // A convenience initializer of the view that makes the object and hands it on
                // (`self.init(model: Model(id: id))`): made on every init, before SwiftUI asks.
                if let made = madeByDelegation(in: view, at: site, argumentLabel: argumentLabel, declaredType: property.type) {
                    var edge = FlowEdge(kind: kind, source: .newInstance(type: made.type), parent: site.parent, container: site.container, location: site.location, parentKey: site.parentKey)
                    edge.madeBy = (made.initializer, made.location)
                    edge.presentedIn = FlowEdge.presentation(around: site)
                    edges.append(edge)
                    evidence.append(render(edge, into: label, in: model))
                    continue
                }
                edges.append(FlowEdge(kind: kind, source: .missing, parent: site.parent, container: site.container, location: site.location, parentKey: site.parentKey))
                let builder = kind == .factoryArgument ? site.builder : site.parent
                evidence.append("\(builder) builds \(view.name) at \(model.describe(site.location)) without that argument")
                continue
            }
            var found = kind == .factoryArgument ? factoryProvenance(of: argument, at: site, in: model, memo: memo) : provenance(of: argument, at: site, in: model, memo: memo)
            // `.init(…)` given to the property makes one of the property's declared type.
            if let declared = property.type {
                found = found.map { edge in
                    guard case .newInstance(let type) = edge.source, FlowEdge.namesNoType(type) else { return edge }
                    var named = edge
                    named.source = .newInstance(type: declared)
                    return named
                }
            }
            // What a `@StateObject` gets through an autoclosure runs once, when SwiftUI asks.
            if property.wrapper == .stateObject && !StateObjectFromOutside.passesEagerly(property.name, in: view) {
                found = found.map { edge in
                    var wrapped = edge
                    wrapped.deferredByWrapper = true
                    return wrapped
                }
            }
            edges += found
            // A view's static member only previews use (`static func preview() -> some View`) is theirs.
            let note = kind == .factoryArgument && model.isInPreview(site.location) ? " (only previews use it)" : ""
            evidence.append(found.map { render($0, into: label, in: model) }.joined(separator: "; or ") + note)
        }
        // Every construction outside previews hands over one shared instance (`Coordinator.shared`):
        // the object is that instance, whoever passes it.
        let appEdges = edges.filter { !$0.isInPreview(model) }
        if let first = appEdges.first, case .sharedInstance(let type, let member) = first.source, appEdges.allSatisfy({ $0.source == first.source }) {
            evidence.append("every construction of \(view.name) outside previews passes \(TypeDeclaration.baseName(type)).\(member), a shared instance")
            return OwnershipVerdict(view: view.name, property: property, kind: .shared, evidence: evidence, sites: sites, edges: edges)
        }
        return OwnershipVerdict(view: view.name, property: property, kind: .injected, evidence: evidence, sites: sites, edges: edges)
    }

    /// The new object a construction's initializer makes and hands to another initializer of the
    /// view as `argumentLabel` (`self.init(model: .init(id: id))`): that initializer's signature,
    /// the made type, and where. Nil when the construction calls no such initializer.
    static func madeByDelegation(in view: ViewType, at site: ViewConstruction, argumentLabel: String?, declaredType: String?) -> (initializer: String, type: String, location: Location)? {
        guard view.initializers.count > 1,
            let index = initializerIndex(in: view.initializers, labels: site.arguments.map(\.label)),
            case let called = view.initializers[index],
            !called.parameters.contains(where: { $0.label == argumentLabel && argumentLabel != nil })
        else { return nil }
        let calls = delegations(in: called)
        guard calls.count == 1, let call = calls.first,
            let argument = call.arguments.first(where: { $0.label == argumentLabel })?.value,
            case .newInstance(var type) = ValueKind.of(argument, declaredType: declaredType)
        else { return nil }
        if FlowEdge.namesNoType(type), let declaredType { type = declaredType }
        // Handed to an `@autoclosure` (or closure) parameter, it is made only when SwiftUI asks.
        let targets = view.initializers.filter { $0.node.index != called.node.index && $0.parameters.contains { $0.label == argumentLabel } }
        if targets.contains(where: { initializer in
            initializer.parameters.contains { $0.label == argumentLabel && ($0.isAutoclosure || ($0.type?.contains("->") ?? false)) }
        }) {
            return nil
        }
        let labels = called.parameters.map { ($0.label ?? "_") + ":" }.joined()
        return ("init(\(labels))", type, Location(file: called.location.file, range: argument.range))
    }

    /// The place that makes a new object for a state object on every init of its view, before
    /// SwiftUI asks for it: a body's construction whose argument the view's `init` takes as a plain
    /// parameter, or the view's own initializer that makes one and hands it on. SwiftUI keeps the
    /// first; the others are made and thrown away.
    public static func objectMadeOnEveryInit(_ verdict: OwnershipVerdict, of view: ViewType) -> FlowEdge? {
        guard verdict.property.wrapper == .stateObject else { return nil }
        return verdict.edges.first { edge in
            guard case .newInstance = edge.source else { return false }
            return edge.madeBy != nil || (!edge.runsOnce && StateObjectFromOutside.passesEagerly(verdict.property.name, in: view))
        }
    }

    /// Whether every object the app hands a state object is a new one written where it is passed
    /// and run by SwiftUI once (`deferredByWrapper`): the view then owns an object made once, from
    /// its parent's expression, as if it made it itself.
    public static func objectMadeOnceFromParentsExpression(_ verdict: OwnershipVerdict, in model: SemanticModel) -> Bool {
        guard verdict.property.wrapper == .stateObject else { return false }
        let app = verdict.edges.filter { $0.source != .missing && !$0.isInPreview(model) }
        return !app.isEmpty && app.allSatisfy { edge in
            if case .newInstance = edge.source { return edge.deferredByWrapper }
            return false
        }
    }

    /// Where the argument of a construction in code outside views comes from: a new instance made
    /// there (directly or in a local), or, for a parameter of the function around it, what the
    /// views that call that function pass (`router.route(to: .details(model: m))`).
    static func factoryProvenance(of argument: SyntaxNode, at site: ViewConstruction, in model: SemanticModel, memo: Memo) -> [FlowEdge] {
        func edge(
            _ source: FlowEdge.Source, parent: String = site.parent, parentKey: TypeKey? = site.parentKey, container: String = site.container, at location: Location = site.location
        ) -> FlowEdge {
            FlowEdge(kind: .factoryArgument, source: source, parent: parent, container: container, location: location, parentKey: parentKey)
        }
        // A parameter of the function around it (and no local of that name): what its callers pass.
        if argument.kind == .declReferenceExpr, let name = argument.referencedName,
            argument.localDeclaration(of: name).map({ $0.kind == .parameter }) ?? true,
            let function = site.node.tree.root.path(to: site.node.range.lowerBound).last(where: { $0.kind == .functionDecl })
        {
            let parameters = FunctionParameters.of(function)
            if let position = parameters.firstIndex(where: { $0.name == name }) {
                let callers = memo.callers(of: function, in: model)
                guard !callers.isEmpty else { return [edge(.expression(argument.squashedText))] }
                let labels = parameters.map(\.label)
                return callers.compactMap { caller in
                    guard let given = FunctionParameters.argument(at: position, of: labels, in: caller.call)?.value else { return nil }
                    let source = OwnershipAnalysis.source(of: given, before: caller.call, in: caller.view, beyondClosures: true, model: model, memo: memo)
                    var made = edge(source, parent: caller.view.name, parentKey: caller.view.key, container: "a call of \(site.builder)", at: caller.location)
                    if case .expression = source { made.shape = .of(given) }
                    return made
                }
            }
        }
        return [edge(OwnershipAnalysis.source(of: argument, before: site.node, in: nil, beyondClosures: true, model: model, memo: memo))]
    }

    /// One chain line, from a typed edge: `Child.m ← Parent.model (owned by @StateObject) at f:3:9`.
    static func render(_ edge: FlowEdge, into label: String, in model: SemanticModel) -> String {
        let at = model.describe(edge.location)
        let builder = edge.builder
        let made = FlowEdge.madeName
        switch edge.source {
        case .parentProperty(let name, let wrapper, let upstream):
            let through = edge.kind == .factoryArgument ? ", passed in \(edge.container)," : ""
            return "\(label) ← \(edge.parent).\(name) (\(upstream.map { "\($0.rawValue) by \(wrapper)" } ?? wrapper))\(through) at \(at)"
        case .newInstance(let type) where edge.kind == .factoryArgument:
            let place = edge.container.hasPrefix("a call of") ? "by \(edge.parent) in \(edge.container)" : "in \(edge.builder)"
            return "\(label) ← a new \(made(type)) made \(place) at \(at), once each time that code runs"
        case .newInstance(let type) where edge.madeBy != nil:
            let maker = edge.madeBy!
            let runs = edge.runsOnce ? "each time that code runs" : edge.presentedIn == nil ? "again on every run of that body" : edge.everyRun
            let view = label.split(separator: ".").first.map(String.init) ?? label
            return "\(label) ← a new \(made(type)) made by `\(view).\(maker.initializer)` (\(model.describe(maker.location))), which \(builder) calls at \(at), \(runs)"
        case .newInstance(let type) where edge.deferredByWrapper:
            return "\(label) ← a new \(made(type)) written by \(builder) at \(at); `@StateObject` takes it as an autoclosure, so SwiftUI makes it once, when it sets up the view's storage, and later runs of that code make none"
        case .newInstance(let type) where edge.container == "rootView":
            // The hosting call it is the root view of (`super.init(rootView:)`, `UIHostingController(rootView:)`).
            let hosting = "`\(ViewConstruction.hostingCall(edge.parent))`"
            return "\(label) ← a new \(made(type)) made for \(hosting) at \(at), once each time that code runs"
        case .newInstance(let type):
            return "\(label) ← a new \(made(type)) built by \(builder) at \(at), "
                + (edge.presentedIn == nil ? "again on every run of that body" : "\(edge.everyRun) (when it is presented), not on every run of that body")
        case .sharedInstance(let type, let member):
            return "\(label) ← \(type).\(member), a shared instance, at \(at)"
        case .expression(let text):
            return "\(label) ← `\(text)` in \(builder) at \(at)"
        case .missing:
            return "\(edge.parent) builds it at \(at) without that argument"
        }
    }

    /// Where the argument a parent passes comes from, as typed edges (two for `flag ? a : b`).
    static func provenance(of argument: SyntaxNode, at site: ViewConstruction, in model: SemanticModel, memo: Memo) -> [FlowEdge] {
        // `flag ? first : second`: either branch may be passed; follow both.
        if argument.kind == .sequenceExpr, case .ternary(let op, _, let otherwise) = OperatorTable().fold(argument),
            let then = op.children.first, case .operand(let otherNode) = otherwise
        {
            return [then, otherNode].flatMap { provenance(of: $0, at: site, in: model, memo: memo) }
        }
        let source = OwnershipAnalysis.source(of: argument, before: site.node, in: model.parentView(of: site), beyondClosures: false, model: model, memo: memo)
        var edge = FlowEdge(kind: .constructionArgument, source: source, parent: site.parent, container: site.container, location: site.location, parentKey: site.parentKey)
        if case .expression = source { edge.shape = .of(argument) }
        edge.presentedIn = FlowEdge.presentation(around: site)
        return [edge]
    }

    /// What an argument handed to a view is: a property of `parent` (the view whose code passes it,
    /// with that property's own verdict), a new or shared instance (directly, or a local bound before
    /// `node`: out to the innermost closure, or with `beyondClosures` to the function's body), or
    /// an expression not followed. One reading for constructions in bodies and factories' callers.
    static func source(
        of argument: SyntaxNode, before node: SyntaxNode, in parent: ViewType?, beyondClosures: Bool, model: SemanticModel, memo: Memo
    ) -> FlowEdge.Source {
        var name: String?
        // A local of that name (a closure's parameter, an `if let`, a `let`) hides the parent's
        // property inside its scope, and only there: the one scope resolver says which.
        var local: LocalDeclaration?
        if argument.kind == .declReferenceExpr, let written = argument.referencedName {
            name = written
            local = argument.localDeclaration(of: written)
            // `if let model { … }` unwraps the outer `model`: the name means what it meant outside.
            if let found = local, found.kind == .optionalBinding, found.value == nil { local = found.node.localDeclaration(of: written) }
        }
        if argument.kind == .memberAccessExpr, argument.baseExpression?.firstToken?.kind == .kwSelf { name = argument.memberName }
        if local == nil, let name, let parent, let property = parent.property(name) {
            let upstream = isModelProperty(property, in: model, of: parent) ? verdict(for: property, of: parent, in: model, memo: memo).kind : nil
            return .parentProperty(name: name, wrapper: "\(property.wrapper)", upstream: upstream)
        }
        // `let model = Model(…)` before (or `existing ?? Model()` with `let existing = try? Model(url)`):
        // made where that code runs.
        switch ValueKind.of(argument, localsBeyondClosures: beyondClosures) {
        case .newInstance(let type), .localInstance(_, let type): return .newInstance(type: type)
        case .sharedInstance(let type, let member): return .sharedInstance(type: type, member: member)
        default: return .expression(argument.squashedText)
        }
    }

    /// The value bound to the local `name` means where `node` is written (out to the innermost
    /// closure, or with `beyondClosures` to the function's body), through the one scope resolver.
    static func visibleBinding(_ name: String, before node: SyntaxNode, beyondClosures: Bool) -> SyntaxNode? {
        guard let local = node.localDeclaration(of: name), beyondClosures || !local.acrossClosure else { return nil }
        return local.value
    }

    /// An environment read's evidence: where the workspace injects the type (the app's places
    /// first, previews marked, eight at most), or that none does and which injections of an untold
    /// type may.
    static func environmentEvidence(label: String, type: String?, observable: Bool, in model: SemanticModel, reader: ViewType? = nil) -> (evidence: [String], sites: [Location]) {
        // What the reading view's own instance code injects goes to the views its body builds,
        // below it: never where the view reads its own environment.
        let all = injectionSites(of: type, in: model)
        let injections = all.filter { injection in reader.map { !OwnershipAnalysis.isInInstanceCode(of: $0, injection.location, in: model) } ?? true }
        // Counted apart, so that "N places inject one" leaves none out.
        let ownCount = all.count - injections.count
        if injections.isEmpty {
            // Injections whose type cannot be told may be the ones: say so rather than "none".
            let untold = model.injectionIndex.untyped.filter { injection in
                switch injection.kind {
                case .environmentObject: return !observable
                case .observable: return observable
                case .helper: return true
                case .keyPath: return false
                }
            }
            let name = type.map(TypeDeclaration.baseName) ?? "a value"
            if let first = untold.first {
                return (
                    [
                        "\(label) reads \(name) from the environment; no injection of that type was found, but \(untold.count == 1 ? "one injection" : "\(untold.count) injections") whose type Lifeline cannot tell may supply it, e.g. \(first.expression) at \(model.describe(first.location))"
                    ], Array(untold.prefix(8).map(\.location)))
            }
            return (["\(label) reads \(name) from the environment; no injection of that type was found"], [])
        }
        // The app's injections first, then the previews' (each said to be one); a long list is cut.
        // The index is built by now, with the preview ranges: no walk of the roots per injection.
        let index = model.injectionIndex
        func inPreview(_ location: Location) -> Bool { index.isInPreview(location) }
        // The ones found above the reading view on the chains of constructions Lifeline follows
        // come first, each with the chain; then the others of the app, then the previews'.
        let above = reader.map { injectionsAbove($0, among: injections, in: model) } ?? []
        func isAbove(_ injection: EnvironmentInjection) -> Bool { above.contains { $0.injection.location == injection.location && $0.injection.expression == injection.expression } }
        let ordered = above.map(\.injection) + injections.filter { !inPreview($0.location) && !isAbove($0) } + injections.filter { inPreview($0.location) && !isAbove($0) }
        // The expression as code; what SwiftUI injects itself is said in words ("the scene delegate …").
        func named(_ expression: String) -> String { expression.hasPrefix("the ") ? expression : "`\(expression)`" }
        var lines = ordered.prefix(8).map { injection in
            (injection.through.isEmpty
                ? "injected as \(named(injection.expression)) at \(model.describe(injection.location))"
                : "injected as \(named(injection.expression)) through \(injection.through.map { "`\($0)`" }.joined(separator: " → ")) at \(model.describe(injection.location))")
                + (inPreview(injection.location) ? " (a preview)" : "")
                + (above.first { $0.injection.location == injection.location && $0.injection.expression == injection.expression }.map { ", above `\(reader?.name ?? "")` (\($0.chain.map { "`\($0)`" }.joined(separator: " → ")))" } ?? "")
        }
        if ordered.count > 8 { lines.append(ordered.count == 9 ? "and 1 more place" : "and \(ordered.count - 8) more places") }
        // One shared object wherever the app injects it: every injection outside previews injects
        // the same static stored property of a workspace type (`Theme.shared`), written there or
        // held by a property that starts as it and is never set again (`@State var theme =
        // Theme.shared`).
        let inApp = injections.filter { !inPreview($0.location) }
        if let first = inApp.first, let shared = sharedIdentity(of: first, in: model), inApp.dropFirst().allSatisfy({ sharedIdentity(of: $0, in: model) == shared }) {
            let held = !inApp.contains { $0.expression != shared } ? "" : inApp.count == 1 ? " (through a property that starts as it and is never set again)" : " (some through a property that starts as it and is never set again)"
            lines.insert("\(inApp.count == 1 ? "the one injection" : "every one of the \(inApp.count) injections") outside previews injects `\(shared)`\(held), a static stored property: the same object wherever it is injected, kept by that property", at: 0)
        }
        // Every injection of the type, wherever it is: which of them are above this view is not
        // traced, and the first line says so.
        // The count outside previews is the one the Simulated section gives: both say it.
        let previews = ordered.count - inApp.count
        let inPreviews = previews == 0 ? "" : previews == ordered.count ? ", all in previews" : ", \(inApp.count) outside previews"
        let traced = above.isEmpty
            ? (ordered.count == 1 ? "whether it reaches this view is not traced" : "which of them reach this view is not traced")
            : "\(above.count == 1 ? "one is" : "\(above.count) are") above it, on the way down to it; others may reach it through code Lifeline does not follow"
        let own = ownCount == 0 ? "" : ", besides \(ownCount == 1 ? "one" : "\(ownCount)") in `\(reader?.name ?? "")`'s own code, which inject\(ownCount == 1 ? "s" : "") into the views below it"
        let heading = "\(label) reads \(type.map(TypeDeclaration.baseName) ?? "a value") from the environment; \(ordered.count == 1 ? "one place injects one" : "\(ordered.count) places inject one")\(inPreviews)\(own) (\(traced))"
        return ([heading] + lines, injections.map(\.location))
    }

    /// The injections among `candidates` on the chains of constructions above `reader` (outside
    /// previews): each where a view's body (or a root) builds the next view down under it, with the
    /// chain from the injecting view down to `reader`. Breadth first, nearest first, ten levels at
    /// most; an injection found once is said once, with its shortest chain.
    public static func injectionsAbove(_ reader: ViewType, among candidates: [EnvironmentInjection], in model: SemanticModel) -> [(injection: EnvironmentInjection, chain: [String])] {
        guard !candidates.isEmpty else { return [] }
        let index = model.injectionIndex
        var found: [(injection: EnvironmentInjection, chain: [String])] = []
        /// The platforms a declaration exists on (nil: every one).
        func platforms(of view: ViewType) -> Set<String>? {
            view.declaration.platforms ?? model.configuration(forFile: view.declaration.location.file).filePlatforms
        }
        // Each view on the way: the platforms the chain up to it may be built for, and what the
        // branch that builds the view below it needs of the view's own properties (`if !isDetails`
        // needs `isDetails` false): a call that passes the other literal cannot build that chain.
        // Where each file's hosting calls are (`UIHostingController(rootView:)` and the like).
        let hostingRoots = Dictionary(grouping: model.roots.filter { $0.kind == .hostingController }, by: \.location.file)
        var queue: [(key: TypeKey, chain: [String], platforms: Set<String>?, needs: [String: Bool])] = [(reader.key, [reader.name], platforms(of: reader), [:])]
        var seen: Set<TypeKey> = [reader.key]
        var next = 0
        while next < queue.count, seen.count < 400 {
            let (key, chain, chainPlatforms, needs) = queue[next]
            next += 1
            guard chain.count <= 10 else { continue }
            // Views' bodies and roots, then code outside views that builds it (a window's content).
            // Only code built into one product with the reader's: a chain through a file of
            // another target (an iOS-only view above a macOS-only one) is no path of any app.
            for site in model.constructionSites(of: key) + model.factorySites(of: key)
            where !index.isInPreview(site.location) && model.mayCompileTogether(site.location.file, reader.declaration.location.file) {
                // Nor through a call built only on platforms where the chain is not, or one that
                // passes a literal that turns off the branch the view below is built in.
                let sitePlatforms = BuildConfiguration.intersection(chainPlatforms, site.platforms)
                if sitePlatforms?.isEmpty == true { continue }
                if needs.contains(where: { name, value in
                    OwnershipAnalysis.turnsOff(site, name: name, needed: value, in: model)
                }) { continue }
                // A hosting call is named as written (`ThemedHostingController(rootView:)`), other
                // code outside views by the function it is in.
                // Built as the root of a hosting controller the parent's code makes (a method its
                // action calls): a new SwiftUI tree, whose environment is what that hosting call
                // injects, not the parent's (a hosting controller's root view starts from the
                // environment its wrapper gives it). The chain starts at that call.
                let hostingRoot = hostingRoots[site.location.file]?.first { $0.location.range.contains(site.location.range.lowerBound) }
                let hosting = hostingRoot?.location
                let parentName =
                    (site.container == "rootView" ? ViewConstruction.hostingCall(site.parent) : nil)
                    ?? hostingRoot?.hostingCall
                    ?? model.parentView(of: site)?.name ?? site.builder
                for case .injection(let injection) in site.contexts {
                    if let hosting, !(injection.location.file == site.location.file && hosting.range.contains(injection.location.range.lowerBound)) { continue }
                    guard candidates.contains(where: { $0.location == injection.location && $0.expression == injection.expression }),
                        !found.contains(where: { $0.injection.location == injection.location && $0.injection.expression == injection.expression })
                    else { continue }
                    found.append((injection, [parentName] + chain))
                }
                if hosting == nil, let parent = model.parentView(of: site), seen.insert(parent.key).inserted {
                    let above = BuildConfiguration.intersection(sitePlatforms, platforms(of: parent))
                    if above?.isEmpty == true { continue }
                    queue.append((parent.key, [parent.name] + chain, above, OwnershipAnalysis.flagsNeeded(by: site, in: parent)))
                }
            }
        }
        return found
    }

    /// Whether a call passes what turns off a condition the view needs (`flagsNeeded`): the
    /// literal opposite for its `Bool` property `name` (`Row(enabled: false)`), or, for `m.b`,
    /// an object made in the call whose initializer stores the literal opposite given for `b:`
    /// into a `let b` (`Row(model: .init(item, showActions: false))`, `showActions` a `let` of the
    /// model): that object's `b` never changes, so the branch is never taken for this call.
    static func turnsOff(_ site: ViewConstruction, name: String, needed: Bool, in model: SemanticModel) -> Bool {
        let opposite = needed ? "false" : "true"
        let parts = name.split(separator: ".").map(String.init)
        guard let first = parts.first, let argument = site.arguments.first(where: { $0.label == first })?.value,
            let held = site.typeKeys.first.flatMap({ model.views[$0] })?.property(first)
        else { return false }
        // A plain property keeps what the call gives (a view's body cannot set it); a `@State`
        // given a start by the call may hold another value later.
        let fixed = held.wrapper == .none
        if parts.count == 1 { return fixed && argument.squashedText == opposite }
        // `if !fields.isEmpty` for a call that passes `fields: []`: a literal's emptiness is known.
        if parts.count == 2, parts[1] == "isEmpty", [SyntaxKind.arrayExpr, .dictionaryExpr, .stringLiteralExpr].contains(argument.kind) {
            let text = argument.squashedText.filter { $0 != " " }
            let empty = text == "[]" || text == "[:]" || text == "\"\""
            return fixed && empty != needed
        }
        guard parts.count == 2, argument.kind == .functionCallExpr,
            argument.arguments.first(where: { $0.label == parts[1] })?.value?.squashedText == opposite,
            let type = held.typeKeys.first.flatMap({ model.types[$0] })
        else { return false }
        return storesParameter(labeled: parts[1], intoLet: parts[1], of: type)
    }

    /// Whether an initializer of `type` with a parameter labeled `label` stores it into the stored
    /// `let property` (`self.showActions = showActions`), which nothing can change after.
    static func storesParameter(labeled label: String, intoLet property: String, of type: TypeDeclaration) -> Bool {
        let isLet = type.members.contains { member in
            member.node.kind == .variableDecl && member.node.token(.kwLet) != nil && !member.node.modifierWords.contains("static")
                && member.node.children(.patternBinding).contains { $0.firstChild?.referencedName == property }
        }
        guard isLet else { return false }
        for member in type.members where member.node.kind == .initializerDecl {
            guard let parameter = SemanticModel.parameters(of: member.node).first(where: { $0.label == label }), let body = member.node.child(.codeBlock) else { continue }
            for sequence in body.descendants(.sequenceExpr, stopAt: [.closureExpr]) {
                let parts = sequence.children
                guard parts.count == 3, parts[1].kind == .assignmentExpr, parts[2].kind == .declReferenceExpr, parts[2].referencedName == parameter.name else { continue }
                let target = parts[0]
                if target.kind == .memberAccessExpr, target.baseExpression?.firstToken?.kind == .kwSelf, target.memberName == property { return true }
                if target.kind == .declReferenceExpr, target.referencedName == property, parameter.name != property { return true }
            }
        }
        return false
    }

    /// What the branches a construction sits in need of its parent's own `Bool` properties: `if
    /// flag` needs `flag` true in its `then`, false in its `else`; `if !flag` the reverse. Each
    /// condition of the `if`'s list counts (`if !ready, model.showActions`), read from the syntax:
    /// a property (`flag`) or a property of what a property holds (`model.showActions`).
    static func flagsNeeded(by site: ViewConstruction, in parent: ViewType) -> [String: Bool] {
        var needs: [String: Bool] = [:]
        let declaration = parent.declaration
        let path = site.node.tree.root.path(to: site.node.range.lowerBound)
        for (index, node) in path.enumerated() where node.kind == .ifExpr && index + 1 < path.count {
            // Only the parent's own `if`s, in its file (not a helper's, inlined from elsewhere).
            guard declaration.location.file == site.location.file, declaration.node.range.contains(node.range.lowerBound),
                let conditions = node.child(.conditionList)
            else { continue }
            let blocks = node.children(.codeBlock)
            let inThen = path[index + 1].index == blocks.first?.index
            let inElse = !inThen && blocks.count > 1 && path[index + 1].index == blocks[1].index
            // In the `else`, only a single condition says what it needs (its negation).
            guard inThen || (inElse && conditions.children.count == 1) else { continue }
            for condition in conditions.children {
                var expression = condition.kind == .expressionCondition ? condition.firstChild : condition
                var value = inThen
                if let negated = expression, negated.kind == .prefixOperatorExpr, negated.firstToken?.text == "!" {
                    expression = negated.children.last
                    value.toggle()
                }
                guard let expression else { continue }
                if expression.kind == .declReferenceExpr, let name = expression.referencedName, expression.localDeclaration(of: name) == nil,
                    parent.property(name)?.type == "Bool"
                {
                    needs[name] = value
                } else if expression.kind == .memberAccessExpr, let base = expression.baseExpression, base.kind == .declReferenceExpr,
                    let owner = base.referencedName, base.localDeclaration(of: owner) == nil, parent.property(owner) != nil, let member = expression.memberName
                {
                    needs["\(owner).\(member)"] = value
                }
            }
        }
        return needs
    }

    /// Whether a place is in a view's own instance code (its `body`, a helper property or method
    /// that is not `static`), where what it injects goes to the views it builds, below it. A static
    /// member may build the view itself (a factory) and is not counted; nor is a nested type.
    public static func isInInstanceCode(of view: ViewType, _ location: Location, in model: SemanticModel) -> Bool {
        // A view that builds itself (a tree's node) injects into another of its kind, which reads it.
        if model.constructionSites(of: view.key).contains(where: { $0.parentKey == view.key }) { return false }
        return view.declaration.members.contains { member in
            guard member.file == location.file, member.node.range.contains(location.range.lowerBound) else { return false }
            guard member.node.kind == .variableDecl || member.node.kind == .functionDecl else { return false }
            return !member.node.modifierWords.contains("static") && !member.node.modifierWords.contains("class")
        }
    }

    /// The static stored property an injection injects, when it can be told: written there
    /// (`Theme.shared`, through a helper or not), or a property of the type around the injection
    /// that starts as one and that no code of that type sets again (`@State var theme =
    /// Theme.shared`, then `.environment(theme)`). Nil otherwise.
    static func sharedIdentity(of injection: EnvironmentInjection, in model: SemanticModel) -> String? {
        func staticStored(_ text: String) -> String? {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, SyntaxNode.isTypeStyle(parts[0]), model.staticMember(String(parts[1]), of: String(parts[0]), enclosing: nil) == .stored else { return nil }
            return text
        }
        if let written = staticStored(injection.expression) { return written }
        // A name of the code that injects, read where the injection is written (not a helper's).
        guard injection.through.isEmpty else { return nil }
        var name = injection.expression
        if name.hasPrefix("self.") { name.removeFirst(5) }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), name.first?.isLowercase == true else { return nil }
        let file = injection.location.file
        let offset = injection.location.range.lowerBound
        // The innermost type around the injection (the one whose part holding it, its declaration
        // or a member, is smallest), and every part of it (extensions included).
        var around: (type: TypeDeclaration, size: Int)?
        for type in model.types.values {
            let parts = [(type.location.file, type.node)] + type.members.map { ($0.file, $0.node) }
            guard let size = parts.filter({ $0.0 == file && $0.1.range.contains(offset) }).map({ $0.1.range.count }).min() else { continue }
            // A nested type is a member of the type around it too: on a tie, the inner one.
            if around == nil || size < around!.size || (size == around!.size && type.node.range.count < around!.type.node.range.count) { around = (type, size) }
        }
        guard let type = around?.type else { return nil }
        let parts = [(file: type.location.file, node: type.node)] + type.members
        var value: String?
        var declaration: SyntaxNode?
        for part in parts where part.node.kind == .variableDecl {
            for binding in part.node.children(.patternBinding) where binding.firstToken?.identifierText == name {
                value = binding.child(.initializerClause)?.children.last.flatMap { staticStored($0.squashedText) }
                declaration = binding
            }
        }
        guard let value, let declaration else { return nil }
        // Set again anywhere in the type (`name = …`, `self.name = …`, `_name = …`): not one object.
        for part in parts {
            let tree = part.node.tree
            let skipped = tree === declaration.tree ? declaration.tokenRange : 0..<0
            for index in part.node.tokenRange where !skipped.contains(index) && index + 1 < tree.tokens.count {
                let text = tree.source.text(tree.tokens[index].textRange)
                guard text == name || text == "_" + name else { continue }
                if tree.source.text(tree.tokens[index + 1].textRange) == "=" { return nil }
            }
        }
        return value
    }

    /// Every `.environmentObject(...)`/`.environment(...)` injection of a type, wherever the
    /// workspace writes it (`SemanticModel.injectionIndex`), previews included.
    static func injectionSites(of type: String?, in model: SemanticModel) -> [EnvironmentInjection] {
        guard let type else { return [] }
        return (model.injectionIndex.byType[model.canonicalName(type)] ?? []).filter { injection in
            injection.type.map { model.sameEnvironmentType($0, type) } ?? true
        }
    }
}

/// The name and parameters of a function declaration (`func details(for model: M, animated: Bool = true)`).
enum FunctionParameters {
    static func name(of function: SyntaxNode) -> String? {
        function.kind == .functionDecl ? SemanticModel.declaredName(function) : nil
    }

    /// For each argument of `call`, the index of the parameter it is given for: labels in order,
    /// parameters with defaults left out. Nil when the labels do not fit the function.
    static func positions(of call: SyntaxNode, for labels: [String?]) -> [Int]? {
        var next = 0
        var result: [Int] = []
        for label in call.arguments.map(\.label) {
            while next < labels.count && labels[next] != label { next += 1 }
            guard next < labels.count else { return nil }
            result.append(next)
            next += 1
        }
        return result
    }

    /// The argument `call` gives for the parameter at `position`, if any.
    static func argument(at position: Int, of labels: [String?], in call: SyntaxNode) -> Argument? {
        guard let positions = positions(of: call, for: labels), let index = positions.firstIndex(of: position) else { return nil }
        return call.arguments[index]
    }

    /// Each parameter's argument label (nil for `_`) and the name the body uses.
    static func of(_ function: SyntaxNode) -> [(label: String?, name: String)] {
        SemanticModel.parameters(of: function).map { ($0.label, $0.name) }
    }
}
