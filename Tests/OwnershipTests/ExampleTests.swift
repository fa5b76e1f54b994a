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

final class RulesDocumentTests: XCTestCase {
    /// docs/rules.md is generated from the rules; regenerate with `lifeline rules --markdown > docs/rules.md`.
    func testDocsRulesIsUpToDate() throws {
        let path = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().appendingPathComponent("../../docs/rules.md").standardized
        let text = try String(contentsOf: path, encoding: .utf8)
        XCTAssertEqual(text, RulesDocument.markdown(), "docs/rules.md is stale: run lifeline rules --markdown > docs/rules.md")
    }

    /// Each rule's documented bad example gets a finding of that rule, and its good example none.
    func testEveryRulesExamplesBehaveAsDocumented() {
        for rule in ruleCatalogue {
            for (example, expectsFinding) in [(rule.badExample, true), (rule.goodExample, false)] {
                let source = "import SwiftUI\n" + example
                let tree = SyntaxTree.parse(source)
                XCTAssertTrue(tree.diagnostics().isEmpty, "\(rule.id) example does not parse: \(tree.diagnostics())")
                let model = SemanticModel.build([SourceFile(path: "Example.swift", tree: tree)])
                let found = Checker.check(model, settings: Settings(toolchain: .xcode26)).contains { $0.rule == rule.id }
                XCTAssertEqual(found, expectsFinding, "\(rule.id): the \(expectsFinding ? "bad" : "good") example \(expectsFinding ? "is not reported" : "is reported")")
            }
        }
    }

    func testEveryRuleHasDistinctIdentifiersAndDocumentation() {
        let ids = ruleCatalogue.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count)
        for rule in ruleCatalogue {
            XCTAssertTrue(rule.id.allSatisfy { $0.isLowercase || $0 == "-" }, rule.id)
            XCTAssertFalse(rule.explanation.isEmpty || rule.badExample.isEmpty || rule.goodExample.isEmpty, rule.id)
        }
    }
}
