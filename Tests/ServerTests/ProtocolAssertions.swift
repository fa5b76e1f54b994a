import Foundation
import LSP
import Server
import TestSupport
import XCTest

/// Data-driven checks of the language server through the protocol: sources with marks, opened in
/// an in-process client. `‸` marks the cursor; `1️⃣`, `2️⃣`… mark where diagnostics start.
final class ProtocolAssertionTests: XCTestCase {
    /// Removes the marks (TestSupport's `extractMarkers`, with the cursor `‸`) and returns the
    /// plain text and each mark as an LSP position (line, UTF-16 column).
    static func unmark(_ marked: String) -> (text: String, marks: [String: (line: Int, character: Int)]) {
        let (text, offsets) = extractMarkers(marked, also: [cursorMarker])
        let bytes = Array(text.utf8)
        var marks: [String: (line: Int, character: Int)] = [:]
        for (mark, offset) in offsets {
            let before = bytes[..<offset]
            let lineStart = (before.lastIndex(of: 10).map { $0 + 1 }) ?? 0
            marks[mark] = (before.filter { $0 == 10 }.count, String(decoding: bytes[lineStart..<offset], as: UTF8.self).utf16.count)
        }
        return (text, marks)
    }

    func open(_ text: String, uri: String = "file:///p/V.swift") -> ServerTests.Client {
        let client = ServerTests.Client()
        client.initialize()
        client.notify("textDocument/didOpen", #"{"textDocument":{"uri":"\#(uri)","languageId":"swift","version":1,"text":\#(ServerTests.quoted(text))}}"#)
        return client
    }

    func assertHover(_ marked: String, contains expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        let (text, marks) = Self.unmark(marked)
        guard let at = marks[cursorMarker] else { return XCTFail("no ‸ in the source", file: file, line: line) }
        let client = open(text)
        let reply = client.request(2, "textDocument/hover", #"{"textDocument":{"uri":"file:///p/V.swift"},"position":{"line":\#(at.line),"character":\#(at.character)}}"#)
        if expected.isEmpty {
            XCTAssertEqual(reply?["result"], .null, "no hover expected", file: file, line: line)
            return
        }
        guard case .string(let markdown)? = reply?["result"]?["contents"]?["value"] else { return XCTFail("no hover: \(String(describing: reply))", file: file, line: line) }
        for part in expected { XCTAssertTrue(markdown.contains(part), "missing \(part.debugDescription) in\n\(markdown)", file: file, line: line) }
    }

    func assertDiagnostics(_ marked: String, _ expected: [String: String], file: StaticString = #filePath, line: UInt = #line) {
        let (text, marks) = Self.unmark(marked)
        let client = open(text)
        let published = client.received.last { $0["method"] == .string("textDocument/publishDiagnostics") }
        guard case .array(let diagnostics)? = published?["params"]?["diagnostics"] else { return XCTFail("no diagnostics published", file: file, line: line) }
        var actual: [String] = []
        for diagnostic in diagnostics {
            guard case .int(let l)? = diagnostic["range"]?["start"]?["line"], case .int(let c)? = diagnostic["range"]?["start"]?["character"], case .string(let code)? = diagnostic["code"] else { continue }
            actual.append("\(l):\(c) \(code)")
            XCTAssertEqual(diagnostic["source"], .string("lifeline"), file: file, line: line)
            // A link users can open to the rule's section, not a path in Lifeline's repository.
            XCTAssertEqual(
                diagnostic["codeDescription"]?["href"], .string("https://github.com/lifeline-swift/lifeline/blob/main/docs/rules.md#\(code)"),
                file: file, line: line)
        }
        let wanted = expected.map { mark, code in marks[mark].map { "\($0.line):\($0.character) \(code)" } ?? "missing mark \(mark)" }
        XCTAssertEqual(actual.sorted(), wanted.sorted(), file: file, line: line)
    }

    func assertCodeActions(_ marked: String, _ titles: [String], file: StaticString = #filePath, line: UInt = #line) {
        let (text, marks) = Self.unmark(marked)
        guard let at = marks[cursorMarker] else { return XCTFail("no ‸ in the source", file: file, line: line) }
        let client = open(text)
        let reply = client.request(3, "textDocument/codeAction", #"{"textDocument":{"uri":"file:///p/V.swift"},"range":{"start":{"line":\#(at.line),"character":\#(at.character)},"end":{"line":\#(at.line),"character":\#(at.character)}},"context":{"diagnostics":[]}}"#)
        guard case .array(let actions)? = reply?["result"] else { return XCTFail("no actions: \(String(describing: reply))", file: file, line: line) }
        XCTAssertEqual(actions.compactMap { if case .string(let title)? = $0["title"] { return title } else { return nil } }, titles, file: file, line: line)
    }

    static let model = "import SwiftUI\nfinal class Model: ObservableObject { @Published var n = 0 }\n"

    // MARK: Hover

    func testHovers() {
        assertHover(Self.model + "struct V: View {\n    @ObservedObject var m‸ = Model()\n    var body: some View { Text(\"\") }\n}\n",
            contains: ["**@ObservedObject `V.m`**: `Model`", "**Ownership: creates inline, not owned**", "created again every time `V` is initialized", "observed-object-creates-instance"])
        assertHover(Self.model + "struct V: View {\n    @StateObject private var ‸m = Model()\n    var body: some View { Text(\"\") }\n}\n",
            contains: ["**@StateObject `V.m`**", "**Ownership: owned**"])
        assertHover(Self.model + "struct P: View {\n    @StateObject private var m = Model()\n    var body: some View { C(m: m) }\n}\nstruct C: View {\n    @ObservedObject var ‸m: Model\n    var body: some View { Text(\"\") }\n}\n",
            contains: ["**Ownership: injected**", "C.m ← P.m"])
        assertHover(Self.model + "struct V: View {\n    @EnvironmentObject var ‸m: Model\n    var body: some View { Text(\"\") }\n}\n",
            contains: ["**Ownership: environment**", "reading it with nothing injected above crashes"])
        assertHover(Self.model + "struct V: View {\n    @ObservedObject var m = Model.‸shared\n    var body: some View { Text(\"\") }\n}\nextension Model { static let shared = Model() }\n",
            contains: ["**Ownership: shared**"])
        // Not a property or a view: no hover.
        assertHover("import Swift‸UI\nstruct V: View {\n    var body: some View { Text(\"\") }\n}\n", contains: [])
    }

    func testHoversOnEveryObjectPropertyOfTheExamples() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Examples")
        var checked = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.drop { $0 == " " }
                guard ["@StateObject", "@ObservedObject", "@EnvironmentObject"].contains(where: { trimmed.hasPrefix($0) }), let at = line.range(of: "var ") else { continue }
                var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                let column = line[..<at.upperBound].count
                lines[number].insert(contentsOf: "‸", at: lines[number].index(lines[number].startIndex, offsetBy: column))
                assertHover(lines.joined(separator: "\n"), contains: ["**Ownership: "])
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 10)
    }

    // MARK: Diagnostics

    /// Each diagnostic carries its finding's premises in LSP's `data`, as `--format json` does.
    func testDiagnosticsCarryTheirPremises() {
        let client = open(Self.model + "struct V: View {\n    @ObservedObject var m = Model()\n    var body: some View { Text(\"\\(m.n)\") }\n}\n")
        let published = client.received.last { $0["method"] == .string("textDocument/publishDiagnostics") }
        guard case .array(let diagnostics)? = published?["params"]?["diagnostics"],
            let diagnostic = diagnostics.first(where: { $0["code"] == .string("observed-object-creates-instance") }),
            case .array(let premises)? = diagnostic["data"]?["premises"]
        else { return XCTFail("no premises in \(String(describing: published))") }
        let ids = premises.compactMap { premise -> String? in if case .string(let id)? = premise["id"] { return id } else { return nil } }
        XCTAssertEqual(ids, ["owner-reinitialized", "state-changes", "app-path"])
        // Nothing builds V here: whether it is initialized again is taken as possible, its state
        // never changes, so the finding is an info that says what was not established.
        XCTAssertEqual(premises.first { $0["id"] == .string("state-changes") }?["established"], .bool(false))
        XCTAssertEqual(diagnostic["severity"], .int(3))
        guard case .string(let evidence)? = premises.first(where: { $0["id"] == .string("state-changes") })?["evidence"] else { return XCTFail("no evidence") }
        XCTAssertTrue(evidence.contains("a new Model differs from the old"), evidence)
    }

    func testDiagnostics() {
        assertDiagnostics(Self.model + "struct V: View {\n    @ObservedObject var 1️⃣m = Model()\n    var body: some View { Text(\"\") }\n}\n", ["1️⃣": "observed-object-creates-instance"])
        assertDiagnostics(Self.model + "struct V: View {\n    @StateObject private var m = Model()\n    var body: some View { Text(\"\") }\n}\n", [:])
        // non-private-state is opt-in: not reported unless the settings enable it.
        assertDiagnostics(Self.model + "struct V: View {\n    @StateObject var m = Model()\n    var body: some View { Text(\"\") }\n}\n", [:])
        assertDiagnostics("import SwiftUI\nfinal class Box { var n = 0 }\nstruct V: View {\n    @State private var 1️⃣box = Box()\n    var body: some View { Button(\"\\(box.n)\") { box.n += 1 } }\n}\n", ["1️⃣": "state-holds-reference-type"])
        assertDiagnostics(Self.model + "struct V: View {\n    // lifeline:disable observed-object-creates-instance\n    @ObservedObject var m = Model()\n    var body: some View { Text(\"\") }\n}\n", [:])
        // Broken code still gets its findings, and no crash.
        assertDiagnostics(Self.model + "struct V: View {\n    @ObservedObject var 1️⃣m = Model()\n    var body: some View { Text(\"\" }\n", ["1️⃣": "observed-object-creates-instance"])
        // UTF-16 columns after an emoji.
        assertDiagnostics(Self.model + "struct V: View {\n    let s = \"😀\"; @ObservedObject var 1️⃣m = Model()\n    var body: some View { Text(s) }\n}\n", ["1️⃣": "observed-object-creates-instance"])
    }

    // MARK: Code actions

    func testCodeActions() {
        assertCodeActions(Self.model + "struct V: View {\n    @ObservedObject var ‸m = Model()\n    var body: some View { Text(\"\") }\n}\n",
            ["Own it with @StateObject", "Convert to @StateObject"])
        // A @StateObject made inline in a view nobody builds: no Convert (the object would have
        // nowhere to move to), and no "Make it private" (non-private-state is opt-in, off here).
        assertCodeActions(Self.model + "struct V: View {\n    @StateObject var ‸m = Model()\n    var body: some View { Text(\"\") }\n}\n",
            [])
        assertCodeActions("import SwiftUI\nfinal class ‸Cart: ObservableObject { @Published var items: [String] = [] }\n",
            ["Migrate Cart to @Observable"])
        assertCodeActions(Self.model + "struct V: View {\n    @State private var ‸n = 0\n    var body: some View { Text(\"\") }\n}\n", [])
    }
}
