import Syntax

/// One environment injection a helper applies to the content it is given: its kind, its object's
/// type when the model can tell it, and the helpers it came through, outermost first
/// (`withEnvironments()`, then `ThemeModifier`).
public struct HelperInjection: Sendable, Equatable {
    public let kind: EnvironmentInjection.Kind
    public let type: String?
    public let expression: String
    public let through: [String]
    /// The injecting call, inside the innermost helper.
    public let location: Location
    /// The calls of the inner helpers it came through, each inside the helper before it (the
    /// `ThemedHostingController(rootView: self)` inside a `View` extension's property): with
    /// `location`, the places whose injections are counted at the outermost helper's applications.
    var steps: [Location] = []
    /// The places of the same injection in the helper's other branches (`if flag { super.init(rootView:
    /// a) } else { super.init(rootView: b) }`), counted as one injection at its applications.
    var alsoAt: [Location] = []

    init(kind: EnvironmentInjection.Kind, type: String?, expression: String, through: [String], location: Location, steps: [Location] = []) {
        self.kind = kind
        self.type = type
        self.expression = expression
        self.through = through
        self.location = location
        self.steps = steps
    }

    /// The same injection with its object named otherwise (a method's `self` at a call: its receiver).
    func with(expression: String) -> HelperInjection {
        var named = HelperInjection(kind: kind, type: type, expression: expression, through: through, location: location, steps: steps)
        named.alsoAt = alsoAt
        return named
    }

    /// The same injection reached through one more helper, called at `step` as `label`.
    func through(_ label: String, at step: Location) -> HelperInjection {
        var reached = HelperInjection(kind: kind, type: type, expression: expression, through: [label] + through, location: location, steps: [step] + steps)
        reached.alsoAt = alsoAt
        return reached
    }

    /// Every place inside helpers' bodies it passes: the calls of inner helpers and the injecting
    /// call, in each branch.
    var helperPlaces: [Location] { steps + [location] + alsoAt }
}

/// A method given a view to host or present that injects into it (see `HelperSummaries.methods`).
struct MethodHelper: Sendable {
    /// One parameter's argument label (nil for `_`) and whether it has a default value.
    struct Parameter: Sendable, Equatable {
        let label: String?
        let hasDefault: Bool
    }
    let name: String
    let parameters: [Parameter]
    /// The parameter given the view.
    let viewParameter: Int
    /// The other methods of the same name in the same type: when a call fits one of them too, it
    /// picks this one only when its argument is known to be a view.
    let overloads: [[Parameter]]
    /// The declaration.
    let location: Location
    let injections: [HelperInjection]

    /// A function's parameters: each one's label and default, its node and its name inside the body.
    static func parameters(of function: SyntaxNode) -> [(parameter: Parameter, node: SyntaxNode, name: String?)] {
        guard let clause = function.child(.functionSignature)?.child(.parameterClause) else { return [] }
        return clause.children(.parameter).map { node in
            let names = node.directTokens.prefix { $0.kind != .colon }.filter { $0.kind == .identifier || $0.kind == .kwUnderscore }
            let label = names.first.flatMap { $0.kind == .identifier ? $0.identifierText : nil }
            let name = names.last.flatMap { $0.kind == .identifier ? $0.identifierText : nil }
            return (Parameter(label: label, hasDefault: node.child(.initializerClause) != nil), node, name)
        }
    }

    /// The forms an argument that is a key path can take: `\.x`, a name or member holding one, or
    /// a call that makes one.
    static let keyPathForms: [SyntaxKind] = [.keyPathExpr, .declReferenceExpr, .memberAccessExpr, .functionCallExpr, .subscriptCallExpr, .forceUnwrapExpr, .optionalChainingExpr]

    /// Whether a call can be a call of this function: its labels fit the parameters; a key-path
    /// parameter gets one of `keyPathForms` (and, where `typeOf` knows the argument's type, a key
    /// path); a binding or closure parameter gets no literal. `.padding(1)`, `.padding(.vertical)`
    /// and `.padding(size * 0.05)` are SwiftUI's `padding`, never a workspace
    /// `padding(_ keyPath: KeyPath<…>)`.
    static func fits(_ call: SyntaxNode, _ function: SyntaxNode, typeOf: (SyntaxNode) -> String? = { _ in nil }) -> Bool {
        guard function.kind == .functionDecl else { return true }
        let parameters = MethodHelper.parameters(of: function)
        let arguments = call.arguments
        let labels = arguments.map(\.label) + call.trailingClosures.map(\.label)
        guard let assigned = match(labels, trailing: call.trailingClosures.count, to: parameters.map(\.parameter)) else { return false }
        for (position, argument) in arguments.enumerated() where position < assigned.count {
            guard let value = argument.value, let colon = parameters[assigned[position]].node.text.firstIndex(of: ":") else { continue }
            // The parameter's written type, after its name (and before a default value).
            let type = parameters[assigned[position]].node.text[colon...].dropFirst().split(separator: "=").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            let literal = [.integerLiteralExpr, .floatLiteralExpr, .stringLiteralExpr, .booleanLiteralExpr, .arrayExpr, .dictionaryExpr].contains(value.kind)
            // A key path is written `\.x` or held by a name (or made by a call); never a literal, a
            // `.member` of a type, nor arithmetic (`size * 0.05`, `-16`).
            if type.hasPrefix("KeyPath<") || type.hasPrefix("WritableKeyPath<") {
                if !keyPathForms.contains(value.kind) { return false }
                // A name whose type the walk knows is a key path only when that type is one.
                if let known = typeOf(value), !known.hasPrefix("KeyPath<"), !known.hasPrefix("WritableKeyPath<"), !known.hasPrefix("ReferenceWritableKeyPath<") { return false }
            } else if literal, type.hasPrefix("Binding<") || type.contains("->") {
                return false
            }
        }
        return true
    }

    /// Whether a declaration is visible to other modules: `public`, `open` or `package`, itself
    /// or through the extension around it.
    static func isVisibleToOtherModules(_ declaration: SyntaxNode) -> Bool {
        let words: Set<String> = ["public", "open", "package"]
        if declaration.modifierWords.contains(where: words.contains) { return true }
        let around = declaration.tree.root.path(to: declaration.range.lowerBound).last { $0.kind == .extensionDecl && $0.index != declaration.index }
        return around?.modifierWords.contains(where: words.contains) ?? false
    }

    /// Which parameter each argument of a call goes to, in Swift's forward order (labels must
    /// match, a parameter with a default may be skipped, an unlabelled trailing closure takes the
    /// next parameter); nil when the call does not fit.
    static func match(_ labels: [String?], trailing: Int, to parameters: [Parameter]) -> [Int]? {
        var assigned: [Int] = []
        var next = 0
        for (position, label) in labels.enumerated() {
            let isTrailing = position >= labels.count - trailing
            while next < parameters.count {
                if parameters[next].label == label || (isTrailing && label == nil) { break }
                guard parameters[next].hasDefault else { return nil }
                next += 1
            }
            guard next < parameters.count else { return nil }
            assigned.append(next)
            next += 1
        }
        guard parameters[next...].allSatisfy(\.hasDefault) else { return nil }
        return assigned
    }
}

/// What every helper of the workspace applies to its content, summarized once per declaration and
/// applied at each call site, through any depth of helpers: `View` extension methods
/// (`func withEnvironments() -> some View`), `ViewModifier`s and preview modifiers (`body(content:)`),
/// free functions that return a view and are given one, hosting controller subclasses (their
/// initializers: `super.init(rootView: rootView.modifier(Theme()))`) and generic container views
/// (their bodies). Injected objects are typed through the model: new instances, parameters, the
/// helper's own stored properties, globals, static members and member chains (`appState.itemManager`).
struct HelperSummaries: Sendable {
    /// `View` extension methods and free functions, by name (an overload's injections are merged).
    var functions: [String: [HelperInjection]] = [:]
    /// The names among `functions` that are computed properties of a `View` extension
    /// (`var themedUIView: UIView { ThemedHostingController(rootView: self).view }`), read as
    /// `.themedUIView`, not called.
    var properties: Set<String> = []
    /// Modifiers, hosting subclasses and container views, by type key.
    var types: [TypeKey: [HelperInjection]] = [:] {
        didSet { typeNames = Set(types.keys.map(\.simpleName)) }
    }
    /// The simple names of `types`' keys: most calls name no helper, and this says so without resolving.
    private(set) var typeNames: Set<String> = []
    /// Methods of the workspace's types that are given a view and inject into it before hosting or
    /// presenting it (`func push<V: View>(_ view: V) { host(view.environmentObject(self)) }`), by the
    /// type that declares them: their injections apply at each call whose receiver is typed as that
    /// type (or a subclass) and whose arguments pick that overload.
    var methods: [TypeKey: [MethodHelper]] = [:] {
        didSet { methodNames = Set(methods.values.joined().map(\.name)) }
    }
    /// The names of `methods`: most calls name none.
    private(set) var methodNames: Set<String> = []
    /// The `View` extension methods of the workspace, by name, with their declarations: a view
    /// that applies one (`.withSheetDestinations(…)`) builds what its body builds.
    var viewExtensions: [String: [(file: Int, node: SyntaxNode)]] = [:]

    /// The classes the workspace makes its scenes' delegates (`configuration.delegateClass =
    /// SceneDelegate.self`, in an app delegate's `application(_:configurationForConnecting:options:)`),
    /// by key, with the assignment: in an app with the SwiftUI life cycle and an app delegate adaptor,
    /// SwiftUI puts an observable scene delegate in its scenes' environment.
    var sceneDelegates: [(key: TypeKey, location: Location)] = []

    /// The injections of the helper types a name written at a place resolves to.
    func injections(ofType written: String, file: Int, scope: TypeKey?, in model: PartialModel) -> [HelperInjection] {
        guard !types.isEmpty, typeNames.contains(TypeDeclaration.baseName(written)) else { return [] }
        return model.resolveType(written, file: file, scope: scope).flatMap { types[$0] ?? [] }
    }

    static let depthLimit = 8

    /// Modifiers whose closures build another hierarchy than the view they modify: a presentation's
    /// content, a navigation destination.
    static let elsewhere: Set<String> = BodyWalker.presentations.union(["navigationDestination"])

    /// Whether a call in a helper's body sits in the content of a presentation or a navigation
    /// destination the helper sets up (`self.sheet(item: $d) { d in d.view.withEnvironments() }`):
    /// what it injects reaches the presented view, not the helper's content.
    static func isPresented(_ call: SyntaxNode, within helper: SyntaxNode) -> Bool {
        let offset = call.range.lowerBound
        for outer in helper.tree.root.path(to: offset) where outer.kind == .functionCallExpr && helper.range.contains(outer.range.lowerBound) {
            guard outer.range != call.range, let name = outer.calleeName, elsewhere.contains(name) else { continue }
            let closures = outer.trailingClosures.map(\.closure) + outer.arguments.compactMap(\.value).filter { $0.kind == .closureExpr }
            if closures.contains(where: { $0.range.contains(offset) }) { return true }
        }
        return false
    }

    /// Whether a view is generic over a `View` (`<Content: View>`, `where Content: View`) and holds
    /// one through a stored property whose type names it (`let content: Content`,
    /// `@ViewBuilder var content: () -> Content`).
    static func holdsGivenView(_ declaration: TypeDeclaration) -> Bool {
        let views = viewParameters(of: declaration.node)
        guard !views.isEmpty else { return false }
        for (_, member) in declaration.members where member.kind == .variableDecl {
            for binding in member.children(.patternBinding) {
                guard let type = binding.child(.typeAnnotation)?.children.last, names(type, oneOf: views) else { continue }
                return true
            }
        }
        return false
    }

    /// The stored properties through which a container holds the view it is given (`let content:
    /// Content`, `@ViewBuilder var label: () -> Label`).
    static func givenViewProperties(_ declaration: TypeDeclaration) -> Set<String> {
        let views = viewParameters(of: declaration.node)
        var names: Set<String> = []
        for (_, member) in declaration.members where member.kind == .variableDecl {
            for binding in member.children(.patternBinding) {
                guard let type = binding.child(.typeAnnotation)?.children.last, self.names(type, oneOf: views),
                    let name = binding.child(.identifierPattern)?.referencedName
                else { continue }
                names.insert(name)
            }
        }
        return names
    }

    /// Whether what a modifier call modifies mentions one of `names` (`content.environmentObject(x)`,
    /// `VStack { content() }.environmentObject(x)`, `self.label.themed()`).
    /// A container's call (`Themed { content }`, `Wrapper(content: content)`) reaches the view when
    /// its arguments mention one.
    static func receiverMentions(_ call: SyntaxNode, _ names: Set<String>) -> Bool {
        guard let callee = call.baseExpression ?? call.firstChild else { return false }
        var parts: [SyntaxNode]
        if callee.kind == .memberAccessExpr, let receiver = callee.baseExpression {
            parts = [receiver]
        } else {
            parts = call.arguments.compactMap(\.value) + call.trailingClosures.map(\.closure)
        }
        for part in parts {
            for node in [part] + part.descendants(.declReferenceExpr) + part.descendants(.memberAccessExpr) {
                if node.kind == .declReferenceExpr, let name = node.referencedName, names.contains(name) { return true }
                if node.kind == .memberAccessExpr, node.baseExpression?.firstToken?.kind == .kwSelf, let name = node.memberName, names.contains(name) { return true }
            }
        }
        return false
    }

    /// Whether an initializer is given a view: a parameter whose type names one of `views`
    /// (`init(rootView: Content)`).
    static func takesGivenView(_ initializer: SyntaxNode, views: Set<String>) -> Bool {
        guard let clause = initializer.child(.functionSignature)?.child(.parameterClause) else { return false }
        for parameter in clause.children(.parameter) {
            for type in parameter.children where type.kind == .identifierType || type.kind == .functionType || type.kind == .attributedType {
                if names(type, oneOf: views) { return true }
            }
        }
        return false
    }

    /// Whether a parameter is given a view: its type is one of `views` (the function's generic
    /// parameters constrained to `View`), `some View`, `any View` or `AnyView`, or a closure
    /// returning one of those.
    static func isGivenView(_ parameter: SyntaxNode, views: Set<String>) -> Bool {
        for type in parameter.children where type.kind != .attributeList && type.kind != .initializerClause {
            let written = type.squashedText
            if ["some View", "any View", "AnyView", "some SwiftUI.View", "SwiftUI.AnyView"].contains(written) { return true }
            if written.hasSuffix("-> some View") || written.hasSuffix("-> AnyView") { return true }
            if names(type, oneOf: views) { return true }
        }
        return false
    }

    /// Whether a call's chain of receivers starts at the local `name`: `name.environmentObject(x)`,
    /// `name().padding().themed()`, `name.modifier(M())`.
    static func chainStarts(at name: String, _ call: SyntaxNode) -> Bool {
        var node = call
        for _ in 0..<64 {
            switch node.kind {
            case .functionCallExpr:
                guard let callee = node.baseExpression ?? node.firstChild else { return false }
                // The call of the closure itself (`name()`), or a method of what comes before.
                if callee.kind == .declReferenceExpr { return callee.referencedName == name && node.index != call.index }
                node = callee
            case .memberAccessExpr:
                guard let base = node.baseExpression else { return false }
                node = base
            case .declReferenceExpr:
                return node.referencedName == name && node.localDeclaration(of: name)?.kind == .parameter
            case .optionalChainingExpr, .forceUnwrapExpr, .tupleExpr:
                guard let inner = node.firstChild else { return false }
                node = inner
            default:
                return false
            }
        }
        return false
    }

    /// Whether a written type names one of `names` (`Content`, `() -> Content`).
    static func names(_ type: SyntaxNode, oneOf names: Set<String>) -> Bool {
        for named in [type] + type.descendants(.identifierType) where named.kind == .identifierType {
            if let name = named.firstToken?.identifierText, names.contains(name) { return true }
        }
        return false
    }

    /// The generic parameters of a declaration constrained to `View` (`<Content: View>`,
    /// `where Content: View`).
    static func viewParameters(of node: SyntaxNode) -> Set<String> {
        guard let clause = node.child(.genericParameterClause) else { return [] }
        var views: Set<String> = []
        for parameter in clause.children(.genericParameter) {
            guard let name = parameter.token(.identifier)?.identifierText else { continue }
            for constraint in parameter.children where constraint.kind == .identifierType || constraint.kind == .memberType {
                if Builder.viewProtocols.contains(TypeDeclaration.baseName(constraint.squashedText)) { views.insert(name) }
            }
        }
        for requirement in node.child(.genericWhereClause)?.children(.genericRequirement) ?? [] {
            var parts: [SyntaxNode] = []
            for child in requirement.children where child.kind == .identifierType || child.kind == .memberType { parts.append(child) }
            if parts.count == 2, Builder.viewProtocols.contains(TypeDeclaration.baseName(parts[1].squashedText)) { views.insert(parts[0].squashedText) }
        }
        return views
    }

    /// Whether a hosting subclass's initializer hands on a view its caller gives as (part of) its
    /// root: `init(rootView: Content) { super.init(rootView: Themed(content: rootView)) }`. Only
    /// then does what it injects reach the caller's view. One that builds its own root
    /// (`init(source:) { super.init(rootView: Search().environmentObject(model)) }`) injects into
    /// that root alone, which is a root of its own (see `hostingRoots`), whoever makes the class.
    ///
    /// A parameter hands on a view when its type is one: a generic parameter constrained to `View`
    /// (the class's, `views`, or the initializer's), `some View`, `AnyView`, or a view the model
    /// knows (`isView`). Another parameter used in the root (`displayMode: mode`) is data for a
    /// root the class builds itself.
    static func passesParameterToRoot(_ initializer: SyntaxNode, views: Set<String>, isView: (String) -> Bool) -> Bool {
        let generic = views.union(viewParameters(of: initializer))
        let names = Set(MethodHelper.parameters(of: initializer).compactMap { parameter -> String? in
            guard let name = parameter.name else { return nil }
            if isGivenView(parameter.node, views: generic) { return name }
            let written = parameter.node.children.first { $0.kind != .attributeList && $0.kind != .initializerClause }?.squashedText
            return written.map { isView(TypeDeclaration.baseName($0)) } == true ? name : nil
        })
        guard !names.isEmpty, let body = initializer.child(.codeBlock) else { return false }
        for call in body.descendants(.functionCallExpr) {
            guard let callee = call.firstChild, callee.kind == .memberAccessExpr, callee.memberName == "init",
                let base = callee.baseExpression, base.kind == .superExpr || base.firstToken?.kind == .kwSelf || base.squashedText == "self"
            else { continue }
            let arguments = call.arguments
            guard let root = (arguments.first { $0.label == "rootView" } ?? arguments.first { $0.label == nil })?.value else { continue }
            if ([root] + root.descendants(.declReferenceExpr)).contains(where: { $0.kind == .declReferenceExpr && $0.referencedName.map(names.contains) == true }) {
                return true
            }
        }
        return false
    }
}

extension Builder {
    /// The helpers' summaries, computed once: each helper's own injections and those of the helpers
    /// it calls, with a cycle guard.
    func helperSummaries(_ partial: PartialModel) -> HelperSummaries {
        // The helpers and their bodies.
        var extensionMethods: [String: [(file: Int, node: SyntaxNode)]] = [:]
        var propertyNames: Set<String> = []
        for item in extensions where Builder.viewProtocols.contains(TypeDeclaration.baseName(item.extended)) {
            var members: [(file: Int, node: SyntaxNode)] = []
            if let block = item.node.child(.memberBlock) { Builder.flattenMembers(block, into: &members, file: item.file) }
            for (file, member) in members {
                if member.kind == .functionDecl, let name = Builder.declaredName(member) {
                    extensionMethods[name, default: []].append((file, member))
                } else if member.kind == .variableDecl, !member.modifierWords.contains("static"),
                    let binding = member.child(.patternBinding), binding.child(.accessorBlock) != nil,
                    let name = binding.child(.identifierPattern)?.referencedName
                {
                    // A computed property: its getter wraps `self` as a method's body does.
                    extensionMethods[name, default: []].append((file, member))
                    propertyNames.insert(name)
                }
            }
        }
        var freeFunctions: [String: [(file: Int, node: SyntaxNode)]] = [:]
        for (index, file) in files.enumerated() {
            for item in file.tree.root.children where item.kind == .functionDecl {
                // Only functions given a view and giving one back can apply modifiers to content.
                guard let name = Builder.declaredName(item), let result = item.child(.functionSignature)?.firstDescendant(.returnClause)?.squashedText,
                    Builder.namesView(result, viewNames: partial.viewNames)
                else { continue }
                freeFunctions[name, default: []].append((index, item))
            }
        }
        var typeBodies: [TypeKey: [(file: Int, node: SyntaxNode)]] = [:]
        // The names through which a container's body or a modifier's `body(content:)` reaches the
        // view it is given (`content`, `label`).
        var givenContent: [TypeKey: Set<String>] = [:]
        // A hosting subclass's superclass, when the workspace declares it: `super.init(rootView:)`
        // runs that class's initializer, and a subclass with no initializer of its own inherits them.
        var hostingSuperclass: [TypeKey: TypeKey] = [:]
        var declaresInitializer: Set<TypeKey> = []
        func isView(_ name: String) -> Bool { partial.viewNames.contains(name) || KnownTypes.swiftUIContainers.contains(name) }
        for key in order {
            guard let declaration = types[key] else { continue }
            let isModifier = declaration.conforms(to: "ViewModifier") || declaration.conforms(to: "PreviewModifier")
            let isHosting = partial.isHostingClass(declaration)
            // A container is given its content: a view generic over a `View` it holds (`Content`,
            // `() -> Content`). A view generic over something else (a data provider) injects into
            // its own subviews only, where it is written.
            let isContainer = partial.viewKeys.contains(key) && HelperSummaries.holdsGivenView(declaration)
            // A class generic over a `View` that is given one to host (a navigation controller
            // built with `init(rootView: Content)`): what its initializer injects reaches that view.
            let givenViews = declaration.kind == .class && !isHosting ? HelperSummaries.viewParameters(of: declaration.node) : []
            guard isModifier || isHosting || isContainer || !givenViews.isEmpty else { continue }
            let classViews = isHosting ? HelperSummaries.viewParameters(of: declaration.node) : []
            var bodies: [(file: Int, node: SyntaxNode)] = []
            if isContainer {
                givenContent[key] = HelperSummaries.givenViewProperties(declaration)
            }
            for (file, member) in declaration.members {
                switch member.kind {
                case .functionDecl where isModifier && Builder.declaredName(member) == "body":
                    bodies.append((file, member))
                    // `body(content:)`: what it injects reaches the modified view through `content`.
                    if let content = MethodHelper.parameters(of: member).first?.name { givenContent[key, default: []].insert(content) }
                case .initializerDecl where isHosting && HelperSummaries.passesParameterToRoot(member, views: classViews, isView: isView): bodies.append((file, member))
                case .initializerDecl where !givenViews.isEmpty && HelperSummaries.takesGivenView(member, views: givenViews): bodies.append((file, member))
                case .variableDecl where isContainer && ViewAnalyzer.bindingNames(member).contains("body"): bodies.append((file, member))
                default: continue
                }
            }
            if isHosting, let written = declaration.inherits.first,
                let superclass = partial.resolveType(written, file: declaration.location.file, scope: SemanticModel.enclosingScope(of: key)).first(where: { $0 != key })
            {
                hostingSuperclass[key] = superclass
                typeBodies[key] = bodies
            }
            if declaration.members.contains(where: { $0.node.kind == .initializerDecl }) { declaresInitializer.insert(key) }
            if !bodies.isEmpty { typeBodies[key] = bodies }
        }

        var summaries = HelperSummaries()
        var done: Set<String> = []
        var visiting: Set<String> = []

        func summarize(_ id: String, _ bodies: [(file: Int, node: SyntaxNode)], owner: TypeKey?, depth: Int) -> [HelperInjection] {
            var found: [HelperInjection] = []
            // A helper that calls another in several branches injects its objects once each.
            var seen: Set<String> = []
            // A container's or a modifier's own subviews are not the content it is given: what it
            // injects into them counts where it is written, like any view's.
            let given = owner.flatMap { givenContent[$0] }
            for (file, node) in bodies {
                var typer = ExpressionTyper(model: partial, file: file, scope: owner)
                typer.parameters = ExpressionTyper.parameterTypes(of: node)
                if let owner, let declaration = types[owner] { typer.properties = ExpressionTyper.storedPropertyTypes(of: declaration) }
                for call in node.descendants(.functionCallExpr) {
                    let made = injections(of: call, typer: typer, file: file, depth: depth)
                    // Most calls inject nothing: where a call sits is asked only of those that do.
                    if made.isEmpty || HelperSummaries.isPresented(call, within: node) { continue }
                    if let given, !HelperSummaries.receiverMentions(call, given) { continue }
                    for injection in made {
                        let key = "\(injection.kind)|\(injection.type ?? "?")|\(injection.expression)|\(injection.through.joined(separator: ">"))"
                        if seen.insert(key).inserted {
                            found.append(injection)
                        } else if let kept = found.firstIndex(where: { "\($0.kind)|\($0.type ?? "?")|\($0.expression)|\($0.through.joined(separator: ">"))" == key }) {
                            // The same object injected in another branch: one injection, whose places are both.
                            found[kept].alsoAt += injection.helperPlaces
                        }
                    }
                }
            }
            return found
        }

        func summary(function name: String, depth: Int) -> [HelperInjection] {
            let id = "func " + name
            if done.contains(id) { return summaries.functions[name] ?? [] }
            guard depth < HelperSummaries.depthLimit, !visiting.contains(id) else { return [] }
            visiting.insert(id)
            let bodies = (extensionMethods[name] ?? []) + (freeFunctions[name] ?? [])
            let found = summarize(id, bodies, owner: nil, depth: depth)
            visiting.remove(id)
            done.insert(id)
            if !found.isEmpty { summaries.functions[name] = found }
            return found
        }

        func summary(type key: TypeKey, depth: Int) -> [HelperInjection] {
            let id = "type " + key.rawValue
            if done.contains(id) { return summaries.types[key] ?? [] }
            guard depth < HelperSummaries.depthLimit, !visiting.contains(id), let bodies = typeBodies[key] else { return [] }
            visiting.insert(id)
            var found = summarize(id, bodies, owner: key, depth: depth)
            // No initializer of its own: `Sub(rootView:)` is the superclass's, with what it injects.
            if !declaresInitializer.contains(key), let superclass = hostingSuperclass[key] { found += summary(type: superclass, depth: depth + 1) }
            visiting.remove(id)
            done.insert(id)
            if !found.isEmpty { summaries.types[key] = found }
            return found
        }

        /// What one call in a helper's body injects: directly, or through another helper.
        func injections(of call: SyntaxNode, typer: ExpressionTyper, file: Int, depth: Int) -> [HelperInjection] {
            guard let name = call.calleeName else { return [] }
            let arguments = call.arguments
            let location = Location(file: file, range: call.range)
            func through(_ label: String, _ inner: [HelperInjection]) -> [HelperInjection] {
                inner.map { $0.through(label, at: location) }
            }
            switch name {
            case "environmentObject", "environment":
                guard let value = arguments.last?.value else { return [] }
                // `.environment(\.key, value)` (or with the value as a trailing closure) sets a
                // value, not an object.
                if name == "environment" && (arguments.count != 1 || arguments.first?.value?.kind == .keyPathExpr) { return [] }
                let type = typer.type(of: value).map { typer.unspecialized(ExpressionTyper.normalized($0)) }
                return [HelperInjection(kind: name == "environmentObject" ? .environmentObject : .observable, type: type, expression: value.squashedText, through: [], location: location)]
            case "modifier":
                guard let value = arguments.first?.value, let written = typer.type(of: value) else { return [] }
                let keys = partial.resolveType(written, file: file, scope: typer.scope)
                return keys.flatMap { through(TypeDeclaration.baseName(written), summary(type: $0, depth: depth + 1)) }
            case "super":
                // `super.init(rootView: …)` in a hosting subclass: the superclass's initializer.
                guard let owner = typer.scope, let superclass = hostingSuperclass[owner] else { return [] }
                return through(superclass.simpleName + "(…)", summary(type: superclass, depth: depth + 1))
            default:
                guard let callee = call.baseExpression ?? call.children.first else { return [] }
                // `.designTime()` alone, as an argument, is a static member of the type the argument
                // must be (`AppPreferences.designTime()`), never a `View` extension method.
                if callee.kind == .implicitMemberExpr { return [] }
                if callee.kind == .memberAccessExpr || (callee.kind == .declReferenceExpr && name.first?.isLowercase == true) {
                    // A `View` extension method (`content.themed()`), or a free function given a view;
                    // not a static method of a type that has the same name (`Workflow.designTime()`).
                    guard extensionMethods[name] != nil || freeFunctions[name] != nil else { return [] }
                    if callee.kind == .memberAccessExpr, let base = callee.baseExpression, ExpressionTyper.namesType(base) { return [] }
                    return through(name + "()", summary(function: name, depth: depth + 1))
                }
                // A container view or hosting subclass of the workspace wrapping what it is given.
                guard SyntaxNode.isTypeStyle(name), let written = SyntaxNode.writtenTypeName(of: callee) else { return [] }
                let keys = partial.resolveType(written, file: file, scope: typer.scope).filter { typeBodies[$0] != nil }
                return keys.flatMap { through(name + "(…)", summary(type: $0, depth: depth + 1)) }
            }
        }

        for name in extensionMethods.keys.sorted() { _ = summary(function: name, depth: 0) }
        for name in freeFunctions.keys.sorted() { _ = summary(function: name, depth: 0) }
        for key in typeBodies.keys.sorted() { _ = summary(type: key, depth: 0) }
        let methods = summarizeMethods(partial: partial) { call, typer, file in injections(of: call, typer: typer, file: file, depth: 1) }
        summaries.methods = methods
        summaries.properties = propertyNames.filter { summaries.functions[$0] != nil }
        summaries.sceneDelegates = sceneDelegates(partial)
        summaries.viewExtensions = extensionMethods.mapValues { $0.filter { $0.node.kind == .functionDecl && !$0.node.modifierWords.contains("static") } }.filter { !$0.value.isEmpty }
        return summaries
    }

    /// The methods of the workspace's types given a view (a parameter whose type is the method's
    /// generic parameter constrained to `View`, `some View`, `any View` or `AnyView`, or a closure
    /// returning one) that inject into that view: the calls whose chain starts at the parameter
    /// (`view.environmentObject(self)`, `content().themed()`). What a method injects into views it
    /// builds itself stays where it is written.
    func summarizeMethods(
        partial: PartialModel, injections: (SyntaxNode, ExpressionTyper, Int) -> [HelperInjection]
    ) -> [TypeKey: [MethodHelper]] {
        // Every method given a view, with what it injects into that view directly.
        struct Candidate {
            let key: TypeKey
            let file: Int
            let body: SyntaxNode
            let given: String
            let typer: ExpressionTyper
            var helper: MethodHelper
        }
        var candidates: [Candidate] = []
        for key in order {
            guard let declaration = types[key] else { continue }
            let functions = declaration.members.filter { $0.node.kind == .functionDecl && !$0.node.modifierWords.contains("static") }
            // Most methods take no view: their parameter lists are searched as bytes, with no text made.
            let marker = Array("View".utf8)
            guard functions.contains(where: { function in
                guard let clause = function.node.child(.functionSignature)?.child(.parameterClause) else { return false }
                return function.node.tree.source.contains(marker, in: clause.range)
            }) else { continue }
            for (file, function) in functions {
                guard let name = Builder.declaredName(function), let body = function.child(.codeBlock) else { continue }
                let views = HelperSummaries.viewParameters(of: function)
                let parameters = MethodHelper.parameters(of: function)
                guard let viewIndex = parameters.firstIndex(where: { HelperSummaries.isGivenView($0.node, views: views) }),
                    let given = parameters[viewIndex].name
                else { continue }
                var typer = ExpressionTyper(model: partial, file: file, scope: key)
                typer.parameters = ExpressionTyper.parameterTypes(of: function)
                typer.properties = ExpressionTyper.storedPropertyTypes(of: declaration)
                var made: [HelperInjection] = []
                for call in body.descendants(.functionCallExpr) where HelperSummaries.chainStarts(at: given, call) {
                    made += injections(call, typer, file)
                }
                let overloads = functions.filter { $0.node.range != function.range && Builder.declaredName($0.node) == name }
                    .map { MethodHelper.parameters(of: $0.node).map(\.parameter) }
                let helper = MethodHelper(
                    name: name, parameters: parameters.map(\.parameter), viewParameter: viewIndex, overloads: overloads,
                    location: Location(file: file, range: function.range), injections: made)
                candidates.append(Candidate(key: key, file: file, body: body, given: given, typer: typer, helper: helper))
            }
        }
        // A method that hands the view it is given to another that injects into it
        // (`open(_ content:) { createWindow(content) }`) injects the same, through that call: to
        // a fixed point, bounded by the helpers' depth.
        func helper(named name: String, on key: TypeKey, argument position: Int, labels: [String?], trailing: Int) -> MethodHelper? {
            var current: TypeKey? = key
            var visited: Set<TypeKey> = []
            while let type = current, visited.insert(type).inserted {
                for candidate in candidates where candidate.key == type && candidate.helper.name == name && !candidate.helper.injections.isEmpty {
                    if let assigned = MethodHelper.match(labels, trailing: trailing, to: candidate.helper.parameters), position < assigned.count,
                        assigned[position] == candidate.helper.viewParameter
                    {
                        return candidate.helper
                    }
                }
                current = types[type].flatMap { partial.superclass(of: $0)?.key }
            }
            return nil
        }
        for _ in 0..<HelperSummaries.depthLimit {
            var changed = false
            for index in candidates.indices {
                let candidate = candidates[index]
                var added: [HelperInjection] = []
                for call in candidate.body.descendants(.functionCallExpr) {
                    guard let name = call.calleeName, let callee = call.baseExpression ?? call.firstChild else { continue }
                    let values = call.arguments.map(\.value) + call.trailingClosures.map { Optional($0.closure) }
                    guard let position = values.firstIndex(where: { $0?.kind == .declReferenceExpr && $0?.referencedName == candidate.given }) else { continue }
                    var keys: [TypeKey] = []
                    var receiver = "self"
                    if callee.kind == .declReferenceExpr {
                        keys = [candidate.key]
                    } else if callee.kind == .memberAccessExpr, let base = callee.baseExpression, !ExpressionTyper.namesType(base),
                        let written = candidate.typer.type(of: base).map(ExpressionTyper.normalized)
                    {
                        keys = partial.resolveType(written, file: candidate.file, scope: candidate.key)
                        if base.kind != .declReferenceExpr || base.firstToken?.kind != .kwSelf { receiver = base.squashedText }
                    }
                    let labels = call.arguments.map(\.label) + call.trailingClosures.map(\.label)
                    for key in keys {
                        guard let inner = helper(named: name, on: key, argument: position, labels: labels, trailing: call.trailingClosures.count),
                            inner.location != candidate.helper.location
                        else { continue }
                        for injection in inner.injections {
                            let named = injection.expression == "self" ? injection.with(expression: receiver) : injection
                            added.append(named.through("." + name + "(…)", at: Location(file: candidate.file, range: call.range)))
                        }
                    }
                }
                let fresh = added.filter { new in !candidate.helper.injections.contains { $0.location == new.location && $0.kind == new.kind } }
                guard !fresh.isEmpty else { continue }
                let old = candidate.helper
                candidates[index].helper = MethodHelper(
                    name: old.name, parameters: old.parameters, viewParameter: old.viewParameter, overloads: old.overloads, location: old.location,
                    injections: old.injections + fresh)
                changed = true
            }
            if !changed { break }
        }
        var methods: [TypeKey: [MethodHelper]] = [:]
        for candidate in candidates where !candidate.helper.injections.isEmpty { methods[candidate.key, default: []].append(candidate.helper) }
        return methods
    }

    /// Every `x.delegateClass = T.self` of compiled code, with the class it names resolved where it
    /// is written (files that do not say `delegateClass` are not walked).
    func sceneDelegates(_ partial: PartialModel) -> [(key: TypeKey, location: Location)] {
        let marker = Array("delegateClass".utf8)
        var found: [(key: TypeKey, location: Location)] = []
        for (index, file) in files.enumerated() where file.tree.source.contains(marker) {
            if index < coverage.count, coverage[index] == .noTarget { continue }
            for sequence in file.tree.root.descendants(.sequenceExpr) {
                let parts = sequence.children
                guard parts.count == 3, parts[1].kind == .assignmentExpr, parts[0].kind == .memberAccessExpr, parts[0].memberName == "delegateClass",
                    parts[2].kind == .memberAccessExpr, parts[2].lastToken?.kind == .kwSelf,
                    let base = parts[2].baseExpression, let written = SyntaxNode.writtenTypeName(of: base)
                else { continue }
                // Resolved from the type around it (an app delegate may nest its scene delegate).
                let around = file.tree.root.path(to: sequence.range.lowerBound).last { [.classDecl, .structDecl, .enumDecl, .actorDecl].contains($0.kind) }
                let scope = around.flatMap { node in order.first { types[$0]?.location.file == index && types[$0]?.location.range.lowerBound == node.range.lowerBound } }
                for key in partial.resolveType(written, file: index, scope: scope) {
                    found.append((key, Location(file: index, range: parts[2].range)))
                }
            }
        }
        return found
    }
}

/// The type of an expression written in a body, as far as the model tells it: a new instance
/// (`Theme()`, `Box<Int>()`), a cast (`x as Theme`), a parameter, a local, a stored property of the
/// enclosing type (`theme`, `self.theme`), a top-level global, a static member (`Theme.shared`: the
/// member's declared type, else its type) and member chains (`appState.itemManager`) through the
/// stored properties of the types on the way. Nil when it cannot tell.
struct ExpressionTyper {
    let model: PartialModel
    let file: Int
    /// The key of the enclosing type (nil at the top level or in an extension of a type from elsewhere).
    let scope: TypeKey?
    var parameters: [String: String] = [:]
    var properties: [String: String] = [:]

    init(model: PartialModel, file: Int, scope: TypeKey?) {
        self.model = model
        self.file = file
        self.scope = scope
    }

    func type(of expression: SyntaxNode, depth: Int = 0) -> String? {
        guard depth < 16 else { return nil }
        var node = expression
        while [.tryExpr, .awaitExpr, .forceUnwrapExpr, .optionalChainingExpr].contains(node.kind), let inner = node.children.first(where: { !$0.isMissing }) {
            node = inner
        }
        switch node.kind {
        case .functionCallExpr:
            guard let callee = node.baseExpression ?? node.children.first else { return nil }
            switch callee.kind {
            case .declReferenceExpr, .genericSpecializationExpr:
                guard let name = SyntaxNode.name(of: callee), SyntaxNode.isTypeStyle(name) else { return nil }
                return callee.kind == .genericSpecializationExpr ? callee.squashedText : name
            case .memberAccessExpr:
                if callee.memberName == "init", let base = callee.baseExpression { return base.squashedText }
                if let member = callee.memberName, SyntaxNode.isTypeStyle(member) { return callee.squashedText }
                // `provider.controller(for: id)`: the method's declared result, in the type the base has.
                if let member = callee.memberName, let base = callee.baseExpression { return methodResult(member, on: base, depth: depth + 1) }
                return nil
            default:
                return nil
            }
        case .subscriptCallExpr:
            // `sessions[id]`: the element of an array, the value of a dictionary.
            guard let base = node.children.first, let collection = type(of: base, depth: depth + 1) else { return nil }
            return ExpressionTyper.elementType(of: collection)
        case .asExpr:
            return node.children.last(where: { !$0.isMissing })?.squashedText.trimmingSuffixMarks
        case .tupleExpr:
            let elements = node.child(.argumentList)?.children(.labeledExpr) ?? []
            guard elements.count == 1, let inner = elements.first?.children.first else { return nil }
            return type(of: inner, depth: depth + 1)
        case .sequenceExpr:
            // `x as T`: the cast's type.
            if let cast = node.children.last, cast.kind == .asExpr { return type(of: cast, depth: depth + 1) }
            return nil
        case .declReferenceExpr:
            // `self` in a class's method (`.environmentObject(self)`): the class.
            if node.firstToken?.kind == .kwSelf, node.referencedName == nil || node.referencedName == "self" { return scope.flatMap { model.types[$0]?.qualifiedName } }
            guard let name = node.referencedName else { return nil }
            if let parameter = parameters[name] { return parameter }
            // A local where it is written (a `let`, an `if let`/`guard let`, a parameter): its type
            // or its value's; a closure's parameter without a type hides the property it is named like.
            if let declared = node.localDeclaration(of: name) {
                if let type = declared.type { return concrete(type) }
                // `guard let x = x`: the `x` outside, unwrapped, as for `guard let x`.
                let shorthand = declared.value.map { $0.kind == .declReferenceExpr && $0.referencedName == name } ?? false
                if !shorthand, let value = declared.value { return type(of: value, depth: depth + 1) }
                if declared.kind == .optionalBinding || shorthand, let outer = declared.node.localDeclaration(of: name) {
                    return outer.type.flatMap(concrete) ?? outer.value.flatMap { type(of: $0, depth: depth + 1) }
                }
                if let binding = declared.node.casePatternBinding { return associatedValueType(binding, depth: depth + 1) }
                if declared.kind != .optionalBinding && !shorthand { return nil }
            }
            if let property = properties[name] { return property }
            return model.globalTypes[name]
        case .memberAccessExpr:
            guard let member = node.memberName, let base = node.baseExpression else { return nil }
            if base.kind == .declReferenceExpr, base.firstToken?.kind == .kwSelf { return properties[member] }
            // `Theme.shared`: a static member of a type the model knows, typed by its declaration;
            // a member the model cannot read is not assumed to be of its type.
            if base.kind == .declReferenceExpr, let name = base.referencedName, SyntaxNode.isTypeStyle(name),
                parameters[name] == nil, properties[name] == nil
            {
                return model.staticMemberType(of: base.squashedText, member: member, file: file, scope: scope)
            }
            guard let baseType = type(of: base, depth: depth + 1) else { return nil }
            return model.memberType(of: baseType, member: member, file: file, scope: scope)
        default:
            return nil
        }
    }

    /// A type without generic arguments that name a generic parameter of the type around the code
    /// (`Box<Value>` inside `Slider<Value>` is whichever `Box` a caller specializes): an object of
    /// it may be any specialization. Other types as they are.
    func unspecialized(_ written: String) -> String {
        guard let scope, let parameters = model.types[scope]?.genericParameters, !parameters.isEmpty,
            let arguments = SemanticModel.genericArguments(written)
        else { return written }
        let names = arguments.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init)
        return names.contains(where: parameters.contains) ? TypeDeclaration.withoutGenericArguments(written) : written
    }

    /// What subscripting a collection type written `[T]`, `[K: V]`, `Array<T>` or `Dictionary<K, V>`
    /// gives (`T`, `V`); nil for any other type.
    static func elementType(of collection: String) -> String? {
        var text = collection.filter { $0 != " " }
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        var inside: Substring
        if text.hasPrefix("["), text.hasSuffix("]") {
            inside = text.dropFirst().dropLast()
        } else if text.hasPrefix("Array<") || text.hasPrefix("Dictionary<"), text.hasSuffix(">"), let open = text.firstIndex(of: "<") {
            inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        } else {
            return nil
        }
        // The part after the top-level `:` (or `,` in `Dictionary<K, V>`): the value.
        var depth = 0
        for index in inside.indices {
            switch inside[index] {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 0, "," where depth == 0:
                let value = inside[inside.index(after: index)...]
                return value.isEmpty ? nil : String(value)
            default: break
            }
        }
        return inside.isEmpty ? nil : String(inside)
    }

    /// `Box<Int>?` → `Box<Int>`; spaces removed from generic arguments.
    /// A written type that names one concrete type, or nil: `some P`, `any P`, a composition, a
    /// protocol (`ObservableObject`, a workspace protocol) or a generic parameter of the function
    /// around it stand for whatever the caller gives, which Lifeline cannot tell.
    func concrete(_ type: SyntaxNode) -> String? {
        let text = type.squashedText
        if text.hasPrefix("some ") || text.hasPrefix("any ") || text.contains("&") { return nil }
        let base = TypeDeclaration.baseName(text)
        if ["Any", "AnyObject", "ObservableObject", "Observable"].contains(base) { return nil }
        let keys = model.resolver.resolve(base, file: file, scope: scope)
        if !keys.isEmpty && keys.allSatisfy({ model.types[$0]?.kind == .protocol }) { return nil }
        for enclosing in type.tree.root.path(to: type.range.lowerBound).reversed()
        where [.functionDecl, .initializerDecl, .subscriptDecl].contains(enclosing.kind) {
            let generics = enclosing.child(.genericParameterClause)?.children(.genericParameter) ?? []
            if generics.contains(where: { $0.directTokens.first(where: { $0.kind == .identifier })?.identifierText == base }) { return nil }
        }
        return text
    }

    /// The declared result of the method `name` called on `base` (`Provider.shared.controller(for:)`,
    /// `store.makeModel()`): the base typed first (a type name for a static method), the method
    /// found among that type's members and its extensions' by name; nil when several declarations
    /// of the name disagree or the result names no one concrete type.
    func methodResult(_ name: String, on base: SyntaxNode, depth: Int) -> String? {
        guard depth < 16 else { return nil }
        let baseType: String
        if let written = SyntaxNode.writtenTypeName(of: base), SyntaxNode.isTypeStyle(written), base.kind != .functionCallExpr,
            base.kind == .declReferenceExpr ? base.localDeclaration(of: written) == nil : true,
            !model.resolver.resolve(written, file: file, scope: scope).isEmpty
        {
            baseType = written
        } else if let typed = type(of: base, depth: depth) {
            baseType = typed
        } else {
            return nil
        }
        var found: String?
        for key in model.resolver.resolve(TypeDeclaration.withoutGenericArguments(baseType).trimmingSuffixMarks, file: file, scope: scope) {
            guard let declaration = model.types[key] else { continue }
            for member in declaration.members where member.node.kind == .functionDecl && Builder.declaredName(member.node) == name {
                guard let result = member.node.child(.functionSignature)?.firstDescendant(.returnClause)?.children.first,
                    let text = concrete(result)
                else { return nil }
                if found != nil && found != text { return nil }
                found = text
            }
        }
        return found
    }

    /// The written type of the associated value a case pattern binds (`case .settings(let manager, _)`
    /// over a `Sheet.Kind` whose `case settings(manager: Manager, …)`): the case found in the enum
    /// the pattern's qualifier or the matched value's type names, the value by its label or place.
    func associatedValueType(_ binding: CasePatternBinding, depth: Int) -> String? {
        guard depth < 16, var enumText = binding.qualifier?.squashedText ?? binding.subject.flatMap({ type(of: $0, depth: depth) }) else { return nil }
        // A case pattern matches through an optional (`switch sheet` with `sheet: Kind?`).
        while enumText.hasSuffix("?") || enumText.hasSuffix("!") { enumText.removeLast() }
        var found: String?
        for key in model.resolver.resolve(TypeDeclaration.withoutGenericArguments(enumText), file: file, scope: scope) {
            guard let declaration = model.types[key], declaration.kind == .enum else { continue }
            for member in declaration.members where member.node.kind == .enumCaseDecl {
                for element in member.node.children(.enumCaseElement) where element.directTokens.first(where: { $0.kind == .identifier })?.identifierText == binding.caseName {
                    let parameters = element.child(.parameterClause)?.children(.parameter) ?? []
                    let chosen = binding.label.flatMap { label in parameters.first { $0.directTokens.first?.identifierText == label } }
                        ?? (binding.position < parameters.count ? parameters[binding.position] : nil)
                    guard let type = chosen?.children.first(where: { $0.kind != .attributeList && $0.kind != .initializerClause }) else { return nil }
                    // Two declarations that disagree: Lifeline cannot tell which.
                    let text = concrete(type)
                    if found != nil && found != text { return nil }
                    found = text
                }
            }
        }
        return found
    }

    /// Whether a call's base names a type rather than a value (`Workflow` in `Workflow.designTime()`,
    /// `Outer.Inner`, `Box<Int>`): such a call is a static member of that type, never a `View`
    /// extension method applied to a view.
    static func namesType(_ base: SyntaxNode) -> Bool {
        switch base.kind {
        case .genericSpecializationExpr, .typeExpr:
            return true
        case .declReferenceExpr:
            guard let name = base.referencedName, SyntaxNode.isTypeStyle(name) else { return false }
            return base.localDeclaration(of: name) == nil
        case .memberAccessExpr:
            guard let written = SyntaxNode.writtenTypeName(of: base) else { return false }
            return written.split(separator: ".").allSatisfy { SyntaxNode.isTypeStyle($0) }
        default:
            return false
        }
    }

    static func normalized(_ written: String) -> String {
        TypeDeclaration.baseName(written) + (SemanticModel.genericArgumentsText(written).map { "<\($0)>" } ?? "")
    }

    /// A function's or initializer's parameters by the name its body uses, with their written types.
    static func parameterTypes(of function: SyntaxNode) -> [String: String] {
        var types: [String: String] = [:]
        guard let clause = function.child(.functionSignature)?.child(.parameterClause) ?? function.child(.parameterClause) else { return types }
        for parameter in clause.children(.parameter) {
            let names = parameter.directTokens.prefix { $0.kind != .colon }.filter { $0.kind == .identifier || $0.kind == .kwUnderscore }
            guard let name = names.last, name.kind == .identifier,
                let type = parameter.children.first(where: { $0.kind != .attributeList && $0.kind != .initializerClause })
            else { continue }
            types[name.identifierText] = type.squashedText
        }
        return types
    }

    /// The written (or inferred) types of a type's stored properties, its extensions' included.
    static func storedPropertyTypes(of declaration: TypeDeclaration) -> [String: String] {
        var types: [String: String] = [:]
        for (_, member) in declaration.members where member.kind == .variableDecl {
            for binding in member.children(.patternBinding) {
                guard let name = binding.firstChild?.referencedName else { continue }
                if let annotation = binding.child(.typeAnnotation)?.children.first {
                    types[name] = annotation.squashedText
                } else if let value = binding.child(.initializerClause)?.children.last, let inferred = ValueClassifier.inferredType(of: value) {
                    types[name] = inferred
                } else if let wrapped = member.attributes.lazy.compactMap(ViewAnalyzer.wrapper(for:)).first, case .environmentObservable(let type) = wrapped {
                    // `@Environment(Model.self) var model`: the wrapper says the type, as views read it.
                    types[name] = type
                }
            }
        }
        return types
    }
}

extension String {
    /// `Theme?` and `Theme!` as `Theme`.
    var trimmingSuffixMarks: String {
        var text = Substring(self)
        while let last = text.last, last == "?" || last == "!" || last == " " { text = text.dropLast() }
        return String(text)
    }
}
