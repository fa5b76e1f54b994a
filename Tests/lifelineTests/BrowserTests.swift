import Foundation
import TestSupport
import XCTest

/// A real browser: headless Chromium driven by Selenium (Debian's python3-selenium, which belongs
/// to /usr/bin/python3) against `lifeline visualize`: the built-in example's scenario, the layout
/// at 900, 1,280 and 1,920 px in light and dark, then "Apply to file" on a copy of
/// Examples/ScorePlate.swift and that server killed under the page. Screenshots go to
/// LIFELINE_SCREENSHOT_DIR, else a new temporary folder (their paths are printed); with
/// LIFELINE_UPDATE_SCREENSHOTS=1 the ones docs/visualizer.md shows are copied to docs/images.
final class BrowserTests: XCTestCase {
    /// The figures docs/visualizer.md shows.
    static let documented = ["visualizer-score-3.png", "visualizer-lifelines.png", "visualizer-what-if.png", "visualizer-900-dark.png", "visualizer-server-gone.png"]

    /// `lifeline visualize ARGUMENTS --no-open`, and the address it printed.
    func startVisualizer(_ arguments: [String]) throws -> (Process, String?) {
        let server = Process()
        server.executableURL = CommandLineTests.executable
        server.arguments = ["visualize", "--no-open"] + arguments
        let output = Pipe()
        server.standardOutput = output
        server.standardError = FileHandle.nullDevice
        try server.run()
        var firstLine = ""
        let handle = output.fileHandleForReading
        while !firstLine.contains("\n") {
            let data = handle.availableData
            if data.isEmpty { break }
            firstLine += String(decoding: data, as: UTF8.self)
        }
        let range = firstLine.range(of: #"http://127\.0\.0\.1:\d+/[0-9a-f]{64}/"#, options: .regularExpression)
        return (server, range.map { String(firstLine[$0]) })
    }

    let python = "/usr/bin/python3"

    /// Chromium, its driver and Selenium, or a skip with the reason (a failure with
    /// LIFELINE_REQUIRE_CLIENTS=1).
    func requireBrowser() throws {
        _ = try requireClient("chromium")
        _ = try requireClient("chromedriver")
        let probe = try runWithTimeout(python, ["-c", "import selenium"], seconds: 30)
        if probe.status != 0 {
            let reason = "python3-selenium is not installed for /usr/bin/python3 (apt-get install python3-selenium)"
            if ProcessInfo.processInfo.environment["LIFELINE_REQUIRE_CLIENTS"] == "1" {
                XCTFail("LIFELINE_REQUIRE_CLIENTS=1: " + reason)
                throw XCTSkip("failed: " + reason)
            }
            print("skipping: " + reason)
            throw XCTSkip(reason)
        }
    }

    /// The script's last line: its checks, each asserted.
    func checks(of run: ProcessResult) throws -> [String: Any] {
        let json = run.output.split(separator: "\n").last.map(String.init) ?? ""
        let result = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "\(run.output)\n\(run.errors)")
        for check in result["checks"] as? [[String: Any]] ?? [] {
            XCTAssertEqual(check["ok"] as? Bool, true, "\(check["name"] ?? ""): \(check["detail"] ?? "")")
        }
        XCTAssertEqual(result["ok"] as? Bool, true, "\(result["error"] ?? "")")
        return result
    }

    /// A page opened from an editor (`lifeline lsp`, `lifeline.visualize` as the code lens sends
    /// it) follows every change of root: the Root menu, `?root=` in the address, and a second
    /// editor request. After each, the Source panel and What if show the new root's files and
    /// properties and none of the old root's, and the title names it. On the way it checks that an
    /// info finding has its own mark, not a warning's red one, and that the timeline hides the
    /// notes about unknown APIs until "show simulator notes" is ticked, then shows them grouped.
    func testThePanelsFollowARootChangeMadeThreeWays() throws {
        try requireBrowser()
        let folder = try TwoRoots.write()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shots = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-shots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        let script = CommandLineTests.packageRoot.appendingPathComponent("Tests/lifelineTests/Clients/visualizer-browser.py")
        let run = try runWithTimeout(
            python, [script.path, "--roots-folder", folder.path, "--lifeline", CommandLineTests.executable.path, shots.path],
            environment: ["HOME": FileManager.default.temporaryDirectory.path], seconds: 180)
        XCTAssertNotEqual(run.status, -1, "the browser test did not finish within 180 s")
        let result = try checks(of: run)
        // 1 for the editor's page, 4 per root shown (five times), 2 for the finding marks, 2 for
        // the simulator notes and 2 for the address and the endpoint.
        XCTAssertEqual((result["checks"] as? [Any])?.count, 27, "every step of the scenario ran: \(result["checks"] ?? "")")
    }

    func testTheVisualizerInChromiumAtThreeWidthsInLightAndDark() throws {
        try requireBrowser()

        // The visualizer, as a user starts it, on the built-in example.
        let (server, address) = try startVisualizer(["--example"])
        var stopped = false
        defer {
            if !stopped {
                server.interrupt()
                server.waitUntilExit()
            }
        }
        guard let address else { return XCTFail("no address printed") }

        // A second one on a copy of an example it may write to; the browser script kills it.
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-apply-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let copy = work.appendingPathComponent("ScorePlate.swift")
        try FileManager.default.copyItem(at: CommandLineTests.packageRoot.appendingPathComponent("Examples/ScorePlate.swift"), to: copy)
        let (writable, writableAddress) = try startVisualizer([copy.path])
        defer {
            if writable.isRunning { writable.terminate() }
            writable.waitUntilExit()
        }
        guard let writableAddress else { return XCTFail("no address printed for the copy") }

        let environment = ProcessInfo.processInfo.environment
        let update = environment["LIFELINE_UPDATE_SCREENSHOTS"] == "1"
        let shots = environment["LIFELINE_SCREENSHOT_DIR"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-shots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        let script = CommandLineTests.packageRoot.appendingPathComponent("Tests/lifelineTests/Clients/visualizer-browser.py")
        let run = try runWithTimeout(
            python, [script.path, address, shots.path, "--apply-url", writableAddress, "--apply-pid", String(writable.processIdentifier)],
            environment: ["HOME": FileManager.default.temporaryDirectory.path], seconds: 300)
        XCTAssertNotEqual(run.status, -1, "the browser test did not finish within 300 s")
        let result = try checks(of: run)
        // 8 for the scenario, 11 for each of the 6 layouts, 4 for Apply and 2 for the server gone.
        XCTAssertEqual((result["checks"] as? [Any])?.count, 80, "every step of the scenario ran")
        for name in Self.documented + ["visualizer-1280-light.png", "visualizer-1920-dark.png", "visualizer-applied.png"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: shots.appendingPathComponent(name).path), name)
        }
        print("visualizer screenshots in \(shots.path):")
        for path in result["screenshots"] as? [String] ?? [] { print("  " + path) }
        print("visualizer timings: first screen \(result["firstScreenMs"] ?? "?") ms after navigation start; tap round trips \(result["tapRoundTripMs"] ?? "?") ms")
        if update {
            let images = CommandLineTests.packageRoot.appendingPathComponent("docs/images")
            for name in Self.documented {
                let target = images.appendingPathComponent(name)
                try? FileManager.default.removeItem(at: target)
                try FileManager.default.copyItem(at: shots.appendingPathComponent(name), to: target)
            }
        }

        // Apply wrote the copy, and the script killed that server (the page then said so).
        let written = try String(contentsOf: copy, encoding: .utf8)
        XCTAssertTrue(written.contains("@StateObject private var model = ScoreModel()"), "Apply to file changed the copy")
        writable.waitUntilExit()
        XCTAssertEqual(writable.terminationReason, .uncaughtSignal, "the browser script killed the second server")

        // Ctrl-C stops it cleanly.
        server.interrupt()
        server.waitUntilExit()
        stopped = true
        XCTAssertEqual(server.terminationStatus, 0)
    }
}
