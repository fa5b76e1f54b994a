import Features
import XCTest

/// What a new snapshot reuses from the last one.
final class SnapshotTests: XCTestCase {
    func testAChangeReparsesOnlyTheChangedFile() {
        let workspace = Workspace()
        workspace.set(path: "/w/A.swift", bytes: Array("struct A {}".utf8), version: 1, isOpen: true)
        workspace.set(path: "/w/B.swift", bytes: Array("struct B {}".utf8), version: 1, isOpen: true)
        let first = workspace.snapshot()
        XCTAssertTrue(first === workspace.snapshot(), "no change, same snapshot")

        workspace.set(path: "/w/B.swift", bytes: Array("struct B2 {}".utf8), version: 2, isOpen: true)
        let second = workspace.snapshot()
        XCTAssertFalse(first === second)
        XCTAssertTrue(first.files[0].tree === second.files[0].tree, "A did not change")
        XCTAssertFalse(first.files[1].tree === second.files[1].tree, "B changed")
        XCTAssertEqual(second.model.types.keys.sorted().map(\.rawValue), ["A", "B2"])

        // Saving B with the same text, as a watched-file event does, keeps its tree.
        workspace.set(path: "/w/B.swift", bytes: Array("struct B2 {}".utf8), version: 3, isOpen: true)
        XCTAssertTrue(second.files[1].tree === workspace.snapshot().files[1].tree)

        // Opening a file with the text it has on disk (an editor's didOpen) keeps the snapshot, with
        // all it worked out; the document's new version is the one it reports.
        let kept = workspace.snapshot()
        _ = kept.findings(inFile: 1)
        workspace.set(path: "/w/B.swift", bytes: Array("struct B2 {}".utf8), version: 7, isOpen: true)
        XCTAssertTrue(kept === workspace.snapshot(), "the same bytes, the same snapshot")
        XCTAssertEqual(workspace.snapshot().version("/w/B.swift"), 7)
        // New bytes make a new snapshot, whatever the version says.
        workspace.set(path: "/w/B.swift", bytes: Array("struct B2 { }".utf8), version: 7, isOpen: true)
        XCTAssertFalse(kept === workspace.snapshot())

        // Closing B with different text on disk takes the disk's text.
        workspace.close(path: "/w/B.swift", diskBytes: Array("struct B3 {}".utf8))
        XCTAssertEqual(workspace.snapshot().model.types.keys.sorted().map(\.rawValue), ["A", "B3"])
        workspace.remove(path: "/w/B.swift")
        XCTAssertEqual(workspace.snapshot().files.map(\.path), ["/w/A.swift"])
    }
}
