/// What a workspace's build descriptions say: its targets, the Swift files each compiles, their
/// platforms, deployment versions and compilation conditions. Read from Xcode projects
/// (`project.pbxproj` with the `.xcconfig` files it names), SwiftPM manifests (`Package.swift`, read
/// as syntax, never run) and XcodeGen specs (`project.yml`). Pure values: the files come in as bytes
/// through a loader, so the reading itself does no IO.
public struct BuildDescription: Sendable, Equatable {
    public var targets: [BuildTarget]
    /// The build description files read (normalized paths), in the order read.
    public var sources: [String]
    /// What could not be read, one line each ("Aidoku.xcodeproj: Shared/Aidoku.xcconfig is missing").
    public var notes: [String]

    public init(targets: [BuildTarget] = [], sources: [String] = [], notes: [String] = []) {
        self.targets = targets
        self.sources = sources
        self.notes = notes
    }

    /// No description: Lifeline falls back to its guesses from folders and `#available`.
    public var isEmpty: Bool { sources.isEmpty }

    /// The folders the descriptions speak for: an Xcode project's folder, a package's, an XcodeGen
    /// spec's. A Swift file below one that no target compiles is left out of the build; a file
    /// outside all of them is not described (a Tuist project, a loose script), and Lifeline guesses.
    public var scopes: [String] {
        sources.map { source in
            let folder = Paths.directory(of: source)
            return Paths.lastComponent(folder).hasSuffix(".xcodeproj") ? Paths.directory(of: folder) : folder
        }
    }

    /// What the descriptions say of one Swift file.
    public enum Coverage: Sendable, Equatable {
        /// Compiled by these targets (indices into `targets`).
        case targets([Int])
        /// Inside a described folder, but no target compiles it.
        case noTarget
        /// Outside every described folder: the descriptions say nothing about it.
        case undescribed
    }

    /// The coverage of each of `paths`.
    public func coverage(_ paths: [String]) -> [Coverage] {
        let scopes = self.scopes
        return zip(paths, targetsByFile(paths)).map { path, targets in
            if !targets.isEmpty { return .targets(targets) }
            let normalized = Paths.normalize(path)
            if sources.contains(normalized) { return .undescribed }
            return scopes.contains { Paths.isInside(normalized, $0) } ? .noTarget : .undescribed
        }
    }

    /// The targets that compile each of `paths` (indices into `targets`), by normalized path; a
    /// path no target compiles maps to nothing.
    public func targetsByFile(_ paths: [String]) -> [[Int]] {
        var index: [String: [Int]] = [:]
        for (number, target) in targets.enumerated() {
            for file in target.files { index[file, default: []].append(number) }
        }
        // Synchronized folders and package folders: every Swift file below the folder, less the
        // exceptions. Found by walking up each file's folders, not by trying every folder.
        var folders: [String: [(target: Int, folder: BuildTarget.Folder)]] = [:]
        for (number, target) in targets.enumerated() {
            for folder in target.folders { folders[folder.path, default: []].append((number, folder)) }
        }
        return paths.map { path in
            let normalized = Paths.normalize(path)
            var found = index[normalized] ?? []
            if !folders.isEmpty {
                var folder = normalized
                while true {
                    if let holders = folders[folder] {
                        for (number, holder) in holders where !found.contains(number) {
                            guard !holder.excluded.contains(where: { Paths.isInside(normalized, $0) }) else { continue }
                            found.append(number)
                        }
                    }
                    guard let slash = folder.lastIndex(of: "/") else {
                        if folder != "." && !folder.isEmpty, let holders = folders["."] {
                            for (number, holder) in holders where !found.contains(number) && !holder.excluded.contains(where: { Paths.isInside(normalized, $0) }) {
                                found.append(number)
                            }
                        }
                        break
                    }
                    folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
                    if folder == "/" {
                        if let holders = folders["/"] { for (number, _) in holders where !found.contains(number) { found.append(number) } }
                        break
                    }
                }
            }
            return found.sorted()
        }
    }
}

/// One target of a build description.
public struct BuildTarget: Sendable, Equatable {
    public enum Origin: String, Sendable { case xcodeProject = "Xcode project", swiftPackage = "Swift package", xcodeGen = "XcodeGen" }

    public var name: String
    /// The module name code uses for it (`import Name`, `Name.Type`).
    public var module: String
    /// What it builds: "application", "app extension", "framework", "unit tests", "library",
    /// "executable", …
    public var kind: String
    /// A test bundle (unit or UI tests): its code runs under a test runner, never in the app.
    public var isTests: Bool { kind == "unit tests" || kind == "UI tests" }
    public var origin: Origin
    /// The description file that declares it (normalized path).
    public var definedIn: String
    /// Platforms as `os(…)` names (`iOS`, `macOS`, `tvOS`, `watchOS`, `visionOS`); empty when the
    /// description does not say (a package target builds for any platform its users build for).
    public var platforms: Set<String>
    /// The oldest version of each platform it supports, as written (`17.0`), or `nil` when the
    /// description gives none for that platform (then a package builds for SwiftPM's oldest).
    public var deployment: [String: String?]
    /// Compilation conditions (`#if FLAG`): set in every configuration, in some, or in none.
    public var conditions: [String: ConditionState]
    /// Whether the conditions are complete: a flag the description does not list is then unset.
    /// False when a setting could not be read (a missing `.xcconfig`, an unresolved reference).
    public var conditionsComplete: Bool
    /// The Swift files it compiles, normalized.
    public var files: [String]
    /// Folders whose Swift files it compiles, less the listed exceptions (Xcode 16's synchronized
    /// folders, a package target's path).
    public var folders: [Folder]
    /// Configurations read (`Debug`, `Release`).
    public var configurations: [String]
    /// Also built for the Mac as Mac Catalyst (`SUPPORTS_MACCATALYST`): iOS code, whose deployment
    /// version is `deployment["macCatalyst"]`, a macOS version.
    public var macCatalyst: Bool
    /// The products a package declares that build this target (`.library(name:targets:)`).
    public var products: [String]

    public struct Folder: Sendable, Equatable {
        public var path: String
        /// Files and folders below `path` that are not compiled.
        public var excluded: [String]

        public init(path: String, excluded: [String] = []) {
            self.path = path
            self.excluded = excluded
        }
    }

    public enum ConditionState: String, Sendable, Equatable {
        case set, varies, unset
    }

    public init(
        name: String, module: String, kind: String, origin: Origin, definedIn: String, platforms: Set<String> = [],
        deployment: [String: String?] = [:], conditions: [String: ConditionState] = [:], conditionsComplete: Bool = false,
        files: [String] = [], folders: [Folder] = [], configurations: [String] = [], macCatalyst: Bool = false, products: [String] = []
    ) {
        self.name = name
        self.module = module
        self.kind = kind
        self.origin = origin
        self.definedIn = definedIn
        self.platforms = platforms
        self.deployment = deployment
        self.conditions = conditions
        self.conditionsComplete = conditionsComplete
        self.files = files
        self.folders = folders
        self.configurations = configurations
        self.macCatalyst = macCatalyst
        self.products = products
    }

    /// The module name for a product name: characters that cannot be in an identifier become `_`.
    static func moduleName(_ name: String) -> String {
        var out = ""
        for (index, character) in name.enumerated() {
            if character.isLetter || character == "_" || (index > 0 && character.isNumber) {
                out.append(character)
            } else {
                out.append("_")
            }
        }
        return out.isEmpty ? "_" : out
    }
}

/// The platforms of Xcode's SDK names (`iphoneos`, `iphonesimulator`, …) as `os(…)` names them.
public enum ApplePlatforms {
    public static let all = ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]

    public static func platform(ofSDK sdk: String) -> String? {
        let name = sdk.lowercased()
        if name.hasPrefix("iphone") { return "iOS" }
        if name.hasPrefix("macosx") || name == "macos" { return "macOS" }
        if name.hasPrefix("appletv") { return "tvOS" }
        if name.hasPrefix("watch") { return "watchOS" }
        if name.hasPrefix("xr") || name.hasPrefix("visionos") { return "visionOS" }
        return nil
    }

    /// The device SDK of a platform, for `[sdk=…]` conditions.
    public static func sdk(of platform: String) -> String {
        switch platform {
        case "iOS": return "iphoneos"
        case "macOS": return "macosx"
        case "tvOS": return "appletvos"
        case "watchOS": return "watchos"
        case "visionOS": return "xros"
        default: return platform.lowercased()
        }
    }

    /// The build setting holding a platform's deployment target.
    public static func deploymentSetting(of platform: String) -> String {
        switch platform {
        case "iOS": return "IPHONEOS_DEPLOYMENT_TARGET"
        case "macOS": return "MACOSX_DEPLOYMENT_TARGET"
        case "tvOS": return "TVOS_DEPLOYMENT_TARGET"
        case "watchOS": return "WATCHOS_DEPLOYMENT_TARGET"
        default: return "XROS_DEPLOYMENT_TARGET"
        }
    }

    /// `iOS`, `ios`, `.iOS`, `macOS`, `macos`, `visionOS`… as written in manifests and specs.
    public static func named(_ written: String) -> String? {
        let lower = written.lowercased().trimmingPrefix(".")
        switch lower {
        case "ios": return "iOS"
        case "macos", "osx", "macosx": return "macOS"
        case "tvos": return "tvOS"
        case "watchos": return "watchOS"
        case "visionos", "xros": return "visionOS"
        case "maccatalyst": return "macCatalyst"
        default: return nil
        }
    }
}

extension String {
    func trimmingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}

extension BuildDescription {
    /// Reads every build description among `files` (normalized paths with their bytes): Xcode
    /// projects' `project.pbxproj`, `Package.swift` manifests and XcodeGen `project.yml` specs.
    /// `load` gives the bytes of other files they name (`.xcconfig`s). A package that Xcode targets
    /// link builds for those targets' platforms, and so do the local packages it depends on.
    public static func read(_ files: [(path: String, bytes: [UInt8])], load: (String) -> [UInt8]?) -> BuildDescription {
        var description = BuildDescription()
        var linked: [String: Set<String>] = [:]
        var packageDependencies: [String: [String]] = [:]
        // Products linked by name only, with the folder of the project that links them, and the
        // folders the projects reference (a package referenced so is the one a name means).
        var linkedProducts: [(product: String, root: String, platforms: Set<String>)] = []
        var referencedFolders: Set<String> = []
        for (written, bytes) in files.sorted(by: { $0.path < $1.path }) {
            let path = Paths.normalize(written)
            let name = Paths.lastComponent(path)
            if name == "project.pbxproj" {
                let read = XcodeProject.readWithPackages(path: path, bytes: bytes, load: load)
                description.targets += read.targets
                description.notes += read.notes
                let root = Paths.directory(of: Paths.directory(of: path))
                for package in read.packages {
                    if package.folder.hasPrefix("product:") {
                        linkedProducts.append((String(package.folder.dropFirst("product:".count)), root, package.platforms))
                    } else if package.folder.hasPrefix("folder:") {
                        referencedFolders.insert(String(package.folder.dropFirst("folder:".count)))
                    } else {
                        linked[package.folder, default: []].formUnion(package.platforms)
                        referencedFolders.insert(package.folder)
                    }
                }
            } else if name == "Package.swift" {
                let read = PackageManifest.readWithDependencies(path: path, bytes: bytes)
                description.targets += read.targets
                description.notes += read.notes
                packageDependencies[Paths.directory(of: path)] = read.localDependencies
            } else if name == "Project.swift" {
                // Tuist describes its targets in code (helpers of its own) that Lifeline does not run.
                description.notes.append("\(Paths.join(Paths.lastComponent(Paths.directory(of: path)), name)): a Tuist project is code Lifeline does not run, so its targets are not known")
                continue
            } else if name == "project.yml" || name == "project.yaml" {
                let read = XcodeGenSpec.read(path: path, bytes: bytes)
                description.targets += read.targets
                description.notes += read.notes
            } else {
                continue
            }
            description.sources.append(path)
        }
        // A product linked by name: the package below the project's folder that declares a product
        // (or, without products, a target) of that name; one the project references first.
        for (product, root, platforms) in linkedProducts {
            var folders: [String] = []
            for target in description.targets where target.origin == .swiftPackage && (target.products.contains(product) || target.name == product) {
                let folder = Paths.directory(of: target.definedIn)
                if Paths.isInside(folder, root) && !folders.contains(folder) { folders.append(folder) }
            }
            let referenced = folders.filter { referencedFolders.contains($0) }
            for folder in referenced.isEmpty ? folders : referenced { linked[folder, default: []].formUnion(platforms) }
        }
        // Platforms flow from the linking targets through the packages' local dependencies.
        var pending = Array(linked.keys)
        var steps = 0
        while let folder = pending.popLast(), steps < 4096 {
            steps += 1
            for dependency in packageDependencies[folder] ?? [] {
                let before = linked[dependency] ?? []
                let after = before.union(linked[folder] ?? [])
                if after != before || linked[dependency] == nil {
                    linked[dependency] = after
                    pending.append(dependency)
                }
            }
        }
        for index in description.targets.indices where description.targets[index].origin == .swiftPackage {
            let folder = Paths.directory(of: description.targets[index].definedIn)
            if let platforms = linked[folder], !platforms.isEmpty { description.targets[index].platforms = platforms }
        }
        return description
    }
}
