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
            XCTAssertTrue(hover.contains("**Ownership: creates inline, not owned**"), hover)
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

/// The Neovim plugin in `Editors/neovim`, installed by each recipe of its README (the script reads
/// them from the README, so the docs and the test cannot drift), on Neovim 0.7 or later. Only the
/// running Neovim's API is exercised; the choices for other versions are checked as a table.
final class NeovimPluginTests: XCTestCase {
    /// What the plugin calls, by Neovim version, for the jobs that changed API (`_api_for`).
    static let apiChoices: [String: [String: String]] = {
        let old = [
            "setup": "FileType autocmd", "start": "vim.lsp.start", "clients": "vim.lsp.get_active_clients", "request": "client.request",
            "islist": "vim.tbl_islist", "uv": "vim.loop", "open": "jobstart", "keys": "K+gra",
        ]
        let v07 = old.merging(["start": "vim.lsp.start_client+vim.lsp.buf_attach_client", "clients": "vim.lsp.buf_get_clients"]) { $1 }
        let v010 = old.merging(["clients": "vim.lsp.get_clients", "islist": "vim.islist", "uv": "vim.uv", "open": "vim.ui.open", "keys": "gra"]) { $1 }
        let v011 = v010.merging(["setup": "vim.lsp.config+vim.lsp.enable", "request": "client:request", "keys": "none"]) { $1 }
        let v08 = old.merging(["start": "vim.lsp.start in nvim_buf_call"]) { $1 }
        return ["0.7": v07, "0.8": v08, "0.9": old, "0.10": v010, "0.11": v011, "0.12": v011]
    }()

    /// The keys of a Swift buffer after `setup(options)` in `neovim-keys.lua` (by the case's name
    /// there): who maps each, `lifeline` (the plugin), `user` (the user's own mapping, made before
    /// Lifeline attached) or `none`. `default` is `lifeline` on a Neovim without a default of its own
    /// for the key (`K` before 0.10, `gra` before 0.11: `_api.keys`), `none` on others.
    static let keyCases: [(name: String, keys: [String: String])] = [
        ("defaults", ["K": "default", "gra": "default", "gh": "none", "<leader>a": "none"]),
        ("mappings = true", ["K": "default", "gra": "default", "gh": "none", "<leader>a": "none"]),
        ("mappings = false", ["K": "none", "gra": "none", "gh": "none", "<leader>a": "none"]),
        ("hover = false", ["K": "none", "gra": "default", "gh": "none", "<leader>a": "none"]),
        ("code_action = false", ["K": "default", "gra": "none", "gh": "none", "<leader>a": "none"]),
        ("other keys", ["K": "none", "gra": "none", "gh": "lifeline", "<leader>a": "lifeline"]),
        ("user buffer K", ["K": "user", "gra": "default", "gh": "none", "<leader>a": "none"]),
        ("user global gra", ["K": "default", "gra": "user", "gh": "none", "<leader>a": "none"]),
    ]

    /// `setup()` with a bad option: the start of the error it shows (the configuration is kept).
    static let badSetups = [
        "mappings = \"K\"": "lifeline: `mappings` must be false or a table",
        "mappings.hover = 1": "lifeline: `mappings.hover` must be true, false or a key",
        "mappings.hovr": "lifeline: `mappings` has no action \"hovr\"",
        "on_attach = \"f\"": "lifeline: `on_attach` must be a function",
    ]

    /// The plugin loaded by the README's local-checkout recipe maps `K` when Lifeline attaches;
    /// `K` typed on a model property shows Lifeline's hover in a floating window, and beside a second
    /// server both answers in one; `mappings` and `on_attach` in `setup()` do what the README says.
    func testKHoversAModelPropertyAndSetupChoosesTheKeys() throws {
        let nvim = try requireClient("nvim")
        try withExamplesCopy { examples in
            let arguments = ["--headless", "--clean", "-n", "-i", "NONE", "-c", "luafile \(clientScript("neovim-keys.lua"))"]
            let result = try runClientScript(nvim, arguments, examples: examples, plugin: "Editors/neovim", seconds: 300)
            let version = result["version"] as? String ?? "?"
            XCTAssertEqual(result["ok"] as? Bool, true, "Neovim \(version): \(result["message"] ?? "")")
            let byDefault = result["keys_by_default"] as? String ?? ""
            if let expected = Self.apiChoices[version]?["keys"] { XCTAssertEqual(byDefault, expected) }

            // Attached to ScorePlate.swift by the recipe's setup(): the usual keys.
            assertMappedKeys(result["attached"], Self.keyCases[0].keys, keysByDefault: byDefault, "after the recipe")

            // `K` typed on `model`: Lifeline's hover in a float, the cursor left in the file.
            let hover = result["hover"] as? String ?? ""
            if byDefault.contains("K") {
                XCTAssertTrue(hover.contains("**@ObservedObject `ScorePlate.model`**"), hover)
                XCTAssertTrue(hover.contains("**Ownership: creates inline, not owned**"), hover)
                XCTAssertTrue(hover.contains("`ScoreModel` is created again"), hover)
                XCTAssertEqual(result["cursor_stayed"] as? Bool, true)
                // Beside a second server (another `lifeline lsp`): both answers in one window.
                let beside = result["hover_beside"] as? [String: Any] ?? [:]
                XCTAssertEqual(beside["floats"] as? Int, 1)
                XCTAssertEqual(beside["answers"] as? Int, 2, beside["text"] as? String ?? "no hover")
                XCTAssertEqual(beside["cursor_stayed"] as? Bool, true)
            }
            // What the README says of Neovim's own hover before 0.11 beside a second server: one
            // window, and the second answer moves the cursor into it.
            if let builtin = result["builtin_beside"] as? [String: Any] {
                XCTAssertEqual(builtin["floats"] as? Int, 1)
                XCTAssertEqual(builtin["cursor_in_float"] as? Bool, true)
            }

            // setup() again, case by case: the keys of a new buffer, and on_attach called once for it
            // by Lifeline's client, after the plugin mapped its keys.
            let cases = result["cases"] as? [String: [String: Any]] ?? [:]
            XCTAssertEqual(Set(cases.keys), Set(Self.keyCases.map(\.name)))
            for (name, keys) in Self.keyCases {
                let found = cases[name] ?? [:]
                assertMappedKeys(found["keys"], keys, keysByDefault: byDefault, name)
                XCTAssertEqual(found["calls"] as? Int, 1, "\(name): on_attach calls")
                let call = found["on_attach"] as? [String: Any] ?? [:]
                XCTAssertEqual(call["client"] as? String, "lifeline", name)
                XCTAssertEqual(call["same_buffer"] as? Bool, true, name)
                assertMappedKeys(call["keys_when_called"], keys, keysByDefault: byDefault, "\(name), when on_attach was called")
            }

            // Bad options: an error shown, nothing raised, the configuration kept.
            let bad = result["bad_setup"] as? [String: [String: Any]] ?? [:]
            XCTAssertEqual(Set(bad.keys), Set(Self.badSetups.keys))
            for (name, message) in Self.badSetups {
                let found = bad[name] ?? [:]
                XCTAssertTrue(found["raised"] is NSNull, "\(name): setup() raised \(found["raised"] ?? "")")
                XCTAssertTrue((found["message"] as? String ?? "").hasPrefix(message), "\(name): \(found["message"] ?? "no message")")
                XCTAssertEqual(found["error"] as? Bool, true, name)
                XCTAssertEqual(found["kept"] as? Bool, true, name)
            }
        }
    }

    func testTheREADMERecipesLoadThePluginWhichAttachesFindsViewsVisualizesAndChecks() throws {
        let nvim = try requireClient("nvim")
        try withExamplesCopy { examples in
            let original = try String(contentsOf: examples.appendingPathComponent("ScorePlate.swift"), encoding: .utf8)
            let arguments = ["--headless", "--clean", "-n", "-i", "NONE", "-c", "luafile \(clientScript("neovim-plugin.lua"))"]
            let result = try runClientScript(nvim, arguments, examples: examples, plugin: "Editors/neovim")
            XCTAssertEqual(result["ok"] as? Bool, true, "Neovim \(result["version"] ?? "?"): \(result["message"] ?? "")")

            // Each recipe of the README put <checkout>/Editors/neovim on the runtimepath and ran
            // setup(); the last one (a local checkout) starts `lifeline` from PATH.
            XCTAssertEqual(result["recipes"] as? [String], ["lazy.nvim", "packer", "vim-plug", "local checkout"])
            XCTAssertEqual(result["cmd"] as? [String], ["lifeline", "lsp"])

            // The version choices, for every version, and the running one's.
            let api = result["api"] as? [String: [String: String]] ?? [:]
            XCTAssertEqual(api, Self.apiChoices)
            if let version = result["version"] as? String, let expected = Self.apiChoices[version] {
                XCTAssertEqual(result["running_api"] as? [String: String], expected, "Neovim \(version)")
            }
            let deprecated = result["deprecated_calls"] as? [String]
            XCTAssertEqual(deprecated, [], "the plugin calls what Neovim \(result["version"] ?? "?") deprecates")

            // Attached to a Swift buffer: diagnostics, hover, the conversion saved.
            XCTAssertEqual(result["filetype"] as? String, "swift")
            let diagnostics = result["diagnostics"] as? [[String: Any]] ?? []
            XCTAssertTrue(diagnostics.contains { $0["code"] as? String == "observed-object-creates-instance" }, "\(diagnostics)")
            XCTAssertTrue((result["hover"] as? String ?? "").contains("**Ownership: creates inline, not owned**"), "\(result["hover"] ?? "")")
            let expected = original.replacingOccurrences(of: NeovimTests.converted.0, with: NeovimTests.converted.1)
            XCTAssertEqual(try String(contentsOf: examples.appendingPathComponent("ScorePlate.swift"), encoding: .utf8), expected)

            // The view at the cursor, from the server: a model named …View is no view; a view's
            // body and an extension of it are that view.
            let viewAt = result["view_at"] as? [String: Any] ?? [:]
            XCTAssertTrue(viewAt["model_name"] is NSNull, "struct SettingsViewModel: \(viewAt["model_name"] ?? "missing")")
            XCTAssertTrue(viewAt["model_body"] is NSNull, "inside SettingsViewModel: \(viewAt["model_body"] ?? "missing")")
            XCTAssertEqual(viewAt["view_name"] as? String, "CounterView")
            XCTAssertEqual(viewAt["view_body"] as? String, "CounterView")
            XCTAssertEqual(viewAt["extension"] as? String, "CounterView")
            // … with a second server on the buffer, which the plugin left attached.
            XCTAssertEqual(result["clients_beside"] as? [String], ["lifeline", "other-server"])

            // :LifelineVisualize without a name sends null, the document and the cursor (on
            // `model` of the converted line); the server answers with the view the cursor is in.
            let lines = original.components(separatedBy: "\n")
            let row = try XCTUnwrap(lines.firstIndex(of: NeovimTests.converted.0))
            let character = try XCTUnwrap(lines[row].range(of: "model")).lowerBound.utf16Offset(in: lines[row])
            let sent = result["visualize_sent"] as? [String: Any] ?? [:]
            XCTAssertEqual(sent["name_is_null"] as? Bool, true)
            let uri = sent["uri"] as? String ?? ""
            XCTAssertTrue(uri.hasPrefix("file://") && uri.hasSuffix("/ScorePlate.swift"), uri)
            let position = sent["position"] as? [String: Any] ?? [:]
            XCTAssertEqual(position["line"] as? Int, row)
            XCTAssertEqual(position["character"] as? Int, character)
            let page = #"^http://127\.0\.0\.1:\d+/[0-9a-f]{64}/\?root="#
            let address = result["visualize"] as? String ?? ""
            XCTAssertNotNil(address.range(of: page + "ScorePlate$", options: .regularExpression), address)
            let named = result["visualize_named"] as? String ?? ""
            XCTAssertNotNil(named.range(of: page + "CounterView$", options: .regularExpression), named)

            // :LifelineCheck filled the quickfix list.
            let quickfix = result["quickfix"] as? [String] ?? []
            XCTAssertFalse(quickfix.isEmpty, "the examples keep other findings")
            let converted = quickfix.filter { $0.contains("'model' creates its ScoreModel inline") }
            XCTAssertEqual(converted, [], "the converted property is no longer reported")
        }
    }
}

/// Who maps each key in a buffer, as `neovim-keys.lua` reports it, against `expected` (see
/// `NeovimPluginTests.keyCases`): `default` is `lifeline` where `keysByDefault` (the plugin's
/// `_api.keys`) names the key, `none` elsewhere; a mapping of Neovim's own counts as `none`.
func assertMappedKeys(_ found: Any?, _ expected: [String: String], keysByDefault: String, _ context: String,
    file: StaticString = #filePath, line: UInt = #line) {
    let found = found as? [String: String] ?? [:]
    for (key, owner) in expected.sorted(by: { $0.key < $1.key }) {
        let wanted = owner == "default" ? (keysByDefault.split(separator: "+").contains(Substring(key)) ? "lifeline" : "none") : owner
        let actual = found[key].map { $0 == "neovim" ? "none" : $0 }
        XCTAssertEqual(actual, wanted, "\(context): \(key)", file: file, line: line)
    }
}
