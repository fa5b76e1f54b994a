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
        XCTAssertTrue(markdown.contains("**Ownership: creates inline, not owned**"), markdown)
        XCTAssertTrue(markdown.contains("**Simulated**"), markdown)
        XCTAssertTrue(markdown.contains("When `ScoreBoardView.showRealName` changes: `ScorePlate` is re-initialized, `ScoreModel` is created again (4 made in all over 3 changes): each new one starts from its initializer, and the one it replaces is freed once nothing else holds it."), markdown)
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
        XCTAssertTrue(markdown.contains("- `model`: @ObservedObject creates inline, not owned"), markdown)
        XCTAssertTrue(markdown.contains("Built by `ScoreBoardView`"), markdown)
    }
}

extension HoverTests {
    func testHoverFollowsTheLinkAndTheSheetAroundTheView() throws {
        // Examples/NavigationAndSheet.swift line 67: `@StateObject private var ticket = TicketModel(origin: "owned")`.
        let owned = try hover("NavigationAndSheet.swift", line: 66, character: 30)
        // The launch does not show the page: the link is followed first.
        XCTAssertTrue(owned.contains("- `OwnedTicketPage` is shown once the link \"Push Owned\" is followed (the simulated launch from `PresentationLabView` did not show it); the runs start there."), owned)
        // A state object in a link's destination is made on push and freed on pop.
        XCTAssertTrue(owned.contains("- When the screen the link \"Push Owned\" pushes is popped and pushed again: `OwnedTicketPage` comes back without being initialized again, its `TicketModel` is freed and a new one is made, which starts from its initializer."), owned)
        // A flag that presents a sheet with another page presents, dismisses and presents it again.
        XCTAssertTrue(owned.contains("- When `PresentationLabView.showOwnedSheet` changes: `OwnedTicketPage` is re-initialized, `TicketModel` is created again (3 made in all over 3 changes): each new one starts from its initializer, and the one it replaces is freed once nothing else holds it."), owned)
        XCTAssertTrue(owned.contains("- When `PresentationLabView.showObservedSheet` changes: `OwnedTicketPage` is not re-initialized, the same `TicketModel` is kept."), owned)
        // Line 81: `@ObservedObject var ticket = TicketModel(origin: "observed")`: built with the parent's body, kept across the push.
        let observed = try hover("NavigationAndSheet.swift", line: 80, character: 25)
        XCTAssertTrue(observed.contains("- When the screen the link \"Push Observed\" pushes is popped and pushed again: `ObservedTicketPage` comes back without being initialized again, the same `TicketModel` is kept."), observed)
    }

    func testHoverSeesTheGrandparentsState() throws {
        let client = ServerTests.Client()
        client.initialize()
        let source = """
            import SwiftUI
            final class Tally: ObservableObject { @Published var n = 0 }
            struct Top: View {
                @State private var flag = false
                var body: some View { VStack { Button("Flip") { flag.toggle() }; Middle(flag: flag); Quiet() } }
            }
            struct Middle: View {
                let flag: Bool
                var body: some View { Leaf() }
            }
            struct Quiet: View {
                var body: some View { Leaf() }
            }
            struct Leaf: View {
                @ObservedObject var tally = Tally()
                var body: some View { Text("\\(tally.n)") }
            }
            """
        client.notify("textDocument/didOpen", #"{"textDocument":{"uri":"file:///g/T.swift","languageId":"swift","version":1,"text":\#(ServerTests.quoted(source))}}"#)
        let reply = client.request(9, "textDocument/hover", #"{"textDocument":{"uri":"file:///g/T.swift"},"position":{"line":14,"character":25}}"#)
        guard case .string(let markdown)? = reply?["result"]?["contents"]?["value"] else { return XCTFail("no hover") }
        // Middle takes the flag, so its body runs and makes a new Leaf, whose inline object is made
        // again. (Quiet takes nothing: SwiftUI skips its body, and its Leaf keeps its object.)
        XCTAssertTrue(markdown.contains("- When `Top.flag` changes: `Leaf` is re-initialized, `Tally` is created again"), markdown)
    }
}
