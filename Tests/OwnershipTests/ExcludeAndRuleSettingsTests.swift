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
        let injecting = "import SwiftUI\n@main struct MyApp: App {\n    @StateObject var s = Session()\n    var body: some Scene { WindowGroup { Home().environmentObject(s) } }\n}\n"
        let files = ["Session.swift": Self.session, "Home.swift": Self.home, "Generated/App.swift": injecting]
        assertFindings(files, ["2️⃣": "observed-object-creates-instance"], settings: Self.settings(exclude: ["Generated"]))
    }
}
