import Foundation
import LSP
import Server

/// `lifeline lsp`: the language server over stdin and stdout.
enum LSPCommand {
    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--version") {
            print("lifeline \(lifelineVersion)")
            return 0
        }
        if let unknown = arguments.first(where: { $0 != "--stdio" }) {
            printError("lifeline lsp: unknown option \(unknown); the server speaks LSP over stdin and stdout")
            return 2
        }
        let server = Server { bytes in writeAll(bytes) }
        var framer = MessageFramer()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            // Debounce: while the client keeps typing, input keeps coming; diagnostics are
            // published once it has been quiet for 150 ms.
            if server.hasPendingDiagnostics {
                var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
                if poll(&descriptor, 1, 150) == 0 {
                    server.flushDiagnostics()
                    continue
                }
            }
            let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            // The client went away: stop, as the protocol says a server should.
            guard count > 0 else {
                server.flushDiagnostics()
                return server.exitStatus ?? 1
            }
            // Messages that arrived together are handled as a batch, so a later change or
            // cancellation can answer an earlier request with ContentModified or RequestCancelled.
            var batch: [[UInt8]] = []
            for event in framer.append(buffer[0..<count]) {
                switch event {
                case .message(let body): batch.append(body)
                case .error(let error):
                    server.handle(batch: batch)
                    batch = []
                    server.framingError(error)
                }
                if let status = server.exitStatus { return status }
            }
            server.handle(batch: batch)
            if let status = server.exitStatus { return status }
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
