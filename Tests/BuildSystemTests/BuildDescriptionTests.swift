import BuildSystem
import XCTest

/// Build descriptions read from small project files written for these tests: one assert helper,
/// many cases. Each case gives the files (path → text) and what `dump workspace` must say of them.
final class BuildDescriptionTests: XCTestCase {
    /// Reads `files` (the descriptions and the `.xcconfig`s they name) and compares the report of
    /// `swift` (the workspace's Swift files) with `expected`, line by line.
    func assertReport(_ files: [String: String], swift: [String], _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        let descriptions = files.filter { ["project.pbxproj", "Package.swift", "project.yml", "Project.swift"].contains(Paths.lastComponent($0.key)) }
        let description = BuildDescription.read(descriptions.map { ($0.key, Array($0.value.utf8)) }) { path in
            files[path].map { Array($0.utf8) }
        }
        let report = WorkspaceReport.text(description, swiftFiles: swift, base: "w")
        XCTAssertEqual(report, expected, file: file, line: line)
    }

    static let pbxproj = #"""
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 56;
            objects = {
                ROOT /* Project object */ = {
                    isa = PBXProject;
                    buildConfigurationList = PLIST;
                    mainGroup = MAIN;
                    projectDirPath = "";
                    targets = ( APP /* App */, WIDGET, );
                    packageReferences = ( LOCALPKG, );
                };
                MAIN = { isa = PBXGroup; children = ( SRC, CFG, SYNC, ); sourceTree = "<group>"; };
                SRC = { isa = PBXGroup; children = ( F1, F2, F3 ); path = "App Sources"; sourceTree = "<group>"; };
                F1 = { isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppMain.swift; sourceTree = "<group>"; };
                F2 = { isa = PBXFileReference; path = "Views/Row.swift"; sourceTree = "<group>"; };
                F3 = { isa = PBXFileReference; path = Shared.swift; sourceTree = SOURCE_ROOT; };
                CFG = { isa = PBXFileReference; path = Base.xcconfig; sourceTree = "<group>"; };
                SYNC = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = ( EXC, ); path = Widget; sourceTree = "<group>"; };
                EXC = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ( Old.swift, ); target = WIDGET; };
                B1 = { isa = PBXBuildFile; fileRef = F1; };
                B2 = { isa = PBXBuildFile; fileRef = F2; };
                B3 = { isa = PBXBuildFile; fileRef = F3; };
                PHASE = { isa = PBXSourcesBuildPhase; files = ( B1, B2, B3, ); };
                WPHASE = { isa = PBXSourcesBuildPhase; files = ( B3, ); };
                APP = {
                    isa = PBXNativeTarget; name = App; productName = App; buildPhases = ( PHASE, );
                    buildConfigurationList = TLIST; productType = "com.apple.product-type.application";
                    packageProductDependencies = ( DEP, );
                };
                WIDGET = {
                    isa = PBXNativeTarget; name = "My Widget"; buildPhases = ( WPHASE, ); fileSystemSynchronizedGroups = ( SYNC, );
                    buildConfigurationList = WLIST; productType = "com.apple.product-type.app-extension";
                };
                DEP = { isa = XCSwiftPackageProductDependency; package = LOCALPKG; productName = Models; };
                LOCALPKG = { isa = XCLocalSwiftPackageReference; relativePath = Packages/Models; };
                PLIST = { isa = XCConfigurationList; buildConfigurations = ( PDEBUG, PRELEASE, ); };
                PDEBUG = { isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = CFG;
                    buildSettings = { SDKROOT = iphoneos; SWIFT_ACTIVE_COMPILATION_CONDITIONS = "$(inherited) DEBUG"; }; };
                PRELEASE = { isa = XCBuildConfiguration; name = Release; baseConfigurationReference = CFG; buildSettings = { SDKROOT = iphoneos; }; };
                TLIST = { isa = XCConfigurationList; buildConfigurations = ( TDEBUG, TRELEASE, ); };
                TDEBUG = { isa = XCBuildConfiguration; name = Debug; buildSettings = {
                    SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx";
                    "MACOSX_DEPLOYMENT_TARGET[sdk=macosx*]" = 14.0;
                    OTHER_SWIFT_FLAGS = "-D EXTRA -DOTHER";
                    PRODUCT_NAME = "$(TARGET_NAME)";
                }; };
                TRELEASE = { isa = XCBuildConfiguration; name = Release; buildSettings = {
                    SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx";
                    MACOSX_DEPLOYMENT_TARGET = 14.0;
                    OTHER_SWIFT_FLAGS = "-D EXTRA";
                }; };
                WLIST = { isa = XCConfigurationList; buildConfigurations = ( WDEBUG, ); };
                WDEBUG = { isa = XCBuildConfiguration; name = Debug; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 17.2; }; };
            };
            rootObject = ROOT;
        }
        """#

    func testAnXcodeProjectsTargetsFilesSettingsAndSynchronizedFolders() {
        assertReport(
            [
                "w/App.xcodeproj/project.pbxproj": BuildDescriptionTests.pbxproj,
                "w/Base.xcconfig": "#include \"Common.xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET = 16.0 // the oldest\n",
                "w/Common.xcconfig": "SWIFT_ACTIVE_COMPILATION_CONDITIONS = FEATURE\n",
            ],
            swift: [
                "w/App Sources/AppMain.swift", "w/App Sources/Views/Row.swift", "w/Shared.swift", "w/Widget/Entry.swift", "w/Widget/Old.swift",
                "w/Scripts/Tool.swift", "other/Loose.swift",
            ],
            """
            Build descriptions (1): App.xcodeproj/project.pbxproj

            target App (application, Xcode project App.xcodeproj/project.pbxproj)
              platforms: iOS, macOS
              deployment: iOS 16.0, macOS 14.0
              conditions: EXTRA FEATURE; DEBUG OTHER (some configurations)
              Swift files: 3
            target My Widget (app extension, Xcode project App.xcodeproj/project.pbxproj)
              module: My_Widget
              platforms: iOS
              deployment: iOS 17.2
              conditions: DEBUG FEATURE
              Swift files: 2

            Swift files no target compiles (2): read for hovers, never a path of the app
              Scripts/Tool.swift
              Widget/Old.swift
            Swift files outside every build description (1): Lifeline guesses their modules and platforms
              other/ (1)

            """)
    }

    func testAMissingXcconfigIsNamedAndLeavesTheConditionsOpen() {
        assertReport(
            ["w/App.xcodeproj/project.pbxproj": BuildDescriptionTests.pbxproj],
            swift: ["w/Shared.swift"],
            """
            Build descriptions (1): App.xcodeproj/project.pbxproj

            target App (application, Xcode project App.xcodeproj/project.pbxproj)
              platforms: iOS, macOS
              deployment: iOS not declared, macOS 14.0
              conditions: EXTRA; DEBUG OTHER (some configurations) (maybe more: not every setting could be read)
              Swift files: 1
            target My Widget (app extension, Xcode project App.xcodeproj/project.pbxproj)
              module: My_Widget
              platforms: iOS
              deployment: iOS 17.2
              conditions: DEBUG (maybe more: not every setting could be read)
              Swift files: 1

            Every Swift file is compiled by a target.

            Not read:
              App.xcodeproj: w/Base.xcconfig is not in the workspace, so the settings it holds are unknown

            """)
    }

    func testAPackageManifestIsReadAsSyntaxAndLinkedTargetsGiveItsPlatforms() {
        let manifest = """
            // swift-tools-version: 5.9
            import PackageDescription
            let settings: [SwiftSetting] = [.define("SHARED")]
            let package = Package(
                name: "Models",
                platforms: [.iOS(.v16_4), .macOS("13.0")],
                dependencies: [.package(path: "../Core"), .package(url: "https://example.com/x", from: "1.0.0")],
                targets: [
                    .target(name: "Models", exclude: ["Legacy"], swiftSettings: settings),
                    .target(name: "Extras", path: "Custom/Extras", sources: ["A.swift", "Sub"],
                            swiftSettings: [.define("LOUD", .when(configuration: .debug)), .unsafeFlags(["-DUNSAFE"])]),
                    .testTarget(name: "ModelsTests", dependencies: ["Models"]),
                    .binaryTarget(name: "Blob", path: "Blob.xcframework"),
                ]
            )
            """
        let core = """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Core", targets: [.target(name: "Core")])
            """
        assertReport(
            [
                "w/App.xcodeproj/project.pbxproj": BuildDescriptionTests.pbxproj, "w/Base.xcconfig": "", "w/Packages/Models/Package.swift": manifest,
                "w/Packages/Core/Package.swift": core,
            ],
            swift: [
                "w/Packages/Models/Sources/Models/Item.swift", "w/Packages/Models/Sources/Models/Legacy/Old.swift",
                "w/Packages/Models/Custom/Extras/A.swift", "w/Packages/Models/Custom/Extras/B.swift", "w/Packages/Models/Custom/Extras/Sub/C.swift",
                "w/Packages/Models/Tests/ModelsTests/ItemTests.swift", "w/Packages/Core/Sources/Core/Base.swift", "w/Packages/Models/Package.swift",
            ],
            """
            Build descriptions (3): App.xcodeproj/project.pbxproj, Packages/Core/Package.swift, Packages/Models/Package.swift

            target Core (library, Swift package Packages/Core/Package.swift)
              platforms: iOS, macOS
              deployment: iOS not declared, macOS not declared
              conditions: DEBUG (some configurations)
              Swift files: 1
            target Models (library, Swift package Packages/Models/Package.swift)
              platforms: iOS, macOS
              deployment: iOS 16.4, macOS 13.0
              conditions: SHARED; DEBUG (some configurations)
              Swift files: 1
            target Extras (library, Swift package Packages/Models/Package.swift)
              platforms: iOS, macOS
              deployment: iOS 16.4, macOS 13.0
              conditions: UNSAFE; DEBUG LOUD (some configurations)
              Swift files: 2
            target ModelsTests (unit tests, Swift package Packages/Models/Package.swift)
              platforms: iOS, macOS
              deployment: iOS 16.4, macOS 13.0
              conditions: DEBUG (some configurations)
              Swift files: 1
            Targets without Swift files here: App (application), My Widget (app extension)

            Swift files no target compiles (2): read for hovers, never a path of the app
              Packages/Models/Custom/Extras/B.swift
              Packages/Models/Sources/Models/Legacy/Old.swift

            """)
    }

    /// What the corpus review found: Mac Catalyst, a package linked by its product's name from a
    /// project that references its folder, names built from constants, settings chosen by a condition.
    func testCatalystProductsConstantsAndChosenSettings() {
        let project = #"""
            // !$*UTF8*$!
            {
                objects = {
                    ROOT = { isa = PBXProject; mainGroup = MAIN; targets = ( APP ); buildConfigurationList = PLIST; };
                    MAIN = { isa = PBXGroup; children = ( F1, KITFOLDER ); sourceTree = "<group>"; };
                    F1 = { isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
                    KITFOLDER = { isa = PBXFileReference; lastKnownFileType = wrapper; path = Kit; sourceTree = "<group>"; };
                    B1 = { isa = PBXBuildFile; fileRef = F1; };
                    PHASE = { isa = PBXSourcesBuildPhase; files = ( B1 ); };
                    DEP = { isa = XCSwiftPackageProductDependency; productName = KitDynamic; };
                    APP = { isa = PBXNativeTarget; name = App; buildPhases = ( PHASE ); buildConfigurationList = TLIST;
                        productType = "com.apple.product-type.application"; packageProductDependencies = ( DEP ); };
                    PLIST = { isa = XCConfigurationList; buildConfigurations = ( PD ); };
                    PD = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 16.0;
                        SUPPORTS_MACCATALYST = YES; "MACOSX_DEPLOYMENT_TARGET[sdk=macosx*]" = 13.0; }; };
                    TLIST = { isa = XCConfigurationList; buildConfigurations = ( TD ); };
                    TD = { isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };
                };
                rootObject = ROOT;
            }
            """#
        let kit = """
            import PackageDescription
            import Foundation
            let main = "Kit"
            let settings: [SwiftSetting] = ProcessInfo.processInfo.environment["DEMO"] != nil ? [.define("DEMO")] : []
            let package = Package(
                name: main, platforms: [.iOS(.v16)],
                products: [.library(name: "KitDynamic", type: .dynamic, targets: [main])],
                targets: [.target(name: main, swiftSettings: settings), .testTarget(name: "\\(main)Tests")])
            """
        // A second package with a target of the product's name, which the project does not reference.
        let other = "import PackageDescription\nlet package = Package(name: \"Copy\", targets: [.target(name: \"KitDynamic\")])\n"
        assertReport(
            ["w/App.xcodeproj/project.pbxproj": project, "w/Kit/Package.swift": kit, "w/Tools/Copy/Package.swift": other],
            swift: ["w/App.swift", "w/Kit/Sources/Kit/Kit.swift", "w/Kit/Tests/KitTests/KitTests.swift", "w/Tools/Copy/Sources/KitDynamic/K.swift"],
            """
            Build descriptions (3): App.xcodeproj/project.pbxproj, Kit/Package.swift, Tools/Copy/Package.swift

            target App (application, Xcode project App.xcodeproj/project.pbxproj)
              platforms: iOS (and Mac Catalyst)
              deployment: iOS 16.0, Mac Catalyst on macOS 13.0
              conditions: none
              Swift files: 1
            target Kit (library, Swift package Kit/Package.swift)
              platforms: iOS
              deployment: iOS 16.0
              conditions: DEBUG DEMO (some configurations)
              Swift files: 1
            target KitTests (unit tests, Swift package Kit/Package.swift)
              platforms: iOS
              deployment: iOS 16.0
              conditions: DEBUG (some configurations)
              Swift files: 1
            target KitDynamic (library, Swift package Tools/Copy/Package.swift)
              platforms: any (a package builds for the platforms of what uses it)
              deployment: iOS not declared, macOS not declared, tvOS not declared, watchOS not declared, visionOS not declared
              conditions: DEBUG (some configurations)
              Swift files: 1

            Every Swift file is compiled by a target.

            """)
    }

    func testAnXcodeGenSpec() {
        let spec = """
            name: Sample   # the project
            options:
              deploymentTarget:
                iOS: "15.0"
                macOS: '12.0'
            settings:
              base:
                SWIFT_ACTIVE_COMPILATION_CONDITIONS: SPEC
            targets:
              Sample:
                type: application
                platform: [iOS, macOS]
                sources:
                  - Sources
                  - path: Shared
                    excludes: [Old]
                settings:
                  configs:
                    Release: { SWIFT_ACTIVE_COMPILATION_CONDITIONS: "$(inherited) STORE" }
              Tool:
                type: tool
                platform: macOS
                deploymentTarget: "13.0"
                sources: [Tool/main.swift]
            """
        assertReport(
            ["w/project.yml": spec],
            swift: ["w/Sources/App.swift", "w/Shared/Model.swift", "w/Shared/Old/Gone.swift", "w/Tool/main.swift"],
            """
            Build descriptions (1): project.yml

            target Sample (application, XcodeGen project.yml)
              platforms: iOS, macOS
              deployment: iOS 15.0, macOS 12.0
              conditions: SPEC; DEBUG STORE (some configurations)
              Swift files: 2
            target Tool (command-line tool, XcodeGen project.yml)
              platforms: macOS
              deployment: macOS 13.0
              conditions: SPEC; DEBUG (some configurations)
              Swift files: 1

            Swift files no target compiles (1): read for hovers, never a path of the app
              Shared/Old/Gone.swift

            """)
    }

    func testNoDescriptionSaysSoAndATuistProjectIsNamed() {
        assertReport(
            [:], swift: ["w/A.swift"],
            """
            No build description (an Xcode project, Package.swift or project.yml) under w.
            Lifeline falls back to its guesses: modules from folders, every platform and both values of every flag for #if,
            and deployment versions from the code's #available checks.
            1 Swift file.

            """)
        let description = BuildDescription.read([("w/Project.swift", Array("import ProjectDescription".utf8))]) { _ in nil }
        XCTAssertEqual(description.notes, ["w/Project.swift: a Tuist project is code Lifeline does not run, so its targets are not known"])
        XCTAssertTrue(description.targets.isEmpty)
    }

    /// Broken and hostile project files are reported, never trapped on.
    func testBrokenPropertyListsAreNotes() {
        for text in ["{", "{ a = ( b, ; }", "", "// !$*UTF8*$!\n{ objects = { }; }", "{ a = \"unterminated; }", String(repeating: "(", count: 10_000), "{ a = <0g>; }"] {
            let description = BuildDescription.read([("w/X.xcodeproj/project.pbxproj", Array(text.utf8))]) { _ in nil }
            XCTAssertTrue(description.targets.isEmpty, text)
            XCTAssertEqual(description.notes.count, 1, text)
        }
    }

    func testPropertyListValues() throws {
        let list = try PropertyList.parse(Array(#"{ a = "x\ty\U00e9\101"; b = ( 1, "two", ); c = <0A ff>; "d e" = { f = g/h.i-j$k; }; /* c */ // l"#.utf8) + [0x0A, 0x7D])
        XCTAssertEqual(list["a"], .string("x\tyéA"))
        XCTAssertEqual(list["b"], .array([.string("1"), .string("two")]))
        XCTAssertEqual(list["c"], .data([0x0A, 0xFF]))
        XCTAssertEqual(list["d e"]?["f"], .string("g/h.i-j$k"))
    }

    func testSettingsLayersInheritanceAndConditions() {
        typealias A = BuildSettings.Assignment
        let settings = BuildSettings(layers: [
            [A(written: "FLAGS", value: "BASE"), A(written: "NAME", value: "$(TARGET_NAME)-x")],
            [A(written: "FLAGS", value: "$(inherited) MID"), A(written: "FLAGS[config=Debug]", value: "$(inherited) DBG")],
            [A(written: "FLAGS[sdk=macosx*]", value: "${inherited} MAC $(NAME) $(MISSING)")],
        ], unordered: [1])
        let debugMac = BuildSettings.Context(sdk: "macosx", configuration: "Debug", builtins: ["TARGET_NAME": "T"])
        XCTAssertEqual(settings.value("FLAGS", in: debugMac)?.value, "BASE DBG MAC T-x ")
        XCTAssertEqual(settings.value("FLAGS", in: debugMac)?.unresolved, ["MISSING"])
        let releaseIOS = BuildSettings.Context(sdk: "iphoneos", configuration: "Release", builtins: [:])
        XCTAssertEqual(settings.value("FLAGS", in: releaseIOS)?.value, "BASE MID")
        XCTAssertNil(settings.value("OTHER", in: releaseIOS))
        // In an ordered layer (an .xcconfig and its includes) `$(inherited)` stacks on what came before.
        let stacked = BuildSettings(layers: [[A(written: "F", value: "A"), A(written: "F", value: "$(inherited) B"), A(written: "F[config=Debug]", value: "$(inherited) C")]])
        XCTAssertEqual(stacked.value("F", in: releaseIOS)?.value, "A B")
        XCTAssertEqual(stacked.value("F", in: BuildSettings.Context(sdk: nil, configuration: "Debug", builtins: [:]))?.value, "A B C")
        // A setting that refers to itself ends.
        let loop = BuildSettings(layers: [[A(written: "A", value: "$(B)"), A(written: "B", value: "$(A)")]])
        XCTAssertNotNil(loop.value("A", in: releaseIOS))
        XCTAssertEqual(BuildSettings.words(#"ONE "TWO THREE" 'FOUR'"#), ["ONE", "TWO THREE", "FOUR"])
    }

    func testPaths() {
        XCTAssertEqual(Paths.normalize("a/./b/../c/"), "a/c")
        XCTAssertEqual(Paths.normalize("../x/../../y"), "../../y")
        XCTAssertEqual(Paths.normalize("/a/../../b"), "/b")
        XCTAssertEqual(Paths.join("w/Pkg", "../Core"), "w/Core")
        XCTAssertTrue(Paths.isInside("w/a/b.swift", "w/a"))
        XCTAssertFalse(Paths.isInside("w/ab/b.swift", "w/a"))
    }
}
