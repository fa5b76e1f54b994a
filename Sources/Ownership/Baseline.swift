import Semantics
import Syntax

/// What a baseline remembers of a finding: enough to know it again after unrelated edits, and never
/// its line number, which any edit above it changes.
///
/// A finding about a property is known by its rule, its file and the property (`Type.property`);
/// any other by its rule, its file and the text of its line with the indentation trimmed, plus the
/// occurrence among findings with that same rule, file and text (the second of two equal lines is
/// occurrence 1). Files are named relative to the configuration's folder, or the working folder
/// without one (`Settings.relativePath`), so a baseline written in one checkout holds in another.
public struct BaselineKey: Hashable, Sendable, Comparable {
    public enum Anchor: Hashable, Sendable {
        /// The property a finding is about: `Feature.Row.model`.
        case subject(String)
        /// The trimmed text of the finding's line, and which of the equal ones it is.
        case line(String, occurrence: Int)
    }

    public let rule: String
    public let file: String
    public let anchor: Anchor

    public init(rule: String, file: String, anchor: Anchor) {
        self.rule = rule
        self.file = file
        self.anchor = anchor
    }

    /// File, then rule, then anchor: the order a baseline file lists its entries in, so that a
    /// rewritten baseline differs from the old one only where the findings do.
    public static func < (a: BaselineKey, b: BaselineKey) -> Bool {
        func parts(_ key: BaselineKey) -> (String, String, Int, String, Int) {
            switch key.anchor {
            case .subject(let subject): return (key.file, key.rule, 0, subject, 0)
            case .line(let text, let occurrence): return (key.file, key.rule, 1, text, occurrence)
            }
        }
        return parts(a) < parts(b)
    }
}

/// A finding as a baseline file holds it: its key, and its message for the person reviewing the
/// file (the message is not part of the key: it may name a path through other files).
public struct BaselineEntry: Sendable, Equatable {
    public let key: BaselineKey
    public let message: String

    public init(key: BaselineKey, message: String) {
        self.key = key
        self.message = message
    }
}

public enum Baseline {
    /// The key of each finding, in the findings' order.
    public static func keys(_ findings: [Finding], in model: SemanticModel, settings: Settings) -> [BaselineKey] {
        var paths: [Int: String] = [:]
        var seen: [BaselineKey: Int] = [:]
        return findings.map { finding in
            let index = finding.location.file
            let file =
                paths[index]
                ?? {
                    let path = model.files[index].path
                    let relative = settings.relativePath(of: path) ?? path
                    paths[index] = relative
                    return relative
                }()
            if let subject = finding.subject {
                return BaselineKey(rule: finding.rule, file: file, anchor: .subject(subject.type + "." + subject.property))
            }
            let text = lineText(at: finding.location.range.lowerBound, in: model.files[index].tree.source)
            let first = BaselineKey(rule: finding.rule, file: file, anchor: .line(text, occurrence: 0))
            let occurrence = seen[first, default: 0]
            seen[first] = occurrence + 1
            return BaselineKey(rule: finding.rule, file: file, anchor: .line(text, occurrence: occurrence))
        }
    }

    /// The entries a baseline of these findings (with their `keys`) holds, in its order.
    public static func entries(_ findings: [Finding], keys: [BaselineKey]) -> [BaselineEntry] {
        zip(keys, findings).map { BaselineEntry(key: $0, message: $1.message) }.sorted { ($0.key, $0.message) < ($1.key, $1.message) }
    }

    /// The findings the baseline does not hold, and how many it held. Each key of the baseline
    /// stands for one finding: two equal keys absorb two equal findings, and a third is new.
    public static func filter(_ findings: [Finding], keys: [BaselineKey], baseline: [BaselineKey]) -> (new: [Finding], matched: Int) {
        var remaining: [BaselineKey: Int] = [:]
        for key in baseline { remaining[key, default: 0] += 1 }
        var new: [Finding] = []
        var matched = 0
        for (finding, key) in zip(findings, keys) {
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
                matched += 1
            } else {
                new.append(finding)
            }
        }
        return (new, matched)
    }

    /// The text of the line holding `offset`, without its indentation or trailing blanks.
    static func lineText(at offset: Int, in source: SourceText) -> String {
        let line = source.line(containing: offset)
        let start = source.offset(of: SourceText.Position(line: line, column: 0))
        let end = source.lineContentEnd(line)
        var bytes = source.bytes[start..<max(start, end)]
        while let first = bytes.first, first == 0x20 || first == 0x09 { bytes = bytes.dropFirst() }
        while let last = bytes.last, last == 0x20 || last == 0x09 || last == 0x0D { bytes = bytes.dropLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
