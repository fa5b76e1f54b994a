import Foundation
import Ownership
import Semantics

/// `.lifeline.json`: which rules run, their severities, the toolchain mode, the platforms and flags
/// `#if` is read under, the files no finding is reported in (`exclude`, relative to the folder
/// holding the file; the caller sets `Settings.folder`), and each rule's own settings (`rules`:
/// `severity`, `enabled`, `exclude` and the options the rule declares).
///
/// ```json
/// { "toolchain": "xcode27", "disabled": ["non-private-state"], "severities": { "state-holds-reference-type": "error" },
///   "platforms": ["iOS"], "flags": { "DEBUG": true }, "exclude": ["Pods", "**/Generated"],
///   "rules": { "missing-environment-object": { "assumeInjected": ["Router"], "exclude": ["Legacy/**"] } } }
/// ```
///
/// Read from its bytes, so the command line and the language server read it the same way and
/// neither module's IO leaks in here. Every mistake is one clear line naming the file.
public enum ConfigurationFile {
    /// The file's name, looked for in the checked folder and above it, and at a workspace root.
    public static let name = ".lifeline.json"

    /// A mistake in a configuration: one line, `lifeline: PATH: what is wrong`.
    public struct Problem: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    /// The keys the file knows, in the order they are applied: the order never depends on how the
    /// JSON object was written.
    /// `rules` comes after `disabled` and `severities`: a rule's own entry is the more specific.
    static let keys = ["toolchain", "disabled", "severities", "previews", "platforms", "flags", "exclude", "rules"]

    /// Reads a configuration's text into `settings`. The first mistake is thrown; `settings` may
    /// then hold part of the file, so a caller that goes on should start again from its own copy.
    public static func read(_ bytes: [UInt8], path: String, into settings: inout Settings) throws {
        let table = try object(bytes, source: path)
        if let unknown = table.keys.sorted().first(where: { !keys.contains($0) }) {
            throw Problem(description: "lifeline: \(path): unknown key \"\(unknown)\" (expected \(keys.joined(separator: ", ")))")
        }
        for key in keys {
            guard let value = table[key] else { continue }
            try apply(key, value, source: path, to: &settings)
        }
    }

    /// Reads settings leniently, as the language server does (a mistake in a file or in a client's
    /// settings must not stop it): each key is applied on its own, and a key with a mistake is left
    /// out and described in the lines returned. Keys the file does not know are reported, or left
    /// alone when `ignoringUnknownKeys` (a client's settings hold editor settings too).
    public static func readLeniently(_ bytes: [UInt8], source: String, ignoringUnknownKeys: Bool = false, into settings: inout Settings)
        -> [String]
    {
        let table: [String: Any]
        do { table = try object(bytes, source: source) } catch { return ["\(error)"] }
        var problems: [String] = []
        if !ignoringUnknownKeys {
            for unknown in table.keys.sorted() where !keys.contains(unknown) {
                problems.append("lifeline: \(source): unknown key \"\(unknown)\" (expected \(keys.joined(separator: ", ")))")
            }
        }
        for key in keys {
            guard let value = table[key] else { continue }
            // A key's mistake must not leave half of that key applied.
            var attempt = settings
            do {
                try apply(key, value, source: source, to: &attempt)
                settings = attempt
            } catch {
                problems.append("\(error)")
            }
        }
        return problems
    }

    static func object(_ bytes: [UInt8], source: String) throws -> [String: Any] {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(bytes))
        } catch {
            throw Problem(description: "lifeline: \(source) is not valid JSON")
        }
        guard let table = object as? [String: Any] else {
            throw Problem(description: "lifeline: \(source) must hold a JSON object")
        }
        return table
    }

    /// A list of paths or globs relative to the configuration's folder (see `PathPattern`).
    static func patterns(_ value: Any, at place: String, _ fail: (String) -> Problem) throws -> [PathPattern] {
        guard let texts = value as? [String] else {
            throw fail("\(place) must be a list of paths or globs relative to the configuration's folder")
        }
        return try texts.map { text in
            guard let pattern = PathPattern(text) else {
                throw fail("'\(text)' in \(place) names nothing inside the configuration's folder (write paths relative to it, without ..)")
            }
            return pattern
        }
    }

    /// Every rule's settings: `severity`, `enabled`, `exclude`.
    static let commonRuleSettings = ["severity", "enabled", "exclude"]

    /// One rule's entry of `rules`: its severity and whether it runs go where `severities` and
    /// `disabled` put them; its `exclude` and options go to `Settings.rules`.
    static func applyRule(_ rule: any Rule, _ entry: Any, to settings: inout Settings, _ fail: (String) -> Problem) throws {
        let id = rule.id
        guard let table = entry as? [String: Any] else {
            throw fail("the settings of '\(id)' in \"rules\" must be an object such as {\"severity\": \"warning\"}")
        }
        let expected = (commonRuleSettings + rule.options.map(\.name)).joined(separator: ", ")
        if let unknown = table.keys.sorted().first(where: { key in
            !commonRuleSettings.contains(key) && !rule.options.contains { $0.name == key }
        }) {
            throw fail("unknown setting \"\(unknown)\" for '\(id)' (expected \(expected))")
        }
        var ruleSettings = settings.rules[id] ?? RuleSettings()
        if let level = table["severity"] {
            guard let text = level as? String, let severity = Severity(rawValue: text) else {
                throw fail("the severity of '\(id)' must be error, warning or info")
            }
            settings.severities[id] = severity
        }
        if let enabled = table["enabled"] {
            guard let on = enabled as? Bool else { throw fail("\"enabled\" of '\(id)' must be true or false") }
            if on { settings.disabled.remove(id) } else { settings.disabled.insert(id) }
        }
        if let value = table["exclude"] {
            ruleSettings.exclude += try patterns(value, at: "\"exclude\" of '\(id)'", fail)
        }
        for option in rule.options {
            guard let value = table[option.name] else { continue }
            switch option.kind {
            case .typeNames:
                guard let names = value as? [String] else { throw fail("\"\(option.name)\" of '\(id)' must be a \(option.kind.rawValue)") }
                for name in names where !TypeNames.isTypeName(name) {
                    throw fail("'\(name)' in \"\(option.name)\" of '\(id)' is not a type name")
                }
                ruleSettings.options[option.name] = .strings(names)
            }
        }
        settings.rules[id] = ruleSettings
    }

    static func apply(_ key: String, _ value: Any, source path: String, to settings: inout Settings) throws {
        func fail(_ message: String) -> Problem { Problem(description: "lifeline: \(path): \(message)") }
        let known = Set(ruleCatalogue.map(\.id))
        switch key {
        case "toolchain":
            guard let text = value as? String, let toolchain = Toolchain(rawValue: text) else {
                throw fail("\"toolchain\" must be \"xcode26\" or \"xcode27\"")
            }
            settings.toolchain = toolchain
        case "disabled":
            guard let ids = value as? [String] else { throw fail("\"disabled\" must be a list of rule identifiers") }
            for id in ids where !known.contains(id) { throw fail("unknown rule '\(id)' in \"disabled\" (see lifeline rules)") }
            settings.disabled.formUnion(ids)
        case "severities":
            guard let entries = value as? [String: Any] else {
                throw fail("\"severities\" must map rule identifiers to error, warning or info")
            }
            for (id, level) in entries.sorted(by: { $0.key < $1.key }) {
                guard known.contains(id) else { throw fail("unknown rule '\(id)' in \"severities\" (see lifeline rules)") }
                guard let text = level as? String, let severity = Severity(rawValue: text) else {
                    throw fail("the severity of '\(id)' must be error, warning or info")
                }
                settings.severities[id] = severity
            }
        case "previews":
            guard let on = value as? Bool else { throw fail("\"previews\" must be true or false") }
            settings.previews = on
        case "platforms":
            let platforms = BuildConfiguration.allPlatforms
            guard let names = value as? [String], !names.isEmpty else {
                throw fail("\"platforms\" must be a list such as [\"iOS\", \"macOS\"]")
            }
            for name in names where !platforms.contains(name) {
                throw fail("unknown platform '\(name)' (expected \(platforms.joined(separator: ", ")))")
            }
            settings.build.platforms = Set(names)
        case "flags":
            // `{"DEBUG": true, "BETA": false}`, or a list of the flags that are set.
            if let set = value as? [String] {
                for name in set { settings.build.flags[name] = true }
            } else if let table = value as? [String: Any] {
                for (name, state) in table.sorted(by: { $0.key < $1.key }) {
                    guard let on = state as? Bool else { throw fail("flag '\(name)' must be true or false") }
                    settings.build.flags[name] = on
                }
            } else {
                throw fail("\"flags\" must map flag names to true or false")
            }
        case "exclude":
            settings.exclude += try patterns(value, at: "\"exclude\"", fail)
        case "rules":
            guard let table = value as? [String: Any] else { throw fail("\"rules\" must map rule identifiers to their settings") }
            for (id, entry) in table.sorted(by: { $0.key < $1.key }) {
                guard let rule = ruleCatalogue.first(where: { $0.id == id }) else {
                    throw fail("unknown rule '\(id)' in \"rules\" (see lifeline rules)")
                }
                try applyRule(rule, entry, to: &settings, fail)
            }
        default:
            throw fail("unknown key \"\(key)\" (expected \(keys.joined(separator: ", ")))")
        }
    }
}
