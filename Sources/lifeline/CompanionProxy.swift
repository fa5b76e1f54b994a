import Foundation
import LSP
import Server
import Simulator
import Worker

/// `lifeline lsp --with CMD`: the wiring of `CompanionMux` to the client's stdin and stdout, the
/// in-process server and the companion's pipes. One lock guards the mux; no IO happens under it:
/// each destination has its own serial queue, so a full pipe to one peer never stalls the others.
final class CompanionProxy: @unchecked Sendable {
    private let lock = NSLock()
    private var mux: CompanionMux
    private let inbox = Inbox()
    private let toClient = DispatchQueue(label: "lifeline.proxy.client")
    private let toCompanion = DispatchQueue(label: "lifeline.proxy.companion")
    private var companion: Process?
    private var companionInput: FileHandle?
    /// Signalled when the companion's output has all been read and its end reported.
    private let companionDone = DispatchSemaphore(value: 0)

    init(companionName: String) {
        mux = CompanionMux(companionName: companionName)
    }

    static func run(command: [String], logLevel: Server.LogLevel) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let name = (command[0] as NSString).lastPathComponent
        let proxy = CompanionProxy(companionName: name)
        proxy.startCompanion(command)
        proxy.readClient()
        let status = LargeStack.run {
            let server = Server { bytes in proxy.fromLifeline(bytes) }
            server.logLevel = logLevel
            server.workerExecutable = WorkerClient.currentExecutable
            server.logSink = { line in FileHandle.standardError.write(Data((line + "\n").utf8)) }
            return server.serve(proxy.inbox)
        }
        proxy.stopCompanion()
        // What the server said last reaches the client before the process ends.
        proxy.toClient.sync {}
        return status
    }

    // MARK: Peers

    private func startCompanion(_ command: [String]) {
        guard let executable = CompanionProxy.resolve(command[0]) else {
            return deliver { $0.companionExited("was not found (looked for \(command[0]) on PATH)") }
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = Array(command.dropFirst())
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        // Its log goes where ours does: the editor's server log.
        process.standardError = FileHandle.standardError
        do {
            try process.run()
        } catch {
            return deliver { $0.companionExited("could not start (\(error.localizedDescription))") }
        }
        companion = process
        companionInput = input.fileHandleForWriting
        let reading = output.fileHandleForReading.fileDescriptor
        let thread = Thread { [self] in
            var framer = MessageFramer()
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(reading, $0.baseAddress!, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                for event in framer.append(buffer[0..<count]) {
                    // A message the companion got wrong is dropped; the rest of its stream still counts.
                    guard case .message(let body) = event, case .success(let message) = IncomingMessage.decode(body) else { continue }
                    deliver { $0.receive(message, from: .companion) }
                }
            }
            process.waitUntilExit()
            let how = process.terminationReason == .uncaughtSignal
                ? "was stopped by signal \(process.terminationStatus)" : "exited (status \(process.terminationStatus))"
            deliver { $0.companionExited(how) }
            companionDone.signal()
        }
        thread.start()
    }

    private func readClient() {
        let thread = Thread { [self] in
            var framer = MessageFramer()
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress!, $0.count) }
                if count < 0 && errno == EINTR { continue }
                // The client went away: the server stops, and so does the companion.
                guard count > 0 else { return inbox.close() }
                for event in framer.append(buffer[0..<count]) {
                    switch event {
                    case .message(let body):
                        switch IncomingMessage.decode(body) {
                        case .success(let message): deliver { $0.receive(message, from: .client) }
                        // No server knows the id of what cannot be read: the proxy answers it.
                        case .failure(let failure): deliver { $0.unreadable(failure) }
                        }
                    case .error(let error):
                        inbox.put(.framingError(error))
                    }
                }
            }
        }
        thread.stackSize = 64 << 20
        thread.start()
    }

    /// The server's output (framed messages), on the server's thread.
    private var lifelineFramer = MessageFramer()
    private func fromLifeline(_ bytes: [UInt8]) {
        for event in lifelineFramer.append(bytes) {
            guard case .message(let body) = event, case .success(let message) = IncomingMessage.decode(body) else { continue }
            deliver { $0.receive(message, from: .lifeline) }
        }
    }

    /// Runs one step of the mux under the lock, then hands each delivery to its peer's queue, and
    /// starts the timers of merged requests that got their first answer.
    private func deliver(_ step: (inout CompanionMux) -> [CompanionMux.Delivery]) {
        lock.lock()
        let deliveries = step(&mux)
        for timer in mux.takeTimers() {
            DispatchQueue.global().asyncAfter(deadline: .now() + timer.seconds) { [self] in
                deliver { $0.gracePassed(timer) }
            }
        }
        // Queued under the lock, so each peer gets messages in the order the mux made them.
        for delivery in deliveries {
            switch delivery.to {
            case .lifeline:
                inbox.put(.message(.success(delivery.message)))
            case .client:
                let bytes = MessageFramer.frame(CompanionMux.encode(delivery.message))
                toClient.async { LSPCommand.writeAll(bytes) }
            case .companion:
                guard let input = companionInput else { continue }
                let bytes = MessageFramer.frame(CompanionMux.encode(delivery.message))
                toCompanion.async { CompanionProxy.writeAll(bytes, to: input.fileDescriptor) }
            }
        }
        lock.unlock()
    }

    /// After the server's `exit`: the companion has had its `exit` too; it gets two seconds to take
    /// what was sent to it and end, then it is stopped (SIGTERM, then SIGKILL), so a companion that
    /// stopped reading cannot keep the proxy waiting on a full pipe.
    private func stopCompanion() {
        guard let companion, let companionInput else { return }
        var drained = sent(within: 2)
        if !drained {
            // A write is stuck on a full pipe: once the companion is gone, it fails and returns.
            stop(companion)
            drained = sent(within: 2)
        }
        // Closed only when no write can use the descriptor any more (its number could be reused).
        if drained { try? companionInput.close() }
        // Its last answers reach the client before the process ends.
        if companionDone.wait(timeout: .now() + 2) == .timedOut {
            stop(companion)
            _ = companionDone.wait(timeout: .now() + 2)
        }
    }

    /// Whether everything queued for the companion has been written, within `seconds`.
    private func sent(within seconds: Double) -> Bool {
        let done = DispatchSemaphore(value: 0)
        toCompanion.async { done.signal() }
        return done.wait(timeout: .now() + seconds) == .success
    }

    /// SIGTERM, and SIGKILL when that has not ended it within a second.
    private func stop(_ process: Process) {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = Date(timeIntervalSinceNow: 1)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    // MARK: IO

    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    // The companion is gone; its reader reports that.
                    return
                }
                offset += written
            }
        }
    }

    /// A command's executable: a path as given, or the first match on PATH.
    static func resolve(_ name: String) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = String(directory) + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Splits `--with`'s text into words as a shell would for simple commands: spaces separate,
    /// single and double quotes group, a backslash escapes the next character. Nil when a quote
    /// is left open.
    static func words(_ text: String) -> [String]? {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
                inWord = true
            } else if character == "\\" && quote != "'" {
                escaped = true
            } else if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " || character == "\t" || character == "\n" {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        guard quote == nil, !escaped else { return nil }
        if inWord { words.append(current) }
        return words
    }
}
