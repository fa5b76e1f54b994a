import Foundation
import Semantics
import Simulator
import Syntax
import XCTest

/// A simulation scenario: Swift source, a root, actions, and what must be seen.
///
/// Scenario files (`Scenarios/*.swift`) carry their script in `//` header lines:
///
///     // rule: S2 (legacy @State initial value runs on every init)
///     // root: ParentView
///     // do: tap "Refresh"
///     // expect 1: Box#2 init
///     // expect[xcode27] 1 not: Box#2 init
///     // expect 1 screen: Text "Count: 0"
///
/// `// lazy-retention: discard` and `// visible-rows: N` change those settings; `// toward: VIEW`
/// steers the run toward showing VIEW (`SimulationSettings.steerToward`).
///
/// `expect N: LINE` needs a line of step N's trace (events, or the screen with `screen:`) equal to
/// LINE after trimming; `not:` needs it absent; `[xcode26]`/`[xcode27]` limits a line to one mode.
/// `expect N order: A | B | C` needs those lines in that order. `expect N count K: LINE` needs LINE
/// exactly K times. Each scenario also has golden traces, one per toolchain mode.
struct Scenario {
    var name: String
    var source: String
    var files: [String] = []
    var root: String?
    var actions: [String] = []
    var rules: [String] = []
    var expectations: [Expectation] = []
    var lazyRetention: LazyRetention = .retain
    var visibleRows = 10
    var toward: String?

    struct Expectation {
        enum Kind { case present, absent, order([String]), count(Int) }
        var mode: ToolchainMode?
        var step: Int
        var screen: Bool
        var kind: Kind
        var line: String
        var sourceLine: Int
    }

    static func parse(name: String, source: String) throws -> Scenario {
        var scenario = Scenario(name: name, source: source)
        for (number, raw) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("//") else { continue }
            let body = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
            if body.hasPrefix("root:") {
                scenario.root = body.dropFirst(5).trimmingCharacters(in: .whitespaces)
            } else if body.hasPrefix("toward:") {
                scenario.toward = body.dropFirst(7).trimmingCharacters(in: .whitespaces)
            } else if body.hasPrefix("do:") {
                scenario.actions.append(body.dropFirst(3).trimmingCharacters(in: .whitespaces))
            } else if body.hasPrefix("lazy-retention:") {
                guard let value = LazyRetention(rawValue: body.dropFirst(15).trimmingCharacters(in: .whitespaces)) else {
                    throw ScenarioError("\(name):\(number + 1): lazy-retention is retain or discard")
                }
                scenario.lazyRetention = value
            } else if body.hasPrefix("visible-rows:") {
                guard let value = Int(body.dropFirst(13).trimmingCharacters(in: .whitespaces)) else {
                    throw ScenarioError("\(name):\(number + 1): visible-rows takes a number")
                }
                scenario.visibleRows = value
            } else if body.hasPrefix("rule:") {
                scenario.rules.append(body.dropFirst(5).trimmingCharacters(in: .whitespaces))
            } else if body.hasPrefix("expect") {
                scenario.expectations.append(try parseExpectation(String(body.dropFirst(6)), sourceLine: number + 1, in: name))
            }
        }
        return scenario
    }

    static func parseExpectation(_ text: String, sourceLine: Int, in name: String) throws -> Expectation {
        var rest = Substring(text)
        var mode: ToolchainMode? = nil
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]"), let parsed = ToolchainMode(rawValue: String(rest[rest.index(after: rest.startIndex)..<close])) else {
                throw ScenarioError("\(name):\(sourceLine): bad toolchain in expectation")
            }
            mode = parsed
            rest = rest[rest.index(after: close)...]
        }
        guard let colon = rest.firstIndex(of: ":") else { throw ScenarioError("\(name):\(sourceLine): expectation without ':'") }
        let head = rest[..<colon].split(separator: " ").map(String.init)
        let line = rest[rest.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        guard let stepText = head.first, let step = Int(stepText) else { throw ScenarioError("\(name):\(sourceLine): expectation needs a step number") }
        var kind: Expectation.Kind = .present
        var screen = false
        var words = head.dropFirst()[...]
        while let word = words.popFirst() {
            switch word {
            case "not": kind = .absent
            case "screen": screen = true
            case "order": kind = .order(line.components(separatedBy: "|").map { $0.trimmingCharacters(in: .whitespaces) })
            case "count":
                guard let n = words.popFirst().flatMap({ Int($0) }) else { throw ScenarioError("\(name):\(sourceLine): count needs a number") }
                kind = .count(n)
            default: throw ScenarioError("\(name):\(sourceLine): unknown word '\(word)' in expectation")
            }
        }
        return Expectation(mode: mode, step: step, screen: screen, kind: kind, line: line, sourceLine: sourceLine)
    }
}

struct ScenarioError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

enum ScenarioRunner {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let packageRoot = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

    static func files(_ scenario: Scenario) -> [SourceFile] {
        var result: [SourceFile] = []
        if scenario.files.isEmpty {
            result.append(SourceFile(path: scenario.name + ".swift", tree: SyntaxTree.parse(scenario.source)))
        }
        for path in scenario.files {
            let url = packageRoot.appendingPathComponent(path)
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            result.append(SourceFile(path: url.lastPathComponent, tree: SyntaxTree.parse(text)))
        }
        return result
    }

    /// Runs a scenario in one mode; the trace text includes screens.
    static func run(_ scenario: Scenario, mode: ToolchainMode) throws -> Trace {
        var settings = SimulationSettings()
        settings.toolchain = mode
        settings.lazyRetention = scenario.lazyRetention
        settings.visibleRows = scenario.visibleRows
        let actions = try scenario.actions.map { try Action.parse($0) }
        let files = files(scenario)
        if let toward = scenario.toward {
            let model = SemanticModel.build(files)
            guard let view = model.view(typed: toward) else { throw ScenarioError("\(scenario.name): toward names no one view (\(toward))") }
            settings.steerToward = model.placesBuilding([view.key])
        }
        return try Simulation.run(files: files, root: scenario.root, actions: actions, settings: settings, screens: true)
    }

    /// The lines of one step's trace: events, or the screen.
    static func lines(of trace: Trace, step: Int, screen: Bool) -> [String]? {
        guard step < trace.steps.count else { return nil }
        let stepTrace = trace.steps[step]
        if screen {
            return (stepTrace.screen ?? []).map(\.text)
        }
        return stepTrace.events.map(\.text)
    }
}

/// Checks a scenario's expectations and golden traces in both toolchain modes.
func assertScenario(_ scenario: Scenario, goldenDirectory: URL, file: StaticString = #filePath, line: UInt = #line) {
    for mode in ToolchainMode.allCases {
        let trace: Trace
        do {
            trace = try ScenarioRunner.run(scenario, mode: mode)
        } catch {
            XCTFail("\(scenario.name) [\(mode)]: \(error)", file: file, line: line)
            continue
        }
        for expectation in scenario.expectations where expectation.mode == nil || expectation.mode == mode {
            let place = "\(scenario.name).swift:\(expectation.sourceLine) [\(mode)]"
            guard let lines = ScenarioRunner.lines(of: trace, step: expectation.step, screen: expectation.screen) else {
                XCTFail("\(place): there is no step \(expectation.step) (the trace has \(trace.steps.count))", file: file, line: line)
                continue
            }
            let shown = "\n--- step \(expectation.step) ---\n" + lines.joined(separator: "\n")
            switch expectation.kind {
            case .present:
                if !lines.contains(expectation.line) { XCTFail("\(place): expected `\(expectation.line)`\(shown)", file: file, line: line) }
            case .absent:
                if lines.contains(expectation.line) { XCTFail("\(place): did not expect `\(expectation.line)`\(shown)", file: file, line: line) }
            case .count(let n):
                let found = lines.filter { $0 == expectation.line }.count
                if found != n { XCTFail("\(place): expected `\(expectation.line)` \(n) times, found \(found)\(shown)", file: file, line: line) }
            case .order(let wanted):
                var index = 0
                for candidate in lines where index < wanted.count && candidate == wanted[index] { index += 1 }
                if index < wanted.count { XCTFail("\(place): expected in order \(wanted); missing from `\(wanted[index])`\(shown)", file: file, line: line) }
            }
        }
        assertGolden(trace.text(screen: true), goldenDirectory.appendingPathComponent("\(scenario.name).\(mode.rawValue).txt"), file: file, line: line)
    }
}

/// Compares text with a golden file; `UPDATE_GOLDEN=1` rewrites the file instead.
func assertGolden(_ actual: String, _ url: URL, file: StaticString = #filePath, line: UInt = #line) {
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? actual.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        XCTFail("missing golden file \(url.lastPathComponent); run with UPDATE_GOLDEN=1 to create it", file: file, line: line)
        return
    }
    if expected != actual {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let index = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        let wanted = index < a.count ? String(a[index]) : "<end>"
        let got = index < b.count ? String(b[index]) : "<end>"
        XCTFail("\(url.lastPathComponent) differs at line \(index + 1):\n  golden: \(wanted)\n  actual: \(got)\n(UPDATE_GOLDEN=1 rewrites it after review)", file: file, line: line)
    }
}
