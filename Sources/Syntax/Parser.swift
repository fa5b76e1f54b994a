/// The error-tolerant recursive-descent parser. It mirrors the grammar, one file per area
/// (`Parser+Declarations`, `+Statements`, `+Expressions`, `+Types`, `+Attributes`); this file holds the
/// token cursor, the node builder and the recovery helpers they share.
///
/// Guarantees, for every input:
/// - every token the lexer produced is consumed exactly once, so the tree prints back the source;
/// - nothing throws: what the grammar lacks becomes a zero-width *missing* node, what it cannot place
///   is wrapped in an *unexpected* node;
/// - every loop consumes a token or leaves (each checks its progress);
/// - recursion is capped at `maximumNestingDepth`; deeper input is consumed iteratively and kept as
///   unexpected tokens, so hostile nesting cannot overflow the stack.
struct Parser {
    /// How deeply expressions, types, statements and declarations may nest before the parser stops
    /// recursing. Real code stays far below; each level costs a few hundred bytes of stack.
    static let maximumNestingDepth = 160

    var input: [Token]
    var pos = 0
    let source: SourceText
    var tokens: [Token] = []
    var nodes: [SyntaxTree.RawNode] = []
    var depth = 0
    /// Whether a `{` after an expression may be a trailing closure here.
    var trailingClosureFlavor: TrailingClosureFlavor = .basic
    /// In a `case` pattern: `=` ends the pattern instead of assigning.
    var inPattern = false
    /// Inside `#selector(...)` and other macro arguments, where `foo(_:bar:)` names a function.
    var inMacroArgument = false
    /// After `let`/`var` in a `case` pattern, where names are new bindings rather than references.
    var inBindingPattern = false
    /// In the body of a `_read`/`_modify` accessor (not in a closure or declaration inside it), where
    /// `yield` starts a statement.
    var inCoroutineAccessor = false
    /// In a `#if` condition, which ends with its line: a `.member` on the next line starts the
    /// clause's body, not a member access.
    var endsAtLineEnd = false

    static func parse(source: SourceText, tokens: [Token]) -> SyntaxTree {
        var parser = Parser(input: tokens, source: source)
        parser.tokens.reserveCapacity(tokens.count)
        parser.nodes.reserveCapacity(tokens.count)
        parser.parseSourceFile()
        return SyntaxTree(source: source, tokens: parser.tokens, nodes: parser.nodes)
    }

    init(input: [Token], source: SourceText) {
        self.input = input
        self.source = source
    }

    // MARK: Cursor

    @inline(__always) var current: Token { input[pos] }
    @inline(__always) var kind: TokenKind { input[pos].kind }
    @inline(__always) func peek(_ n: Int = 1) -> Token { input[min(pos + n, input.count - 1)] }
    @inline(__always) func at(_ k: TokenKind) -> Bool { input[pos].kind == k }
    @inline(__always) func at(_ a: TokenKind, _ b: TokenKind) -> Bool {
        let k = input[pos].kind
        return k == a || k == b
    }
    @inline(__always) var atEnd: Bool { input[pos].kind == .endOfFile }

    /// The current token is an identifier spelling the contextual keyword `word` (no backticks).
    @inline(__always) func at(_ word: Keyword) -> Bool { Parser.isKeyword(input[pos], word) }

    @inline(__always) static func isKeyword(_ t: Token, _ word: Keyword) -> Bool {
        t.keyword == word && t.kind == .identifier && !t.flags.contains(.backticked)
    }

    @inline(__always) var atStartOfLine: Bool { input[pos].flags.contains(.atStartOfLine) }

    /// Whether the token's text equals `word`.
    func textIs(_ t: Token, _ word: StaticString) -> Bool {
        let length = Int(t.end - t.start)
        guard length == word.utf8CodeUnitCount else { return false }
        let w = word.utf8Start
        return source.bytes.withUnsafeBufferPointer { b in
            for k in 0..<length where b[Int(t.start) + k] != w[k] { return false }
            return true
        }
    }

    func firstByte(_ t: Token) -> UInt8 { t.end > t.start ? source.bytes[Int(t.start)] : 0 }

    /// Moves the current token to the tree. The end-of-file token is only taken by `parseSourceFile`.
    @inline(__always) mutating func bump() {
        guard input[pos].kind != .endOfFile else { return }
        tokens.append(input[pos])
        pos += 1
    }

    /// Moves the current token to the tree as a different kind (a contextual keyword used as one).
    mutating func bump(as kind: TokenKind) {
        guard input[pos].kind != .endOfFile else { return }
        var t = input[pos]
        t.kind = kind
        tokens.append(t)
        pos += 1
    }

    @discardableResult
    mutating func eat(_ k: TokenKind) -> Bool {
        if at(k) {
            bump()
            return true
        }
        return false
    }

    @discardableResult
    mutating func eat(_ word: Keyword) -> Bool {
        if at(word) {
            bump()
            return true
        }
        return false
    }

    // MARK: Building

    struct Marker {
        let node: Int
        let token: Int
    }

    @inline(__always) func mark() -> Marker { Marker(node: nodes.count, token: tokens.count) }

    @inline(__always) mutating func finish(_ kind: SyntaxKind, _ m: Marker, detail: UInt16 = 0) {
        nodes.append(
            SyntaxTree.RawNode(
                kind: kind, detail: detail, tokenStart: UInt32(m.token), tokenEnd: UInt32(tokens.count),
                size: UInt32(nodes.count - m.node + 1)))
    }

    /// Whether anything was built since `m`.
    @inline(__always) func isEmpty(since m: Marker) -> Bool { m.node == nodes.count && m.token == tokens.count }

    mutating func missing(_ kind: SyntaxKind) {
        finish(kind, mark())
    }

    mutating func missingToken(_ k: TokenKind) {
        finish(.missingToken, mark(), detail: UInt16(k.rawValue))
    }

    /// Takes `k` if it is next; otherwise records it as missing.
    @discardableResult
    mutating func expect(_ k: TokenKind) -> Bool {
        if eat(k) { return true }
        missingToken(k)
        return false
    }

    /// Takes a closing delimiter, skipping unexpected tokens before it when it is found further on
    /// the same nesting level without crossing a brace or a line that starts a statement or
    /// declaration.
    mutating func expectClosing(_ k: TokenKind) {
        if eat(k) { return }
        var j = pos
        var level = 0
        var steps = 0
        while steps < 64 {
            let t = input[j]
            if t.kind == .endOfFile { break }
            if level == 0 && t.kind == k { break }
            switch t.kind {
            case .leftParen, .leftSquare, .interpolationStart: level += 1
            case .rightParen, .rightSquare:
                if level == 0 {
                    steps = 64
                    continue
                }
                level -= 1
            case .leftBrace, .rightBrace:
                steps = 64
                continue
            default: break
            }
            if j > pos && t.isAtStartOfLine && level == 0 && (Parser.isStatementKeyword(t.kind) || Parser.isDeclarationKeyword(t.kind)) {
                steps = 64
                continue
            }
            j += 1
            steps += 1
        }
        if steps < 64 && input[j].kind == k {
            let m = mark()
            while pos < j { bump() }
            finish(.unexpected, m)
            bump()
        } else {
            missingToken(k)
        }
    }

    /// Where a list inside brackets gives up rather than swallow what follows: a brace, or a line
    /// that starts with a statement or declaration keyword.
    var atRecoveryBoundary: Bool {
        switch kind {
        case .leftBrace, .rightBrace, .endOfFile: return true
        default:
            guard atStartOfLine else { return false }
            if kind == .poundIf || kind == .poundEndif || kind == .poundElse || kind == .poundElseif { return true }
            guard Parser.isStatementKeyword(kind) || Parser.isDeclarationKeyword(kind) else { return false }
            // `case .pair(\n let a, let b)`: bindings inside a pattern.
            if inPattern && (kind == .kwLet || kind == .kwVar) { return false }
            // `repeat each x` / `repeat try f()` is a pack expansion, not a loop.
            if kind == .kwRepeat && peek().kind != .leftBrace { return false }
            // A keyword used as a label (`for: x`, `while predicate: T`) is no boundary.
            let next = peek()
            return next.kind != .colon && !(Parser.isParameterName(next.kind) && peek(2).kind == .colon)
        }
    }

    /// Wraps the current token (and, if it opens a bracket, everything up to its match) in an
    /// unexpected node. Always consumes at least one token unless at the end of the file.
    mutating func skipUnexpectedChunk() {
        let m = mark()
        skipBalanced()
        finish(.unexpected, m)
    }

    /// Consumes the current token and, for an opening bracket, everything up to its matching
    /// closer, iteratively.
    mutating func skipBalanced() {
        var level = 0
        repeat {
            switch kind {
            case .leftParen, .leftSquare, .leftBrace, .interpolationStart: level += 1
            case .rightParen, .rightSquare, .rightBrace: level -= 1
            case .endOfFile: return
            default: break
            }
            bump()
        } while level > 0
    }

    /// Enters one level of nesting. When the cap is reached, consumes the construct at hand as
    /// unexpected tokens, builds a missing node of `kind` and returns false.
    mutating func enter(_ kind: SyntaxKind) -> Bool {
        if depth < Parser.maximumNestingDepth {
            depth += 1
            return true
        }
        let m = mark()
        switch self.kind {
        case .rightParen, .rightSquare, .rightBrace, .endOfFile, .comma, .semicolon:
            break
        default:
            skipBalanced()
        }
        // `detail` 1 marks the skipped code as too deeply nested rather than merely unexpected.
        if !isEmpty(since: m) { finish(.unexpected, m, detail: 1) }
        missing(kind)
        return false
    }

    @inline(__always) mutating func leave() { depth -= 1 }

    // MARK: Source file

    mutating func parseSourceFile() {
        let m = mark()
        parseCodeBlockItems(until: .topLevel)
        // Whatever is left (stray closing braces) is unexpected; then the end of file.
        while !atEnd {
            let before = pos
            if at(.rightBrace) {
                skipUnexpectedChunk()
            } else {
                parseCodeBlockItems(until: .topLevel)
            }
            if pos == before { skipUnexpectedChunk() }
        }
        tokens.append(input[pos])
        finish(.sourceFile, m)
    }

    // MARK: Names

    /// Whether the current token is the module name of a module selector (`Swift` in `Swift::Int`).
    /// (The end-of-file token is last and never an identifier, so the next token always exists.)
    @inline(__always) var atModuleSelector: Bool { input[pos].kind == .identifier && input[pos &+ 1].kind == .colonColon }

    /// `Module::` before a name, in types, expressions, member accesses and attributes (module selectors,
    /// Swift 6.2). The name after it must follow on the same line; when it does not, it is missing.
    /// Returns whether there was a selector.
    @discardableResult @inline(__always)
    mutating func parseModuleSelectorIfPresent() -> Bool {
        guard atModuleSelector else { return false }
        let m = mark()
        bump()
        bump()
        finish(.moduleSelector, m)
        return true
    }

    /// The name after a module selector: an identifier or a keyword used as a name (`Swift::init`),
    /// on the same line.
    mutating func parseNameAfterModuleSelector() {
        if (Parser.isIdentifierLike(kind) || kind.isKeyword || at(.dollarIdentifier)) && !atStartOfLine {
            bump()
        } else {
            missingToken(.identifier)
        }
    }

    // MARK: Shared classifications

    static func isStatementKeyword(_ k: TokenKind) -> Bool {
        switch k {
        case .kwIf, .kwGuard, .kwFor, .kwWhile, .kwRepeat, .kwDo, .kwSwitch, .kwReturn, .kwThrow, .kwBreak,
            .kwContinue, .kwFallthrough, .kwDefer:
            return true
        default:
            return false
        }
    }

    static func isDeclarationKeyword(_ k: TokenKind) -> Bool {
        switch k {
        case .kwImport, .kwClass, .kwStruct, .kwEnum, .kwProtocol, .kwExtension, .kwFunc, .kwInit, .kwDeinit,
            .kwSubscript, .kwTypealias, .kwAssociatedtype, .kwLet, .kwVar, .kwOperator, .kwPrecedencegroup:
            return true
        default:
            return false
        }
    }

    static func isAccessKeyword(_ k: TokenKind) -> Bool {
        switch k {
        case .kwPrivate, .kwFileprivate, .kwInternal, .kwPublic: return true
        default: return false
        }
    }

    /// Contextual words that are declaration modifiers when a declaration follows them.
    static func isContextualModifier(_ t: Token) -> Bool {
        guard t.kind == .identifier, !t.flags.contains(.backticked) else { return false }
        switch t.keyword {
        case .mutating, .nonmutating, .override, .final, .required, .convenience, .lazy, .weak, .unowned,
            .dynamic, .optional, .indirect, .open, .package, .nonisolated, .distributed, .prefix, .postfix,
            .infix, .__consuming, .consuming, .borrowing, ._const, ._local, ._compilerInitialized, .isolated,
            .reasync, .__owned, .__shared, .sending, .transferring, .async:
            return true
        default:
            return false
        }
    }

    /// A token that can serve as a name: an identifier, or a keyword used where Swift allows it.
    static func isIdentifierLike(_ k: TokenKind) -> Bool {
        k == .identifier || k == .kwSelf || k == .kwCapitalSelf || k == .kwInit || k == .kwAny
    }
}
