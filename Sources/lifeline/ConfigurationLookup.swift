import Configuration
import Foundation
import Ownership

/// Where `.lifeline.json` is and reading it from disk; what it means is `ConfigurationFile`'s
/// (the `Configuration` module), which the language server shares.
///
/// Found with `--config FILE`, or as `.lifeline.json` in the current directory or the nearest folder
/// above the first path. Every mistake is one clear line naming the file.
enum ConfigurationLookup {
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
            let path = (directory as NSString).appendingPathComponent(ConfigurationFile.name)
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }

    /// Reads the file at `path` into `settings` (see `ConfigurationFile` for what it may hold).
    static func load(_ path: String, into settings: inout Settings) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(description: "lifeline: cannot read configuration \(path)")
        }
        do {
            try ConfigurationFile.read(Array(data), path: path, into: &settings)
        } catch let problems as ConfigurationFile.Problems {
            throw ConfigurationError(description: problems.description)
        }
    }
}
