import Ownership
import Semantics
import XCTest

/// `private` is offered as a safe fix (one `lifeline check --fix` applies) only when no code
/// outside what `private` allows (the type and its extensions in its own file) may name the
/// property; otherwise it is offered with that warning, and never applied blindly.
final class PrivacyFixTests: XCTestCase {
    static let view = """
        import SwiftUI
        struct Counter: View {
            @State var count = 0
            var body: some View { Text("\\(count)") }
        }
        """

    /// The first fix of the `non-private-state` finding on `Counter.count`: nil, "safe" or "offered".
    func assertPrivacy(_ others: [String: String], _ expected: String?, file: StaticString = #filePath, line: UInt = #line) {
        var files = others
        files["Counter.swift", default: ""] = PrivacyFixTests.view + (others["Counter.swift"] ?? "")
        let (model, _) = markedWorkspace(files)
        let finding = Checker.check(model, settings: .everyRule()).first { $0.rule == "non-private-state" && $0.subject?.property == "count" }
        guard let finding else { return XCTFail("no non-private-state finding", file: file, line: line) }
        let fix = finding.fixes.first
        let found = fix.map { $0.isSafe ? "safe" : "offered" }
        XCTAssertEqual(found, expected, "\(fix?.title ?? "no fix")", file: file, line: line)
        if let fix, !fix.isSafe { XCTAssertTrue(fix.title.contains("named outside Counter"), fix.title, file: file, line: line) }
    }

    func testNothingElseNamesIt() {
        assertPrivacy([:], "safe")
        assertPrivacy(["Other.swift": "func f() { let count = 3; print(count) }"], "safe")
        assertPrivacy(["Other.swift": "// count\nlet text = \"count\""], "safe")
    }

    func testTheTypeAndItsExtensionsInItsOwnFileMayNameIt() {
        assertPrivacy(["Counter.swift": "\nextension Counter { func reset() { count = 0 } }\n"], "safe")
        assertPrivacy(["Counter.swift": "\nextension Counter { struct Inner { func f(_ c: Counter) -> Int { c.count } } }\n"], "safe")
    }

    func testAnExtensionInAnotherFileThatNamesIt() {
        assertPrivacy(["Other.swift": "extension Counter { func reset() { count = 0 } }"], "offered")
        assertPrivacy(["Other.swift": "extension Counter { var binding: Binding<Int> { $count } }"], "offered")
        assertPrivacy(["Other.swift": "extension Counter { func reset() { _count = State(initialValue: 0) } }"], "offered")
        // The extension in another file does not name it: fine.
        assertPrivacy(["Other.swift": "extension Counter { func reset() { print(1) } }"], "safe")
    }

    func testAMemberAccessOutsideTheType() {
        assertPrivacy(["Other.swift": "func show(_ c: Counter) -> Int { c.count }"], "offered")
        assertPrivacy(["Counter.swift": "\nfunc show(_ c: Counter) -> Int { c.count }\n"], "offered")
        assertPrivacy(["Other.swift": "let path = \\Counter.count"], "offered")
        // Lifeline cannot tell the type of `items`: it stays on the safe side.
        assertPrivacy(["Other.swift": "func f(_ items: [Int]) -> Int { items.count }"], "offered")
    }

    func testAKeywordNameUsedAsAMember() {
        let files = [
            "Screen.swift": "import SwiftUI\nstruct Screen: View {\n  @State var `default` = 0\n  var body: some View { Text(\"\\(`default`)\") }\n}\n",
            "Other.swift": "func f(_ s: Screen) -> Int { s.default }\n",
        ]
        let (model, _) = markedWorkspace(files)
        let finding = Checker.check(model, settings: .everyRule()).first { $0.rule == "non-private-state" }
        XCTAssertEqual(finding?.fixes.first?.isSafe, false, finding?.fixes.first?.title ?? "no fix")
    }

    /// A state object left non-private would be reported by non-private-state: the fix makes it
    /// private even when code outside may name it, but is then only offered, never applied by `--fix`.
    func testConversionsNamedOutsideArePrivateButOnlyOffered() {
        let files = [
            "Screen.swift": """
                import SwiftUI
                final class Model: ObservableObject {}
                struct Screen: View {
                    @ObservedObject var model = Model()
                    var body: some View { Text("") }
                }
                """,
            "Screen+Reset.swift": "extension Screen { func reset() { print(model) } }",
        ]
        let (model, _) = markedWorkspace(files)
        let finding = Checker.check(model).first { $0.rule == "observed-object-creates-instance" }
        let edits = finding?.fixes.first?.edits.map(\.newText) ?? []
        XCTAssertEqual(edits, ["@StateObject", "private "])
        XCTAssertEqual(finding?.fixes.first?.isSafe, false)
        XCTAssertTrue(finding?.fixes.first?.title.contains("check first: 'model' is named outside Screen, at Screen+Reset.swift:1") ?? false, finding?.fixes.first?.title ?? "")
        // Without the extension, the object is made private too.
        let (alone, _) = markedWorkspace(files.filter { $0.key == "Screen.swift" })
        let owned = Checker.check(alone).first { $0.rule == "observed-object-creates-instance" }
        XCTAssertEqual(owned?.fixes.first?.edits.map(\.newText), ["@StateObject", "private "])
        XCTAssertEqual(owned?.fixes.first?.isSafe, true)
    }
}
