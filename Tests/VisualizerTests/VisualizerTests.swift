import Features
import Foundation
import TestSupport
@testable import Visualizer
import XCTest

/// The HTTP layer, the security checks and the JSON API, over a real loopback socket.
final class HTTPParsingTests: XCTestCase {
    func assertParse(_ text: String, _ expected: HTTPRequest.ParseError?, file: StaticString = #filePath, line: UInt = #line) {
        switch HTTPRequest.parse(Array(text.utf8)) {
        case .success(let request):
            XCTAssertNil(expected, "parsed \(request.method) \(request.target)", file: file, line: line)
        case .failure(let error):
            XCTAssertEqual(error, expected, file: file, line: line)
        }
    }

    func testRequestsAndMalformedOnes() {
        assertParse("GET /t/ HTTP/1.1\r\nHost: 127.0.0.1:1\r\n\r\n", nil)
        assertParse("POST /t/api/simulate HTTP/1.1\r\nContent-Length: 2\r\n\r\n{}", nil)
        assertParse("POST /t/api/simulate HTTP/1.1\r\nContent-Length: 5\r\n\r\n{}", .incomplete)
        assertParse("GET /t/ HTTP/1.1\r\nHost: a", .incomplete)
        assertParse("GET\r\n\r\n", .invalid(status: 400, reason: "the request line is not METHOD /path HTTP/1.x"))
        assertParse("GET nothing HTTP/1.1\r\n\r\n", .invalid(status: 400, reason: "the request line is not METHOD /path HTTP/1.x"))
        assertParse("GET / HTTP/2\r\n\r\n", .invalid(status: 505, reason: "only HTTP/1.x is spoken here"))
        assertParse("GET / HTTP/1.1\r\nno colon here\r\n\r\n", .invalid(status: 400, reason: "a header line has no name"))
        assertParse("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", .invalid(status: 400, reason: "host is given twice"))
        assertParse("POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n", .invalid(status: 400, reason: "Content-Length is not a number"))
        assertParse("POST / HTTP/1.1\r\nContent-Length: 99999999\r\n\r\n", .invalid(status: 413, reason: "the body is larger than 1048576 bytes"))
        assertParse("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", .invalid(status: 400, reason: "chunked bodies are not accepted; send Content-Length"))
        assertParse("GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: 20_000), .invalid(status: 431, reason: "the request's headers are too large"))
        assertParse("GET / HTTP/1.1\r\nX: \u{FF}\r\n\r\n", nil)
    }

    func assertQuery(_ target: String, _ expected: [String: String], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(HTTPRequest(method: "GET", target: target, headers: [:], body: []).query, expected, file: file, line: line)
    }

    func testQueryParameters() {
        assertQuery("/t/api/session", [:])
        assertQuery("/t/api/session?", [:])
        assertQuery("/t/api/session?root=Home", ["root": "Home"])
        assertQuery("/t/?root=Outer%2EInner&x", ["root": "Outer.Inner", "x": ""])
        assertQuery("/t/?root=A+B&root=C", ["root": "A B"])
        assertQuery("/t/?root=%E2%9C%93", ["root": "✓"])
        assertQuery("/t/?root=%ZZ&=v&ok=1", ["ok": "1"])
        assertQuery("/t/?a=b=c", ["a": "b=c"])
    }

    func testInvalidUTF8InHeadersIsRefused() {
        var bytes = Array("GET / HTTP/1.1\r\nX: ".utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array("\r\n\r\n".utf8)
        guard case .failure(.invalid(400, _)) = HTTPRequest.parse(bytes) else { return XCTFail("expected 400") }
    }
}

final class ServiceTests: XCTestCase {
    var server: HTTPServer!
    var service: Service!

    override func setUpWithError() throws {
        service = Service(session: try Session(paths: nil, root: nil, toolchain: .xcode26))
        server = try HTTPServer { [service] request in service!.handle(request) }
        service.port = server.port
        server.start()
    }

    override func tearDown() {
        server.stop()
    }

    /// Sends raw bytes to the server and returns the status, head and body of its answer.
    func exchange(_ raw: [UInt8]) throws -> (status: Int, headers: String, body: String) {
        let answer = loopbackExchange(port: server.port, raw)
        return (answer.status, answer.head, answer.body)
    }

    func request(_ method: String, _ path: String, host: String? = nil, origin: String? = nil, body: String? = nil) throws -> (status: Int, headers: String, body: String) {
        var text = "\(method) \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(server.port)")\r\n"
        if let origin { text += "Origin: \(origin)\r\n" }
        if let body { text += "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)" } else { text += "\r\n" }
        return try exchange(Array(text.utf8))
    }

    var base: String { "/\(service.token)" }

    func testThePageNeedsTheTokenAndTheRightHostAndOrigin() throws {
        let page = try request("GET", base + "/")
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.body.contains("<title>Lifeline: lifecycle visualizer</title>"))
        XCTAssertTrue(page.headers.contains("Content-Security-Policy: default-src 'none'; script-src 'nonce-"), page.headers)
        XCTAssertFalse(page.body.contains("http://") || page.body.contains("https://"), "no external assets")
        XCTAssertEqual(try request("GET", "/").status, 403)
        let wrong = String(service.token.dropLast()) + (service.token.hasSuffix("0") ? "1" : "0")
        XCTAssertEqual(try request("GET", "/" + wrong + "/").status, 403)
        XCTAssertEqual(try request("GET", base + "x/").status, 403, "the token and more")
        let bare = try request("GET", base)
        XCTAssertEqual(bare.status, 301, "the page lives in the token's folder")
        XCTAssertTrue(bare.headers.contains("Location: \(base)/"), bare.headers)
        XCTAssertEqual(try request("GET", base + "/", host: "attacker.example:\(server.port)").status, 403, "DNS rebinding")
        XCTAssertEqual(try request("GET", base + "/", host: "localhost:\(server.port)").status, 200)
        XCTAssertEqual(try request("POST", base + "/api/simulate", origin: "http://attacker.example", body: #"{"actions":[]}"#).status, 403)
        XCTAssertEqual(try request("POST", base + "/api/simulate", origin: "http://127.0.0.1:\(server.port)", body: #"{"actions":[]}"#).status, 200)
        XCTAssertEqual(try request("GET", base + "/nothing").status, 404)
        XCTAssertEqual(try request("DELETE", base + "/api/session").status, 405)
        XCTAssertEqual(try request("POST", base + "/api/simulate", body: "not json").status, 400)
    }

    func testMalformedRequestsGet400AndTheServerGoesOn() throws {
        XCTAssertEqual(try exchange(Array("GARBAGE\r\n\r\n".utf8)).status, 400)
        XCTAssertEqual(try exchange([0, 1, 2, 255, 13, 10, 13, 10]).status, 400)
        XCTAssertEqual(try exchange(Array("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nab".utf8)).status, 400, "a body cut short")
        XCTAssertEqual(try exchange(Array(("GET /\(String(repeating: "a", count: 30_000)) HTTP/1.1\r\n\r\n").utf8)).status, 431)
        XCTAssertEqual(try request("GET", base + "/api/session").status, 200, "still serving")
    }

    func testSimulationAPIShowsTheResetAndTheWhatIf() throws {
        let taps = #"["tap \"+1\"","tap \"+1\"","tap \"+1\"","tap \"Toggle Name\""]"#
        let answer = try request("POST", base + "/api/simulate", body: #"{"actions":\#(taps)}"#)
        XCTAssertEqual(answer.status, 200)
        let result = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any])
        let steps = try XCTUnwrap(result["steps"] as? [[String: Any]])
        XCTAssertEqual(steps.count, 5)
        func labels(_ step: [String: Any]) -> [String] { (step["screen"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String } }
        XCTAssertTrue(labels(steps[3]).contains("Score: 3"))
        XCTAssertTrue(labels(steps[4]).contains("Score: 0"))
        let objects = try XCTUnwrap(result["objects"] as? [[String: Any]])
        XCTAssertEqual(objects.map { $0["object"] as? String }, ["Model#1", "Model#2"])
        XCTAssertEqual(objects.first?["died"] as? Int, 4)
        XCTAssertEqual(objects.first?["wrapper"] as? String, "@ObservedObject")
        let button = (steps[0]["screen"] as? [[String: Any]])?.first { $0["label"] as? String == "+1" }
        XCTAssertEqual(button?["action"] as? String, #"tap "+1""#)
        let tree = try XCTUnwrap(steps[4]["tree"] as? [[String: Any]])
        XCTAssertEqual(tree.first?["storage"] as? [String], ["@State showsFullName = true"])

        let whatIf = try request("POST", base + "/api/simulate", body: #"{"actions":\#(taps),"whatIf":[{"view":"ScorePlate","property":"model","wrapper":"@StateObject"}]}"#)
        let alternative = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(whatIf.body.utf8)) as? [String: Any])
        XCTAssertEqual(alternative["whatIf"] as? [String], ["Convert to @StateObject"])
        XCTAssertTrue(labels((alternative["steps"] as? [[String: Any]] ?? []).last ?? [:]).contains("Score: 3"))

        let unknown = try request("POST", base + "/api/simulate", body: #"{"actions":["tap \"Nope\""]}"#)
        let failed = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(unknown.body.utf8)) as? [String: Any])
        XCTAssertEqual(failed["failedAction"] as? Int, 0)
        XCTAssertTrue((failed["error"] as? String ?? "").contains("Nope"), "\(failed)")
    }

    func testAnEndlessLoopInAnActionEndsAsAHang() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-vis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "import SwiftUI\nstruct Spin: View {\n  @State private var n = 0\n  var body: some View { Button(\"Spin\") { while true { n += 1 } } }\n}\n"
            .write(to: folder.appendingPathComponent("Spin.swift"), atomically: true, encoding: .utf8)
        let local = Service(session: try Session(paths: [folder.path], root: "Spin", toolchain: .xcode26))
        let result = local.simulate(.init(root: nil, actions: [#"tap "Spin""#], toolchain: nil, whatIf: nil))
        XCTAssertTrue(result.crashed)
        XCTAssertTrue(result.steps.flatMap(\.events).contains { $0.kind == "crash" && $0.text.contains("Hang") })
    }

    func testConcurrentClients() throws {
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var statuses: [Int] = []
        }
        let results = Results()
        let port = server.port
        let token = service.token
        let threads = (0..<8).map { _ in
            Thread {
                let body = #"{"actions":["tap \"+1\""]}"#
                let status = loopbackExchange(port: port, Array("POST /\(token)/api/simulate HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)).status
                results.lock.lock()
                results.statuses.append(status)
                results.lock.unlock()
            }
        }
        threads.forEach { $0.start() }
        let deadline = Date(timeIntervalSinceNow: 60)
        while Date() < deadline {
            results.lock.lock()
            let done = results.statuses.count == 8
            results.lock.unlock()
            if done { break }
            usleep(10_000)
        }
        XCTAssertEqual(results.statuses, Array(repeating: 200, count: 8))
    }

    func testApplyWritesOnlyTheConversionAndTheBuiltInExampleRefuses() throws {
        XCTAssertEqual(try request("POST", base + "/api/apply", body: #"{"whatIf":[{"view":"ScorePlate","property":"model","wrapper":"@StateObject"}]}"#).status, 409)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-vis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Plate.swift")
        try BuiltInExample.source.write(to: file, atomically: true, encoding: .utf8)
        let session = try Session(paths: [folder.path], root: "ContentView", toolchain: .xcode26)
        XCTAssertEqual(try session.apply([.init(view: "ScorePlate", property: "model", wrapper: "@StateObject")]), ["Convert to @StateObject"])
        let written = try String(contentsOf: file, encoding: .utf8)
        XCTAssertEqual(written, BuiltInExample.source.replacingOccurrences(of: "    @ObservedObject var model = Model()", with: "    @StateObject private var model = Model()"))
        XCTAssertEqual(session.current.first?.text, written, "the session reads the file again")
        // The page notices a save: the version on disk differs from the session's until it reloads.
        let version = session.diskVersion()
        try (written + "\n").write(to: file, atomically: true, encoding: .utf8)
        XCTAssertNotEqual(session.diskVersion(), version)
        XCTAssertTrue(try session.reload())
        XCTAssertEqual(session.diskVersion(), session.version)
        // A file changed behind the session's back is not overwritten.
        try (written + "\n\n// edited elsewhere\n").write(to: file, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try session.apply([.init(view: "ScorePlate", property: "model", wrapper: "@ObservedObject")]))
    }
}

final class FramingTests: XCTestCase {
    func testFrameAncestorsAreListedAndCannotInjectDirectives() throws {
        let service = Service(session: try Session(paths: nil, root: nil, toolchain: .xcode26), token: String(repeating: "a", count: 64))
        service.port = 1
        service.frameAncestors = ["vscode-webview:", "x; script-src *"]
        let response = service.handle(HTTPRequest(method: "GET", target: "/" + service.token + "/", headers: ["host": "127.0.0.1:1"], body: []))
        let policy = response.headers.first { $0.0 == "Content-Security-Policy" }?.1 ?? ""
        XCTAssertTrue(policy.hasSuffix("frame-ancestors 'self' vscode-webview:"), policy)
    }
}

final class ApplyTests: XCTestCase {
    func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-apply-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return folder
    }

    func testApplyIsAllOrNothing() throws {
        // Converting Child.model to @ObservedObject edits both files: the object moves to Parent.
        let child = "import SwiftUI\nfinal class Model: ObservableObject {}\nstruct Child: View {\n    @StateObject private var model = Model()\n    var body: some View { Text(\"\") }\n}\n"
        let parent = "import SwiftUI\nstruct Parent: View {\n    var body: some View { Child() }\n}\n"
        let root = try folder(["Child.swift": child, "Parent.swift": parent])
        defer { try? FileManager.default.removeItem(at: root) }
        let session = try Session(paths: [root.path], root: "Parent", toolchain: .xcode26)
        // Parent changes behind the session's back: nothing may be written, Child included.
        try (parent + "// edited\n").write(to: root.appendingPathComponent("Parent.swift"), atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try session.apply([.init(view: "Child", property: "model", wrapper: "@ObservedObject")]))
        XCTAssertEqual(try String(contentsOf: root.appendingPathComponent("Child.swift"), encoding: .utf8), child)

        try session.reload()
        XCTAssertEqual(try session.apply([.init(view: "Child", property: "model", wrapper: "@ObservedObject")]), ["Convert to @ObservedObject (warning: the parents make the Model in their bodies and pass it in, a new one on every run until they own it)"])
        XCTAssertTrue(try String(contentsOf: root.appendingPathComponent("Child.swift"), encoding: .utf8).contains("@ObservedObject var model: Model"))
        XCTAssertTrue(try String(contentsOf: root.appendingPathComponent("Parent.swift"), encoding: .utf8).contains("Child(model: Model())"))
    }

    func testAFileThatIsNotUTF8IsNotRewritten() throws {
        let root = try folder([:])
        defer { try? FileManager.default.removeItem(at: root) }
        var bytes = Array("import SwiftUI\nfinal class Model: ObservableObject {}\n// caf".utf8) + [0xE9] + Array("\nstruct V: View {\n    @ObservedObject var model = Model()\n    var body: some View { Text(\"\") }\n}\n".utf8)
        let file = root.appendingPathComponent("V.swift")
        try Data(bytes).write(to: file)
        let session = try Session(paths: [root.path], root: "V", toolchain: .xcode26)
        XCTAssertThrowsError(try session.apply([.init(view: "V", property: "model", wrapper: "@StateObject")]))
        XCTAssertEqual(try Data(contentsOf: file), Data(bytes))
        bytes.removeAll()
    }
}

/// Hostile input: random bytes and mutated requests never trap the parser or the service.
final class HostileInputTests: XCTestCase {
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    func testRandomAndMutatedRequests() throws {
        var random = Generator(state: 42)
        let service = Service(session: try Session(paths: nil, root: nil, toolchain: .xcode26), token: String(repeating: "b", count: 64))
        service.port = 9
        let valid = Array("POST /\(service.token)/api/simulate HTTP/1.1\r\nHost: 127.0.0.1:9\r\nContent-Length: 27\r\n\r\n{\"actions\":[\"tap \\\"+1\\\"\"]}".utf8)
        var answered = 0
        for round in 0..<3000 {
            var bytes: [UInt8]
            if round % 3 == 0 {
                bytes = (0..<Int.random(in: 0..<200, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            } else {
                bytes = valid
                for _ in 0..<Int.random(in: 1...6, using: &random) {
                    let at = Int.random(in: 0..<bytes.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: bytes[at] = UInt8.random(in: 0...255, using: &random)
                    case 1: bytes.remove(at: at)
                    default: bytes.insert(UInt8.random(in: 0...255, using: &random), at: at)
                    }
                    if bytes.isEmpty { break }
                }
            }
            if case .success(let request) = HTTPRequest.parse(bytes) {
                // Only what parses reaches the service; keep the simulations few.
                if request.path.hasSuffix("simulate") && answered > 40 { continue }
                let response = service.handle(request)
                // Nothing succeeds without the token and this server's Host.
                if response.status == 200 {
                    XCTAssertTrue(request.path.hasPrefix("/" + service.token + "/"), request.path)
                    XCTAssertEqual(request.headers["host"], "127.0.0.1:9")
                }
                answered += 1
            }
        }
        XCTAssertGreaterThan(answered, 10, "some mutated requests still parse")
    }
}

/// The session follows the root: its sources (the Source panel) and their properties (the
/// What-if candidates) are the asked root's, whichever way the page asks: `?root=` on the session,
/// the root in a reload's or an apply's body.
final class RootChangeTests: XCTestCase {
    var folder: URL!
    var server: HTTPServer!
    var service: Service!

    override func setUpWithError() throws {
        folder = try TwoRoots.write()
        service = Service(session: try Session(paths: [folder.path], root: "Home", toolchain: .xcode26))
        server = try HTTPServer { [service] request in service!.handle(request) }
        service.port = server.port
        server.start()
    }

    override func tearDown() {
        server.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    func send(_ method: String, _ target: String, body: String? = nil) -> (status: Int, body: String) {
        var text = "\(method) /\(service.token)\(target) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n"
        if let body { text += "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n" }
        text += "\r\n" + (body ?? "")
        let answer = loopbackExchange(port: server.port, Array(text.utf8))
        return (answer.status, answer.body)
    }

    /// The session a request answers (or the `session` inside it) shows `root`: exactly its files
    /// and properties (each with a what-if conversion, unless `convertible` is false: an applied
    /// `@StateObject` at a root has none back), and none of the other root's.
    func assertShows(_ root: String, _ method: String, _ target: String, body: String? = nil, convertible: Bool = true, file: StaticString = #filePath, line: UInt = #line) throws {
        let answer = send(method, target, body: body)
        XCTAssertEqual(answer.status, 200, answer.body, file: file, line: line)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any], file: file, line: line)
        let session = (json["session"] as? [String: Any]) ?? json
        XCTAssertEqual(session["root"] as? String, root, file: file, line: line)
        let sources = session["sources"] as? [[String: Any]] ?? []
        let files = Set(sources.compactMap { ($0["path"] as? String).map { ($0 as NSString).lastPathComponent } })
        let properties = sources.flatMap { $0["properties"] as? [[String: Any]] ?? [] }
        let names = Set(properties.map { "\($0["view"] ?? "").\($0["name"] ?? "")" })
        let expected = try XCTUnwrap(TwoRoots.shown[root], file: file, line: line)
        XCTAssertEqual(files, expected.files, "Source panel of \(root)", file: file, line: line)
        XCTAssertEqual(names, expected.properties, "What-if candidates of \(root)", file: file, line: line)
        for property in properties where convertible {
            XCTAssertFalse((property["conversions"] as? [String] ?? []).isEmpty, "\(property["name"] ?? "") can be converted", file: file, line: line)
        }
    }

    func testEveryWayOfAskingForARootShowsThatRootsFilesAndProperties() throws {
        try assertShows("Home", "GET", "/api/session")
        try assertShows("Settings", "GET", "/api/session?root=Settings")
        try assertShows("Home", "GET", "/api/session?root=Home")
        try assertShows("Settings", "GET", "/api/session?root=%53ettings")
        try assertShows("Home", "GET", "/api/session?root=Nowhere")
        try assertShows("Home", "GET", "/api/session?root=")
        try assertShows("Settings", "GET", "/api/session?other=1&root=Settings&root=Home")
        try assertShows("Settings", "POST", "/api/reload", body: #"{"root":"Settings"}"#)
        try assertShows("Home", "POST", "/api/reload", body: "{}")
        try assertShows("Home", "POST", "/api/reload")
        try assertShows("Settings", "POST", "/api/apply", body: #"{"whatIf":[{"view":"Settings","property":"preferences","wrapper":"@StateObject"}],"root":"Settings"}"#, convertible: false)
        try assertShows("Home", "POST", "/api/apply", body: #"{"whatIf":[{"view":"Home","property":"feed","wrapper":"@StateObject"}]}"#, convertible: false)
    }

    func testTheSimulationOfEachRootRunsItsOwnScreen() throws {
        for (root, label) in [("Settings", "Dark"), ("Home", "Load")] {
            let answer = send("POST", "/api/simulate", body: #"{"root":"\#(root)","actions":[]}"#)
            XCTAssertTrue(answer.body.contains(#""label":"\#(label)""#), "\(root): \(answer.body.prefix(300))")
        }
    }
}

/// Findings are drawn by severity: the session says each finding's, the page has a mark and a
/// style per severity (the browser test sees them drawn).
final class FindingMarkTests: XCTestCase {
    func assertPage(_ page: String, has fragment: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(page.contains(fragment), "the page lacks \(fragment)", file: file, line: line)
    }

    func testEachSeverityHasItsOwnMark() throws {
        let folder = try TwoRoots.write()
        defer { try? FileManager.default.removeItem(at: folder) }
        let service = Service(session: try Session(paths: [folder.path], root: "Home", toolchain: .xcode26))
        let findings = service.sessionInfo().sources.flatMap(\.findings)
        XCTAssertEqual(findings.first { $0.rule == "observed-object-creates-instance" }?.severity, "info", "\(findings)")
        let page = Page.html
        assertPage(page, has: #"const severityMarks = { error: "✖", warning: "⚠", info: "ℹ" };"#)
        assertPage(page, has: ".finding.error {")
        assertPage(page, has: ".finding.warning { color: var(--warn); }")
        assertPage(page, has: ".finding.info { color: var(--muted);")
        assertPage(page, has: #"class: "finding " + severity"#)
    }
}

/// The badge over a model property says what the model says, in the same words as the hover's
/// "Ownership:" line: an `@ObservedObject` that makes its own object is not "owned".
final class OwnershipBadgeTests: XCTestCase {
    static let model = "import SwiftUI\nimport Observation\nfinal class Model: ObservableObject { static let shared = Model(); @Published var n = 0 }\n@Observable final class Store { var n = 0 }\n"

    /// `declaration` is `V`'s property `m`; P builds V (passing `m` when `passes`).
    func assertBadge(_ declaration: String, initializer: String = "", passes: Bool = false, _ expected: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let source = Self.model + "struct V: View {\n    \(declaration)\n\(initializer)    var body: some View { Text(\"\") }\n}\n"
            + "struct P: View {\n    @StateObject private var owned = Model()\n    var body: some View { V(\(passes ? "m: owned" : "")) }\n}\n"
        let documents = [Session.Document(path: "/w/V.swift", text: source)]
        let info = PageAnalysis().sessionInfo(.init(version: "1", defaultRoot: "P", toolchain: .xcode26, builtIn: false), documents)
        let badge = info.sources.flatMap(\.properties).first { $0.view == "V" && $0.name == "m" }
        XCTAssertEqual(badge?.label, expected, "badge", file: file, line: line)
        let offset = try XCTUnwrap(source.utf8.indices(of: "var m").first, file: file, line: line) + 4
        let hover = try XCTUnwrap(Session.snapshot(documents).hover(at: offset, in: "/w/V.swift") { _, _ in .notSimulated("not needed") }, file: file, line: line).markdown
        XCTAssertTrue(hover.contains("**Ownership: \(expected)**"), "hover: \(hover)", file: file, line: line)
    }

    func testTheBadgeAndTheHoverSayTheSame() throws {
        try assertBadge("@ObservedObject var m = Model()", "creates inline, not owned")
        try assertBadge("@ObservedObject var m: Model", initializer: "    init() { m = Model() }\n", "creates its own, not owned")
        try assertBadge("@Bindable var m = Store()", "creates inline, not owned")
        try assertBadge("@StateObject private var m = Model()", "owned")
        try assertBadge("@State private var m = Store()", "owned")
        try assertBadge("@ObservedObject var m: Model", passes: true, "injected")
        try assertBadge("@ObservedObject var m = Model.shared", "shared")
        try assertBadge("@EnvironmentObject var m: Model", "environment")
        try assertBadge("var m = Model()", "owned by the struct, not by SwiftUI")
        try assertBadge("var m: Model", initializer: "    init() { m = Model() }\n", "owned by the struct, not by SwiftUI")
    }
}

private extension String.UTF8View {
    /// Byte offsets where `needle` starts.
    func indices(of needle: String) -> [Int] {
        let bytes = Array(self), target = Array(needle.utf8)
        guard target.count <= bytes.count else { return [] }
        return (0...(bytes.count - target.count)).filter { Array(bytes[$0..<($0 + target.count)]) == target }
    }
}

/// The timeline's notes about unknown APIs: grouped per name, and marked so the page hides them
/// behind "show simulator notes".
final class SimulatorNoteTests: XCTestCase {
    func testNotesAboutUnknownAPIsAreGroupedAndMarked() throws {
        let folder = try TwoRoots.write()
        defer { try? FileManager.default.removeItem(at: folder) }
        let service = Service(session: try Session(paths: [folder.path], root: "Settings", toolchain: .xcode26))
        let result = service.simulate(.init(root: "Settings", actions: [#"toggle "Dark""#], toolchain: nil, whatIf: nil))
        let notes = result.steps.flatMap(\.events).filter { $0.simulatorNote == true }
        XCTAssertEqual(notes.map(\.text), ["note: `Formatter` is not known to the simulator; its value is unknown (2 places: Settings.swift:8, Settings.swift:9)"])
        XCTAssertFalse(result.steps.flatMap(\.events).contains { $0.simulatorNote == nil && $0.text.contains("not known to the simulator") })
        let page = Page.html
        for fragment in [#"<input type="checkbox" id="show-simulator-notes"> show simulator notes"#, "showSimulatorNotes: false", "(state.showSimulatorNotes || !e.simulatorNote)"] {
            XCTAssertTrue(page.contains(fragment), fragment)
        }
    }
}
