import Foundation
import Semantics

/// Why code stopped running early.
enum Interruption: Error {
    /// The app crashed (a missing environment object, a forced unwrap of nil, ...).
    case crash(String)
    /// The step budget ran out: probably an infinite loop.
    case budget(SourcePlace?)
    /// A task reached an `await` the simulator cannot finish (time does not pass). The frames
    /// are what is left to run, innermost first, should the task be resumed (by cancellation).
    case suspended([TaskFrame])
    /// A Swift error, thrown and not yet caught.
    case thrown(Value)
    /// `break`/`continue` in resumed code that belongs to a loop further out.
    case breakOutOfFrame
    /// The run was cancelled from outside (`SimulationSettings.cancellation`).
    case cancelled
}

enum Flow {
    case normal
    case returned(Value)
    case broke
    case continued
}

extension Engine {
    var currentSelf: SelfContext? { activeSelves.last }
    static let maximumCallDepth = 400
    /// Above this many live identities, garbage is collected per body rather than per statement.
    static let statementCollectionLimit = 400
    /// Above this many values followed by the last collection, garbage is collected per body too:
    /// each collection follows the whole heap, so per statement a big heap took quadratic time
    /// that no step budget counted.
    static let statementMarkingLimit = 10_000

    /// Values a collection may follow per interpreter step since the last one. Collecting after
    /// every statement follows the whole heap each time; paced by this, marking costs at most a
    /// constant factor over the steps the budget counts, however large the heap grows.
    /// Measured on the 17 corpus apps' hovers: 32 spent a third of a large app's simulation time
    /// marking; at 8, the same hovers, word for word, 20 to 35% sooner.
    static let valuesMarkedPerStep = 8
    /// Collection work is charged to the step budget at one step per this many values followed,
    /// so the budget bounds a run's time, marking included.
    static let valuesPerChargedStep = 64

    /// Whether garbage is collected after this statement (small trees and heaps, or enough steps
    /// since the last collection to pay for one), or only after each body and action.
    var collectsPerStatement: Bool {
        elementsByID.count < Engine.statementCollectionLimit && lastMarkedValues < Engine.statementMarkingLimit
            && (lastMarkedValues < 256 || lastMarkedValues <= stepsSinceCollection * Engine.valuesMarkedPerStep)
    }
    /// Deepest view nesting simulated; each level costs several interpreter frames of native stack.
    static let maximumViewDepth = 250
    /// The longest string (in UTF-8 bytes) or array the simulated code may build. A string that
    /// doubles itself reaches gigabytes in a few dozen steps, long before the step budget ends, so
    /// bulk growth (`+`, `append(contentsOf:)`, interpolation, `String(repeating:count:)`,
    /// `joined`) is checked against this instead; element-by-element growth costs steps.
    static let maximumValueLength = 10_000_000

    /// Stops the simulation when a value would grow past `maximumValueLength`.
    func checkLength(_ length: Int, of kind: String, at place: SourcePlace?) throws {
        guard length > Engine.maximumValueLength else { return }
        let what = kind == "string" ? "a string of more than \(Engine.maximumValueLength) bytes" : "an \(kind) of more than \(Engine.maximumValueLength) elements"
        let location = place.map { " at \(program.describe($0))" } ?? ""
        throw Interruption.crash("Out of memory: the code built \(what)\(location); the simulation stops here")
    }
    /// Stands in a view's field for an environment object nothing injected; reading it crashes.
    static let missingEnvironmentMarker = "#missing:"

    func tick(_ place: SourcePlace?) throws {
        stepsLeft -= 1
        stepsSinceCollection += 1
        if let place { lastPlace = place }
        if stepsLeft < 0 { throw Interruption.budget(place ?? lastPlace) }
        // Every 1,024 steps (a few microseconds): whether the answer is still wanted.
        if stepsLeft & 1023 == 0, let cancellation = settings.cancellation, cancellation.isCancelled { throw Interruption.cancelled }
    }

    // MARK: Running code

    /// Runs a function or accessor body; a body that is one expression returns its value.
    /// A returned value: a result of a declared type (`Expr.contextual`) is typed without another
    /// `eval` frame, so that deep recursion in the simulated code meets the depth limit before
    /// this process's stack ends.
    func evalResult(_ expr: Expr, _ scope: Scope) throws -> Value {
        if case .contextual(let inner, let typeText, let file) = expr { return try contextuallyTyped(try eval(inner, scope), typeText, file: file) }
        return try eval(expr, scope)
    }

    func runBody(_ body: [Stmt], scope: Scope, selfContext: SelfContext?, selfHeldWeakly weak: Bool = false) throws -> Value {
        // Deep recursion in the simulated code would exhaust this process's stack first.
        if activeScopes.count > Engine.maximumCallDepth {
            throw Interruption.crash("Stack overflow: calls nested more than \(Engine.maximumCallDepth) deep (infinite recursion?)" + recursionWhere())
        }
        let outerWeak = selfHeldWeakly
        if let selfContext {
            activeSelves.append(selfContext)
            selfHeldWeakly = weak
        }
        activeScopes.append(scope)
        defer {
            activeScopes.removeLast()
            if selfContext != nil {
                activeSelves.removeLast()
                selfHeldWeakly = outerWeak
            }
        }
        if body.count == 1, case .expr(let expr, _) = body[0] {
            return try evalResult(expr, scope)
        }
        switch try execBlock(body, scope) {
        case .returned(let value): return value
        default: return .void
        }
    }

    func execBlock(_ statements: [Stmt], _ scope: Scope) throws -> Flow {
        var deferred: [[Stmt]] = []
        defer {
            for block in deferred.reversed() { _ = try? execBlock(block, Scope(parent: scope)) }
            // Locals holding objects go out of scope with the block (a collection while they were
            // alive has cleared the hint).
            if !mayHaveGarbage && !scope.values.isEmpty && scope.values.contains(where: Engine.mayReferenceObjects) {
                mayHaveGarbage = true
            }
        }
        for (index, statement) in statements.enumerated() {
            if case .deferStmt(let body) = statement {
                deferred.append(body)
                continue
            }
            let flow: Flow
            do {
                flow = try exec(statement, scope)
            } catch Interruption.suspended(let frames) {
                throw Interruption.suspended(frames + [.statements(statements[(index + 1)...], scope, currentSelf)])
            }
            if case .normal = flow {
                if mayHaveGarbage && collectsPerStatement { collectGarbage() }
                continue
            }
            return flow
        }
        return .normal
    }

    func exec(_ statement: Stmt, _ scope: Scope) throws -> Flow {
        switch statement {
        case .expr(let expr, let place):
            try tick(place)
            let value = try eval(expr, scope)
            if case .object = value { mayHaveGarbage = true }
            return .normal
        case .binding(let pattern, let expr):
            try tick(nil)
            let value = try expr.map { try eval($0, scope) } ?? .none
            if !mayHaveGarbage && Engine.mayReferenceObjects(value) { mayHaveGarbage = true }
            bind(pattern, value, in: scope)
            return .normal
        case .ifStmt(let statement):
            let inner = statement.bindsNames ? Scope(parent: scope) : scope
            let unknowns = unknownsInStep
            let holds = try conditionsHold(statement.conditions, inner)
            return try onChoice(unknown: unknownsInStep > unknowns) {
                if holds {
                    return try execBlock(statement.then, Engine.declares(statement.then) ? Scope(parent: inner) : inner)
                } else if let otherwise = statement.otherwise {
                    return try execBlock(otherwise, Engine.declares(otherwise) ? Scope(parent: scope) : scope)
                }
                return .normal
            }
        case .guardStmt(let conditions, let otherwise):
            // Bindings made by a guard stay visible after it.
            // A value the simulator cannot compute is not known to be nil: where the `else` stops
            // the app (`fatalError`, `preconditionFailure`), that stop is not established, so the
            // run goes on past the guard, with the unknown value bound, and notes the assumption.
            var passedUnknown = false
            if try conditionsHold(conditions, scope, unknownHolds: Engine.traps(otherwise), passedUnknown: &passedUnknown) {
                if passedUnknown {
                    noteUnknown("assuming the condition of a `guard` holds: it reads a value the simulator cannot compute, and its `else` stops the app", at: Engine.place(of: otherwise))
                }
                return .normal
            }
            let flow = try execBlock(otherwise, Scope(parent: scope))
            if case .normal = flow { return .returned(.void) }
            return flow
        case .switchStmt(let statement):
            return try execSwitch(statement, scope).flow
        case .forIn(let pattern, let sequenceExpr, let whereExpr, let body):
            let sequenceValue = try eval(sequenceExpr, scope)
            if case .range(let low, let high, let closed) = sequenceValue, high.subtractingReportingOverflow(low).partialValue > 100_000 || high.subtractingReportingOverflow(low).overflow {
                // A long range is walked, not made into an array: the loop may well break early.
                var i = low
                while closed ? i <= high : i < high {
                    try tick(nil)
                    let inner = Scope(parent: scope)
                    bind(pattern, .int(i), in: inner)
                    let passes = try whereExpr.map { truthy(try eval($0, inner)) } ?? true
                    if passes {
                        switch try execBlock(body, inner) {
                        case .broke: return .normal
                        case .returned(let value): return .returned(value)
                        default: break
                        }
                    }
                    if i == Int.max { break }
                    i += 1
                }
                return .normal
            }
            // A loop over a value the simulator cannot compute runs no step it can show: what its
            // body would change (the locals it assigns or mutates) is unknown after it, not the
            // value it had before (an empty dictionary the loop would have filled).
            if case .opaque(let what) = sequenceValue {
                for name in Engine.namesChanged(by: body) where scope.lookup(name) != nil {
                    _ = scope.assign(name, .opaque("changed by a loop over \(what)"))
                }
                return .normal
            }
            let sequence = try iterate(sequenceValue)
            return try runFor(pattern, sequence[...], whereExpr, body, scope)
        case .whileLoop(let conditions, let body):
            do {
                while true {
                    try tick(nil)
                    let inner = Scope(parent: scope)
                    guard try conditionsHold(conditions, inner) else { break }
                    switch try execBlock(body, inner) {
                    case .broke: return .normal
                    case .returned(let value): return .returned(value)
                    default: continue
                    }
                }
            } catch Interruption.suspended(let frames) {
                throw Interruption.suspended(frames + [.loop(statement, scope, currentSelf)])
            }
            return .normal
        case .repeatLoop(let body, let condition):
            do {
                while true {
                    try tick(nil)
                    let inner = Scope(parent: scope)
                    switch try execBlock(body, inner) {
                    case .broke: return .normal
                    case .returned(let value): return .returned(value)
                    default: break
                    }
                    if !truthy(try eval(condition, inner)) { break }
                }
            } catch Interruption.suspended(let frames) {
                // Resumed, the loop goes on with its condition (as a while loop would).
                throw Interruption.suspended(frames + [.loop(.whileLoop([.boolean(condition)], body), scope, currentSelf)])
            }
            return .normal
        case .doCatch(let body, let catches):
            do {
                return try execBlock(body, Scope(parent: scope))
            } catch Interruption.thrown(let error) {
                guard let clause = catches.first else { throw Interruption.thrown(error) }
                let inner = Scope(parent: scope)
                inner.declare(clause.name, error)
                return try execBlock(clause.body, inner)
            } catch Interruption.suspended(let frames) {
                let handler = catches.first.map { TaskFrame.handler($0.body, $0.name, scope, currentSelf) }
                throw Interruption.suspended(frames + (handler.map { [$0] } ?? []))
            }
        case .throwStmt(let expr, let place):
            try tick(place)
            throw Interruption.thrown(try eval(expr, scope))
        case .returnStmt(let expr):
            return .returned(try expr.map { try evalResult($0, scope) } ?? .void)
        case .breakStmt: return .broke
        case .continueStmt: return .continued
        case .deferStmt(let body):
            _ = try execBlock(body, Scope(parent: scope))
            return .normal
        case .block(let statements):
            return try execBlock(statements, Scope(parent: scope))
        case .sequence(let statements):
            return try execBlock(statements, scope)
        case .opaque(let text, let place):
            noteUnknown("cannot simulate `\(text.prefix(60))`; skipped", at: place)
            return .normal
        }
    }

    /// Whether a block declares names of its own (and so needs a scope).
    static func declares(_ statements: [Stmt]) -> Bool {
        for statement in statements {
            switch statement {
            case .binding(.wildcard, _): continue
            case .binding: return true
            case .sequence(let inner): if declares(inner) { return true }
            case .guardStmt(let conditions, _):
                if conditions.contains(where: { if case .boolean = $0 { return false } else { return true } }) { return true }
            default: continue
            }
        }
        return false
    }

    func execSwitch(_ statement: SwitchStmt, _ scope: Scope) throws -> (flow: Flow, index: Int?) {
        let subject = try eval(statement.subject, scope)
        for (index, item) in statement.cases.enumerated() {
            let inner = Scope(parent: scope)
            guard try caseMatches(item, subject, inner) else { continue }
            let flow = try execBlock(item.body, inner)
            if case .broke = flow { return (.normal, index) }
            return (flow, index)
        }
        return (.normal, nil)
    }

    /// Whether a `switch` case matches: one of its patterns (binding names into `scope`), then its
    /// `where` clause.
    func caseMatches(_ item: SwitchCase, _ subject: Value, _ scope: Scope) throws -> Bool {
        for pattern in item.patterns where try match(pattern, subject, scope) {
            if let guardExpr = item.guardExpr { return truthy(try eval(guardExpr, scope)) }
            return true
        }
        return false
    }

    /// Whether a block ends the app: a `fatalError(…)` or `preconditionFailure(…)` statement in it.
    static func traps(_ block: [Stmt]) -> Bool {
        block.contains { statement in
            guard case .expr(.call(let call), _) = statement, case .name(let name, _) = call.callee else { return false }
            return name == "fatalError" || name == "preconditionFailure"
        }
    }

    /// Where a block's first statement is, for a note.
    static func place(of block: [Stmt]) -> SourcePlace? {
        for statement in block { if case .expr(_, let place) = statement { return place } }
        return nil
    }

    /// Whether conditions hold, binding their names into `scope`.
    func conditionsHold(_ conditions: [Condition], _ scope: Scope) throws -> Bool {
        var passedUnknown = false
        return try conditionsHold(conditions, scope, unknownHolds: false, passedUnknown: &passedUnknown)
    }

    /// A branch, `??` or `?:` decided on what a placeholder's properties hold (read since `reads`)
    /// took the way the placeholder's stored defaults lead, not the app's object: it counts as a
    /// value the run could not compute (`Event.madeAfterUnknown`).
    @discardableResult
    func decidedOnPlaceholder(since reads: Int) -> Bool {
        guard placeholderReads > reads else { return false }
        unknownsInStep += 1
        return true
    }

    /// Runs the way a choice took; with `unknown` (decided on a value the simulator cannot compute
    /// or on a placeholder's property), what it makes is marked `ObjectInstance.madeOnUnknownChoice`:
    /// the app may take the other way and not make it.
    func onChoice<T>(unknown: Bool, _ body: () throws -> T) rethrows -> T {
        guard unknown else { return try body() }
        unknownChoices += 1
        defer { unknownChoices -= 1 }
        return try body()
    }

    /// `conditionsHold`, where with `unknownHolds` a value the simulator cannot compute (opaque)
    /// passes an optional binding and a boolean test, and `passedUnknown` says one did.
    func conditionsHold(_ conditions: [Condition], _ scope: Scope, unknownHolds: Bool, passedUnknown: inout Bool) throws -> Bool {
        for condition in conditions {
            switch condition {
            case .boolean(let expr):
                let reads = placeholderReads
                let value = try eval(expr, scope)
                decidedOnPlaceholder(since: reads)
                // A branch decided on a value the simulator cannot compute: what follows is the run's.
                if case .opaque = value { unknownsInStep += 1 }
                if unknownHolds, case .opaque = value {
                    passedUnknown = true
                    continue
                }
                if !truthy(value) { return false }
            case .optionalBinding(let name, let expr):
                let reads = placeholderReads
                let value = try expr.map { try eval($0, scope) } ?? (try eval(.name(name, SourcePlace(file: 0, offset: 0)), scope))
                decidedOnPlaceholder(since: reads)
                if value.isNone { return false }
                if case .opaque = value {
                    unknownsInStep += 1
                    guard unknownHolds else { return false }
                    passedUnknown = true
                }
                scope.declare(name, value)
            case .pattern(let pattern, let expr):
                let reads = placeholderReads
                let value = try eval(expr, scope)
                decidedOnPlaceholder(since: reads)
                if case .opaque = value { unknownsInStep += 1 }
                // `guard case let .a(x) = unknown else { fatalError() }`: as for a boolean, the stop
                // is not established, so the pattern is taken to match, its names unknown.
                if unknownHolds, case .opaque = value {
                    passedUnknown = true
                    Engine.bindUnknown(pattern, in: scope)
                    continue
                }
                if !(try match(pattern, value, scope)) { return false }
            }
        }
        return true
    }

    /// Declares every name a pattern binds as a value the simulator cannot compute.
    static func bindUnknown(_ pattern: CasePattern, in scope: Scope) {
        switch pattern {
        case .binding(let name): scope.declare(name, .opaque(name))
        case .enumCase(_, let inner), .tuple(let inner): for item in inner { bindUnknown(item, in: scope) }
        case .optionalSome(let inner): bindUnknown(inner, in: scope)
        case .wildcard, .value: break
        }
    }

    func match(_ pattern: CasePattern, _ value: Value, _ scope: Scope) throws -> Bool {
        switch pattern {
        case .wildcard: return true
        case .binding(let name):
            scope.declare(name, value)
            return true
        case .optionalSome(let inner):
            if value.isNone { return false }
            return try match(inner, value, scope)
        case .value(let expr):
            let candidate = try eval(expr, scope)
            switch candidate {
            case .range(let low, let high, let closed):
                guard let number = intValue(value) else { return false }
                return number >= low && (closed ? number <= high : number < high)
            default:
                return candidate.equals(value)
            }
        case .enumCase(let name, let inner):
            if name == "some" {
                if value.isNone { return false }
                return try inner.first.map { try match($0, value, scope) } ?? true
            }
            if name == "none" { return value.isNone }
            guard case .enumCase(_, let caseName, let payload) = value, caseName == name else { return false }
            for (index, sub) in inner.enumerated() where index < payload.count {
                if !(try match(sub, payload[index], scope)) { return false }
            }
            return true
        case .tuple(let patterns):
            guard case .tuple(let elements) = value, elements.count == patterns.count else { return false }
            for (sub, element) in zip(patterns, elements) where !(try match(sub, element.1, scope)) { return false }
            return true
        }
    }

    func bind(_ pattern: BindingPattern, _ value: Value, in scope: Scope) {
        switch pattern {
        case .name(let name): scope.declare(name, value)
        case .wildcard: break
        case .tuple(let patterns):
            if case .tuple(let elements) = value {
                for (sub, element) in zip(patterns, elements) { bind(sub, element.1, in: scope) }
            }
        }
    }

    /// The names a block assigns (`x = …`, `x[k] = …`, `x.y += …`) or mutates (`x.append(…)`),
    /// in its statements and the blocks nested in them (not in closures it makes).
    static func namesChanged(by statements: [Stmt]) -> Set<String> {
        var names: Set<String> = []
        func root(_ expr: Expr) -> String? {
            switch expr {
            case .name(let name, _): return name
            case .member(let base, _, _), .subscriptAccess(let base, _, _), .forceUnwrap(let base), .optionalChain(let base): return root(base)
            default: return nil
            }
        }
        func visit(_ expr: Expr) {
            switch expr {
            case .assign(_, let target, _, _): if let name = root(target) { names.insert(name) }
            case .call(let call):
                if case .member(let base, let method, _) = call.callee, Engine.mutatingMethods.contains(method), let name = root(base) { names.insert(name) }
            case .await(let inner), .tryOptional(let inner), .tryForced(let inner): visit(inner)
            default: break
            }
        }
        func walk(_ list: [Stmt]) {
            for statement in list {
                switch statement {
                case .expr(let expr, _): visit(expr)
                case .ifStmt(let branch): walk(branch.then); walk(branch.otherwise ?? [])
                case .guardStmt(_, let otherwise): walk(otherwise)
                case .switchStmt(let choice): for item in choice.cases { walk(item.body) }
                case .forIn(_, _, _, let inner), .whileLoop(_, let inner), .repeatLoop(let inner, _), .block(let inner), .sequence(let inner), .deferStmt(let inner): walk(inner)
                case .doCatch(let inner, let catches): walk(inner); for clause in catches { walk(clause.body) }
                default: break
                }
            }
        }
        walk(statements)
        return names
    }

    func iterate(_ value: Value) throws -> [Value] {
        switch value {
        case .array(let values): return values
        case .binding(let binding):
            // `ForEach($items)`: a binding to each element.
            guard case .array(let values) = try get(binding) else { return [] }
            return values.indices.map { .binding(BindingValue(.element(binding, $0))) }
        case .range(let low, let high, let closed):
            if !closed && high == Int.min { return [] }
            let upper = closed ? high : high - 1
            guard upper >= low else { return [] }
            let (width, overflow) = upper.subtractingReportingOverflow(low)
            if overflow || width > 10_000_000 { throw Interruption.budget(nil) }
            return (low...upper).map { .int($0) }
        case .dictionary(let pairs): return pairs.map { .tuple([("key", $0.0), ("value", $0.1)]) }
        case .string(let text): return text.map { .string(String($0)) }
        case .none: return []
        default: return []
        }
    }

    // MARK: Expressions

    func eval(_ expr: Expr, _ scope: Scope) throws -> Value {
        switch expr {
        case .literal(let value):
            return value
        case .string(let parts):
            var text = ""
            for part in parts {
                try tick(nil)
                let piece: String
                switch part {
                case .text(let t): piece = t
                case .value(let e): piece = describe(try eval(e, scope))
                case .formatted(let e, let specifier): piece = formatString(specifier, [try eval(e, scope)])
                }
                try checkLength(text.utf8.count + piece.utf8.count, of: "string", at: nil)
                text += piece
            }
            return .string(text)
        case .name(let name, let place):
            return try lookup(name, scope, place)
        case .selfRef:
            switch currentSelf {
            case .view(let instance)?: return .view(VNode(.custom(instance)))
            case .object(let id)?: return .object(id)
            // In an enum's own member, `self` is the case (`self.rawValue`, `switch self`).
            case .structure(let box)?: return box.value.fields["#case"] ?? .structure(box.value)
            case .typeContext(let name)?: return .type(name)
            case nil: return .opaque("self")
            }
        case .dollar(let name, let place):
            if let local = scope.lookup("$" + name) { return local }
            return try projected(name, place)
        case .member(let base, let name, let place):
            if case .selfRef = base, case .view(let instance)? = currentSelf {
                return try viewProperty(instance, name, place)
            }
            let value = try eval(base, scope)
            return try member(of: value, name, place)
        case .implicitMember(let name):
            return implicitMember(name)
        case .call(let call):
            return try evalCall(call, scope)
        case .closure(let code):
            return .closure(ClosureValue(code: code, scope: scope, selfContext: currentSelf, holdsSelf: !selfHeldWeakly))
        case .binary(let op, let lhs, let rhs, let place):
            return try binary(op, lhs, rhs, scope, place)
        case .assign(let op, let lhs, let rhs, let place):
            try tick(place)
            var value = try eval(rhs, scope)
            if let op {
                let current = try eval(lhs, scope)
                value = try applyBinary(op, current, value, place)
            }
            try store(lhs, value, scope)
            return .void
        case .prefix(let op, let operand):
            let value = try eval(operand, scope)
            switch (op, value) {
            case ("!", .bool(let b)): return .bool(!b)
            case ("-", .int(let i)):
                if i == Int.min { throw Interruption.crash("Swift runtime failure: arithmetic overflow") }
                return .int(-i)
            case ("-", .double(let d)): return .double(-d)
            case ("+", _): return value
            case ("..<", .int(let i)): return .range(Int.min, i, closed: false)
            case ("...", .int(let i)): return .range(Int.min, i, closed: true)
            default: return .opaque("\(op)\(describe(value))")
            }
        case .ternary(let condition, let then, let otherwise):
            let reads = placeholderReads
            let decided = try eval(condition, scope)
            let unknown = decidedOnPlaceholder(since: reads) || decided.isOpaque
            return try onChoice(unknown: unknown) { truthy(decided) ? try eval(then, scope) : try eval(otherwise, scope) }
        case .array(let elements):
            let mark = temporaryRoots.count
            defer { temporaryRoots.removeLast(temporaryRoots.count - mark) }
            var values: [Value] = []
            values.reserveCapacity(elements.count)
            for element in elements {
                let value = try eval(element, scope)
                temporaryRoots.append(value)
                values.append(value)
            }
            return .array(values)
        case .dictionary(let pairs):
            return .dictionary(try pairs.map { (try eval($0.0, scope), try eval($0.1, scope)) })
        case .tuple(let elements):
            return .tuple(try elements.map { ($0.0, try eval($0.1, scope)) })
        case .subscriptAccess(let base, let arguments, let place):
            let value = try eval(base, scope)
            let keys = try arguments.map { try eval($0.value, scope) }
            return try subscriptValue(value, keys, arguments.map(\.label), place)
        case .forceUnwrap(let inner):
            let value = try eval(inner, scope)
            if value.isNone { throw Interruption.crash("Fatal error: Unexpectedly found nil while unwrapping an Optional value") }
            return value
        case .optionalChain(let inner):
            return try eval(inner, scope)
        case .keyPath(let components):
            return .keyPath(components)
        case .cast(let inner, let written, let kind, let place):
            let value = try eval(inner, scope)
            let typeName = kind == .check || kind == .optional ? (resolveType(written, at: place)?.key ?? written) : written
            switch kind {
            case .check: return .bool(valueIs(value, typeName))
            case .optional: return valueIs(value, typeName) ? value : .none
            default: return value
            }
        case .ifValue(let statement):
            let inner = Scope(parent: scope)
            let unknowns = unknownsInStep
            let holds = try conditionsHold(statement.conditions, inner)
            return try onChoice(unknown: unknownsInStep > unknowns) {
                if holds {
                    return try valueOfBranch(statement.then, inner)
                } else if let otherwise = statement.otherwise {
                    return try valueOfBranch(otherwise, Scope(parent: scope))
                }
                return .void
            }
        case .switchValue(let statement):
            let subject = try eval(statement.subject, scope)
            for item in statement.cases {
                let inner = Scope(parent: scope)
                if try caseMatches(item, subject, inner) { return try valueOfBranch(item.body, inner) }
            }
            return .void
        case .await(let inner):
            return try evalAwait(inner, scope)
        case .viewBuilder(let statements):
            return .view(try buildBlock(statements, Scope(parent: scope)))
        case .contextual(let inner, let typeText, let file):
            return try contextuallyTyped(try eval(inner, scope), typeText, file: file)
        case .tryOptional(let inner):
            do {
                return try eval(inner, scope)
            } catch Interruption.thrown {
                return .none
            } catch Interruption.suspended(let frames) {
                throw Interruption.suspended(frames + [.absorbError])
            }
        case .tryForced(let inner):
            do {
                return try eval(inner, scope)
            } catch Interruption.thrown(let error) {
                throw Interruption.crash("Fatal error: 'try!' expression unexpectedly raised an error: \(describe(error))")
            } catch Interruption.suspended(let frames) {
                throw Interruption.suspended(frames + [.crashOnError])
            }
        case .opaque(let text, let place):
            noteUnknown("cannot simulate `\(text.prefix(60))`; its value is unknown", at: place)
            return .opaque(String(text.prefix(60)))
        }
    }

    /// The value of an `if`/`switch` used as an expression: its last expression statement.
    func valueOfBranch(_ statements: [Stmt], _ scope: Scope) throws -> Value {
        guard let last = statements.last else { return .void }
        if statements.count > 1 {
            switch try execBlock(Array(statements.dropLast()), scope) {
            case .returned(let value): return value
            default: break
            }
        }
        if case .expr(let expr, _) = last { return try evalResult(expr, scope) }
        if case .returnStmt(let expr) = last { return try expr.map { try evalResult($0, scope) } ?? .void }
        _ = try exec(last, scope)
        return .void
    }

    func evalAwait(_ inner: Expr, _ scope: Scope) throws -> Value {
        // `Task.sleep` and other waits never finish: time does not pass in the simulator.
        if case .call(let call) = inner, case .member(.name("Task", _), let name, _) = call.callee, name == "sleep" {
            // A cancelled task's sleep throws at once; otherwise it waits for time that never passes.
            if taskCancelled { throw Interruption.thrown(Engine.cancellationError) }
            throw Interruption.suspended([])
        }
        if case .call(let call) = inner, case .member(.name("Task", _), "yield", _) = call.callee { return .void }
        return try eval(inner, scope)
    }

    // MARK: Names

    func lookup(_ name: String, _ scope: Scope, _ place: SourcePlace) throws -> Value {
        if let value = scope.lookup(name) { return value }
        switch currentSelf {
        case .view(let instance)?:
            if let value = try viewPropertyIfDeclared(instance, name, place) { return value }
        case .object(let id)?:
            if let value = try objectMember(id, name, place, allowMethods: false) { return value }
        case .structure(let box)?:
            if let value = box.value.fields[name] { return value }
            // `rawValue` in an enum's own member (`var id: Int { rawValue }`): self's case.
            if name == "rawValue", case .enumCase(let typeName, let caseName, _)? = box.value.fields["#case"], let type = program.type(typeName),
                let raw = try rawValue(of: caseName, in: type)
            {
                return raw
            }
            if let type = program.type(box.value.type), let getter = type.computed[name]?.getter {
                return try runBody(getter, scope: Scope(parent: nil), selfContext: .structure(StructBox(box.value)))
            }
        case .typeContext(let typeName)?:
            if let value = try staticMember(typeName, name, place) { return value }
        case nil:
            break
        }
        if let property = program.globals[name] { return try globalValue(name, property) }
        if let typeName = selfTypeName, let value = try staticMember(typeName, name, place) { return value }
        if name == "Self", let typeName = selfTypeName { return .type(typeName) }
        if let type = resolveType(name, at: place) { return .type(type.key) }
        if Engine.knownTypeNames.contains(name) { return .type(name) }
        if program.functions[name] != nil { return .type(name) }
        if name == "_" { return .void }
        if let first = name.unicodeScalars.first, "+-*/%<>=!&|^~".unicodeScalars.contains(first) {
            // An operator used as a function: `sorted(by: <)`, `reduce(0, +)`.
            return .closure(ClosureValue(name: name) { [unowned self] values in
                guard values.count == 2 else { return .opaque(name) }
                return try self.applyBinary(name, values[0], values[1], place)
            })
        }
        // A stand-in parent's placeholder for a value it cannot make: unknown, and said so by the
        // hover that made the stand-in, not by a note per read.
        if name.hasPrefix(Simulation.standInObjectPrefix) {
            // A stand-in parent's object of a class whose initializers all take arguments: made
            // with its stored properties' initial values, no initializer run.
            let key = name.dropFirst(Simulation.standInObjectPrefix.count).replacingOccurrences(of: "__", with: ".")
            if let type = program.type(key), type.isClass { return try constructObject(type, [], runsInitializer: false) }
        }
        if name.hasPrefix(Simulation.standInUnknownPrefix) { return .opaque("a placeholder " + name.dropFirst(Simulation.standInUnknownPrefix.count)) }
        // A method of `self` named, not called (`.onAppear(perform: load)`): a closure that calls
        // it on self, as Swift's method reference does.
        if let context = currentSelf, let typeName = selfTypeName, let function = findMethod(typeName, name, viewExtensions: false), !function.isStatic {
            return methodReference(function, name, on: context, place)
        }
        noteUnknown("`\(name)` is not known to the simulator; its value is unknown", at: place)
        return .opaque(name)
    }

    /// Where a stack overflow happened, for its crash message: the place last run and the types
    /// whose code the innermost calls ran in (`; at Row.swift:12, in Row → Row → Row`).
    func recursionWhere() -> String {
        var names: [String] = []
        for context in activeSelves.suffix(6) {
            switch context {
            case .view(let instance): names.append(instance.type.name)
            case .object(let id): names.append(object(id).type)
            case .structure(let box): names.append(box.value.type)
            case .typeContext(let name): names.append(name)
            }
        }
        return (lastPlace.map { "; at \(program.describe($0))" } ?? "") + (names.isEmpty ? "" : ", in " + names.joined(separator: " → "))
    }

    var selfTypeName: String? {
        switch currentSelf {
        case .view(let instance)?: return instance.type.key
        case .object(let id)?: return object(id).type
        case .structure(let box)?: return box.value.type
        case .typeContext(let name)?: return name
        case nil: return nil
        }
    }

    static let knownTypeNames: Set<String> = [
        "Int", "Double", "Float", "CGFloat", "Bool", "String", "Array", "Dictionary", "Set", "Optional", "UUID", "Date",
        "Color", "Task", "Text", "Image", "Button", "Font", "Character", "Data", "URL", "DispatchQueue", "Binding",
        "Published", "State", "StateObject", "ObservedObject", "Environment", "Bindable", "AnyView", "Calendar",
        "TimeInterval", "Decimal", "Swift", "Foundation", "SwiftUI", "Range", "ClosedRange", "Timer", "withAnimation", "Thread",
    ]

    func globalValue(_ name: String, _ property: StoredProperty) throws -> Value {
        if let value = globalValues[name] { return value }
        if let getter = property.getter { return try runBody(getter, scope: Scope(parent: nil), selfContext: nil) }
        creationOwner.append(Owner(type: nil, name: nil, .global(name)))
        defer { creationOwner.removeLast() }
        let value = try property.initial.map { try eval($0, Scope(parent: nil)) } ?? .none
        globalValues[name] = value
        return value
    }

    func staticMember(_ typeName: String, _ name: String, _ place: SourcePlace) throws -> Value? {
        guard let type = program.type(typeName) else { return nil }
        let key = "\(typeName).\(name)"
        if let value = staticValues[key] { return value }
        if let property = type.staticProperties[name] {
            if let getter = property.getter {
                return try runBody(getter, scope: Scope(parent: nil), selfContext: .typeContext(typeName))
            }
            // Static stored properties are initialized lazily, once: a shared singleton.
            creationOwner.append(Owner(type: typeName, name: type.name, .staticProperty(name)))
            defer { creationOwner.removeLast() }
            let value = try property.initial.map { try evalIn(.typeContext(typeName), $0) } ?? .none
            staticValues[key] = value
            return value
        }
        // A case is of the type's key, however the type was written (`Outer.Mode.list`, `Mode.list`
        // inside `Outer`, or `.list` typed by its context): one case, one value.
        if let item = type.cases.first(where: { $0.name == name }), item.arity == 0 {
            return .enumCase(type.key, name, [])
        }
        if name == "allCases", type.kind == .enumeration {
            return .array(type.cases.filter { $0.arity == 0 }.map { .enumCase(type.key, $0.name, []) })
        }
        return nil
    }

    func evalIn(_ context: SelfContext, _ expr: Expr) throws -> Value {
        activeSelves.append(context)
        defer { activeSelves.removeLast() }
        return try eval(expr, Scope(parent: nil))
    }

    // MARK: Members

    /// A method named, not called (`model.save`, or `load` on self): a closure that calls it on
    /// the receiver, which it holds, as Swift's method reference does.
    func methodReference(_ function: Function, _ name: String, on receiver: SelfContext, _ place: SourcePlace) -> Value {
        let names = function.parameters.indices.map { "$\($0)" }
        let call = CallExpr(
            callee: .member(.selfRef, name, place),
            arguments: zip(function.parameters, names).map { CallArgument(label: $0.label, value: .name($1, place)) }, place: place)
        let code = ClosureExpr(parameters: names, body: [.returnStmt(.call(call))], place: place)
        return .closure(ClosureValue(code: code, scope: nil, selfContext: receiver, holdsSelf: true))
    }

    func member(of value: Value, _ name: String, _ place: SourcePlace) throws -> Value {
        switch value {
        case .object(let id):
            // A placeholder's properties are its stored defaults, not what the app's object holds:
            // a decision taken on one is the run's (`decidedOnPlaceholder`).
            if placeholderObjects[id] != nil { placeholderReads += 1 }
            if let result = try objectMember(id, name, place, allowMethods: false) { return result }
            if name == "objectWillChange" { return .enumCase("#publisher", "objectWillChange", [value]) }
            if name == "id" { return .string(object(id).label) }
            // A method named, not called (`perform: model.save`): a closure that calls it on the
            // object, which it holds, as Swift's method reference does.
            if let function = findMethod(object(id).type, name, viewExtensions: false), !function.isStatic {
                return methodReference(function, name, on: .object(id), place)
            }
            noteUnknown("`\(object(id).type).\(name)` is not known to the simulator", at: place)
            return .opaque(name)
        case .view(let node):
            if let instance = node.instance { return try viewProperty(instance, name, place) }
            return .opaque(name)
        case .structure(let structure):
            if let field = structure.fields[name] { return field }
            if let getter = computedGetter(structure.type, name) {
                return try runBody(getter, scope: Scope(parent: nil), selfContext: .structure(StructBox(structure)))
            }
            return builtinMember(value, name) ?? .opaque(name)
        case .type(let typeName):
            if let result = try staticMember(typeName, name, place) { return result }
            if name == "self" { return value }
            // `Outer.Mode`: a type nested in this one, whose members follow (`Outer.Mode.list`).
            if let outer = program.type(typeName), let nested = program.types[outer.key + "." + name], nested.key == outer.key + "." + name {
                return .type(nested.key)
            }
            return builtinStatic(typeName, name) ?? .opaque("\(typeName).\(name)")
        case .binding(let binding):
            switch name {
            case "wrappedValue": return try get(binding)
            case "projectedValue": return value
            default:
                // `$state.field`: a binding to a part of what the binding points at.
                if case .object(let id) = try peek(binding) { return .binding(BindingValue(.field(id, name))) }
                return .binding(BindingValue(.member(binding, name)))
            }
        case .enumCase(let typeName, let caseName, _):
            if name == "rawValue", let type = program.type(typeName), let raw = try rawValue(of: caseName, in: type) { return raw }
            if let getter = computedGetter(typeName, name) {
                return try runBody(getter, scope: Scope(parent: nil), selfContext: .structure(StructBox(StructValue(type: typeName, fields: ["#case": value], order: []))))
            }
            return builtinMember(value, name) ?? .opaque(name)
        case .none:
            return .none
        case .opaque:
            return value
        default:
            if let result = builtinMember(value, name) { return result }
            return .opaque("\(describe(value)).\(name)")
        }
    }

    /// A computed property declared on the type or in an extension of a protocol it adopts.
    func computedGetter(_ typeName: String, _ name: String) -> [Stmt]? {
        guard let type = program.type(typeName) else { return nil }
        if let getter = type.computed[name]?.getter { return getter }
        for adopted in type.inherited {
            if let getter = program.type(adopted)?.computed[name]?.getter { return getter }
        }
        return nil
    }

    /// A property of an object, or nil when the type declares no such member.
    func objectMember(_ id: ObjectID, _ name: String, _ place: SourcePlace, allowMethods: Bool) throws -> Value? {
        let instance = object(id)
        if let field = instance.fields[name] {
            trackObservableRead(instance, name)
            return field
        }
        var type = program.type(instance.type)
        var depth = 0
        while let current = type, depth < 32 {
            if let getter = computedGetter(current.key, name) {
                return try runBody(getter, scope: Scope(parent: nil), selfContext: .object(id))
            }
            // A `lazy var` read for the first time: its initial value, with `self`, kept from now on.
            if let property = current.stored.first(where: { $0.name == name && $0.isLazy && !$0.isStatic }), let initial = property.initial {
                creationOwner.append(Owner(current, .property(name)))
                defer { creationOwner.removeLast() }
                let value = try runBody([.returnStmt(initial)], scope: Scope(parent: nil), selfContext: .object(id))
                object(id).fields[name] = value
                trackObservableRead(object(id), name)
                return value
            }
            type = current.inherited.first.flatMap { program.type($0) }
            depth += 1
        }
        if let property = program.type(instance.type)?.staticProperties[name], property.initial != nil {
            return try staticMember(instance.type, name, place)
        }
        return nil
    }

    func trackObservableRead(_ instance: ObjectInstance, _ name: String) {
        guard let tracker, instance.isObservable else { return }
        if instance.observers[name, default: []].insert(tracker.id).inserted {
            tracker.observableReads.append((instance.id, name))
        }
    }

    /// A property of a view, seen from code running in (or holding) that view value.
    func viewProperty(_ instance: ViewInstance, _ name: String, _ place: SourcePlace) throws -> Value {
        if let value = try viewPropertyIfDeclared(instance, name, place) { return value }
        noteUnknown("`\(instance.type.name).\(name)` is not known to the simulator", at: place)
        return .opaque(name)
    }

    func viewPropertyIfDeclared(_ instance: ViewInstance, _ name: String, _ place: SourcePlace) throws -> Value? {
        let type = instance.type
        if name.utf8.first == 0x5F, type.storedProperty(String(name.dropFirst())) != nil {
            return try projected(String(name.dropFirst()), place, instance: instance, underscore: true)
        }
        guard let property = type.storedProperty(name) else {
            if let getter = type.computed[name]?.getter {
                return try runBody(getter, scope: Scope(parent: nil), selfContext: .view(instance))
            }
            if let value = try staticMember(type.key, name, place) { return value }
            return nil
        }
        switch property.wrapper {
        case .state?:
            if let element = instance.element, let cell = element.cells[name] { return read(cell) }
            return try uninstalledState(instance, property)
        case .appStorage?:
            if let cell = instance.element?.cells[name] { return read(cell) }
            return instance.fields[name] ?? Value.none
        case .stateObject?:
            if let element = instance.element, let value = element.stateObjects[name] { return value }
            // Read before SwiftUI installed the storage: a new instance on every access.
            emit(Event(kind: .warning, view: type.name, viewKey: type.key, path: instance.element?.path, owner: Owner(type, .property(name)),
                message: RuntimeMessage.stateObjectNotInstalled))
            guard let thunk = instance.objectThunks[name] else { return Value.none }
            mayHaveGarbage = true
            return try runThunk(thunk, owner: Owner(type, .notInstalled(name)))
        case .binding?:
            guard case .binding(let binding)? = instance.fields[name] else { return instance.fields[name] ?? Value.none }
            return try get(binding)
        case .environmentObject?, .environmentValue?, .environmentObservable?:
            // Resolution left a marker where nothing was injected; reading it is the crash.
            let value = instance.fields[name] ?? .none
            if case .opaque(let marker) = value, marker.hasPrefix(Engine.missingEnvironmentMarker) {
                // The key the lookup used; SwiftUI's message names the type as Swift prints it.
                let (base, arguments) = Engine.splitEnvironmentKey(String(marker.dropFirst(Engine.missingEnvironmentMarker.count)))
                let typeName = (program.type(base)?.name ?? base) + (arguments.map { "<\($0)>" } ?? "")
                throw Interruption.crash(RuntimeMessage.missingEnvironmentObject(typeName, observable: property.wrapper?.isEnvironment == true))
            }
            return value
        default:
            return instance.fields[name] ?? Value.none
        }
    }

    func uninstalledState(_ instance: ViewInstance, _ property: StoredProperty) throws -> Value {
        if let seed = instance.stateSeeds[property.name] { return seed }
        if let thunk = instance.lazyStateSeeds[property.name] {
            let value = try runThunk(thunk, owner: Owner(instance.type, .property(property.name)))
            instance.stateSeeds[property.name] = value
            return value
        }
        return .none
    }

    func runThunk(_ thunk: Thunk, owner: Owner) throws -> Value {
        // An initial value that reads its own property (`@StateObject var m = Model(m)`, which only
        // broken code has) runs itself again before SwiftUI installs the storage.
        if thunkDepth >= Engine.maximumCallDepth {
            let property = owner.property.map { "\(owner.typeName ?? "?").\($0)" } ?? owner.description
            throw Interruption.crash("Stack overflow: initial values nested more than \(Engine.maximumCallDepth) deep (does \(property) read itself?)")
        }
        thunkDepth += 1
        defer { thunkDepth -= 1 }
        creationOwner.append(owner)
        defer { creationOwner.removeLast() }
        if let context = thunk.selfContext { activeSelves.append(context) }
        defer { if thunk.selfContext != nil { activeSelves.removeLast() } }
        return try eval(thunk.expr, thunk.scope ?? Scope(parent: nil))
    }

    func read(_ cell: StateCell) -> Value {
        if let tracker, cell.readers.insert(tracker.id).inserted { tracker.readCells.append(cell) }
        return cell.value
    }

    /// `$name` (and `_name`): the projected value of a wrapper on `self`.
    func projected(_ name: String, _ place: SourcePlace, instance explicit: ViewInstance? = nil, underscore: Bool = false) throws -> Value {
        let instance: ViewInstance
        if let explicit {
            instance = explicit
        } else if case .view(let current)? = currentSelf {
            instance = current
        } else if case .object(let id)? = currentSelf {
            // `$field` inside an ObservableObject: the publisher; the simulator keeps it opaque.
            note("Combine publishers such as `$\(name)` are not simulated; what they would deliver later does not happen", at: place)
            return .opaque("$\(name) of \(object(id).label)")
        } else {
            return .opaque("$\(name)")
        }
        guard let property = instance.type.storedProperty(name) else { return .opaque("$\(name)") }
        switch property.wrapper {
        case .state?:
            // `$x` and `_x` (whose `wrappedValue` is the value): the storage once installed, else the
            // value this struct copy carries.
            if let cell = instance.element?.cells[name] { return .binding(BindingValue(.cell(cell))) }
            return .binding(BindingValue(.constant(try uninstalledState(instance, property))))
        case .appStorage?:
            if let cell = instance.element?.cells[name] { return .binding(BindingValue(.cell(cell))) }
            return .binding(BindingValue(.constant(instance.fields[name] ?? Value.none)))
        case .binding?:
            return instance.fields[name] ?? .none
        case .stateObject?, .observedObject?, .environmentObject?, .bindable?:
            let object: Value
            if property.wrapper == .stateObject {
                object = try viewProperty(instance, name, place)
            } else {
                object = instance.fields[name] ?? .none
            }
            return .binding(BindingValue(.constant(object)))
        default:
            return instance.fields[name] ?? .none
        }
    }

    // MARK: Bindings

    func get(_ binding: BindingValue) throws -> Value {
        switch binding.target {
        case .cell(let cell): return read(cell)
        case .field(let id, let name):
            return try objectMember(id, name, SourcePlace(file: 0, offset: 0), allowMethods: false) ?? .none
        case .constant(let value): return value
        case .member(let base, let name): return try member(of: try get(base), name, SourcePlace(file: 0, offset: 0))
        case .custom(let getter, _): return try invoke(.closure(getter), [Value]())
        case .element(let base, let index):
            guard case .array(let values) = try get(base), index < values.count else { return Value.none }
            return values[index]
        }
    }

    /// The value without recording a dependency.
    func peek(_ binding: BindingValue) throws -> Value {
        let saved = tracker
        tracker = nil
        defer { tracker = saved }
        return try get(binding)
    }

    func set(_ binding: BindingValue, _ value: Value) throws {
        switch binding.target {
        case .cell(let cell): setCell(cell, value)
        case .field(let id, let name): try setField(id, name, value)
        case .constant: break
        case .member(let base, let name):
            let current = try peek(base)
            switch current {
            case .object(let id): try setField(id, name, value)
            case .structure(var structure):
                structure.fields[name] = value
                try set(base, .structure(structure))
            default: break
            }
        case .custom(_, let setter): _ = try invoke(.closure(setter), [value])
        case .element(let base, let index):
            guard case .array(var values) = try peek(base), index < values.count else { return }
            values[index] = value
            try set(base, .array(values))
        }
    }

    func setCell(_ cell: StateCell, _ value: Value) {
        if cell.value.sameAs(value) { return }
        let old = cell.value
        cell.value = value
        if Engine.mayReferenceObjects(old) { mayHaveGarbage = true }
        var event = Event(kind: .stateSet, view: cell.owner.typeName, owner: cell.owner, message: "\(cell.owner) = \(describe(value))")
        event.viewKey = cell.owner.typeKey
        event.unknownsBefore = unknownsInStep
        emit(event)
        // The reason `Self._printChanges()` gives: the storage's own name for the view that owns it.
        let property = cell.owner.property.map { "_" + $0 } ?? "@dependencies"
        for reader in cell.readers {
            invalidate(reader, because: cell.owner.typeKey != nil && cell.owner.typeKey == elementsByID[reader]?.instance?.type.key ? property : "@dependencies")
        }
    }

    func invalidate(_ elementID: Int, because reason: String) {
        guard let element = elementsByID[elementID], element.mounted else { return }
        markDirty(element, because: reason)
    }

    /// Marks a view for a new body; `reason` is what `Self._printChanges()` reports (`_count`,
    /// `@self`, `@dependencies`).
    func markDirty(_ element: Element, because reason: String) {
        if element.instance?.type.printsChanges == true, !element.changeReasons.contains(reason) { element.changeReasons.append(reason) }
        guard !element.dirty else { return }
        element.dirty = true
        dirtyList.append(element)
    }

    // MARK: Storing

    func store(_ target: Expr, _ value: Value, _ scope: Scope) throws {
        switch target {
        case .name(let name, let place):
            if name == "_" {
                mayHaveGarbage = true
                return
            }
            if let old = scope.lookup(name) {
                if Engine.mayReferenceObjects(old) { mayHaveGarbage = true }
                _ = scope.assign(name, value)
                return
            }
            try storeSelfMember(name, value, place)
        case .member(let base, let name, let place):
            if case .selfRef = base {
                try storeSelfMember(name, value, place)
                return
            }
            let container = try eval(base, scope)
            switch container {
            case .object(let id): try setField(id, name, value)
            case .structure(var structure):
                if let type = program.type(structure.type), let setter = type.computed[name]?.setter {
                    let box = StructBox(structure)
                    let inner = Scope(parent: nil)
                    inner.declare(setter.0, value)
                    _ = try runBody(setter.1, scope: inner, selfContext: .structure(box))
                    structure = box.value
                } else {
                    structure.fields[name] = value
                }
                try store(base, .structure(structure), scope)
            case .binding(let binding):
                try set(BindingValue(.member(binding, name)), value)
            case .view(let node):
                if let instance = node.instance { try storeViewMember(instance, name, value, place) }
            case .none:
                return
            default:
                note("cannot assign to `\(name)` here", at: place)
            }
        case .subscriptAccess(let base, let arguments, let place):
            let container = try eval(base, scope)
            let keys = try arguments.map { try eval($0.value, scope) }
            let updated = try setSubscript(container, keys, value, place)
            try store(base, updated, scope)
        case .optionalChain(let inner), .forceUnwrap(let inner):
            try store(inner, value, scope)
        case .dollar(let name, let place):
            try storeSelfMember("_" + name, value, place)
        case .tuple(let targets):
            if case .tuple(let values) = value {
                for (target, item) in zip(targets, values) { try store(target.1, item.1, scope) }
            }
        default:
            break
        }
    }

    func storeSelfMember(_ name: String, _ value: Value, _ place: SourcePlace) throws {
        switch currentSelf {
        case .view(let instance)?: try storeViewMember(instance, name, value, place)
        case .object(let id)?: try setField(id, name, value)
        case .structure(let box)?:
            if let type = program.type(box.value.type), let setter = type.computed[name]?.setter {
                let inner = Scope(parent: nil)
                inner.declare(setter.0, value)
                _ = try runBody(setter.1, scope: inner, selfContext: .structure(box))
            } else {
                box.value.fields[name] = value
            }
        case .typeContext(let typeName)?:
            staticValues["\(typeName).\(name)"] = value
            mayHaveGarbage = true
        case nil:
            if program.globals[name] != nil {
                globalValues[name] = value
                mayHaveGarbage = true
            }
        }
    }

    func storeViewMember(_ instance: ViewInstance, _ name: String, _ value: Value, _ place: SourcePlace) throws {
        let type = instance.type
        if name.utf8.first == 0x5F, let property = type.storedProperty(String(name.dropFirst())) {
            // `_x = State(initialValue:)`, `_model = StateObject(wrappedValue:)`, `_flag = binding`.
            let base = property.name
            switch property.wrapper {
            case .state?:
                if case .enumCase("#wrapper", "State", let payload) = value, let seed = payload.first {
                    instance.stateSeeds[base] = seed
                    instance.lazyStateSeeds[base] = nil
                } else {
                    instance.stateSeeds[base] = value
                }
            case .stateObject?:
                if case .enumCase("#thunk", _, let payload) = value, case .closure(let closure)? = payload.first,
                    let code = closure.code, case .expr(let expr, _)? = code.body.first
                {
                    instance.objectThunks[base] = Thunk(expr: expr, scope: closure.scope, selfContext: closure.selfContext)
                } else {
                    instance.objectThunks[base] = Thunk(expr: .literal(value), scope: nil, selfContext: nil)
                }
            default:
                if case .enumCase("#wrapper", _, let payload) = value, let inner = payload.first {
                    instance.fields[base] = inner
                } else {
                    instance.fields[base] = value
                }
            }
            return
        }
        guard let property = type.storedProperty(name) else {
            if let setter = type.computed[name]?.setter {
                let inner = Scope(parent: nil)
                inner.declare(setter.0, value)
                _ = try runBody(setter.1, scope: inner, selfContext: .view(instance))
            }
            return
        }
        switch property.wrapper {
        case .appStorage?:
            if let cell = instance.element?.cells[name] { setCell(cell, value) } else { instance.fields[name] = value }
        case .state?:
            if let cell = instance.element?.cells[name] {
                setCell(cell, value)
            } else if instance.initializing && instance.stateSeeds[name] == nil && instance.lazyStateSeeds[name] == nil {
                instance.stateSeeds[name] = value
            } else {
                note("assigning `\(type.name).\(name)` before SwiftUI installed the view has no effect", at: place)
            }
        case .stateObject?:
            if instance.initializing && instance.objectThunks[name] == nil {
                instance.objectThunks[name] = Thunk(expr: .literal(value), scope: nil, selfContext: nil)
            }
        case .binding?:
            if instance.initializing, case .binding = value {
                instance.fields[name] = value
            } else if case .binding(let binding)? = instance.fields[name] {
                try set(binding, value)
            } else {
                instance.fields[name] = value
            }
        default:
            if instance.initializing {
                instance.fields[name] = value
            } else {
                note("`\(type.name).\(name)` cannot change after the view is made; ignored", at: place)
            }
        }
    }

    func setField(_ id: ObjectID, _ name: String, _ given: Value) throws {
        let instance = object(id)
        guard instance.alive else { return }
        let (property, declaring) = storedPropertyOf(instance.type, name)
        // Assigned to a property that declares its type: `.init(…)` and `.case` are of that type.
        let value = try property.map { try contextuallyTyped(given, $0.typeText, file: $0.place.file) } ?? given
        if property == nil, let computedSetter = declaring?.computed[name]?.setter {
            let inner = Scope(parent: nil)
            inner.declare(computedSetter.0, value)
            _ = try runBody(computedSetter.1, scope: inner, selfContext: .object(id))
            return
        }
        let initializing = instance.fields["#initializing"] != nil
        let old = instance.fields[name] ?? .none
        if !initializing, let willSet = property?.willSet {
            let inner = Scope(parent: nil)
            inner.declare(willSet.0, value)
            _ = try runBody(willSet.1, scope: inner, selfContext: .object(id))
        }
        if Engine.mayReferenceObjects(old) { mayHaveGarbage = true }
        instance.fields[name] = value
        if !initializing {
            if property?.wrapper == .published { publish(id) }
            if instance.isObservable, !(property?.attributes.contains("ObservationIgnored") ?? false) {
                if let observers = instance.observers[name] {
                    for observer in observers { invalidate(observer, because: "@dependencies") }
                }
            }
            if let didSet = property?.didSet {
                let inner = Scope(parent: nil)
                inner.declare(didSet.0, old)
                _ = try runBody(didSet.1, scope: inner, selfContext: .object(id))
            }
        }
    }

    /// The wrapper property through which a view holds an object.
    func holdingProperty(of id: ObjectID, in element: Element) -> String? {
        guard let instance = element.instance else { return nil }
        for property in instance.type.stored {
            let value = property.wrapper == .stateObject ? element.stateObjects[property.name] : instance.fields[property.name]
            if case .object(let held)? = value, held == id { return property.name }
        }
        return nil
    }

    func storedPropertyOf(_ typeName: String, _ name: String) -> (StoredProperty?, TypeInfo?) {
        var type = lastPropertyOwner?.key == typeName ? lastPropertyOwner : program.type(typeName)
        lastPropertyOwner = type
        var depth = 0
        while let current = type, depth < 32 {
            if let property = current.storedProperty(name) { return (property, current) }
            if current.computed[name] != nil { return (nil, current) }
            type = current.inherited.first.flatMap { program.type($0) }
            depth += 1
        }
        return (nil, nil)
    }

    /// `objectWillChange` of an ObservableObject: every view holding it through a wrapper is invalid.
    func publish(_ id: ObjectID) {
        for element in subscribed.values where element.mounted && element.subscriptions.contains(id) {
            markDirty(element, because: holdingProperty(of: id, in: element).map { "_" + $0 } ?? "@dependencies")
        }
    }

    // MARK: Operators

    func binary(_ op: String, _ lhs: Expr, _ rhs: Expr, _ scope: Scope, _ place: SourcePlace) throws -> Value {
        switch op {
        case "&&":
            guard truthy(try eval(lhs, scope)) else { return .bool(false) }
            return .bool(truthy(try eval(rhs, scope)))
        case "||":
            if truthy(try eval(lhs, scope)) { return .bool(true) }
            return .bool(truthy(try eval(rhs, scope)))
        case "??":
            let reads = placeholderReads
            let left = try eval(lhs, scope)
            let unknown = decidedOnPlaceholder(since: reads)
            if left.isNone { return try onChoice(unknown: unknown) { try eval(rhs, scope) } }
            return left
        default:
            return try applyBinary(op, try eval(lhs, scope), try eval(rhs, scope), place)
        }
    }

    func applyBinary(_ op: String, _ a: Value, _ b: Value, _ place: SourcePlace) throws -> Value {
        switch (a, b) {
        case let (.int(x), .int(y)):
            switch op {
            case "+", "-", "*":
                let (result, overflow) = op == "+" ? x.addingReportingOverflow(y) : op == "-" ? x.subtractingReportingOverflow(y) : x.multipliedReportingOverflow(by: y)
                if overflow { throw Interruption.crash("Swift runtime failure: arithmetic overflow") }
                return .int(result)
            case "/":
                if y == 0 { throw Interruption.crash("Fatal error: Division by zero") }
                if x == Int.min && y == -1 { throw Interruption.crash("Fatal error: Division results in an overflow") }
                return .int(x / y)
            case "%":
                if y == 0 { throw Interruption.crash("Fatal error: Division by zero in remainder operation") }
                if x == Int.min && y == -1 { throw Interruption.crash("Fatal error: Division results in an overflow in remainder operation") }
                return .int(x % y)
            case "<": return .bool(x < y)
            case "<=": return .bool(x <= y)
            case ">": return .bool(x > y)
            case ">=": return .bool(x >= y)
            case "==": return .bool(x == y)
            case "!=": return .bool(x != y)
            case "...", "..<":
                if x > y { throw Interruption.crash("Fatal error: Range requires lowerBound <= upperBound") }
                return .range(x, y, closed: op == "...")
            case "&": return .int(x & y)
            case "|": return .int(x | y)
            case "^": return .int(x ^ y)
            case "<<": return .int(x << y)
            case ">>": return .int(x >> y)
            case "&+": return .int(x &+ y)
            case "&-": return .int(x &- y)
            case "&*": return .int(x &* y)
            default: break
            }
        case (.int, .double), (.double, .int), (.double, .double):
            let x = doubleValue(a) ?? 0
            let y = doubleValue(b) ?? 0
            switch op {
            case "+": return .double(x + y)
            case "-": return .double(x - y)
            case "*": return .double(x * y)
            case "/": return .double(x / y)
            case "<": return .bool(x < y)
            case "<=": return .bool(x <= y)
            case ">": return .bool(x > y)
            case ">=": return .bool(x >= y)
            case "==": return .bool(x == y)
            case "!=": return .bool(x != y)
            case "...": return .opaque("\(x)...\(y)")
            default: break
            }
        case let (.string(x), .string(y)):
            switch op {
            case "+":
                try checkLength(x.utf8.count + y.utf8.count, of: "string", at: place)
                return .string(x + y)
            case "==": return .bool(x == y)
            case "!=": return .bool(x != y)
            case "<": return .bool(x < y)
            case ">": return .bool(x > y)
            case "<=": return .bool(x <= y)
            case ">=": return .bool(x >= y)
            default: break
            }
        case let (.array(x), .array(y)) where op == "+":
            try checkLength(x.count + y.count, of: "array", at: place)
            return .array(x + y)
        case let (.view(x), .view(y)) where op == "+":
            // `Text("a") + Text("b")` is one text.
            if case .text(let left) = x.kind, case .text(let right) = y.kind { return .view(VNode(.text(left + right))) }
        case let (.bool(x), .bool(y)):
            switch op {
            case "==": return .bool(x == y)
            case "!=": return .bool(x != y)
            case "&&": return .bool(x && y)
            case "||": return .bool(x || y)
            default: break
            }
        case let (.tuple(x), .tuple(y)) where x.count == y.count && ["<", "<=", ">", ">="].contains(op):
            // Tuples compare element by element, the first that differs deciding (`==` on the
            // rest). An element the simulator cannot compare leaves the result unknown.
            for (left, right) in zip(x.map(\.1), y.map(\.1)) {
                if left.equals(right) { continue }
                return try applyBinary(op.hasPrefix("<") ? "<" : ">", left, right, place)
            }
            return .bool(op.hasSuffix("="))
        default:
            break
        }
        // A type of the workspace that declares the operator (`static func < (lhs:rhs:)`); `>`,
        // `<=` and `>=` come from its `<` as `Comparable` gives them.
        if let result = try userOperator(op, a, b) { return result }
        switch op {
        case "==": return .bool(a.equals(b))
        case "!=": return .bool(!a.equals(b))
        case "===": return .bool(a.sameAs(b))
        case "!==": return .bool(!a.sameAs(b))
        default:
            if case .opaque = a { return a }
            if case .opaque = b { return b }
            // `.now() + 1`, `.seconds(2) * 3`: values of types the simulator does not model.
            if case .enumCase("", _, _) = a { return .opaque("\(describe(a)) \(op) \(describe(b))") }
            noteUnknown("cannot simulate `\(describe(a)) \(op) \(describe(b))`", at: place)
            return .opaque("\(op)")
        }
    }

    /// `a op b` through the operator function a workspace type declares, or `Comparable`'s
    /// derivation from its `<`; nil when neither operand's type declares it.
    func userOperator(_ op: String, _ a: Value, _ b: Value) throws -> Value? {
        func typeName(_ value: Value) -> String? {
            switch value {
            case .structure(let s): return s.type
            case .enumCase(let type, _, _) where !type.isEmpty && type != Engine.implicitInitMarker: return type
            case .object(let id): return object(id).type
            default: return nil
            }
        }
        guard let name = typeName(a) ?? typeName(b), let type = program.type(name) else { return nil }
        func call(_ symbol: String, _ lhs: Value, _ rhs: Value) throws -> Value? {
            guard let function = type.staticMethods[symbol]?.first(where: { $0.parameters.count == 2 }) else { return nil }
            return try callFunction(function, [(nil, lhs), (nil, rhs)], selfContext: .typeContext(type.key))
        }
        if let direct = try call(op, a, b) { return direct }
        func negated(_ value: Value?) -> Value? {
            guard let value else { return nil }
            if case .bool(let flag) = value { return .bool(!flag) }
            return value
        }
        switch op {
        case ">": return try call("<", b, a)
        case "<=": return negated(try call("<", b, a))
        case ">=": return negated(try call("<", a, b))
        case "!=": return negated(try call("==", a, b))
        default: return nil
        }
    }

    // MARK: Conversions

    func truthy(_ value: Value) -> Bool {
        if case .bool(let b) = value { return b }
        return false
    }

    /// The value as an Int, when it is one or a Double that fits (truncated toward zero, as
    /// `Int(_:)` does); nil otherwise, never a trap.
    func intValue(_ value: Value) -> Int? {
        switch value {
        case .int(let i): return i
        case .double(let d): return d.isFinite ? Int(exactly: d.rounded(.towardZero)) : nil
        default: return nil
        }
    }

    func doubleValue(_ value: Value) -> Double? {
        switch value {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }

    func valueIs(_ value: Value, _ typeName: String) -> Bool {
        switch value {
        case .int: return typeName == "Int"
        case .double: return typeName == "Double"
        case .string: return typeName == "String"
        case .bool: return typeName == "Bool"
        case .object(let id):
            var type: String? = object(id).type
            var depth = 0
            while let current = type, depth < 32 {
                if current == typeName { return true }
                if program.type(current)?.inherited.contains(typeName) == true { return true }
                type = program.type(current)?.inherited.first
                depth += 1
            }
            return false
        case .structure(let s): return s.type == typeName || program.type(s.type)?.inherited.contains(typeName) == true
        case .none: return false
        default: return true
        }
    }

    /// How a value prints (`print`, string interpolation).
    /// The value as `print` and interpolation show it. At most `maximumValueLength` bytes and
    /// `maximumDescribedDepth` levels, then "…": a value nested in itself (`a = [a, a]` in a loop)
    /// would take exponential time to write, and one nested 100,000 deep as many native frames.
    func describe(_ value: Value) -> String {
        var out = ""
        var budget = Engine.maximumValueLength
        describe(value, nested: false, depth: 0, into: &out, budget: &budget)
        return out
    }

    func describeNested(_ value: Value) -> String {
        var out = ""
        var budget = Engine.maximumValueLength
        describe(value, nested: true, depth: 0, into: &out, budget: &budget)
        return out
    }

    static let maximumDescribedDepth = 1_000

    private func describe(_ value: Value, nested: Bool, depth: Int, into out: inout String, budget: inout Int) {
        func write(_ text: String) {
            guard budget > 0 else { return }
            budget -= text.utf8.count
            if budget >= 0 { out += text } else { out += "…" }
        }
        func list<C: Collection>(_ items: C, _ open: String, _ close: String, _ each: (C.Element) -> Void) {
            write(open)
            var first = true
            for item in items {
                guard budget > 0 else { return }
                if !first { write(", ") }
                first = false
                each(item)
            }
            write(close)
        }
        guard budget > 0 else { return }
        guard depth < Engine.maximumDescribedDepth else { return write("…") }
        let inner = depth + 1
        switch value {
        case .void: write("()")
        case .int(let i): write(String(i))
        case .double(let d): write(Engine.format(d))
        case .bool(let b): write(b ? "true" : "false")
        case .string(let s): write(nested ? "\"\(s)\"" : s)
        case .none: write("nil")
        case .array(let values): list(values, "[", "]") { describe($0, nested: true, depth: inner, into: &out, budget: &budget) }
        case .dictionary(let pairs):
            if pairs.isEmpty { return write("[:]") }
            list(pairs, "[", "]") { pair in
                describe(pair.0, nested: true, depth: inner, into: &out, budget: &budget)
                write(": ")
                describe(pair.1, nested: true, depth: inner, into: &out, budget: &budget)
            }
        case .tuple(let values):
            list(values, "(", ")") { element in
                if let label = element.0 { write("\(label): ") }
                describe(element.1, nested: true, depth: inner, into: &out, budget: &budget)
            }
        case .range(let a, let b, let closed): write("\(a)\(closed ? "..." : "..<")\(b)")
        case .object(let id): write(object(id).label)
        case .structure(let s):
            list(s.order.filter { s.fields[$0] != nil }, "\(s.type)(", ")") { key in
                write("\(key): ")
                describe(s.fields[key]!, nested: true, depth: inner, into: &out, budget: &budget)
            }
        case .enumCase(Engine.implicitInitMarker, _, let payload):
            // `.init(…)` not yet made as a type: written as the code wrote it.
            guard case .tuple(let arguments)? = payload.first else { return write(".init(…)") }
            list(arguments, ".init(", ")") { argument in
                if let label = argument.0 { write("\(label): ") }
                describe(argument.1, nested: true, depth: inner, into: &out, budget: &budget)
            }
        case .enumCase(_, let name, let payload):
            if payload.isEmpty { return write(name) }
            list(payload, "\(name)(", ")") { describe($0, nested: true, depth: inner, into: &out, budget: &budget) }
        case .closure: write("(Function)")
        case .binding(let binding):
            write("Binding(")
            // Nested: a binding to an empty string reads `Binding("")`, not `Binding()`.
            if let target = try? peek(binding) { describe(target, nested: true, depth: inner, into: &out, budget: &budget) } else { write("?") }
            write(")")
        case .view(let node): write(node.typeName)
        case .type(let name): write(name)
        case .uuid(let n): write(Engine.uuidString(n))
        case .keyPath(let parts): write("\\." + parts.joined(separator: "."))
        case .opaque(let text): write("<\(text)>")
        }
    }

    static func format(_ d: Double) -> String {
        if d.isFinite && d == d.rounded() && abs(d) < 1e16 { return String(format: "%.1f", d) }
        return "\(d)"
    }

    static func uuidString(_ n: Int) -> String {
        let hex = String(n, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
        return "00000000-0000-4000-8000-" + padded
    }
}
