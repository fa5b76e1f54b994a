import Syntax

/// The lowered form of the Swift the simulator runs: expressions and statements with operators
/// folded, names split from members, and string interpolations cut into parts. Lowering happens
/// once per declaration; the interpreter then walks these small trees instead of the syntax tree,
/// which is what makes 100,000 taps fit in a second.
///
/// Anything the lowering does not understand becomes `.opaque`, carrying the source text and place,
/// so the interpreter can say exactly where the simulation stopped being precise.

/// A place in the workspace: file index and byte offset (for notes and events).
struct SourcePlace: Sendable, Hashable {
    let file: Int
    let offset: Int
    init(file: Int, offset: Int) {
        self.file = file
        self.offset = offset
    }
}

struct CallArgument: Sendable {
    let label: String?
    let value: Expr
}

final class CallExpr: @unchecked Sendable {
    enum Resolution { case unknown, builtinView, builtinFunction, view(TypeInfo) }
    /// Filled in by the interpreter the first time the callee name is looked up, for the program
    /// whose `id` is `resolvedIn`: lowered code is shared by the programs of later snapshots, in
    /// which the name may mean another declaration (an edited child view, a type added since).
    var resolved: Resolution = .unknown
    var resolvedIn: UInt64 = 0
    var isBuiltinFunction: Bool { if case .builtinFunction = resolved { return true } else { return false } }
    let callee: Expr
    let arguments: [CallArgument]
    let place: SourcePlace
    init(callee: Expr, arguments: [CallArgument], place: SourcePlace) {
        self.callee = callee
        self.arguments = arguments
        self.place = place
    }
    func argument(_ label: String?) -> Expr? { arguments.first { $0.label == label }?.value }
}

final class ClosureExpr: Sendable {
    /// Parameter names; `$0`-style closures get `["$0", "$1", ...]` up to the highest one used.
    let parameters: [String]
    let body: [Stmt]
    let place: SourcePlace
    /// Where the closure ends in its file: with `place`, its range (see `Engine.steersInto`).
    let end: Int
    /// The closure's range in its file; empty for one the simulator writes (a method reference's),
    /// which is in no file.
    var range: Range<Int> { place.offset..<max(place.offset, end) }
    /// Whether the body declares names of its own (else it can run in the captured scope).
    let declaresNames: Bool
    /// `[weak self]` or `[unowned self]`: the closure does not keep `self` alive.
    let capturesSelfWeakly: Bool
    /// The closure's text says `self` (`self.load()`, `[self]`, `guard let self`): in an object's
    /// method, a closure that does keeps the object alive unless it captures it weakly.
    let mentionsSelf: Bool
    /// The names the closure's text uses (its own and nested closures'), nil for one the simulator
    /// writes: a closure captures only the variables it uses (what `Engine.collectGarbage` counts
    /// as the objects it holds).
    let usedNames: Set<String>?
    init(parameters: [String], body: [Stmt], place: SourcePlace, end: Int = 0, capturesSelfWeakly: Bool = false, mentionsSelf: Bool = false, usedNames: Set<String>? = nil) {
        self.usedNames = usedNames
        self.end = end
        self.parameters = parameters
        self.body = body
        self.declaresNames = Engine.declares(body)
        self.place = place
        self.capturesSelfWeakly = capturesSelfWeakly
        self.mentionsSelf = mentionsSelf
    }
}

enum StringPart: Sendable {
    case text(String)
    case value(Expr)
    /// `\(x, specifier: "%.2f")` in a `Text`.
    case formatted(Expr, String)
}

indirect enum Expr: Sendable {
    case literal(Value)
    case string([StringPart])
    case name(String, SourcePlace)
    case selfRef
    /// `$name`: a projected value.
    case dollar(String, SourcePlace)
    case member(Expr, String, SourcePlace)
    /// `.name` with the type left to context.
    case implicitMember(String)
    case call(CallExpr)
    case closure(ClosureExpr)
    case binary(String, Expr, Expr, SourcePlace)
    /// `lhs = rhs` (operator nil) or a compound assignment such as `+=`.
    case assign(String?, Expr, Expr, SourcePlace)
    case prefix(String, Expr)
    case ternary(Expr, Expr, Expr)
    case array([Expr])
    case dictionary([(Expr, Expr)])
    case tuple([(String?, Expr)])
    case subscriptAccess(Expr, [CallArgument], SourcePlace)
    case forceUnwrap(Expr)
    /// `base?` inside an optional chain: member access, calls and subscripts on nil give nil, so a
    /// nil base ends the whole chain with nil.
    case optionalChain(Expr)
    case keyPath([String])
    /// `x as? T`: the type as written, and where (for what the name means there).
    case cast(Expr, String, CastKind, SourcePlace)
    case ifValue(IfStmt)
    case switchValue(SwitchStmt)
    /// `await x`: a suspension point for tasks.
    case await(Expr)
    /// `try? x`: nil when `x` throws. (`try x` is just `x`; errors propagate.)
    case tryOptional(Expr)
    /// `try! x`: a crash when `x` throws.
    case tryForced(Expr)
    /// The statements of a `@ViewBuilder` function, property or closure, built into one view.
    case viewBuilder([Stmt])
    /// A value returned where the code declares its type (a function's result, a computed
    /// property's type; the type's text and the file it is written in): an implicit member
    /// (`.timeline`, `[.timeline, .settings]`) is that type's member (`Engine.contextuallyTyped`).
    case contextual(Expr, String, Int)
    case opaque(String, SourcePlace)
}

enum CastKind: Sendable { case plain, optional, forced, check }

enum Condition: Sendable {
    case boolean(Expr)
    /// `let x = e` (e nil for `if let x`).
    case optionalBinding(String, Expr?)
    /// `case pattern = e`.
    case pattern(CasePattern, Expr)
}

final class IfStmt: Sendable {
    let conditions: [Condition]
    let then: [Stmt]
    /// Nil when there is no else; an `else if` is a one-statement else holding the next `if`.
    let otherwise: [Stmt]?
    let place: SourcePlace
    /// Where the `then` block and the `else` clause are in the file (see `Engine.steersInto`).
    let thenRange: Range<Int>
    let elseRange: Range<Int>?
    /// Conditions that bind names (`if let`, `if case let`) need a scope of their own.
    let bindsNames: Bool
    init(conditions: [Condition], then: [Stmt], otherwise: [Stmt]?, place: SourcePlace, thenRange: Range<Int> = 0..<0, elseRange: Range<Int>? = nil) {
        self.bindsNames = conditions.contains { if case .boolean = $0 { return false } else { return true } }
        self.conditions = conditions
        self.then = then
        self.otherwise = otherwise
        self.place = place
        self.thenRange = thenRange
        self.elseRange = elseRange
    }
}

indirect enum CasePattern: Sendable {
    case wildcard
    case binding(String)
    /// A value to compare against (equality, or containment for ranges).
    case value(Expr)
    /// `.name` or `.name(let a, _)`.
    case enumCase(String, [CasePattern])
    case tuple([CasePattern])
    case optionalSome(CasePattern)
}

struct SwitchCase: Sendable {
    let patterns: [CasePattern]
    let guardExpr: Expr?
    let body: [Stmt]
    /// Where the case is in its file (see `Engine.steersInto`).
    let range: Range<Int>
    /// Whether matching binds names or the body declares some: only then it needs its own scope.
    let bindsNames: Bool

    init(patterns: [CasePattern], guardExpr: Expr?, body: [Stmt], range: Range<Int> = 0..<0) {
        self.range = range
        self.patterns = patterns
        self.guardExpr = guardExpr
        self.body = body
        func binds(_ pattern: CasePattern) -> Bool {
            switch pattern {
            case .binding: return true
            case .enumCase(_, let inner), .tuple(let inner): return inner.contains { binds($0) }
            case .optionalSome(let inner): return binds(inner)
            default: return false
            }
        }
        bindsNames = patterns.contains { binds($0) } || body.contains { if case .binding = $0 { return true } else { return false } }
    }
}

final class SwitchStmt: Sendable {
    let subject: Expr
    let cases: [SwitchCase]
    let place: SourcePlace
    init(subject: Expr, cases: [SwitchCase], place: SourcePlace) {
        self.subject = subject
        self.cases = cases
        self.place = place
    }
}

indirect enum BindingPattern: Sendable {
    case name(String)
    case wildcard
    case tuple([BindingPattern])
}

indirect enum Stmt: Sendable {
    case expr(Expr, SourcePlace)
    case binding(BindingPattern, Expr?)
    case ifStmt(IfStmt)
    case guardStmt([Condition], [Stmt])
    case switchStmt(SwitchStmt)
    case forIn(BindingPattern, Expr, Expr?, [Stmt])
    case whileLoop([Condition], [Stmt])
    case repeatLoop([Stmt], Expr)
    case returnStmt(Expr?)
    case breakStmt
    case continueStmt
    case deferStmt([Stmt])
    case block([Stmt])
    /// Statements that run in the scope around them, as Swift's `#if` clause and a declaration of
    /// several names (`let a = 1, b = 2`) do: what they declare is visible after them.
    case sequence([Stmt])
    /// `do { } catch { }`: the catch clauses' bodies and the name each binds (`error` by default).
    case doCatch([Stmt], [(name: String, body: [Stmt])])
    case throwStmt(Expr, SourcePlace)
    case opaque(String, SourcePlace)
}
