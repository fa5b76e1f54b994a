import Foundation
import XCTest

/// A real browser: headless Chromium driven by Selenium (Debian's python3-selenium, which belongs
/// to /usr/bin/python3) against `lifeline visualize` on the built-in example. Screenshots go to
/// a temporary folder, or to docs/images with LIFELINE_UPDATE_SCREENSHOTS=1.
final class BrowserTests: XCTestCase {
    func testTheBuiltInExampleLosesItsScoreAndTheWhatIfKeepsIt() throws {
        _ = try requireClient("chromium")
        _ = try requireClient("chromedriver")
        let python = "/usr/bin/python3"
        let probe = try runWithTimeout(python, ["-c", "import selenium"], seconds: 30)
        if probe.status != 0 {
            let reason = "python3-selenium is not installed for /usr/bin/python3 (apt-get install python3-selenium)"
            if ProcessInfo.processInfo.environment["LIFELINE_REQUIRE_CLIENTS"] == "1" { return XCTFail("LIFELINE_REQUIRE_CLIENTS=1: " + reason) }
            print("skipping: " + reason)
            throw XCTSkip(reason)
        }

        // The visualizer, as a user starts it.
        let server = Process()
        server.executableURL = CommandLineTests.executable
        server.arguments = ["visualize", "--no-open"]
        let output = Pipe()
        server.standardOutput = output
        server.standardError = FileHandle.nullDevice
        try server.run()
        var stopped = false
        defer {
            if !stopped {
                server.interrupt()
                server.waitUntilExit()
            }
        }
        var firstLine = ""
        let handle = output.fileHandleForReading
        while !firstLine.contains("\n") {
            let data = handle.availableData
            if data.isEmpty { break }
            firstLine += String(decoding: data, as: UTF8.self)
        }
        guard let range = firstLine.range(of: #"http://127\.0\.0\.1:\d+/[0-9a-f]{64}/"#, options: .regularExpression) else {
            return XCTFail("no address printed: \(firstLine)")
        }
        let address = String(firstLine[range])

        let update = ProcessInfo.processInfo.environment["LIFELINE_UPDATE_SCREENSHOTS"] == "1"
        let shots = update
            ? CommandLineTests.packageRoot.appendingPathComponent("docs/images")
            : FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-shots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        let script = CommandLineTests.packageRoot.appendingPathComponent("Tests/lifelineTests/Clients/visualizer-browser.py")
        let run = try runWithTimeout(python, [script.path, address, shots.path], environment: ["HOME": FileManager.default.temporaryDirectory.path], seconds: 180)
        XCTAssertNotEqual(run.status, -1, "the browser test did not finish within 180 s")
        let json = run.output.split(separator: "\n").last.map(String.init) ?? ""
        let result = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "\(run.output)\n\(run.errors)")
        for check in result["checks"] as? [[String: Any]] ?? [] {
            XCTAssertEqual(check["ok"] as? Bool, true, "\(check["name"] ?? ""): \(check["detail"] ?? "")")
        }
        XCTAssertEqual(result["ok"] as? Bool, true, "\(result["error"] ?? "")")
        XCTAssertEqual((result["checks"] as? [Any])?.count, 8, "every step of the scenario ran")
        XCTAssertTrue(FileManager.default.fileExists(atPath: shots.appendingPathComponent("visualizer-what-if.png").path))
        print("visualizer timings: first screen \(result["firstScreenMs"] ?? "?") ms after navigation start; tap round trips \(result["tapRoundTripMs"] ?? "?") ms")
        if !update { try? FileManager.default.removeItem(at: shots) }
        // Ctrl-C stops it cleanly.
        server.interrupt()
        server.waitUntilExit()
        stopped = true
        XCTAssertEqual(server.terminationStatus, 0)
    }
}
