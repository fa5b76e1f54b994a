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
///   "platforms": ["iOS"], "flags": { "DEBUG": true }, "exclude": ["Pods", "**/Generated"], "skippedFolders": [".build", "Vendor"],
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
    static let keys = ["toolchain", "disabled", "severities", "previews", "platforms", "flags", "exclude", "skippedFolders", "rules"]

    /// Every mistake of a configuration at once, one line each, in the order of the keys.
    public struct Problems: Error, CustomStringConvertible, Equatable {
        public let problems: [Problem]
        public var description: String { problems.map(\.description).joined(separator: "\n") }
    }

    /// Reads a configuration's text into `settings`. Every mistake is found before anything is
    /// thrown (`Problems`, one line each), so a user fixes the file in one go; `settings` may then
    /// hold part of the file, so a caller that goes on should start again from its own copy.
    public static func read(_ bytes: [UInt8], path: String, into settings: inout Settings) throws {
        let table: [String: Any]
        do { table = try object(bytes, source: path) } catch let problem as Problem { throw Problems(problems: [problem]) }
        var problems = unknownKeys(table, source: path)
        for key in keys {
            guard let value = table[key] else { continue }
            apply(key, value, source: path, to: &settings, &problems)
        }
        if !problems.isEmpty { throw Problems(problems: problems) }
    }

    /// A line for each key the file does not know, naming the key meant when one is close.
    static func unknownKeys(_ table: [String: Any], source: String) -> [Problem] {
        table.keys.sorted().filter { !keys.contains($0) }.map { unknown in
            Problem(description: "lifeline: \(source): unknown key \"\(unknown)\"\(Suggestion.didYouMean(unknown, among: keys, quote: "\"")) (expected \(keys.joined(separator: ", ")))")
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
        var problems: [Problem] = ignoringUnknownKeys ? [] : unknownKeys(table, source: source)
        for key in keys {
            guard let value = table[key] else { continue }
            // A key's mistake must not leave half of that key applied.
            var attempt = settings
            var found: [Problem] = []
            apply(key, value, source: source, to: &attempt, &found)
            if found.isEmpty { settings = attempt } else { problems += found }
        }
        return problems.map(\.description)
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

    /// A list of paths or globs relative to the configuration's folder (see `PathPattern`); each
    /// mistaken entry is reported and left out.
    static func patterns(_ value: Any, at place: String, _ fail: (String) -> Void) -> [PathPattern] {
        guard let texts = value as? [String] else {
            fail("\(place) must be a list of paths or globs relative to the configuration's folder")
            return []
        }
        return texts.compactMap { text in
            guard let pattern = PathPattern(text) else {
                fail("'\(text)' in \(place) names nothing inside the configuration's folder (write paths relative to it, without ..)")
                return nil
            }
            return pattern
        }
    }

    /// Every rule's settings: `severity`, `enabled`, `exclude`.
    static let commonRuleSettings = ["severity", "enabled", "exclude"]

    /// The rule identifiers, for "did you mean".
    static var ruleIDs: [String] { ruleCatalogue.map(\.id) }

    /// "unknown rule 'x' in PLACE", naming the rule meant when one is close.
    static func unknownRule(_ id: String, in place: String) -> String {
        "unknown rule '\(id)' in \(place)\(Suggestion.didYouMean(id, among: ruleIDs, quote: "'")) (see lifeline rules)"
    }

    /// A severity's text, or nil after reporting the mistake (naming the severity meant when close).
    static func severity(_ level: Any, of id: String, _ fail: (String) -> Void) -> Severity? {
        if let text = level as? String, let severity = Severity(rawValue: text) { return severity }
        let hint = (level as? String).map { Suggestion.didYouMean($0, among: Severity.allCases.map(\.rawValue), quote: "\"") } ?? ""
        fail("the severity of '\(id)' must be error, warning or info\(hint)")
        return nil
    }

    /// One rule's entry of `rules`: its severity and whether it runs go where `severities` and
    /// `disabled` put them; its `exclude` and options go to `Settings.rules`.
    static func applyRule(_ rule: any Rule, _ entry: Any, to settings: inout Settings, _ fail: (String) -> Void) {
        let id = rule.id
        guard let table = entry as? [String: Any] else {
            fail("the settings of '\(id)' in \"rules\" must be an object such as {\"severity\": \"warning\"}")
            return
        }
        let known = commonRuleSettings + rule.options.map(\.name)
        for unknown in table.keys.sorted() where !known.contains(unknown) {
            fail("unknown setting \"\(unknown)\" for '\(id)'\(Suggestion.didYouMean(unknown, among: known, quote: "\"")) (expected \(known.joined(separator: ", ")))")
        }
        var ruleSettings = settings.rules[id] ?? RuleSettings()
        if let level = table["severity"], let severity = severity(level, of: id, fail) {
            settings.severities[id] = severity
        }
        if let enabled = table["enabled"] {
            if let on = enabled as? Bool {
                if on {
                    settings.disabled.remove(id)
                    settings.enabled.insert(id)
                } else {
                    settings.disabled.insert(id)
                    settings.enabled.remove(id)
                }
            } else {
                fail("\"enabled\" of '\(id)' must be true or false")
            }
        }
        if let value = table["exclude"] {
            ruleSettings.exclude += patterns(value, at: "\"exclude\" of '\(id)'", fail)
        }
        for option in rule.options {
            guard let value = table[option.name] else { continue }
            switch option.kind {
            case .typeNames:
                guard let names = value as? [String] else {
                    fail("\"\(option.name)\" of '\(id)' must be a \(option.kind.rawValue)")
                    continue
                }
                let bad = names.filter { !TypeNames.isTypeName($0) }
                for name in bad { fail("'\(name)' in \"\(option.name)\" of '\(id)' is not a type name") }
                if bad.isEmpty { ruleSettings.options[option.name] = .strings(names) }
            }
        }
        settings.rules[id] = ruleSettings
    }

    /// Applies one key, appending a line to `problems` for each mistake in it and applying the rest.
    static func apply(_ key: String, _ value: Any, source path: String, to settings: inout Settings, _ problems: inout [Problem]) {
        var found: [Problem] = []
        func fail(_ message: String) { found.append(Problem(description: "lifeline: \(path): \(message)")) }
        defer { problems += found }
        let known = Set(ruleIDs)
        switch key {
        case "toolchain":
            if let text = value as? String, let toolchain = Toolchain(rawValue: text) {
                settings.toolchain = toolchain
            } else {
                let hint = (value as? String).map { Suggestion.didYouMean($0, among: ["xcode26", "xcode27"], quote: "\"") } ?? ""
                fail("\"toolchain\" must be \"xcode26\" or \"xcode27\"\(hint)")
            }
        case "disabled":
            guard let ids = value as? [String] else { return fail("\"disabled\" must be a list of rule identifiers") }
            for id in ids where !known.contains(id) { fail(unknownRule(id, in: "\"disabled\"")) }
            settings.disabled.formUnion(ids.filter(known.contains))
        case "severities":
            guard let entries = value as? [String: Any] else {
                return fail("\"severities\" must map rule identifiers to error, warning or info")
            }
            for (id, level) in entries.sorted(by: { $0.key < $1.key }) {
                guard known.contains(id) else {
                    fail(unknownRule(id, in: "\"severities\""))
                    continue
                }
                if let severity = severity(level, of: id, fail) { settings.severities[id] = severity }
            }
        case "previews":
            guard let on = value as? Bool else { return fail("\"previews\" must be true or false") }
            settings.previews = on
        case "platforms":
            let platforms = BuildConfiguration.allPlatforms
            guard let names = value as? [String], !names.isEmpty else {
                return fail("\"platforms\" must be a list such as [\"iOS\", \"macOS\"]")
            }
            for name in names where !platforms.contains(name) {
                fail("unknown platform '\(name)'\(Suggestion.didYouMean(name, among: platforms, quote: "'")) (expected \(platforms.joined(separator: ", ")))")
            }
            settings.build.platforms = Set(names.filter(platforms.contains))
        case "flags":
            // `{"DEBUG": true, "BETA": false}`, or a list of the flags that are set.
            if let set = value as? [String] {
                for name in set { settings.build.flags[name] = true }
            } else if let table = value as? [String: Any] {
                for (name, state) in table.sorted(by: { $0.key < $1.key }) {
                    guard let on = state as? Bool else {
                        fail("flag '\(name)' must be true or false")
                        continue
                    }
                    settings.build.flags[name] = on
                }
            } else {
                fail("\"flags\" must map flag names to true or false")
            }
        case "exclude":
            settings.exclude += patterns(value, at: "\"exclude\"", fail)
        case "skippedFolders":
            // Folder names (not paths): the walk does not enter a folder of that name anywhere.
            guard let names = value as? [String] else {
                return fail("\"skippedFolders\" must be a list of folder names such as [\".build\", \"Pods\"] ([] reads every folder)")
            }
            let bad = names.filter { $0.isEmpty || $0.contains("/") || $0 == "." || $0 == ".." }
            for name in bad { fail("'\(name)' in \"skippedFolders\" is not a folder name (a name such as \"Pods\", not a path)") }
            if bad.isEmpty { settings.skippedFolders = names }
        case "rules":
            guard let table = value as? [String: Any] else { return fail("\"rules\" must map rule identifiers to their settings") }
            for (id, entry) in table.sorted(by: { $0.key < $1.key }) {
                guard let rule = ruleCatalogue.first(where: { $0.id == id }) else {
                    fail(unknownRule(id, in: "\"rules\""))
                    continue
                }
                applyRule(rule, entry, to: &settings, fail)
            }
        default:
            fail("unknown key \"\(key)\"\(Suggestion.didYouMean(key, among: keys, quote: "\"")) (expected \(keys.joined(separator: ", ")))")
        }
    }
}

/// "Did you mean": the one known name closest to a mistyped one, when it is close enough to be the
/// name meant (a difference of case, a prefix, or a few edits for its length), else nothing.
enum Suggestion {
    static func closest(_ text: String, among candidates: [String]) -> String? {
        let typed = text.lowercased()
        guard !typed.isEmpty else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let name = candidate.lowercased()
            if name == typed { return candidate }
            let distance = editDistance(Array(typed.unicodeScalars), Array(name.unicodeScalars))
            let limit = max(1, min(3, name.count / 4))
            let prefix = typed.count >= 3 && (name.hasPrefix(typed) || typed.hasPrefix(name))
            guard distance <= limit || prefix else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.name
    }

    /// `; did you mean "x"?` (quoted with `quote`), or "" when no name is close.
    static func didYouMean(_ text: String, among candidates: [String], quote: String) -> String {
        closest(text, among: candidates).map { "; did you mean \(quote)\($0)\(quote)?" } ?? ""
    }

    /// Levenshtein distance, one row at a time.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
