import Foundation
import LSP
import Server
import XCTest

/// `lifeline lsp --with`: what the mux delivers for each message, step by step.
final class CompanionMuxTests: XCTestCase {
    typealias Peer = CompanionMux.Peer

    /// Feeds `steps` in order. Each step is a message from a peer and what must come out, each
    /// delivery as `peer: json` with the JSON's members sorted. With no peer, the message is the
    /// reason the companion ends, or `⏱ N s` to let every grace of N seconds started so far pass.
    func assertSteps(_ steps: [(from: Peer?, message: String, expect: [String])], file: StaticString = #filePath, line: UInt = #line) {
        var mux = CompanionMux(companionName: "sourcekit-lsp")
        var timers: [CompanionMux.Timer] = []
        for (index, step) in steps.enumerated() {
            let deliveries: [CompanionMux.Delivery]
            defer { timers += mux.takeTimers() }
            if step.from == nil, step.message.hasPrefix("⏱ ") {
                let seconds = Double(step.message.dropFirst(2).prefix { $0 != " " })
                deliveries = timers.filter { $0.seconds == seconds }.flatMap { mux.gracePassed($0) }
                timers.removeAll { $0.seconds == seconds }
            } else if let peer = step.from {
                guard case .success(let message) = IncomingMessage.decode(Array(step.message.utf8)) else {
                    return XCTFail("step \(index + 1): not a message: \(step.message)", file: file, line: line)
                }
                deliveries = mux.receive(message, from: peer)
            } else {
                deliveries = mux.companionExited(step.message)
            }
            let seen = deliveries.map { "\($0.to.rawValue): " + Self.canonical(CompanionMux.encode($0.message)) }
            XCTAssertEqual(seen, step.expect.map { line in
                let (peer, json) = (line.prefix { $0 != ":" }, line.drop { $0 != ":" }.dropFirst(2))
                return "\(peer): " + Self.canonical(Array(json.utf8))
            }, "step \(index + 1)", file: file, line: line)
        }
    }

    static func canonical(_ bytes: [UInt8]) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)),
            let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        else { return String(decoding: bytes, as: UTF8.self) }
        return String(decoding: data, as: UTF8.self)
    }

    let initialize: [(from: Peer?, message: String, expect: [String])] = [
        (.client, #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{"general":{"positionEncodings":["utf-8","utf-16"]}},"initializationOptions":{"toolchain":"xcode27"}}}"#, [
            #"lifeline: {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{"general":{}},"initializationOptions":{"toolchain":"xcode27"}}}"#,
            #"companion: {"jsonrpc":"2.0","id":2,"method":"initialize","params":{"capabilities":{"general":{}}}}"#,
        ]),
        (.companion, #"{"jsonrpc":"2.0","id":2,"result":{"capabilities":{"hoverProvider":true,"completionProvider":{"triggerCharacters":["."]},"codeActionProvider":true,"executeCommandProvider":{"commands":["semantic.refactor.command"]},"textDocumentSync":{"change":2,"openClose":true}},"serverInfo":{"name":"sourcekit-lsp"}}}"#, []),
        (.lifeline, #"{"jsonrpc":"2.0","id":1,"result":{"capabilities":{"hoverProvider":true,"codeActionProvider":{"codeActionKinds":["quickfix"]},"codeLensProvider":{"resolveProvider":false},"executeCommandProvider":{"commands":["lifeline.ownership","lifeline.visualize"]},"textDocumentSync":{"change":1,"openClose":true}},"serverInfo":{"name":"lifeline","version":"0.4.0"}}}"#, [
            #"client: {"jsonrpc":"2.0","id":1,"result":{"capabilities":{"hoverProvider":true,"completionProvider":{"triggerCharacters":["."]},"codeActionProvider":{},"codeLensProvider":{"resolveProvider":false},"executeCommandProvider":{"commands":["lifeline.ownership","lifeline.visualize","semantic.refactor.command"]},"textDocumentSync":{"change":2,"openClose":true}},"serverInfo":{"name":"lifeline with sourcekit-lsp","version":"0.4.0"}}}"#,
        ]),
    ]

    func testInitializeMergesCapabilitiesAndKeepsLifelinesSettingsToItself() {
        assertSteps(initialize)
    }

    func testHoversMergeAndCompletionGoesToTheCompanion() {
        assertSteps(initialize + [
            (.client, #"{"jsonrpc":"2.0","id":"h","method":"textDocument/hover","params":{"position":{"line":1,"character":2}}}"#, [
                #"lifeline: {"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{"position":{"line":1,"character":2}}}"#,
                #"companion: {"jsonrpc":"2.0","id":4,"method":"textDocument/hover","params":{"position":{"line":1,"character":2}}}"#,
            ]),
            (.client, #"{"jsonrpc":"2.0","id":7,"method":"textDocument/completion","params":{}}"#, [
                #"companion: {"jsonrpc":"2.0","id":5,"method":"textDocument/completion","params":{}}"#,
            ]),
            (.lifeline, #"{"jsonrpc":"2.0","id":3,"result":{"contents":{"kind":"markdown","value":"**Ownership: owned**"}}}"#, []),
            (.companion, #"{"jsonrpc":"2.0","id":5,"result":[{"label":"score"}]}"#, [
                #"client: {"jsonrpc":"2.0","id":7,"result":[{"label":"score"}]}"#,
            ]),
            (.companion, #"{"jsonrpc":"2.0","id":4,"result":{"contents":{"language":"swift","value":"var model: M"},"range":{"start":{"line":1,"character":0},"end":{"line":1,"character":5}}}}"#, [
                #"client: {"jsonrpc":"2.0","id":"h","result":{"contents":{"kind":"markdown","value":"```swift\nvar model: M\n```\n\n---\n\n**Ownership: owned**"},"range":{"start":{"line":1,"character":0},"end":{"line":1,"character":5}}}}"#,
            ]),
        ])
    }

    func testAHoverOnlyOneServerHasStandsAsItCame() {
        assertSteps(initialize + [
            (.client, #"{"jsonrpc":"2.0","id":9,"method":"textDocument/hover","params":{}}"#, [
                #"lifeline: {"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{}}"#,
                #"companion: {"jsonrpc":"2.0","id":4,"method":"textDocument/hover","params":{}}"#,
            ]),
            (.lifeline, #"{"jsonrpc":"2.0","id":3,"result":null}"#, []),
            (.companion, #"{"jsonrpc":"2.0","id":4,"result":{"contents":"plain"}}"#, [#"client: {"jsonrpc":"2.0","id":9,"result":{"contents":"plain"}}"#]),
        ])
    }

    func testCommandsGoToTheServerThatDeclaredThem() {
        assertSteps(initialize + [
            (.client, #"{"jsonrpc":"2.0","id":10,"method":"workspace/executeCommand","params":{"command":"lifeline.viewAt","arguments":[]}}"#, [
                #"lifeline: {"jsonrpc":"2.0","id":3,"method":"workspace/executeCommand","params":{"command":"lifeline.viewAt","arguments":[]}}"#,
            ]),
            (.client, #"{"jsonrpc":"2.0","id":11,"method":"workspace/executeCommand","params":{"command":"semantic.refactor.command"}}"#, [
                #"companion: {"jsonrpc":"2.0","id":4,"method":"workspace/executeCommand","params":{"command":"semantic.refactor.command"}}"#,
            ]),
            (.lifeline, #"{"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"bad"}}"#, [#"client: {"jsonrpc":"2.0","id":10,"error":{"code":-32602,"message":"bad"}}"#]),
        ])
    }

    func testCodeActionsAndLensesFromBothAreListedTogether() {
        assertSteps(initialize + [
            (.client, #"{"jsonrpc":"2.0","id":12,"method":"textDocument/codeAction","params":{}}"#, [
                #"lifeline: {"jsonrpc":"2.0","id":3,"method":"textDocument/codeAction","params":{}}"#,
                #"companion: {"jsonrpc":"2.0","id":4,"method":"textDocument/codeAction","params":{}}"#,
            ]),
            (.companion, #"{"jsonrpc":"2.0","id":4,"error":{"code":-32601,"message":"no"}}"#, []),
            (.lifeline, #"{"jsonrpc":"2.0","id":3,"result":[{"title":"Convert to @StateObject"}]}"#, [
                #"client: {"jsonrpc":"2.0","id":12,"result":[{"title":"Convert to @StateObject"}]}"#,
            ]),
            (.client, #"{"jsonrpc":"2.0","id":13,"method":"textDocument/codeLens","params":{}}"#, [
                #"lifeline: {"jsonrpc":"2.0","id":5,"method":"textDocument/codeLens","params":{}}"#,
                #"companion: {"jsonrpc":"2.0","id":6,"method":"textDocument/codeLens","params":{}}"#,
            ]),
            (.companion, #"{"jsonrpc":"2.0","id":6,"result":[{"title":"Run"}]}"#, []),
            (.lifeline, #"{"jsonrpc":"2.0","id":5,"result":[{"title":"1 owned"}]}"#, [
                #"client: {"jsonrpc":"2.0","id":13,"result":[{"title":"1 owned"},{"title":"Run"}]}"#,
            ]),
        ])
    }

    func testDiagnosticsAreMergedPerDocument() {
        assertSteps([
            (.lifeline, #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"file:///a","version":3,"diagnostics":[{"message":"L"}]}}"#, [
                #"client: {"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"file:///a","version":3,"diagnostics":[{"message":"L"}]}}"#,
            ]),
            (.companion, #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"file:///a","diagnostics":[{"message":"S"}]}}"#, [
                #"client: {"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"file:///a","diagnostics":[{"message":"L"},{"message":"S"}]}}"#,
            ]),
            (.lifeline, #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"file:///a","diagnostics":[]}}"#, [
                #"client: {"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"file:///a","diagnostics":[{"message":"S"}]}}"#,
            ]),
            (nil, "exited (status 1)", [
                #"client: {"jsonrpc":"2.0","method":"window/showMessage","params":{"type":2,"message":"lifeline: sourcekit-lsp exited (status 1). Lifeline's diagnostics, hovers and fixes go on; what sourcekit-lsp served (completion, navigation) stops until the server restarts."}}"#,
                #"client: {"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"file:///a","diagnostics":[]}}"#,
            ]),
        ])
    }

    func testServerRequestsTravelUnderTheProxysIdsAndNotificationsReachBoth() {
        assertSteps([
            (.lifeline, #"{"jsonrpc":"2.0","id":1,"method":"workspace/configuration","params":{"items":[{"section":"lifeline"}]}}"#, [
                #"client: {"jsonrpc":"2.0","id":1,"method":"workspace/configuration","params":{"items":[{"section":"lifeline"}]}}"#,
            ]),
            (.companion, #"{"jsonrpc":"2.0","id":1,"method":"client/registerCapability","params":{}}"#, [
                #"client: {"jsonrpc":"2.0","id":2,"method":"client/registerCapability","params":{}}"#,
            ]),
            (.client, #"{"jsonrpc":"2.0","id":2,"result":null}"#, [#"companion: {"jsonrpc":"2.0","id":1,"result":null}"#]),
            (.client, #"{"jsonrpc":"2.0","id":1,"result":[{"toolchain":"xcode27"}]}"#, [#"lifeline: {"jsonrpc":"2.0","id":1,"result":[{"toolchain":"xcode27"}]}"#]),
            (.client, #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"x":1}}"#, [
                #"lifeline: {"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"x":1}}"#,
                #"companion: {"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"x":1}}"#,
            ]),
            (.companion, #"{"jsonrpc":"2.0","method":"window/logMessage","params":{"type":3,"message":"m"}}"#, [
                #"client: {"jsonrpc":"2.0","method":"window/logMessage","params":{"type":3,"message":"m"}}"#,
            ]),
        ])
    }

    func testCancellationReachesEachPartUnderItsOwnId() {
        assertSteps(initialize + [
            (.client, #"{"jsonrpc":"2.0","id":20,"method":"textDocument/hover","params":{}}"#, [
                #"lifeline: {"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{}}"#,
                #"companion: {"jsonrpc":"2.0","id":4,"method":"textDocument/hover","params":{}}"#,
            ]),
            (.lifeline, #"{"jsonrpc":"2.0","id":3,"result":null}"#, []),
            (.client, #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":20}}"#, [
                #"companion: {"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":4}}"#,
            ]),
            (.companion, #"{"jsonrpc":"2.0","id":4,"error":{"code":-32800,"message":"cancelled"}}"#, [#"client: {"jsonrpc":"2.0","id":20,"result":null}"#]),
        ])
    }

    func testWhenTheCompanionIsGoneLifelineAnswersAlone() {
        assertSteps(initialize + [
            (.client, #"{"jsonrpc":"2.0","id":30,"method":"textDocument/hover","params":{}}"#, [
                #"lifeline: {"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{}}"#,
                #"companion: {"jsonrpc":"2.0","id":4,"method":"textDocument/hover","params":{}}"#,
            ]),
            (.lifeline, #"{"jsonrpc":"2.0","id":3,"result":{"contents":"L"}}"#, []),
            (nil, "exited (status 9)", [
                #"client: {"jsonrpc":"2.0","method":"window/showMessage","params":{"type":2,"message":"lifeline: sourcekit-lsp exited (status 9). Lifeline's diagnostics, hovers and fixes go on; what sourcekit-lsp served (completion, navigation) stops until the server restarts."}}"#,
                #"client: {"jsonrpc":"2.0","id":30,"result":{"contents":"L"}}"#,
            ]),
            (.client, #"{"jsonrpc":"2.0","id":31,"method":"textDocument/definition","params":{}}"#, [
                #"lifeline: {"jsonrpc":"2.0","id":5,"method":"textDocument/definition","params":{}}"#,
            ]),
            (.client, #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{}}"#, [
                #"lifeline: {"jsonrpc":"2.0","method":"textDocument/didChange","params":{}}"#,
            ]),
        ])
    }

    func testAPartThatComesTooLateIsCancelledAndTheRestAnswered() {
        assertSteps(initialize + [
            (.client, #"{"jsonrpc":"2.0","id":40,"method":"textDocument/hover","params":{}}"#, [
                #"lifeline: {"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{}}"#,
                #"companion: {"jsonrpc":"2.0","id":4,"method":"textDocument/hover","params":{}}"#,
            ]),
            (.companion, #"{"jsonrpc":"2.0","id":4,"result":{"contents":"decl"}}"#, []),
            (nil, "⏱ 2 s", [
                #"lifeline: {"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":3}}"#,
                #"client: {"jsonrpc":"2.0","id":40,"result":{"contents":"decl"}}"#,
            ]),
            // Its answer after all: dropped.
            (.lifeline, #"{"jsonrpc":"2.0","id":3,"result":{"contents":"L"}}"#, []),
            // A grace whose request was answered in time does nothing.
            (.client, #"{"jsonrpc":"2.0","id":41,"method":"textDocument/codeLens","params":{}}"#, [
                #"lifeline: {"jsonrpc":"2.0","id":5,"method":"textDocument/codeLens","params":{}}"#,
                #"companion: {"jsonrpc":"2.0","id":6,"method":"textDocument/codeLens","params":{}}"#,
            ]),
            (.lifeline, #"{"jsonrpc":"2.0","id":5,"result":[]}"#, []),
            (.companion, #"{"jsonrpc":"2.0","id":6,"result":[]}"#, [#"client: {"jsonrpc":"2.0","id":41,"result":[]}"#]),
            (nil, "⏱ 2 s", []),
        ])
    }

    func testACompanionThatMissesItsInitializeIsTakenForGone() {
        assertSteps([
            initialize[0],
            (.lifeline, #"{"jsonrpc":"2.0","id":1,"result":{"capabilities":{"hoverProvider":true},"serverInfo":{"name":"lifeline"}}}"#, []),
            (nil, "⏱ 10 s", [
                #"companion: {"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":2}}"#,
                #"client: {"jsonrpc":"2.0","id":1,"result":{"capabilities":{"hoverProvider":true},"serverInfo":{"name":"lifeline"}}}"#,
                #"client: {"jsonrpc":"2.0","method":"window/showMessage","params":{"type":2,"message":"lifeline: sourcekit-lsp failed to initialize (sourcekit-lsp did not answer within 10 s). Lifeline's diagnostics, hovers and fixes go on; what sourcekit-lsp served (completion, navigation) stops until the server restarts."}}"#,
            ]),
            (.client, #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#, [#"lifeline: {"jsonrpc":"2.0","method":"initialized","params":{}}"#]),
        ])
    }

    func testWhatTheCompanionRegisteredIsWithdrawnWhenItEnds() {
        assertSteps(initialize + [
            (.companion, #"{"jsonrpc":"2.0","id":"r1","method":"client/registerCapability","params":{"registrations":[{"id":"d","method":"textDocument/diagnostic"},{"id":"w","method":"workspace/didChangeWatchedFiles"}]}}"#, [
                #"client: {"jsonrpc":"2.0","id":3,"method":"client/registerCapability","params":{"registrations":[{"id":"d","method":"textDocument/diagnostic"},{"id":"w","method":"workspace/didChangeWatchedFiles"}]}}"#,
            ]),
            (.client, #"{"jsonrpc":"2.0","id":3,"result":null}"#, [#"companion: {"jsonrpc":"2.0","id":"r1","result":null}"#]),
            (.companion, #"{"jsonrpc":"2.0","id":"r2","method":"client/unregisterCapability","params":{"unregisterations":[{"id":"w","method":"workspace/didChangeWatchedFiles"}]}}"#, [
                #"client: {"jsonrpc":"2.0","id":4,"method":"client/unregisterCapability","params":{"unregisterations":[{"id":"w","method":"workspace/didChangeWatchedFiles"}]}}"#,
            ]),
            (nil, "exited (status 1)", [
                #"client: {"jsonrpc":"2.0","method":"window/showMessage","params":{"type":2,"message":"lifeline: sourcekit-lsp exited (status 1). Lifeline's diagnostics, hovers and fixes go on; what sourcekit-lsp served (completion, navigation) stops until the server restarts."}}"#,
                #"client: {"jsonrpc":"2.0","id":5,"method":"client/unregisterCapability","params":{"unregisterations":[{"id":"d","method":"textDocument/diagnostic"}]}}"#,
            ]),
            (.client, #"{"jsonrpc":"2.0","id":50,"method":"textDocument/diagnostic","params":{}}"#, [#"client: {"jsonrpc":"2.0","id":50,"result":{"items":[],"kind":"full"}}"#]),
        ])
    }

    func testAClientMessageThatCannotBeReadIsAnsweredByTheProxy() {
        let mux = CompanionMux(companionName: "sourcekit-lsp")
        guard case .failure(let failure) = IncomingMessage.decode(Array(#"{"jsonrpc":"2.0","id":7,"method":5}"#.utf8)) else { return XCTFail("decoded") }
        XCTAssertEqual(mux.unreadable(failure).map { Self.canonical(CompanionMux.encode($0.message)) }, [
            Self.canonical(Array(#"{"jsonrpc":"2.0","id":7,"error":{"code":-32600,"message":"\#(failure.error.message)"}}"#.utf8))
        ])
        XCTAssertEqual(mux.unreadable(failure).map(\.to), [.client])
    }

    func testTheCompanionsEndAfterShutdownIsNoNews() {
        assertSteps([
            (.client, #"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#, [
                #"lifeline: {"jsonrpc":"2.0","id":1,"method":"shutdown"}"#,
                #"companion: {"jsonrpc":"2.0","id":2,"method":"shutdown"}"#,
            ]),
            (.lifeline, #"{"jsonrpc":"2.0","id":1,"result":null}"#, []),
            (nil, "exited (status 0)", [#"client: {"jsonrpc":"2.0","id":1,"result":null}"#]),
        ])
    }
}
