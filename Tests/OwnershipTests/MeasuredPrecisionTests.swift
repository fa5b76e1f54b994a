import Foundation
import Ownership
import XCTest

/// The severity gate: a rule ships at its own severity only while its precision by reading is at
/// least 90% over at least 15 judged findings (all of them when the corpus has fewer).
final class MeasuredPrecisionTests: XCTestCase {
    func assertPasses(_ judged: Int, _ held: Int, population: Int, _ expected: Bool, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(MeasuredPrecision.Record(judged: judged, held: held, population: population).passes, expected, file: file, line: line)
    }

    func testTheGate() {
        assertPasses(15, 14, population: 40, true)  // 93%
        assertPasses(15, 13, population: 40, false)  // 87%
        assertPasses(20, 18, population: 40, true)  // exactly 90%
        assertPasses(10, 10, population: 40, false)  // too few judged
        assertPasses(4, 4, population: 4, true)  // every finding the corpus has
        assertPasses(3, 3, population: 4, false)
        assertPasses(0, 0, population: 0, true)  // nothing to measure: the rule keeps its severity
    }

    func testEachRuleShipsAsItsRecordSays() {
        for rule in ruleCatalogue {
            let record = MeasuredPrecision.byRule[rule.id]
            let expected: Severity = record.map { $0.passes } ?? true ? rule.nominalSeverity : .info
            XCTAssertEqual(rule.defaultSeverity, expected, rule.id)
        }
        // Every recorded rule exists.
        XCTAssertEqual(Set(MeasuredPrecision.byRule.keys).subtracting(ruleCatalogue.map(\.id)), [])
    }

    /// The checker applies the gate by default; the rules' own tests turn it off.
    func testTheCheckerShipsFindingsAtTheGatedSeverity() {
        let source = """
            import SwiftUI
            final class Counter: ObservableObject { @Published var count = 0 }
            @main struct MyApp: App { var body: some Scene { WindowGroup { Parent() } } }
            struct Parent: View {
              @State private var on = false
              var body: some View { VStack { Toggle(on ? "On" : "Off", isOn: $on); Plate() } }
            }
            struct Plate: View {
              @ObservedObject var counter = Counter()
              var body: some View { Button("\\(counter.count)") { counter.count += 1 } }
            }
            """
        let (model, _) = markedWorkspace(["App.swift": source])
        let rule = "observed-object-creates-instance"
        let shipped = ruleCatalogue.first { $0.id == rule }!.defaultSeverity
        XCTAssertEqual(Checker.check(model).filter { $0.rule == rule }.map(\.severity), [shipped])
        var nominal = Settings()
        nominal.gatesSeverities = false
        XCTAssertEqual(Checker.check(model, settings: nominal).filter { $0.rule == rule }.map(\.severity), [.warning])
        // A configured severity applies to established findings either way.
        var configured = Settings(severities: [rule: .error])
        configured.gatesSeverities = true
        XCTAssertEqual(Checker.check(model, settings: configured).filter { $0.rule == rule }.map(\.severity), [.error])
    }

    /// docs/precision.md holds the same table, one row per measured rule.
    func testThePrecisionDocumentHoldsTheTable() throws {
        let path = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().appendingPathComponent("../../docs/precision.md").standardized
        let text = try String(contentsOf: path, encoding: .utf8)
        for rule in ruleCatalogue {
            guard let record = MeasuredPrecision.byRule[rule.id] else { continue }
            let row = "| `\(rule.id)` | \(record.population) | \(record.judged) | \(record.held) | \(rule.defaultSeverity.rawValue) |"
            XCTAssertTrue(text.contains(row), "docs/precision.md lacks the row \(row)")
        }
    }
}
