/// The kinds of token the lexer produces.
///
/// Reserved words get a kind of their own (`kwStruct`, …). Contextual words (`mutating`, `get`,
/// `some`, …) stay identifiers and carry a `Keyword` tag, so the parser can test them with one
/// integer comparison and still accept them as names where Swift does.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    case endOfFile
    /// Bytes that start no token: stray control characters, invalid UTF-8, a lone backtick.
    case unknown
    case identifier
    /// `$0`, `$name`, `$`.
    case dollarIdentifier
    case integerLiteral
    case floatLiteral
    /// The opening or closing delimiter of a string literal: `"`, `"""`, `#"`, `"##`, …
    case stringQuote
    case multilineStringQuote
    /// Literal text between the quotes of a string (escapes included, as written).
    case stringSegment
    /// `\(` or `\#(`, opening an interpolation; its matching `)` is a plain `rightParen`.
    case interpolationStart
    /// A whole regex literal: `/a+/` or `#/a+/#`.
    case regexLiteral
    case leftParen, rightParen, leftBrace, rightBrace, leftSquare, rightSquare
    /// `.`; whether it is preceded by whitespace is in the token's flags.
    case period
    case comma, colon, semicolon, equal, atSign, pound, arrow, backslash
    /// `::`, after the module name of a module selector (`Swift::Int`).
    case colonColon
    /// `&` directly before an expression (an `inout` argument).
    case prefixAmpersand
    /// `?` and `!` bound to the left: optional chaining, optional types, force unwrap.
    case postfixQuestionMark, exclamationMark
    /// `?` of a ternary.
    case infixQuestionMark
    case binaryOperator, prefixOperator, postfixOperator
    /// `<` and `>` split out of an operator where a generic clause needs them.
    case leftAngle, rightAngle
    case poundIf, poundElseif, poundElse, poundEndif, poundAvailable, poundUnavailable, poundSourceLocation
    /// `<#placeholder#>`.
    case editorPlaceholder

    // Reserved words, as the lexer classifies them.
    case kwAssociatedtype, kwClass, kwDeinit, kwEnum, kwExtension, kwFunc, kwImport, kwInit, kwInout
    case kwLet, kwOperator, kwPrecedencegroup, kwProtocol, kwStruct, kwSubscript, kwTypealias, kwVar
    case kwFileprivate, kwInternal, kwPrivate, kwPublic, kwStatic
    case kwDefer, kwIf, kwGuard, kwDo, kwRepeat, kwElse, kwFor, kwIn, kwWhile, kwReturn, kwBreak
    case kwContinue, kwFallthrough, kwSwitch, kwCase, kwDefault, kwWhere, kwCatch, kwThrow
    case kwAs, kwAny, kwFalse, kwIs, kwNil, kwRethrows, kwSuper, kwSelf, kwCapitalSelf, kwTrue, kwTry
    case kwThrows
    /// `_`.
    case kwUnderscore

    public var isKeyword: Bool { rawValue >= TokenKind.kwAssociatedtype.rawValue }

    /// Binary, prefix and postfix operators, however they were classified.
    public var isOperator: Bool {
        switch self {
        case .binaryOperator, .prefixOperator, .postfixOperator, .leftAngle, .rightAngle: return true
        default: return false
        }
    }

    public var name: String {
        if let text = TokenKind.keywordSpellings[self] { return "'\(text)'" }
        switch self {
        case .endOfFile: return "end of file"
        case .unknown: return "unknown"
        case .identifier: return "identifier"
        case .dollarIdentifier: return "dollar identifier"
        case .integerLiteral: return "integer literal"
        case .floatLiteral: return "float literal"
        case .stringQuote: return "'\"'"
        case .multilineStringQuote: return "'\"\"\"'"
        case .stringSegment: return "string segment"
        case .interpolationStart: return "'\\('"
        case .regexLiteral: return "regex literal"
        case .leftParen: return "'('"
        case .rightParen: return "')'"
        case .leftBrace: return "'{'"
        case .rightBrace: return "'}'"
        case .leftSquare: return "'['"
        case .rightSquare: return "']'"
        case .period: return "'.'"
        case .comma: return "','"
        case .colon: return "':'"
        case .colonColon: return "'::'"
        case .semicolon: return "';'"
        case .equal: return "'='"
        case .atSign: return "'@'"
        case .pound: return "'#'"
        case .arrow: return "'->'"
        case .backslash: return "'\\'"
        case .prefixAmpersand: return "'&'"
        case .postfixQuestionMark, .infixQuestionMark: return "'?'"
        case .exclamationMark: return "'!'"
        case .binaryOperator: return "binary operator"
        case .prefixOperator: return "prefix operator"
        case .postfixOperator: return "postfix operator"
        case .leftAngle: return "'<'"
        case .rightAngle: return "'>'"
        case .poundIf: return "'#if'"
        case .poundElseif: return "'#elseif'"
        case .poundElse: return "'#else'"
        case .poundEndif: return "'#endif'"
        case .poundAvailable: return "'#available'"
        case .poundUnavailable: return "'#unavailable'"
        case .poundSourceLocation: return "'#sourceLocation'"
        case .editorPlaceholder: return "editor placeholder"
        default: return "\(self)"
        }
    }

    static let keywordSpellings: [TokenKind: String] = {
        var table: [TokenKind: String] = [:]
        for (text, kind) in reservedWords { table[kind] = text }
        return table
    }()

    static let reservedWords: [(String, TokenKind)] = [
        ("associatedtype", .kwAssociatedtype), ("class", .kwClass), ("deinit", .kwDeinit), ("enum", .kwEnum),
        ("extension", .kwExtension), ("func", .kwFunc), ("import", .kwImport), ("init", .kwInit),
        ("inout", .kwInout), ("let", .kwLet), ("operator", .kwOperator), ("precedencegroup", .kwPrecedencegroup),
        ("protocol", .kwProtocol), ("struct", .kwStruct), ("subscript", .kwSubscript), ("typealias", .kwTypealias),
        ("var", .kwVar), ("fileprivate", .kwFileprivate), ("internal", .kwInternal), ("private", .kwPrivate),
        ("public", .kwPublic), ("static", .kwStatic), ("defer", .kwDefer), ("if", .kwIf), ("guard", .kwGuard),
        ("do", .kwDo), ("repeat", .kwRepeat), ("else", .kwElse), ("for", .kwFor), ("in", .kwIn),
        ("while", .kwWhile), ("return", .kwReturn), ("break", .kwBreak), ("continue", .kwContinue),
        ("fallthrough", .kwFallthrough), ("switch", .kwSwitch), ("case", .kwCase), ("default", .kwDefault),
        ("where", .kwWhere), ("catch", .kwCatch), ("throw", .kwThrow), ("as", .kwAs), ("Any", .kwAny),
        ("false", .kwFalse), ("is", .kwIs), ("nil", .kwNil), ("rethrows", .kwRethrows), ("super", .kwSuper),
        ("self", .kwSelf), ("Self", .kwCapitalSelf), ("true", .kwTrue), ("try", .kwTry), ("throws", .kwThrows),
        ("_", .kwUnderscore),
    ]
}

/// Words that are keywords only in some positions. An identifier token carries one of these tags
/// when its text is the word, so the parser can recognise it cheaply and still use it as a name.
public enum Keyword: UInt8, Sendable, CaseIterable {
    case none = 0
    case actor, any, some, async, await, mutating, nonmutating, get, set, willSet, didSet
    case _modify, _read, modify, read, `init`, unowned, weak, lazy, final, override, required
    case convenience, dynamic, optional, indirect, open, package, nonisolated, isolated, consume
    case copy, borrowing, consuming, each, macro, prefix, postfix, infix, left, right, assignment
    case higherThan, lowerThan, associativity, `Type`, `Protocol`, safe, unsafe, sending, discard
    case then, __consuming, __owned, __shared, _const, transferring, distributed, reasync, of
    case unsafeAddress, unsafeMutableAddress, _borrowing, _consuming, _mutating, _local, _compilerInitialized
    case swift, compiler, canImport, unchecked, retroactive, preconcurrency, yield, address, borrow, mutate, yielding

    static let byText: [String: Keyword] = {
        var table: [String: Keyword] = [:]
        for keyword in Keyword.allCases where keyword != .none && keyword != .`init` {
            table["\(keyword)"] = keyword
        }
        return table
    }()

    public var text: String { "\(self)" }
}
