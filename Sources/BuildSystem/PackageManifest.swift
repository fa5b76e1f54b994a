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
        // `[…] + […]` is both sides; `flag ? […] : […]` either (`conditional` is then set).
        var conditional = false
        func list(_ node: SyntaxNode?, depth: Int = 0) -> [SyntaxNode]? {
            guard var node, depth < 16 else { return nil }
            if node.kind == .declReferenceExpr, let name = node.referencedName {
                guard let bound = binding(name, in: tree) else { return nil }
                node = bound
            }
            if node.kind == .sequenceExpr {
                if node.children.contains(where: { $0.kind == .ternaryExpr }) { conditional = true }
                var items: [SyntaxNode] = []
                var parts = node.children.filter { $0.kind == .arrayExpr || $0.kind == .declReferenceExpr }
                // The ternary's middle branch sits inside the ternary node.
                for ternary in node.children where ternary.kind == .ternaryExpr {
                    parts += ternary.children.filter { $0.kind == .arrayExpr || $0.kind == .declReferenceExpr }
                }
                for part in parts {
                    guard let more = list(part, depth: depth + 1) else { return nil }
                    items += more
                }
                return items
            }
            guard node.kind == .arrayExpr else { return nil }
            return node.children(.arrayElement).compactMap { $0.children.first { !$0.isMissing } }
        }
        // A name or path written as a literal, a constant of the manifest, or an interpolation of constants.
        func text(_ node: SyntaxNode?) -> String? { PackageManifest.string(node, in: tree, depth: 0) }
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
        // Products: `.library(name: "Kit", targets: ["Kit", "KitCore"])`, by target.
        var productsOfTarget: [String: [String]] = [:]
        for item in list(arguments.first { $0.label == "products" }?.value) ?? [] where item.kind == .functionCallExpr {
            let productArguments = item.arguments
            guard let product = text(productArguments.first { $0.label == "name" }?.value) else { continue }
            for target in list(productArguments.first { $0.label == "targets" }?.value) ?? [] {
                if let name = text(target) { productsOfTarget[name, default: []].append(product) }
            }
        }
        var localDependencies: [String] = []
        for item in list(arguments.first { $0.label == "dependencies" }?.value) ?? [] where item.kind == .functionCallExpr && item.calleeName == "package" {
            if let relative = text(item.arguments.first(where: { $0.label == "path" })?.value) {
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
            guard let name = text(targetArguments.first(where: { $0.label == "name" })?.value) else {
                notes.append("\(shown): a target whose name is not a literal")
                continue
            }
            let roots: [String]
            if let written = text(targetArguments.first(where: { $0.label == "path" })?.value) {
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
                conditional = false
                if let settings = list(settingsArgument) {
                    // Settings chosen by a condition of the manifest (an environment variable) vary.
                    let chosen = conditional
                    for setting in settings where setting.kind == .functionCallExpr {
                        let settingArguments = setting.arguments
                        switch setting.calleeName {
                        case "define":
                            guard let flag = settingArguments.first?.value?.stringLiteralValue else {
                                complete = false
                                continue
                            }
                            // `.define("X", .when(…))` holds on some platforms or configurations only.
                            conditions[flag] = settingArguments.count > 1 || chosen ? .varies : .set
                        case "unsafeFlags":
                            let words = strings(list(settingArguments.first?.value))
                            for flag in XcodeProject.definedFlags(words) { conditions[flag] = settingArguments.count > 1 || chosen ? .varies : .set }
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
                    configurations: ["debug", "release"], products: productsOfTarget[name] ?? []))
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

    /// A string the manifest spells out: a literal, a `let` of the manifest bound to one, or an
    /// interpolation of those (`"\(mainTarget)Tests"`).
    static func string(_ node: SyntaxNode?, in tree: SyntaxTree, depth: Int) -> String? {
        guard let node, depth < 8 else { return nil }
        if node.kind == .declReferenceExpr, let name = node.referencedName, let bound = binding(name, in: tree) {
            return string(bound, in: tree, depth: depth + 1)
        }
        guard let pieces = node.stringLiteralPieces else { return nil }
        var out = ""
        for piece in pieces {
            switch piece {
            case .text(let text): out += text
            case .interpolation(let inner):
                let expression = inner.kind == .labeledExpr ? inner.children.first : (inner.firstDescendant(.declReferenceExpr) ?? inner)
                guard let value = string(expression, in: tree, depth: depth + 1) else { return nil }
                out += value
            }
        }
        return out
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
