import Foundation
import XCTest

/// A real editor: Neovim's own LSP client, headless, against the built `lifeline lsp` on a copy
/// of `Examples/`. It hovers, lists diagnostics, applies "Convert to @StateObject" and saves.
final class NeovimTests: XCTestCase {
    static let converted = ("    @ObservedObject var model = ScoreModel()", "    @StateObject private var model = ScoreModel()")

    func testHoverDiagnosticsAndConversionInNeovim() throws {
        let nvim = try requireClient("nvim")
        try withExamplesCopy { examples in
            let original = try String(contentsOf: examples.appendingPathComponent("ScorePlate.swift"), encoding: .utf8)
            let result = try runClientScript(nvim, ["--headless", "--clean", "-n", "-i", "NONE", "-c", "luafile \(clientScript("neovim-lsp.lua"))"], examples: examples)
            XCTAssertEqual(result["ok"] as? Bool, true, "Neovim \(result["version"] ?? "?"): \(result["message"] ?? "")")

            let codes = (result["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
            XCTAssertTrue(codes.contains("observed-object-creates-instance"), "\(codes)")
            let hover = result["hover"] as? String ?? ""
            XCTAssertTrue(hover.contains("**Ownership: owned**"), hover)
            XCTAssertTrue(hover.contains("**Simulated**"), hover)
            XCTAssertTrue(hover.contains("`ScoreModel` is created again"), hover)
            XCTAssertTrue((result["actions"] as? [String] ?? []).contains("Convert to @StateObject"), "\(result["actions"] ?? [])")

            // The saved file: exactly the one property converted, nothing else touched.
            let expected = original.replacingOccurrences(of: Self.converted.0, with: Self.converted.1)
            XCTAssertNotEqual(expected, original)
            XCTAssertEqual(try String(contentsOf: examples.appendingPathComponent("ScorePlate.swift"), encoding: .utf8), expected)
            XCTAssertFalse((result["after"] as? [String] ?? []).contains("observed-object-creates-instance"))
        }
    }
}

/// The Neovim plugin in `Editors/neovim`, loaded as its README says, on Neovim 0.7 or later.
final class NeovimPluginTests: XCTestCase {
    func testThePluginAttachesHoversConvertsAndChecks() throws {
        let nvim = try requireClient("nvim")
        try withExamplesCopy { examples in
            let original = try String(contentsOf: examples.appendingPathComponent("ScorePlate.swift"), encoding: .utf8)
            let result = try runClientScript(
                nvim, ["--headless", "--clean", "-n", "-i", "NONE", "-c", "luafile \(clientScript("neovim-plugin.lua"))"], examples: examples, plugin: "Editors/neovim")
            XCTAssertEqual(result["ok"] as? Bool, true, "Neovim \(result["version"] ?? "?"): \(result["message"] ?? "")")
            XCTAssertEqual(result["filetype"] as? String, "swift")
            XCTAssertTrue((result["diagnostics"] as? [[String: Any]] ?? []).contains { $0["code"] as? String == "observed-object-creates-instance" })
            XCTAssertTrue((result["hover"] as? String ?? "").contains("**Ownership: owned**"), "\(result["hover"] ?? "")")
            let expected = original.replacingOccurrences(of: NeovimTests.converted.0, with: NeovimTests.converted.1)
            XCTAssertEqual(try String(contentsOf: examples.appendingPathComponent("ScorePlate.swift"), encoding: .utf8), expected)
            let quickfix = result["quickfix"] as? [String] ?? []
            XCTAssertFalse(quickfix.isEmpty, "the examples keep other findings")
            XCTAssertFalse(quickfix.contains { $0.contains("'model' creates its ScoreModel inline") }, "the converted property is no longer reported: \(quickfix)")
            XCTAssertNotNil((result["visualize"] as? String)?.range(of: #"^http://127\.0\.0\.1:\d+/[0-9a-f]{64}/\?root=ScorePlate$"#, options: .regularExpression), "\(result["visualize"] ?? "")")
        }
    }
}
