import Semantics
import Simulator
import Syntax
import XCTest

/// A `NavigationSplitView` shows its columns side by side on a Mac and a Vision Pro; on an iPhone
/// (the simulated iOS screen) it collapses into one stack with the sidebar on top.
final class NavigationSplitViewTests: XCTestCase {
    static let source = """
        import SwiftUI
        final class DetailModel: ObservableObject {}
        struct Split: View {
            var body: some View {
                NavigationSplitView {
                    Text("Sidebar")
                } content: {
                    Middle()
                } detail: {
                    Detail()
                }
            }
        }
        struct Middle: View {
            var body: some View { Text("Middle") }
        }
        struct Detail: View {
            @StateObject private var model = DetailModel()
            var body: some View { Text("Detail") }
        }
        """

    /// The views whose `init` the launch on `platform` ran.
    func assertColumns(platform: String, built expected: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let files = [SourceFile(path: "Split.swift", tree: SyntaxTree.parse(Self.source))]
        let simulation = try Simulation(files: files, root: "Split", configuration: BuildConfiguration(platforms: [platform]))
        let events = simulation.launch().events
        let built = events.filter { $0.kind == .viewInit }.compactMap(\.view).filter { $0 != "Split" }
        XCTAssertEqual(built, expected, "on \(platform)", file: file, line: line)
    }

    func testAMacShowsEveryColumn() throws {
        try assertColumns(platform: "macOS", built: ["Middle", "Detail"])
    }

    func testVisionProShowsEveryColumn() throws {
        try assertColumns(platform: "visionOS", built: ["Middle", "Detail"])
    }

    func testAnIPhoneShowsTheSidebarOnly() throws {
        try assertColumns(platform: "iOS", built: [])
    }

    func testAWatchShowsTheSidebarOnly() throws {
        try assertColumns(platform: "watchOS", built: [])
    }
}
