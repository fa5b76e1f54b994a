/// A setting one rule takes in the `rules` table of `.lifeline.json`, besides the three every rule
/// takes (`severity`, `enabled`, `exclude`). Rules declare theirs (`Rule.options`), so the
/// configuration is checked against them and `docs/rules.md` lists them.
public struct RuleOption: Sendable {
    public enum Kind: String, Sendable {
        /// A list of type names: `Router` names every type of that name, in the workspace or outside
        /// it; `Feature.Router` only the one it qualifies.
        case typeNames = "list of type names"
    }

    public let name: String
    public let kind: Kind
    /// One line for the documentation.
    public let summary: String
    public let defaultValue: RuleOptionValue

    public init(name: String, kind: Kind, summary: String, defaultValue: RuleOptionValue) {
        self.name = name
        self.kind = kind
        self.summary = summary
        self.defaultValue = defaultValue
    }
}

public enum RuleOptionValue: Sendable, Equatable {
    case strings([String])

    /// As it would be written in `.lifeline.json`.
    public var json: String {
        switch self {
        case .strings(let items): return "[" + items.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        }
    }
}

/// One rule's entry in the `rules` table beyond its severity and whether it runs (which go to
/// `Settings.severities` and `Settings.disabled`, where the older keys put them too).
public struct RuleSettings: Sendable, Equatable {
    /// Files in which this rule reports nothing.
    public var exclude: [PathPattern] = []
    /// The rule's own options by name, as given; a missing one has its default.
    public var options: [String: RuleOptionValue] = [:]

    public init(exclude: [PathPattern] = [], options: [String: RuleOptionValue] = [:]) {
        self.exclude = exclude
        self.options = options
    }
}

/// Type names given in a configuration, matched against the types a rule looks at. A configured
/// name is what a person wrote, not a declaration, so this is the one place a type is matched by
/// its text: a simple name (`Router`) names every type of that name, a qualified one
/// (`Feature.Router`, `Kit.Router` for another module's) only a type written or declared so.
/// Generic arguments, optionality and `Swift.`/`SwiftUI.` are not part of the name.
public struct TypeNames: Sendable, Equatable {
    public let names: [String]

    public init(_ names: [String]) {
        self.names = names.map(TypeNames.plain)
    }

    /// Whether one of the configured names names a type known by any of `spellings` (as written
    /// in the source, its canonical name, its key in the model).
    public func contains(_ spellings: String...) -> Bool {
        guard !names.isEmpty else { return false }
        let candidates = spellings.map(TypeNames.plain)
        return names.contains { name in
            candidates.contains { candidate in
                if name.contains(".") { return candidate == name || candidate.hasSuffix("." + name) }
                return candidate.split(separator: ".").last.map(String.init) == name
            }
        }
    }

    /// `Kit.Box<Int>?` → `Kit.Box`; a model key's `#2` goes too.
    static func plain(_ written: String) -> String {
        var text = Substring(written.trimmingSpaces())
        for prefix in ["any ", "some "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        if let cut = text.firstIndex(where: { $0 == "<" || $0 == "?" || $0 == "!" || $0 == "#" }) { text = text[..<cut] }
        for module in ["SwiftUI.", "Swift."] where text.hasPrefix(module) { text = text.dropFirst(module.count) }
        return String(text)
    }

    /// Whether a configured name can be a type name: identifiers joined by dots.
    public static func isTypeName(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty
            && parts.allSatisfy { part in
                guard let first = part.first, first == "_" || first.isLetter else { return false }
                return part.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
            }
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        let scalars = unicodeScalars.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
        return String(String.UnicodeScalarView(scalars))
    }
}

extension Rule {
    /// The value of one of this rule's options: the configuration's, else its declared default.
    func value(of option: String, in context: RuleContext) -> RuleOptionValue? {
        context.settings.rules[id]?.options[option] ?? options.first { $0.name == option }?.defaultValue
    }

    /// The type names an option of this rule gives.
    func typeNames(_ option: String, in context: RuleContext) -> TypeNames {
        guard case .strings(let names)? = value(of: option, in: context) else { return TypeNames([]) }
        return TypeNames(names)
    }
}
