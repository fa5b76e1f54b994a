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
        try withExamplesCopy { examples in
            let result = try runClientScript(emacs, ["--batch", "-l", clientScript("emacs-eglot.el")], examples: examples, plugin: "Editors/emacs")
            XCTAssertEqual(result["ok"] as? Bool, true, "Emacs \(result["emacs"] ?? "?"): \(result["message"] ?? "")")
            check(result)
        }
    }

    func check(_ result: [String: Any]) {
        // Without swift-mode installed, the plugin's own mode takes .swift files.
        XCTAssertEqual(result["mode"] as? String, "lifeline-swift-mode")
        XCTAssertTrue((result["diagnostics"] as? [String] ?? []).contains("observed-object-creates-instance"), "\(result["diagnostics"] ?? [])")
        let hover = result["hover"] as? String ?? ""
        XCTAssertTrue(hover.contains("**Ownership: owned**") && hover.contains("**Simulated**"), hover)
        XCTAssertNotNil((result["visualize"] as? String)?.range(of: #"^http://127\.0\.0\.1:\d+/[0-9a-f]{64}/\?root=ScorePlate$"#, options: .regularExpression))
    }
}
