import Foundation
import LSP

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a worker process serves: it mirrors its parent's documents and answers jobs by kind. The
/// language server's worker answers hover simulations; the visualizer's answers page sessions and
/// simulations. Everything that can trap on a user's code (lowering, the interpreter) runs here,
/// never in the parent.
public protocol WorkerService: AnyObject {
    /// Applies the document changes a message carries, before its job.
    func apply(_ changes: DocumentChanges)
    /// Answers one job. Throwing answers with the error's description; the worker goes on.
    func answer(kind: String, payload: [UInt8]) throws -> [UInt8]
}

/// A fault the worker injects on purpose, for the tests that show a parent surviving its worker:
/// `LIFELINE_WORKER_FAULT=trap:TEXT` makes the worker trap, and `hang:TEXT` makes it hang, on
/// the first job whose kind or payload contains TEXT. Never set in normal use.
public struct WorkerFault: Sendable {
    public enum Kind: String, Sendable { case trap, hang }
    public var kind: Kind
    public var trigger: String

    public static let environmentVariable = "LIFELINE_WORKER_FAULT"

    public static func fromEnvironment() -> WorkerFault? {
        guard let value = ProcessInfo.processInfo.environment[environmentVariable], let colon = value.firstIndex(of: ":"),
            let kind = Kind(rawValue: String(value[..<colon]))
        else { return nil }
        let trigger = String(value[value.index(after: colon)...])
        return trigger.isEmpty ? nil : WorkerFault(kind: kind, trigger: trigger)
    }

    func strike(kind jobKind: String, payload: [UInt8]) {
        guard jobKind.contains(trigger) || String(decoding: payload, as: UTF8.self).contains(trigger) else { return }
        switch kind {
        case .trap:
            fatalError("lifeline worker: a trap injected by \(WorkerFault.environmentVariable)")
        case .hang:
            while true { sleep(60) }
        }
    }
}

/// The worker's side: reads framed requests, keeps the service's documents current, answers in
/// order. One job at a time, on the calling thread (give it the simulator's large stack).
public enum WorkerHost {
    /// Serves on standard input and output until the parent closes standard input, and returns the
    /// exit status. Standard output is kept for replies only: anything else the process prints
    /// goes to standard error, so a stray `print` cannot corrupt the protocol.
    public static func serveStandardStreams(_ service: WorkerService) -> Int32 {
        let replies = dup(1)
        guard replies >= 0 else { return 1 }
        dup2(2, 1)
        return serve(service, input: 0, output: replies, fault: WorkerFault.fromEnvironment())
    }

    public static func serve(_ service: WorkerService, input: Int32, output: Int32, fault: WorkerFault? = nil) -> Int32 {
        var framer = MessageFramer(maximumLength: WorkerClient.maximumMessage)
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            // The parent went away: nothing is left to answer.
            guard count > 0 else { return 0 }
            for event in framer.append(buffer[0..<count]) {
                guard case .message(let body) = event else {
                    // A framing error means the parent and worker disagree about the stream;
                    // leaving makes the parent start a fresh worker.
                    FileHandle.standardError.write(Data("lifeline worker: \(event)\n".utf8))
                    return 1
                }
                let reply: [UInt8]
                do {
                    let (header, payload, changes) = try WorkerWire.decodeRequest(body)
                    if !changes.isEmpty { service.apply(changes) }
                    // A message with only document changes gets no reply.
                    guard !header.kind.isEmpty else { continue }
                    fault?.strike(kind: header.kind, payload: payload)
                    do {
                        reply = WorkerWire.encodeReply(id: header.id, result: try service.answer(kind: header.kind, payload: payload))
                    } catch {
                        reply = WorkerWire.encodeReply(id: header.id, result: [], error: "\(error)")
                    }
                } catch {
                    FileHandle.standardError.write(Data("lifeline worker: \(error)\n".utf8))
                    return 1
                }
                guard writeAll(output, MessageFramer.frame(reply)) else { return 0 }
            }
        }
    }

    /// Writes every byte, or returns false when the other end is gone.
    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }
}
