/// Declarations, member blocks, code-block items and `#if` clauses.
extension Parser {
    /// Where a run of items stops.
    enum ItemContext {
        /// The file: stops only at the end.
        case topLevel
        /// A `{ }` block: stops at `}`.
        case braces
        /// A switch case body: stops at the next `case`/`default` too.
        case switchCase
    }

    /// What the clauses of a `#if` contain.
    enum IfConfigContent {
        case codeBlockItems(ItemContext)
        case members
        case switchCases
        /// Accessors (`get`, `set`…) in an accessor block.
        case accessors
        case attributes
        case postfixExpression
    }

    // MARK: Code block items

    mutating func parseCodeBlockItems(until context: ItemContext, inIfConfig: Bool = false) {
        while !atEnd {
            switch kind {
            case .rightBrace:
                return
            case .poundElse, .poundElseif, .poundEndif:
                if inIfConfig { return }
            case .kwCase, .kwDefault:
                if context == .switchCase { return }
            case .poundIf:
                // A `#if` whose clauses hold cases belongs to the switch, not to this case's body.
                if context == .switchCase && ifConfigStartsWithSwitchCase(at: pos) { return }
            case .atSign:
                // `@unknown default:` starts the next case.
                if context == .switchCase && peek().kind == .identifier && textIs(peek(), "unknown") { return }
            default:
                break
            }
            let before = pos
            parseCodeBlockItem(context)
            while eat(.semicolon) {}
            if pos == before { skipUnexpectedChunk() }
        }
    }

    mutating func parseCodeBlockItem(_ context: ItemContext) {
        switch kind {
        case .poundIf where !ifConfigHoldsOnlyAttributes():
            parseIfConfig(.codeBlockItems(context))
            return
        case .poundSourceLocation:
            parseDeclaration(inMembers: false)
            return
        case .rightParen, .rightSquare:
            skipUnexpectedChunk()
            return
        default:
            break
        }
        if isAtStartOfDeclaration(at: pos, inMembers: false) {
            parseDeclaration(inMembers: false)
        } else {
            parseStatement()
        }
    }

    mutating func parseCodeBlock() {
        let m = mark()
        guard at(.leftBrace) else {
            missingToken(.leftBrace)
            missingToken(.rightBrace)
            finish(.codeBlock, m)
            return
        }
        bump()
        guard enter(.missingExpr) else {
            finish(.codeBlock, m)
            return
        }
        let savedTrailing = trailingClosureFlavor
        trailingClosureFlavor = .basic
        parseCodeBlockItems(until: .braces)
        trailingClosureFlavor = savedTrailing
        leave()
        expect(.rightBrace)
        finish(.codeBlock, m)
    }

    // MARK: Member blocks

    mutating func parseMemberBlock() {
        let m = mark()
        guard at(.leftBrace) else {
            missingToken(.leftBrace)
            missingToken(.rightBrace)
            finish(.memberBlock, m)
            return
        }
        bump()
        if enter(.missingDecl) {
            parseMembers(inIfConfig: false)
            leave()
        }
        expect(.rightBrace)
        finish(.memberBlock, m)
    }

    @inline(never)
    mutating func parseMembers(inIfConfig: Bool) {
        while !atEnd && !at(.rightBrace) {
            if inIfConfig && (at(.poundElse) || at(.poundElseif) || at(.poundEndif)) { return }
            let before = pos
            if at(.semicolon) {
                bump()
            } else if at(.poundIf) && !ifConfigHoldsOnlyAttributes() {
                parseIfConfig(.members)
            } else if isAtStartOfDeclaration(at: pos, inMembers: true) {
                parseDeclaration(inMembers: true)
            } else {
                // Skip to something that starts a member, keeping brackets balanced.
                let m = mark()
                repeat {
                    skipBalanced()
                } while !atEnd && !at(.rightBrace) && !at(.poundIf) && !at(.poundElse) && !at(.poundElseif) && !at(.poundEndif)
                    && !isAtStartOfDeclaration(at: pos, inMembers: true)
                finish(.unexpected, m)
            }
            if pos == before { skipUnexpectedChunk() }
        }
    }

    // MARK: Declarations

    /// Whether a declaration starts at token `start`: attributes and modifiers, then a declaration
    /// keyword. In member blocks more is accepted (`case`, macro expansions).
    func isAtStartOfDeclaration(at start: Int, inMembers: Bool) -> Bool {
        var k = start
        var sawPrefix = false
        var steps = 0
        while steps < 32 {
            steps += 1
            let t = input[k]
            switch t.kind {
            case .atSign:
                k = skipAttribute(from: k)
                sawPrefix = true
                continue
            case .kwImport, .kwClass, .kwStruct, .kwEnum, .kwProtocol, .kwExtension, .kwFunc, .kwInit, .kwDeinit,
                .kwSubscript, .kwTypealias, .kwAssociatedtype, .kwLet, .kwVar, .kwOperator, .kwPrecedencegroup,
                .poundSourceLocation:
                return true
            case .kwCase:
                return inMembers
            case .poundIf:
                if inMembers || sawPrefix { return true }
                // `#if` around attributes only, then a declaration after `#endif`.
                return ifConfigHoldsOnlyAttributes(at: k)
            case .pound:
                return inMembers || sawPrefix
            case .kwStatic:
                k += 1
                sawPrefix = true
                continue
            case .kwPrivate, .kwFileprivate, .kwInternal, .kwPublic:
                k = skipModifierDetail(after: k)
                sawPrefix = true
                continue
            case .identifier:
                if t.flags.contains(.backticked) { return false }
                switch t.keyword {
                case .actor, .macro:
                    let next = input[min(k + 1, input.count - 1)]
                    if next.kind == .identifier && !next.isAtStartOfLine { return true }
                    if inMembers && sawPrefix { return next.kind == .identifier }
                    return false
                default:
                    if Parser.isContextualModifier(t) {
                        let next = input[min(k + 1, input.count - 1)]
                        // A modifier followed by `:`, `=`, `.` or `(`-call is a name in use, not a modifier.
                        if next.kind == .leftParen && next.fullStart == next.start {
                            let after = skipModifierDetail(after: k)
                            if after == k + 1 { return false }
                            k = after
                        } else if next.kind == .leftParen && !next.isAtStartOfLine {
                            // `nonisolated (unsafe) var`: a space before the detail is allowed (a warning in
                            // Swift 5), when the declaration goes on on the same line.
                            let after = skipModifierDetail(after: k)
                            if after == k + 1 || input[after].isAtStartOfLine { return false }
                            k = after
                        } else {
                            k += 1
                        }
                        sawPrefix = true
                        continue
                    }
                    return false
                }
            case .editorPlaceholder:
                return inMembers
            default:
                return false
            }
        }
        return false
    }

    /// Skips `(set)`, `(safe)`, `(unsafe)` and the like after a modifier at `k`; returns the index after.
    func skipModifierDetail(after k: Int) -> Int {
        let open = input[min(k + 1, input.count - 1)]
        guard open.kind == .leftParen, !open.isAtStartOfLine else { return k + 1 }
        let word = input[min(k + 2, input.count - 1)]
        let close = input[min(k + 3, input.count - 1)]
        if word.kind == .identifier && close.kind == .rightParen { return k + 4 }
        return k + 1
    }

    /// Skips an attribute in lookahead: `@name`, `@A.B<C>`, then its arguments if attached.
    func skipAttribute(from start: Int) -> Int {
        var k = start + 1
        if input[k].kind != .endOfFile { k += 1 }
        // `@Module::Name`
        if input[k].kind == .colonColon && input[k - 1].kind == .identifier && input[k + 1 < input.count ? k + 1 : k].kind != .endOfFile {
            k += 2
        }
        // The name's members and generic arguments, in any order: `@A.B`, `@A<Int>.B`, `@A.B<C>`.
        var parts = 0
        while parts < 16 {
            parts += 1
            if input[k].kind == .period && input[k + 1 < input.count ? k + 1 : k].kind == .identifier && !input[k].hasLeadingTrivia {
                k += 2
            } else if firstByte(input[k]) == UInt8(ascii: "<") && input[k].fullStart == input[k].start && input[k].kind != .endOfFile {
                k = skipAngles(from: k)
            } else {
                break
            }
        }
        if input[k].kind == .leftParen && (input[k].fullStart == input[k].start || spacedAttributeArgumentsFollow(at: k)) {
            var level = 0
            repeat {
                switch input[k].kind {
                case .leftParen, .leftSquare, .interpolationStart: level += 1
                case .rightParen, .rightSquare: level -= 1
                case .endOfFile: return k
                default: break
                }
                k += 1
            } while level > 0
        }
        return k
    }

    /// Whether the `(` at `k`, separated from an attribute's name by spaces on the same line, opens the
    /// attribute's arguments (`@available (iOS 13, *) func`, a warning in Swift 5) rather than what
    /// follows the attribute (`@MainActor (Int) -> Void`): the arguments must be followed by another
    /// attribute or by the declaration.
    func spacedAttributeArgumentsFollow(at start: Int) -> Bool {
        guard input[start].kind == .leftParen, !input[start].isAtStartOfLine else { return false }
        var k = start
        var level = 0
        var steps = 0
        repeat {
            switch input[k].kind {
            case .leftParen, .leftSquare, .interpolationStart: level += 1
            case .rightParen, .rightSquare: level -= 1
            case .endOfFile, .leftBrace, .rightBrace: return false
            default: break
            }
            k += 1
            steps += 1
        } while level > 0 && steps < 256
        guard level == 0 else { return false }
        let t = input[k]
        switch t.kind {
        case .atSign, .kwStatic, .kwCase: return true
        default:
            if Parser.isDeclarationKeyword(t.kind) || Parser.isAccessKeyword(t.kind) { return true }
            if t.kind == .identifier && !t.flags.contains(.backticked) && (t.keyword == .actor || t.keyword == .macro) { return true }
            return Parser.isContextualModifier(t)
        }
    }

    /// Skips a generic argument clause in lookahead, counting angles inside operator tokens
    /// (`<Int?>`, `<[A]>>`); returns the index after it.
    func skipAngles(from start: Int) -> Int {
        var k = start
        var angle = 0
        var steps = 0
        while input[k].kind != .endOfFile && steps < 256 {
            let t = input[k]
            if t.kind.isOperator || t.kind == .postfixQuestionMark || t.kind == .exclamationMark {
                for b in source.bytes[Int(t.start)..<Int(t.end)] {
                    if b == UInt8(ascii: "<") { angle += 1 } else if b == UInt8(ascii: ">") { angle -= 1 }
                }
            }
            k += 1
            steps += 1
            if angle <= 0 { break }
        }
        return k
    }

    mutating func parseDeclaration(inMembers: Bool) {
        let m = mark()
        guard enter(.missingDecl) else { return }
        // A nested declaration's body is no accessor's.
        let savedCoroutine = inCoroutineAccessor
        inCoroutineAccessor = false
        defer {
            inCoroutineAccessor = savedCoroutine
            leave()
        }
        parseAttributeListIfPresent()
        parseModifierListIfPresent(inMembers: inMembers)
        switch kind {
        case .kwImport: parseImport(m)
        case .kwStruct: parseNominal(.structDecl, m)
        case .kwClass: parseNominal(.classDecl, m)
        case .kwEnum: parseNominal(.enumDecl, m)
        case .kwProtocol: parseNominal(.protocolDecl, m)
        case .kwExtension: parseExtension(m)
        case .kwFunc: parseFunction(m)
        case .kwInit: parseInitializer(m)
        case .kwDeinit: parseDeinitializer(m)
        case .kwSubscript: parseSubscript(m)
        case .kwLet, .kwVar: parseVariable(m)
        case .kwTypealias: parseTypeAlias(m)
        case .kwAssociatedtype: parseAssociatedType(m)
        case .kwCase: parseEnumCase(m)
        case .kwOperator: parseOperator(m)
        case .kwPrecedencegroup: parsePrecedenceGroup(m)
        case .poundIf: parseIfConfig(inMembers ? .members : .codeBlockItems(.braces))
        case .pound: parseMacroExpansion(.macroExpansionDecl, m)
        case .poundSourceLocation: parseSourceLocation(m)
        case .editorPlaceholder:
            bump()
            finish(.editorPlaceholderDecl, m)
        case .identifier where at(.actor):
            parseNominal(.actorDecl, m)
        case .identifier where at(.macro):
            parseMacro(m)
        default:
            missing(.missingDecl)
            finish(.missingDecl, m)
        }
    }

    /// The name after a declaration keyword: an identifier, or a missing one.
    mutating func parseDeclName() {
        if at(.identifier) {
            bump()
        } else if kind.isKeyword && !atStartOfLine && !at(.leftBrace) && kind != .kwWhere {
            // `struct class {}`: keep the keyword as an unexpected name.
            let m = mark()
            bump()
            finish(.unexpected, m)
            missingToken(.identifier)
        } else {
            missingToken(.identifier)
        }
    }

    mutating func parseImport(_ m: Marker) {
        bump()
        switch kind {
        case .kwTypealias, .kwStruct, .kwClass, .kwEnum, .kwProtocol, .kwVar, .kwLet, .kwFunc: bump()
        default: break
        }
        // A path of names: `Foundation`, `Darwin.C.stdio`, `func Module.+`.
        if at(.identifier) || kind.isOperator { bump() } else { missingToken(.identifier) }
        while at(.period) && !peek().isAtStartOfLine {
            bump()
            if at(.identifier) || kind.isOperator || kind.isKeyword { bump() } else { missingToken(.identifier) }
        }
        finish(.importDecl, m)
    }

    mutating func parseNominal(_ declKind: SyntaxKind, _ m: Marker) {
        if declKind == .actorDecl { bump(as: .identifier) } else { bump() }
        parseDeclName()
        if declKind == .protocolDecl {
            if atLeftAngle { parsePrimaryAssociatedTypes() }
        } else if atLeftAngle {
            parseGenericParameterClause()
        }
        if at(.colon) { parseInheritanceClause() }
        if at(.kwWhere) { parseWhereClause() }
        parseMemberBlock()
        finish(declKind, m)
    }

    mutating func parseExtension(_ m: Marker) {
        bump()
        parseType()
        if at(.colon) { parseInheritanceClause() }
        if at(.kwWhere) { parseWhereClause() }
        parseMemberBlock()
        finish(.extensionDecl, m)
    }

    mutating func parseInheritanceClause() {
        let m = mark()
        bump()
        repeat {
            let e = mark()
            let before = pos
            if at(.kwClass) {
                let c = mark()
                bump()
                finish(.classRestrictionType, c)
            } else {
                parseType()
            }
            if pos == before { break }
            eat(.comma)
            finish(.inheritedType, e)
        } while !atEnd && tokens.last?.kind == .comma
        finish(.inheritanceClause, m)
    }

    mutating func parsePrimaryAssociatedTypes() {
        let m = mark()
        consumeLeftAngle()
        while !atEnd && !atRightAngle {
            let before = pos
            if at(.identifier) { bump() } else { missingToken(.identifier) }
            eat(.comma)
            if pos == before { break }
        }
        if atRightAngle { consumeRightAngle() } else { missingToken(.rightAngle) }
        finish(.primaryAssociatedTypeClause, m)
    }

    mutating func parseGenericParameterClause() {
        let m = mark()
        consumeLeftAngle()
        while !atEnd && !atRightAngle {
            let p = mark()
            let before = pos
            parseAttributeListIfPresent()
            if at(.each) || at(.kwLet) { bump() }
            if at(.identifier) { bump() } else { missingToken(.identifier) }
            if eat(.colon) { parseType() }
            if at(.equal) {
                bump()
                parseType()
            }
            let separated = eat(.comma)
            finish(.genericParameter, p)
            if pos == before || !separated { break }
        }
        if at(.kwWhere) { parseWhereClause() }
        if atRightAngle { consumeRightAngle() } else { missingToken(.rightAngle) }
        finish(.genericParameterClause, m)
    }

    mutating func parseWhereClause() {
        let m = mark()
        bump()
        repeat {
            let r = mark()
            let before = pos
            if at(.kwRepeat) { bump() }
            parseType()
            if eat(.colon) {
                parseType()
            } else if kind == .binaryOperator && textIs(current, "==") {
                bump()
                parseType()
            } else {
                missingToken(.colon)
            }
            eat(.comma)
            finish(.genericRequirement, r)
            if pos == before { break }
        } while !atEnd && tokens.last?.kind == .comma
        finish(.genericWhereClause, m)
    }

    mutating func parseFunction(_ m: Marker) {
        bump()
        switch kind {
        case .identifier:
            bump()
        case .binaryOperator, .prefixOperator, .postfixOperator, .exclamationMark, .postfixQuestionMark,
            .infixQuestionMark, .prefixAmpersand, .equal, .arrow, .leftAngle, .rightAngle, .period:
            splitOperatorNameBeforeGenericClause()
        default:
            if kind.isKeyword && !at(.leftParen) && !atStartOfLine {
                let u = mark()
                bump()
                finish(.unexpected, u)
            }
            missingToken(.identifier)
        }
        if atLeftAngle { parseGenericParameterClause() }
        parseFunctionSignature()
        if at(.kwWhere) { parseWhereClause() }
        if at(.leftBrace) { parseCodeBlock() }
        finish(.functionDecl, m)
    }

    /// `func ==<T>(...)`: the lexer saw one operator `==<`; the name is `==` and `<` opens generics.
    mutating func splitOperatorNameBeforeGenericClause() {
        let t = current
        let length = Int(t.end - t.start)
        if length > 1 && source.bytes[Int(t.end) - 1] == UInt8(ascii: "<") && peek().kind == .identifier {
            var name = t
            name.end = t.end - 1
            name.kind = .binaryOperator
            tokens.append(name)
            var rest = t
            rest.fullStart = t.end - 1
            rest.start = t.end - 1
            rest.flags = []
            rest.kind = .leftAngle
            input[pos] = rest
            return
        }
        bump()
    }

    mutating func parseFunctionSignature(requireReturn: Bool = false) {
        let m = mark()
        parseParameterClause()
        parseEffectSpecifiersIfPresent()
        if at(.arrow) {
            parseReturnClause()
        } else if requireReturn {
            let r = mark()
            missingToken(.arrow)
            missing(.missingType)
            finish(.returnClause, r)
        }
        finish(.functionSignature, m)
    }

    mutating func parseReturnClause() {
        let m = mark()
        bump()
        parseType()
        eatVariadicMark()
        finish(.returnClause, m)
    }

    /// `async`, `throws`, `throws(E)`, `rethrows`, `reasync`, in any order (as written). A `(` after
    /// `throws` opens its thrown type wherever it stands, after a space or on the next line, as
    /// swiftc reads it (`init() throws (MyError)`); `rethrows (E)` is parsed the same way and
    /// reported by the checks.
    mutating func parseEffectSpecifiersIfPresent() {
        let m = mark()
        while true {
            if at(.async) || at(.reasync) || at(.await) {
                bump()
            } else if at(.kwThrows) || at(.kwRethrows) || (at(.kwTry) && !atStartOfLine) {
                let t = mark()
                let isTry = at(.kwTry)
                bump()
                if at(.leftParen) && (!isTry || !current.hasLeadingTrivia) {
                    bump()
                    parseType()
                    expectClosing(.rightParen)
                    finish(.throwsClause, t)
                }
            } else {
                break
            }
        }
        if !isEmpty(since: m) { finish(.effectSpecifiers, m) }
    }

    mutating func parseParameterClause() {
        let m = mark()
        guard at(.leftParen) else {
            missingToken(.leftParen)
            missingToken(.rightParen)
            finish(.parameterClause, m)
            return
        }
        bump()
        // Parameters are separated by commas; whatever else stands before `)` is unexpected
        // (`expectClosing` keeps it), and a brace or a new declaration ends the clause.
        while !atEnd && !at(.rightParen) && !atRecoveryBoundary {
            let before = pos
            parseParameter()
            if pos == before || tokens.last?.kind != .comma { break }
        }
        expectClosing(.rightParen)
        finish(.parameterClause, m)
    }

    mutating func parseParameter() {
        let m = mark()
        // `case a(@autoclosure () -> T)`: attributes before a type without a name are the type's.
        if !at(.atSign) || attributesPrecedeParameterName() { parseAttributeListIfPresent() }
        // Labels: `x: T`, `_ x: T`, `for x: T`; enum payloads may have none: `case a(Int)`.
        if Parser.isParameterName(kind) && peek().kind == .colon {
            bump()
            bump()
        } else if Parser.isParameterName(kind) && Parser.isParameterName(peek().kind) && peek(2).kind == .colon {
            bump()
            bump()
            bump()
        } else if Parser.isParameterName(kind) && Parser.isParameterName(peek().kind) && peek(2).kind != .period
            && peek(2).kind != .leftAngle && !(peek(2).kind.isOperator && firstByte(peek(2)) == UInt8(ascii: "<"))
            && (kind == .kwUnderscore || peek().kind == .kwUnderscore)
        {
            // `_ x` without a type: keep the names, the type is missing.
            bump()
            bump()
            missingToken(.colon)
        }
        parseType()
        if (at(.postfixOperator) || at(.binaryOperator)) && textIs(current, "...") { bump() }
        parseInitializerClauseIfPresent()
        eat(.comma)
        finish(.parameter, m)
    }

    /// Whether the attributes at the cursor are followed by a parameter's name and colon.
    func attributesPrecedeParameterName() -> Bool {
        var k = pos
        var steps = 0
        while input[k].kind == .atSign && steps < 16 {
            k = skipAttribute(from: k)
            steps += 1
        }
        let first = input[k]
        let second = input[min(k + 1, input.count - 1)]
        if Parser.isParameterName(first.kind) && second.kind == .colon { return true }
        return Parser.isParameterName(first.kind) && Parser.isParameterName(second.kind) && input[min(k + 2, input.count - 1)].kind == .colon
    }

    static func isParameterName(_ k: TokenKind) -> Bool {
        k == .identifier || k == .kwUnderscore || (k.isKeyword && k != .kwInout)
    }

    mutating func parseInitializer(_ m: Marker) {
        bump()
        if at(.postfixQuestionMark) || at(.exclamationMark) { bump() }
        if atLeftAngle { parseGenericParameterClause() }
        parseFunctionSignature()
        if at(.kwWhere) { parseWhereClause() }
        if at(.leftBrace) { parseCodeBlock() }
        finish(.initializerDecl, m)
    }

    mutating func parseDeinitializer(_ m: Marker) {
        bump()
        parseEffectSpecifiersIfPresent()
        if at(.leftBrace) { parseCodeBlock() }
        finish(.deinitializerDecl, m)
    }

    mutating func parseSubscript(_ m: Marker) {
        bump()
        if atLeftAngle { parseGenericParameterClause() }
        parseParameterClause()
        parseEffectSpecifiersIfPresent()
        if at(.arrow) {
            parseReturnClause()
        } else {
            let r = mark()
            missingToken(.arrow)
            missing(.missingType)
            finish(.returnClause, r)
        }
        if at(.kwWhere) { parseWhereClause() }
        if at(.leftBrace) { parseAccessorBlock() }
        finish(.subscriptDecl, m)
    }

    mutating func parseVariable(_ m: Marker) {
        bump()
        repeat {
            let b = mark()
            let before = pos
            parseBindingPattern()
            if at(.colon) { parseTypeAnnotation() }
            parseInitializerClauseIfPresent()
            // After an initializer, a `{` the expression declined is an observer block.
            if at(.leftBrace) { parseAccessorBlock() }
            eat(.comma)
            finish(.patternBinding, b)
            if pos == before { break }
        } while !atEnd && tokens.last?.kind == .comma
        finish(.variableDecl, m)
    }

    /// `= expression` after a binding, parameter or enum case.
    mutating func parseInitializerClauseIfPresent() {
        guard at(.equal) else { return }
        let i = mark()
        bump()
        parseExpression()
        finish(.initializerClause, i)
    }

    mutating func parseTypeAnnotation() {
        let m = mark()
        bump()
        parseType()
        eatVariadicMark()
        finish(.typeAnnotation, m)
    }

    /// `...` right after a type: a variadic parameter's, and also accepted by swiftc after the type
    /// of a variable, a result or a type alias (where the type checker rejects it).
    mutating func eatVariadicMark() {
        if (at(.postfixOperator) || at(.binaryOperator)) && !current.hasLeadingTrivia && textIs(current, "...") { bump() }
    }

    /// The pattern of a `let`/`var` binding: a name, `_`, or a tuple of patterns.
    mutating func parseBindingPattern() {
        guard enter(.missingPattern) else { return }
        defer { leave() }
        let m = mark()
        switch kind {
        case .identifier, .kwSelf:
            bump()
            finish(.identifierPattern, m)
        case .kwUnderscore:
            bump()
            finish(.wildcardPattern, m)
        case .leftParen:
            bump()
            while !atEnd && !at(.rightParen) {
                let e = mark()
                let before = pos
                if (at(.identifier) || at(.kwUnderscore)) && peek().kind == .colon {
                    bump()
                    bump()
                }
                if at(.kwLet) || at(.kwVar) {
                    let v = mark()
                    bump()
                    parseBindingPattern()
                    finish(.valueBindingPattern, v)
                } else {
                    parseBindingPattern()
                }
                let separated = eat(.comma)
                finish(.tuplePatternElement, e)
                if pos == before {
                    if at(.leftBrace) || at(.rightBrace) || at(.equal) { break }
                    skipUnexpectedChunk()
                } else if !separated && !at(.rightParen) {
                    // Elements are separated by commas: what else stands before `)` is unexpected.
                    break
                }
            }
            expectClosing(.rightParen)
            finish(.tuplePattern, m)
        default:
            if kind.isKeyword && !atStartOfLine && (peek().kind == .colon || peek().kind == .equal) {
                // `var class = 1`: a reserved word as a name.
                let u = mark()
                bump()
                finish(.unexpected, u)
            }
            missing(.missingPattern)
        }
    }

    /// Whether `{` at `k` opens accessors (`get`, `set`, `willSet`, `didSet`, …) rather than a
    /// closure or a getter's statements.
    func isStartOfAccessorBlock(at k: Int) -> Bool {
        var j = k + 1
        var steps = 0
        while input[j].kind == .atSign && steps < 8 {
            j = skipAttribute(from: j)
            steps += 1
        }
        if Parser.isAccessorModifier(input[j]) { j += 1 }
        return Parser.isAccessorKeyword(input[j]) && isAccessorIntroducerFollower(input[min(j + 1, input.count - 1)])
    }

    static func isAccessorModifier(_ t: Token) -> Bool {
        guard t.kind == .identifier, !t.flags.contains(.backticked) else { return false }
        switch t.keyword {
        case .mutating, .nonmutating, .__consuming, .consuming, .borrowing: return true
        default: return false
        }
    }

    static func isAccessorKeyword(_ t: Token) -> Bool {
        if t.kind == .kwInit { return true }
        guard t.kind == .identifier, !t.flags.contains(.backticked) else { return false }
        switch t.keyword {
        // Not `read` and `modify`: they never became accessors, and `read { ... }` in a getter is a call
        // with a trailing closure. `borrow` and `mutate` are experimental (reported as such); the
        // `yielding` accessors of SE-0474 are not in the toolchain.
        case .get, .set, .willSet, .didSet, ._modify, ._read, .unsafeAddress, .unsafeMutableAddress, .borrow, .mutate:
            return true
        default:
            return false
        }
    }

    func isAccessorIntroducerFollower(_ t: Token) -> Bool {
        switch t.kind {
        case .leftBrace, .rightBrace, .leftParen, .kwThrows, .kwRethrows, .atSign: return true
        case .identifier:
            if Parser.isAccessorKeyword(t) || Parser.isAccessorModifier(t) { return true }
            return t.keyword == .async && !t.flags.contains(.backticked)
        default: return false
        }
    }

    mutating func parseAccessorBlock() {
        let m = mark()
        bump()
        guard enter(.missingDecl) else {
            finish(.accessorBlock, m)
            return
        }
        if isAccessorListStart() {
            parseAccessors(inIfConfig: false)
        } else {
            let saved = trailingClosureFlavor
            trailingClosureFlavor = .basic
            parseCodeBlockItems(until: .braces)
            trailingClosureFlavor = saved
        }
        leave()
        expect(.rightBrace)
        finish(.accessorBlock, m)
    }

    @inline(never)
    mutating func parseAccessors(inIfConfig: Bool) {
        while !atEnd && !at(.rightBrace) {
            if inIfConfig && (at(.poundElse) || at(.poundElseif) || at(.poundEndif)) { return }
            let before = pos
            if at(.poundIf) {
                parseIfConfig(.accessors)
            } else {
                parseAccessor()
            }
            if pos == before { skipUnexpectedChunk() }
        }
    }

    func isAccessorListStart() -> Bool {
        var j = pos
        var steps = 0
        while input[j].kind == .atSign && steps < 8 {
            j = skipAttribute(from: j)
            steps += 1
        }
        if input[j].kind == .poundIf {
            // Accessors inside `#if` clauses, or a getter whose statements start with `#if`.
            j = skipIfConfigLines(from: j)
            while input[j].kind == .atSign && steps < 16 {
                j = skipAttribute(from: j)
                steps += 1
            }
        }
        if Parser.isAccessorModifier(input[j]) { j += 1 }
        return Parser.isAccessorKeyword(input[j]) && isAccessorIntroducerFollower(input[min(j + 1, input.count - 1)])
    }

    mutating func parseAccessor() {
        let m = mark()
        parseAttributeListIfPresent()
        if Parser.isAccessorModifier(current) {
            let mods = mark()
            let d = mark()
            bump()
            finish(.declModifier, d)
            finish(.modifierList, mods)
        }
        // `yield` is a statement in the body of a coroutine accessor, nowhere else.
        let isCoroutine = current.keyword == ._read || current.keyword == ._modify || current.keyword == .borrow
            || current.keyword == .mutate
        if Parser.isAccessorKeyword(current) {
            bump()
        } else {
            let u = mark()
            skipBalanced()
            finish(.unexpected, u)
            finish(.accessorDecl, m)
            return
        }
        if at(.leftParen) {
            // `set(newValue)`, `init(initialValue)`.
            let p = mark()
            bump()
            while !atEnd && !at(.rightParen) && !at(.leftBrace) && !at(.rightBrace) { bump() }
            expectClosing(.rightParen)
            finish(.parameterClause, p)
        }
        parseEffectSpecifiersIfPresent()
        if at(.leftBrace) {
            let saved = inCoroutineAccessor
            inCoroutineAccessor = isCoroutine
            parseCodeBlock()
            inCoroutineAccessor = saved
        }
        finish(.accessorDecl, m)
    }

    mutating func parseTypeAlias(_ m: Marker) {
        bump()
        parseDeclName()
        if atLeftAngle { parseGenericParameterClause() }
        let i = mark()
        expect(.equal)
        parseType()
        eatVariadicMark()
        finish(.typeInitializerClause, i)
        if at(.kwWhere) { parseWhereClause() }
        finish(.typeAliasDecl, m)
    }

    mutating func parseAssociatedType(_ m: Marker) {
        bump()
        parseDeclName()
        if at(.colon) { parseInheritanceClause() }
        if at(.equal) {
            let i = mark()
            bump()
            parseType()
            finish(.typeInitializerClause, i)
        }
        if at(.kwWhere) { parseWhereClause() }
        finish(.associatedTypeDecl, m)
    }

    mutating func parseEnumCase(_ m: Marker) {
        bump()
        repeat {
            let e = mark()
            let before = pos
            parseDeclName()
            if at(.leftParen) { parseParameterClause() }
            parseInitializerClauseIfPresent()
            eat(.comma)
            finish(.enumCaseElement, e)
            if pos == before { break }
        } while !atEnd && tokens.last?.kind == .comma
        finish(.enumCaseDecl, m)
    }

    mutating func parseOperator(_ m: Marker) {
        bump()
        switch kind {
        case .binaryOperator, .prefixOperator, .postfixOperator, .exclamationMark, .postfixQuestionMark,
            .infixQuestionMark, .prefixAmpersand, .equal, .arrow, .period, .identifier:
            bump()
        default:
            missingToken(.binaryOperator)
        }
        if at(.colon) {
            // `: Group`, one group (the designated protocols that once followed are gone).
            let p = mark()
            bump()
            if at(.identifier) && !atStartOfLine { bump() } else { missingToken(.identifier) }
            finish(.operatorPrecedence, p)
        }
        finish(.operatorDecl, m)
    }

    mutating func parsePrecedenceGroup(_ m: Marker) {
        bump()
        parseDeclName()
        if expectLeftBraceOrMissing() {
            while !atEnd && !at(.rightBrace) {
                let before = pos
                if at(.identifier) {
                    // `higherThan: A, B`, `lowerThan: C`, `associativity: left`, `assignment: true`, in
                    // any order, on one line or several, with nothing between them.
                    let a = mark()
                    let relation = at(.higherThan) || at(.lowerThan)
                    bump()
                    expect(.colon)
                    if at(.identifier) || at(.kwTrue) || at(.kwFalse) { bump() } else { missingToken(.identifier) }
                    while relation && at(.comma) {
                        bump()
                        if at(.identifier) { bump() } else { missingToken(.identifier) }
                    }
                    finish(.precedenceGroupAttribute, a)
                } else {
                    skipUnexpectedChunk()
                }
                if pos == before { break }
            }
            expect(.rightBrace)
        } else {
            missingToken(.rightBrace)
        }
        finish(.precedenceGroupDecl, m)
    }

    mutating func expectLeftBraceOrMissing() -> Bool {
        if eat(.leftBrace) { return true }
        missingToken(.leftBrace)
        return false
    }

    mutating func parseMacro(_ m: Marker) {
        bump(as: .identifier)
        parseDeclName()
        if atLeftAngle { parseGenericParameterClause() }
        parseFunctionSignature()
        parseInitializerClauseIfPresent()
        if at(.kwWhere) { parseWhereClause() }
        finish(.macroDecl, m)
    }

    /// `#name<T>(args) { trailing }` as a declaration or an expression.
    mutating func parseMacroExpansion(_ nodeKind: SyntaxKind, _ m: Marker) {
        bump()
        if (Parser.isIdentifierLike(kind) || kind.isKeyword) && !current.hasLeadingTrivia {
            bump()
        } else {
            missingToken(.identifier)
        }
        if atLeftAngle && !current.hasLeadingTrivia && canParseGenericArguments() {
            parseGenericArgumentClause()
        }
        if at(.leftParen) && !atStartOfLine {
            bump()
            parseArgumentList(closer: .rightParen)
            expectClosing(.rightParen)
        }
        if at(.leftBrace) && trailingClosureFlavor.allows(self) {
            parseTrailingClosures()
        }
        finish(nodeKind, m)
    }

    mutating func parseSourceLocation(_ m: Marker) {
        bump()
        if at(.leftParen) {
            bump()
            while !atEnd && !at(.rightParen) && !at(.leftBrace) && !at(.rightBrace) && !(atStartOfLine && kind.isKeyword) {
                bump()
            }
            expectClosing(.rightParen)
        } else {
            missingToken(.leftParen)
            missingToken(.rightParen)
        }
        finish(.poundSourceLocation, m)
    }

    // MARK: Attributes and modifiers

    mutating func parseAttributeListIfPresent() {
        guard at(.atSign) || (at(.poundIf) && ifConfigHoldsOnlyAttributes()) else { return }
        let m = mark()
        while true {
            if at(.atSign) {
                parseAttribute()
            } else if at(.poundIf) && ifConfigHoldsOnlyAttributes() {
                parseIfConfig(.attributes)
            } else {
                break
            }
        }
        finish(.attributeList, m)
    }

    /// Whether the `#if` at `k` begins with a `case` or `default` (after nested `#if` lines).
    func ifConfigStartsWithSwitchCase(at start: Int) -> Bool {
        var k = start
        var steps = 0
        while steps < 64 && (input[k].kind == .poundIf || input[k].kind == .poundElseif || input[k].kind == .poundElse) {
            k += 1
            while input[k].kind != .endOfFile && !input[k].isAtStartOfLine { k += 1 }
            steps += 1
        }
        let t = input[k]
        if t.kind == .kwCase || t.kind == .kwDefault { return true }
        return t.kind == .atSign && input[min(k + 1, input.count - 1)].kind == .identifier
            && textIs(input[min(k + 1, input.count - 1)], "unknown")
    }

    /// Skips `#if` lines (with their conditions) at `k`, for lookahead into the first clause.
    func skipIfConfigLines(from start: Int) -> Int {
        var k = start
        var steps = 0
        while steps < 64 && (input[k].kind == .poundIf || input[k].kind == .poundElseif || input[k].kind == .poundElse) {
            k += 1
            while input[k].kind != .endOfFile && !input[k].isAtStartOfLine { k += 1 }
            steps += 1
        }
        return k
    }

    /// Whether a `#if` at the cursor wraps nothing but attributes (then the declaration follows
    /// `#endif`), as in `#if canImport(X) @preconcurrency #endif import X`.
    func ifConfigHoldsOnlyAttributes(at start: Int? = nil) -> Bool {
        var k = start ?? pos
        var steps = 0
        var sawAttribute = false
        var nesting = 0
        while steps < 512 {
            steps += 1
            let t = input[k]
            switch t.kind {
            case .poundIf, .poundElseif:
                if t.kind == .poundIf { nesting += 1 }
                // Skip the condition: the rest of the line.
                k += 1
                while input[k].kind != .endOfFile && !input[k].isAtStartOfLine { k += 1 }
            case .poundElse:
                k += 1
            case .poundEndif:
                nesting -= 1
                if nesting == 0 { return sawAttribute }
                k += 1
            case .atSign:
                k = skipAttribute(from: k)
                sawAttribute = true
            default:
                return false
            }
        }
        return false
    }

    /// Attributes that never take arguments: a `(` after them belongs to what follows
    /// (`@autoclosure() -> T`, `@Sendable (Int) -> Void`).
    static let attributesWithoutArguments: Set<String> = [
        "autoclosure", "escaping", "Sendable", "noescape", "unchecked", "retroactive",
        "preconcurrency", "discardableResult", "inlinable", "usableFromInline", "frozen", "testable",
        "objcMembers", "nonobjc", "IBAction", "IBOutlet", "NSManaged", "GKInspectable", "main",
        "dynamicCallable", "dynamicMemberLookup", "propertyWrapper", "resultBuilder", "unknown",
        "_transparent", "_alwaysEmitIntoClient", "concurrent", "noDerivative",
    ]

    /// Type attributes whose arguments are written in parentheses right after them.
    static let typeAttributesWithArguments: Set<String> = [
        "convention", "differentiable", "_opaqueReturnTypeOf", "opened", "pack_element", "lifetime", "_lifetime",
        "execution", "_noMetadata", "abi", "isolated",
    ]

    mutating func parseAttribute(inType: Bool = false) {
        let m = mark()
        bump()
        let name = mark()
        // `@SwiftUI::State`: the module selector is part of the name's type.
        if atModuleSelector && !peek(2).isAtStartOfLine {
            parseModuleSelectorIfPresent()
        }
        let nameToken = current
        if kind == .identifier || kind.isKeyword || kind == .dollarIdentifier {
            bump(as: .identifier)
            if atLeftAngle && !current.hasLeadingTrivia { parseGenericArgumentClause() }
            finish(.identifierType, name)
            while at(.period) && !current.hasLeadingTrivia && (peek().kind == .identifier || peek().kind.isKeyword) && !peek().hasLeadingTrivia {
                bump()
                bump(as: .identifier)
                if atLeftAngle && !current.hasLeadingTrivia { parseGenericArgumentClause() }
                finish(.memberType, name)
            }
        } else {
            missingToken(.identifier)
            finish(.identifierType, name)
        }
        let attributeName = source.text(nameToken.textRange)
        let takesArguments =
            inType ? Parser.typeAttributesWithArguments.contains(attributeName) : !Parser.attributesWithoutArguments.contains(attributeName)
        if at(.leftParen) && takesArguments && (!current.hasLeadingTrivia || (!inType && spacedAttributeArgumentsFollow(at: pos))) {
            bump()
            let first = firstByte(nameToken)
            if attributeName == "abi" {
                // `@abi(func f(_: Int))`: the argument is a declaration.
                parseDeclaration(inMembers: true)
            } else if first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") {
                // A custom attribute (property wrapper, result builder, global actor, macro):
                // its arguments are expressions.
                parseArgumentList(closer: .rightParen)
            } else {
                // Built-in attributes have grammars of their own; keep their arguments as tokens.
                let a = mark()
                var level = 0
                while !atEnd {
                    if level == 0 && at(.rightParen) { break }
                    if at(.leftBrace) || at(.rightBrace) { break }
                    switch kind {
                    case .leftParen, .leftSquare, .interpolationStart: level += 1
                    case .rightParen, .rightSquare: level -= 1
                    default: break
                    }
                    bump()
                }
                finish(.attributeArguments, a)
            }
            expectClosing(.rightParen)
        }
        finish(.attribute, m)
    }

    mutating func parseModifierListIfPresent(inMembers: Bool) {
        let m = mark()
        while true {
            let d = mark()
            switch kind {
            case .kwStatic:
                bump()
            case .kwPrivate, .kwFileprivate, .kwInternal, .kwPublic:
                bump()
                eatModifierDetail()
            case .kwClass:
                // `class func`, `class var`, `class override func`: a modifier, not a class.
                let next = peek()
                let isModifier: Bool
                switch next.kind {
                case .kwFunc, .kwVar, .kwLet, .kwSubscript, .kwInit, .kwTypealias, .kwStatic, .kwPrivate,
                    .kwFileprivate, .kwInternal, .kwPublic, .kwClass:
                    isModifier = true
                case .identifier:
                    isModifier = Parser.isContextualModifier(next) && isAtStartOfDeclaration(at: pos + 1, inMembers: inMembers)
                default:
                    isModifier = false
                }
                guard isModifier else {
                    if !isEmpty(since: m) { finish(.modifierList, m) }
                    return
                }
                bump()
            case .identifier:
                guard Parser.isContextualModifier(current) else {
                    if !isEmpty(since: m) { finish(.modifierList, m) }
                    return
                }
                // `unowned(unsafe) var`: look past the detail for the declaration.
                guard isAtStartOfDeclaration(at: skipModifierDetail(after: pos), inMembers: inMembers) else {
                    if !isEmpty(since: m) { finish(.modifierList, m) }
                    return
                }
                bump()
                eatModifierDetail()
            default:
                if !isEmpty(since: m) { finish(.modifierList, m) }
                return
            }
            finish(.declModifier, d)
        }
    }

    mutating func eatModifierDetail() {
        // `private(set)`; `private (set)` too, a warning in Swift 5.
        if at(.leftParen) && peek().kind == .identifier && peek(2).kind == .rightParen && !atStartOfLine {
            bump()
            bump()
            bump()
        }
    }

    // MARK: #if

    mutating func parseIfConfig(_ content: IfConfigContent) {
        let m = mark()
        guard enter(.missingDecl) else { return }
        defer { leave() }
        var first = true
        var previousIsVersionCheck = false
        while first || at(.poundElseif) || at(.poundElse) {
            let c = mark()
            let introducer = kind
            bump()
            first = false
            // Swift does not parse a clause whose condition only compares versions (`compiler(>=6.3)`,
            // `swift(<6)`), nor an `#else` right after one: it may hold another version's syntax.
            let versionCheck = introducer == .poundElse ? previousIsVersionCheck : parseIfConfigCondition()
            previousIsVersionCheck = versionCheck
            // Such a body is still parsed when its brackets balance (its declarations matter to the
            // analyses), but its errors are not reported (`SyntaxTree.diagnostics`); when they do not
            // balance it is kept as tokens, as Swift skips it.
            let end = versionCheck ? endOfIfConfigClause(from: pos) : pos
            if versionCheck { skipClauseBodyIfUnbalanced(to: end) }
            switch content {
            case .codeBlockItems(let context):
                parseCodeBlockItems(until: context, inIfConfig: true)
            case .members:
                parseMembers(inIfConfig: true)
            case .switchCases:
                parseSwitchCases(inIfConfig: true)
            case .accessors:
                parseAccessors(inIfConfig: true)
            case .attributes:
                while at(.atSign) { parseAttribute() }
            case .postfixExpression:
                parsePostfixIfConfigBody()
            }
            if versionCheck && pos < end { skipUnexpected(to: end) }
            finish(.ifConfigClause, c, detail: versionCheck ? 1 : 0)
            if introducer == .poundElse { break }
        }
        expect(.poundEndif)
        finish(.ifConfigDecl, m)
    }

    // These helpers stay out of line: `parseIfConfig` recurses once per nesting level, and its frame
    // must stay small for deep input to fit a half-megabyte stack.

    /// Parses the condition of a `#if` or `#elseif` (it ends with its line) and says whether it is a
    /// version check.
    @inline(never)
    mutating func parseIfConfigCondition() -> Bool {
        let conditionStart = tokens.count
        let saved = trailingClosureFlavor
        trailingClosureFlavor = .none
        endsAtLineEnd = true
        if atStartOfLine { missing(.missingExpr) } else { parseExpression() }
        endsAtLineEnd = false
        trailingClosureFlavor = saved
        let versionCheck = isVersionCondition(tokens[conditionStart..<tokens.count])
        if !atStartOfLine && !atEnd && !at(.poundEndif) {
            let u = mark()
            while !atEnd && !atStartOfLine { bump() }
            finish(.unexpected, u)
        }
        return versionCheck
    }

    /// Keeps the body of a clause Swift does not parse as tokens when its brackets do not balance.
    @inline(never)
    mutating func skipClauseBodyIfUnbalanced(to end: Int) {
        if !bracketsBalance(from: pos, to: end) { skipUnexpected(to: end) }
    }

    /// Wraps the tokens up to index `end` in an unexpected node.
    @inline(never)
    mutating func skipUnexpected(to end: Int) {
        let u = mark()
        while pos < end && !atEnd { bump() }
        if !isEmpty(since: u) { finish(.unexpected, u) }
    }

    /// Whether Swift treats a `#if` condition as a version check, whose clause it does not parse: a
    /// call to `swift`, `compiler` or `_compiler_version`; `!c` or `(c)` of one; `a && b` when either
    /// side is one; `a || b` when both are.
    func isVersionCondition(_ condition: ArraySlice<Token>) -> Bool {
        var reader = ConditionReader(parser: self, tokens: condition, k: condition.startIndex)
        guard let result = reader.disjunction(depth: 0), reader.k == condition.endIndex else { return false }
        return result
    }

    /// The index of the `#elseif`, `#else` or `#endif` that ends the clause whose body starts at
    /// `start` (nested `#if`s skipped), or of the end of the file.
    @inline(never)
    func endOfIfConfigClause(from start: Int) -> Int {
        var k = start
        var nesting = 0
        while true {
            switch input[k].kind {
            case .endOfFile: return k
            case .poundIf: nesting += 1
            case .poundElse, .poundElseif: if nesting == 0 { return k }
            case .poundEndif:
                if nesting == 0 { return k }
                nesting -= 1
            default: break
            }
            k += 1
        }
    }

    /// Whether the brackets of the tokens `start..<end` close in order.
    func bracketsBalance(from start: Int, to end: Int) -> Bool {
        var open: [TokenKind] = []
        for k in start..<end {
            switch input[k].kind {
            case .leftParen, .interpolationStart: open.append(.rightParen)
            case .leftSquare: open.append(.rightSquare)
            case .leftBrace: open.append(.rightBrace)
            case .rightParen, .rightSquare, .rightBrace:
                guard open.popLast() == input[k].kind else { return false }
            default: break
            }
        }
        return open.isEmpty
    }
}

/// Reads a `#if` condition from its tokens to tell whether it is a version check (see
/// `Parser.isVersionCondition`). Each step answers that question for what it read, or nil when the
/// tokens are not a condition; nesting is bounded.
private struct ConditionReader {
    let parser: Parser
    let tokens: ArraySlice<Token>
    var k: Int

    var current: Token? { k < tokens.endIndex ? tokens[k] : nil }

    func isOperator(_ text: StaticString) -> Bool {
        guard let t = current, t.kind.isOperator else { return false }
        return parser.textIs(t, text)
    }

    mutating func disjunction(depth: Int) -> Bool? {
        guard var result = conjunction(depth: depth) else { return nil }
        while isOperator("||") {
            k += 1
            guard let right = conjunction(depth: depth) else { return nil }
            result = result && right
        }
        return result
    }

    mutating func conjunction(depth: Int) -> Bool? {
        guard var result = unary(depth: depth) else { return nil }
        while isOperator("&&") {
            k += 1
            guard let right = unary(depth: depth) else { return nil }
            result = result || right
        }
        return result
    }

    mutating func unary(depth: Int) -> Bool? {
        guard depth < 64, let t = current else { return nil }
        if isOperator("!") {
            k += 1
            return unary(depth: depth + 1)
        }
        if t.kind == .leftParen {
            k += 1
            let inner = disjunction(depth: depth + 1)
            guard current?.kind == .rightParen else { return nil }
            k += 1
            return inner
        }
        guard t.kind == .identifier || t.kind == .dollarIdentifier || t.kind == .kwTrue || t.kind == .kwFalse else { return nil }
        k += 1
        guard let open = current, open.kind == .leftParen, !open.hasLeadingTrivia else { return false }
        // A call: skip its arguments.
        var level = 0
        repeat {
            switch tokens[k].kind {
            case .leftParen: level += 1
            case .rightParen: level -= 1
            default: break
            }
            k += 1
        } while level > 0 && k < tokens.endIndex
        guard level == 0 else { return nil }
        return !t.flags.contains(.backticked)
            && (parser.textIs(t, "swift") || parser.textIs(t, "compiler") || parser.textIs(t, "_compiler_version"))
    }
}
