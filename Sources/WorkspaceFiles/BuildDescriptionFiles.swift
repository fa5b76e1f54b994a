import BuildSystem
import Foundation

/// Finds and reads the build descriptions under a workspace's roots: every `*.xcodeproj`'s
/// `project.pbxproj`, `Package.swift` and XcodeGen `project.yml`, with the `.xcconfig` files they
/// name read on demand. Build products, package checkouts and vendored folders are not searched.
public enum BuildDescriptionFiles {
    /// Folders that hold no description of the workspace's own targets: those no walk enters
    /// (`SkippedFolders`).
    static let skipped = Set(SkippedFolders.defaults)

    /// The description files under `roots` (folders; a file root is searched from its folder only
    /// when it is itself a description).
    public static func find(in roots: [String]) -> [String] {
        scan(roots, xcconfigs: false)
    }

    /// The descriptions under `roots`, and with `xcconfigs` every `.xcconfig` there too; one walk.
    static func scan(_ roots: [String], xcconfigs: Bool) -> [String] {
        var found: [String] = []
        for root in roots {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else {
                if isDescription(root) { found.append(root) }
                continue
            }
            let base = root.hasSuffix("/") ? root : root + "/"
            FileWalk.walk(
                root,
                folder: { relative in
                    let name = (relative as NSString).lastPathComponent
                    if name.hasSuffix(".xcodeproj") {
                        let project = base + relative + "/project.pbxproj"
                        if FileManager.default.fileExists(atPath: project) { found.append(project) }
                        return .skip
                    }
                    return skipped.contains(name) ? .skip : .enter
                },
                file: { relative in
                    let name = (relative as NSString).lastPathComponent
                    if name == "Package.swift" || name == "project.yml" || name == "project.yaml" || name == "Project.swift"
                        || (xcconfigs && name.hasSuffix(".xcconfig"))
                    {
                        found.append(base + relative)
                    }
                })
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
        scan(roots, xcconfigs: true).compactMap { path in FileManager.default.contents(atPath: path).map { (path, Array($0)) } }
    }

    /// The build description of the workspace from description files already found (one walk of
    /// the tree can find them with the Swift files): the files are read, and the `.xcconfig`s they
    /// name on demand.
    public static func read(descriptions: [String]) -> BuildDescription {
        let files = descriptions.compactMap { path -> (path: String, bytes: [UInt8])? in
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            return (path, Array(data))
        }
        guard !files.isEmpty else { return BuildDescription() }
        return BuildDescription.read(files) { path in FileManager.default.contents(atPath: path).map { Array($0) } }
    }

    /// Whether a path a walk meets is a description (`X.xcodeproj` itself stands for its
    /// `project.pbxproj`), and whether the walk skips what is below it.
    public static func classify(name: String) -> (description: Bool, skip: Bool) {
        if skipped.contains(name) { return (false, true) }
        if name.hasSuffix(".xcodeproj") { return (true, true) }
        return (name == "Package.swift" || name == "project.yml" || name == "project.yaml" || name == "Project.swift", false)
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
