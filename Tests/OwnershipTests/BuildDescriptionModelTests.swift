import Ownership
import Semantics
import TestSupport
import XCTest

/// What the model does with a build description: files no target compiles are no path of the app,
/// each file's `#if`s are read for its targets' platforms and flags, and a name means the
/// declaration of the file's own target first. Each case runs with and without the description.
final class BuildDescriptionModelTests: XCTestCase {
    static let session = "import SwiftUI\nfinal class Session: ObservableObject { @Published var user = \"\" }\n"

    func testAFileNoTargetCompilesIsNoPathAndGetsNoFinding() {
        let app = Self.session + """
            struct Reader: View {
                @EnvironmentObject var 1️⃣session: Session
                var body: some View { Text(session.user) }
            }
            @main struct TheApp: App {
                var body: some Scene { WindowGroup { Text("home") } }
            }
            """
        let stale = """
            import SwiftUI
            struct OldHome: View {
                @ObservedObject var 2️⃣model = Session()
                var body: some View { Reader() }
            }
            @main struct OldApp: App {
                var body: some Scene { WindowGroup { OldHome() } }
            }
            """
        let project = XcodeProjectFixture.text([.init(name: "App", files: ["App.swift"])])
        // Described: Old.swift is in the project's folder and no target compiles it.
        assertFindings(["App.swift": app, "Old.swift": stale, "App.xcodeproj/project.pbxproj": project])
        // Not described: both files are the app's.
        assertFindings(["App.swift": app, "Old.swift": stale], ["1️⃣": "missing-environment-object", "2️⃣": "observed-object-creates-instance"])
        let (model, _) = markedWorkspace(["App.swift": app, "Old.swift": stale, "App.xcodeproj/project.pbxproj": project])
        XCTAssertTrue(model.dump().contains("not compiled by any target: Old.swift"))
        XCTAssertTrue(model.constructionSites(of: TypeKey("Reader")).isEmpty)
    }

    /// A test bundle's code runs under a test runner: its hosting controllers root nothing of the
    /// app, its constructions and injections are no evidence of how the app builds a view.
    func testATestBundlesFilesAreNoPathOfTheApp() {
        let app = Self.session + """
            struct Reader: View {
                @EnvironmentObject var 1️⃣session: Session
                var body: some View { Text(session.user) }
            }
            @main struct TheApp: App {
                var body: some Scene { WindowGroup { Text("home") } }
            }
            """
        let test = """
            import SwiftUI
            import UIKit
            func makeReader() -> UIViewController { UIHostingController(rootView: Reader()) }
            func makeInjected() -> UIViewController { UIHostingController(rootView: Reader().environmentObject(Session())) }
            """
        let tests = XcodeProjectFixture.text([.init(name: "App", files: ["App.swift"]), .init(name: "AppTests", files: ["ReaderTests.swift"], product: "bundle.unit-test")])
        assertFindings(["App.swift": app, "ReaderTests.swift": test, "App.xcodeproj/project.pbxproj": tests])
        let (model, _) = markedWorkspace(["App.swift": app, "ReaderTests.swift": test, "App.xcodeproj/project.pbxproj": tests])
        XCTAssertTrue(model.appInjections(of: "Session").isEmpty, "\(model.appInjections(of: "Session"))")
        XCTAssertTrue(model.constructionSites(of: TypeKey("Reader")).isEmpty)
        // Compiled by the app: its hosting controller roots the path, and the finding is there.
        let shared = XcodeProjectFixture.text([.init(name: "App", files: ["App.swift", "ReaderTests.swift"])])
        assertFindings(["App.swift": app, "ReaderTests.swift": test, "App.xcodeproj/project.pbxproj": shared], ["1️⃣": "missing-environment-object"])
        // Without a description: a file that imports XCTest is test code all the same.
        assertFindings(["App.swift": app, "ReaderTests.swift": test], ["1️⃣": "missing-environment-object"])
        assertFindings(["App.swift": app, "ReaderTests.swift": "import XCTest\n" + test])
        let (undescribed, _) = markedWorkspace(["App.swift": app, "ReaderTests.swift": "import XCTest\n" + test])
        XCTAssertTrue(undescribed.appInjections(of: "Session").isEmpty)
    }

    func testIfClausesAreReadForTheFilesTargetPlatforms() {
        let app = Self.session + """
            struct Reader: View {
                @EnvironmentObject var 1️⃣session: Session
                var body: some View { Text(session.user) }
            }
            @main struct TheApp: App {
                @StateObject private var session = Session()
                var body: some Scene {
                    #if os(iOS)
                    WindowGroup { Reader() }
                    #else
                    WindowGroup { Reader().environmentObject(session) }
                    #endif
                }
            }
            """
        let macOnly = XcodeProjectFixture.text([.init(name: "Mac", sdk: "macosx", deployment: "14.0", files: ["App.swift"])])
        assertFindings(["App.swift": app, "Mac.xcodeproj/project.pbxproj": macOnly])
        let iOS = XcodeProjectFixture.text([.init(name: "Phone", files: ["App.swift"])])
        assertFindings(["App.swift": app, "Phone.xcodeproj/project.pbxproj": iOS], ["1️⃣": "missing-environment-object"])
        assertFindings(["App.swift": app], ["1️⃣": "missing-environment-object"])
    }

    func testAFlagNoTargetSetsIsUnsetWhenTheConditionsAreComplete() {
        let app = Self.session + """
            struct Reader: View {
                @EnvironmentObject var 1️⃣session: Session
                var body: some View { Text(session.user) }
            }
            @main struct TheApp: App {
                @StateObject private var session = Session()
                var body: some Scene {
                    WindowGroup {
                        #if INTERNAL_MENU
                        Reader()
                        #else
                        Reader().environmentObject(session)
                        #endif
                    }
                }
            }
            """
        let without = XcodeProjectFixture.text([.init(name: "App", conditions: ["DEBUG"], files: ["App.swift"])])
        assertFindings(["App.swift": app, "App.xcodeproj/project.pbxproj": without])
        let with = XcodeProjectFixture.text([.init(name: "App", conditions: ["DEBUG", "INTERNAL_MENU"], files: ["App.swift"])])
        assertFindings(["App.swift": app, "App.xcodeproj/project.pbxproj": with], ["1️⃣": "missing-environment-object"])
        assertFindings(["App.swift": app], ["1️⃣": "missing-environment-object"])
    }

    /// The model reads every build of a file; the simulator runs one: a file two apps compile runs as
    /// the first app in the description builds it, with the other's flags unset.
    func testTheSimulatorReadsAFileAsTheFirstAppTargetBuildsIt() {
        let app = Self.session + """
            struct Home: View {
                var body: some View {
                    #if REMOTE
                    Text("remote")
                    #else
                    Text("local")
                    #endif
                }
            }
            """
        let project = XcodeProjectFixture.text([
            .init(name: "App", conditions: ["DEBUG"], files: ["App.swift"]),
            .init(name: "Remote", conditions: ["DEBUG", "REMOTE"], files: ["App.swift"]),
        ])
        let (model, _) = markedWorkspace(["App.swift": app, "App.xcodeproj/project.pbxproj": project])
        guard let file = model.files.firstIndex(where: { $0.path.hasSuffix("App.swift") }),
            let ifConfig = model.files[file].tree.root.descendants(.ifConfigDecl).first
        else { return XCTFail("no #if in App.swift") }
        let simulated = model.simulationConfiguration(forFile: file)
        XCTAssertEqual(simulated.clause(of: ifConfig, platform: simulated.simulatedPlatform)?.squashedText.contains("local"), true)
        // Every build: the first clause that may be compiled.
        let read = model.configuration(forFile: file)
        XCTAssertEqual(read.clause(of: ifConfig, platform: read.simulatedPlatform)?.squashedText.contains("remote"), true)
    }

    func testANameMeansTheDeclarationOfTheFilesOwnTargetFirst() {
        let model = "import SwiftUI\nfinal class Model: ObservableObject { @Published var n = 0 }\n"
        let phoneRow = "import SwiftUI\nstruct Row: View {\n  @ObservedObject var 1️⃣model: Model\n  var body: some View { Text(\"\\(model.n)\") }\n}\n"
        let watchRow = "import SwiftUI\nstruct Row: View {\n  @ObservedObject var 2️⃣model: Model\n  var body: some View { Text(\"\\(model.n)\") }\n}\n"
        let watchApp = """
            import SwiftUI
            @main struct WatchApp: App {
                @StateObject private var model = Model()
                var body: some Scene { WindowGroup { Row(model: model) } }
            }
            """
        let project = XcodeProjectFixture.text([
            .init(name: "Phone", files: ["Model.swift", "PhoneRow.swift"]),
            .init(name: "Watch", sdk: "watchos", deployment: "10.0", files: ["Model.swift", "WatchRow.swift", "WatchApp.swift"]),
        ])
        assertOwnership(
            ["Model.swift": model, "PhoneRow.swift": phoneRow, "WatchRow.swift": watchRow, "WatchApp.swift": watchApp, "App.xcodeproj/project.pbxproj": project],
            ["1️⃣": "injected: no construction of Row that Lifeline follows (in a view body or at a root of the workspace)", "2️⃣": "injected: WatchApp.model"])
    }
}

/// A `View` extension method of the workspace named like a SwiftUI modifier builds its content
/// only where a call can be a call of it: the arguments fit its parameters (`.padding(1)` and
/// `.padding(.vertical)` are SwiftUI's when the workspace's takes a key path), and its module is
/// the caller's or it is public.
final class ViewExtensionOverloadTests: XCTestCase {
    func assertBuilders(_ files: [String: String], _ expected: Set<String>, file: StaticString = #filePath, line: UInt = #line) {
        let (model, _) = markedWorkspace(files)
        let builders = Set(model.constructionSites(of: TypeKey("Spaced")).compactMap { model.parentView(of: $0)?.name })
        XCTAssertEqual(builders, expected, file: file, line: line)
    }

    let helpers = """
        import SwiftUI
        struct Spacing { var large = 16.0 }
        struct Spaced: ViewModifier {
            let keyPath: KeyPath<Spacing, Double>
            func body(content: Content) -> some View { content }
        }
        extension View {
            func padding(_ keyPath: KeyPath<Spacing, Double>) -> some View { modifier(Spaced(keyPath: keyPath)) }
        }
        """

    func testOnlyACallThatCanPassAKeyPathBuildsIt() {
        let views = """
            import SwiftUI
            struct Literal: View { var body: some View { Text("a").padding(1) } }
            struct Member: View { var body: some View { Text("a").padding(.vertical) } }
            struct Arithmetic: View {
                let size = 10.0
                var body: some View {
                    let spacing = size * 0.05
                    Text("a").padding(spacing)
                }
            }
            struct Typed: View {
                let gap: CGFloat = 4
                var body: some View { Text("a").padding(gap) }
            }
            struct KeyPathed: View { var body: some View { Text("a").padding(\\.large) } }
            """
        assertBuilders(["Helpers.swift": helpers, "Views.swift": views], ["KeyPathed"])
    }

    func testAnInternalMethodOfAnotherModuleIsNotCalled() {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", targets: [.executableTarget(name: "App", dependencies: ["Kit"]), .target(name: "Kit")])
            """
        let caller = "import SwiftUI\nimport Kit\nstruct Caller: View { var body: some View { Text(\"a\").padding(\\.large) } }\n"
        assertBuilders(["Package.swift": manifest, "Sources/Kit/Helpers.swift": helpers, "Sources/App/Caller.swift": caller], [])
        let published = helpers.replacingOccurrences(of: "extension View {", with: "public extension View {")
        assertBuilders(["Package.swift": manifest, "Sources/Kit/Helpers.swift": published, "Sources/App/Caller.swift": caller], ["Caller"])
    }
}
