import Ownership
import Semantics
import XCTest

/// Baselines: a finding is known again after edits that do not touch it, a new one is not, and a
/// fixed one just goes.
final class BaselineTests: XCTestCase {
    /// Takes a baseline of `before`, checks `after` against it: the findings left must be exactly
    /// those at the markers of `after`, and `matched` findings must have been in the baseline.
    func assertBaseline(
        _ before: [String: String], _ after: [String: String], new expected: [String: String] = [:], matched: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let settings = Settings.everyRule()
        let old = markedWorkspace(before).model
        let oldFindings = Checker.check(old, settings: settings)
        let baseline = Baseline.keys(oldFindings, in: old, settings: settings)
        let (model, positions) = markedWorkspace(after)
        let findings = Checker.check(model, settings: settings)
        let (new, inBaseline) = Baseline.filter(findings, keys: Baseline.keys(findings, in: model, settings: settings), baseline: baseline)
        XCTAssertEqual(inBaseline, matched, "findings in the baseline", file: file, line: line)
        var unmatched = new
        for (marker, rule) in expected.sorted(by: { $0.key < $1.key }) {
            guard let position = positions[marker] else {
                XCTFail("no marker \(marker)", file: file, line: line)
                continue
            }
            if let index = unmatched.firstIndex(where: {
                $0.rule == rule && $0.location.file == position.file && $0.location.range.lowerBound == position.offset
            }) {
                unmatched.remove(at: index)
            } else {
                XCTFail("at \(marker): expected a new \(rule)", file: file, line: line)
            }
        }
        for finding in unmatched {
            XCTFail("unexpected new \(finding.rule) at \(model.describe(finding.location))", file: file, line: line)
        }
    }

    static let model = "import SwiftUI\nfinal class Session: ObservableObject { @Published var user = \"\" }\n"
    /// Two findings about properties (keyed by subject) and one that is not (keyed by its line).
    static let home = """
        import SwiftUI
        struct Home: View {
            @ObservedObject var model = Session()
            @State var count = 0
            var body: some View { Text(model.user).environmentObject(Session()) }
        }
        """

    func testUnrelatedEditsKeepEveryFindingKnown() {
        let before = ["Model.swift": Self.model, "Home.swift": Self.home]
        let found = Checker.check(markedWorkspace(before).model, settings: .everyRule()).map(\.rule)
        XCTAssertEqual(found.sorted(), ["inline-environment-object", "non-private-state", "observed-object-creates-instance"])
        assertBaseline(before, before, matched: 3)
        // Lines inserted above the findings.
        assertBaseline(before, ["Model.swift": Self.model, "Home.swift": "// A comment.\n\n" + Self.home], matched: 3)
        assertBaseline(
            before,
            [
                "Model.swift": Self.model,
                "Home.swift": Self.home.replacingOccurrences(
                    of: "struct Home: View {\n", with: "struct Home: View {\n    let title = \"Home\"\n\n"),
            ], matched: 3)
        // Another file edited, and a file added.
        assertBaseline(
            before,
            [
                "Model.swift": Self.model + "\nextension Session { var name: String { user } }\n", "Home.swift": Self.home,
                "Other.swift": "let x = 1\n",
            ], matched: 3)
        // Re-indented: the line's text is read without its indentation.
        assertBaseline(
            before,
            ["Model.swift": Self.model, "Home.swift": Self.home.replacingOccurrences(of: "    var body", with: "        var body")],
            matched: 3)
        // A property's finding is known by the property, whatever its line now says.
        assertBaseline(
            before,
            [
                "Model.swift": Self.model,
                "Home.swift": Self.home.replacingOccurrences(of: "@State var count = 0", with: "@State var count: Int = 10"),
            ], matched: 3)
    }

    func testNewFindingsAreReportedAndFixedOnesDisappear() {
        let before = ["Model.swift": Self.model, "Home.swift": Self.home]
        // A new property with the same mistake is new.
        assertBaseline(
            before,
            [
                "Model.swift": Self.model,
                "Home.swift": Self.home.replacingOccurrences(
                    of: "@State var count = 0", with: "@State var count = 0\n    @State var 1️⃣other = 0"),
            ],
            new: ["1️⃣": "non-private-state"], matched: 3)
        // The same mistake in a new file is new.
        assertBaseline(
            before,
            [
                "Model.swift": Self.model, "Home.swift": Self.home,
                "Away.swift": Self.home.replacingOccurrences(of: "Home", with: "Away").replacingOccurrences(
                    of: "@State var count", with: "@State var 1️⃣count"
                ).replacingOccurrences(of: "@ObservedObject var model", with: "@ObservedObject var 2️⃣model").replacingOccurrences(
                    of: ".environmentObject(Session())", with: ".environmentObject(3️⃣Session())"),
            ],
            new: ["1️⃣": "non-private-state", "2️⃣": "observed-object-creates-instance", "3️⃣": "inline-environment-object"], matched: 3)
        // Fixed: it just is not there any more.
        assertBaseline(
            before,
            [
                "Model.swift": Self.model,
                "Home.swift": Self.home.replacingOccurrences(of: "@State var count", with: "@State private var count"),
            ], matched: 2)
        assertBaseline(
            before,
            ["Model.swift": Self.model, "Home.swift": Self.home.replacingOccurrences(of: ".environmentObject(Session())", with: "")],
            matched: 2)
        // A line-keyed finding whose line changes is new: its line is all that names it.
        assertBaseline(
            before,
            [
                "Model.swift": Self.model,
                "Home.swift": Self.home.replacingOccurrences(
                    of: "Text(model.user).environmentObject(Session())",
                    with: "Text(model.user)\n            .environmentObject(1️⃣Session())"),
            ],
            new: ["1️⃣": "inline-environment-object"], matched: 2)
    }

    /// Equal keys count: two in the baseline absorb two findings, a third is new.
    func testEqualFindingsAreCounted() {
        let line = "            Text(\"\").environmentObject(Session())\n"
        func body(_ count: Int, marked: Bool = false) -> [String: String] {
            var lines = String(repeating: line, count: count)
            if marked { lines += line.replacingOccurrences(of: ".environmentObject(", with: ".environmentObject(1️⃣") }
            return [
                "Model.swift": Self.model,
                "V.swift": "import SwiftUI\nstruct V: View {\n    var body: some View {\n        VStack {\n" + lines
                    + "        }\n    }\n}\n",
            ]
        }
        XCTAssertEqual(
            Checker.check(markedWorkspace(body(2)).model).map(\.rule), ["inline-environment-object", "inline-environment-object"])
        let keys = { (files: [String: String]) -> [BaselineKey] in
            let model = markedWorkspace(files).model
            return Baseline.keys(Checker.check(model, settings: .everyRule()), in: model, settings: .everyRule())
        }
        XCTAssertEqual(
            keys(body(2)).map(\.anchor),
            [
                .line("Text(\"\").environmentObject(Session())", occurrence: 0),
                .line("Text(\"\").environmentObject(Session())", occurrence: 1),
            ])
        assertBaseline(body(2), body(2), matched: 2)
        assertBaseline(body(2), body(2, marked: true), new: ["1️⃣": "inline-environment-object"], matched: 2)
        assertBaseline(body(2), body(1), matched: 1)
        // A baseline that lists a key twice absorbs two findings with it.
        let twice = Array(repeating: BaselineKey(rule: "r", file: "f", anchor: .subject("A.b")), count: 2)
        let finding = Finding(rule: "r", severity: .warning, location: Location(file: 0, range: 0..<0), message: "")
        XCTAssertEqual(
            Baseline.filter([finding, finding, finding], keys: Array(repeating: twice[0], count: 3), baseline: twice).matched, 2)
    }

    /// Files are named relative to the configuration's folder, or the working folder without one.
    func testFilesAreNamedRelativeToTheConfigurationsFolder() {
        let files = ["/p/Sources/Home.swift": Self.home, "/p/Model.swift": Self.model]
        let model = markedWorkspace(files).model
        var settings = Settings.everyRule()
        settings.folder = "/p"
        XCTAssertEqual(Set(Baseline.keys(Checker.check(model), in: model, settings: settings).map(\.file)), ["Sources/Home.swift"])
        settings.folder = nil
        settings.workingFolder = "/p/Sources"
        XCTAssertEqual(Set(Baseline.keys(Checker.check(model), in: model, settings: settings).map(\.file)), ["Home.swift"])
        settings.workingFolder = "/elsewhere"
        XCTAssertEqual(Set(Baseline.keys(Checker.check(model), in: model, settings: settings).map(\.file)), ["/p/Sources/Home.swift"])
    }
}
