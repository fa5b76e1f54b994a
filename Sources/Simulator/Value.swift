/// Values of the simulated program.
///
/// Value types (numbers, strings, arrays, structs, enums) are Swift values here too, so copying
/// has the same meaning it has in the simulated program. Class instances live in the `Heap` and are
/// referred to by `ObjectID`; the heap decides when one is freed.
enum Value: @unchecked Sendable {
    case void
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    /// `nil`. A non-nil optional is just the wrapped value.
    case none
    case array([Value])
    /// Keys in insertion order, so printing is deterministic.
    case dictionary([(Value, Value)])
    case tuple([(String?, Value)])
    case range(Int, Int, closed: Bool)
    case object(ObjectID)
    case structure(StructValue)
    case enumCase(String, String, [Value])
    case closure(ClosureValue)
    case binding(BindingValue)
    case view(VNode)
    /// A type used as a value: the callee of `Model(...)`, `Color.self`, `Int.random`.
    case type(String)
    /// A deterministic UUID: the n-th made in this run.
    case uuid(Int)
    case keyPath([String])
    /// What the interpreter could not evaluate; the text says what it was.
    case opaque(String)

    var isNone: Bool { if case .none = self { return true } else { return false } }
    var isOpaque: Bool { if case .opaque = self { return true } else { return false } }

    var objectID: ObjectID? { if case .object(let id) = self { return id } else { return nil } }
}

struct ObjectID: Hashable, Sendable, Comparable {
    let raw: Int
    static func < (a: ObjectID, b: ObjectID) -> Bool { a.raw < b.raw }
}

/// A value of a user-declared struct (not a view: views are `ViewInstance`s inside `VNode`s).
struct StructValue {
    var type: String
    var fields: [String: Value]
    var order: [String]
}

/// A closure with what it captured: the scope it was made in and `self`.
final class ClosureValue {
    var mark = 0
    let code: ClosureExpr?
    let scope: Scope?
    let selfContext: SelfContext?
    /// Whether the closure keeps its `self` alive: not when it captures it `weak` or `unowned`, or
    /// was made inside a closure that does (it captures that closure's weak `self`).
    let holdsSelf: Bool
    /// Built-in closures (a `dismiss` action, a binding setter) run Swift code of the runtime.
    let builtin: (([Value]) throws -> Value)?
    let name: String

    init(code: ClosureExpr, scope: Scope?, selfContext: SelfContext?, holdsSelf: Bool = true) {
        self.code = code
        self.scope = scope
        self.selfContext = selfContext
        self.holdsSelf = holdsSelf && !code.capturesSelfWeakly
        self.builtin = nil
        self.name = "closure"
    }

    init(name: String, builtin: @escaping ([Value]) throws -> Value) {
        self.code = nil
        self.scope = nil
        self.selfContext = nil
        self.holdsSelf = false
        self.builtin = builtin
        self.name = name
    }
}

/// A two-way connection to a place that holds a value: `$state`, `$model.field`, `.constant(x)`.
final class BindingValue {
    var mark = 0
    enum Target {
        case cell(StateCell)
        case field(ObjectID, String)
        case constant(Value)
        /// A member of what another binding points at (`$state.name`).
        case member(BindingValue, String)
        /// Two functions, from `Binding(get:set:)`.
        case custom(get: ClosureValue, set: ClosureValue)
        /// An element of the array another binding points at (`ForEach($items) { $item in }`).
        case element(BindingValue, Int)
    }
    let target: Target
    init(_ target: Target) { self.target = target }
}

/// A `@State` storage cell, or the throwaway value a struct copy carries before it is installed.
final class StateCell {
    var value: Value
    /// Views whose last body read this cell.
    var readers: Set<Int> = []
    let owner: Owner
    init(value: Value, owner: Owner) {
        self.value = value
        self.owner = owner
    }
}

extension Value {
    /// Whether two values are the same for SwiftUI's comparison of view inputs: numbers, strings and
    /// structures by value, objects by identity, closures never (they cannot be compared).
    func sameAs(_ other: Value) -> Bool {
        switch (self, other) {
        case (.void, .void), (.none, .none): return true
        case (.int(let a), .int(let b)): return a == b
        case (.double(let a), .double(let b)): return a == b
        case (.int(let a), .double(let b)), (.double(let b), .int(let a)): return Double(a) == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { $0.sameAs($1) }
        case (.dictionary(let a), .dictionary(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0.sameAs($1.0) && $0.1.sameAs($1.1) }
        case (.tuple(let a), .tuple(let b)): return a.count == b.count && zip(a, b).allSatisfy { $0.1.sameAs($1.1) }
        case (.range(let a, let b, let c), .range(let d, let e, let f)): return a == d && b == e && c == f
        case (.object(let a), .object(let b)): return a == b
        case (.structure(let a), .structure(let b)):
            guard a.type == b.type, a.fields.count == b.fields.count else { return false }
            for (key, value) in a.fields {
                guard let otherValue = b.fields[key], value.sameAs(otherValue) else { return false }
            }
            return true
        case (.enumCase(let t1, let c1, let p1), .enumCase(let t2, let c2, let p2)):
            // An implicit member (`.b`) has no type here; Swift gives it the other side's.
            return (t1 == t2 || t1.isEmpty || t2.isEmpty) && c1 == c2 && p1.count == p2.count && zip(p1, p2).allSatisfy { $0.sameAs($1) }
        case (.type(let a), .type(let b)): return a == b
        case (.uuid(let a), .uuid(let b)): return a == b
        case (.keyPath(let a), .keyPath(let b)): return a == b
        case (.binding(let a), .binding(let b)): return a === b || a.sameTarget(b)
        case (.closure, .closure): return false
        case (.view(let a), .view(let b)): return a === b
        case (.opaque(let a), .opaque(let b)): return a == b
        default: return false
        }
    }

    /// Equality as `==` in the program (closures and views are never equal).
    func equals(_ other: Value) -> Bool {
        if case .binding = self { return false }
        return sameAs(other)
    }
}

extension BindingValue {
    /// Bindings to the same place compare equal (SwiftUI compares a binding by its location).
    func sameTarget(_ other: BindingValue) -> Bool {
        switch (target, other.target) {
        case (.cell(let a), .cell(let b)): return a === b
        case (.field(let a, let f), .field(let b, let g)): return a == b && f == g
        case (.constant(let a), .constant(let b)): return a.sameAs(b)
        case (.member(let a, let f), .member(let b, let g)): return f == g && a.sameTarget(b)
        default: return false
        }
    }
}
