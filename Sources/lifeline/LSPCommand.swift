import Foundation
import LSP
import Server
import Simulator
import Worker

/// `lifeline lsp`: the language server over stdin and stdout.
enum LSPCommand {
    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--version") {
            print("lifeline \(lifelineVersion)")
            return 0
        }
        var logLevel = Server.LogLevel.warning
        var companion: [String]?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--stdio":
                break
            case "--log-level":
                guard let name = rest.popFirst(), let level = Server.LogLevel.allCases.first(where: { $0.name == name }) else {
                    printError("lifeline lsp: --log-level takes one of \(Server.LogLevel.allCases.map(\.name).joined(separator: ", "))")
                    return 2
                }
                logLevel = level
            case "--with":
                guard let text = rest.popFirst(), let words = CompanionProxy.words(text), !words.isEmpty else {
                    printError("lifeline lsp: --with takes the command of another language server, such as --with sourcekit-lsp or --with \"sourcekit-lsp --log-level debug\"")
                    return 2
                }
                companion = words
            default:
                printError("lifeline lsp: unknown option \(argument); the server speaks LSP over stdin and stdout (options: --stdio, --log-level LEVEL, --with COMMAND, --version)")
                return 2
            }
        }
        let level = logLevel
        // Beside another server, behind one connection (for clients that run one server per buffer).
        if let companion { return CompanionProxy.run(command: companion, logLevel: level) }
        let inbox = Inbox()

        // The reader: frames stdin into the inbox as fast as it comes, so a change or a
        // cancellation reaches a request that is still being answered.
        let reader = Thread {
            var framer = MessageFramer()
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress!, $0.count) }
                if count < 0 && errno == EINTR { continue }
                // The client went away: the server stops, as the protocol says it should.
                guard count > 0 else { return inbox.close() }
                // What one read brought is queued together (see `Inbox.put(contentsOf:)`).
                inbox.put(contentsOf: framer.append(buffer[0..<count]).map { event in
                    switch event {
                    case .message(let body): return .message(IncomingMessage.decode(body))
                    case .error(let error): return .framingError(error)
                    }
                })
            }
        }
        reader.stackSize = 64 << 20
        reader.start()

        // The server, on a large stack as `simulate` has: hovers run the simulator.
        return LargeStack.run {
            let server = Server { bytes in writeAll(bytes) }
            server.logLevel = level
            // Hover simulations run in a `lifeline worker` child, so a fault there is survived.
            server.workerExecutable = WorkerClient.currentExecutable
            server.logSink = { line in FileHandle.standardError.write(Data((line + "\n").utf8)) }
            return server.serve(inbox)
        }
    }

    static func writeAll(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(1, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}
