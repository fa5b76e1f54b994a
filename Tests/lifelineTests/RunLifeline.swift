import Foundation
import XCTest

struct ProcessResult {
    var status: Int32
    var output: String
    var errors: String
}

/// Runs the built `lifeline` from the package root (or `folder`) and collects its output.
func runLifeline(_ arguments: [String], in folder: String? = nil) throws -> ProcessResult {
    let process = Process()
    process.executableURL = CommandLineTests.executable
    process.arguments = arguments
    process.currentDirectoryURL = folder.map { URL(fileURLWithPath: $0) } ?? CommandLineTests.packageRoot
    // Standard error goes to a file, so neither stream can fill a pipe and block the child.
    let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let out = Pipe()
    process.standardOutput = out
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let errData = (try? Data(contentsOf: errorFile)) ?? Data()
    return ProcessResult(status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self), errors: String(decoding: errData, as: UTF8.self))
}

/// Runs `lifeline lsp` with `input` (framed messages, all sent at once) on standard input, and
/// collects what it wrote: the framed answers on standard output, its log on standard error.
func runLanguageServer(_ input: String, arguments: [String] = [], environment: [String: String] = [:]) throws -> ProcessResult {
    let directory = FileManager.default.temporaryDirectory
    let inputFile = directory.appendingPathComponent("lsp-in-\(UUID().uuidString)")
    let errorFile = directory.appendingPathComponent("lsp-err-\(UUID().uuidString)")
    try input.write(to: inputFile, atomically: true, encoding: .utf8)
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer {
        try? FileManager.default.removeItem(at: inputFile)
        try? FileManager.default.removeItem(at: errorFile)
    }
    let process = Process()
    process.executableURL = CommandLineTests.executable
    process.arguments = ["lsp"] + arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardInput = try FileHandle(forReadingFrom: inputFile)
    process.standardError = try FileHandle(forWritingTo: errorFile)
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let errors = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
    return ProcessResult(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self), errors: errors)
}

/// The responses among framed LSP messages, by id.
func responsesByID(_ framed: String) -> [Int: [String: Any]] {
    var responses: [Int: [String: Any]] = [:]
    var rest = Substring(framed)
    while let header = rest.range(of: "\r\n\r\n") {
        let length = Int(rest[..<header.lowerBound].split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0
        let body = rest[header.upperBound...].utf8.prefix(length)
        rest = rest[rest.utf8.index(header.upperBound, offsetBy: min(length, rest[header.upperBound...].utf8.count))...]
        if let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any], let id = object["id"] as? Int { responses[id] = object }
    }
    return responses
}

/// A real editor or browser a test drives: its path, or a skip with the reason printed. With
/// `LIFELINE_REQUIRE_CLIENTS=1` (as CI sets) a missing client fails the test instead.
func requireClient(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
    let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(name)" }
        .first { FileManager.default.isExecutableFile(atPath: $0) }
    if let path { return path }
    let reason = "\(name) is not installed; install it (see DEVELOPERS.md) to run this test"
    if ProcessInfo.processInfo.environment["LIFELINE_REQUIRE_CLIENTS"] == "1" {
        XCTFail("LIFELINE_REQUIRE_CLIENTS=1: " + reason, file: file, line: line)
        throw XCTSkip("failed: " + reason)
    }
    print("skipping: " + reason)
    throw XCTSkip(reason)
}

/// Runs a program with a time limit; standard output and error go to files, returned with the status.
func runWithTimeout(_ executable: String, _ arguments: [String], environment: [String: String] = [:], seconds: Double) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let directory = FileManager.default.temporaryDirectory
    let outFile = directory.appendingPathComponent("client-out-\(UUID().uuidString)")
    let errFile = directory.appendingPathComponent("client-err-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: outFile.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errFile.path, contents: nil)
    defer {
        try? FileManager.default.removeItem(at: outFile)
        try? FileManager.default.removeItem(at: errFile)
    }
    process.standardOutput = try FileHandle(forWritingTo: outFile)
    process.standardError = try FileHandle(forWritingTo: errFile)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date(timeIntervalSinceNow: seconds)
    while process.isRunning && Date() < deadline { usleep(50_000) }
    var timedOut = false
    if process.isRunning {
        process.terminate()
        timedOut = true
    }
    process.waitUntilExit()
    let status = timedOut ? -1 : process.terminationStatus
    return ProcessResult(
        status: status, output: (try? String(contentsOf: outFile, encoding: .utf8)) ?? "",
        errors: (try? String(contentsOf: errFile, encoding: .utf8)) ?? "")
}

/// A copy of `Examples/` in a temporary folder (an editor may change its files), removed after `body`.
func withExamplesCopy<T>(_ body: (URL) throws -> T) throws -> T {
    let fileManager = FileManager.default
    let work = fileManager.temporaryDirectory.appendingPathComponent("lifeline-client-\(UUID().uuidString)")
    try fileManager.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? fileManager.removeItem(at: work) }
    let examples = work.appendingPathComponent("Examples")
    try fileManager.copyItem(at: CommandLineTests.packageRoot.appendingPathComponent("Examples"), to: examples)
    return try body(examples)
}

/// Runs an editor on one of the scripts in `Tests/lifelineTests/Clients/`, which reads
/// `LIFELINE_BIN`, `LIFELINE_ROOT` (the examples' copy), `LIFELINE_PLUGIN` and writes what it saw as
/// JSON to `LIFELINE_OUT`; returns that object.
func runClientScript(_ executable: String, _ arguments: [String], examples: URL, plugin: String? = nil, seconds: Double = 180,
    environment extra: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
    let outFile = examples.deletingLastPathComponent().appendingPathComponent("result-\(UUID().uuidString).json")
    var environment = [
        "LIFELINE_BIN": CommandLineTests.executable.path, "LIFELINE_ROOT": examples.path, "LIFELINE_OUT": outFile.path,
        "HOME": examples.deletingLastPathComponent().path,
    ]
    if let plugin { environment["LIFELINE_PLUGIN"] = CommandLineTests.packageRoot.appendingPathComponent(plugin).path }
    environment.merge(extra) { $1 }
    let run = try runWithTimeout(executable, arguments, environment: environment, seconds: seconds)
    XCTAssertNotEqual(run.status, -1, "\(executable) did not finish within \(Int(seconds)) s: \(run.errors)", file: file, line: line)
    let data = try Data(contentsOf: outFile)
    return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any], String(decoding: data, as: UTF8.self), file: file, line: line)
}

/// The path of a script in `Tests/lifelineTests/Clients/`.
func clientScript(_ name: String) -> String {
    CommandLineTests.packageRoot.appendingPathComponent("Tests/lifelineTests/Clients/\(name)").path
}

extension XCTestCase {
    /// A fresh folder for one test, removed when it ends.
    func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory
    }
}
