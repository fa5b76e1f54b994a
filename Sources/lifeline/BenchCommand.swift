import Foundation
import Ownership
import Semantics
import Syntax

/// `lifeline bench parse`: parser throughput on real files, with the round trip checked and,
/// optionally, swift-syntax's parser timed on the same files in the same run.
enum BenchCommand {
    static func run(_ arguments: [String]) -> Int32 {
        if arguments.first == "generate" { return GenerateCommand.run(Array(arguments.dropFirst())) }
        if arguments.first == "check" { return checkBenchmark(Array(arguments.dropFirst())) }
        if arguments.first == "simulate" { return SimulateBench.run(Array(arguments.dropFirst())) }
        if arguments.first == "lsp" { return LSPBench.run(Array(arguments.dropFirst())) }
        guard arguments.first == "parse" else {
            printError("lifeline bench: use 'bench parse PATH...', 'bench check PATH...', 'bench simulate [--taps N]', 'bench lsp [--files N]' or 'bench generate DIR [--files N]'")
            return 2
        }
        var paths: [String] = []
        var compareOracle = false
        var compareSwiftc = false
        var repeats = 1
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            switch argument {
            case "--compare-oracle":
                compareOracle = true
            case "--compare-swiftc":
                compareSwiftc = true
            case "--repeat":
                guard let n = positiveNumber(rest.popFirst()) else {
                    printError("lifeline bench parse: --repeat needs a positive number")
                    return 2
                }
                repeats = n
            default:
                if argument.hasPrefix("--") {
                    printError("lifeline bench parse: unknown option \(argument)")
                    return 2
                }
                paths.append(argument)
            }
        }
        guard !paths.isEmpty else {
            printError("lifeline bench parse: give at least one path")
            return 2
        }
        do {
            return try parse(paths, compareOracle: compareOracle, compareSwiftc: compareSwiftc, repeats: repeats)
        } catch {
            printFailure(error, command: "bench")
            return 2
        }
    }

    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    static func parse(_ paths: [String], compareOracle: Bool, compareSwiftc: Bool, repeats: Int) throws -> Int32 {
        let files = try swiftFiles(in: paths)
        let clock = ContinuousClock()

        // Read everything once untimed, so that every timed run (ours and the references') finds the
        // files in the page cache: the comparison is of parsers, not of disks.
        var contents: [[UInt8]] = []
        contents.reserveCapacity(files.count)
        var bytes = 0
        for file in files {
            let data = try readBytes(file)
            bytes += data.count
            contents.append(data)
        }

        // Read + parse, file by file, as the swift-syntax reference is timed; the best of `repeats`.
        var readAndParse = Double.infinity
        for _ in 0..<repeats {
            let start = clock.now
            for file in files { _ = SyntaxTree.parse(try readBytes(file)) }
            readAndParse = min(readAndParse, seconds(clock.now - start))
        }

        // Parse only, files already in memory; the best of `repeats` runs.
        var parseOnly = Double.infinity
        for _ in 0..<repeats {
            let t0 = clock.now
            for data in contents { _ = SyntaxTree.parse(data) }
            parseOnly = min(parseOnly, seconds(clock.now - t0))
        }

        // Checks, outside the timed region.
        var roundTripFailures: [String] = []
        var errorCount = 0
        var filesWithErrors = 0
        for (file, data) in zip(files, contents) {
            let tree = SyntaxTree.parse(data)
            if tree.printed != data { roundTripFailures.append(file) }
            let errors = tree.diagnostics().count
            errorCount += errors
            if errors > 0 { filesWithErrors += 1 }
        }

        let megabytes = Double(bytes) / 1e6
        print("files               \(files.count)")
        print("bytes               \(bytes)")
        print("round-trip failures \(roundTripFailures.count)")
        for file in roundTripFailures.prefix(10) { print("  \(file)") }
        print("syntax errors       \(errorCount) in \(filesWithErrors) files")
        print(String(format: "parse only          %.3f s  %.1f MB/s", parseOnly, megabytes / parseOnly))
        print(String(format: "read + parse        %.3f s  %.1f MB/s", readAndParse, megabytes / readAndParse))

        if compareOracle {
            // The reference's best of up to three runs.
            var best: OracleFigures?
            for _ in 0..<min(repeats, 3) {
                guard let run = oracleReadAndParse(paths) else { return 1 }
                if best == nil || run.seconds < best!.seconds { best = run }
            }
            guard let oracle = best else { return 1 }
            print(
                String(
                    format: "swift-syntax        %.3f s  %.1f MB/s (read + parse, %d files, best of %d)", oracle.seconds,
                    oracle.megabytesPerSecond,
                    oracle.files, min(repeats, 3)))
            print(
                String(
                    format: "ratio               %.2fx swift-syntax's throughput (read + parse, same files, same run)",
                    oracle.seconds / readAndParse))
        }
        if compareSwiftc {
            guard let swiftc = swiftcParse(files) else { return 1 }
            let net = max(swiftc.seconds - swiftc.startup * Double(swiftc.batches), 1e-9)
            print(
                String(
                    format: "swiftc -parse       %.3f s  %.1f MB/s (%d processes; %.1f MB/s without their start-up of %.0f ms each)",
                    swiftc.seconds, megabytes / swiftc.seconds, swiftc.batches, megabytes / net, swiftc.startup * 1000))
            print(
                String(
                    format: "ratio               %.2fx the C++ parser's throughput (read + parse, start-up excluded)", net / readAndParse))
        }
        return roundTripFailures.isEmpty ? 0 : 1
    }

    /// Times the toolchain's C++ parser (`swiftc -frontend -parse`) on the same files, in batches
    /// of 400 files per process, and one process on an empty file to estimate start-up cost.
    static func swiftcParse(_ files: [String]) -> (seconds: Double, startup: Double, batches: Int)? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        guard
            let swiftc = path.split(separator: ":").map({ String($0) + "/swiftc" }).first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else {
            printError("lifeline bench parse: swiftc is not on PATH")
            return nil
        }
        func runParse(_ inputs: [String]) -> Bool {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: swiftc)
            process.arguments = ["-frontend", "-parse"] + inputs
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            do { try process.run() } catch { return false }
            process.waitUntilExit()
            return true
        }
        let clock = ContinuousClock()
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-empty-\(getpid()).swift")
        _ = FileManager.default.createFile(atPath: empty.path, contents: Data())
        defer { try? FileManager.default.removeItem(at: empty) }
        var startup = Double.infinity
        for _ in 0..<3 {
            let t0 = clock.now
            guard runParse([empty.path]) else { return nil }
            startup = min(startup, seconds(clock.now - t0))
        }
        let batchSize = 400
        var batches = 0
        let t0 = clock.now
        var index = 0
        while index < files.count {
            guard runParse(Array(files[index..<min(index + batchSize, files.count)])) else { return nil }
            batches += 1
            index += batchSize
        }
        return (seconds(clock.now - t0), startup, batches)
    }

    /// `lifeline bench check PATH...`: the whole of `lifeline check` (read, parse, model, ownership,
    /// rules) timed in phases, best of three.
    static func checkBenchmark(_ paths: [String]) -> Int32 {
        guard !paths.isEmpty else {
            printError("lifeline bench check: give at least one path")
            return 2
        }
        let clock = ContinuousClock()
        var best = (total: Double.infinity, parse: 0.0, model: 0.0, ownership: 0.0, rules: 0.0, files: 0, findings: 0)
        var bestPerRule: [(rule: String, seconds: Double)] = []
        for _ in 0..<3 {
            let t0 = clock.now
            let sources: [SourceFile]
            do { sources = try loadWorkspace(paths) } catch {
                printFailure(error, command: "bench")
                return 2
            }
            let t1 = clock.now
            let model = SemanticModel.build(sources)
            let t2 = clock.now
            let ownership = OwnershipAnalysis.analyze(model)
            // The analysis works out verdicts when first asked: ask for all of them here, so that
            // "ownership" is its time and "rules" the rules' own.
            _ = ownership.verdicts.count
            let t3 = clock.now
            var perRule: [(rule: String, seconds: Double)] = []
            let findings = Checker.check(model, ownership: ownership, timing: { perRule.append(($0, seconds($1))) })
            let t4 = clock.now
            let total = seconds(t4 - t0)
            if total < best.total {
                best = (total, seconds(t1 - t0), seconds(t2 - t1), seconds(t3 - t2), seconds(t4 - t3), sources.count, findings.count)
                bestPerRule = perRule
            }
        }
        print("files               \(best.files)")
        print("findings            \(best.findings)")
        print(String(format: "read + parse        %.3f s", best.parse))
        print(String(format: "model               %.3f s", best.model))
        print(String(format: "ownership           %.3f s", best.ownership))
        print(String(format: "rules               %.3f s", best.rules))
        let analysis = best.ownership + best.rules
        print(
            String(format: "ownership + rules   %.3f s (%.2fx read + parse)", analysis, analysis / max(best.parse, 1e-9))
                + (analysis > best.parse ? ": over its budget, which is read + parse" : ""))
        print(String(format: "total               %.3f s (best of 3)", best.total))
        // The slowest rules first: where the time of "rules" goes.
        for (rule, time) in bestPerRule.sorted(by: { $0.seconds > $1.seconds }) {
            print("  " + rule.padding(toLength: 36, withPad: " ", startingAt: 0) + String(format: "%.4f s", time))
        }
        if let edits = try? editBenchmark(paths) {
            print(
                String(
                    format: "edit in a body      p50 %.2f ms  best %.2f ms  (%d edits: reparse, model update, ownership, the file's rules)",
                    edits.p50 * 1000, edits.best * 1000, edits.count))
        }
        return 0
    }

    /// What the language server does between an edit inside a body and its diagnostics, without
    /// the server's threads and messages: the edited file parsed again, the model updated, the
    /// ownership worked out, and the rules run over that file. Nil when no file has a view body to edit.
    static func editBenchmark(_ paths: [String], edits: Int = 100) throws -> (p50: Double, best: Double, count: Int)? {
        let sources = try loadWorkspace(paths)
        let text = { (file: SourceFile) in String(decoding: file.tree.source.bytes, as: UTF8.self) }
        guard let index = sources.firstIndex(where: { text($0).contains(".padding()") }) else { return nil }
        let original = text(sources[index])
        let texts = [original.replacingOccurrences(of: ".padding()", with: ".padding(8)"), original]
        var model = SemanticModel.build(sources)
        var files = sources
        let clock = ContinuousClock()
        var latencies: [Double] = []
        for edit in 0..<edits {
            let start = clock.now
            files[index] = SourceFile(path: files[index].path, tree: SyntaxTree.parse(Array(texts[edit % 2].utf8)))
            guard let updated = SemanticModel.update(model, to: files) else { return nil }
            model = updated
            let ownership = OwnershipAnalysis.analyze(model)
            _ = Checker.check(model, ownership: ownership, files: [index])
            latencies.append(seconds(clock.now - start))
        }
        latencies.sort()
        return (latencies[latencies.count / 2], latencies[0], edits)
    }

    struct OracleFigures {
        var files: Int
        var seconds: Double
        var megabytesPerSecond: Double
    }

    /// Runs the swift-syntax reference (`decl-oracle`, built by `compare-decls`) in its timing mode.
    static func oracleReadAndParse(_ paths: [String]) -> OracleFigures? {
        let environment = ProcessInfo.processInfo.environment
        let cache = environment["LIFELINE_ORACLE_CACHE"] ?? (NSHomeDirectory() + "/.cache/lifeline-decl-oracle")
        let binary = environment["LIFELINE_ORACLE"] ?? cache + "/release/decl-oracle"
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            printError(
                "lifeline bench parse: the swift-syntax reference is not built at \(binary); run ../shared/tools/compare-decls once (it builds it) or set LIFELINE_ORACLE"
            )
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = paths
        var env = environment
        env["ORACLE_TIME_ONLY"] = "1"
        process.environment = env
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            printError("lifeline bench parse: cannot run \(binary): \(error)")
            return nil
        }
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var values: [String: String] = [:]
        for field in output.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            let parts = field.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { values[String(parts[0])] = String(parts[1]) }
        }
        guard let files = values["files"].flatMap(Int.init), let secs = values["seconds"].flatMap(Double.init),
            let rate = values["MBps"].flatMap(Double.init)
        else {
            printError("lifeline bench parse: unexpected output from the reference: \(output)")
            return nil
        }
        return OracleFigures(files: files, seconds: secs, megabytesPerSecond: rate)
    }
}
