@testable import Configuration
import Ownership
import Semantics
import XCTest

/// `.lifeline.json` read from its text: what each key sets, and the one line each mistake gives.
final class ConfigurationFileTests: XCTestCase {
    /// Reads `json` (strictly, as the command line does) and hands the settings to `check`.
    func assertSettings(_ json: String, file: StaticString = #filePath, line: UInt = #line, _ check: (Settings) -> Void) {
        var settings = Settings()
        do {
            try ConfigurationFile.read(Array(json.utf8), path: "/p/.lifeline.json", into: &settings)
        } catch {
            return XCTFail("\(json): \(error)", file: file, line: line)
        }
        check(settings)
    }

    /// Reading `json` fails with exactly `message`.
    func assertProblem(_ json: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        var settings = Settings()
        XCTAssertThrowsError(
            try ConfigurationFile.read(Array(json.utf8), path: "/p/.lifeline.json", into: &settings), json, file: file, line: line
        ) { error in
            XCTAssertEqual("\(error)", "lifeline: /p/.lifeline.json" + message, json, file: file, line: line)
        }
    }

    func testKeys() {
        assertSettings("{}") { XCTAssertEqual($0.toolchain, .xcode26) }
        assertSettings(#"{"toolchain": "xcode27"}"#) { XCTAssertEqual($0.toolchain, .xcode27) }
        assertSettings(#"{"disabled": ["non-private-state"]}"#) { XCTAssertEqual($0.disabled, ["non-private-state"]) }
        assertSettings(#"{"severities": {"non-private-state": "error"}}"#) { XCTAssertEqual($0.severities, ["non-private-state": .error]) }
        assertSettings(#"{"previews": false}"#) { XCTAssertFalse($0.previews) }
        assertSettings(#"{"platforms": ["iOS"]}"#) { XCTAssertEqual($0.build.platforms, ["iOS"]) }
        assertSettings(#"{"flags": ["BETA"]}"#) { XCTAssertEqual($0.build.flags, ["BETA": true]) }
        assertSettings(#"{"flags": {"DEBUG": false}}"#) { XCTAssertEqual($0.build.flags, ["DEBUG": false]) }
        assertSettings(#"{"exclude": ["Pods", "**/Generated/", "*.pb.swift"]}"#) {
            XCTAssertEqual($0.exclude.map(\.text), ["Pods", "**/Generated/", "*.pb.swift"])
        }
    }

    func testRuleTable() {
        assertSettings(#"{"rules": {"non-private-state": {"severity": "error"}}}"#) {
            XCTAssertEqual($0.severities, ["non-private-state": .error])
        }
        assertSettings(#"{"rules": {"non-private-state": {"enabled": false}}}"#) { XCTAssertEqual($0.disabled, ["non-private-state"]) }
        // A rule's own entry is more specific than the older lists, whatever the order in the file.
        assertSettings(
            #"{"rules": {"non-private-state": {"enabled": true, "severity": "info"}}, "disabled": ["non-private-state"], "severities": {"non-private-state": "error"}}"#
        ) {
            XCTAssertEqual($0.disabled, [])
            XCTAssertEqual($0.severities, ["non-private-state": .info])
        }
        assertSettings(#"{"rules": {"non-private-state": {"exclude": ["Previews/**"]}}}"#) {
            XCTAssertEqual($0.rules["non-private-state"]?.exclude.map(\.text), ["Previews/**"])
            XCTAssertTrue($0.excludes("Previews/A.swift", rule: "non-private-state"))
            XCTAssertFalse($0.excludes("Previews/A.swift", rule: "missing-environment-object"))
        }
        assertSettings(#"{"rules": {"missing-environment-object": {"assumeInjected": ["Router", "Kit.Theme"]}}}"#) {
            XCTAssertEqual($0.rules["missing-environment-object"]?.options, ["assumeInjected": .strings(["Router", "Kit.Theme"])])
        }
        assertSettings(#"{"rules": {"state-holds-reference-type": {"ignoreTypes": []}}}"#) {
            XCTAssertEqual($0.rules["state-holds-reference-type"]?.options, ["ignoreTypes": .strings([])])
        }
    }

    func testRuleTableMistakes() {
        assertProblem(#"{"rules": ["non-private-state"]}"#, ": \"rules\" must map rule identifiers to their settings")
        assertProblem(#"{"rules": {"no-such-rule": {}}}"#, ": unknown rule 'no-such-rule' in \"rules\" (see lifeline rules)")
        assertProblem(
            #"{"rules": {"non-private-state": "off"}}"#,
            ": the settings of 'non-private-state' in \"rules\" must be an object such as {\"severity\": \"warning\"}")
        assertProblem(
            #"{"rules": {"non-private-state": {"severity": "loud"}}}"#,
            ": the severity of 'non-private-state' must be error, warning or info")
        assertProblem(#"{"rules": {"non-private-state": {"enabled": "no"}}}"#, ": \"enabled\" of 'non-private-state' must be true or false")
        assertProblem(
            #"{"rules": {"non-private-state": {"exclude": "A.swift"}}}"#,
            ": \"exclude\" of 'non-private-state' must be a list of paths or globs relative to the configuration's folder")
        assertProblem(
            #"{"rules": {"non-private-state": {"exclude": ["/A.swift"]}}}"#,
            ": '/A.swift' in \"exclude\" of 'non-private-state' names nothing inside the configuration's folder (write paths relative to it, without ..)"
        )
        // Options are the rule's own: another rule's is unknown here, and the message lists what is known.
        assertProblem(
            #"{"rules": {"non-private-state": {"assumeInjected": []}}}"#,
            ": unknown setting \"assumeInjected\" for 'non-private-state' (expected severity, enabled, exclude)")
        assertProblem(
            #"{"rules": {"missing-environment-object": {"ignoreTypes": []}}}"#,
            ": unknown setting \"ignoreTypes\" for 'missing-environment-object' (expected severity, enabled, exclude, assumeInjected)")
        assertProblem(
            #"{"rules": {"missing-environment-object": {"assumeInjected": "Router"}}}"#,
            ": \"assumeInjected\" of 'missing-environment-object' must be a list of type names")
        assertProblem(
            #"{"rules": {"state-holds-reference-type": {"ignoreTypes": ["Box Type"]}}}"#,
            ": 'Box Type' in \"ignoreTypes\" of 'state-holds-reference-type' is not a type name")
        assertProblem(
            #"{"rules": {"state-holds-reference-type": {"ignoreTypes": [""]}}}"#,
            ": '' in \"ignoreTypes\" of 'state-holds-reference-type' is not a type name")
    }

    func testMistakes() {
        assertProblem("{not json", " is not valid JSON")
        assertProblem("[1]", " must hold a JSON object")
        assertProblem(#"{"disabled": ["no-such-rule"]}"#, ": unknown rule 'no-such-rule' in \"disabled\" (see lifeline rules)")
        assertProblem(#"{"disabled": "non-private-state"}"#, ": \"disabled\" must be a list of rule identifiers")
        assertProblem(#"{"severities": {"no-such-rule": "error"}}"#, ": unknown rule 'no-such-rule' in \"severities\" (see lifeline rules)")
        assertProblem(
            #"{"severities": {"non-private-state": "fatal"}}"#, ": the severity of 'non-private-state' must be error, warning or info")
        assertProblem(#"{"toolchain": "xcode3"}"#, ": \"toolchain\" must be \"xcode26\" or \"xcode27\"")
        assertProblem(#"{"previews": "no"}"#, ": \"previews\" must be true or false")
        assertProblem(
            #"{"platforms": ["iPhoneOS"]}"#,
            ": unknown platform 'iPhoneOS' (expected iOS, macOS, tvOS, watchOS, visionOS, Linux, Windows, Android)")
        assertProblem(#"{"platforms": "iOS"}"#, ": \"platforms\" must be a list such as [\"iOS\", \"macOS\"]")
        assertProblem(#"{"flags": {"DEBUG": "yes"}}"#, ": flag 'DEBUG' must be true or false")
        assertProblem(#"{"exclude": "Pods"}"#, ": \"exclude\" must be a list of paths or globs relative to the configuration's folder")
        assertProblem(
            #"{"exclude": ["/abs/Pods"]}"#,
            ": '/abs/Pods' in \"exclude\" names nothing inside the configuration's folder (write paths relative to it, without ..)")
        assertProblem(
            #"{"exclude": ["../Other"]}"#,
            ": '../Other' in \"exclude\" names nothing inside the configuration's folder (write paths relative to it, without ..)")
    }

    /// Reading `json` fails with exactly these lines, in this order: every mistake at once.
    func assertProblems(_ json: String, _ messages: [String], file: StaticString = #filePath, line: UInt = #line) {
        var settings = Settings()
        XCTAssertThrowsError(
            try ConfigurationFile.read(Array(json.utf8), path: "/p/.lifeline.json", into: &settings), json, file: file, line: line
        ) { error in
            XCTAssertEqual("\(error)".components(separatedBy: "\n"), messages.map { "lifeline: /p/.lifeline.json" + $0 }, json, file: file, line: line)
        }
    }

    func testEveryMistakeIsReportedAtOnce() {
        assertProblems(
            #"{"exlude": ["Pods"], "toolchain": "xcode3", "disabled": ["no-such-rule", "non-privat-state"], "platforms": ["iOS", "macos"]}"#,
            [
                ": unknown key \"exlude\"; did you mean \"exclude\"? (expected toolchain, disabled, severities, previews, platforms, flags, exclude, skippedFolders, rules)",
                ": \"toolchain\" must be \"xcode26\" or \"xcode27\"",
                ": unknown rule 'no-such-rule' in \"disabled\" (see lifeline rules)",
                ": unknown rule 'non-privat-state' in \"disabled\"; did you mean 'non-private-state'? (see lifeline rules)",
                ": unknown platform 'macos'; did you mean 'macOS'? (expected iOS, macOS, tvOS, watchOS, visionOS, Linux, Windows, Android)",
            ])
        assertProblems(
            #"{"rules": {"non-private-state": {"severity": "warn", "enabld": false, "exclude": ["/a", "../b"]}, "missing-env-object": {}}}"#,
            [
                ": unknown rule 'missing-env-object' in \"rules\" (see lifeline rules)",
                ": unknown setting \"enabld\" for 'non-private-state'; did you mean \"enabled\"? (expected severity, enabled, exclude)",
                ": the severity of 'non-private-state' must be error, warning or info; did you mean \"warning\"?",
                ": '/a' in \"exclude\" of 'non-private-state' names nothing inside the configuration's folder (write paths relative to it, without ..)",
                ": '../b' in \"exclude\" of 'non-private-state' names nothing inside the configuration's folder (write paths relative to it, without ..)",
            ])
        assertProblems(#"{"Toolchain": "xcode27", "severities": {"non-private-state": "Error"}}"#, [
            ": unknown key \"Toolchain\"; did you mean \"toolchain\"? (expected toolchain, disabled, severities, previews, platforms, flags, exclude, skippedFolders, rules)",
            ": the severity of 'non-private-state' must be error, warning or info; did you mean \"error\"?",
        ])
    }

    func testDidYouMeanOnlyWhenClose() {
        let keys = ["toolchain", "disabled", "exclude", "rules"]
        for (typed, meant) in [("exclud", "exclude"), ("EXCLUDE", "exclude"), ("rule", "rules"), ("disable", "disabled"), ("toolchian", "toolchain")] {
            XCTAssertEqual(Suggestion.closest(typed, among: keys), meant, typed)
        }
        for typed in ["x", "", "platform", "severity", "zzzzzzz"] {
            XCTAssertNil(Suggestion.closest(typed, among: keys), typed)
        }
    }

    /// The language server's reading: a key with a mistake is left out, the others apply.
    func testLenientReadingKeepsTheGoodKeys() {
        var settings = Settings()
        let problems = ConfigurationFile.readLeniently(
            Array(#"{"toolchain": "xcode3", "previews": false, "colour": 1}"#.utf8), source: "the client's settings", into: &settings)
        XCTAssertEqual(
            problems,
            [
                "lifeline: the client's settings: unknown key \"colour\" (expected \(ConfigurationFileTests.keyList))",
                "lifeline: the client's settings: \"toolchain\" must be \"xcode26\" or \"xcode27\"",
            ])
        XCTAssertFalse(settings.previews)
        XCTAssertEqual(settings.toolchain, .xcode26)
        var quiet = Settings()
        XCTAssertEqual(
            ConfigurationFile.readLeniently(Array(#"{"colour": 1}"#.utf8), source: "s", ignoringUnknownKeys: true, into: &quiet), [])
    }

    static let keyList = "toolchain, disabled, severities, previews, platforms, flags, exclude, skippedFolders, rules"
}
