import Foundation
import XCTest

/// `lifeline check`, `ownership`, `rules` and `bench generate` as a user runs them.
final class CheckCommandTests: XCTestCase {

    func testCheckOnExamplesPrintsCompilerStyleLinesAndFails() throws {
        let result = try runLifeline(["check", "Examples"])
        XCTAssertEqual(result.status, 1)
        let lines = result.output.split(separator: "\n")
        XCTAssertEqual(lines.last, "10 warnings in 9 files")
        XCTAssertTrue(lines.contains { $0.hasPrefix("Examples/ScorePlate.swift:58:25: warning: 'model' creates its ScoreModel inline") && $0.hasSuffix("[observed-object-creates-instance]") })
        let never = try runLifeline(["check", "Examples", "--fail-on", "never"])
        XCTAssertEqual(never.status, 0)
        let errorsOnly = try runLifeline(["check", "Examples", "--fail-on", "error"])
        XCTAssertEqual(errorsOnly.status, 0)
    }

    func testJSONFormat() throws {
        let result = try runLifeline(["check", "Examples", "--format", "json"])
        let findings = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        XCTAssertEqual(findings.count, 10)
        let first = findings[0]
        for key in ["file", "line", "column", "endLine", "endColumn", "severity", "rule", "message", "fixes"] {
            XCTAssertNotNil(first[key], key)
        }
        let fixes = try XCTUnwrap(first["fixes"] as? [[String: Any]])
        let edits = try XCTUnwrap(fixes.first?["edits"] as? [[String: Any]])
        XCTAssertEqual(edits.first?["newText"] as? String, "@StateObject")
    }

    func testFindingsNameTheirSubject() throws {
        // The finding stands in init (an assignment), its subject is the property, at the line of its
        // `var` even with the attribute on the line above.
        let directory = try temporaryDirectory()
        try """
            import SwiftUI
            final class Model: ObservableObject { @Published var n = 0 }
            enum Feature {
                struct Row: View {
                    @StateObject
                    private var model: Model
                    init() { self.model = Model() }
                    var body: some View { Text("\\(model.n)") }
                }
            }
            """.write(to: directory.appendingPathComponent("Row.swift"), atomically: true, encoding: .utf8)
        let result = try runLifeline(["check", directory.path, "--format", "json", "--fail-on", "never"])
        let findings = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        let assigned = try XCTUnwrap(findings.first { $0["rule"] as? String == "state-object-assigned-directly" })
        XCTAssertEqual(assigned["line"] as? Int, 7)
        let subject = try XCTUnwrap(assigned["subject"] as? [String: Any])
        XCTAssertEqual(subject["type"] as? String, "Feature.Row")
        XCTAssertEqual(subject["property"] as? String, "model")
        XCTAssertEqual(subject["line"] as? Int, 6)
        let sarif = try runLifeline(["check", directory.path, "--format", "sarif", "--fail-on", "never"])
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
        let results = try XCTUnwrap((document["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let located = try XCTUnwrap(results.first { $0["ruleId"] as? String == "state-object-assigned-directly" })
        let logical = try XCTUnwrap(((located["locations"] as? [[String: Any]])?.first?["logicalLocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(logical["fullyQualifiedName"] as? String, "Feature.Row.model")
        XCTAssertEqual(logical["kind"] as? String, "member")
    }

    func testSarifFormat() throws {
        let result = try runLifeline(["check", "Examples", "--format", "sarif"])
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        XCTAssertEqual(document["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((document["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual((driver["rules"] as? [Any])?.count, 16)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 10)
        XCTAssertEqual(results.first?["level"] as? String, "warning")
    }

    func testFixRewritesFilesAndReportsWhatRemains() throws {
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent("Plate.swift")
        try """
            import SwiftUI
            final class Model: ObservableObject { @Published var n = 0 }
            struct Plate: View {
                @ObservedObject var model = Model()
                var body: some View { Text("\\(model.n)") }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let result = try runLifeline(["check", "--fix", directory.path])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.errors.contains("applied 1 fix in 1 file"), result.errors)
        let fixed = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(fixed.contains("@StateObject private var model = Model()"), fixed)
    }

    func testConfigurationFile() throws {
        let directory = try temporaryDirectory()
        try "import SwiftUI\nstruct V: View {\n  @State var count = 0\n  var body: some View { Text(\"\") }\n}\n".write(to: directory.appendingPathComponent("V.swift"), atomically: true, encoding: .utf8)
        let before = try runLifeline(["check", directory.path, "--fail-on", "info"])
        XCTAssertEqual(before.status, 1)
        XCTAssertTrue(before.output.contains("[non-private-state]"))
        try #"{"disabled": ["non-private-state"]}"#.write(to: directory.appendingPathComponent(".lifeline.json"), atomically: true, encoding: .utf8)
        let after = try runLifeline(["check", directory.path, "--fail-on", "info"])
        XCTAssertEqual(after.status, 0, after.output)
        try #"{"severities": {"non-private-state": "error"}}"#.write(to: directory.appendingPathComponent(".lifeline.json"), atomically: true, encoding: .utf8)
        let raised = try runLifeline(["check", directory.path, "--fail-on", "error"])
        XCTAssertEqual(raised.status, 1)
        XCTAssertTrue(raised.output.contains(": error: "), raised.output)
        try #"{"rules": {"non-private-state": {"enabled": false}}}"#.write(to: directory.appendingPathComponent(".lifeline.json"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try runLifeline(["check", directory.path, "--fail-on", "info"]).status, 0)
        try #"{"rules": {"non-private-state": {"exclude": ["V.swift"]}}}"#.write(to: directory.appendingPathComponent(".lifeline.json"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try runLifeline(["check", directory.path, "--fail-on", "info"]).status, 0)
        for (bad, message) in [
            ("{not json", "is not valid JSON"), (#"{"disabled": ["no-such-rule"]}"#, "unknown rule 'no-such-rule'"),
            (#"{"toolchain": "xcode3"}"#, "\"toolchain\" must be"), (#"{"colour": 1}"#, "unknown key \"colour\""),
            (#"{"platforms": ["iPhoneOS"]}"#, "unknown platform 'iPhoneOS'"), (#"{"platforms": "iOS"}"#, "\"platforms\" must be a list"),
            (#"{"flags": {"DEBUG": "yes"}}"#, "flag 'DEBUG' must be true or false"),
            (#"{"rules": {"non-private-state": {"colour": 1}}}"#, "unknown setting \"colour\" for 'non-private-state' (expected severity, enabled, exclude)"),
            (#"{"rules": {"state-holds-reference-type": {"ignoreTypes": "Box"}}}"#, "\"ignoreTypes\" of 'state-holds-reference-type' must be a list of type names"),
        ] {
            try bad.write(to: directory.appendingPathComponent(".lifeline.json"), atomically: true, encoding: .utf8)
            let result = try runLifeline(["check", directory.path])
            XCTAssertEqual(result.status, 2, bad)
            XCTAssertTrue(result.errors.contains(message), "\(bad): \(result.errors)")
            XCTAssertEqual(result.errors.split(separator: "\n").count, 1)
        }
    }

    /// `exclude` in `.lifeline.json`: relative to its folder, whichever folder the check runs from.
    func testExcludedPathsGetNoFindings() throws {
        let directory = try temporaryDirectory()
        let generated = directory.appendingPathComponent("Sources/Generated")
        try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
        let view = "import SwiftUI\nfinal class M: ObservableObject {}\nstruct V: View {\n  @ObservedObject var m = M()\n  var body: some View { Text(\"\") }\n}\n"
        try view.write(to: generated.appendingPathComponent("V.swift"), atomically: true, encoding: .utf8)
        try view.replacingOccurrences(of: "V", with: "W").write(to: directory.appendingPathComponent("Sources/W.swift"), atomically: true, encoding: .utf8)
        try #"{"exclude": ["**/Generated"]}"#.write(to: directory.appendingPathComponent(".lifeline.json"), atomically: true, encoding: .utf8)
        for (arguments, folder) in [([directory.path], nil), (["."], directory.path), (["Generated", "W.swift"], directory.path + "/Sources")] {
            let result = try runLifeline(["check", "--fail-on", "never"] + arguments, in: folder)
            XCTAssertTrue(result.output.contains("W.swift:4:"), "\(arguments): \(result.output)")
            XCTAssertFalse(result.output.contains("V.swift"), "\(arguments): \(result.output)")
            XCTAssertTrue(result.output.contains("in 2 files"), "excluded files are still read: \(result.output)")
        }
    }

    func testConfigurationSaysHowIfIsRead() throws {
        let directory = try temporaryDirectory()
        try """
            import SwiftUI
            final class Model: ObservableObject {}
            #if os(macOS)
            struct Mac: View {
                @ObservedObject var model = Model()
                var body: some View { Text("") }
            }
            #endif
            #if BETA
            struct Beta: View {
                @ObservedObject var model = Model()
                var body: some View { Text("") }
            }
            #endif
            """.write(to: directory.appendingPathComponent("V.swift"), atomically: true, encoding: .utf8)
        let everything = try runLifeline(["check", directory.path, "--fail-on", "never"])
        XCTAssertEqual(everything.output.components(separatedBy: "[observed-object-creates-instance]").count - 1, 2, everything.output)
        try #"{"platforms": ["iOS"], "flags": ["BETA"]}"#.write(to: directory.appendingPathComponent(".lifeline.json"), atomically: true, encoding: .utf8)
        let narrowed = try runLifeline(["check", directory.path, "--fail-on", "never"])
        XCTAssertEqual(narrowed.output.components(separatedBy: "[observed-object-creates-instance]").count - 1, 1, narrowed.output)
        XCTAssertTrue(narrowed.output.contains("Beta is re-created"), narrowed.output)
    }

    func testOwnershipRecords() throws {
        let result = try runLifeline(["ownership", "Examples", "--format", "json"])
        let records = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        let verdict = try XCTUnwrap(records.first { $0["view"] as? String == "ScoreVerdict" })
        XCTAssertEqual(verdict["ownership"] as? String, "injected")
        XCTAssertEqual(verdict["wrapper"] as? String, "@ObservedObject")
        XCTAssertEqual(verdict["type"] as? String, "ScoreModel")
        XCTAssertTrue((verdict["evidence"] as? [String])?.contains { $0.contains("ScoreVerdict.model ← ScorePlate.model") } == true)
        let text = try runLifeline(["ownership", "Examples"])
        XCTAssertTrue(text.output.contains("ScorePlate.model @ObservedObject ScoreModel: owned"))
    }

    func testRulesAndBadOptions() throws {
        let rules = try runLifeline(["rules"])
        XCTAssertEqual(rules.output.split(separator: "\n").count, 16)
        XCTAssertEqual(try runLifeline(["check", "--format", "xml"]).status, 2)
        XCTAssertEqual(try runLifeline(["check", "--fail-on", "sometimes"]).status, 2)
        XCTAssertEqual(try runLifeline(["check", "--toolchain", "xcode3"]).status, 2)
        let missing = try runLifeline(["check", "no/such/dir"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.errors, "lifeline: no such file or directory: no/such/dir\n")
    }

    func testGeneratedWorkspaceIsCheckedWithRealFindings() throws {
        let directory = try temporaryDirectory()
        let generated = try runLifeline(["bench", "generate", directory.path, "--files", "14"])
        XCTAssertEqual(generated.status, 0, generated.errors)
        let result = try runLifeline(["check", directory.path, "--format", "json"])
        let findings = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        // Screens 3 and 10 create their store inline with @ObservedObject.
        XCTAssertEqual(findings.compactMap { $0["rule"] as? String }, ["observed-object-creates-instance", "observed-object-creates-instance"])
    }
}
