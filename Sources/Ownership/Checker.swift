import Semantics
import Syntax

/// Every rule of the catalogue, in the order they are documented.
public let ruleCatalogue: [any Rule] = [
    ObservedObjectCreatesInstance(),
    StateObjectFromOutside(),
    StateFromOutside(),
    StateObjectSeededFromParameter(),
    StateObjectAssignedDirectly(),
    WrappedValueReadInInit(),
    EagerStateObjectArgument(),
    StateHoldsReferenceType(),
    StateObservableInlineValue(),
    MissingEnvironmentObject(),
    PreviewMissingEnvironmentObject(),
    InlineEnvironmentObject(),
    ObservedObjectOnObservable(),
    BindingOfObservable(),
    PublishedNestedObservableObject(),
    WrapperNotInstalled(),
    NonPrivateState(),
]

public enum Checker {
    /// Runs the catalogue over a model: enabled rules only, inline suppressions honoured, findings in
    /// file and position order.
    public static func check(_ model: SemanticModel, settings: Settings = Settings()) -> [Finding] {
        check(model, ownership: OwnershipAnalysis.analyze(model), settings: settings)
    }

    /// The same, for a caller that keeps the ownership analysis too and must not pay for it twice;
    /// with `files`, only the findings in those files, at the cost of the views and classes there.
    /// `names`, when given, is the model's name index shared by the checks of a snapshot (each
    /// file's findings are asked for apart): a name is found once, not once per file.
    public static func check(
        _ model: SemanticModel, ownership: OwnershipAnalysis, settings: Settings = Settings(), files: Set<Int>? = nil, names: NameOccurrences? = nil
    ) -> [Finding] {
        check(model, ownership: ownership, settings: settings, files: files, names: names, timing: nil)
    }

    /// The same, timing each rule: `timing` is told each rule's identifier and how long its check
    /// took (for `lifeline bench check`).
    public static func check(
        _ model: SemanticModel, ownership: OwnershipAnalysis, settings: Settings = Settings(), files: Set<Int>? = nil, names: NameOccurrences? = nil,
        timing: ((String, Duration) -> Void)?
    ) -> [Finding] {
        let context = RuleContext(model: model, ownership: ownership, settings: settings, scope: files, names: names)
        var findings: [Finding] = []
        let clock = ContinuousClock()
        for rule in ruleCatalogue where settings.runs(rule) {
            let start = clock.now
            findings += rule.check(context)
            timing?(rule.id, clock.now - start)
        }
        if let files { findings.removeAll { !files.contains($0.location.file) } }
        // A file inside a described folder that no target compiles is not part of the app.
        findings.removeAll { !model.isCompiled(file: $0.location.file) }
        // Excluded files are part of the model (what they declare and inject counts) but get no findings.
        if settings.excludesSomething {
            findings.removeAll { settings.excludes(model.files[$0.location.file].path, rule: $0.rule) }
        }
        // Only files with findings need their suppression comments read.
        var suppressions: [Int: Suppressions] = [:]
        for file in Set(findings.map(\.location.file)) { suppressions[file] = Suppressions(model.files[file]) }
        findings.removeAll { suppressions[$0.location.file]?.suppresses($0) == true }
        findings.sort {
            ($0.location.file, $0.location.range.lowerBound, $0.rule) < ($1.location.file, $1.location.range.lowerBound, $1.rule)
        }
        return findings
    }
}

/// `// lifeline:disable rule-id [rule-id…]` on the line of a finding or the line above it, and
/// `// lifeline:disable` with no id for every rule.
struct Suppressions {
    let source: SourceText
    /// Line number → rule ids (an empty set means every rule).
    var byLine: [Int: Set<String>] = [:]

    /// Reads the markers from comments only (the trivia between tokens): a string literal that
    /// happens to contain the words suppresses nothing.
    init(_ file: SourceFile) {
        source = file.tree.source
        let marker = Array("lifeline:disable".utf8)
        let bytes = source.bytes
        for token in file.tree.tokens where token.fullStart < token.start {
            var i = Int(token.fullStart)
            let triviaEnd = Int(token.start)
            while i + marker.count <= triviaEnd {
                guard bytes[i] == marker[0], bytes[i..<(i + marker.count)].elementsEqual(marker) else {
                    i += 1
                    continue
                }
                let line = source.line(containing: i)
                let end = min(source.lineContentEnd(line), triviaEnd)
                let ids = source.text((i + marker.count)..<end)
                    .split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init).filter { $0.contains("-") }
                if ids.isEmpty { byLine[line] = [] } else if byLine[line] != [] { byLine[line, default: []].formUnion(ids) }
                i = max(end, i + 1)
            }
        }
    }

    func suppresses(_ finding: Finding) -> Bool {
        let line = source.line(containing: finding.location.range.lowerBound)
        for candidate in [line, line - 1] {
            if let ids = byLine[candidate], ids.isEmpty || ids.contains(finding.rule) { return true }
        }
        return false
    }
}
