import Foundation

struct ProcessResult {
    var status: Int32
    var output: String
    var errors: String
}

/// Runs the built `lifeline` from the package root and collects its output.
func runLifeline(_ arguments: [String]) throws -> ProcessResult {
    let process = Process()
    process.executableURL = CommandLineTests.executable
    process.arguments = arguments
    process.currentDirectoryURL = CommandLineTests.packageRoot
    // Standard error goes to a file, so neither stream can fill a pipe and block the child.
    let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-stderr-\(UUID().uuidString)")
    FileManager.default.createFile(atPath: errorFile.path, contents: nil)
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
