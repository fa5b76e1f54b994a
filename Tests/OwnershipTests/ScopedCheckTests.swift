import Foundation
import Ownership
import Semantics
import Syntax
import XCTest

/// Checking one file must find exactly what checking the workspace finds in that file, and a
/// verdict asked for alone must be the one the whole analysis reaches.
final class ScopedCheckTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func workspace(_ folders: [String]) throws -> SemanticModel {
        var files: [SourceFile] = []
        for folder in folders {
            let directory = root.appendingPathComponent(folder)
            let names = (FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String]) ?? []
            for name in names.sorted() where name.hasSuffix(".swift") {
                let path = directory.appendingPathComponent(name).path
                files.append(SourceFile(path: path, tree: SyntaxTree.parse(Array(try Data(contentsOf: URL(fileURLWithPath: path))))))
            }
        }
        return SemanticModel.build(files)
    }

    func assertScopedChecksAgree(_ model: SemanticModel, file: StaticString = #filePath, line: UInt = #line) {
        let all = Checker.check(model)
        XCTAssertFalse(all.isEmpty, "the workspace should have findings to compare", file: file, line: line)
        for index in model.files.indices {
            let scoped = Checker.check(model, ownership: OwnershipAnalysis.analyze(model), files: [index])
            let expected = all.filter { $0.location.file == index }
            XCTAssertEqual(
                scoped.map { "\($0.rule) \($0.location.range)" }, expected.map { "\($0.rule) \($0.location.range)" },
                (model.files[index].path as NSString).lastPathComponent, file: file, line: line)
        }
        // Verdicts asked one view at a time, in reverse order (so memoised chains start elsewhere).
        let whole = OwnershipAnalysis.analyze(model).verdicts
        let lazy = OwnershipAnalysis.analyze(model)
        let oneByOne = model.viewOrder.reversed().flatMap { lazy.verdicts(ofView: $0).reversed() }.reversed()
        XCTAssertEqual(oneByOne.map { "\($0.view).\($0.property.name) \($0.kind) \($0.evidence)" }, whole.map { "\($0.view).\($0.property.name) \($0.kind) \($0.evidence)" }, file: file, line: line)
    }

    func testExamples() throws {
        assertScopedChecksAgree(try Self.workspace(["Examples"]))
    }

    func testRuleFixturesAndScenariosAsOneWorkspace() throws {
        assertScopedChecksAgree(try Self.workspace(["Tests/OwnershipTests/Fixtures", "Tests/SimulatorTests/Scenarios"]))
    }
}
