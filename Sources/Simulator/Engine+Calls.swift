import Foundation
import Syntax
import Semantics

typealias Arguments = [(label: String?, value: Value)]

extension Engine {
    /// Arguments are evaluated left to right; those already made stay reachable while later ones
    /// run code (which may collect garbage) until the callee binds them.
    func evalArguments(_ call: CallExpr, _ scope: Scope) throws -> Arguments {
        let mark = temporaryRoots.count
        defer { temporaryRoots.removeLast(temporaryRoots.count - mark) }
        var result: Arguments = []
        result.reserveCapacity(call.arguments.count)
        for argument in call.arguments {
            let value = try eval(argument.value, scope)
            temporaryRoots.append(value)
            result.append((argument.label, value))
        }
        return result
    }

    func evalCall(_ call: CallExpr, _ scope: Scope) throws -> Value {
        try tick(call.place)
        switch call.callee {
        case .selfRef:
            // `self.init(…)` (lowered as a call of `self`) in an initializer: another initializer of
            // the same type, on the same value.
            if let context = currentSelf, let result = try delegatingInit(call, scope, context) { return result }
            return try invoke(try eval(call.callee, scope), try evalArguments(call, scope), place: call.place)
        case .name(let name, let place):
            if let local = scope.lookup(name) {
                return try invoke(local, try evalArguments(call, scope), place: place)
            }
            if name == "super" { return try superInit(call, scope) }
            // Capitalised names are types (views, models, SwiftUI's own); methods are not.
            if !Engine.startsUppercase(name), !call.isBuiltinFunction, let result = try callOnSelf(name, call, scope) { return result }
            return try callNamed(name, call, scope, place)
        case .member(let baseExpr, let name, let place):
            if name == "send", case .member(let inner, "objectWillChange", _) = baseExpr {
                if case .object(let id) = try eval(inner, scope) { publish(id) }
                return .void
            }
            if name == "send", case .name("objectWillChange", _) = baseExpr, scope.lookup("objectWillChange") == nil,
                case .object(let id)? = currentSelf
            {
                publish(id)
                return .void
            }
            if case .name("super", _) = baseExpr, case .object(let id)? = currentSelf {
                let typeName = initTypes.last.flatMap { program.type($0)?.inherited.first } ?? program.type(object(id).type)?.inherited.first
                if let typeName, let function = findMethod(typeName, name) {
                    return try callFunction(function, try evalArguments(call, scope), selfContext: .object(id))
                }
                return .void
            }
            // `SwiftUI.VStack { … }`, `Swift.max(a, b)`: the framework's own, whatever the workspace declares.
            if case .name(let module, _) = baseExpr, Engine.frameworkModules.contains(module), scope.lookup(module) == nil, program.type(module) == nil {
                return try callFramework(name, call, scope, place)
            }
            if case .name(let written, _) = baseExpr, scope.lookup(written) == nil, let typeName = staticTypeName(written, at: place) {
                return try callStatic(typeName, name, call, scope, place)
            }
            if Engine.mutatingMethods.contains(name) {
                let base = try eval(baseExpr, scope)
                if let (result, updated) = try mutate(base, name, Engine.labelTrailing(name, try evalArguments(call, scope)), place) {
                    try store(baseExpr, updated, scope)
                    return result
                }
                return try callMember(base, name, call, scope, baseExpr: baseExpr, place: place)
            }
            let base = try eval(baseExpr, scope)
            return try callMember(base, name, call, scope, baseExpr: baseExpr, place: place)
        case .implicitMember(let name):
            return try callImplicit(name, try evalArguments(call, scope), call.place)
        default:
            let callee = try eval(call.callee, scope)
            return try invoke(callee, try evalArguments(call, scope), place: call.place)
        }
    }

    /// A trailing closure gets the label the standard library gives that parameter
    /// (`first { }` is `first(where:)`, `max { }` is `max(by:)`).
    static func labelTrailing(_ name: String, _ arguments: Arguments) -> Arguments {
        guard arguments.contains(where: { $0.label == "#trailing" }) else { return arguments }
        let label: String?
        switch name {
        case "first", "firstIndex", "last", "lastIndex", "contains", "allSatisfy", "removeAll", "drop", "prefix": label = "where"
        case "sorted", "sort", "max", "min": label = "by"
        default: label = nil
        }
        return arguments.map { $0.label == "#trailing" ? (label, $0.value) : $0 }
    }

    /// Whether a name is written as a type's (`SyntaxNode.isTypeStyle`: `Row`, `_Cell`).
    static func startsUppercase(_ name: String) -> Bool {
        SyntaxNode.isTypeStyle(name)
    }

    /// What a name before a call's `.` (`Theme.make()`) means as a type: the key of the workspace's
    /// type, or the name of a framework type the simulator knows; nil when it is no type.
    func staticTypeName(_ name: String, at place: SourcePlace) -> String? {
        if let type = resolveType(name, at: place) { return type.key }
        return Engine.knownTypeNames.contains(name) ? name : nil
    }

    /// `increment()` inside a class, `helper()` inside a view: a method of `self`.
    func callOnSelf(_ name: String, _ call: CallExpr, _ scope: Scope) throws -> Value? {
        guard let context = currentSelf else { return nil }
        let typeName: String
        switch context {
        case .view(let instance):
            typeName = instance.type.key
            // A stored closure property: `action()`.
            if instance.type.storedProperty(name) != nil {
                let value = try viewProperty(instance, name, call.place)
                return try invoke(value, try evalArguments(call, scope), place: call.place)
            }
        case .object(let id):
            typeName = object(id).type
            if let field = object(id).fields[name], case .closure = field {
                return try invoke(field, try evalArguments(call, scope), place: call.place)
            }
        case .structure(let box): typeName = box.value.type
        case .typeContext(let name): typeName = name
        }
        if case .typeContext = context {
            guard let function = program.type(typeName)?.staticMethods[name]?.first else { return nil }
            return try callFunction(function, try evalArguments(call, scope), selfContext: context)
        }
        guard let function = findMethod(typeName, name, labels: call.arguments.map(\.label)) else {
            if let function = program.type(typeName)?.staticMethods[name]?.first {
                return try callFunction(function, try evalArguments(call, scope), selfContext: .typeContext(typeName))
            }
            return nil
        }
        return try callFunction(function, try evalArguments(call, scope), selfContext: context)
    }

    /// - Parameter viewExtensions: whether `extension View` methods count; a view's caller
    ///   chooses between them and SwiftUI's modifiers itself (`callMember`).
    func findMethod(_ typeName: String, _ name: String, labels: [String?]? = nil, viewExtensions: Bool = true) -> Function? {
        var type = program.type(typeName)
        var depth = 0
        while let current = type, depth < 32, viewExtensions || current.key != "View" {
            if let candidates = current.methods[name] {
                if let labels, candidates.count > 1, let exact = candidates.first(where: { Engine.accepts($0, labels) }) { return exact }
                return candidates.first
            }
            type = current.inherited.first.flatMap { program.type($0) }
            depth += 1
        }
        // Protocol extensions declared in the workspace (`extension View { func card() }`).
        for protocolName in program.type(typeName)?.inherited ?? [] where viewExtensions || protocolName != "View" {
            guard let candidates = program.type(protocolName)?.methods[name] else { continue }
            if let labels, let exact = candidates.first(where: { Engine.accepts($0, labels) }) { return exact }
            if let function = candidates.first { return function }
        }
        return nil
    }

    static func accepts(_ function: Function, _ labels: [String?]) -> Bool {
        var remaining = labels[...]
        for parameter in function.parameters {
            if let next = remaining.first, next == parameter.label || (next == "#trailing" && parameter.label != nil) {
                remaining.removeFirst()
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return remaining.isEmpty
    }

    /// Calls a declared function: arguments matched to parameters by label, defaults filled in.
    func callFunction(_ function: Function, _ arguments: Arguments, selfContext: SelfContext?) throws -> Value {
        let scope = Scope(parent: nil)
        if !mayHaveGarbage && arguments.contains(where: { Engine.mayReferenceObjects($0.value) }) { mayHaveGarbage = true }
        var remaining = arguments[...]
        for parameter in function.parameters {
            if let next = remaining.first, next.label == parameter.label || next.label == "#trailing" || (parameter.label == nil && next.label == nil) {
                scope.declare(parameter.name, parameter.isViewBuilder ? builderClosure(next.value) : try contextuallyTyped(next.value, parameter.typeText, file: function.place.file))
                remaining.removeFirst()
            } else if let defaultValue = parameter.defaultValue {
                scope.declare(parameter.name, try contextuallyTyped(try eval(defaultValue, Scope(parent: nil)), parameter.typeText, file: function.place.file))
            } else if let next = remaining.first {
                scope.declare(parameter.name, try contextuallyTyped(next.value, parameter.typeText, file: function.place.file))
                remaining.removeFirst()
            } else {
                scope.declare(parameter.name, .none)
            }
        }
        if case .structure(let box)? = selfContext {
            let result = try runBody(function.body, scope: scope, selfContext: selfContext)
            _ = box
            return result
        }
        return try runBody(function.body, scope: scope, selfContext: selfContext)
    }

    /// A closure passed where a `@ViewBuilder` is expected: calling it builds one view from all its
    /// statements.
    func builderClosure(_ value: Value) -> Value {
        guard case .closure(let closure) = value, let code = closure.code else { return value }
        if code.body.count == 1, case .expr(.viewBuilder, _) = code.body[0] { return value }
        let wrapped = ClosureExpr(parameters: code.parameters, body: [.expr(.viewBuilder(code.body), code.place)], place: code.place, end: code.end)
        return .closure(ClosureValue(code: wrapped, scope: closure.scope, selfContext: closure.selfContext, holdsSelf: closure.holdsSelf))
    }

    /// Declares a closure's parameters with the values it was called with (`missing` for those not
    /// given). A closure of several parameters called with one tuple of as many elements takes it
    /// apart, as Swift does: `ForEach(Array(items.enumerated()), id: \.offset) { index, item in … }`.
    func bind(_ names: [String], to given: [Value], in scope: Scope, missing: (String) -> Value) throws {
        var values = given
        if names.count > 1, values.count == 1, case .tuple(let elements) = values[0], elements.count == names.count {
            values = elements.map(\.1)
        }
        for (index, name) in names.enumerated() {
            let value = index < values.count ? values[index] : missing(name)
            scope.declare(name, value)
            // `{ $item in … }` over bindings: `item` is the value, `$item` the binding.
            if name.utf8.first == 0x24, name.count > 1, case .binding(let binding) = value { scope.declare(String(name.dropFirst()), try peek(binding)) }
        }
    }

    /// Calls a closure value (or a type used as a function).
    func invoke(_ callee: Value, _ arguments: Arguments, place: SourcePlace? = nil) throws -> Value {
        switch callee {
        case .closure(let closure):
            if let builtin = closure.builtin { return try builtin(arguments.map(\.value)) }
            guard let code = closure.code else { return .void }
            // A weak `self` that is gone reads as nil: `self?.…` does nothing, `guard let self`
            // returns. The simulator does not run the body on a freed object.
            if !closure.holdsSelf, case .object(let id)? = closure.selfContext, !object(id).alive { return .void }
            let scope = Scope(parent: closure.scope)
            try bind(code.parameters, to: arguments.map(\.value), in: scope) { _ in .none }
            return try runBody(code.body, scope: scope, selfContext: closure.selfContext, selfHeldWeakly: !closure.holdsSelf)
        case .type(let name):
            return try construct(name, arguments, place: place)
        case .keyPath(let path):
            // `map(\.title)`: a key path used as a function.
            guard var value = arguments.first?.value else { return .none }
            for component in path where component != "self" { value = try member(of: value, component, place ?? SourcePlace(file: 0, offset: 0)) }
            return value
        case .opaque, .none:
            return callee
        default:
            if let place { note("cannot call `\(describe(callee))`", at: place) }
            return .opaque("call")
        }
    }

    func invoke(_ callee: Value, _ values: [Value]) throws -> Value {
        try invoke(callee, values.map { (nil, $0) })
    }

    // MARK: Named calls

    /// The type declaration code running in the current `self` means by a name.
    var contextType: TypeInfo? {
        switch currentSelf {
        case .view(let instance)?: return instance.type
        case .object(let id)?: return object(id).info
        case .structure(let box)?: return program.type(box.value.type)
        case .typeContext(let name)?: return program.type(name)
        case nil: return nil
        }
    }

    /// The type a name written at `place` means, for the code running now.
    func resolveType(_ name: String, at place: SourcePlace) -> TypeInfo? { program.type(name, in: contextType, file: place.file) }

    func callNamed(_ name: String, _ call: CallExpr, _ scope: Scope, _ place: SourcePlace) throws -> Value {
        // What a name means does not change within a program: remember it on the call, for it.
        if call.resolvedIn != program.id {
            call.resolved = .unknown
            call.resolvedIn = program.id
        }
        switch call.resolved {
        case .builtinView:
            if let view = try makeBuiltinView(name, call, try evalArguments(call, scope), scope) { return view }
        case .view(let type):
            return try constructView(type, call, scope)
        case .builtinFunction:
            if let result = try callBuiltin(name, try evalArguments(call, scope), call, scope, place) { return result }
        default:
            break
        }
        // `extension Int { init?(hexString:) }` declares one more initializer of the standard
        // library's type, not the type: only a call that fits it goes there.
        if let type = resolveType(name, at: place),
            type.kind != .extensionOnly || type.initializers.contains(where: { Engine.accepts($0, call.arguments.map(\.label)) })
        {
            switch type.kind {
            case .structure where type.isView || type.isApp || type.isModifier:
                call.resolved = .view(type)
                return try constructView(type, call, scope)
            default:
                let arguments = try evalArguments(call, scope)
                // `GroupPublisher(…)` with `typealias GroupPublisher = Publisher<Group>`: a `Publisher<Group>`.
                let specialized = type.isClass ? SemanticModel.genericArgumentsText(program.model.specialization(of: name)) : nil
                return try construct(type.key, arguments, place: place, genericArguments: specialized)
            }
        }
        if let functions = program.functions[name] {
            let labels = call.arguments.map(\.label)
            // A global function named like a SwiftUI view (`func Section(_:content:footer:)`) that
            // does not take these arguments leaves the call to SwiftUI's view.
            if let function = functions.first(where: { Engine.accepts($0, labels) }) ?? (Engine.builtinViewNames.contains(name) ? nil : functions[0]) {
                return try callFunction(function, try evalArguments(call, scope), selfContext: nil)
            }
        }
        // A bare modifier inside an `extension View` method (`modifier(M())`, `environment(…)`):
        // applied to the view the method was called on.
        if Engine.viewModifierNames.contains(name), case .structure(let box)? = currentSelf, box.value.type == "#view",
            case .view(let node)? = box.value.fields["#self"]
        {
            return try applyModifier(node, name, call, scope)
        }
        return try callFramework(name, call, scope, place)
    }

    /// The frameworks' modules a call may name explicitly (`SwiftUI.VStack { … }`).
    static let frameworkModules: Set<String> = ["SwiftUI", "Swift", "Foundation", "Combine", "Observation", "UIKit", "AppKit"]

    /// A call of what SwiftUI and the standard library declare: wrappers, built-in views, built-in
    /// functions and types (what `name` means when the workspace does not declare it, or when the
    /// call names the framework's module).
    func callFramework(_ name: String, _ call: CallExpr, _ scope: Scope, _ place: SourcePlace) throws -> Value {
        switch name {
        case "StateObject":
            // `StateObject(wrappedValue: expr)`: the argument is an autoclosure, not evaluated here.
            if let argument = call.arguments.first {
                let closure = ClosureValue(code: ClosureExpr(parameters: [], body: [.expr(argument.value, call.place)], place: call.place),
                    scope: scope, selfContext: currentSelf)
                return .enumCase("#thunk", "StateObject", [.closure(closure)])
            }
            return .none
        case "State", "ObservedObject", "Published", "Bindable", "EnvironmentObject", "FocusState", "AppStorage", "SceneStorage":
            let arguments = try evalArguments(call, scope)
            return .enumCase("#wrapper", name, arguments.first.map { [$0.value] } ?? [.none])
        case "Binding":
            let arguments = try evalArguments(call, scope)
            if let getter = arguments.first(where: { $0.label == "get" })?.value, let setter = arguments.first(where: { $0.label == "set" })?.value,
                case .closure(let g) = getter, case .closure(let s) = setter
            {
                return .binding(BindingValue(.custom(get: g, set: s)))
            }
            if let first = arguments.first?.value, case .binding = first { return first }
            return .binding(BindingValue(.constant(arguments.first?.value ?? .none)))
        default:
            break
        }
        let arguments = try evalArguments(call, scope)
        if Engine.builtinViewNames.contains(name), let view = try makeBuiltinView(name, call, arguments, scope) {
            call.resolved = .builtinView
            return view
        }
        if let result = try callBuiltin(name, arguments, call, scope, place) {
            if program.type(name) == nil && program.functions[name] == nil { call.resolved = .builtinFunction }
            return result
        }
        // A bare call in a `View` extension method that neither the workspace nor the simulator
        // knows as a function is `self.name(…)`: a modifier of SwiftUI's or a package's, which
        // returns a view around this one (`modelContainer(for:)`). The view goes on; what the
        // modifier does is not simulated, and the run is conditional on it.
        if name.first?.isLowercase == true, case .structure(let box)? = currentSelf, box.value.type == "#view", case .view(let node)? = box.value.fields["#self"] {
            noteUnknown("`.\(name)(...)` is not known to the simulator; the view it modifies is kept, its effect is not simulated", at: place)
            return try applyModifier(node, name, call, scope)
        }
        // Another module's view given content to show (`StoreProvider(store: s) { Home() }`):
        // its content is built under it, on the assumption that it shows it, and what it may
        // inject into that content is unknown.
        if Engine.startsUppercase(name), let content = arguments.last(where: { $0.label == "#trailing" || $0.label == "content" })?.value,
            case .closure(let closure) = content, let code = closure.code, Engine.buildsViews(code.body)
        {
            noteUnknown("`\(name)` is not known to the simulator; assuming it shows the content it is given, and that what it injects into it is unknown", at: place)
            let node = VNode(.container(name), children: [try buildContent(content)])
            node.modifiers.append(.environmentObject("?", .opaque("what `\(name)` may inject")))
            return .view(node)
        }
        noteHandedOutside(call, callee: name, at: place)
        noteUnknown("`\(name)(...)` is not known to the simulator; its result is unknown", at: place)
        return .opaque("\(name)(...)")
    }

    /// Whether a closure's statements build views: one of them (or a branch of an `if` or a
    /// `switch`) is a call of a name written as a type's, the way a view builder's content is.
    static func buildsViews(_ statements: [Stmt]) -> Bool {
        statements.contains { statement in
            switch statement {
            case .expr(let expr, _):
                var callee = expr
                // `Home().padding()`: the call at the start of the chain.
                while case .call(let call) = callee {
                    if case .member(let base, _, _) = call.callee { callee = base } else { callee = call.callee; break }
                }
                if case .name(let name, _) = callee { return startsUppercase(name) }
                return false
            case .ifStmt(let statement): return buildsViews(statement.then) || buildsViews(statement.otherwise ?? [])
            case .switchStmt(let statement): return statement.cases.contains { buildsViews($0.body) }
            case .sequence(let inner): return buildsViews(inner)
            default: return false
            }
        }
    }

    func delegatingInit(_ call: CallExpr, _ scope: Scope, _ context: SelfContext) throws -> Value? {
        let typeKey: String
        switch context {
        case .view(let instance): typeKey = instance.type.key
        case .object(let id): typeKey = initTypes.last ?? object(id).type
        case .structure(let box): typeKey = box.value.type
        case .typeContext: return nil
        }
        guard let type = program.type(typeKey) else { return nil }
        let arguments = try evalArguments(call, scope)
        // Overloads told apart by type (`init(_ source: URL?)`, `init(_ sources: [URL?])`): the one
        // whose parameter types fit the values, never one already running in this chain.
        let candidates = type.initializers.filter { Engine.accepts($0, arguments.map(\.label)) && !delegatingInits.contains($0.place) }
        guard let function = Engine.bestFit(candidates, arguments) else { return nil }
        delegatingInits.append(function.place)
        defer { delegatingInits.removeLast() }
        _ = try callFunction(function, arguments, selfContext: context)
        return .void
    }

    /// The first of `candidates` that fits `arguments` best (see `fit`).
    static func bestFit(_ candidates: [Function], _ arguments: Arguments) -> Function? {
        var best: (function: Function, score: Int)?
        for candidate in candidates {
            let score = fit(candidate, arguments)
            if best == nil || score > best!.score { best = (candidate, score) }
        }
        return best?.function
    }

    /// Whether arguments' values can be of their parameters' written types, for choosing between
    /// a function of the workspace and SwiftUI's of the same name.
    enum Fit { case fits, contradicts, unknown }

    /// `.contradicts` when an argument's value cannot be of its parameter's type (a number for a
    /// `KeyPath`, a string for a `Double`); `.unknown` when a value the simulator could not compute
    /// meets a parameter of a specific type; else `.fits`. Generic and protocol-typed parameters
    /// (`some View`, `T`, `any P`) fit anything.
    static func fits(_ function: Function, _ arguments: Arguments) -> Fit {
        var result = Fit.fits
        var remaining = arguments[...]
        for parameter in function.parameters {
            guard let argument = remaining.first else { break }
            if argument.label == parameter.label || argument.label == "#trailing" || (argument.label == nil && parameter.label == nil) {
                remaining.removeFirst()
            } else if parameter.defaultValue != nil {
                continue
            } else {
                remaining.removeFirst()
            }
            guard var type = parameter.typeText?.trimmingCharacters(in: .whitespaces), !type.isEmpty else { continue }
            if type.hasPrefix("@") || type.hasPrefix("some ") || type.hasPrefix("any ") || type.contains("->") { continue }
            let optional = type.hasSuffix("?")
            while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
            let base = TypeDeclaration.baseName(type)
            let numeric: Set<String> = ["Int", "Double", "CGFloat", "Float", "UInt", "Int64", "Int32", "TimeInterval"]
            let isKeyPath = base.hasSuffix("KeyPath")
            switch argument.value {
            case .int, .double:
                if !numeric.contains(base) && (isKeyPath || base == "String" || base == "Bool" || type.hasPrefix("[")) { return .contradicts }
            case .string:
                if numeric.contains(base) || isKeyPath || base == "Bool" || type.hasPrefix("[") { return .contradicts }
            case .bool:
                if numeric.contains(base) || isKeyPath || base == "String" || type.hasPrefix("[") { return .contradicts }
            case .keyPath:
                if numeric.contains(base) || base == "String" || base == "Bool" || type.hasPrefix("[") { return .contradicts }
            case .none:
                if !optional { result = .unknown }
            case .opaque:
                if numeric.contains(base) || isKeyPath || base == "String" || base == "Bool" { result = .unknown }
            default:
                break
            }
        }
        return result
    }

    /// How many arguments have the shape their parameter's written type asks for (an array for
    /// `[T]`, a string for `String`, an object of the named class…), for choosing an overload.
    static func fit(_ function: Function, _ arguments: Arguments) -> Int {
        var score = 0
        for (parameter, argument) in zip(function.parameters, arguments) {
            guard var type = parameter.typeText?.trimmingCharacters(in: .whitespaces) else { continue }
            let optional = type.hasSuffix("?")
            while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
            switch argument.value {
            case .array: score += type.hasPrefix("[") && !type.contains(":") ? 1 : 0
            case .dictionary: score += type.hasPrefix("[") && type.contains(":") ? 1 : 0
            case .string: score += type == "String" ? 1 : 0
            case .int: score += type == "Int" ? 1 : 0
            case .double: score += type == "Double" || type == "CGFloat" ? 1 : 0
            case .bool: score += type == "Bool" ? 1 : 0
            case .none: score += optional ? 1 : 0
            case .structure(let value): score += TypeDeclaration.baseName(value.type) == TypeDeclaration.baseName(type) ? 1 : 0
            case .enumCase(let name, _, _): score += !name.isEmpty && TypeDeclaration.baseName(name) == TypeDeclaration.baseName(type) ? 1 : 0
            default: break
            }
        }
        return score
    }

    func superInit(_ call: CallExpr, _ scope: Scope) throws -> Value {
        guard case .object(let id)? = currentSelf else { return .void }
        let current = initTypes.last ?? object(id).type
        guard let parent = program.type(current)?.inherited.first, let parentType = program.type(parent), parentType.isClass else { return .void }
        let arguments = try evalArguments(call, scope)
        if let function = chooseInitializer(parentType, arguments.map(\.label)) {
            initTypes.append(parent)
            defer { initTypes.removeLast() }
            _ = try callFunction(function, arguments, selfContext: .object(id))
        }
        return .void
    }

    func chooseInitializer(_ type: TypeInfo, _ labels: [String?]) -> Function? {
        type.initializers.first { Engine.accepts($0, labels) } ?? (type.initializers.count == 1 ? type.initializers.first : nil)
    }

    // MARK: Construction

    /// `Model(...)` for a class, a struct or an enum declared in the workspace, or a built-in type.
    /// - Parameter genericArguments: for a class, the specialization the new object is of
    ///   (`<Group>`), which tells its environment key apart from other specializations'.
    func construct(_ name: String, _ arguments: Arguments, place: SourcePlace?, genericArguments: String? = nil) throws -> Value {
        guard let type = program.type(name) else {
            if let result = try callBuiltin(name, arguments, nil, nil, place ?? SourcePlace(file: 0, offset: 0)) { return result }
            return .opaque("\(name)(...)")
        }
        switch type.kind {
        case .classType: return try constructObject(type, arguments, genericArguments: genericArguments)
        case .enumeration:
            if let raw = arguments.first(where: { $0.label == "rawValue" })?.value {
                for item in type.cases where try rawValue(of: item.name, in: type)?.equals(raw) == true {
                    return .enumCase(type.key, item.name, [])
                }
                return .none
            }
            if let function = chooseInitializer(type, arguments.map(\.label)) {
                let box = StructBox(StructValue(type: name, fields: [:], order: []))
                _ = try callFunction(function, arguments, selfContext: .structure(box))
                return box.value.fields["#self"] ?? .none
            }
            return .opaque(name)
        default:
            return try constructStruct(type, arguments)
        }
    }

    /// - Parameter runsInitializer: false for a placeholder made with its stored properties'
    ///   initial values alone (its initializers all take arguments the simulation does not have).
    func constructObject(_ type: TypeInfo, _ arguments: Arguments, runsInitializer: Bool = true, genericArguments: String? = nil) throws -> Value {
        // Stored defaults that make each other (`class A { let b = B() }`, `class B { let a = A() }`).
        if activeSelves.count > Engine.maximumCallDepth {
            throw Interruption.crash("Stack overflow: initializers nested more than \(Engine.maximumCallDepth) deep (objects whose defaults create each other?)")
        }
        let instance = allocate(type: type.key)
        instance.genericArguments = genericArguments
        // A new object may be a temporary nothing keeps: look once the statement is done.
        mayHaveGarbage = true
        let index = events.count
        var made = Event(kind: .objectInit, object: instance.label, type: type.name, owner: instance.owner)
        made.typeKey = type.key
        made.madeAfterUnknown = unknownsInStep > 0
        instance.madeOnUnknownChoice = unknownChoices > 0
        emit(made)
        viewsUnderConstruction.last?.pendingEvents.append(index)
        instance.fields["#initializing"] = .bool(true)
        let id = instance.id
        activeSelves.append(.object(id))
        temporaryRoots.append(.object(id))
        defer {
            activeSelves.removeLast()
            temporaryRoots.removeLast()
        }
        // Stored property defaults, superclass first.
        var chain: [TypeInfo] = []
        var current: TypeInfo? = type
        while let t = current, chain.count < 32 {
            chain.append(t)
            current = t.inherited.first.flatMap { program.type($0) }.flatMap { $0.isClass ? $0 : nil }
        }
        for t in chain.reversed() {
            // A `lazy var`'s initial value runs when it is first read (`objectMember`), not here:
            // it may read `self`, or a shared instance this initializer is still making.
            for property in t.stored where !property.isStatic && !property.isLazy {
                if let initial = property.initial {
                    creationOwner.append(Owner(type, .property(property.name)))
                    defer { creationOwner.removeLast() }
                    instance.fields[property.name] = try eval(initial, Scope(parent: nil))
                } else if property.isOptionalType {
                    instance.fields[property.name] = Value.none
                }
            }
        }
        if !runsInitializer {
            // Nothing more.
        } else if let function = chooseInitializer(type, arguments.map(\.label)) {
            initTypes.append(type.key)
            defer { initTypes.removeLast() }
            _ = try callFunction(function, arguments, selfContext: .object(id))
        } else if let inherited = chain.dropFirst().first(where: { !$0.initializers.isEmpty }),
            let function = chooseInitializer(inherited, arguments.map(\.label))
        {
            initTypes.append(inherited.name)
            defer { initTypes.removeLast() }
            _ = try callFunction(function, arguments, selfContext: .object(id))
        }
        instance.fields["#initializing"] = nil
        return .object(id)
    }

    func constructStruct(_ type: TypeInfo, _ arguments: Arguments) throws -> Value {
        let box = StructBox(StructValue(type: type.key, fields: [:], order: type.stored.filter { !$0.isStatic }.map(\.name)))
        let explicit = chooseInitializer(type, arguments.map(\.label))
        let provided = explicit == nil ? Set(arguments.compactMap(\.label)) : []
        for property in type.stored where !property.isStatic && !provided.contains(property.name) {
            if let initial = property.initial {
                box.value.fields[property.name] = try evalIn(.structure(box), initial)
            } else if property.isOptionalType {
                box.value.fields[property.name] = Value.none
            }
        }
        if let explicit {
            _ = try callFunction(explicit, arguments, selfContext: .structure(box))
        } else {
            var unlabelled = arguments.filter { $0.label == nil }[...]
            for property in type.stored where !property.isStatic {
                if let argument = arguments.first(where: { $0.label == property.name }) {
                    box.value.fields[property.name] = try contextuallyTyped(argument.value, property.typeText, file: property.place.file)
                } else if box.value.fields[property.name] == nil, let next = unlabelled.popFirst() {
                    box.value.fields[property.name] = try contextuallyTyped(next.value, property.typeText, file: property.place.file)
                }
            }
        }
        return .structure(box.value)
    }

    /// Makes a view value: arguments in the caller's context, then the stored property defaults,
    /// then the initializer body, as Swift does.
    func constructView(_ type: TypeInfo, _ call: CallExpr, _ scope: Scope) throws -> Value {
        if activeSelves.count > Engine.maximumCallDepth {
            throw Interruption.crash("Stack overflow: view initializers nested more than \(Engine.maximumCallDepth) deep" + recursionWhere())
        }
        let instance = ViewInstance(type: type)
        let labels = call.arguments.map(\.label)
        var explicit = chooseInitializer(type, labels)
        // Overloads with the same labels (`init(_ name: String)`, `init(_ names: [String])`): the
        // arguments are evaluated once, first, and the one whose types fit them is called.
        var evaluatedFirst: Arguments?
        let accepting = type.initializers.filter { Engine.accepts($0, labels) }
        if accepting.count > 1, !accepting.contains(where: { $0.parameters.contains(where: \.isAutoclosure) }) {
            var values: Arguments = []
            for argument in call.arguments { values.append((argument.label, try eval(argument.value, scope))) }
            explicit = Engine.bestFit(accepting, values)
            evaluatedFirst = values
        }
        var arguments: Arguments = []
        var memberwise: [String: Value] = [:]
        var memberwiseThunks: [String: Thunk] = [:]
        // Values made for the arguments stay reachable until the view holds them.
        let rootMark = temporaryRoots.count
        defer { temporaryRoots.removeLast(temporaryRoots.count - rootMark) }
        viewsUnderConstruction.append(instance)
        defer { viewsUnderConstruction.removeLast() }
        if let evaluatedFirst {
            arguments = evaluatedFirst
        } else if let explicit {
            for (index, argument) in call.arguments.enumerated() {
                let parameter = index < explicit.parameters.count ? explicit.parameters[index] : nil
                if parameter?.isAutoclosure == true {
                    let closure = ClosureValue(code: ClosureExpr(parameters: [], body: [.expr(argument.value, call.place)], place: call.place),
                        scope: scope, selfContext: currentSelf)
                    arguments.append((argument.label, .closure(closure)))
                } else {
                    arguments.append((argument.label, try eval(argument.value, scope)))
                }
            }
        } else {
            var unlabelled: [Expr] = []
            for argument in call.arguments {
                guard let label = argument.label, label != "#trailing" else {
                    unlabelled.append(argument.value)
                    continue
                }
                if type.storedProperty(label)?.wrapper == .stateObject {
                    memberwiseThunks[label] = Thunk(expr: argument.value, scope: scope, selfContext: currentSelf)
                } else {
                    let property = type.storedProperty(label)
                    let value = try contextuallyTyped(try eval(argument.value, scope), property?.typeText, file: property?.place.file ?? type.file)
                    temporaryRoots.append(value)
                    memberwise[label] = value
                }
            }
            // A trailing closure fills the last closure-typed property without a value.
            if let closureExpr = unlabelled.last {
                if let property = type.stored.last(where: { !$0.isStatic && memberwise[$0.name] == nil && $0.attributes.contains("ViewBuilder") && $0.typeText?.contains("->") != true }) {
                    // `@ViewBuilder let content: Content`: the synthesized init takes a builder and calls it.
                    memberwise[property.name] = .view(try buildContent(try eval(closureExpr, scope)))
                } else if let property = type.stored.last(where: { !$0.isStatic && memberwise[$0.name] == nil && $0.typeText?.contains("->") == true }) {
                    memberwise[property.name] = try eval(closureExpr, scope)
                }
            }
        }
        // Rooted as `self` while its defaults and initializer run.
        activeSelves.append(.view(instance))
        defer { activeSelves.removeLast() }
        for property in type.stored where !property.isStatic {
            let name = property.name
            if memberwise[name] != nil || memberwiseThunks[name] != nil { continue }
            guard let initial = property.initial else {
                if property.isOptionalType && property.wrapper == nil { instance.fields[name] = Value.none }
                if property.wrapper == .state && property.isOptionalType { instance.stateSeeds[name] = Value.none }
                continue
            }
            switch property.wrapper {
            case .state?:
                if settings.toolchain == .xcode27 {
                    instance.lazyStateSeeds[name] = Thunk(expr: initial, scope: nil, selfContext: .view(instance))
                } else {
                    creationOwner.append(Owner(type, .property(name)))
                    defer { creationOwner.removeLast() }
                    instance.stateSeeds[name] = try eval(initial, Scope(parent: nil))
                }
            case .stateObject?:
                instance.objectThunks[name] = Thunk(expr: initial, scope: nil, selfContext: .view(instance))
            case .environmentValue?, .environmentObservable?, .environmentObject?:
                break
            default:
                creationOwner.append(Owner(type, .property(name)))
                defer { creationOwner.removeLast() }
                instance.fields[name] = try eval(initial, Scope(parent: nil))
            }
        }
        let index = events.count
        emit(Event(kind: .viewInit, view: type.name, viewKey: type.key))
        instance.pendingEvents.append(index)
        if let explicit {
            _ = try callFunction(explicit, arguments, selfContext: .view(instance))
        } else {
            if !memberwise.isEmpty || !memberwiseThunks.isEmpty {
                for property in type.stored where !property.isStatic {
                    if let value = memberwise[property.name] {
                        if property.wrapper == .state {
                            instance.stateSeeds[property.name] = value
                        } else {
                            instance.fields[property.name] = property.attributes.contains("ViewBuilder") ? builderClosure(value) : value
                        }
                    } else if let thunk = memberwiseThunks[property.name] {
                        instance.objectThunks[property.name] = thunk
                    }
                }
            }
        }
        instance.initializing = false
        if type.hasBindings {
            for property in type.stored where property.wrapper == .binding {
                if case .binding(let binding)? = instance.fields[property.name] { instance.bindingSnapshots[property.name] = try peek(binding) }
            }
        }
        return .view(VNode(.custom(instance)))
    }

    // MARK: Members and statics

    func callStatic(_ typeName: String, _ name: String, _ call: CallExpr, _ scope: Scope, _ place: SourcePlace) throws -> Value {
        if name == "_printChanges" || name == "_logChanges", let tracker, let instance = tracker.instance {
            // SwiftUI's debugging aid: why this body runs.
            let reasons = renderingReasons.isEmpty ? "unchanged" : renderingReasons.joined(separator: ", ") + " changed"
            emit(Event(kind: .print, view: instance.type.name, viewKey: instance.type.key, path: tracker.path, message: "\(instance.type.name): \(reasons)."))
            return .void
        }
        // `Feature.Model(…)`: a type nested in this one, made as its name would make it.
        if let outer = program.type(typeName), let nested = program.types[outer.key + "." + name], nested.key == outer.key + "." + name,
            outer.staticMethods[name] == nil
        {
            if nested.kind == .structure && (nested.isView || nested.isApp || nested.isModifier) { return try constructView(nested, call, scope) }
            return try construct(nested.key, try evalArguments(call, scope), place: place)
        }
        let arguments = try evalArguments(call, scope)
        if let type = program.type(typeName) {
            if let function = type.staticMethods[name]?.first(where: { Engine.accepts($0, arguments.map(\.label)) }) ?? type.staticMethods[name]?.first {
                return try callFunction(function, arguments, selfContext: .typeContext(typeName))
            }
            if type.cases.contains(where: { $0.name == name }) {
                return .enumCase(type.key, name, arguments.map(\.value))
            }
            if let value = try staticMember(typeName, name, place) { return try invoke(value, arguments, place: place) }
        }
        if let result = try callBuiltinStatic(typeName, name, arguments, place) { return result }
        noteHandedOutside(call, callee: "\(typeName).\(name)", at: place)
        noteUnknown("`\(typeName).\(name)(...)` is not known to the simulator", at: place)
        return .opaque("\(typeName).\(name)")
    }

    func callMember(_ base: Value, _ name: String, _ call: CallExpr, _ scope: Scope, baseExpr: Expr, place: SourcePlace) throws -> Value {
        switch base {
        case .object(let id):
            if let function = findMethod(object(id).type, name, labels: call.arguments.map(\.label)) {
                return try callFunction(function, try evalArguments(call, scope), selfContext: .object(id))
            }
            if let field = object(id).fields[name], case .closure = field {
                return try invoke(field, try evalArguments(call, scope), place: place)
            }
            // Swift evaluates the arguments before the call: their reads (a state a body depends
            // on) and effects happen though the call's do not.
            _ = try evalArguments(call, scope)
            noteHandedOutside(call, callee: name, at: place)
            noteUnknown("`\(object(id).type).\(name)(...)` is not known to the simulator", at: place)
            return .opaque(name)
        case .view(let node):
            if let instance = node.instance, let function = findMethod(instance.type.key, name, labels: call.arguments.map(\.label), viewExtensions: false) {
                return try callFunction(function, try evalArguments(call, scope), selfContext: .view(instance))
            }
            // A `View` extension method whose labels fit; an extension named like a SwiftUI
            // modifier (`func background(alignment:extendedBy:background:)`) leaves other calls of
            // the name to SwiftUI.
            let labels = call.arguments.map(\.label)
            let candidates = program.type("View")?.methods[name] ?? []
            if !Engine.viewModifierNames.contains(name) {
                if let function = candidates.first(where: { Engine.accepts($0, labels) }) ?? candidates.first {
                    // A `View` extension method: `self` is the view value.
                    return try callFunction(function, try evalArguments(call, scope), selfContext: .structure(StructBox(StructValue(type: "#view", fields: ["#self": base], order: []))))
                }
            } else if case let fitting = candidates.filter({ Engine.accepts($0, labels) }), !fitting.isEmpty {
                // Named like a SwiftUI modifier: Swift picks between the extension and SwiftUI's
                // modifier by the arguments' types. The extension is taken when every argument's
                // value fits its parameter's written type; an argument that contradicts it leaves
                // the call to SwiftUI, and so does one whose type the simulator cannot tell (said
                // so: the run is conditional on it).
                let arguments = try evalArguments(call, scope)
                if let function = fitting.first(where: { Engine.fits($0, arguments) == .fits }) {
                    return try callFunction(function, arguments, selfContext: .structure(StructBox(StructValue(type: "#view", fields: ["#self": base], order: []))))
                }
                if fitting.contains(where: { Engine.fits($0, arguments) == .unknown }) {
                    noteUnknown("`.\(name)(...)` may be the workspace's `View.\(name)` or SwiftUI's modifier (an argument's type is unknown); the simulation takes SwiftUI's", at: place)
                }
            }
            return try applyModifier(node, name, call, scope)
        case .structure(let structure):
            if let field = structure.fields[name], case .closure = field {
                return try invoke(field, try evalArguments(call, scope), place: place)
            }
            if let function = findMethod(structure.type, name, labels: call.arguments.map(\.label)) {
                let box = StructBox(structure)
                let result = try callFunction(function, try evalArguments(call, scope), selfContext: .structure(box))
                if !box.value.fields.elementsEqual(structure.fields, by: { $0.key == $1.key && $0.value.sameAs($1.value) }) || box.value.fields.count != structure.fields.count {
                    try store(baseExpr, .structure(box.value), scope)
                }
                return result
            }
            if structure.type == "#view", let inner = structure.fields["#self"], case .view(let node) = inner {
                return try applyModifier(node, name, call, scope)
            }
            if Engine.viewModifierNames.contains(name) || structure.type == "Color" {
                return try applyModifier(VNode(.other(structure.type)), name, call, scope)
            }
        case .enumCase(let typeName, _, _):
            if let function = findMethod(typeName, name) {
                let box = StructBox(StructValue(type: typeName, fields: ["#case": base], order: []))
                return try callFunction(function, try evalArguments(call, scope), selfContext: .structure(box))
            }
        case .closure:
            if name == "callAsFunction" { return try invoke(base, try evalArguments(call, scope), place: place) }
        case .binding(let binding):
            // `$value.animation()`, `$x.wrappedValue`.
            if name == "animation" || name == "transaction" { return base }
            _ = binding
        case .type(let typeName):
            return try callStatic(typeName, name, call, scope, place)
        case .none:
            return .none
        case .opaque(let text):
            if text.hasPrefix("DispatchQueue") || text.hasPrefix("RunLoop") {
                let arguments = try evalArguments(call, scope)
                switch name {
                case "async":
                    // The main queue's next turn: after the code that queued it.
                    if let closure = arguments.last?.value { mainQueue.append(.closure(closure)) }
                    return .void
                case "sync":
                    if let closure = arguments.last?.value { _ = try invoke(closure, []) }
                    return .void
                case "asyncAfter":
                    note("`asyncAfter` waits for time to pass, which the simulator does not do; its closure does not run", at: place)
                    return .void
                default:
                    return base
                }
            }
            if Engine.viewModifierNames.contains(name) { return try applyModifier(VNode(.other("View")), name, call, scope) }
            // The arguments are evaluated before the call (`ByteCountFormatter.string(fromByteCount:
            // size)` reads `size`, and a body that does depends on it).
            _ = try evalArguments(call, scope)
            noteHandedOutside(call, callee: name, at: place)
            return base
        default:
            break
        }
        let arguments = Engine.labelTrailing(name, try evalArguments(call, scope))
        if let result = try builtinMethod(base, name, arguments, place) { return result }
        if Engine.viewModifierNames.contains(name) {
            return try applyModifier(VNode(.other(describeType(base))), name, call, scope)
        }
        // A `Set` is kept as an array too: which of the two it is, is not known here.
        let receiver: String = { if case .array = base { return "an Array or a Set" } else { return describeType(base) } }()
        noteHandedOutside(call, callee: name, at: place)
        noteUnknown("`.\(name)(...)` on \(receiver) is not known to the simulator", at: place)
        return .opaque(name)
    }

    func describeType(_ value: Value) -> String {
        switch value {
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .bool: return "Bool"
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        case .structure(let s): return s.type
        case .object(let id): return object(id).type
        case .enumCase(let t, let name, _): return t.isEmpty ? ".\(name)" : t
        case .opaque(let text): return opaqueTypes[text] ?? "value"
        default: return "value"
        }
    }
}

extension Engine {
    /// The integer types an enum's raw values may have: a case without a written value takes the
    /// one after the previous case's (the first, 0).
    static let integerRawTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

    /// A case's raw value, as Swift gives it: the written value; else, for an integer raw type, one
    /// more than the previous case's (0 for the first); else the case's name (a `String` raw
    /// type, and what the simulator assumes when it cannot tell the raw type). Nil for a case the
    /// type does not declare.
    func rawValue(of caseName: String, in type: TypeInfo) throws -> Value? {
        guard let index = type.cases.firstIndex(where: { $0.name == caseName }) else { return nil }
        if let raw = type.cases[index].rawValue { return try eval(raw, Scope(parent: nil)) }
        guard type.inherited.contains(where: { Engine.integerRawTypes.contains($0) }) else { return .string(caseName) }
        // Counting up from the nearest case above with a written value.
        var previous = index - 1
        while previous >= 0, type.cases[previous].rawValue == nil { previous -= 1 }
        var base = 0
        if previous >= 0, let written = type.cases[previous].rawValue, case .int(let value) = try eval(written, Scope(parent: nil)) {
            base = value + 1
        } else if previous >= 0 {
            return .opaque("\(type.name).\(caseName).rawValue")
        }
        return .int(base + (index - previous - 1))
    }
}

extension Engine {
    /// The value an implicit `.init(…)` has before its context says its type.
    static let implicitInitMarker = "#init"

    /// A value passed where `typeText` is declared (a parameter, a stored property): an implicit
    /// `.init(…)` makes that type, as Swift infers it (`self.init(environment: .init(store: s))`
    /// makes the parameter's `ConsoleEnvironment`). A type the workspace does not declare, or no
    /// declared type, leaves it unknown. Any other value is returned as it is.
    /// `T` of a declared `[T]` (or `[T]?`); nil for a dictionary or anything else.
    static func arrayElement(_ typeText: String?) -> String? {
        guard var text = typeText?.trimmingCharacters(in: .whitespaces) else { return nil }
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        guard text.hasPrefix("["), text.hasSuffix("]") else { return nil }
        let inner = String(text.dropFirst().dropLast())
        return inner.contains(":") || inner.contains("[") ? nil : inner
    }

    /// `.name` (with its payload) as a member of the declared type: a case of a workspace enum, or
    /// a static property of a workspace type; nil when the type is not the workspace's or has no
    /// such member (the value stays as it was).
    func implicitMember(_ name: String, _ payload: [Value], declared typeText: String?, file: Int) throws -> Value? {
        guard var written = typeText?.trimmingCharacters(in: .whitespaces) else { return nil }
        while written.hasSuffix("?") || written.hasSuffix("!") { written.removeLast() }
        guard SyntaxNode.isTypeStyle(written), !written.contains("->"), !written.contains("<"), let type = program.type(written, in: contextType, file: file) else { return nil }
        if type.kind == .enumeration, type.cases.contains(where: { $0.name == name }) { return .enumCase(type.key, name, payload) }
        if payload.isEmpty, type.staticProperties[name] != nil { return try staticMember(type.key, name, SourcePlace(file: file, offset: 0)) }
        return nil
    }

    func contextuallyTyped(_ value: Value, _ typeText: String?, file: Int) throws -> Value {
        // An integer passed where a floating-point type is declared is that type's value.
        switch value {
        case .int(let n) where Lowering.floatingElement(typeText) == (false, true): return .double(Double(n))
        case .array(let items) where Lowering.floatingElement(typeText) == (true, true):
            return .array(items.map { if case .int(let n) = $0 { return .double(Double(n)) } else { return $0 } })
        default: break
        }
        // An implicit member (`.timeline`) where a type is declared is that type's member: a case
        // of a workspace enum, or a static property (an array of them element by element).
        switch value {
        case .enumCase("", let name, let payload):
            return try implicitMember(name, payload, declared: typeText, file: file) ?? value
        case .array(let items) where items.contains(where: { if case .enumCase("", _, _) = $0 { return true } else { return false } }):
            guard let element = Engine.arrayElement(typeText) else { return value }
            return .array(try items.map { item in
                guard case .enumCase("", let name, let payload) = item else { return item }
                return try implicitMember(name, payload, declared: element, file: file) ?? item
            })
        default: break
        }
        guard case .enumCase(Engine.implicitInitMarker, _, let payload) = value else { return value }
        // Written on a way a choice took on an unknown value, it is made as if there.
        return try onChoice(unknown: payload.count > 1) { try constructImplicitInit(payload, declared: typeText, file: file) }
    }

    /// `.init(…)` made as the type the context declares (`contextuallyTyped`).
    private func constructImplicitInit(_ payload: [Value], declared typeText: String?, file: Int) throws -> Value {
        guard case .tuple(let items)? = payload.first, var written = typeText else { return .opaque("init") }
        for attribute in ["@escaping ", "inout ", "__owned ", "consuming ", "borrowing ", "sending "] where written.hasPrefix(attribute) {
            written.removeFirst(attribute.count)
        }
        written = written.trimmingCharacters(in: .whitespaces)
        while written.hasSuffix("?") || written.hasSuffix("!") { written.removeLast() }
        guard SyntaxNode.isTypeStyle(written), !written.contains("->"), let type = program.type(written, in: contextType, file: file) else { return .opaque("init") }
        let specialized = type.isClass ? SemanticModel.genericArgumentsText(program.model.specialization(of: written)) : nil
        return try construct(type.key, items.map { ($0.0, $0.1) }, place: nil, genericArguments: specialized)
    }
}
