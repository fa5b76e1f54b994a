import Foundation
import LSP
import Server
import TestSupport
import XCTest

/// Workspace folders, watched files, configuration, lenses and commands.
final class WorkspaceTests: XCTestCase {
    func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-ws-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            import SwiftUI
            final class Session: ObservableObject { @Published var user = "" }
            struct Home: View {
                @EnvironmentObject var session: Session
                var body: some View { Text(session.user) }
            }
            """.write(to: folder.appendingPathComponent("Home.swift"), atomically: true, encoding: .utf8)
        return folder
    }

    static func diagnostics(_ client: ServerTests.Client, _ uri: String) -> [JSONValue] {
        let published = client.received.last { $0["method"] == .string("textDocument/publishDiagnostics") && $0["params"]?["uri"] == .string(uri) }
        if case .array(let items)? = published?["params"]?["diagnostics"] { return items }
        return []
    }

    func testFoldersAreIndexedWithProgressAndWatchedFilesKeepTheIndexTrue() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let client = ServerTests.Client()
        _ = client.request(1, "initialize", #"{"capabilities":{"window":{"workDoneProgress":true}},"workspaceFolders":[{"uri":"file://\#(folder.path)","name":"w"}]}"#)
        client.received = []
        client.notify("initialized")
        XCTAssertTrue(client.received.contains { $0["method"] == .string("window/workDoneProgress/create") })
        XCTAssertEqual(client.received.filter { $0["method"] == .string("$/progress") }.compactMap { $0["params"]?["value"]?["kind"] }, [.string("begin"), .string("report"), .string("end")])

        // The app is opened; Home reads a Session nothing injects: the rule sees the indexed file.
        let app = """
            import SwiftUI
            struct SessionApp: App {
                var body: some Scene { WindowGroup { Home() } }
            }
            """
        let appURI = "file://\(folder.path)/App.swift"
        client.notify("textDocument/didOpen", #"{"textDocument":{"uri":"\#(appURI)","languageId":"swift","version":1,"text":\#(ServerTests.quoted(app))}}"#)
        let homeURI = "file://\(folder.path)/Home.swift"
        client.notify("textDocument/didOpen", #"{"textDocument":{"uri":"\#(homeURI)","languageId":"swift","version":1,"text":\#(ServerTests.quoted(try String(contentsOf: folder.appendingPathComponent("Home.swift"), encoding: .utf8)))}}"#)
        XCTAssertTrue(Self.diagnostics(client, homeURI).contains { $0["code"] == .string("missing-environment-object") }, "\(client.received)")

        // A new file on disk injects the session; the watched-files notification brings it in.
        try """
            import SwiftUI
            struct Root: View {
                @StateObject private var session = Session()
                var body: some View { Home().environmentObject(session) }
            }
            """.write(to: folder.appendingPathComponent("Root.swift"), atomically: true, encoding: .utf8)
        client.received = []
        client.notify("workspace/didChangeWatchedFiles", #"{"changes":[{"uri":"file://\#(folder.path)/Root.swift","type":1}]}"#)
        XCTAssertNotNil(client.received.first { $0["method"] == .string("textDocument/publishDiagnostics") })
    }

    static let shelf = """
        import SwiftUI
        import Observation
        @Observable final class Library { var books: [String] = []; init() { books = Library.load() }; static func load() -> [String] { [] } }
        struct Shelf: View {
            @State private var library = Library()
            var body: some View { Text("\\(library.books.count)") }
        }
        """

    static func openShelf(_ client: ServerTests.Client) -> Bool {
        client.notify("textDocument/didOpen", #"{"textDocument":{"uri":"file:///c/Shelf.swift","languageId":"swift","version":1,"text":\#(ServerTests.quoted(Self.shelf))}}"#)
        return diagnostics(client, "file:///c/Shelf.swift").contains { $0["code"] == .string("state-observable-inline-value") }
    }

    func testConfigurationChangesTheToolchain() throws {
        let client = ServerTests.Client()
        client.initialize()
        XCTAssertTrue(Self.openShelf(client), "xcode26 by default")
        client.received = []
        client.notify("workspace/didChangeConfiguration", #"{"settings":{"lifeline":{"toolchain":"xcode27"}}}"#)
        XCTAssertFalse(Self.diagnostics(client, "file:///c/Shelf.swift").contains { $0["code"] == .string("state-observable-inline-value") }, "\(client.received)")
        client.notify("workspace/didChangeConfiguration", #"{"settings":{"toolchain":"xcode26"}}"#)
        XCTAssertTrue(Self.diagnostics(client, "file:///c/Shelf.swift").contains { $0["code"] == .string("state-observable-inline-value") }, "top-level settings")
    }

    func testInitializationOptionsTakeEitherShape() {
        for options in [#"{"toolchain":"xcode27"}"#, #"{"lifeline":{"toolchain":"xcode27"}}"#] {
            let client = ServerTests.Client()
            _ = client.request(1, "initialize", #"{"capabilities":{},"initializationOptions":\#(options)}"#)
            client.notify("initialized")
            XCTAssertFalse(Self.openShelf(client), options)
        }
        let client = ServerTests.Client()
        _ = client.request(1, "initialize", #"{"capabilities":{},"initializationOptions":{"lifeline":{"toolchain":"bogus"}}}"#)
        XCTAssertTrue(client.received.contains { $0["params"]?["message"] == .string(#"lifeline: the client's settings: "toolchain" must be "xcode26" or "xcode27""#) }, "\(client.received)")
    }

    func testLensesSummariseOwnershipAndTheirCommandExplainsIt() {
        let client = ServerTests.Client()
        client.initialize()
        let source = """
            import SwiftUI
            final class Model: ObservableObject {}
            struct Parent: View {
                @StateObject private var model = Model()
                var body: some View { Child(model: model) }
            }
            struct Child: View {
                @ObservedObject var model: Model
                var body: some View { Text("child") }
            }
            """
        client.notify("textDocument/didOpen", #"{"textDocument":{"uri":"file:///l/P.swift","languageId":"swift","version":1,"text":\#(ServerTests.quoted(source))}}"#)
        let reply = client.request(20, "textDocument/codeLens", #"{"textDocument":{"uri":"file:///l/P.swift"}}"#)
        guard case .array(let lenses)? = reply?["result"] else { return XCTFail("no lenses") }
        XCTAssertEqual(lenses.map { $0["command"]?["title"] }, [.string("1 owned"), .string("1 injected"), .string("Visualize lifecycle"), .string("Visualize lifecycle")])
        let command = client.request(21, "workspace/executeCommand", #"{"command":"lifeline.ownership","arguments":["Child"]}"#)
        guard case .string(let text)? = command?["result"] else { return XCTFail("no result") }
        XCTAssertTrue(text.hasPrefix("Child.model: injected"), text)
        // The lens counts in the badge's and the hover's words: an @ObservedObject that makes its
        // own object is not counted as owned.
        let inline = "import SwiftUI\nfinal class Model: ObservableObject {}\nstruct Plate: View {\n    @StateObject private var kept = Model()\n    @ObservedObject var made = Model()\n    var body: some View { Text(\"\") }\n}\n"
        client.notify("textDocument/didOpen", #"{"textDocument":{"uri":"file:///l/Plate.swift","languageId":"swift","version":1,"text":\#(ServerTests.quoted(inline))}}"#)
        let plate = client.request(22, "textDocument/codeLens", #"{"textDocument":{"uri":"file:///l/Plate.swift"}}"#)
        guard case .array(let plateLenses)? = plate?["result"] else { return XCTFail("no lenses") }
        XCTAssertEqual(plateLenses.first?["command"]?["title"], .string("1 owned · 1 creates inline, not owned"))
    }
}

/// Settings pulled with `workspace/configuration`, and `$/setTrace`.
final class ConfigurationAndTraceTests: XCTestCase {
    func testSettingsArePulledWhenTheClientAnswersConfigurationRequests() throws {
        let client = ServerTests.Client()
        _ = client.request(1, "initialize", #"{"capabilities":{"workspace":{"configuration":true}}}"#)
        client.received = []
        client.notify("initialized")
        let pull = try XCTUnwrap(client.received.first { $0["method"] == .string("workspace/configuration") }, "\(client.received)")
        XCTAssertEqual(pull["params"]?["items"], .array([.object(["section": .string("lifeline")])]))
        let pullID = try XCTUnwrap(pull["id"])
        let shelfURI = "file:///c/Shelf.swift"
        XCTAssertTrue(WorkspaceTests.openShelf(client), "xcode26 until the client answers")

        // The answer: the section's value, in an array, one per item asked.
        client.received = []
        client.send(#"{"jsonrpc":"2.0","id":\#(String(decoding: try JSONEncoder().encode(pullID), as: UTF8.self)),"result":[{"toolchain":"xcode27"}]}"#)
        XCTAssertFalse(WorkspaceTests.diagnostics(client, shelfURI).contains { $0["code"] == .string("state-observable-inline-value") }, "\(client.received)")

        // A change notification without settings makes the server ask again.
        client.received = []
        client.notify("workspace/didChangeConfiguration", #"{"settings":null}"#)
        let second = try XCTUnwrap(client.received.first { $0["method"] == .string("workspace/configuration") })
        XCTAssertNotEqual(second["id"], pullID)
        client.received = []
        client.send(#"{"jsonrpc":"2.0","id":\#(String(decoding: try JSONEncoder().encode(second["id"]), as: UTF8.self)),"error":{"code":-32603,"message":"no settings"}}"#)
        XCTAssertTrue(client.received.contains { $0["params"]?["message"] == .string("lifeline: the client did not give its settings: no settings") }, "\(client.received)")
    }

    func testTheConfigurationFileIsWatchedWhereTheClientAllowsIt() throws {
        for (capabilities, asked) in [(#"{"workspace":{"didChangeWatchedFiles":{"dynamicRegistration":true}}}"#, true), ("{}", false)] {
            let client = ServerTests.Client()
            _ = client.request(1, "initialize", #"{"capabilities":\#(capabilities)}"#)
            client.received = []
            client.notify("initialized")
            let registration = client.received.first { $0["method"] == .string("client/registerCapability") }
            XCTAssertEqual(registration != nil, asked, capabilities)
            guard let registration else { continue }
            guard case .array(let registrations)? = registration["params"]?["registrations"], let first = registrations.first,
                case .array(let watchers)? = first["registerOptions"]?["watchers"]
            else { return XCTFail("\(registration)") }
            XCTAssertEqual(first["method"], .string("workspace/didChangeWatchedFiles"))
            XCTAssertEqual(watchers.first?["globPattern"], .string("**/.lifeline.json"))
        }
    }

    func testTraceLogsEachRequestUntilTurnedOff() {
        let client = ServerTests.Client()
        _ = client.request(1, "initialize", #"{"capabilities":{},"trace":"messages"}"#)
        XCTAssertEqual(client.server.trace, "messages")
        client.notify("initialized")
        _ = client.request(2, "textDocument/documentSymbol", #"{"textDocument":{"uri":"file:///none/X.swift"}}"#)
        let traced = client.received.filter { $0["method"] == .string("$/logTrace") }
        XCTAssertEqual(traced.count, 1)
        guard case .string(let message)? = traced.first?["params"]?["message"] else { return XCTFail("no trace") }
        XCTAssertTrue(message.hasPrefix("textDocument/documentSymbol (id 2) answered in "), message)
        XCTAssertNil(traced.first?["params"]?["verbose"])

        client.notify("$/setTrace", #"{"value":"verbose"}"#)
        _ = client.request(3, "textDocument/documentSymbol", #"{"textDocument":{"uri":"file:///none/X.swift"}}"#)
        guard case .string(let verbose)? = client.received.first(where: { $0["method"] == .string("$/logTrace") })?["params"]?["verbose"] else { return XCTFail("no verbose") }
        XCTAssertTrue(verbose.contains("file:///none/X.swift"), verbose)

        client.notify("$/setTrace", #"{"value":"off"}"#)
        _ = client.request(4, "textDocument/documentSymbol", #"{"textDocument":{"uri":"file:///none/X.swift"}}"#)
        XCTAssertFalse(client.received.contains { $0["method"] == .string("$/logTrace") })
    }
}

/// `.lifeline.json` at the workspace root: read at `initialize`, under the client's settings,
/// re-read when it changes; its mistakes are logged, never fatal.
final class WorkspaceConfigurationFileTests: XCTestCase {
    static let session = "import SwiftUI\nfinal class Session: ObservableObject { @Published var user = \"\" }\n"
    static let home = """
        import SwiftUI
        struct Home: View {
            @EnvironmentObject var session: Session
            @ObservedObject var model = Session()
            var body: some View { Text(session.user).onTapGesture { model.user = "tapped" } }
        }
        """
    /// An app that injects the session and also makes a mistake of its own.
    static let app = """
        import SwiftUI
        @main struct MyApp: App {
            @StateObject private var session = Session()
            var body: some Scene { WindowGroup { Home().environmentObject(session) } }
        }
        struct Banner: View {
            @ObservedObject var model = Session()
            var body: some View { Text(model.user).onTapGesture { model.user = "tapped" } }
        }
        """

    /// A workspace folder with the three files (the app under Generated/) and `configuration`.
    func makeFolder(_ configuration: String?) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Generated"), withIntermediateDirectories: true)
        try Self.session.write(to: folder.appendingPathComponent("Session.swift"), atomically: true, encoding: .utf8)
        try Self.home.write(to: folder.appendingPathComponent("Home.swift"), atomically: true, encoding: .utf8)
        try Self.app.write(to: folder.appendingPathComponent("Generated/App.swift"), atomically: true, encoding: .utf8)
        if let configuration { try configuration.write(to: folder.appendingPathComponent(".lifeline.json"), atomically: true, encoding: .utf8) }
        return folder
    }

    /// Starts a server on `folder` (with `options` as initializationOptions) and opens two files.
    func start(_ folder: URL, options: String = "{}") -> ServerTests.Client {
        let client = ServerTests.Client()
        _ = client.request(1, "initialize", #"{"capabilities":{},"initializationOptions":\#(options),"workspaceFolders":[{"uri":"file://\#(folder.path)","name":"w"}]}"#)
        client.notify("initialized")
        for name in ["Home.swift", "Generated/App.swift"] {
            let text = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
            client.notify("textDocument/didOpen", #"{"textDocument":{"uri":"file://\#(folder.path)/\#(name)","languageId":"swift","version":1,"text":\#(ServerTests.quoted(text))}}"#)
        }
        return client
    }

    /// The (code, severity) of each diagnostic last published for a file of the folder.
    static func published(_ client: ServerTests.Client, _ folder: URL, _ name: String) -> [String] {
        WorkspaceTests.diagnostics(client, "file://\(folder.path)/\(name)").map { item in
            var code = ""
            var severity = 0
            if case .string(let text)? = item["code"] { code = text }
            if case .int(let level)? = item["severity"] { severity = level }
            return "\(code) \(severity)"
        }
    }

    func testTheFileAtTheRootSetsTheRulesAndExcludesFiles() throws {
        let folder = try makeFolder(#"{"exclude": ["Generated"], "rules": {"observed-object-creates-instance": {"severity": "info"}}}"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let client = start(folder)
        // The excluded app gets nothing, yet its injection still keeps Home's read safe.
        XCTAssertEqual(Self.published(client, folder, "Generated/App.swift"), [])
        XCTAssertEqual(Self.published(client, folder, "Home.swift"), ["observed-object-creates-instance 3"])

        // The client's settings apply on top of the file.
        let raised = start(folder, options: #"{"lifeline":{"severities":{"observed-object-creates-instance":"error"}}}"#)
        XCTAssertEqual(Self.published(raised, folder, "Home.swift"), ["observed-object-creates-instance 1"])

        // A change to the file is read again when the client reports it.
        try #"{"rules": {"observed-object-creates-instance": {"exclude": ["Home.swift"]}}}"#.write(
            to: folder.appendingPathComponent(".lifeline.json"), atomically: true, encoding: .utf8)
        client.notify("workspace/didChangeWatchedFiles", #"{"changes":[{"uri":"file://\#(folder.path)/.lifeline.json","type":2}]}"#)
        XCTAssertEqual(Self.published(client, folder, "Home.swift"), [])
        // Back to the rule's default: an info (3) while its measured precision is short (docs/precision.md).
        XCTAssertEqual(Self.published(client, folder, "Generated/App.swift"), ["observed-object-creates-instance 3"])
    }

    func testMistakesInTheFileAreLoggedAndTheRestApplies() throws {
        let folder = try makeFolder(#"{"toolchain": "xcode3", "colour": 1, "disabled": ["observed-object-creates-instance"]}"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let client = ServerTests.Client()
        _ = client.request(1, "initialize", #"{"capabilities":{},"workspaceFolders":[{"uri":"file://\#(folder.path)","name":"w"}]}"#)
        let logged = client.received.compactMap { message -> String? in
            guard message["method"] == .string("window/logMessage"), case .string(let text)? = message["params"]?["message"] else { return nil }
            return text
        }
        let path = folder.appendingPathComponent(".lifeline.json").path
        XCTAssertEqual(logged, [
            "lifeline: \(path): unknown key \"colour\" (expected toolchain, disabled, severities, previews, platforms, flags, exclude, skippedFolders, rules)",
            "lifeline: \(path): \"toolchain\" must be \"xcode26\" or \"xcode27\"",
        ])
        client.notify("initialized")
        let home = try String(contentsOf: folder.appendingPathComponent("Home.swift"), encoding: .utf8)
        client.notify("textDocument/didOpen", #"{"textDocument":{"uri":"file://\#(folder.path)/Home.swift","languageId":"swift","version":1,"text":\#(ServerTests.quoted(home))}}"#)
        XCTAssertEqual(Self.published(client, folder, "Home.swift"), [], "the keys without mistakes apply")

        // Not JSON at all: logged, and the server runs on with its defaults.
        try "{not json".write(to: folder.appendingPathComponent(".lifeline.json"), atomically: true, encoding: .utf8)
        client.received = []
        client.notify("workspace/didChangeWatchedFiles", #"{"changes":[{"uri":"file://\#(folder.path)/.lifeline.json","type":2}]}"#)
        XCTAssertTrue(client.received.contains { $0["params"]?["message"] == .string("lifeline: \(path) is not valid JSON") }, "\(client.received)")
        // The defaults: the rule ships as an info (3) while its measured precision is short.
        XCTAssertEqual(Self.published(client, folder, "Home.swift"), ["observed-object-creates-instance 3"])
        XCTAssertEqual(client.request(9, "shutdown")?["result"], .null)
    }
}

/// "Visualize lifecycle": the lens, the command, the visualizer it starts, `window/showDocument`.
final class VisualizeCommandTests: XCTestCase {
    func testTheLensOpensTheVisualizerForItsView() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-lens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = "import SwiftUI\nfinal class Model: ObservableObject { @Published var n = 0 }\nstruct Plate: View {\n    @ObservedObject var model = Model()\n    var body: some View { Button(\"+1\") { model.n += 1 } }\n}\n"
        try source.write(to: folder.appendingPathComponent("Plate.swift"), atomically: true, encoding: .utf8)
        let uri = "file://\(folder.path)/Plate.swift"
        let client = ServerTests.Client()
        _ = client.request(1, "initialize", #"{"capabilities":{"window":{"showDocument":{"support":true}}},"workspaceFolders":[{"uri":"file://\#(folder.path)","name":"w"}]}"#)
        client.notify("initialized")
        client.notify("textDocument/didOpen", #"{"textDocument":{"uri":"\#(uri)","languageId":"swift","version":1,"text":\#(ServerTests.quoted(source))}}"#)

        let lenses = client.request(2, "textDocument/codeLens", #"{"textDocument":{"uri":"\#(uri)"}}"#)
        guard case .array(let items)? = lenses?["result"] else { return XCTFail("no lenses") }
        let lens = try XCTUnwrap(items.first { $0["command"]?["title"] == .string("Visualize lifecycle") }, "\(items)")
        XCTAssertEqual(lens["command"]?["command"], .string("lifeline.visualize"))
        XCTAssertEqual(lens["command"]?["arguments"], .array([.string("Plate"), .string(uri)]))

        client.received = []
        client.send(#"{"jsonrpc":"2.0","id":3,"method":"workspace/executeCommand","params":{"command":"lifeline.visualize","arguments":["Plate","\#(uri)"]}}"#)
        guard case .string(let address)? = client.received.first(where: { $0["id"] == .int(3) })?["result"]?["uri"] else { return XCTFail("no address: \(client.received)") }
        XCTAssertNotNil(address.range(of: #"^http://127\.0\.0\.1:\d+/[0-9a-f]{64}/\?root=Plate$"#, options: .regularExpression), address)
        let show = try XCTUnwrap(client.received.first { $0["method"] == .string("window/showDocument") })
        XCTAssertEqual(show["params"]?["uri"], .string(address))
        XCTAssertEqual(show["params"]?["external"], .bool(true))
        XCTAssertEqual(client.received.first(where: { $0["id"] == .int(3) })?["result"]?["showDocument"], .bool(true), "the answer says the editor was asked")
        XCTAssertEqual(loopbackStatus(of: address), 200, "the page is served")

        // A second command reuses the same endpoint.
        let again = client.request(4, "workspace/executeCommand", #"{"command":"lifeline.visualize","arguments":["Plate"]}"#)
        guard case .string(let second)? = again?["result"]?["uri"] else { return XCTFail("no second address") }
        XCTAssertEqual(URL(string: second)?.port, URL(string: address)?.port)
        _ = client.request(5, "shutdown")
        client.notify("exit")
        XCTAssertEqual(loopbackStatus(of: address), 0, "the endpoint stops with the server")
    }

    /// A second "Visualize lifecycle" in the same session, for another view, reuses the endpoint;
    /// its address names that root, and the session the page asks for with it shows that root's
    /// files and properties, none of the first's.
    func testASecondRequestForAnotherViewShowsThatViewsFilesAndProperties() throws {
        let folder = try TwoRoots.write()
        defer { try? FileManager.default.removeItem(at: folder) }
        let client = ServerTests.Client()
        _ = client.request(1, "initialize", #"{"capabilities":{"window":{"showDocument":{"support":true}}},"workspaceFolders":[{"uri":"file://\#(folder.path)","name":"w"}]}"#)
        client.notify("initialized")
        var port: Int?
        for (id, root) in [(2, "Home"), (3, "Settings"), (4, "Home")] {
            let answer = client.request(id, "workspace/executeCommand", #"{"command":"lifeline.visualize","arguments":["\#(root)","file://\#(folder.path)/\#(root).swift"]}"#)
            guard case .string(let address)? = answer?["result"]?["uri"], let url = URL(string: address), let here = url.port else { return XCTFail("no address: \(answer as Any)") }
            XCTAssertEqual(port ?? here, here, "one endpoint per session")
            port = here
            // What the page does with the address: ask for the session of the root it names.
            let asked = URLComponents(string: address)?.queryItems?.first { $0.name == "root" }?.value
            XCTAssertEqual(asked, root)
            let reply = loopbackExchange(port: UInt16(here), Array("GET \(url.path)/api/session?root=\(asked ?? "") HTTP/1.1\r\nHost: 127.0.0.1:\(here)\r\n\r\n".utf8))
            let session = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(reply.body.utf8)) as? [String: Any], reply.body)
            let sources = session["sources"] as? [[String: Any]] ?? []
            let files = Set(sources.compactMap { ($0["path"] as? String).map { ($0 as NSString).lastPathComponent } })
            let properties = Set(sources.flatMap { $0["properties"] as? [[String: Any]] ?? [] }.map { "\($0["view"] ?? "").\($0["name"] ?? "")" })
            XCTAssertEqual(session["root"] as? String, root)
            XCTAssertEqual(files, TwoRoots.shown[root]?.files, "request \(id)")
            XCTAssertEqual(properties, TwoRoots.shown[root]?.properties, "request \(id)")
        }
        _ = client.request(9, "shutdown")
        client.notify("exit")
    }

    func testWithoutShowDocumentTheAddressIsShownAsAMessage() {
        let client = ServerTests.Client()
        client.initialize()
        client.received = []
        client.send(#"{"jsonrpc":"2.0","id":3,"method":"workspace/executeCommand","params":{"command":"lifeline.visualize","arguments":[]}}"#)
        let message = client.received.first { $0["method"] == .string("window/showMessage") }
        guard case .string(let text)? = message?["params"]?["message"] else { return XCTFail("no message: \(client.received)") }
        XCTAssertTrue(text.hasPrefix("Lifeline visualizer: http://127.0.0.1:"), text)
        XCTAssertEqual(client.received.first(where: { $0["id"] == .int(3) })?["result"]?["showDocument"], .bool(false), "the client must open it itself")
        _ = client.request(5, "shutdown")
        client.notify("exit")
    }
}

/// "Apply to file" in a visualizer started from an editor goes through the editor
/// (`workspace/applyEdit`), with the server serving on its own thread as `lifeline lsp` does.
final class ApplyThroughEditorTests: XCTestCase {
    final class Recorder: @unchecked Sendable {
        let lock = NSLock()
        var messages: [JSONValue] = []
        var framer = MessageFramer()
        func add(_ bytes: [UInt8]) -> [JSONValue] {
            lock.lock()
            defer { lock.unlock() }
            var new: [JSONValue] = []
            for case .message(let body) in framer.append(bytes) {
                if let value = try? JSONDecoder().decode(JSONValue.self, from: Data(body)) { new.append(value) }
            }
            messages += new
            return new
        }
        func first(_ matches: (JSONValue) -> Bool, within seconds: Double = 30) -> JSONValue? {
            let deadline = Date(timeIntervalSinceNow: seconds)
            while Date() < deadline {
                lock.lock()
                let found = messages.first(where: matches)
                lock.unlock()
                if let found { return found }
                usleep(5_000)
            }
            return nil
        }
    }

    func testApplyFromThePageIsAnEditTheEditorApplies() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-apply-editor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = "import SwiftUI\nfinal class Model: ObservableObject { @Published var n = 0 }\nstruct Plate: View {\n    @ObservedObject var model = Model()\n    var body: some View { Button(\"+1\") { model.n += 1 } }\n}\n"
        let file = folder.appendingPathComponent("Plate.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)

        let inbox = Inbox()
        let recorder = Recorder()
        func put(_ text: String) { inbox.put(.message(IncomingMessage.decode(Array(text.utf8)))) }
        // The server lives on its own thread, as under `lifeline lsp`.
        let serving = Thread {
            let server = Server { bytes in
                for message in recorder.add(bytes) where message["method"] == .string("workspace/applyEdit") {
                    // The editor applies it.
                    let id = String(decoding: try! JSONEncoder().encode(message["id"]!), as: UTF8.self)
                    inbox.put(.message(IncomingMessage.decode(Array(#"{"jsonrpc":"2.0","id":\#(id),"result":{"applied":true}}"#.utf8))))
                }
            }
            _ = server.serve(inbox)
        }
        serving.start()
        defer { put(#"{"jsonrpc":"2.0","id":99,"method":"shutdown"}"#); put(#"{"jsonrpc":"2.0","method":"exit"}"#) }

        put(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{"workspace":{"applyEdit":true}},"workspaceFolders":[{"uri":"file://\#(folder.path)","name":"w"}]}}"#)
        put(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
        put(#"{"jsonrpc":"2.0","id":2,"method":"workspace/executeCommand","params":{"command":"lifeline.visualize","arguments":["Plate"]}}"#)
        let answer = try XCTUnwrap(recorder.first { $0["id"] == .int(2) })
        guard case .string(let address)? = answer["result"]?["uri"], let port = URL(string: address)?.port else { return XCTFail("no address: \(answer)") }
        let base = String(address[address.index(address.startIndex, offsetBy: "http://127.0.0.1:\(port)".count)...].prefix { $0 != "?" })

        let body = #"{"whatIf":[{"view":"Plate","property":"model","wrapper":"@StateObject"}]}"#
        let reply = loopbackExchange(port: UInt16(port), Array("POST \(base)api/apply HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8))
        XCTAssertEqual(reply.status, 200, reply.body)
        XCTAssertTrue(reply.body.contains(#""applied":["Convert to @StateObject"]"#), reply.body)

        let edit = try XCTUnwrap(recorder.first { $0["method"] == .string("workspace/applyEdit") })
        XCTAssertEqual(edit["params"]?["label"], .string("Convert to @StateObject"))
        guard case .array(let edits)? = edit["params"]?["edit"]?["changes"]?["file://\(file.path)"], case .string(let newText)? = edits.first?["newText"] else {
            return XCTFail("no edit of the file: \(edit)")
        }
        XCTAssertEqual(newText, source.replacingOccurrences(of: "@ObservedObject var model", with: "@StateObject private var model"))
        XCTAssertEqual(edits.first?["range"]?["start"], .object(["line": .int(0), "character": .int(0)]))
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), source, "the visualizer wrote nothing: the editor did")
    }
}
