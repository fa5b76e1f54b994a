import Features
import LSP
import TestSupport
import XCTest

/// "The view at the cursor": the one rule the editors ask the server for (`lifeline.viewAt`).
final class ViewAtCursorTests: XCTestCase {
    /// Each marker of `marked` must be in the view named at the same index of `expected` (nil: in no view).
    func assertViews(_ marked: String, _ expected: [String?], file: StaticString = #filePath, line: UInt = #line) {
        let (source, markers) = extractMarkers(marked)
        let workspace = Workspace()
        workspace.set(path: "/w/A.swift", bytes: Array(source.utf8), version: 1, isOpen: true)
        let snapshot = workspace.snapshot()
        XCTAssertEqual(markers.count, expected.count, "one expectation per marker", file: file, line: line)
        for (index, name) in expected.enumerated() {
            guard let offset = markers[markerEmoji[index]] else { return XCTFail("no marker \(index + 1)", file: file, line: line) }
            XCTAssertEqual(snapshot.view(enclosing: offset, in: "/w/A.swift")?.name, name, "marker \(index + 1)", file: file, line: line)
        }
    }

    func testANameThatMerelyContainsViewIsNoView() {
        assertViews("""
            import SwiftUI
            struct Settings1️⃣ViewModel { var x = 2️⃣1 }
            struct RowViewState { var a = 0 }3️⃣
            struct Counter: View {
                var body: some View { Text("4️⃣a") }
            }
            """, [nil, nil, nil, "Counter"])
    }

    func testExtensionsAndNestedTypes() {
        assertViews("""
            import SwiftUI
            struct Outer: View {
                @StateObject var m = Model()
                final class Model: ObservableObject { @Published var 1️⃣n = 0 }
                struct Row: View { var body: some View { Text("2️⃣r") } }
                var body: some View { 3️⃣Row() }
            }
            extension Outer {
                func 4️⃣helper() {}
            }
            extension Outer.Row {
                var 5️⃣title: String { "t" }
            }
            extension Outer.Model {
                func 6️⃣reset() {}
            }
            enum Standalone { case 7️⃣a }
            extension Row.Style {
                var 8️⃣x: Int { 0 }
            }
            9️⃣
            """, ["Outer", "Outer.Row", "Outer", "Outer", "Outer.Row", "Outer", nil, "Outer.Row", nil])
    }

    func testAnExtensionBySimpleNameGivesTheViewsQualifiedName() {
        assertViews("""
            import SwiftUI
            enum Feature {
                struct Row: View { var body: some View { Text("r") } }
            }
            extension Row {
                var 1️⃣title: String { "t" }
            }
            """, ["Feature.Row"])
    }

    func testTwoViewsOfOneSimpleNameStayApart() {
        assertViews("""
            import SwiftUI
            enum Inbox { struct Row: View { var body: some View { Text("1️⃣i") } } }
            enum Outbox { struct Row: View { var body: some View { Text("2️⃣o") } } }
            extension Outbox.Row { var 3️⃣title: String { "t" } }
            extension Inbox.Row { var 4️⃣title: String { "t" } }
            extension Row { var 5️⃣title: String { "t" } }
            """, ["Inbox.Row", "Outbox.Row", "Outbox.Row", "Inbox.Row", nil])
    }

    func testTheCommandAnswersTheViewOrNull() throws {
        let client = ServerTests.Client()
        client.initialize()
        let source = "import SwiftUI\nstruct SettingsViewModel {}\nstruct Pad: View {\n    var body: some View { Text(\"p\") }\n}\n"
        client.notify("textDocument/didOpen", #"{"textDocument":{"uri":"file:///w/Pad.swift","languageId":"swift","version":1,"text":\#(ServerTests.quoted(source))}}"#)
        let inside = client.request(2, "workspace/executeCommand", #"{"command":"lifeline.viewAt","arguments":["file:///w/Pad.swift",{"line":3,"character":10}]}"#)
        XCTAssertEqual(inside?["result"]?["name"], .string("Pad"))
        XCTAssertEqual(inside?["result"]?["selectionRange"]?["start"]?["line"], .int(2))
        let outside = client.request(3, "workspace/executeCommand", #"{"command":"lifeline.viewAt","arguments":["file:///w/Pad.swift",{"line":1,"character":12}]}"#)
        XCTAssertEqual(outside?["result"], .null)
        let bad = client.request(4, "workspace/executeCommand", #"{"command":"lifeline.viewAt","arguments":["file:///w/Pad.swift"]}"#)
        XCTAssertEqual(bad?["error"]?["code"], .int(-32602))
    }
}
