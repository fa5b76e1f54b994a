import Syntax

/// A SwiftPM manifest (`Package.swift`) read as syntax, never run: the `Package(…)` call's
/// platforms and targets, each target's sources (its `path`, or SwiftPM's default folders, less
/// `exclude`, or only `sources`) and the conditions its `swiftSettings` define. What is built by
/// code the reading cannot follow (a target list made by a function) is left out, and a note says so.
public enum PackageManifest {
    public static func read(path: String, bytes: [UInt8]) -> (targets: [BuildTarget], notes: [String]) {
        let result = readWithDependencies(path: path, bytes: bytes)
        return (result.targets, result.notes)
    }

    /// `read`, and the folders of the local packages it depends on (`.package(path: "../Models")`).
    public static func readWithDependencies(path: String, bytes: [UInt8]) -> (targets: [BuildTarget], notes: [String], localDependencies: [String]) {
        let tree = SyntaxTree.parse(bytes)
        let folder = Paths.directory(of: path)
        let shown = Paths.join(Paths.lastComponent(folder), "Package.swift")
        guard let call = tree.root.descendants(.functionCallExpr).first(where: { $0.calleeName == "Package" }) else {
            return ([], ["\(shown): no Package(…) call"], [])
        }
        var notes: [String] = []
        // `let targets: [Target] = [...]` then `targets: targets`: the list a name stands for.
        func list(_ node: SyntaxNode?) -> [SyntaxNode]? {
            guard var node else { return nil }
            if node.kind == .declReferenceExpr, let name = node.referencedName {
                guard let bound = binding(name, in: tree) else { return nil }
                node = bound
            }
            // `[…] + […]`: both sides.
            if node.kind == .sequenceExpr {
                var items: [SyntaxNode] = []
                for part in node.children where part.kind == .arrayExpr || part.kind == .declReferenceExpr {
                    guard let more = list(part) else { return nil }
                    items += more
                }
                return items
            }
            guard node.kind == .arrayExpr else { return nil }
            return node.children(.arrayElement).compactMap { $0.children.first { !$0.isMissing } }
        }
        let arguments = call.arguments
        var deployment: [String: String?] = [:]
        for platform in ApplePlatforms.all { deployment[platform] = .some(nil) }
        if let platforms = list(arguments.first { $0.label == "platforms" }?.value) {
            for item in platforms where item.kind == .functionCallExpr {
                guard let name = item.calleeName.flatMap(ApplePlatforms.named), ApplePlatforms.all.contains(name),
                    let version = item.arguments.first?.value.flatMap(PackageManifest.version)
                else { continue }
                deployment[name] = version
            }
        } else if arguments.contains(where: { $0.label == "platforms" }) {
            notes.append("\(shown): its platforms are not a list Lifeline can read")
        }
        var targets: [BuildTarget] = []
        guard let items = list(arguments.first { $0.label == "targets" }?.value) else {
            if arguments.contains(where: { $0.label == "targets" }) { notes.append("\(shown): its targets are not a list Lifeline can read") }
            return (targets, notes, [])
        }
        var localDependencies: [String] = []
        for item in list(arguments.first { $0.label == "dependencies" }?.value) ?? [] where item.kind == .functionCallExpr && item.calleeName == "package" {
            if let relative = item.arguments.first(where: { $0.label == "path" })?.value?.stringLiteralValue {
                localDependencies.append(Paths.join(folder, relative))
            }
        }
        for item in items where item.kind == .functionCallExpr {
            guard let factory = item.calleeName else { continue }
            let kind: String
            let defaultRoots: [String]
            switch factory {
            case "target": (kind, defaultRoots) = ("library", ["Sources", "Source", "src", "srcs"])
            case "executableTarget": (kind, defaultRoots) = ("executable", ["Sources", "Source", "src", "srcs"])
            case "testTarget": (kind, defaultRoots) = ("unit tests", ["Tests", "Sources", "Source", "src", "srcs"])
            case "macro": (kind, defaultRoots) = ("macro", ["Sources", "Source", "src", "srcs"])
            case "plugin": (kind, defaultRoots) = ("plugin", ["Plugins"])
            default: continue  // binary and system library targets have no Swift sources
            }
            let targetArguments = item.arguments
            guard let name = targetArguments.first(where: { $0.label == "name" })?.value?.stringLiteralValue else {
                notes.append("\(shown): a target whose name is not a literal")
                continue
            }
            let roots: [String]
            if let written = targetArguments.first(where: { $0.label == "path" })?.value?.stringLiteralValue {
                roots = [Paths.join(folder, written)]
            } else {
                roots = defaultRoots.map { Paths.join(folder, $0 + "/" + name) }
            }
            let excludes = strings(list(targetArguments.first { $0.label == "exclude" }?.value))
            let sources = strings(list(targetArguments.first { $0.label == "sources" }?.value))
            var folders: [BuildTarget.Folder] = []
            for root in roots {
                let excluded = excludes.map { Paths.join(root, $0) }
                if sources.isEmpty {
                    folders.append(BuildTarget.Folder(path: root, excluded: excluded))
                } else {
                    folders += sources.map { BuildTarget.Folder(path: Paths.join(root, $0), excluded: excluded) }
                }
            }
            var conditions: [String: BuildTarget.ConditionState] = ["DEBUG": .varies]
            var complete = true
            if let settingsArgument = targetArguments.first(where: { $0.label == "swiftSettings" })?.value {
                if let settings = list(settingsArgument) {
                    for setting in settings where setting.kind == .functionCallExpr {
                        let settingArguments = setting.arguments
                        switch setting.calleeName {
                        case "define":
                            guard let flag = settingArguments.first?.value?.stringLiteralValue else {
                                complete = false
                                continue
                            }
                            // `.define("X", .when(…))` holds on some platforms or configurations only.
                            conditions[flag] = settingArguments.count > 1 ? .varies : .set
                        case "unsafeFlags":
                            let words = strings(list(settingArguments.first?.value))
                            for flag in XcodeProject.definedFlags(words) { conditions[flag] = settingArguments.count > 1 ? .varies : .set }
                        default:
                            continue
                        }
                    }
                } else {
                    complete = false
                }
            }
            targets.append(
                BuildTarget(
                    name: name, module: BuildTarget.moduleName(name), kind: kind, origin: .swiftPackage, definedIn: path, platforms: [],
                    deployment: deployment, conditions: conditions, conditionsComplete: complete, files: [], folders: folders,
                    configurations: ["debug", "release"]))
        }
        return (targets, notes, localDependencies)
    }

    /// `.v17` → 17.0, `.v10_15` → 10.15, `"14.0"` → 14.0.
    static func version(_ node: SyntaxNode) -> String? {
        if let literal = node.stringLiteralValue { return literal }
        guard node.kind == .memberAccessExpr || node.kind == .implicitMemberExpr, let member = node.memberName, member.hasPrefix("v") else { return nil }
        let digits = member.dropFirst().split(separator: "_").map(String.init)
        guard !digits.isEmpty, digits.allSatisfy({ Int($0) != nil }) else { return nil }
        return digits.count == 1 ? digits[0] + ".0" : digits.joined(separator: ".")
    }

    static func strings(_ nodes: [SyntaxNode]?) -> [String] {
        (nodes ?? []).compactMap(\.stringLiteralValue)
    }

    /// The value of `let name = value` or `var name = value` at the top of the manifest.
    static func binding(_ name: String, in tree: SyntaxTree) -> SyntaxNode? {
        for binding in tree.root.descendants(.patternBinding) where binding.firstChild?.referencedName == name {
            if let value = binding.child(.initializerClause)?.children.last { return value }
        }
        return nil
    }
}
