import Foundation
import Semantics
import Simulator
import Syntax
import TestSupport
import XCTest

/// Bad input never crashes or hangs the simulator: broken code, machine-made nesting, runaway
/// loops and recursion end with an error, a note or a `crash` event of the simulated app.
final class RobustnessTests: XCTestCase {
    /// Simulates on the simulator's large stack, as every front end does: recursion in the
    /// simulated code nests its native frames up to the call limit, deeper than a test thread's
    /// stack holds in a debug build.
    func simulate(_ source: String, root: String? = nil, actions: [String] = [], budget: Int = 200_000) -> Trace? {
        LargeStack.run { self.simulateHere(source, root: root, actions: actions, budget: budget) }
    }

    private func simulateHere(_ source: String, root: String?, actions: [String], budget: Int) -> Trace? {
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

    /// Broken code can make an initial value read its own property before SwiftUI installed the
    /// storage; each read runs the initial value again. Found by the crash sweep on a damaged copy
    /// of a real app, where it overflowed Lifeline's own stack.
    func testInitialValueThatReadsItselfEndsWithStackOverflow() throws {
        let cases: [(declaration: String, expected: String?)] = [
            ("@StateObject private var model = Model(model)", "Stack overflow: initial values nested more than 400 deep (does Probe.model read itself?)"),
            ("@StateObject private var model = Model(Model(model))", "Stack overflow: initial values nested more than 400 deep (does Probe.model read itself?)"),
            ("@State private var n = n + 1", nil),
            ("let n = n", nil),
        ]
        for (declaration, expected) in cases {
            let source = """
                import SwiftUI
                final class Model: ObservableObject { init(_ other: Model?) {} }
                struct Probe: View {
                    \(declaration)
                    var body: some View { Text("x") }
                }
                """
            let trace = try XCTUnwrap(simulate(source, root: "Probe"), declaration)
            XCTAssertEqual(trace.steps[0].events.first { $0.kind == .crash }?.message, expected, declaration)
        }
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

    /// What tapping "Go" does to `Text(out)` in a view whose button runs `code`: the text, or the
    /// simulated app's crash message.
    func outcome(_ code: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let source = """
            import SwiftUI
            struct Probe: View {
                @State private var out = "-"
                var body: some View {
                    Button("Go") { \(code) }
                    Text(out)
                }
            }
            """
        guard let trace = simulate(source, root: "Probe", actions: ["tap \"Go\""], budget: 2_000_000), let step = trace.steps.last,
            step.index == 1
        else {
            XCTFail("\(code): the tap did not run", file: file, line: line)
            return ""
        }
        if let crash = step.events.first(where: { $0.kind == .crash }) { return "crash: " + (crash.message ?? "") }
        return step.screen?.first { $0.role == .text }?.label ?? "(no text)"
    }

    /// The standard library's preconditions are the simulated app's crashes, never Lifeline's:
    /// counts, indices and numbers the code passes to a builtin are checked before the real call.
    func testBuiltinsCheckTheirArgumentsBeforeCallingSwift() {
        let cases: [(code: String, expected: String)] = [
            // Negative counts trap in Swift; here they are the app's crash.
            ("out = String(\"abc\".dropFirst(-2))", "crash: Fatal error: Can't drop a negative number of elements from a collection"),
            ("out = \"\\([1, 2].dropLast(-1))\"", "crash: Fatal error: Can't drop a negative number of elements from a collection"),
            ("out = \"\\([1, 2].prefix(-1))\"", "crash: Fatal error: Can't take a prefix of negative length from a collection"),
            ("var a = [1, 2, 3]; a.removeLast(-1); out = \"\\(a)\"", "crash: Fatal error: Number of elements to remove should be non-negative"),
            ("var a = [1, 2, 3]; a.removeFirst(-1); out = \"\\(a)\"", "crash: Fatal error: Number of elements to remove should be non-negative"),
            ("out = String(\"abc\".dropFirst(1))", "bc"),
            // Doubles too large for an Int: nil where a count or index is read, a crash where Int(_:) converts.
            ("out = String(format: \"%d\", 1e300)", "1e+300"),
            ("out = \"\\([1, 2].prefix(1e300))\"", "<prefix>"),
            ("out = \"\\(Int(-9.25e18))\"", "crash: Fatal error: Double value cannot be converted to Int because the result would be less than Int.min"),
            ("out = \"\\(Int(-9.2e18))\"", "-9200000000000000000"),
            // Arithmetic inside builtins overflows as the program's arithmetic does.
            ("out = \"\\(Int.max.advanced(by: 1))\"", "crash: Swift runtime failure: arithmetic overflow"),
            ("out = \"\\(Int.min.isMultiple(of: -1)) \\(5.isMultiple(of: 0)) \\(0.isMultiple(of: 0))\"", "true false true"),
            ("out = \"\\(stride(from: 0, through: Int.max, by: Int.max).count)\"", "2"),
            ("out = \"\\(Int.random(in: Int.min..<Int.min))\"", "crash: Fatal error: Can't get random value with an empty range"),
            ("out = \"\\(Double.random(in: Int.min...Int.max) <= 1e19)\"", "true"),
            // One-sided ranges in subscripts reach the end they leave open.
            ("let a = [1, 2, 3]; out = \"\\(a[1...]) \\(a[..<2]) \\(a[...0])\"", "[2, 3] [1, 2] [1]"),
            ("let a = [1, 2, 3]; out = \"\\(a[2...5])\"", "crash: Fatal error: Array index is out of range"),
        ]
        for (code, expected) in cases {
            XCTAssertEqual(outcome(code), expected, code)
        }
    }

    /// Found on real apps' constructs: a `$N` far past any closure's parameters, a Set of a large
    /// collection, and a scroll by any number of rows.
    func testShorthandsSetsAndScrollsStayBounded() {
        let cases: [(code: String, expected: String)] = [
            // The names past $255 are not bound: their value is unknown, and nothing is allocated.
            ("let f: (Int) -> String = { _ in \"\\($99999999999)\" }; out = f(1).isEmpty ? \"empty\" : \"set\"", "set"),
            ("let f: (Int, Int) -> Int = { $0 + $1 }; out = \"\\(f(2, 3))\"", "5"),
            // Scalars are told apart by hashing: quick at any size, first-seen order kept.
            ("out = \"\\(Set(0..<200_000).count)\"", "200000"),
            ("out = \"\\(Array(Set([3, 1, 3, 2, 1.0])))\"", "[3, 1, 2]"),
            // Other values are compared pairwise within the step budget.
            ("out = \"\\(Set([[1], [2], [1]]).count)\"", "2"),
        ]
        for (code, expected) in cases {
            XCTAssertEqual(outcome(code), expected, code)
        }
        let long = """
            import SwiftUI
            struct Long: View {
                var body: some View {
                    List(0..<100, id: \\.self) { Text("row \\($0)") }
                }
            }
            """
        for rows in ["9223372036854775807", "1"] {
            let trace = simulate(long, root: "Long", actions: ["scroll down 5", "scroll down \(rows)", "scroll up \(rows)"])
            XCTAssertEqual(trace?.steps.count, 4, rows)
        }
    }

    /// A closure of several parameters called with one tuple takes it apart, as Swift does; with
    /// one parameter it gets the tuple whole.
    func testClosuresTakeTuplesApart() {
        let cases: [(code: String, expected: String)] = [
            ("out = [\"a\", \"b\"].enumerated().map { i, s in \"\\(i)\\(s)\" }.joined()", "0a1b"),
            ("out = [\"a\", \"b\"].enumerated().map { \"\\($0)\\($1)\" }.joined()", "0a1b"),
            ("out = [\"a\", \"b\"].enumerated().map { pair in \"\\(pair.offset)\" }.joined()", "01"),
            ("out = [(1, 2), (3, 4)].map { a, b in \"\\(a + b)\" }.joined(separator: \",\")", "3,7"),
        ]
        for (code, expected) in cases {
            XCTAssertEqual(outcome(code), expected, code)
        }
        let source = """
            import SwiftUI
            struct Numbered: View {
                let items = ["x", "y"]
                var body: some View {
                    ForEach(Array(items.enumerated()), id: \\.offset) { index, item in
                        Text("\\(index): \\(item)")
                    }
                }
            }
            """
        let screen = simulate(source, root: "Numbered")?.steps.first?.screen?.map(\.label)
        XCTAssertEqual(screen, ["0: x", "1: y"])
    }

    /// A value that doubles itself reaches gigabytes in a few dozen steps, long before the step
    /// budget runs out: bulk growth stops the simulation at a size limit instead of the machine.
    func testGrowthPastTheSizeLimitStopsTheSimulation() {
        let cases: [(code: String, expected: String)] = [
            ("var s = \"ab\"; for _ in 0..<62 { s += s }; out = s", "crash: Out of memory: the code built a string of more than 10000000 bytes at Input.swift:5; the simulation stops here"),
            ("var s = \"ab\"; for _ in 0..<62 { s = \"\\(s)\\(s)\" }; out = s", "crash: Out of memory: the code built a string of more than 10000000 bytes; the simulation stops here"),
            ("var a = [1]; for _ in 0..<62 { a += a }; out = \"\\(a.count)\"", "crash: Out of memory: the code built an array of more than 10000000 elements at Input.swift:5; the simulation stops here"),
            ("var a = [1]; for _ in 0..<62 { a.append(contentsOf: a) }; out = \"\\(a.count)\"", "crash: Out of memory: the code built an array of more than 10000000 elements at Input.swift:5; the simulation stops here"),
            ("var s = \"ab\"; for _ in 0..<62 { s.append(s) }; out = s", "crash: Out of memory: the code built a string of more than 10000000 bytes at Input.swift:5; the simulation stops here"),
            ("var s = \"ab\"; for _ in 0..<8 { s = String(repeating: s, count: 1000) }; out = s", "crash: Out of memory: the code built a string of more than 10000000 bytes at Input.swift:5; the simulation stops here"),
            ("var a = [\"abcdefghij\"]; for _ in 0..<21 { a += a }; out = a.joined(separator: \",\")", "crash: Out of memory: the code built a string of more than 10000000 bytes at Input.swift:5; the simulation stops here"),
            // A precision String(format:) would spend half a minute on is not passed to it.
            ("out = String(format: \"%.999999999f|%*f|%.2f\", 1.0, 2.0, 3.0)", "1.0|2.0|3.00"),
            ("var s = \"ab\"; for _ in 0..<20 { s += s }; out = \"\\(s.count)\"", "2097152"),
        ]
        for (code, expected) in cases {
            XCTAssertEqual(outcome(code), expected, code)
        }
    }

    /// `a = [a, a]` sixty times is a value with 2^60 parts in 60 steps, all of them shared: writing
    /// it, collecting garbage around it and storing it follow each buffer once (or stop early), so
    /// the run ends instead of taking forever. A value nested 100,000 deep in a loop stays linear.
    /// Objects are named by their type as declared: `actor` is a contextual keyword, not the name.
    func testActorsAreNamedByTheirType() {
        let source = """
            import SwiftUI
            public actor Stream { var n = 0 }
            final actor Cache {}
            final class Box {}
            struct V: View {
                @State private var s = Stream()
                @State private var c = Cache()
                @State private var b = Box()
                var body: some View { Text("") }
            }
            """
        let objects = simulate(source, root: "V")?.steps.first?.events.filter { $0.kind == .objectInit }.compactMap(\.object)
        XCTAssertEqual(objects, ["Stream#1", "Cache#1", "Box#1"])
    }

    func testValuesNestedInThemselvesStayCheap() {
        let cases: [(code: String, expected: String)] = [
            ("var a: [Any] = [1]; for _ in 0..<60 { a = [a, a] }; out = \"\\(a.count)\"", "2"),
            ("var a: [Any] = [1]; for _ in 0..<60 { a = [a, a] }; out = String(\"\\(a)\".prefix(8))", "[[[[[[[["),
            ("var a: [Any] = [Box()]; for _ in 0..<60 { a = [a, a] }; box.items = a; box.items = []; out = \"\\(box.items.count)\"", "0"),
            ("var a: [Any] = [Box()]; for _ in 0..<60 { a = [(a, a)] }; box.items = a; out = \"stored\"", "stored"),
            // Written 1,000 levels deep: 1,000 "[", "…" and 1,000 "]". 100,000 levels in CI and
            // optimized builds, a tenth in a debug build (still ten times the depth written).
            ("var a: [Any] = [1]; for _ in 0..<\(HeavyInput.size(100_000)) { a = [a] }; box.items = a; out = \"\\(\"\\(a)\".count)\"", "2001"),
        ]
        for (code, expected) in cases {
            let source = """
                import SwiftUI
                final class Box: ObservableObject { @Published var items: [Any] = [] }
                struct Probe: View {
                    @StateObject private var box = Box()
                    @State private var out = "-"
                    var body: some View {
                        Button("Go") { \(code) }
                        Text(out)
                    }
                }
                """
            // On the stack every front end simulates on: releasing a value nested 100,000 deep
            // takes as many native frames in the Swift runtime.
            let trace = simulate(source, root: "Probe", actions: ["tap \"Go\""], budget: 2_000_000)
            let step = trace?.steps.last
            XCTAssertNil(step?.events.first { $0.kind == .crash }, code)
            XCTAssertEqual(step?.screen?.first { $0.role == .text }?.label, expected, code)
        }
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
