/// `docs/rules.md`, generated from the rules themselves so the two cannot drift apart (a test
/// compares the file with this text).
public enum RulesDocument {
    public static func markdown() -> String {
        var out = """
            # Rules

            Every rule `lifeline check` runs, generated from the rule sources (`lifeline rules --markdown`;
            a test keeps this file equal to that output). Each has a stable identifier for suppressions
            (`// lifeline:disable rule-id` on the line or the line above) and for `.lifeline.json`.

            | Rule | Severity | What it finds |
            | --- | --- | --- |

            """
        for rule in ruleCatalogue {
            out += "| [`\(rule.id)`](#\(rule.id)) | \(rule.defaultSeverity.rawValue) | \(rule.summary) |\n"
        }
        for rule in ruleCatalogue {
            out += "\n## \(rule.id)\n\n"
            out += "Severity: \(rule.defaultSeverity.rawValue). \(rule.summary)\n\n"
            out += rule.explanation + "\n\n"
            out += "Reported:\n\n```swift\n\(rule.badExample)\n```\n\nInstead:\n\n```swift\n\(rule.goodExample)\n```\n"
        }
        return out
    }
}
