import Features
import Foundation
import LSP
import Server
import Syntax
import TestSupport
import XCTest

/// "Convert to @StateObject" and "Convert to @ObservedObject" over the protocol: each case is a
/// source with the cursor marked `‸`, the action's title, and the whole text after the edit;
/// the result must parse into the expected wrappers and leave no finding of the converted kind.
final class ConversionTests: XCTestCase {
    let model = "import SwiftUI\nfinal class Model: ObservableObject { @Published var n = 0 }\n"

    /// Opens the marked source and asks for the code actions at the mark.
    func actions(_ marked: String) -> (client: ServerTests.Client, text: String, actions: [JSONValue]?) {
        let client = ServerTests.Client()
        client.initialize()
        let (text, marks) = ProtocolAssertionTests.unmark(marked)
        let at = marks[cursorMarker]!
        client.notify("textDocument/didOpen", #"{"textDocument":{"uri":"file:///c/V.swift","languageId":"swift","version":1,"text":\#(ServerTests.quoted(text))}}"#)
        let reply = client.request(5, "textDocument/codeAction", #"{"textDocument":{"uri":"file:///c/V.swift"},"range":{"start":{"line":\#(at.line),"character":\#(at.character)},"end":{"line":\#(at.line),"character":\#(at.character)}},"context":{"diagnostics":[]}}"#)
        guard case .array(let actions)? = reply?["result"] else { return (client, text, nil) }
        return (client, text, actions)
    }

    /// `madeInBodies`: the conversion moves the object into the parents' bodies, which the result's
    /// diagnostics then say (observed-object-creates-instance), as the title warns.
    func assertConversion(_ marked: String, title: String, madeInBodies: Bool = false, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        let (client, text, found) = actions(marked)
        guard let actions = found else { return XCTFail("no actions", file: file, line: line) }
        guard let action = actions.first(where: { $0["title"] == .string(title) }) else {
            return XCTFail("no action titled \(title); got \(actions.compactMap { $0["title"] })", file: file, line: line)
        }
        XCTAssertEqual(action["kind"], .string("refactor.rewrite"), file: file, line: line)
        guard case .array(let edits)? = action["edit"]?["changes"]?["file:///c/V.swift"] else { return XCTFail("no edits", file: file, line: line) }
        let converted = EditorFeatureTests.applyMultiline(edits, to: text)
        XCTAssertEqual(converted, expected, file: file, line: line)
        XCTAssertEqual(SyntaxTree.parse(converted).diagnostics().map(\.message), [], "the result parses", file: file, line: line)
        // Nothing the conversion could have caused: an object made again, or assigned to a state object.
        client.received = []
        client.notify("textDocument/didChange", #"{"textDocument":{"uri":"file:///c/V.swift","version":2},"contentChanges":[{"text":\#(ServerTests.quoted(converted))}]}"#)
        let published = client.received.last { $0["method"] == .string("textDocument/publishDiagnostics") }
        guard case .array(let diagnostics)? = published?["params"]?["diagnostics"] else { return XCTFail("no diagnostics", file: file, line: line) }
        let codes = diagnostics.compactMap { if case .string(let code)? = $0["code"] { return code } else { return nil } }
        XCTAssertFalse(codes.contains("state-object-assigned-directly"), "\(codes)", file: file, line: line)
        XCTAssertEqual(codes.contains("observed-object-creates-instance"), madeInBodies, "\(codes)", file: file, line: line)
    }

    func assertNoConversion(_ marked: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let actions = actions(marked).actions else { return XCTFail("no reply", file: file, line: line) }
        XCTAssertFalse(actions.contains { "\($0["title"] ?? .null)".contains("Convert to") }, "\(actions)", file: file, line: line)
    }

    func testInlineObservedObjectBecomesAPrivateStateObject() {
        assertConversion(model + "struct V: View {\n    @Observed‸Object var m = Model()\n    var body: some View { Text(\"\\(m.n)\") }\n}\n",
            title: "Convert to @StateObject",
            model + "struct V: View {\n    @StateObject private var m = Model()\n    var body: some View { Text(\"\\(m.n)\") }\n}\n")
    }

    func testAssignmentInInitInstallsTheStorage() {
        assertConversion(model + "struct V: View {\n    @ObservedObject var ‸m: Model\n    init() { self.m = Model() }\n    var body: some View { Text(\"\") }\n}\n",
            title: "Convert to @StateObject",
            model + "struct V: View {\n    @StateObject private var m: Model\n    init() { _m = StateObject(wrappedValue: Model()) }\n    var body: some View { Text(\"\") }\n}\n")
    }

    func testStorageOfAnObservedObjectBecomesAStateObjects() {
        assertConversion(model + "struct V: View {\n    @ObservedObject var ‸m: Model\n    init(m: Model) { _m = ObservedObject(wrappedValue: m) }\n    var body: some View { Text(\"\") }\n}\n",
            title: "Convert to @StateObject (warning: a parent passes it in; a @StateObject keeps only the first object it is given)",
            model + "struct V: View {\n    @StateObject private var m: Model\n    init(m: @autoclosure @escaping () -> Model) { _m = StateObject(wrappedValue: m()) }\n    var body: some View { Text(\"\") }\n}\n")
    }

    /// Conversions whose result would draw a finding on the property are not offered (no fix
    /// leads to another finding); the visualizer's what-ifs still make them, unchecked.
    func testAnObjectAParentKeepsIsNotConvertedToAStateObject() {
        let source = model + "struct P: View {\n    @StateObject private var m = Model()\n    var body: some View { V(m: m) }\n}\nstruct V: View {\n    @ObservedObject var ‸m: Model\n    var body: some View { Text(\"\") }\n}\n"
        // state-object-from-outside: the state object would keep P's first object.
        assertNoConversion(source)
        assertWhatIf(source, title: "Convert to @StateObject (warning: a parent passes it in; a @StateObject keeps only the first object it is given)",
            model + "struct P: View {\n    @StateObject private var m = Model()\n    var body: some View { V(m: m) }\n}\nstruct V: View {\n    @StateObject var m: Model\n    var body: some View { Text(\"\") }\n}\n")
    }

    func testStateObjectMadeInlineMovesToItsParentsOnlyAsAWhatIf() {
        // observed-object-creates-instance: the parents would make a new one on every run.
        let source = model + "struct P: View {\n    var body: some View { VStack { V(title: \"a\"); V(title: \"b\") { Text(\"x\") }; V() } }\n}\nstruct V: View {\n    var title = \"\"\n    @StateObject private var ‸m = Model()\n    var extra = 0\n    var body: some View { Text(title) }\n}\n"
        assertNoConversion(source)
        assertWhatIf(source, title: "Convert to @ObservedObject (warning: the parents make the Model in their bodies and pass it in, a new one on every run until they own it)",
            model + "struct P: View {\n    var body: some View { VStack { V(title: \"a\", m: Model()); V(title: \"b\", m: Model()) { Text(\"x\") }; V(m: Model()) } }\n}\nstruct V: View {\n    var title = \"\"\n    @ObservedObject var m: Model\n    var extra = 0\n    var body: some View { Text(title) }\n}\n")
    }

    func testStateObjectArgumentGoesBeforeLaterParameters() {
        let source = model + "struct P: View {\n    var body: some View { V(extra: 2) }\n}\nstruct V: View {\n    @StateObject private var ‸m: Model = Model()\n    var extra = 0\n    var body: some View { Text(\"\") }\n}\n"
        assertNoConversion(source)
        assertWhatIf(source, title: "Convert to @ObservedObject (warning: the parents make the Model in their bodies and pass it in, a new one on every run until they own it)",
            model + "struct P: View {\n    var body: some View { V(m: Model(), extra: 2) }\n}\nstruct V: View {\n    @ObservedObject var m: Model\n    var extra = 0\n    var body: some View { Text(\"\") }\n}\n")
    }

    /// The visualizer's unchecked conversion at the mark, applied.
    func assertWhatIf(_ marked: String, title: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        let (text, marks) = ProtocolAssertionTests.unmark(marked)
        let workspace = Workspace()
        workspace.set(path: "/c/V.swift", bytes: Array(text.utf8), version: 1, isOpen: true)
        let snapshot = workspace.snapshot()
        let source = snapshot.source("/c/V.swift")!
        let at = marks[cursorMarker]!
        let offset = source.offset(line: at.line, utf16Column: at.character)
        guard let conversion = snapshot.wrapperConversions(at: offset, in: "/c/V.swift").first(where: { $0.title == title }) else {
            return XCTFail("no what-if titled \(title)", file: file, line: line)
        }
        var bytes = Array(text.utf8)
        for edit in conversion.edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) { bytes.replaceSubrange(edit.range, with: Array(edit.newText.utf8)) }
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), expected, file: file, line: line)
    }

    func testStorageInstalledInInitBecomesAnAssignment() {
        assertConversion(model + "struct V: View {\n    @StateObject var ‸m: Model\n    init(m: Model) { _m = StateObject(wrappedValue: m) }\n    var body: some View { Text(\"\") }\n}\n",
            title: "Convert to @ObservedObject",
            model + "struct V: View {\n    @ObservedObject var m: Model\n    init(m: Model) { self.m = m }\n    var body: some View { Text(\"\") }\n}\n")
    }

    func testNoConversionThatWouldRecreateTheObject() {
        // Made inline with an explicit init: the object has nowhere to move.
        assertNoConversion(model + "struct V: View {\n    @StateObject private var ‸m = Model()\n    init() {}\n    var body: some View { Text(\"\") }\n}\n")
        // A root view nobody builds.
        assertNoConversion(model + "struct V: View {\n    @StateObject private var ‸m = Model()\n    var body: some View { Text(\"\") }\n}\n")
        // Not an object wrapper.
        assertNoConversion(model + "struct V: View {\n    @State private var ‸n = 0\n    var body: some View { Text(\"\") }\n}\n")
    }
}
