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

    /// A call of a child view, in a file that did not change, must build the child as the new
    /// program declares it: what a name means is remembered per program, not for good.
    func testAnEditedChildIsSeenFromAnUnchangedParent() throws {
        let parent = "import SwiftUI\nstruct Parent: View {\n  var body: some View { VStack { Child(); Badge() } }\n}\n"
        let child = "import SwiftUI\nstruct Child: View {\n  var body: some View { Text(\"one\") }\n}\n"
        let before = files(["/w/Parent.swift": parent, "/w/Child.swift": child])
        let first = Program(files: before)
        XCTAssertTrue(try run(first, root: "Parent", actions: []).contains("one"))
        var after = before
        // Child's file changes; Parent's does not (files are sorted: Child.swift, Parent.swift).
        after[0] = SourceFile(path: "/w/Child.swift", tree: SyntaxTree.parse(child.replacingOccurrences(of: "\"one\"", with: "\"two\"") + "struct Badge: View { var body: some View { Text(\"badge\") } }\n"))
        let reused = Program(files: after, reusing: first.lowered)
        XCTAssertTrue(reused.lowered[1] === first.lowered[1], "the parent's file is reused")
        let trace = try run(reused, root: "Parent", actions: [])
        XCTAssertTrue(trace.contains("two"), trace)
        XCTAssertFalse(trace.contains("one"), trace)
        // `Badge()` was a name the first program did not declare; now it is a view.
        XCTAssertTrue(trace.contains("badge"), trace)
    }
}
