/// One token as stored in a tree: its kind and three byte offsets.
///
/// Trivia (whitespace and comments) is all *leading*: it runs from `fullStart` to `start`, and a
/// token's full text ends where the next token's full text begins. The last token of every tree is
/// `endOfFile`, whose leading trivia holds whatever follows the last real token. So the tokens of a
/// tree, printed in order with their trivia, give back the source byte for byte.
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    public var flags: Flags
    /// For identifiers whose text is a contextual keyword (`mutating`, `get`, …), which one.
    public var keyword: Keyword
    public var fullStart: UInt32
    public var start: UInt32
    public var end: UInt32

    public struct Flags: OptionSet, Sendable, Equatable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The leading trivia contains a line break, or the token starts the file.
        public static let atStartOfLine = Flags(rawValue: 1)
        /// An identifier written with backticks: never a keyword.
        public static let backticked = Flags(rawValue: 2)
        /// The token was cut short by the lexer (an unterminated string, comment or literal).
        public static let unterminated = Flags(rawValue: 4)
        /// A `/* ... */` comment in the leading trivia was never closed.
        public static let unterminatedComment = Flags(rawValue: 8)
        /// The leading trivia holds a version-control conflict marker line (`<<<<<<<`, `=======`, `>>>>>>>`).
        public static let conflictMarker = Flags(rawValue: 16)
    }

    @inlinable public var textRange: Range<Int> { Int(start)..<Int(end) }
    @inlinable public var isAtStartOfLine: Bool { flags.contains(.atStartOfLine) }
    @inlinable public var hasLeadingTrivia: Bool { fullStart != start }
}
