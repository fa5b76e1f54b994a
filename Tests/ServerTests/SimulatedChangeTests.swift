import Features
import Foundation
import Semantics
import Simulator
import Syntax
import XCTest

/// The changes a hover's simulation makes to an ancestor's state must really change it: a state set
/// to the value it already has proves nothing about what a change does.
final class SimulatedChangeTests: XCTestCase {
    let source = """
        import SwiftUI
        enum Tab { case home, settings }
        struct Config { var dark = false }
        final class Model: ObservableObject { @Published var n = 0 }
        struct Parent: View {
            @State private var tab: Tab = .home
            @State private var items: [String] = ["a", "b"]
            @State private var picked: Int? = nil
            @State private var config = Config()
            var body: some View {
                VStack {
                    Text("\\(items.count) \\(picked ?? 0) \\(tab == .home ? "home" : "settings") \\(config.dark ? "dark" : "light")")
                    Child()
                }
            }
        }
        struct Child: View {
            @ObservedObject var model = Model()
            var body: some View { Text("\\(model.n)") }
        }
        """

    func snapshot() -> Snapshot { snapshot(of: source) }

    func snapshot(of text: String) -> Snapshot {
        let workspace = Workspace()
        workspace.set(path: "/w/App.swift", bytes: Array(text.utf8), version: 1, isOpen: true)
        return workspace.snapshot()
    }

    /// The Simulated section of `view.property`, as a hover's worker answers it.
    func section(_ snapshot: Snapshot, _ view: String, _ property: String) throws -> SimulatedSection {
        let type = try XCTUnwrap(snapshot.model.view(typed: view))
        return snapshot.simulatedSection(view: type, property: try XCTUnwrap(type.property(property)))
    }

    /// The Simulated lines of `view.property` in a workspace of one file.
    func lines(_ text: String, _ view: String, _ property: String) throws -> [String] {
        let snapshot = snapshot(of: text)
        let type = try XCTUnwrap(snapshot.model.view(typed: view))
        return try XCTUnwrap(snapshot.simulatedLifetime(view: type, property: try XCTUnwrap(type.property(property))))
    }

    func testEachKindOfStateGetsAnotherValue() throws {
        let snapshot = snapshot()
        let parent = try XCTUnwrap(snapshot.model.view(typed: "Parent"))
        func change(_ name: String) -> String? { parent.property(name).flatMap { Snapshot.changed($0, in: snapshot.model) } }
        XCTAssertEqual(change("tab"), "(tab == Tab.home ? Tab.settings : Tab.home)")
        XCTAssertEqual(change("items"), #"items + ["·"]"#)
        XCTAssertEqual(change("picked"), "(picked == nil ? 1 : nil)")
        // A struct of the workspace has no value Lifeline can make: not tried.
        XCTAssertNil(change("config"))
    }

    func testTheSimulationRunsTheChangesAndSkipsWhatItCannotChange() throws {
        let snapshot = snapshot()
        let child = try XCTUnwrap(snapshot.model.view(typed: "Child"))
        let property = try XCTUnwrap(child.property("model"))
        let lines = try XCTUnwrap(snapshot.simulatedLifetime(view: child, property: property))
        // Every change re-runs the parent's body, which re-initializes Child and makes a new Model.
        // An array of a simple kind gets one more element (`Snapshot.changed`), and says so.
        for (state, change) in [("tab", "changes"), ("items", "gets one more element"), ("picked", "changes")] {
            XCTAssertTrue(
                lines.contains("When `Parent.\(state)` \(change): `Child` is re-initialized, `Model` is created again (4 made in all over 3 changes): each new one starts from its initializer, and the one it replaces is freed once nothing else holds it."),
                "\(state): \(lines)")
        }
        XCTAssertFalse(lines.contains { $0.contains("Parent.config") }, "\(lines)")
    }

    /// An array of a workspace type is changed by dropping its last element: an empty one stays as
    /// it is, which is no change, and the hover says nothing of it (not "is not re-initialized").
    func testAStateSetToTheValueItHadIsNoChange() throws {
        let empty = source.replacingOccurrences(of: "@State private var items: [String] = [\"a\", \"b\"]", with: "@State private var items: [Config] = []")
        XCTAssertNotEqual(empty, source)
        let model = snapshot(of: empty).model
        XCTAssertEqual(model.view(typed: "Parent")?.property("items").flatMap { Snapshot.changed($0, in: model) }, "(items.isEmpty ? items : Array(items.dropLast()))")
        let lines = try lines(empty, "Child", "model")
        XCTAssertFalse(lines.contains { $0.contains("Parent.items") }, "\(lines)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("When `Parent.tab` changes: `Child` is re-initialized") }, "\(lines)")
    }

    /// A state the view's own code sets once it appears goes back to what its storage starts as,
    /// and the code sets it again: the hover says both, not the second as the state's reset value.
    func testAStateSetOnAppearGoesBackToItsStartingValue() throws {
        let source = """
            import SwiftUI
            enum Mode { case light, dark }
            struct Parent: View {
                @State private var flag = false
                var body: some View { VStack { Text(flag ? "on" : "off"); Child() } }
            }
            struct Child: View {
                @State private var mode: Mode?
                var body: some View { Text(mode == .light ? "light" : "other").onAppear { mode = .light } }
            }
            """
        let lines = try lines(source, "Child", "mode")
        XCTAssertTrue(
            lines.first?.hasPrefix("Kept when `Child`'s parent re-renders it; back to `nil` (then `light`, which is set once the view has appeared)") == true,
            "\(lines)")
    }

    func testObjectsAreCountedByWhatThePropertyHolds() throws {
        // Each Model makes a Helper in its init: 4 Models after 3 changes, not 8 objects.
        let helped = source.replacingOccurrences(of: "final class Model: ObservableObject { @Published var n = 0 }", with: "final class Helper {}\nfinal class Model: ObservableObject { @Published var n = 0; let helper: Helper; init() { helper = Helper() } }")
        XCTAssertNotEqual(helped, source)
        let lines = try lines(helped, "Child", "model")
        XCTAssertTrue(
            lines.contains("When `Parent.tab` changes: `Child` is re-initialized, `Model` is created again (4 made in all over 3 changes): each new one starts from its initializer, and the one it replaces is freed once nothing else holds it."),
            "\(lines)")
    }

    /// A change that removes the view: it is no longer shown, which says nothing of what it held
    /// (it said "it no longer holds the `Model`").
    func testAChangeThatRemovesTheViewSaysSo() throws {
        let removed = source
            .replacingOccurrences(of: "@ObservedObject var model = Model()", with: "@EnvironmentObject var model: Model")
            .replacingOccurrences(of: "            Child()\n", with: "            if tab == .home { Child() }\n")
            .replacingOccurrences(of: "struct Parent: View {", with: "struct Top: View {\n    @StateObject private var model = Model()\n    var body: some View { Parent().environmentObject(model) }\n}\nstruct Parent: View {")
        XCTAssertNotEqual(removed, source)
        let lines = try lines(removed, "Child", "model")
        XCTAssertTrue(lines.contains("When `Parent.tab` changes: `Child` is no longer shown (the change removes it)."), "\(lines)")
        XCTAssertFalse(lines.contains { $0.contains("no longer holds") }, "\(lines)")
    }

    func testEveryModelPropertySaysWhyItIsNotSimulated() throws {
        let source = """
            import SwiftUI
            final class Session: ObservableObject { @Published var user = "" }
            struct Broken: View {
                @ObservedObject var model = Session()
                init(code: Int) { fatalError("not here") }
                var body: some View { Text(model.user) }
            }
            struct NeverBuilt: View {
                #if false
                @StateObject private var session = Session()
                #endif
                var body: some View { Text("x") }
            }
            """
        let snapshot = self.snapshot(of: source)
        func section(_ view: String, _ name: String) throws -> SimulatedSection { try self.section(snapshot, view, name) }
        XCTAssertEqual(
            try section("Broken", "model"),
            .notSimulated("under a stand-in parent, building `Broken` stopped the run (Fatal error: not here); the stand-in's placeholder values may cause that, so it is not a crash established in the app"))
        XCTAssertEqual(
            try section("NeverBuilt", "session"),
            .notSimulated("`session` is declared only under an `#if` that the simulated platform (iOS) does not compile"))
        // The hover says it.
        let offset = try XCTUnwrap(source.range(of: "var model")).upperBound.utf16Offset(in: source) - 2
        let hover = try XCTUnwrap(snapshot.hover(at: offset, in: "/w/App.swift"))
        XCTAssertTrue(hover.markdown.contains("**Not simulated:** under a stand-in parent, building `Broken` stopped the run"), hover.markdown)
    }

    /// A view or property another platform's build compiles is simulated as that build, and says so.
    func testAViewCompiledOnlyForAnotherPlatformRunsAsThatPlatformsBuild() throws {
        let source = """
            import SwiftUI
            final class Session: ObservableObject { @Published var user = "" }
            #if os(iOS)
            struct PhoneRoot: View {
                @State private var count = 0
                var body: some View { Button("\\(count)") { count += 1 } }
            }
            #endif
            #if os(watchOS)
            struct WatchRoot: View {
                @State private var round = 0
                var body: some View { VStack { Text("\\(round)"); WatchScreen() } }
            }
            struct WatchScreen: View {
                @StateObject private var session = Session()
                var body: some View { Text(session.user) }
            }
            #endif
            struct Shared: View {
                #if os(macOS)
                @State private var hovering = false
                #endif
                var body: some View { Text("x") }
            }
            """
        let snapshot = self.snapshot(of: source)
        func section(_ view: String, _ name: String) throws -> SimulatedSection { try self.section(snapshot, view, name) }
        guard case .lines(let watch, _) = try section("WatchScreen", "session") else { return XCTFail("\(try section("WatchScreen", "session"))") }
        XCTAssertEqual(watch.first, "As built for watchOS (`WatchScreen` is compiled only for watchOS):")
        XCTAssertTrue(watch.contains { $0.contains("`WatchRoot.round` changes") && $0.contains("the same `Session` is kept") }, "\(watch)")
        XCTAssertFalse(watch.contains { $0.contains("PhoneRoot") }, "\(watch)")
        guard case .lines(let mac, _) = try section("Shared", "hovering") else { return XCTFail("\(try section("Shared", "hovering"))") }
        XCTAssertEqual(mac.first, "As built for macOS (`hovering` is declared only for macOS):")
    }

    /// A link whose title the run cannot read is named by the view it pushes, never by a count of
    /// unreadable titles.
    func testALinkWithATitleTheRunCannotReadIsNamedByWhereItLeads() throws {
        let source = """
            import SwiftUI
            final class Model: ObservableObject { @Published var n = 0 }
            @main struct Demo: App { var body: some Scene { WindowGroup { Home() } } }
            struct Home: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink(destination: Other()) { Text(Strings.first) }
                        NavigationLink(destination: Detail()) { Text(Strings.second) }
                    }
                }
            }
            struct Other: View { var body: some View { Text("other") } }
            struct Detail: View {
                @StateObject private var model = Model()
                var body: some View { Text("\\(model.n)") }
            }
            """
        guard case .lines(let lines, _) = try section(self.snapshot(of: source), "Detail", "model") else { return XCTFail("not simulated") }
        XCTAssertTrue(lines.contains { $0.contains("once the link to `Detail` is followed") }, "\(lines)")
        XCTAssertFalse(lines.contains { $0.contains("second link") || $0.contains("\"…\"") }, "\(lines)")
    }

    /// A view only previews build is said to be no screen of the app, only when no other place
    /// writes its name (code outside views may host it where the model sees no construction).
    func testAViewOnlyPreviewsBuildIsSaidNotToRunInTheApp() throws {
        let source = """
            import SwiftUI
            import UIKit
            struct Demo: View {
                @State private var on = false
                var body: some View { Toggle("On", isOn: $on) }
            }
            struct Hosted: View {
                @State private var on = false
                var body: some View { Toggle("On", isOn: $on) }
            }
            final class Opener {
                // Demo is not shown here.
                func open(_ make: () -> Any) -> Any { make() }
                func show() -> Any { open { Hosted() } }
            }
            #Preview { Demo() }
            #Preview { Hosted() }
            """
        let snapshot = self.snapshot(of: source)
        func hover(_ view: String) throws -> String {
            let start = try XCTUnwrap(source.range(of: "struct \(view)")).upperBound
            let at = try XCTUnwrap(source[start...].range(of: "var on")).lowerBound.utf16Offset(in: source) + 4
            return try XCTUnwrap(snapshot.hover(at: at, in: "/w/App.swift") { _, _ in .lines(["Kept."], origin: .standIn) }).markdown
        }
        let demo = try hover("Demo")
        let hosted = try hover("Hosted")
        XCTAssertTrue(demo.contains("- Only previews or tests build `Demo` (`App.swift:16:12`)"), demo)
        XCTAssertFalse(hosted.contains("Only previews"), hosted)
    }

    /// Whether a parent's re-render builds a screen `navigationDestination(for:)` pushed again is
    /// not documented: the hover says what storage keeps, and nothing of what a new value would make.
    func testAReRenderAboveContentBuiltFromAValueSaysOnlyWhatStorageKeeps() throws {
        let source = """
            import SwiftUI
            final class Model: ObservableObject { @Published var n = 0 }
            @main struct Demo: App { var body: some Scene { WindowGroup { Home() } } }
            struct Home: View {
                @State private var count = 0
                var body: some View {
                    NavigationStack {
                        VStack {
                            Button("More \\(count)") { count += 1 }
                            NavigationLink("Open", value: 7)
                        }
                        .navigationDestination(for: Int.self) { number in Detail(number: number) }
                    }
                }
            }
            struct Detail: View {
                let number: Int
                @StateObject private var model = Model()
                @ObservedObject var other = Model()
                var body: some View { Text("\\(number) \\(model.n) \\(other.n)") }
            }
            """
        let snapshot = self.snapshot(of: source)
        func lines(_ name: String) throws -> [String] {
            guard case .lines(let lines, _) = try section(snapshot, "Detail", name) else { XCTFail("not simulated"); return [] }
            return lines
        }
        let model = try lines("model")
        XCTAssertTrue(model.contains("When `Home.count` changes: the same `Model` is kept. Whether SwiftUI builds `Detail` again then is not documented: it is content built from a value (`navigationDestination(for:)`, `sheet(item:)`), which SwiftUI builds when the path or the item changes."), "\(model)")
        XCTAssertFalse(model.contains { $0.contains("not re-initialized") }, "\(model)")
        let other = try lines("other")
        XCTAssertFalse(other.contains { $0.contains("Home.count") }, "\(other)")
    }

    /// A `@StateObject` its view's `init` makes and installs: each re-initialization makes one that
    /// SwiftUI throws away, and the property keeps the first (S4, S6).
    func testAStateObjectTheInitMakesIsKeptWhileTheOthersAreThrownAway() throws {
        let source = """
            import SwiftUI
            final class Model: ObservableObject { @Published var n = 0 }
            struct Parent: View {
                @State private var count = 0
                var body: some View { VStack { Text("\\(count)"); Child() } }
            }
            struct Child: View {
                @StateObject private var model: Model
                init() {
                    let made = Model()
                    _model = StateObject(wrappedValue: made)
                }
                var body: some View { Text("\\(model.n)") }
            }
            """
        let lines = try lines(source, "Child", "model")
        XCTAssertTrue(lines.contains("When `Parent.count` changes: `Child` is re-initialized, the same `Model` is kept; each re-initialization also makes a new `Model` that SwiftUI throws away."), "\(lines)")
        XCTAssertFalse(lines.contains { $0.contains("created again") }, "\(lines)")
        // The same of a `@State` the init seeds with a new object (S2), and of an `@Observable`
        // object a `@State` makes in its initial value (Legacy-State: evaluated at every init).
        let state = try self.lines(source.replacingOccurrences(of: "@StateObject private var model: Model", with: "@State private var model: Model")
            .replacingOccurrences(of: "_model = StateObject(wrappedValue: made)", with: "_model = State(initialValue: made)"), "Child", "model")
        XCTAssertFalse(state.contains { $0.contains("created again") }, "\(state)")
        XCTAssertTrue(state.contains { $0.hasPrefix("When `Parent.count` changes: `Child` is re-initialized, the same `Model` is kept") }, "\(state)")
    }

    func testValueStatesSayNothingOfObjectsAndPlaceholdersAreNamedWithTheViewTheyWereMadeFor() throws {
        let source = """
            import SwiftUI
            final class Session: ObservableObject { @Published var user = "" }
            final class Model: ObservableObject { @Published var n = 0 }
            struct Parent: View {
                @State private var flag = false
                var body: some View { VStack { Text(flag ? "on" : "off"); Child() } }
            }
            struct Child: View {
                @EnvironmentObject var session: Session
                @State private var count = 0
                @ObservedObject var model = Model()
                var body: some View { Text("\\(session.user) \\(count) \\(model.n)") }
            }
            """
        let snapshot = self.snapshot(of: source)
        let child = try XCTUnwrap(snapshot.model.view(typed: "Child"))
        let count = try XCTUnwrap(snapshot.simulatedLifetime(view: child, property: try XCTUnwrap(child.property("count"))))
        // A state of a value doing what every `@State` does: one line, under a stand-in parent.
        XCTAssertEqual(count, [
            "Kept when `Child`'s parent re-renders it; back to `0` when `Child` is removed and shown again, as any `@State` (simulated under a stand-in parent).",
            "In the app: `Parent` builds `Child` in its body (`App.swift:6:63`): `count` is kept as long as `Parent` shows it there.",
        ])
        let model = try XCTUnwrap(snapshot.simulatedLifetime(view: child, property: try XCTUnwrap(child.property("model"))))
        XCTAssertEqual(model, [
            "`model` holds the `Model` that `Child` makes itself.",
            "When `Parent.flag` changes: `Child` is re-initialized, `Model` is created again (4 made in all over 3 changes): each new one starts from its initializer, and the one it replaces is freed once nothing else holds it.",
            "The runs start from `Parent` (an ancestor of `Child`, not a root of the app).",
            "The runs gave `Child` a placeholder `Session`: no view the runs built above it injects one (in the app, it may be injected above where the runs start, or by code Lifeline does not run).",
        ])
    }
}

/// A hover's simulation stops when its cancellation says so, and what it cut short is not kept:
/// the next hover of the same snapshot simulates in full.
final class SimulationCancellationTests: XCTestCase {
    static let source = """
        import SwiftUI
        final class Counter: ObservableObject { @Published var n = 0 }
        struct Parent: View {
            @State private var flag = false
            var body: some View { VStack { Text(flag ? "on" : "off"); Child() } }
        }
        struct Child: View {
            @StateObject var counter = Counter()
            var body: some View { Text("\\(counter.n)") }
        }
        """

    func testACancelledHoverSimulationSaysSoAndLeavesNothingBehind() throws {
        let workspace = Workspace()
        workspace.set(path: "/w/App.swift", bytes: Array(SimulationCancellationTests.source.utf8), version: 1, isOpen: true)
        let snapshot = workspace.snapshot()
        let child = try XCTUnwrap(snapshot.model.view(typed: "Child"))
        let property = try XCTUnwrap(child.property("counter"))
        let cancellation = SimulationCancellation()
        cancellation.cancel()
        XCTAssertEqual(snapshot.simulatedSection(view: child, property: property, cancellation: cancellation), .failed("the simulation was cancelled before it finished"))
        guard case .lines(let lines, let origin) = snapshot.simulatedSection(view: child, property: property) else {
            return XCTFail("the hover after a cancelled one simulates in full")
        }
        XCTAssertTrue(lines.contains { $0.hasPrefix("When `Parent.flag` changes: `Child` is re-initialized, the same `Counter` is kept") }, "\(lines)")
        XCTAssertEqual(origin, .ancestor, "nothing in the app shows `Parent`: a real ancestor, not a root")
    }

    func testASimulationFromTheTopViewOfAnAppsSceneStartsFromARealRoot() throws {
        let workspace = Workspace()
        workspace.set(path: "/w/App.swift", bytes: Array((SimulationCancellationTests.source + "\n@main struct Demo: App { var body: some Scene { WindowGroup { Parent() } } }\n").utf8), version: 1, isOpen: true)
        let snapshot = workspace.snapshot()
        let child = try XCTUnwrap(snapshot.model.view(typed: "Child"))
        guard case .lines(_, let origin) = snapshot.simulatedSection(view: child, property: try XCTUnwrap(child.property("counter"))) else {
            return XCTFail("simulated from its parent")
        }
        XCTAssertEqual(origin, .realRoot)
    }

    func testACancellationAskedWhileCodeRunsStopsTheRun() throws {
        // A loop far longer than a hover waits for: stopped once the flag is asked after the
        // cancellation, long before the step budget.
        let source = """
            import SwiftUI
            struct Busy: View {
                var body: some View {
                    var total = 0
                    for i in 0..<1_000_000 { total += i }
                    return Text("\\(total)")
                }
            }
            """
        let asked = AskCounter()
        var settings = SimulationSettings()
        settings.cancellation = SimulationCancellation(asked: { asked.next() > 3 })
        let simulation = try Simulation(program: Program(files: [SourceFile(path: "/w/Busy.swift", tree: SyntaxTree.parse(source))]), root: "Busy", settings: settings)
        let launch = simulation.launch()
        XCTAssertTrue(simulation.wasCancelled)
        XCTAssertNil(simulation.budgetStop, "stopped by the cancellation, not the budget")
        XCTAssertTrue(launch.events.contains { $0.message == "cancelled: the simulation stops here" }, "\(launch.events)")
        XCTAssertFalse(launch.events.contains { $0.kind == .viewAppear })
    }
}

final class AskCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }
}
