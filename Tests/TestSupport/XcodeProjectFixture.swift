/// A minimal `project.pbxproj` for tests: native targets, each with its platform (an SDK name:
/// `iphoneos`, `macosx`, `watchos`, …), deployment target, compilation conditions and the Swift
/// files of its sources phase (paths relative to the project's folder). Written here for tests of
/// what Lifeline does with a build description; the full format is read in `BuildSystemTests`.
public struct XcodeProjectFixture {
    public struct Target {
        public var name: String
        public var sdk: String
        public var deployment: String
        public var conditions: [String]
        public var files: [String]
        /// The product type after `com.apple.product-type.` (`application`, `bundle.unit-test`).
        public var product: String

        public init(
            name: String, sdk: String = "iphoneos", deployment: String = "17.0", conditions: [String] = [], files: [String], product: String = "application"
        ) {
            self.product = product
            self.name = name
            self.sdk = sdk
            self.deployment = deployment
            self.conditions = conditions
            self.files = files
        }
    }

    public static func text(_ targets: [Target]) -> String {
        var objects: [String] = []
        var targetIDs: [String] = []
        var fileRefs: [String] = []
        for (t, target) in targets.enumerated() {
            let setting: String
            switch target.sdk {
            case "macosx": setting = "MACOSX_DEPLOYMENT_TARGET"
            case "watchos": setting = "WATCHOS_DEPLOYMENT_TARGET"
            case "appletvos": setting = "TVOS_DEPLOYMENT_TARGET"
            case "xros": setting = "XROS_DEPLOYMENT_TARGET"
            default: setting = "IPHONEOS_DEPLOYMENT_TARGET"
            }
            var buildFiles: [String] = []
            for (f, path) in target.files.enumerated() {
                let ref = "REF\(t)_\(f)"
                let build = "BF\(t)_\(f)"
                objects.append("\(ref) = { isa = PBXFileReference; path = \"\(path)\"; sourceTree = \"<group>\"; };")
                objects.append("\(build) = { isa = PBXBuildFile; fileRef = \(ref); };")
                fileRefs.append(ref)
                buildFiles.append(build)
            }
            objects.append("PHASE\(t) = { isa = PBXSourcesBuildPhase; files = ( \(buildFiles.joined(separator: ", ")) ); };")
            objects.append(
                "CONF\(t) = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = \(target.sdk); \(setting) = \(target.deployment); SWIFT_ACTIVE_COMPILATION_CONDITIONS = \"\(target.conditions.joined(separator: " "))\"; }; };"
            )
            objects.append("LIST\(t) = { isa = XCConfigurationList; buildConfigurations = ( CONF\(t) ); };")
            objects.append(
                "TARGET\(t) = { isa = PBXNativeTarget; name = \"\(target.name)\"; buildPhases = ( PHASE\(t) ); buildConfigurationList = LIST\(t); productType = \"com.apple.product-type.\(target.product)\"; };"
            )
            targetIDs.append("TARGET\(t)")
        }
        objects.append("MAIN = { isa = PBXGroup; children = ( \(fileRefs.joined(separator: ", ")) ); sourceTree = \"<group>\"; };")
        objects.append("ROOT = { isa = PBXProject; mainGroup = MAIN; targets = ( \(targetIDs.joined(separator: ", ")) ); };")
        return "// !$*UTF8*$!\n{\n  objects = {\n    " + objects.joined(separator: "\n    ") + "\n  };\n  rootObject = ROOT;\n}\n"
    }
}
