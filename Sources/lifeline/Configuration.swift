import Foundation
import Ownership
import Semantics

/// `.lifeline.json`: which rules run, their severities, the toolchain mode, and the platforms and
/// flags `#if` is read under.
///
/// ```json
/// { "toolchain": "xcode27", "disabled": ["non-private-state"], "severities": { "state-holds-reference-type": "error" },
///   "platforms": ["iOS"], "flags": { "DEBUG": true } }
/// ```
///
/// Found with `--config FILE`, or as `.lifeline.json` in the current directory or the nearest folder
/// above the first path. Every mistake is one clear line naming the file.
enum Configuration {
    struct ConfigurationError: FileError {
        let description: String
    }

    static func find(explicit: String?, paths: [String]) -> String? {
        if let explicit { return explicit }
        // The project's own file first (from the checked path upward), then the current folder's.
        var candidates: [String] = []
        if let first = paths.first {
            var directory = URL(fileURLWithPath: first).standardized
            var isDirectory: ObjCBool = false
            if !(FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) && isDirectory.boolValue) {
                directory.deleteLastPathComponent()
            }
            while true {
                candidates.append(directory.path)
                let parent = directory.deletingLastPathComponent()
                if parent.path == directory.path { break }
                directory = parent
            }
        }
        candidates.append(FileManager.default.currentDirectoryPath)
        for directory in candidates {
            let path = (directory as NSString).appendingPathComponent(".lifeline.json")
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }

    static func load(_ path: String, into settings: inout Settings) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(description: "lifeline: cannot read configuration \(path)")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw ConfigurationError(description: "lifeline: \(path) is not valid JSON")
        }
        guard let table = object as? [String: Any] else {
            throw ConfigurationError(description: "lifeline: \(path) must hold a JSON object")
        }
        let known = Set(ruleCatalogue.map(\.id))
        for (key, value) in table {
            switch key {
            case "toolchain":
                guard let text = value as? String, let toolchain = Toolchain(rawValue: text) else {
                    throw ConfigurationError(description: "lifeline: \(path): \"toolchain\" must be \"xcode26\" or \"xcode27\"")
                }
                settings.toolchain = toolchain
            case "disabled":
                guard let ids = value as? [String] else {
                    throw ConfigurationError(description: "lifeline: \(path): \"disabled\" must be a list of rule identifiers")
                }
                for id in ids where !known.contains(id) {
                    throw ConfigurationError(description: "lifeline: \(path): unknown rule '\(id)' in \"disabled\" (see lifeline rules)")
                }
                settings.disabled.formUnion(ids)
            case "severities":
                guard let entries = value as? [String: Any] else {
                    throw ConfigurationError(
                        description: "lifeline: \(path): \"severities\" must map rule identifiers to error, warning or info")
                }
                for (id, level) in entries {
                    guard known.contains(id) else {
                        throw ConfigurationError(
                            description: "lifeline: \(path): unknown rule '\(id)' in \"severities\" (see lifeline rules)")
                    }
                    guard let text = level as? String, let severity = Severity(rawValue: text) else {
                        throw ConfigurationError(description: "lifeline: \(path): the severity of '\(id)' must be error, warning or info")
                    }
                    settings.severities[id] = severity
                }
            case "previews":
                guard let on = value as? Bool else {
                    throw ConfigurationError(description: "lifeline: \(path): \"previews\" must be true or false")
                }
                settings.previews = on
            case "platforms":
                let known = BuildConfiguration.allPlatforms
                guard let names = value as? [String], !names.isEmpty else {
                    throw ConfigurationError(description: "lifeline: \(path): \"platforms\" must be a list such as [\"iOS\", \"macOS\"]")
                }
                for name in names where !known.contains(name) {
                    throw ConfigurationError(description: "lifeline: \(path): unknown platform '\(name)' (expected \(known.joined(separator: ", ")))")
                }
                settings.build.platforms = Set(names)
            case "flags":
                // `{"DEBUG": true, "BETA": false}`, or a list of the flags that are set.
                if let set = value as? [String] {
                    for name in set { settings.build.flags[name] = true }
                } else if let table = value as? [String: Any] {
                    for (name, state) in table {
                        guard let on = state as? Bool else {
                            throw ConfigurationError(description: "lifeline: \(path): flag '\(name)' must be true or false")
                        }
                        settings.build.flags[name] = on
                    }
                } else {
                    throw ConfigurationError(description: "lifeline: \(path): \"flags\" must map flag names to true or false")
                }
            default:
                throw ConfigurationError(
                    description: "lifeline: \(path): unknown key \"\(key)\" (expected toolchain, disabled, severities, previews, platforms, flags)")
            }
        }
    }
}
