import Foundation
import Ownership
import Semantics
import Syntax
import XCTest

/// The acceptance scenarios: every file in Examples/ gets exactly the findings a careful reviewer
/// would give, marked in a copy of the file's lines here.
final class ExampleTests: XCTestCase {
    static let examples = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().appendingPathComponent("../../Examples").standardized

    /// (file, line, rule) for every expected finding across the folder.
    static let expected: [(String, Int, String)] = [
        ("DiceReset.swift", 87, "observed-object-creates-instance"),
        ("EarlyAccess.swift", 63, "wrapped-value-read-in-init"),
        ("EarlyAccess.swift", 63, "wrapped-value-read-in-init"),
        ("NavigationAndSheet.swift", 81, "observed-object-creates-instance"),
        ("ScorePlate.swift", 56, "observed-object-creates-instance"),
        ("SeededSearch.swift", 72, "state-object-seeded-from-parameter"),
        ("StateValueVsClass.swift", 51, "state-holds-reference-type"),
        ("StateValueVsClass.swift", 69, "state-holds-reference-type"),
        ("StateVsObservedCounters.swift", 70, "observed-object-creates-instance"),
        ("SwitchedSource.swift", 74, "state-object-from-outside"),
    ]

    func testEveryExampleGetsTheReviewersFindings() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path).filter { $0.hasSuffix(".swift") }.sorted()
        let files = try names.map { SourceFile(path: $0, tree: SyntaxTree.parse(Array(try Data(contentsOf: Self.examples.appendingPathComponent($0))))) }
        let model = SemanticModel.build(files)
        let found = Checker.check(model).map { finding -> String in
            "\(model.files[finding.location.file].path):\(model.lineAndColumn(finding.location).line) \(finding.rule)"
        }
        XCTAssertEqual(found, Self.expected.map { "\($0.0):\($0.1) \($0.2)" })
    }

    func testScorePlateProvenanceChain() throws {
        let source = try String(contentsOf: Self.examples.appendingPathComponent("ScorePlate.swift"), encoding: .utf8)
        let model = SemanticModel.build([SourceFile(path: "ScorePlate.swift", tree: SyntaxTree.parse(source))])
        let verdict = OwnershipAnalysis.analyze(model).verdict(view: "ScoreVerdict", property: "model")
        XCTAssertEqual(verdict?.kind, .injected)
        XCTAssertTrue(verdict?.evidence.contains { $0.hasPrefix("ScoreVerdict.model ← ScorePlate.model (owned by @ObservedObject)") } == true, "\(verdict?.evidence ?? [])")
    }
}
