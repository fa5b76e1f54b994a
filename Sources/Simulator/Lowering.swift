import Foundation
import Semantics
import Syntax

/// Turns syntax into the interpreter's `Expr`/`Stmt` trees. Total: every node gives something, and
/// what is not understood becomes `.opaque` with its text. Recursion depth is bounded, so machine-made
/// nesting becomes opaque instead of exhausting the stack.
struct Lowering {
    let file: Int
    let operators: OperatorTable
    /// How `#if` is read: the clause compiled for the simulated platform.
    var configuration = BuildConfiguration.everything
    private var depth = 0
    private static let maximumDepth = 200
    /// The highest `$N` a closure's parameters are made for.
    static let maximumShorthandParameter = 255
    /// The most elements an array or dictionary literal may have and still be simulated. Larger
    /// ones are tables that code generators write (an icon font's 7,447 cases in `allCases`, a
    /// string catalog): building one in every run costs a hover's whole step budget, each element
    /// an object made, before the code that reads it runs. Its value is unknown instead, and the
    /// runs say so, as of any value Lifeline cannot compute.
    static let largestTable = 1_000

    /// How a table too large to simulate is named in the runs' notes: its start and its size.
    static func tableText(_ node: SyntaxNode, count: Int) -> String {
        "\(node.squashedText.prefix(24))… (a literal of \(count) elements)"
    }

    init(file: Int, tree: SyntaxTree) {
        self.file = file
        self.operators = OperatorTable(tree: tree)
    }

    func place(_ node: SyntaxNode) -> SourcePlace { SourcePlace(file: file, offset: node.range.lowerBound) }

    // MARK: Statements

    mutating func block(_ node: SyntaxNode?) -> [Stmt] {
        guard let node else { return [] }
        var result: [Stmt] = []
        for item in node.blockItems {
            if let statement = statement(item) { result.append(statement) }
        }
        return result
    }

    /// Statements of a closure body (everything after `in`).
    mutating func closureBody(_ node: SyntaxNode) -> [Stmt] { block(node) }

    mutating func statement(_ node: SyntaxNode) -> Stmt? {
        depth += 1
        defer { depth -= 1 }
        if depth > Lowering.maximumDepth { return .opaque("too deeply nested", place(node)) }
        switch node.kind {
        case .variableDecl:
            return variableDecl(node)
        case .ifExpr:
            return .ifStmt(ifStatement(node))
        case .guardStmt:
            return .guardStmt(conditions(node.child(.conditionList)), block(node.child(.codeBlock)))
        case .switchExpr:
            return .switchStmt(switchStatement(node))
        case .forStmt:
            return forStatement(node)
        case .whileStmt:
            return .whileLoop(conditions(node.child(.conditionList)), block(node.child(.codeBlock)))
        case .repeatStmt:
            let body = block(node.child(.codeBlock))
            let condition = node.children.last.map { expression($0) } ?? .literal(.bool(false))
            return .repeatLoop(body, condition)
        case .returnStmt:
            let value = node.children.first { !$0.isMissing && $0.kind != .unexpected }
            return .returnStmt(value.map { expression($0) })
        case .breakStmt: return .breakStmt
        case .continueStmt: return .continueStmt
        case .deferStmt: return .deferStmt(block(node.child(.codeBlock)))
        case .doStmt:
            let body = block(node.child(.codeBlock))
            let catches = node.children(.catchClause).map { clause -> (name: String, body: [Stmt]) in
                let name = clause.firstDescendant(.identifierPattern, stopAt: [.codeBlock])?.referencedName ?? "error"
                return (name, block(clause.child(.codeBlock)))
            }
            return catches.isEmpty ? .block(body) : .doCatch(body, catches)
        case .labeledStmt:
            return node.children.last.flatMap { statement($0) }
        case .codeBlock: return .block(block(node))
        case .ifConfigDecl:
            // `#if DEBUG … #endif` in code: the clause compiled for the simulated platform (the first
            // that may be, when a flag decides).
            guard let clause = configuration.clause(of: node, platform: configuration.simulatedPlatform) else { return nil }
            // The clause's first node after `#if` is its condition; the rest are statements.
            let hasCondition = clause.firstToken.map { $0.kind != .poundElse } ?? false
            let items = clause.children.dropFirst(hasCondition ? 1 : 0)
            return .sequence(items.compactMap { statement($0) })
        case .functionDecl, .structDecl, .classDecl, .enumDecl, .typeAliasDecl, .importDecl, .extensionDecl:
            return nil
        case .unexpected, .missingExpr, .missingDecl, .missingToken:
            return nil
        case .throwStmt:
            let value = node.children.first { !$0.isMissing && $0.kind != .unexpected }
            return .throwStmt(value.map { expression($0) } ?? .literal(.opaque("error")), place(node))
        default:
            if node.kind.isDecl { return nil }
            return .expr(expression(node), place(node))
        }
    }

    mutating func variableDecl(_ node: SyntaxNode) -> Stmt? {
        // Local `let`/`var`: one or more bindings, each in the scope around (`Stmt.sequence`).
        var statements: [Stmt] = []
        for binding in node.children(.patternBinding) {
            let pattern = bindingPattern(binding.firstChild)
            let typeText = binding.child(.typeAnnotation)?.children.last?.squashedText
            let value = binding.child(.initializerClause)?.children.last.map { Lowering.typed(expression($0), for: typeText) }
            statements.append(.binding(pattern, value))
        }
        if statements.count == 1 { return statements[0] }
        return .sequence(statements)
    }

    func bindingPattern(_ node: SyntaxNode?) -> BindingPattern {
        guard let node else { return .wildcard }
        switch node.kind {
        case .identifierPattern: return .name(node.referencedName ?? "_")
        case .wildcardPattern: return .wildcard
        case .tuplePattern:
            return .tuple(node.children(.tuplePatternElement).map { bindingPattern($0.children.last) })
        case .valueBindingPattern, .typedPattern, .patternExpr:
            return bindingPattern(node.children.first { $0.kind.isPatternLike })
        default: return .wildcard
        }
    }

    mutating func ifStatement(_ node: SyntaxNode) -> IfStmt {
        let thenNode = node.child(.codeBlock)
        let then = block(thenNode)
        var otherwise: [Stmt]? = nil
        let elseClause = node.child(.elseClause)
        if let elseClause {
            if let nested = elseClause.child(.ifExpr) {
                otherwise = [.ifStmt(ifStatement(nested))]
            } else {
                otherwise = block(elseClause.child(.codeBlock))
            }
        }
        return IfStmt(
            conditions: conditions(node.child(.conditionList)), then: then, otherwise: otherwise, place: place(node),
            thenRange: thenNode?.range ?? 0..<0, elseRange: elseClause?.range)
    }

    mutating func conditions(_ list: SyntaxNode?) -> [Condition] {
        guard let list else { return [] }
        var result: [Condition] = []
        for condition in list.children {
            switch condition.kind {
            case .expressionCondition:
                if let value = condition.firstChild { result.append(.boolean(expression(value))) }
            case .optionalBindingCondition:
                let name = condition.child(.identifierPattern)?.referencedName ?? "_"
                let value = condition.child(.initializerClause)?.children.last.map { expression($0) }
                result.append(.optionalBinding(name, value))
            case .matchingPatternCondition:
                let patternNode = condition.children.first { $0.kind != .initializerClause && $0.kind != .typeAnnotation }
                let pattern = patternNode.map { casePattern($0) } ?? .wildcard
                let value = condition.child(.initializerClause)?.children.last.map { expression($0) } ?? .literal(.none)
                result.append(.pattern(pattern, value))
            case .availabilityCondition:
                result.append(.boolean(.literal(.bool(true))))
            default:
                if !condition.isMissing && condition.kind != .unexpected {
                    result.append(.boolean(expression(condition)))
                }
            }
        }
        return result
    }

    mutating func switchStatement(_ node: SyntaxNode) -> SwitchStmt {
        let subjectNode = node.children.first { $0.kind != .switchCase && $0.kind != .ifConfigDecl && !$0.isMissing }
        let subject = subjectNode.map { expression($0) } ?? .literal(.void)
        var cases: [SwitchCase] = []
        for item in node.children(.switchCase) {
            var patterns: [CasePattern] = []
            var guardExpr: Expr? = nil
            if let label = item.child(.switchCaseLabel) {
                for caseItem in label.children(.caseItem) {
                    if let pattern = caseItem.children.first(where: { $0.kind != .whereClause }) {
                        patterns.append(casePattern(pattern))
                    }
                    if let whereClause = caseItem.child(.whereClause), let condition = whereClause.children.last {
                        guardExpr = expression(condition)
                    }
                }
            } else {
                patterns = [.wildcard]
            }
            let body = item.children.filter { $0.kind != .switchCaseLabel && $0.kind != .switchDefaultLabel }
            var statements: [Stmt] = []
            for child in body { if let s = statement(child) { statements.append(s) } }
            cases.append(SwitchCase(patterns: patterns, guardExpr: guardExpr, body: statements, range: item.range))
        }
        return SwitchStmt(subject: subject, cases: cases, place: place(node))
    }

    mutating func casePattern(_ node: SyntaxNode) -> CasePattern {
        switch node.kind {
        case .wildcardPattern, .discardAssignmentExpr: return .wildcard
        case .patternExpr, .valueBindingPattern:
            // `let x`, and `case let .a(f)`: the pattern after `let` (a call of a case, whose
            // names it binds, is one; it matched every value when only patterns counted).
            if let inner = node.children.first(where: { $0.kind.isPatternLike }) ?? node.children.first { return casePattern(inner) }
            return .wildcard
        case .identifierPattern: return .binding(node.referencedName ?? "_")
        case .expressionPattern:
            return node.firstChild.map { casePattern($0) } ?? .wildcard
        case .implicitMemberExpr:
            return .enumCase(node.memberName ?? "", [])
        case .functionCallExpr:
            if let callee = node.baseExpression, callee.kind == .implicitMemberExpr || callee.kind == .memberAccessExpr {
                let name = callee.memberName ?? ""
                let inner = node.arguments.compactMap { $0.value }.map { casePattern($0) }
                return .enumCase(name, inner)
            }
            return .value(expression(node))
        case .tupleExpr, .tuplePattern:
            let elements = node.kind == .tupleExpr ? node.arguments.compactMap(\.value) : node.children(.tuplePatternElement).compactMap(\.children.last)
            if elements.count == 1 { return casePattern(elements[0]) }
            return .tuple(elements.map { casePattern($0) })
        case .optionalChainingExpr:
            return .optionalSome(node.firstChild.map { casePattern($0) } ?? .wildcard)
        case .memberAccessExpr where node.baseExpression.map({ $0.kind == .declReferenceExpr && SyntaxNode.name(of: $0).map(SyntaxNode.isTypeStyle) == true }) == true:
            return .enumCase(node.memberName ?? "", [])
        case .declReferenceExpr where node.firstToken?.kind == .kwUnderscore:
            return .wildcard
        default:
            return .value(expression(node))
        }
    }

    mutating func forStatement(_ node: SyntaxNode) -> Stmt {
        var pattern: BindingPattern = .wildcard
        var sequence: Expr = .literal(.array([]))
        var whereExpr: Expr? = nil
        var sawIn = false
        for element in node.elements {
            switch element {
            case .token(let token):
                if token.kind == .kwIn { sawIn = true }
            case .node(let child):
                if child.kind == .codeBlock { continue }
                if child.kind == .whereClause {
                    whereExpr = child.children.last.map { expression($0) }
                } else if !sawIn {
                    pattern = bindingPattern(child)
                } else {
                    sequence = expression(child)
                }
            }
        }
        return .forIn(pattern, sequence, whereExpr, block(node.child(.codeBlock)))
    }

    // MARK: Expressions

    mutating func expression(_ node: SyntaxNode) -> Expr {
        depth += 1
        defer { depth -= 1 }
        if depth > Lowering.maximumDepth { return .opaque("too deeply nested", place(node)) }
        switch node.kind {
        case .sequenceExpr:
            return folded(operators.fold(node))
        case .integerLiteralExpr:
            return .literal(integer(node.text))
        case .floatLiteralExpr:
            return .literal(.double(Double(node.text.replacingOccurrences(of: "_", with: "")) ?? 0))
        case .booleanLiteralExpr:
            return .literal(.bool(node.firstToken?.kind == .kwTrue))
        case .nilLiteralExpr:
            return .literal(.none)
        case .stringLiteralExpr:
            return stringLiteral(node)
        case .declReferenceExpr:
            guard let token = node.firstToken else { return .opaque(node.squashedText, place(node)) }
            switch token.kind {
            case .kwSelf: return .selfRef
            case .dollarIdentifier:
                let text = token.text
                if text.dropFirst().allSatisfy(\.isNumber) { return .name(text, place(node)) }
                return .dollar(String(text.dropFirst()), place(node))
            default:
                return .name(node.referencedName ?? token.text, place(node))
            }
        case .superExpr:
            return .name("super", place(node))
        case .memberAccessExpr:
            let name = node.memberName ?? ""
            guard let base = node.baseExpression else { return .implicitMember(name) }
            if name == "init" { return expression(base) }
            // `self.$flag` is `$flag`: the property's projected value, a binding to its storage.
            if name.hasPrefix("$"), name.count > 1, base.firstToken?.kind == .kwSelf, base.range == base.firstToken?.range {
                return .dollar(String(name.dropFirst()), place(node))
            }
            return .member(expression(base), name, place(node))
        case .implicitMemberExpr:
            return .implicitMember(node.memberName ?? "")
        case .functionCallExpr:
            return call(node)
        case .macroExpansionExpr:
            return .opaque(node.squashedText, place(node))
        case .subscriptCallExpr:
            guard let base = node.baseExpression else { return .opaque(node.squashedText, place(node)) }
            return .subscriptAccess(expression(base), callArguments(node), place(node))
        case .closureExpr:
            return .closure(closure(node))
        case .tupleExpr:
            let arguments = node.arguments
            if arguments.count == 1, arguments[0].label == nil, let value = arguments[0].value { return expression(value) }
            return .tuple(arguments.map { ($0.label, $0.value.map { expression($0) } ?? .literal(.void)) })
        case .arrayExpr:
            let elements = node.children(.arrayElement)
            if elements.count > Lowering.largestTable { return .opaque(Lowering.tableText(node, count: elements.count), place(node)) }
            return .array(elements.compactMap { $0.firstChild }.map { expression($0) })
        case .dictionaryExpr:
            let elements = node.children(.dictionaryElement)
            if elements.count > Lowering.largestTable { return .opaque(Lowering.tableText(node, count: elements.count), place(node)) }
            return .dictionary(elements.map { element in
                let parts = element.children.filter { !$0.isMissing }
                let key = parts.first.map { expression($0) } ?? .literal(.none)
                let value = parts.count > 1 ? expression(parts[1]) : .literal(.none)
                return (key, value)
            })
        case .prefixOperatorExpr:
            let op = node.firstToken?.text ?? ""
            guard let operand = node.children.last else { return .opaque(node.squashedText, place(node)) }
            if op == "-", operand.kind == .integerLiteralExpr, case .literal(.int(let v)) = expression(operand) { return .literal(.int(-v)) }
            return .prefix(op, expression(operand))
        case .postfixOperatorExpr:
            if let base = node.baseExpression {
                let op = node.lastToken?.text ?? ""
                if op == "..." { return .binary("...", expression(base), .literal(.int(Int.max)), place(node)) }
                return expression(base)
            }
            return .opaque(node.squashedText, place(node))
        case .forceUnwrapExpr:
            guard let base = node.baseExpression else { return .opaque(node.squashedText, place(node)) }
            return .forceUnwrap(expression(base))
        case .optionalChainingExpr:
            guard let base = node.baseExpression else { return .opaque(node.squashedText, place(node)) }
            return .optionalChain(expression(base))
        case .tryExpr:
            guard let inner = node.children.last else { return .opaque(node.squashedText, place(node)) }
            let lowered = expression(inner)
            let tokens = node.directTokens
            if tokens.contains(where: { $0.kind == .postfixQuestionMark }) { return .tryOptional(lowered) }
            if tokens.contains(where: { $0.kind == .exclamationMark }) { return .tryForced(lowered) }
            return lowered
        case .awaitExpr:
            guard let inner = node.children.last else { return .opaque(node.squashedText, place(node)) }
            return .await(expression(inner))
        case .keyPathExpr:
            let components = node.children(.keyPathComponent).map { component -> String in
                component.directTokens.last.map { $0.kind == .identifier ? $0.identifierText : $0.text } ?? ""
            }
            return .keyPath(components)
        case .ifExpr:
            return .ifValue(ifStatement(node))
        case .switchExpr:
            return .switchValue(switchStatement(node))
        case .typeExpr, .identifierType, .genericSpecializationExpr:
            if let name = SyntaxNode.name(of: node) { return .name(name, place(node)) }
            return .opaque(node.squashedText, place(node))
        case .inOutExpr:
            return node.children.last.map { expression($0) } ?? .opaque(node.squashedText, place(node))
        case .discardAssignmentExpr:
            return .name("_", place(node))
        case .patternExpr:
            return .opaque(node.squashedText, place(node))
        case .postfixIfConfigExpr:
            return node.baseExpression.map { expression($0) } ?? .opaque(node.squashedText, place(node))
        case .asExpr, .isExpr, .ternaryExpr, .binaryOperatorExpr, .assignmentExpr:
            return .opaque(node.squashedText, place(node))
        case .consumeExpr, .copyExpr, .unsafeExpr:
            return node.children.last.map { expression($0) } ?? .opaque(node.squashedText, place(node))
        default:
            return .opaque(node.squashedText, place(node))
        }
    }

    mutating func folded(_ folded: FoldedExpression) -> Expr {
        switch folded {
        case .operand(let node):
            if node.kind == .sequenceExpr { return .opaque(node.squashedText, place(node)) }
            return expression(node)
        case .infix(let op, let lhs, let rhs):
            let left = self.folded(lhs)
            let right = self.folded(rhs)
            if op.kind == .assignmentExpr { return .assign(nil, left, right, place(op)) }
            let symbol = op.squashedText
            switch symbol {
            case "+=", "-=", "*=", "/=", "%=", "&&=", "||=", "??=", "<<=", ">>=", "&=", "|=", "^=":
                return .assign(String(symbol.dropLast()), left, right, place(op))
            default:
                return .binary(symbol, left, right, place(op))
            }
        case .ternary(let op, let condition, let otherwise):
            let middle = op.children.first { !$0.isMissing }.map { expression($0) } ?? .literal(.none)
            return .ternary(self.folded(condition), middle, self.folded(otherwise))
        case .cast(let op, let value):
            let tokens = op.directTokens
            let typeName = op.children.last.flatMap { SyntaxNode.name(of: $0) } ?? op.children.last?.squashedText ?? ""
            let kind: CastKind
            if op.kind == .isExpr {
                kind = .check
            } else if tokens.contains(where: { $0.kind == .postfixQuestionMark || $0.text == "?" }) {
                kind = .optional
            } else if tokens.contains(where: { $0.text == "!" || $0.kind == .exclamationMark }) {
                kind = .forced
            } else {
                kind = .plain
            }
            return .cast(self.folded(value), typeName, kind, place(op))
        }
    }

    mutating func callArguments(_ node: SyntaxNode) -> [CallArgument] {
        var result: [CallArgument] = node.arguments.map { argument in
            CallArgument(label: argument.label, value: argument.value.map { expression($0) } ?? .literal(.void))
        }
        var first = true
        for (label, closureNode) in node.trailingClosures {
            let lowered = Expr.closure(closure(closureNode))
            result.append(CallArgument(label: label ?? (first ? "#trailing" : nil), value: lowered))
            first = false
        }
        return result
    }

    mutating func call(_ node: SyntaxNode) -> Expr {
        let calleeNode = node.baseExpression ?? node.children.first { $0.kind != .argumentList && $0.kind != .closureExpr }
        guard let calleeNode else { return .opaque(node.squashedText, place(node)) }
        let callee = expression(calleeNode)
        return .call(CallExpr(callee: callee, arguments: callArguments(node), place: place(node)))
    }

    mutating func closure(_ node: SyntaxNode) -> ClosureExpr {
        var parameters: [String] = []
        if let signature = node.child(.closureSignature) {
            if let clause = signature.child(.closureParameterClause) {
                parameters = clause.children(.closureParameter).map { parameter in
                    parameter.directTokens.first { $0.kind == .identifier || $0.kind == .kwUnderscore }.map {
                        $0.kind == .identifier ? $0.identifierText : "_"
                    } ?? "_"
                }
            } else {
                parameters = signature.children(.closureShorthandParameter).map { $0.firstToken?.identifierText ?? "_" }
            }
        }
        let body = closureBody(node)
        if parameters.isEmpty {
            // `$0`-style: count the shorthand names used directly in this closure.
            var highest = -1
            node.walkDescendants(stopAt: [.closureExpr]) { child in
                if child.kind == .declReferenceExpr, let token = child.firstToken, token.kind == .dollarIdentifier,
                    let n = Int(token.text.dropFirst())
                {
                    highest = max(highest, n)
                }
                return true
            }
            // A closure takes a few parameters; `$99999999999` would ask for billions. Names past
            // the cap stay unbound, so reading one gives an unknown value.
            if highest >= 0 { parameters = (0...min(highest, Lowering.maximumShorthandParameter)).map { "$\($0)" } }
        }
        // `[weak self]`, `[unowned self]`, `[unowned(unsafe) self]`.
        let weakSelf = node.child(.closureSignature)?.child(.captureList)?.children(.captureItem).contains { item in
            item.directTokens.contains { $0.kind == .kwSelf } && item.children(.declModifier).contains {
                let word = $0.firstToken?.text
                return word == "weak" || word == "unowned"
            }
        } ?? false
        let tokens = node.tree.tokens
        let mentionsSelf = node.tokenRange.contains { tokens[$0].kind == .kwSelf }
        let usedNames = Set(node.tokenRange.compactMap { index -> String? in
            guard tokens[index].kind == .identifier else { return nil }
            let text = node.tree.source.text(Int(tokens[index].start)..<Int(tokens[index].end))
            return text.hasPrefix("`") && text.hasSuffix("`") && text.count >= 2 ? String(text.dropFirst().dropLast()) : text
        })
        return ClosureExpr(
            parameters: parameters, body: body, place: place(node), end: node.range.upperBound, capturesSelfWeakly: weakSelf, mentionsSelf: mentionsSelf, usedNames: usedNames)
    }

    func integer(_ text: String) -> Value {
        let clean = text.replacingOccurrences(of: "_", with: "")
        if clean.hasPrefix("0x") { return .int(Int(clean.dropFirst(2), radix: 16) ?? 0) }
        if clean.hasPrefix("0b") { return .int(Int(clean.dropFirst(2), radix: 2) ?? 0) }
        if clean.hasPrefix("0o") { return .int(Int(clean.dropFirst(2), radix: 8) ?? 0) }
        return .int(Int(clean) ?? 0)
    }

    /// A string literal's value (escapes, raw delimiters and multi-line layout are decoded once, in
    /// `Syntax`'s `stringLiteralPieces`) with its interpolations lowered; `specifier:` is SwiftUI's
    /// `Text` format argument.
    mutating func stringLiteral(_ node: SyntaxNode) -> Expr {
        var parts: [StringPart] = []
        for piece in node.stringLiteralPieces ?? [] {
            switch piece {
            case .text(let text):
                parts.append(.text(text))
            case .interpolation(let interpolation):
                let arguments = interpolation.arguments
                guard let first = arguments.first?.value else { continue }
                if let specifier = arguments.first(where: { $0.label == "specifier" })?.value, let format = specifier.stringLiteralValue {
                    parts.append(.formatted(expression(first), format))
                } else {
                    parts.append(.value(expression(first)))
                }
            }
        }
        if parts.isEmpty { return .literal(.string("")) }
        if parts.count == 1, case .text(let text) = parts[0] { return .literal(.string(text)) }
        return .string(parts)
    }
}

extension SyntaxKind {
    var isPatternLike: Bool {
        switch self {
        case .identifierPattern, .wildcardPattern, .tuplePattern, .valueBindingPattern, .expressionPattern,
            .isTypePattern, .typedPattern, .patternExpr:
            return true
        default:
            return false
        }
    }
}

extension Lowering {
    /// The floating-point types an integer literal may be written for (`let scale: Double = 100`).
    static let floatingTypes: Set<String> = ["Double", "CGFloat", "Float", "TimeInterval", "Float64", "Float32", "CGDouble"]

    /// Whether a written type is a floating-point type, or an array of one (`[Double]`), and which.
    static func floatingElement(_ typeText: String?) -> (isArray: Bool, floating: Bool) {
        guard var text = typeText?.trimmingCharacters(in: .whitespaces) else { return (false, false) }
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if text.hasPrefix("[") && text.hasSuffix("]") && !text.contains(":") {
            return (true, floatingTypes.contains(String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)))
        }
        return (false, floatingTypes.contains(text))
    }

    /// An initial value written for a declared floating-point type, as Swift types it: an integer
    /// literal there is a `Double` (`[Double] = [100, 50]` holds 100.0 and 50.0, and `50 / 100` of
    /// them is 0.5, not 0).
    static func typed(_ expr: Expr, for typeText: String?) -> Expr {
        let (isArray, floating) = floatingElement(typeText)
        guard floating else { return expr }
        func widened(_ item: Expr) -> Expr {
            switch item {
            case .literal(.int(let n)): return .literal(.double(Double(n)))
            case .prefix("-", .literal(.int(let n))): return .literal(.double(-Double(n)))
            default: return item
            }
        }
        if isArray, case .array(let items) = expr { return .array(items.map(widened)) }
        return isArray ? expr : widened(expr)
    }
}
