import Foundation
import Syntax

/// Every environment injection of the workspace, wherever it is written: each
/// `.environmentObject(x)` and `.environment(x)` call in compiled code (not inside a helper's own
/// body, whose injections count at the helper's calls), and each call of a helper that injects. What
/// a hover says about who injects a type ("once, at App.swift:40", "nothing injects") is counted
/// here, not only on the paths the body walk follows (a method that returns a view, a UIKit
/// controller's code).
public struct InjectionIndex: Sendable {
    /// Typed injections, by the canonical name of the injected type.
    public let byType: [String: [EnvironmentInjection]]
    /// Object injections whose type Lifeline cannot tell.
    public let untyped: [EnvironmentInjection]
    /// The places inside previews (`#Preview`, `PreviewProvider`): what is injected there is the preview's own.
    public let previewRanges: [Location]

    public func isInPreview(_ location: Location) -> Bool {
        previewRanges.contains { $0.file == location.file && $0.range.contains(location.range.lowerBound) }
    }
}

/// The index of one model, found on first use and shared by the model's copies.
public typealias InjectionIndexBox = Once<InjectionIndex>

extension SemanticModel {
    /// Every injection of the workspace (see `InjectionIndex`), found when first asked for.
    public var injectionIndex: InjectionIndex {
        parts.injectionIndex.value { makeInjectionIndex() }
    }

    /// The injections of a type outside previews, in file order; generic arguments and aliases of
    /// specializations tell objects apart.
    public func appInjections(of type: String) -> [EnvironmentInjection] {
        let index = injectionIndex
        return (index.byType[canonicalName(type)] ?? []).filter { injection in
            !index.isInPreview(injection.location) && (injection.type.map { sameEnvironmentType($0, type) } ?? true)
        }
    }

    /// Whether a place is inside a preview (`#Preview`, a `PreviewProvider`, an extension of
    /// `PreviewProvider`, whose members only previews can call): what is built there is the
    /// preview's own, not how the app builds it.
    public func isInPreview(_ location: Location) -> Bool {
        previewCodeByFile[location.file]?.contains { $0.contains(location.range.lowerBound) } ?? false
    }

    /// `previewCode` by file, made once per model: rules ask about every construction they weigh.
    private var previewCodeByFile: [Int: [Range<Int>]] {
        parts.previewCode.value {
            var byFile: [Int: [Range<Int>]] = [:]
            for place in previewCode { byFile[place.file, default: []].append(place.range) }
            return byFile
        }
    }

    /// The places only previews run: previews, extensions of `PreviewProvider`, and the static
    /// members of views that build views and that only those use (`previewMembers`).
    var previewCode: [Location] {
        let previews = self.previews
        return previews + previewMembers(outside: previews)
    }

    /// What an instance runs (its body, properties, methods, initializers, wherever declared) of
    /// each view only previews and tests build (`previewOnlyViews`); not its static members, which
    /// code of the app may call without building the view. What these build and inject is the
    /// previews' scaffolding, as the injection index tells it apart.
    func previewOnlyViewCode() -> [Location] {
        viewOrder.filter(isBuiltOnlyByPreviews).flatMap { key -> [Location] in
            (types[key]?.members ?? []).filter { member in
                [.variableDecl, .functionDecl, .initializerDecl].contains(member.node.kind)
                    && !member.node.modifierWords.contains("static") && !member.node.modifierWords.contains("class")
            }.map { Location(file: $0.file, range: $0.node.range) }
        }
    }

    /// Whether previews or tests build the view and no path of the app does (see
    /// `previewOnlyViews`); found for every view at once, when first asked for.
    public func isBuiltOnlyByPreviews(_ key: TypeKey) -> Bool {
        parts.previewOnlyViews.value { Set(previewOnlyViews()) }.contains(key)
    }

    /// The views that previews (or tests) build, directly or through other views, and that no path
    /// of the app reaches. A view reaches the app when it is an `App`, when nothing in sight builds
    /// it (it may be built where Lifeline cannot see), when code of the app outside every view
    /// builds it (a root, a hosting controller, a factory), or when a view that reaches the app
    /// builds it outside preview code. Both sets are found to a fixed point over the
    /// constructions, so recursion and depth need no limit.
    func previewOnlyViews() -> [TypeKey] {
        // What each construction of a view says, read in place (a construction is not copied):
        // who builds it (nil: code outside views), and whether it is preview or test code.
        struct Site {
            let parent: TypeKey?
            let scaffolding: Bool
        }
        func site(_ construction: ViewConstruction, parent: TypeKey?) -> Site {
            let scaffolding = construction.container == "#Preview" || construction.container == "previews"
                || !isAppCode(file: construction.location.file)
                || isInPreview(construction.location)
            return Site(parent: parent, scaffolding: scaffolding)
        }
        var builtBy: [TypeKey: [Site]] = [:]
        var builds: [TypeKey: [TypeKey]] = [:]
        // Each view's constructions once, by its place in `viewOrder` (a dictionary read copies the view).
        let lists: [[ViewConstruction]] = viewOrder.map { views[$0]?.constructions ?? [] }
        for (key, references) in sitesByView {
            var sites: [Site] = []
            for reference in references {
                if reference.owner >= 0 {
                    let parent = viewOrder[Int(reference.owner)]
                    let constructions = lists[Int(reference.owner)]
                    guard Int(reference.index) < constructions.count else { continue }
                    sites.append(site(constructions[Int(reference.index)], parent: parent))
                    builds[parent, default: []].append(key)
                } else {
                    sites.append(site(roots[Int(-reference.owner - 1)].constructions[Int(reference.index)], parent: nil))
                }
            }
            builtBy[key] = sites
        }
        for root in factoryRoots {
            for construction in root.constructions {
                for key in construction.typeKeys { builtBy[key, default: []].append(site(construction, parent: construction.parentKey)) }
            }
        }
        var reachesApp: Set<TypeKey> = []
        var fromPreviews: Set<TypeKey> = []
        var appQueue: [TypeKey] = []
        var previewQueue: [TypeKey] = []
        for key in viewOrder {
            let sites = builtBy[key] ?? []
            if views[key]?.role == .app || sites.isEmpty || sites.contains(where: { $0.parent == nil && !$0.scaffolding }) {
                if reachesApp.insert(key).inserted { appQueue.append(key) }
            }
            if sites.contains(where: \.scaffolding) {
                if fromPreviews.insert(key).inserted { previewQueue.append(key) }
            }
        }
        while let parent = appQueue.popLast() {
            for child in builds[parent] ?? [] where !reachesApp.contains(child) {
                // Built by a view of the app outside its preview code.
                if builtBy[child]?.contains(where: { $0.parent == parent && !$0.scaffolding }) == true {
                    reachesApp.insert(child)
                    appQueue.append(child)
                }
            }
        }
        while let parent = previewQueue.popLast() {
            for child in builds[parent] ?? [] where fromPreviews.insert(child).inserted { previewQueue.append(child) }
        }
        return viewOrder.filter { fromPreviews.contains($0) && !reachesApp.contains($0) }
    }

    /// Previews and extensions of `PreviewProvider`.
    private var previews: [Location] {
        roots.filter { $0.kind == .preview }.map(\.location)
            + parts.extensions.filter { TypeDeclaration.baseName($0.extended) == "PreviewProvider" }.map { Location(file: $0.file, range: $0.node.range) }
    }

    /// The static members of views that build views (`ViewRoot.viewMember`: `static var sample:
    /// Screen { Screen(model: .mock) }`) that something uses and only previews (or other static
    /// members of those views that only previews use) do: `Screen.sample`, `Self.sample`,
    /// `.sample`, or `sample` in the view's own code. One no code uses stays code of the app, as a
    /// route's factory nobody calls does.
    func previewMembers(outside previews: [Location]) -> [Location] {
        let builders = factoryRoots.compactMap(\.viewMember).reduce(into: [ViewRoot.ViewMember]()) { found, member in
            if !found.contains(member) { found.append(member) }
        }
        guard !builders.isEmpty else { return [] }
        // The other static members of those views, through which previews may reach them
        // (`static var dark: some View { sample.preferredColorScheme(.dark) }`).
        var members = builders
        for key in Set(builders.map(\.view)).sorted() {
            for (file, node) in types[key]?.members ?? [] where node.modifierWords.contains("static") || node.modifierWords.contains("class") {
                let name = node.kind == .variableDecl ? ViewAnalyzer.bindingNames(node).first : Builder.declaredName(node)
                guard let name, !members.contains(where: { $0.view == key && $0.name == name }) else { continue }
                members.append(ViewRoot.ViewMember(view: key, name: name, declaration: Location(file: file, range: node.range)))
            }
        }
        func contains(_ places: [Location], _ file: Int, _ offset: Int) -> Bool {
            places.contains { $0.file == file && $0.range.contains(offset) }
        }
        let names = Set(members.map(\.name))
        // Each member's uses, as places (a file and an offset), in one walk of each file that
        // mentions one of the names.
        var uses: [Int: [(file: Int, offset: Int)]] = [:]
        // A file is walked only when one of its identifiers is one of the names: the identifiers are
        // compared by length and bytes, with no string made (a text search per name took longer
        // than the rest of the rules on a large app).
        let byLength = Dictionary(grouping: names.map { Array($0.utf8) }, by: \.count)
        func mentions(_ tree: SyntaxTree) -> Bool {
            let bytes = tree.source.bytes
            for token in tree.tokens where token.kind == .identifier {
                let start = Int(token.start), end = Int(token.end)
                guard let candidates = byLength[end - start] else { continue }
                if candidates.contains(where: { bytes[start..<end].elementsEqual($0) }) { return true }
            }
            return false
        }
        for (file, source) in files.enumerated() where isAppCode(file: file) {
            guard mentions(source.tree) else { continue }
            var references: [SyntaxNode] = []
            source.tree.root.walkDescendants { node in
                if node.kind == .memberAccessExpr || node.kind == .implicitMemberExpr || node.kind == .declReferenceExpr { references.append(node) }
                return true
            }
            for node in references {
                let name = node.kind == .declReferenceExpr ? node.referencedName : node.memberName
                guard let name, names.contains(name) else { continue }
                let offset = node.range.lowerBound
                for (index, member) in members.enumerated() where member.name == name {
                    // Its own declaration is no use of it.
                    if member.declaration.file == file && member.declaration.range.contains(offset) { continue }
                    let view = types[member.view]
                    switch node.kind {
                    case .memberAccessExpr:
                        // `Screen.sample`, `Self.sample`: its view's member; another base is another member.
                        guard let base = node.baseExpression else { continue }
                        let written = base.squashedText
                        guard written == "Self" || written == view?.simpleName || written == view?.qualifiedName else { continue }
                    case .declReferenceExpr:
                        // A bare name means the member only in the view's own code.
                        guard let view, view.members.contains(where: { $0.file == file && $0.node.range.contains(offset) }) else { continue }
                    default:
                        break
                    }
                    uses[index, default: []].append((file, offset))
                }
            }
        }
        // Those used, every use in a preview or in another such member (to a fixed point).
        var previewOnly = Set(uses.keys)
        var changed = true
        while changed {
            changed = false
            for index in previewOnly {
                let elsewhere = uses[index, default: []].contains { use in
                    !contains(previews, use.file, use.offset)
                        && !previewOnly.contains { $0 != index && members[$0].declaration.file == use.file && members[$0].declaration.range.contains(use.offset) }
                }
                if elsewhere {
                    previewOnly.remove(index)
                    changed = true
                }
            }
        }
        return previewOnly.filter { $0 < builders.count }.sorted().map { members[$0].declaration }
    }

    /// The model as the typer reads it.
    var partialModel: PartialModel {
        PartialModel(
            types: types, typeAliases: typeAliases, models: models, viewNames: parts.viewNames, resolver: resolver,
            configuration: configuration, viewKeys: parts.viewKeys, fileConfigurations: parts.fileConfigurations, helpers: parts.helpers,
            globalTypes: parts.globalTypes, coverage: parts.coverage)
    }

    /// The type of an expression written in `file` inside the type `scope` (its key), as the one
    /// typer tells it (`ExpressionTyper`: new instances, casts, locals, parameters, case bindings,
    /// the type's stored properties, globals, static members, member chains); nil when it cannot,
    /// or when it is one of the type's generic parameters.
    public func writtenType(of expression: SyntaxNode, file: Int, scope: TypeKey?) -> String? {
        var typer = ExpressionTyper(model: partialModel, file: file, scope: scope)
        if let scope, let declaration = types[scope] { typer.properties = ExpressionTyper.storedPropertyTypes(of: declaration) }
        guard let type = typer.type(of: expression).map(ExpressionTyper.normalized) else { return nil }
        if let scope, types[scope]?.genericParameters.contains(TypeDeclaration.baseName(type)) == true { return nil }
        return type
    }

    /// The target an alias the workspace declares several times gives at a place: the one declared
    /// under `#if` flags that agree with the place's (`#if WITH_REMOTE typealias Data = Remote
    /// #else typealias Data = Local #endif`, and `.environmentObject(data)` under `#if
    /// WITH_REMOTE`: `Remote`). Nil when none or several agree.
    func aliasTarget(_ name: String, at location: Location) -> String? {
        guard let places = parts.aliasPlaces[name], location.file < files.count else { return nil }
        let here = SemanticModel.impliedFlags(in: files[location.file].tree, at: location.range.lowerBound)
        guard !here.isEmpty else { return nil }
        var targets: Set<String> = []
        for place in places where place.file < files.count {
            let there = SemanticModel.impliedFlags(in: files[place.file].tree, at: place.offset)
            if !there.contains(where: { flag, value in here[flag].map { $0 != value } ?? false }) { targets.insert(place.target) }
        }
        return targets.count == 1 ? targets.first : nil
    }

    /// The flags the `#if` clauses around `offset` imply: `#if FLAG` sets `FLAG`, `#if !FLAG` unsets
    /// it, and a later clause (`#elseif`, `#else`) implies each earlier one's simple flag false.
    /// Other conditions (`os(...)`, `canImport(...)`, combinations) imply nothing.
    static func impliedFlags(in tree: SyntaxTree, at offset: Int) -> [String: Bool] {
        func simpleFlag(_ condition: SyntaxNode?) -> (String, Bool)? {
            guard let condition else { return nil }
            if condition.kind == .declReferenceExpr, let name = condition.referencedName { return (name, true) }
            if condition.kind == .prefixOperatorExpr, condition.firstToken?.text == "!", let operand = condition.children.last,
                operand.kind == .declReferenceExpr, let name = operand.referencedName
            {
                return (name, false)
            }
            return nil
        }
        var flags: [String: Bool] = [:]
        let path = tree.root.path(to: offset)
        for (index, node) in path.enumerated() where node.kind == .ifConfigDecl && index + 1 < path.count && path[index + 1].kind == .ifConfigClause {
            let chosen = path[index + 1].range
            for clause in node.children(.ifConfigClause) {
                let flag = simpleFlag(BuildConfiguration.condition(of: clause))
                if clause.range == chosen {
                    if let (name, value) = flag { flags[name] = value }
                    break
                }
                if let (name, value) = flag { flags[name] = !value }
            }
        }
        return flags
    }

    /// The method given a view that a call of `name` on a value of type `key` runs: declared by
    /// the type or a superclass, fitting the call's arguments, and, when another method of that
    /// name fits them too, given an argument the model knows is a view. Nil when the call may run
    /// another method.
    func methodHelper(named name: String, on key: TypeKey, for call: SyntaxNode, file: Int, scope: TypeKey?) -> MethodHelper? {
        let arguments = call.arguments
        let labels = arguments.map(\.label) + call.trailingClosures.map(\.label)
        let trailing = call.trailingClosures.count
        var current: TypeKey? = key
        var visited: Set<TypeKey> = []
        while let type = current, visited.insert(type).inserted {
            for method in parts.helpers.methods[type] ?? [] where method.name == name {
                guard let assigned = MethodHelper.match(labels, trailing: trailing, to: method.parameters) else { continue }
                if method.overloads.contains(where: { MethodHelper.match(labels, trailing: trailing, to: $0) != nil }) {
                    guard let position = assigned.firstIndex(of: method.viewParameter), position < arguments.count,
                        let value = arguments[position].value, isKnownView(value, file: file, scope: scope)
                    else { return nil }
                }
                return method
            }
            // Another method of that name in this type: it is not the helper's.
            if types[type]?.members.contains(where: { $0.node.kind == .functionDecl && Builder.declaredName($0.node) == name }) == true { return nil }
            current = types[type].flatMap { partialModel.superclass(of: $0)?.key }
        }
        return nil
    }

    /// Whether an expression's value is of a type the workspace declares that is not a view: a
    /// `View` extension's member (`.themed()`, `.themedUIView`) is not one of its members, so a
    /// member of that name on it is the type's own.
    func isWorkspaceNonView(_ value: SyntaxNode, file: Int, scope: TypeKey?) -> Bool {
        guard value.kind != .superExpr, let written = writtenType(of: value, file: file, scope: scope) else { return false }
        let keys = resolver.resolve(written, file: file, scope: scope)
        return !keys.isEmpty && !keys.contains { parts.viewKeys.contains($0) || types[$0]?.conforms(to: "View") == true }
    }

    /// Whether an expression is a view the model knows: a construction of a workspace view or of
    /// a SwiftUI view type.
    func isKnownView(_ value: SyntaxNode, file: Int, scope: TypeKey?) -> Bool {
        guard let written = writtenType(of: value, file: file, scope: scope) else { return false }
        let keys = resolver.resolve(written, file: file, scope: scope)
        if !keys.isEmpty { return keys.allSatisfy { parts.viewKeys.contains($0) } }
        return Builder.viewProtocols.contains(TypeDeclaration.baseName(written)) || KnownTypes.swiftUIContainers.contains(TypeDeclaration.baseName(written))
    }

    func makeInjectionIndex() -> InjectionIndex {
        var byType: [String: [EnvironmentInjection]] = [:]
        var untyped: [EnvironmentInjection] = []
        var seen: Set<InjectionKey> = []
        /// Adds an injection under its type, or as untold; true when it was typed.
        @discardableResult
        func add(_ injection: EnvironmentInjection) -> Bool {
            guard injection.kind != .keyPath, isAppCode(file: injection.location.file),
                seen.insert(InjectionKey(location: injection.location, kind: injection.kind, type: injection.type)).inserted
            else { return false }
            // An alias the workspace gives several targets is the one whose declaration's `#if`
            // flags the injection sits under; outside them it is each target in some build
            // (`#if WITH_REMOTE typealias Data = Remote #else typealias Data = Local #endif`, then
            // `.environmentObject(data)` under no flag injects a `Remote` in one build and a
            // `Local` in the other), so the place counts for each.
            func told(as target: String) {
                var told = EnvironmentInjection(
                    kind: injection.kind, type: target, expression: injection.expression, isNewInstance: injection.isNewInstance, location: injection.location)
                told.through = injection.through
                told.helperPlaces = injection.helperPlaces
                byType[canonicalName(target), default: []].append(told)
            }
            if let type = injection.type, parts.ambiguousAliases[TypeDeclaration.baseName(type)] == nil {
                byType[canonicalName(type), default: []].append(injection)
                return true
            } else if let type = injection.type, let target = aliasTarget(TypeDeclaration.baseName(type), at: injection.location) {
                told(as: target)
                return true
            } else if let type = injection.type, let targets = parts.ambiguousAliases[TypeDeclaration.baseName(type)] {
                for target in targets.sorted() { told(as: target) }
                return true
            } else {
                untyped.append(injection)
                return false
            }
        }
        // Every direct call in compiled code, outside helpers' own bodies.
        let helperTypes = Set(parts.helpers.types.keys)
        let marker = Array("nvironment".utf8)
        let partial = partialModel
        let declarations = declarationIndex()
        // Files that may inject: they say "environment"/"Environment" (`.environmentObject`,
        // `withEnvironments()`, `setupDefaultEnvironment()`)...
        let helperFunctionNames = Set(parts.helpers.functions.keys)
        // ...or name a helper that injects (`NavigationTab { … }`, `.themed()`).
        let helperMarkers = (helperFunctionNames.union(parts.helpers.typeNames)).sorted().map { Array($0.utf8) }
        func mayInject(_ source: SourceText) -> Bool { source.contains(marker) || helperMarkers.contains { source.contains($0) } }
        var propertyTypes: [TypeKey: [String: String]] = [:]
        func properties(of scope: TypeKey?) -> [String: String] {
            guard let scope, let declaration = types[scope] else { return [:] }
            if let known = propertyTypes[scope] { return known }
            let made = ExpressionTyper.storedPropertyTypes(of: declaration)
            propertyTypes[scope] = made
            return made
        }
        // Each injection is counted once per place: a helper's own body injects at each call of the
        // helper (counted there, through it), so what the body walk finds inside a helper's body
        // that those calls apply is not counted again at its own place. What a helper's body injects into
        // content it presents (`sheet(item:) { d in d.view.withEnvironments() }`) reaches only that
        // content: those calls are injections of their own, at their place.
        var helperBodies: [Int: [Range<Int>]] = [:]
        var methodBodies: [Int: [Range<Int>]] = [:]
        var walked:
            [(file: Int, calls: [(call: SyntaxNode, scope: TypeKey?)], helperCalls: [(call: SyntaxNode, scope: TypeKey?)],
            methodCalls: [(call: SyntaxNode, scope: TypeKey?)])] = []
        let methodHelpers = Set(parts.helpers.methods.values.joined().map(\.location))
        for (index, file) in files.enumerated() where isAppCode(file: index) && mayInject(file.tree.source) {
            // One walk per file, each node with the type around it and the helper whose own body
            // it is in (a `View` extension method, a free function returning a view, a helper type).
            var stack: [(node: SyntaxNode, scope: TypeKey?, helper: SyntaxNode?)] = [(file.tree.root, nil, nil)]
            var calls: [(call: SyntaxNode, scope: TypeKey?)] = []
            var helperCalls: [(call: SyntaxNode, scope: TypeKey?)] = []
            var methodCalls: [(call: SyntaxNode, scope: TypeKey?)] = []
            // The callees of the calls met so far: a property helper is read, not called.
            var callees: Set<Range<Int>> = []
            while let (node, scope, helper) = stack.popLast() {
                if !parts.helpers.properties.isEmpty, node.kind == .functionCallExpr, let callee = node.baseExpression ?? node.firstChild { callees.insert(callee.range) }
                var innerScope = scope
                var isHelper = false
                switch node.kind {
                case .structDecl, .classDecl, .enumDecl, .actorDecl:
                    innerScope = declarations.typeKey(file: index, offset: node.range.lowerBound) ?? scope
                    if let key = innerScope, helperTypes.contains(key) { isHelper = true }
                case .extensionDecl:
                    let extended = Builder.extendedName(node)
                    innerScope = resolver.resolve(extended, file: index, scope: nil).first
                    if Builder.viewProtocols.contains(TypeDeclaration.baseName(extended)) { isHelper = true }
                    if let key = innerScope, helperTypes.contains(key) { isHelper = true }
                case .functionDecl where scope != nil && helper == nil:
                    // A method given a view that injects into it (`push(_ view:)`).
                    if methodHelpers.contains(Location(file: index, range: node.range)) { isHelper = true }
                case .functionDecl where scope == nil && helper == nil:
                    if let result = node.child(.functionSignature)?.firstDescendant(.returnClause)?.squashedText, Builder.namesView(result, viewNames: parts.viewNames) {
                        isHelper = true
                    }
                case .memberAccessExpr where helper == nil:
                    // `.themedUIView`: a `View` extension's computed property that injects, read.
                    guard let name = node.memberName, parts.helpers.properties.contains(name), !callees.contains(node.range) else { break }
                    helperCalls.append((node, scope))
                case .functionCallExpr:
                    guard let name = node.calleeName else { break }
                    if helper == nil, parts.helpers.methodNames.contains(name) { methodCalls.append((node, scope)) }
                    let direct = name == "environmentObject" || name == "environment"
                    guard direct || helperFunctionNames.contains(name) || parts.helpers.typeNames.contains(name) || name == "modifier" else { break }
                    // Where a call in a helper's body sits is asked only of calls that may inject. A
                    // method given a view is a helper only at the calls that pick it: what it injects
                    // counts here too, and is dropped below where those calls apply it.
                    if let helper, !HelperSummaries.isPresented(node, within: helper), !methodHelpers.contains(Location(file: index, range: helper.range)) { break }
                    if direct { calls.append((node, scope)) } else { helperCalls.append((node, scope)) }
                default:
                    break
                }
                let innerHelper = helper ?? (isHelper ? node : nil)
                if helper == nil && isHelper { helperBodies[index, default: []].append(node.range) }
                if helper == nil && isHelper && node.kind == .functionDecl && scope != nil { methodBodies[index, default: []].append(node.range) }
                for child in node.children.reversed() { stack.append((child, innerScope, innerHelper)) }
            }
            walked.append((index, calls, helperCalls, methodCalls))
        }
        // The calls' injections, added after the body walk's (which name the helpers they come
        // through); the places inside helpers' bodies whose injections those calls apply.
        var pending: [EnvironmentInjection] = []
        var applied: [Int: [Range<Int>]] = [:]
        func apply(_ injection: HelperInjection, at location: Location, called: String) {
            pending.append(EnvironmentInjection(helper: injection, at: location, called: called))
            for place in injection.helperPlaces { applied[place.file, default: []].append(place.range) }
        }
        for (index, calls, helperCalls, methodCalls) in walked {
            // Calls of methods given a view that inject into it: at each call whose receiver is
            // typed and whose arguments pick that method, with `self` read as the receiver.
            for (call, scope) in methodCalls {
                guard let name = call.calleeName, let callee = call.baseExpression ?? call.firstChild else { continue }
                var receiver = "self"
                var keys: [TypeKey] = []
                if callee.kind == .memberAccessExpr, let base = callee.baseExpression {
                    guard !ExpressionTyper.namesType(base) else { continue }
                    var typer = ExpressionTyper(model: partial, file: index, scope: scope)
                    typer.properties = properties(of: scope)
                    guard let written = typer.type(of: base).map(ExpressionTyper.normalized) else { continue }
                    keys = partial.resolveType(written, file: index, scope: scope)
                    if base.kind != .declReferenceExpr || base.firstToken?.kind != .kwSelf { receiver = base.squashedText }
                } else if callee.kind == .declReferenceExpr, let scope {
                    keys = [scope]
                }
                for key in keys {
                    guard let method = methodHelper(named: name, on: key, for: call, file: index, scope: scope) else { continue }
                    for injection in method.injections {
                        let named = injection.expression == "self" ? injection.with(expression: receiver) : injection
                        apply(named, at: Location(call: call, file: index), called: "." + name + "(…)")
                    }
                }
            }
            for (call, scope) in calls {
                let arguments = call.arguments
                guard arguments.count == 1, call.trailingClosures.isEmpty, let value = arguments[0].value, value.kind != .keyPathExpr,
                    let callee = call.baseExpression, callee.kind == .memberAccessExpr || callee.kind == .implicitMemberExpr || callee.kind == .declReferenceExpr
                else { continue }
                var typer = ExpressionTyper(model: partial, file: index, scope: scope)
                typer.properties = properties(of: scope)
                var type = typer.type(of: value).map { typer.unspecialized(ExpressionTyper.normalized($0)) }
                if let written = type, let scope, types[scope]?.genericParameters.contains(TypeDeclaration.baseName(written)) == true { type = nil }
                let kind: EnvironmentInjection.Kind = call.calleeName == "environmentObject" ? .environmentObject : .observable
                pending.append(EnvironmentInjection(kind: kind, type: type, expression: value.squashedText, isNewInstance: false, location: Location(file: index, range: value.range)))
            }
            // Calls of helpers that inject: each of their injections, at the call.
            for (call, scope) in helperCalls {
                if call.kind == .memberAccessExpr, let name = call.memberName {
                    if let base = call.baseExpression, isWorkspaceNonView(base, file: index, scope: scope) { continue }
                    for injection in parts.helpers.functions[name] ?? [] { apply(injection, at: Location(call: call, file: index), called: "." + name) }
                    continue
                }
                guard let name = call.calleeName else { continue }
                let location = Location(call: call, file: index)
                if name == "modifier" {
                    guard let value = call.arguments.first?.value, case .newInstance(let type) = ValueClassifier.classify(value, declaredType: nil) else { continue }
                    for injection in parts.helpers.injections(ofType: type, file: index, scope: scope, in: partial) {
                        apply(injection, at: location, called: value.squashedText)
                    }
                } else if let injected = parts.helpers.functions[name], let callee = call.baseExpression, callee.kind != .implicitMemberExpr,
                    !(callee.kind == .memberAccessExpr && callee.baseExpression.map(ExpressionTyper.namesType) == true),
                    !(callee.kind == .memberAccessExpr && callee.baseExpression.map { isWorkspaceNonView($0, file: index, scope: scope) } == true)
                {
                    let shown = call.baseExpression?.kind == .declReferenceExpr ? name + "()" : "." + name + "()"
                    for injection in injected { apply(injection, at: location, called: shown) }
                } else if let callee = call.baseExpression {
                    let written = SyntaxNode.writtenTypeName(of: callee) ?? name
                    for injection in parts.helpers.injections(ofType: written, file: index, scope: scope, in: partial) {
                        apply(injection, at: location, called: name + "(…)")
                    }
                }
            }
        }
        // What the body walk found: injections on the paths it follows, helpers' calls included.
        // One inside a helper's own body that the helper's calls apply is counted at those calls.
        // The applications the body walk made (a hosting subclass's `super.init(rootView:)`, a
        // helper in a body) mark their helpers' own injections too.
        for injection in injectionsByType.values.joined().map({ $0 }) + untypedInjections {
            for place in injection.helperPlaces { applied[place.file, default: []].append(place.range) }
        }
        func countedAtCalls(_ location: Location) -> Bool {
            guard helperBodies[location.file]?.contains(where: { $0.contains(location.range.lowerBound) }) == true else { return false }
            return applied[location.file]?.contains { $0.contains(location.range.lowerBound) } ?? false
        }
        for list in injectionsByType.values { for injection in list where !countedAtCalls(injection.location) { add(injection) } }
        for injection in untypedInjections where !countedAtCalls(injection.location) { add(injection) }
        var told: Set<PlaceKey> = []
        for injection in pending {
            // A method's own injection, applied at its calls, is counted there.
            if methodBodies[injection.location.file]?.contains(where: { $0.contains(injection.location.range.lowerBound) }) == true, countedAtCalls(injection.location) { continue }
            if add(injection) { told.insert(PlaceKey(location: injection.location, kind: injection.kind)) }
        }
        // One place the index's typer types (a preview's static member, by its declaration) and the
        // body walk leaves untold is one injection, of that type. Where only the body walk gives a
        // type (another module's `Outside.shared`, taken for an `Outside`), the typer's "cannot tell"
        // stands beside it: that is a guess, not established.
        untyped.removeAll { told.contains(PlaceKey(location: $0.location, kind: $0.kind)) }
        for key in byType.keys { byType[key]!.sort { ($0.location.file, $0.location.range.lowerBound) < ($1.location.file, $1.location.range.lowerBound) } }
        return InjectionIndex(byType: byType, untyped: untyped, previewRanges: previewCode + previewOnlyViewCode())
    }
}

/// An injection's place and kind, whatever type each path gives it.
private struct PlaceKey: Hashable {
    let location: Location
    let kind: EnvironmentInjection.Kind
}
