import Syntax

/// The SwiftUI model of a workspace: what a reviewer knows after reading every file. Pure values,
/// built from syntax trees by `SemanticModel.build`; no IO.
public struct SourceFile: Sendable {
    public let path: String
    public let tree: SyntaxTree

    public init(path: String, tree: SyntaxTree) {
        self.path = path
        self.tree = tree
    }
}

/// A place in the workspace: a file index and a byte range in it.
public struct Location: Sendable, Hashable {
    public let file: Int
    public let range: Range<Int>

    public init(file: Int, range: Range<Int>) {
        self.file = file
        self.range = range
    }

    /// Where a call is made, for a reader: from the called member's name to the end of the call
    /// (`.withEnvironments()` in `TabView { … }.withEnvironments()`, not the start of the chain).
    public init(call: SyntaxNode, file: Int) {
        var start = call.range.lowerBound
        if let callee = call.baseExpression, callee.kind == .memberAccessExpr, let name = callee.lastToken, name.range.lowerBound > start {
            start = name.range.lowerBound
        }
        self.init(file: file, range: start..<call.range.upperBound)
    }
}

public enum TypeKind: String, Sendable {
    case `struct`, `class`, `enum`, actor, `protocol`
}

/// A type declared in the workspace, with what its extensions add.
public struct TypeDeclaration: Sendable {
    /// Its identity: the name qualified by enclosing types (`Outer.Inner`), with a copy number for a
    /// second declaration of one name (see `TypeKey`).
    public let key: TypeKey
    /// The name code writes: `Outer.Inner` (the key without its copy number).
    public var qualifiedName: String { key.qualifiedName }
    public let simpleName: String
    public let kind: TypeKind
    public let location: Location
    public let node: SyntaxNode
    /// Inherited type names from the declaration and every extension, generic arguments removed
    /// and module prefixes kept (`SwiftUI.View` stays as written; `conforms(to:)` strips it).
    public var inherits: [String]
    public var attributes: [String]
    /// Member declarations of the type and of its extensions, each with its file.
    public var members: [(file: Int, node: SyntaxNode)]
    /// The platforms the declaration exists on, from the `#if` clauses around it (nil: no `#if`
    /// restricts it).
    public var platforms: Set<String>? = nil

    /// The names of the type's generic parameters (`Value` in `struct Box<Value>`).
    public var genericParameters: Set<String> {
        guard let clause = node.child(.genericParameterClause) else { return [] }
        var names: Set<String> = []
        for parameter in clause.children {
            if let name = parameter.directTokens.first(where: { $0.kind == .identifier })?.identifierText { names.insert(name) }
        }
        return names
    }

    public func conforms(to name: String) -> Bool {
        inherits.contains { TypeDeclaration.baseName($0) == name }
    }

    /// A key without the copy number that tells apart two declarations of one name
    /// (`Feature.Row#2` → `Feature.Row`): only a final `#` and digits, so text that merely holds a
    /// `#` (a root's `#Preview at A.swift:3`) stays as it is.
    public static func qualifiedName(ofKey key: String) -> String {
        guard let hash = key.lastIndex(of: "#"), hash > key.startIndex else { return key }
        let digits = key[key.index(after: hash)...]
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return key }
        return String(key[..<hash])
    }

    /// `SwiftUI.View` → `View`, `Array<Int>` → `Array`, `@unchecked Sendable` → `Sendable`.
    public static func baseName(_ text: String) -> String {
        // Most names are already plain: check the bytes before building substrings.
        if !text.utf8.contains(where: { $0 == 0x20 || $0 == 0x3C || $0 == 0x2E || $0 == 0x3F || $0 == 0x21 }) { return text }
        var t = Substring(withoutGenericArguments(text))
        if let at = t.lastIndex(of: " ") { t = t[t.index(after: at)...] }
        if let dot = t.lastIndex(of: ".") { t = t[t.index(after: dot)...] }
        return String(t.filter { $0 != "?" && $0 != "!" })
    }

    /// `Paging<Season>.ID?` → `Paging.ID?`, `Box<[Int: Set<A>]>` → `Box`: every generic argument
    /// clause removed, so that a member type after one (`.ID`) is not taken for its base.
    public static func withoutGenericArguments(_ text: String) -> String {
        guard text.utf8.contains(0x3C) else { return text }
        var result = ""
        var depth = 0
        var previous: Character = " "
        for character in text {
            if character == "<" {
                depth += 1
            } else if character == ">" && depth > 0 && previous != "-" {
                // (The `>` of a function type's `->` closes nothing.)
                depth -= 1
            } else if depth == 0 {
                result.append(character)
            }
            previous = character
        }
        return result
    }
}

// MARK: Model classes

public enum ModelKind: String, Sendable {
    /// Conforms to `ObservableObject`, directly, through a superclass or a protocol of the workspace.
    case observableObject
    /// Marked `@Observable`.
    case observable
    /// A class that is neither.
    case plain
}

public struct ModelClass: Sendable {
    public let key: TypeKey
    /// The name code writes for it (`Feature.Model`), as messages show it.
    public var qualifiedName: String { key.qualifiedName }
    public let kind: ModelKind
    public let declaration: TypeDeclaration
    public var published: [PublishedMember]
    /// `@ObservationIgnored` members of an `@Observable` class.
    public var ignored: [String]
    /// Published properties declared by superclasses of the workspace (they publish for this class
    /// too), nearest superclass first.
    public var inheritedPublished: [PublishedMember] = []
    /// Conforms to `ObservableObject`: directly, through a superclass of the workspace, or through a
    /// protocol of the workspace that refines it. A class may be this and `@Observable` at once
    /// (`kind` is then `.observable`): `@ObservedObject`, `@StateObject` and `.environmentObject`
    /// accept it.
    public var conformsToObservableObject = false
    /// Marked `@Observable` (or SwiftData's `@Model`), or a subclass of such a class of the workspace:
    /// Observation tracks its stored properties.
    public var isObservable = false

    public init(key: TypeKey, kind: ModelKind, declaration: TypeDeclaration, published: [PublishedMember], ignored: [String]) {
        self.key = key
        self.kind = kind
        self.declaration = declaration
        self.published = published
        self.ignored = ignored
    }
}

public struct PublishedMember: Sendable {
    public let name: String
    public let type: String?
    /// The published value is itself a class of the workspace (its own changes do not publish).
    public let holdsReference: Bool
    public let location: Location
}

// MARK: Views

public enum ViewRole: String, Sendable {
    case view, app, scene, viewModifier
    /// A `DynamicProperty` struct: its wrappers are installed with the view that holds it.
    case dynamicProperty
}

/// The property wrappers Lifeline knows, for the whole of it: the model, the rules and the simulator
/// read attributes through `init(attribute:)` alone.
public enum PropertyWrapper: Sendable, Equatable, CustomStringConvertible {
    case stateObject, observedObject, environmentObject, state, binding, bindable
    /// `@Environment(\.key)`
    case environmentValue(key: String)
    /// `@Environment(Model.self)`
    case environmentObservable(type: String)
    case appStorage, sceneStorage, focusState
    /// `@Published` (in an `ObservableObject`), `@Namespace`, SwiftData's `@Query`, `@GestureState`,
    /// Observation's `@ObservationIgnored`.
    case published, namespace, query, gestureState, observationIgnored
    case custom(String)
    case none

    /// The wrapper an attribute names: `StateObject` or `SwiftUI.StateObject` or `SwiftUI::StateObject`;
    /// any other attribute is `.custom` (a wrapper of the workspace or a package, or not a wrapper).
    public init(attribute: Attribute) {
        self.init(attribute: attribute, name: attribute.name)
    }

    /// The same, with the attribute's name already read (`Attribute.name` is not free).
    public init(attribute: Attribute, name written: String) {
        let name = TypeDeclaration.baseName(written)
        switch name {
        case "StateObject": self = .stateObject
        case "ObservedObject": self = .observedObject
        case "EnvironmentObject": self = .environmentObject
        case "State": self = .state
        case "Binding": self = .binding
        case "Bindable": self = .bindable
        case "AppStorage": self = .appStorage
        case "SceneStorage": self = .sceneStorage
        case "FocusState": self = .focusState
        case "Published": self = .published
        case "Namespace": self = .namespace
        case "Query": self = .query
        case "GestureState": self = .gestureState
        case "ObservationIgnored": self = .observationIgnored
        case "Environment":
            guard let argument = attribute.arguments.first?.value else {
                self = .environmentValue(key: attribute.argumentText ?? "")
                return
            }
            // `@Environment(Model.self)` names a type; `@Environment(\.dismiss)` a key path.
            if argument.kind == .memberAccessExpr, argument.memberName == "self", let base = argument.baseExpression {
                self = .environmentObservable(type: base.squashedText)
            } else {
                self = .environmentValue(key: argument.squashedText)
            }
        default:
            self = .custom(written)
        }
    }

    /// `@Environment`, with a key path or a type.
    public var isEnvironment: Bool {
        switch self {
        case .environmentValue, .environmentObservable: return true
        default: return false
        }
    }

    /// The wrapper's type name: `StateObject` for `@StateObject`.
    public var typeName: String {
        switch self {
        case .stateObject: return "StateObject"
        case .observedObject: return "ObservedObject"
        case .environmentObject: return "EnvironmentObject"
        case .state: return "State"
        case .binding: return "Binding"
        case .bindable: return "Bindable"
        case .environmentValue, .environmentObservable: return "Environment"
        case .appStorage: return "AppStorage"
        case .sceneStorage: return "SceneStorage"
        case .focusState: return "FocusState"
        case .published: return "Published"
        case .namespace: return "Namespace"
        case .query: return "Query"
        case .gestureState: return "GestureState"
        case .observationIgnored: return "ObservationIgnored"
        case .custom(let name): return TypeDeclaration.baseName(name)
        case .none: return ""
        }
    }

    public var description: String {
        switch self {
        case .stateObject: return "@StateObject"
        case .observedObject: return "@ObservedObject"
        case .environmentObject: return "@EnvironmentObject"
        case .state: return "@State"
        case .binding: return "@Binding"
        case .bindable: return "@Bindable"
        case .environmentValue(let key): return "@Environment(\(key))"
        case .environmentObservable(let type): return "@Environment(\(type).self)"
        case .appStorage: return "@AppStorage"
        case .sceneStorage: return "@SceneStorage"
        case .focusState: return "@FocusState"
        case .published: return "@Published"
        case .namespace: return "@Namespace"
        case .query: return "@Query"
        case .gestureState: return "@GestureState"
        case .observationIgnored: return "@ObservationIgnored"
        case .custom(let name): return "@\(name)"
        case .none: return "no wrapper"
        }
    }
}

public enum AccessLevel: String, Sendable, Comparable {
    case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

    public static func < (a: AccessLevel, b: AccessLevel) -> Bool {
        let order: [AccessLevel] = [.private, .fileprivate, .internal, .package, .public, .open]
        return order.firstIndex(of: a)! < order.firstIndex(of: b)!
    }
}

/// How an expression that gives a property its value was written.
public enum ValueKind: Sendable, Equatable {
    /// `T()`, `T.init(...)`, `.init(...)`, `T(...)`.
    case newInstance(type: String)
    /// `T.shared`, `T.default` or another static member.
    case sharedInstance(type: String, member: String)
    /// A parameter of the enclosing initializer.
    case parameter(name: String)
    /// A local constant of the initializer that holds a new instance (`let vm = Model()`).
    case localInstance(name: String, type: String)
    /// `param ?? Model()` (directly or through a local): the caller's object when it gives one,
    /// else a new instance the initializer builds.
    case parameterOrNew(name: String, type: String)
    /// `Type.make(...)`: a static function's result (a factory or an accessor; the model resolves
    /// it when the function is in the workspace).
    case staticCall(type: String, member: String)
    /// `core.contentStore`: a property read from an object the initializer has (a parameter, or a
    /// local holding one or a new instance). That object holds it; the view does not make it.
    case memberOfObject(root: String, path: String)
    case literal
    case closure
    case other
}

public struct Value: Sendable {
    public let kind: ValueKind
    public let node: SyntaxNode
}

public struct ViewProperty: Sendable {
    public let name: String
    public let location: Location
    /// The `variableDecl` node.
    public let node: SyntaxNode
    /// Where the name is.
    public let nameRange: Range<Int>
    public let wrapper: PropertyWrapper
    /// The wrapper attribute node, when there is one.
    public let wrapperAttribute: SyntaxNode?
    /// The declared type, or one inferred from the initial value.
    public let type: String?
    public let typeIsInferred: Bool
    public let access: AccessLevel
    public let isLet: Bool
    public let isStatic: Bool
    public let isComputed: Bool
    public let initialValue: Value?
    /// The key of the type that declares it.
    public internal(set) var owner = TypeKey("")
    /// The workspace types its type names, resolved from where it is declared (its type's nesting,
    /// extensions of namespaces, its file, target and module), nearest first; empty for a type the
    /// workspace does not declare.
    public internal(set) var typeKeys: [TypeKey] = []
}

public struct InitParameter: Sendable {
    public let label: String?
    public let name: String
    public let type: String?
    public let hasDefault: Bool
    /// The default argument (`= Model()`), when there is one.
    public var defaultValue: SyntaxNode? = nil
    /// `@autoclosure`: the caller's expression is evaluated where the initializer calls it.
    public var isAutoclosure = false
}

/// What an `init` does to one property.
public struct InitAssignment: Sendable {
    public let property: String
    /// `_x = ...` (the wrapper's storage) rather than `self.x = ...` / `x = ...`.
    public let throughStorage: Bool
    /// The wrapper type named on the right: `StateObject` in `_x = StateObject(wrappedValue: v)`.
    public let wrapperCall: String?
    /// The wrapped value: the argument of the wrapper call, or the right-hand side.
    public let value: Value
    /// The whole assignment expression.
    public let node: SyntaxNode
    /// The right-hand side's text and range (`flag ? A() : B()` whole, not just `flag`).
    public let rightHandSide: Range<Int>
    public let rightHandSideText: String
}

public struct InitializerInfo: Sendable {
    public let node: SyntaxNode
    public let location: Location
    public let parameters: [InitParameter]
    public let assignments: [InitAssignment]
    /// Reads of a property's wrapped value inside the initializer (`x`, `self.x`, `_x.wrappedValue`).
    public let wrappedValueReads: [(property: String, node: SyntaxNode)]
    public let access: AccessLevel
}

/// The construct a view construction sits under, outermost first.
public enum StructuralContext: Sendable, Equatable {
    /// A branch of `if`/`else` or `switch`: the condition text and which branch.
    case branch(condition: String, branch: Int)
    case forEach(id: String?)
    /// The destination of `NavigationLink(destination:)` (built eagerly with the parent's body).
    case navigationLinkDestination
    /// The builder of `navigationDestination(...)` (built on push).
    case navigationDestination
    /// The content of `.sheet`, `.fullScreenCover` or `.popover` (built on presentation).
    case presentation(String)
    case tabView
    /// `List`, `LazyVStack`, `LazyHStack`, `LazyVGrid`, `LazyHGrid`.
    case lazyContainer(String)
    case navigationContainer(String)
    /// Under `.id(expression)`.
    case explicitIdentity(String)
    /// Under `.environmentObject(...)` or `.environment(...)`.
    case injection(EnvironmentInjection)
    /// In the content given to a view that is neither SwiftUI's nor the workspace's
    /// (`StoreProvider(store: store) { Home() }` of a package): it may inject into that content,
    /// where Lifeline cannot see.
    case externalContainer(String)
    /// In a function of the view that is named, not called (`.pageContent(makePage)`): handed on as
    /// a value, it builds its views wherever the code it is given to calls it, which the contexts
    /// around the name do not describe.
    case functionValue(String)
}

public struct EnvironmentInjection: Sendable, Equatable {
    /// `.environmentObject(_:)`, `.environment(_:)` with an object, `.environment(\.key, _:)`, or a
    /// helper of the workspace (a `View` extension or a `ViewModifier`) whose body injects.
    public enum Kind: String, Sendable { case environmentObject, observable, keyPath, helper }
    public let kind: Kind
    /// The injected object's type when it can be told (`Model` for `.environmentObject(Model())` or
    /// for a property of known type), or the key path text for `.environment(\.key, v)`.
    public let type: String?
    public let expression: String
    /// `.environmentObject(Model())`: a new instance built by the body.
    public let isNewInstance: Bool
    public let location: Location
    /// The helpers it came through, outermost first (`withEnvironments()`, `ThemeModifier`): empty
    /// for an injection written where it applies.
    public var through: [String] = []
    /// For a helper's injection applied at a call: the places inside helpers' bodies it passes
    /// (`HelperInjection.helperPlaces`), whose injections are counted at this application, not
    /// again where they are written.
    public internal(set) var helperPlaces: [Location] = []

    public init(kind: Kind, type: String?, expression: String, isNewInstance: Bool, location: Location) {
        self.kind = kind
        self.type = type
        self.expression = expression
        self.isNewInstance = isNewInstance
        self.location = location
    }

    /// A helper's injection, applied at the call of the helper (`called`, at `location`).
    init(helper: HelperInjection, at location: Location, called: String) {
        self.init(kind: helper.kind, type: helper.type, expression: helper.expression, isNewInstance: false, location: location)
        through = [called] + helper.through
        helperPlaces = helper.helperPlaces
    }

    public static func == (a: EnvironmentInjection, b: EnvironmentInjection) -> Bool {
        a.kind == b.kind && a.type == b.type && a.location == b.location && a.through == b.through
    }
}

/// One view written in a body (or in a helper the body uses).
public struct ViewConstruction: Sendable {
    /// The constructed type's name (`ScorePlate`, `Text`, `VStack`).
    public let typeName: String
    /// The view whose body contains it (its simple name; a root's description for roots).
    public let parent: String
    /// The keys (in `SemanticModel.views`) of the workspace views the name resolves to from where it
    /// is written: empty for SwiftUI's views and types outside the workspace; several when the name
    /// is declared once per target and the code is shared by those targets.
    public var typeKeys: [TypeKey] = []
    /// The key of the view whose body contains it; nil at a root.
    public var parentKey: TypeKey? = nil
    /// The platforms it is built on, from the `#if` clauses around it in the body (nil: all).
    public var platforms: Set<String>? = nil
    /// `body` or the helper's name.
    public let container: String
    /// Where the walk from `body` named the helpers (computed properties, functions of the view,
    /// locals holding views) it went through to reach this construction, outermost first: the
    /// code that must run for it to be built, besides its own place.
    public var through: [Location] = []
    public let node: SyntaxNode
    public let location: Location
    public let arguments: [Argument]
    public let contexts: [StructuralContext]

    /// The code that builds it, as messages name it: `List.body`, or a root's own name
    /// (`#Preview`, whose parent and container are one).
    public var builder: String { ViewConstruction.builder(parent: parent, container: container) }

    /// `parent.container`, or the one name when both are the same (a root).
    public static func builder(parent: String, container: String) -> String {
        container == parent ? container : parent + "." + container
    }

    /// A hosting call as its code writes it, by the name of what is called: `super.init(rootView:)`,
    /// `UIHostingController(rootView:)`, and `UIHostingConfiguration { … }`, whose content is a
    /// view-builder closure.
    public static func hostingCall(_ callee: String) -> String {
        if callee == "super" || callee == "self" { return "\(callee).init(rootView:)" }
        return callee == "UIHostingConfiguration" ? "UIHostingConfiguration { … }" : "\(callee)(rootView:)"
    }
}

/// A name a type inherits (a superclass or a protocol), as the model resolves it.
public enum InheritedName: Hashable, Sendable {
    /// A type the workspace declares.
    case declared(TypeKey)
    /// A type from outside the workspace, by its written name without generic arguments.
    case external(String)
}

/// A type's identity in the model: its qualified name (`Feature.Row`), with `#2`, `#3` for a second
/// and third declaration of one name (one per platform or target). Two types with one simple name
/// are two keys; APIs that answer about one type take its key, never its simple name.
public struct TypeKey: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    /// The name as code writes it, without the copy number (`Feature.Row#2` → `Feature.Row`).
    public var qualifiedName: String { TypeDeclaration.qualifiedName(ofKey: rawValue) }

    /// The last part of the qualified name (`Feature.Row#2` → `Row`).
    public var simpleName: String {
        let qualified = qualifiedName
        guard let dot = qualified.lastIndex(of: ".") else { return qualified }
        return String(qualified[qualified.index(after: dot)...])
    }

    /// The qualified name of the enclosing type (`Feature.Row` → `Feature`), nil at the top level.
    public var enclosingScope: String? {
        let qualified = qualifiedName
        guard let dot = qualified.lastIndex(of: ".") else { return nil }
        return String(qualified[..<dot])
    }

    public static func < (a: TypeKey, b: TypeKey) -> Bool { a.rawValue < b.rawValue }
}

public struct ViewType: Sendable {
    public let name: String
    public let role: ViewRole
    public let declaration: TypeDeclaration
    public let properties: [ViewProperty]
    public let initializers: [InitializerInfo]
    /// Constructions in `body` and in view helpers (`@ViewBuilder` members, computed views).
    public let constructions: [ViewConstruction]
    /// The stored properties a synthesized memberwise initializer would take, in order (empty
    /// when there is an explicit initializer).
    public let memberwiseParameters: [String]
    /// Whether a helper used twice lists some constructions twice (same place, other contexts).
    public var constructionsRepeat = false

    public func property(_ name: String) -> ViewProperty? { properties.first { $0.name == name } }

    /// The view's identity, its key in `SemanticModel.views` (see `TypeKey`).
    public var key: TypeKey { declaration.key }
}

/// Where a tree of views starts: an `App` scene, a preview, a hosting controller.
public struct ViewRoot: Sendable {
    public enum Kind: String, Sendable {
        case app, preview, hostingController
        /// Code outside views that builds one (a route's factory, a coordinator, an app delegate):
        /// not a root of the app's tree (what it builds is shown wherever its caller puts it), only
        /// where a view's arguments come from.
        case factory
    }
    public let kind: Kind
    public let description: String
    public let location: Location
    /// The top-level views of this root with the contexts above them.
    public let constructions: [ViewConstruction]
    /// The type whose code it is, for a `PreviewProvider`'s `previews` (nil for other roots).
    public var typeKey: TypeKey? = nil
    /// For a factory in a static member of a view type (`extension Screen { static func make() ->
    /// Screen }`): that member. Where only previews use it, what it builds is a preview's
    /// (`SemanticModel.isInPreview`).
    public var viewMember: ViewMember? = nil
    /// For a hosting root: what the hosting class (a workspace subclass, or the superclass whose
    /// initializer `super.init(rootView:)` runs) injects into the root it is given.
    public var injections: [EnvironmentInjection] = []
    /// For a hosting root: the call as its code writes it (`UIHostingController(rootView:)`,
    /// `super(rootView:)`, `UIHostingConfiguration { … }`).
    public var hostingCall: String? = nil

    /// A static member of a view type: the view's key, the member's name, where it is declared.
    public struct ViewMember: Sendable, Equatable {
        public let view: TypeKey
        public let name: String
        public let declaration: Location
    }
}
