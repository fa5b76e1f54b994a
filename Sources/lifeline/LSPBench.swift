import Features
import Foundation
import LSP
import Semantics
import Syntax

/// `lifeline bench lsp`: the language server measured as an editor meets it, over the stdio of a
/// child process, on a generated workspace; and the toolchain's `sourcekit-lsp` answering hover on
/// the same file in the same run.
enum LSPBench {
    static let usage = """
        usage: lifeline bench lsp [--files N] [--workspace DIR] [--hovers N] [--edits N]
                                  [--file NAME] [--sourcekit PATH | --no-sourcekit]
               lifeline bench lsp --every-property --workspace DIR

        Generates a workspace of N screens (default 2000; or measures DIR, working in its largest
        file or in NAME), starts `lifeline lsp`
        on it and reports: start-up indexing (initialize until the indexing progress ends), hover
        latency (p50, p99, max), change-to-diagnostics latency, and the peak memory (VmHWM) of the
        server and, apart, of its simulation worker. Then starts sourcekit-lsp on the same folder and times hover on the same positions.

        With --every-property, hovers every model property of DIR once (each file opened in turn,
        after the start-up indexing ends) and reports the first hover after opening a file apart
        from the later ones, how many hovers carry a Simulated section, and why the others do not.
        """

    struct Options {
        var files = 2000
        var workspace: String?
        var hovers = 1000
        var edits = 50
        var sourcekit: String? = LSPBench.defaultSourceKit()
        var useSourceKit = true
        var file: String?
        var everyProperty = false
    }

    static func run(_ arguments: [String]) -> Int32 {
        var options = Options()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--help", "-h":
                print(usage)
                return 0
            case "--files", "--hovers", "--edits":
                guard let n = positiveNumber(rest.popFirst()) else {
                    printError("lifeline bench lsp: \(argument) needs a positive number")
                    return 2
                }
                if argument == "--files" { options.files = n } else if argument == "--hovers" { options.hovers = n } else { options.edits = n }
            case "--workspace":
                guard let directory = rest.popFirst() else {
                    printError("lifeline bench lsp: --workspace needs a folder")
                    return 2
                }
                options.workspace = directory
            case "--sourcekit":
                guard let path = rest.popFirst() else {
                    printError("lifeline bench lsp: --sourcekit needs the path of sourcekit-lsp")
                    return 2
                }
                options.sourcekit = path
            case "--no-sourcekit":
                options.useSourceKit = false
            case "--every-property":
                options.everyProperty = true
            case "--file":
                guard let name = rest.popFirst() else {
                    printError("lifeline bench lsp: --file needs a file name in the workspace")
                    return 2
                }
                options.file = name
            default:
                printError("lifeline bench lsp: unknown argument \(argument); see lifeline bench lsp --help")
                return 2
            }
        }
        if options.everyProperty && options.workspace == nil {
            printError("lifeline bench lsp: --every-property needs --workspace DIR (a real app)")
            return 2
        }
        do {
            return try options.everyProperty ? measureEveryProperty(options.workspace!) : measure(options)
        } catch {
            printError("lifeline bench lsp: \(error)")
            return 1
        }
    }

    static func defaultSourceKit() -> String? {
        let beside = URL(fileURLWithPath: "/opt/swift/usr/bin/sourcekit-lsp").path
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/sourcekit-lsp"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    struct BenchError: Error, CustomStringConvertible {
        var description: String
    }

    static func measure(_ options: Options) throws -> Int32 {
        let directory: String
        var generated: String?
        if let given = options.workspace {
            directory = URL(fileURLWithPath: given).standardizedFileURL.path
        } else {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-bench-lsp-\(UUID().uuidString)").path
            printError("generating \(options.files) screens in \(folder) ...")
            _ = try GenerateCommand.write(to: folder, count: options.files)
            directory = folder
            generated = folder
        }
        defer { if let generated { try? FileManager.default.removeItem(atPath: generated) } }

        let files = try swiftFiles(in: [directory])
        guard !files.isEmpty else { throw BenchError(description: "no Swift files in \(directory)") }
        let bytes = files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
        // The file to work in: a generated screen in the middle, or the largest file of a given folder.
        let chosen = options.file.flatMap { name in files.first { $0.hasSuffix("/" + name) } }
        if let name = options.file, chosen == nil { throw BenchError(description: "no file \(name) in \(directory)") }
        let target = chosen ?? generated.map { "\($0)/Screen\(options.files / 2).swift" }
            ?? files.max { ((try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int) ?? 0) < ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }!
        let text = try String(contentsOfFile: target, encoding: .utf8)
        let positions = hoverPositions(text)
        guard !positions.isEmpty else { throw BenchError(description: "no model property to hover in \(target)") }

        print("workspace           \(files.count) files, \(String(format: "%.1f", Double(bytes) / 1e6)) MB\(generated == nil ? "" : " (generated)")")
        print("document            \((target as NSString).lastPathComponent), \(positions.count) hover positions")
        print("")
        print("lifeline lsp (this build, over stdio)")
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let ours = try BenchClient(executable: executable, arguments: ["lsp"])
        defer { ours.stop() }
        let clock = ContinuousClock()
        let start = clock.now
        _ = try ours.request("initialize", initializeParams(directory))
        ours.notify("initialized", .object([:]))
        guard ours.wait(timeout: 120, for: { $0["method"] == .string("$/progress") && $0["params"]?["value"]?["kind"] == .string("end") }) != nil else {
            throw BenchError(description: "lifeline lsp did not finish indexing within 120 s")
        }
        let startup = BenchCommand.seconds(clock.now - start)
        report("start-up indexing", String(format: "%.3f s", startup), target: "< 1 s", met: startup < 1)
        if let resident = ours.memoryMB("VmRSS") { report("memory after start", String(format: "%.0f MB", resident), note: "(VmRSS)") }

        let uri = "file://" + target
        ours.notify("textDocument/didOpen", .object(["textDocument": .object(["uri": .string(uri), "languageId": .string("swift"), "version": .int(1), "text": .string(text)])]))
        guard ours.wait(timeout: 60, for: { $0["method"] == .string("textDocument/publishDiagnostics") && $0["params"]?["uri"] == .string(uri) }) != nil else {
            throw BenchError(description: "no diagnostics for the opened document within 60 s")
        }

        // The first hover of a snapshot lowers the workspace for the simulator; reported apart.
        let first = try ours.request("textDocument/hover", hoverParams(uri, positions[0]))
        guard case .string(let markdown)? = first.reply["result"]?["contents"]?["value"], markdown.contains("Ownership") else {
            throw BenchError(description: "the first hover did not explain ownership: \(first.reply)")
        }
        report("first hover", String(format: "%.1f ms", first.seconds * 1000), note: "(lowers the workspace for the simulator)")
        if let resident = ours.memoryMB("VmRSS") { report("memory then", String(format: "%.0f MB", resident), note: "(VmRSS)") }
        var latencies: [Double] = []
        for index in 0..<options.hovers {
            let answer = try ours.request("textDocument/hover", hoverParams(uri, positions[index % positions.count]))
            if answer.reply["error"] != nil { throw BenchError(description: "hover failed: \(answer.reply)") }
            latencies.append(answer.seconds)
        }
        let hover = percentiles(latencies)
        report("hover", String(format: "p50 %.2f ms  p99 %.2f ms  max %.2f ms", hover.p50 * 1000, hover.p99 * 1000, hover.max * 1000),
            target: "p50 < 2 ms, p99 < 10 ms", met: hover.p50 < 0.002 && hover.p99 < 0.010, note: "(\(options.hovers) requests)")

        // Two kinds of edit, timed until the server publishes diagnostics for that version: typing
        // in a body (most keystrokes), and changing a wrapper, a declaration other files may
        // depend on (a rule fires and goes quiet in turn).
        var version = 1
        func timeEdits(_ texts: [String]) throws -> [Double] {
            var latencies: [Double] = []
            for edit in 0..<options.edits {
                version += 1
                let sent = clock.now
                ours.notify("textDocument/didChange", .object([
                    "textDocument": .object(["uri": .string(uri), "version": .int(version)]),
                    "contentChanges": .array([.object(["text": .string(texts[edit % texts.count])])]),
                ]))
                let expected = version
                guard ours.wait(timeout: 60, for: { $0["method"] == .string("textDocument/publishDiagnostics") && $0["params"]?["version"] == .int(expected) }) != nil else {
                    throw BenchError(description: "no diagnostics for version \(expected) within 60 s")
                }
                latencies.append(BenchCommand.seconds(clock.now - sent))
            }
            return latencies
        }
        let typed = text.replacingOccurrences(of: ".padding()", with: ".padding(8)")
        let body = percentiles(try timeEdits(typed == text ? [text + "\n", text] : [typed, text]))
        report("change→diagnostics", String(format: "p50 %.1f ms  p99 %.1f ms  max %.1f ms", body.p50 * 1000, body.p99 * 1000, body.max * 1000),
            target: "< 50 ms", met: body.max < 0.050, note: "(\(options.edits) edits in a body)")
        let misuse = text.replacingOccurrences(of: "@StateObject private var detail", with: "@ObservedObject var detail")
        if misuse != text {
            let wrapper = percentiles(try timeEdits([misuse, text]))
            report("", String(format: "p50 %.1f ms  p99 %.1f ms  max %.1f ms", wrapper.p50 * 1000, wrapper.p99 * 1000, wrapper.max * 1000),
                target: "< 50 ms", met: wrapper.max < 0.050, note: "(\(options.edits) edits of a wrapper: a rule fires and goes quiet)")
        }
        // A published property's type is read by other files' views: the whole model is rebuilt.
        let retyped = text.replacingOccurrences(of: "@Published var isLoading = false", with: "@Published var isLoading = 0")
        if retyped != text {
            let full = percentiles(try timeEdits([retyped, text]))
            report("", String(format: "p50 %.1f ms  p99 %.1f ms  max %.1f ms", full.p50 * 1000, full.p99 * 1000, full.max * 1000),
                target: "< 50 ms", met: full.max < 0.050, note: "(\(options.edits) edits of a published type: a full analysis)")
        }
        // The first hover after an edit: the simulator's lowering of the workspace is redone in
        // the background once diagnostics are out; at once it may still be running.
        _ = try timeEdits([typed == text ? text + "\n" : typed])
        let soon = try ours.request("textDocument/hover", hoverParams(uri, positions[0]))
        _ = try timeEdits([text])
        Thread.sleep(forTimeInterval: 1)
        let later = try ours.request("textDocument/hover", hoverParams(uri, positions[0]))
        report("hover after an edit", String(format: "%.1f ms at once, %.1f ms 1 s later", soon.seconds * 1000, later.seconds * 1000))
        let peak = ours.peakMemoryMB()
        report("peak memory", peak.map { String(format: "%.0f MB", $0) } ?? "unknown", target: "< 150 MB", met: (peak ?? .infinity) < 150, note: "(VmHWM)")
        // The simulations run in a worker process of the server's: its memory is reported apart.
        if let worker = ours.childrenMemoryMB("VmHWM") { report("worker peak memory", String(format: "%.0f MB", worker), note: "(VmHWM of the simulation worker)") }
        _ = try? ours.request("shutdown", nil)
        ours.notify("exit", nil)

        guard options.useSourceKit else { return 0 }
        print("")
        guard let sourcekit = options.sourcekit, FileManager.default.isExecutableFile(atPath: sourcekit) else {
            print("sourcekit-lsp       not found (give --sourcekit PATH)")
            return 0
        }
        print("sourcekit-lsp (\(sourcekit))")
        let theirs = try BenchClient(executable: URL(fileURLWithPath: sourcekit), arguments: [])
        defer { theirs.stop() }
        let initialized = try theirs.request("initialize", initializeParams(directory), timeout: 120)
        report("initialize", String(format: "%.3f s", initialized.seconds))
        theirs.notify("initialized", .object([:]))
        theirs.notify("textDocument/didOpen", .object(["textDocument": .object(["uri": .string(uri), "languageId": .string("swift"), "version": .int(1), "text": .string(text)])]))
        let theirFirst = try theirs.request("textDocument/hover", hoverParams(uri, positions[0]), timeout: 120)
        report("first hover", String(format: "%.1f ms", theirFirst.seconds * 1000), note: theirFirst.reply["result"] == .null || theirFirst.reply["result"] == nil ? "(no answer: null)" : "(answered)")
        var theirLatencies: [Double] = []
        var answered = 0
        let count = min(options.hovers, 200)
        for index in 0..<count {
            let answer = try theirs.request("textDocument/hover", hoverParams(uri, positions[index % positions.count]), timeout: 60)
            theirLatencies.append(answer.seconds)
            if let result = answer.reply["result"], result != .null { answered += 1 }
        }
        let theirHover = percentiles(theirLatencies)
        report("hover", String(format: "p50 %.2f ms  p99 %.2f ms  max %.2f ms", theirHover.p50 * 1000, theirHover.p99 * 1000, theirHover.max * 1000),
            note: "(\(count) requests, \(answered) with content)")
        if let peak = theirs.peakMemoryMB() { report("peak memory", String(format: "%.0f MB", peak), note: "(VmHWM)") }
        _ = try? theirs.request("shutdown", nil, timeout: 10)
        theirs.notify("exit", nil)
        return 0
    }

    /// Every model property of a real workspace hovered once, file by file.
    static func measureEveryProperty(_ given: String) throws -> Int32 {
        let directory = URL(fileURLWithPath: given).standardizedFileURL.path
        let sources = try loadWorkspace([directory])
        let workspace = Workspace()
        for file in sources { workspace.set(path: file.path, bytes: file.tree.source.bytes, version: 1, isOpen: false) }
        addBuildFiles([directory], to: workspace)
        let snapshot = workspace.snapshot()
        // Each model property's name, as (line, UTF-16 column), by file; and which of them hold an
        // object (`Snapshot.holdsObject`): what a developer opens a hover for.
        var targets: [String: [(line: Int, character: Int)]] = [:]
        var objectPositions: Set<String> = []
        for view in snapshot.model.views.values {
            for property in view.properties where snapshot.isModelProperty(property) {
                let file = snapshot.files[property.location.file]
                let source = file.tree.source
                let offset = property.nameRange.lowerBound
                let line = source.line(containing: offset)
                let start = source.offset(of: SourceText.Position(line: line, column: 0))
                let column = String(decoding: source.bytes[start..<offset], as: UTF8.self).utf16.count
                targets[file.path, default: []].append((line, column))
                if snapshot.holdsObject(property) { objectPositions.insert("\(file.path):\(line):\(column)") }
            }
        }
        let total = targets.values.reduce(0) { $0 + $1.count }
        guard total > 0 else { throw BenchError(description: "no model property in \(directory)") }
        print("workspace           \(sources.count) files, \(targets.count) with model properties, \(total) properties")
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let server = try BenchClient(executable: executable, arguments: ["lsp"])
        defer { server.stop() }
        _ = try server.request("initialize", initializeParams(directory))
        server.notify("initialized", .object([:]))
        guard server.wait(timeout: 120, for: { $0["method"] == .string("$/progress") && $0["params"]?["value"]?["kind"] == .string("end") }) != nil else {
            throw BenchError(description: "lifeline lsp did not finish indexing within 120 s")
        }
        var firsts: [Double] = []
        var laters: [Double] = []
        var slowest: [(seconds: Double, place: String)] = []
        var sessionFirst: Double?
        var slowestLater: [(seconds: Double, place: String)] = []
        var simulated = 0
        var objects = 0
        var objectsSimulated = 0
        var origins: [String: Int] = [:]
        var reasons: [String: Int] = [:]
        // The slowest hover's place, to simulate again (after a change) while another request asks.
        var slowestPlace: (path: String, position: (line: Int, character: Int), seconds: Double)?
        for path in targets.keys.sorted() {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            let uri = "file://" + path
            server.notify("textDocument/didOpen", .object(["textDocument": .object(["uri": .string(uri), "languageId": .string("swift"), "version": .int(1), "text": .string(text)])]))
            // Distinct positions only, in file order.
            var seen: Set<String> = []
            let positions = targets[path]!.sorted { ($0.line, $0.character) < ($1.line, $1.character) }.filter { seen.insert("\($0.line):\($0.character)").inserted }
            for (index, position) in positions.enumerated() {
                let answer = try server.request("textDocument/hover", hoverParams(uri, position))
                // The session's first hover waits for the simulation worker's start-up (it reads
                // and lowers the workspace once the index is built): reported on its own.
                if sessionFirst == nil {
                    sessionFirst = answer.seconds
                } else {
                    if index == 0 { firsts.append(answer.seconds) } else {
                        laters.append(answer.seconds)
                        slowestLater.append((answer.seconds, "\(URL(fileURLWithPath: path).lastPathComponent):\(position.line + 1)"))
                        if slowestLater.count > 8 { slowestLater = Array(slowestLater.sorted { $0.seconds > $1.seconds }.prefix(8)) }
                    }
                    slowest.append((answer.seconds, "\(URL(fileURLWithPath: path).lastPathComponent):\(position.line + 1)\(index == 0 ? " (first in its file)" : "")"))
                }
                if slowest.count > 8 { slowest = Array(slowest.sorted { $0.seconds > $1.seconds }.prefix(8)) }
                if answer.seconds > (slowestPlace?.seconds ?? 0) { slowestPlace = (path, position, answer.seconds) }
                let isObject = objectPositions.contains("\(path):\(position.line):\(position.character)")
                if isObject { objects += 1 }
                // Where the simulation started, as the server says it (`lifeline.simulation`).
                if case .string(let origin)? = answer.reply["result"]?["lifeline"]?["simulation"], origin != "none", origin != "failed" {
                    simulated += 1
                    if isObject {
                        objectsSimulated += 1
                        origins[origin, default: 0] += 1
                    }
                    continue
                }
                guard case .string(let markdown)? = answer.reply["result"]?["contents"]?["value"] else { continue }
                if let range = markdown.range(of: "**Not simulated:** ") {
                    // The reason's kind: names in backticks dropped.
                    var reason = String(markdown[range.upperBound...].prefix { $0 != "\n" })
                    while let open = reason.firstIndex(of: "`"), let close = reason[reason.index(after: open)...].firstIndex(of: "`") {
                        reason.replaceSubrange(open...close, with: "X")
                    }
                    reasons[String(reason.prefix(90)), default: 0] += 1
                }
            }
            server.notify("textDocument/didClose", .object(["textDocument": .object(["uri": .string(uri)])]))
        }
        let hovered = firsts.count + laters.count + (sessionFirst == nil ? 0 : 1)
        if let sessionFirst { report("session's first", String(format: "%.1f ms", sessionFirst * 1000), note: "(waits for the simulation worker's start-up)") }
        let first = percentiles(firsts)
        report("first hover, a file", String(format: "p50 %.1f ms  p99 %.1f ms  max %.1f ms", first.p50 * 1000, first.p99 * 1000, first.max * 1000),
            target: "p99 < 50 ms", met: first.p99 < 0.050, note: "(\(firsts.count) files)")
        if !laters.isEmpty {
            let later = percentiles(laters)
            report("later hovers", String(format: "p50 %.1f ms  p99 %.1f ms  max %.1f ms", later.p50 * 1000, later.p99 * 1000, later.max * 1000),
                target: "p99 < 5 ms", met: later.p99 < 0.005, note: "(\(laters.count) hovers)")
        }
        report("slowest", slowest.sorted { $0.seconds > $1.seconds }.prefix(4).map { String(format: "%.1f ms %@", $0.seconds * 1000, $0.place) }.joined(separator: ", "))
        report("slowest later", slowestLater.sorted { $0.seconds > $1.seconds }.prefix(4).map { String(format: "%.1f ms %@", $0.seconds * 1000, $0.place) }.joined(separator: ", "))
        report("simulated", String(format: "%d of %d (%.1f%%)", simulated, hovered, 100 * Double(simulated) / Double(max(hovered, 1))), target: ">= 90%", met: Double(simulated) >= 0.9 * Double(hovered))
        report("objects simulated", String(format: "%d of %d (%.1f%%)", objectsSimulated, objects, 100 * Double(objectsSimulated) / Double(max(objects, 1))), target: ">= 90%", met: Double(objectsSimulated) >= 0.9 * Double(objects))
        let fromRoots = (origins["app"] ?? 0) + (origins["real-root"] ?? 0)
        report("objects from roots", String(format: "%d of %d (%.1f%%)", fromRoots, objectsSimulated, 100 * Double(fromRoots) / Double(max(objectsSimulated, 1))),
            target: ">= 50%", met: Double(fromRoots) >= 0.5 * Double(objectsSimulated),
            note: "(" + ["app", "real-root", "ancestor", "stand-in"].map { "\($0) \(origins[$0] ?? 0)" }.joined(separator: ", ") + ")")
        for (reason, count) in reasons.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }).prefix(8) {
            report("", "\(count)  not simulated: \(reason)")
        }
        // While the slowest hover simulates again (its file changed, so nothing is memoized),
        // another request must be answered at once: the outline of another file.
        if let slowestPlace, let other = targets.keys.sorted().first(where: { $0 != slowestPlace.path }),
            let text = try? String(contentsOfFile: slowestPlace.path, encoding: .utf8)
        {
            let uri = "file://" + slowestPlace.path
            server.notify("textDocument/didOpen", .object(["textDocument": .object(["uri": .string(uri), "languageId": .string("swift"), "version": .int(1), "text": .string(text)])]))
            server.notify("textDocument/didChange", .object([
                "textDocument": .object(["uri": .string(uri), "version": .int(2)]), "contentChanges": .array([.object(["text": .string(text + "\n")])]),
            ]))
            // The change's own work (the model's update) is done first, by a request that needs it.
            _ = try server.request("textDocument/documentSymbol", .object(["textDocument": .object(["uri": .string(uri)])]))
            let clock = ContinuousClock()
            let start = clock.now
            let hover = server.send("textDocument/hover", hoverParams(uri, slowestPlace.position))
            // Give the server a moment to hand the hover to its worker.
            usleep(5_000)
            // Both answers are taken by id: the hover's may come first.
            let asked = clock.now
            let outlineID = server.send("textDocument/documentSymbol", .object(["textDocument": .object(["uri": .string("file://" + other)])]))
            guard server.reply(to: outlineID) != nil else { throw BenchError(description: "the outline was not answered within 60 s") }
            let outline = (reply: JSONValue.null, seconds: BenchCommand.seconds(clock.now - asked))
            let hoverAnswered = server.reply(to: hover).map { _ in BenchCommand.seconds(clock.now - start) }
            report("meanwhile", String(format: "outline of %@ answered in %.1f ms while the hover of %@:%d simulated (%@)", URL(fileURLWithPath: other).lastPathComponent, outline.seconds * 1000,
                URL(fileURLWithPath: slowestPlace.path).lastPathComponent, slowestPlace.position.line + 1, hoverAnswered.map { String(format: "answered after %.1f ms", $0 * 1000) } ?? "not answered"),
                target: "< 20 ms", met: outline.seconds < 0.020)
        }
        _ = try? server.request("shutdown", nil)
        server.notify("exit", nil)
        return 0
    }

    static func report(_ name: String, _ value: String, target: String? = nil, met: Bool? = nil, note: String? = nil) {
        var line = "  " + name.padding(toLength: 20, withPad: " ", startingAt: 0) + value
        if let note { line += "  " + note }
        if let target, let met { line += "  [target \(target): \(met ? "met" : "NOT met")]" }
        print(line)
    }

    static func percentiles(_ values: [Double]) -> (p50: Double, p99: Double, max: Double) {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return (0, 0, 0) }
        func at(_ fraction: Double) -> Double { sorted[min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)] }
        return (at(0.5), at(0.99), sorted.last!)
    }

    static func initializeParams(_ directory: String) -> JSONValue {
        .object([
            "processId": .null,
            "rootUri": .string("file://" + directory),
            "workspaceFolders": .array([.object(["uri": .string("file://" + directory), "name": .string("bench")])]),
            "capabilities": .object([
                "window": .object(["workDoneProgress": .bool(true)]),
                "textDocument": .object(["hover": .object(["contentFormat": .array([.string("markdown"), .string("plaintext")])])]),
            ]),
        ])
    }

    static func hoverParams(_ uri: String, _ position: (line: Int, character: Int)) -> JSONValue {
        .object(["textDocument": .object(["uri": .string(uri)]), "position": .object(["line": .int(position.line), "character": .int(position.character)])])
    }

    /// The names of the properties held by a wrapper (`@StateObject private var detail`): line and
    /// UTF-16 column of the name.
    static func hoverPositions(_ text: String) -> [(line: Int, character: Int)] {
        var positions: [(Int, Int, Bool)] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("@StateObject") || trimmed.hasPrefix("@ObservedObject") || trimmed.hasPrefix("@EnvironmentObject") || trimmed.hasPrefix("@State "),
                let varRange = line.range(of: "var ")
            else { continue }
            positions.append((number, line[..<varRange.upperBound].utf16.count + 1, !trimmed.hasPrefix("@State ")))
        }
        // Object wrappers first: the first hover must explain an ownership.
        return positions.filter { $0.2 }.map { ($0.0, $0.1) } + positions.filter { !$0.2 }.map { ($0.0, $0.1) }
    }
}

/// A small LSP client over a child process's standard streams: requests wait for their answer;
/// the server's own requests (progress, configuration) are answered at once; everything else is
/// kept for `wait`.
final class BenchClient: @unchecked Sendable {
    let process = Process()
    private let input: FileHandle
    private let condition = NSCondition()
    private var received: [JSONValue] = []
    private var ended = false
    private var nextID = 0

    init(executable: URL, arguments: [String]) throws {
        process.executableURL = executable
        process.arguments = arguments
        let toServer = Pipe()
        let fromServer = Pipe()
        process.standardInput = toServer
        process.standardOutput = fromServer
        process.standardError = FileHandle.nullDevice
        input = toServer.fileHandleForWriting
        try process.run()
        let output = fromServer.fileHandleForReading
        let reader = Thread { [self] in
            var framer = MessageFramer()
            while true {
                let data = output.availableData
                if data.isEmpty { break }
                for event in framer.append(Array(data)) {
                    guard case .message(let body) = event, let value = try? JSONDecoder().decode(JSONValue.self, from: Data(body)) else { continue }
                    if let id = value["id"], case .string(let method)? = value["method"] {
                        // The server asks: progress tokens and settings get plain answers.
                        var result = JSONValue.null
                        if method == "workspace/configuration", case .array(let items)? = value["params"]?["items"] {
                            result = .array(items.map { _ in .null })
                        }
                        write(.object(["jsonrpc": .string("2.0"), "id": id, "result": result]))
                        continue
                    }
                    condition.lock()
                    received.append(value)
                    condition.broadcast()
                    condition.unlock()
                }
            }
            condition.lock()
            ended = true
            condition.broadcast()
            condition.unlock()
        }
        reader.start()
    }

    private let writeLock = NSLock()

    func write(_ message: JSONValue) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        guard let body = try? encoder.encode(message) else { return }
        writeLock.lock()
        defer { writeLock.unlock() }
        try? input.write(contentsOf: Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    func notify(_ method: String, _ params: JSONValue?) {
        var message: [String: JSONValue] = ["jsonrpc": .string("2.0"), "method": .string(method)]
        if let params { message["params"] = params }
        write(.object(message))
    }

    /// Sends a request and waits for its answer; the seconds are the round trip.
    func request(_ method: String, _ params: JSONValue?, timeout: Double = 60) throws -> (reply: JSONValue, seconds: Double) {
        nextID += 1
        let id = JSONValue.int(nextID)
        var message: [String: JSONValue] = ["jsonrpc": .string("2.0"), "id": id, "method": .string(method)]
        if let params { message["params"] = params }
        let clock = ContinuousClock()
        let start = clock.now
        write(.object(message))
        guard let reply = wait(timeout: timeout, for: { $0["id"] == id && $0["method"] == nil }) else {
            throw LSPBench.BenchError(description: "\(method) was not answered within \(Int(timeout)) s")
        }
        return (reply, BenchCommand.seconds(clock.now - start))
    }

    /// Sends a request without waiting; `reply(to:)` waits for its answer.
    func send(_ method: String, _ params: JSONValue?) -> JSONValue {
        nextID += 1
        let id = JSONValue.int(nextID)
        var message: [String: JSONValue] = ["jsonrpc": .string("2.0"), "id": id, "method": .string(method)]
        if let params { message["params"] = params }
        write(.object(message))
        return id
    }

    /// Waits for the answer to the request `id` and takes it alone (answers to other requests
    /// stay for their own waits).
    func reply(to id: JSONValue, timeout: Double = 60) -> JSONValue? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = received.firstIndex(where: { $0["id"] == id && $0["method"] == nil }) { return received.remove(at: index) }
            if ended || !condition.wait(until: deadline) { return nil }
        }
    }

    /// Waits for a message that matches, and takes it (with every message before it).
    func wait(timeout: Double, for matches: (JSONValue) -> Bool) -> JSONValue? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = received.firstIndex(where: matches) {
                let found = received[index]
                received.removeFirst(index + 1)
                return found
            }
            if ended || !condition.wait(until: deadline) { return nil }
        }
    }

    /// The child's peak resident memory, from /proc (Linux).
    func peakMemoryMB() -> Double? { memoryMB("VmHWM") }

    /// A memory figure of the child from /proc/PID/status (Linux), in MB.
    func memoryMB(_ field: String) -> Double? {
        BenchClient.memoryMB(field, of: process.processIdentifier)
    }

    /// The same figure summed over the processes the child started (the simulation worker), or nil
    /// when it has none.
    func childrenMemoryMB(_ field: String) -> Double? {
        let pid = process.processIdentifier
        // Every process whose parent is the server (/proc/N/stat: "N (name) S PPID ...").
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        let children = entries.compactMap { Int32($0) }.filter { child in
            guard let stat = try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == pid
        }
        let figures = children.compactMap { BenchClient.memoryMB(field, of: $0) }
        return figures.isEmpty ? nil : figures.reduce(0, +)
    }

    static func memoryMB(_ field: String, of pid: Int32) -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
            let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return nil }
        return kilobytes / 1024
    }

    func stop() {
        try? input.close()
        let deadline = Date(timeIntervalSinceNow: 5)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning { process.terminate() }
    }
}
