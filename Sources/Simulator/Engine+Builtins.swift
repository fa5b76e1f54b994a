import Foundation

/// The standard library and Foundation the simulated code may use: enough for the model code of
/// SwiftUI screens. Everything else is an opaque value with a note.
extension Engine {
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeFirst", "removeLast", "removeAll", "popLast", "toggle", "shuffle", "sort",
        "reverse", "removeValue", "updateValue", "formUnion", "appendContentsOf",
    ]

    func callBuiltin(_ name: String, _ arguments: Arguments, _ call: CallExpr?, _ scope: Scope?, _ place: SourcePlace) throws -> Value? {
        let values = arguments.map(\.value)
        switch name {
        case "print", "debugPrint", "NSLog":
            var separator = " "
            var message = ""
            var first = true
            for argument in arguments {
                if argument.label == "separator", case .string(let s) = argument.value { separator = s }
            }
            for argument in arguments where argument.label == nil {
                if !first { message += separator }
                message += describe(argument.value)
                first = false
            }
            if let building = viewsUnderConstruction.last, case .view(let instance)? = currentSelf, instance === building {
                building.pendingEvents.append(events.count)
                emit(Event(kind: .print, view: printingView, message: message))
            } else if case .object(let id)? = currentSelf {
                emit(Event(kind: .print, object: object(id).label, type: object(id).type, message: message))
            } else {
                emit(Event(kind: .print, view: printingView, path: printingView == nil ? nil : tracker?.path, message: message))
            }
            return .void
        case "dump":
            emit(Event(kind: .print, view: printingView, message: values.first.map { describe($0) } ?? ""))
            return .void
        case "min", "max":
            let items = values.count == 1 ? (try iterate(values[0])) : values
            guard var best = items.first else { return Value.none }
            for item in items.dropFirst() {
                let less = try applyBinary("<", item, best, place)
                if truthy(less) == (name == "min") { best = item }
            }
            return best
        case "abs":
            if case .int(let i)? = values.first {
                if i == Int.min { throw Interruption.crash("Swift runtime failure: arithmetic overflow") }
                return .int(abs(i))
            }
            if case .double(let d)? = values.first { return .double(abs(d)) }
            return values.first
        case "withAnimation", "withTransaction":
            if let closure = values.last { return try invoke(closure, []) }
            return .void
        case "String":
            if let first = arguments.first {
                if first.label == "format" {
                    // The format is a `String`; any other value here is one the run could not
                    // compute (a lookup it does not run), and so is the result.
                    guard case .string(let format) = first.value else { return .opaque("String(format:)") }
                    return .string(formatString(format, values.dropFirst().map { $0 }))
                }
                if first.label == "repeating", case .string(let s) = first.value, values.count > 1, let n = intValue(values[1]) {
                    if n < 0 { throw Interruption.crash("Fatal error: Negative count not allowed") }
                    if n > 1_000_000 { throw Interruption.budget(nil) }
                    let (length, overflow) = s.utf8.count.multipliedReportingOverflow(by: n)
                    try checkLength(overflow ? Int.max : length, of: "string", at: place)
                    return .string(String(repeating: s, count: n))
                }
                return .string(describe(first.value))
            }
            return .string("")
        case "Int":
            guard let first = values.first else { return .int(0) }
            switch first {
            case .int: return first
            case .double(let d):
                guard d.isFinite else { throw Interruption.crash("Fatal error: Double value cannot be converted to Int because it is either infinite or NaN") }
                guard let i = Int(exactly: d.rounded(.towardZero)) else {
                    throw Interruption.crash("Fatal error: Double value cannot be converted to Int because the result would be \(d < 0 ? "less than Int.min" : "greater than Int.max")")
                }
                return .int(i)
            case .string(let s): return Int(s).map { .int($0) } ?? Value.none
            default: return .opaque("Int(...)")
            }
        case "Double", "CGFloat", "Float":
            guard let first = values.first else { return .double(0) }
            switch first {
            case .int(let i): return .double(Double(i))
            case .double: return first
            case .string(let s): return Double(s).map { .double($0) } ?? Value.none
            default: return .opaque("Double(...)")
            }
        case "Bool":
            return values.first ?? .bool(false)
        case "Array":
            if arguments.first?.label == "repeating", values.count > 1, let n = intValue(values[1]) {
                if n < 0 { throw Interruption.crash("Fatal error: Can't construct Array with count < 0") }
                if n > 1_000_000 { throw Interruption.budget(nil) }
                return .array(Array(repeating: values[0], count: n))
            }
            return .array(try values.first.map { try iterate($0) } ?? [])
        case "Set":
            return .array(try uniqued(try values.first.map({ try iterate($0) }) ?? []))
        case "UUID":
            return nextUUID()
        case "Date":
            return .opaque("Date()")
        case "Color":
            var fields: [String: Value] = [:]
            for argument in arguments { fields[argument.label ?? "name"] = argument.value }
            return .structure(StructValue(type: "Color", fields: fields, order: arguments.map { $0.label ?? "name" }))
        case "Task":
            // Runs on the main actor after the code that made it.
            if let closure = values.last { mainQueue.append(.task(closure)) }
            return .opaque("Task")
        case "Dictionary":
            if let sequence = arguments.first(where: { $0.label == "grouping" })?.value, let by = arguments.first(where: { $0.label == "by" || $0.label == "#trailing" })?.value {
                var groups: [(Value, Value)] = []
                for item in try iterate(sequence) {
                    try tick(place)
                    let key = try invoke(by, [item])
                    if let index = groups.firstIndex(where: { $0.0.equals(key) }), case .array(var members) = groups[index].1 {
                        members.append(item)
                        groups[index].1 = .array(members)
                    } else {
                        groups.append((key, .array([item])))
                    }
                }
                return .dictionary(groups)
            }
            if let pairs = arguments.first(where: { $0.label == "uniqueKeysWithValues" })?.value {
                return .dictionary(try iterate(pairs).compactMap { pair in
                    if case .tuple(let parts) = pair, parts.count == 2 { return (parts[0].1, parts[1].1) }
                    return nil
                })
            }
            return .dictionary([])
        case "zip":
            guard values.count == 2 else { return .array([]) }
            return .array(zip(try iterate(values[0]), try iterate(values[1])).map { .tuple([(nil, $0), (nil, $1)]) })
        case "stride":
            guard let from = arguments.first(where: { $0.label == "from" }).flatMap({ intValue($0.value) }),
                let by = arguments.first(where: { $0.label == "by" }).flatMap({ intValue($0.value) }), by != 0
            else { return .array([]) }
            let to = arguments.first { $0.label == "to" || $0.label == "through" }
            guard let end = to.flatMap({ intValue($0.value) }) else { return .array([]) }
            var result: [Value] = []
            var i = from
            while (by > 0 ? (to?.label == "through" ? i <= end : i < end) : (to?.label == "through" ? i >= end : i > end)) && result.count < 1_000_000 {
                result.append(.int(i))
                // The standard library's stride ends where the next step would overflow.
                let (next, overflow) = i.addingReportingOverflow(by)
                if overflow { break }
                i = next
            }
            return .array(result)
        case "fatalError", "preconditionFailure":
            throw Interruption.crash("Fatal error: " + (values.first.map { describe($0) } ?? ""))
        case "precondition", "assert":
            // A condition the simulator cannot compute is not a failure established: the run goes
            // on, on the assumption that it holds.
            if let first = values.first, case .opaque = first {
                noteUnknown("assuming the condition of a `precondition` holds: it reads a value the simulator cannot compute", at: place)
                return .void
            }
            if let first = values.first, !truthy(first) {
                throw Interruption.crash("Fatal error: " + (values.dropFirst().first.map { describe($0) } ?? "precondition failed"))
            }
            return .void
        case "type":
            return .type(values.first.map { describeType($0) } ?? "?")
        default:
            return nil
        }
    }

    /// The view whose body (or init) printed, when there is one.
    var printingView: String? {
        if case .view(let instance)? = currentSelf { return instance.type.name }
        return nil
    }

    func callBuiltinStatic(_ typeName: String, _ name: String, _ arguments: Arguments, _ place: SourcePlace) throws -> Value? {
        let values = arguments.map(\.value)
        switch (typeName, name) {
        case ("Int", "random"):
            if case .range(let low, let high, let closed)? = values.first {
                guard closed ? low <= high : low < high else {
                    throw Interruption.crash(closed || low > high ? "Fatal error: Range requires lowerBound <= upperBound" : "Fatal error: Can't get random value with an empty range")
                }
                return .int(random.int(in: low...(closed ? high : high - 1)))
            }
            return .int(Int(bitPattern: UInt(random.next())))
        case ("Double", "random"), ("CGFloat", "random"), ("Float", "random"):
            return randomDouble(values.first)
        case ("Bool", "random"):
            return .bool(random.next() & 1 == 1)
        case ("Color", _):
            return .structure(StructValue(type: "Color", fields: ["name": .string(name)], order: ["name"]))
        case ("Binding", "constant"):
            return .binding(BindingValue(.constant(values.first ?? .none)))
        case ("DispatchQueue", _), ("RunLoop", _):
            return .opaque("DispatchQueue.\(name)")
        case ("Task", "sleep"):
            if taskCancelled { throw Interruption.thrown(Engine.cancellationError) }
            throw Interruption.suspended([])
        case ("Task", "checkCancellation"):
            if taskCancelled { throw Interruption.thrown(Engine.cancellationError) }
            return .void
        case ("Task", "detached"):
            if let closure = values.last { mainQueue.append(.task(closure)) }
            return .opaque("Task")
        case ("String", "init"), ("Int", "init"), ("Double", "init"):
            return try callBuiltin(typeName, arguments, nil, nil, place)
        default:
            return nil
        }
    }

    func randomDouble(_ range: Value?) -> Value {
        switch range {
        case .range(let low, let high, _)?:
            return .double(Double(low) + random.double() * (Double(high) - Double(low)))
        default:
            return .double(random.double())
        }
    }

    func callImplicit(_ name: String, _ arguments: Arguments, _ place: SourcePlace) throws -> Value {
        switch name {
        case "random": return randomDouble(arguments.first?.value)
        case "constant": return .binding(BindingValue(.constant(arguments.first?.value ?? .none)))
        // `.init(…)`: what it makes is the type the context expects (the parameter or property it
        // is passed to, `Engine.contextuallyTyped`); until then it keeps its arguments, and
        // whether it was written on a way a choice took on an unknown value (`onChoice`).
        case "init":
            return .enumCase(Engine.implicitInitMarker, "init", [.tuple(arguments.map { ($0.label, $0.value) })] + (unknownChoices > 0 ? [.bool(true)] : []))
        default:
            return .enumCase("", name, arguments.map(\.value))
        }
    }

    func implicitMember(_ name: String) -> Value {
        switch name {
        case "now": return .opaque("Date.now")
        default: return .enumCase("", name, [])
        }
    }

    func builtinStatic(_ typeName: String, _ name: String) -> Value? {
        switch (typeName, name) {
        case ("Color", _): return .structure(StructValue(type: "Color", fields: ["name": .string(name)], order: ["name"]))
        case ("Int", "max"): return .int(Int.max)
        case ("Int", "min"): return .int(Int.min)
        case ("Double", "pi"), ("CGFloat", "pi"): return .double(Double.pi)
        case ("Double", "infinity"): return .double(Double.infinity)
        case ("Date", "now"): return .opaque("Date.now")
        case ("Task", "isCancelled"): return .bool(taskCancelled)
        // The simulated app's code runs where SwiftUI runs a view's: on the main thread.
        case ("Thread", "isMainThread"): return .bool(true)
        case ("DispatchQueue", _), ("RunLoop", _): return .opaque("\(typeName).\(name)")
        default: return nil
        }
    }

    func builtinMember(_ value: Value, _ name: String) -> Value? {
        switch (value, name) {
        case (.array(let a), "count"): return .int(a.count)
        case (.array(let a), "isEmpty"): return .bool(a.isEmpty)
        case (.array(let a), "first"): return a.first ?? Value.none
        case (.array(let a), "last"): return a.last ?? Value.none
        case (.array(let a), "indices"): return .range(0, a.count, closed: false)
        case (.array, "startIndex"): return .int(0)
        case (.array(let a), "endIndex"): return .int(a.count)
        case (.dictionary(let d), "count"): return .int(d.count)
        case (.dictionary(let d), "isEmpty"): return .bool(d.isEmpty)
        case (.dictionary(let d), "keys"): return .array(d.map(\.0))
        case (.dictionary(let d), "values"): return .array(d.map(\.1))
        case (.string(let s), "count"): return .int(s.count)
        case (.string(let s), "isEmpty"): return .bool(s.isEmpty)
        case (.string(let s), "first"): return s.first.map { .string(String($0)) } ?? Value.none
        case (.string(let s), "last"): return s.last.map { .string(String($0)) } ?? Value.none
        case (.string(let s), "description"): return .string(s)
        case (.int(let i), "description"): return .string(String(i))
        case (.double(let d), "description"): return .string(Engine.format(d))
        case (.bool(let b), "description"): return .string(b ? "true" : "false")
        case (.uuid(let n), "uuidString"): return .string(Engine.uuidString(n))
        case (.range(let low, let high, let closed), "count"):
            let (width, overflow) = high.subtractingReportingOverflow(low)
            if overflow { return Value.opaque("count") }
            // `(0...Int.max).count` traps in Swift; here it is only unknown, and never traps Lifeline.
            guard !closed || width < Int.max else { return Value.opaque("count") }
            return .int(width + (closed ? 1 : 0))
        case (.range(let low, _, _), "lowerBound"): return .int(low)
        case (.range(_, let high, _), "upperBound"): return .int(high)
        case (.tuple(let elements), _):
            if let index = Int(name), index < elements.count { return elements[index].1 }
            return elements.first { $0.0 == name }?.1
        default: return nil
        }
    }

    func builtinMethod(_ base: Value, _ name: String, _ arguments: Arguments, _ place: SourcePlace) throws -> Value? {
        let values = arguments.map(\.value)
        switch base {
        case .array(let array):
            switch name {
            case "map", "compactMap", "flatMap":
                guard let f = values.first else { return nil }
                var result: [Value] = []
                for item in array {
                    try tick(place)
                    let mapped = try invoke(f, [item])
                    if name == "compactMap" && mapped.isNone { continue }
                    if name == "flatMap", case .array(let inner) = mapped { result.append(contentsOf: inner) } else { result.append(mapped) }
                }
                return .array(result)
            case "filter":
                guard let f = values.first else { return nil }
                return .array(try array.filter { try tick(place); return truthy(try invoke(f, [$0])) })
            case "forEach":
                guard let f = values.first else { return nil }
                for item in array { try tick(place); _ = try invoke(f, [item]) }
                return .void
            case "first", "last", "firstIndex", "lastIndex", "contains", "allSatisfy":
                if let f = arguments.first(where: { $0.label == "where" })?.value ?? (name == "contains" || name == "allSatisfy" ? values.first.flatMap { if case .closure = $0 { return $0 } else { return nil } } : nil) {
                    let indices = name.hasPrefix("last") ? Array(array.indices.reversed()) : Array(array.indices)
                    for index in indices {
                        try tick(place)
                        let hit = truthy(try invoke(f, [array[index]]))
                        if name == "allSatisfy" { if !hit { return .bool(false) } else { continue } }
                        if hit {
                            switch name {
                            case "contains": return .bool(true)
                            case "firstIndex", "lastIndex": return .int(index)
                            default: return array[index]
                            }
                        }
                    }
                    return name == "contains" ? .bool(false) : (name == "allSatisfy" ? .bool(true) : Value.none)
                }
                if let target = arguments.first(where: { $0.label == "of" || $0.label == nil })?.value {
                    if name == "contains" { return .bool(array.contains { $0.equals(target) }) }
                    if name == "firstIndex" { return array.firstIndex { $0.equals(target) }.map { .int($0) } ?? Value.none }
                    if name == "lastIndex" { return array.lastIndex { $0.equals(target) }.map { .int($0) } ?? Value.none }
                }
                return nil
            case "sorted":
                if let f = values.first {
                    var failed = false
                    let sorted = array.sorted { a, b in
                        guard !failed, let r = try? invoke(f, [a, b]) else {
                            failed = true
                            return false
                        }
                        return truthy(r)
                    }
                    return .array(sorted)
                }
                return .array(array.sorted { truthy((try? applyBinary("<", $0, $1, place)) ?? .bool(false)) })
            case "reversed": return .array(array.reversed())
            case "shuffled":
                var copy = array
                shuffle(&copy)
                return .array(copy)
            case "randomElement":
                guard !array.isEmpty else { return Value.none }
                return array[random.int(in: 0...(array.count - 1))]
            case "joined":
                let separator: String
                if case .string(let s)? = arguments.first(where: { $0.label == "separator" })?.value { separator = s } else { separator = "" }
                var text = ""
                for (index, item) in array.enumerated() {
                    let piece = (index > 0 ? separator : "") + describe(item)
                    try checkLength(text.utf8.count + piece.utf8.count, of: "string", at: place)
                    text += piece
                }
                return .string(text)
            case "reduce":
                guard values.count == 2 else { return nil }
                var accumulator = values[0]
                for item in array {
                    try tick(place)
                    accumulator = try invoke(values[1], [accumulator, item])
                }
                return accumulator
            case "enumerated":
                return .array(array.enumerated().map { .tuple([("offset", .int($0.offset)), ("element", $0.element)]) })
            case "prefix", "suffix":
                guard let n = values.first.flatMap(intValue) else { return nil }
                guard n >= 0 else { throw Interruption.crash("Fatal error: Can't take a \(name) of negative length from a collection") }
                return .array(Array(name == "prefix" ? array.prefix(n) : array.suffix(n)))
            case "dropFirst", "dropLast":
                let n = try dropCount(values.first)
                return .array(Array(name == "dropFirst" ? array.dropFirst(n) : array.dropLast(n)))
            case "min", "max":
                if let by = arguments.first(where: { $0.label == "by" })?.value {
                    guard var best = array.first else { return Value.none }
                    for item in array.dropFirst() {
                        try tick(place)
                        // `max(by: areInIncreasingOrder)`: the last greatest, as the standard library keeps.
                        let less = name == "max" ? truthy(try invoke(by, [best, item])) : truthy(try invoke(by, [item, best]))
                        if less { best = item }
                    }
                    return best
                }
                return try callBuiltin(name, [(nil, base)], nil, nil, place)
            case "count": return .int(array.count)
            case "lazy": return base
            case "union", "intersection", "subtracting", "symmetricDifference", "isSubset", "isSuperset", "isDisjoint":
                // Only a `Set` has these; the simulator keeps a set's elements in an array, in the
                // order they were added, each once.
                guard case .array(let other)? = values.first else { return nil }
                func has(_ list: [Value], _ item: Value) -> Bool { list.contains { $0.equals(item) } }
                var result: [Value] = []
                func add(_ item: Value) { if !has(result, item) { result.append(item) } }
                switch name {
                case "union": for item in array + other { try tick(place); add(item) }
                case "intersection": for item in array where has(other, item) { try tick(place); add(item) }
                case "subtracting": for item in array where !has(other, item) { try tick(place); add(item) }
                case "symmetricDifference":
                    for item in array where !has(other, item) { try tick(place); add(item) }
                    for item in other where !has(array, item) { try tick(place); add(item) }
                case "isSubset": return .bool(array.allSatisfy { has(other, $0) })
                case "isSuperset": return .bool(other.allSatisfy { has(array, $0) })
                default: return .bool(!array.contains { has(other, $0) })
                }
                return .array(result)
            default: return nil
            }
        case .string(let string):
            switch name {
            case "uppercased": return .string(string.uppercased())
            case "lowercased": return .string(string.lowercased())
            case "capitalized": return .string(string.capitalized)
            case "hasPrefix": if case .string(let p)? = values.first { return .bool(string.hasPrefix(p)) }
            case "hasSuffix": if case .string(let p)? = values.first { return .bool(string.hasSuffix(p)) }
            case "contains":
                if case .string(let p)? = values.first { return .bool(string.contains(p)) }
            case "trimmingCharacters": return .string(string.trimmingCharacters(in: .whitespacesAndNewlines))
            case "replacingOccurrences":
                if case .string(let a)? = values.first, values.count > 1, case .string(let b) = values[1] {
                    return .string(string.replacingOccurrences(of: a, with: b))
                }
            case "split", "components":
                if case .string(let separator)? = values.first, !separator.isEmpty {
                    return .array(string.components(separatedBy: separator).filter { name == "components" || !$0.isEmpty }.map { .string($0) })
                }
            case "reversed": return .string(String(string.reversed()))
            case "prefix":
                if let n = values.first.flatMap(intValue) {
                    guard n >= 0 else { throw Interruption.crash("Fatal error: Can't take a prefix of negative length from a collection") }
                    return .string(String(string.prefix(n)))
                }
            case "dropFirst": return .string(String(string.dropFirst(try dropCount(values.first))))
            default: break
            }
            return nil
        case .int(let i):
            switch name {
            case "formatted": return .string(String(i))
            case "isMultiple":
                // As the standard library: a multiple of 0 only when 0, and of -1 always (Int.min % -1 would trap).
                if let n = values.first.flatMap(intValue) { return .bool(n == 0 ? i == 0 : n == -1 || i % n == 0) }
            case "advanced":
                if let n = values.first.flatMap(intValue) {
                    let (sum, overflow) = i.addingReportingOverflow(n)
                    if overflow { throw Interruption.crash("Swift runtime failure: arithmetic overflow") }
                    return .int(sum)
                }
            default: break
            }
            return nil
        case .double(let d):
            switch name {
            case "formatted": return .string(Engine.format(d))
            case "rounded": return .double(d.rounded())
            default: return nil
            }
        case .dictionary(let pairs):
            switch name {
            case "mapValues":
                guard let f = values.first else { return nil }
                return .dictionary(try pairs.map { ($0.0, try invoke(f, [$0.1])) })
            case "sorted":
                let tuples: [Value] = pairs.map { .tuple([("key", $0.0), ("value", $0.1)]) }
                return try builtinMethod(.array(tuples), "sorted", arguments, place)
            case "map":
                guard let f = values.first else { return nil }
                return .array(try pairs.map { try invoke(f, [.tuple([("key", $0.0), ("value", $0.1)])]) })
            case "filter":
                guard let f = values.first else { return nil }
                return .dictionary(try pairs.filter { truthy(try invoke(f, [.tuple([("key", $0.0), ("value", $0.1)])])) })
            default: return nil
            }
        case .range(let low, let high, let closed):
            if name == "contains", let target = values.first.flatMap(intValue), arguments.first?.label == nil {
                return .bool(target >= low && (closed ? target <= high : target < high))
            }
            if name == "map" || name == "filter" || name == "forEach" || name == "contains" || name == "reduce" || name == "shuffled" || name == "randomElement" {
                return try builtinMethod(.array(try iterate(base)), name, arguments, place)
            }
            return nil
        case .none:
            return Value.none
        default:
            if name == "map", let f = values.first { return try invoke(f, [base]) }
            return nil
        }
    }

    /// The count of `dropFirst(_:)`/`dropLast(_:)`: 1 when not given; a negative one traps, as in Swift.
    func dropCount(_ value: Value?) throws -> Int {
        guard let value else { return 1 }
        guard let n = intValue(value) else { return 1 }
        guard n >= 0 else { throw Interruption.crash("Fatal error: Can't drop a negative number of elements from a collection") }
        return n
    }

    func shuffle(_ array: inout [Value]) {
        guard array.count > 1 else { return }
        for i in stride(from: array.count - 1, to: 0, by: -1) {
            let j = random.int(in: 0...i)
            array.swapAt(i, j)
        }
    }

    /// Mutating methods of value types: the new value, written back by the caller.
    func mutate(_ base: Value, _ name: String, _ arguments: Arguments, _ place: SourcePlace) throws -> (Value, Value)? {
        let values = arguments.map(\.value)
        switch base {
        case .bool(let b) where name == "toggle":
            return (.void, .bool(!b))
        case .array(var array):
            switch name {
            case "append":
                if arguments.first?.label == "contentsOf", let other = values.first {
                    let items = try iterate(other)
                    try checkLength(array.count + items.count, of: "array", at: place)
                    array.append(contentsOf: items)
                } else if let value = values.first {
                    array.append(value)
                }
                return (.void, .array(array))
            case "insert":
                guard let value = values.first else { return nil }
                let index = values.count > 1 ? (intValue(values[1]) ?? 0) : 0
                guard index >= 0 && index <= array.count else { throw Interruption.crash("Fatal error: Array index is out of range") }
                array.insert(value, at: index)
                return (.void, .array(array))
            case "removeFirst", "removeLast":
                if let n = values.first.flatMap(intValue) {
                    guard n >= 0 else { throw Interruption.crash("Fatal error: Number of elements to remove should be non-negative") }
                    guard n <= array.count else { throw Interruption.crash("Fatal error: Can't remove more items from a collection than it contains") }
                    if name == "removeFirst" { array.removeFirst(n) } else { array.removeLast(n) }
                    return (.void, .array(array))
                }
                guard !array.isEmpty else { throw Interruption.crash("Fatal error: Can't remove \(name == "removeFirst" ? "first" : "last") element from an empty collection") }
                let removed = name == "removeFirst" ? array.removeFirst() : array.removeLast()
                return (removed, .array(array))
            case "popLast":
                let removed = array.popLast()
                return (removed ?? .none, .array(array))
            case "remove":
                guard let index = values.first.flatMap(intValue) else { return nil }
                guard index >= 0 && index < array.count else { throw Interruption.crash("Fatal error: Index out of range") }
                return (array.remove(at: index), .array(array))
            case "removeAll":
                if let f = arguments.first(where: { $0.label == "where" })?.value {
                    array = try array.filter { !truthy(try invoke(f, [$0])) }
                } else {
                    array.removeAll()
                }
                return (.void, .array(array))
            case "shuffle":
                shuffle(&array)
                return (.void, .array(array))
            case "sort":
                guard case .array(let sorted)? = try builtinMethod(base, "sorted", arguments, place) else { return nil }
                return (.void, .array(sorted))
            case "reverse":
                return (.void, .array(array.reversed()))
            default: return nil
            }
        case .dictionary(var pairs):
            switch name {
            case "removeValue":
                guard let key = values.first else { return nil }
                let index = pairs.firstIndex { $0.0.equals(key) }
                let removed = index.map { pairs.remove(at: $0).1 } ?? .none
                return (removed, .dictionary(pairs))
            case "updateValue":
                guard values.count == 2 else { return nil }
                let key = values[1]
                if let index = pairs.firstIndex(where: { $0.0.equals(key) }) {
                    let old = pairs[index].1
                    pairs[index].1 = values[0]
                    return (old, .dictionary(pairs))
                }
                pairs.append((key, values[0]))
                return (.none, .dictionary(pairs))
            case "removeAll":
                return (.void, .dictionary([]))
            default: return nil
            }
        case .string(var string):
            switch name {
            case "append":
                if let value = values.first {
                    let piece = describe(value)
                    try checkLength(string.utf8.count + piece.utf8.count, of: "string", at: place)
                    string += piece
                }
                return (.void, .string(string))
            case "removeAll": return (.void, .string(""))
            case "removeLast":
                guard !string.isEmpty else { throw Interruption.crash("Fatal error: Can't remove last element from an empty collection") }
                let last = string.removeLast()
                return (.string(String(last)), .string(string))
            case "removeFirst":
                guard !string.isEmpty else { throw Interruption.crash("Fatal error: Can't remove first element from an empty collection") }
                let first = string.removeFirst()
                return (.string(String(first)), .string(string))
            default: return nil
            }
        default:
            return nil
        }
    }

    func subscriptValue(_ base: Value, _ keys: [Value], _ labels: [String?], _ place: SourcePlace) throws -> Value {
        switch base {
        case .array(let array):
            guard let key = keys.first else { return .none }
            if case .range(let low, let high, let closed) = key {
                // One-sided ranges are lowered with Int.min (`..<3`) or Int.max (`3...`) for the open end.
                let lower = low == Int.min ? 0 : low
                let upper = closed && high == Int.max ? array.count : (closed ? high + 1 : high)
                guard lower >= 0, upper <= array.count, lower <= upper else { throw Interruption.crash("Fatal error: Array index is out of range") }
                return .array(Array(array[lower..<upper]))
            }
            guard let index = intValue(key) else { return .opaque("subscript") }
            guard index >= 0 && index < array.count else { throw Interruption.crash("Fatal error: Index out of range") }
            return array[index]
        case .dictionary(let pairs):
            guard let key = keys.first else { return .none }
            if let found = pairs.first(where: { $0.0.equals(key) }) { return found.1 }
            if let index = labels.firstIndex(of: "default"), index < keys.count { return keys[index] }
            return .none
        case .string(let string):
            guard let index = keys.first.flatMap(intValue), index >= 0, index < string.count else { return .opaque("subscript") }
            return .string(String(string[string.index(string.startIndex, offsetBy: index)]))
        case .binding(let binding):
            return try subscriptValue(try get(binding), keys, labels, place)
        case .none:
            return .none
        default:
            return .opaque("subscript")
        }
    }

    func setSubscript(_ base: Value, _ keys: [Value], _ value: Value, _ place: SourcePlace) throws -> Value {
        switch base {
        case .array(var array):
            guard let index = keys.first.flatMap(intValue) else { return base }
            guard index >= 0 && index < array.count else { throw Interruption.crash("Fatal error: Index out of range") }
            if case .object = array[index] { mayHaveGarbage = true }
            array[index] = value
            return .array(array)
        case .dictionary(var pairs):
            guard let key = keys.first else { return base }
            if let index = pairs.firstIndex(where: { $0.0.equals(key) }) {
                if value.isNone { pairs.remove(at: index) } else { pairs[index].1 = value }
            } else if !value.isNone {
                pairs.append((key, value))
            }
            mayHaveGarbage = true
            return .dictionary(pairs)
        default:
            return base
        }
    }

    /// A `%f` specifier that is safe to hand to `String(format:)`: flags, a width and a precision
    /// of at most three digits each (`%.999999999f` would take half a minute and gigabytes), and
    /// no `*` or positional argument, which would read arguments that were never passed.
    static func isPlainFloatSpecifier(_ spec: String) -> Bool {
        var rest = Substring(spec.hasSuffix("lf") ? spec.dropLast(2) : spec.dropLast())
        while let c = rest.first, "-+ #0".contains(c) { rest.removeFirst() }
        let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        return parts.count <= 2 && parts.allSatisfy { $0.count <= 3 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }

    func formatString(_ format: String, _ values: [Value]) -> String {
        var result = ""
        var remaining = values[...]
        var iterator = format.makeIterator()
        while let c = iterator.next() {
            guard c == "%" else {
                result.append(c)
                continue
            }
            var spec = ""
            while let n = iterator.next() {
                spec.append(n)
                if n.isLetter || n == "@" || n == "%" { break }
            }
            if spec == "%" {
                result.append("%")
                continue
            }
            guard let value = remaining.popFirst() else { continue }
            if spec.hasSuffix("f"), Engine.isPlainFloatSpecifier(spec), let d = doubleValue(value) {
                result += String(format: "%" + spec, d)
            } else if spec.hasSuffix("d") || spec.hasSuffix("ld"), let i = intValue(value) {
                result += String(i)
            } else {
                result += describe(value)
            }
        }
        return result
    }
}

extension Engine {
    /// The distinct values, in first-seen order. Numbers, strings, booleans and UUIDs are told
    /// apart by hashing; other values are compared pairwise, each comparison counted against the
    /// step budget, so a large collection ends as a Hang, never as an endless run.
    func uniqued(_ items: [Value]) throws -> [Value] {
        var unique: [Value] = []
        var seen: Set<ScalarKey> = []
        var others: [Value] = []
        for item in items {
            try tick(nil)
            if let key = ScalarKey(item) {
                if seen.insert(key).inserted { unique.append(item) }
                continue
            }
            var found = false
            for other in others {
                try tick(nil)
                if other.equals(item) {
                    found = true
                    break
                }
            }
            if !found {
                others.append(item)
                unique.append(item)
            }
        }
        return unique
    }
}

/// A value that hashes as `Value.sameAs` compares: an integral double is the integer it equals.
enum ScalarKey: Hashable {
    case int(Int), double(Double), bool(Bool), string(String), uuid(Int), none

    init?(_ value: Value) {
        switch value {
        case .int(let number): self = .int(number)
        case .double(let number):
            if number.rounded() == number, let exact = Int(exactly: number) { self = .int(exact) } else { self = .double(number) }
        case .bool(let flag): self = .bool(flag)
        case .string(let text): self = .string(text)
        case .uuid(let id): self = .uuid(id)
        case .none: self = .none
        default: return nil
        }
    }
}
