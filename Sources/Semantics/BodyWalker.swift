import Syntax

/// Walks a view body (a result-builder block) and records every view construction with the
/// constructs above it: branches, `ForEach`, navigation, presentation, containers, `.id(...)`, and
/// the environment injected by modifiers. Helpers of the same view (`@ViewBuilder` functions,
/// computed view properties) are followed where the body uses them.
struct BodyWalker {
    let model: PartialModel
    var file: Int
    let owner: String
    /// The owner's key when it is a view of the workspace (the scope names resolve from).
    var ownerKey: TypeKey? = nil
    var container: String
    /// The view's members that may build views, by name.
    let helpers: [String: (file: Int, node: SyntaxNode)]
    /// The owner's property types, to type injected objects (`.environmentObject(store)`).
    var propertyTypes: [String: String] = [:]
    var constructions: [ViewConstruction] = []
    private var inlining: Set<String> = []
    /// Where the helpers being inlined were named, outermost first (`ViewConstruction.through`).
    private var inlinedAt: [Location] = []
    /// The parameters of the helper functions being inlined, by name, with their written types:
    /// the receivers of method calls the walk follows (`tab.makeContentView()` with `tab: AppTab`).
    private var parameterTypes: [String: String] = [:]
    /// The types of closure parameters the walk can tell (`item` in `.navigationDestination(for:
    /// Item.self) { item in … }`, `row` in `ForEach(rows) { row in … }` with `rows: [Row]`),
    /// keyed by the parameter's file and offset, so a nested closure's parameter of the same name
    /// is not taken for it.
    private var closureParameterTypes: [String: String] = [:]
    /// Their names: a receiver of another name is not one of them (the scope resolver, which walks
    /// the tree from its root, is asked only of a name that may be typed).
    private var closureParameterNames: Set<String> = []
    /// How many closures the walk is inside.
    private var closureDepth = 0
    /// The names `let`/`var` bindings the walk has met, and those the caller says the code around
    /// the walked expression binds (`mayBeLocal`): only these are asked of the scope resolver,
    /// which walks the tree from its root (asking it of every name cost a sixth of `check`).
    private var boundNames: Set<String> = []

    /// A name the code around the walked expression may bind to a view (`let root = Home()` before
    /// `UIHostingController(rootView: root.environmentObject(theme))`).
    mutating func mayBeLocal(_ name: String) {
        boundNames.insert(name)
    }

    /// Helpers walked so far: one walked twice lists its constructions twice.
    private(set) var inlined: Set<String> = []
    private(set) var inlinedTwice = false
    private var depth = 0

    static let lazyContainers: Set<String> = ["List", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Table", "OutlineGroup"]
    static let navigationContainers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView"]
    static let presentations: Set<String> = ["sheet", "fullScreenCover", "popover", "inspector", "contextMenu"]

    /// The type a root's code stands in (a `PreviewProvider`), for names nested in it.
    var scopeKey: TypeKey? = nil
    /// In a static member of a view: the view's name and key, and the calls that build it without
    /// naming it (`Self(…)`, `.init(…)` given as the member's value).
    var builtSelf: (name: String, key: TypeKey, calls: Set<Int>)? = nil
    /// The platforms the code being walked is compiled for, from the `#if` clauses around it (nil: all).
    var platforms: Set<String>? = nil

    init(model: PartialModel, file: Int, owner: String, container: String, helpers: [String: (file: Int, node: SyntaxNode)]) {
        self.model = model
        self.file = file
        self.owner = owner
        self.container = container
        self.helpers = helpers
        // What the file's targets build for, before any `#if`.
        platforms = model.configuration(forFile: file).filePlatforms
    }

    mutating func walkBlock(_ block: SyntaxNode, contexts: [StructuralContext]) {
        for item in block.blockItems { walkItem(item, contexts: contexts) }
    }

    mutating func walkItem(_ item: SyntaxNode, contexts: [StructuralContext]) {
        switch item.kind {
        case .variableDecl:
            // `let list = List { … }.sheet { … }` in a body: what it builds is built where the name
            // is used (`list.toolbar { … }`), not where it is declared.
            for binding in item.children(.patternBinding) {
                if let name = binding.child(.identifierPattern)?.referencedName { boundNames.insert(name) }
            }
            return
        case .functionDecl, .structDecl, .classDecl, .enumDecl, .typeAliasDecl, .guardStmt, .deferStmt:
            return
        case .returnStmt, .accessorBlock, .codeBlock:
            for child in item.children { walkItem(child, contexts: contexts) }
        case .ifConfigDecl:
            // Each clause that may be compiled, knowing on which platforms.
            let outer = platforms
            let configuration = model.configuration(forFile: file)
            let sets = configuration.clausePlatforms(item, within: outer ?? configuration.consideredPlatforms)
            for (clause, set) in zip(item.children(.ifConfigClause), sets) where !set.isEmpty {
                platforms = configuration.narrowed(set, from: outer)
                for element in clause.children.dropFirst(clause.firstToken?.kind == .poundElse ? 0 : 1) {
                    walkItem(element, contexts: contexts)
                }
            }
            platforms = outer
        default:
            walkExpression(item, contexts: contexts)
        }
    }

    mutating func walkExpression(_ expression: SyntaxNode, contexts: [StructuralContext]) {
        guard depth < 128 else { return }
        depth += 1
        defer { depth -= 1 }
        switch expression.kind {
        case .functionCallExpr:
            walkCall(expression, contexts: contexts)
        case .ifExpr:
            walkIf(expression, contexts: contexts)
        case .switchExpr:
            let subject = expression.children.first { $0.kind != .switchCase }?.squashedText ?? ""
            for (index, switchCase) in expression.children(.switchCase).enumerated() {
                walkBlock(switchCase, contexts: contexts + [.branch(condition: "switch \(subject)", branch: index)])
            }
        case .closureExpr:
            closureDepth += 1
            walkBlock(expression, contexts: contexts)
            closureDepth -= 1
        case .declReferenceExpr:
            guard let name = expression.referencedName else { break }
            // A local that holds a view built by a call (`let list = List { … }` in a body, `let
            // root = Home()` before a hosting controller), as the one scope resolver finds it: walked
            // where it is named. Not inside a closure the walk entered as an expression (an action
            // that builds a view to present in a hosting controller): that view is not part of
            // this tree.
            if closureDepth == 0, boundNames.contains(name), let declared = expression.localDeclaration(of: name), declared.kind == .binding,
                let value = declared.value,
                value.kind == .functionCallExpr, !inlining.contains("local " + name)
            {
                inlining.insert("local " + name)
                inlinedAt.append(Location(file: file, range: expression.range))
                walkExpression(value, contexts: contexts)
                inlinedAt.removeLast()
                inlining.remove("local " + name)
            } else {
                // A function of the view named, not called, is handed on as a value: its views
                // are built where the code it is given calls it.
                let handedOn = helpers[name].map { $0.node.kind == .functionDecl } ?? false
                inlineHelper(name, contexts: handedOn ? contexts + [.functionValue(name)] : contexts, at: expression)
            }
        case .memberAccessExpr:
            // `self.header`
            if expression.baseExpression?.firstToken?.kind == .kwSelf, let name = expression.memberName {
                inlineHelper(name, contexts: contexts, at: expression)
            } else if let base = expression.baseExpression, base.kind == .declReferenceExpr, let receiver = base.referencedName,
                let name = expression.memberName, let type = receiverType(receiver, at: base)
            {
                // `item.destinationView` with `item` of a workspace type that computes it: what
                // the property's getter builds is built here.
                let properties = typedMembers(receiver: receiver, at: base, name: name, properties: true)
                if !properties.isEmpty { inlineFunctions("property \(type).\(name)", name: name, properties, contexts: contexts, at: expression) }
            }
        case .postfixIfConfigExpr:
            // `Root() #if DEBUG .environmentObject(a) #else .environmentObject(b) #endif`: an injection
            // in any clause that may compile counts (some build configuration has it).
            var inner = contexts
            let configuration = model.configuration(forFile: file)
            var clauses: [SyntaxNode] = []
            for decl in expression.children(.ifConfigDecl) {
                let sets = configuration.clausePlatforms(decl, within: platforms ?? configuration.consideredPlatforms)
                for (clause, set) in zip(decl.children(.ifConfigClause), sets) where !set.isEmpty { clauses.append(clause) }
            }
            for clause in clauses {
                for call in clause.descendants(.functionCallExpr) {
                    guard let callee = call.baseExpression, callee.kind == .implicitMemberExpr else { continue }
                    inner += injectionContexts(callee.memberName ?? "", call.arguments, at: call)
                }
            }
            if let base = expression.firstChild, base.kind != .ifConfigDecl { walkExpression(base, contexts: inner) }
            // Each clause's modifiers apply to the base: what they build is walked as their content,
            // under a presentation for `.sheet`/`.popover` (closed as the view appears), a destination
            // for `.navigationDestination`. Calls inside that content are its own and are left to the walk.
            for clause in clauses {
                for call in clause.descendants(.functionCallExpr, stopAt: [.closureExpr, .argumentList]) {
                    let modifier = call.baseExpression?.memberName ?? ""
                    guard modifier != "environmentObject", modifier != "environment" else { continue }
                    var content = inner
                    if BodyWalker.presentations.contains(modifier) {
                        content.append(.presentation(modifier))
                    } else if modifier == "navigationDestination" {
                        content.append(.navigationDestination)
                    }
                    for argument in call.arguments {
                        if let value = argument.value { walkExpression(value, contexts: content) }
                    }
                    for (_, closure) in call.trailingClosures { walkBlock(closure, contexts: content) }
                }
            }
        case .ifConfigDecl:
            let configuration = model.configuration(forFile: file)
            let sets = configuration.clausePlatforms(expression, within: platforms ?? configuration.consideredPlatforms)
            for (clause, set) in zip(expression.children(.ifConfigClause), sets) where !set.isEmpty {
                for element in clause.children.dropFirst(clause.firstToken?.kind == .poundElse ? 0 : 1) {
                    walkExpression(element, contexts: contexts)
                }
            }
        case .ternaryExpr, .sequenceExpr, .tupleExpr, .argumentList, .labeledExpr, .tryExpr, .awaitExpr, .arrayExpr, .arrayElement,
            .optionalChainingExpr, .forceUnwrapExpr:
            for child in expression.children { walkExpression(child, contexts: contexts) }
        default:
            return
        }
    }

    mutating func walkIf(_ node: SyntaxNode, contexts: [StructuralContext]) {
        let condition = node.child(.conditionList)?.squashedText ?? ""
        let blocks = node.children(.codeBlock)
        if let then = blocks.first { walkBlock(then, contexts: contexts + [.branch(condition: condition, branch: 0)]) }
        if let elseClause = node.child(.elseClause) {
            let elseContexts = contexts + [.branch(condition: condition, branch: 1)]
            for child in elseClause.children {
                if child.kind == .ifExpr {
                    walkIf(child, contexts: elseContexts)
                } else if child.kind == .codeBlock {
                    walkBlock(child, contexts: elseContexts)
                }
            }
        }
    }

    mutating func inlineHelper(_ name: String, contexts: [StructuralContext], at reference: SyntaxNode) {
        guard let helper = helpers[name], !inlining.contains(name) else { return }
        inlining.insert(name)
        inlinedAt.append(Location(file: file, range: reference.range))
        defer { inlinedAt.removeLast() }
        if !inlined.insert(name).inserted { inlinedTwice = true }
        let saved = (file, container, parameterTypes)
        file = helper.file
        container = name
        if helper.node.kind == .functionDecl { parameterTypes.merge(ExpressionTyper.parameterTypes(of: helper.node)) { $1 } }
        if let block = helper.node.firstDescendant(.accessorBlock) ?? helper.node.child(.codeBlock) {
            walkBlock(block, contexts: contexts)
        } else if let value = helper.node.firstDescendant(.initializerClause)?.children.last {
            walkExpression(value, contexts: contexts)
        }
        (file, container, parameterTypes) = saved
        inlining.remove(name)
    }

    /// Walks the bodies of functions declared outside the view, where the view calls them: a
    /// `View` extension method it applies, a method of a workspace type it calls on a typed value.
    /// What they build is built by the view, at that call.
    mutating func inlineFunctions(_ id: String, name: String, _ functions: [(file: Int, node: SyntaxNode)], contexts: [StructuralContext], at reference: SyntaxNode) {
        guard !inlining.contains(id), inlinedAt.count < HelperSummaries.depthLimit else { return }
        inlining.insert(id)
        inlinedAt.append(Location(file: file, range: reference.range))
        let saved = (file, container, parameterTypes)
        for (functionFile, node) in functions {
            file = functionFile
            container = name
            parameterTypes = saved.2.merging(ExpressionTyper.parameterTypes(of: node)) { $1 }
            if let block = node.child(.codeBlock) ?? (node.kind == .variableDecl ? node.firstDescendant(.accessorBlock) : nil) {
                walkBlock(block, contexts: contexts)
            }
        }
        (file, container, parameterTypes) = saved
        inlinedAt.removeLast()
        inlining.remove(id)
    }

    /// The written type of a name used as a receiver at `use`, as Swift resolves the name there,
    /// optionals unwrapped: a parameter of the helper being walked, a closure parameter whose type
    /// the walk knows (`closureParameterTypes`), an `if let`/`guard let` of a typed name, else (no
    /// local of that name) the view's property. Any other local is untyped here, and a name that is
    /// none of the view's properties, the helper's parameters or the typed closure parameters is
    /// not looked up (`if let item = selected` is typed only where `item` names one of them too).
    func receiverType(_ receiver: String, at use: SyntaxNode, depth: Int = 0) -> String? {
        guard depth < 8, propertyTypes[receiver] != nil || parameterTypes[receiver] != nil || closureParameterNames.contains(receiver) || depth > 0 else { return nil }
        let local = use.localDeclaration(of: receiver)
        var declared: String?
        switch local?.kind {
        case .parameter?: declared = parameterTypes[receiver]
        case .closureParameter?:
            if let local { declared = local.type?.squashedText ?? closureParameterTypes[BodyWalker.parameterKey(file, local.node)] }
        case .optionalBinding?:
            // `if let item` unwraps the outer `item`; `if let item = selected` takes `selected`'s type.
            if let local, let value = local.value {
                if value.kind == .declReferenceExpr, let name = value.referencedName { declared = receiverType(name, at: value, depth: depth + 1) }
            } else if let local {
                declared = receiverType(receiver, at: local.node, depth: depth + 1)
            }
        case nil: declared = propertyTypes[receiver]
        default: declared = nil
        }
        guard var written = declared else { return nil }
        while written.hasSuffix("?") || written.hasSuffix("!") { written.removeLast() }
        return written
    }

    static func parameterKey(_ file: Int, _ parameter: SyntaxNode) -> String { "\(file):\(parameter.range.lowerBound)" }

    /// The members named `name` of the workspace type a receiver is declared as
    /// (`receiverType(_:at:)`), when that type is not a view: its instance methods, or with
    /// `properties`, its computed properties (`item.destinationView`).
    func typedMembers(receiver: String, at base: SyntaxNode, name: String, properties: Bool = false) -> [(file: Int, node: SyntaxNode)] {
        guard let written = receiverType(receiver, at: base) else { return [] }
        var found: [(file: Int, node: SyntaxNode)] = []
        for key in model.resolveType(written, file: file, scope: ownerKey ?? scopeKey) where !model.viewKeys.contains(key) {
            guard let declaration = model.types[key] else { continue }
            found += declaration.members.filter {
                guard !$0.node.modifierWords.contains("static") else { return false }
                if properties {
                    return $0.node.kind == .variableDecl && ViewAnalyzer.bindingNames($0.node) == [name] && $0.node.firstDescendant(.accessorBlock) != nil
                }
                return $0.node.kind == .functionDecl && Builder.declaredName($0.node) == name
            }
        }
        return found
    }

    /// Records the type of the first parameter of `closure` for the receivers in its body.
    mutating func typeClosureParameter(_ closure: SyntaxNode, as type: String) {
        guard let signature = closure.child(.closureSignature),
            let parameter = (signature.descendants(.closureShorthandParameter) + signature.descendants(.closureParameter)).min(by: { $0.range.lowerBound < $1.range.lowerBound })
        else { return }
        closureParameterTypes[BodyWalker.parameterKey(file, parameter)] = type
        if let name = SyntaxNode.parameterName(parameter) { closureParameterNames.insert(name) }
    }

    /// The element type of a collection written as `data` (`rows` with `rows: [Row]`,
    /// `Row.allCases`), when the walk can tell it.
    func elementType(of data: SyntaxNode) -> String? {
        if data.kind == .memberAccessExpr, data.memberName == "allCases", let base = data.baseExpression, base.kind == .declReferenceExpr,
            let name = base.referencedName, SyntaxNode.isTypeStyle(name)
        {
            return name
        }
        guard data.kind == .declReferenceExpr, let name = data.referencedName, var written = receiverType(name, at: data) else { return nil }
        written = written.trimmingCharacters(in: .whitespaces)
        if written.hasPrefix("["), written.hasSuffix("]"), !written.contains(":") { return String(written.dropFirst().dropLast()) }
        if written.hasPrefix("Array<"), written.hasSuffix(">") { return String(written.dropFirst(6).dropLast()) }
        return nil
    }

    mutating func walkCall(_ call: SyntaxNode, contexts: [StructuralContext]) {
        guard let callee = call.baseExpression else { return }
        // `self.content()`: a helper of the view, called through self.
        if callee.kind == .memberAccessExpr, let base = callee.baseExpression, base.kind == .declReferenceExpr, base.firstToken?.kind == .kwSelf,
            let name = callee.memberName, helpers[name] != nil
        {
            inlineHelper(name, contexts: contexts, at: call)
            return
        }
        // `tab.makeContentView()` with `tab` declared as a workspace type: its method's body. A
        // view the call is given (`windowOpener.openPrompt { Prompt() }`) is the method's to show,
        // where its body shows it, not built here.
        let methods = typedMethods(calledBy: callee)
        if !methods.isEmpty, let base = callee.baseExpression, let receiver = base.referencedName, let name = callee.memberName,
            let key = receiverType(receiver, at: base)
        {
            inlineFunctions("method \(key).\(name)", name: name, methods, contexts: contexts, at: call)
            return
        }
        // `.padding()` is a modifier; `Outer.Inner()` builds a nested type.
        if hasModifierShape(callee) {
            walkModifier(call, callee: callee, contexts: contexts)
            return
        }
        guard var name = call.calleeName else { return }
        var ownKeys: [TypeKey]?
        if let made = builtSelf, made.calls.contains(call.index) {
            name = made.name
            ownKeys = [made.key]
        }
        // `navigationDestination(for:) { … }` or `sheet(…) { … }` called on the implicit `self` of
        // a `View` extension method: the modifier on the view the method is applied to, whose
        // content is a pushed or presented screen.
        if ownKeys == nil, callee.kind == .declReferenceExpr, helpers[name] == nil, BodyWalker.presentations.contains(name) || name == "navigationDestination" {
            walkModifier(call, callee: callee, contexts: contexts)
            return
        }
        if ownKeys == nil, callee.kind == .declReferenceExpr, name.first?.isLowercase == true {
            // A helper function of the view: `row(item)`.
            inlineHelper(name, contexts: contexts, at: call)
            // A free function given a view applies what it injects to it: `withDependencies(Home())`.
            var given = contexts
            if helpers[name] == nil, let injected = model.helpers.functions[name] {
                let location = Location(file: file, range: call.range)
                given += injected.map { .injection(EnvironmentInjection(helper: $0, at: location, called: name + "()")) }
            }
            for argument in call.arguments { if let value = argument.value { walkExpression(value, contexts: given) } }
            for (_, closure) in call.trailingClosures { walkBlock(closure, contexts: given) }
            return
        }
        guard SyntaxNode.isTypeStyle(name) else { return }
        // `Settings { … }` in a clause compiled only for iOS (`#if targetEnvironment(macCatalyst)`):
        // the call cannot build there, so nothing under it is part of the app.
        if let only = KnownTypes.platformOnlyScenes[name], let platforms, only.isDisjoint(with: platforms), !model.isWorkspaceType(name, file: file, scope: ownerKey ?? scopeKey) {
            return
        }
        // Model objects built in a body are not views: `Model()` inside `.environmentObject(Model())`.
        let isWorkspaceNonView = model.isWorkspaceType(name, file: file, scope: ownerKey ?? scopeKey) && !model.isView(name)
        if !isWorkspaceNonView {
            var construction = ViewConstruction(
                typeName: name, parent: owner, container: container, node: call, location: Location(file: file, range: call.range),
                arguments: call.arguments, contexts: contexts)
            construction.typeKeys =
                ownKeys
                ?? model.resolveViews(SyntaxNode.writtenTypeName(of: callee) ?? name, file: file, scope: ownerKey ?? scopeKey, platforms: platforms)
            construction.parentKey = ownerKey
            construction.platforms = platforms
            construction.through = inlinedAt
            constructions.append(construction)
        }
        var inner = contexts
        // A container view or hosting type of the workspace that injects into what it is given.
        let location = Location(file: file, range: call.range)
        inner += model.helpers.injections(ofType: ownKeys == nil ? SyntaxNode.writtenTypeName(of: callee) ?? name : name, file: file, scope: ownerKey ?? scopeKey, in: model).map {
            .injection(EnvironmentInjection(helper: $0, at: location, called: name + "(…)"))
        }
        // `ForEach(rows) { row in … }`, `List(rows) { row in … }`: the content is given an element.
        if name == "ForEach" || name == "List", let data = call.arguments.first(where: { $0.label == nil })?.value, let element = elementType(of: data) {
            for closure in call.trailingClosures.map(\.closure) + call.arguments.compactMap(\.value).filter({ $0.kind == .closureExpr }) {
                typeClosureParameter(closure, as: element)
            }
        }
        switch name {
        case "ForEach":
            inner.append(.forEach(id: call.arguments.first { $0.label == "id" }?.value?.squashedText))
        case "TabView":
            inner.append(.tabView)
        case _ where BodyWalker.lazyContainers.contains(name):
            inner.append(.lazyContainer(name))
            // `List(rows, id: \.id) { row in … }` builds its content once per element, as a
            // `ForEach` in a `List` does.
            if name == "List", let data = call.arguments.first(where: { $0.label == nil })?.value, data.kind != .closureExpr {
                inner.append(.forEach(id: call.arguments.first { $0.label == "id" }?.value?.squashedText))
            }
        case _ where BodyWalker.navigationContainers.contains(name):
            inner.append(.navigationContainer(name))
        default:
            // Another module's view that shows the content it is given may inject into it.
            if !model.isWorkspaceType(name, file: file, scope: ownerKey ?? scopeKey), !KnownTypes.swiftUIContainers.contains(name), !call.trailingClosures.isEmpty || !call.arguments.isEmpty {
                inner.append(.externalContainer(name))
            }
        }
        // A `Menu`'s content is built for the menu when it opens, not with the view that shows its
        // label: under a presentation, as a sheet's content is.
        let isMenu = name == "Menu" && !model.isWorkspaceType(name, file: file, scope: ownerKey ?? scopeKey)
        for argument in call.arguments {
            guard let value = argument.value else { continue }
            if name == "NavigationLink" && argument.label == "destination" {
                walkExpression(value, contexts: inner + [.navigationLinkDestination])
            } else if isMenu && argument.label == "content" {
                walkExpression(value, contexts: inner + [.presentation("Menu")])
            } else {
                walkExpression(value, contexts: inner)
            }
        }
        let closures = call.trailingClosures
        // The unlabelled closure of `NavigationLink("Title") { Destination() }` and of
        // `NavigationLink { Destination() } label: { ... }` is the destination; with `destination:` or
        // `value:` given as an argument, it is the label.
        let closureIsDestination =
            name == "NavigationLink"
            && (closures.contains { $0.label == "label" } || !call.arguments.contains { $0.label == "destination" || $0.label == "value" })
        for (label, closure) in closures {
            if name == "NavigationLink" && (label == "destination" || (label == nil && closureIsDestination)) {
                walkBlock(closure, contexts: inner + [.navigationLinkDestination])
            } else if isMenu && (label == nil || label == "content") {
                walkBlock(closure, contexts: inner + [.presentation("Menu")])
            } else {
                walkBlock(closure, contexts: inner)
            }
        }
    }

    /// `base.modifier(arguments) { content }`
    /// Whether a call's callee is a modifier on a view (`.padding()`), as opposed to a nested type
    /// (`Outer.Inner()`), an initializer or a helper called through `self`.
    func isModifier(_ callee: SyntaxNode) -> Bool {
        // `tab.makeContentView()` on a receiver of a workspace type that declares the method: a
        // call whose body builds views (`walkCall`), also as the base of a modifier chain.
        hasModifierShape(callee) && typedMethods(calledBy: callee).isEmpty
    }

    /// Whether a callee is written as a modifier (`x.name(…)`, not `Outer.Inner(…)`, `x.init`
    /// or a helper through `self`), whatever its receiver's type declares.
    func hasModifierShape(_ callee: SyntaxNode) -> Bool {
        guard callee.kind == .memberAccessExpr, let name = callee.memberName, name != "init", !SyntaxNode.isTypeStyle(name) else { return false }
        if let base = callee.baseExpression, base.kind == .declReferenceExpr, base.firstToken?.kind == .kwSelf, helpers[name] != nil { return false }
        return true
    }

    /// The methods `receiver.name(…)` calls when `receiver` is a name (not `self`) declared as a
    /// workspace type (`typedMembers(receiver:at:name:properties:)`); empty for any other callee.
    func typedMethods(calledBy callee: SyntaxNode) -> [(file: Int, node: SyntaxNode)] {
        guard callee.kind == .memberAccessExpr, let base = callee.baseExpression, base.kind == .declReferenceExpr, base.firstToken?.kind != .kwSelf,
            let receiver = base.referencedName, let name = callee.memberName
        else { return [] }
        return typedMembers(receiver: receiver, at: base, name: name)
    }

    /// `base.modifier1(…).modifier2(…)`: walked down the chain without recursion (a chain can be long),
    /// each modifier adding what it puts above the base (injections, `.id`), then the base, then each
    /// modifier's content (sheets, overlays, toolbars) from the innermost out.
    mutating func walkModifier(_ call: SyntaxNode, callee: SyntaxNode, contexts: [StructuralContext]) {
        var levels: [(call: SyntaxNode, modifier: String, contexts: [StructuralContext])] = []
        var current = (call: call, callee: callee)
        var currentContexts = contexts
        var base: SyntaxNode?
        while true {
            // `x.sheet(…)`, or `sheet(…)` on the implicit `self` of a `View` extension method.
            let modifier = current.callee.memberName ?? current.callee.referencedName ?? ""
            let arguments = current.call.arguments
            levels.append((current.call, modifier, currentContexts))
            var baseContexts = currentContexts + injectionContexts(modifier, arguments, at: current.call)
            if modifier == "id", let value = arguments.first?.value { baseContexts.append(.explicitIdentity(value.squashedText)) }
            currentContexts = baseContexts
            base = current.callee.kind == .memberAccessExpr ? current.callee.baseExpression : nil
            if let next = base, next.kind == .functionCallExpr, let nextCallee = next.baseExpression, isModifier(nextCallee) {
                current = (next, nextCallee)
                continue
            }
            break
        }
        if let base { walkExpression(base, contexts: currentContexts) }
        for level in levels.reversed() {
            // A `View` extension method of the workspace applied here (`.withSheetDestinations(…)`):
            // what its body builds is built here.
            // Only the overloads the call fits: SwiftUI's own modifier of the same name otherwise.
            // Nor one of another module that it does not make public.
            if let functions = model.helpers.viewExtensions[level.modifier]?.filter({
                MethodHelper.fits(level.call, $0.node, typeOf: { node in
                    guard node.kind == .declReferenceExpr, let name = node.referencedName else { return typeOfReference(node) }
                    // `let spacing = size * 0.05`: a local whose value is arithmetic or a literal.
                    if let local = node.localDeclaration(of: name), local.kind == .binding,
                        let binding = local.node.tree.root.path(to: local.node.range.lowerBound).last(where: { $0.kind == .patternBinding }),
                        let value = binding.child(.initializerClause)?.children.last,
                        !MethodHelper.keyPathForms.contains(value.kind)
                    {
                        return "a value of \(value.kind)"
                    }
                    return parameterTypes[name] ?? propertyTypes[name]
                }) && (model.maySeeInternals(of: $0.file, from: file) || MethodHelper.isVisibleToOtherModules($0.node))
            }), !functions.isEmpty {
                inlineFunctions("extension View." + level.modifier, name: level.modifier, functions, contexts: level.contexts, at: level.call)
            }
            var contentContexts = level.contexts
            // `.navigationDestination(for: Item.self) { item in … }`: the closure is given an `Item`.
            if level.modifier == "navigationDestination", let given = level.call.arguments.first(where: { $0.label == "for" })?.value,
                given.kind == .memberAccessExpr, given.memberName == "self", let type = given.baseExpression?.squashedText
            {
                for closure in level.call.trailingClosures.map(\.closure) + level.call.arguments.compactMap(\.value).filter({ $0.kind == .closureExpr }) {
                    typeClosureParameter(closure, as: type)
                }
            }
            if BodyWalker.presentations.contains(level.modifier) {
                contentContexts.append(.presentation(level.modifier))
            } else if level.modifier == "navigationDestination" {
                contentContexts.append(.navigationDestination)
            }
            for argument in level.call.arguments {
                guard let value = argument.value, level.modifier != "environmentObject", level.modifier != "environment" else { continue }
                walkExpression(value, contexts: contentContexts)
            }
            for (_, closure) in level.call.trailingClosures { walkBlock(closure, contexts: contentContexts) }
        }
    }

    /// The injection a modifier makes, if it is one: `.environmentObject(x)`, `.environment(x)`,
    /// `.environment(\.key, v)`, a `View` extension of the workspace that injects, or
    /// `.modifier(X())` with a workspace `ViewModifier` that injects.
    func injectionContexts(_ modifier: String, _ arguments: [Argument], at call: SyntaxNode) -> [StructuralContext] {
        let location = Location(call: call, file: file)
        switch modifier {
        case "environmentObject":
            if let value = arguments.first?.value { return [.injection(injection(.environmentObject, value: value))] }
        case "environment":
            // `.environment(\.key, value)`, and `.environment(\.key) { value }` with the value as a
            // trailing closure: a value, not an object.
            if arguments.count >= 2 || arguments.first?.value?.kind == .keyPathExpr, let key = arguments[0].value {
                return [
                    .injection(
                        EnvironmentInjection(
                            kind: .keyPath, type: key.squashedText, expression: arguments.count > 1 ? arguments[1].value?.squashedText ?? "" : "", isNewInstance: false,
                            location: location))
                ]
            } else if let value = arguments.first?.value {
                return [.injection(injection(.observable, value: value))]
            }
        case "modifier":
            if let value = arguments.first?.value, case .newInstance(let type) = ValueClassifier.classify(value, declaredType: nil) {
                return model.helpers.injections(ofType: type, file: file, scope: ownerKey ?? scopeKey, in: model).map {
                    StructuralContext.injection(EnvironmentInjection(helper: $0, at: location, called: value.squashedText))
                }
            }
        default:
            if let injected = model.helpers.functions[modifier] {
                return injected.map { .injection(EnvironmentInjection(helper: $0, at: location, called: "." + modifier + "()")) }
            }
        }
        return []
    }

    /// The type of `store`, `self.store`, `appModel.cart`: through the owner's properties, then the
    /// members of the model classes they hold.
    func typeOfReference(_ node: SyntaxNode) -> String? {
        switch node.kind {
        case .declReferenceExpr:
            return node.referencedName.flatMap { propertyTypes[$0] }
        case .memberAccessExpr:
            guard let member = node.memberName, let base = node.baseExpression else { return nil }
            if base.kind == .declReferenceExpr, base.firstToken?.kind == .kwSelf { return propertyTypes[member] }
            guard let baseType = typeOfReference(base) else { return nil }
            return model.memberType(of: baseType, member: member, file: file, scope: ownerKey ?? scopeKey)
        default:
            return nil
        }
    }

    func injection(_ kind: EnvironmentInjection.Kind, value: SyntaxNode) -> EnvironmentInjection {
        let classified = ValueClassifier.classify(value, declaredType: nil)
        var type: String?
        var isNew = false
        switch classified {
        case .newInstance(let t):
            type = TypeDeclaration.baseName(t)
            isNew = true
        case .sharedInstance(let t, let member):
            // `Theme.shared`: the member's declared type (`DesignTime.groupPublisher` is a
            // `GroupPublisher`); a type from elsewhere is taken for its own singleton's.
            if let declared = model.staticMemberType(of: t, member: member, file: file, scope: ownerKey ?? scopeKey) {
                type = ExpressionTyper.normalized(declared)
            } else if model.resolveType(t, file: file, scope: ownerKey ?? scopeKey).isEmpty {
                type = TypeDeclaration.baseName(t)
            }
        default:
            // Generic arguments kept: `Box<Int>` and `Box<Double>` are different objects. The
            // owner's properties and the classes they hold first, then what the model can type
            // (a global, a static member, a cast, a local's value).
            var typer = ExpressionTyper(model: model, file: file, scope: ownerKey ?? scopeKey)
            typer.properties = propertyTypes
            let local = value.kind == .declReferenceExpr ? value.referencedName.flatMap { value.localDeclaration(of: $0)?.value } : nil
            type = (typeOfReference(value) ?? local.flatMap { typer.type(of: $0) } ?? typer.type(of: value)).map(ExpressionTyper.normalized)
            // A generic parameter (`let given: T`) is whatever the caller chose: not a type Lifeline can tell.
            if let written = type, let owner = ownerKey ?? scopeKey, model.types[owner]?.genericParameters.contains(TypeDeclaration.baseName(written)) == true {
                type = nil
            }
        }
        return EnvironmentInjection(
            kind: kind, type: type, expression: value.squashedText, isNewInstance: isNew, location: Location(file: file, range: value.range)
        )
    }
}
