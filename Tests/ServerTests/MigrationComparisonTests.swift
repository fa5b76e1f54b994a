import Features
import Ownership
import Semantics
import XCTest

/// The simulation of a migration before and after (`MigrationComparison`): the views that hold the
/// class run the same script on both sides, and what a user would see is compared.
final class MigrationComparisonTests: XCTestCase {
    /// Migrates `className` in `source` and checks the comparison's outcome, that its text holds
    /// each of `shows`, and whether the migration is offered.
    func assertComparison(
        _ source: String, _ className: String, toolchain: Toolchain = .xcode26, outcome: MigrationComparison.Outcome, shows: [String] = [],
        offered: Bool = true, title: String? = nil, file: StaticString = #filePath, line: UInt = #line
    ) {
        let workspace = Workspace()
        workspace.set(path: "/w/App.swift", bytes: Array(source.utf8), version: 1, isOpen: true)
        guard let migration = workspace.snapshot().migrationToObservable(TypeKey(className), toolchain: toolchain),
            let comparison = migration.comparison
        else { return XCTFail("no simulated migration of \(className)", file: file, line: line) }
        XCTAssertEqual(comparison.outcome, outcome, comparison.text, file: file, line: line)
        for text in shows { XCTAssertTrue(comparison.text.contains(text), "missing \(text) in:\n\(comparison.text)", file: file, line: line) }
        XCTAssertEqual(migration.withheld == nil, offered, migration.withheld ?? migration.title, file: file, line: line)
        if let title { XCTAssertEqual(migration.title, title, file: file, line: line) }
    }

    static func counter(init body: String = "", wrapper: String = "@StateObject private var counter = Counter()") -> String {
        """
        import SwiftUI
        final class Counter: ObservableObject {
            @Published var count = 0
            init() { \(body) }
        }
        struct CounterView: View {
            \(wrapper)
            var body: some View {
                VStack {
                    Text("\\(counter.count)")
                    Button("Add") { counter.count += 1 }
                }
            }
        }
        """
    }

    func testUnderXcode27AStateObjectBecomingStateChangesNothing() {
        assertComparison(
            Self.counter(), "Counter", toolchain: .xcode27, outcome: .same, shows: ["CounterView (under a stand-in parent", "tapping \"Add\""],
            title: "Migrate Counter to @Observable (behaviour checked by simulation on 1 view)")
    }

    func testUnderXcode26EachReRenderMakesAnObjectThatIsThrownAway() {
        assertComparison(
            Self.counter(), "Counter", outcome: .different,
            shows: ["objects made: after migrating, each re-render of its parent makes another `Counter`"],
            title: "Migrate Counter to @Observable (simulated on 1 view: the same screen, but each re-render of `CounterView`'s parent makes one more `Counter`, which is thrown away)")
    }

    /// The object passed in is the same one afterwards; only what re-renders differs: `Root` reads
    /// no property of it, so under Observation a change does not re-render it, nor build its
    /// `CounterView` again. `Root`'s own run is under placeholders: the title names `CounterView`'s.
    func testAnObjectPassedInIsTheSameObjectAndFewerBodiesRun() {
        let source = """
            import SwiftUI
            final class Counter: ObservableObject {
                @Published var count = 0
            }
            struct CounterView: View {
                @ObservedObject var counter: Counter
                var body: some View {
                    Button("Add \\(counter.count)") { counter.count += 1 }
                }
            }
            struct Root: View {
                @StateObject private var counter = Counter()
                var body: some View { CounterView(counter: counter) }
            }
            """
        assertComparison(
            source, "Counter", toolchain: .xcode27, outcome: .different,
            shows: [
                "CounterView (under a stand-in parent that builds it as `Root` builds it): different",
                "rendering: after migrating, `CounterView` is initialized 5 times over the run, 7 times before",
                "changing `counter.count`",
            ],
            title: "Migrate Counter to @Observable (simulated on 2 views: the same screen, but `CounterView` is initialized 5 times instead of 7 times)")
    }

    /// The corpus case `67-task-loop-in-init`: the premises withhold it, and the simulation shows why.
    func testATaskThatLoopsInInitLeavesOneMoreAliveOnEveryReRender() {
        let task = "Task { while !Task.isCancelled { try? await Task.sleep(nanoseconds: 1_000); count += 1 } }"
        assertComparison(
            Self.counter(init: task), "Counter", outcome: .different,
            shows: ["objects alive: after migrating, each re-render of its parent leaves one more `Counter` alive (3 more than before after 3 re-renders)"],
            offered: false)
    }

    /// A view whose object comes from code the simulator does not run checks nothing.
    func testARunThatNeverHoldsTheObjectIsNotCounted() {
        let source = """
            import SwiftUI
            import SomeKit
            final class Counter: ObservableObject {
                @Published var count = 0
            }
            struct CounterView: View {
                @ObservedObject var counter: Counter = Factory.shared.counter()
                var body: some View { Text("\\(counter.count)") }
            }
            """
        assertComparison(source, "Counter", toolchain: .xcode27, outcome: .notSimulated, shows: ["`CounterView.counter` holds no object Lifeline can follow"])
    }
}
