/// Folding of flat operator sequences into binary trees by precedence.
///
/// The parser keeps `a + b * c` flat (a `sequenceExpr` of operands and operators) because an
/// operator's precedence is a semantic fact: a program can declare its own operators. This pass
/// applies the standard library's precedence groups, plus the `infix operator x: Group`
/// declarations found in the same tree that name one of those groups. Operators it does not know
/// get `DefaultPrecedence`, as in Swift.
public indirect enum FoldedExpression: Sendable, CustomStringConvertible {
    /// An operand: any expression node that is not itself a sequence.
    case operand(SyntaxNode)
    /// `lhs op rhs`; `op` is a `binaryOperatorExpr`, `assignmentExpr` or `arrowExpr` node.
    case infix(op: SyntaxNode, lhs: FoldedExpression, rhs: FoldedExpression)
    /// `condition ? then : else`; `op` is the `ternaryExpr` node holding `?`, the middle
    /// expression and `:`.
    case ternary(op: SyntaxNode, condition: FoldedExpression, otherwise: FoldedExpression)
    /// `value as T`, `value is T`; `op` is the `asExpr` or `isExpr` node.
    case cast(op: SyntaxNode, value: FoldedExpression)

    /// A fully parenthesised rendering, for tests and debugging.
    public var description: String {
        switch self {
        case .operand(let node): return node.squashedText
        case .infix(let op, let lhs, let rhs): return "(\(lhs) \(op.squashedText) \(rhs))"
        case .ternary(let op, let condition, let otherwise):
            let middle = op.children.first.map { $0.squashedText } ?? ""
            return "(\(condition) ? \(middle) : \(otherwise))"
        case .cast(let op, let value): return "(\(value) \(op.squashedText))"
        }
    }
}

public struct OperatorTable: Sendable {
    public enum Associativity: Sendable { case left, right, none }

    public struct Group: Sendable {
        public var name: String
        /// Higher binds tighter.
        public var level: Int
        public var associativity: Associativity
    }

    /// The standard library's groups, tightest first.
    public static let standardGroups: [String: Group] = {
        let ordered: [(String, Associativity)] = [
            ("BitwiseShiftPrecedence", .none), ("MultiplicationPrecedence", .left), ("AdditionPrecedence", .left),
            ("RangeFormationPrecedence", .none), ("CastingPrecedence", .none), ("NilCoalescingPrecedence", .right),
            ("ComparisonPrecedence", .none), ("LogicalConjunctionPrecedence", .left),
            ("LogicalDisjunctionPrecedence", .left), ("DefaultPrecedence", .none), ("TernaryPrecedence", .right),
            ("AssignmentPrecedence", .right), ("FunctionArrowPrecedence", .right),
        ]
        var groups: [String: Group] = [:]
        for (index, (name, associativity)) in ordered.enumerated() {
            groups[name] = Group(name: name, level: ordered.count - index, associativity: associativity)
        }
        return groups
    }()

    static let standardOperators: [String: String] = {
        var table: [String: String] = [:]
        func add(_ group: String, _ operators: [String]) { for op in operators { table[op] = group } }
        add("BitwiseShiftPrecedence", ["<<", ">>", "&<<", "&>>"])
        add("MultiplicationPrecedence", ["*", "/", "%", "&*", "&"])
        add("AdditionPrecedence", ["+", "-", "&+", "&-", "|", "^"])
        add("RangeFormationPrecedence", ["..<", "..."])
        add("NilCoalescingPrecedence", ["??"])
        add("ComparisonPrecedence", ["<", "<=", ">", ">=", "==", "!=", "===", "!==", "~=", ".==", ".!=", ".<", ".<=", ".>", ".>="])
        add("LogicalConjunctionPrecedence", ["&&", ".&"])
        add("LogicalDisjunctionPrecedence", ["||", ".|", ".^"])
        add(
            "AssignmentPrecedence",
            ["=", "*=", "/=", "%=", "+=", "-=", "<<=", ">>=", "&=", "^=", "|=", "&*=", "&+=", "&-=", "&<<=", "&>>=", ".&=", ".|=", ".^="])
        return table
    }()

    private var operators: [String: String]

    public init() { operators = OperatorTable.standardOperators }

    /// The standard table plus the program's own `infix operator x: KnownGroup` declarations.
    public init(tree: SyntaxTree) {
        self.init()
        for node in tree.root.descendantsPostOrder where node.kind == .operatorDecl {
            let tokens = node.directTokens
            guard let keyword = tokens.firstIndex(where: { $0.kind == .kwOperator }), keyword + 1 < tokens.count,
                let precedence = node.child(.operatorPrecedence)?.token(.identifier)
            else { continue }
            operators[tokens[keyword + 1].text] = precedence.text
        }
    }

    public func group(of op: String) -> Group {
        let name = operators[op] ?? "DefaultPrecedence"
        return OperatorTable.standardGroups[name] ?? OperatorTable.standardGroups["DefaultPrecedence"]!
    }

    /// Folds a `sequenceExpr` (any other node is returned as an operand).
    public func fold(_ node: SyntaxNode) -> FoldedExpression {
        guard node.kind == .sequenceExpr else { return .operand(node) }
        var elements = node.children[...]
        // Precedence climbing recurses once per pending operator; a machine-made chain of thousands
        // is kept as an operand rather than risk the stack.
        guard elements.count <= 2000 else { return .operand(node) }
        guard let first = elements.popFirst() else { return .operand(node) }
        var lhs = FoldedExpression.operand(first)
        lhs = attachCasts(lhs, &elements)
        return foldRest(lhs, minimumLevel: 0, &elements)
    }

    private func level(of op: SyntaxNode) -> Group {
        switch op.kind {
        case .assignmentExpr: return OperatorTable.standardGroups["AssignmentPrecedence"]!
        case .ternaryExpr: return OperatorTable.standardGroups["TernaryPrecedence"]!
        case .arrowExpr: return OperatorTable.standardGroups["FunctionArrowPrecedence"]!
        default: return group(of: op.squashedText)
        }
    }

    private func isOperator(_ node: SyntaxNode) -> Bool {
        switch node.kind {
        case .binaryOperatorExpr, .assignmentExpr, .ternaryExpr, .arrowExpr: return true
        default: return false
        }
    }

    /// `as` and `is` bind to the operand before them, at casting precedence.
    private func attachCasts(_ value: FoldedExpression, _ elements: inout ArraySlice<SyntaxNode>) -> FoldedExpression {
        var value = value
        while let next = elements.first, next.kind == .asExpr || next.kind == .isExpr {
            elements.removeFirst()
            value = .cast(op: next, value: value)
        }
        return value
    }

    /// Precedence climbing: consumes operators of at least `minimumLevel`.
    private func foldRest(_ start: FoldedExpression, minimumLevel: Int, _ elements: inout ArraySlice<SyntaxNode>) -> FoldedExpression {
        var lhs = start
        while let op = elements.first, isOperator(op) {
            let group = level(of: op)
            guard group.level >= minimumLevel else { break }
            elements.removeFirst()
            guard let operandNode = elements.popFirst() else {
                // A trailing operator (only in broken code): keep it with what came before.
                return .infix(op: op, lhs: lhs, rhs: .operand(op))
            }
            var rhs = attachCasts(.operand(operandNode), &elements)
            // Operators that bind tighter (or as tight, for right associativity) take the operand.
            while let next = elements.first, isOperator(next) {
                let nextGroup = level(of: next)
                if nextGroup.level > group.level || (nextGroup.level == group.level && group.associativity == .right) {
                    rhs = foldRest(rhs, minimumLevel: nextGroup.level, &elements)
                } else {
                    break
                }
            }
            if op.kind == .ternaryExpr {
                lhs = .ternary(op: op, condition: lhs, otherwise: rhs)
            } else {
                lhs = .infix(op: op, lhs: lhs, rhs: rhs)
            }
        }
        return lhs
    }
}
