/// Checks on statements and expressions: what the toolchain's parser rejects about switch cases
/// and `await`. Matched against `swiftc -parse` (Swift 6.3.1).
extension DiagnosticsPass {
    /// Each case of a switch has a statement (a `#if` counts); no case follows the `default`.
    mutating func checkSwitch(_ node: SyntaxNode) {
        var sawDefault = false
        for child in node.children {
            // Cases inside `#if` clauses are left alone: their clauses exclude each other.
            guard child.kind == .switchCase else { continue }
            let label = child.children.first { $0.kind == .switchCaseLabel || $0.kind == .switchDefaultLabel }
            guard let label else { continue }
            let isDefault = label.kind == .switchDefaultLabel
            if sawDefault {
                report(label.range, "additional 'case' blocks cannot appear after the 'default' block of a 'switch'")
            }
            if isDefault { sawDefault = true }
            let hasStatement = child.children.contains { $0.index > label.index && DiagnosticsPass.isItem($0.kind) }
            // (A label without its colon is reported as such.)
            if !hasStatement && label.directTokens.contains(where: { $0.kind == .colon }) {
                report(
                    label.range,
                    "'\(isDefault ? "default" : "case")' label in a 'switch' must have at least one executable statement")
            }
        }
    }

    /// `await` is an operator wherever an expression starts: alone, it lacks its operand. An operator
    /// used as a value (`reduce(0, +)`) must be a whole argument, not followed by an operand on its
    /// line: `- 1` is a prefix operator separated from its operand, `[+, -]` lacks operands.
    mutating func checkReference(_ node: SyntaxNode) {
        guard let token = node.firstToken, node.raw.tokenEnd - node.raw.tokenStart == 1 else { return }
        if token.keyword == .await {
            report(token.range.upperBound..<token.range.upperBound, "expected expression after 'await'")
        } else if token.kind == .binaryOperator || token.kind == .postfixOperator {
            if followsErrorOnItsLine(token.range.lowerBound) { return }
            if token.index + 1 < tree.tokens.count {
                let next = tree.tokens[token.index + 1]
                if !next.isAtStartOfLine {
                    switch next.kind {
                    case .identifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringQuote, .multilineStringQuote,
                        .regexLiteral, .leftParen, .leftSquare, .kwSelf, .kwSuper, .kwTrue, .kwFalse, .kwNil, .kwCapitalSelf,
                        .prefixOperator, .binaryOperator, .prefixAmpersand, .backslash, .pound:
                        report(token.range, "unary operator cannot be separated from its operand")
                        return
                    default:
                        break
                    }
                }
            }
            // Whether it is a whole argument is known when its argument (visited after it) is.
            operatorValues.append(node.index)
        }
    }

    /// An argument whose value is an operator: that operator is in its place.
    mutating func checkArgument(_ node: SyntaxNode) {
        guard let last = operatorValues.last, let value = node.children.last(where: { !$0.isMissing }), value.index == last,
            node.children.filter({ !$0.isMissing }).count == 1
        else { return }
        operatorValues.removeLast()
    }

    /// Operators used as values outside an argument list.
    mutating func reportOperatorValues() {
        for index in operatorValues {
            let node = SyntaxNode(tree: tree, index: index)
            report(node.range, "expected expression after unary operator")
        }
        operatorValues.removeAll()
    }

    /// `#available(…)` and `#unavailable(…)`: the short form of `@available` (platforms with versions,
    /// bare platforms, `*`), and only as a condition of `if`, `guard` or `while`.
    mutating func checkAvailabilityCondition(_ node: SyntaxNode) {
        availabilityConditions.insert(node.index)
        let tokens = node.directTokens
        guard let open = tokens.firstIndex(where: { $0.kind == .leftParen }),
            let close = tokens.lastIndex(where: { $0.kind == .rightParen }), open < close
        else { return }
        var items: [[SyntaxToken]] = [[]]
        for token in tokens[(open + 1)..<close] {
            if token.kind == .comma { items.append([]) } else { items[items.count - 1].append(token) }
        }
        if items.count == 1 && items[0].isEmpty {
            report(tokens[close].range.lowerBound..<tokens[close].range.lowerBound, "expected platform name")
            return
        }
        checkShorthandAvailability(items, attributeName: tokens[0].text)
    }

    /// The availability conditions that are a condition list's own (the rest are expressions).
    mutating func checkConditionList(_ node: SyntaxNode) {
        guard !availabilityConditions.isEmpty else { return }
        for child in childIndices(of: node.index) where tree.nodes[child].kind == .availabilityCondition {
            availabilityConditions.remove(child)
        }
    }

    mutating func reportAvailabilityExpressions() {
        for index in availabilityConditions.sorted() {
            let node = SyntaxNode(tree: tree, index: index)
            report(node.range, "\(node.firstToken?.text ?? "#available") may only be used as condition of an 'if', 'guard' or 'while' statement")
        }
        availabilityConditions.removeAll()
    }

    /// `{ in … }`: a closure signature with nothing before `in`.
    mutating func checkClosureSignature(_ node: SyntaxNode) {
        guard node.raw.tokenEnd - node.raw.tokenStart == 1, let only = node.firstToken, only.kind == .kwIn else { return }
        report(only.range, "expected expression")
    }

    // MARK: Patterns

    /// `let`/`var` inside another `let`/`var` pattern: `case let .a(let x)`, `catch let .a(let e)`.
    mutating func checkPatternNesting(_ node: SyntaxNode) {
        guard let inner = node.firstDescendant(.patternExpr, stopAt: [.closureExpr]), let keyword = inner.firstToken else { return }
        report(keyword.range, "'\(keyword.text)' cannot appear nested inside another 'var' or 'let' pattern")
    }

    /// A tuple pattern of a `let`/`var` declaration or optional binding holds no `let`/`var` of its
    /// own: `var (var a, b) = t`, `if var (a, let b) = t`.
    mutating func checkBindingTuple(_ pattern: SyntaxNode) {
        guard pattern.kind == .tuplePattern, let inner = pattern.firstDescendant(.valueBindingPattern), let keyword = inner.firstToken else {
            return
        }
        report(keyword.range, "'\(keyword.text)' cannot appear nested inside another 'var' or 'let' pattern")
    }

    mutating func checkVariablePatterns(_ node: SyntaxNode) {
        for binding in node.children where binding.kind == .patternBinding {
            if let pattern = binding.firstChild { checkBindingTuple(pattern) }
        }
    }

    /// `for let x in` and `for (let a, b) in`: the loop's names are already constants (`var` is allowed).
    mutating func checkForPattern(_ node: SyntaxNode) {
        guard let pattern = node.firstChild, pattern.kind == .valueBindingPattern || pattern.kind == .tuplePattern else { return }
        let bindings = pattern.kind == .valueBindingPattern ? [pattern] : pattern.descendants(.valueBindingPattern)
        for binding in bindings {
            guard let keyword = binding.firstToken, keyword.kind == .kwLet else { continue }
            report(keyword.range, "'let' pattern cannot appear nested in an already immutable context")
            return
        }
    }

    /// A closure's parameters have no argument labels: `{ (a b) in }`, `{ (x y: Int) in }` (`_ x` is
    /// allowed).
    mutating func checkClosureParameter(_ node: SyntaxNode) {
        let tokens = node.directTokens
        guard tokens.count >= 2, tokens[0].kind != .kwUnderscore, Parser.isParameterName(tokens[0].kind) || tokens[0].kind == .dollarIdentifier,
            Parser.isParameterName(tokens[1].kind)
        else { return }
        report(tokens[0].range, "closure cannot have keyword arguments")
    }

    /// `.0` is no implicit member: a number needs its digit before the period.
    mutating func checkImplicitMember(_ node: SyntaxNode) {
        let tokens = node.directTokens
        guard tokens.count >= 2, tokens[1].kind == .integerLiteral || tokens[1].kind == .floatLiteral else { return }
        let range = tokens[0].range.lowerBound..<tokens[1].range.upperBound
        if tokens[1].kind == .floatLiteral {
            report(range, "expected identifier after '.' expression")
        } else {
            report(range, "'.\(tokens[1].text)' is not a valid floating point literal; it must be written '0.\(tokens[1].text)'")
        }
    }
}
