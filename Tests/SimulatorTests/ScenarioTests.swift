import Foundation
import XCTest

/// Every file in `Scenarios/` is a small case for one rule of the lifecycle model
/// (`docs/lifecycle-model.md`): its header says what to do and what must happen, and its golden
/// traces (`Golden/Scenarios`) pin the whole trace in both toolchain modes.
final class ScenarioTests: XCTestCase {
    static let directory = ScenarioRunner.testsDirectory.appendingPathComponent("Scenarios")
    static let golden = ScenarioRunner.testsDirectory.appendingPathComponent("Golden/Scenarios")

    func testEveryScenario() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertFalse(names.isEmpty, "no scenarios found in \(Self.directory.path)")
        for name in names {
            let source = try String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
            let scenario = try Scenario.parse(name: String(name.dropLast(6)), source: source)
            XCTAssertFalse(scenario.expectations.isEmpty, "\(name) states no expectations")
            XCTAssertFalse(scenario.rules.isEmpty, "\(name) names no rule")
            assertScenario(scenario, goldenDirectory: Self.golden)
        }
    }
}
