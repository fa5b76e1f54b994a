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
        ("ScorePlate.swift", 58, "observed-object-creates-instance"),
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

    func testBothBranchesOfATernaryAreFollowed() throws {
        let source = try String(contentsOf: Self.examples.appendingPathComponent("SwitchedSource.swift"), encoding: .utf8)
        let model = SemanticModel.build([SourceFile(path: "SwitchedSource.swift", tree: SyntaxTree.parse(source))])
        let evidence = OwnershipAnalysis.analyze(model).verdict(view: TypeKey("FollowingCounterView"), property: "counter")?.evidence ?? []
        XCTAssertTrue(evidence.contains { $0.contains("← SourceSwitchView.first (owned by @StateObject)") && $0.contains("← SourceSwitchView.second (owned by @StateObject)") }, "\(evidence)")
    }

    func testScorePlateProvenanceChain() throws {
        let source = try String(contentsOf: Self.examples.appendingPathComponent("ScorePlate.swift"), encoding: .utf8)
        let model = SemanticModel.build([SourceFile(path: "ScorePlate.swift", tree: SyntaxTree.parse(source))])
        let verdict = OwnershipAnalysis.analyze(model).verdict(view: TypeKey("ScoreVerdict"), property: "model")
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
                let found = Checker.check(model, settings: Settings.everyRule(toolchain: .xcode26)).contains { $0.rule == rule.id }
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

/// Realistic code written correctly: a multi-file app with subclasses, aliases, generic views, views
/// declared in extensions, singletons, previews, a second window and a deliberately boxed class.
/// Every rule must stay quiet on it.
final class CorrectAppTests: XCTestCase {
    func testNoFindingOnCorrectCode() throws {
        let folder = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().appendingPathComponent("Fixtures/RecipesApp")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertEqual(names.count, 4)
        let files = try names.map { SourceFile(path: $0, tree: SyntaxTree.parse(Array(try Data(contentsOf: folder.appendingPathComponent($0))))) }
        for file in files { XCTAssertTrue(file.tree.diagnostics().isEmpty, "\(file.path): \(file.tree.diagnostics())") }
        let model = SemanticModel.build(files)
        for toolchain in Toolchain.allCases {
            let findings = Checker.check(model, settings: Settings.everyRule(toolchain: toolchain))
            XCTAssertEqual(findings.map { "\(model.describe($0.location)) \($0.rule): \($0.message)" }, [], "\(toolchain)")
        }
        // The model sees what a reviewer sees.
        XCTAssertEqual(model.models[TypeKey("RecipeLibrary")]?.kind, .observableObject, "a subclass of an ObservableObject base")
        XCTAssertNotNil(model.views[TypeKey("RecipeDetail")], "a view declared in an extension")
        let analysis = OwnershipAnalysis.analyze(model)
        XCTAssertEqual(analysis.verdict(view: TypeKey("RecipeRow"), property: "clock")?.kind, .shared)
        XCTAssertEqual(analysis.verdict(view: TypeKey("RecipeRow"), property: "library")?.kind, .injected)
        XCTAssertEqual(analysis.verdict(view: TypeKey("LibraryScreen"), property: "library")?.kind, .environment)
        XCTAssertEqual(analysis.verdict(view: TypeKey("TimerBadge"), property: "timer")?.kind, .owned)
    }
}

/// Larger realistic apps written for Lifeline's tests: three correct ones in different styles
/// (ObservableObject MVVM with UIKit bridges and several windows; iOS 17 Observation with split
/// views, tabs and preview modifiers; a mixed app with singletons, custom wrappers, nested types and
/// subclasses) and one shop app with nineteen labelled misuses (`// BUG n:`).
final class RealisticAppTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().appendingPathComponent("Fixtures")

    func check(_ app: String, _ toolchain: Toolchain) throws -> [String] {
        let folder = Self.fixtures.appendingPathComponent(app)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        let files = try names.map { SourceFile(path: $0, tree: SyntaxTree.parse(Array(try Data(contentsOf: folder.appendingPathComponent($0))))) }
        let model = SemanticModel.build(files)
        return Checker.check(model, settings: Settings.everyRule(toolchain: toolchain)).map { "\(model.files[$0.location.file].path):\(model.lineAndColumn($0.location).line) \($0.rule)" }
    }

    func testCorrectAppsGetNoFinding() throws {
        for app in ["NotesMVVM", "WorkoutsMixed"] {
            XCTAssertEqual(try check(app, .xcode26), [], app)
        }
        XCTAssertEqual(try check("LibraryObservation", .xcode27), [])
        // With @State as a property wrapper, `@State private var search = SearchModel()` builds a
        // throwaway SearchModel on every init of its view, but one that only stores values: cheap.
        XCTAssertEqual(try check("LibraryObservation", .xcode26), [])
    }

    func testEveryLabelledMisuseIsFound() throws {
        XCTAssertEqual(try check("ShopWithBugs", .xcode27), [
            "Account.swift:6 non-private-state",  // BUG 12
            "Account.swift:18 missing-environment-object",  // BUG 2
            "Account.swift:32 binding-of-observable",  // BUG 13
            "Account.swift:41 observed-object-on-observable",  // BUG 14
            "Account.swift:53 state-object-assigned-directly",  // BUG 15
            "Catalog.swift:7 state-holds-reference-type",  // BUG 4
            "Catalog.swift:29 inline-environment-object",  // BUG 6
            "Catalog.swift:42 observed-object-creates-instance",  // BUG 7
            "Catalog.swift:64 missing-environment-object",  // BUG 16, 17
            "Catalog.swift:69 state-object-seeded-from-parameter",  // BUG 5
            "Catalog.swift:71 wrapped-value-read-in-init",  // BUG 8
            "Catalog.swift:93 missing-environment-object",  // BUG 18
            "Checkout.swift:5 state-object-from-outside",  // BUG 9
            "Checkout.swift:7 missing-environment-object",  // BUG 17
            "Checkout.swift:13 eager-state-object-argument",  // BUG 10
            "Checkout.swift:30 missing-environment-object",  // BUG 1
            "Checkout.swift:31 missing-environment-object",  // BUG 1
            "Checkout.swift:33 state-holds-reference-type",  // BUG 19
            "Checkout.swift:47 missing-environment-object",  // BUG 11
            "Models.swift:27 published-nested-observable-object",  // BUG 3
        ])
    }
}
