import Foundation
import Semantics
@testable import Simulator
import Syntax
import XCTest

/// A program that reuses the lowered files of an earlier one must simulate exactly as a program
/// lowered from scratch.
final class ProgramReuseTests: XCTestCase {
    func files(_ texts: [String: String]) -> [SourceFile] {
        texts.keys.sorted().map { SourceFile(path: $0, tree: SyntaxTree.parse(texts[$0]!)) }
    }

    func run(_ program: Program, root: String, actions: [String]) throws -> String {
        let simulation = try Simulation(program: program, root: root, screens: true)
        _ = simulation.launch()
        for action in actions { _ = try simulation.perform(try Action.parse(action)) }
        return simulation.trace.text(screen: true)
    }

    func testReusedProgramSimulatesAsAFreshOne() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let plate = try String(contentsOf: root.appendingPathComponent("Examples/ScorePlate.swift"), encoding: .utf8)
        let other = "import SwiftUI\nstruct Unrelated: View { var body: some View { Text(\"u\") } }\n"
        let before = files(["/w/A.swift": other, "/w/ScorePlate.swift": plate])
        let first = Program(files: before)
        let actions = ["tap \"+1\"", "tap \"+1\"", "tap \"Switch Name\""]
        XCTAssertEqual(try run(Program(files: before, reusing: first.lowered), root: "ScoreBoardView", actions: actions),
            try run(first, root: "ScoreBoardView", actions: actions))

        // The score plate's file changes (a body edit), the other does not.
        let edited = plate.replacingOccurrences(of: "model.score += 1", with: "model.score += 2")
        XCTAssertNotEqual(edited, plate)
        var after = before
        after[1] = SourceFile(path: "/w/ScorePlate.swift", tree: SyntaxTree.parse(edited))
        let reused = Program(files: after, reusing: first.lowered)
        XCTAssertTrue(reused.lowered[0] === first.lowered[0], "the unchanged file is not lowered again")
        XCTAssertFalse(reused.lowered[1] === first.lowered[1], "the changed file is")
        let expected = try run(Program(files: after), root: "ScoreBoardView", actions: actions)
        XCTAssertEqual(try run(reused, root: "ScoreBoardView", actions: actions), expected)
        XCTAssertTrue(expected.contains("Score: 4"), expected)
    }
}
