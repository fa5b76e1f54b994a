import Foundation
import Semantics
@testable import Simulator
import Syntax
import XCTest

/// The program runs the declarations the semantic model gives: its types (keyed, with their
/// superclass first whatever file an extension is in), the members of each declaration and
/// extension compiled on the simulated platform, extensions of types outside the workspace, and
/// what is outside every type.
final class ProgramDeclarationTests: XCTestCase {
    /// Simulates `root` in a workspace of `files` (path → text), performs `actions`, and checks the
    /// trace holds each of `shows` and none of `omits`.
    func assertSimulates(
        _ files: [String: String], root: String, actions: [String] = [], shows: [String], omits: [String] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let sources = files.keys.sorted().map { SourceFile(path: $0, tree: SyntaxTree.parse(files[$0]!)) }
        let simulation = try Simulation(program: Program(files: sources), root: root, screens: true)
        _ = simulation.launch()
        for action in actions { _ = try simulation.perform(try Action.parse(action)) }
        let trace = simulation.trace.text(screen: true)
        for text in shows { XCTAssertTrue(trace.contains(text), "missing \(text) in:\n\(trace)", file: file, line: line) }
        for text in omits { XCTAssertFalse(trace.contains(text), "unexpected \(text) in:\n\(trace)", file: file, line: line) }
    }

    static let counterView = """
        import SwiftUI
        struct CounterView: View {
            @StateObject var counter = Counter()
            var body: some View {
                VStack {
                    Text("count \\(counter.count)")
                    Button("Bump") { counter.bump() }
                }
            }
        }
        """

    func testAGenericSuperclassGivesItsMembers() throws {
        let model = """
            import SwiftUI
            class Base<T>: ObservableObject {
                @Published var count = 0
                func bump() { count += 1 }
            }
            class Counter: Base<Int> {}
            """
        try assertSimulates(["/w/Model.swift": model, "/w/View.swift": Self.counterView], root: "CounterView", actions: ["tap \"Bump\""],
            shows: ["Text \"count 1\""], omits: ["is not known to the simulator"])
    }

    func testAnExtensionInAnEarlierFileDoesNotHideTheSuperclass() throws {
        // The extension's file sorts first; the superclass is still the declaration's first inherited type.
        let conformance = "import SwiftUI\nextension Counter: CustomStringConvertible { var description: String { \"counter\" } }\n"
        let model = """
            import SwiftUI
            class Base: ObservableObject {
                @Published var count = 0
                func bump() { count += 1 }
            }
            class Counter: Base {}
            """
        try assertSimulates(["/w/A.swift": conformance, "/w/B.swift": model, "/w/View.swift": Self.counterView], root: "CounterView",
            actions: ["tap \"Bump\"", "tap \"Bump\""], shows: ["Text \"count 2\""], omits: ["is not known to the simulator"])
    }

    func testMembersInClausesOfAnotherPlatformAreLeftOut() throws {
        let view = """
            import SwiftUI
            struct Platformed: View {
                #if os(macOS)
                var body: some View { Text("on a Mac") }
                #else
                var body: some View { Text("on a phone") }
                #endif
            }
            """
        try assertSimulates(["/w/V.swift": view], root: "Platformed", shows: ["Text \"on a phone\""], omits: ["on a Mac"])
    }

    func testTheFirstClauseThatMayCompileGivesATypeDeclaredTwice() throws {
        let view = """
            import SwiftUI
            #if DEBUG
            struct Banner: View { var body: some View { Text("debug") } }
            #else
            struct Banner: View { var body: some View { Text("release") } }
            #endif
            struct Screen: View { var body: some View { Banner() } }
            """
        try assertSimulates(["/w/V.swift": view], root: "Screen", shows: ["Text \"debug\""], omits: ["release"])
    }

    func testExtensionsOfOtherModulesTypesAndFreeFunctionsRun() throws {
        let helpers = """
            import SwiftUI
            extension View { func titled(_ title: String) -> some View { VStack { Text(title); self } } }
            func greeting(_ name: String) -> String { "hello " + name }
            let visitor = "ada"
            """
        let view = """
            import SwiftUI
            struct Greeter: View {
                var body: some View { Text(greeting(visitor)).titled("Welcome") }
            }
            """
        try assertSimulates(["/w/Helpers.swift": helpers, "/w/Greeter.swift": view], root: "Greeter", shows: ["Text \"Welcome\"", "Text \"hello ada\""])
    }

    func testNestedTypesOfTwoNamespacesStayApart() throws {
        let features = """
            import SwiftUI
            enum Inbox {
                struct Row: View { var body: some View { Text("inbox row") } }
                struct Screen: View { var body: some View { Row() } }
            }
            enum Outbox {
                struct Row: View { var body: some View { Text("outbox row") } }
                struct Screen: View { var body: some View { Row() } }
            }
            """
        try assertSimulates(["/w/F.swift": features], root: "Outbox.Screen", shows: ["Text \"outbox row\""], omits: ["inbox row"])
        try assertSimulates(["/w/F.swift": features], root: "Inbox.Screen", shows: ["Text \"inbox row\""], omits: ["outbox row"])
    }
}
