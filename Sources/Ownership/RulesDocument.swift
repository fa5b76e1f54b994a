/// `docs/rules.md`, generated from the rules themselves so the two cannot drift apart (a test
/// compares the file with this text).
public enum RulesDocument {
    /// Where the rules are published: `docs/rules.md` of Lifeline's repository, one section per rule.
    public static let publishedURL = "https://github.com/lifeline-swift/lifeline/blob/main/docs/rules.md"

    /// A link a user can open to a rule's section (its heading is the rule's identifier, so the
    /// anchor is the identifier itself): for LSP's `codeDescription.href`, SARIF's `helpUri` and
    /// hovers, instead of a path in Lifeline's repository that means nothing in the user's project.
    public static func url(for rule: String) -> String {
        "\(publishedURL)#\(rule)"
    }

    /// Why a rule ships below its nominal severity, or its measured precision: for the docs and
    /// `lifeline rules`.
    public static func gateNote(_ rule: any Rule) -> String {
        guard let record = MeasuredPrecision.byRule[rule.id] else { return "" }
        let measured = "\(record.held) of \(record.judged) judged findings held"
        if rule.defaultSeverity != rule.nominalSeverity {
            let article = rule.nominalSeverity == .error ? "an" : "a"
            return " (\(article) \(rule.nominalSeverity.rawValue) once its precision by reading reaches 90%; \(measured))"
        }
        return " (\(measured))"
    }

    public static func markdown() -> String {
        var out = """
            # Rules

            Every rule `lifeline check` runs, generated from the rule sources (`lifeline rules --markdown`;
            a test keeps this file equal to that output). Each has a stable identifier for suppressions
            (`// lifeline:disable rule-id` on the line or the line above) and for `.lifeline.json`.

            Every rule takes three settings in the `rules` table of `.lifeline.json`: `severity` (`error`,
            `warning` or `info`), `enabled` (`false` turns it off; `true` turns on an opt-in rule, which
            does not run otherwise) and `exclude` (paths or globs, relative to
            the folder of `.lifeline.json`, in which it reports nothing). A rule's own options, when it has
            any, are listed under it:

            ```json
            { "rules": { "missing-environment-object": { "severity": "warning", "exclude": ["Legacy/**"], "assumeInjected": ["Router"] } } }
            ```

            ## Severity policy

            Every finding's severity follows one policy, and every message says what goes wrong in the
            user's terms and the path or reason it holds under:

            - **error**: on a path of the app itself (not a preview), the code certainly traps at run time
              (an environment object read while rendering where nothing above injects it), or certainly does
              not compile (a `@StateObject`'s value assigned in `init`). Never used for what holds only in a
              preview, or for what Lifeline has only assumed.
            - **warning**: on a real path, state is lost (an object rebuilt and thrown away, a seed's later
              values ignored), ignored (a wrapper SwiftUI never installs) or never observed (a class whose
              changes do not refresh the view); and a preview that crashes, reported at the preview.
            - **info**: style that prevents such bugs (state that is not `private`).

            When Lifeline cannot establish a fact (a type from another module, a view built where it cannot
            see, a value it cannot follow), it reports less, not more: no finding, or a message that names
            what it assumed.

            ## Severity from measured precision

            A rule ships as a warning or an error only while its precision by reading on the corpus of real
            apps is at least 90% over at least 15 judged findings (all of them when the corpus has fewer):
            findings drawn at random and judged by reviewers who did not write the rules (`docs/precision.md`
            has the table, its date and seeds). Below that, it ships as `info` until it gets there, and the
            table below says so. A configured `severity` still applies.

            ## Premises

            A warning or an error states a consequence ("objects the parent passes later are ignored", "the app
            crashes there"). Each rule below says which consequence it states and the premises that consequence
            needs. Every finding carries its premises, each established from the model or not, with the
            evidence either way (`"premises"` in `--format json`, `properties.premises` in SARIF). A finding
            with a premise that is not established is an `info`, whatever the rule's severity: its message
            says what was found, claims no consequence, and ends with "(not established: …)" naming what
            Lifeline could not show.

            | Rule | Severity | What it finds |
            | --- | --- | --- |

            """
        for rule in ruleCatalogue {
            out += "| [`\(rule.id)`](#\(rule.id)) | \(rule.defaultSeverity.rawValue) | \(rule.summary) |\n"
        }
        for rule in ruleCatalogue {
            out += "\n## \(rule.id)\n\n"
            if rule.isOptIn {
                out += "Opt-in: runs only when `.lifeline.json` enables it (`\"rules\": {\"\(rule.id)\": {\"enabled\": true}}`).\n\n"
            }
            out += "Severity: \(rule.defaultSeverity.rawValue)\(RulesDocument.gateNote(rule)). \(rule.summary)\n\n"
            out += rule.explanation + "\n\n"
            if !rule.consequence.isEmpty {
                out += "Consequence stated: \(rule.consequence)\n\n"
            }
            if !rule.premises.isEmpty {
                out += "Premises (a finding with one not established is an `info`):\n\n"
                for premise in rule.premises {
                    out += "- `\(premise.id)`: \(premise.meaning)\n"
                }
                out += "\n"
            }
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
