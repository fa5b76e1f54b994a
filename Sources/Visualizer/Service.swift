import Features
import Foundation
import Ownership
import Semantics
import Simulator
import Syntax

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
            return .json(sessionInfo())
        case ("GET", "/api/version"):
            return .json(["version": session.diskVersion()])
        case ("POST", "/api/reload"):
            do {
                try session.reload()
                return .json(sessionInfo())
            } catch {
                return .text(409, "\(error)")
            }
        case ("POST", "/api/simulate"):
            guard let body = try? JSONDecoder().decode(SimulateRequest.self, from: Data(request.body)) else {
                return .text(400, "expected JSON: {\"actions\": [\"tap \\\"+1\\\"\"], \"root\": \"View\", \"toolchain\": \"xcode26\", \"whatIf\": []}")
            }
            guard body.actions.count <= 2000 else { return .text(413, "at most 2000 actions") }
            return .json(Worker.shared.run { self.simulate(body) })
        case ("POST", "/api/apply"):
            guard let body = try? JSONDecoder().decode(ApplyRequest.self, from: Data(request.body)) else {
                return .text(400, "expected JSON: {\"whatIf\": [{\"view\": \"V\", \"property\": \"p\", \"wrapper\": \"@StateObject\"}]}")
            }
            do {
                if let editor = applyThroughEditor {
                    let documents = session.current
                    let result = try session.applying(body.whatIf, to: documents)
                    let changes = zip(documents, result.documents).filter { $0.text != $1.text }.map { (path: $0.path, oldText: $0.text, newText: $1.text) }
                    guard !changes.isEmpty else { return .text(409, "nothing to change") }
                    if let problem = editor(changes, result.titles.joined(separator: "; ")) { return .text(409, problem) }
                    // The editor changed its buffers; the page reloads once they are saved.
                    return .json(ApplyResponse(applied: result.titles, session: sessionInfo()))
                }
                let titles = try session.apply(body.whatIf)
                return .json(ApplyResponse(applied: titles, session: sessionInfo()))
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

    // MARK: Session

    struct SessionInfo: Codable {
        var title: String
        var files: [String]
        var roots: [String]
        var root: String?
        var toolchain: String
        var toolchains: [String]
        var version: String
        var writable: Bool
        var sources: [SourceInfo]
    }

    struct SourceInfo: Codable {
        var path: String
        var text: String
        var properties: [PropertyInfo]
        var findings: [FindingInfo]
    }

    struct PropertyInfo: Codable {
        var view: String
        var name: String
        var wrapper: String
        var type: String?
        var ownership: String
        var evidence: [String]
        /// 1-based line; UTF-16 columns of the declaration on it.
        var line: Int
        var start: Int
        var end: Int
        /// Wrappers it can be converted to in the what-if panel.
        var conversions: [String]
    }

    struct FindingInfo: Codable {
        var line: Int
        var column: Int
        var rule: String
        var severity: String
        var message: String
    }

    /// The analysed and lowered workspace for a list of what-ifs, kept while the files are
    /// unchanged: a tap replays the simulation, it does not analyse the workspace again. Used
    /// on the worker thread only.
    private var prepared: [String: (documents: [Session.Document], snapshot: Snapshot, program: Program, titles: [String])] = [:]

    func prepare(_ whatIfs: [Session.WhatIf]) throws -> (documents: [Session.Document], snapshot: Snapshot, program: Program, titles: [String]) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let key = session.version + "|" + String(decoding: (try? encoder.encode(whatIfs)) ?? Data(), as: UTF8.self)
        if let known = prepared[key] { return known }
        var documents = session.current
        var titles: [String] = []
        if !whatIfs.isEmpty {
            let applied = try session.applying(whatIfs, to: documents)
            documents = applied.documents
            titles = applied.titles
        }
        let snapshot = Session.snapshot(documents)
        let made = (documents, snapshot, Program(files: snapshot.files), titles)
        // A few what-ifs of the current files; older versions go.
        if prepared.count >= 4 || prepared.keys.contains(where: { !$0.hasPrefix(session.version + "|") }) { prepared = [:] }
        prepared[key] = made
        return made
    }

    func sessionInfo() -> SessionInfo {
        Worker.shared.run { self.makeSessionInfo() }
    }

    private func makeSessionInfo() -> SessionInfo {
        guard let (documents, snapshot, program, _) = try? prepare([]) else {
            return SessionInfo(title: "", files: [], roots: [], root: nil, toolchain: session.defaultToolchain.rawValue, toolchains: [], version: session.version, writable: false, sources: [])
        }
        let roots = Simulation.rootCandidates(in: program)
        // Asked for, else the top of the tree: a view no other view builds (the first such).
        let top = roots.first { name in !snapshot.model.constructionSites(of: name).contains { snapshot.model.views[$0.parent] != nil || snapshot.model.view(named: $0.parent) != nil } }
        let root = session.defaultRoot.flatMap { roots.contains($0) ? $0 : nil } ?? top ?? roots.first
        // The files the page shows: the root's, then those of the views it builds, nearest first
        // (at most 12, so a large workspace stays quick).
        var fileOrder: [Int] = []
        if let root, let top = snapshot.model.views[root] ?? snapshot.model.view(named: root) {
            var queue = [top]
            var seen: Set<String> = [top.name]
            while !queue.isEmpty && fileOrder.count < 12 {
                let view = queue.removeFirst()
                if !fileOrder.contains(view.declaration.location.file) { fileOrder.append(view.declaration.location.file) }
                for construction in view.constructions {
                    guard let child = snapshot.model.view(named: construction.typeName), seen.insert(child.name).inserted else { continue }
                    queue.append(child)
                }
            }
        }
        if fileOrder.isEmpty { fileOrder = Array(snapshot.files.indices.prefix(12)) }
        let shown = Set(fileOrder)
        // Model properties of those files, each view visited once.
        var properties: [Int: [PropertyInfo]] = [:]
        for name in snapshot.model.viewOrder {
            guard let view = snapshot.model.views[name], shown.contains(view.declaration.location.file) || view.declaration.members.contains(where: { shown.contains($0.file) }) else { continue }
            for verdict in snapshot.ownership.verdicts(ofView: name) where shown.contains(verdict.property.location.file) {
                let property = verdict.property
                guard let source = snapshot.source(snapshot.files[property.location.file].path) else { continue }
                let range = property.node.range
                let line = source.line(containing: range.lowerBound)
                let endOnLine = min(range.upperBound, source.lineContentEnd(line))
                var conversions: [String] = []
                for conversion in snapshot.wrapperConversions(view: view, property: property) {
                    if conversion.title.hasPrefix("Convert to @StateObject") { conversions.append("@StateObject") }
                    if conversion.title.hasPrefix("Convert to @ObservedObject") { conversions.append("@ObservedObject") }
                }
                properties[property.location.file, default: []].append(PropertyInfo(
                    view: view.name, name: property.name, wrapper: "\(property.wrapper)", type: property.type, ownership: verdict.kind.rawValue,
                    evidence: verdict.evidence, line: line + 1, start: source.utf16Column(of: range.lowerBound), end: source.utf16Column(of: endOnLine),
                    conversions: conversions))
            }
        }
        var sources: [SourceInfo] = []
        for index in fileOrder {
            let path = snapshot.files[index].path
            guard let source = snapshot.source(path), let document = documents.first(where: { $0.path == path }) else { continue }
            let findings = snapshot.findings(inFile: index).map { finding -> FindingInfo in
                let position = source.position(of: finding.location.range.lowerBound)
                return FindingInfo(line: position.line + 1, column: source.utf16Column(of: finding.location.range.lowerBound) + 1, rule: finding.rule, severity: finding.severity.rawValue, message: finding.message)
            }
            sources.append(SourceInfo(path: path, text: document.text, properties: (properties[index] ?? []).sorted { $0.line < $1.line }, findings: findings))
        }
        return SessionInfo(
            title: session.paths == nil ? "Built-in example: the score plate that loses its score" : documents.map { ($0.path as NSString).lastPathComponent }.joined(separator: ", "),
            files: documents.map(\.path), roots: roots, root: root, toolchain: session.defaultToolchain.rawValue,
            toolchains: ToolchainMode.allCases.map(\.rawValue), version: session.version, writable: session.paths != nil, sources: sources)
    }

    // MARK: Simulation

    struct SimulateRequest: Codable {
        var root: String?
        var actions: [String]
        var toolchain: String?
        var whatIf: [Session.WhatIf]?
    }

    struct ApplyRequest: Codable {
        var whatIf: [Session.WhatIf]
    }

    struct ApplyResponse: Codable {
        var applied: [String]
        var session: SessionInfo
    }

    struct SimulateResponse: Codable {
        var root: String
        var toolchain: String
        var steps: [StepInfo]
        var objects: [ObjectInfo]
        var crashed: Bool
        var error: String?
        /// The index in `actions` of the action that could not run.
        var failedAction: Int?
        var whatIf: [String]
        var milliseconds: Double
    }

    struct StepInfo: Codable {
        var index: Int
        var action: String
        var events: [EventInfo]
        var screen: [ScreenInfo]
        var tree: [TreeInfo]
    }

    struct EventInfo: Codable {
        var kind: String
        var text: String
        var object: String?
        var type: String?
        var owner: String?
        var view: String?
    }

    struct ScreenInfo: Codable {
        var role: String
        var label: String
        var value: String?
        var depth: Int
        /// What tapping it does, as a simulator action (`tap "+1"`); nil for plain text.
        var action: String?
    }

    struct TreeInfo: Codable {
        var depth: Int
        var view: String
        var path: String
        var storage: [String]
        var references: [String]
    }

    struct ObjectInfo: Codable {
        var object: String
        var type: String?
        var owner: String?
        /// The wrapper of the property that made it (`@ObservedObject`), when Lifeline knows it.
        var wrapper: String?
        var born: Int
        var died: Int?
    }

    func simulate(_ request: SimulateRequest) -> SimulateResponse {
        let started = ContinuousClock.now
        var titles: [String] = []
        var toolchain = session.defaultToolchain
        if let given = request.toolchain, let mode = ToolchainMode(rawValue: given) { toolchain = mode }
        func failure(_ message: String) -> SimulateResponse {
            SimulateResponse(root: request.root ?? "", toolchain: toolchain.rawValue, steps: [], objects: [], crashed: false, error: message, failedAction: nil, whatIf: titles, milliseconds: 0)
        }
        let snapshot: Snapshot
        let program: Program
        do {
            let made = try prepare(request.whatIf ?? [])
            snapshot = made.snapshot
            program = made.program
            titles = made.titles
        } catch {
            return failure("\(error)")
        }
        var settings = SimulationSettings()
        settings.toolchain = toolchain
        let simulation: Simulation
        do {
            simulation = try Simulation(program: program, root: request.root ?? session.defaultRoot, settings: settings, screens: true)
        } catch {
            return failure("\(error)")
        }
        var steps: [StepInfo] = []
        var problem: String?
        var failedAction: Int?
        func record(_ step: Step) {
            steps.append(StepInfo(
                index: step.index, action: step.action,
                events: step.events.map { EventInfo(kind: $0.kind.rawValue, text: $0.text, object: $0.object, type: $0.type, owner: $0.owner, view: $0.view) },
                screen: Service.screenInfo(step.screen ?? simulation.screen()),
                tree: simulation.identityTree().map { TreeInfo(depth: $0.depth, view: $0.view, path: $0.path, storage: $0.storage, references: $0.references) }))
        }
        record(simulation.launch())
        for (index, text) in request.actions.enumerated() {
            if simulation.hasCrashed { break }
            do {
                record(try simulation.perform(try Action.parse(text)))
            } catch {
                failedAction = index
                problem = "\(error)"
                break
            }
        }
        // Lifelines: from each object's init to its deinit.
        var objects: [ObjectInfo] = []
        var byName: [String: Int] = [:]
        for step in steps {
            for event in step.events {
                if event.kind == Event.Kind.objectInit.rawValue, let object = event.object {
                    byName[object] = objects.count
                    objects.append(ObjectInfo(object: object, type: event.type, owner: event.owner, wrapper: Service.wrapper(of: event.owner, in: snapshot), born: step.index, died: nil))
                } else if event.kind == Event.Kind.objectDeinit.rawValue, let object = event.object, let at = byName[object] {
                    objects[at].died = step.index
                }
            }
        }
        let elapsed = ContinuousClock.now - started
        return SimulateResponse(
            root: simulation.rootName, toolchain: toolchain.rawValue, steps: steps, objects: objects, crashed: simulation.hasCrashed, error: problem,
            failedAction: failedAction, whatIf: titles,
            milliseconds: Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
    }

    static func wrapper(of owner: String?, in snapshot: Snapshot) -> String? {
        guard let owner, let dot = owner.lastIndex(of: ".") else { return nil }
        let viewName = String(owner[..<dot])
        let propertyName = String(owner[owner.index(after: dot)...])
        guard let view = snapshot.model.views[viewName] ?? snapshot.model.view(named: viewName), let property = view.property(propertyName) else { return nil }
        return "\(property.wrapper)"
    }

    /// Screen items with the action that taps each: `#n` counts earlier items of the same kind
    /// and label, as the simulator's actions do.
    static func screenInfo(_ items: [ScreenItem]) -> [ScreenInfo] {
        var seen: [String: Int] = [:]
        return items.map { item in
            func quoted(_ label: String) -> String { "\"" + label.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
            var action: String?
            let verb: String?
            switch item.role {
            case .button, .link: verb = "tap"
            case .toggle: verb = "toggle"
            case .tab: verb = "tab"
            case .field: verb = "type"
            default: verb = nil
            }
            if let verb {
                let key = verb + "\u{0}" + item.label
                let occurrence = (seen[key] ?? 0) + 1
                seen[key] = occurrence
                action = "\(verb) \(quoted(item.label))" + (occurrence > 1 ? "#\(occurrence)" : "")
            } else if item.role == .navigation {
                action = "back"
            } else if item.role == .sheet {
                action = "dismiss"
            }
            return ScreenInfo(role: item.role.rawValue, label: item.label, value: item.value, depth: item.depth, action: action)
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
