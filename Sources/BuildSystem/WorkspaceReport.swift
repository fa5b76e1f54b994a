/// The text `lifeline dump workspace` prints: each target with its origin, platforms, deployment
/// versions, compilation conditions and how many of the workspace's Swift files it compiles; then
/// the Swift files no target compiles, and what could not be read. Paths are shown relative to
/// `base`.
public enum WorkspaceReport {
    public static func text(_ description: BuildDescription, swiftFiles: [String], base: String) -> String {
        var lines: [String] = []
        let prefix = Paths.normalize(base)
        func shown(_ path: String) -> String {
            let normalized = Paths.normalize(path)
            if prefix != ".", normalized.hasPrefix(prefix + "/") { return String(normalized.dropFirst(prefix.count + 1)) }
            if prefix == "." { return normalized }
            return normalized
        }
        guard !description.isEmpty else {
            lines.append("No build description (an Xcode project, Package.swift or project.yml) under \(base).")
            lines.append("Lifeline falls back to its guesses: modules from folders, every platform and both values of every flag for #if,")
            lines.append("and deployment versions from the code's #available checks.")
            lines.append("\(swiftFiles.count) Swift file\(swiftFiles.count == 1 ? "" : "s").")
            return lines.joined(separator: "\n") + "\n"
        }
        let coverage = description.coverage(swiftFiles)
        var counts = [Int](repeating: 0, count: description.targets.count)
        for case .targets(let targets) in coverage { for target in targets { counts[target] += 1 } }
        lines.append("Build descriptions (\(description.sources.count)): " + description.sources.map(shown).joined(separator: ", "))
        lines.append("")
        let sources = Set(description.sources)
        var withoutSwift: [String] = []
        for (index, target) in description.targets.enumerated() {
            // Targets of other languages (a Rust library's Xcode project) are named in one line.
            if counts[index] == 0 && target.origin == .xcodeProject {
                withoutSwift.append("\(target.name) (\(target.kind))")
                continue
            }
            lines.append("target \(target.name) (\(target.kind), \(target.origin.rawValue) \(shown(target.definedIn)))")
            if target.module != target.name { lines.append("  module: \(target.module)") }
            let platforms = ApplePlatforms.all.filter { target.platforms.contains($0) }
            lines.append("  platforms: " + (platforms.isEmpty ? "any (a package builds for the platforms of what uses it)" : platforms.joined(separator: ", ")) + (target.macCatalyst ? " (and Mac Catalyst)" : ""))
            var versions = ApplePlatforms.all.compactMap { platform -> String? in
                guard let entry = target.deployment[platform] else { return nil }
                guard target.platforms.isEmpty || target.platforms.contains(platform) else { return nil }
                return "\(platform) " + (entry ?? "not declared")
            }
            if target.macCatalyst, let entry = target.deployment["macCatalyst"] { versions.append("Mac Catalyst on macOS " + (entry ?? "not declared")) }
            lines.append("  deployment: " + (versions.isEmpty ? "not declared" : versions.joined(separator: ", ")))
            let set = target.conditions.filter { $0.value == .set }.keys.sorted()
            let varies = target.conditions.filter { $0.value == .varies }.keys.sorted()
            var conditions: [String] = []
            if !set.isEmpty { conditions.append(set.joined(separator: " ")) }
            if !varies.isEmpty { conditions.append(varies.joined(separator: " ") + " (some configurations)") }
            lines.append("  conditions: " + (conditions.isEmpty ? "none" : conditions.joined(separator: "; ")) + (target.conditionsComplete ? "" : " (maybe more: not every setting could be read)"))
            lines.append("  Swift files: \(counts[index])")
        }
        if !withoutSwift.isEmpty { lines.append("Targets without Swift files here: " + withoutSwift.joined(separator: ", ")) }
        let orphans = zip(swiftFiles, coverage).filter { $0.1 == .noTarget }.map { shown($0.0) }.sorted()
        let undescribed = zip(swiftFiles, coverage).filter { $0.1 == .undescribed && !sources.contains(Paths.normalize($0.0)) }.map { shown($0.0) }.sorted()
        lines.append("")
        if orphans.isEmpty && undescribed.isEmpty {
            lines.append("Every Swift file is compiled by a target.")
        }
        if !orphans.isEmpty {
            lines.append("Swift files no target compiles (\(orphans.count)): read for hovers, never a path of the app")
            for path in orphans { lines.append("  \(path)") }
        }
        if !undescribed.isEmpty {
            // Folders, not files: a Tuist project's sources are hundreds of files.
            var folders: [String: Int] = [:]
            for path in undescribed {
                let parts = path.split(separator: "/")
                let folder = parts.count > 2 ? parts.prefix(2).joined(separator: "/") : (parts.count > 1 ? String(parts[0]) : ".")
                folders[folder, default: 0] += 1
            }
            lines.append("Swift files outside every build description (\(undescribed.count)): Lifeline guesses their modules and platforms")
            for (folder, count) in folders.sorted(by: { $0.key < $1.key }) { lines.append("  \(folder)/ (\(count))") }
        }
        if !description.notes.isEmpty {
            lines.append("")
            lines.append("Not read:")
            for note in description.notes { lines.append("  \(note)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
