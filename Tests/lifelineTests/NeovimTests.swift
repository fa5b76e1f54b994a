import Foundation
import XCTest

/// A real editor: Neovim's own LSP client, headless, against the built `lifeline lsp` on a copy
/// of `Examples/`. It hovers, lists diagnostics, applies "Convert to @StateObject" and saves.
final class NeovimTests: XCTestCase {
    func testHoverDiagnosticsAndConversionInNeovim() throws {
        let nvim = try requireClient("nvim")
        let fileManager = FileManager.default
        let work = fileManager.temporaryDirectory.appendingPathComponent("lifeline-nvim-\(UUID().uuidString)")
        let examples = work.appendingPathComponent("Examples")
        try fileManager.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: work) }
        try fileManager.copyItem(at: CommandLineTests.packageRoot.appendingPathComponent("Examples"), to: examples)
        let original = try String(contentsOf: examples.appendingPathComponent("ScorePlate.swift"), encoding: .utf8)
        let outFile = work.appendingPathComponent("result.json")
        let script = CommandLineTests.packageRoot.appendingPathComponent("Tests/lifelineTests/Clients/neovim-lsp.lua")

        let run = try runWithTimeout(
            nvim, ["--headless", "--clean", "-n", "-i", "NONE", "-c", "luafile \(script.path)"],
            environment: ["LIFELINE_BIN": CommandLineTests.executable.path, "LIFELINE_ROOT": examples.path, "LIFELINE_OUT": outFile.path, "HOME": work.path],
            seconds: 120)
        XCTAssertNotEqual(run.status, -1, "Neovim did not finish within 120 s: \(run.errors)")
        let data = try Data(contentsOf: outFile)
        let result = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any], String(decoding: data, as: UTF8.self))
        XCTAssertEqual(result["ok"] as? Bool, true, "Neovim \(result["version"] ?? "?"): \(result["message"] ?? "")")

        let codes = (result["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
        XCTAssertTrue(codes.contains("observed-object-creates-instance"), "\(codes)")
        let hover = result["hover"] as? String ?? ""
        XCTAssertTrue(hover.contains("**Ownership: owned**"), hover)
        XCTAssertTrue(hover.contains("**Simulated**"), hover)
        XCTAssertTrue(hover.contains("`ScoreModel` is created again"), hover)
        XCTAssertTrue((result["actions"] as? [String] ?? []).contains("Convert to @StateObject"), "\(result["actions"] ?? [])")

        // The saved file: exactly the one property converted, nothing else touched.
        let expected = original.replacingOccurrences(of: "    @ObservedObject var model = ScoreModel()", with: "    @StateObject private var model = ScoreModel()")
        XCTAssertNotEqual(expected, original)
        XCTAssertEqual(try String(contentsOf: examples.appendingPathComponent("ScorePlate.swift"), encoding: .utf8), expected)
        XCTAssertFalse((result["after"] as? [String] ?? []).contains("observed-object-creates-instance"))
    }
}

/// The Neovim plugin in `Editors/neovim`, loaded as its README says, on Neovim 0.7 or later.
final class NeovimPluginTests: XCTestCase {
    func testThePluginAttachesHoversConvertsAndChecks() throws {
        let nvim = try requireClient("nvim")
        let fileManager = FileManager.default
        let work = fileManager.temporaryDirectory.appendingPathComponent("lifeline-nvim-plugin-\(UUID().uuidString)")
        let examples = work.appendingPathComponent("Examples")
        try fileManager.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: work) }
        try fileManager.copyItem(at: CommandLineTests.packageRoot.appendingPathComponent("Examples"), to: examples)
        let original = try String(contentsOf: examples.appendingPathComponent("ScorePlate.swift"), encoding: .utf8)
        let outFile = work.appendingPathComponent("result.json")
        let script = CommandLineTests.packageRoot.appendingPathComponent("Tests/lifelineTests/Clients/neovim-plugin.lua")
        let run = try runWithTimeout(
            nvim, ["--headless", "--clean", "-n", "-i", "NONE", "-c", "luafile \(script.path)"],
            environment: [
                "LIFELINE_BIN": CommandLineTests.executable.path, "LIFELINE_ROOT": examples.path, "LIFELINE_OUT": outFile.path,
                "LIFELINE_PLUGIN": CommandLineTests.packageRoot.appendingPathComponent("Editors/neovim").path, "HOME": work.path,
            ],
            seconds: 180)
        XCTAssertNotEqual(run.status, -1, "Neovim did not finish within 180 s: \(run.errors)")
        let data = try Data(contentsOf: outFile)
        let result = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any], String(decoding: data, as: UTF8.self))
        XCTAssertEqual(result["ok"] as? Bool, true, "Neovim \(result["version"] ?? "?"): \(result["message"] ?? "")")
        XCTAssertEqual(result["filetype"] as? String, "swift")
        XCTAssertTrue((result["diagnostics"] as? [[String: Any]] ?? []).contains { $0["code"] as? String == "observed-object-creates-instance" })
        XCTAssertTrue((result["hover"] as? String ?? "").contains("**Ownership: owned**"), "\(result["hover"] ?? "")")
        let expected = original.replacingOccurrences(of: "    @ObservedObject var model = ScoreModel()", with: "    @StateObject private var model = ScoreModel()")
        XCTAssertEqual(try String(contentsOf: examples.appendingPathComponent("ScorePlate.swift"), encoding: .utf8), expected)
        let quickfix = result["quickfix"] as? [String] ?? []
        XCTAssertFalse(quickfix.isEmpty, "the examples keep other findings")
        XCTAssertFalse(quickfix.contains { $0.contains("'model' creates its ScoreModel inline") }, "the converted property is no longer reported: \(quickfix)")
        XCTAssertNotNil((result["visualize"] as? String)?.range(of: #"^http://127\.0\.0\.1:\d+/[0-9a-f]{64}/\?root=ScorePlate$"#, options: .regularExpression), "\(result["visualize"] ?? "")")
    }
}
