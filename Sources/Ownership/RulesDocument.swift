/// `docs/rules.md`, generated from the rules themselves so the two cannot drift apart (a test
/// compares the file with this text).
public enum RulesDocument {
    public static func markdown() -> String {
        var out = """
            # Rules

            Every rule `lifeline check` runs, generated from the rule sources (`lifeline rules --markdown`;
            a test keeps this file equal to that output). Each has a stable identifier for suppressions
            (`// lifeline:disable rule-id` on the line or the line above) and for `.lifeline.json`.

            Every rule takes three settings in the `rules` table of `.lifeline.json`: `severity` (`error`,
            `warning` or `info`), `enabled` (`false` turns it off) and `exclude` (paths or globs, relative to
            the folder of `.lifeline.json`, in which it reports nothing). A rule's own options, when it has
            any, are listed under it:

            ```json
            { "rules": { "missing-environment-object": { "severity": "warning", "exclude": ["Legacy/**"], "assumeInjected": ["Router"] } } }
            ```

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
            if !rule.options.isEmpty {
                out += "Options (in `\"rules\": {\"\(rule.id)\": {…}}`, besides `severity`, `enabled` and `exclude`):\n\n"
                for option in rule.options {
                    out += "- `\(option.name)` (\(option.kind.rawValue), default `\(option.defaultValue.json)`): \(option.summary)\n"
                }
                out += "\n"
            }
            out += "Reported:\n\n```swift\n\(rule.badExample)\n```\n\nInstead:\n\n```swift\n\(rule.goodExample)\n```\n"
        }
        return out
    }
}
