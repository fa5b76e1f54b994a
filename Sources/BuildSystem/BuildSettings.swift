/// Xcode build settings: assignments in layers (a project's `.xcconfig`, the project's own
/// settings, a target's `.xcconfig`, the target's own), evaluated as Xcode does for the few
/// settings Lifeline reads: a layer above overrides the ones below, `$(inherited)` is the value
/// below, `$(NAME)` and `${NAME}` expand another setting, and `KEY[sdk=iphoneos*][config=Debug]`
/// applies only where its conditions hold.
public struct BuildSettings: Sendable, Equatable {
    /// One assignment: `KEY[cond=pattern]… = value`.
    public struct Assignment: Sendable, Equatable {
        public let key: String
        public let conditions: [Condition]
        public let value: String

        public struct Condition: Sendable, Equatable {
            public let name: String
            public let pattern: String
        }

        /// Reads `KEY[sdk=iphoneos*][config=Debug]` into the key and its conditions.
        public init(written: String, value: String) {
            var conditions: [Condition] = []
            var key = written
            if let open = written.firstIndex(of: "[") {
                key = String(written[..<open])
                var rest = written[open...]
                while let start = rest.firstIndex(of: "["), let end = rest.firstIndex(of: "]"), start < end {
                    let inside = rest[rest.index(after: start)..<end]
                    if let equal = inside.firstIndex(of: "=") {
                        conditions.append(Condition(name: String(inside[..<equal]).trimmed, pattern: String(inside[inside.index(after: equal)...]).trimmed))
                    }
                    rest = rest[rest.index(after: end)...]
                }
            }
            self.key = key.trimmed
            self.conditions = conditions
            self.value = value
        }
    }

    /// The layers, lowest first; in each, assignments in the order written.
    public var layers: [[Assignment]]
    /// Layers whose assignments have no order (a project file's settings dictionary): there,
    /// `$(inherited)` is the value of the layers below. In an ordered layer (an `.xcconfig` and
    /// what it includes) it is the value just before the assignment, as Xcode stacks them.
    public var unordered: Set<Int>

    public init(layers: [[Assignment]] = [], unordered: Set<Int> = []) {
        self.layers = layers
        self.unordered = unordered
    }

    /// Where an evaluation happens: the SDK (`iphoneos`, `macosx`, …), the configuration (`Debug`)
    /// and the values Xcode itself provides (`TARGET_NAME`, `PROJECT_NAME`, `SRCROOT`).
    public struct Context: Sendable {
        public var sdk: String?
        public var configuration: String
        public var builtins: [String: String]

        public init(sdk: String?, configuration: String, builtins: [String: String]) {
            self.sdk = sdk
            self.configuration = configuration
            self.builtins = builtins
        }
    }

    /// A setting's value in `context`, with references expanded; `unresolved` names the references
    /// that no layer and no builtin defines (they expand to nothing, as in Xcode). Nil when no
    /// layer assigns the setting.
    public func value(_ key: String, in context: Context) -> (value: String, unresolved: Set<String>)? {
        var unresolved: Set<String> = []
        let result = evaluate(key, below: (layers.count, Int.max), context, &unresolved, depth: 0)
        return result.map { ($0, unresolved) }
    }

    /// The assignment that sets `key` at or below a position (`layer`, index in it), highest first.
    private func find(_ key: String, below position: (layer: Int, index: Int), _ context: Context) -> (layer: Int, index: Int)? {
        var layer = min(position.layer, layers.count - 1)
        var limit = position.layer < layers.count ? position.index : Int.max
        while layer >= 0 {
            let assignments = layers[layer]
            var index = min(limit, assignments.count) - 1
            // A conditional assignment that holds wins over an unconditional one in the same layer.
            var unconditional: Int?
            while index >= 0 {
                let assignment = assignments[index]
                if assignment.key == key, matches(assignment.conditions, context) {
                    if !assignment.conditions.isEmpty { return (layer, index) }
                    if unconditional == nil { unconditional = index }
                }
                index -= 1
            }
            if let unconditional { return (layer, unconditional) }
            layer -= 1
            limit = Int.max
        }
        return nil
    }

    private func matches(_ conditions: [Assignment.Condition], _ context: Context) -> Bool {
        for condition in conditions {
            switch condition.name {
            case "sdk":
                guard let sdk = context.sdk, BuildSettings.glob(condition.pattern, matches: sdk) else { return false }
            case "config":
                guard BuildSettings.glob(condition.pattern, matches: context.configuration) else { return false }
            default:
                // `arch=…` and others: any architecture is built.
                continue
            }
        }
        return true
    }

    private func evaluate(_ key: String, below position: (layer: Int, index: Int), _ context: Context, _ unresolved: inout Set<String>, depth: Int)
        -> String?
    {
        guard depth < 32 else { return nil }
        guard let found = find(key, below: position, context) else { return nil }
        let raw = layers[found.layer][found.index].value
        return expand(raw, key: key, at: found, context, &unresolved, depth: depth)
    }

    private func expand(_ raw: String, key: String, at position: (layer: Int, index: Int), _ context: Context, _ unresolved: inout Set<String>, depth: Int)
        -> String
    {
        guard raw.contains("$") else { return raw }
        var out = ""
        let characters = Array(raw)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "$", index + 1 < characters.count, characters[index + 1] == "(" || characters[index + 1] == "{" {
                let close: Character = characters[index + 1] == "(" ? ")" : "}"
                var end = index + 2
                var level = 1
                while end < characters.count {
                    if characters[end] == characters[index + 1] { level += 1 }
                    if characters[end] == close {
                        level -= 1
                        if level == 0 { break }
                    }
                    end += 1
                }
                guard end < characters.count else {
                    out.append(contentsOf: characters[index...])
                    break
                }
                var name = String(characters[(index + 2)..<end])
                // `$(NAME:operator)`: the operators change case or paths; the name is what counts here.
                if let colon = name.firstIndex(of: ":") { name = String(name[..<colon]) }
                if name == "inherited" {
                    let below = unordered.contains(position.layer) ? (position.layer, 0) : position
                    out += evaluate(key, below: below, context, &unresolved, depth: depth + 1) ?? ""
                } else if let builtin = context.builtins[name] {
                    out += builtin
                } else if let value = evaluate(name, below: (layers.count, Int.max), context, &unresolved, depth: depth + 1) {
                    out += value
                } else {
                    unresolved.insert(name)
                }
                index = end + 1
            } else if character == "$", index + 1 < characters.count, characters[index + 1].isLetter || characters[index + 1] == "_" {
                // `$NAME`: a bare reference.
                var end = index + 1
                while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
                let name = String(characters[(index + 1)..<end])
                if let builtin = context.builtins[name] {
                    out += builtin
                } else if let value = evaluate(name, below: (layers.count, Int.max), context, &unresolved, depth: depth + 1) {
                    out += value
                } else {
                    unresolved.insert(name)
                }
                index = end
            } else {
                out.append(character)
                index += 1
            }
        }
        return out
    }

    /// Xcode's condition patterns: `*` matches any run of characters; everything else as written.
    static func glob(_ pattern: String, matches text: String) -> Bool {
        let p = Array(pattern), t = Array(text)
        var pi = 0, ti = 0
        var star = -1, mark = 0
        while ti < t.count {
            if pi < p.count && (p[pi] == t[ti] || p[pi] == "?") {
                pi += 1
                ti += 1
            } else if pi < p.count && p[pi] == "*" {
                star = pi
                mark = ti
                pi += 1
            } else if star >= 0 {
                pi = star + 1
                mark += 1
                ti = mark
            } else {
                return false
            }
        }
        while pi < p.count && p[pi] == "*" { pi += 1 }
        return pi == p.count
    }

    /// Splits a list setting (`DEBUG FEATURE_X "A B"`) into its words, quotes removed.
    public static func words(_ value: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var any = false
        for character in value {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                any = true
            } else if character == " " || character == "\t" || character == "\n" {
                if any || !current.isEmpty { words.append(current) }
                current = ""
                any = false
            } else {
                current.append(character)
            }
        }
        if any || !current.isEmpty { words.append(current) }
        return words
    }
}

/// An `.xcconfig` file read into assignments, its `#include`s followed through `load`.
public enum XcodeConfigFile {
    /// The assignments of the file at `path` and of what it includes, in order. `load` gives a
    /// file's bytes (nil when it cannot be read); `missing` collects the files that could not be.
    public static func read(_ path: String, load: (String) -> [UInt8]?, missing: inout [String], depth: Int = 0) -> [BuildSettings.Assignment] {
        guard depth < 16 else { return [] }
        guard let bytes = load(path) else {
            missing.append(path)
            return []
        }
        var assignments: [BuildSettings.Assignment] = []
        let text = String(decoding: bytes, as: UTF8.self)
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            var line = String(rawLine).trimmed
            if line.hasPrefix("#include") {
                let optional = line.hasPrefix("#include?")
                guard let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\"") else { continue }
                let included = String(line[line.index(after: open)..<close])
                let resolved = included.hasPrefix("/") ? included : Paths.join(Paths.directory(of: path), included)
                var nested: [String] = []
                assignments += read(resolved, load: load, missing: &nested, depth: depth + 1)
                if !optional { missing += nested }
                continue
            }
            if let comment = line.firstRange(of: "//") { line = String(line[..<comment.lowerBound]).trimmed }
            guard let equal = line.firstIndex(of: "=") else { continue }
            var value = String(line[line.index(after: equal)...]).trimmed
            if value.hasSuffix(";") { value.removeLast() }
            assignments.append(BuildSettings.Assignment(written: String(line[..<equal]), value: value.trimmed))
        }
        return assignments
    }
}

extension String {
    var trimmed: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" || first == "\r" || first == "\n" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" || last == "\r" || last == "\n" { text = text.dropLast() }
        return String(text)
    }
}

/// Paths joined and normalized lexically (no file system): `a/./b/../c` is `a/c`.
public enum Paths {
    public static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == ".." && absolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    public static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        if base.isEmpty || base == "." { return normalize(relative) }
        return normalize(base + "/" + relative)
    }

    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    public static func lastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Whether `path` is `folder` or inside it.
    public static func isInside(_ path: String, _ folder: String) -> Bool {
        if folder == "." { return !path.hasPrefix("/") && !path.hasPrefix("..") }
        return path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
