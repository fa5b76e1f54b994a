/// Expressions. Binary operators are parsed flat into a `sequenceExpr` (operand, operator, operand,
/// …), as swift-syntax does; precedence is applied by a later folding pass, since operators can be
/// declared by the program itself.
enum TrailingClosureFlavor {
    /// Trailing closures allowed (unless the brace opens accessors).
    case basic
    /// In a statement condition: a brace is the statement's body unless what follows the braces shows
    /// it belongs to the expression (`for x in a.filter { $0 } {`).
    case condition
    /// Never (the condition of `#if`).
    case none

    func allows(_ parser: Parser) -> Bool {
        // `{ case`: a switch body (`if let v = switch x { case ... } {`), never a closure.
        if parser.peek().kind == .kwCase { return false }
        switch self {
        case .basic: return !parser.isStartOfObserverBlock(at: parser.pos)
        case .none: return false
        case .condition: return parser.braceBelongsToConditionExpression()
        }
    }
}

extension Parser {
    mutating func parseExpression() {
        guard enter(.missingExpr) else { return }
        defer { leave() }
        parseSequence()
    }

    mutating func parseSequence() {
        let m = mark()
        var elements = 1
        parseUnary()
        loop: while true {
            let before = pos
            if endsAtLineEnd && atStartOfLine { break }
            switch kind {
            case .binaryOperator:
                let o = mark()
                bump()
                finish(.binaryOperatorExpr, o)
                parseUnary()
            case .leftAngle, .rightAngle:
                let o = mark()
                bump(as: .binaryOperator)
                finish(.binaryOperatorExpr, o)
                parseUnary()
            case .equal:
                if inPattern { break loop }
                let o = mark()
                bump()
                finish(.assignmentExpr, o)
                parseUnary()
            case .infixQuestionMark:
                let o = mark()
                bump()
                let saved = inPattern
                inPattern = false
                parseExpression()
                inPattern = saved
                expect(.colon)
                finish(.ternaryExpr, o)
                parseUnary()
            case .kwAs:
                let o = mark()
                bump()
                if at(.postfixQuestionMark) || at(.exclamationMark) { bump() }
                parseType()
                finish(.asExpr, o)
            case .kwIs:
                let o = mark()
                bump()
                parseType()
                finish(.isExpr, o)
            case .arrow:
                let o = mark()
                bump()
                finish(.arrowExpr, o)
                parseUnary()
            case .identifier where (at(.async) || at(.kwThrows)) && sequenceArrowFollowsEffects():
                let o = mark()
                parseEffectSpecifiersIfPresent()
                expect(.arrow)
                finish(.arrowExpr, o)
                parseUnary()
            case .kwThrows where sequenceArrowFollowsEffects():
                let o = mark()
                parseEffectSpecifiersIfPresent()
                expect(.arrow)
                finish(.arrowExpr, o)
                parseUnary()
            default:
                break loop
            }
            if pos == before { break }
            elements += 1
        }
        if elements > 1 { finish(.sequenceExpr, m) }
    }

    /// `(Int) async throws -> Int` in expression position (a function type as a value).
    func sequenceArrowFollowsEffects() -> Bool {
        var k = pos
        var steps = 0
        while steps < 4 {
            let t = input[k]
            if t.kind == .arrow { return true }
            if Parser.isKeyword(t, .async) || t.kind == .kwThrows || t.kind == .kwRethrows {
                k += 1
                steps += 1
                if t.kind != .identifier && input[k].kind == .leftParen {
                    // `throws(E)`, `throws (E)`: skip the thrown type's parentheses.
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
                continue
            }
            return false
        }
        return false
    }

    mutating func parseUnary() {
        guard enter(.missingExpr) else { return }
        defer { leave() }
        let m = mark()
        switch kind {
        case .kwTry:
            bump()
            if at(.postfixQuestionMark) || at(.exclamationMark) { bump() }
            parseUnary()
            finish(.tryExpr, m)
        case .prefixAmpersand:
            bump()
            parseUnary()
            finish(.inOutExpr, m)
        case .prefixOperator:
            bump()
            parseUnary()
            finish(.prefixOperatorExpr, m)
        case .binaryOperator, .postfixOperator:
            // An operator used as a value: `reduce(0, +)`, `sorted(by: <)`.
            bump()
            finish(.declReferenceExpr, m)
            parsePostfixSuffixes(m)
        case .kwRepeat:
            bump()
            parseUnary()
            finish(.packExpansionExpr, m)
        case .identifier where isContextualPrefix():
            let prefixKind: SyntaxKind
            switch current.keyword {
            case .await: prefixKind = .awaitExpr
            case .consume: prefixKind = .consumeExpr
            case .copy: prefixKind = .copyExpr
            case .each: prefixKind = .packElementExpr
            default: prefixKind = .unsafeExpr
            }
            bump()
            parseUnary()
            finish(prefixKind, m)
        default:
            parsePostfix()
        }
    }

    /// `await x`, `consume x`, `copy x`, `each x`, `unsafe x`: contextual words that prefix an
    /// expression. `await` is an operator like `try`: its operand may start on the next line
    /// (`async let x = await` then the call below it). The others prefix an expression only when one
    /// follows on the same line; at a line's end they are plain names (swiftc 6.3.1 `-dump-parse`).
    func isContextualPrefix() -> Bool {
        let t = current
        guard !t.flags.contains(.backticked) else { return false }
        let next = peek()
        switch t.keyword {
        case .await, .unsafe:
            // A prefix unless what follows makes the word a plain name: `await.x`, `unsafe(1)`, `await = 2`.
            switch next.kind {
            case .rightParen, .rightSquare, .rightBrace, .comma, .colon, .semicolon, .equal, .endOfFile,
                .binaryOperator, .postfixQuestionMark, .exclamationMark, .infixQuestionMark:
                return false
            case .leftParen, .period, .leftSquare:
                if next.isAtStartOfLine { return t.keyword == .await }
                return next.hasLeadingTrivia
            default:
                return !next.isAtStartOfLine || next.kind == .kwTry || t.keyword == .await
            }
        case .consume, .copy, .each:
            guard !next.isAtStartOfLine else { return false }
            switch next.kind {
            case .identifier, .kwSelf, .dollarIdentifier: return true
            default: return false
            }
        default:
            return false
        }
    }

    mutating func parsePostfix() {
        let m = mark()
        parsePrimary()
        parsePostfixSuffixes(m)
    }

    mutating func parsePostfixSuffixes(_ m: Marker) {
        // After a trailing closure, a `{` starts something else (`f { }` then `{ ... }()` below it).
        // So it does right after a literal, a key path or a tuple (`[a] { }`, `(a, b) { }`), as in swiftc:
        // `primary` is that expression until a suffix is taken.
        var afterTrailingClosure = false
        var primary = nodes.count > m.node ? nodes.count - 1 : -1
        while true {
            let before = pos
            if endsAtLineEnd && atStartOfLine { return }
            switch kind {
            case .period:
                bump()
                if at(.floatLiteral) { parseTupleIndexPair(m) } else { parseMemberName() }
                finish(.memberAccessExpr, m)
                parseGenericSpecializationIfPresent(m)
                afterTrailingClosure = false
            case .leftParen where !atStartOfLine:
                bump()
                parseArgumentList(closer: .rightParen)
                expectClosing(.rightParen)
                afterTrailingClosure = false
                if at(.leftBrace) && trailingClosureFlavor.allows(self) {
                    parseTrailingClosures()
                    afterTrailingClosure = true
                }
                finish(.functionCallExpr, m)
            case .leftSquare where !atStartOfLine:
                bump()
                parseArgumentList(closer: .rightSquare)
                expectClosing(.rightSquare)
                afterTrailingClosure = false
                if at(.leftBrace) && trailingClosureFlavor.allows(self) {
                    parseTrailingClosures()
                    afterTrailingClosure = true
                }
                finish(.subscriptCallExpr, m)
            case .leftBrace where !afterTrailingClosure && (primary < 0 || canTakeTrailingClosure(primary)) && trailingClosureFlavor.allows(self):
                parseTrailingClosures()
                afterTrailingClosure = true
                finish(.functionCallExpr, m)
            case .postfixQuestionMark:
                bump()
                finish(.optionalChainingExpr, m)
            case .exclamationMark:
                bump()
                finish(.forceUnwrapExpr, m)
            case .postfixOperator:
                bump()
                finish(.postfixOperatorExpr, m)
            case .poundIf where isPostfixIfConfig():
                parseIfConfig(.postfixExpression)
                finish(.postfixIfConfigExpr, m)
            default:
                return
            }
            if pos == before { return }
            primary = -1
        }
    }

    /// Whether the expression node at `index` (just parsed) may be followed by a trailing closure:
    /// not a literal, a key path, or a tuple other than one unlabelled element in parentheses.
    func canTakeTrailingClosure(_ index: Int) -> Bool {
        let node = nodes[index]
        switch node.kind {
        case .arrayExpr, .dictionaryExpr, .booleanLiteralExpr, .floatLiteralExpr, .integerLiteralExpr, .nilLiteralExpr,
            .regexLiteralExpr, .stringLiteralExpr, .keyPathExpr:
            return false
        case .tupleExpr:
            // `(a)`: the argument list holds one element without a label.
            guard index > 0, nodes[index - 1].kind == .argumentList else { return true }
            let list = nodes[index - 1]
            guard list.size >= 2, nodes[index - 2].kind == .labeledExpr, Int(nodes[index - 2].size) == Int(list.size) - 1 else { return false }
            let element = nodes[index - 2]
            let second = Int(element.tokenStart) + 1
            return !(second < Int(element.tokenEnd) && tokens[second].kind == .colon)
        default:
            return true
        }
    }

    /// The name after `.`: an identifier, a keyword (`.default`, `.init`, `.self`), a tuple index
    /// (`.0`), possibly with generic arguments or argument labels (`.foo(_:bar:)`).
    /// After the period of a member access or key path the name must be on the period's line; after
    /// the period of an implicit member (`.\n  foo`) it may be on the next.
    mutating func parseMemberName(onPeriodsLine: Bool = true) {
        if onPeriodsLine && atStartOfLine {
            missingToken(.identifier)
            return
        }
        if parseModuleSelectorIfPresent() {
            parseNameAfterModuleSelector()
            if at(.leftParen) && !current.hasLeadingTrivia && isDeclNameArguments() { parseDeclNameArguments() }
            return
        }
        switch kind {
        case .identifier, .dollarIdentifier:
            bump()
        case .integerLiteral:
            bump()
        case .floatLiteral:
            bump()
        default:
            if kind.isKeyword {
                bump()
            } else {
                missingToken(.identifier)
                return
            }
        }
        if at(.leftParen) && !current.hasLeadingTrivia && isDeclNameArguments() {
            parseDeclNameArguments()
        }
    }

    /// `Foo.Bar<Int>` in an expression: generic arguments wrap the member access before them.
    mutating func parseGenericSpecializationIfPresent(_ m: Marker) {
        if atLeftAngle && !current.hasLeadingTrivia && canParseGenericArguments() {
            parseGenericArgumentClause()
            finish(.genericSpecializationExpr, m)
        }
    }

    /// `x.0.1` lexes `0.1` as one number: split it into `0`, `.`, `1`, two member accesses on the base
    /// that `m` marks.
    mutating func parseTupleIndexPair(_ m: Marker) {
        let t = current
        var dot = Int(t.start)
        while dot < Int(t.end) && source.bytes[dot] != UInt8(ascii: ".") { dot += 1 }
        var digitsOnly = dot < Int(t.end) - 1
        for k in Int(t.start)..<Int(t.end) where k != dot {
            let b = source.bytes[k]
            if b < UInt8(ascii: "0") || b > UInt8(ascii: "9") { digitsOnly = false }
        }
        guard digitsOnly else {
            bump()
            return
        }
        var first = t
        first.end = UInt32(dot)
        first.kind = .integerLiteral
        tokens.append(first)
        finish(.memberAccessExpr, m)
        tokens.append(Token(kind: .period, flags: [], keyword: .none, fullStart: UInt32(dot), start: UInt32(dot), end: UInt32(dot + 1)))
        var second = t
        second.fullStart = UInt32(dot + 1)
        second.start = UInt32(dot + 1)
        second.flags = []
        second.kind = .integerLiteral
        tokens.append(second)
        pos += 1
    }

    func isDeclNameArguments() -> Bool {
        // `(label:label:)`, `(_:)`: only names followed by colons, then `)`.
        var k = pos + 1
        var count = 0
        while count < 64 {
            let t = input[k]
            if t.kind == .rightParen { return count > 0 }
            guard t.kind == .identifier || t.kind == .kwUnderscore || t.kind.isKeyword else { return false }
            guard input[k + 1].kind == .colon else { return false }
            k += 2
            count += 1
        }
        return false
    }

    mutating func parseDeclNameArguments() {
        let m = mark()
        bump()
        while !atEnd && !at(.rightParen) {
            bump()
            expect(.colon)
        }
        expect(.rightParen)
        finish(.declNameArguments, m)
    }

    mutating func parseTrailingClosures() {
        parseClosure()
        // Labelled trailing closures: `label: { ... }`.
        while (at(.identifier) || at(.kwUnderscore) || kind.isKeyword) && peek().kind == .colon && peek(2).kind == .leftBrace
            && !(at(.kwDefault) || at(.kwCase))
        {
            let t = mark()
            bump()
            bump()
            parseClosure()
            finish(.trailingClosure, t)
        }
    }

    mutating func parsePrimary() {
        let m = mark()
        switch kind {
        case .identifier where atModuleSelector:
            // `Swift::print(x)`: a name looked up in a module.
            parseModuleSelectorIfPresent()
            parseNameAfterModuleSelector()
            if at(.leftParen) && !current.hasLeadingTrivia && isDeclNameArguments() { parseDeclNameArguments() }
            finish(.declReferenceExpr, m)
            if atLeftAngle && !current.hasLeadingTrivia && canParseGenericArguments() {
                parseGenericArgumentClause()
                finish(.genericSpecializationExpr, m)
            }
        case .identifier
        where (at(.any) || at(.some)) && !peek().isAtStartOfLine
            && (peek().kind == .identifier || peek().kind == .kwAny || peek().kind == .kwCapitalSelf):
            // `(any Error).self`: a type in expression position.
            parseType()
            finish(.typeExpr, m)
        case .identifier where inBindingPattern && !(peek().kind == .leftParen && !peek().hasLeadingTrivia) && peek().kind != .period:
            // After `let`/`var` in a pattern, a name binds a new variable: `case .some(let x)`.
            bump()
            finish(.identifierPattern, m)
        case .kwAny:
            // `[String: Any].self`: the `Any` type in expression position (members follow as usual).
            bump()
            finish(.identifierType, m)
            finish(.typeExpr, m)
        case .identifier, .dollarIdentifier, .kwSelf, .kwCapitalSelf, .kwInit:
            bump()
            // `isLintable(file:)` names a function: the labels belong to the reference.
            if at(.leftParen) && !current.hasLeadingTrivia && isDeclNameArguments() { parseDeclNameArguments() }
            finish(.declReferenceExpr, m)
            if atLeftAngle && !current.hasLeadingTrivia && canParseGenericArguments() {
                parseGenericArgumentClause()
                finish(.genericSpecializationExpr, m)
            }
        case .kwSuper:
            bump()
            finish(.superExpr, m)
        case .integerLiteral:
            bump()
            finish(.integerLiteralExpr, m)
        case .floatLiteral:
            bump()
            finish(.floatLiteralExpr, m)
        case .kwTrue, .kwFalse:
            bump()
            finish(.booleanLiteralExpr, m)
        case .kwNil:
            bump()
            finish(.nilLiteralExpr, m)
        case .stringQuote, .multilineStringQuote:
            parseStringLiteral()
        case .regexLiteral:
            bump()
            finish(.regexLiteralExpr, m)
        case .leftParen:
            bump()
            withNestedContext { $0.parseArgumentList(closer: .rightParen) }
            expectClosing(.rightParen)
            finish(.tupleExpr, m)
        case .leftSquare where isAtInlineArrayType():
            // `[3 of Int](repeating: 0)`: the inline array type in expression position.
            parseType()
            finish(.typeExpr, m)
        case .leftSquare:
            parseCollection()
        case .leftBrace:
            parseClosure()
        case .period:
            bump()
            parseMemberName(onPeriodsLine: false)
            finish(.implicitMemberExpr, m)
            parseGenericSpecializationIfPresent(m)
        case .backslash:
            parseKeyPath()
        case .pound:
            let saved = inMacroArgument
            inMacroArgument = true
            parseMacroExpansion(.macroExpansionExpr, m)
            inMacroArgument = saved
        case .poundAvailable, .poundUnavailable:
            parseAvailability()
            finish(.availabilityCondition, m)
        case .kwUnderscore:
            bump()
            finish(.discardAssignmentExpr, m)
        case .kwIf:
            parseIfExpression()
        case .kwSwitch:
            parseSwitchExpression()
        case .editorPlaceholder:
            bump()
            finish(.editorPlaceholderExpr, m)
        case .kwLet, .kwVar:
            // `case let .some(x)`, `case .pair(let a, var b)`, `catch let error as E`: the binding
            // covers the whole pattern after it, casts included.
            bump()
            let saved = (inPattern, inBindingPattern)
            inPattern = true
            inBindingPattern = true
            parseExpression()
            (inPattern, inBindingPattern) = saved
            finish(.patternExpr, m)
        case .kwIs:
            bump()
            parseType()
            finish(.isTypePattern, m)
        case .leftAngle, .rightAngle, .prefixAmpersand, .exclamationMark, .infixQuestionMark:
            bump()
            finish(.declReferenceExpr, m)
        case .kwInout, .atSign:
            // `(@convention(c) (Int) -> Void).self`: a type in expression position.
            parseType()
            finish(.typeExpr, m)
        default:
            missing(.missingExpr)
        }
    }

    /// Whether the `[` at the cursor opens an inline array type (SE-0483): a count (an integer or a
    /// simple type) and then `of` on the same line, which no collection literal can hold.
    func isAtInlineArrayType() -> Bool {
        var cursor = Lookahead(k: pos + 1, consumed: 0)
        if cursor.token(self).kind == .integerLiteral {
            cursor.advance()
        } else if !cursor.skipSimpleType(self, depth: 0) || cursor.consumed != 0 {
            return false
        }
        let of = cursor.token(self)
        return Parser.isKeyword(of, .of) && !of.isAtStartOfLine
    }

    /// Runs `body` with the flags that brackets reset: trailing closures allowed, patterns off.
    mutating func withNestedContext(_ body: (inout Parser) -> Void) {
        let savedFlavor = trailingClosureFlavor
        let savedPattern = inPattern
        trailingClosureFlavor = .basic
        body(&self)
        trailingClosureFlavor = savedFlavor
        inPattern = savedPattern
    }

    /// Arguments up to `closer`: `label: value`, `value`, separated by commas.
    mutating func parseArgumentList(closer: TokenKind) {
        let m = mark()
        let savedFlavor = trailingClosureFlavor
        trailingClosureFlavor = .basic
        while !atEnd && !at(closer) && !(atRecoveryBoundary && !at(.leftBrace)) {
            let a = mark()
            let before = pos
            if (at(.identifier) || at(.kwUnderscore) || kind.isKeyword) && peek().kind == .colon {
                bump()
                bump()
            }
            if at(.comma) || at(closer) {
                missing(.missingExpr)
            } else {
                parseExpression()
            }
            eat(.comma)
            finish(.labeledExpr, a)
            if pos == before { break }
            if tokens.last?.kind != .comma {
                if at(closer) || atEnd || atRecoveryBoundary { break }
                // Something that is not a separator: skip it so the list can go on.
                if at(.rightParen) || at(.rightSquare) { break }
                skipUnexpectedChunk()
            }
        }
        trailingClosureFlavor = savedFlavor
        finish(.argumentList, m)
    }

    mutating func parseCollection() {
        let m = mark()
        bump()
        let savedFlavor = trailingClosureFlavor
        let savedPattern = (inPattern, inBindingPattern)
        trailingClosureFlavor = .basic
        (inPattern, inBindingPattern) = (false, false)
        defer {
            trailingClosureFlavor = savedFlavor
            (inPattern, inBindingPattern) = savedPattern
        }
        if at(.rightSquare) {
            bump()
            finish(.arrayExpr, m)
            return
        }
        if at(.colon) && peek().kind == .rightSquare {
            bump()
            bump()
            finish(.dictionaryExpr, m)
            return
        }
        var isDictionary: Bool?
        while !atEnd && !at(.rightSquare) {
            let e = mark()
            let before = pos
            parseExpression()
            if isDictionary == nil { isDictionary = at(.colon) }
            if isDictionary == true {
                expect(.colon)
                parseExpression()
                eat(.comma)
                finish(.dictionaryElement, e)
            } else {
                eat(.comma)
                finish(.arrayElement, e)
            }
            if pos == before { break }
            if tokens.last?.kind != .comma {
                if at(.rightSquare) || atRecoveryBoundary || at(.rightParen) { break }
                skipUnexpectedChunk()
            }
        }
        expectClosing(.rightSquare)
        finish(isDictionary == true ? .dictionaryExpr : .arrayExpr, m)
    }

    mutating func parseStringLiteral() {
        let m = mark()
        let open = kind
        bump()
        var unterminated = tokens.last?.flags.contains(.unterminated) ?? false
        while !unterminated {
            if at(.stringSegment) {
                let s = mark()
                bump()
                finish(.stringSegment, s)
                unterminated = tokens.last?.flags.contains(.unterminated) ?? false
            } else if at(.interpolationStart) {
                let i = mark()
                bump()
                withNestedContext { $0.parseArgumentList(closer: .rightParen) }
                expect(.rightParen)
                finish(.interpolation, i)
            } else if at(open) {
                bump()
                break
            } else {
                break
            }
        }
        finish(.stringLiteralExpr, m)
    }

    mutating func parseKeyPath() {
        let m = mark()
        bump()
        // An optional root type, up to the first period: `\Model.count`, `\[Int].count`.
        if !at(.period) && !at(.postfixQuestionMark) && !at(.exclamationMark) && !current.hasLeadingTrivia {
            parseSimpleType(stopAtPeriod: true)
        }
        while true {
            let c = mark()
            let before = pos
            if at(.period) && peek().kind == .leftSquare && !peek().hasLeadingTrivia {
                // `\.[index]`
                bump()
                bump()
                parseArgumentList(closer: .rightSquare)
                expectClosing(.rightSquare)
            } else if at(.period) && (peek().kind == .postfixQuestionMark || peek().kind == .exclamationMark) {
                // `\.?.value`: optional chaining on the root.
                bump()
                bump()
            } else if at(.period) && peek().kind == .period && !peek().hasLeadingTrivia {
                // `\..offset`: Swift accepts a lone period before the first member.
                bump()
            } else if at(.period) {
                bump()
                parseMemberName()
            } else if at(.postfixQuestionMark) || at(.exclamationMark) {
                bump()
            } else if at(.leftSquare) && !current.hasLeadingTrivia {
                bump()
                parseArgumentList(closer: .rightSquare)
                expectClosing(.rightSquare)
            } else if at(.leftParen) && !current.hasLeadingTrivia && tokens.last.map({ $0.kind != .backslash }) ?? false {
                bump()
                parseArgumentList(closer: .rightParen)
                expectClosing(.rightParen)
            } else {
                break
            }
            finish(.keyPathComponent, c)
            if pos == before { break }
        }
        finish(.keyPathExpr, m)
    }

    // MARK: Closures

    mutating func parseClosure() {
        let m = mark()
        bump()
        guard enter(.missingExpr) else {
            finish(.closureExpr, m)
            return
        }
        let savedFlavor = trailingClosureFlavor
        let savedPattern = (inPattern, inBindingPattern)
        let savedCoroutine = inCoroutineAccessor
        trailingClosureFlavor = .basic
        (inPattern, inBindingPattern) = (false, false)
        inCoroutineAccessor = false
        if isClosureSignature() { parseClosureSignature() }
        parseCodeBlockItems(until: .braces)
        trailingClosureFlavor = savedFlavor
        (inPattern, inBindingPattern) = savedPattern
        inCoroutineAccessor = savedCoroutine
        leave()
        expect(.rightBrace)
        finish(.closureExpr, m)
    }

    /// Looks ahead for `in` after what can only be a closure signature: attributes, a capture list,
    /// parameters, effects and a result type.
    func isClosureSignature() -> Bool {
        var k = pos
        var steps = 0
        while steps < 4096 {
            steps += 1
            let t = input[k]
            switch t.kind {
            case .kwIn:
                return true
            case .leftParen, .leftSquare:
                var level = 0
                repeat {
                    switch input[k].kind {
                    case .leftParen, .leftSquare, .interpolationStart: level += 1
                    case .rightParen, .rightSquare: level -= 1
                    case .leftBrace, .rightBrace, .endOfFile: return false
                    default: break
                    }
                    k += 1
                    steps += 1
                } while level > 0 && steps < 4096
                continue
            case .atSign:
                k = skipAttribute(from: k)
                continue
            case .identifier, .dollarIdentifier, .kwUnderscore, .comma, .arrow, .colon, .colonColon, .period, .kwThrows, .kwRethrows,
                .postfixQuestionMark, .exclamationMark, .kwAny, .kwCapitalSelf, .kwSelf, .kwInout, .leftAngle,
                .rightAngle:
                k += 1
            case .binaryOperator, .prefixOperator, .postfixOperator:
                // Only operators that appear in types: `&`, generic angles, `...`.
                let b = firstByte(t)
                if b == UInt8(ascii: "&") || b == UInt8(ascii: "<") || b == UInt8(ascii: ">") || b == UInt8(ascii: ".") {
                    k += 1
                } else {
                    return false
                }
            default:
                return false
            }
        }
        return false
    }

    mutating func parseClosureSignature() {
        let m = mark()
        parseAttributeListIfPresent()
        if at(.leftSquare) {
            let c = mark()
            bump()
            while !atEnd && !at(.rightSquare) {
                let item = mark()
                let before = pos
                // `weak self`, `unowned(unsafe) x`, `y = expr`.
                if (at(.weak) || at(.unowned)) && peek().kind != .comma && peek().kind != .rightSquare && peek().kind != .equal {
                    let s = mark()
                    bump()
                    eatModifierDetail()
                    finish(.declModifier, s)
                }
                if (at(.identifier) || at(.kwSelf)) && peek().kind == .equal {
                    // `x = expression`
                    bump()
                    bump()
                    parseExpression()
                } else if (at(.identifier) || at(.kwSelf)) && (peek().kind == .comma || peek().kind == .rightSquare) {
                    // `weak self`, `x`: a name captured as it is.
                    bump()
                } else {
                    parseExpression()
                }
                let separated = eat(.comma)
                finish(.captureItem, item)
                if pos == before {
                    skipUnexpectedChunk()
                } else if !separated && !at(.rightSquare) {
                    // Items are separated by commas: what else stands before `]` is unexpected.
                    break
                }
            }
            expect(.rightSquare)
            finish(.captureList, c)
        }
        if at(.leftParen) {
            let p = mark()
            bump()
            while !atEnd && !at(.rightParen) {
                let param = mark()
                let before = pos
                parseAttributeListIfPresent()
                if Parser.isParameterName(kind) || at(.dollarIdentifier) { bump() }
                if Parser.isParameterName(kind) { bump() }
                if at(.colon) {
                    bump()
                    parseType()
                    if (at(.postfixOperator) || at(.binaryOperator)) && textIs(current, "...") { bump() }
                }
                eat(.comma)
                finish(.closureParameter, param)
                if pos == before { skipUnexpectedChunk() }
            }
            expectClosing(.rightParen)
            finish(.closureParameterClause, p)
        } else {
            // `{ a, b in }`, `{ x async throws -> Int in }`: names with commas between them, then effects.
            var first = true
            while (at(.identifier) && !(at(.async) && !first)) || at(.kwUnderscore) || at(.dollarIdentifier) {
                first = false
                let s = mark()
                bump()
                if !eat(.comma) && ((at(.identifier) && !at(.async)) || at(.kwUnderscore) || at(.dollarIdentifier)) { missingToken(.comma) }
                finish(.closureShorthandParameter, s)
            }
        }
        parseEffectSpecifiersIfPresent()
        if at(.arrow) { parseReturnClause() }
        expect(.kwIn)
        finish(.closureSignature, m)
    }

    // MARK: Postfix #if

    /// `#if` after an expression whose clauses continue it with `.member` chains (SwiftUI modifiers).
    func isPostfixIfConfig() -> Bool {
        // After the `#if` lines (nested ones too), the first clause must start with `.member`.
        var k = pos
        var steps = 0
        while steps < 64 && input[k].kind == .poundIf {
            k += 1
            while input[k].kind != .endOfFile && !input[k].isAtStartOfLine { k += 1 }
            steps += 1
        }
        return input[k].kind == .period
    }

    mutating func parsePostfixIfConfigBody() {
        guard at(.period) || at(.poundIf) else { return }
        let m = mark()
        if at(.poundIf) {
            parseIfConfig(.postfixExpression)
            finish(.postfixIfConfigExpr, m)
            parsePostfixSuffixes(m)
            return
        }
        bump()
        parseMemberName(onPeriodsLine: false)
        finish(.implicitMemberExpr, m)
        parsePostfixSuffixes(m)
    }

    // MARK: Lookahead for trailing closures in conditions

    /// In a condition, whether the brace at the cursor is a trailing closure: only when the token
    /// after its matching `}` shows that the expression goes on.
    /// `{ willSet ... }` or `{ didSet ... }` (attributes allowed before): observers after an
    /// initializer, never a trailing closure. Other accessor words (`get`, `_read`) may well start a
    /// closure's body, so only these two decide.
    func isStartOfObserverBlock(at k: Int) -> Bool {
        var j = k + 1
        var steps = 0
        while input[j].kind == .atSign && steps < 8 {
            j = skipAttribute(from: j)
            steps += 1
        }
        return Parser.isKeyword(input[j], .willSet) || Parser.isKeyword(input[j], .didSet)
    }

    func braceBelongsToConditionExpression() -> Bool {
        if isStartOfObserverBlock(at: pos) { return false }
        // Swift looks past the braces only when the closure's first token is on the brace's line.
        if peek().isAtStartOfLine { return false }
        var k = pos
        var level = 0
        var steps = 0
        repeat {
            switch input[k].kind {
            case .leftBrace, .leftParen, .leftSquare, .interpolationStart: level += 1
            case .rightBrace, .rightParen, .rightSquare: level -= 1
            case .endOfFile: return false
            default: break
            }
            k += 1
            steps += 1
        } while level > 0 && steps < 1_000_000
        let next = input[k]
        switch next.kind {
        case .leftBrace, .kwWhere, .comma:
            return true
        case .leftSquare, .leftParen, .period, .kwIs, .kwAs, .postfixQuestionMark, .infixQuestionMark,
            .exclamationMark, .colon, .equal, .postfixOperator, .binaryOperator:
            return !next.isAtStartOfLine
        default:
            return false
        }
    }
}
