// swift-syntax's side. This file imports swift-syntax only: its `Syntax` type would shadow
// Lifeline's `Syntax` module in a file that imported both.
import SwiftParser
import SwiftSyntax

/// The trimmed byte ranges of the nodes both trees name the same way, keyed by Lifeline's kind name.
func referenceNodes(_ bytes: [UInt8]) -> [String: [Range<Int>]] {
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(tree)
    return collector.ranges
}

private final class Collector: SyntaxVisitor {
    var ranges: [String: [Range<Int>]] = [:]

    func add(_ kind: String, _ node: some SyntaxProtocol) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        ranges[kind, default: []].append(start..<end)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { add("functionCallExpr", node); return .visitChildren }
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        add(node.base == nil ? "implicitMemberExpr" : "memberAccessExpr", node)
        return .visitChildren
    }
    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind { add("subscriptCallExpr", node); return .visitChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { add("closureExpr", node); return .visitChildren }
    override func visit(_ node: ClosureSignatureSyntax) -> SyntaxVisitorContinueKind { add("closureSignature", node); return .visitChildren }
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind { add("ifExpr", node); return .visitChildren }
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { add("switchExpr", node); return .visitChildren }
    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind { add("switchCase", node); return .visitChildren }
    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind { add("guardStmt", node); return .visitChildren }
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { add("forStmt", node); return .visitChildren }
    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { add("whileStmt", node); return .visitChildren }
    override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind { add("repeatStmt", node); return .visitChildren }
    override func visit(_ node: DoStmtSyntax) -> SyntaxVisitorContinueKind { add("doStmt", node); return .visitChildren }
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { add("returnStmt", node); return .visitChildren }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { add("codeBlock", node); return .visitChildren }
    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { add("memberBlock", node); return .visitChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { add("accessorBlock", node); return .visitChildren }
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind { add("stringLiteralExpr", node); return .visitChildren }
    override func visit(_ node: ArrayExprSyntax) -> SyntaxVisitorContinueKind { add("arrayExpr", node); return .visitChildren }
    override func visit(_ node: DictionaryExprSyntax) -> SyntaxVisitorContinueKind { add("dictionaryExpr", node); return .visitChildren }
    override func visit(_ node: TupleExprSyntax) -> SyntaxVisitorContinueKind { add("tupleExpr", node); return .visitChildren }
    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind { add("keyPathExpr", node); return .visitChildren }
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind { add("sequenceExpr", node); return .visitChildren }
    override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind { add("tryExpr", node); return .visitChildren }
    override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind { add("awaitExpr", node); return .visitChildren }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // A member's name (`a.count`) is a DeclReferenceExpr in swift-syntax and a plain token in Lifeline.
        if let parent = node.parent?.as(MemberAccessExprSyntax.self), parent.declName.id == node.id { return .visitChildren }
        // So is a key path's property component (`\.count`).
        if node.parent?.is(KeyPathPropertyComponentSyntax.self) == true { return .visitChildren }
        add("declReferenceExpr", node)
        return .visitChildren
    }
    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind { add("labeledExpr", node); return .visitChildren }
    override func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind { add("optionalChainingExpr", node); return .visitChildren }
    override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind { add("forceUnwrapExpr", node); return .visitChildren }
    override func visit(_ node: PrefixOperatorExprSyntax) -> SyntaxVisitorContinueKind { add("prefixOperatorExpr", node); return .visitChildren }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { add("macroExpansionExpr", node); return .visitChildren }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { add("macroExpansionDecl", node); return .visitChildren }
    override func visit(_ node: GenericArgumentClauseSyntax) -> SyntaxVisitorContinueKind { add("genericArgumentClause", node); return .visitChildren }
    override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind { add("genericParameterClause", node); return .visitChildren }
    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        add("attribute", node)
        // Lifeline keeps the arguments of built-in attributes (`@available(...)`, `@_specialize(...)`)
        // as tokens, by design; only custom attributes' arguments and `@abi`'s declaration are parsed.
        let name = node.attributeName.trimmedDescription
        if let first = name.unicodeScalars.first, !("A"..."Z").contains(first), name != "abi" { return .skipChildren }
        return .visitChildren
    }
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind { add("ifConfigDecl", node); return .visitChildren }
    override func visit(_ node: PostfixIfConfigExprSyntax) -> SyntaxVisitorContinueKind { add("postfixIfConfigExpr", node); return .visitChildren }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { add("variableDecl", node); return .visitChildren }
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind { add("patternBinding", node); return .visitChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { add("functionDecl", node); return .visitChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { add("initializerDecl", node); return .visitChildren }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind { add("parameter", node); return .visitChildren }
    override func visit(_ node: EnumCaseParameterSyntax) -> SyntaxVisitorContinueKind { add("parameter", node); return .visitChildren }
    override func visit(_ node: TypeAnnotationSyntax) -> SyntaxVisitorContinueKind { add("typeAnnotation", node); return .visitChildren }
    override func visit(_ node: ReturnClauseSyntax) -> SyntaxVisitorContinueKind { add("returnClause", node); return .visitChildren }
    override func visit(_ node: OptionalTypeSyntax) -> SyntaxVisitorContinueKind { add("optionalType", node); return .visitChildren }
    override func visit(_ node: ArrayTypeSyntax) -> SyntaxVisitorContinueKind { add("arrayType", node); return .visitChildren }
    override func visit(_ node: DictionaryTypeSyntax) -> SyntaxVisitorContinueKind { add("dictionaryType", node); return .visitChildren }
    override func visit(_ node: FunctionTypeSyntax) -> SyntaxVisitorContinueKind { add("functionType", node); return .visitChildren }
    override func visit(_ node: SomeOrAnyTypeSyntax) -> SyntaxVisitorContinueKind { add("someOrAnyType", node); return .visitChildren }
    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind { add("memberType", node); return .visitChildren }
}
