import Semantics
import Simulator
import Syntax

/// A parent generated for a hover's view, for when no real ancestor can run it: a view with a
/// counter it changes (each change re-renders it and so re-initializes the child) and a flag that
/// removes the child and puts it back. It builds the child as a real construction site does, with
/// the properties of the site's parent that the call reads copied in; with no site, it calls an
/// initializer with a placeholder for each parameter. See docs/lifecycle-model.md, "Hovers without
/// a real parent".
struct StandInParent: Sendable {
    static let typeName = "__LifelineStandIn"
    /// What the parent's source calls the view: an alias of its key, which Swift cannot always
    /// write (`Outer.Row#2` for the second `Outer.Row` of a multi-target workspace).
    static let target = "__LifelineTarget"
    static let tick = "__lifelineTick"
    static let shown = "__lifelineShown"

    /// The Swift source of the parent, one struct named `typeName`.
    let source: String
    /// How it builds the view, for the claims: "as `Parent` does" or "with placeholder arguments".
    let origin: String
    /// What it passes or holds that is not the real thing, each as "`name` (a placeholder `T`)".
    let placeholders: [String]
    /// The real parent whose properties it copied, when it builds the view as a real site does.
    var realParent: String? = nil
    /// Its key, for what the model says of its properties.
    var realParentKey: TypeKey? = nil
    /// The names of the properties copied from the real parent.
    var copied: Set<String> = []
    /// Those of them with an initial value there (the others hold a placeholder in the copy).
    var copiedWithValue: Set<String> = []
    /// Whether the stand-in re-renders the view as its real parent would: it builds the view as a
    /// view body of the app does (not a preview, code outside views, a hosting root, or placeholders).
    var reRendersAsTheApp = false
    /// An environment injection made on the copied call (`.environmentObject(path)`): what it
    /// injects, the type when it can be told, and where.
    struct Injection: Sendable {
        let expression: String
        let type: String?
        let place: String
    }
    var injections: [Injection] = []
    /// The injections above the copied call in the app (its own modifiers, a helper's, those around
    /// it in its parent's body), as the model records them: what may give an object the stand-in
    /// can only fill with a placeholder.
    var above: [EnvironmentInjection] = []
    /// Where the code it copies was written (the site's file, in its parent's type; the view's own
    /// declaration for placeholder arguments): its type names mean what they mean there.
    var namesFrom: NameOrigin? = nil
    /// Where the code outside views that the parent copies is (`Controller.swift:23:9`), when it
    /// builds the view as that code does: a hosting controller's root view, a window's content, a
    /// factory's view. The view is a root of the app there. Nil for a view body's call, a
    /// preview's, or placeholder arguments.
    var outsideViewsPlace: String? = nil
    /// The hosting wrapper that code puts the view in (`UIHostingController`), when it does.
    var hostingWrapper: String? = nil

    /// One re-render: the counter the parent's body shows grows.
    static let reRender = Action.set(view: typeName, occurrence: 0, property: tick, value: "\(tick) + 1")
    /// The view removed, and put back.
    static let removal = Action.set(view: typeName, occurrence: 0, property: shown, value: "false")
    static let restore = Action.set(view: typeName, occurrence: 0, property: shown, value: "true")

    /// The actions of one run: three re-renders, then the view removed and put back.
    static var actions: [Action] { Array(repeating: reRender, count: 3) + [removal, restore] }
}

extension Snapshot {
    /// The Swift source of the stand-in parent a hover of `view` simulates under (the view called
    /// by its qualified name), for `lifeline dump hovers --stand-in`; nil when there is none.
    public func standInSource(for view: ViewType) -> String? {
        standInParent(for: view)?.source.replacingOccurrences(of: StandInParent.target, with: view.key.rawValue)
    }

    /// The stand-in parent for a view: built as its first real construction site builds it (sites
    /// in view bodies first), else through an initializer with placeholders; nil when there is no
    /// way to call it (an initializer Lifeline cannot fill).
    func standInParent(for view: ViewType) -> StandInParent? {
        // Sites in view bodies first, then roots and factories, previews last (a preview is not how
        // the app builds the view).
        let sites = model.constructionSites(of: view.key)
        let previews = Set(model.roots.filter { $0.kind == .preview }.flatMap { $0.constructions.map(\.location) })
        let outside = sites.filter { model.parentView(of: $0) == nil } + model.factorySites(of: view.key)
        let ordered = sites.filter { model.parentView(of: $0) != nil } + outside.filter { !previews.contains($0.location) } + outside.filter { previews.contains($0.location) }
        for site in ordered.prefix(6) where site.node.kind == .functionCallExpr {
            if let parent = standInParent(for: view, site: site) { return parent }
        }
        return synthesizedStandIn(for: view)
    }

    /// A parent that builds the view with a real site's call (the callee written as
    /// `StandInParent.target`, an alias of the view's key), the injections made on that call, and
    /// the site's parent's properties that the call names copied in.
    private func standInParent(for view: ViewType, site: ViewConstruction) -> StandInParent? {
        let call = site.node
        guard let callee = call.baseExpression ?? call.firstChild, callee.range.upperBound <= call.range.upperBound else { return nil }
        let tail = call.tree.source.text(callee.range.upperBound..<call.range.upperBound)
        // `Overlay(supplement: self)`: in the stand-in `self` would be the stand-in.
        if call.arguments.contains(where: { $0.value?.squashedText == "self" }) { return nil }
        guard tail.hasPrefix("(") || tail.hasPrefix("{") || tail.hasPrefix(" ") || tail.hasPrefix("\n") else { return nil }
        let parent = model.parentView(of: site)
        var builder = StandInBuilder(model: model, scope: parent?.key ?? view.key)
        // `Child().environmentObject(path)`: the injections made on the call itself come with it,
        // and calls of the workspace's helpers that inject, given nothing (`.withTheme()`: the
        // model records an injection through a helper there).
        let helperCalls = site.contexts.compactMap { context -> Int? in
            if case .injection(let injection) = context, !injection.through.isEmpty, injection.location.file == site.location.file { return injection.location.range.lowerBound }
            return nil
        }
        let injections = StandInBuilder.injections(around: call, helperCallsAt: helperCalls)
        let injected = injections.map { call.tree.source.text($0.base.range.upperBound..<$0.call.range.upperBound) }.joined()
        // Names the call reads (`item`, `$flag`, `self.model`): a property of the site's parent
        // with that name is copied in, so the call means what it means there.
        var named: [String] = []
        let read = call.descendantsPostOrder.filter { $0.range.lowerBound >= callee.range.upperBound } + injections.flatMap { $0.call.arguments.compactMap(\.value).flatMap(\.descendantsPostOrder) }
        for node in read {
            var name: String
            if node.kind == .declReferenceExpr, let referenced = node.referencedName {
                // A local of the body (`case let .workspace(model)`, a closure's parameter) that
                // shadows a property of the same name is not that property.
                if node.localDeclaration(of: referenced) != nil { continue }
                name = referenced
            } else if node.kind == .memberAccessExpr, node.baseExpression?.squashedText == "self", let member = node.memberName {
                name = member
            } else {
                continue
            }
            if name.hasPrefix("$") || name.hasPrefix("_") { name.removeFirst() }
            named.append(name)
        }
        var copied: Set<String> = []
        if let parent {
            for name in named where !copied.contains(name) && name != "body" {
                guard let property = parent.property(name), !property.isStatic else { continue }
                copied.insert(name)
                builder.copy(property, from: parent)
            }
        }
        let copiedFromParent = copied
        // A name the call reads that the parent does not declare (a `ForEach` element, a local):
        // a placeholder of the type the view's parameter has.
        for argument in call.arguments {
            guard let label = argument.label, let value = argument.value else { continue }
            // `item`, `$flag`, or `self.viewModel` of a parent that is not a view (a controller).
            guard var name = StandInBuilder.nameRead(by: value) else { continue }
            let isBinding = name.hasPrefix("$")
            if isBinding { name.removeFirst() }
            guard !copied.contains(name), name != "self", name.first.map({ $0.isLowercase || $0 == "_" }) == true else { continue }
            var type: String?
            if view.initializers.isEmpty {
                if let property = view.property(label) { type = property.wrapper == .binding || !isBinding ? property.type : nil }
            } else {
                type = view.initializers.lazy.flatMap(\.parameters).first { $0.label == label }?.type
                if isBinding, let written = type { type = written.hasPrefix("Binding<") && written.hasSuffix(">") ? String(written.dropFirst(8).dropLast()) : nil }
            }
            guard let type, !type.contains("->"), !view.declaration.genericParameters.contains(type) else { continue }
            copied.insert(name)
            builder.declareStandIn(name, type: type, asState: isBinding, scope: view.key)
        }
        // `.environmentObject(helper)` on a call in code outside views (a controller's property):
        // a placeholder of the type the model records for that injection, when it names a type of
        // the workspace, so that the view gets an object of that type from the call as in the app.
        if parent == nil {
            let recorded = site.contexts.compactMap { context -> EnvironmentInjection? in
                if case .injection(let injection) = context, injection.kind != .keyPath, injection.through.isEmpty, injection.location.file == site.location.file { return injection }
                return nil
            }
            for (_, injection) in injections {
                guard injection.arguments.count == 1, let value = injection.arguments.first?.value, injection.arguments.first?.label == nil else { continue }
                guard let name = StandInBuilder.nameRead(by: value), !copied.contains(name), name != "self", name.first.map({ $0.isLowercase || $0 == "_" }) == true,
                    let type = model.writtenType(of: value, file: site.location.file, scope: nil)
                        ?? recorded.first(where: { injection.range.contains($0.location.range.lowerBound) })?.type,
                    !model.resolveType(type, file: site.location.file, scope: nil).isEmpty
                else { continue }
                copied.insert(name)
                // A property of that code's type that starts as a value reading nothing of the
                // instance (`let history = History.shared`, `let shown = Visibility()`) is given
                // that value, as the app's code gives it, not a placeholder.
                // The innermost type declared (or extended) around the call, a controller or a
                // window, through the model's declaration index.
                let enclosing = call.tree.root.path(to: site.location.range.lowerBound).last { [.structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl].contains($0.kind) }
                let around = enclosing.flatMap { model.declarationIndex().typeKey(file: site.location.file, offset: $0.range.lowerBound) }.flatMap { model.types[$0] }
                if let shared = StandInBuilder.selfContainedInitialValue(of: name, in: around) {
                    builder.declareGiven(name, type: type, value: shared, scope: around?.key ?? view.key)
                } else {
                    builder.declareStandIn(name, type: type, asState: false, scope: view.key)
                }
            }
        }
        let origin: String
        var reRendersAsTheApp = false
        let place = model.describe(site.location)
        let shortPlace = place.split(separator: "/").last.map(String.init) ?? place
        if let host = StandInBuilder.hostingWrapper(around: call) {
            // `NSHostingView(rootView: Child())`: a tree of its own, as long-lived as the wrapper.
            let builder = parent.map { "`\(StandInBuilder.displayName($0))`" } ?? "the code at `\(shortPlace)`"
            // A hosting subclass whose `super.init(rootView:)` builds it is named as the class.
            let named = SemanticModel.isHostingType(host) ? ViewConstruction.hostingCall(host) : host
            origin = "as \(builder) builds it, as the root of `\(named)` (in the app that wrapper's own lifetime decides the view's state; the re-renders below are the stand-in's)"
        } else if let parent {
            origin = "as `\(StandInBuilder.displayName(parent))` builds it"
            reRendersAsTheApp = true
        } else if model.roots.contains(where: { $0.kind == .preview && $0.constructions.contains { $0.location == site.location } }) {
            origin = "as the preview at `\(shortPlace)` builds it"
        } else {
            origin = "as the code at `\(shortPlace)` builds it (outside any view body, so in the app no SwiftUI parent re-renders it; the re-renders below are the stand-in's)"
        }
        var made = builder.finish(call: StandInParent.target + tail + injected, role: view.role, origin: origin)
        let isPreview = model.roots.contains { $0.kind == .preview && $0.constructions.contains { $0.location == site.location } }
        if parent == nil, !isPreview {
            made.outsideViewsPlace = Snapshot.place(site.location, in: model)
            made.hostingWrapper = StandInBuilder.hostingWrapper(around: call)
        }
        made.namesFrom = NameOrigin(file: site.location.file, scope: parent?.key ?? site.parentKey)
        made.realParent = parent?.name
        made.realParentKey = parent?.key
        made.reRendersAsTheApp = reRendersAsTheApp
        made.above = site.contexts.compactMap { context in
            if case .injection(let injection) = context, injection.kind != .keyPath { return injection }
            return nil
        }
        made.copied = copiedFromParent
        made.copiedWithValue = copiedFromParent.filter { parent?.property($0)?.initialValue != nil }
        for (_, injection) in injections {
            // An object (`.environmentObject(x)`, `.environment(x)`), not a key path's value.
            guard injection.arguments.count == 1, let value = injection.arguments.first?.value, injection.arguments.first?.label == nil else { continue }
            // Typed as the parent's code sees it; else by the model's record of this injection,
            // typed where the site is (a controller's stored property), when that names a type of
            // the workspace (a type from elsewhere is a guess: `Outside.shared` may be anything).
            let recorded = made.above.first { $0.through.isEmpty && $0.location.file == site.location.file && injection.range.contains($0.location.range.lowerBound) }
            let recordedType = recorded?.type.flatMap { model.resolveType($0, file: site.location.file, scope: nil).isEmpty ? nil : $0 }
            let type = model.writtenType(of: value, file: site.location.file, scope: parent?.key) ?? recordedType
            // Where the object is named (`.environmentObject(model)` at `model`), as injection lists say.
            let place = model.describe(Location(file: site.location.file, range: value.range))
            made.injections.append(StandInParent.Injection(expression: value.squashedText, type: type.map(TypeDeclaration.baseName), place: place.split(separator: "/").last.map(String.init) ?? place))
        }
        return made
    }

    /// A parent that calls the view's initializer with the fewest parameters to fill (or its
    /// memberwise initializer), a placeholder for each.
    private func synthesizedStandIn(for view: ViewType) -> StandInParent? {
        var builder = StandInBuilder(model: model, scope: view.key)
        var arguments: [String] = []
        if !view.initializers.isEmpty {
            let usable = view.initializers.filter { $0.access != .private && $0.access != .fileprivate }
            guard let chosen = (usable.isEmpty ? view.initializers : usable).min(by: { a, b in
                a.parameters.filter { !$0.hasDefault }.count < b.parameters.filter { !$0.hasDefault }.count
            }) else { return nil }
            for parameter in chosen.parameters where !parameter.hasDefault {
                let value = builder.argument(named: parameter.name, type: parameter.type, wrapper: nil)
                arguments.append(parameter.label.map { "\($0): \(value)" } ?? value)
            }
        } else {
            for name in view.memberwiseParameters {
                guard let property = view.property(name), property.initialValue == nil, StandInBuilder.isParameter(property.wrapper) else { continue }
                arguments.append("\(name): " + builder.argument(named: name, type: property.type, wrapper: property.wrapper, generic: view.declaration.genericParameters))
            }
        }
        var made = builder.finish(call: "\(StandInParent.target)(\(arguments.joined(separator: ", ")))", role: view.role, origin: "with placeholder arguments instead of a real call's")
        made.namesFrom = NameOrigin(file: view.declaration.location.file, scope: view.key)
        return made
    }
}

/// Writes a stand-in parent: the properties it holds, then the struct around the call.
private struct StandInBuilder {
    let model: SemanticModel
    var declarations: [String] = []
    var placeholders: [String] = []
    var argumentCount = 0

    /// The type whose code the written types come from (the view or the real parent): nested
    /// names resolve there first.
    var scope: TypeKey?

    init(model: SemanticModel, scope: TypeKey? = nil) {
        self.model = model
        self.scope = scope
    }

    /// Copies a property of the real parent, giving a value to one that has none there (the real
    /// parent's own parent or `init` gives it).
    mutating func copy(_ property: ViewProperty, from parent: ViewType) {
        let text = qualifyingNestedTypes(in: property.node)
        if property.isComputed {
            declarations.append(text)
            return
        }
        switch property.wrapper {
        case .environmentObject, .environmentValue, .environmentObservable, .appStorage, .sceneStorage, .focusState, .namespace, .query, .gestureState:
            declarations.append(text)
            return
        default:
            break
        }
        if property.initialValue != nil && property.wrapper != .binding {
            declarations.append(text)
            return
        }
        let written = property.type ?? ""
        let (value, known) = placeholder(written)
        if !known { placeholders.append(describe(property.name, value, written)) }
        let type = qualified(written, scope: scope)
        switch property.wrapper {
        case .binding:
            // The real parent is handed a binding; here a state of the stand-in's stands for its owner.
            declarations.append("@State var \(property.name): \(type) = \(value)")
        case .stateObject:
            declarations.append("@StateObject var \(property.name): \(type) = \(value)")
        case .observedObject:
            declarations.append("@ObservedObject var \(property.name): \(type) = \(value)")
        case .state:
            declarations.append("@State var \(property.name): \(type) = \(value)")
        case .bindable:
            declarations.append("@Bindable var \(property.name): \(type) = \(value)")
        default:
            declarations.append("var \(property.name): \(type) = \(value)")
        }
    }

    /// The `.environmentObject(…)` and `.environment(…)` modifiers applied to a call's result in
    /// the same chain (`Child().padding().environmentObject(path)`), and the calls given no
    /// arguments at `helperCallsAt` (a helper's that injects), innermost first, each with the
    /// expression it is applied to.
    static func injections(around call: SyntaxNode, helperCallsAt helperCalls: [Int] = []) -> [(base: SyntaxNode, call: SyntaxNode)] {
        let ancestors = Array(call.tree.root.path(to: call.range.lowerBound).reversed())
        var found: [(base: SyntaxNode, call: SyntaxNode)] = []
        var current = call
        for (index, node) in ancestors.enumerated() where node.kind == .memberAccessExpr && node.baseExpression?.index == current.index {
            guard index > 0, let outer = ancestors.dropFirst(index + 1).first, outer.kind == .functionCallExpr, outer.baseExpression?.index == node.index else { break }
            if let name = node.memberName, name == "environmentObject" || name == "environment", outer.trailingClosures.isEmpty { found.append((current, outer)) }
            else if outer.arguments.isEmpty, outer.trailingClosures.isEmpty, helperCalls.contains(where: { node.range.contains($0) }) { found.append((current, outer)) }
            current = outer
        }
        return found
    }

    /// The hosting wrapper a call is the root view of (`NSHostingView` in
    /// `NSHostingView(rootView: Child())`), if any.
    /// The name an argument reads, `item` or `self.viewModel` (a property of a parent that is not
    /// a view, such as a controller); nil for any other expression.
    static func nameRead(by value: SyntaxNode) -> String? {
        if value.kind == .declReferenceExpr { return value.referencedName }
        if value.kind == .memberAccessExpr, value.baseExpression?.squashedText == "self" { return value.memberName }
        return nil
    }

    static func hostingWrapper(around call: SyntaxNode) -> String? {
        let path = call.tree.root.path(to: call.range.lowerBound)
        for ancestor in path.reversed() where ancestor.kind == .functionCallExpr && ancestor.index != call.index {
            guard let name = ancestor.calleeName, ancestor.range.upperBound >= call.range.upperBound else { continue }
            // SwiftUI's wrappers, and a workspace's or package's subclass of one, named as its
            // code names it (`ThemedHostingController`).
            if SemanticModel.isHostingType(name) { return name }
            // `super.init(rootView:)` in a hosting subclass: the class around it is the wrapper.
            if name == "super" || name == "self", ancestor.arguments.contains(where: { $0.label == "rootView" }),
                let type = path.last(where: { $0.kind == .classDecl }).flatMap(SemanticModel.declaredName)
            {
                return type
            }
        }
        return nil
    }

    /// A view's name as a hover writes it: qualified when it is nested (`DownloadTaskView.ContentView`).
    static func displayName(_ view: ViewType) -> String {
        view.key.qualifiedName
    }

    /// Whether a memberwise initializer takes a property with this wrapper (the environment and
    /// SwiftUI's other readers fill theirs).
    static func isParameter(_ wrapper: PropertyWrapper) -> Bool {
        switch wrapper {
        case .environmentObject, .environmentValue, .environmentObservable, .focusState, .namespace, .query, .gestureState, .appStorage, .sceneStorage: return false
        default: return true
        }
    }

    /// A value the real parent has from elsewhere (a loop, a local): a placeholder of its type,
    /// in a `@State` when the call passes a binding to it.
    /// Declares `name` with the value the app's code gives it (a static member, written where
    /// that code is, its types qualified).
    mutating func declareGiven(_ name: String, type: String, value: SyntaxNode, scope: TypeKey) {
        let saved = self.scope
        self.scope = scope
        defer { self.scope = saved }
        declarations.append("let \(name): \(qualified(type, scope: scope)) = \(qualifyingNestedTypes(in: value))")
    }

    /// The initial value of `declaration`'s stored property `name` when it reads nothing of the
    /// instance: a static member of a type (`History.shared`), or a new object given no arguments
    /// (`Visibility()`); nil otherwise.
    static func selfContainedInitialValue(of name: String, in declaration: TypeDeclaration?) -> SyntaxNode? {
        guard let declaration else { return nil }
        func isTypeName(_ node: SyntaxNode?) -> Bool {
            guard let node, node.kind == .declReferenceExpr, let type = node.referencedName else { return false }
            return SyntaxNode.isTypeStyle(type)
        }
        for (_, member) in declaration.members where member.kind == .variableDecl {
            for binding in member.children(.patternBinding) where binding.firstChild?.referencedName == name {
                guard let value = binding.child(.initializerClause)?.children.last else { return nil }
                if value.kind == .memberAccessExpr, isTypeName(value.baseExpression) { return value }
                if value.kind == .functionCallExpr, value.arguments.isEmpty, value.trailingClosures.isEmpty, isTypeName(value.baseExpression ?? value.firstChild) { return value }
                return nil
            }
        }
        return nil
    }

    mutating func declareStandIn(_ name: String, type: String, asState: Bool, scope: TypeKey) {
        // Whatever it is (even `nil` or `0`), the stand-in chose it: the app's call has its own.
        let (value, _) = placeholder(type, scope: scope)
        placeholders.append(describe(name, value, type))
        declarations.append((asState ? "@State var " : "let ") + "\(name): \(qualified(type, scope: scope)) = \(value)")
    }

    /// A declaration's text with each type it names written as the stand-in, declared at the top
    /// level, must write it: `@StateObject var model = Model()` inside `Feature` becomes
    /// `… = Feature.Model()` when `Model` is `Feature.Model` there.
    func qualifyingNestedTypes(in node: SyntaxNode) -> String {
        var text = Array(node.text.utf8)
        let start = node.range.lowerBound
        var edits: [(Range<Int>, String)] = []
        for inner in node.descendantsPostOrder where inner.kind == .declReferenceExpr || inner.kind == .identifierType {
            guard let name = inner.kind == .declReferenceExpr ? inner.referencedName : inner.firstToken?.identifierText,
                SyntaxNode.isTypeStyle(name), inner.range.count == name.utf8.count
            else { continue }
            let qualifiedName = qualified(name, scope: scope)
            if qualifiedName != name { edits.append((inner.range, qualifiedName)) }
        }
        for (range, replacement) in edits.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            text.replaceSubrange((range.lowerBound - start)..<(range.upperBound - start), with: Array(replacement.utf8))
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// A type written in `scope` as the stand-in, declared at the top level, must write it:
    /// `MangaView.ViewModel` for `ViewModel` written inside `MangaView`.
    func qualified(_ written: String, scope: TypeKey?) -> String {
        let type = written.trimmingCharacters(in: .whitespaces)
        guard !type.isEmpty, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), let found = declaration(named: type, scope: scope) else { return written }
        if found.key.rawValue != found.qualifiedName { return written }
        return found.qualifiedName
    }

    /// The argument for a parameter: a binding to a state of the stand-in for a binding, an
    /// object held by the stand-in for an observed object, else a placeholder value.
    mutating func argument(named name: String, type written: String?, wrapper: PropertyWrapper?, generic: Set<String> = []) -> String {
        var type = (written ?? "").trimmingCharacters(in: .whitespaces)
        // An autoclosure takes an expression of its result's type.
        let autoclosure = type.contains("@autoclosure")
        for _ in 0..<4 {
            for prefix in ["@escaping ", "@autoclosure ", "@ViewBuilder ", "@MainActor ", "@Sendable "] where type.hasPrefix(prefix) { type = String(type.dropFirst(prefix.count)) }
        }
        if autoclosure, type.hasPrefix("()"), let arrow = type.range(of: "->") { type = type[arrow.upperBound...].trimmingCharacters(in: .whitespaces) }
        argumentCount += 1
        let holder = "__lifelineArg\(argumentCount)"
        if let closure = closurePlaceholder(type, generic: generic) { return closure }
        if generic.contains(type) {
            // A generic view parameter (`content: Content`): an empty view.
            return "EmptyView()"
        }
        if wrapper == .binding || type.hasPrefix("Binding<") {
            let inner = wrapper == .binding ? type : String(type.dropFirst("Binding<".count).dropLast())
            let (value, known) = placeholder(inner)
            if !known { placeholders.append(describe(name, value, inner)) }
            declarations.append("@State var \(holder): \(inner) = \(value)")
            return "$\(holder)"
        }
        let (value, known) = placeholder(type)
        if let modelClass = declaration(named: type, scope: scope).flatMap({ model.models[$0.key] }), wrapper != .stateObject, value.hasSuffix("()") || value.hasPrefix(Simulation.standInObjectPrefix) {
            // An object passed in: held by the stand-in, as a parent that owns it would.
            placeholders.append(describe(name, value, type) + " held by the stand-in")
            switch modelClass.kind {
            case .observableObject: declarations.append("@StateObject var \(holder) = \(value)")
            case .observable: declarations.append("@State var \(holder) = \(value)")
            case .plain: declarations.append("let \(holder) = \(value)")
            }
            return holder
        }
        if !known { placeholders.append(describe(name, value, type)) }
        return value
    }

    /// A placeholder as a claim names it: "`item` (an unknown `Item`)".
    func describe(_ name: String, _ value: String, _ type: String) -> String {
        if value.hasPrefix(Simulation.standInUnknownPrefix) { return "`\(name)` (an unknown `\(type)`)" }
        // A constant binding to a value the stand-in cannot make (`Binding.constant(<unknown>)`).
        if value.contains(Simulation.standInUnknownPrefix) {
            let bound = type.hasPrefix("Binding<") && type.hasSuffix(">") ? String(type.dropFirst(8).dropLast()) : type
            return "`\(name)` (a constant binding to an unknown `\(bound)`)"
        }
        if value.hasPrefix(Simulation.standInObjectPrefix) { return "`\(name)` (a `\(type)` with only its properties' initial values)" }
        return "`\(name)` (`\(value)`)"
    }

    /// `{ }`, `{ _ in }`, `{ EmptyView() }`… for a function type; nil for other types.
    func closurePlaceholder(_ type: String, generic: Set<String>) -> String? {
        var text = type
        while text.hasPrefix("(") && text.hasSuffix(")?") || text.hasPrefix("(") && text.hasSuffix(")") && !text.contains("->") { text = String(text.dropFirst().dropLast(text.hasSuffix("?") ? 2 : 1)) }
        guard let arrow = text.range(of: "->") else { return nil }
        let parameters = text[..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
        let result = text[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
        var count = 0
        var depth = 0
        var sawSomething = false
        for character in parameters.dropFirst().dropLast() {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "," where depth == 0: count += 1
            default: if !character.isWhitespace { sawSomething = true }
            }
        }
        if sawSomething { count += 1 }
        let head = count == 0 ? "" : Array(repeating: "_", count: count).joined(separator: ", ") + " in "
        let body = generic.contains(result) || result.hasSuffix("View") || result == "Content" ? "EmptyView()" : ""
        return "{ \(head)\(body) }"
    }

    /// A value of a type and whether it is a plain one (a literal, an empty collection, `nil`)
    /// rather than a made-up object or an unknown.
    func placeholder(_ written: String) -> (String, Bool) {
        placeholder(written, scope: scope)
    }

    /// A type as code inside `scope` names it: its nested types and those of the types around it
    /// first (`ViewModel` in `MangaView` is `MangaView.ViewModel`), then the workspace's.
    func declaration(named type: String, scope: TypeKey?) -> TypeDeclaration? {
        // Through the model's resolver, from the scope's declaration (its file, target, module).
        let file = scope.flatMap { model.types[$0]?.location.file } ?? -1
        return model.resolveType(type, file: file, scope: scope).lazy.compactMap { model.types[$0] }.first
    }

    func placeholder(_ written: String, scope: TypeKey?) -> (String, Bool) {
        let type = written.trimmingCharacters(in: .whitespaces)
        if type.hasSuffix("?") || type.hasSuffix("!") { return ("nil", true) }
        switch type {
        case "Bool": return ("false", true)
        case "Int", "Double", "CGFloat", "Float", "UInt", "Int64", "Int32", "Int16", "UInt64", "UInt32", "TimeInterval": return ("0", true)
        case "String", "Substring": return ("\"\"", true)
        case "Date": return ("Date()", true)
        case "UUID": return ("UUID()", true)
        default: break
        }
        if type.hasPrefix("[") && type.hasSuffix("]") { return (type.contains(":") ? "[:]" : "[]", true) }
        if type.hasPrefix("Set<") { return ("[]", true) }
        if type.hasPrefix("Binding<") && type.hasSuffix(">") {
            // A constant binding to a placeholder of the bound type.
            let (inner, known) = placeholder(String(type.dropFirst("Binding<".count).dropLast()), scope: scope)
            return ("Binding.constant(\(inner))", known)
        }
        if let declaration = declaration(named: type, scope: scope) {
            if declaration.kind == .enum {
                let first = declaration.members.lazy.filter { $0.node.kind == .enumCaseDecl }.flatMap { $0.node.children(.enumCaseElement) }
                    .first { $0.child(.parameterClause) == nil }
                if let name = first?.firstToken?.identifierText { return ("\(declaration.key.rawValue).\(name)", false) }
            } else if declaration.kind == .class || declaration.kind == .struct, Snapshot.canMakeWithoutArguments(declaration, in: model) {
                return ("\(declaration.key.rawValue)()", false)
            } else if declaration.kind == .class {
                // Made without an initializer: its identity is what a hover follows.
                return (Simulation.standInObjectPrefix + declaration.key.rawValue.replacingOccurrences(of: ".", with: "__"), false)
            }
        }
        let name = TypeDeclaration.baseName(type).filter { $0.isLetter || $0.isNumber || $0 == "_" }
        return (Simulation.standInUnknownPrefix + (name.isEmpty ? "Value" : name), false)
    }

    /// The parent's source.
    func finish(call: String, role: ViewRole = .view, origin: String) -> StandInParent {
        let name = StandInParent.typeName
        var source = "struct \(name): View {\n"
        source += "    @State var \(StandInParent.tick) = 0\n"
        source += "    @State var \(StandInParent.shown) = true\n"
        for declaration in declarations { source += "    " + declaration + "\n" }
        source += "    var body: some View {\n"
        source += "        VStack {\n"
        source += "            Text(\"\\(\(StandInParent.tick))\")\n"
        source += "            if \(StandInParent.shown) {\n"
        // A view modifier is applied to a view, as `.modifier(…)` does.
        source += "                " + (role == .viewModifier ? "Color.clear.modifier(\(call))" : call) + "\n"
        source += "            }\n"
        source += "        }\n"
        source += "    }\n"
        source += "}\n"
        return StandInParent(source: source, origin: origin, placeholders: placeholders)
    }
}

extension Snapshot {
    /// Whether `T()` makes a value of a workspace class or struct: an initializer whose parameters
    /// all have defaults, or none declared, every stored property with a value, and (a class) a
    /// workspace superclass whose initializers it inherits that `T()` can call.
    static func canMakeWithoutArguments(_ declaration: TypeDeclaration, in model: SemanticModel, depth: Int = 0) -> Bool {
        let initializers = declaration.members.filter { $0.node.kind == .initializerDecl }
        if !initializers.isEmpty {
            return initializers.contains { member in
                let parameters = member.node.child(.functionSignature)?.child(.parameterClause)?.children(.parameter) ?? []
                return parameters.allSatisfy { $0.child(.initializerClause) != nil }
            }
        }
        // A subclass with no initializer of its own has its superclass's.
        if declaration.kind == .class, let superclass = model.superclassDeclaration(of: declaration) {
            guard depth < 8, canMakeWithoutArguments(superclass, in: model, depth: depth + 1) else { return false }
        }
        for member in declaration.members where member.node.kind == .variableDecl {
            if member.node.modifierWords.contains("static") || member.node.modifierWords.contains("class") { continue }
            for binding in member.node.children(.patternBinding) {
                if binding.child(.initializerClause) != nil || binding.child(.accessorBlock) != nil { continue }
                if binding.child(.typeAnnotation)?.squashedText.hasSuffix("?") == true { continue }
                // A wrapper with its own default (`@Published var x: Int` has none; `@Environment` does).
                if member.node.attributeNames.contains(where: { $0 == "Environment" || $0 == "Dependency" || $0 == "Injected" }) { continue }
                return false
            }
        }
        return true
    }
}
