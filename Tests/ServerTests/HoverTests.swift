import Foundation
import LSP
import Server
import XCTest

/// Hovers on the seed experiments: ownership, lifetime and what the simulator saw.
final class HoverTests: XCTestCase {
    func hover(_ file: String, line: Int, character: Int) throws -> String {
        let client = ServerTests.Client()
        client.initialize()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Examples/\(file)"), encoding: .utf8)
        client.notify("textDocument/didOpen", #"{"textDocument":{"uri":"file:///ex/\#(file)","languageId":"swift","version":1,"text":\#(ServerTests.quoted(text))}}"#)
        let reply = client.request(9, "textDocument/hover", #"{"textDocument":{"uri":"file:///ex/\#(file)"},"position":{"line":\#(line),"character":\#(character)}}"#)
        guard case .string(let markdown)? = reply?["result"]?["contents"]?["value"] else {
            XCTFail("no hover: \(String(describing: reply))")
            return ""
        }
        return markdown
    }

    func testObservedObjectHoverShowsTheResetTheSimulatorSaw() throws {
        // Examples/ScorePlate.swift line 58: `@ObservedObject var model = ScoreModel()`.
        let markdown = try hover("ScorePlate.swift", line: 57, character: 25)
        XCTAssertTrue(markdown.contains("**Ownership: owned**"), markdown)
        XCTAssertTrue(markdown.contains("**Simulated**"), markdown)
        XCTAssertTrue(markdown.contains("When `ScoreBoardView.showRealName` changes: `ScorePlate` is re-initialized, `ScoreModel` is created again (4 instances made after 3 changes, 3 freed): its state resets."), markdown)
        XCTAssertTrue(markdown.contains("observed-object-creates-instance"), markdown)
    }

    func testStateObjectHoverShowsTheObjectKept() throws {
        // Examples/StateVsObservedCounters.swift: `@StateObject private var counter = TapCounter(flavor: "owned")`.
        let markdown = try hover("StateVsObservedCounters.swift", line: 57, character: 30)
        XCTAssertTrue(markdown.contains("When `RefreshHarnessView.refreshes` changes: `OwnedCounterView` is re-initialized, the same `TapCounter` is kept."), markdown)
    }

    func testViewNameHoverSaysWhatItHoldsAndWhoBuildsIt() throws {
        // Examples/ScorePlate.swift line 56: `struct ScorePlate: View {`.
        let markdown = try hover("ScorePlate.swift", line: 55, character: 9)
        XCTAssertTrue(markdown.hasPrefix("**View `ScorePlate`**"), markdown)
        XCTAssertTrue(markdown.contains("- `model`: @ObservedObject owned"), markdown)
        XCTAssertTrue(markdown.contains("Built by `ScoreBoardView`"), markdown)
    }
}
