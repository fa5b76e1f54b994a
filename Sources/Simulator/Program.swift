import Foundation
import Semantics
import Syntax

/// The declarations of the simulated program, lowered once: types with their stored and computed
/// properties, methods, initializers and `deinit`, plus global functions and variables. Extensions
/// are merged into their type. The interpreter finds everything here by name.
public final class Program {
    /// Unique among the programs of a process (never 0): what lowered code's remembered name
    /// lookups are keyed by.
    let id: UInt64 = Program.ids.next()
    public let files: [SourceFile]
    /// The semantic model of the same files: which types are views and apps, and how `#if` is read.
    public let model: SemanticModel
    /// Where the model's declarations start, to key the lowered ones.
    private var index = SemanticModel.DeclarationIndex.empty
    public private(set) var types: [String: TypeInfo] = [:]
    var functions: [String: [Function]] = [:]
    var globals: [String: StoredProperty] = [:]
    /// `#Preview` bodies and `PreviewProvider.previews`, in file order, for choosing a default root.
    var previews: [(name: String, body: [Stmt])] = []

    /// Each file's declarations lowered, in file order: what a later program of the same
    /// workspace can reuse for the files that did not change.
    public let lowered: [LoweredFile]

    /// Lowers `files`; with `previous` (the lowered files of a program of the same workspace a
    /// moment ago), the files whose tree and position are unchanged are not lowered again, only
    /// merged.
    public init(files: [SourceFile], reusing previous: [LoweredFile]? = nil, model: SemanticModel? = nil) {
        self.files = files
        let model = model ?? SemanticModel.build(files)
        self.model = model
        var lowered: [LoweredFile] = []
        lowered.reserveCapacity(files.count)
        for (index, file) in files.enumerated() {
            // Each file is read under its own configuration (its targets' platforms and flags), and
            // runs its code for its own simulated platform.
            let configuration = model.configuration(forFile: index)
            if let previous, index < previous.count, previous[index].tree === file.tree, previous[index].configuration == configuration {
                lowered.append(previous[index])
            } else {
                var lowering = Lowering(file: index, tree: file.tree)
                lowering.configuration = configuration
                lowered.append(
                    LoweredFile(tree: file.tree, items: Program.lower(file.tree.root, lowering: &lowering), configuration: configuration))
            }
        }
        self.lowered = lowered
        index = model.declarationIndex()
        for (index, file) in lowered.enumerated() { merge(file.items, into: nil, file: index) }
        // ObservableObject conformance, through superclasses declared here.
        func conforms(_ type: TypeInfo, _ depth: Int) -> Bool {
            if type.inherited.contains("ObservableObject") { return true }
            guard depth < 32, let parent = type.inherited.first.flatMap({ types[$0] }), parent.isClass else { return false }
            return conforms(parent, depth + 1)
        }
        // The model's word first (it follows protocols of the workspace that refine ObservableObject
        // and superclasses in any file); the lowered types' own chain for what the model does not key.
        for type in types.values where type.isClass {
            type.conformsToObservableObject = type.modelKey.flatMap { model.models[$0]?.conformsToObservableObject } ?? conforms(type, 0)
        }
    }

    public func type(_ name: String) -> TypeInfo? { types[name] }
    /// The type the model keys so (the program keys each type of the workspace as the model does).
    public func type(_ key: TypeKey) -> TypeInfo? { types[key.rawValue] }

    /// This program with one more file whose top-level structs are views: generated code (a
    /// stand-in parent for a hover's view) that the semantic model does not know. The workspace's
    /// types are shared, not copied, so the extra file may only add types, never extend one.
    private init(base: Program, adding file: SourceFile, aliases extra: [String: String]) {
        files = base.files + [file]
        model = base.model
        index = base.index
        types = base.types
        functions = base.functions
        globals = base.globals
        previews = base.previews
        order = base.order
        aliases = base.aliases
        var lowering = Lowering(file: base.files.count, tree: file.tree)
        lowering.configuration = base.model.configuration
        let items = Program.lower(file.tree.root, lowering: &lowering)
        lowered = base.lowered + [LoweredFile(tree: file.tree, items: items, configuration: base.model.configuration)]
        for item in items {
            // Only new types: an extension would change a type the base program shares.
            guard case .type(let name, let kind, _, _, _, _) = item, kind != .extensionOnly, base.types[name] == nil else { continue }
            merge([item], into: nil, file: base.files.count)
            if let type = types[name], type.kind == .structure, type.computed["body"] != nil { type.role = .view }
        }
        // Names the generated code uses for types whose keys Swift cannot write (`Outer.Row#2`).
        for (alias, key) in extra where types[alias] == nil {
            if let type = types[key] { types[alias] = type }
        }
    }

    /// This program with `source` added as a file of generated views named `path` (see
    /// `init(base:adding:aliases:)`); its types must have names the workspace does not use.
    /// `aliases` maps names the source uses to the keys of workspace types.
    public func adding(generated source: String, path: String, aliases: [String: String] = [:]) -> Program {
        Program(base: self, adding: SourceFile(path: path, tree: SyntaxTree.parse(source)), aliases: aliases)
    }

    /// Hands out program ids.
    final class IDs: @unchecked Sendable {
        private var last: UInt64 = 0
        private let lock = NSLock()
        func next() -> UInt64 {
            lock.lock()
            defer { lock.unlock() }
            last += 1
            return last
        }
    }
    static let ids = IDs()

    /// Views (structs with a `body`) in declaration order.
    public var viewNames: [String] { types.values.filter(\.isView).sorted { $0.order < $1.order }.map(\.name) }

    private var order = 0

    /// Bare names that stand for a nested type (`Row` for `Inbox.Row`) until a top-level type or
    /// a second nested type of that name appears.
    private var aliases: Set<String> = []

    private func info(named name: String, key typeKey: TypeKey?, kind: TypeInfo.Kind, in owner: TypeInfo?) -> TypeInfo {
        if let modelKey = typeKey?.rawValue {
            // Keyed as the model keys it; the bare name stands for it until a top-level type takes it.
            if let existing = types[modelKey], existing.key == modelKey { return existing }
            order += 1
            let created = TypeInfo(name: name, key: modelKey, kind: kind, order: order)
            types[modelKey] = created
            if modelKey != name {
                if types[name] == nil {
                    types[name] = created
                    aliases.insert(name)
                } else if aliases.contains(name) && !modelKey.contains(".") && !modelKey.contains("#") {
                    types[name] = created
                    aliases.remove(name)
                }
            } else {
                aliases.remove(name)
            }
            return created
        }
        guard let owner, kind != .extensionOnly else {
            if let existing = types[name] {
                if aliases.contains(name) && kind != .extensionOnly {
                    // A top-level type takes the bare name from a nested one.
                    aliases.remove(name)
                } else {
                    return existing
                }
            }
            order += 1
            let created = TypeInfo(name: name, key: name, kind: kind, order: order)
            types[name] = created
            return created
        }
        let key = owner.key + "." + name
        if let existing = types[key] { return existing }
        order += 1
        let created = TypeInfo(name: name, key: key, kind: kind, order: order)
        types[key] = created
        if types[name] == nil {
            types[name] = created
            aliases.insert(name)
        }
        return created
    }

    /// A type by name as code inside `context` sees it: nested types of the context and of the
    /// types around it first.
    func type(_ name: String, in context: TypeInfo?) -> TypeInfo? {
        var scope = context?.key
        while let current = scope {
            if let nested = types[current + "." + name] { return nested }
            scope = current.lastIndex(of: ".").map { String(current[..<$0]) }
        }
        return types[name]
    }

    /// A file's declarations as lowered items, in source order; nothing is merged yet.
    static func lower(_ node: SyntaxNode, lowering: inout Lowering) -> [LoweredItem] {
        var items: [LoweredItem] = []
        for child in node.children {
            switch child.kind {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl:
                let kind: TypeInfo.Kind
                switch child.kind {
                case .structDecl: kind = .structure
                case .classDecl, .actorDecl: kind = .classType
                case .enumDecl: kind = .enumeration
                case .protocolDecl: kind = .protocolType
                default: kind = .extensionOnly
                }
                let name: String
                if child.kind == .extensionDecl {
                    // `extension Outer.Inner`: the type is `Inner` (the model's key says which).
                    let extended = child.children.first { $0.kind == .identifierType || $0.kind == .memberType }
                    name = extended.flatMap { SyntaxNode.writtenTypeName(of: $0) }.flatMap { $0.split(separator: ".").last.map(String.init) } ?? ""
                } else {
                    // The model's reading of a declared name: `actor` is a contextual keyword, lexed
                    // as an identifier, so the first identifier of `actor Stream` is not its name.
                    name = SemanticModel.declaredName(child) ?? ""
                }
                guard !name.isEmpty else { continue }
                var inherited: [String] = []
                if let inheritance = child.child(.inheritanceClause) {
                    for type in inheritance.children(.inheritedType) {
                        if let first = type.firstChild, let n = SyntaxNode.name(of: first) ?? Optional(first.squashedText) {
                            inherited.append(n)
                        }
                    }
                }
                let members = child.child(.memberBlock).map { lower($0, lowering: &lowering) } ?? []
                items.append(
                    .type(name: name, kind: kind, inherited: inherited, attributes: child.attributeNames, members: members, offset: child.range.lowerBound))
            case .ifConfigDecl:
                // The clause compiled for the simulated platform, read as the model reads it.
                if let clause = lowering.configuration.clause(of: child, platform: lowering.configuration.simulatedPlatform) {
                    items += lower(clause, lowering: &lowering)
                }
            case .variableDecl:
                items += lowerVariable(child, lowering: &lowering)
            case .functionDecl:
                if let function = lowerFunction(child, lowering: &lowering) { items.append(.function(function)) }
            case .initializerDecl:
                var function = function(child, name: "init", lowering: &lowering)
                function.isFailable = child.directTokens.contains { $0.kind == .postfixQuestionMark || $0.text == "?" }
                items.append(.initializer(function))
            case .deinitializerDecl:
                items.append(.deinitializer(lowering.block(child.child(.codeBlock))))
            case .enumCaseDecl:
                for element in child.children(.enumCaseElement) {
                    let name = element.token(.identifier)?.identifierText ?? ""
                    let raw = element.child(.initializerClause)?.children.last.map { lowering.expression($0) }
                    let arity = element.child(.enumCaseParameterClauseOrNil)?.children.count ?? 0
                    items.append(.enumCase(EnumCaseInfo(name: name, rawValue: raw, arity: arity)))
                }
            case .macroExpansionDecl:
                if child.firstToken.map({ _ in child.squashedText.hasPrefix("#Preview") }) == true {
                    if let closure = child.trailingClosures.first?.closure {
                        items.append(.preview(lowering.closureBody(closure)))
                    }
                }
            case .sourceFile, .codeBlock, .memberBlock, .ifConfigClause:
                items += lower(child, lowering: &lowering)
            default:
                if child.kind == .macroExpansionExpr, child.squashedText.hasPrefix("#Preview"),
                    let closure = child.trailingClosures.first?.closure
                {
                    items.append(.preview(lowering.closureBody(closure)))
                }
            }
        }
        return items
    }

    /// Puts lowered items in their places: types merged by name (extensions into their type),
    /// members into their type, the rest global.
    private func merge(_ items: [LoweredItem], into owner: TypeInfo?, file: Int) {
        for item in items {
            switch item {
            case .type(let name, let kind, let inherited, let attributes, let members, let offset):
                // The model's declaration at this place (or the type this extension extends) gives the
                // key; a type the model does not know (an extension of a type outside the workspace)
                // is keyed as it is written.
                // An extension of a name declared once per platform extends the declaration that
                // exists on the simulated platform.
                let platform = model.configuration(forFile: file).simulatedPlatform
                let modelKey =
                    kind == .extensionOnly
                    ? index.extendedKeys(file: file, offset: offset).first { model.types[$0]?.platforms.map { $0.contains(platform) } ?? true }
                    : index.typeKey(file: file, offset: offset)
                let type = info(named: name, key: modelKey, kind: kind, in: owner)
                if kind != .extensionOnly && type.kind == .extensionOnly { type.kind = kind }
                if kind != .extensionOnly { type.file = file }
                // What the type is (a view, an app…) is the model's word.
                if let modelKey {
                    type.modelKey = modelKey
                    type.role = model.views[modelKey]?.role
                }
                type.inherited += inherited
                for attribute in attributes { type.attributes.insert(attribute) }
                merge(members, into: type, file: file)
            case .variable(let property, let printsChanges):
                if let owner, printsChanges { owner.printsChanges = true }
                if let owner {
                    if property.isStatic {
                        owner.staticProperties[property.name] = property
                    } else if property.getter != nil {
                        owner.computed[property.name] = property
                    } else {
                        owner.stored.append(property)
                    }
                } else {
                    globals[property.name] = property
                }
            case .function(let function):
                if let owner {
                    if function.isStatic {
                        owner.staticMethods[function.name, default: []].append(function)
                    } else {
                        owner.methods[function.name, default: []].append(function)
                    }
                } else {
                    functions[function.name, default: []].append(function)
                }
            case .initializer(let function):
                owner?.initializers.append(function)
            case .deinitializer(let body):
                owner?.deinitBody = body
            case .enumCase(let info):
                owner?.cases.append(info)
            case .preview(let body):
                previews.append(("#Preview", body))
            }
        }
    }

    private static func lowerVariable(_ node: SyntaxNode, lowering: inout Lowering) -> [LoweredItem] {
        var items: [LoweredItem] = []
        let attributes = node.attributes
        let modifiers = node.modifierWords
        let isStatic = modifiers.contains("static") || modifiers.contains("class")
        let isLet = node.directTokens.contains { $0.kind == .kwLet }
        for binding in node.children(.patternBinding) {
            guard let name = binding.child(.identifierPattern)?.referencedName else { continue }
            let typeNode = binding.child(.typeAnnotation)?.children.last
            let typeText = typeNode?.squashedText
            var initial = binding.child(.initializerClause)?.children.last.map { lowering.expression($0) }
            // `var coordinator: Coordinator = .init()`: the declared type says what `.init` makes.
            if let value = binding.child(.initializerClause)?.children.last, value.squashedText.hasPrefix(".init("), var type = typeText {
                while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
                let tree = SyntaxTree.parse("_ = \(type)\(value.squashedText)")
                var inner = Lowering(file: lowering.file, tree: tree)
                inner.configuration = lowering.configuration
                if let statement = tree.root.children.first, case .assign(nil, _, let rhs, _) = inner.expression(statement) { initial = rhs }
            }
            let property = StoredProperty(name: name, typeText: typeText, initial: initial, isLet: isLet, isStatic: isStatic)
            property.isWeak = modifiers.contains("weak") || modifiers.contains("unowned")
            property.isLazy = modifiers.contains("lazy")
            property.isPrivate = modifiers.contains("private") || modifiers.contains("fileprivate")
            property.place = lowering.place(binding)
            // The wrappers the simulator gives behavior to, read as the model reads them.
            if let attribute = attributes.first(where: { PropertyWrapper(attribute: $0).isSimulated }) {
                property.wrapper = PropertyWrapper(attribute: attribute)
                if let argument = attribute.node.arguments.first?.value {
                    property.wrapperArgument = lowering.expression(argument)
                } else if let text = attribute.argumentText, !text.isEmpty {
                    // Built-in attributes keep their arguments as tokens; parse the text again.
                    let tree = SyntaxTree.parse("_ = \(text)")
                    var inner = Lowering(file: lowering.file, tree: tree)
                    if let statement = tree.root.children.first, let folded = Optional(inner.expression(statement)) {
                        if case .assign(nil, _, let rhs, _) = folded { property.wrapperArgument = rhs }
                    }
                }
            }
            property.attributes = Set(attributes.map(\.name))
            if let accessors = binding.child(.accessorBlock) {
                let decls = accessors.children(.accessorDecl)
                let builds = property.attributes.contains("ViewBuilder") && name != "body"
                if decls.isEmpty {
                    // `var x: T { statements }`: a getter.
                    property.getter = lowering.block(accessors)
                    if builds, let getter = property.getter { property.getter = [.expr(.viewBuilder(getter), property.place)] }
                } else {
                    for accessor in decls {
                        let keyword = accessor.firstToken?.text ?? ""
                        let body = lowering.block(accessor.child(.codeBlock))
                        let parameter = accessor.child(.parameterClause)?.token(.identifier)?.identifierText
                        switch keyword {
                        case "get", "_read": property.getter = body
                        case "set", "_modify": property.setter = (parameter ?? "newValue", body)
                        case "willSet": property.willSet = (parameter ?? "newValue", body)
                        case "didSet": property.didSet = (parameter ?? "oldValue", body)
                        default: break
                        }
                    }
                }
            }
            let printsChanges = name == "body" && (binding.text.contains("_printChanges") || binding.text.contains("_logChanges"))
            items.append(.variable(property, printsChanges: printsChanges))
        }
        return items
    }

    private static func lowerFunction(_ node: SyntaxNode, lowering: inout Lowering) -> Function? {
        // The name follows `func`: an identifier, or an operator such as `==`.
        let tokens = node.directTokens
        guard let funcIndex = tokens.firstIndex(where: { $0.kind == .kwFunc }), funcIndex + 1 < tokens.count else { return nil }
        let nameToken = tokens[funcIndex + 1]
        let name = nameToken.kind == .identifier ? nameToken.identifierText : nameToken.text
        var function = function(node, name: name, lowering: &lowering)
        function.isStatic = node.modifierWords.contains("static") || node.modifierWords.contains("class")
        return function
    }

    private static func function(_ node: SyntaxNode, name: String, lowering: inout Lowering) -> Function {
        var parameters: [Parameter] = []
        if let clause = node.child(.functionSignature)?.child(.parameterClause) {
            for parameter in clause.children(.parameter) {
                var names: [String] = []
                for token in parameter.directTokens {
                    if token.kind == .colon { break }
                    names.append(token.kind == .identifier ? token.identifierText : token.text)
                }
                let label = names.first.map { $0 == "_" ? nil : $0 } ?? nil
                let inner = names.count > 1 ? names[1] : (names.first ?? "_")
                let defaultValue = parameter.child(.initializerClause)?.children.last.map { lowering.expression($0) }
                var typeText = parameter.children.first { $0.kind != .initializerClause && $0.kind != .attributeList && $0.kind != .modifierList }?.squashedText
                if parameter.attributeNames.contains("ViewBuilder") { typeText = "@ViewBuilder " + (typeText ?? "") }
                parameters.append(Parameter(label: label, name: inner, defaultValue: defaultValue, typeText: typeText))
            }
        }
        var body = lowering.block(node.child(.codeBlock))
        // A `@ViewBuilder` function builds one view from all its statements.
        if node.attributeNames.contains("ViewBuilder") { body = [.expr(.viewBuilder(body), lowering.place(node))] }
        return Function(name: name, parameters: parameters, body: body, place: lowering.place(node))
    }
}

/// A declaration lowered, before it is merged into the program.
indirect enum LoweredItem {
    case type(name: String, kind: TypeInfo.Kind, inherited: [String], attributes: [String], members: [LoweredItem], offset: Int)
    case variable(StoredProperty, printsChanges: Bool)
    case function(Function)
    case initializer(Function)
    case deinitializer([Stmt])
    case enumCase(EnumCaseInfo)
    case preview([Stmt])
}

/// One file's lowered declarations. Immutable once made, so programs can share it.
public final class LoweredFile: @unchecked Sendable {
    let tree: SyntaxTree
    let items: [LoweredItem]
    /// The configuration its `#if` clauses were chosen under.
    let configuration: BuildConfiguration
    init(tree: SyntaxTree, items: [LoweredItem], configuration: BuildConfiguration) {
        self.tree = tree
        self.items = items
        self.configuration = configuration
    }
}

public final class TypeInfo {
    public enum Kind { case structure, classType, enumeration, protocolType, extensionOnly }
    /// The name as written (`Row`), used in events.
    public let name: String
    /// The name qualified by the types around it (`Inbox.Row`), unique in the program.
    public let key: String
    public internal(set) var kind: Kind
    let order: Int
    var file = 0
    public internal(set) var inherited: [String] = []
    public internal(set) var attributes: Set<String> = []
    var stored: [StoredProperty] = []
    var computed: [String: StoredProperty] = [:]
    var staticProperties: [String: StoredProperty] = [:]
    var methods: [String: [Function]] = [:]
    var staticMethods: [String: [Function]] = [:]
    var initializers: [Function] = []
    var deinitBody: [Stmt]? = nil
    var cases: [EnumCaseInfo] = []

    init(name: String, key: String, kind: Kind, order: Int) {
        self.name = name
        self.key = key
        self.kind = kind
        self.order = order
    }

    /// The type's key in the semantic model, and its role there (a view, an app, a modifier…).
    public internal(set) var modelKey: TypeKey?
    public internal(set) var role: ViewRole?

    /// A view, as the semantic model decides (one test for the whole of Lifeline).
    public var isView: Bool { kind == .structure && role == .view }
    /// A `ViewModifier` struct: simulated as a view whose body gets the modified view as `content`.
    public var isModifier: Bool { kind == .structure && role == .viewModifier }
    public var isApp: Bool { role == .app }
    public var isClass: Bool { kind == .classType }
    /// `@Observable` (or SwiftData's `@Model`): reads are tracked per property.
    public var isObservableMacro: Bool { attributes.contains("Observable") || attributes.contains("Model") }
    /// Conforms to `ObservableObject` (directly, or through a superclass declared here).
    var conformsToObservableObject = false

    func storedProperty(_ name: String) -> StoredProperty? { stored.first { $0.name == name } }

    /// The `body` getter, looked up once; a view modifier's `body(content:)` method.
    lazy var body: [Stmt]? = computed["body"]?.getter ?? (role == .viewModifier ? methods["body"]?.first?.body : nil)
    /// The name a view modifier's `body(content:)` gives the modified view.
    lazy var modifierContentName: String? = role == .viewModifier ? methods["body"]?.first?.parameters.first?.name : nil
    /// Whether the view holds objects through wrappers that subscribe to them.
    lazy var mayObserveObjects: Bool = stored.contains { $0.wrapper == .stateObject || $0.wrapper == .observedObject || $0.wrapper == .environmentObject }
    /// The body calls `Self._printChanges()`: the engine keeps the reasons for its bodies.
    var printsChanges = false
    lazy var hasBindings: Bool = stored.contains { $0.wrapper == .binding }
    lazy var bodyDeclaresNames: Bool = modifierContentName != nil || (body.map { Engine.declares($0) } ?? false)
}

struct EnumCaseInfo {
    let name: String
    let rawValue: Expr?
    let arity: Int
}

extension PropertyWrapper {
    /// Wrappers the simulator gives behavior to (a `.custom` wrapper is a plain stored property there).
    var isSimulated: Bool {
        switch self {
        case .custom, .none: return false
        default: return true
        }
    }

    /// Wrappers whose storage SwiftUI keeps with the view's identity.
    var hasStorage: Bool {
        switch self {
        case .state, .stateObject, .appStorage, .sceneStorage, .focusState, .gestureState: return true
        default: return false
        }
    }
}

final class StoredProperty {
    let name: String
    let typeText: String?
    let initial: Expr?
    let isLet: Bool
    let isStatic: Bool
    var isWeak = false
    var isLazy = false
    var isPrivate = false
    var wrapper: PropertyWrapper? = nil
    var wrapperArgument: Expr? = nil
    var attributes: Set<String> = []
    var getter: [Stmt]? = nil
    var setter: (String, [Stmt])? = nil
    var willSet: (String, [Stmt])? = nil
    var didSet: (String, [Stmt])? = nil
    var place = SourcePlace(file: 0, offset: 0)

    init(name: String, typeText: String?, initial: Expr?, isLet: Bool, isStatic: Bool) {
        self.name = name
        self.typeText = typeText
        self.initial = initial
        self.isLet = isLet
        self.isStatic = isStatic
    }

    /// The type named in the annotation without optionality or generic arguments.
    var typeName: String? {
        guard var text = typeText else { return nil }
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if let angle = text.firstIndex(of: "<") { text = String(text[..<angle]) }
        return text.trimmingCharacters(in: .whitespaces)
    }
    var isOptionalType: Bool { typeText?.hasSuffix("?") == true }
}

struct Parameter {
    let label: String?
    let name: String
    let defaultValue: Expr?
    let typeText: String?
    /// `@ViewBuilder content: () -> Content`: a closure argument is called as a view builder.
    var isViewBuilder: Bool { typeText?.hasPrefix("@ViewBuilder") == true }
    /// `@autoclosure`: the argument is passed unevaluated.
    let isAutoclosure: Bool

    init(label: String?, name: String, defaultValue: Expr?, typeText: String?) {
        self.label = label
        self.name = name
        self.defaultValue = defaultValue
        self.typeText = typeText
        self.isAutoclosure = typeText?.contains("@autoclosure") == true
    }
}

struct Function {
    let name: String
    let parameters: [Parameter]
    let body: [Stmt]
    let place: SourcePlace
    var isStatic = false
    var isFailable = false
}

extension SyntaxKind {
    /// Enum case parameter clauses are kept as a `parameterClause` in this tree.
    static var enumCaseParameterClauseOrNil: SyntaxKind { .parameterClause }
}
