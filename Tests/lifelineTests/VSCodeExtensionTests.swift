import Foundation
import XCTest

/// The VS Code extension, checked by what runs here (the npm registry cannot be reached, so it is
/// not installed into VS Code): its manifest against the fields VS Code requires, and its script
/// with `node --check`.
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
        XCTAssertEqual(properties["lifeline.toolchain"]?["enum"] as? [String], ["xcode26", "xcode27"])
        // The toolchain goes to the server only when the user set it, so that the project's
        // .lifeline.json is not hidden by a default.
        XCTAssertFalse(script.contains("get('toolchain'"), "the script sends the toolchain's default")
        XCTAssertTrue(script.contains("given(configuration, 'toolchain')"))
    }

    func testTheScriptParses() throws {
        let node = try requireClient("node")
        let result = try runWithTimeout(node, ["--check", Self.folder.appendingPathComponent("extension.js").path], seconds: 60)
        XCTAssertEqual(result.status, 0, result.errors)
    }
}
