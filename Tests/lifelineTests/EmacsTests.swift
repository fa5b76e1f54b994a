import Foundation
import XCTest

/// Emacs with Eglot, in batch mode, loads `Editors/emacs/lifeline.el` and runs the built server
/// beside sourcekit-lsp (`lifeline lsp --with`) on a copy of `Examples/`: Lifeline's diagnostics,
/// hover and visualizer, sourcekit-lsp's completion, in one buffer.
final class EmacsTests: XCTestCase {
    func testEglotGetsLifelinesHoverAndSourceKitsCompletionInOneBuffer() throws {
        let emacs = try requireClient("emacs")
        let companion = try requireClient("sourcekit-lsp")
        let probe = try runWithTimeout(emacs, ["--batch", "--eval", "(progn (require 'eglot) (kill-emacs 0))"], seconds: 60)
        if probe.status != 0 {
            let reason = "Eglot is not available to \(emacs) (Emacs 29 has it; on 28 apt-get install elpa-eglot)"
            if ProcessInfo.processInfo.environment["LIFELINE_REQUIRE_CLIENTS"] == "1" { return XCTFail("LIFELINE_REQUIRE_CLIENTS=1: " + reason) }
            print("skipping: " + reason)
            throw XCTSkip(reason)
        }
        try withExamplesCopy { examples in
            let result = try runClientScript(
                emacs, ["--batch", "-l", clientScript("emacs-eglot.el")], examples: examples, plugin: "Editors/emacs",
                environment: ["LIFELINE_COMPANION": companion])
            XCTAssertEqual(result["ok"] as? Bool, true, "Emacs \(result["emacs"] ?? "?"): \(result["message"] ?? "")")
            check(result, companion: companion)
        }
    }

    /// The package byte-compiles with no warning (package archives and `package-lint` expect it),
    /// in a scratch folder so no `.elc` is left beside the source.
    func testLifelineElByteCompilesWithoutWarnings() throws {
        let emacs = try requireClient("emacs")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-elc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("lifeline.el")
        try FileManager.default.copyItem(at: CommandLineTests.packageRoot.appendingPathComponent("Editors/emacs/lifeline.el"), to: copy)
        let run = try runWithTimeout(emacs, ["--batch", "--eval", "(setq byte-compile-error-on-warn t)", "-f", "batch-byte-compile", copy.path], seconds: 120)
        XCTAssertEqual(run.status, 0, run.output + run.errors)
    }

    func check(_ result: [String: Any], companion: String) {
        // Loading lifeline.el kept the user's own server for swift-mode; lifeline-eglot-setup made
        // it Lifeline's companion.
        XCTAssertEqual(result["swiftModeServerAfterLoad"] as? String, #"("my-swift-server" "--flag")"#)
        XCTAssertEqual(result["swiftModeServerAfterSetup"] as? String, "lifeline--eglot-contact")
        XCTAssertEqual(result["companionAfterSetup"] as? String, "my-swift-server --flag")
        // Without swift-mode installed, the plugin's own mode takes .swift files.
        XCTAssertEqual(result["mode"] as? String, "lifeline-swift-mode")
        XCTAssertEqual((result["command"] as? [String])?.suffix(3), ["lsp", "--with", companion])
        XCTAssertTrue((result["diagnostics"] as? [String] ?? []).contains("observed-object-creates-instance"), "\(result["diagnostics"] ?? [])")
        // One hover: sourcekit-lsp's declaration above Lifeline's ownership and simulation.
        let hover = result["hover"] as? String ?? ""
        XCTAssertTrue(hover.contains("**Ownership: creates inline, not owned**") && hover.contains("**Simulated**"), hover)
        XCTAssertTrue(hover.contains("```swift") && hover.contains("---"), "sourcekit-lsp's part is missing: \(hover)")
        XCTAssertEqual(result["viewAtPoint"] as? String, "ScorePlate")
        XCTAssertEqual(result["viewAtModel"] as? String, "", "a model class is no view")
        XCTAssertNotNil((result["visualize"] as? String)?.range(of: #"^http://127\.0\.0\.1:\d+/[0-9a-f]{64}/\?root=ScorePlate$"#, options: .regularExpression))
        XCTAssertNotNil((result["visualizeAtPoint"] as? String)?.range(of: #"\?root=ScorePlate$"#, options: .regularExpression), "\(result["visualizeAtPoint"] ?? "")")
        XCTAssertEqual(result["viewAtWide"] as? String, "Wide", "a line with non-ASCII text before point")
        // sourcekit-lsp's completion of ScoreModel's members.
        XCTAssertTrue((result["completion"] as? [String] ?? []).contains { $0.hasPrefix("score") }, "\(result["completion"] ?? [])")
    }
}
