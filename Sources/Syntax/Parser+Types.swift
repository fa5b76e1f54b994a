/// Types, generic argument clauses, and the angle-bracket splitting they need.
extension Parser {
    mutating func parseType() {
        guard enter(.missingType) else { return }
        defer { leave() }
        let m = mark()
        // Attributes and ownership specifiers apply to the whole type after them.
        if at(.atSign) || at(.kwInout) || isTypeSpecifier(current) {
            while true {
                if at(.atSign) {
                    parseAttribute(inType: true)
                } else if at(.kwInout) || isTypeSpecifier(current) {
                    bump()
                    // `nonisolated(nonsending)`, `isolated(any Actor)` is not this: only a word.
                    if at(.leftParen) && !current.hasLeadingTrivia && peek().kind == .identifier && peek(2).kind == .rightParen
                        && tokens.last.map({ Parser.isKeyword($0, .nonisolated) }) == true
                    {
                        bump()
                        bump()
                        bump()
                    }
                } else {
                    break
                }
            }
            parseType()
            finish(.attributedType, m)
            return
        }
        if (at(.some) || at(.any)) && canStartTypeAfterContextualWord() {
            bump()
            parseCompositionOrFunctionType()
            finish(.someOrAnyType, m)
            return
        }
        if at(.kwRepeat) {
            bump()
            parseType()
            finish(.packExpansionType, m)
            return
        }
        if at(.each) && canStartTypeAfterContextualWord() {
            bump()
            parseType()
            finish(.packElementType, m)
            return
        }
        parseCompositionOrFunctionType()
    }

    /// `borrowing`, `consuming`, `__owned`, `__shared`, `sending`, `isolated`, `_const` before a type.
    func isTypeSpecifier(_ t: Token) -> Bool {
        guard t.kind == .identifier, !t.flags.contains(.backticked) else { return false }
        switch t.keyword {
        case .borrowing, .consuming, .__owned, .__shared, .sending, .isolated, ._const, .transferring, .nonisolated:
            var next = peek()
            if t.keyword == .nonisolated && next.kind == .leftParen && peek(2).kind == .identifier && peek(3).kind == .rightParen {
                next = peek(4)
            }
            switch next.kind {
            case .identifier, .leftParen, .leftSquare, .atSign, .kwAny, .kwCapitalSelf, .kwInout, .kwSelf: return true
            default: return false
            }
        default:
            return false
        }
    }

    func canStartTypeAfterContextualWord() -> Bool {
        let next = peek()
        if next.isAtStartOfLine && next.kind != .identifier { return false }
        switch next.kind {
        case .identifier, .leftParen, .leftSquare, .kwAny, .kwCapitalSelf, .atSign, .kwSelf, .prefixOperator: return true
        default: return false
        }
    }

    mutating func parseCompositionOrFunctionType() {
        let m = mark()
        parseSimpleType(stopAtPeriod: false)
        if isAmpersand(current) {
            while isAmpersand(current) {
                bump()
                parseSimpleType(stopAtPeriod: false)
            }
            finish(.compositionType, m)
        }
        if at(.arrow) || ((at(.async) || at(.kwThrows) || at(.kwRethrows)) && effectsThenArrow()) {
            parseEffectSpecifiersIfPresent()
            let r = mark()
            expect(.arrow)
            parseType()
            finish(.returnClause, r)
            finish(.functionType, m)
        }
    }

    func isAmpersand(_ t: Token) -> Bool {
        (t.kind == .binaryOperator || t.kind == .prefixAmpersand || t.kind == .postfixOperator || t.kind == .prefixOperator)
            && t.end - t.start == 1 && source.bytes[Int(t.start)] == UInt8(ascii: "&")
    }

    func effectsThenArrow() -> Bool {
        var k = pos
        var steps = 0
        while steps < 8 {
            let t = input[k]
            if t.kind == .arrow { return true }
            if Parser.isKeyword(t, .async) || t.kind == .kwThrows || t.kind == .kwRethrows {
                k += 1
                if input[k].kind == .leftParen && t.kind != .identifier {
                    // `throws(E)`, `throws (E)`
                    var level = 0
                    repeat {
                        switch input[k].kind {
                        case .leftParen: level += 1
                        case .rightParen: level -= 1
                        case .endOfFile, .leftBrace, .rightBrace: return false
                        default: break
                        }
                        k += 1
                    } while level > 0
                }
                steps += 1
                continue
            }
            return false
        }
        return false
    }

    /// A type without `&` or `->`: a name with generic arguments and members, a collection, a
    /// tuple, with `?`, `!`, `.Type` and `.Protocol` after it.
    mutating func parseSimpleType(stopAtPeriod: Bool) {
        let m = mark()
        switch kind {
        case .identifier where atModuleSelector:
            parseModuleSelectorIfPresent()
            parseNameAfterModuleSelector()
            if atLeftAngle && (!current.hasLeadingTrivia || !stopAtPeriod) { parseGenericArgumentClause() }
            finish(.identifierType, m)
        case .identifier, .kwCapitalSelf, .kwAny, .kwSelf, .dollarIdentifier, .editorPlaceholder:
            // (An editor placeholder stands for a type as swiftc reads it; it is reported as such.)
            bump()
            // In a key path root (`\Foo<Int>.bar`) the clause must be attached; in a type it may not be.
            if atLeftAngle && (!current.hasLeadingTrivia || !stopAtPeriod) { parseGenericArgumentClause() }
            finish(.identifierType, m)
        case .kwUnderscore:
            bump()
            finish(.wildcardType, m)
        case .leftSquare:
            bump()
            parseType()
            if eat(.colon) {
                parseType()
                expectClosing(.rightSquare)
                finish(.dictionaryType, m)
            } else {
                if Parser.isKeyword(current, .of) && !atStartOfLine {
                    // Inline array (SE-0483): `[4 of Int]`; `of` on the count's line.
                    bump()
                    parseType()
                }
                expectClosing(.rightSquare)
                finish(.arrayType, m)
            }
        case .leftParen:
            parseTupleType()
        case .kwClass:
            bump()
            finish(.classRestrictionType, m)
        case .integerLiteral:
            bump()
            finish(.integerType, m)
        case .prefixOperator where firstByte(current) == UInt8(ascii: "~"):
            // `~Copyable`
            bump()
            parseSimpleType(stopAtPeriod: stopAtPeriod)
            finish(.suppressedType, m)
            return
        case .prefixOperator where isNegativeIntegerStart(), .binaryOperator where isNegativeIntegerStart():
            bump()
            bump()
            finish(.integerType, m)
        case .atSign, .kwInout:
            parseType()
            return
        case .identifier where at(.some) || at(.any):
            parseType()
            return
        default:
            missing(.missingType)
            return
        }
        // Postfix forms.
        while true {
            let before = pos
            switch kind {
            case .period:
                if stopAtPeriod { return }
                let next = peek()
                if Parser.isKeyword(next, .Type) || Parser.isKeyword(next, .Protocol) {
                    bump()
                    bump()
                    finish(.metatypeType, m)
                } else if next.kind == .identifier || next.kind.isKeyword {
                    bump()
                    if parseModuleSelectorIfPresent() {
                        parseNameAfterModuleSelector()
                    } else {
                        bump(as: next.kind == .identifier ? .identifier : next.kind)
                    }
                    if atLeftAngle && !current.hasLeadingTrivia { parseGenericArgumentClause() }
                    finish(.memberType, m)
                } else {
                    return
                }
            case .postfixQuestionMark:
                bump()
                finish(.optionalType, m)
            case .exclamationMark:
                bump()
                finish(.implicitlyUnwrappedOptionalType, m)
            case .binaryOperator where isGluedOptionalMark(), .postfixOperator where isGluedOptionalMark():
                // `Foo<Bar?>`: what is left after a split angle can start with `?>`.
                let optional = firstByte(current) == UInt8(ascii: "?")
                splitFirstCharacter(as: optional ? .postfixQuestionMark : .exclamationMark)
                finish(optional ? .optionalType : .implicitlyUnwrappedOptionalType, m)
            default:
                return
            }
            if pos == before { return }
        }
    }

    /// `-` glued to an integer literal: a negative value generic argument (`Vector<-1>`), where the `-`
    /// left over from splitting `<-` reads as a binary operator.
    func isNegativeIntegerStart() -> Bool {
        current.end - current.start == 1 && firstByte(current) == UInt8(ascii: "-") && peek().kind == .integerLiteral
            && !peek().hasLeadingTrivia
    }

    /// An operator token starting with `?` or `!` glued to the type before it (left over from a split).
    func isGluedOptionalMark() -> Bool {
        !current.hasLeadingTrivia && (firstByte(current) == UInt8(ascii: "?") || firstByte(current) == UInt8(ascii: "!"))
            && Lexer.isLeftBoundAt(source, Int(current.start))
    }

    mutating func parseTupleType() {
        let m = mark()
        bump()
        let savedPattern = inPattern
        inPattern = false
        while !atEnd && !at(.rightParen) {
            let e = mark()
            let before = pos
            // `(label: T)`, `(_ name: T)`, `(T)`.
            if Parser.isParameterName(kind) && peek().kind == .colon {
                bump()
                bump()
            } else if Parser.isParameterName(kind) && Parser.isParameterName(peek().kind) && peek(2).kind == .colon {
                bump()
                bump()
                bump()
            }
            parseType()
            if (at(.postfixOperator) || at(.binaryOperator)) && textIs(current, "...") { bump() }
            parseInitializerClauseIfPresent()
            let separated = eat(.comma)
            finish(.tupleTypeElement, e)
            if pos == before {
                if at(.leftBrace) || at(.rightBrace) { break }
                skipUnexpectedChunk()
            } else if !separated && !at(.rightParen) {
                // Elements are separated by commas: what else stands before `)` is unexpected.
                break
            }
        }
        inPattern = savedPattern
        expectClosing(.rightParen)
        finish(.tupleType, m)
    }

    // MARK: Generic arguments

    mutating func parseGenericArgumentClause() {
        let m = mark()
        consumeLeftAngle()
        guard enter(.missingType) else {
            finish(.genericArgumentClause, m)
            return
        }
        while !atEnd && !atRightAngle {
            let a = mark()
            let before = pos
            parseType()
            eat(.comma)
            finish(.genericArgument, a)
            if pos == before { break }
            if tokens.last?.kind != .comma { break }
        }
        leave()
        if atRightAngle { consumeRightAngle() } else { missingToken(.rightAngle) }
        finish(.genericArgumentClause, m)
    }

    /// The current token begins with `<` (an operator the lexer saw, or an angle already split).
    var atLeftAngle: Bool {
        let t = current
        return (t.kind.isOperator || t.kind == .leftAngle) && firstByte(t) == UInt8(ascii: "<")
    }

    var atRightAngle: Bool {
        let t = current
        return (t.kind.isOperator || t.kind == .rightAngle) && firstByte(t) == UInt8(ascii: ">")
    }

    mutating func consumeLeftAngle() { splitFirstCharacter(as: .leftAngle) }
    mutating func consumeRightAngle() { splitFirstCharacter(as: .rightAngle) }

    /// Takes the first character of the current token as a token of `kind`; the rest of the
    /// operator (`>` of `>>`, `?` of `>?`) stays as the current token, classified again.
    mutating func splitFirstCharacter(as newKind: TokenKind) {
        let t = current
        if t.end - t.start <= 1 {
            bump(as: newKind)
            return
        }
        var first = t
        first.end = t.start + 1
        first.kind = newKind
        tokens.append(first)
        var rest = t
        rest.fullStart = t.start + 1
        rest.start = t.start + 1
        rest.flags = []
        rest.keyword = .none
        let restStart = Int(rest.start)
        let restEnd = Int(rest.end)
        rest.kind = source.bytes.withUnsafeBufferPointer { p -> TokenKind in
            let c = p[restStart]
            if restEnd - restStart == 1 && (c == UInt8(ascii: "?") || c == UInt8(ascii: "!")) {
                return c == UInt8(ascii: "?") ? .postfixQuestionMark : .exclamationMark
            }
            return Lexer.classifyOperator(p, restStart, restEnd)
        }
        input[pos] = rest
    }

    /// In an expression, whether `<` opens generic arguments: the types must parse up to a `>` that
    /// is followed by a token that can follow a generic type (Swift's disambiguation rule).
    func canParseGenericArguments() -> Bool {
        var cursor = Lookahead(k: pos, consumed: 0)
        guard cursor.takeLeftAngle(self) else { return false }
        var count = 0
        while count < 64 {
            count += 1
            if cursor.atRightAngle(self) { break }
            guard cursor.skipType(self, depth: 0) else { return false }
            if cursor.token(self).kind == .comma && cursor.consumed == 0 {
                cursor.k += 1
                continue
            }
            break
        }
        guard cursor.atRightAngle(self) else { return false }
        cursor.takeRightAngle(self)
        if cursor.consumed > 0 {
            // What is left of the operator: `>?`, `>!`, `>>` (closing an outer clause), `>=`...
            let t = input[cursor.k]
            let c = source.bytes[Int(t.start) + cursor.consumed]
            return c == UInt8(ascii: "?") || c == UInt8(ascii: "!") || c == UInt8(ascii: ">")
        }
        let next = input[cursor.k]
        switch next.kind {
        case .rightParen, .rightSquare, .leftBrace, .rightBrace, .period, .comma, .semicolon, .endOfFile,
            .exclamationMark, .postfixQuestionMark, .colon:
            return true
        case .leftParen, .leftSquare:
            return !next.isAtStartOfLine
        case .binaryOperator, .postfixOperator, .prefixOperator:
            return textIs(next, "&") || textIs(next, "==") || textIs(next, "!=")
        case .equal:
            return false
        default:
            return false
        }
    }
}

/// A cursor for looking ahead over types without building anything. `consumed` counts the
/// characters already taken from the current token (the `>` of `>>`).
struct Lookahead {
    var k: Int
    var consumed: Int

    func token(_ p: Parser) -> Token { p.input[min(k, p.input.count - 1)] }

    mutating func advance() {
        k += 1
        consumed = 0
    }

    func firstByte(_ p: Parser) -> UInt8 {
        let t = token(p)
        let at = Int(t.start) + consumed
        return at < Int(t.end) ? p.source.bytes[at] : 0
    }

    func isOperatorLike(_ p: Parser) -> Bool {
        let t = token(p)
        return t.kind.isOperator || t.kind == .leftAngle || t.kind == .rightAngle || t.kind == .postfixQuestionMark
            || t.kind == .exclamationMark || t.kind == .infixQuestionMark
    }

    mutating func takeLeftAngle(_ p: Parser) -> Bool {
        let t = token(p)
        guard consumed == 0, t.kind.isOperator || t.kind == .leftAngle, p.firstByte(t) == UInt8(ascii: "<"), t.end - t.start == 1 else {
            return false
        }
        advance()
        return true
    }

    func atRightAngle(_ p: Parser) -> Bool {
        isOperatorLike(p) && firstByte(p) == UInt8(ascii: ">")
    }

    mutating func takeRightAngle(_ p: Parser) {
        let t = token(p)
        if Int(t.start) + consumed + 1 >= Int(t.end) {
            advance()
        } else {
            consumed += 1
        }
    }

    /// Skips one type; false when what is here cannot be a type.
    mutating func skipType(_ p: Parser, depth: Int) -> Bool {
        guard depth < 32, consumed == 0 else { return false }
        var steps = 0
        // Attributes and specifiers.
        while steps < 16 {
            steps += 1
            let t = token(p)
            if t.kind == .atSign {
                k = p.skipAttribute(from: k)
                continue
            }
            if t.kind == .kwInout
                || (t.kind == .identifier && !t.flags.contains(.backticked)
                    && [.some, .any, .each, .borrowing, .consuming, .sending, .__owned, .__shared, .isolated].contains(t.keyword)
                    && p.input[min(k + 1, p.input.count - 1)].kind != .comma && !p.input[min(k + 1, p.input.count - 1)].kind.isOperator
                    && p.input[min(k + 1, p.input.count - 1)].kind != .period)
            {
                advance()
                continue
            }
            if t.kind == .kwRepeat {
                advance()
                continue
            }
            break
        }
        while true {
            guard skipSimpleType(p, depth: depth) else { return false }
            let t = token(p)
            if consumed == 0 && (t.kind == .binaryOperator || t.kind == .prefixAmpersand) && p.textIs(t, "&") {
                advance()
                continue
            }
            break
        }
        // Function type.
        var effects = 0
        while consumed == 0 && effects < 4
            && (Parser.isKeyword(token(p), .async) || token(p).kind == .kwThrows || token(p).kind == .kwRethrows)
        {
            let throwsWord = token(p).kind != .identifier
            advance()
            effects += 1
            if throwsWord && token(p).kind == .leftParen {
                // `throws(E)`, `throws (E)`: the thrown type.
                advance()
                guard skipType(p, depth: depth + 1), consumed == 0, token(p).kind == .rightParen else { return false }
                advance()
            }
        }
        if consumed == 0 && token(p).kind == .arrow {
            advance()
            return skipType(p, depth: depth + 1)
        }
        return effects == 0
    }

    mutating func skipSimpleType(_ p: Parser, depth: Int) -> Bool {
        guard consumed == 0 else { return false }
        let t = token(p)
        switch t.kind {
        case .identifier, .kwCapitalSelf, .kwAny, .kwSelf:
            advance()
            if t.kind == .identifier && token(p).kind == .colonColon {
                // A module selector: `Swift::Int`.
                advance()
                guard Parser.isIdentifierLike(token(p).kind) || token(p).kind.isKeyword, !token(p).isAtStartOfLine else { return false }
                advance()
            }
            if isOperatorLike(p) && firstByte(p) == UInt8(ascii: "<") {
                guard skipGenericArguments(p, depth: depth) else { return false }
            }
        case .kwUnderscore, .integerLiteral:
            advance()
        case .prefixOperator where p.textIs(t, "-"), .binaryOperator where p.textIs(t, "-"):
            // A negative value generic argument: `Vector<-1>`.
            advance()
            guard token(p).kind == .integerLiteral, !token(p).hasLeadingTrivia else { return false }
            advance()
            return true
        case .prefixOperator where p.textIs(t, "~"):
            advance()
            return skipSimpleType(p, depth: depth + 1)
        case .leftSquare:
            advance()
            guard skipType(p, depth: depth + 1) else { return false }
            if token(p).kind == .colon {
                advance()
                guard skipType(p, depth: depth + 1) else { return false }
            }
            guard consumed == 0, token(p).kind == .rightSquare else { return false }
            advance()
        case .leftParen:
            advance()
            var count = 0
            while consumed == 0 && token(p).kind != .rightParen && count < 64 {
                count += 1
                let a = token(p)
                let b = p.input[min(k + 1, p.input.count - 1)]
                if Parser.isParameterName(a.kind) && b.kind == .colon {
                    advance()
                    advance()
                } else if Parser.isParameterName(a.kind) && Parser.isParameterName(b.kind)
                    && p.input[min(k + 2, p.input.count - 1)].kind == .colon
                {
                    advance()
                    advance()
                    advance()
                }
                guard skipType(p, depth: depth + 1) else { return false }
                if consumed == 0 && (token(p).kind == .postfixOperator || token(p).kind == .binaryOperator) && p.textIs(token(p), "...") {
                    advance()
                }
                if consumed == 0 && token(p).kind == .comma {
                    advance()
                    continue
                }
                break
            }
            guard consumed == 0, token(p).kind == .rightParen else { return false }
            advance()
        default:
            return false
        }
        // Postfix forms.
        var steps = 0
        while steps < 64 {
            steps += 1
            let u = token(p)
            if consumed > 0 {
                // After a split `>`: a `?` or `!` directly attached.
                let c = firstByte(p)
                if c == UInt8(ascii: "?") || c == UInt8(ascii: "!") {
                    // `>?>`: the optional mark between two closing angles.
                    if Int(u.start) + consumed + 1 == Int(u.end) { advance() } else { consumed += 1 }
                    continue
                }
                return true
            }
            switch u.kind {
            case .period:
                let next = p.input[min(k + 1, p.input.count - 1)]
                guard next.kind == .identifier || next.kind.isKeyword else { return true }
                advance()
                advance()
                if next.kind == .identifier && token(p).kind == .colonColon {
                    advance()
                    guard Parser.isIdentifierLike(token(p).kind) || token(p).kind.isKeyword, !token(p).isAtStartOfLine else { return false }
                    advance()
                }
                if isOperatorLike(p) && firstByte(p) == UInt8(ascii: "<") && !token(p).hasLeadingTrivia {
                    guard skipGenericArguments(p, depth: depth) else { return false }
                }
            case .postfixQuestionMark, .exclamationMark:
                advance()
            default:
                return true
            }
        }
        return true
    }

    mutating func skipGenericArguments(_ p: Parser, depth: Int) -> Bool {
        guard takeLeftAngle(p) else { return false }
        var count = 0
        while count < 64 {
            count += 1
            if atRightAngle(p) { break }
            guard skipType(p, depth: depth + 1) else { return false }
            if consumed == 0 && token(p).kind == .comma {
                advance()
                continue
            }
            break
        }
        guard atRightAngle(p) else { return false }
        takeRightAngle(p)
        return true
    }
}
