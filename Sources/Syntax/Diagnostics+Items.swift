/// Checks on runs of items (statements and declarations) and on where a declaration stands: what
/// the toolchain's parser rejects about the file's, a body's or a type's items. Every rule was matched
/// against `swiftc -parse` (Swift 6.3.1).
extension DiagnosticsPass {
    /// What holds a run of items.
    enum ItemPlace: Equatable {
        /// The top level of the file.
        case file
        /// A code block, closure, getter or switch case.
        case body
        /// The members of a type or extension; the kind is the declaration's.
        case members(SyntaxKind)

        var isType: Bool {
            if case .members = self { return true }
            return false
        }

        var isProtocol: Bool { self == .members(.protocolDecl) }
    }

    /// Checks a node that holds items: each run of items (its own, and each `#if` clause's that Swift
    /// parses), then each declaration among them for its place.
    mutating func checkItems(of node: SyntaxNode, _ raw: SyntaxTree.RawNode) {
        let place: ItemPlace
        var container = node.index
        switch raw.kind {
        case .sourceFile:
            place = .file
        case .codeBlock, .closureExpr, .switchCase:
            place = .body
        case .accessorBlock:
            // Statements of a getter, not a list of accessors.
            guard !DiagnosticsPass.holdsAccessors(node) else { return }
            place = .body
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
            guard let block = childIndex(of: node.index, kind: .memberBlock) else { return }
            (place, container) = (.members(raw.kind), block)
        default:
            return
        }
        let nodes = tree.nodes
        let tokens = tree.tokens
        var pending: [(container: Int, firstToken: Int)] = [(container, 0)]
        var children: [Int] = []
        while let (current, firstToken) = pending.popLast() {
            var previous: Int?
            var separated = true
            // After a missing or unexpected item, the rest of its line is recovery, not another error.
            var damagedLine = false
            var t = Int(nodes[current].tokenStart)
            childIndices(of: current, into: &children)
            for position in 0...children.count {
                // The tokens before the next child (or the end): a `;` only ends an item, one at the
                // start of a run or after another is an empty statement.
                let upTo = position < children.count ? Int(nodes[children[position]].tokenStart) : Int(nodes[current].tokenEnd)
                while t < upTo {
                    if tokens[t].kind == .semicolon && t >= firstToken {
                        if separated {
                            report(tokens[t].textRange, place.isType ? "unexpected ';' separator" : "';' statements are not allowed")
                        }
                        separated = true
                    }
                    t += 1
                }
                guard position < children.count else { break }
                let index = children[position]
                let item = nodes[index]
                t = max(t, Int(item.tokenEnd))
                guard Int(item.tokenStart) >= firstToken, DiagnosticsPass.isItem(item.kind) else { continue }
                let startsLine = item.tokenStart < item.tokenEnd && tokens[Int(item.tokenStart)].isAtStartOfLine
                if startsLine { damagedLine = false }
                if item.kind.isMissing || item.kind == .unexpected { damagedLine = true }
                if let previous, !separated, !damagedLine, item.tokenStart < item.tokenEnd, !startsLine,
                    nodes[previous].tokenStart < nodes[previous].tokenEnd
                {
                    let end = Int(tokens[Int(nodes[previous].tokenEnd) - 1].end)
                    report(
                        end..<end,
                        place.isType
                            ? "consecutive declarations on a line must be separated by ';'"
                            : "consecutive statements on a line must be separated by ';'")
                }
                if item.kind.isDecl && !item.kind.isMissing { checkPlace(of: SyntaxNode(tree: tree, index: index), place) }
                // Attributes start a declaration: `@Suite Tests {}` without its keyword is none.
                if !item.kind.isDecl && !damagedLine && item.tokenStart < item.tokenEnd && tokens[Int(item.tokenStart)].kind == .atSign {
                    let end = Int(tokens[Int(item.tokenStart)].end)
                    report(end..<end, "expected declaration")
                }
                if item.kind == .ifConfigDecl {
                    for clause in childIndices(of: index) where nodes[clause].kind == .ifConfigClause && nodes[clause].detail != 1 {
                        pending.append((clause, DiagnosticsPass.bodyStart(of: SyntaxNode(tree: tree, index: clause))))
                    }
                }
                previous = index
                separated = false
            }
        }
    }

    /// The first token of a `#if` clause's body: the first on a line after the directive's.
    static func bodyStart(of clause: SyntaxNode) -> Int {
        var first = Int(clause.raw.tokenStart) + 1
        while first < Int(clause.raw.tokenEnd) && !clause.tree.tokens[first].isAtStartOfLine { first += 1 }
        return first
    }

    /// The children of an item container that are items, not parts of the container (a closure's
    /// signature, a case's label).
    static func isItem(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .closureSignature, .attributeList, .modifierList, .switchCaseLabel, .switchDefaultLabel, .accessorDecl,
            .ifConfigClause:
            return false
        default:
            return true
        }
    }

    // MARK: Where declarations stand

    private mutating func checkPlace(of decl: SyntaxNode, _ place: ItemPlace) {
        guard decl.kind.isDecl else { return }
        // Where an error about the declaration goes: its introducing keyword.
        var at: Range<Int> { DiagnosticsPass.introducer(of: decl)?.range ?? decl.range }
        switch decl.kind {
        case .initializerDecl:
            if !place.isType {
                report(at, "initializers may only be declared within a type")
            } else if place.isProtocol && decl.child(.codeBlock) != nil {
                report(decl.child(.codeBlock)!.range, "protocol initializers must not have bodies")
            }
        case .deinitializerDecl:
            if !place.isType || place == .members(.extensionDecl) || place.isProtocol {
                report(at, "deinitializers may only be declared within a class, actor, or noncopyable type")
            } else if let effects = decl.child(.effectSpecifiers) {
                // `deinit async`: swiftc reads the word as a name.
                report(effects.range, "deinitializers cannot have a name")
            }
        case .subscriptDecl:
            if !place.isType {
                report(at, "'subscript' functions may only be declared within a type")
            } else {
                checkAccessors(of: decl, place, isSubscript: true)
            }
        case .enumCaseDecl:
            if place != .members(.enumDecl) { report(at, "enum 'case' is not allowed outside of an enum") }
        case .associatedTypeDecl:
            if !place.isProtocol {
                report(
                    at,
                    "associated types can only be defined in a protocol; define a type or introduce a 'typealias' to satisfy an associated type requirement"
                )
            }
        case .functionDecl:
            if place.isProtocol, let body = decl.child(.codeBlock) { report(body.range, "protocol methods must not have bodies") }
            checkOperatorParameters(decl)
        case .extensionDecl, .importDecl:
            if place != .file { report(at, "declaration is only valid at file scope") }
        case .operatorDecl:
            if place != .file {
                report(at, "'operator' may only be declared at file scope")
            } else {
                checkOperator(decl, keyword: at)
            }
        case .precedenceGroupDecl:
            if place != .file {
                report(at, "declaration is only valid at file scope")
            } else {
                checkPrecedenceGroup(decl)
            }
        case .variableDecl:
            checkVariable(decl, place)
        default:
            break
        }
        checkTypeModifiers(of: decl, place)
        checkStaticDeclaration(decl)
    }

    /// `static` and `class` go on functions, properties and subscripts only.
    private mutating func checkStaticDeclaration(_ decl: SyntaxNode) {
        switch decl.kind {
        case .functionDecl, .variableDecl, .subscriptDecl, .missingDecl, .ifConfigDecl, .editorPlaceholderDecl: return
        default: break
        }
        guard let list = childIndex(of: decl.index, kind: .modifierList),
            containsToken(list, .kwStatic) || containsToken(list, .kwClass)
        else { return }
        for modifier in SyntaxNode(tree: tree, index: list).children(.declModifier) {
            if let word = modifier.firstToken, word.kind == .kwStatic || word.kind == .kwClass {
                report(word.range, "declaration cannot be marked '\(word.text)'")
                return
            }
        }
    }

    /// An operator function's parameters have no argument labels: `func ==(lhs lhs: T, …)`.
    private mutating func checkOperatorParameters(_ decl: SyntaxNode) {
        guard let name = DiagnosticsPass.introducer(of: decl).flatMap({ decl.tree.tokens.indices.contains($0.index + 1) ? SyntaxToken(tree: tree, index: $0.index + 1) : nil }),
            name.kind.isOperator || name.kind == .exclamationMark || name.kind == .prefixAmpersand || name.kind == .equal,
            let clause = decl.child(.functionSignature)?.child(.parameterClause)
        else { return }
        for parameter in clause.children(.parameter) {
            let tokens = parameter.directTokens
            guard tokens.count >= 3, tokens[2].kind == .colon, tokens[0].kind != .kwUnderscore,
                tokens[0].kind == .identifier || tokens[0].kind.isKeyword
            else { continue }
            report(tokens[0].range, "operator cannot have keyword arguments")
            return
        }
    }

    /// `infix operator <>: Group`: a fixity; a name of operator characters (no `.` alone, no
    /// identifier, no postfix `?` or `!`); a precedence group only for an infix operator.
    private mutating func checkOperator(_ decl: SyntaxNode, keyword: Range<Int>) {
        let fixity = decl.modifierWords.first { $0 == "prefix" || $0 == "postfix" || $0 == "infix" }
        guard let fixity else {
            report(keyword, "operator must be declared as 'prefix', 'postfix', or 'infix'")
            return
        }
        let tokens = decl.directTokens
        if let name = tokens.dropFirst().first {
            if name.kind == .identifier {
                report(name.range, "'\(name.text)' is considered an identifier and must not appear within an operator name")
            } else if name.kind == .period {
                report(name.range, "'.' is not allowed in operator names")
            } else if fixity == "postfix", let first = name.text.first, first == "?" || first == "!" {
                report(name.range, "postfix operator names starting with '?' or '!' are disallowed to avoid collisions with built-in unwrapping operators")
            }
        }
        if fixity != "infix", let group = decl.child(.operatorPrecedence) {
            report(group.range, "only infix operators may declare a precedence")
        }
    }

    /// A precedence group's attributes: the four Swift knows, each once, with the values they take.
    private mutating func checkPrecedenceGroup(_ decl: SyntaxNode) {
        var seen: Set<String> = []
        for attribute in decl.children(.precedenceGroupAttribute) {
            let tokens = attribute.directTokens
            guard let name = tokens.first else { continue }
            let word = name.text
            guard ["higherThan", "lowerThan", "associativity", "assignment"].contains(word) else {
                report(name.range, "'\(word)' is not a valid precedence group attribute")
                continue
            }
            if !seen.insert(word).inserted {
                report(name.range, "'\(word)' attribute for precedence group declared multiple times")
            }
            guard tokens.count >= 3, tokens[1].kind == .colon else { continue }
            let value = tokens[2]
            if word == "associativity" && !["left", "right", "none"].contains(value.text) {
                report(value.range, "expected 'none', 'left', or 'right' after 'associativity'")
            } else if word == "assignment" && value.kind != .kwTrue && value.kind != .kwFalse {
                report(value.range, "expected 'true' or 'false' after 'assignment'")
            }
        }
    }

    /// The keyword that introduces a declaration (`init`, `case`, `var`…), after its attributes and modifiers.
    static func introducer(of decl: SyntaxNode) -> SyntaxToken? {
        decl.directTokens.first
    }

    /// `static` and `class` need a type; `class` a class (or an actor or extension, which may be one).
    private mutating func checkTypeModifiers(of decl: SyntaxNode, _ place: ItemPlace) {
        guard decl.kind == .variableDecl || decl.kind == .functionDecl,
            let list = childIndex(of: decl.index, kind: .modifierList),
            containsToken(list, .kwStatic) || containsToken(list, .kwClass)
        else { return }
        let modifiers = SyntaxNode(tree: tree, index: list)
        let what: String
        switch decl.kind {
        case .variableDecl: what = "properties"
        case .functionDecl: what = "methods"
        default: return
        }
        for modifier in modifiers.children(.declModifier) {
            guard let word = modifier.firstToken else { continue }
            if word.kind == .kwStatic && !place.isType {
                report(word.range, "static \(what) may only be declared on a type")
            } else if word.kind == .kwClass {
                switch place {
                case .file, .body:
                    report(word.range, "class \(what) may only be declared on a type")
                case .members(.structDecl), .members(.enumDecl), .members(.protocolDecl):
                    report(word.range, "class \(what) are only allowed within classes; use 'static' to declare a static \(what == "methods" ? "method" : "property")")
                default:
                    break
                }
            }
        }
    }

    // MARK: Properties and accessors

    private mutating func checkVariable(_ decl: SyntaxNode, _ place: ItemPlace) {
        // Most variables have neither accessors nor a protocol around them: nothing to check.
        guard place.isProtocol || (containsToken(decl.index, .leftBrace)
                && childIndices(of: decl.index).contains(where: { childIndex(of: $0, kind: .accessorBlock) != nil })),
            let introducer = DiagnosticsPass.introducer(of: decl)
        else { return }
        let isLet = introducer.kind == .kwLet
        let bindings = decl.children(.patternBinding)
        for binding in bindings {
            if place.isProtocol, let initializer = binding.child(.initializerClause) {
                report(initializer.range, "initial value is not allowed here")
            }
            guard let block = binding.child(.accessorBlock) else { continue }
            let accessors = block.children(.accessorDecl)
            // Accessors only inside `#if` clauses: too little is known for the checks below.
            if accessors.isEmpty && DiagnosticsPass.holdsAccessors(block) { continue }
            let observers = !accessors.isEmpty && accessors.allSatisfy { accessor in
                guard let word = DiagnosticsPass.accessorWord(accessor) else { return false }
                return word == "willSet" || word == "didSet"
            }
            if isLet {
                report(block.range, observers ? "'let' declarations cannot be observing properties" : "'let' declarations cannot be computed properties")
                continue
            }
            if bindings.count > 1 {
                report(block.range, "'var' declarations with multiple variables cannot have explicit getters/setters")
                continue
            }
            if let pattern = binding.firstChild, pattern.kind == .tuplePattern {
                report(block.range, "getter/setter can only be defined for a single variable")
                continue
            }
            if !observers && binding.child(.typeAnnotation) == nil {
                report(binding.firstChild?.range ?? binding.range, "computed property must have an explicit type")
                continue
            }
            checkAccessors(of: binding, place, isSubscript: false)
        }
    }

    /// Whether an accessor block lists accessors (directly or in `#if` clauses) rather than holding a
    /// getter's statements.
    static func holdsAccessors(_ block: SyntaxNode) -> Bool {
        block.children.contains { child in
            child.kind == .accessorDecl || (child.kind == .ifConfigDecl && child.firstDescendant(.accessorDecl, stopAt: [.codeBlock]) != nil)
        }
    }

    /// The accessor word of an accessor declaration (`get`, `set`, `willSet`, `_modify`…).
    static func accessorWord(_ accessor: SyntaxNode) -> String? {
        accessor.directTokens.first { $0.kind == .identifier || $0.kind == .kwInit }.map(\.text)
    }

    /// The accessors of a property or subscript: each at most once, a setter needs a getter, bodies
    /// everywhere but in a protocol and nowhere in one.
    private mutating func checkAccessors(of owner: SyntaxNode, _ place: ItemPlace, isSubscript: Bool) {
        let noun = isSubscript ? "subscript" : "variable"
        guard let block = owner.child(.accessorBlock) else {
            if isSubscript {
                let end = owner.range.upperBound
                report(
                    end..<end,
                    place.isProtocol
                        ? "subscript in protocol must have explicit { get } or { get set } specifier"
                        : "expected '{' in subscript to specify getter and setter implementation")
            }
            return
        }
        let accessors = block.children(.accessorDecl)
        if accessors.isEmpty && DiagnosticsPass.holdsAccessors(block) { return }
        if accessors.isEmpty {
            // A getter's statements.
            if place.isProtocol { report(block.range, "expected get or set in a protocol property") }
            return
        }
        var seen: [String: SyntaxNode] = [:]
        for accessor in accessors {
            guard let word = DiagnosticsPass.accessorWord(accessor), let wordToken = accessor.directTokens.first(where: { $0.text == word }) else {
                continue
            }
            if word == "borrow" || word == "mutate" {
                report(wordToken.range, "\(word) accessor requires '-enable-experimental-feature BorrowAndMutateAccessors'")
            }
            let body = accessor.child(.codeBlock)
            if place.isProtocol {
                if body != nil && word == "get" {
                    report(body!.range, "protocol property getter cannot have a default implementation specified here; use extension instead")
                }
            } else if body == nil && (word == "get" || word == "set") {
                report(wordToken.range.upperBound..<wordToken.range.upperBound, "expected '{' to start \(word == "get" ? "getter" : "setter") definition")
            }
            if seen[word] != nil {
                let what: String
                switch word {
                case "get": what = "a getter"
                case "set": what = "a setter"
                default: what = "'\(word)'"
                }
                report(wordToken.range, "\(noun) already has \(what)")
            }
            seen[word] = accessor
        }
        let reads = seen["get"] != nil || seen["_read"] != nil || seen["read"] != nil || seen["unsafeAddress"] != nil || seen["borrow"] != nil
        if let set = seen["set"], !reads {
            report(set.range, "\(noun) with a setter must also have a getter")
        } else if let modify = seen["_modify"] ?? seen["modify"], !reads {
            report(modify.range, "\(noun) with a 'modify' accessor must also have a getter, addressor, or 'read' accessor")
        }
        if seen["get"] != nil, let read = seen["_read"] {
            report(read.range, "\(noun) cannot provide both a 'read' accessor and a getter")
        }
    }
}
