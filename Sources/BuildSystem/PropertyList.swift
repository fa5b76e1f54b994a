/// An old-style ("OpenStep") property list, the format of Xcode's `project.pbxproj`: dictionaries
/// `{ key = value; }`, arrays `( a, b, )`, strings bare or quoted, `<hex data>`, and C comments.
/// Read from bytes by `PropertyList.parse`; nothing else of the format (binary or XML lists) is needed.
public indirect enum PropertyList: Sendable, Equatable {
    case string(String)
    case array([PropertyList])
    case dictionary([String: PropertyList])
    case data([UInt8])

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var array: [PropertyList]? {
        if case .array(let value) = self { return value }
        return nil
    }

    public var dictionary: [String: PropertyList]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    public subscript(key: String) -> PropertyList? { dictionary?[key] }

    /// Why a list could not be read, and where (a byte offset).
    public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
        public let message: String
        public let offset: Int
        public var description: String { "\(message) at byte \(offset)" }
    }

    /// Nesting deeper than this is refused rather than followed: real project files nest a few levels.
    public static let maximumDepth = 256

    /// Parses a whole list; trailing text after the top value is an error, as are unterminated
    /// strings, comments and containers. Never traps, whatever the bytes.
    public static func parse(_ bytes: [UInt8]) throws(ParseError) -> PropertyList {
        var reader = Reader(bytes: bytes)
        // A UTF-8 byte order mark may lead the file.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
        let value = try reader.value(depth: 0)
        try reader.skipTrivia()
        guard reader.position == bytes.count else { throw ParseError(message: "unexpected text after the property list", offset: reader.position) }
        return value
    }

    struct Reader {
        let bytes: [UInt8]
        var position = 0

        func fail(_ message: String) -> ParseError { ParseError(message: message, offset: position) }

        mutating func skipTrivia() throws(ParseError) {
            while position < bytes.count {
                let byte = bytes[position]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B {
                    position += 1
                } else if byte == 0x2F, position + 1 < bytes.count, bytes[position + 1] == 0x2F {
                    while position < bytes.count, bytes[position] != 0x0A { position += 1 }
                } else if byte == 0x2F, position + 1 < bytes.count, bytes[position + 1] == 0x2A {
                    let start = position
                    position += 2
                    while true {
                        guard position + 1 < bytes.count else {
                            position = start
                            throw fail("unterminated comment")
                        }
                        if bytes[position] == 0x2A && bytes[position + 1] == 0x2F {
                            position += 2
                            break
                        }
                        position += 1
                    }
                } else {
                    return
                }
            }
        }

        mutating func value(depth: Int) throws(ParseError) -> PropertyList {
            try skipTrivia()
            guard depth < PropertyList.maximumDepth else { throw fail("nested more than \(PropertyList.maximumDepth) deep") }
            guard position < bytes.count else { throw fail("expected a value") }
            switch bytes[position] {
            case 0x7B:  // {
                position += 1
                var entries: [String: PropertyList] = [:]
                while true {
                    try skipTrivia()
                    guard position < bytes.count else { throw fail("unterminated dictionary") }
                    if bytes[position] == 0x7D {
                        position += 1
                        return .dictionary(entries)
                    }
                    guard case .string(let key) = try value(depth: depth + 1) else { throw fail("a dictionary key must be a string") }
                    try skipTrivia()
                    guard position < bytes.count, bytes[position] == 0x3D else { throw fail("expected '=' after a key") }
                    position += 1
                    let entry = try value(depth: depth + 1)
                    try skipTrivia()
                    guard position < bytes.count, bytes[position] == 0x3B else { throw fail("expected ';' after a value") }
                    position += 1
                    entries[key] = entry
                }
            case 0x28:  // (
                position += 1
                var items: [PropertyList] = []
                while true {
                    try skipTrivia()
                    guard position < bytes.count else { throw fail("unterminated array") }
                    if bytes[position] == 0x29 {
                        position += 1
                        return .array(items)
                    }
                    items.append(try value(depth: depth + 1))
                    try skipTrivia()
                    guard position < bytes.count else { throw fail("unterminated array") }
                    if bytes[position] == 0x2C {
                        position += 1
                    } else if bytes[position] != 0x29 {
                        throw fail("expected ',' or ')' in an array")
                    }
                }
            case 0x3C:  // <
                position += 1
                var data: [UInt8] = []
                var high: UInt8?
                while true {
                    guard position < bytes.count else { throw fail("unterminated data") }
                    let byte = bytes[position]
                    position += 1
                    if byte == 0x3E { return .data(data) }
                    if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D { continue }
                    guard let nibble = Reader.hexValue(byte) else { throw fail("data holds a byte that is not hexadecimal") }
                    if let first = high {
                        data.append(first << 4 | nibble)
                        high = nil
                    } else {
                        high = nibble
                    }
                }
            case 0x22, 0x27:  // " '
                return .string(try quoted())
            default:
                let start = position
                while position < bytes.count, Reader.isBare(bytes[position]) { position += 1 }
                guard position > start else { throw fail("unexpected character") }
                return .string(String(decoding: bytes[start..<position], as: UTF8.self))
            }
        }

        /// Characters of an unquoted string.
        static func isBare(_ byte: UInt8) -> Bool {
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x24, 0x2B, 0x2F, 0x3A, 0x2E, 0x2D: return true
            default: return byte >= 0x80
            }
        }

        static func hexValue(_ byte: UInt8) -> UInt8? {
            switch byte {
            case 0x30...0x39: return byte - 0x30
            case 0x41...0x46: return byte - 0x41 + 10
            case 0x61...0x66: return byte - 0x61 + 10
            default: return nil
            }
        }

        /// A quoted string with its escapes: `\n`, `\t`, `\\`, `\"`, `\Uxxxx`, octal `\ooo`.
        mutating func quoted() throws(ParseError) -> String {
            let quote = bytes[position]
            let start = position
            position += 1
            var out: [UInt8] = []
            while true {
                guard position < bytes.count else {
                    position = start
                    throw fail("unterminated string")
                }
                let byte = bytes[position]
                position += 1
                if byte == quote { return String(decoding: out, as: UTF8.self) }
                guard byte == 0x5C else {
                    out.append(byte)
                    continue
                }
                guard position < bytes.count else { continue }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case 0x6E: out.append(0x0A)
                case 0x74: out.append(0x09)
                case 0x72: out.append(0x0D)
                case 0x61: out.append(0x07)
                case 0x62: out.append(0x08)
                case 0x66: out.append(0x0C)
                case 0x76: out.append(0x0B)
                case 0x55, 0x75:
                    var scalar: UInt32 = 0
                    var digits = 0
                    while digits < 4, position < bytes.count, let nibble = Reader.hexValue(bytes[position]) {
                        scalar = scalar << 4 | UInt32(nibble)
                        position += 1
                        digits += 1
                    }
                    out.append(contentsOf: Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8))
                case 0x30...0x37:
                    var value = UInt32(escaped - 0x30)
                    var digits = 1
                    while digits < 3, position < bytes.count, (0x30...0x37).contains(bytes[position]) {
                        value = value << 3 | UInt32(bytes[position] - 0x30)
                        position += 1
                        digits += 1
                    }
                    out.append(UInt8(truncatingIfNeeded: value))
                default:
                    out.append(escaped)
                }
            }
        }
    }
}
