import Foundation

/// A document as the worker mirrors it: the bytes the parent analyses, with an opaque stamp that
/// changes whenever the bytes do (the language server's change counter, the visualizer's file
/// version), so the parent sends only what changed since the worker last saw it.
public struct MirroredDocument: Sendable, Equatable {
    public var path: String
    public var stamp: UInt64
    public var bytes: [UInt8]
    public var version: Int
    public var isOpen: Bool

    public init(path: String, stamp: UInt64, bytes: [UInt8], version: Int = 0, isOpen: Bool = false) {
        self.path = path
        self.stamp = stamp
        self.bytes = bytes
        self.version = version
        self.isOpen = isOpen
    }
}

/// What changed in the mirrored documents since the last message: with `reset`, the documents
/// given replace all the worker had (after a restart); otherwise they are added or replaced and
/// `removed` go.
public struct DocumentChanges: Sendable {
    public var reset: Bool
    public var set: [MirroredDocument]
    public var removed: [String]

    public var isEmpty: Bool { !reset && set.isEmpty && removed.isEmpty }
}

/// The wire format between a parent and its worker. Each message is framed as LSP frames its
/// messages (`Content-Length`), and its body is one line of JSON (the header), a line feed, then
/// raw bytes: the job's payload (JSON the job defines) followed by each changed document's bytes,
/// in the order the header lists them. Document bytes travel raw, so a file that is not UTF-8
/// reaches the worker byte for byte, with the same offsets the parent uses.
enum WorkerWire {
    /// The kind of a message that cancels a job: its payload is the job's id in decimal. It gets
    /// no reply; the job it names is answered with `cancelledError` (at once if it has not
    /// started, or when the service notices).
    static let cancelKind = "$cancel"
    static let cancelledError = "cancelled"
    struct RequestHeader: Codable {
        var id: Int
        /// The job's kind; empty for a message that only carries document changes.
        var kind: String
        var payloadLength: Int
        var reset: Bool
        var documents: [DocumentHeader]
        var removed: [String]
    }

    struct DocumentHeader: Codable {
        var path: String
        var stamp: UInt64
        var version: Int
        var isOpen: Bool
        var length: Int
    }

    struct ReplyHeader: Codable {
        var id: Int
        /// Why the job could not be answered (it threw, or its kind is unknown); the result is
        /// empty then.
        var error: String?
        var resultLength: Int
    }

    struct MalformedMessage: Error, CustomStringConvertible {
        var description: String
    }

    static func encodeRequest(id: Int, kind: String, payload: [UInt8], changes: DocumentChanges) -> [UInt8] {
        let header = RequestHeader(
            id: id, kind: kind, payloadLength: payload.count, reset: changes.reset,
            documents: changes.set.map { DocumentHeader(path: $0.path, stamp: $0.stamp, version: $0.version, isOpen: $0.isOpen, length: $0.bytes.count) },
            removed: changes.removed)
        var body = encodeHeader(header)
        body += payload
        for document in changes.set { body += document.bytes }
        return body
    }

    static func decodeRequest(_ body: [UInt8]) throws -> (header: RequestHeader, payload: [UInt8], changes: DocumentChanges) {
        let (header, rest): (RequestHeader, ArraySlice<UInt8>) = try decodeHeader(body)
        var offset = rest.startIndex
        func take(_ count: Int) throws -> [UInt8] {
            guard count >= 0, rest.endIndex - offset >= count else { throw MalformedMessage(description: "a worker message is shorter than its header says") }
            defer { offset += count }
            return Array(rest[offset..<offset + count])
        }
        let payload = try take(header.payloadLength)
        var documents: [MirroredDocument] = []
        for document in header.documents {
            documents.append(MirroredDocument(path: document.path, stamp: document.stamp, bytes: try take(document.length), version: document.version, isOpen: document.isOpen))
        }
        return (header, payload, DocumentChanges(reset: header.reset, set: documents, removed: header.removed))
    }

    /// A request's header alone (its first line), without copying the payload or the documents.
    static func requestHeader(_ body: [UInt8]) -> RequestHeader? {
        guard let newline = body.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        return try? JSONDecoder().decode(RequestHeader.self, from: Data(body[..<newline]))
    }

    /// A reply: the job's result, or (with `error`) why there is none.
    static func encodeReply(id: Int, result: [UInt8], error: String? = nil) -> [UInt8] {
        guard let error else { return encodeHeader(ReplyHeader(id: id, error: nil, resultLength: result.count)) + result }
        return encodeHeader(ReplyHeader(id: id, error: error, resultLength: 0))
    }

    static func decodeReply(_ body: [UInt8]) throws -> (header: ReplyHeader, result: [UInt8]) {
        let (header, rest): (ReplyHeader, ArraySlice<UInt8>) = try decodeHeader(body)
        guard rest.count >= header.resultLength, header.resultLength >= 0 else { throw MalformedMessage(description: "a worker reply is shorter than its header says") }
        return (header, Array(rest.prefix(header.resultLength)))
    }

    private static func encodeHeader<Header: Encodable>(_ header: Header) -> [UInt8] {
        // JSONEncoder writes no raw line feed (strings escape theirs), so the first one ends it.
        let data = (try? JSONEncoder().encode(header)) ?? Data("{}".utf8)
        return Array(data) + [UInt8(ascii: "\n")]
    }

    private static func decodeHeader<Header: Decodable>(_ body: [UInt8]) throws -> (Header, ArraySlice<UInt8>) {
        guard let newline = body.firstIndex(of: UInt8(ascii: "\n")) else { throw MalformedMessage(description: "a worker message has no header line") }
        let header = try JSONDecoder().decode(Header.self, from: Data(body[..<newline]))
        return (header, body[(newline + 1)...])
    }
}
