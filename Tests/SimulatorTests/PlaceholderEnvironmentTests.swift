import Foundation
import Semantics
@testable import Simulator
import Syntax
import XCTest

/// A screen from the middle of an app, simulated without the ancestors that inject its environment
/// objects: with `placeholderEnvironment` each missing object is made once, as a placeholder, with a
/// note; without it, reading one crashes as in SwiftUI.
final class PlaceholderEnvironmentTests: XCTestCase {
    let source = """
        import SwiftUI
        final class Session: ObservableObject { @Published var user = "ada" }
        @Observable final class Theme { var accent = "blue" }
        struct Profile: View {
            @EnvironmentObject var session: Session
            @Environment(Theme.self) private var theme
            @State private var taps = 0
            var body: some View {
                VStack {
                    Text("\\(session.user) \\(theme.accent) \\(taps)")
                    Badge()
                    Button("Tap") { taps += 1 }
                }
            }
        }
        struct Badge: View {
            @EnvironmentObject var session: Session
            var body: some View { Text("badge \\(session.user)") }
        }
        """

    func run(placeholders: Bool) throws -> (Simulation, String) {
        var settings = SimulationSettings()
        settings.placeholderEnvironment = placeholders
        let program = Program(files: [SourceFile(path: "/w/App.swift", tree: SyntaxTree.parse(source))])
        let simulation = try Simulation(program: program, root: "Profile", settings: settings, screens: true)
        _ = simulation.launch()
        if !simulation.hasCrashed { _ = try simulation.perform(try Action.parse(#"tap "Tap""#)) }
        return (simulation, simulation.trace.text(screen: true))
    }

    func testMissingObjectsArePlaceholdersMadeOnceAndNoted() throws {
        let (simulation, trace) = try run(placeholders: true)
        XCTAssertFalse(simulation.hasCrashed, trace)
        XCTAssertTrue(trace.contains("ada blue 1"), trace)
        XCTAssertTrue(trace.contains("badge ada"), trace)
        XCTAssertTrue(trace.contains("note: placeholder `Session`: nothing above `Profile` in this simulation injects one"), trace)
        XCTAssertTrue(trace.contains("note: placeholder `Theme`"), trace)
        // One Session for Profile and Badge, across the tap.
        XCTAssertEqual(trace.components(separatedBy: "Session#1 init").count - 1, 1, trace)
        XCTAssertFalse(trace.contains("Session#2"), trace)
    }

    func testStrictCrashesAsSwiftUIDoes() throws {
        let (simulation, trace) = try run(placeholders: false)
        XCTAssertTrue(simulation.hasCrashed, trace)
        XCTAssertTrue(trace.contains("No ObservableObject of type Session found"), trace)
    }
}

/// An environment object of a class from outside the workspace (a package's generic `Store`):
/// every environment object is a class, so a placeholder of it stands in, with a note that makes
/// the run conditional, and the screen is built instead of crashing.
final class ExternalPlaceholderTests: XCTestCase {
    func testAnEnvironmentObjectOfAPackagesGenericClassGetsAPlaceholder() throws {
        let source = """
            import SwiftUI
            import SwiftUIFlux
            struct AppState {}
            struct Lists: View {
                @EnvironmentObject var store: Store<AppState>
                var body: some View { Text("lists") }
            }
            """
        var settings = SimulationSettings()
        settings.placeholderEnvironment = true
        let program = Program(files: [SourceFile(path: "/w/App.swift", tree: SyntaxTree.parse(source))])
        let simulation = try Simulation(program: program, root: "Lists", settings: settings, screens: true)
        let launch = simulation.launch()
        let trace = simulation.trace.text(screen: true)
        XCTAssertFalse(simulation.hasCrashed, trace)
        XCTAssertTrue(trace.contains("Text \"lists\""), trace)
        XCTAssertTrue(trace.contains("placeholder `Store<AppState>`"), trace)
        XCTAssertTrue(launch.events.contains { $0.unknown != nil }, "a package's type makes the run conditional")
    }
}
