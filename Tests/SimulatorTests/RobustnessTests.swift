import Foundation
import Semantics
import Simulator
import Syntax
import XCTest

/// Bad input never crashes or hangs the simulator: broken code, machine-made nesting, runaway
/// loops and recursion end with an error, a note or a `crash` event of the simulated app.
final class RobustnessTests: XCTestCase {
    func simulate(_ source: String, root: String? = nil, actions: [String] = [], budget: Int = 200_000) -> Trace? {
        var settings = SimulationSettings()
        settings.stepBudget = budget
        let file = SourceFile(path: "Input.swift", tree: SyntaxTree.parse(source))
        guard let simulation = try? Simulation(files: [file], root: root, settings: settings, screens: true) else { return nil }
        simulation.launch()
        for text in actions {
            guard let action = try? Action.parse(text) else { continue }
            if simulation.hasCrashed { break }
            _ = try? simulation.perform(action)
        }
        return simulation.trace
    }

    /// Every example cut short at many places still simulates or fails cleanly: either a trace
    /// that starts with the launch, or an error that says what is wrong.
    func testTruncatedExamplesNeverCrash() throws {
        let examples = ScenarioRunner.packageRoot.appendingPathComponent("Examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".swift") }
        XCTAssertFalse(names.isEmpty, "no examples found in \(examples.path)")
        for name in names {
            let bytes = Array(try Data(contentsOf: examples.appendingPathComponent(name)))
            let step = max(1, bytes.count / 60)
            var simulated = 0
            for end in Array(stride(from: 0, to: bytes.count, by: step)) + [bytes.count] {
                let text = String(decoding: bytes[0..<end], as: UTF8.self)
                let file = SourceFile(path: name, tree: SyntaxTree.parse(text))
                let simulation: Simulation
                do {
                    simulation = try Simulation(files: [file], root: nil, settings: SimulationSettings(), screens: true)
                } catch let error as ActionError {
                    XCTAssertFalse(error.description.isEmpty, "\(name) cut at \(end): an error without a message")
                    XCTAssertNotEqual(end, bytes.count, "\(name) as a whole does not simulate: \(error)")
                    continue
                }
                simulation.launch()
                for text in ["tap \"+1\"", "tap \"Switch Name\"", "back", "dismiss"] where !simulation.hasCrashed {
                    _ = try? simulation.perform(try Action.parse(text))
                }
                XCTAssertEqual(simulation.trace.steps.first?.action, "launch", "\(name) cut at \(end)")
                simulated += 1
            }
            XCTAssertGreaterThan(simulated, 0, name)
        }
    }

    func testDeepNestingIsBounded() {
        let parens = String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
        let source = """
            import SwiftUI
            struct Deep: View {
                @State private var n = 0
                var body: some View {
                    Button("Go") { n = \(parens) }
                    Text("\\(n)")
                }
            }
            """
        let trace = simulate(source, actions: ["tap \"Go\""])
        XCTAssertNotNil(trace)
    }

    func testRunawayCodeEndsWithAClearCrash() throws {
        let source = """
            import SwiftUI
            final class Runaway: ObservableObject {
                @Published var n = 0
                func loop() { var i = 0; while i >= 0 { i += 1 } }
                func recurse(_ k: Int) -> Int { recurse(k + 1) + 1 }
            }
            struct RunawayView: View {
                @StateObject private var model = Runaway()
                var body: some View {
                    Button("Loop") { model.loop() }
                    Button("Recurse") { _ = model.recurse(0) }
                    Text("\\(model.n)")
                }
            }
            """
        let loop = try XCTUnwrap(simulate(source, actions: ["tap \"Loop\"", "tap \"Recurse\""]))
        XCTAssertEqual(loop.steps.count, 2, "nothing runs after the hang")
        XCTAssertTrue(loop.steps[1].events.contains { $0.kind == .crash && $0.message?.hasPrefix("Hang: the code ran 200000 interpreter steps") == true })
        let recursion = try XCTUnwrap(simulate(source, actions: ["tap \"Recurse\""]))
        XCTAssertTrue(recursion.steps[1].events.contains { $0.kind == .crash && $0.message?.hasPrefix("Stack overflow") == true })
    }

    func testBodyThatInvalidatesItselfStopsWithAWarning() throws {
        let source = """
            import SwiftUI
            struct Feedback: View {
                @State private var n = 0
                var body: some View {
                    Text("\\(n)").onChange(of: n) { n += 1 }
                    Button("Start") { n = 1 }
                }
            }
            """
        let trace = try XCTUnwrap(simulate(source, actions: ["tap \"Start\""], budget: 2_000_000))
        let last = trace.steps[1].events
        XCTAssertTrue(last.contains { $0.kind == .warning && $0.message?.contains("update loop") == true } || last.contains { $0.kind == .crash },
            last.map(\.text).joined(separator: "\n"))
    }

    func testInvalidUTF8AndTokenSoup() {
        var bytes = Array("import SwiftUI\nstruct Soup: View { var body: some View { Text(\"".utf8)
        bytes += [0xFF, 0xC0, 0x80, 0xED, 0xA0, 0x80]
        bytes += Array("\") } }\n".utf8)
        let file = SourceFile(path: "Soup.swift", tree: SyntaxTree.parse(bytes))
        let simulation = try? Simulation(files: [file], root: "Soup")
        simulation?.launch()
        XCTAssertNotNil(simulation)
        var generator = SystemRandomNumberGenerator()
        let words = ["struct", "View", "{", "}", "(", ")", "var", "body", ":", "some", "Button", "\"x\"", "@State", "=", "if", "else", "ForEach", "$0", ".", "sheet", "\\.", "self"]
        for _ in 0..<200 {
            let text = (0..<80).map { _ in words[Int(generator.next() % UInt64(words.count))] }.joined(separator: " ")
            _ = simulate(text, actions: ["tap \"x\""])
        }
    }
}
