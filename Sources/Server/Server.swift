import Configuration
import Features
import Foundation
import LSP
import Ownership
import Semantics
import Simulator
import Syntax
import Visualizer
import Worker
import WorkspaceFiles

/// The language server: the only module that knows both LSP and the features. It takes message
/// bodies in (`handle`) and gives framed bytes out (`send`), so tests drive it in process and
/// `lifeline lsp` drives it over stdio.
///
/// All of its state lives on the thread that runs `serve`; another thread reads the client into
/// an `Inbox`, so an edit or a cancellation that arrives while a request is being answered still
/// replaces that answer with `ContentModified` or `RequestCancelled` (see docs/architecture.md).
public final class Server {
    public enum State: Equatable { case uninitialized, running, shuttingDown, exited }

    public private(set) var state: State = .uninitialized
    /// Set by `exit`: 0 after `shutdown`, 1 without.
    public private(set) var exitStatus: Int32?
    public private(set) var utf8Positions = false
    let workspace = Workspace()
    private let send: ([UInt8]) -> Void
    private var roots: [String] = []
    private var workDoneProgress = false
    private var progressNumber = 0
    private var pendingDiagnostics: Set<String> = []
    /// Set while `serve` runs: verdicts on the request being answered.
    private var inbox: Inbox?
    /// Requests this server sent the client, by id, with what to do with the answer.
    private var awaitingResponse: [RequestID: (Result<JSONValue, ResponseError>) -> Void] = [:]
    private var outgoingNumber = 0
    /// Whether the client answers `workspace/configuration` (settings are then pulled).
    private var pullsConfiguration = false
    /// Whether the client lets the server ask it to watch files (`didChangeWatchedFiles` dynamic registration).
    private var registersWatchers = false
    /// The project's settings: `.lifeline.json` at the first workspace root that has one (defaults
    /// without), with `folder` set to that root so its `exclude` patterns mean what they say.
    private var fileSettings = Settings()
    /// The client's settings, key by key as it last gave each (`initializationOptions`,
    /// `didChangeConfiguration`, `workspace/configuration`); they apply on top of `fileSettings`.
    private var clientSettings: [String: JSONValue] = [:]
    /// Whether the client opens addresses for us (`window/showDocument`).
    private var showsDocuments = false
    /// Whether the client applies edits we send (`workspace/applyEdit`).
    private var appliesEdits = false
    /// The client shows a code action it cannot take, with the reason (`codeAction.disabledSupport`).
    private var showsDisabledActions = false
    /// The lifecycle visualizer, started on the first `lifeline.visualize` and kept for the session.
    private var visualizer: (server: HTTPServer, service: Service)?
    /// From the settings: who may frame the visualizer's page (an editor's webview scheme).
    private var frameAncestors: Set<String> = []
    /// Where simulations run: with an executable (`lifeline lsp` gives its own), in `lifeline worker`
    /// processes, so a fault in the simulator ends a worker and never this server; nil runs them in
    /// this process (in-process tests). Set before `initialize`.
    public var workerExecutable: String? {
        didSet {
            hoverWorker = workerExecutable.map { executable in
                WorkerClient(executable: executable, arguments: ["worker", "hover"], name: "simulation worker") { [weak self] level, line in
                    self?.log(level == .warning ? .warning : .info, line)
                }
            }
        }
    }
    private var hoverWorker: WorkerClient?
    /// Where hovers wait for their simulations, one at a time (the worker runs one job at a time).
    private let simulationQueue = DispatchQueue(label: "lifeline.hover-simulations")
    /// Hovers whose simulations have not been answered yet (read and written on the server's thread).
    private var hoversSimulating = 0
    /// How long a hover waits for its simulation.
    public var hoverSimulationTimeout: Double = 10
    /// How long a code action on a class waits for its migration's simulation before it is offered
    /// without one (seconds): a code-action request blocks the requests behind it.
    public var migrationSimulationTimeout: Double = 3
    /// Views whose simulation failed, for the documents as they were then (the workspace's epoch):
    /// their code lens says so.
    private var simulationFailures: (epoch: UInt64, views: [String: String]) = (0, [:])
    /// `$/setTrace`: "off", "messages" or "verbose".
    public private(set) var trace = "off"
    /// Messages at this level or more severe also go to `logSink` (stderr for `lifeline lsp`).
    public var logLevel: LogLevel = .warning
    public var logSink: ((String) -> Void)?

    private func progress(_ token: JSONValue, _ value: [String: JSONValue]) {
        send(MessageFramer.frame(OutgoingMessage.notification(method: "$/progress", params: JSONValue.object(["token": token, "value": .object(value)]))))
    }

    public init(send: @escaping ([UInt8]) -> Void) {
        self.send = send
    }

    /// A framing problem: logged to the client, nothing else.
    public func framingError(_ error: MessageFramer.FramingError) {
        log(.warning, "lifeline: \(error)")
    }

    /// Serves the messages of `inbox` until `exit` or the end of input, and returns the exit
    /// status. Diagnostics are published once no message has come for `debounce` seconds; by
    /// default as soon as no message is waiting, so a burst of changes read together gives one
    /// publication for the last version, and a single change is answered at once.
    /// Right after answering a request, the wait is at least `afterRequest` seconds: a client that
    /// just got an answer often asks again at once (hovers down a file just opened), and that next
    /// question should not wait behind the file's diagnostics.
    /// A request whose verdict is set (see `Inbox`) is answered with that error, not computed.
    public func serve(_ inbox: Inbox, debounce: Double = 0, afterRequest: Double = Server.afterRequestGrace, flushAtEnd: Bool = true) -> Int32 {
        self.inbox = inbox
        defer { self.inbox = nil }
        var answeredRequest = false
        while true {
            var timeout: Double? = hasPendingDiagnostics ? (answeredRequest ? max(debounce, afterRequest) : debounce) : nil
            if timeout == nil, let warmDue { timeout = max(0, Server.seconds(warmDue - ContinuousClock.now)) }
            switch inbox.take(timeout: timeout) {
            case .timeout:
                if hasPendingDiagnostics {
                    flushDiagnostics()
                } else if let due = warmDue, ContinuousClock.now >= due {
                    warmWorker()
                }
            case .closed:
                if flushAtEnd { flushDiagnostics() }
                return exitStatus ?? 1
            case .item(.framingError(let error), _):
                framingError(error)
            case .item(.task(let work), _):
                work()
            case .item(.message(let decoded), let verdict):
                if case .success(.request) = decoded { answeredRequest = true } else { answeredRequest = false }
                if let verdict, state == .running, case .success(.request(let id, _, _)) = decoded {
                    reply(id, error: verdict)
                } else {
                    handle(decoded: decoded)
                }
                if let status = exitStatus { return status }
            }
        }
    }

    /// Handles messages that arrived together, as `serve` would: a request that a later message
    /// cancels gets `RequestCancelled`, one whose document a later message changes gets
    /// `ContentModified`. Diagnostics stay pending (`flushDiagnostics` publishes them).
    public func handle(batch bodies: [[UInt8]]) {
        let inbox = Inbox()
        inbox.put(contentsOf: bodies.map { .message(IncomingMessage.decode($0)) })
        inbox.close()
        _ = serve(inbox, flushAtEnd: false)
    }

    public func handle(_ body: [UInt8]) {
        handle(decoded: IncomingMessage.decode(body))
    }

    private func handle(decoded: Result<IncomingMessage, DecodingFailure>) {
        switch decoded {
        case .failure(let failure):
            reply(failure.id, error: failure.error)
        case .success(.request(let id, let method, let params)):
            request(id: id, method: method, params: params)
        case .success(.notification(let method, let params)):
            notification(method: method, params: params)
        case .success(.response(let id, let result, let error)):
            guard let id, let callback = awaitingResponse.removeValue(forKey: id) else { return }
            if let error { callback(.failure(error)) } else { callback(.success(result ?? .null)) }
        }
    }

    // MARK: Requests

    private func request(id: RequestID, method: String, params: JSONValue?) {
        switch state {
        case .uninitialized where method != "initialize":
            return reply(id, error: ResponseError(code: ErrorCode.serverNotInitialized, message: "Server not initialized: send initialize first"))
        case .shuttingDown, .exited:
            return reply(id, error: ResponseError(code: ErrorCode.invalidRequest, message: "Invalid request: the server is shutting down"))
        default:
            break
        }
        let started = ContinuousClock.now
        defer {
            let milliseconds = Server.seconds(ContinuousClock.now - started) * 1000
            let message = "\(method) (id \(id)) answered in \(String(format: "%.1f", milliseconds)) ms"
            log(.debug, "lifeline: " + message)
            if trace != "off" {
                var traced: [String: JSONValue] = ["message": .string(message)]
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                if trace == "verbose", let given = try? encoder.encode(params ?? .null) {
                    traced["verbose"] = .string("params: " + String(decoding: given.prefix(4000), as: UTF8.self))
                }
                send(MessageFramer.frame(OutgoingMessage.notification(method: "$/logTrace", params: JSONValue.object(traced))))
            }
        }
        do {
            switch method {
            case "initialize": try initialize(id, params)
            case "shutdown":
                // Hovers still simulating are answered first: their simulations end (each within
                // its time limit), and their answers are sent before this one.
                simulationQueue.sync {}
                for answer in inbox?.takeAnswers() ?? [] { answer() }
                state = .shuttingDown
                reply(id, result: JSONValue.null)
            case "textDocument/hover": try hover(id, params)
            case "textDocument/codeAction": try codeActions(id, params)
            case "textDocument/documentSymbol": try documentSymbols(id, params)
            case "textDocument/inlayHint": try inlayHints(id, params)
            case "textDocument/codeLens": try codeLenses(id, params)
            case "workspace/executeCommand": try executeCommand(id, params)
            default:
                reply(id, error: ResponseError(code: ErrorCode.methodNotFound, message: "Method not found: \(method)"))
            }
        } catch let error as ResponseError {
            reply(id, error: error)
        } catch {
            reply(id, error: ResponseError(code: ErrorCode.internalError, message: "Internal error: \(error)"))
        }
    }

    private func initialize(_ id: RequestID, _ params: JSONValue?) throws {
        guard state == .uninitialized else {
            throw ResponseError(code: ErrorCode.invalidRequest, message: "Invalid request: initialize was already sent")
        }
        guard case .object? = params else { throw Server.invalidParams("initialize needs an object") }
        // UTF-8 positions when the client offers them, else LSP's default UTF-16.
        if case .array(let encodings)? = params?["capabilities"]?["general"]?["positionEncodings"] {
            utf8Positions = encodings.contains(.string("utf-8"))
        }
        if case .array(let folders)? = params?["workspaceFolders"] {
            roots = folders.compactMap { folder in folder["uri"].flatMap { if case .string(let uri) = $0 { return Server.path(fromURI: uri) } else { return nil } } }
        } else if case .string(let uri)? = params?["rootUri"], let path = Server.path(fromURI: uri) {
            roots = [path]
        }
        loadConfigurationFile()
        if let options = params?["initializationOptions"] { applySettings(options) }
        workDoneProgress = params?["capabilities"]?["window"]?["workDoneProgress"] == .bool(true)
        pullsConfiguration = params?["capabilities"]?["workspace"]?["configuration"] == .bool(true)
        registersWatchers = params?["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"] == .bool(true)
        showsDocuments = params?["capabilities"]?["window"]?["showDocument"]?["support"] == .bool(true)
        appliesEdits = params?["capabilities"]?["workspace"]?["applyEdit"] == .bool(true)
        showsDisabledActions = params?["capabilities"]?["textDocument"]?["codeAction"]?["disabledSupport"] == .bool(true)
        if case .string(let value)? = params?["trace"] { setTrace(value) }
        state = .running
        let result: JSONValue = .object([
            "capabilities": .object([
                "positionEncoding": .string(utf8Positions ? "utf-8" : "utf-16"),
                "textDocumentSync": .object(["openClose": .bool(true), "change": .int(2), "save": .bool(true)]),
                "hoverProvider": .bool(true),
                "codeActionProvider": .object(["codeActionKinds": .array([.string("quickfix"), .string("refactor.rewrite")])]),
                "documentSymbolProvider": .bool(true),
                "inlayHintProvider": .bool(true),
                "codeLensProvider": .object(["resolveProvider": .bool(false)]),
                "executeCommandProvider": .object(["commands": .array([.string("lifeline.ownership"), .string("lifeline.visualize"), .string("lifeline.viewAt")])]),
                "workspace": .object(["workspaceFolders": .object(["supported": .bool(true), "changeNotifications": .bool(true)])]),
            ]),
            "serverInfo": .object(["name": .string("lifeline")]),
        ])
        reply(id, result: result)
    }

    private func hover(_ id: RequestID, _ params: JSONValue?) throws {
        let (path, position) = try Server.documentPosition(params)
        let snapshot = workspace.snapshot()
        guard let source = snapshot.source(path) else { return reply(id, result: JSONValue.null) }
        let offset = self.offset(position, in: source)
        // A model property's simulation runs in the worker, waited for on another thread: the
        // server goes on answering meanwhile. A change of the document or a cancellation stops
        // the simulation and answers the hover with that error.
        if let hoverWorker, let inbox, let (view, property) = snapshot.property(at: offset, in: path), snapshot.isModelProperty(property) {
            let job = WorkerJob()
            if let deferred = inbox.deferCurrent(onVerdict: { job.cancel() }) {
                let request = HoverWorkerService.Request(path: path, offset: offset)
                let payload = Array((try? JSONEncoder().encode(request)) ?? Data())
                let documents = FrozenDocuments(workspace)
                let timeout = hoverSimulationTimeout
                // The answer is made on the server's thread (the task), never on this one.
                let server = ServerReference(server: self)
                hoversSimulating += 1
                simulationQueue.async {
                    let outcome = hoverWorker.run(kind: HoverWorkerService.simulateKind, payload: payload, documents: documents, timeout: timeout, job: job)
                    inbox.finishDeferred(deferred) {
                        guard let self = server.server else { return }
                        self.hoversSimulating -= 1
                        if let verdict = deferred.verdict { return self.reply(id, error: verdict) }
                        let section = self.section(from: outcome, view: view, epoch: documents.documentEpoch)
                        self.sendHover(id, snapshot.hover(at: offset, in: path) { _, _ in section }, in: source)
                    }
                }
                return
            }
        }
        let hover = snapshot.hover(at: offset, in: path) { view, property in
            self.simulatedSection(view: view, property: property, at: offset, in: path, snapshot: snapshot)
        }
        sendHover(id, hover, in: source, checkingVerdict: true)
    }

    private func sendHover(_ id: RequestID, _ hover: Hover?, in source: SourceText, checkingVerdict: Bool = false) {
        guard let hover else {
            return checkingVerdict ? reply(id, result: JSONValue.null) : send(MessageFramer.frame(OutgoingMessage.response(id: id, result: JSONValue.null)))
        }
        var fields: [String: JSONValue] = [
            "contents": .object(["kind": .string("markdown"), "value": .string(hover.markdown)]),
            "range": range(hover.range, in: source),
        ]
        // Where the simulation started, for clients and `bench lsp` (see lsp-extensions.md).
        switch hover.simulated {
        case .lines(_, let origin)?: fields["lifeline"] = .object(["simulation": .string(origin.rawValue)])
        case .notSimulated?: fields["lifeline"] = .object(["simulation": .string("none")])
        case .failed?: fields["lifeline"] = .object(["simulation": .string("failed")])
        case nil: break
        }
        let result = JSONValue.object(fields)
        if checkingVerdict { reply(id, result: result) } else { send(MessageFramer.frame(OutgoingMessage.response(id: id, result: result))) }
    }

    /// The Simulated section a worker's answer gives; a failure is remembered for the view's code
    /// lens (while the documents are as they were).
    private func section(from outcome: Result<[UInt8], WorkerFailure>, view: ViewType, epoch: UInt64) -> SimulatedSection {
        switch outcome {
        case .success(let bytes):
            if let section = try? JSONDecoder().decode(SimulatedSection.self, from: Data(bytes)) { return section }
            return .failed("the simulation worker answered something unreadable")
        case .failure(let failure):
            if epoch == workspace.epoch {
                if simulationFailures.epoch != workspace.epoch { simulationFailures = (workspace.epoch, [:]) }
                if failure != WorkerJob.cancelled { simulationFailures.views[view.name] = failure.description }
            }
            return .failed(failure.description)
        }
    }

    /// The hover's Simulated section: from the worker, which mirrors the documents this snapshot
    /// was made of; a failure is remembered for the view's code lens.
    private func simulatedSection(view: ViewType, property: ViewProperty, at offset: Int, in path: String, snapshot: Snapshot) -> SimulatedSection {
        guard let hoverWorker else { return snapshot.simulatedSection(view: view, property: property) }
        let request = HoverWorkerService.Request(path: path, offset: offset)
        let outcome = hoverWorker.run(
            kind: HoverWorkerService.simulateKind, payload: Array((try? JSONEncoder().encode(request)) ?? Data()),
            documents: WorkspaceDocuments(workspace: workspace), timeout: hoverSimulationTimeout)
        return section(from: outcome, view: view, epoch: workspace.epoch)
    }

    /// The path and range of a request on a range of a document.
    private func documentRange(_ params: JSONValue?) throws -> (String, Snapshot, SourceText, Range<Int>) {
        guard case .string(let uri)? = params?["textDocument"]?["uri"], let path = Server.path(fromURI: uri),
            let start = Server.position(params?["range"]?["start"]), let end = Server.position(params?["range"]?["end"])
        else { throw Server.invalidParams("expected textDocument.uri and range") }
        let snapshot = workspace.snapshot()
        guard let source = snapshot.source(path) else { throw ResponseError(code: ErrorCode.requestFailed, message: "\(path) is not in the workspace") }
        let lower = offset(start, in: source)
        return (path, snapshot, source, lower..<max(lower, offset(end, in: source)))
    }

    private func codeActions(_ id: RequestID, _ params: JSONValue?) throws {
        let (path, snapshot, source, range) = try documentRange(params)
        var actions: [JSONValue] = []
        for fix in snapshot.quickFixes(path, range: range) {
            actions.append(.object([
                "title": .string(fix.title),
                "kind": .string("quickfix"),
                "isPreferred": .bool(fix.isPreferred),
                "diagnostics": .array([.object(["range": self.range(fix.diagnosticRange, in: source), "code": .string(fix.rule), "source": .string("lifeline"), "message": .string(fix.title)])]),
                "edit": workspaceEdit(fix.edits, in: snapshot),
            ]))
        }
        var refactorings = snapshot.checkedWrapperConversions(at: range.lowerBound, in: path)
        if let modelClass = snapshot.observableObjectClass(at: range.lowerBound, in: path), let migration = checkedMigration(modelClass.key, snapshot: snapshot) {
            refactorings.append(migration)
        }
        for refactoring in refactorings {
            if let reason = refactoring.withheld {
                // Shown greyed out with its reason where the client can (LSP 3.16 `disabled`);
                // left out elsewhere, since it has no edit to offer.
                guard showsDisabledActions else { continue }
                actions.append(.object([
                    "title": .string(refactoring.title),
                    "kind": .string("refactor.rewrite"),
                    "disabled": .object(["reason": .string(reason)]),
                ]))
                continue
            }
            actions.append(.object([
                "title": .string(refactoring.title),
                "kind": .string("refactor.rewrite"),
                "edit": workspaceEdit(refactoring.edits, in: snapshot),
            ]))
        }
        reply(id, result: JSONValue.array(actions))
    }

    /// The migration of a class to `@Observable`, simulated before and after: in the worker, which
    /// mirrors this snapshot's documents, so that a fault in the simulator never ends the server;
    /// the edits are this snapshot's own. When the worker fails or runs out of time, the migration
    /// is offered as its premises allow, with no claim of a simulation in its title.
    private func checkedMigration(_ className: TypeKey, snapshot: Snapshot) -> Refactoring? {
        let toolchain = workspace.settings.toolchain
        guard let hoverWorker else { return snapshot.migrationToObservable(className, toolchain: toolchain, simulate: true) }
        guard let plain = snapshot.migrationToObservable(className, toolchain: toolchain, simulate: false) else { return nil }
        if plain.withheld != nil { return plain }
        let request = HoverWorkerService.MigrationRequest(className: className.rawValue, toolchain: toolchain.rawValue)
        let outcome = hoverWorker.run(
            kind: HoverWorkerService.migrationKind, payload: Array((try? JSONEncoder().encode(request)) ?? Data()),
            documents: WorkspaceDocuments(workspace: workspace), timeout: migrationSimulationTimeout)
        guard case .success(let bytes) = outcome, let answer = try? JSONDecoder().decode(HoverWorkerService.MigrationAnswer.self, from: Data(bytes)) else {
            return plain
        }
        return Refactoring(title: answer.title, edits: plain.edits, kind: plain.kind, withheld: answer.withheld)
    }

    /// A `WorkspaceEdit` (`changes` by document URI) of edits in UTF-8 offsets.
    private func workspaceEdit(_ edits: [(path: String, range: Range<Int>, newText: String)], in snapshot: Snapshot) -> JSONValue {
        var changes: [String: [JSONValue]] = [:]
        for edit in edits {
            guard let source = snapshot.source(edit.path) else { continue }
            changes[Server.uri(fromPath: edit.path), default: []].append(.object(["range": range(edit.range, in: source), "newText": .string(edit.newText)]))
        }
        return .object(["changes": .object(changes.mapValues { .array($0) })])
    }

    private func documentSymbols(_ id: RequestID, _ params: JSONValue?) throws {
        guard case .string(let uri)? = params?["textDocument"]?["uri"], let path = Server.path(fromURI: uri) else {
            throw Server.invalidParams("expected textDocument.uri")
        }
        let snapshot = workspace.snapshot()
        guard let source = snapshot.source(path) else { return reply(id, result: JSONValue.array([])) }
        func encode(_ symbol: Symbol) -> JSONValue {
            let kind: Int
            switch symbol.kind {
            case .view: kind = 23
            case .modelClass: kind = 5
            case .property: kind = 7
            }
            var object: [String: JSONValue] = [
                "name": .string(symbol.name), "kind": .int(kind),
                "range": range(symbol.range, in: source), "selectionRange": range(symbol.selectionRange, in: source),
                "children": .array(symbol.children.map(encode)),
            ]
            if let detail = symbol.detail { object["detail"] = .string(detail) }
            return .object(object)
        }
        reply(id, result: JSONValue.array(snapshot.symbols(path).map(encode)))
    }

    private func inlayHints(_ id: RequestID, _ params: JSONValue?) throws {
        let (path, snapshot, source, range) = try documentRange(params)
        let hints: [JSONValue] = snapshot.inlayHints(path, range: range).map { hint in
            .object([
                "position": self.range(hint.offset..<hint.offset, in: source)["start"] ?? .null,
                "label": .string(hint.label),
                "paddingLeft": .bool(true),
                "tooltip": .string(hint.tooltip),
            ])
        }
        reply(id, result: JSONValue.array(hints))
    }

    // MARK: Notifications

    private func notification(method: String, params: JSONValue?) {
        if method == "exit" {
            visualizer?.server.stop()
            visualizer = nil
            hoverWorker?.stop()
            exitStatus = state == .shuttingDown ? 0 : 1
            state = .exited
            return
        }
        guard state == .running else { return }
        switch method {
        case "initialized":
            indexRoots()
            prepareInjections()
            // The worker reads the workspace and lowers it while the editor is still opening files.
            hoverWorker?.warm(kind: HoverWorkerService.prepareKind, payload: [], documents: WorkspaceDocuments(workspace: workspace))
            if pullsConfiguration { pullConfiguration() }
            // Clients that watch only what they are asked to (Neovim, Emacs' Eglot) are asked to
            // report changes of the project's .lifeline.json, which the server then reads again.
            if registersWatchers {
                // And the build descriptions' files, whose targets and platforms the model reads.
                let watchers: [JSONValue] = ["**/" + ConfigurationFile.name, "**/project.pbxproj", "**/*.xcconfig", "**/project.yml"].map {
                    .object(["globPattern": .string($0)])
                }
                let registration: JSONValue = .object([
                    "id": .string("lifeline-configuration"), "method": .string("workspace/didChangeWatchedFiles"),
                    "registerOptions": .object(["watchers": .array(watchers)]),
                ])
                request("client/registerCapability", .object(["registrations": .array([registration])])) { [weak self] answer in
                    if case .failure(let error) = answer {
                        self?.log(.info, "lifeline: the client does not watch \(ConfigurationFile.name): \(error.message)")
                    }
                }
            }
        case "textDocument/didOpen":
            guard let document = params?["textDocument"], case .string(let uri)? = document["uri"], let path = Server.path(fromURI: uri),
                case .string(let text)? = document["text"]
            else { return log(.warning, "lifeline: didOpen without a text document") }
            let version: Int
            if case .int(let number)? = document["version"] { version = number } else { version = 0 }
            workspace.set(path: path, bytes: Array(text.utf8), version: version, isOpen: true)
            scheduleDiagnostics(path)
        case "textDocument/didChange":
            didChange(params)
        case "textDocument/didClose":
            guard case .string(let uri)? = params?["textDocument"]?["uri"], let path = Server.path(fromURI: uri) else { return }
            workspace.close(path: path, diskBytes: FileManager.default.contents(atPath: path).map { Array($0) })
            scheduleDiagnostics(path)
        case "workspace/didChangeConfiguration":
            // Clients that answer workspace/configuration may send no settings here: ask.
            if let settings = params?["settings"], settings != .null { applySettings(settings) }
            republishOpenDocuments()
            if pullsConfiguration { pullConfiguration() }
        case "$/setTrace":
            guard case .string(let value)? = params?["value"] else { return log(.warning, "lifeline: $/setTrace without a value") }
            setTrace(value)
        case "workspace/didChangeWatchedFiles":
            guard case .array(let changes)? = params?["changes"] else { return }
            for change in changes {
                guard case .string(let uri)? = change["uri"], let path = Server.path(fromURI: uri) else { continue }
                if roots.contains(where: { path == ($0 as NSString).appendingPathComponent(ConfigurationFile.name) }) {
                    loadConfigurationFile()
                    continue
                }
                guard path.hasSuffix(".swift") || Workspace.isBuildFile(path) else { continue }
                if workspace.document(path)?.isOpen == true { continue }
                if change["type"] == .int(3) {
                    workspace.remove(path: path)
                } else if let data = FileManager.default.contents(atPath: path) {
                    workspace.set(path: path, bytes: Array(data), version: 0, isOpen: false)
                }
            }
            republishOpenDocuments()
        case "workspace/didChangeWorkspaceFolders":
            let event = params?["event"]
            if case .array(let removed)? = event?["removed"] {
                for folder in removed {
                    guard case .string(let uri)? = folder["uri"], let root = Server.path(fromURI: uri) else { continue }
                    roots.removeAll { $0 == root }
                    for path in workspace.documents.keys where path.hasPrefix(root + "/") && workspace.document(path)?.isOpen != true {
                        workspace.remove(path: path)
                    }
                }
            }
            if case .array(let added)? = event?["added"] {
                let newRoots = added.compactMap { folder -> String? in
                    guard case .string(let uri)? = folder["uri"] else { return nil }
                    return Server.path(fromURI: uri)
                }
                roots += newRoots
                index(newRoots)
            }
            // The first root with a configuration may have changed.
            loadConfigurationFile()
            republishOpenDocuments()
        default:
            // `$/cancelRequest` was seen by the inbox when it arrived (see `Inbox`); `didSave`
            // needs nothing: the text was already current.
            break
        }
    }

    private func didChange(_ params: JSONValue?) {
        guard case .string(let uri)? = params?["textDocument"]?["uri"], let path = Server.path(fromURI: uri),
            var document = workspace.document(path), case .array(let changes)? = params?["contentChanges"]
        else { return log(.warning, "lifeline: didChange for a document that is not open") }
        for change in changes {
            guard case .string(let text)? = change["text"] else { continue }
            if let range = change["range"], let start = Server.position(range["start"]), let end = Server.position(range["end"]) {
                let source = SourceText(document.bytes)
                let lower = offset(start, in: source)
                let upper = max(lower, offset(end, in: source))
                document.bytes.replaceSubrange(lower..<upper, with: Array(text.utf8))
            } else {
                document.bytes = Array(text.utf8)
            }
        }
        if case .int(let version)? = params?["textDocument"]?["version"] { document.version = version }
        workspace.set(path: path, bytes: document.bytes, version: document.version, isOpen: true)
        scheduleDiagnostics(path)
    }

    private func publishDiagnostics(_ path: String) {
        let snapshot = workspace.snapshot()
        var items: [JSONValue] = []
        if let source = snapshot.source(path) {
            for diagnostic in snapshot.diagnostics(path) {
                let severity: Int
                switch diagnostic.severity {
                case .error: severity = 1
                case .warning: severity = 2
                case .info: severity = 3
                }
                var item: [String: JSONValue] = [
                    "range": range(diagnostic.range, in: source),
                    "severity": .int(severity),
                    "code": .string(diagnostic.rule),
                    // LSP 3.16: a link the editor shows on the code, to the rule's published section.
                    "codeDescription": .object(["href": .string(RulesDocument.url(for: diagnostic.rule))]),
                    "source": .string("lifeline"),
                    "message": .string(diagnostic.message),
                ]
                // LSP's `data` (kept by clients for the diagnostic's code actions): the premises, as
                // `--format json` gives them.
                if !diagnostic.premises.isEmpty {
                    item["data"] = .object([
                        "premises": .array(diagnostic.premises.map {
                            .object(["id": .string($0.id), "established": .bool($0.established), "evidence": .string($0.evidence)])
                        })
                    ])
                }
                items.append(.object(item))
            }
        }
        var params: [String: JSONValue] = ["uri": .string(Server.uri(fromPath: path)), "diagnostics": .array(items)]
        if let version = snapshot.version(path), workspace.document(path)?.isOpen == true { params["version"] = .int(version) }
        send(MessageFramer.frame(OutgoingMessage.notification(method: "textDocument/publishDiagnostics", params: JSONValue.object(params))))
    }

    /// Settings from the client, from `initializationOptions` or `didChangeConfiguration`, under a
    /// `lifeline` key (how editors namespace them) or at the top level: the keys of `.lifeline.json`,
    /// read by the same code as the file and applied on top of it, and two of the editor's own
    /// (`frameAncestors`, `simulationTimeout`). A key the client gives replaces what it gave before
    /// for that key; a key with a mistake is logged and left out.
    private func applySettings(_ given: JSONValue) {
        let value = given["lifeline"] ?? given
        if case .array(let sources)? = value["frameAncestors"] {
            frameAncestors = Set(sources.compactMap { if case .string(let source) = $0 { return source } else { return nil } })
        }
        switch value["simulationTimeout"] {
        case .int(let seconds)? where seconds > 0: hoverSimulationTimeout = Double(min(seconds, 3600))
        case .double(let seconds)? where seconds > 0 && seconds.isFinite: hoverSimulationTimeout = min(seconds, 3600)
        case nil, .null?: break
        default: log(.warning, "lifeline: simulationTimeout must be a positive number of seconds")
        }
        guard case .object(let table) = value else { return }
        for (key, setting) in table where setting != .null { clientSettings[key] = setting }
        updateSettings(reportingClientProblems: true)
    }

    /// Reads `.lifeline.json` at the first workspace root that has one. A mistake in it is logged,
    /// never fatal: each key with a mistake is left out, the others apply.
    private func loadConfigurationFile() {
        var settings = Settings()
        settings.folder = roots.first
        for root in roots {
            let path = (root as NSString).appendingPathComponent(ConfigurationFile.name)
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            settings.folder = root
            for problem in ConfigurationFile.readLeniently(Array(data), source: path, into: &settings) { log(.warning, problem) }
            break
        }
        fileSettings = settings
        updateSettings(reportingClientProblems: false)
    }

    /// The workspace's settings: the project's file, then the client's settings on top.
    private func updateSettings(reportingClientProblems: Bool) {
        var settings = fileSettings
        if !clientSettings.isEmpty {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let bytes = Array((try? encoder.encode(JSONValue.object(clientSettings))) ?? Data("{}".utf8))
            let problems = ConfigurationFile.readLeniently(bytes, source: "the client's settings", ignoringUnknownKeys: true, into: &settings)
            if reportingClientProblems { for problem in problems { log(.warning, problem) } }
        }
        workspace.settings = settings
    }

    /// Asks the client for the `lifeline` section of its settings (LSP `workspace/configuration`).
    private func pullConfiguration() {
        request("workspace/configuration", .object(["items": .array([.object(["section": .string("lifeline")])])])) { [weak self] answer in
            guard let self else { return }
            switch answer {
            case .success(.array(let values)):
                guard let value = values.first, value != .null else { return }
                self.applySettings(value)
                self.republishOpenDocuments()
            case .success:
                self.log(.warning, "lifeline: workspace/configuration answered with something other than an array")
            case .failure(let error):
                self.log(.info, "lifeline: the client did not give its settings: \(error.message)")
            }
        }
    }

    private func setTrace(_ value: String) {
        guard ["off", "messages", "verbose"].contains(value) else { return log(.warning, "lifeline: unknown trace value '\(value)'") }
        trace = value
    }

    private func republishOpenDocuments() {
        for path in workspace.documents.keys where workspace.document(path)?.isOpen == true { scheduleDiagnostics(path) }
    }

    /// Diagnostics wait until the client pauses: a burst of changes gives one publication per
    /// document, for its latest version. `lifeline lsp` flushes when no input has come for a
    /// moment; `flushDiagnostics` does it now.
    private func scheduleDiagnostics(_ path: String) {
        pendingDiagnostics.insert(path)
    }

    /// Publishes the diagnostics of every document changed since the last flush.
    public func flushDiagnostics() {
        let paths = pendingDiagnostics.sorted()
        pendingDiagnostics = []
        for path in paths { publishDiagnostics(path) }
        // Once no message waits (and `warmDelayMilliseconds` later), the worker takes the changes
        // and lowers them, so the next hover only simulates.
        if !paths.isEmpty { warmDue = ContinuousClock.now + .milliseconds(Server.warmDelayMilliseconds) }
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// How long after the last published diagnostics the worker is given the changes: long enough
    /// that while the user types (a change every few hundred milliseconds at most) the worker
    /// stays idle and the diagnostics have both cores, short enough that a pause to hover finds
    /// the work done. Measured with `bench lsp`: with no delay, change-to-diagnostics p99 rose from
    /// 25 to 40 ms on two cores, and a hover right after a full rebuild waited for the warm-up.
    static let warmDelayMilliseconds = 250

    /// How long diagnostics wait after a request is answered, for the client's next request (see
    /// `serve`). Measured with `bench lsp --every-property` on Swiftfin: with none, the second
    /// hover in a file just opened waited about 7 ms behind that file's diagnostics (later hovers
    /// p99 5.9 ms); with 10 ms, p99 under 2 ms. A change (a notification) is still published at once.
    public static let afterRequestGrace = 0.010
    private var warmDue: ContinuousClock.Instant?

    private func warmWorker() {
        warmDue = nil
        if let hoverWorker, hoverWorker.isRunning {
            hoverWorker.warm(kind: HoverWorkerService.prepareKind, payload: [], documents: WorkspaceDocuments(workspace: workspace), start: false)
        }
        prepareInjections()
    }

    /// Finds the workspace's injections on another thread, which the first hover of an environment
    /// property would otherwise find while the user waits (a walk of every file that may inject:
    /// 150 to 250 ms on 2,000 screens). The model's copies share them; a hover that comes first
    /// waits for the same work under the index's lock.
    private func prepareInjections() {
        let model = workspace.snapshot().model
        DispatchQueue.global(qos: .utility).async { _ = model.injectionIndex }
    }

    /// Whether diagnostics wait to be published.
    public var hasPendingDiagnostics: Bool { !pendingDiagnostics.isEmpty }

    private func codeLenses(_ id: RequestID, _ params: JSONValue?) throws {
        guard case .string(let uri)? = params?["textDocument"]?["uri"], let path = Server.path(fromURI: uri) else {
            throw Server.invalidParams("expected textDocument.uri")
        }
        // A lens says when a hover's simulation of its view failed: with hovers still simulating,
        // it is answered after them (the queue runs in order), so it sees what they found.
        if hoversSimulating > 0, let inbox, let deferred = inbox.deferCurrent(onVerdict: {}) {
            let server = ServerReference(server: self)
            simulationQueue.async {
                inbox.finishDeferred(deferred) {
                    guard let self = server.server else { return }
                    if let verdict = deferred.verdict { return self.reply(id, error: verdict) }
                    self.send(MessageFramer.frame(OutgoingMessage.response(id: id, result: self.lenses(uri: uri, path: path))))
                }
            }
            return
        }
        reply(id, result: lenses(uri: uri, path: path))
    }

    /// The code lenses of a document: ownership summaries and "Visualize lifecycle" on each view.
    private func lenses(uri: String, path: String) -> JSONValue {
        let snapshot = workspace.snapshot()
        guard let source = snapshot.source(path) else { return JSONValue.array([]) }
        var lenses: [JSONValue] = snapshot.ownershipSummaries(path).map { summary in
            .object([
                "range": range(summary.range, in: source),
                "command": .object(["title": .string(summary.title), "command": .string("lifeline.ownership"), "arguments": .array([.string(summary.key.rawValue)])]),
            ])
        }
        // "Visualize lifecycle" over every view of the document; it says so when a hover's
        // simulation of the view failed on these documents.
        let failures = simulationFailures.epoch == workspace.epoch ? simulationFailures.views : [:]
        for symbol in snapshot.symbols(path) where symbol.kind == .view {
            let title = failures[symbol.name] == nil ? "Visualize lifecycle" : "Visualize lifecycle (its simulation failed: see the hover)"
            lenses.append(.object([
                "range": range(symbol.selectionRange, in: source),
                "command": .object(["title": .string(title), "command": .string("lifeline.visualize"), "arguments": .array([.string(symbol.name), .string(uri)])]),
            ]))
        }
        return JSONValue.array(lenses)
    }

    /// Sends the editor whole-document replacements (`workspace/applyEdit`) and reports: nil when
    /// applied, else why not. A document open with other text than the visualizer read is refused.
    private func applyInEditor(_ changes: [(path: String, oldText: String, newText: String)], label: String, then finish: @escaping (String?) -> Void) {
        var edits: [String: JSONValue] = [:]
        for change in changes {
            if let document = workspace.document(change.path), document.isOpen, document.bytes != Array(change.oldText.utf8) {
                return finish("\((change.path as NSString).lastPathComponent) has changes the visualizer has not seen; save it and reload the page")
            }
            let old = SourceText(Array(change.oldText.utf8))
            edits[Server.uri(fromPath: change.path)] = .array([.object(["range": range(0..<old.count, in: old), "newText": .string(change.newText)])])
        }
        request("workspace/applyEdit", .object(["label": .string(label), "edit": .object(["changes": .object(edits)])])) { answer in
            switch answer {
            case .success(let result) where result["applied"] == .bool(true): finish(nil)
            case .success(let result):
                if case .string(let reason)? = result["failureReason"] { finish("the editor did not apply it: \(reason)") } else { finish("the editor did not apply it") }
            case .failure(let error): finish("the editor refused: \(error.message)")
            }
        }
    }

    /// Starts the visualizer on the workspace (once) and returns the page's address for a view.
    private func visualize(view: String?, documentPath: String?) throws -> String {
        if visualizer == nil {
            var paths = roots.filter { FileManager.default.fileExists(atPath: $0) }
            if paths.isEmpty, let documentPath, FileManager.default.fileExists(atPath: documentPath) { paths = [documentPath] }
            do {
                let session = try Session(paths: paths.isEmpty ? nil : paths, root: view, toolchain: ToolchainMode(rawValue: workspace.settings.toolchain.rawValue) ?? .xcode26)
                let service = Service(session: session)
                service.frameAncestors = frameAncestors
                if let workerExecutable, let inbox {
                    // The page's requests come on its connection threads; log lines go through
                    // the server's thread.
                    service.useWorker(executable: workerExecutable) { [weak self] line in
                        inbox.put(.task { self?.log(.warning, line) })
                    }
                }
                // "Apply to file" goes through the editor when it applies edits: its buffers, its
                // undo. The page's thread waits while the server's thread asks the editor.
                if appliesEdits, let inbox {
                    service.applyThroughEditor = { [weak self] changes, label in
                        let outcome = EditorOutcome()
                        inbox.put(.task {
                            guard let self else { return outcome.finish("the language server has stopped") }
                            self.applyInEditor(changes, label: label, then: outcome.finish)
                        })
                        return outcome.wait(seconds: 60) ?? "the editor did not answer within 60 s"
                    }
                }
                let server = try HTTPServer { request in service.handle(request) }
                service.port = server.port
                server.start()
                visualizer = (server, service)
                log(.info, "lifeline: the visualizer serves \(paths.isEmpty ? "the built-in example" : paths.joined(separator: ", ")) on 127.0.0.1:\(server.port)")
            } catch {
                throw ResponseError(code: ErrorCode.requestFailed, message: "The visualizer could not start: \(error)")
            }
        }
        guard let visualizer else { throw ResponseError(code: ErrorCode.requestFailed, message: "The visualizer could not start") }
        var address = "http://127.0.0.1:\(visualizer.server.port)\(visualizer.service.pagePath)"
        if let view, let encoded = view.addingPercentEncoding(withAllowedCharacters: .alphanumerics) { address += "?root=" + encoded }
        return address
    }

    /// `{"name", "range", "selectionRange"}` of the view a position of a document is in, or nil.
    private func enclosingView(path: String, position: (line: Int, character: Int)) -> JSONValue? {
        let snapshot = workspace.snapshot()
        guard let source = snapshot.source(path),
            let view = snapshot.view(enclosing: offset(position, in: source), in: path)
        else { return nil }
        return .object(["name": .string(view.name), "range": range(view.range, in: source), "selectionRange": range(view.nameRange, in: source)])
    }

    private func executeCommand(_ id: RequestID, _ params: JSONValue?) throws {
        guard case .string(let command)? = params?["command"] else { throw Server.invalidParams("expected a command") }
        switch command {
        case "lifeline.ownership":
            guard case .array(let arguments)? = params?["arguments"], case .string(let view)? = arguments.first else {
                throw Server.invalidParams("lifeline.ownership takes a view name")
            }
            let text = workspace.snapshot().ownershipReport(view: view)
            send(MessageFramer.frame(OutgoingMessage.notification(method: "window/showMessage", params: JSONValue.object(["type": .int(3), "message": .string(text)]))))
            reply(id, result: JSONValue.string(text))
        case "lifeline.viewAt":
            // Arguments: [documentUri, position]: the view the position is in, or null.
            guard case .array(let arguments)? = params?["arguments"], arguments.count == 2, case .string(let uri) = arguments[0],
                let path = Server.path(fromURI: uri), let position = Server.position(arguments[1])
            else { throw Server.invalidParams("lifeline.viewAt takes a document URI and a position") }
            reply(id, result: enclosingView(path: path, position: position) ?? .null)
        case "lifeline.visualize":
            // Arguments: [viewName?, documentUri?, position?]; all optional. Without a name, the
            // view at the position is shown.
            var view: String?
            var documentPath: String?
            if case .array(let arguments)? = params?["arguments"] {
                if case .string(let name)? = arguments.first, !name.isEmpty { view = name }
                if arguments.count > 1, case .string(let uri) = arguments[1] { documentPath = Server.path(fromURI: uri) }
                if view == nil, arguments.count > 2, let documentPath, let position = Server.position(arguments[2]),
                    case .string(let name)? = enclosingView(path: documentPath, position: position)?["name"]
                {
                    view = name
                }
            }
            let address = try visualize(view: view, documentPath: documentPath)
            if showsDocuments {
                request("window/showDocument", .object(["uri": .string(address), "external": .bool(true)])) { [weak self] answer in
                    if case .success(let result) = answer, result["success"] == .bool(false) {
                        self?.log(.warning, "lifeline: the editor could not open \(address)")
                    }
                }
            } else {
                send(MessageFramer.frame(OutgoingMessage.notification(method: "window/showMessage", params: JSONValue.object(["type": .int(3), "message": .string("Lifeline visualizer: \(address)")]))))
            }
            // `showDocument`: whether the server asked the editor to open the page, so a client
            // opens it itself only when it was not asked to (no page opened twice).
            reply(id, result: JSONValue.object(["uri": .string(address), "showDocument": .bool(showsDocuments)]))
        default:
            throw ResponseError(code: ErrorCode.invalidParams, message: "Invalid params: unknown command \(command)")
        }
    }

    /// Reads every Swift file under the workspace folders, so cross-file questions have answers.
    private func indexRoots() { index(roots) }

    private func index(_ roots: [String]) {
        // A progress bar in editors that show one (work-done progress).
        progressNumber += 1
        let token = JSONValue.string("lifeline-index-\(progressNumber)")
        if workDoneProgress {
            request("window/workDoneProgress/create", .object(["token": token]))
            progress(token, ["kind": .string("begin"), "title": .string("Lifeline: indexing Swift files"), "cancellable": .bool(false)])
        }
        defer { if workDoneProgress { progress(token, ["kind": .string("end"), "message": .string("indexed")]) } }
        var count = 0
        // Build products, checkouts and vendored code are not the project's (`SkippedFolders`).
        let skipping = Set(workspace.settings.skippedFolders ?? SkippedFolders.defaults)
        for root in roots {
            var found: [String] = []
            FileWalk.walk(
                root, folder: { relative in SkippedFolders.enters(relative, skipping: skipping) ? .enter : .skip },
                // Swift files, and the build descriptions' files (an Xcode project, its .xcconfig
                // files, an XcodeGen spec), which the workspace reads for targets and platforms.
                file: { relative in if relative.hasSuffix(".swift") || Workspace.isBuildFile(relative) { found.append(relative) } })
            for relative in found.sorted() {
                let path = (root as NSString).appendingPathComponent(relative)
                guard workspace.document(path)?.isOpen != true, let data = FileManager.default.contents(atPath: path) else { continue }
                workspace.set(path: path, bytes: Array(data), version: 0, isOpen: false)
                count += 1
                if workDoneProgress && count % 200 == 0 { progress(token, ["kind": .string("report"), "message": .string("\(count) files")]) }
            }
        }
        // Parse and analyse now, so the first request after start-up does not pay for it.
        if workDoneProgress { progress(token, ["kind": .string("report"), "message": .string("analysing \(count) files")]) }
        let snapshot = workspace.snapshot()
        log(.info, "lifeline: indexed \(count) Swift files (\(snapshot.model.views.count) views, \(snapshot.model.models.count) classes)")
    }

    // MARK: Positions

    private func offset(_ position: (line: Int, character: Int), in source: SourceText) -> Int {
        let line = max(0, min(position.line, source.lineCount - 1))
        if utf8Positions { return source.offset(of: SourceText.Position(line: line, column: max(0, position.character))) }
        return source.offset(line: line, utf16Column: max(0, position.character))
    }

    private func range(_ range: Range<Int>, in source: SourceText) -> JSONValue {
        func position(_ offset: Int) -> JSONValue {
            let line = source.line(containing: offset)
            let character = utf8Positions ? source.position(of: offset).column : source.utf16Column(of: offset)
            return .object(["line": .int(line), "character": .int(character)])
        }
        return .object(["start": position(range.lowerBound), "end": position(range.upperBound)])
    }

    static func position(_ value: JSONValue?) -> (line: Int, character: Int)? {
        guard case .int(let line)? = value?["line"], case .int(let character)? = value?["character"] else { return nil }
        return (line, character)
    }

    static func documentPosition(_ params: JSONValue?) throws -> (String, (line: Int, character: Int)) {
        guard case .string(let uri)? = params?["textDocument"]?["uri"], let path = path(fromURI: uri), let position = position(params?["position"]) else {
            throw invalidParams("expected textDocument.uri and position")
        }
        return (path, position)
    }

    static func invalidParams(_ message: String) -> ResponseError {
        ResponseError(code: ErrorCode.invalidParams, message: "Invalid params: \(message)")
    }

    /// `file:///a%20b/c.swift` → `/a b/c.swift`; other schemes are not files Lifeline reads.
    public static func path(fromURI uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        let rest = String(uri.dropFirst("file://".count))
        return rest.removingPercentEncoding ?? rest
    }

    public static func uri(fromPath path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#")
        return "file://" + (path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path)
    }

    // MARK: Output

    /// Severity of a log message, most severe first. `debug` goes only to the log sink.
    public enum LogLevel: Int, Comparable, CaseIterable, Sendable {
        case error = 1, warning, info, debug
        public static func < (a: LogLevel, b: LogLevel) -> Bool { a.rawValue < b.rawValue }
        public var name: String { ["error", "warning", "info", "debug"][rawValue - 1] }
    }

    private func log(_ level: LogLevel, _ message: String) {
        if level <= logLevel, let logSink { logSink("[\(level.name)] \(message)") }
        guard level <= .info else { return }
        send(MessageFramer.frame(OutgoingMessage.notification(method: "window/logMessage", params: JSONValue.object(["type": .int(level.rawValue), "message": .string(message)]))))
    }

    private func reply<Result: Encodable>(_ id: RequestID?, result: Result) {
        // A change or cancellation that arrived while this was computed wins over the answer.
        if let verdict = inbox?.verdictForCurrent() { return reply(id, error: verdict) }
        send(MessageFramer.frame(OutgoingMessage.response(id: id, result: result)))
    }

    /// Sends the client a request; `answered` runs with its response.
    private func request(_ method: String, _ params: JSONValue, answered: @escaping (Result<JSONValue, ResponseError>) -> Void = { _ in }) {
        outgoingNumber += 1
        let id = RequestID.string("lifeline-\(outgoingNumber)")
        awaitingResponse[id] = answered
        send(MessageFramer.frame(OutgoingMessage.request(id: id, method: method, params: params)))
    }

    private func reply(_ id: RequestID?, error: ResponseError) {
        send(MessageFramer.frame(OutgoingMessage.error(id: id, error)))
    }
}

/// The server, as a closure that runs on another thread carries it back to the server's thread
/// (`Inbox.finishDeferred`): only that thread touches it.
private struct ServerReference: @unchecked Sendable {
    weak var server: Server?
}

/// The answer to an edit sent to the editor, waited for on another thread.
private final class EditorOutcome: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var problem: String?

    func finish(_ problem: String?) {
        lock.lock()
        self.problem = problem
        lock.unlock()
        done.signal()
    }

    /// Nil on time-out; else `.some(nil)` when applied, `.some(reason)` when not.
    func wait(seconds: Double) -> String?? {
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        lock.lock()
        defer { lock.unlock() }
        return .some(problem)
    }
}
