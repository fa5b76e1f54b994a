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
    /// The platform this program runs where a file is built for it (nil: each file's own
    /// simulated platform, iOS first): see `SemanticModel.simulationConfiguration(forFile:preferring:)`.
    public let preferredPlatform: String?
    public private(set) var types: [String: TypeInfo] = [:]
    /// `type(_:in:file:)`'s answers, by name, context and file.
    private let typeNames = NameCache()
    /// For a program with a generated file: where the code that file copies was written.
    private var generatedOrigin: NameOrigin?
    /// The names the generated code gives workspace types (`aliases` of `adding(generated:…)`).
    private var generatedAliases: Set<String> = []
    var functions: [String: [Function]] = [:]
    var globals: [String: StoredProperty] = [:]
    /// `#Preview` bodies and `PreviewProvider.previews`, in file order, for choosing a default root.
    var previews: [(name: String, body: [Stmt])] = []

    /// Each file's declarations lowered, in file order: what a later program of the same
    /// workspace can reuse for the files that did not change.
    public let lowered: [LoweredFile]

    /// Lowers the members of the declarations `model` gives for `files`; with `previous` (the
    /// lowered files of a program of the same workspace a moment ago), the files whose tree and
    /// configuration are unchanged are not lowered again, only merged.
    public init(files: [SourceFile], reusing previous: [LoweredFile]? = nil, model: SemanticModel? = nil, preferring platform: String? = nil) {
        self.files = files
        let model = model ?? SemanticModel.build(files)
        self.model = model
        preferredPlatform = platform
        // What the model declares, by file: each type's members (its extensions' too, each in its
        // own file), the members of extensions of types outside the workspace, and what is outside
        // every type.
        let declarations = model.declarationOrder.compactMap { model.types[$0] }
        let external = model.externalExtensions()
        var nodes = Array(repeating: [SyntaxNode](), count: files.count)
        for declaration in declarations {
            for (file, member) in declaration.members where file < files.count { nodes[file].append(member) }
        }
        for item in external where item.file < files.count {
            for (file, member) in SemanticModel.members(of: item.node, file: item.file) { nodes[file].append(member) }
        }
        for file in files.indices { nodes[file] += model.topLevelDeclarations(inFile: file) }
        var lowered: [LoweredFile] = []
        lowered.reserveCapacity(files.count)
        for (index, file) in files.enumerated() {
            // Each file is read under its own configuration (its targets' platforms and flags), and
            // runs its code for its own simulated platform.
            let configuration = model.simulationConfiguration(forFile: index, preferring: platform)
            if let previous, index < previous.count, previous[index].tree === file.tree, previous[index].configuration == configuration,
                previous[index].holds(nodes[index])
            {
                lowered.append(previous[index])
            } else {
                lowered.append(LoweredFile(file: index, tree: file.tree, configuration: configuration, lowering: nodes[index]))
            }
        }
        self.lowered = lowered
        for declaration in declarations {
            let file = declaration.location.file
            guard file < lowered.count, !lowered[file].excludes(declaration.node) else { continue }
            let type = info(declaration)
            for (file, member) in declaration.members where file < lowered.count { merge(lowered[file].items(of: member), into: type) }
        }
        for item in external where item.file < lowered.count && !lowered[item.file].excludes(item.node) {
            // Keyed as written, by its last name (`extension Foundation.Date` extends `Date`).
            let name = item.extended.split(separator: ".").last.map { TypeDeclaration.baseName(String($0)) } ?? item.extended
            guard !name.isEmpty else { continue }
            let type = types[name] ?? extensionOnly(name)
            for (file, member) in SemanticModel.members(of: item.node, file: item.file) { merge(lowered[file].items(of: member), into: type) }
        }
        for (file, lowered) in lowered.enumerated() {
            for node in model.topLevelDeclarations(inFile: file) { merge(lowered.items(of: node), into: nil) }
        }
        nameNestedTypes()
        for type in types.values where type.isClass {
            type.conformsToObservableObject = type.modelKey.flatMap { model.models[$0]?.conformsToObservableObject } ?? false
        }
    }

    public func type(_ name: String) -> TypeInfo? { types[name] }
    /// The type the model keys so (the program keys each type of the workspace as the model does).
    public func type(_ key: TypeKey) -> TypeInfo? { types[key.rawValue] }

    /// How a file's `#if`s are read in this program's runs, and the platform they run.
    public func simulationConfiguration(forFile file: Int) -> BuildConfiguration {
        model.simulationConfiguration(forFile: file, preferring: preferredPlatform)
    }

    /// This program with one more file whose top-level structs are views: generated code (a
    /// stand-in parent for a hover's view) that the semantic model does not know. The workspace's
    /// types are shared, not copied, so the extra file may only add types, never extend one.
    private init(base: Program, adding file: SourceFile, aliases extra: [String: String], namesFrom origin: NameOrigin?) {
        files = base.files + [file]
        generatedOrigin = origin
        model = base.model
        preferredPlatform = base.preferredPlatform
        types = base.types
        functions = base.functions
        globals = base.globals
        previews = base.previews
        order = base.order
        // The generated file read as the model reads any file, alone: the model does not hold it.
        var configuration = base.model.configuration
        configuration.preferredPlatform = base.preferredPlatform
        let declarations = SemanticModel.declarations(of: file, configuration: configuration)
        let index = base.files.count
        var nodes = declarations.topLevel
        for declaration in declarations.types { nodes += declaration.members.map(\.node) }
        let loweredFile = LoweredFile(file: index, tree: file.tree, configuration: configuration, lowering: nodes)
        lowered = base.lowered + [loweredFile]
        for declaration in declarations.types where !loweredFile.excludes(declaration.node) {
            // Only new types: an extension would change a type the base program shares.
            guard base.types[declaration.simpleName] == nil, base.types[declaration.key.rawValue] == nil else { continue }
            let type = info(declaration, generatedIn: index)
            for (_, member) in declaration.members { merge(loweredFile.items(of: member), into: type) }
            if type.kind == .structure, type.computed["body"] != nil { type.role = .view }
        }
        // Names the generated code uses for types whose keys Swift cannot write (`Outer.Row#2`).
        for (alias, key) in extra where types[alias] == nil {
            if let type = types[key] {
                types[alias] = type
                generatedAliases.insert(alias)
            }
        }
    }

    /// This program with `source` added as a file of generated views named `path` (see
    /// `init(base:adding:aliases:)`); its types must have names the workspace does not use.
    /// `aliases` maps names the source uses to the keys of workspace types.
    /// `namesFrom`: where the code it copies was written (a construction site's file and the type
    /// around it): a type name in the generated code means what it means there.
    public func adding(generated source: String, path: String, aliases: [String: String] = [:], namesFrom origin: NameOrigin? = nil) -> Program {
        Program(base: self, adding: SourceFile(path: path, tree: SyntaxTree.parse(source)), aliases: aliases, namesFrom: origin)
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

    /// A type of the model, made once, keyed as the model keys it; what it is (a view, an app…) is
    /// the model's word.
    private func info(_ declaration: TypeDeclaration, generatedIn file: Int? = nil) -> TypeInfo {
        let key = declaration.key.rawValue
        if let existing = types[key], existing.key == key { return existing }
        let kind: TypeInfo.Kind
        switch declaration.kind {
        case .struct: kind = .structure
        case .class, .actor: kind = .classType
        case .enum: kind = .enumeration
        case .protocol: kind = .protocolType
        }
        order += 1
        let type = TypeInfo(name: declaration.simpleName, key: key, kind: kind, order: order)
        types[key] = type
        type.file = file ?? declaration.location.file
        type.attributes = Set(declaration.attributes)
        // Generated code is no declaration of the model's: its names are looked up as written.
        if file != nil {
            type.inherited = declaration.inherits.map(TypeDeclaration.baseName)
            return type
        }
        // Superclass first, then protocols, from the declaration and then its extensions: the keys
        // of the workspace's types, as the model resolves them where the type is declared.
        type.inherited = model.inheritance(of: declaration).map {
            switch $0 {
            case .declared(let key): return key.rawValue
            case .external(let name): return name
            }
        }
        type.modelKey = declaration.key
        type.role = self.model.views[declaration.key]?.role
        return type
    }

    /// A type outside the workspace that an extension adds members to (`View`, `String`).
    private func extensionOnly(_ name: String) -> TypeInfo {
        order += 1
        let type = TypeInfo(name: name, key: name, kind: .extensionOnly, order: order)
        types[name] = type
        return type
    }

    /// Bare names for nested types (`Row` for `Inbox.Row`), where no top-level type has the name:
    /// the first so named, in declaration order. Generated code and names the engine meets at run
    /// time find them so.
    private func nameNestedTypes() {
        for type in types.values.sorted(by: { $0.order < $1.order }) where type.key != type.name && types[type.name] == nil {
            types[type.name] = type
        }
    }

    /// A type by name as code written in `file`, running inside `context`, sees it: the model's
    /// scoped resolver for the workspace's files (nesting, extensions of namespaces, private types,
    /// modules, aliases); for generated code, which the model does not hold, the nested types of the
    /// context and of the types around it first, then the top-level type or the bare name of a
    /// nested one. Types only extended here (`extension Date`) are found by their name.
    func type(_ name: String, in context: TypeInfo?, file: Int) -> TypeInfo? {
        // What a name means depends on the file and the type it is written in alone: each is
        // resolved once per program (the interpreter asks at every evaluation of a type name).
        let key = NameInScope(name: name, context: context?.key, file: file)
        if let known = typeNames.lookup(key) { return known }
        let found = resolve(name, in: context, file: file)
        typeNames.store(found, for: key)
        return found
    }

    private func resolve(_ name: String, in context: TypeInfo?, file: Int) -> TypeInfo? {
        if file < model.files.count {
            let keys = model.resolveType(name, file: file, scope: context?.modelKey)
            if let found = keys.lazy.compactMap({ self.types[$0.rawValue] }).first { return found }
            // Declared in the workspace, but not compiled on the simulated platform.
            if !keys.isEmpty { return nil }
            guard let named = types[TypeDeclaration.baseName(name)], named.modelKey == nil else { return nil }
            return named
        }
        // Generated code copied from a workspace file: the model's resolver, as the name is read
        // there; then the generated file's own types (and types only extended in the workspace).
        if let origin = generatedOrigin {
            let keys = model.resolveType(name, file: origin.file, scope: context?.modelKey ?? origin.scope)
            if let found = keys.lazy.compactMap({ self.types[$0.rawValue] }).first { return found }
            if !keys.isEmpty { return nil }
        }
        var scope = context?.key
        while let current = scope {
            if let nested = types[current + "." + name], generatedOrigin == nil || nested.modelKey == nil { return nested }
            scope = current.lastIndex(of: ".").map { String(current[..<$0]) }
        }
        guard let named = types[name] else { return nil }
        return generatedOrigin == nil || named.modelKey == nil || generatedAliases.contains(name) ? named : nil
    }

    /// One declaration the model gives, lowered: a member of a type or extension, or a
    /// declaration outside every type. Type declarations among members are the model's own types,
    /// lowered as those.
    static func lower(member node: SyntaxNode, lowering: inout Lowering) -> [LoweredItem] {
        switch node.kind {
        case .variableDecl:
            return lowerVariable(node, lowering: &lowering)
        case .functionDecl:
            return lowerFunction(node, lowering: &lowering).map { [.function($0)] } ?? []
        case .initializerDecl:
            var function = function(node, name: "init", lowering: &lowering)
            function.isFailable = node.directTokens.contains { $0.kind == .postfixQuestionMark || $0.text == "?" }
            return [.initializer(function)]
        case .deinitializerDecl:
            return [.deinitializer(lowering.block(node.child(.codeBlock)))]
        case .enumCaseDecl:
            return node.children(.enumCaseElement).map { element in
                let name = element.token(.identifier)?.identifierText ?? ""
                let raw = element.child(.initializerClause)?.children.last.map { lowering.expression($0) }
                let arity = element.child(.enumCaseParameterClauseOrNil)?.children.count ?? 0
                return .enumCase(EnumCaseInfo(name: name, rawValue: raw, arity: arity))
            }
        case .macroExpansionDecl, .macroExpansionExpr:
            guard node.squashedText.hasPrefix("#Preview"), let closure = node.trailingClosures.first?.closure else { return [] }
            return [.preview(lowering.closureBody(closure))]
        default:
            return []
        }
    }

    /// Puts lowered items in their places: members into their type, the rest global.
    private func merge(_ items: [LoweredItem], into owner: TypeInfo?) {
        for item in items {
            switch item {
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
                // Padded so that the call's places are where `.init(` is written in the file: the
                // notes it gives name the line of the declaration.
                let padding = String(repeating: " ", count: max(0, value.range.lowerBound - 4 - type.utf8.count))
                let tree = SyntaxTree.parse(padding + "_ = \(type)\(value.squashedText)")
                var inner = Lowering(file: lowering.file, tree: tree)
                inner.configuration = lowering.configuration
                if let statement = tree.root.children.first, case .assign(nil, _, let rhs, _) = inner.expression(statement) { initial = rhs }
            }
            var typedInitial = initial.map { Lowering.typed($0, for: typeText) }
            // `let tab: Tab = .feed`, `var tabs: [Tab] = [.feed, .profile]`: an implicit member is
            // a member of the declared type, as for a function's result.
            if let value = typedInitial, let typeText, Program.writesImplicitMember(value) { typedInitial = .contextual(value, typeText, lowering.file) }
            let property = StoredProperty(name: name, typeText: typeText, initial: typedInitial, isLet: isLet, isStatic: isStatic)
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
                    else if let type = property.typeText, let getter = property.getter { property.getter = Program.typedResults(getter, type, file: lowering.file) }
                } else {
                    for accessor in decls {
                        let keyword = accessor.firstToken?.text ?? ""
                        let body = lowering.block(accessor.child(.codeBlock))
                        let parameter = accessor.child(.parameterClause)?.token(.identifier)?.identifierText
                        switch keyword {
                        case "get", "_read": property.getter = property.typeText.map { Program.typedResults(body, $0, file: lowering.file) } ?? body
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
                var typeText = parameter.children.first { $0.kind != .initializerClause && $0.kind != .attributeList && $0.kind != .modifierList }?.squashedText
                let defaultValue = parameter.child(.initializerClause)?.children.last.map { Lowering.typed(lowering.expression($0), for: typeText) }
                if parameter.attributeNames.contains("ViewBuilder") { typeText = "@ViewBuilder " + (typeText ?? "") }
                parameters.append(Parameter(label: label, name: inner, defaultValue: defaultValue, typeText: typeText))
            }
        }
        var body = lowering.block(node.child(.codeBlock))
        // A `@ViewBuilder` function builds one view from all its statements.
        if node.attributeNames.contains("ViewBuilder") { body = [.expr(.viewBuilder(body), lowering.place(node))] }
        // What it returns is of its declared result type: an implicit member there is that type's.
        if !node.attributeNames.contains("ViewBuilder"), let result = node.child(.functionSignature)?.firstDescendant(.returnClause)?.children.last?.squashedText {
            body = Program.typedResults(body, result, file: lowering.file)
        }
        return Function(name: name, parameters: parameters, body: body, place: lowering.place(node))
    }

    /// Whether a value is written as an implicit member (`.feed`, `.custom(1)`) or an array of
    /// them, whose type the context gives.
    static func writesImplicitMember(_ value: Expr) -> Bool {
        switch value {
        case .implicitMember: return true
        case .call(let call): if case .implicitMember = call.callee { return true } else { return false }
        case .array(let items): return items.contains(where: writesImplicitMember)
        default: return false
        }
    }

    /// A body whose returned values are of `typeText` (`Expr.contextual`): each `return e`, and a
    /// body of one expression, outside the closures in it. Types an implicit member could not be
    /// of (`some View`, a function type, `Void`) are left alone.
    static func typedResults(_ body: [Stmt], _ typeText: String, file: Int) -> [Stmt] {
        let text = typeText.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty, !text.hasPrefix("some "), !text.hasPrefix("any "), !text.contains("->"), text != "Void", text != "()" else { return body }
        func typed(_ statements: [Stmt]) -> [Stmt] { statements.map(typedStatement) }
        func typedStatement(_ statement: Stmt) -> Stmt {
            switch statement {
            case .returnStmt(let value?): return .returnStmt(.contextual(value, text, file))
            case .ifStmt(let stmt):
                return .ifStmt(IfStmt(conditions: stmt.conditions, then: typed(stmt.then), otherwise: stmt.otherwise.map(typed), place: stmt.place))
            case .guardStmt(let conditions, let otherwise): return .guardStmt(conditions, typed(otherwise))
            case .switchStmt(let stmt):
                return .switchStmt(SwitchStmt(subject: stmt.subject, cases: stmt.cases.map { SwitchCase(patterns: $0.patterns, guardExpr: $0.guardExpr, body: typed($0.body)) }, place: stmt.place))
            case .forIn(let pattern, let sequence, let filter, let loop): return .forIn(pattern, sequence, filter, typed(loop))
            case .whileLoop(let conditions, let loop): return .whileLoop(conditions, typed(loop))
            case .repeatLoop(let loop, let condition): return .repeatLoop(typed(loop), condition)
            case .block(let inner): return .block(typed(inner))
            case .sequence(let inner): return .sequence(typed(inner))
            case .doCatch(let inner, let clauses): return .doCatch(typed(inner), clauses.map { ($0.name, typed($0.body)) })
            default: return statement
            }
        }
        if body.count == 1, case .expr(let value, let place) = body[0] { return [.expr(.contextual(value, text, file), place)] }
        return typed(body)
    }
}

/// A declaration lowered, before it is merged into the program.
indirect enum LoweredItem {
    case variable(StoredProperty, printsChanges: Bool)
    case function(Function)
    case initializer(Function)
    case deinitializer([Stmt])
    case enumCase(EnumCaseInfo)
    case preview([Stmt])
}

/// One file's lowered declarations, by where each starts: those compiled on the file's simulated
/// platform among the ones the model gives. Immutable once made, so programs can share it.
public final class LoweredFile: @unchecked Sendable {
    let tree: SyntaxTree
    /// The configuration its `#if` clauses were chosen under.
    let configuration: BuildConfiguration
    /// The clauses not compiled on the simulated platform (see `SemanticModel.excludedRanges`).
    private let excluded: [Range<Int>]
    private let items: [Int: [LoweredItem]]

    init(file: Int, tree: SyntaxTree, configuration: BuildConfiguration, lowering nodes: [SyntaxNode]) {
        self.tree = tree
        self.configuration = configuration
        // Simulated as the build of a platform this file is not built for (an iOS app's file in a
        // program run as the watchOS build): none of it is compiled.
        let excluded = configuration.preferredPlatform.map { $0 != configuration.simulatedPlatform } == true
            ? [0..<max(tree.source.bytes.count, 1)]
            : SemanticModel.excludedRanges(tree, configuration: configuration, platform: configuration.simulatedPlatform)
        self.excluded = excluded
        var lowering = Lowering(file: file, tree: tree)
        lowering.configuration = configuration
        var items: [Int: [LoweredItem]] = [:]
        for node in nodes where items[node.range.lowerBound] == nil && !LoweredFile.isExcluded(node, excluded) {
            items[node.range.lowerBound] = Program.lower(member: node, lowering: &lowering)
        }
        self.items = items
    }

    private static func isExcluded(_ node: SyntaxNode, _ excluded: [Range<Int>]) -> Bool {
        excluded.contains { $0.contains(node.range.lowerBound) }
    }

    /// Whether the declaration sits in a clause not compiled on the simulated platform.
    func excludes(_ node: SyntaxNode) -> Bool { LoweredFile.isExcluded(node, excluded) }

    /// A declaration's lowered items (none when it is not compiled on the simulated platform).
    func items(of node: SyntaxNode) -> [LoweredItem] { items[node.range.lowerBound] ?? [] }

    /// Whether every one of `nodes` compiled here was lowered: whether a program can reuse this.
    func holds(_ nodes: [SyntaxNode]) -> Bool {
        nodes.allSatisfy { items[$0.range.lowerBound] != nil || excludes($0) }
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

    /// The annotation without optionality, generic arguments kept (`Box<Int>` for `Box<Int>?`).
    var unwrappedTypeText: String {
        var text = (typeText ?? "").trimmingCharacters(in: .whitespaces)
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        return text
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

/// A type name as written in one file inside one type.
struct NameInScope: Hashable {
    let name: String
    let context: String?
    let file: Int
}

/// What names written in the program mean, found once: engines of one program may run on several
/// threads (hovers), so reads and writes take a lock.
final class NameCache: @unchecked Sendable {
    private let lock = NSLock()
    /// An answer of nil (no type) is remembered too.
    private var answers: [NameInScope: TypeInfo?] = [:]

    func lookup(_ key: NameInScope) -> TypeInfo?? {
        lock.lock()
        defer { lock.unlock() }
        return answers[key]
    }

    func store(_ answer: TypeInfo?, for key: NameInScope) {
        lock.lock()
        answers[key] = answer
        lock.unlock()
    }
}

/// Where code was written: a workspace file and the type around it (nil at the top level).
public struct NameOrigin: Sendable, Equatable {
    public let file: Int
    public let scope: TypeKey?

    public init(file: Int, scope: TypeKey?) {
        self.file = file
        self.scope = scope
    }
}
