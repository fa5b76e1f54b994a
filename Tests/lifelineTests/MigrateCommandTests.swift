import Foundation
import XCTest

/// `lifeline migrate`: the list of classes with what the migration does, and `--write`.
final class MigrateCommandTests: XCTestCase {
    let offered = """
        import SwiftUI
        final class Counter: ObservableObject {
            @Published var count = 0
        }
        struct CounterView: View {
            @StateObject private var counter = Counter()
            var body: some View { Text("\\(counter.count)") }
        }

        """
    let withheld = """
        import SwiftUI
        final class Finder: ObservableObject {
            @Published var query = ""
            init() { _ = $query.sink { print($0) } }
        }

        """

    func testListsEveryClassOfferedOrWithheldWithTheReason() throws {
        let directory = try temporaryDirectory()
        try offered.write(to: directory.appendingPathComponent("Counter.swift"), atomically: true, encoding: .utf8)
        try withheld.write(to: directory.appendingPathComponent("Finder.swift"), atomically: true, encoding: .utf8)
        let result = try runLifeline(["migrate", directory.path])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("Counter.swift:2:1: Counter: offered: Migrate Counter to @Observable (simulated on 1 view: the same screen, but each re-render of `CounterView`'s parent makes one more `Counter`, which is thrown away) (4 edits in 1 file)"), result.output)
        XCTAssertTrue(result.output.contains("Finder.swift:2:1: Finder: withheld: Finder subscribes to $query"), result.output)
        XCTAssertTrue(result.output.hasSuffix("2 ObservableObject classes: 1 offered, 1 withheld (1 Combine publisher)\n"), result.output)

        let json = try runLifeline(["migrate", directory.path, "--format", "json", "--class", "Counter"])
        let entries = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        XCTAssertEqual(entries.count, 1)
        XCTAssertEqual(entries.first?["offered"] as? Bool, true)
        XCTAssertEqual((entries.first?["edits"] as? [Any])?.count, 4)
        // The simulation before and after rides along: one run, the extra object each re-render makes.
        let simulation = try XCTUnwrap(entries.first?["simulation"] as? [String: Any])
        XCTAssertEqual(simulation["outcome"] as? String, "different")
        let runs = try XCTUnwrap(simulation["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.map { $0["view"] as? String }, ["CounterView"])
        let differences = try XCTUnwrap(runs.first?["differences"] as? [[String: Any]])
        XCTAssertEqual(differences.first?["weight"] as? String, "objects made")
    }

    func testWriteAppliesOneClassAndRefusesAWithheldOne() throws {
        let directory = try temporaryDirectory()
        let counter = directory.appendingPathComponent("Counter.swift")
        let finder = directory.appendingPathComponent("Finder.swift")
        try offered.write(to: counter, atomically: true, encoding: .utf8)
        try withheld.write(to: finder, atomically: true, encoding: .utf8)
        XCTAssertEqual(try runLifeline(["migrate", directory.path, "--write"]).status, 2)
        XCTAssertEqual(try runLifeline(["migrate", directory.path, "--class", "Nothing"]).status, 2)

        let refused = try runLifeline(["migrate", directory.path, "--class", "Finder", "--write"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.errors.contains("Finder is not migrated: Finder subscribes to $query"), refused.errors)
        XCTAssertEqual(try String(contentsOf: finder, encoding: .utf8), withheld)

        let written = try runLifeline(["migrate", directory.path, "--class", "Counter", "--write"])
        XCTAssertEqual(written.status, 0, written.errors)
        XCTAssertEqual(try String(contentsOf: counter, encoding: .utf8), """
            import SwiftUI
            @Observable
            final class Counter {
                var count = 0
            }
            struct CounterView: View {
                @State private var counter = Counter()
                var body: some View { Text("\\(counter.count)") }
            }

            """)
    }
}
