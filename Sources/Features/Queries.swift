import Ownership
import Semantics
import Syntax

/// A diagnostic in UTF-8 offsets of one document.
public struct Diagnostic: Sendable, Equatable {
    public let range: Range<Int>
    public let severity: Severity
    public let message: String
    public let rule: String
}

/// A hover: Markdown and the range it is about.
public struct Hover: Sendable, Equatable {
    public let range: Range<Int>
    public let markdown: String
}

extension Snapshot {
    /// The findings in one document, in order.
    public func diagnostics(_ path: String) -> [Diagnostic] {
        guard let index = file(path) else { return [] }
        return findings.filter { $0.location.file == index }
            .sorted { $0.location.range.lowerBound < $1.location.range.lowerBound }
            .map { Diagnostic(range: $0.location.range, severity: $0.severity, message: $0.message, rule: $0.rule) }
    }

    /// The view property at an offset: on its name, its wrapper or its type.
    public func property(at offset: Int, in path: String) -> (view: ViewType, property: ViewProperty)? {
        guard let index = file(path) else { return nil }
        for view in model.views.values.sorted(by: { $0.name < $1.name }) {
            for property in view.properties where property.location.file == index {
                let declaration = property.node.range
                if declaration.contains(offset) || declaration.upperBound == offset { return (view, property) }
            }
        }
        return nil
    }

    /// What a newcomer needs about a model property: wrapper and type, who owns the object and why,
    /// its lifetime in plain words, and the findings on it.
    public func hover(at offset: Int, in path: String) -> Hover? {
        guard let (view, property) = self.property(at: offset, in: path) else { return nil }
        var lines: [String] = []
        let type = property.type ?? "an object"
        lines.append("**\(property.wrapper == .none ? "" : "\(property.wrapper) ")`\(view.name).\(property.name)`**: `\(type)`")
        if let verdict = ownership.verdict(view: view.name, property: property.name) {
            lines.append("")
            lines.append("**Ownership: \(verdict.kind.rawValue)**")
            for step in verdict.evidence { lines.append("- \(step)") }
            lines.append("")
            lines.append(Snapshot.lifetime(property, verdict.kind, view: view.name))
        }
        if let simulated = simulatedLifetime(view: view, property: property) {
            lines.append("")
            lines.append("**Simulated**")
            for line in simulated { lines.append("- \(line)") }
        }
        let relevant = findings.filter { $0.location.file == property.location.file && property.node.range.contains($0.location.range.lowerBound) }
        if !relevant.isEmpty {
            lines.append("")
            lines.append("**Findings**")
            for finding in relevant {
                lines.append("- \(finding.message) (rule `\(finding.rule)`, see docs/rules.md)")
            }
        }
        return Hover(range: property.nameRange, markdown: lines.joined(separator: "\n"))
    }

    /// The lifetime of the object behind a property, in plain words.
    static func lifetime(_ property: ViewProperty, _ kind: OwnershipKind, view: String) -> String {
        switch (property.wrapper, kind) {
        case (.stateObject, _):
            return "**Lifetime:** created once, just before `\(view)`'s first body, and kept for as long as this `\(view)` keeps its place in the view tree; it survives parent re-renders, and is freed when the view is removed (a branch switch, a pop, a dismiss, a new `.id`)."
        case (.observedObject, .owned):
            return "**Lifetime:** created again every time `\(view)` is initialized — whenever a parent's body runs — and the previous object is freed: its state is lost. Use `@StateObject` to own it."
        case (.observedObject, _), (.bindable, _):
            return "**Lifetime:** not owned here: the object lives as long as whoever passed it keeps it; `\(view)` only observes it."
        case (.environmentObject, _), (.environmentObservable, _):
            return "**Lifetime:** owned by the ancestor that injects it with `.environmentObject`/`.environment`; reading it with nothing injected above crashes."
        case (.state, _):
            return "**Lifetime:** stored by SwiftUI with `\(view)`'s identity: set up on first appearance, kept across re-renders, freed when the view is removed."
        default:
            return kind == .shared ? "**Lifetime:** a shared instance that lives for the whole app." : "**Lifetime:** a plain stored value of the view struct, made again with every new view value."
        }
    }
}
