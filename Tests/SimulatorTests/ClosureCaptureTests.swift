import Foundation
import Semantics
@testable import Simulator
import Syntax
import XCTest

/// A closure keeps `self` alive unless it captures it `weak` or `unowned`; closures made inside
/// such a closure capture its weak `self`. A registry that outlives a view model (a shared
/// singleton holding its observers) frees the model exactly when Swift's ARC would.
final class ClosureCaptureTests: XCTestCase {
    func assertSimulates(
        _ source: String, root: String, actions: [String], shows: [String], omits: [String] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let simulation = try Simulation(program: Program(files: [SourceFile(path: "/w/App.swift", tree: SyntaxTree.parse(source))]), root: root)
        _ = simulation.launch()
        for action in actions { _ = try simulation.perform(try Action.parse(action)) }
        let trace = simulation.trace.text(screen: false)
        for text in shows { XCTAssertTrue(trace.contains(text), "missing \(text) in:\n\(trace)", file: file, line: line) }
        for text in omits { XCTAssertFalse(trace.contains(text), "unexpected \(text) in:\n\(trace)", file: file, line: line) }
    }

    /// A model that registers `observer` with a shared registry; the root shows it, then hides it.
    static func app(observer: String) -> String {
        """
        import SwiftUI
        final class Registry {
            static let shared = Registry()
            var observers: [() -> Void] = []
            func observe(_ block: @escaping () -> Void) { observers.append(block) }
            func fire() { for block in observers { block() } }
        }
        final class Model: ObservableObject {
            @Published var hits = 0
            init() { Registry.shared.observe(\(observer)) }
            deinit { print("model freed") }
        }
        struct Child: View {
            @StateObject var model = Model()
            var body: some View { Text("hits \\(model.hits)") }
        }
        struct Root: View {
            @State var shown = true
            var body: some View {
                VStack {
                    if shown { Child() }
                    Button("Toggle") { shown.toggle() }
                    Button("Fire") { Registry.shared.fire() }
                }
            }
        }
        """
    }

    func testAStrongCaptureKeepsTheModelAlive() throws {
        try assertSimulates(Self.app(observer: "{ self.hits += 1 }"), root: "Root", actions: ["tap \"Toggle\""], shows: [], omits: ["model freed"])
    }

    func testAWeakCaptureLetsTheModelGo() throws {
        try assertSimulates(Self.app(observer: "{ [weak self] in self?.hits += 1 }"), root: "Root", actions: ["tap \"Toggle\""], shows: ["model freed"])
    }

    func testAnUnownedCaptureLetsTheModelGo() throws {
        try assertSimulates(Self.app(observer: "{ [unowned self] in self.hits += 1 }"), root: "Root", actions: ["tap \"Toggle\""], shows: ["model freed"])
    }

    func testAClosureMadeInsideAWeakClosureCapturesTheWeakSelf() throws {
        let observer = "{ [weak self] in DispatchQueue.main.async { self?.hits += 1 } }"
        try assertSimulates(Self.app(observer: observer), root: "Root", actions: ["tap \"Fire\"", "tap \"Toggle\""], shows: ["model freed"])
    }

    func testAWeakCaptureOfSomethingElseStillHoldsSelf() throws {
        try assertSimulates(Self.app(observer: "{ [weak registry = Registry.shared] in self.hits += 1; _ = registry }"), root: "Root",
            actions: ["tap \"Toggle\""], shows: [], omits: ["model freed"])
    }

    func testAWeakClosureDoesNothingOnceItsSelfIsGone() throws {
        // Fired after the model is freed: `self?.hits` is nil, nothing runs and nothing crashes.
        try assertSimulates(Self.app(observer: "{ [weak self] in self?.hits += 1 }"), root: "Root", actions: ["tap \"Toggle\"", "tap \"Fire\""],
            shows: ["model freed"], omits: ["crash", "Fatal"])
    }

    /// A model whose `init` starts an unstructured task that waits for time in a loop.
    static func looping(_ task: String) -> String {
        """
        import SwiftUI
        final class Model: ObservableObject {
            @Published var ticks = 0
            init() { \(task) }
            deinit { print("model freed") }
        }
        struct Child: View {
            @StateObject var model = Model()
            var body: some View { Text("ticks \\(model.ticks)") }
        }
        struct Root: View {
            @State var shown = true
            var body: some View {
                VStack {
                    if shown { Child() }
                    Button("Toggle") { shown.toggle() }
                }
            }
        }
        """
    }

    /// The Swift runtime keeps a task's closure until the task ends; one waiting for time never
    /// ends in the simulator, so what it captured stays alive.
    func testAWaitingTaskThatHoldsSelfKeepsTheModelAlive() throws {
        let task = "Task { while !Task.isCancelled { try? await Task.sleep(nanoseconds: 1_000); ticks += 1 } }"
        try assertSimulates(Self.looping(task), root: "Root", actions: ["tap \"Toggle\""], shows: [], omits: ["model freed"])
    }

    func testAWaitingTaskThatHoldsSelfWeaklyLetsTheModelGo() throws {
        let task = "Task { [weak self] in while !Task.isCancelled { try? await Task.sleep(nanoseconds: 1_000); self?.ticks += 1 } }"
        try assertSimulates(Self.looping(task), root: "Root", actions: ["tap \"Toggle\""], shows: ["model freed"])
    }

    func testATaskThatEndsLetsTheModelGo() throws {
        try assertSimulates(Self.looping("Task { ticks += 1 }"), root: "Root", actions: ["tap \"Toggle\""], shows: ["model freed"])
    }
}
