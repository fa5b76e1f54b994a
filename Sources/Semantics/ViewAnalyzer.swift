import Syntax

/// Reads one view type: its properties, initializers and the views its body constructs.
struct ViewAnalyzer {
    let model: PartialModel
    let declaration: TypeDeclaration
    let role: ViewRole

    /// Attributes that are not property wrappers.
    static let nonWrapperAttributes: Set<String> = [
        "MainActor", "available", "objc", "nonobjc", "inlinable", "usableFromInline", "ViewBuilder", "discardableResult",
        "preconcurrency", "Sendable", "_spi", "backDeployed", "ObservationIgnored", "ObservationTracked",
    ]

    /// The wrapper a view property's attribute installs (nil for attributes that are not wrappers).
    static func wrapper(for attribute: Attribute) -> PropertyWrapper? {
        let written = attribute.name
        if nonWrapperAttributes.contains(TypeDeclaration.baseName(written)) { return nil }
        return PropertyWrapper(attribute: attribute, name: written)
    }

    static func bindingNames(_ variable: SyntaxNode) -> [String] {
        variable.children(.patternBinding).compactMap { $0.children.first?.referencedName }
    }

    func analyze() -> ViewType {
        var properties: [ViewProperty] = []
        var viewMembers: [String: (file: Int, node: SyntaxNode)] = [:]
        for (file, member) in declaration.members {
            switch member.kind {
            case .variableDecl:
                let read = readProperties(member, file: file)
                properties += read
                // Only computed properties can build views when the body names them.
                for property in read where property.isComputed && property.name != "body" { viewMembers[property.name] = (file, member) }
            case .functionDecl:
                if let name = Builder.declaredName(member) { viewMembers[name] = (file, member) }
            default:
                break
            }
        }
        // Initializers are read once every property is known (a property may follow the init).
        let initializers = declaration.members.filter { $0.node.kind == .initializerDecl }.map {
            readInitializer($0.node, file: $0.file, properties: properties)
        }

        var walker = BodyWalker(
            model: model, file: declaration.location.file, owner: declaration.simpleName, container: "body", helpers: viewMembers)
        walker.ownerKey = declaration.key
        walker.platforms = declaration.platforms
        for property in properties { if let type = property.type { walker.propertyTypes[property.name] = type } }
        // An app's delegates, when observable, are in the environment of every scene.
        let rootContexts = role == .app ? delegateInjections() : []
        for (file, member) in declaration.members where member.kind == .variableDecl || member.kind == .functionDecl {
            let names = member.kind == .variableDecl ? ViewAnalyzer.bindingNames(member) : [Builder.declaredName(member) ?? ""]
            // `body` of a view or app, `body(content:)` of a modifier.
            guard names.contains("body") else { continue }
            walker.file = file
            walker.container = "body"
            if let block = member.firstDescendant(.accessorBlock) ?? member.firstDescendant(.codeBlock) {
                walker.walkBlock(block, contexts: rootContexts)
            }
        }
        // Swift's memberwise initializer: stored properties, less constants with a value and private
        // properties with a value; it exists unless the type itself (not an extension) declares an init.
        let stored = properties.filter {
            !$0.isComputed && !$0.isStatic && !($0.isLet && $0.initialValue != nil) && !($0.access == .private && $0.initialValue != nil)
        }
        let primaryInits = initializers.filter {
            $0.location.file == declaration.location.file && declaration.node.range.contains($0.node.range.lowerBound)
        }
        let memberwise = primaryInits.isEmpty ? stored.map(\.name) : []
        var view = ViewType(
            name: declaration.simpleName, role: role, declaration: declaration, properties: properties, initializers: initializers,
            constructions: walker.constructions, memberwiseParameters: memberwise)
        view.constructionsRepeat = walker.inlinedTwice
        return view
    }

    /// The property wrappers that make an app's delegate (`@UIApplicationDelegateAdaptor`).
    static let delegateAdaptors: Set<String> = [
        "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor", "WKExtensionDelegateAdaptor",
    ]

    /// What SwiftUI puts in an app's scenes' environment by itself: the delegate an adaptor makes,
    /// when its class is observable (an `ObservableObject`, read with `@EnvironmentObject`; an
    /// `@Observable` class, read with `@Environment(T.self)`), and, in an app with such an adaptor,
    /// each observable class the workspace makes a scene's delegate (`delegateClass = T.self`).
    /// A class of another module is not known to be observable: nothing is said of it.
    func delegateInjections() -> [StructuralContext] {
        var found: [StructuralContext] = []
        var adapted = false
        func inject(_ written: String, scope: TypeKey?, expression: String, at location: Location) {
            for key in model.resolveType(written, file: location.file, scope: scope) {
                guard let observed = model.models[key], observed.conformsToObservableObject || observed.isObservable else { continue }
                // A class that is both is accepted by either reader.
                let kind: EnvironmentInjection.Kind =
                    observed.conformsToObservableObject && observed.isObservable ? .helper : observed.isObservable ? .observable : .environmentObject
                found.append(.injection(EnvironmentInjection(kind: kind, type: observed.declaration.qualifiedName, expression: expression, isNewInstance: false, location: location)))
            }
        }
        for (memberFile, member) in declaration.members where member.kind == .variableDecl {
            guard let attribute = member.attributes.first(where: { ViewAnalyzer.delegateAdaptors.contains(TypeDeclaration.baseName($0.name)) }) else { continue }
            adapted = true
            // `@UIApplicationDelegateAdaptor(AppDelegate.self) var delegate` or `… var delegate: AppDelegate`.
            let annotated = member.children(.patternBinding).first?.child(.typeAnnotation)?.children.first?.squashedText
            let argument = attribute.arguments.first?.value.flatMap { value -> String? in
                guard value.kind == .memberAccessExpr, value.lastToken?.kind == .kwSelf, let base = value.baseExpression else { return nil }
                return SyntaxNode.writtenTypeName(of: base)
            }
            guard let written = annotated ?? argument else { continue }
            let name = ViewAnalyzer.bindingNames(member).first ?? ""
            inject(written, scope: declaration.key, expression: "@\(TypeDeclaration.baseName(attribute.name)) var \(name)", at: Location(file: memberFile, range: member.range))
        }
        if adapted {
            for (key, location) in model.helpers.sceneDelegates {
                let name = key.simpleName
                inject(key.qualifiedName, scope: nil, expression: "the scene delegate \(name).self", at: location)
            }
        }
        return found
    }

    func readProperties(_ variable: SyntaxNode, file: Int) -> [ViewProperty] {
        let attributes = variable.attributes
        // Each attribute read once: the first that is a wrapper.
        var wrapperAttribute: Attribute?
        var wrapper = PropertyWrapper.none
        for attribute in attributes {
            if let found = ViewAnalyzer.wrapper(for: attribute) {
                wrapperAttribute = attribute
                wrapper = found
                break
            }
        }
        let modifiers = variable.modifierWords
        let access: AccessLevel =
            modifiers.compactMap { word -> AccessLevel? in
                word.contains("(") ? nil : AccessLevel(rawValue: word)
            }.first ?? .internal
        let isStatic = modifiers.contains("static") || modifiers.contains("class")
        let isLet = variable.token(.kwLet) != nil
        var result: [ViewProperty] = []
        // Names nested in the view are written from it: `ViewModel` is `Profile.ViewModel` there.
        let qualifiedName = declaration.qualifiedName
        for binding in variable.children(.patternBinding) {
            guard let pattern = binding.children.first, pattern.kind == .identifierPattern, let name = pattern.referencedName else {
                continue
            }
            var declared = binding.child(.typeAnnotation)?.children.first?.squashedText
            // `ViewModel` inside `ProfileView` means `ProfileView.ViewModel` when that type exists.
            if let written = declared, !written.contains("."), model.types[TypeKey(qualifiedName + "." + TypeDeclaration.baseName(written))] != nil {
                declared = qualifiedName + "." + written
            }
            let valueNode = binding.child(.initializerClause)?.children.last
            let value = valueNode.map { Value(kind: ValueClassifier.classify($0, declaredType: declared), node: $0) }
            let accessors = binding.child(.accessorBlock)
            let isObserversOnly =
                accessors.map { block in
                    !block.children(.accessorDecl).isEmpty
                        && block.children(.accessorDecl).allSatisfy {
                            ["willSet", "didSet"].contains($0.token(.identifier)?.text ?? "")
                        }
                } ?? false
            var inferred = valueNode.flatMap { ValueClassifier.inferredType(of: $0) }
            // `@Environment(Theme.self) var theme`: the wrapper says the type.
            if inferred == nil, case .environmentObservable(let type) = wrapper { inferred = type }
            // `@State var tab = Tab.movies`: a case of an enum of the workspace is of that enum.
            if inferred == nil, let value = valueNode, value.kind == .memberAccessExpr, let member = value.memberName,
                let base = value.baseExpression, base.kind == .declReferenceExpr, let written = base.referencedName, SyntaxNode.isTypeStyle(written)
            {
                let candidates = [qualifiedName + "." + written, written]
                if let key = candidates.first(where: { model.types[TypeKey($0)]?.kind == .enum }), let declaration = model.types[TypeKey(key)] {
                    let cases = declaration.members.filter { $0.node.kind == .enumCaseDecl }.flatMap { $0.node.children(.enumCaseElement) }
                    if cases.contains(where: { $0.firstToken?.identifierText == member }) { inferred = key }
                }
            }
            // `ViewModel()` inside `SignInView` builds `SignInView.ViewModel` when that type exists.
            if let written = inferred, !written.contains("."), !written.contains("<"), model.types[TypeKey(qualifiedName + "." + written)] != nil {
                inferred = qualifiedName + "." + written
            }
            var property = ViewProperty(
                name: name, location: Location(file: file, range: variable.range), node: variable, nameRange: pattern.range,
                wrapper: wrapper, wrapperAttribute: wrapperAttribute?.node, type: declared ?? inferred,
                typeIsInferred: declared == nil && inferred != nil, access: access, isLet: isLet, isStatic: isStatic,
                isComputed: accessors != nil && !isObserversOnly, initialValue: value)
            property.owner = declaration.key
            if let type = property.type { property.typeKeys = model.resolveType(type, file: file, scope: declaration.key) }
            result.append(property)
        }
        return result
    }

    /// The parameters of an initializer or function: argument label (nil for `_`), the name the
    /// body uses, the written type, the default argument, whether it is an `@autoclosure`.
    static func parameters(of declaration: SyntaxNode) -> [InitParameter] {
        guard let clause = declaration.child(.functionSignature)?.child(.parameterClause) else { return [] }
        return clause.children(.parameter).map { parameter in
            let names = parameter.directTokens.prefix { $0.kind != .colon }.filter { $0.kind != .comma }
            let first = names.first.map { $0.kind == .identifier ? $0.identifierText : $0.text }
            let second = names.count > 1 ? names[names.index(after: names.startIndex)].identifierText : nil
            let typeNode = parameter.children.first { $0.kind != .attributeList && $0.kind != .initializerClause }
            var read = InitParameter(
                label: first == "_" ? nil : first, name: second ?? first ?? "", type: typeNode?.squashedText,
                hasDefault: parameter.child(.initializerClause) != nil)
            read.defaultValue = parameter.child(.initializerClause)?.children.last
            read.isAutoclosure = typeNode.map { ViewAnalyzer.typeIsAutoclosure($0) } ?? false
            return read
        }
    }

    func readInitializer(_ node: SyntaxNode, file: Int, properties: [ViewProperty]) -> InitializerInfo {
        let parameters = ViewAnalyzer.parameters(of: node)
        let parameterNames = Set(parameters.map(\.name))
        let propertyNames = Set(properties.map(\.name))
        var assignments: [InitAssignment] = []
        var assignedNodes: Set<Int> = []
        guard let body = node.child(.codeBlock) else {
            return InitializerInfo(
                node: node, location: Location(file: file, range: node.range), parameters: parameters, assignments: [],
                wrappedValueReads: [], access: ViewAnalyzer.access(node))
        }
        for sequence in body.descendants(.sequenceExpr, stopAt: [.closureExpr]) {
            let parts = sequence.children
            guard parts.count >= 3, parts[1].kind == .assignmentExpr else { continue }
            let target = parts[0]
            var property: String?
            var throughStorage = false
            switch target.kind {
            case .memberAccessExpr:
                // `self.x`, not `self.config.x`.
                if let base = target.baseExpression, base.kind == .declReferenceExpr, base.firstToken?.kind == .kwSelf, let member = target.memberName {
                    property = member
                }
            case .declReferenceExpr:
                if let name = target.referencedName, !parameterNames.contains(name) || name.hasPrefix("_") { property = name }
            default:
                break
            }
            guard var name = property else { continue }
            if name.hasPrefix("_") && propertyNames.contains(String(name.dropFirst())) {
                name.removeFirst()
                throughStorage = true
            }
            guard propertyNames.contains(name) else { continue }
            assignedNodes.insert(target.index)
            // The right-hand side is everything after `=`: `flag ? A() : B()`, `seed ?? Model()`.
            let rightHandSide = parts[2].range.lowerBound..<(parts.last?.range.upperBound ?? parts[2].range.upperBound)
            let rightHandSideText = sequence.tree.source.text(rightHandSide)
            var valueNode = parts[2]
            let declaredProperty = properties.first { $0.name == name }
            let wrapperCall = parts.count == 3 ? ViewAnalyzer.wrapperCall(valueNode, storage: throughStorage, property: declaredProperty) : nil
            if let wrapperCall {
                valueNode = wrapperCall.wrapped
            }
            let declared = declaredProperty?.type
            let visible = ViewAnalyzer.locals(namedIn: parts[2...], parameters: parameterNames)
            let kind =
                parts.count > 3
                ? ValueClassifier.classifySequence(Array(parts[2...]), declaredType: declared, parameters: parameterNames, locals: visible)
                : ValueClassifier.classify(valueNode, declaredType: declared, parameters: parameterNames, locals: visible)
            assignments.append(
                InitAssignment(
                    property: name, throughStorage: throughStorage, wrapperCall: wrapperCall?.name, value: Value(kind: kind, node: valueNode),
                    node: sequence, rightHandSide: rightHandSide, rightHandSideText: rightHandSideText))
        }
        // Reads of wrapped values: `x`, `self.x`, `_x.wrappedValue`, not as an assignment target.
        let wrapped = Set(properties.filter { $0.wrapper != .none }.map(\.name))
        var reads: [(property: String, node: SyntaxNode)] = []
        for reference in body.descendants(.declReferenceExpr, stopAt: [.closureExpr]) {
            guard !assignedNodes.contains(reference.index), let name = reference.referencedName else { continue }
            // A local of that name (a parameter, a `let`, a `case let` pattern) hides the property
            // where it is visible: the one scope resolver says which.
            if wrapped.contains(name) && reference.localDeclaration(of: name) == nil {
                reads.append((name, reference))
            }
        }
        for access in body.descendants(.memberAccessExpr, stopAt: [.closureExpr]) {
            guard !assignedNodes.contains(access.index), let base = access.baseExpression, let member = access.memberName else { continue }
            if base.firstToken?.kind == .kwSelf && base.kind == .declReferenceExpr && wrapped.contains(member) {
                reads.append((member, access))
            } else if member == "wrappedValue", let name = base.referencedName, name.hasPrefix("_"),
                wrapped.contains(String(name.dropFirst()))
            {
                reads.append((String(name.dropFirst()), access))
            }
        }
        reads.sort { $0.node.range.lowerBound < $1.node.range.lowerBound }
        return InitializerInfo(
            node: node, location: Location(file: file, range: node.range), parameters: parameters, assignments: assignments,
            wrappedValueReads: reads, access: ViewAnalyzer.access(node))
    }

    /// The locals an initializer's expression names, each with what it holds, as the one scope
    /// resolver (`localDeclaration(of:)`) tells where each is visible: `.other` for one that is not
    /// a form Lifeline follows (a closure's or a loop's variable), which still hides a parameter of
    /// its name. The initializer's own parameters are left to `parameters`.
    static func locals<Parts: Collection>(namedIn parts: Parts, parameters: Set<String>, depth: Int = 0) -> [String: ValueKind] where Parts.Element == SyntaxNode {
        var visible: [String: ValueKind] = [:]
        guard depth < 8 else { return visible }
        for part in parts {
            for reference in [part] + part.descendants(.declReferenceExpr) where reference.kind == .declReferenceExpr {
                guard let name = reference.referencedName, visible[name] == nil, let declared = reference.localDeclaration(of: name) else { continue }
                if let kind = local(declared, name: name, parameters: parameters, depth: depth) { visible[name] = kind }
            }
        }
        return visible
    }

    /// What one local holds; nil for a parameter of the initializer (`parameters` names it).
    static func local(_ declared: LocalDeclaration, name: String, parameters: Set<String>, depth: Int) -> ValueKind? {
        switch declared.kind {
        case .parameter:
            return declared.acrossClosure || !parameters.contains(name) ? .other : nil
        case .closureParameter:
            return .other
        case .binding, .optionalBinding:
            guard let value = declared.value else {
                // `if let model` with no value unwraps what `model` means outside.
                guard declared.kind == .optionalBinding else { return .other }
                guard let outer = declared.node.localDeclaration(of: name) else { return .other }
                return local(outer, name: name, parameters: parameters, depth: depth + 1) ?? .parameter(name: name)
            }
            let visible = locals(namedIn: [value], parameters: parameters, depth: depth + 1)
            switch ValueClassifier.classify(value, declaredType: declared.type?.squashedText, parameters: parameters, locals: visible) {
            case .newInstance(let type): return .localInstance(name: name, type: type)
            case .parameterOrNew(let parameter, let type): return .parameterOrNew(name: parameter, type: type)
            case .parameter(let parameter): return .parameter(name: parameter)
            case .localInstance(_, let type): return .localInstance(name: name, type: type)
            case .memberOfObject(let root, let path): return .memberOfObject(root: root, path: path)
            default: return .other
            }
        }
    }

    /// The property wrappers an initializer may build by name to install a property's storage.
    static let wrapperTypes: Set<String> = ["StateObject", "State", "ObservedObject", "Binding", "Bindable", "EnvironmentObject", "FocusState"]

    /// Every spelling of "build the wrapper around this value", desugared to the wrapper's name and the
    /// wrapped value: `StateObject(wrappedValue: v)`, `SwiftUI.StateObject<T>(wrappedValue: v)`,
    /// `State(initialValue: v)`, `ObservedObject(initialValue: v)`, `Bindable(v)`, and, when the target is
    /// the storage (`_x = …`) of a wrapped property, `.init(wrappedValue: v)` / `.init(initialValue: v)`.
    static func wrapperCall(_ node: SyntaxNode, storage: Bool, property: ViewProperty?) -> (name: String, wrapped: SyntaxNode)? {
        guard node.kind == .functionCallExpr, let callee = node.baseExpression ?? node.children.first else { return nil }
        var name: String?
        switch callee.kind {
        case .declReferenceExpr, .genericSpecializationExpr:
            name = SyntaxNode.name(of: callee).map(TypeDeclaration.baseName)
        case .memberAccessExpr:
            // `SwiftUI.StateObject(…)`, `StateObject.init(…)`.
            if callee.memberName == "init", let base = callee.baseExpression {
                name = TypeDeclaration.baseName(base.squashedText)
            } else if let member = callee.memberName, callee.baseExpression?.squashedText == "SwiftUI" {
                name = member
            }
        case .implicitMemberExpr:
            // `.init(wrappedValue:)` builds whatever the storage's type is: the property's wrapper.
            if callee.memberName == "init", storage, let property, property.wrapper != .none {
                if case .custom = property.wrapper { return nil }
                name = property.wrapper.typeName
            }
        default:
            break
        }
        guard let name, wrapperTypes.contains(name) else { return nil }
        let arguments = node.arguments
        guard let wrapped = arguments.first(where: { $0.label == "wrappedValue" || $0.label == "initialValue" })?.value
            ?? arguments.first(where: { $0.label == nil })?.value
        else { return nil }
        return (name, wrapped)
    }

    /// Whether a parameter's type is marked `@autoclosure`.
    static func typeIsAutoclosure(_ type: SyntaxNode) -> Bool {
        // Type attributes come first: `@autoclosure @escaping () -> T`.
        let text = type.squashedText
        guard text.contains("->") else { return false }
        return text.hasPrefix("@autoclosure") || text.contains(" @autoclosure") || text.contains("(@autoclosure")
    }

    static func access(_ node: SyntaxNode) -> AccessLevel {
        node.modifierWords.compactMap { $0.contains("(") ? nil : AccessLevel(rawValue: $0) }.first ?? .internal
    }
}

/// Classifies the expressions that give properties their values.
enum ValueClassifier {
    /// An operator sequence: `param ?? Model()` is the caller's object or a new one; `a ?? b` (and
    /// `a ?? b ?? c`, which groups to the right) is a new instance when every side is one made here (a
    /// construction, `try?` of one, or a local holding one); `flag ? A() : B()` is a new instance when
    /// both branches are. Anything else is not one value Lifeline can classify.
    static func classifySequence(_ parts: [SyntaxNode], declaredType: String?, parameters: Set<String>, locals: [String: ValueKind])
        -> ValueKind
    {
        func one(_ node: SyntaxNode) -> ValueKind { classify(node, declaredType: declaredType, parameters: parameters, locals: locals) }
        let operators = stride(from: 1, to: parts.count, by: 2).map { parts[$0] }
        if parts.count >= 3, parts.count % 2 == 1, operators.allSatisfy({ $0.kind == .binaryOperatorExpr && $0.squashedText == "??" }) {
            // Right to left: `a ?? (b ?? c)`.
            var result = one(parts[parts.count - 1])
            for index in stride(from: parts.count - 3, through: 0, by: -2) {
                result = coalesce(one(parts[index]), result)
            }
            return result
        }
        if parts.count == 3, parts[1].kind == .ternaryExpr, let middle = parts[1].children.first,
            let otherwise = madeHere(one(parts[2]), nil), let made = madeHere(one(middle), otherwise)
        {
            return .newInstance(type: made)
        }
        return .other
    }

    /// `first ?? fallback`, each already classified: the caller's object or a new one when `first` is
    /// a parameter; a new instance when both sides are made here; otherwise nothing Lifeline follows
    /// (`made ?? parameter`, `made ?? Model.shared`: the object may come from outside).
    static func coalesce(_ first: ValueKind, _ fallback: ValueKind) -> ValueKind {
        guard let made = madeHere(fallback, nil) else { return .other }
        switch first {
        case .parameter(let name), .parameterOrNew(let name, _): return .parameterOrNew(name: name, type: made)
        case .newInstance, .localInstance: return madeHere(first, made).map { .newInstance(type: $0) } ?? .other
        default: return .other
        }
    }

    /// The type of a value made where it is written (a new instance, or a local holding one), with
    /// `other`, the type of another such value, nil when `kind` is not one; of the two, the one
    /// that names a type (`.init()` says `Self` when its context does not tell).
    static func madeHere(_ kind: ValueKind, _ other: String?) -> String? {
        let type: String
        switch kind {
        case .newInstance(let made), .localInstance(_, let made): type = made
        default: return nil
        }
        guard let other else { return type }
        return type == "Self" || type.isEmpty ? other : type
    }

    static func classify(_ expression: SyntaxNode, declaredType: String?, parameters: Set<String> = [], locals: [String: ValueKind] = [:])
        -> ValueKind
    {
        var node = expression
        // `try`, `try?`, `try!`, `await` in front, `!` or `?` after: the same object, unwrapped.
        while true {
            if [.tryExpr, .awaitExpr].contains(node.kind), let inner = node.children.last {
                node = inner
            } else if [.forceUnwrapExpr, .optionalChainingExpr].contains(node.kind), let inner = node.children.first {
                node = inner
            } else {
                break
            }
        }
        switch node.kind {
        case .functionCallExpr:
            guard let callee = node.baseExpression ?? node.children.first else { return .other }
            switch callee.kind {
            case .declReferenceExpr, .genericSpecializationExpr:
                if let name = SyntaxNode.name(of: callee), SyntaxNode.isTypeStyle(name) {
                    return KnownTypes.typeStyledFunctions.contains(name) ? .other : .newInstance(type: name)
                }
                // `make()` where `make` is a parameter: an `@autoclosure` (or closure) the caller gave.
                if callee.kind == .declReferenceExpr, let name = callee.referencedName, parameters.contains(name), node.arguments.isEmpty {
                    return .parameter(name: name)
                }
            case .memberAccessExpr:
                if callee.memberName == "init", let base = callee.baseExpression { return .newInstance(type: base.squashedText) }
                // `Feature.ViewModel()`: a nested type's initializer.
                if let member = callee.memberName, SyntaxNode.isTypeStyle(member) { return .newInstance(type: callee.squashedText) }
                // `Model.make()`, `Self.makeModel()`: a static function.
                if let member = callee.memberName, let base = callee.baseExpression,
                    base.kind == .declReferenceExpr || base.kind == .memberAccessExpr, SyntaxNode.isTypeStyle(base.squashedText)
                {
                    return .staticCall(type: base.squashedText, member: member)
                }
            case .implicitMemberExpr:
                if callee.memberName == "init" { return .newInstance(type: declaredType.map(TypeDeclaration.baseName) ?? "Self") }
            case .closureExpr:
                // `{ Store() }()`: an immediately called closure gives what its last statement builds.
                if let last = callee.blockItems.last { return classify(last, declaredType: declaredType, parameters: parameters, locals: locals) }
            default:
                break
            }
            return .other
        case .memberAccessExpr:
            // `Model.shared`, `Container.shared.store`: a static member reached from a type.
            if let base = node.baseExpression, base.kind == .declReferenceExpr || base.kind == .memberAccessExpr,
                SyntaxNode.isTypeStyle(base.squashedText), let member = node.memberName
            {
                return .sharedInstance(type: base.squashedText, member: member)
            }
            // `core.contentStore`, `parent.model.store`: members of an object the initializer has.
            var root = node
            var depth = 0
            // Through optional chaining and unwrapping: `core?.store`, `core!.store`.
            while depth < 16 {
                if root.kind == .memberAccessExpr, let base = root.baseExpression {
                    root = base
                } else if [.optionalChainingExpr, .forceUnwrapExpr].contains(root.kind), let inner = root.children.first {
                    root = inner
                } else {
                    break
                }
                depth += 1
            }
            if root.kind == .declReferenceExpr, let name = root.referencedName, name.first?.isLowercase == true {
                let known: Bool
                switch locals[name] {
                case .localInstance?, .parameter?, .parameterOrNew?, .memberOfObject?: known = true
                default: known = parameters.contains(name) && locals[name] == nil
                }
                // Quoted as written, an unwrapping `!` included.
                let written = [.forceUnwrapExpr, .optionalChainingExpr].contains(expression.kind) ? expression : node
                if known { return .memberOfObject(root: name, path: written.squashedText) }
            }
            return .other
        case .implicitMemberExpr:
            if let member = node.memberName, let declaredType {
                return .sharedInstance(type: TypeDeclaration.baseName(declaredType), member: member)
            }
            return .other
        case .declReferenceExpr:
            guard let name = node.referencedName else { return .other }
            if let local = locals[name] { return local }
            if parameters.contains(name) { return .parameter(name: name) }
            return .other
        case .sequenceExpr:
            return classifySequence(node.children, declaredType: declaredType, parameters: parameters, locals: locals)
        case .tupleExpr:
            // `(Model())`: one parenthesized, unlabelled element.
            let elements = node.child(.argumentList)?.children(.labeledExpr) ?? []
            let labelled = elements.first.map { $0.directTokens.count >= 2 && $0.directTokens[1].kind == .colon } ?? true
            if elements.count == 1, !labelled, let only = elements.first, let inner = only.children.first {
                return classify(inner, declaredType: declaredType, parameters: parameters, locals: locals)
            }
            return .other
        case .integerLiteralExpr, .floatLiteralExpr, .stringLiteralExpr, .booleanLiteralExpr, .nilLiteralExpr, .arrayExpr,
            .dictionaryExpr, .regexLiteralExpr:
            return .literal
        case .closureExpr:
            return .closure
        default:
            return .other
        }
    }

    /// What each local named in `expression` holds, read from its declaration (`let`, `if let`,
    /// `guard let` with a value) where the name is written, through locals of locals (four deep).
    static func locals(in expression: SyntaxNode, beyondClosures: Bool, depth: Int) -> [String: ValueKind] {
        guard depth < 4 else { return [:] }
        var found: [String: ValueKind] = [:]
        let references = [expression].filter { $0.kind == .declReferenceExpr } + expression.descendants(.declReferenceExpr, stopAt: [.closureExpr])
        for reference in references {
            guard let name = reference.referencedName, found[name] == nil, name.first?.isLowercase == true,
                let local = reference.localDeclaration(of: name), local.kind == .binding || local.kind == .optionalBinding,
                let value = local.value, beyondClosures || !local.acrossClosure
            else { continue }
            let nested = locals(in: value, beyondClosures: beyondClosures, depth: depth + 1)
            switch classify(value, declaredType: local.type?.squashedText, locals: nested) {
            case .newInstance(let type), .localInstance(_, let type): found[name] = .localInstance(name: name, type: type)
            case .sharedInstance(let type, let member): found[name] = .sharedInstance(type: type, member: member)
            default: found[name] = .other
            }
        }
        return found
    }

    /// The type an initial value gives a property without an annotation.
    static func inferredType(of expression: SyntaxNode) -> String? {
        switch classify(expression, declaredType: nil) {
        case .newInstance(let type): return type
        // `Model.shared` is usually a `Model`; `Item.samples` is not: only the conventional names.
        case .sharedInstance(let type, let member) where ["shared", "default", "standard", "current", "main", "instance"].contains(member):
            return type
        // The standard library's and the frameworks' constants of their own type: `CGRect.zero`,
        // `Date.now`, `CGAffineTransform.identity`, `Double.infinity`.
        case .sharedInstance(let type, let member) where ["zero", "infinity", "now", "distantPast", "distantFuture", "identity", "greatestFiniteMagnitude", "leastNormalMagnitude", "pi"].contains(member):
            return type
        default: break
        }
        switch expression.kind {
        // `[Item]()`, `[String: Int]()`: an empty collection of the type written in the call.
        case .functionCallExpr where expression.arguments.isEmpty && expression.trailingClosures.isEmpty:
            guard let callee = expression.children.first, callee.kind == .arrayExpr || callee.kind == .dictionaryExpr else { return nil }
            let written = callee.squashedText
            let inner = written.dropFirst().dropLast()
            guard written.hasPrefix("["), written.hasSuffix("]"), !inner.isEmpty,
                inner.split(separator: ":").allSatisfy({ SyntaxNode.isTypeStyle($0.trimmingCharacters(in: .whitespaces)) })
            else { return nil }
            return written
        case .integerLiteralExpr: return "Int"
        case .floatLiteralExpr: return "Double"
        case .stringLiteralExpr: return "String"
        case .booleanLiteralExpr: return "Bool"
        default: return nil
        }
    }
}

extension ValueKind {
    /// How an expression was written: a new instance, a shared one, a literal… (`declaredType`
    /// resolves `.init(...)`).
    public static func of(_ expression: SyntaxNode, declaredType: String? = nil) -> ValueKind {
        ValueClassifier.classify(expression, declaredType: declaredType)
    }

    /// The same, with the locals the expression names read from their declarations where it is
    /// written (`let doc = try? Doc(url)` before `doc ?? Doc()`): out to the innermost closure, or
    /// with `beyondClosures` to the function's body. A local holding a new instance is
    /// `localInstance`; parameters are not followed.
    public static func of(_ expression: SyntaxNode, localsBeyondClosures beyondClosures: Bool) -> ValueKind {
        ValueClassifier.classify(expression, declaredType: nil, locals: ValueClassifier.locals(in: expression, beyondClosures: beyondClosures, depth: 0))
    }
}

extension SemanticModel {
    /// The parameters of an initializer or function, as the model reads them (`ViewAnalyzer.parameters`).
    public static func parameters(of declaration: SyntaxNode) -> [InitParameter] { ViewAnalyzer.parameters(of: declaration) }

    /// The name a declaration introduces (`func details`, `struct Row`), as the model reads it.
    public static func declaredName(_ declaration: SyntaxNode) -> String? { Builder.declaredName(declaration) }

    /// Whether a name is a hosting type's, as the model reads hosting calls (`Builder.isHostingCallee`).
    public static func isHostingType(_ name: String) -> Bool { Builder.isHostingCallee(name) }
}
