/// The kinds of node in a syntax tree. Names follow swift-syntax's where a node means the same thing,
/// so that people who know one tree can read the other.
public enum SyntaxKind: UInt16, Sendable, CaseIterable {
    // Structure and recovery.
    case sourceFile
    /// A token the grammar requires but the source lacks; zero width. `detail` is the `TokenKind`.
    case missingToken
    case missingExpr, missingType, missingPattern, missingDecl
    /// Tokens (and nodes) that do not fit the grammar where they stand, kept in the tree as they are.
    case unexpected
    case codeBlock, memberBlock

    // Attributes and modifiers.
    case attributeList, attribute, attributeArguments, modifierList, declModifier

    // Declarations.
    case importDecl, structDecl, classDecl, enumDecl, actorDecl, protocolDecl, extensionDecl
    case functionDecl, initializerDecl, deinitializerDecl, subscriptDecl, variableDecl, patternBinding
    case accessorBlock, accessorDecl, typeAliasDecl, associatedTypeDecl, operatorDecl, precedenceGroupDecl
    case macroDecl, macroExpansionDecl, enumCaseDecl, enumCaseElement, ifConfigDecl, ifConfigClause
    case poundSourceLocation, editorPlaceholderDecl

    // Declaration parts.
    case genericParameterClause, genericParameter, genericWhereClause, genericRequirement
    case inheritanceClause, inheritedType, primaryAssociatedTypeClause
    case functionSignature, parameterClause, parameter, effectSpecifiers, throwsClause, returnClause
    case typeAnnotation, initializerClause, typeInitializerClause, declNameArguments, operatorPrecedence
    case precedenceGroupAttribute
    /// `Swift::` in `Swift::Int`, `x.Swift::reduce`: the module a name is looked up in.
    case moduleSelector

    // Statements.
    case returnStmt, throwStmt, breakStmt, continueStmt, fallthroughStmt, deferStmt, doStmt, catchClause
    case repeatStmt, whileStmt, forStmt, guardStmt, labeledStmt, discardStmt, yieldStmt, thenStmt
    case conditionList, optionalBindingCondition, matchingPatternCondition, availabilityCondition
    case expressionCondition, switchCase, switchCaseLabel, switchDefaultLabel, caseItem, whereClause
    case elseClause

    // Expressions.
    case sequenceExpr, binaryOperatorExpr, assignmentExpr, ternaryExpr, asExpr, isExpr, arrowExpr
    case declReferenceExpr, memberAccessExpr, functionCallExpr, subscriptCallExpr, labeledExpr
    case argumentList, trailingClosure, closureExpr, closureSignature, closureParameterClause
    case closureParameter, closureShorthandParameter, captureList, captureItem, tupleExpr, arrayExpr
    case arrayElement, dictionaryExpr, dictionaryElement, stringLiteralExpr, stringSegment
    case interpolation, integerLiteralExpr, floatLiteralExpr, booleanLiteralExpr, nilLiteralExpr
    case regexLiteralExpr, keyPathExpr, keyPathComponent, prefixOperatorExpr, postfixOperatorExpr
    case forceUnwrapExpr, optionalChainingExpr, tryExpr, awaitExpr, consumeExpr, copyExpr, inOutExpr
    case discardAssignmentExpr, superExpr, macroExpansionExpr, postfixIfConfigExpr
    case genericSpecializationExpr, typeExpr, ifExpr, switchExpr, packExpansionExpr, packElementExpr
    case patternExpr, editorPlaceholderExpr, implicitMemberExpr, unsafeExpr

    // Types.
    case identifierType, memberType, genericArgumentClause, genericArgument, optionalType
    case implicitlyUnwrappedOptionalType, arrayType, dictionaryType, tupleType, tupleTypeElement
    case functionType, someOrAnyType, compositionType, metatypeType, attributedType, suppressedType
    case packExpansionType, packElementType, classRestrictionType, wildcardType, integerType

    // Patterns.
    case identifierPattern, wildcardPattern, tuplePattern, tuplePatternElement, valueBindingPattern
    case expressionPattern, isTypePattern, typedPattern

    public var isMissing: Bool {
        switch self {
        case .missingToken, .missingExpr, .missingType, .missingPattern, .missingDecl: return true
        default: return false
        }
    }

    public var isDecl: Bool {
        switch self {
        case .importDecl, .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl,
            .functionDecl, .initializerDecl, .deinitializerDecl, .subscriptDecl, .variableDecl, .typeAliasDecl,
            .associatedTypeDecl, .operatorDecl, .precedenceGroupDecl, .macroDecl, .macroExpansionDecl,
            .enumCaseDecl, .ifConfigDecl, .poundSourceLocation, .missingDecl, .editorPlaceholderDecl:
            return true
        default:
            return false
        }
    }
}
