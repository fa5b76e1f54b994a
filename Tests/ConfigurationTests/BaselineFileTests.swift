import Configuration
import Ownership
import XCTest

/// The baseline file: written in a stable, reviewable order; read back to the same keys; each
/// mistake one line naming the file.
final class BaselineFileTests: XCTestCase {
    func assertBaselineProblem(_ text: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try BaselineFile.keys(Array(text.utf8), path: "b.json"), text, file: file, line: line) { error in
            XCTAssertEqual("\(error)", "lifeline: b.json: " + message, file: file, line: line)
        }
    }

    static let entries = [
        BaselineEntry(
            key: BaselineKey(rule: "non-private-state", file: "Sources/Home.swift", anchor: .subject("Home.count")),
            message: "make it private"),
        BaselineEntry(
            key: BaselineKey(
                rule: "inline-environment-object", file: "Sources/App.swift",
                anchor: .line("Home().environmentObject(Session(\"a\\\\b\"))\t", occurrence: 1)), message: "a new\nSession"),
    ]

    func testWrittenTextReadsBackToTheSameKeys() throws {
        let text = BaselineFile.text(Self.entries)
        XCTAssertEqual(
            text,
            #"""
            {
              "version": 1,
              "findings": [
                {
                  "rule": "non-private-state",
                  "file": "Sources/Home.swift",
                  "subject": "Home.count",
                  "message": "make it private"
                },
                {
                  "rule": "inline-environment-object",
                  "file": "Sources/App.swift",
                  "line": "Home().environmentObject(Session(\"a\\\\b\"))\t",
                  "occurrence": 1,
                  "message": "a new\nSession"
                }
              ]
            }

            """#)
        XCTAssertEqual(try BaselineFile.keys(Array(text.utf8), path: "b.json"), Self.entries.map(\.key))
        XCTAssertEqual(BaselineFile.text([]), "{\n  \"version\": 1,\n  \"findings\": []\n}\n")
        XCTAssertEqual(try BaselineFile.keys(Array(BaselineFile.text([]).utf8), path: "b.json"), [])
        // Control characters and non-ASCII text survive.
        let odd = [BaselineEntry(key: BaselineKey(rule: "r", file: "Café/ß.swift", anchor: .line("\u{1}x", occurrence: 0)), message: "")]
        XCTAssertEqual(try BaselineFile.keys(Array(BaselineFile.text(odd).utf8), path: "b.json"), odd.map(\.key))
    }

    func testMistakes() {
        assertBaselineProblem("{not json", "not a baseline: it is not valid JSON (write one with lifeline check --write-baseline)")
        assertBaselineProblem(
            "[]", "not a baseline: expected {\"version\": 1, \"findings\": [...]} (write one with lifeline check --write-baseline)")
        assertBaselineProblem(
            #"{"version": 1}"#,
            "not a baseline: expected {\"version\": 1, \"findings\": [...]} (write one with lifeline check --write-baseline)")
        assertBaselineProblem(#"{"version": 2, "findings": []}"#, "a baseline of version 2; this lifeline reads version 1")
        assertBaselineProblem(#"{"findings": []}"#, "a baseline of version (none); this lifeline reads version 1")
        assertBaselineProblem(#"{"version": 1, "findings": [{"rule": "r"}]}"#, "finding 1 of the baseline needs a \"rule\" and a \"file\"")
        assertBaselineProblem(
            #"{"version": 1, "findings": [{"rule": "r", "file": "f", "subject": "A.b"}, 3]}"#,
            "finding 2 of the baseline needs a \"rule\" and a \"file\"")
        assertBaselineProblem(
            #"{"version": 1, "findings": [{"rule": "r", "file": "f"}]}"#, "finding 1 of the baseline needs a \"subject\" or a \"line\"")
        assertBaselineProblem(
            #"{"version": 1, "findings": [{"rule": "r", "file": "f", "line": "x", "occurrence": -1}]}"#,
            "finding 1 of the baseline has a negative \"occurrence\"")
    }
}
