import Foundation
import Ownership
import Syntax

/// A baseline file: the findings an existing app had when it adopted Lifeline, which
/// `lifeline check --baseline FILE` then leaves out. JSON, one entry per finding in a stable order
/// (file, rule, subject or line), one key per line, so a rewritten baseline reads well in review:
///
/// ```json
/// {
///   "version": 1,
///   "findings": [
///     {
///       "rule": "missing-environment-object",
///       "file": "Sources/Home.swift",
///       "subject": "Home.session",
///       "message": "'session' reads Session from the environment, but …"
///     },
///     {
///       "rule": "inline-environment-object",
///       "file": "Sources/App.swift",
///       "line": "WindowGroup { Home().environmentObject(Session()) }",
///       "occurrence": 0,
///       "message": "a new Session is created in …"
///     }
///   ]
/// }
/// ```
///
/// What makes two findings the same is `BaselineKey`'s (Ownership); the message is there for the
/// reader and is not compared.
public enum BaselineFile {
    public static let version = 1

    /// The text of a baseline holding `entries` (already in order: `Baseline.entries`).
    public static func text(_ entries: [BaselineEntry]) -> String {
        var out = "{\n  \"version\": \(version),\n  \"findings\": ["
        for (index, entry) in entries.enumerated() {
            var fields = [("rule", jsonString(entry.key.rule)), ("file", jsonString(entry.key.file))]
            switch entry.key.anchor {
            case .subject(let subject):
                fields.append(("subject", jsonString(subject)))
            case .line(let text, let occurrence):
                fields.append(("line", jsonString(text)))
                fields.append(("occurrence", "\(occurrence)"))
            }
            fields.append(("message", jsonString(entry.message)))
            out += index == 0 ? "\n" : ",\n"
            out += "    {\n" + fields.map { "      \"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n    }"
        }
        out += entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    /// The keys a baseline holds, one per finding (equal keys repeat). Every mistake is one line
    /// naming the file.
    public static func keys(_ bytes: [UInt8], path: String) throws -> [BaselineKey] {
        func fail(_ message: String) -> ConfigurationFile.Problem {
            ConfigurationFile.Problem(description: "lifeline: \(path): \(message)")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(bytes))
        } catch {
            throw fail("not a baseline: it is not valid JSON (write one with lifeline check --write-baseline)")
        }
        guard let table = object as? [String: Any], let findings = table["findings"] as? [Any] else {
            throw fail(
                "not a baseline: expected {\"version\": \(version), \"findings\": [...]} (write one with lifeline check --write-baseline)")
        }
        guard let given = table["version"] as? Int, given == version else {
            throw fail("a baseline of version \(table["version"].map { "\($0)" } ?? "(none)"); this lifeline reads version \(version)")
        }
        return try findings.enumerated().map { index, item in
            guard let entry = item as? [String: Any], let rule = entry["rule"] as? String, let file = entry["file"] as? String else {
                throw fail("finding \(index + 1) of the baseline needs a \"rule\" and a \"file\"")
            }
            if let subject = entry["subject"] as? String {
                return BaselineKey(rule: rule, file: file, anchor: .subject(subject))
            }
            guard let line = entry["line"] as? String else {
                throw fail("finding \(index + 1) of the baseline needs a \"subject\" or a \"line\"")
            }
            let occurrence = entry["occurrence"] as? Int ?? 0
            guard occurrence >= 0 else { throw fail("finding \(index + 1) of the baseline has a negative \"occurrence\"") }
            return BaselineKey(rule: rule, file: file, anchor: .line(line, occurrence: occurrence))
        }
    }
}
