/// Statements: control flow, conditions, switch cases, and the expression statement.
extension Parser {
    mutating func parseStatement() {
        guard enter(.missingExpr) else { return }
        defer { leave() }
        let m = mark()
        switch kind {
        case .kwIf: parseIfExpression()
        case .kwSwitch: parseSwitchExpression()
        case .kwGuard: parseGuard(m)
        case .kwFor: parseFor(m)
        case .kwWhile: parseWhile(m)
        case .kwRepeat:
            if peek().kind == .leftBrace { parseRepeat(m) } else { parseExpression() }
        case .kwDo: parseDo(m)
        case .kwReturn:
            bump()
            if canStartReturnValue() { parseExpression() }
            finish(.returnStmt, m)
        case .kwThrow:
            bump()
            parseExpression()
            finish(.throwStmt, m)
        case .kwBreak, .kwContinue:
            let stmtKind: SyntaxKind = at(.kwBreak) ? .breakStmt : .continueStmt
            bump()
            if at(.identifier) && !atStartOfLine { bump() }
            finish(stmtKind, m)
        case .kwFallthrough:
            bump()
            finish(.fallthroughStmt, m)
        case .kwDefer:
            bump()
            parseCodeBlock()
            finish(.deferStmt, m)
        case .identifier:
            if peek().kind == .colon && isLabelledStatementKeyword(peek(2).kind) {
                bump()
                bump()
                parseStatement()
                finish(.labeledStmt, m)
            } else if at(.yield) && inCoroutineAccessor && startsYieldedValue(peek()) {
                bump()
                parseExpression()
                finish(.yieldStmt, m)
            } else if at(.discard) && peek().kind == .kwSelf && !peek().isAtStartOfLine {
                bump()
                parseExpression()
                finish(.discardStmt, m)
            } else {
                // (`then` statements are an experimental feature the toolchain does not enable: `then`
                // is a name.)
                parseExpression()
            }
        default:
            parseExpression()
        }
    }

    /// Whether `t`, after `yield`, starts the yielded value on the same line (as swiftc decides:
    /// `yield x`, `yield &x`, `yield self.x`, `yield (a, b)`; but `yield(x)` is a call, `yield.x` a member).
    func startsYieldedValue(_ t: Token) -> Bool {
        guard !t.isAtStartOfLine else { return false }
        switch t.kind {
        case .identifier, .dollarIdentifier, .kwUnderscore, .integerLiteral, .floatLiteral, .stringQuote,
            .multilineStringQuote, .regexLiteral, .prefixAmpersand, .prefixOperator, .atSign, .backslash, .pound,
            .kwAny, .kwCapitalSelf, .kwSelf, .kwSuper, .kwInit, .kwTrue, .kwFalse, .kwNil, .kwRepeat, .kwTry, .kwIf,
            .kwSwitch:
            return true
        case .leftParen, .leftSquare:
            return t.hasLeadingTrivia
        default:
            return false
        }
    }

    func isLabelledStatementKeyword(_ k: TokenKind) -> Bool {
        switch k {
        case .kwFor, .kwWhile, .kwRepeat, .kwIf, .kwDo, .kwSwitch, .kwGuard: return true
        default: return false
        }
    }

    /// Whether a value follows `return` (Swift takes one even on the next line, unless what follows
    /// closes the block or starts another statement or declaration).
    func canStartReturnValue() -> Bool {
        switch kind {
        case .rightBrace, .semicolon, .endOfFile, .kwCase, .kwDefault, .poundIf, .poundElse, .poundElseif, .poundEndif:
            return false
        default:
            if atStartOfLine && (Parser.isStatementKeyword(kind) || isAtStartOfDeclaration(at: pos, inMembers: false)) {
                return false
            }
            if at(.atSign) && peek().kind == .identifier && textIs(peek(), "unknown") { return false }
            return true
        }
    }

    mutating func parseIfExpression() {
        let m = mark()
        bump()
        parseConditionList()
        parseCodeBlock()
        if at(.kwElse) {
            let e = mark()
            bump()
            if at(.kwIf) {
                guard enter(.missingExpr) else {
                    finish(.elseClause, e)
                    finish(.ifExpr, m)
                    return
                }
                parseIfExpression()
                leave()
            } else {
                parseCodeBlock()
            }
            finish(.elseClause, e)
        }
        finish(.ifExpr, m)
    }

    mutating func parseGuard(_ m: Marker) {
        bump()
        parseConditionList()
        expect(.kwElse)
        parseCodeBlock()
        finish(.guardStmt, m)
    }

    mutating func parseWhile(_ m: Marker) {
        bump()
        parseConditionList()
        parseCodeBlock()
        finish(.whileStmt, m)
    }

    mutating func parseRepeat(_ m: Marker) {
        bump()
        parseCodeBlock()
        if expect(.kwWhile) {
            parseExpression()
        } else {
            missing(.missingExpr)
        }
        finish(.repeatStmt, m)
    }

    mutating func parseFor(_ m: Marker) {
        bump()
        if at(.kwTry) { bump() }
        if at(.await) { bump() }
        if at(.kwCase) {
            bump()
            parsePatternExpression()
        } else if at(.kwLet) || at(.kwVar) {
            let v = mark()
            bump()
            parseBindingPattern()
            finish(.valueBindingPattern, v)
        } else {
            parseBindingPattern()
        }
        if at(.colon) { parseTypeAnnotation() }
        expect(.kwIn)
        withTrailingClosures(.condition) { $0.parseExpression() }
        if at(.kwWhere) {
            let w = mark()
            bump()
            withTrailingClosures(.condition) { $0.parseExpression() }
            finish(.whereClause, w)
        }
        parseCodeBlock()
        finish(.forStmt, m)
    }

    mutating func parseDo(_ m: Marker) {
        bump()
        if at(.kwThrows) { parseEffectSpecifiersIfPresent() }
        parseCodeBlock()
        while at(.kwCatch) {
            let c = mark()
            bump()
            while !at(.leftBrace) && !atEnd {
                let item = mark()
                let before = pos
                if !at(.kwWhere) { parsePatternExpression() }
                if at(.kwWhere) {
                    let w = mark()
                    bump()
                    withTrailingClosures(.condition) { $0.parseExpression() }
                    finish(.whereClause, w)
                }
                eat(.comma)
                finish(.caseItem, item)
                if pos == before { break }
                if tokens.last?.kind != .comma { break }
            }
            parseCodeBlock()
            finish(.catchClause, c)
        }
        finish(.doStmt, m)
    }

    /// `let x = y`, `var x`, `case .a(let b) = c`, `#available(...)`, or a Boolean expression,
    /// separated by commas.
    mutating func parseConditionList() {
        let m = mark()
        repeat {
            let c = mark()
            let before = pos
            switch kind {
            case .kwLet, .kwVar, .kwInout:
                bump()
                parseBindingPattern()
                if at(.colon) { parseTypeAnnotation() }
                if at(.equal) {
                    let i = mark()
                    bump()
                    withTrailingClosures(.condition) { $0.parseExpression() }
                    finish(.initializerClause, i)
                }
                eat(.comma)
                finish(.optionalBindingCondition, c)
            case .kwCase:
                bump()
                parsePatternExpression()
                if at(.colon) { parseTypeAnnotation() }
                let i = mark()
                expect(.equal)
                withTrailingClosures(.condition) { $0.parseExpression() }
                finish(.initializerClause, i)
                eat(.comma)
                finish(.matchingPatternCondition, c)
            case .poundAvailable, .poundUnavailable:
                parseAvailability()
                eat(.comma)
                finish(.availabilityCondition, c)
            default:
                withTrailingClosures(.condition) { $0.parseExpression() }
                eat(.comma)
                finish(.expressionCondition, c)
            }
            if pos == before { break }
        } while !atEnd && tokens.last?.kind == .comma
        finish(.conditionList, m)
    }

    mutating func parseAvailability() {
        bump()
        if at(.leftParen) {
            bump()
            while !atEnd && !at(.rightParen) && !at(.leftBrace) && !at(.rightBrace) { bump() }
            expectClosing(.rightParen)
        } else {
            missingToken(.leftParen)
        }
    }

    mutating func parseSwitchExpression() {
        let m = mark()
        bump()
        withTrailingClosures(.condition) { $0.parseExpression() }
        if eat(.leftBrace) {
            if enter(.missingExpr) {
                parseSwitchCases(inIfConfig: false)
                leave()
            }
            expect(.rightBrace)
        } else {
            missingToken(.leftBrace)
            missingToken(.rightBrace)
        }
        finish(.switchExpr, m)
    }

    mutating func parseSwitchCases(inIfConfig: Bool) {
        while !atEnd && !at(.rightBrace) {
            if inIfConfig && (at(.poundElse) || at(.poundElseif) || at(.poundEndif)) { return }
            let before = pos
            if at(.poundIf) {
                parseIfConfig(.switchCases)
            } else if at(.kwCase) || at(.kwDefault) || at(.atSign) {
                parseSwitchCase()
            } else {
                // Statements before the first case.
                let u = mark()
                parseCodeBlockItems(until: .switchCase, inIfConfig: true)
                if !isEmpty(since: u) { finish(.unexpected, u) }
            }
            if pos == before { skipUnexpectedChunk() }
        }
    }

    mutating func parseSwitchCase() {
        let m = mark()
        parseAttributeListIfPresent()
        let label = mark()
        if at(.kwCase) {
            bump()
            repeat {
                let item = mark()
                let before = pos
                parsePatternExpression()
                if at(.kwWhere) {
                    let w = mark()
                    bump()
                    parseExpression()
                    finish(.whereClause, w)
                }
                eat(.comma)
                finish(.caseItem, item)
                if pos == before { break }
            } while !atEnd && tokens.last?.kind == .comma
            expect(.colon)
            finish(.switchCaseLabel, label)
        } else if at(.kwDefault) {
            bump()
            expect(.colon)
            finish(.switchDefaultLabel, label)
        } else {
            missingToken(.kwCase)
            finish(.switchCaseLabel, label)
        }
        parseCodeBlockItems(until: .switchCase, inIfConfig: true)
        finish(.switchCase, m)
    }

    /// A pattern in `case`, `catch` and `for case`: parsed as an expression in which `let x`,
    /// `var x`, `is T` and `_` are allowed, and which stops before `=`.
    mutating func parsePatternExpression() {
        let saved = inPattern
        inPattern = true
        withTrailingClosures(.condition) { $0.parseExpression() }
        inPattern = saved
    }

    mutating func withTrailingClosures(_ flavor: TrailingClosureFlavor, _ body: (inout Parser) -> Void) {
        let saved = trailingClosureFlavor
        trailingClosureFlavor = flavor
        body(&self)
        trailingClosureFlavor = saved
    }
}
