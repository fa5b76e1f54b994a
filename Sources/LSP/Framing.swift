/// The base protocol's framing: `Content-Length: N\r\n` (and optional other headers), a blank line,
/// then exactly N bytes of JSON. A pure state machine: feed it bytes as they arrive, in chunks of any
/// size, and take out whole message bodies and framing errors. No IO.
///
/// Malformed input never stops it: a header block without a usable `Content-Length` is reported and
/// dropped, and reading starts again at the next header block; a body longer than `maximumLength`
/// is skipped without being kept in memory and reported.
public struct MessageFramer: Sendable {
    public enum Event: Equatable, Sendable {
        /// A whole message body (the JSON bytes).
        case message([UInt8])
        /// Something that is not a message; the framer has resynchronised after it.
        case error(FramingError)
    }

    public enum FramingError: Equatable, Sendable, CustomStringConvertible {
        /// A header block without a `Content-Length`.
        case missingContentLength(header: String)
        /// A `Content-Length` that is not a whole number.
        case invalidContentLength(String)
        /// A message longer than the limit; its bytes were skipped.
        case tooLarge(length: Int, limit: Int)
        /// Bytes that do not start a header block (a client writing garbage, or a lost frame).
        case garbage(count: Int)
        /// A header line longer than any sensible header (no blank line in sight).
        case headerTooLong

        public var description: String {
            switch self {
            case .missingContentLength(let header): return "a message header without Content-Length: \(header.prefix(120))"
            case .invalidContentLength(let value): return "Content-Length is not a number: \(value.prefix(40))"
            case .tooLarge(let length, let limit): return "a message of \(length) bytes is over the limit of \(limit) bytes; skipped"
            case .garbage(let count): return "\(count) bytes that are not a message were skipped"
            case .headerTooLong: return "a message header longer than 64 KB; skipped"
            }
        }
    }

    /// The largest body kept; larger ones are skipped.
    public let maximumLength: Int
    private var buffer: [UInt8] = []
    private var start = 0
    /// Bytes of an oversized body still to be skipped.
    private var skipping = 0
    /// Stray bytes skipped since the last header, not yet reported.
    private var strayBytes = 0
    private static let maximumHeaderLength = 64 * 1024

    public init(maximumLength: Int = 64 * 1024 * 1024) {
        self.maximumLength = maximumLength
    }

    /// Adds bytes and returns what they complete, in order.
    public mutating func append<Bytes: Collection>(_ bytes: Bytes) -> [Event] where Bytes.Element == UInt8 {
        var events: [Event] = []
        var input = bytes[...]
        if skipping > 0 {
            let dropped = min(skipping, input.count)
            skipping -= dropped
            input = input.dropFirst(dropped)
        }
        buffer.append(contentsOf: input)
        while let event = next() { events.append(event) }
        // Keep the buffer from growing with consumed bytes.
        if start > 0 && start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        return events
    }

    private static let separator: [UInt8] = Array("\r\n\r\n".utf8)

    /// The next complete event in the buffer, or nil when more bytes are needed.
    private mutating func next() -> Event? {
        guard skipping == 0, start < buffer.count else { return nil }
        // A header block starts with a header name; anything before the first letter is garbage.
        if let garbage = leadingGarbage() { return .error(.garbage(count: garbage)) }
        guard start < buffer.count else { return nil }
        guard let end = find(Self.separator, from: start) else {
            if buffer.count - start > Self.maximumHeaderLength {
                start = buffer.count
                return .error(.headerTooLong)
            }
            return nil
        }
        let header = String(decoding: buffer[start..<end], as: UTF8.self)
        let bodyStart = end + Self.separator.count
        var lengthText: String? = nil
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: true) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingWhitespace().lowercased()
            if name == "content-length" { lengthText = String(line[line.index(after: colon)...].trimmingWhitespace()) }
        }
        guard let lengthText else {
            // Stray bytes glued to the front of a real header (`garbageContent-Length: 2`): skip
            // only them, so the message after them is not lost.
            if let glued = header.lowercased().range(of: "content-length:"), glued.lowerBound != header.startIndex {
                let skipped = header.utf8.distance(from: header.startIndex, to: glued.lowerBound)
                start += skipped
                return .error(.garbage(count: skipped))
            }
            start = bodyStart
            return .error(.missingContentLength(header: header))
        }
        guard let length = Int(lengthText), length >= 0 else {
            start = bodyStart
            return .error(.invalidContentLength(lengthText))
        }
        if length > maximumLength {
            let available = buffer.count - bodyStart
            if available >= length {
                start = bodyStart + length
            } else {
                skipping = length - available
                start = buffer.count
            }
            return .error(.tooLarge(length: length, limit: maximumLength))
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<(bodyStart + length)])
        start = bodyStart + length
        return .message(body)
    }

    /// Skips bytes before a header name (line breaks, stray bytes). A run of stray bytes is
    /// reported once, when the next header begins, however the bytes were split into chunks; line
    /// breaks between messages are harmless and not reported.
    private mutating func leadingGarbage() -> Int? {
        var index = start
        while index < buffer.count {
            let byte = buffer[index]
            if (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) { break }
            if byte != 0x0D && byte != 0x0A { strayBytes += 1 } else if strayBytes > 0 { strayBytes += 1 }
            index += 1
        }
        start = index
        guard index < buffer.count, strayBytes > 0 else { return nil }
        let count = strayBytes
        strayBytes = 0
        return count
    }

    private func find(_ pattern: [UInt8], from: Int) -> Int? {
        guard buffer.count - from >= pattern.count else { return nil }
        var index = from
        let last = buffer.count - pattern.count
        while index <= last {
            if buffer[index] == pattern[0] && buffer[index + 1] == pattern[1] && buffer[index + 2] == pattern[2] && buffer[index + 3] == pattern[3] {
                return index
            }
            index += 1
        }
        return nil
    }

    /// A body with its header, ready to write.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> Substring {
        var view = Substring(self)
        while let first = view.first, first == " " || first == "\t" { view.removeFirst() }
        while let last = view.last, last == " " || last == "\t" { view.removeLast() }
        return view
    }
}
