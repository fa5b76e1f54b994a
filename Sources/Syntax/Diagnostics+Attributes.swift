/// Attribute checks: what the toolchain's parser rejects about an attribute's name, place and
/// arguments. Lifeline keeps built-in attributes' arguments as tokens (`attributeArguments`); these
/// checks read them without changing the tree. Every rule here was matched against `swiftc -parse`
/// (Swift 6.3.1), and the name lists are the toolchain's, attribute by attribute.
extension DiagnosticsPass {
    /// Where an attribute list stands.
    enum AttributePlace {
        /// Before a declaration, a parameter, a generic parameter, an accessor, a closure's signature.
        case declaration
        /// Before a `case` or `default` of a switch: only `@unknown`.
        case switchCase
        /// Inside a type (`@escaping () -> Void`, `: @unchecked Sendable`).
        case type
    }

    /// Checks the attributes of a node that may carry an attribute list.
    mutating func checkAttributeList(of index: Int, _ raw: SyntaxTree.RawNode) {
        let place: AttributePlace = raw.kind == .switchCase ? .switchCase : .declaration
        // The list, when there is one, is the first child, which starts where the node starts.
        guard raw.tokenStart < raw.tokenEnd, tree.tokens[Int(raw.tokenStart)].kind == .atSign || tree.tokens[Int(raw.tokenStart)].kind == .poundIf,
            let first = firstChildIndex(of: index), tree.nodes[first].kind == .attributeList
        else { return }
        let list = SyntaxNode(tree: tree, index: first)
        var seen: Set<String> = []
        for element in list.children {
            if element.kind == .attribute {
                checkAttribute(element, place)
                // Within one list (not across `#if` clauses), most built-in attributes may appear once.
                if let name = builtInName(of: element), DiagnosticsPass.singleUseAttributes.contains(name), !seen.insert(name).inserted {
                    report(element.range, "duplicate attribute")
                }
            } else if element.kind == .ifConfigDecl {
                for attribute in attributesInClauses(of: element) { checkAttribute(attribute, place) }
            }
        }
    }

    /// The attributes in the clauses of a `#if` inside an attribute list, nested `#if`s included (not
    /// the attributes inside their arguments).
    private func attributesInClauses(of ifConfig: SyntaxNode) -> [SyntaxNode] {
        var result: [SyntaxNode] = []
        var pending = [ifConfig]
        while let node = pending.popLast() {
            for clause in node.children where clause.kind == .ifConfigClause {
                for element in clause.children {
                    if element.kind == .attribute { result.append(element) }
                    if element.kind == .ifConfigDecl && pending.count < 64 { pending.append(element) }
                }
            }
        }
        return result
    }

    /// Checks the attributes written inside a type.
    mutating func checkTypeAttributes(of node: SyntaxNode) {
        for element in node.children where element.kind == .attribute {
            checkAttribute(element, .type)
        }
    }

    /// The name of an attribute that may be a built-in one: a plain identifier (not backticked, no
    /// module selector, no members or generic arguments). Anything else is a custom attribute.
    func builtInName(of attribute: SyntaxNode) -> String? {
        guard let name = attribute.firstChild, name.kind == .identifierType, name.firstChild == nil,
            let token = name.firstToken, !token.raw.flags.contains(.backticked)
        else { return nil }
        return token.text
    }

    private mutating func checkAttribute(_ attribute: SyntaxNode, _ place: AttributePlace) {
        guard let nameNode = attribute.firstChild, let nameToken = nameNode.firstToken, !nameNode.isMissing else { return }
        // `@func`: only `rethrows` among the reserved words is an attribute (the parser keeps the
        // word as an identifier).
        if !nameToken.raw.flags.contains(.backticked) && DiagnosticsPass.reservedWords.contains(nameToken.text) {
            report(nameToken.range, "expected an attribute name")
            return
        }
        guard let name = builtInName(of: attribute) else { return }
        // Custom attributes (the most frequent) need no more.
        let classes = DiagnosticsPass.attributeClasses[name] ?? []
        if classes.isEmpty && place != .switchCase && name != "unknown" { return }
        let afterName = Int(nameNode.raw.tokenEnd)
        let hasArguments = afterName < Int(attribute.raw.tokenEnd) && tree.tokens[afterName].kind == .leftParen
        switch place {
        case .switchCase:
            if name != "unknown" { report(nameToken.range, "unknown attribute '\(name)'") }
        case .declaration:
            if DiagnosticsPass.typeOnlyAttributes.contains(name) {
                report(nameToken.range, "attribute can only be applied to types, not declarations")
            } else if DiagnosticsPass.declarationModifiers.contains(name) {
                report(nameToken.range, "'\(name)' is a declaration modifier, not an attribute")
            } else if name == "unknown" {
                report(nameToken.range, "unknown attribute 'unknown'")
            } else if !hasArguments && DiagnosticsPass.attributesWithRequiredArguments.contains(name) {
                report(nameToken.range.upperBound..<nameToken.range.upperBound, "expected '(' in '\(name)' attribute")
            } else if name == "available" || name == "_spi_available", let arguments = attribute.child(.attributeArguments) {
                checkAvailability(arguments, attributeName: name)
            }
        case .type:
            if DiagnosticsPass.silTypeAttributes.contains(name) {
                report(nameToken.range, "unknown attribute '\(name)'")
            } else if DiagnosticsPass.declarationOnlyAttributes.contains(name)
                || (DiagnosticsPass.declarationModifiers.contains(name) && !DiagnosticsPass.typeAttributesThatAreModifiers.contains(name))
            {
                report(nameToken.range, "attribute can only be applied to declarations, not types")
            }
        }
    }

    // MARK: @available

    /// `@available` has two forms. The short one lists `platform version` items (and `*`, and bare
    /// platform names), with no options. The long one names one platform or `*` without a version,
    /// then options: `unavailable`, `deprecated`, `noasync`, `introduced:`/`deprecated:`/`obsoleted:`
    /// with a version of up to three numbers, `message:`/`renamed:` with a plain string literal.
    private mutating func checkAvailability(_ arguments: SyntaxNode, attributeName: String) {
        let tokens = arguments.directTokens
        guard !tokens.isEmpty else {
            report(arguments.range, "expected platform name or '*' for '\(attributeName)' attribute")
            return
        }
        // Split at the commas (the arguments are a flat run of tokens); an empty item is placed after
        // the comma before it.
        var items: [[SyntaxToken]] = [[]]
        var commas: [SyntaxToken] = []
        for token in tokens {
            if token.kind == .comma {
                items.append([])
                commas.append(token)
            } else {
                items[items.count - 1].append(token)
            }
        }
        func endOfComma(before item: Int) -> Range<Int> {
            let at = item > 0 ? commas[item - 1].range.upperBound : arguments.range.lowerBound
            return at..<at
        }
        let first = items[0]
        guard let head = first.first, head.kind == .identifier || isStar(head) else {
            report(first.first?.range ?? arguments.range, "expected platform name or '*' for '\(attributeName)' attribute")
            return
        }
        if head.kind == .identifier && first.count > 1 {
            checkShorthandAvailability(items, attributeName: attributeName)
            return
        }
        // The long form: the platform alone, then options.
        guard first.count == 1 else {
            report(first[1].range, "expected ',' in '\(attributeName)' attribute")
            return
        }
        guard items.count > 1 else {
            report(head.range.upperBound..<head.range.upperBound, "expected ',' in '\(attributeName)' attribute")
            return
        }
        var kind: String?
        for (index, item) in items.enumerated().dropFirst() {
            let optionMessage =
                "expected '\(attributeName)' option such as 'unavailable', 'introduced', 'deprecated', 'obsoleted', 'message', or 'renamed'"
            guard let option = item.first, option.kind == .identifier else {
                report(item.first?.range ?? endOfComma(before: index), optionMessage)
                return
            }
            let word = option.identifierText
            switch word {
            case "unavailable", "noasync", "deprecated":
                if word == "deprecated" && item.count > 1 && item[1].kind == .colon {
                    guard checkVersion(Array(item.dropFirst(2)), after: item[1], attributeName: attributeName) else { return }
                    continue
                }
                guard item.count == 1 else {
                    report(item[1].range, "expected ')' in '\(attributeName)' attribute")
                    return
                }
                if let previous = kind {
                    report(option.range, "'\(attributeName)' attribute cannot be both '\(word)' and '\(previous)'")
                    return
                }
                kind = word
            case "introduced", "obsoleted", "message", "renamed":
                guard item.count > 1, item[1].kind == .colon else {
                    report(option.range.upperBound..<option.range.upperBound, "expected ':' after '\(word)' in '\(attributeName)' attribute")
                    return
                }
                if word == "message" || word == "renamed" {
                    guard checkPlainString(Array(item.dropFirst(2)), after: item[1], label: word, attributeName: attributeName) else { return }
                } else {
                    guard checkVersion(Array(item.dropFirst(2)), after: item[1], attributeName: attributeName) else { return }
                }
            default:
                report(option.range, optionMessage)
                return
            }
        }
    }

    mutating func checkShorthandAvailability(_ items: [[SyntaxToken]], attributeName: String) {
        var last = items[0]
        for (index, item) in items.enumerated() {
            guard let head = item.first else {
                let at = last.last?.range.upperBound ?? 0
                report(at..<at, "expected platform name")
                return
            }
            if isStar(head) {
                guard item.count == 1 else {
                    report(item[1].range, "expected platform name")
                    return
                }
                last = item
                continue
            }
            guard head.kind == .identifier else {
                report(head.range, "expected platform name")
                return
            }
            let word = head.identifierText
            if index > 0 && ["unavailable", "deprecated", "introduced", "obsoleted", "message", "renamed"].contains(word) {
                let spec = last.map(\.text).joined(separator: " ")
                report(head.range, "'\(word)' can't be combined with shorthand specification '\(spec)'")
                return
            }
            if item.count > 1 {
                // `platform version`, and nothing after the version.
                let version = Array(item.dropFirst())
                guard let end = versionLength(version) else {
                    report(version[0].range, "expected version number")
                    return
                }
                if end < version.count {
                    // (`#available` conditions come here too, with their keyword for a name.)
                    let place = attributeName.hasPrefix("#") ? "availability condition" : "'\(attributeName)' attribute"
                    report(version[end].range, isStar(version[end]) ? "'*' cannot be used in an availability condition" : "expected ')' in \(place)")
                    return
                }
            }
            last = item
        }
    }

    private func isStar(_ token: SyntaxToken) -> Bool {
        token.kind.isOperator && token.text == "*"
    }

    /// How many tokens a version takes from the start of `tokens` (`13`, `13.4`, `10.15.4`), or nil
    /// when it does not start with one. Only digits: no `_`, no exponent, no hexadecimal.
    private func versionLength(_ tokens: [SyntaxToken]) -> Int? {
        let source = tree.source.bytes
        func digits(_ token: SyntaxToken, dots: Bool) -> Bool {
            token.range.allSatisfy { (source[$0] >= 0x30 && source[$0] <= 0x39) || (dots && source[$0] == UInt8(ascii: ".")) }
        }
        guard let first = tokens.first, first.kind == .integerLiteral || first.kind == .floatLiteral, digits(first, dots: true) else {
            return nil
        }
        // A third number: `10.15` then `.4`.
        if first.kind == .floatLiteral && tokens.count >= 3 && tokens[1].kind == .period && !tokens[1].raw.hasLeadingTrivia
            && tokens[2].kind == .integerLiteral && !tokens[2].raw.hasLeadingTrivia && digits(tokens[2], dots: false)
        {
            return 3
        }
        return 1
    }

    private mutating func checkVersion(_ tokens: [SyntaxToken], after label: SyntaxToken, attributeName: String) -> Bool {
        guard let length = versionLength(tokens) else {
            let range = tokens.first?.range ?? label.range.upperBound..<label.range.upperBound
            report(range, "expected version number in '\(attributeName)' attribute")
            return false
        }
        if length < tokens.count {
            report(tokens[length].range, "expected ')' in '\(attributeName)' attribute")
            return false
        }
        return true
    }

    /// `message:` and `renamed:` take one string literal without interpolation or `#` delimiters.
    private mutating func checkPlainString(_ tokens: [SyntaxToken], after label: SyntaxToken, label word: String, attributeName: String)
        -> Bool
    {
        guard let open = tokens.first, open.kind == .stringQuote || open.kind == .multilineStringQuote else {
            let range = tokens.first?.range ?? label.range.upperBound..<label.range.upperBound
            report(range, "expected string literal in '\(attributeName)' attribute")
            return false
        }
        if open.text.hasPrefix("#") {
            report(open.range, "'\(word)' cannot be an extended escaping string literal")
            return false
        }
        var end = 1
        while end < tokens.count && tokens[end].kind != open.kind {
            if tokens[end].kind == .interpolationStart {
                report(open.range, "'\(word)' cannot be an interpolated string literal")
                return false
            }
            end += 1
        }
        if end + 1 < tokens.count {
            report(tokens[end + 1].range, "expected ')' in '\(attributeName)' attribute")
            return false
        }
        if word == "renamed" {
            let text = end == 2 ? tokens[1].text : ""
            if !DiagnosticsPass.isRenamedTarget(text) {
                report(open.range, "'renamed' argument of '\(attributeName)' attribute must be an operator, identifier, or full function name")
                return false
            }
        }
        return true
    }

    /// What `renamed:` may name, as swiftc reads it: an operator alone, or a name with an optional
    /// type path before it (`A.b`) and argument labels after it (`b(x:_:)`).
    static func isRenamedTarget(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first else { return false }
        func isOperatorScalar(_ s: Unicode.Scalar) -> Bool {
            s.isASCII ? Lexer.isASCIIOperatorCharacter(UInt8(s.value)) : Lexer.isOperatorHead(s.value)
        }
        if scalars.allSatisfy(isOperatorScalar) { return true }
        func isNameStart(_ s: Unicode.Scalar) -> Bool {
            s == "_" || (s.isASCII ? (s.properties.isAlphabetic) : Lexer.isIdentifierScalar(s.value))
        }
        func isNamePart(_ s: Unicode.Scalar) -> Bool { isNameStart(s) || (s.value >= 0x30 && s.value <= 0x39) }
        guard isNameStart(first) else { return false }
        var base = scalars[...]
        if let open = scalars.firstIndex(of: "(") {
            // `(label:label:)`
            guard scalars.last == ")" else { return false }
            let labels = scalars[(open + 1)..<(scalars.count - 1)]
            var label = 0
            for s in labels {
                if s == ":" {
                    guard label > 0 else { return false }
                    label = 0
                } else if isNamePart(s) {
                    label += 1
                } else {
                    return false
                }
            }
            guard label == 0 else { return false }
            base = scalars[..<open]
        }
        return base.allSatisfy { isNamePart($0) || $0 == "." }
    }

    // MARK: Names

    /// Which of the lists below each built-in name is on, in one table.
    struct AttributeClasses: OptionSet {
        let rawValue: UInt8
        static let listed = AttributeClasses(rawValue: 1)
    }

    static let attributeClasses: [String: AttributeClasses] = {
        var table: [String: AttributeClasses] = [:]
        for set in [
            typeOnlyAttributes, silTypeAttributes, declarationModifiers, attributesWithRequiredArguments, declarationOnlyAttributes,
            singleUseAttributes, ["available", "_spi_available"],
        ] {
            for name in set { table[name] = .listed }
        }
        return table
    }()

    static let reservedWords: Set<String> = Set(TokenKind.reservedWords.map(\.0)).subtracting(["rethrows"])

    /// Attributes of types only; on a declaration swiftc says "attribute can only be applied to
    /// types, not declarations" (GRDB's `@noescape` parameter). Most are SIL's.
    static let typeOnlyAttributes: Set<String> = silTypeAttributes.union([
        "_opaqueReturnTypeOf", "autoclosure", "convention", "escaping", "noescape", "opened", "pack_element",
        "retroactive", "unchecked",
    ])

    /// Type attributes only SIL may use: inside a Swift type, "unknown attribute".
    static let silTypeAttributes: Set<String> = [
        "autoreleased", "block_storage", "callee_guaranteed", "callee_owned", "captures_generics", "direct",
        "dynamic_self", "error", "error_indirect", "error_unowned", "guaranteed", "in_constant", "in_guaranteed",
        "inout_aliasable", "moveOnly", "objc_metatype", "out", "owned", "pack_guaranteed", "pack_inout", "pack_owned",
        "sil_implicit_leading_param", "sil_isolated", "sil_sending", "sil_unowned", "sil_weak", "thick", "thin",
        "unimplementable", "unowned_inner_pointer", "yield_many", "yield_once", "yields",
    ]

    /// Words that are declaration modifiers: written as an attribute, "'x' is a declaration
    /// modifier, not an attribute".
    static let declarationModifiers: Set<String> = [
        "__consuming", "_const", "_local", "async", "borrowing", "consuming", "convenience", "distributed", "dynamic",
        "final", "indirect", "infix", "isolated", "lazy", "mutating", "nonisolated", "nonmutating", "open", "optional",
        "override", "package", "postfix", "prefix", "required", "unowned", "weak",
    ]

    /// Modifier words that are also type attributes (`@isolated(any)`), or not known in types.
    static let typeAttributesThatAreModifiers: Set<String> = ["_local", "async", "isolated", "nonisolated"]

    /// Built-in attributes that must have arguments: without them, "expected '(' in 'x' attribute".
    static let attributesWithRequiredArguments: Set<String> = [
        "_alignment", "_allowFeatureSuppression", "_backDeploy", "_cdecl", "_disallowFeatureSuppression", "_documentation",
        "_dynamicReplacement", "_effects", "_expose", "_extern", "_implements", "_lifetime", "_objcRuntimeName",
        "_optimize", "_originallyDefinedIn", "_private", "_projectedValueProperty", "_rawLayout", "_section",
        "_semantics", "_silgen_name", "_specialize", "_spi", "_spi_available", "_swift_native_objc_runtime_base",
        "_typeEraser", "abi", "attached", "available", "backDeployed", "derivative", "exclusivity", "export",
        "freestanding", "inline", "lifetime", "specialized", "storageRestrictions", "transpose",
    ]

    /// Built-in attributes of declarations only: inside a type, "attribute can only be applied to
    /// declarations, not types".
    static let declarationOnlyAttributes: Set<String> = attributesWithRequiredArguments.union([
        "GKInspectable", "IBAction", "IBDesignable", "IBInspectable", "IBOutlet", "IBSegueAction", "LLDBDebuggerFunction",
        "NSApplicationMain", "NSCopying", "NSManaged", "UIApplicationMain", "__setter_access", "_addressableForDependencies",
        "_addressableSelf", "_alwaysEmitConformanceMetadata", "_alwaysEmitIntoClient", "_borrowed",
        "_clangImporterSynthesizedType", "_compilerInitialized", "_disfavoredOverload", "_eagerMove", "_exported",
        "_fixed_layout", "_hasMissingDesignatedInitializers", "_hasStorage", "_implementationOnly", "_implicitSelfCapture",
        "_inheritActorContext", "_inheritsConvenienceInitializers", "_lexicalLifetimes", "_marker", "_noAllocation",
        "_noEagerMove", "_noExistentials", "_noImplicitCopy", "_noLocks", "_noObjCBridging", "_noRuntime", "_nonSendable",
        "_nonoverride", "_objcImplementation", "_objc_non_lazy_realization", "_preInverseGenerics",
        "_restatedObjCConformance", "_show_in_interface", "_spiOnly", "_staticInitializeObjCMetadata", "_transparent",
        "_unavailableFromAsync", "_unsafeNonescapableResult", "_weakLinked", "c", "constInitialized",
        "discardableResult", "dynamicCallable", "dynamicMemberLookup", "frozen", "globalActor", "implementation",
        "inlinable", "main", "nonexhaustive", "nonobjc", "objc", "objcMembers", "propertyWrapper", "resultBuilder", "safe",
        "sensitive", "testable", "usableFromInline", "warn_unqualified_access",
    ])

    /// Built-in attributes a declaration may carry once: twice, "duplicate attribute".
    static let singleUseAttributes: Set<String> = [
        "IBAction", "IBOutlet", "NSManaged", "Sendable", "_alwaysEmitIntoClient", "_disfavoredOverload", "_exported",
        "_implementationOnly", "_transparent", "discardableResult", "dynamicCallable", "dynamicMemberLookup", "frozen",
        "globalActor", "inlinable", "inline", "main", "nonobjc", "objc", "objcMembers", "preconcurrency", "propertyWrapper",
        "resultBuilder", "testable", "usableFromInline", "warn_unqualified_access",
    ]
}
