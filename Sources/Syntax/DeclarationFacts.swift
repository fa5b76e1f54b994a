/// The declaration facts of one file: every struct, class, enum, actor, protocol and extension at file
/// level or nested in another type (including inside `#if` clauses), with its stored and computed
/// properties, method names and initializer count. This is what `lifeline dump decls` prints, in the
/// format `compare-decls` holds against swift-syntax, and a first, cheap outline for later analyses.
public struct DeclarationFact: Sendable, Equatable {
    public struct Property: Sendable, Equatable {
        public var name: String
        /// 1-based line of the name.
        public var line: Int
        /// Attribute names without `@` and arguments: `Environment` for `@Environment(\.dismiss)`.
        public var attributes: [String]
        /// The annotated type's text, whitespace collapsed; nil without an annotation.
        public var type: String?
        public var hasInitializer: Bool
        public var isStatic: Bool
    }

    public var path: String
    /// The introducer keyword: `struct`, `class`, `enum`, `actor`, `protocol` or `extension`.
    public var kind: String
    /// Qualified by enclosing type names (an extension's members by the extended type's text).
    public var name: String
    /// 1-based line of the introducer keyword.
    public var line: Int
    public var inherits: [String]
    public var properties: [Property]
    public var funcs: [String]
    public var inits: Int

    /// Collects the facts of a tree, in source order (a type before the types nested in it).
    public static func collect(_ tree: SyntaxTree, path: String) -> [DeclarationFact] {
        var collector = Collector(tree: tree, path: path)
        collector.items(tree.root, prefix: "")
        return collector.facts
    }

    /// One JSON object on one line, keys sorted.
    public var jsonLine: String {
        var out = "{\"funcs\":["
        out += funcs.map(jsonString).joined(separator: ",")
        out += "],\"inherits\":["
        out += inherits.map(jsonString).joined(separator: ",")
        out +=
            "],\"inits\":\(inits),\"kind\":\(jsonString(kind)),\"line\":\(line),\"name\":\(jsonString(name)),\"path\":\(jsonString(path)),\"properties\":["
        out += properties.map { p in
            var s = "{\"attributes\":[" + p.attributes.map(jsonString).joined(separator: ",") + "]"
            s += ",\"initializer\":\(p.hasInitializer),\"isStatic\":\(p.isStatic),\"line\":\(p.line),\"name\":\(jsonString(p.name))"
            if let type = p.type { s += ",\"type\":\(jsonString(type))" }
            return s + "}"
        }.joined(separator: ",")
        return out + "]}"
    }

    private struct Collector {
        let tree: SyntaxTree
        let path: String
        var facts: [DeclarationFact] = []

        init(tree: SyntaxTree, path: String) {
            self.tree = tree
            self.path = path
        }

        func line(_ token: SyntaxToken) -> Int { tree.source.line(containing: token.range.lowerBound) + 1 }

        mutating func items(_ container: SyntaxNode, prefix: String) {
            for child in container.children { declaration(child, prefix: prefix) }
        }

        mutating func declaration(_ node: SyntaxNode, prefix: String) {
            switch node.kind {
            case .structDecl: emit(node, kind: "struct", introducer: .kwStruct, prefix: prefix)
            case .classDecl: emit(node, kind: "class", introducer: .kwClass, prefix: prefix)
            case .enumDecl: emit(node, kind: "enum", introducer: .kwEnum, prefix: prefix)
            case .protocolDecl: emit(node, kind: "protocol", introducer: .kwProtocol, prefix: prefix)
            case .actorDecl: emit(node, kind: "actor", introducer: .identifier, prefix: prefix)
            case .extensionDecl: emit(node, kind: "extension", introducer: .kwExtension, prefix: "")
            case .ifConfigDecl:
                for clause in node.children(.ifConfigClause) { items(clause, prefix: prefix) }
            default: break
            }
        }

        mutating func emit(_ node: SyntaxNode, kind: String, introducer: TokenKind, prefix: String) {
            let elements = node.elements
            guard
                let keywordIndex = elements.firstIndex(where: {
                    if case .token(let t) = $0 { return t.kind == introducer }
                    return false
                }), case .token(let keyword) = elements[keywordIndex]
            else { return }
            var name = ""
            if kind == "extension" {
                for element in elements[(keywordIndex + 1)...] {
                    if case .node(let n) = element {
                        name = n.squashedText
                        break
                    }
                }
            } else if keywordIndex + 1 < elements.count, case .token(let t) = elements[keywordIndex + 1], t.kind == .identifier {
                name = t.identifierText
            }
            let full = prefix.isEmpty || kind == "extension" ? name : prefix + "." + name
            let inherits = node.child(.inheritanceClause)?.children(.inheritedType).compactMap { $0.children.first?.squashedText } ?? []
            let index = facts.count
            facts.append(
                DeclarationFact(
                    path: path, kind: kind, name: full, line: line(keyword), inherits: inherits, properties: [], funcs: [], inits: 0))
            var properties: [Property] = []
            var funcs: [String] = []
            var inits = 0
            if let block = node.child(.memberBlock) {
                for member in block.children {
                    collect(member, prefix: full, properties: &properties, funcs: &funcs, inits: &inits)
                }
            }
            facts[index].properties = properties
            facts[index].funcs = funcs
            facts[index].inits = inits
        }

        mutating func collect(_ node: SyntaxNode, prefix: String, properties: inout [Property], funcs: inout [String], inits: inout Int) {
            switch node.kind {
            case .variableDecl:
                let attributes = node.child(.attributeList)?.children(.attribute).compactMap { $0.children.first?.squashedText } ?? []
                let isStatic =
                    node.child(.modifierList)?.children(.declModifier).contains {
                        let k = $0.firstToken?.kind
                        return k == .kwStatic || k == .kwClass
                    } ?? false
                for binding in node.children(.patternBinding) {
                    guard let pattern = binding.children.first, pattern.kind == .identifierPattern, let name = pattern.firstToken else {
                        continue
                    }
                    let type = binding.child(.typeAnnotation)?.children.first?.squashedText
                    properties.append(
                        Property(
                            name: name.identifierText, line: line(name), attributes: attributes, type: type,
                            hasInitializer: binding.child(.initializerClause) != nil, isStatic: isStatic))
                }
            case .functionDecl:
                var name = ""
                var seenFunc = false
                for element in node.elements {
                    if case .token(let t) = element {
                        if seenFunc {
                            if t.kind == .identifier { name = t.identifierText } else if t.kind != .leftParen { name = t.text }
                            break
                        }
                        if t.kind == .kwFunc { seenFunc = true }
                    } else if seenFunc {
                        break
                    }
                }
                funcs.append(name)
            case .initializerDecl:
                inits += 1
            case .ifConfigDecl:
                for clause in node.children(.ifConfigClause) {
                    for member in clause.children {
                        collect(member, prefix: prefix, properties: &properties, funcs: &funcs, inits: &inits)
                    }
                }
            default:
                declaration(node, prefix: prefix)
            }
        }
    }
}

/// A JSON string literal for `s`.
public func jsonString(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}
