import Foundation
import TestSupport
import XCTest

/// `lifeline simulate` as a user runs it: the trace formats, the actions, and the errors.
final class SimulateCommandTests: XCTestCase {
    func run(_ arguments: [String]) throws -> ProcessResult { try runLifeline(["simulate"] + arguments) }

    func testTextTraceShowsTheScoreResetting() throws {
        let result = try run(["Examples/ScorePlate.swift", "--root", "ScoreBoardView", "--do", "tap \"+1\"", "--do", "tap \"Switch Name\"", "--screen"])
        XCTAssertEqual(result.status, 0, result.errors)
        let lines = result.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(lines.first, "step 0: launch")
        XCTAssertTrue(lines.contains("step 2: tap \"Switch Name\""))
        XCTAssertTrue(lines.contains("ScoreModel#2 init  (ScorePlate.model)"))
        XCTAssertTrue(lines.contains("ScoreModel#1 deinit"))
        XCTAssertEqual(lines.filter { $0 == "Text \"Score: 1\"" }.count, 1)
        XCTAssertEqual(lines.last, "Text \"Warming up\"")
    }

    /// Notes that an API is not known to the simulator come once per name and step, with the
    /// count and every place; JSON lines keep one event per place.
    func testUnknownAPINotesAreGroupedPerName() throws {
        let folder = try TwoRoots.write()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Settings.swift").path
        let text = try run([file, "--root", "Settings"])
        XCTAssertEqual(text.status, 0, text.errors)
        XCTAssertEqual(
            text.output.split(separator: "\n").filter { $0.contains("not known to the simulator") },
            ["  note: `Formatter` is not known to the simulator; its value is unknown (2 places: Settings.swift:8, Settings.swift:9)"])
        let json = try run([file, "--root", "Settings", "--format", "json"])
        XCTAssertEqual(json.output.split(separator: "\n").filter { $0.contains("not known to the simulator") }.count, 2, json.output)
    }

    func testJSONLinesFollowTheDocumentedSchema() throws {
        let result = try run(["Examples/NavigationAndSheet.swift", "--format", "json", "--screen", "--do", "tap \"Push Owned\"", "--do", "back", "--do", "tap \"Present Observed\""])
        XCTAssertEqual(result.status, 0, result.errors)
        let kinds: Set<String> = ["view.init", "view.body", "object.init", "object.deinit", "view.appear", "view.disappear", "task.start",
            "task.cancel", "state.set", "print", "warning", "crash", "note", "screen"]
        var screens = 0
        var seenKinds: Set<String> = []
        for line in result.output.split(separator: "\n") {
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not an object: \(line)")
            let kind = try XCTUnwrap(object["kind"] as? String)
            XCTAssertTrue(kinds.contains(kind), "unknown kind \(kind)")
            XCTAssertNotNil(object["step"] as? Int)
            XCTAssertNotNil(object["action"] as? String)
            seenKinds.insert(kind)
            if kind == "screen" {
                screens += 1
                let items = try XCTUnwrap(object["screen"] as? [[String: Any]])
                for item in items {
                    XCTAssertTrue(["text", "button", "toggle", "link", "tab", "field", "image", "sheet", "navigation"].contains(item["role"] as? String ?? ""))
                    XCTAssertNotNil(item["label"] as? String)
                }
            }
            if kind == "object.init" {
                XCTAssertNotNil(object["object"] as? String)
                XCTAssertNotNil(object["type"] as? String)
                XCTAssertNotNil(object["owner"] as? String)
            }
        }
        XCTAssertEqual(screens, 4)
        XCTAssertTrue(seenKinds.isSuperset(of: ["view.init", "view.body", "object.init", "object.deinit", "view.appear", "view.disappear", "state.set", "print"]))
    }

    func testUnknownLabelListsWhatIsOnScreen() throws {
        let result = try run(["Examples/ScorePlate.swift", "--do", "tap \"+2\""])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("nothing on screen to tap is labelled \"+2\""), result.errors)
        XCTAssertTrue(result.errors.contains("button \"Switch Name\""), result.errors)
        XCTAssertTrue(result.output.hasPrefix("step 0: launch"), "the launch is still printed")
    }

    func testAmbiguousLabelAsksForANumber() throws {
        let source = """
            import SwiftUI
            struct Twins: View {
                @State private var a = 0
                @State private var b = 0
                var body: some View {
                    VStack {
                        Button("+1") { a += 1 }
                        Button("+1") { b += 1 }
                        Text("\\(a) \\(b)")
                    }
                }
            }
            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("twins-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let ambiguous = try run([file.path, "--do", "tap \"+1\""])
        XCTAssertEqual(ambiguous.status, 1)
        XCTAssertTrue(ambiguous.errors.contains("\"+1\" is ambiguous: 2 on screen; write one of \"+1\"#1, \"+1\"#2"), ambiguous.errors)
        let second = try run([file.path, "--do", "tap \"+1\"#2", "--screen"])
        XCTAssertEqual(second.status, 0, second.errors)
        XCTAssertTrue(second.output.contains("Text \"0 1\""), second.output)
    }

    func testScriptReadsOneActionPerLine() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("script-\(UUID().uuidString).txt")
        try "# five taps, then the parent refreshes\ntap \"Owned +1\"\n\ntap \"Borrowed +1\"\ntap \"Refresh Parent\"\n".write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let result = try run(["Examples/StateVsObservedCounters.swift", "--script", script.path, "--screen"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("step 3: tap \"Refresh Parent\""))
        XCTAssertTrue(result.output.contains("Text \"@StateObject: 1\""))
        XCTAssertTrue(result.output.contains("Text \"@ObservedObject: 0\""))
    }

    func testSetChangesAStateDirectly() throws {
        let result = try run(["Examples/ScorePlate.swift", "--do", "set ScoreBoardView.showRealName = !showRealName", "--do", "set ScoreBoardView.nope = 1"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.output.contains("ScoreBoardView.showRealName = true"), result.output)
        XCTAssertTrue(result.output.contains("ScoreModel#2 init  (ScorePlate.model)"), result.output)
        XCTAssertTrue(result.errors.contains("ScoreBoardView.nope is not a @State; its @State properties: showRealName"), result.errors)
    }

    func testThePlatformDecidesWhichCodeRuns() throws {
        let directory = try temporaryDirectory()
        try """
            import SwiftUI
            #if os(tvOS)
            struct Shelf: View { var body: some View { Text("shelf") } }
            #endif
            struct Home: View {
                var body: some View {
                    #if os(tvOS)
                    Text("tv")
                    #else
                    Text("phone")
                    #endif
                }
            }
            """.write(to: directory.appendingPathComponent("V.swift"), atomically: true, encoding: .utf8)
        let phone = try run([directory.path, "--root", "Home", "--screen"])
        XCTAssertTrue(phone.output.contains("Text \"phone\""), phone.output)
        let tv = try run([directory.path, "--root", "Home", "--screen", "--platform", "tvOS"])
        XCTAssertTrue(tv.output.contains("Text \"tv\""), tv.output)
        let missing = try run([directory.path, "--root", "Shelf"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.errors, "lifeline simulate: Shelf is compiled only for tvOS; the simulation runs the iOS code (try --platform tvOS)\n")
        XCTAssertEqual(try run([directory.path, "--root", "Shelf", "--platform", "tvOS"]).status, 0)
        XCTAssertEqual(try run([directory.path, "--platform", "PalmOS"]).status, 2)
    }

    func testBadArgumentsAreOneClearLine() throws {
        let badAction = try run(["Examples/ScorePlate.swift", "--do", "press \"+1\""])
        XCTAssertEqual(badAction.status, 2)
        XCTAssertTrue(badAction.errors.hasPrefix("lifeline simulate: unknown action `press`"), badAction.errors)
        let badRoot = try run(["Examples/ScorePlate.swift", "--root", "Nope"])
        XCTAssertEqual(badRoot.status, 2)
        XCTAssertTrue(badRoot.errors.contains("no view named Nope; views: ScoreBoardView, ScorePlate, ScoreVerdict"), badRoot.errors)
        let unknown = try run(["Examples/ScorePlate.swift", "--tap", "+1"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.errors, "lifeline simulate: unknown option --tap; see lifeline simulate --help\n")
        let nothing = try run([])
        XCTAssertEqual(nothing.status, 2)
        XCTAssertEqual(nothing.errors.split(separator: "\n").count, 1, nothing.errors)
        // Inputs that cannot be read exit 2, as in every command.
        let missing = try run(["no/such.swift"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.errors.split(separator: "\n").count, 1, missing.errors)
        let missingScript = try run(["Examples/ScorePlate.swift", "--script", "no/such.actions"])
        XCTAssertEqual(missingScript.status, 2)
        XCTAssertEqual(missingScript.errors, "lifeline simulate: cannot read the script no/such.actions\n")
        let toolchain = try run(["Examples/ScorePlate.swift", "--toolchain", "xcode9"])
        XCTAssertEqual(toolchain.status, 2)
        XCTAssertTrue(toolchain.errors.contains("--toolchain takes xcode26 or xcode27"))
    }

    func testAnInfiniteLoopEndsWithAHangAndStatus3() throws {
        let source = """
            import SwiftUI
            final class Spinner: ObservableObject {
                @Published var turns = 0
                func spin() { while true { turns += 1 } }
            }
            struct SpinView: View {
                @StateObject private var spinner = Spinner()
                var body: some View {
                    Button("Spin") { spinner.spin() }
                    Text("\\(spinner.turns)")
                }
            }
            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("spin-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try run([file.path, "--do", "tap \"Spin\"", "--do", "tap \"Spin\"", "--step-budget", "100000"])
        XCTAssertEqual(result.status, 3)
        XCTAssertTrue(result.output.contains("crash: Hang: the code ran 100000 interpreter steps without finishing at "), result.output)
        XCTAssertTrue(result.errors.contains("the app crashed; 1 action(s) not run"), result.errors)
    }
}

/// `lifeline lsp` over real pipes.
final class LSPCommandTests: XCTestCase {
    func framed(_ messages: [String]) -> String {
        messages.map { "Content-Length: \($0.utf8.count)\r\n\r\n\($0)" }.joined()
    }

    func runServer(_ input: String, arguments: [String] = []) throws -> ProcessResult {
        try runLanguageServer(input, arguments: arguments)
    }

    func testLogLevelSendsRequestTimingsToStandardError() throws {
        let session = framed([
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"file:///none/X.swift"}}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#,
            #"{"jsonrpc":"2.0","method":"exit"}"#,
        ])
        let debug = try runServer(session, arguments: ["--log-level", "debug"])
        XCTAssertEqual(debug.status, 0)
        XCTAssertTrue(debug.errors.contains("[debug] lifeline: textDocument/documentSymbol (id 2) answered in "), debug.errors)
        XCTAssertFalse(debug.output.contains("answered in"), "debug lines go to stderr only")
        let quiet = try runServer(session)
        XCTAssertEqual(quiet.errors, "", "warning is the default level")
        let wrong = try runServer("", arguments: ["--log-level", "loud"])
        XCTAssertEqual(wrong.status, 2)
        XCTAssertEqual(wrong.errors, "lifeline lsp: --log-level takes one of error, warning, info, debug\n")
    }

    func testAChangeReadWhileAHoverWaitsAnswersItWithContentModified() throws {
        // All of this arrives at once: the reader queues it before the server takes the hover.
        let result = try runServer(framed([
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///m/A.swift","languageId":"swift","version":1,"text":"struct A {}"}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///m/A.swift"},"position":{"line":0,"character":7}}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///m/A.swift","version":2},"contentChanges":[{"text":"struct B {}"}]}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#,
            #"{"jsonrpc":"2.0","method":"exit"}"#,
        ]))
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.output.contains(#"{"error":{"code":-32801,"#), result.output)
    }

    /// The migration's code action over real pipes: its simulation before and after runs in the
    /// server's worker (`lifeline worker hover`), and the title carries it.
    func testTheMigrationsTitleCarriesTheWorkersSimulation() throws {
        let text = #"import SwiftUI\nfinal class Counter: ObservableObject {\n    @Published var count = 0\n}\nstruct CounterView: View {\n    @StateObject private var counter = Counter()\n    var body: some View { Text(\"\\(counter.count)\") }\n}\n"#
        let result = try runServer(framed([
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
            #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///m/Counter.swift","languageId":"swift","version":1,"text":"\#(text)"}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///m/Counter.swift"},"range":{"start":{"line":1,"character":13},"end":{"line":1,"character":13}},"context":{"diagnostics":[]}}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#,
            #"{"jsonrpc":"2.0","method":"exit"}"#,
        ]))
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(
            result.output.contains("Migrate Counter to @Observable (simulated on 1 view: the same screen, but each re-render of `CounterView`'s parent makes one more `Counter`, which is thrown away)"),
            result.output)
    }

    func testShutdownThenExitIsStatus0() throws {
        let result = try runServer(framed([
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
            #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#,
            #"{"jsonrpc":"2.0","method":"exit"}"#,
        ]))
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.output.contains(#""hoverProvider":true"#), result.output)
        XCTAssertTrue(result.output.contains(#"{"id":2,"jsonrpc":"2.0","result":null}"#), result.output)
    }

    func testGarbageAndAVanishingClientEndCleanly() throws {
        let result = try runServer("this is not LSP" + framed([#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#]) + "Content-Length: 5\r\n\r\n{\"a\"")
        XCTAssertEqual(result.status, 1, "end of input without shutdown")
        XCTAssertTrue(result.output.contains("were skipped"), result.output)
        XCTAssertTrue(result.output.contains(#""serverInfo""#), result.output)
    }
}
