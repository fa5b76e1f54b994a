/// The value a string literal stands for, as Swift computes it from the source: escapes decoded
/// (with a raw string's `#` delimiters), and for a multi-line literal the line breaks normalized to
/// `\n`, the first and last line breaks dropped and the closing delimiter's indentation removed from
/// every line. Interpolations are kept as nodes between the text pieces.
///
/// The rules are those of *The Swift Programming Language* ("String Literals", "Multiline String
/// Literals", "Extended String Delimiters") and SE-0168/SE-0200. Literals Swift rejects (an
/// unterminated string, a closing delimiter after text on its line, a line indented less than the
/// closing delimiter) still get a value: the best reading of what is there, never a trap.
public enum StringLiteralPiece: Sendable, Equatable {
    case text(String)
    /// An interpolation `\(…)` (or `\#(…)` in a raw string): an `interpolation` node.
    case interpolation(SyntaxNode)
}

extension SyntaxNode {
    /// The pieces of a `stringLiteralExpr`'s value, in order; adjacent text is merged and empty
    /// text is left out. Nil for a node of another kind.
    public var stringLiteralPieces: [StringLiteralPiece]? {
        guard kind == .stringLiteralExpr, let open = firstToken else { return nil }
        let isMultiline = open.kind == .multilineStringQuote
        var hashes = 0
        for byte in open.text.utf8 {
            guard byte == UInt8(ascii: "#") else { break }
            hashes += 1
        }
        // The source text between the delimiters, with interpolations in between.
        var raw: [RawPiece] = []
        for child in children {
            switch child.kind {
            case .stringSegment: raw.append(.text(Array(child.text.unicodeScalars)))
            case .interpolation: raw.append(.interpolation(child))
            default: break
            }
        }
        let closed = lastToken.map { $0.index != open.index && $0.kind == open.kind } ?? false
        if isMultiline { raw = StringLiteralDecoding.layOut(raw, closed: closed) }
        var pieces: [StringLiteralPiece] = []
        for piece in raw {
            switch piece {
            case .text(let scalars):
                let text = StringLiteralDecoding.unescape(scalars, hashes: hashes, multiline: isMultiline)
                guard !text.isEmpty else { continue }
                if case .text(let previous)? = pieces.last {
                    pieces[pieces.count - 1] = .text(previous + text)
                } else {
                    pieces.append(.text(text))
                }
            case .interpolation(let node):
                pieces.append(.interpolation(node))
            }
        }
        return pieces
    }

    /// The value of a string literal without interpolations; nil for one with interpolations or a
    /// node of another kind.
    public var stringLiteralValue: String? {
        guard let pieces = stringLiteralPieces else { return nil }
        var value = ""
        for piece in pieces {
            guard case .text(let text) = piece else { return nil }
            value += text
        }
        return value
    }
}

enum RawPiece {
    case text([Unicode.Scalar])
    case interpolation(SyntaxNode)
}

enum StringLiteralDecoding {
    /// A multi-line literal's layout on the raw source: line breaks (`\r\n`, `\r`, `\n`) become
    /// `\n`; the opening line's rest and the closing line are dropped with the line breaks that end
    /// and start them; the closing line's indentation is removed from the start of every content line.
    /// A line that starts right after an interpolation continues a line and keeps its text.
    static func layOut(_ pieces: [RawPiece], closed: Bool) -> [RawPiece] {
        // Lines, each a list of pieces.
        var lines: [[RawPiece]] = [[]]
        for piece in pieces {
            switch piece {
            case .interpolation:
                lines[lines.count - 1].append(piece)
            case .text(let scalars):
                var current: [Unicode.Scalar] = []
                var index = 0
                while index < scalars.count {
                    let scalar = scalars[index]
                    if scalar == "\r" || scalar == "\n" {
                        if !current.isEmpty { lines[lines.count - 1].append(.text(current)) }
                        current = []
                        lines.append([])
                        if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
                    } else {
                        current.append(scalar)
                    }
                    index += 1
                }
                if !current.isEmpty { lines[lines.count - 1].append(.text(current)) }
            }
        }
        func blank(_ line: [RawPiece]) -> [Unicode.Scalar]? {
            var scalars: [Unicode.Scalar] = []
            for piece in line {
                guard case .text(let text) = piece, text.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
                scalars += text
            }
            return scalars
        }
        // The opening line holds nothing but (invalid) spaces; drop it with its line break.
        if lines.count > 1, blank(lines[0]) != nil { lines.removeFirst() }
        // The closing delimiter's line: its indentation applies to every line.
        var indentation: [Unicode.Scalar] = []
        if closed, lines.count > 1, let last = lines.last, let spaces = blank(last) {
            indentation = spaces
            lines.removeLast()
        } else if closed, lines.count == 1, let only = lines.first, blank(only) != nil {
            // `"""` + line break + `"""`: no content line at all.
            return []
        }
        // Joined again, adjacent text merged: an escape such as a line continuation (`\` at the end
        // of a line) is decoded across the line break.
        var result: [RawPiece] = []
        func append(_ piece: RawPiece) {
            if case .text(let more) = piece, case .text(let text)? = result.last {
                result[result.count - 1] = .text(text + more)
            } else {
                result.append(piece)
            }
        }
        for (number, line) in lines.enumerated() {
            if number > 0 { append(.text(["\n"])) }
            for (position, piece) in line.enumerated() {
                guard position == 0, !indentation.isEmpty, case .text(let text) = piece else {
                    append(piece)
                    continue
                }
                // Remove as much of the indentation as the line has (a blank line may be shorter).
                var removed = 0
                while removed < indentation.count, removed < text.count, text[removed] == indentation[removed] { removed += 1 }
                append(.text(Array(text[removed...])))
            }
        }
        return result
    }

    /// Decodes the escapes of one piece of a literal: `\` followed by the raw string's `#`s, then
    /// `0 \ t n r " '`, `u{…}`, or (in a multi-line literal) spaces and a line break, which join
    /// the lines. Anything else is kept as written.
    static func unescape(_ scalars: [Unicode.Scalar], hashes: Int, multiline: Bool) -> String {
        var result = String.UnicodeScalarView()
        var index = 0
        let count = scalars.count
        while index < count {
            let scalar = scalars[index]
            guard scalar == "\\" else {
                result.append(scalar)
                index += 1
                continue
            }
            // The delimiter's `#`s must follow the backslash, else it is plain text.
            var after = index + 1
            var seen = 0
            while seen < hashes, after < count, scalars[after] == "#" {
                seen += 1
                after += 1
            }
            guard seen == hashes, after < count else {
                result.append(scalar)
                index += 1
                continue
            }
            let next = scalars[after]
            var decoded: Unicode.Scalar?
            switch next {
            case "0": decoded = "\0"
            case "\\": decoded = "\\"
            case "t": decoded = "\t"
            case "n": decoded = "\n"
            case "r": decoded = "\r"
            case "\"": decoded = "\""
            case "'": decoded = "'"
            case "u":
                // `\u{1F600}`: one to eight hex digits in braces.
                var end = after + 1
                guard end < count, scalars[end] == "{" else { break }
                end += 1
                var value: UInt32 = 0
                var digits = 0
                while end < count, let digit = hexValue(scalars[end]), digits < 8 {
                    value = value << 4 | digit
                    digits += 1
                    end += 1
                }
                guard digits > 0, end < count, scalars[end] == "}", let code = Unicode.Scalar(value) else { break }
                result.append(code)
                index = end + 1
                continue
            case " ", "\t", "\n":
                // A line continuation: optional spaces, then the line break.
                guard multiline else { break }
                var end = after
                while end < count, scalars[end] == " " || scalars[end] == "\t" { end += 1 }
                guard end < count, scalars[end] == "\n" else { break }
                index = end + 1
                continue
            default:
                break
            }
            if let decoded {
                result.append(decoded)
                index = after + 1
            } else {
                // Not an escape Swift knows: keep the text as written.
                result.append(scalar)
                index += 1
            }
        }
        return String(result)
    }

    static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar.value {
        case 0x30...0x39: return scalar.value - 0x30
        case 0x41...0x46: return scalar.value - 0x41 + 10
        case 0x61...0x66: return scalar.value - 0x61 + 10
        default: return nil
        }
    }
}
