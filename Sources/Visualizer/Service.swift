import Features
import Foundation
import Ownership
import Semantics
import Simulator
import Syntax
import Worker

/// The visualizer's HTTP face: the page and its JSON API, behind the token and the Host and Origin
/// checks. Stateless about the user's taps: each simulation request carries the whole list of
/// actions and is replayed from the start (the simulator is deterministic).
public final class Service: @unchecked Sendable {
    public let session: Session
    public let token: String
    /// Set once the server is listening: the Host header must name it.
    public var port: UInt16 = 0
    /// Origins besides this server's own that may call the API. Set before the server starts.
    public var allowedOrigins: Set<String> = []
    /// When set (the visualizer was started from an editor that applies edits), "Apply to file"
    /// hands the changed texts to the editor instead of writing the files: each file's path, the
    /// text the visualizer read and the new text, and a label. Answers nil when applied, else
    /// why not. Set before the server starts.
    public var applyThroughEditor: (([(path: String, oldText: String, newText: String)], String) -> String?)?
    /// Sources besides the page itself that may frame it (`vscode-webview:` for VS Code's
    /// webviews). Set before the server starts.
    public var frameAncestors: Set<String> = []

    public init(session: Session, token: String = Service.makeToken()) {
        self.session = session
        self.token = token
    }

    /// 32 random bytes as hex, from the system's generator.
    public static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in String(format: "%016llx", generator.next() as UInt64) }.joined()
    }

    public var pagePath: String { "/\(token)/" }

    // MARK: Routing

    public func handle(_ request: HTTPRequest) -> HTTPResponse {
        // DNS rebinding: a page on another name that resolves to 127.0.0.1 sends its own Host.
        let hosts: Set<String> = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard let host = request.headers["host"], hosts.contains(host.lowercased()) else {
            return .text(403, "forbidden: unexpected Host")
        }
        // Cross-site requests: only this server's pages (and an allowed editor webview) may call.
        if let origin = request.headers["origin"], origin != "http://127.0.0.1:\(port)", origin != "http://localhost:\(port)", !allowedOrigins.contains(origin) {
            return .text(403, "forbidden: cross-origin request")
        }
        let path = request.path
        let prefix = "/\(token)"
        guard path.utf8.count >= prefix.utf8.count, Service.constantTimeEqual(Array(path.utf8.prefix(prefix.utf8.count)), Array(prefix.utf8)) else {
            return .text(403, "forbidden: the address needs the token Lifeline printed")
        }
        let route = String(path.dropFirst(prefix.count))
        guard route.isEmpty || route.hasPrefix("/") else { return .text(403, "forbidden: the address needs the token Lifeline printed") }
        switch (request.method, route) {
        case ("GET", ""):
            // The page's addresses are relative to the folder: send the browser there.
            var response = HTTPResponse.text(301, "moved to \(prefix)/")
            response.headers.append(("Location", prefix + "/"))
            return response
        case ("GET", "/"):
            return page()
        case ("GET", "/api/session"):
            // `?root=View`: the sources and what-if candidates of that root (the page asks for
            // the root it shows, so they follow a change of root).
            return .json(sessionInfo(root: request.query["root"]))
        case ("GET", "/api/version"):
            return .json(["version": session.diskVersion()])
        case ("POST", "/api/reload"):
            // An empty body, or `{"root": "View"}` for the root the page shows.
            let root = request.body.isEmpty ? nil : (try? JSONDecoder().decode(PageAnalysis.ReloadRequest.self, from: Data(request.body)))?.root
            do {
                try session.reload()
                return .json(sessionInfo(root: root))
            } catch {
                return .text(409, "\(error)")
            }
        case ("POST", "/api/simulate"):
            guard let body = try? JSONDecoder().decode(PageAnalysis.SimulateRequest.self, from: Data(request.body)) else {
                return .text(400, "expected JSON: {\"actions\": [\"tap \\\"+1\\\"\"], \"root\": \"View\", \"toolchain\": \"xcode26\", \"whatIf\": []}")
            }
            guard body.actions.count <= 2000 else { return .text(413, "at most 2000 actions") }
            return .json(simulate(body))
        case ("POST", "/api/apply"):
            guard let body = try? JSONDecoder().decode(PageAnalysis.ApplyRequest.self, from: Data(request.body)) else {
                return .text(400, "expected JSON: {\"whatIf\": [{\"view\": \"V\", \"property\": \"p\", \"wrapper\": \"@StateObject\"}]}")
            }
            do {
                if let editor = applyThroughEditor {
                    let documents = session.current
                    let result = try Session.applying(body.whatIf, to: documents)
                    let changes = zip(documents, result.documents).filter { $0.text != $1.text }.map { (path: $0.path, oldText: $0.text, newText: $1.text) }
                    guard !changes.isEmpty else { return .text(409, "nothing to change") }
                    if let problem = editor(changes, result.titles.joined(separator: "; ")) { return .text(409, problem) }
                    // The editor changed its buffers; the page reloads once they are saved.
                    return .json(PageAnalysis.ApplyResponse(applied: result.titles, session: sessionInfo(root: body.root)))
                }
                let titles = try session.apply(body.whatIf)
                return .json(PageAnalysis.ApplyResponse(applied: titles, session: sessionInfo(root: body.root)))
            } catch {
                return .text(409, "\(error)")
            }
        case (_, ""), (_, "/"), (_, "/api/session"), (_, "/api/version"), (_, "/api/simulate"), (_, "/api/apply"), (_, "/api/reload"):
            return .text(405, "method not allowed")
        default:
            return .text(404, "not found")
        }
    }

    static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for i in a.indices { difference |= a[i] ^ b[i] }
        return difference == 0
    }

    func page() -> HTTPResponse {
        var generator = SystemRandomNumberGenerator()
        let nonce = String(generator.next() as UInt64, radix: 36)
        let html = Page.html.replacingOccurrences(of: "{{NONCE}}", with: nonce)
        // Only plain sources: a value with a quote, semicolon or space would change the policy.
        let extra = (allowedOrigins.union(frameAncestors)).sorted().filter { !$0.contains(where: { " ;,'\"\r\n".contains($0) }) }
        let frameAncestors = (["'self'"] + extra).joined(separator: " ")
        return HTTPResponse(
            status: 200, contentType: "text/html; charset=utf-8", body: Array(html.utf8),
            headers: [(
                "Content-Security-Policy",
                "default-src 'none'; script-src 'nonce-\(nonce)'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors \(frameAncestors)"
            )])
    }

    // MARK: Analysis and simulation

    /// Where the page's analyses and simulations run. In this process by default (tests); the
    /// command line and the language server set a worker (`useWorker`), so a fault in the
    /// simulator ends the worker, not the page's server.
    private var worker: WorkerClient?
    private let analysis = PageAnalysis()
    /// How long one analysis or simulation may take in the worker (a simulation replays up to
    /// 2,000 actions).
    public var workerTimeout: Double = 60

    /// Runs the analyses and simulations in `lifeline worker page`, started from `executable`.
    /// Call before the server starts.
    public func useWorker(executable: String, log: @escaping (String) -> Void) {
        worker = WorkerClient(executable: executable, arguments: ["worker", "page"], name: "visualizer's simulation worker") { level, line in
            if level == .warning { log(line) }
        }
    }

    /// The files and the context of a request, read together. `root` is the root the page asked
    /// for, which replaces the session's default.
    private func read(root: String? = nil) -> (PageAnalysis.Context, [Session.Document]) {
        let (documents, version) = session.currentWithVersion
        let asked = root.flatMap { $0.isEmpty ? nil : $0 }
        return (PageAnalysis.Context(version: version, defaultRoot: session.defaultRoot, askedRoot: asked, toolchain: session.defaultToolchain, builtIn: session.paths == nil, folder: session.folderName), documents)
    }

    /// The session as the page shows it for a root (the session's default when nil or unknown):
    /// its sources, their properties and what-if candidates follow the root.
    func sessionInfo(root: String? = nil) -> PageAnalysis.SessionInfo {
        let (context, documents) = read(root: root)
        guard let worker else {
            return Worker.shared.run { self.analysis.sessionInfo(context, documents) }
        }
        let request = PageWorkerService.Request(context: context, simulate: nil)
        switch worker.run(kind: PageWorkerService.sessionKind, payload: PageWorkerService.encode(request), documents: SessionDocuments(documents, version: context.version), timeout: workerTimeout) {
        case .success(let bytes):
            if let info = try? JSONDecoder().decode(PageAnalysis.SessionInfo.self, from: Data(bytes)) { return info }
            return .empty(context, problem: "the analysis worker answered something unreadable")
        case .failure(let failure):
            return .empty(context, problem: "The analysis failed: \(failure). Reload the page to try again.")
        }
    }

    func simulate(_ request: PageAnalysis.SimulateRequest) -> PageAnalysis.SimulateResponse {
        let (context, documents) = read()
        guard let worker else {
            return Worker.shared.run { self.analysis.simulate(context, documents, request) }
        }
        let toolchain = request.toolchain.flatMap(ToolchainMode.init(rawValue:)) ?? context.toolchain
        let job = PageWorkerService.Request(context: context, simulate: request)
        switch worker.run(kind: PageWorkerService.simulateKind, payload: PageWorkerService.encode(job), documents: SessionDocuments(documents, version: context.version), timeout: workerTimeout) {
        case .success(let bytes):
            if let response = try? JSONDecoder().decode(PageAnalysis.SimulateResponse.self, from: Data(bytes)) { return response }
            return .failure("The simulation failed: its worker answered something unreadable.", root: request.root ?? context.defaultRoot, toolchain: toolchain, whatIf: [])
        case .failure(let failure):
            return .failure("The simulation failed: \(failure). Nothing is wrong with the actions you tapped; try again, or step back.", root: request.root ?? context.defaultRoot, toolchain: toolchain, whatIf: [])
        }
    }
}

/// One thread with the simulator's large stack (`LargeStack`), running jobs one at a time.
final class Worker: @unchecked Sendable {
    static let shared = Worker()
    private let condition = NSCondition()
    private var jobs: [() -> Void] = []

    private init() {
        LargeStack.start { [self] in loop() }
    }

    private func loop() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job()
        }
    }

    func run<T>(_ work: @escaping () -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        condition.lock()
        jobs.append {
            box.value = work()
            done.signal()
        }
        condition.signal()
        condition.unlock()
        done.wait()
        return box.value!
    }
}

private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
