import Configuration
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
        XCTAssertThrowsError(try ConfigurationFile.read(Array(json.utf8), path: "/p/.lifeline.json", into: &settings), json, file: file, line: line) { error in
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
        assertSettings(#"{"exclude": ["Pods", "**/Generated/", "*.pb.swift"]}"#) { XCTAssertEqual($0.exclude.map(\.text), ["Pods", "**/Generated/", "*.pb.swift"]) }
    }

    func testMistakes() {
        assertProblem("{not json", " is not valid JSON")
        assertProblem("[1]", " must hold a JSON object")
        assertProblem(#"{"disabled": ["no-such-rule"]}"#, ": unknown rule 'no-such-rule' in \"disabled\" (see lifeline rules)")
        assertProblem(#"{"disabled": "non-private-state"}"#, ": \"disabled\" must be a list of rule identifiers")
        assertProblem(#"{"severities": {"no-such-rule": "error"}}"#, ": unknown rule 'no-such-rule' in \"severities\" (see lifeline rules)")
        assertProblem(#"{"severities": {"non-private-state": "fatal"}}"#, ": the severity of 'non-private-state' must be error, warning or info")
        assertProblem(#"{"toolchain": "xcode3"}"#, ": \"toolchain\" must be \"xcode26\" or \"xcode27\"")
        assertProblem(#"{"previews": "no"}"#, ": \"previews\" must be true or false")
        assertProblem(#"{"platforms": ["iPhoneOS"]}"#, ": unknown platform 'iPhoneOS' (expected iOS, macOS, tvOS, watchOS, visionOS, Linux, Windows, Android)")
        assertProblem(#"{"platforms": "iOS"}"#, ": \"platforms\" must be a list such as [\"iOS\", \"macOS\"]")
        assertProblem(#"{"flags": {"DEBUG": "yes"}}"#, ": flag 'DEBUG' must be true or false")
        assertProblem(#"{"exclude": "Pods"}"#, ": \"exclude\" must be a list of paths or globs relative to the configuration's folder")
        assertProblem(#"{"exclude": ["/abs/Pods"]}"#, ": '/abs/Pods' in \"exclude\" names nothing inside the configuration's folder (write paths relative to it, without ..)")
        assertProblem(#"{"exclude": ["../Other"]}"#, ": '../Other' in \"exclude\" names nothing inside the configuration's folder (write paths relative to it, without ..)")
    }

    /// The language server's reading: a key with a mistake is left out, the others apply.
    func testLenientReadingKeepsTheGoodKeys() {
        var settings = Settings()
        let problems = ConfigurationFile.readLeniently(
            Array(#"{"toolchain": "xcode3", "previews": false, "colour": 1}"#.utf8), source: "the client's settings", into: &settings)
        XCTAssertEqual(problems, [
            "lifeline: the client's settings: unknown key \"colour\" (expected \(ConfigurationFileTests.keyList))",
            "lifeline: the client's settings: \"toolchain\" must be \"xcode26\" or \"xcode27\"",
        ])
        XCTAssertFalse(settings.previews)
        XCTAssertEqual(settings.toolchain, .xcode26)
        var quiet = Settings()
        XCTAssertEqual(ConfigurationFile.readLeniently(Array(#"{"colour": 1}"#.utf8), source: "s", ignoringUnknownKeys: true, into: &quiet), [])
    }

    static let keyList = "toolchain, disabled, severities, previews, platforms, flags, exclude"
}
