import Foundation
import XCTest

/// `scripts/crash-sweep` on the real apps in `../shared/corpus/apps`, on a small seeded sample: a few
/// views simulated and a few properties hovered per app, damaged files checked and simulated. CI
/// runs the whole sweep separately (see DEVELOPERS.md); this keeps the script itself working and
/// catches a crash on the apps early.
final class CrashSweepTests: XCTestCase {
    func testCrashSweepSampleOnTheApps() throws {
        let root = CommandLineTests.packageRoot
        let apps = root.appendingPathComponent("../shared/corpus/apps").standardized
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: apps.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            let reason = "no app corpus at \(apps.path) (the shared folder beside the repository)"
            print("skipping: " + reason)
            throw XCTSkip(reason)
        }
        // CI runs Debian's /usr/bin/python3; any python3 on the PATH will do.
        let python = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") ? "/usr/bin/python3" : try requireClient("python3")
        // The five smallest apps: this runs the debug build, whose simulations are several times
        // slower than the release build's that `.ci/run` sweeps every app with.
        let smallest = try smallestApps(in: apps, count: 5)
        let run = try runWithTimeout(
            python,
            [
                root.appendingPathComponent("scripts/crash-sweep").path, "--lifeline", CommandLineTests.executable.path,
                "--apps", apps.path] + smallest.flatMap { ["--app", $0] } + ["--corpus", "none", "--skip", "conformance", "--seed", "7",
                "--views-per-app", "3", "--hovers-per-app", "3", "--lsp-edit-files", "1",
                "--fuzz-app-files", "14", "--fuzz-simulations", "2", "--workspaces", "0",
                "--keep", FileManager.default.temporaryDirectory.appendingPathComponent("crash-sweep-test-failures").path,
            ], seconds: 1800)
        XCTAssertNotEqual(run.status, -1, "the crash sweep did not finish: \(run.output.suffix(3000))")
        XCTAssertEqual(run.status, 0, "the crash sweep failed:\n\(run.output.suffix(6000))\n\(run.errors.suffix(2000))")
        // It swept something: every app was there and some views and hovers ran.
        XCTAssertTrue(run.output.contains("crash-sweep: passed"), run.output.suffix(3000).description)
        let summary = run.output.split(separator: "\n").first { $0.hasPrefix("crash-sweep: ") && $0.contains(" views simulated, ") }
        let numbers = summary.map { line in
            line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        } ?? []
        // "N apps and 0 packages, F files, V views simulated, H hovers in S language server sessions, D damaged files (X simulated), T s"
        XCTAssertGreaterThanOrEqual(numbers.count, 6, "no summary line: \(run.output.suffix(3000))")
        if numbers.count >= 6 {
            XCTAssertGreaterThan(numbers[0], 0, "apps")
            XCTAssertGreaterThan(numbers[3], 0, "views simulated")
            XCTAssertGreaterThan(numbers[4], 0, "hovers")
        }
        print(run.output.split(separator: "\n").filter { $0.hasPrefix("crash-sweep: ") }.joined(separator: "\n"))
    }

    /// The `count` app folders with the fewest Swift files, by name when tied.
    func smallestApps(in apps: URL, count: Int) throws -> [String] {
        let folders = try FileManager.default.contentsOfDirectory(atPath: apps.path).filter { !$0.hasPrefix(".") }.sorted()
        let sized = folders.map { name -> (String, Int) in
            let path = apps.appendingPathComponent(name).path
            let files = FileManager.default.enumerator(atPath: path)?.compactMap { ($0 as? String)?.hasSuffix(".swift") == true ? 1 : nil }.count ?? 0
            return (path, files)
        }
        return sized.filter { $0.1 > 0 }.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.prefix(count).map(\.0)
    }
}
