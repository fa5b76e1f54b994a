import Foundation
import TestSupport
import XCTest

/// The `lifeline` executable as a user runs it: exit codes, one-line errors, and the dump format.
final class CommandLineTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().appendingPathComponent("../..").standardized

    /// The built `lifeline` beside the test bundle.
    static var executable: URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [bundle, bundle.deletingLastPathComponent(), packageRoot.appendingPathComponent(".build/debug")] {
            let url = candidate.appendingPathComponent("lifeline")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return packageRoot.appendingPathComponent(".build/debug/lifeline")
    }

    func run(_ arguments: [String]) throws -> ProcessResult { try runLifeline(arguments) }

    func testDumpDeclsOnExamplesMatchesGolden() throws {
        let result = try run(["dump", "decls", "Examples"])
        XCTAssertEqual(result.status, 0, result.errors)
        let golden = Self.packageRoot.appendingPathComponent("Tests/lifelineTests/Golden/examples-decls.jsonl")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] != nil {
            try result.output.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        XCTAssertEqual(result.output, expected, "dump decls Examples differs from examples-decls.jsonl (UPDATE_GOLDEN=1 rewrites it)")
        for line in result.output.split(separator: "\n") {
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(line.utf8)), "not JSON: \(line)")
        }
    }

    func testDumpInjectionsListsEachPlaceOnceByType() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dump-injections-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = """
            import SwiftUI
            final class Theme: ObservableObject {}
            extension View { func themed() -> some View { environmentObject(Theme()) } }
            struct Child: View { @EnvironmentObject var theme: Theme; var body: some View { Text("") } }
            struct Screen: View { var body: some View { VStack { Child().themed(); Child().environmentObject(Theme()) } } }
            #Preview { Child().themed() }
            """
        try source.write(to: folder.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        let result = try run(["dump", "injections", folder.path])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, """
            Theme: 3 places
              App.swift:5:62  Theme()  through .themed()
              App.swift:5:98  Theme()
              App.swift:6:20  Theme()  through .themed()  (preview)

            """)
    }

    func testMissingPathIsOneClearLine() throws {
        let result = try run(["dump", "decls", "no/such/folder"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.errors, "lifeline: no such file or directory: no/such/folder\n")
        XCTAssertEqual(result.output, "")
    }

    func testBadArguments() throws {
        let unknown = try run(["frobnicate"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.errors.hasPrefix("lifeline: unknown command 'frobnicate'"), unknown.errors)
        XCTAssertEqual(unknown.errors.split(separator: "\n").count, 1)
        let noPaths = try run(["dump", "decls"])
        XCTAssertEqual(noPaths.status, 2)
        let badKind = try run(["dump", "nonsense", "Examples"])
        XCTAssertEqual(badKind.status, 2)
        let badRepeat = try run(["bench", "parse", "--repeat", "zero", "Examples"])
        XCTAssertEqual(badRepeat.status, 2)
        let badTaps = try run(["bench", "simulate", "--taps", "-3"])
        XCTAssertEqual(badTaps.status, 2)
        XCTAssertEqual(badTaps.errors, "lifeline bench simulate: --taps takes a positive number\n")
        let noName = try run(["bench", "simulate", "--only"])
        XCTAssertEqual(noName.status, 2)
        XCTAssertEqual(noName.errors, "lifeline bench simulate: --only takes a workload name\n")
        let noMatch = try run(["bench", "simulate", "--only", "Nope"])
        XCTAssertEqual(noMatch.status, 2)
        XCTAssertTrue(noMatch.errors.hasPrefix("lifeline bench simulate: no workload starts with Nope; workloads: ScorePlate.swift"), noMatch.errors)
        let none = try run([])
        XCTAssertEqual(none.status, 2)
        XCTAssertTrue(none.errors.contains("usage: lifeline"))
    }

    func testUnreadableFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Locked.swift")
        try "struct A {}".write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: file.path)
        if FileManager.default.isReadableFile(atPath: file.path) { throw XCTSkip("running as a user who can read any file") }
        let result = try run(["dump", "decls", file.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.errors, "lifeline: cannot read \(file.path)\n")
    }

    func testDumpTreeAndErrors() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let bad = directory.appendingPathComponent("Bad.swift")
        try "struct S {\n  func f( {}\n}\n".write(to: bad, atomically: true, encoding: .utf8)
        let errors = try run(["dump", "errors", bad.path])
        XCTAssertEqual(errors.status, 1)
        XCTAssertEqual(errors.output, "\(bad.path):2:10: error: expected ')'\n")
        let tree = try run(["dump", "tree", bad.path])
        XCTAssertEqual(tree.status, 0)
        XCTAssertTrue(tree.output.hasPrefix("sourceFile 0..<"), tree.output)
        XCTAssertTrue(tree.output.contains("missing ')'"))
        let clean = try run(["dump", "errors", "Examples"])
        XCTAssertEqual(clean.status, 0, clean.output)
    }

    func testBenchParseChecksTheRoundTrip() throws {
        let result = try run(["bench", "parse", "Examples"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("round-trip failures 0"), result.output)
        XCTAssertTrue(result.output.contains("syntax errors       0 in 0 files"), result.output)
        XCTAssertTrue(result.output.contains("MB/s"), result.output)
    }

    func testVersionAndHelp() throws {
        let version = try run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.output.hasPrefix("lifeline "))
        let help = try run(["help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.output.contains("dump decls"))
    }

    /// `lifeline --help` lists, under each command, every option that command's own usage names:
    /// the overview and the usages cannot drift apart.
    func testTheOverviewListsEveryOptionOfEveryCommand() throws {
        let overview = try run(["--help"]).output.split(separator: "\n").map(String.init)
        for command in ["check", "ownership", "rules", "migrate", "dump", "lsp", "bench", "simulate", "visualize"] {
            let usage = try run(["help", command])
            XCTAssertEqual(usage.status, 0, command)
            // The command's lines in the overview: from each line that starts with it to the next
            // line that starts another command.
            var section = ""
            var inside = false
            for line in overview {
                let indented = line.hasPrefix("  ") && !line.hasPrefix("   ")
                if indented { inside = line.dropFirst(2).hasPrefix(command + " ") || line.dropFirst(2) == command }
                if inside { section += line + "\n" }
            }
            XCTAssertFalse(section.isEmpty, "\(command) is not in lifeline --help")
            let options = Set(usage.output.split(whereSeparator: { !$0.isLetter && $0 != "-" }).filter { $0.hasPrefix("--") && $0.count > 2 }.map(String.init))
            for option in options.sorted() where !["--help"].contains(option) {
                XCTAssertTrue(section.contains(option), "lifeline --help does not list \(command)'s \(option):\n\(section)")
            }
        }
    }
}

/// The command line behaves like one tool: every subcommand has its usage behind `--help` and
/// `lifeline help COMMAND`; inputs are refused in one line with one prefix; a root that is not a
/// view is refused by `visualize` as by `simulate`; `simulate` says when a file has syntax errors.
final class CommandLineConsistencyTests: XCTestCase {
    /// Runs lifeline and checks the status and the first line of standard error (nil: empty) and,
    /// when given, the start of standard output.
    func assertRun(_ arguments: [String], status: Int32, error: String?, output: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try runLifeline(arguments)
        XCTAssertEqual(result.status, status, "\(arguments): \(result.errors)", file: file, line: line)
        if let error {
            XCTAssertEqual(result.errors.split(separator: "\n").first.map(String.init), error, "\(arguments)", file: file, line: line)
        } else {
            XCTAssertEqual(result.errors, "", "\(arguments)", file: file, line: line)
        }
        if let output { XCTAssertTrue(result.output.hasPrefix(output), "\(arguments): \(result.output)", file: file, line: line) }
    }

    func testEverySubcommandHasItsUsage() throws {
        for command in ["check", "ownership", "rules", "dump", "simulate", "visualize", "lsp", "bench", "worker"] {
            let usage = "usage: lifeline \(command)"
            try assertRun([command, "--help"], status: 0, error: nil, output: usage)
            try assertRun(["help", command], status: 0, error: nil, output: usage)
            try assertRun([command, "Examples", "-h"], status: 0, error: nil, output: usage)
        }
        try assertRun(["help"], status: 0, error: nil, output: "usage: lifeline <command>")
        try assertRun(["help", "frobnicate"], status: 2, error: "lifeline help: unknown command 'frobnicate'; run 'lifeline help' for the list")
    }

    func testInputsAreRefusedInOneLineWithOnePrefix() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-inputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let notes = folder.appendingPathComponent("notes.md")
        try "# notes".write(to: notes, atomically: true, encoding: .utf8)
        let empty = folder.appendingPathComponent("empty").path
        for command in [["check"], ["ownership"], ["dump", "decls"], ["dump", "model"], ["dump", "errors"], ["simulate"], ["visualize", "--no-open"]] {
            try assertRun(command + [notes.path], status: 2, error: "lifeline: \(notes.path) is not a Swift file (give .swift files or folders)")
            try assertRun(command + [empty], status: 2, error: "lifeline: no .swift files in \(empty)")
            try assertRun(command + ["no/such/place.swift"], status: 2, error: "lifeline: no such file or directory: no/such/place.swift")
        }
    }

    func testAnUnknownRootIsRefusedByVisualizeAsBySimulate() throws {
        let views = "views: ScoreBoardView, ScorePlate, ScoreVerdict"
        try assertRun(["simulate", "Examples/ScorePlate.swift", "--root", "NoSuchView"], status: 2, error: "lifeline simulate: no view named NoSuchView; \(views)")
        try assertRun(["visualize", "Examples/ScorePlate.swift", "--root", "NoSuchView", "--no-open"], status: 2, error: "lifeline visualize: no view named NoSuchView; \(views)")
        // A type that is not a view is not a root either.
        try assertRun(["visualize", "Examples/ScorePlate.swift", "--root", "ScoreModel", "--no-open"], status: 2, error: "lifeline visualize: no view named ScoreModel; \(views)")
    }

    func testSimulateSaysWhenAFileHasSyntaxErrors() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("Broken-\(UUID().uuidString).swift")
        try """
            import SwiftUI
            struct Broken: View {
                @State var n = 0
                var body: some View {
                    Button("+1") { n += }
                }
            }

            """.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try runLifeline(["simulate", file.path, "--root", "Broken"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(
            result.errors.hasPrefix("\(file.path):5:28: note: 1 syntax error (first: expected expression"), result.errors)
        XCTAssertTrue(result.errors.contains("; what happens in this file may be simulated incompletely"), result.errors)
        let check = try runLifeline(["check", file.path])
        XCTAssertTrue(check.output.contains("\(file.path):5:28: note: 1 syntax error (first: expected expression"), check.output)
    }
}

/// `lifeline visualize` with no path takes the current folder, as check, ownership and migrate
/// do, when it holds Swift files of its own (outside build and vendored folders); else, or with
/// `--example`, the built-in example. Usage mistakes exit 2.
final class VisualizeDefaultTests: XCTestCase {
    /// Starts `lifeline visualize --no-open ARGUMENTS` in `folder` and returns the line saying what
    /// it serves and the session's title, then stops it with Ctrl-C (status 0).
    func serve(_ arguments: [String], in folder: URL, file: StaticString = #filePath, line: UInt = #line) throws -> (serving: String, title: String) {
        let server = Process()
        server.executableURL = CommandLineTests.executable
        server.arguments = ["visualize", "--no-open"] + arguments
        server.currentDirectoryURL = folder
        let output = Pipe()
        server.standardOutput = output
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer {
            if server.isRunning { server.interrupt() }
            server.waitUntilExit()
        }
        var text = ""
        while text.split(separator: "\n").count < 2 {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        let lines = text.split(separator: "\n").map(String.init)
        guard let first = lines.first, let range = first.range(of: #"http://127\.0\.0\.1:\d+/[0-9a-f]{64}/"#, options: .regularExpression),
            let url = URL(string: String(first[range]) + "api/session"), let port = url.port
        else {
            XCTFail("no address: \(text)", file: file, line: line)
            return ("", "")
        }
        let answer = loopbackExchange(port: UInt16(port), Array("GET \(url.path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8))
        let session = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any], answer.body, file: file, line: line)
        server.interrupt()
        server.waitUntilExit()
        XCTAssertEqual(server.terminationStatus, 0, file: file, line: line)
        return (lines.count > 1 ? lines[1] : "", session["title"] as? String ?? "")
    }

    /// A folder named `name` holding `files` (relative paths), each a small SwiftUI view.
    func folder(_ name: String, _ files: [String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-default-\(UUID().uuidString)").appendingPathComponent(name)
        for (index, path) in files.enumerated() {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "import SwiftUI\nstruct V\(index): View { var body: some View { Text(\"\(index)\") } }\n".write(to: url, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static let example = "Built-in example: the score plate that loses its score"

    func assertServes(_ files: [String], _ arguments: [String] = [], serving: String, title: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = try folder("MyApp", files)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let served = try serve(arguments, in: folder, file: file, line: line)
        XCTAssertEqual(served.serving, serving, "\(files) \(arguments)", file: file, line: line)
        XCTAssertEqual(served.title, title, "\(files) \(arguments)", file: file, line: line)
    }

    func testWithoutAPathTheCurrentFolderElseTheExample() throws {
        let current = "Serving the current folder, MyApp, until Ctrl-C (lifeline visualize --example for the built-in example)."
        let example = "Serving the built-in example until Ctrl-C."
        try assertServes(["Sources/App/A.swift", "Sources/App/B.swift", "Sources/App/C.swift", "Tests/D.swift"], serving: current, title: "MyApp (4 files)")
        try assertServes(["One.swift"], serving: current, title: "One.swift")
        try assertServes(["Sources/App/One.swift", ".build/checkouts/Lib/Two.swift", "Pods/Lib/Three.swift"], serving: current, title: "One.swift")
        try assertServes([], serving: example, title: Self.example)
        try assertServes(["README.md"], serving: example, title: Self.example)
        try assertServes([".build/debug/Generated.swift", "Pods/Lib/P.swift", "Carthage/Checkouts/C.swift", "DerivedData/X/D.swift"], serving: example, title: Self.example)
        try assertServes(["Sources/App/A.swift"], ["--example"], serving: example, title: Self.example)
        try assertServes(["Sources/App/A.swift"], ["--example", "--root", "ScorePlate"], serving: example, title: Self.example)
        try assertServes(["Sources/App/A.swift"], ["Sources"], serving: "Serving Sources until Ctrl-C.", title: "A.swift")
    }

    func assertUsageError(_ arguments: [String], _ error: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try runLifeline(["visualize", "--no-open"] + arguments)
        XCTAssertEqual(result.status, 2, "\(arguments): \(result.output)", file: file, line: line)
        XCTAssertEqual(result.errors.split(separator: "\n").first.map(String.init), error, file: file, line: line)
    }

    func testUsageErrorsExitWithStatus2() throws {
        try assertUsageError(["--bogus"], "lifeline visualize: unknown option --bogus; see lifeline visualize --help")
        try assertUsageError(["--root"], "lifeline visualize: --root needs a view name")
        try assertUsageError(["--port"], "lifeline visualize: --port needs a number from 0 to 65535")
        try assertUsageError(["--port", "99999"], "lifeline visualize: --port needs a number from 0 to 65535")
        try assertUsageError(["--toolchain", "xcode9"], "lifeline visualize: --toolchain takes xcode26 or xcode27")
        try assertUsageError(["--allow-origin"], "lifeline visualize: --allow-origin needs an origin")
        try assertUsageError(["--example", "Examples/ScorePlate.swift"], "lifeline visualize: --example shows the built-in example; give it no FILE or DIR")
    }
}
