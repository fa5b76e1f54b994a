import Foundation
import XCTest

/// The VS Code extension, checked by what runs here (the npm registry cannot be reached, so it is
/// neither packaged with vsce nor installed into VS Code): its manifest against the fields VS Code
/// and vsce require, its script with `node --check`, and its own tests (`Editors/vscode/test`,
/// Node's test runner with stand-ins for VS Code and the language client).
final class VSCodeExtensionTests: XCTestCase {
    static let folder = CommandLineTests.packageRoot.appendingPathComponent("Editors/vscode")

    func manifest() throws -> [String: Any] {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("package.json"))
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func testTheManifestHasWhatVSCodeRequires() throws {
        let manifest = try manifest()
        // The fields vsce and VS Code refuse an extension without.
        for field in ["name", "publisher", "version", "engines", "main", "displayName", "description"] {
            XCTAssertNotNil(manifest[field], "package.json needs \(field)")
        }
        let name = try XCTUnwrap(manifest["name"] as? String)
        XCTAssertNotNil(name.range(of: "^[a-z0-9][a-z0-9._-]*$", options: .regularExpression), "the name must be lowercase without spaces")
        XCTAssertNotNil((manifest["version"] as? String)?.range(of: #"^\d+\.\d+\.\d+$"#, options: .regularExpression), "the version must be semver")
        let engine = try XCTUnwrap((manifest["engines"] as? [String: Any])?["vscode"] as? String)
        XCTAssertNotNil(engine.range(of: #"^\^\d+\.\d+\.\d+$"#, options: .regularExpression), engine)
        let main = try XCTUnwrap(manifest["main"] as? String)
        XCTAssertTrue(FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(main).path), "main \(main) must exist")
        XCTAssertTrue((manifest["activationEvents"] as? [String] ?? []).contains("onLanguage:swift"))
        XCTAssertNotNil((manifest["dependencies"] as? [String: Any])?["vscode-languageclient"])

        let contributes = try XCTUnwrap(manifest["contributes"] as? [String: Any])
        let commands = try XCTUnwrap(contributes["commands"] as? [[String: Any]])
        for command in commands {
            XCTAssertNotNil(command["command"] as? String)
            XCTAssertNotNil(command["title"] as? String)
        }
        // Every command the script registers is contributed, and the other way round.
        let script = try String(contentsOf: Self.folder.appendingPathComponent(main), encoding: .utf8)
        let registered = Set(script.matches(of: /registerCommand\('([a-zA-Z.]+)'/).map { String($0.1) })
        XCTAssertEqual(registered, Set(commands.compactMap { $0["command"] as? String }))
        XCTAssertTrue(commands.contains { $0["title"] as? String == "Visualize Lifecycle" && $0["category"] as? String == "Lifeline" })

        // Settings: the path, the toolchain, rules; each setting the script reads is declared.
        let properties = try XCTUnwrap((contributes["configuration"] as? [String: Any])?["properties"] as? [String: [String: Any]])
        for (key, property) in properties {
            XCTAssertTrue(key.hasPrefix("lifeline."), key)
            XCTAssertNotNil(property["type"], "\(key) needs a type")
            XCTAssertNotNil(property["description"], "\(key) needs a description")
            XCTAssertNotNil(property["default"], "\(key) needs a default")
        }
        let read = Set(script.matches(of: /(?:configuration|getConfiguration\('lifeline'\))\.get\('([a-zA-Z]+)'/).map { "lifeline." + String($0.1) })
        XCTAssertTrue(read.isSubset(of: Set(properties.keys)), "read but not declared: \(read.subtracting(properties.keys))")
        // The empty string is "From .lifeline.json", the default: no toolchain is chosen.
        XCTAssertEqual(properties["lifeline.toolchain"]?["enum"] as? [String], ["", "xcode26", "xcode27"])
        XCTAssertEqual(properties["lifeline.toolchain"]?["default"] as? String, "")
        // The toolchain goes to the server only when the user set it, so that the project's
        // .lifeline.json is not hidden by a default.
        XCTAssertFalse(script.contains("get('toolchain'"), "the script sends the toolchain's default")
        XCTAssertTrue(script.contains("given(configuration, 'toolchain')"))
        // The view to visualize is the server's answer (the cursor's position goes to it): the
        // script reads no source text to guess a view's name.
        XCTAssertFalse(script.contains("lineAt("), "the script reads the document to guess a view")
        XCTAssertTrue(script.contains("command: 'lifeline.visualize', arguments: [null, uri, position]"))
    }

    /// What `vsce package` needs beyond VS Code's own fields, and what the Marketplace shows.
    func testTheManifestHasWhatPackagingNeeds() throws {
        let manifest = try manifest()
        XCTAssertEqual(manifest["publisher"] as? String, "lifeline-swift")
        let repository = try XCTUnwrap(manifest["repository"] as? [String: Any], "vsce needs a repository for the README's links")
        XCTAssertEqual(repository["type"] as? String, "git")
        XCTAssertEqual(repository["url"] as? String, "https://github.com/lifeline-swift/lifeline.git")
        XCTAssertEqual(repository["directory"] as? String, "Editors/vscode")
        XCTAssertTrue((manifest["homepage"] as? String)?.hasPrefix("https://github.com/lifeline-swift/lifeline") == true)
        XCTAssertEqual((manifest["bugs"] as? [String: Any])?["url"] as? String, "https://github.com/lifeline-swift/lifeline/issues")
        XCTAssertEqual(manifest["license"] as? String, "MIT")
        XCTAssertEqual(
            try String(contentsOf: Self.folder.appendingPathComponent("LICENSE"), encoding: .utf8),
            try String(contentsOf: CommandLineTests.packageRoot.appendingPathComponent("LICENSE"), encoding: .utf8),
            "Editors/vscode/LICENSE is the project's LICENSE")
        let version = try XCTUnwrap(manifest["version"] as? String)
        let changelog = try String(contentsOf: Self.folder.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        XCTAssertTrue(changelog.contains("## \(version)"), "CHANGELOG.md needs a section for \(version)")

        // The icon: a PNG of 128 x 128 (width and height are the IHDR chunk's first two numbers).
        let icon = try XCTUnwrap(manifest["icon"] as? String)
        let png = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(icon)))
        XCTAssertGreaterThan(png.count, 24)
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "\(icon) is not a PNG")
        if png.count > 24 {
            let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
            XCTAssertEqual([width, height], [128, 128])
        }

        // vsce cannot package a README image with a relative address: each is https.
        let readme = try String(contentsOf: Self.folder.appendingPathComponent("README.md"), encoding: .utf8)
        for image in readme.matches(of: #/!\[[^\]]*\]\(([^)\s]+)/#) {
            XCTAssertTrue(image.1.hasPrefix("https://"), "README.md image \(image.1)")
        }
        XCTAssertTrue(readme.contains("sourcekit-lsp") || readme.contains("SourceKit-LSP"))

        // The tests and scripts stay out of the package.
        let ignored = try String(contentsOf: Self.folder.appendingPathComponent(".vscodeignore"), encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertTrue(ignored.contains("test/**"))
        XCTAssertTrue(ignored.contains("scripts/**"))
        XCTAssertNotNil((manifest["scripts"] as? [String: Any])?["test"] as? String)
    }

    func testTheScriptParses() throws {
        let node = try requireClient("node")
        let result = try runWithTimeout(node, ["--check", Self.folder.appendingPathComponent("extension.js").path], seconds: 60)
        XCTAssertEqual(result.status, 0, result.errors)
    }

    /// The extension's own tests, `node --test` in Editors/vscode: activation, settings, restart,
    /// the visualize request, the webview, the status bar, the start failure, the manifest.
    func testTheExtensionsNodeTestsPass() throws {
        let node = try requireClient("node")
        // Node's test runner came with Node 18.
        let version = try runWithTimeout(node, ["--version"], seconds: 30)
        let major = Int(version.output.trimmingCharacters(in: .whitespacesAndNewlines).dropFirst().split(separator: ".").first ?? "") ?? 0
        if major < 18 {
            let reason = "node \(version.output.trimmingCharacters(in: .whitespacesAndNewlines)) has no test runner (Node.js 18 or later has)"
            if ProcessInfo.processInfo.environment["LIFELINE_REQUIRE_CLIENTS"] == "1" { return XCTFail("LIFELINE_REQUIRE_CLIENTS=1: " + reason) }
            print("skipping: " + reason)
            throw XCTSkip(reason)
        }
        // The files by name: Node 22 and later take a folder argument for a module, not a folder to search.
        let tests = Self.folder.appendingPathComponent("test")
        let files = try FileManager.default.contentsOfDirectory(atPath: tests.path).filter { $0.hasSuffix(".test.js") }.sorted()
        XCTAssertTrue(files.contains("extension.test.js"), "\(files)")
        let result = try runWithTimeout(
            node, ["--test"] + files.map { tests.appendingPathComponent($0).path }, seconds: 300)
        XCTAssertNotEqual(result.status, -1, "node --test did not finish within 300 s")
        XCTAssertEqual(result.status, 0, "node --test failed:\n\(result.output)\n\(result.errors)")
        // The summary, "# pass 25" (TAP, Node's reporter when not on a terminal up to Node 22) or
        // "ℹ pass 25" (spec): some tests ran, none failed.
        let passed = result.output.firstMatch(of: /(?:#|ℹ) pass (\d+)/).flatMap { Int($0.1) } ?? 0
        let failed = result.output.firstMatch(of: /(?:#|ℹ) fail (\d+)/).flatMap { Int($0.1) }
        XCTAssertGreaterThan(passed, 10, result.output)
        XCTAssertEqual(failed, 0, result.output)
    }
}
