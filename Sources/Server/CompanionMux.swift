import Foundation
import LSP

/// `lifeline lsp --with CMD`: Lifeline and another language server (the companion, such as
/// sourcekit-lsp) behind one connection, for clients that run a single server per buffer (Eglot).
///
/// This is the routing and merging, as a state machine with no IO: each message from a peer goes
/// in, the messages to deliver come out. The executable wires it to the client's stdin and stdout,
/// an in-process `Server`, and the companion's pipes.
///
/// - Requests the proxy sends on carry the proxy's own ids (a counter), so the client's ids, the
///   two servers' ids and the answers never collide; every answer finds its way back by that id.
/// - Requests both servers answer are merged: `initialize` (capabilities), `shutdown`, hovers,
///   code actions, code lenses, inlay hints and document symbols. `workspace/executeCommand` goes
///   to the server that declared the command. Everything else goes to the companion while it runs,
///   and to Lifeline after it is gone.
/// - Notifications from the client go to both. Diagnostics from both are merged per document.
///   Requests from either server to the client (`workspace/configuration`, `window/showDocument`,
///   progress) are passed on with the proxy's ids, and their answers returned.
/// - A merged request does not wait on its slower part for ever: once one server has answered,
///   the other gets a grace (`grace(for:)`: 2 s, 10 s for `initialize`; the proxy keeps the clock
///   with `takeTimers` and `gracePassed`). Then the client gets what has come, and the late part
///   is cancelled and dropped. So a simulation that runs long does not hold back sourcekit-lsp's
///   hover, a companion busy indexing does not hold back Lifeline's, and one that hangs cannot
///   keep the client from its `shutdown` answer. A companion that misses its `initialize` grace
///   is taken for gone.
/// - A message from the client that cannot be read is answered by the proxy (as Lifeline's server
///   would answer it alone), since no server knows its id.
/// - When the companion exits, or fails its `initialize`, what waited for it is answered without
///   it, the capabilities it registered are unregistered, and the user is told once; Lifeline goes
///   on alone.
public struct CompanionMux {
    public enum Peer: String, Sendable, Hashable { case client, lifeline, companion }

    /// A message to deliver, and to whom.
    public struct Delivery: Equatable {
        public let to: Peer
        public let message: IncomingMessage
    }

    /// A merged request one server has answered: after `seconds` the proxy calls `gracePassed`
    /// with it. `part` is the proxy id of its first part, so a timer that fires after the request
    /// was settled (and its client id reused) does nothing.
    public struct Timer: Equatable, Sendable {
        public let request: RequestID
        public let part: RequestID
        public let seconds: Double
    }

    /// How long a merged request waits for its second answer once the first has come: long
    /// enough for a server's ordinary answer, short enough that a user still waits for it.
    /// `initialize` may take a companion a while (it reads the workspace's build settings).
    public static func grace(for method: String) -> Double {
        method == "initialize" ? 10 : 2
    }

    /// How the companion is named in messages to the user (`sourcekit-lsp`).
    public let companionName: String
    public private(set) var companionRunning = true

    /// A client request on its way: which servers were asked, under which proxy ids, and what
    /// each answered so far.
    struct Pending {
        let clientID: RequestID
        let method: String
        var asked: [Peer: RequestID]
        var answers: [Peer: Result<JSONValue?, ResponseError>] = [:]
        var isComplete: Bool { asked.keys.allSatisfy { answers[$0] != nil } }
    }

    private var nextID = 0
    /// By the client's request id.
    private var pending: [RequestID: Pending] = [:]
    /// A proxy id sent to a server → the client request it belongs to.
    private var proxyToClient: [RequestID: RequestID] = [:]
    /// A proxy id sent to the client (a server's request) → the server and its own id.
    private var serverRequests: [RequestID: (peer: Peer, id: RequestID)] = [:]
    /// The last diagnostics each server published, per document.
    private var diagnostics: [String: [Peer: [JSONValue]]] = [:]
    /// The commands Lifeline declared (from its `initialize` answer).
    private var lifelineCommands: Set<String> = []
    /// What the companion registered with the client (`client/registerCapability`): id → method.
    private var companionRegistrations: [String: String] = [:]
    /// Timers the proxy has not taken yet.
    private var newTimers: [Timer] = []
    /// The client asked for `shutdown` or `exit`.
    private var shuttingDown = false

    public init(companionName: String) {
        self.companionName = companionName
    }

    /// Whether nothing waits for an answer (for tests and the shutdown).
    public var isIdle: Bool { pending.isEmpty }

    // MARK: Input

    public mutating func receive(_ message: IncomingMessage, from peer: Peer) -> [Delivery] {
        switch (peer, message) {
        case (.client, .request(let id, let method, let params)):
            return clientRequest(id, method, params)
        case (.client, .notification(let method, let params)):
            return clientNotification(method, params)
        case (.client, .response(let id, let result, let error)):
            // The client answers a request a server made: back to that server, under its own id.
            guard let id, let origin = serverRequests.removeValue(forKey: id) else { return [] }
            if origin.peer == .companion && !companionRunning { return [] }
            return [Delivery(to: origin.peer, message: .response(id: origin.id, result: result, error: error))]
        case (_, .response(let id, let result, let error)):
            guard let id, let clientID = proxyToClient[id], var request = pending[clientID], request.asked[peer] == id else { return [] }
            proxyToClient[id] = nil
            request.answers[peer] = error.map { .failure($0) } ?? .success(result)
            if !request.isComplete, request.answers.count == 1, let first = request.asked.values.min(by: { Self.order($0) < Self.order($1) }) {
                newTimers.append(Timer(request: clientID, part: first, seconds: Self.grace(for: request.method)))
            }
            return settle(request)
        case (_, .request(let id, let method, let params)):
            if peer == .companion { noteRegistrations(method, params) }
            let proxyID = issueID()
            serverRequests[proxyID] = (peer, id)
            return [Delivery(to: .client, message: .request(id: proxyID, method: method, params: params))]
        case (_, .notification("textDocument/publishDiagnostics", let params)):
            return publish(params, from: peer)
        case (_, .notification(let method, let params)):
            return [Delivery(to: .client, message: .notification(method: method, params: params))]
        }
    }

    /// The timers to start since the last call (the proxy calls `gracePassed` for each after
    /// `grace` seconds).
    public mutating func takeTimers() -> [Timer] {
        defer { newTimers = [] }
        return newTimers
    }

    /// A merged request's grace is over: if it still waits for a part, the client gets what has
    /// come; the late part is cancelled and its answer will be dropped.
    public mutating func gracePassed(_ timer: Timer) -> [Delivery] {
        guard var request = pending[timer.request], request.asked.values.contains(timer.part), !request.isComplete else { return [] }
        var deliveries: [Delivery] = []
        for (peer, proxyID) in request.asked.sorted(by: { $0.key.rawValue < $1.key.rawValue }) where request.answers[peer] == nil {
            proxyToClient[proxyID] = nil
            request.answers[peer] = .failure(ResponseError(code: ErrorCode.requestFailed, message: "\(peer == .companion ? companionName : "lifeline") did not answer within \(Int(timer.seconds)) s"))
            deliveries.append(Delivery(to: peer, message: .notification(method: "$/cancelRequest", params: .object(["id": Self.json(proxyID)]))))
        }
        return deliveries + settle(request)
    }

    /// A message from the client that cannot be read: the error answer Lifeline's server would
    /// give, sent by the proxy (its id, when readable, is the client's own).
    public func unreadable(_ failure: DecodingFailure) -> [Delivery] {
        [Delivery(to: .client, message: .response(id: failure.id, result: nil, error: failure.error))]
    }

    /// The companion is gone (it exited, never started, or failed its `initialize`): answer what
    /// waited for it, drop its diagnostics and registrations, and tell the user once.
    public mutating func companionExited(_ why: String) -> [Delivery] {
        guard companionRunning else { return [] }
        companionRunning = false
        var deliveries: [Delivery] = []
        // After the client's shutdown, the companion's end is expected.
        if !shuttingDown {
            deliveries.append(Delivery(to: .client, message: .notification(method: "window/showMessage", params: .object([
                "type": .int(2),
                "message": .string("lifeline: \(companionName) \(why). Lifeline's diagnostics, hovers and fixes go on; what \(companionName) served (completion, navigation) stops until the server restarts."),
            ]))))
        }
        for (_, var request) in pending where request.asked[.companion] != nil && request.answers[.companion] == nil {
            if let id = request.asked[.companion] { proxyToClient[id] = nil }
            request.answers[.companion] = .failure(ResponseError(code: ErrorCode.requestFailed, message: "\(companionName) \(why)"))
            deliveries += settle(request)
        }
        serverRequests = serverRequests.filter { $0.value.peer != .companion }
        // What it registered (pull diagnostics, file watchers…) would send the client's requests
        // to a server that is gone. The client's answer to this request is dropped.
        if !companionRegistrations.isEmpty, !shuttingDown {
            let registrations = companionRegistrations.sorted { $0.key < $1.key }.map { id, method in
                JSONValue.object(["id": .string(id), "method": .string(method)])
            }
            companionRegistrations = [:]
            // "unregisterations" is the specification's own spelling.
            deliveries.append(Delivery(to: .client, message: .request(id: issueID(), method: "client/unregisterCapability", params: .object(["unregisterations": .array(registrations)]))))
        }
        for uri in diagnostics.keys.sorted() where diagnostics[uri]?[.companion] != nil {
            diagnostics[uri]?[.companion] = nil
            deliveries.append(mergedDiagnostics(uri, version: nil))
        }
        return deliveries
    }

    // MARK: Client requests

    private mutating func clientRequest(_ id: RequestID, _ method: String, _ params: JSONValue?) -> [Delivery] {
        if method == "shutdown" { shuttingDown = true }
        var targets: [(Peer, JSONValue?)]
        switch method {
        case "initialize":
            // Both servers must count positions alike: neither is offered anything but UTF-16.
            // Lifeline's initializationOptions are its own settings, not the companion's.
            let shared = Self.removing(["capabilities", "general", "positionEncodings"], from: params)
            targets = [(.lifeline, shared), (.companion, Self.removing(["initializationOptions"], from: shared))]
        case "shutdown", "textDocument/hover", "textDocument/codeAction", "textDocument/codeLens", "textDocument/inlayHint",
            "textDocument/documentSymbol":
            targets = [(.lifeline, params), (.companion, params)]
        case "workspace/executeCommand":
            let command: String
            if case .string(let name)? = params?["command"] { command = name } else { command = "" }
            targets = [(command.hasPrefix("lifeline.") || lifelineCommands.contains(command) ? .lifeline : .companion, params)]
        default:
            targets = [(.companion, params)]
        }
        if !companionRunning {
            if method == "textDocument/diagnostic" {
                // A pull the companion registered, asked before the client took in that it is
                // gone: nothing to report (Lifeline pushes its own).
                return [Delivery(to: .client, message: .response(id: id, result: .object(["kind": .string("full"), "items": .array([])]), error: nil))]
            }
            targets = targets.filter { $0.0 != .companion }
            if targets.isEmpty { targets = [(.lifeline, params)] }
        }
        var request = Pending(clientID: id, method: method, asked: [:])
        var deliveries: [Delivery] = []
        for (peer, params) in targets {
            let proxyID = issueID()
            request.asked[peer] = proxyID
            proxyToClient[proxyID] = id
            deliveries.append(Delivery(to: peer, message: .request(id: proxyID, method: method, params: params)))
        }
        // A client that reuses the id of a request still waiting (which JSON-RPC forbids) gets one
        // answer: the later request replaces the record, and the earlier one's parts are dropped.
        pending[id] = request
        return deliveries
    }

    private mutating func clientNotification(_ method: String, _ params: JSONValue?) -> [Delivery] {
        if method == "$/cancelRequest" {
            // Cancel every part of the request, each under the id its server knows.
            guard let id = Self.requestID(params?["id"]), let request = pending[id] else { return [] }
            return request.asked.compactMap { peer, proxyID in
                request.answers[peer] != nil ? nil : Delivery(to: peer, message: .notification(method: method, params: .object(["id": Self.json(proxyID)])))
            }
        }
        if method == "exit" { shuttingDown = true }
        var peers: [Peer] = [.lifeline]
        if companionRunning { peers.append(.companion) }
        return peers.map { Delivery(to: $0, message: .notification(method: method, params: params)) }
    }

    // MARK: Answers

    /// Records an answer; when every server asked has answered, the merged answer for the client.
    private mutating func settle(_ request: Pending) -> [Delivery] {
        guard request.isComplete else {
            pending[request.clientID] = request
            return []
        }
        pending[request.clientID] = nil
        let answers = request.answers
        let successes = [Peer.lifeline, .companion].compactMap { peer -> (Peer, JSONValue?)? in
            if case .success(let value)? = answers[peer] { return (peer, value) }
            return nil
        }
        guard !successes.isEmpty else {
            // Every part failed: the client sees the first error (the companion's, for what it serves).
            let error = [Peer.companion, .lifeline].compactMap { peer -> ResponseError? in
                if case .failure(let error)? = answers[peer] { return error }
                return nil
            }.first ?? ResponseError(code: ErrorCode.internalError, message: "no answer")
            return [Delivery(to: .client, message: .response(id: request.clientID, result: nil, error: error))]
        }
        let lifeline = successes.first { $0.0 == .lifeline }?.1 ?? nil
        let companion = successes.first { $0.0 == .companion }?.1 ?? nil
        let result: JSONValue?
        switch request.method {
        case "initialize":
            if case .array(let commands)? = lifeline?["capabilities"]?["executeCommandProvider"]?["commands"] {
                lifelineCommands = Set(commands.compactMap { if case .string(let name) = $0 { return name } else { return nil } })
            }
            result = mergedInitialize(lifeline: lifeline, companion: companion)
            if case .failure(let error)? = answers[.companion], successes.contains(where: { $0.0 == .lifeline }) {
                // Lifeline's capabilities alone; the companion, uninitialized, gets nothing more.
                let answer = Delivery(to: .client, message: .response(id: request.clientID, result: result ?? .null, error: nil))
                return [answer] + companionExited("failed to initialize (\(error.message))")
            }
        case "shutdown":
            result = .null
        case "textDocument/hover":
            result = Self.mergedHover(lifeline: lifeline, companion: companion)
        case "textDocument/codeAction", "textDocument/codeLens", "textDocument/inlayHint":
            let items = [lifeline, companion].flatMap { value -> [JSONValue] in
                if case .array(let items)? = value { return items }
                return []
            }
            result = .array(items)
        case "textDocument/documentSymbol":
            // One kind of answer only (DocumentSymbol or SymbolInformation): the companion's
            // outline of every declaration, else Lifeline's of views and models.
            if case .array(let items)? = companion, !items.isEmpty { result = companion } else { result = lifeline ?? companion }
        default:
            result = successes[0].1
        }
        return [Delivery(to: .client, message: .response(id: request.clientID, result: result ?? .null, error: nil))]
    }

    private func mergedInitialize(lifeline: JSONValue?, companion: JSONValue?) -> JSONValue {
        guard case .object(let ours)? = lifeline?["capabilities"] else { return companion ?? lifeline ?? .null }
        guard case .object(var merged)? = companion?["capabilities"] else {
            return .object(["capabilities": .object(ours), "serverInfo": lifeline?["serverInfo"] ?? .null])
        }
        for (key, value) in ours {
            guard let theirs = merged[key], theirs != .bool(false), theirs != .null else {
                merged[key] = value
                continue
            }
            switch key {
            case "executeCommandProvider":
                var names: [JSONValue] = []
                for side in [value, theirs] {
                    if case .array(let commands)? = side["commands"] { names += commands.filter { !names.contains($0) } }
                }
                merged[key] = .object(["commands": .array(names)])
            case "codeActionProvider":
                var object: [String: JSONValue] = [:]
                if case .array(let a)? = value["codeActionKinds"], case .array(let b)? = theirs["codeActionKinds"] {
                    // Only when both list their kinds (`true` means any kind).
                    object["codeActionKinds"] = .array(a + b.filter { !a.contains($0) })
                }
                if value["resolveProvider"] == .bool(true) || theirs["resolveProvider"] == .bool(true) { object["resolveProvider"] = .bool(true) }
                merged[key] = .object(object)
            case "codeLensProvider", "inlayHintProvider":
                if value["resolveProvider"] == .bool(true) || theirs["resolveProvider"] == .bool(true) {
                    merged[key] = .object(["resolveProvider": .bool(true)])
                } else if case .object = theirs {
                    merged[key] = theirs
                } else {
                    merged[key] = value
                }
            default:
                // The companion's document sync, hover and symbol options stand: Lifeline reads
                // full and incremental changes alike.
                break
            }
        }
        var serverInfo: [String: JSONValue] = ["name": .string("lifeline with \(companionName)")]
        if let version = lifeline?["serverInfo"]?["version"] { serverInfo["version"] = version }
        return .object(["capabilities": .object(merged), "serverInfo": .object(serverInfo)])
    }

    /// Both hovers in one Markdown text: the companion's (the declaration) above Lifeline's (its
    /// lifetime). Either alone stands as it came.
    static func mergedHover(lifeline: JSONValue?, companion: JSONValue?) -> JSONValue {
        let parts = [companion, lifeline].compactMap { hover -> (hover: JSONValue, text: String)? in
            guard let hover, let text = markdown(hover["contents"]), !text.isEmpty else { return nil }
            return (hover, text)
        }
        guard parts.count == 2 else { return parts.first?.hover ?? .null }
        var merged: [String: JSONValue] = ["contents": .object(["kind": .string("markdown"), "value": .string(parts.map(\.text).joined(separator: "\n\n---\n\n"))])]
        if let range = parts[1].hover["range"] ?? parts[0].hover["range"] { merged["range"] = range }
        return .object(merged)
    }

    /// Hover contents in any of LSP's forms (MarkupContent, MarkedString, an array of them) as Markdown.
    static func markdown(_ contents: JSONValue?) -> String? {
        switch contents {
        case .string(let text)?:
            return text
        case .array(let items)?:
            return items.compactMap { markdown($0) }.filter { !$0.isEmpty }.joined(separator: "\n\n")
        case .object(let object)?:
            guard case .string(let value)? = object["value"] else { return nil }
            if case .string(let language)? = object["language"] { return "```\(language)\n\(value)\n```" }
            return value
        default:
            return nil
        }
    }

    // MARK: Diagnostics

    private mutating func publish(_ params: JSONValue?, from peer: Peer) -> [Delivery] {
        guard case .string(let uri)? = params?["uri"] else { return [] }
        var items: [JSONValue] = []
        if case .array(let list)? = params?["diagnostics"] { items = list }
        diagnostics[uri, default: [:]][peer] = items
        return [mergedDiagnostics(uri, version: params?["version"])]
    }

    private mutating func mergedDiagnostics(_ uri: String, version: JSONValue?) -> Delivery {
        let sides = diagnostics[uri] ?? [:]
        let items = (sides[.lifeline] ?? []) + (sides[.companion] ?? [])
        if items.isEmpty { diagnostics[uri] = nil }
        var params: [String: JSONValue] = ["uri": .string(uri), "diagnostics": .array(items)]
        if let version, version != .null { params["version"] = version }
        return Delivery(to: .client, message: .notification(method: "textDocument/publishDiagnostics", params: .object(params)))
    }

    // MARK: Helpers

    private mutating func issueID() -> RequestID {
        nextID += 1
        return .number(nextID)
    }

    /// Proxy ids are numbers in the order they were issued.
    private static func order(_ id: RequestID) -> Int {
        if case .number(let number) = id { return number }
        return Int.max
    }

    /// Keeps track of what the companion registers with the client and unregisters itself.
    private mutating func noteRegistrations(_ method: String, _ params: JSONValue?) {
        switch method {
        case "client/registerCapability":
            guard case .array(let items)? = params?["registrations"] else { return }
            for item in items {
                if case .string(let id)? = item["id"], case .string(let name)? = item["method"] { companionRegistrations[id] = name }
            }
        case "client/unregisterCapability":
            guard case .array(let items)? = params?["unregisterations"] else { return }
            for item in items {
                if case .string(let id)? = item["id"] { companionRegistrations[id] = nil }
            }
        default:
            break
        }
    }

    static func requestID(_ value: JSONValue?) -> RequestID? {
        switch value {
        case .int(let number)?: return .number(number)
        case .string(let text)?: return .string(text)
        default: return nil
        }
    }

    static func json(_ id: RequestID) -> JSONValue {
        switch id {
        case .number(let number): return .int(number)
        case .string(let text): return .string(text)
        }
    }

    /// `value` without the member at the end of `path` (unchanged when it is not there).
    static func removing(_ path: [String], from value: JSONValue?) -> JSONValue? {
        guard let key = path.first, case .object(var object)? = value, let member = object[key] else { return value }
        if path.count == 1 {
            object[key] = nil
        } else {
            object[key] = removing(Array(path.dropFirst()), from: member)
        }
        return .object(object)
    }

    /// A message as body bytes for a pipe (frame them with `MessageFramer.frame`). Absent params
    /// stay absent; a response always has an id (null when unknown) and a result or an error.
    public static func encode(_ message: IncomingMessage) -> [UInt8] {
        var object: [String: JSONValue] = ["jsonrpc": .string("2.0")]
        switch message {
        case .request(let id, let method, let params):
            object["id"] = json(id)
            object["method"] = .string(method)
            if let params { object["params"] = params }
        case .notification(let method, let params):
            object["method"] = .string(method)
            if let params { object["params"] = params }
        case .response(let id, let result, let error):
            object["id"] = id.map(json) ?? .null
            if let error {
                var encoded: [String: JSONValue] = ["code": .int(error.code), "message": .string(error.message)]
                if let data = error.data { encoded["data"] = data }
                object["error"] = .object(encoded)
            } else {
                object["result"] = result ?? .null
            }
        }
        return (try? Array(JSONEncoder().encode(JSONValue.object(object)))) ?? []
    }
}
