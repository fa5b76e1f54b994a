import Foundation
import XCTest

/// `lifeline simulate` on a screen whose environment objects nothing above injects.
final class SimulatePlaceholderTests: XCTestCase {
    /// A Swift file of `source` in a new temporary folder.
    func swiftFile(_ name: String, _ source: String) throws -> URL {
        let file = try temporaryDirectory().appendingPathComponent(name)
        try source.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    func testPlaceholdersByDefaultAndTheCrashWithStrict() throws {
        let file = try swiftFile("Profile.swift", """
            import SwiftUI
            final class Session: ObservableObject { @Published var user = "ada" }
            struct Profile: View {
                @EnvironmentObject var session: Session
                var body: some View { Text(session.user) }
            }
            """)
        let placeholder = try runLifeline(["simulate", file.path, "--root", "Profile"])
        XCTAssertEqual(placeholder.status, 0, placeholder.errors)
        XCTAssertTrue(placeholder.output.contains("note: placeholder `Session`: nothing above `Profile` in this simulation injects one"), placeholder.output)
        let strict = try runLifeline(["simulate", file.path, "--root", "Profile", "--strict"])
        XCTAssertEqual(strict.status, 3, strict.output)
        XCTAssertTrue(strict.output.contains("No ObservableObject of type Session found"), strict.output)
    }

    func testAnAppRootKeepsSwiftUIsCrashUnlessPlaceholdersAreAskedFor() throws {
        let file = try swiftFile("App.swift", """
            import SwiftUI
            final class Session: ObservableObject { @Published var user = "ada" }
            @main struct Demo: App {
                var body: some Scene { WindowGroup { Profile() } }
            }
            struct Profile: View {
                @EnvironmentObject var session: Session
                var body: some View { Text(session.user) }
            }
            """)
        let fromApp = try runLifeline(["simulate", file.path, "--root", "Demo"])
        XCTAssertEqual(fromApp.status, 3, fromApp.output)
        XCTAssertTrue(fromApp.output.contains("No ObservableObject of type Session found"), fromApp.output)
        let placeholders = try runLifeline(["simulate", file.path, "--root", "Demo", "--placeholders"])
        XCTAssertEqual(placeholders.status, 0, placeholders.output + placeholders.errors)
        XCTAssertTrue(placeholders.output.contains("note: placeholder `Session`"), placeholders.output)
        let below = try runLifeline(["simulate", file.path, "--root", "Profile"])
        XCTAssertEqual(below.status, 0, below.output + below.errors)
        let both = try runLifeline(["simulate", file.path, "--strict", "--placeholders"])
        XCTAssertEqual(both.status, 2, both.output)
    }
}

/// `lifeline bench lsp --every-property`: every model property of a folder hovered once.
final class BenchEveryPropertyTests: XCTestCase {
    func testHoversEveryPropertyAndSaysHowManyAreSimulated() throws {
        let directory = try temporaryDirectory()
        try """
            import SwiftUI
            final class Counter: ObservableObject { @Published var n = 0 }
            struct Parent: View {
                @State private var flag = false
                var body: some View { VStack { Toggle("Flag", isOn: $flag); Child() } }
            }
            struct Child: View {
                @ObservedObject var counter = Counter()
                var body: some View { Text("\\(counter.n)") }
            }
            struct Reader: View {
                @EnvironmentObject var counter: Counter
                var body: some View { Text("\\(counter.n)") }
            }
            struct Broken: View {
                @StateObject private var counter = Counter()
                init(code: Int) { fatalError() }
                var body: some View { Text("\\(counter.n)") }
            }
            """.write(to: directory.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        let result = try runLifeline(["bench", "lsp", "--every-property", "--workspace", directory.path])
        XCTAssertEqual(result.status, 0, result.errors)
        // Parent.flag, Child.counter, Reader.counter: Reader's under a stand-in parent, the
        // others from Parent; Broken's crashes, and the reason is counted.
        XCTAssertTrue(result.output.contains("workspace           1 files, 1 with model properties, 4 properties"), result.output)
        XCTAssertTrue(result.output.contains("simulated           3 of 4"), result.output)
        XCTAssertTrue(result.output.contains("1  not simulated: under a stand-in parent, building X stopped the run"), result.output)
        XCTAssertTrue(result.output.contains("objects simulated   2 of 3"), result.output)
        XCTAssertEqual(try runLifeline(["bench", "lsp", "--every-property"]).status, 2)
    }
}

/// `lifeline dump hovers`: every model property's hover, as an editor shows it.
final class DumpHoversTests: XCTestCase {
    func testPrintsEachHoverAndTheStandInOnRequest() throws {
        let directory = try temporaryDirectory()
        try """
            import SwiftUI
            final class Counter: ObservableObject { @Published var n = 0 }
            struct Child: View {
                @StateObject private var counter = Counter()
                var body: some View { Text("\\(counter.n)") }
            }
            """.write(to: directory.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        let result = try runLifeline(["dump", "hovers", directory.path, "--stand-in"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("== stand-in parent of Child\nstruct __LifelineStandIn: View {"), result.output)
        XCTAssertTrue(result.output.contains("App.swift:4:5 Child.counter"), result.output)
        XCTAssertTrue(result.output.contains("- Each time the parent re-renders: `Child` is re-initialized, and the same `Counter` (made by `Child.counter`) is kept."), result.output)
        let missing = try runLifeline(["dump", "hovers", directory.path, "--view", "Nowhere"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.errors.contains("no view named Nowhere"), missing.errors)
        XCTAssertEqual(try runLifeline(["dump", "hovers", directory.path, "--view"]).status, 2)
    }
}
