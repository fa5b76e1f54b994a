import Foundation
import Ownership
import Semantics
import Syntax

/// SARIF 2.1.0 for GitHub code scanning: one run, the rule catalogue as the driver's rules, one
/// result per finding with its fixes. Columns are UTF-16 code units, SARIF's default.
enum Sarif {
    static func document(_ findings: [Finding], _ model: SemanticModel) -> String {
        let rules = ruleCatalogue.map { rule -> String in
            let level = level(rule.defaultSeverity)
            return
                "{\"id\":\(jsonString(rule.id)),\"name\":\(jsonString(rule.id)),\"shortDescription\":{\"text\":\(jsonString(rule.summary))},\"fullDescription\":{\"text\":\(jsonString(rule.explanation))},\"helpUri\":\(jsonString(RulesDocument.url(for: rule.id))),\"defaultConfiguration\":{\"level\":\"\(level)\"}}"
        }
        let index = Dictionary(uniqueKeysWithValues: ruleCatalogue.enumerated().map { ($1.id, $0) })
        let results = findings.map { finding -> String in
            let fixes = finding.fixes.map { fix -> String in
                let byFile = Dictionary(grouping: fix.edits, by: \.file)
                let changes = byFile.keys.sorted().map { file -> String in
                    let replacements = byFile[file]!.map { edit in
                        "{\"deletedRegion\":\(region(edit.file, edit.range, model)),\"insertedContent\":{\"text\":\(jsonString(edit.newText))}}"
                    }
                    return
                        "{\"artifactLocation\":{\"uri\":\(jsonString(uri(model.files[file].path)))},\"replacements\":[\(replacements.joined(separator: ","))]}"
                }
                return "{\"description\":{\"text\":\(jsonString(fix.title))},\"artifactChanges\":[\(changes.joined(separator: ","))]}"
            }
            // The property the finding is about, as a logical location (`Feature.Row.model`).
            let logical = finding.subject.map { subject in
                ",\"logicalLocations\":[{\"name\":\(jsonString(subject.property)),\"fullyQualifiedName\":\(jsonString(subject.type + "." + subject.property)),\"kind\":\"member\"}]"
            } ?? ""
            let location =
                "{\"physicalLocation\":{\"artifactLocation\":{\"uri\":\(jsonString(uri(model.files[finding.location.file].path)))},\"region\":\(region(finding.location.file, finding.location.range, model))}\(logical)}"
            return
                "{\"ruleId\":\(jsonString(finding.rule)),\"ruleIndex\":\(index[finding.rule] ?? 0),\"level\":\"\(level(finding.severity))\",\"message\":{\"text\":\(jsonString(finding.message))},\"locations\":[\(location)],\"fixes\":[\(fixes.joined(separator: ","))],\"properties\":{\"premises\":\(CheckCommand.premisesJSON(finding.premises))}}"
        }
        return
            "{\"version\":\"2.1.0\",\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\",\"runs\":[{\"tool\":{\"driver\":{\"name\":\"Lifeline\",\"version\":\"\(lifelineVersion)\",\"rules\":[\(rules.joined(separator: ","))]}},\"results\":[\(results.joined(separator: ","))]}]}"
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    /// A relative path with forward slashes, as code scanning expects.
    static func uri(_ path: String) -> String {
        // An absolute path as a `file://` URI; a relative one as it is, with forward slashes.
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).absoluteString }
        var p = path
        while p.hasPrefix("./") { p.removeFirst(2) }
        return p.split(separator: "/").map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0) }.joined(
            separator: "/")
    }

    static func region(_ file: Int, _ range: Range<Int>, _ model: SemanticModel) -> String {
        let source = model.files[file].tree.source
        let start = source.position(of: range.lowerBound)
        let end = source.position(of: range.upperBound)
        return
            "{\"startLine\":\(start.line + 1),\"startColumn\":\(source.utf16Column(of: range.lowerBound) + 1),\"endLine\":\(end.line + 1),\"endColumn\":\(source.utf16Column(of: range.upperBound) + 1)}"
    }
}
