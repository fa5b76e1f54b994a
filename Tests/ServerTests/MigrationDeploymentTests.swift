import Features
import Semantics
import TestSupport
import XCTest

/// The migration to `@Observable` reads the deployment versions of the class's targets from the
/// build description: offered when every target has Observation, withheld with the target named
/// when one supports older systems, unless the class itself is marked available where it is.
final class MigrationDeploymentTests: XCTestCase {
    static let source = """
        import SwiftUI
        MARK final class Counter: ObservableObject { @Published var n = 0 }
        struct CounterView: View {
            @StateObject private var counter = Counter()
            var body: some View { Text("\\(counter.n)") }
        }
        """

    /// The migration of `Counter` in a workspace whose one target builds for `sdk` from `deployment`.
    func migration(sdk: String, deployment: String, mark: String = "") -> Refactoring? {
        let workspace = Workspace()
        workspace.set(path: "/w/App/Counter.swift", bytes: Array(Self.source.replacingOccurrences(of: "MARK", with: mark).utf8), version: 1, isOpen: true)
        let project = XcodeProjectFixture.text([.init(name: "App", sdk: sdk, deployment: deployment, files: ["App/Counter.swift"])])
        workspace.set(path: "/w/App.xcodeproj/project.pbxproj", bytes: Array(project.utf8), version: 1, isOpen: false)
        return workspace.snapshot().migrationToObservable(TypeKey("Counter"), toolchain: .xcode27)
    }

    func testATargetWithObservationGetsTheMigrationWithoutANote() throws {
        let offered = try XCTUnwrap(migration(sdk: "iphoneos", deployment: "17.0"))
        XCTAssertNil(offered.withheld)
        XCTAssertEqual(offered.title, "Migrate Counter to @Observable (behaviour checked by simulation on 1 view)")
        XCTAssertNil(try XCTUnwrap(migration(sdk: "macosx", deployment: "14.0")).withheld)
    }

    func testATargetOlderThanObservationWithholdsItAndSaysWhich() throws {
        let withheld = try XCTUnwrap(migration(sdk: "macosx", deployment: "12.0"))
        XCTAssertEqual(
            withheld.withheld,
            "App in App.xcodeproj supports macOS 12.0, and @Observable needs macOS 14: raise the deployment target, or mark the class and its users @available")
        XCTAssertNotNil(try XCTUnwrap(migration(sdk: "iphoneos", deployment: "16.4")).withheld)
    }

    func testAClassMarkedAvailableWhereObservationIsIsOffered() throws {
        XCTAssertNil(try XCTUnwrap(migration(sdk: "iphoneos", deployment: "15.0", mark: "@available(iOS 17, *)")).withheld)
        XCTAssertNotNil(try XCTUnwrap(migration(sdk: "iphoneos", deployment: "15.0", mark: "@available(iOS 16, *)")).withheld)
    }

    /// A mark below Observation's version marks nothing when every target deploys to one that has
    /// it; a view holding the class, marked for an older system in a file no described target
    /// covers, withholds it.
    func testMarksBelowObservationCountOnlyWhereNoTargetSaysOtherwise() throws {
        XCTAssertNil(try XCTUnwrap(migration(sdk: "iphoneos", deployment: "17.0", mark: "@available(iOS 15, *)")).withheld)
        let workspace = Workspace()
        workspace.set(path: "/w/App/Counter.swift", bytes: Array(Self.source.replacingOccurrences(of: "MARK", with: "").utf8), version: 1, isOpen: true)
        let holder = "import SwiftUI\n@available(iOS 16, *)\nstruct OldCounterView: View {\n    @StateObject private var counter = Counter()\n    var body: some View { Text(\"\\(counter.n)\") }\n}\n"
        workspace.set(path: "/w/Extras/OldCounterView.swift", bytes: Array(holder.utf8), version: 1, isOpen: true)
        let project = XcodeProjectFixture.text([.init(name: "App", sdk: "iphoneos", deployment: "17.0", files: ["App/Counter.swift"])])
        workspace.set(path: "/w/App.xcodeproj/project.pbxproj", bytes: Array(project.utf8), version: 1, isOpen: false)
        let withheld = try XCTUnwrap(workspace.snapshot().migrationToObservable(TypeKey("Counter"), toolchain: .xcode27)?.withheld)
        XCTAssertTrue(withheld.hasPrefix("OldCounterView ("), withheld)
        XCTAssertTrue(withheld.contains("holds Counter and is marked @available(iOS 16, *), and @Observable needs iOS 17"), withheld)
    }
}
