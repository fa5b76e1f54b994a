import Features
import Semantics
import Foundation
import Ownership
import XCTest

/// The migration to `@Observable` on a corpus of `ObservableObject` classes with their views
/// (`MigrationCorpus/Cases`, one folder per case; `case.txt` names the class and says whether the
/// migration is offered or withheld, and why). Every case's input must type-check against the stub
/// SwiftUI and Combine modules in `MigrationCorpus/Stubs` (so the corpus is real Swift), and every
/// offered migration's output must type-check too, with the toolchain's own Observation macro: the
/// compiler is the oracle. Outputs are golden files (`expected/`, rewritten with UPDATE_GOLDEN=1).
final class ObservableMigrationCorpusTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().appendingPathComponent("MigrationCorpus")

    struct Case {
        let name: String
        let folder: URL
        let className: String
        /// nil: offered; else a part of the reason it is withheld.
        let withheld: String?
        /// The input needs what this machine lacks (a macro's plugin): only the migration's answer is checked.
        let inputCompiles: Bool
        /// `toolchain: xcode27` in `case.txt`; Xcode 26 otherwise.
        let toolchain: Toolchain
        let files: [(name: String, text: String)]
    }

    static func cases() throws -> [Case] {
        let folders = try FileManager.default.contentsOfDirectory(at: corpus.appendingPathComponent("Cases"), includingPropertiesForKeys: nil)
            .filter { $0.hasDirectoryPath }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        return try folders.map { folder in
            let lines = try String(contentsOf: folder.appendingPathComponent("case.txt"), encoding: .utf8).split(separator: "\n").map(String.init)
            guard lines.count >= 2, lines[0].hasPrefix("migrate: ") else { throw CocoaError(.fileReadCorruptFile) }
            let withheld = lines[1].hasPrefix("withheld: ") ? String(lines[1].dropFirst("withheld: ".count)) : nil
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted().map {
                ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
            }
            return Case(
                name: folder.lastPathComponent, folder: folder, className: String(lines[0].dropFirst("migrate: ".count)), withheld: withheld,
                inputCompiles: !lines.contains { $0.hasPrefix("input: not compiled") },
                toolchain: lines.contains("toolchain: xcode27") ? .xcode27 : .xcode26, files: files)
        }
    }

    /// `swiftc` from the toolchain that runs the tests, or nil.
    static let swiftc: String? = {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    /// Runs swiftc; its output (errors), empty when it succeeded.
    static func run(_ arguments: [String]) -> String {
        guard let swiftc else { return "no swiftc" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return "swiftc did not start: \(error)" }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? "" : String(decoding: output, as: UTF8.self)
    }

    /// The stub modules, built once into a temporary folder.
    static let stubs: Result<URL, Error> = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-migration-stubs-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for module in ["Combine", "SwiftUI"] {
            let errors = run([
                "-emit-module", "-parse-as-library", "-module-name", module, "-I", folder.path,
                corpus.appendingPathComponent("Stubs/\(module).swift").path, "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
            ])
            if !errors.isEmpty { return .failure(NSError(domain: "stub \(module)", code: 1, userInfo: [NSLocalizedDescriptionKey: errors])) }
        }
        return .success(folder)
    }()

    /// Type-checks files together against the stubs; the compiler's errors, empty when none.
    static func typecheck(_ files: [(name: String, text: String)], in folder: URL, stubs: URL) -> String {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var paths: [String] = []
        // A package manifest is read by the migration, not compiled with the sources.
        for file in files where file.name != "Package.swift" {
            let url = folder.appendingPathComponent(file.name)
            try? file.text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        return run(["-typecheck", "-I", stubs.path] + paths)
    }

    /// Applies a refactoring's edits (UTF-8 offsets) to the case's files; fails on overlapping edits.
    static func apply(_ refactoring: Refactoring, to files: [(name: String, text: String)]) -> (files: [(name: String, text: String)], problem: String?) {
        var result: [(name: String, text: String)] = []
        for file in files {
            var bytes = Array(file.text.utf8)
            let edits = refactoring.edits.filter { $0.path == "/case/" + file.name }.sorted { ($0.range.lowerBound, $0.range.upperBound) > ($1.range.lowerBound, $1.range.upperBound) }
            var floor = Int.max
            for edit in edits {
                if edit.range.upperBound > floor || (edit.range.upperBound == floor && !edit.range.isEmpty) {
                    return ([], "overlapping edits in \(file.name) at \(edit.range)")
                }
                bytes.replaceSubrange(edit.range, with: Array(edit.newText.utf8))
                floor = edit.range.lowerBound
            }
            result.append((file.name, String(decoding: bytes, as: UTF8.self)))
        }
        return (result, nil)
    }

    func testEveryCaseCompilesBeforeAndAfterOrSaysWhyNot() throws {
        guard Self.swiftc != nil else { throw XCTSkip("swiftc is not on PATH: the migration corpus needs the toolchain's compiler") }
        let stubs = try Self.stubs.get()
        let cases = try Self.cases()
        XCTAssertGreaterThanOrEqual(cases.count, 30)
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-migration-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: work) }
        let update = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] != nil
        // The compiler runs are independent: run them side by side.
        final class Problems: @unchecked Sendable {
            var byCase: [[String]]
            let lock = NSLock()
            init(_ count: Int) { byCase = Array(repeating: [], count: count) }
        }
        let problems = Problems(cases.count)
        DispatchQueue.concurrentPerform(iterations: cases.count) { index in
            let testCase = cases[index]
            var found: [String] = []
            defer {
                problems.lock.lock()
                problems.byCase[index] = found
                problems.lock.unlock()
            }
            if testCase.inputCompiles {
                let before = Self.typecheck(testCase.files, in: work.appendingPathComponent("\(testCase.name)/before"), stubs: stubs)
                if !before.isEmpty { found.append("the case itself does not type-check:\n\(before)") }
            }
            let workspace = Workspace()
            for file in testCase.files { workspace.set(path: "/case/" + file.name, bytes: Array(file.text.utf8), version: 1, isOpen: false) }
            guard let refactoring = workspace.snapshot().migrationToObservable(TypeKey(testCase.className), toolchain: testCase.toolchain) else {
                found.append("no migration for \(testCase.className)")
                return
            }
            let golden = testCase.folder.appendingPathComponent("expected")
            /// Compares `text` with the golden file `name` (or writes it under UPDATE_GOLDEN=1).
            func check(_ name: String, _ text: String) {
                let url = golden.appendingPathComponent(name)
                if update {
                    try? FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
                    try? text.write(to: url, atomically: true, encoding: .utf8)
                } else if let expected = try? String(contentsOf: url, encoding: .utf8) {
                    if expected != text { found.append("\(name) differs from expected/\(name):\n\(text)") }
                } else {
                    found.append("no golden expected/\(name); run with UPDATE_GOLDEN=1 to write it")
                }
            }
            // The simulation before and after, wherever it ran (offered, or withheld for what it
            // would do under Xcode 26), is golden too.
            if let comparison = refactoring.comparison { check("comparison.txt", "simulation: \(comparison.outcome.rawValue)\n" + comparison.text + "\n") }
            if let expected = testCase.withheld {
                if refactoring.withheld?.contains(expected) != true {
                    found.append("expected it withheld (\(expected)), got: \(refactoring.withheld ?? "offered as \(refactoring.title)")")
                }
                return
            }
            if let reason = refactoring.withheld {
                found.append("withheld: \(reason)")
                return
            }
            let (after, problem) = Self.apply(refactoring, to: testCase.files)
            if let problem {
                found.append(problem)
                return
            }
            let errors = Self.typecheck(after, in: work.appendingPathComponent("\(testCase.name)/after"), stubs: stubs)
            if !errors.isEmpty { found.append("the migrated code does not type-check:\n\(errors)") }
            // The title and the migrated files are golden.
            let actual = ["title.txt": refactoring.title + "\n"].merging(after.map { ($0.name, $0.text) }) { a, _ in a }
            for (name, text) in actual.sorted(by: { $0.key < $1.key }) { check(name, text) }
        }
        for (testCase, found) in zip(cases, problems.byCase) where !found.isEmpty {
            XCTFail("\(testCase.name): " + found.joined(separator: "\n"))
        }
    }
}
