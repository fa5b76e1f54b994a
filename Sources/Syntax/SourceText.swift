/// The bytes of one source file and the one place where positions are converted.
///
/// Inside Lifeline every position is a UTF-8 byte offset. Lines and columns exist only at the edges:
/// diagnostics printed for people (1-based line and UTF-8 column) and the language server, which
/// speaks UTF-16 columns unless the client accepts UTF-8. Invalid UTF-8 is kept as it is: the bytes
/// are never decoded on the way in, so nothing the user wrote is lost.
public struct SourceText: Sendable {
    /// The file's bytes, exactly as read.
    public let bytes: [UInt8]
    /// The offset where each line starts; `lineStarts[0] == 0`. A line ends at `\n`, `\r\n` or `\r`.
    public let lineStarts: [Int]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            let n = buffer.count
            var i = ByteScan.lineEnd(buffer, from: 0, to: n)
            while i < n {
                if buffer[i] == 0x0D && i + 1 < n && buffer[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
                i = ByteScan.lineEnd(buffer, from: i + 1, to: n)
            }
        }
        lineStarts = starts
    }

    /// Every offset in `range` (the whole text by default) where `needle` starts: the one byte
    /// search of the project (a name in a file, a label before parsing a call).
    public func offsets(of needle: [UInt8], in range: Range<Int>? = nil, first onlyFirst: Bool = false) -> [Int] {
        let range = range ?? 0..<bytes.count
        guard let head = needle.first, range.count >= needle.count else { return [] }
        var found: [Int] = []
        bytes.withUnsafeBufferPointer { buffer in
            var i = range.lowerBound
            let last = range.upperBound - needle.count
            while i <= last {
                if buffer[i] == head {
                    var j = 1
                    while j < needle.count && buffer[i + j] == needle[j] { j += 1 }
                    if j == needle.count {
                        found.append(i)
                        if onlyFirst { return }
                    }
                }
                i += 1
            }
        }
        return found
    }

    /// Whether `needle` occurs in `range` (the whole text by default).
    public func contains(_ needle: [UInt8], in range: Range<Int>? = nil) -> Bool {
        !offsets(of: needle, in: range, first: true).isEmpty
    }

    public init(_ string: String) {
        self.init(Array(string.utf8))
    }

    public var count: Int { bytes.count }
    public var lineCount: Int { lineStarts.count }

    /// A zero-based line and a zero-based UTF-8 column.
    public struct Position: Hashable, Sendable, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
        public var description: String { "\(line + 1):\(column + 1)" }
    }

    /// The zero-based line containing `offset` (offsets past the end map to the last line).
    public func line(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Zero-based line and UTF-8 column of a byte offset.
    public func position(of offset: Int) -> Position {
        let clamped = max(0, min(offset, bytes.count))
        let line = line(containing: clamped)
        return Position(line: line, column: clamped - lineStarts[line])
    }

    /// The byte offset of a zero-based line and UTF-8 column, clamped to the line's end.
    public func offset(of position: Position) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        let start = lineStarts[position.line]
        let end = lineContentEnd(position.line)
        // The column is clamped before it is added: a client may send any integer.
        return start + min(max(0, position.column), end - start)
    }

    /// The offset just before the line's terminator (or the end of the file).
    public func lineContentEnd(_ line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        if end > lineStarts[line] && end - 1 < bytes.count && bytes[end - 1] == 0x0A { end -= 1 }
        if end > lineStarts[line] && end - 1 < bytes.count && bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The UTF-16 column of a byte offset on its line. Each maximal invalid subpart counts as one
    /// UTF-16 unit, as a decoder that replaces it with U+FFFD counts it.
    public func utf16Column(of offset: Int) -> Int {
        let position = position(of: offset)
        let start = lineStarts[position.line]
        var column = 0
        var i = start
        let end = start + position.column
        while i < end {
            let (length, scalar) = SourceText.decodeScalar(bytes, at: i)
            column += scalar.map { $0 >= 0x10000 ? 2 : 1 } ?? 1
            i += length
        }
        return column
    }

    /// The byte offset of a zero-based line and UTF-16 column (clamped to the line; a column inside
    /// a surrogate pair maps to the start of its character).
    public func offset(line: Int, utf16Column: Int) -> Int {
        guard line >= 0 else { return 0 }
        guard line < lineStarts.count else { return bytes.count }
        var i = lineStarts[line]
        let end = lineContentEnd(line)
        var column = 0
        while i < end {
            let (length, scalar) = SourceText.decodeScalar(bytes, at: i)
            let width = scalar.map { $0 >= 0x10000 ? 2 : 1 } ?? 1
            if column + width > utf16Column { break }
            column += width
            i += length
        }
        return i
    }

    /// The text of a byte range, with invalid UTF-8 shown as U+FFFD.
    public func text(_ range: Range<Int>) -> String {
        let lower = max(0, min(range.lowerBound, bytes.count))
        let upper = max(lower, min(range.upperBound, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// Decodes one scalar at `offset`: its byte length and value, or `nil` with the length of the
    /// maximal invalid subpart (a lead byte and the continuation bytes that were still possible, as
    /// Unicode defines it), which decoders such as Swift's replace with one U+FFFD. The lexer and the
    /// column conversions share this.
    static func decodeScalar(_ bytes: [UInt8], at offset: Int) -> (Int, UInt32?) {
        bytes.withUnsafeBufferPointer { decodeScalar($0, at: offset) }
    }

    @inline(__always)
    static func decodeScalar(_ p: UnsafeBufferPointer<UInt8>, at offset: Int) -> (Int, UInt32?) {
        let b0 = p[offset]
        if b0 < 0x80 { return (1, UInt32(b0)) }
        let length: Int
        var value: UInt32
        switch b0 {
        case 0xC2...0xDF:
            length = 2
            value = UInt32(b0 & 0x1F)
        case 0xE0...0xEF:
            length = 3
            value = UInt32(b0 & 0x0F)
        case 0xF0...0xF4:
            length = 4
            value = UInt32(b0 & 0x07)
        default: return (1, nil)
        }
        for k in 1..<length {
            guard offset + k < p.count else { return (k, nil) }
            let b = p[offset + k]
            // The second byte's range depends on the lead (no overlong forms, no surrogates, nothing
            // past U+10FFFF); the others are plain continuation bytes.
            let allowed: ClosedRange<UInt8>
            if k == 1 {
                switch b0 {
                case 0xE0: allowed = 0xA0...0xBF
                case 0xED: allowed = 0x80...0x9F
                case 0xF0: allowed = 0x90...0xBF
                case 0xF4: allowed = 0x80...0x8F
                default: allowed = 0x80...0xBF
                }
            } else {
                allowed = 0x80...0xBF
            }
            guard allowed.contains(b) else { return (k, nil) }
            value = value << 6 | UInt32(b & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        if value < minimum || value > 0x10FFFF || (0xD800...0xDFFF).contains(value) { return (1, nil) }
        return (length, value)
    }
}
