import BuildSystem
import Foundation

/// Finds and reads the build descriptions under a workspace's roots: every `*.xcodeproj`'s
/// `project.pbxproj`, `Package.swift` and XcodeGen `project.yml`, with the `.xcconfig` files they
/// name read on demand. Build products, package checkouts and vendored folders are not searched.
public enum BuildDescriptionFiles {
    /// Folders that hold no description of the workspace's own targets.
    static let skipped: Set<String> = [".build", ".git", "Pods", "Carthage", "DerivedData", "node_modules", ".swiftpm", "checkouts", "SourcePackages"]

    /// The description files under `roots` (folders; a file root is searched from its folder only
    /// when it is itself a description).
    public static func find(in roots: [String]) -> [String] {
        var found: [String] = []
        for root in roots {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else {
                if isDescription(root) { found.append(root) }
                continue
            }
            guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
            while let relative = walker.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                let full = root.hasSuffix("/") ? root + relative : root + "/" + relative
                if skipped.contains(name) {
                    walker.skipDescendants()
                    continue
                }
                if name.hasSuffix(".xcodeproj") {
                    walker.skipDescendants()
                    let project = full + "/project.pbxproj"
                    if FileManager.default.fileExists(atPath: project) { found.append(project) }
                    continue
                }
                if name == "Package.swift" || name == "project.yml" || name == "project.yaml" || name == "Project.swift" {
                    found.append(full)
                }
            }
        }
        var seen: Set<String> = []
        return found.filter { seen.insert(Paths.normalize($0)).inserted }.sorted()
    }

    static func isDescription(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return name == "project.pbxproj" || name == "Package.swift" || name == "project.yml" || name == "project.yaml"
    }

    /// The files a workspace's build description is read from: the descriptions under `roots` and
    /// every `.xcconfig` there, with their bytes, for a workspace that holds them as documents.
    public static func buildFiles(in roots: [String]) -> [(path: String, bytes: [UInt8])] {
        var paths = find(in: roots)
        for root in roots {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue,
                let walker = FileManager.default.enumerator(atPath: root)
            else { continue }
            while let relative = walker.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if skipped.contains(name) {
                    walker.skipDescendants()
                    continue
                }
                if name.hasSuffix(".xcconfig") { paths.append(root.hasSuffix("/") ? root + relative : root + "/" + relative) }
            }
        }
        return paths.compactMap { path in FileManager.default.contents(atPath: path).map { (path, Array($0)) } }
    }

    /// The build description of the workspace under `roots`; empty when it has none.
    public static func read(roots: [String]) -> BuildDescription {
        let files = find(in: roots).compactMap { path -> (path: String, bytes: [UInt8])? in
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            return (path, Array(data))
        }
        guard !files.isEmpty else { return BuildDescription() }
        return BuildDescription.read(files) { path in FileManager.default.contents(atPath: path).map { Array($0) } }
    }
}
