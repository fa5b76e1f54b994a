/// Checks on declaration modifiers and effect specifiers: what the toolchain's parser rejects about
/// their repetition and order. Matched against `swiftc -parse` (Swift 6.3.1).
extension DiagnosticsPass {
    /// A declaration's modifiers: each once; one access level, and one setter access level; `static`
    /// and `class` not together; one of `weak` and `unowned`.
    mutating func checkModifiers(_ list: SyntaxNode) {
        // One modifier cannot conflict with anything.
        guard childCount(of: list.index) > 1 else { return }
        var seen: Set<String> = []
        var access: SyntaxToken?
        var setterAccess: SyntaxToken?
        var typeLevel = false
        var ownership = false
        for modifier in list.children(.declModifier) {
            guard let word = modifier.firstToken else { continue }
            let text = word.text
            let isSetterDetail = modifier.directTokens.count > 1
            if word.kind == .kwStatic || word.kind == .kwClass {
                if typeLevel {
                    report(word.range, "'\(text)' cannot appear after another 'static' or 'class' keyword")
                }
                typeLevel = true
                continue
            }
            if DiagnosticsPass.accessLevels.contains(text) {
                if isSetterDetail {
                    if let previous = setterAccess { report(word.range, accessConflict(previous, word)) }
                    setterAccess = word
                } else {
                    if let previous = access { report(word.range, accessConflict(previous, word)) }
                    access = word
                }
                continue
            }
            if text == "weak" || text == "unowned" {
                if ownership { report(word.range, "duplicate modifier") }
                ownership = true
                continue
            }
            if !seen.insert(text).inserted {
                report(word.range, "duplicate modifier")
            }
        }
    }

    private func accessConflict(_ first: SyntaxToken, _ second: SyntaxToken) -> String {
        first.text == second.text ? "duplicate modifier" : "multiple incompatible access-level modifiers specified"
    }

    static let accessLevels: Set<String> = ["private", "fileprivate", "internal", "package", "public", "open"]

    /// `async` (or `reasync`) before `throws` (or `rethrows`, `throws(E)`), each once; `await` and
    /// `try` where a specifier is expected are misspellings.
    mutating func checkEffects(_ effects: SyntaxNode) {
        var sawAsync = false
        var sawThrows: SyntaxToken?
        for element in effects.elements {
            let token: SyntaxToken
            switch element {
            case .token(let t): token = t
            case .node(let clause):
                // `throws(E)`: its first token is the keyword.
                guard clause.kind == .throwsClause, let first = clause.firstToken else { continue }
                token = first
                if first.kind == .kwRethrows {
                    report(first.range, "'rethrows' cannot be combined with a specific thrown error type")
                }
            }
            switch token.kind {
            case .kwThrows, .kwRethrows:
                if sawThrows != nil { report(token.range, "'\(token.text)' has already been specified") }
                sawThrows = token
            case .kwTry:
                report(token.range, "expected throwing specifier; did you mean 'throws'?")
            case .identifier:
                switch token.keyword {
                case .async, .reasync:
                    if sawAsync {
                        report(token.range, "'\(token.text)' has already been specified")
                    } else if sawThrows != nil {
                        report(token.range, "'\(token.text)' must precede '\(sawThrows!.text)'")
                    }
                    sawAsync = true
                case .await:
                    report(token.range, "expected async specifier; did you mean 'async'?")
                default:
                    break
                }
            default:
                break
            }
        }
    }
}
