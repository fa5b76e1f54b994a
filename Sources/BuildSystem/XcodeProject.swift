/// An Xcode project (`Name.xcodeproj/project.pbxproj`) read into targets: the Swift files of each
/// native target's sources phase and synchronized folders, and the settings of its configurations
/// layered as Xcode layers them (the project's `.xcconfig`, the project's settings, the target's
/// `.xcconfig`, the target's settings).
public enum XcodeProject {
    /// Reads the project whose `project.pbxproj` is at `path` (normalized); `load` gives the bytes of
    /// the `.xcconfig` files it names. Notes say what could not be read.
    public static func read(path: String, bytes: [UInt8], load: (String) -> [UInt8]?) -> (targets: [BuildTarget], notes: [String]) {
        let result = readWithPackages(path: path, bytes: bytes, load: load)
        return (result.targets, result.notes)
    }

    /// `read`, and for each local Swift package the project's targets link (`XCLocalSwiftPackageReference`),
    /// its folder and the platforms of the targets that link it.
    public static func readWithPackages(path: String, bytes: [UInt8], load: (String) -> [UInt8]?)
        -> (targets: [BuildTarget], notes: [String], packages: [(folder: String, platforms: Set<String>)])
    {
        let bundle = Paths.directory(of: path)  // Name.xcodeproj
        let projectName = Paths.lastComponent(bundle).trimmingSuffix(".xcodeproj")
        let sourceRoot = Paths.directory(of: bundle)
        let shown = Paths.lastComponent(bundle)
        let list: PropertyList
        do {
            list = try PropertyList.parse(bytes)
        } catch {
            return ([], ["\(shown): not a property list (\(error))"], [])
        }
        guard let objects = list["objects"]?.dictionary, let rootID = list["rootObject"]?.string, let project = objects[rootID]?.dictionary else {
            return ([], ["\(shown): no project object"], [])
        }
        var notes: [String] = []
        let root = Paths.join(sourceRoot, project["projectDirPath"]?.string ?? "")

        // Where each group and file is: its parent, then the path of each from the main group.
        var parent: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"]?.array ?? [] {
                if let childID = child.string { parent[childID] = id }
            }
        }
        var pathCache: [String: String?] = [:]
        func location(_ id: String, depth: Int = 0) -> String? {
            if let cached = pathCache[id] { return cached }
            guard depth < 64, let object = objects[id] else { return nil }
            let written = object["path"]?.string
            let result: String?
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>":
                let base: String?
                if let up = parent[id] { base = location(up, depth: depth + 1) } else { base = root }
                result = base.map { folder in written.map { Paths.join(folder, $0) } ?? folder }
            case "SOURCE_ROOT":
                result = Paths.join(root, written ?? "")
            case "<absolute>":
                result = written.map(Paths.normalize)
            default:
                // Products, SDK and developer folders: not the workspace's sources.
                result = nil
            }
            pathCache[id] = result
            return result
        }

        // Settings of a configuration list, by configuration name, with the `.xcconfig` layer below.
        var missing: [String] = []
        func configurations(_ listID: String?) -> [String: (base: [BuildSettings.Assignment], own: [BuildSettings.Assignment])] {
            var result: [String: (base: [BuildSettings.Assignment], own: [BuildSettings.Assignment])] = [:]
            guard let listID, let configurationIDs = objects[listID]?["buildConfigurations"]?.array else { return result }
            for item in configurationIDs {
                guard let id = item.string, let configuration = objects[id], let name = configuration["name"]?.string else { continue }
                var base: [BuildSettings.Assignment] = []
                if let reference = configuration["baseConfigurationReference"]?.string {
                    if let file = location(reference) {
                        base = XcodeConfigFile.read(file, load: load, missing: &missing)
                    } else {
                        notes.append("\(shown): configuration \(name) names an .xcconfig Lifeline cannot place")
                    }
                }
                var own: [BuildSettings.Assignment] = []
                for (key, value) in configuration["buildSettings"]?.dictionary ?? [:] {
                    switch value {
                    case .string(let text): own.append(BuildSettings.Assignment(written: key, value: text))
                    case .array(let items): own.append(BuildSettings.Assignment(written: key, value: items.compactMap(\.string).map(quoteIfNeeded).joined(separator: " ")))
                    default: continue
                    }
                }
                // A dictionary has no order: sort for a stable evaluation (no key is assigned twice).
                own.sort { $0.key == $1.key ? $0.conditions.count < $1.conditions.count : $0.key < $1.key }
                result[name] = (base, own)
            }
            return result
        }
        let projectConfigurations = configurations(project["buildConfigurationList"]?.string)

        var targets: [BuildTarget] = []
        let targetIDs = project["targets"]?.array?.compactMap(\.string) ?? []
        // Synchronized folders' exceptions name their target; a folder not attached to a target may
        // still add files to it through an exception set that names it.
        var syncExceptions: [String: [(group: String, files: [String])]] = [:]
        for (id, object) in objects where object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            for exceptionID in object["exceptions"]?.array?.compactMap(\.string) ?? [] {
                guard let exception = objects[exceptionID], exception["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                    let target = exception["target"]?.string
                else { continue }
                let files = exception["membershipExceptions"]?.array?.compactMap(\.string) ?? []
                syncExceptions[target, default: []].append((id, files))
            }
        }
        for targetID in targetIDs {
            guard let target = objects[targetID], target["isa"]?.string == "PBXNativeTarget", let name = target["name"]?.string else { continue }
            var files: [String] = []
            for phaseID in target["buildPhases"]?.array?.compactMap(\.string) ?? [] {
                guard let phase = objects[phaseID], phase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
                for buildFileID in phase["files"]?.array?.compactMap(\.string) ?? [] {
                    guard let reference = objects[buildFileID]?["fileRef"]?.string, let file = location(reference), file.hasSuffix(".swift") else { continue }
                    files.append(file)
                }
            }
            var folders: [BuildTarget.Folder] = []
            let attached = Set(target["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? [])
            let exceptions = syncExceptions[targetID] ?? []
            for groupID in attached {
                guard let folder = location(groupID) else { continue }
                let excluded = exceptions.filter { $0.group == groupID }.flatMap { $0.files.map { Paths.join(folder, $0) } }
                folders.append(BuildTarget.Folder(path: folder, excluded: excluded))
            }
            // An exception set on a folder this target does not own adds those files to it.
            for exception in exceptions where !attached.contains(exception.group) {
                guard let folder = location(exception.group) else { continue }
                files += exception.files.filter { $0.hasSuffix(".swift") }.map { Paths.join(folder, $0) }
            }
            folders.sort { $0.path < $1.path }

            let targetConfigurations = configurations(target["buildConfigurationList"]?.string)
            let names = targetConfigurations.keys.sorted()
            let productType = target["productType"]?.string ?? ""
            var platforms: Set<String> = []
            var catalyst = false
            var deployment: [String: String?] = [:]
            var flagsPerConfiguration: [Set<String>] = []
            var complete = missing.isEmpty
            var module: String?
            for configurationName in names {
                let own = targetConfigurations[configurationName]!
                let projectLevel = projectConfigurations[configurationName] ?? ([], [])
                let settings = BuildSettings(layers: [projectLevel.base, projectLevel.own, own.base, own.own], unordered: [1, 3])
                let builtins = [
                    "TARGET_NAME": name, "PROJECT_NAME": projectName, "CONFIGURATION": configurationName, "SRCROOT": root, "PROJECT_DIR": root,
                    "SOURCE_ROOT": root,
                ]
                var context = BuildSettings.Context(sdk: nil, configuration: configurationName, builtins: builtins)
                let sdkRoot = settings.value("SDKROOT", in: context)?.value ?? ""
                var here: Set<String> = []
                if let supported = settings.value("SUPPORTED_PLATFORMS", in: context)?.value, !supported.isEmpty {
                    for sdk in BuildSettings.words(supported) { if let platform = ApplePlatforms.platform(ofSDK: sdk) { here.insert(platform) } }
                }
                if here.isEmpty, let platform = ApplePlatforms.platform(ofSDK: sdkRoot) { here.insert(platform) }
                platforms.formUnion(here)
                // Mac Catalyst: the iOS code built for the Mac (`os(iOS)` is true there); its
                // deployment version is the macOS one Xcode builds it for.
                if here.contains("iOS"), settings.value("SUPPORTS_MACCATALYST", in: context)?.value.uppercased() == "YES" {
                    catalyst = true
                    context.sdk = "macosx"
                    let version = settings.value("MACOSX_DEPLOYMENT_TARGET", in: context)?.value
                    if let version, !version.isEmpty {
                        if let old = deployment["macCatalyst"] ?? nil, XcodeProject.compareVersions(version, old) >= 0 {} else { deployment["macCatalyst"] = version }
                    } else if deployment["macCatalyst"] == nil {
                        deployment["macCatalyst"] = .some(nil)
                    }
                    context.sdk = nil
                }
                for platform in here.sorted() {
                    context.sdk = ApplePlatforms.sdk(of: platform)
                    let version = settings.value(ApplePlatforms.deploymentSetting(of: platform), in: context)?.value
                    let known = version.flatMap { $0.isEmpty ? nil : $0 }
                    if let existing = deployment[platform] {
                        // Configurations normally agree; the oldest is what the app supports.
                        if let known, let old = existing, XcodeProject.compareVersions(known, old) < 0 { deployment[platform] = known }
                        if known != nil && existing == nil { deployment[platform] = known }
                    } else {
                        deployment[platform] = known
                    }
                }
                // Compilation conditions: in any SDK the target builds for (a condition under
                // `[sdk=…]` counts as varying below, since other SDKs lack it).
                var flags: Set<String> = []
                for platform in here.isEmpty ? [nil] : here.sorted().map(Optional.some) {
                    context.sdk = platform.map(ApplePlatforms.sdk(of:))
                    if let conditions = settings.value("SWIFT_ACTIVE_COMPILATION_CONDITIONS", in: context) {
                        flags.formUnion(BuildSettings.words(conditions.value).filter { !$0.isEmpty && $0 != "$(inherited)" })
                        if !conditions.unresolved.isEmpty { complete = false }
                    }
                    if let other = settings.value("OTHER_SWIFT_FLAGS", in: context) {
                        flags.formUnion(XcodeProject.definedFlags(BuildSettings.words(other.value)))
                        if !other.unresolved.isEmpty { complete = false }
                    }
                }
                flagsPerConfiguration.append(flags)
                context.sdk = here.sorted().first.map(ApplePlatforms.sdk(of:))
                if module == nil {
                    let written = settings.value("PRODUCT_MODULE_NAME", in: context)?.value ?? settings.value("PRODUCT_NAME", in: context)?.value
                    if let written, !written.isEmpty { module = BuildTarget.moduleName(written) }
                }
            }
            var conditions: [String: BuildTarget.ConditionState] = [:]
            for flag in Set(flagsPerConfiguration.flatMap { $0 }) {
                let count = flagsPerConfiguration.filter { $0.contains(flag) }.count
                conditions[flag] = count == flagsPerConfiguration.count ? .set : .varies
            }
            targets.append(
                BuildTarget(
                    name: name, module: module ?? BuildTarget.moduleName(name), kind: XcodeProject.kind(of: productType), origin: .xcodeProject,
                    definedIn: path, platforms: platforms, deployment: deployment, conditions: conditions,
                    conditionsComplete: complete && !names.isEmpty, files: Array(Set(files)).sorted(), folders: folders, configurations: names,
                    macCatalyst: catalyst))
        }
        for file in Set(missing).sorted() {
            notes.append("\(shown): \(file) is not in the workspace, so the settings it holds are unknown")
        }
        // Local packages and the platforms of the targets that link one of their products.
        var packages: [(folder: String, platforms: Set<String>)] = []
        var platformsOfReference: [String: Set<String>] = [:]
        for targetID in targetIDs {
            guard let target = objects[targetID], target["isa"]?.string == "PBXNativeTarget" else { continue }
            let platforms = targets.first { $0.name == target["name"]?.string }?.platforms ?? []
            for dependencyID in target["packageProductDependencies"]?.array?.compactMap(\.string) ?? [] {
                guard let dependency = objects[dependencyID] else { continue }
                if let reference = dependency["package"]?.string {
                    platformsOfReference[reference, default: []].formUnion(platforms)
                } else if let product = dependency["productName"]?.string {
                    // A local package added as a folder (older Xcode): only its product's name is
                    // written; the folders the project references say which package it is.
                    packages.append(("product:" + product, platforms))
                }
            }
        }
        // Every folder the project's groups reference (a local package added as a folder is one).
        for (id, object) in objects where object["isa"]?.string == "PBXFileReference" {
            guard let path = object["path"]?.string, !path.contains("."), let folder = location(id) else { continue }
            packages.append(("folder:" + folder, []))
        }
        for referenceID in project["packageReferences"]?.array?.compactMap(\.string) ?? [] {
            guard let reference = objects[referenceID], reference["isa"]?.string == "XCLocalSwiftPackageReference",
                let relative = reference["relativePath"]?.string
            else { continue }
            packages.append((Paths.join(root, relative), platformsOfReference[referenceID] ?? []))
        }
        return (targets, notes, packages)
    }

    /// `-D FLAG`, `-DFLAG` in `OTHER_SWIFT_FLAGS`.
    static func definedFlags(_ words: [String]) -> [String] {
        var flags: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if word == "-D", index + 1 < words.count {
                flags.append(words[index + 1])
                index += 2
                continue
            }
            if word.hasPrefix("-D") && word.count > 2 { flags.append(String(word.dropFirst(2))) }
            index += 1
        }
        return flags
    }

    static func kind(of productType: String) -> String {
        switch productType {
        case "com.apple.product-type.application": return "application"
        case "com.apple.product-type.application.watchapp2", "com.apple.product-type.application.watchapp2-container": return "watch application"
        case "com.apple.product-type.app-extension", "com.apple.product-type.watchkit2-extension", "com.apple.product-type.extensionkit-extension":
            return "app extension"
        case "com.apple.product-type.application.messages", "com.apple.product-type.app-extension.messages": return "messages extension"
        case "com.apple.product-type.framework", "com.apple.product-type.framework.static": return "framework"
        case "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic": return "library"
        case "com.apple.product-type.bundle.unit-test": return "unit tests"
        case "com.apple.product-type.bundle.ui-testing": return "UI tests"
        case "com.apple.product-type.tool": return "command-line tool"
        case "com.apple.product-type.bundle": return "bundle"
        case "com.apple.product-type.xpc-service": return "XPC service"
        case "com.apple.product-type.application.on-demand-install-capable": return "app clip"
        default: return productType.isEmpty ? "target" : productType.split(separator: ".").last.map(String.init) ?? productType
        }
    }

    /// Compares dotted versions (`14.0` < `14.1` < `15`); text that is not numeric compares as 0.
    public static func compareVersions(_ a: String, _ b: String) -> Int {
        let x = a.split(separator: ".").map { Int($0) ?? 0 }
        let y = b.split(separator: ".").map { Int($0) ?? 0 }
        for index in 0..<max(x.count, y.count) {
            let left = index < x.count ? x[index] : 0
            let right = index < y.count ? y[index] : 0
            if left != right { return left < right ? -1 : 1 }
        }
        return 0
    }

    static func quoteIfNeeded(_ word: String) -> String {
        word.contains(" ") ? "\"" + word + "\"" : word
    }
}

extension String {
    func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
