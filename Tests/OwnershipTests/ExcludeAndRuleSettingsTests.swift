import Ownership
import Semantics
import XCTest

/// What a project's configuration changes in the findings: excluded files, and (below) each rule's
/// own settings.
final class ExcludeAndRuleSettingsTests: XCTestCase {
    static let session = "import SwiftUI\nfinal class Session: ObservableObject { @Published var user = \"\" }\n"
    static let home = """
        import SwiftUI
        struct Home: View {
            @EnvironmentObject var 1️⃣session: Session
            @ObservedObject var 2️⃣model = Session()
            var body: some View { Text(session.user) }
        }
        """
    static let app = "import SwiftUI\n@main struct MyApp: App {\n    var body: some Scene { WindowGroup { Home() } }\n}\n"

    static func settings(exclude: [String], folder: String? = nil, working: String? = nil) -> Settings {
        var settings = Settings()
        settings.exclude = exclude.map { PathPattern($0)! }
        settings.folder = folder
        settings.workingFolder = working
        return settings
    }

    func testExcludedFilesGetNoFindings() {
        let files = ["Session.swift": Self.session, "Features/Home.swift": Self.home, "App.swift": Self.app]
        let both = ["1️⃣": "missing-environment-object", "2️⃣": "observed-object-creates-instance"]
        assertFindings(files, both)
        for pattern in ["Features", "Features/", "Features/*.swift", "**/Home.swift", "**", "*/Home.swift"] {
            assertFindings(files, [:], settings: Self.settings(exclude: [pattern]))
        }
        for pattern in ["Home.swift", "features", "App.swift", "Features/Home"] {
            assertFindings(files, both, settings: Self.settings(exclude: [pattern]))
        }
    }

    /// Paths are matched relative to the configuration's folder, wherever the files were named from.
    func testPatternsAreRelativeToTheConfigurationsFolder() {
        let files = ["/p/Session.swift": Self.session, "/p/Features/Home.swift": Self.home, "/p/App.swift": Self.app]
        let both = ["1️⃣": "missing-environment-object", "2️⃣": "observed-object-creates-instance"]
        assertFindings(files, [:], settings: Self.settings(exclude: ["Features"], folder: "/p"))
        assertFindings(files, both, settings: Self.settings(exclude: ["Features"], folder: "/p/Features"))
        assertFindings(files, [:], settings: Self.settings(exclude: ["Home.swift"], folder: "/p/Features"))
        // Relative paths on the command line start at the working folder.
        let relative = ["Session.swift": Self.session, "Features/Home.swift": Self.home, "App.swift": Self.app]
        assertFindings(relative, [:], settings: Self.settings(exclude: ["Features"], folder: "/p", working: "/p"))
        assertFindings(relative, both, settings: Self.settings(exclude: ["Features"], folder: "/p", working: "/elsewhere"))
    }

    /// An excluded file is still read: the injection it makes keeps another file's read safe.
    func testAnExcludedFileStillCounts() {
        let injecting =
            "import SwiftUI\n@main struct MyApp: App {\n    @StateObject var s = Session()\n    var body: some Scene { WindowGroup { Home().environmentObject(s) } }\n}\n"
        let files = ["Session.swift": Self.session, "Home.swift": Self.home, "Generated/App.swift": injecting]
        assertFindings(files, ["2️⃣": "observed-object-creates-instance"], settings: Self.settings(exclude: ["Generated"]))
    }

    /// A rule's own `exclude` leaves the other rules' findings in those files.
    func testARulesOwnExclude() {
        let files = ["Session.swift": Self.session, "Features/Home.swift": Self.home, "App.swift": Self.app]
        var settings = Settings()
        settings.rules["missing-environment-object"] = RuleSettings(exclude: [PathPattern("Features/**")!])
        assertFindings(files, ["2️⃣": "observed-object-creates-instance"], settings: settings)
        settings.rules["missing-environment-object"] = RuleSettings(exclude: [PathPattern("Other/**")!])
        assertFindings(files, ["1️⃣": "missing-environment-object", "2️⃣": "observed-object-creates-instance"], settings: settings)
    }

    static func options(_ rule: String, _ option: String, _ names: [String]) -> Settings {
        var settings = Settings()
        settings.rules[rule] = RuleSettings(options: [option: .strings(names)])
        return settings
    }

    func testAssumeInjectedSilencesReadsOfThoseTypes() {
        let files = ["Session.swift": Self.session, "Home.swift": Self.home, "App.swift": Self.app]
        let rule = "missing-environment-object"
        for names in [["Session"], ["Other", "Session"]] {
            assertFindings(files, ["2️⃣": "observed-object-creates-instance"], settings: Self.options(rule, "assumeInjected", names))
        }
        for names in [[], ["Sessions"], ["Kit.Session"], ["session"]] {
            assertFindings(
                files, ["1️⃣": rule, "2️⃣": "observed-object-creates-instance"], settings: Self.options(rule, "assumeInjected", names))
        }
        // @Environment(T.self) too, and a type from another module, written qualified.
        let observable = """
            import SwiftUI
            import Kit
            struct Home: View {
                @Environment(Kit.Theme.self) var 1️⃣theme
                var body: some View { Text(theme.name) }
            }
            """
        let other = ["Home.swift": observable, "App.swift": Self.app]
        assertFindings(other, ["1️⃣": rule])
        for names in [["Theme"], ["Kit.Theme"]] { assertFindings(other, [:], settings: Self.options(rule, "assumeInjected", names)) }
        assertFindings(other, ["1️⃣": rule], settings: Self.options(rule, "assumeInjected", ["Other.Theme"]))
    }

    func testPreviewsHaveTheirOwnAssumeInjected() {
        let home =
            "import SwiftUI\nstruct Home: View {\n    @EnvironmentObject var session: Session\n    var body: some View { Text(session.user) }\n}\n"
        let files = ["Session.swift": Self.session, "Home.swift": home + "1️⃣#Preview { Home() }\n"]
        let rule = "preview-missing-environment-object"
        assertFindings(files, ["1️⃣": rule])
        assertFindings(files, [:], settings: Self.options(rule, "assumeInjected", ["Session"]))
        // The app rule's list is about the app's paths, not the previews'.
        assertFindings(files, ["1️⃣": rule], settings: Self.options("missing-environment-object", "assumeInjected", ["Session"]))
    }

    func testIgnoreTypesOfStateHoldsReferenceType() {
        let source = """
            import SwiftUI
            final class Box { var count = 0 }
            final class Store: ObservableObject { @Published var n = 0 }
            struct Counter: View {
                @State private var 1️⃣box = Box()
                @State private var 2️⃣store = Store()
                var body: some View { Button("\\(box.count) \\(store.n)") { box.count += 1 } }
            }
            """
        let rule = "state-holds-reference-type"
        assertFindings(source, ["1️⃣": rule, "2️⃣": rule])
        assertFindings(source, ["2️⃣": rule], settings: Self.options(rule, "ignoreTypes", ["Box"]))
        assertFindings(source, [:], settings: Self.options(rule, "ignoreTypes", ["Box", "Store"]))
        assertFindings(source, ["1️⃣": rule, "2️⃣": rule], settings: Self.options(rule, "ignoreTypes", ["Counter", "BoxX"]))
    }

    /// How a configured type name names the types a rule sees (written, canonical, model key).
    func assertNames(_ configured: [String], _ spelling: String, _ expected: Bool, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(TypeNames(configured).contains(spelling), expected, "\(configured) ~ \(spelling)", file: file, line: line)
    }

    func testTypeNameMatching() {
        assertNames(["Router"], "Router", true)
        assertNames(["Router"], "Router?", true)
        assertNames(["Router"], "Kit.Router", true)
        assertNames(["Router"], "Feature.Router#2", true)
        assertNames(["Router"], "Box<Router>", false)
        assertNames(["Box"], "Box<Router>", true)
        assertNames(["Router"], "Routers", false)
        assertNames(["Router"], "router", false)
        assertNames(["Kit.Router"], "Kit.Router", true)
        assertNames(["Kit.Router"], "App.Kit.Router", true)
        assertNames(["Kit.Router"], "Router", false)
        assertNames(["Kit.Router"], "Other.Router", false)
        assertNames(["Kit.Router"], "XKit.Router", false)
        assertNames(["Router"], "SwiftUI.Router", true)
        assertNames(["Router"], "any Router", true)
        assertNames([], "Router", false)
        for (text, valid) in [
            ("Router", true), ("Kit.Router", true), ("_Private1", true), ("Ünïcode", true), ("", false), ("1Box", false),
            ("Box<Int>", false), ("Kit.", false), (".Box", false), ("A B", false),
        ] {
            XCTAssertEqual(TypeNames.isTypeName(text), valid, text)
        }
    }
}
