import Foundation
import XCTest

/// Emacs with Eglot, in batch mode, loads `Editors/emacs/lifeline.el` and asks the built server
/// for diagnostics, a hover and the visualizer's address on a copy of `Examples/`.
final class EmacsTests: XCTestCase {
    func testEglotGetsDiagnosticsAndTheOwnershipHover() throws {
        let emacs = try requireClient("emacs")
        let probe = try runWithTimeout(emacs, ["--batch", "--eval", "(progn (require 'eglot) (kill-emacs 0))"], seconds: 60)
        if probe.status != 0 {
            let reason = "Eglot is not available to \(emacs) (Emacs 29 has it; on 28 apt-get install elpa-eglot)"
            if ProcessInfo.processInfo.environment["LIFELINE_REQUIRE_CLIENTS"] == "1" { return XCTFail("LIFELINE_REQUIRE_CLIENTS=1: " + reason) }
            print("skipping: " + reason)
            throw XCTSkip(reason)
        }
        let fileManager = FileManager.default
        let work = fileManager.temporaryDirectory.appendingPathComponent("lifeline-emacs-\(UUID().uuidString)")
        let examples = work.appendingPathComponent("Examples")
        try fileManager.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: work) }
        try fileManager.copyItem(at: CommandLineTests.packageRoot.appendingPathComponent("Examples"), to: examples)
        let outFile = work.appendingPathComponent("result.json")
        let script = CommandLineTests.packageRoot.appendingPathComponent("Tests/lifelineTests/Clients/emacs-eglot.el")
        let run = try runWithTimeout(
            emacs, ["--batch", "-l", script.path],
            environment: [
                "LIFELINE_BIN": CommandLineTests.executable.path, "LIFELINE_ROOT": examples.path, "LIFELINE_OUT": outFile.path,
                "LIFELINE_PLUGIN": CommandLineTests.packageRoot.appendingPathComponent("Editors/emacs").path, "HOME": work.path,
            ],
            seconds: 180)
        XCTAssertNotEqual(run.status, -1, "Emacs did not finish within 180 s: \(run.errors)")
        let data = try Data(contentsOf: outFile)
        let result = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any], String(decoding: data, as: UTF8.self))
        XCTAssertEqual(result["ok"] as? Bool, true, "Emacs \(result["emacs"] ?? "?"): \(result["message"] ?? "") \(run.errors)")
        // Without swift-mode installed, the plugin's own mode takes .swift files.
        XCTAssertEqual(result["mode"] as? String, "lifeline-swift-mode")
        XCTAssertTrue((result["diagnostics"] as? [String] ?? []).contains("observed-object-creates-instance"), "\(result["diagnostics"] ?? [])")
        let hover = result["hover"] as? String ?? ""
        XCTAssertTrue(hover.contains("**Ownership: owned**") && hover.contains("**Simulated**"), hover)
        XCTAssertNotNil((result["visualize"] as? String)?.range(of: #"^http://127\.0\.0\.1:\d+/[0-9a-f]{64}/\?root=ScorePlate$"#, options: .regularExpression))
    }
}
