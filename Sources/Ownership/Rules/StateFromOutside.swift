import Semantics
import Syntax

/// `@State` holding an `@Observable` (or SwiftData `@Model`) object that a parent passes in: the
/// Observation counterpart of `state-object-from-outside`. `@State` installs the first object for
/// the view's identity; a different object from the parent later is ignored.
struct StateFromOutside: Rule {
    let id = "state-from-outside"
    let nominalSeverity = Severity.warning
    let summary = "A @State holds an observable object that a parent passes in; objects the parent passes later are ignored."
    let explanation = """
        `@State` is storage the view owns: SwiftUI installs the initial value once, when the view first appears, \
        and keeps it for the view's identity. When the parent passes an `@Observable` object in (through the \
        memberwise initializer, or `_model = State(wrappedValue: model)` in `init`), the view keeps the first one; \
        if the parent later passes a different object, the view goes on showing the first. Apple: "Declare state \
        as private to prevent setting it in a memberwise initializer, which can conflict with the storage \
        management that SwiftUI provides." An `@Observable` object the parent owns needs no wrapper: the view \
        tracks what its body reads through a plain property, or through `@Bindable` when it makes bindings.
        """
    let badExample = """
        @Observable final class Draft { var text = "" }
        struct Editor: View {
            @State var draft: Draft
            var body: some View { Text(draft.text) }
        }
        struct Screen: View {
            @State private var draft = Draft()
            var body: some View { Editor(draft: draft) }
        }
        """
    let goodExample = """
        @Observable final class Draft { var text = "" }
        struct Editor: View {
            @Bindable var draft: Draft
            var body: some View { TextField("Text", text: $draft.text) }
        }
        struct Screen: View {
            @State private var draft = Draft()
            var body: some View { Editor(draft: draft) }
        }
        """

    let consequence = "Objects the parent passes later are ignored: the view keeps the first."
    var premises: [PremiseDescription] { [Premises.argumentVaries] }

    func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for key in context.viewOrder {
            for verdict in context.ownership.verdicts(ofView: key) where verdict.property.wrapper == .state && verdict.kind == .injected {
                // Only objects whose changes the view observes: a framework class kept in `@State` (an
                // editable copy of an `AVAsset`) is another matter, and a value is copied anyway.
                guard let model = context.model.modelClass(of: verdict.property), model.kind == .observable else { continue }
                // Only when some construction in sight passes an object that exists already: one that
                // builds a new object for the view seeds the view's own object, and with no
                // construction in sight where the object comes from is not known.
                let existing = verdict.edges.filter { edge in
                    switch edge.source {
                    case .missing, .newInstance: return false
                    default: return true
                    }
                }
                if existing.isEmpty { continue }
                guard let view = context.model.views[key] else { continue }
                let property = verdict.property
                let first = existing[0]
                var from = " (\(first.parent))"
                if case .parentProperty(let parentName, _, _) = first.source { from = " (\(first.parent).\(parentName))" }
                // Only an object that can differ on a later construction is lost; one stable object
                // with two owners works today, and the finding says only that.
                let varies = Premises.argumentVaries(verdict.edges, label: "'\(property.name)'", in: context)
                let consequence =
                    varies.established
                    ? "@State keeps the first object for the view's identity, so a different one passed later is ignored: \(varies.evidence)"
                    : "two owners of one object; @State would ignore a different one passed later"
                let fix = StateFromOutside.fix(property, of: view, in: context.model)
                findings.append(
                    finding(
                        context, about: FindingSubject(view: view, property: property), at: Location(file: property.location.file, range: property.nameRange),
                        "'\(property.name)' is @State but its \(model.declaration.simpleName) comes from the parent\(from): \(consequence); hold the parent's object in a plain property (@Bindable to make bindings)",
                        fixes: fix.map { [$0] } ?? [], premises: [varies]))
            }
        }
        return findings
    }

    /// Whether a view's code assigns its property `name` (`name = x`, `self.name = x`) or hands
    /// out a binding to it (`$name`), through which another view may replace the object.
    static func isReplaced(_ name: String, in view: ViewType) -> Bool {
        for (_, member) in view.declaration.members {
            for sequence in member.descendants(.sequenceExpr) {
                let parts = sequence.children
                guard parts.count >= 3, parts[1].kind == .assignmentExpr, let target = parts.first else { continue }
                if target.kind == .declReferenceExpr && target.referencedName == name { return true }
                if target.kind == .memberAccessExpr && target.baseExpression?.firstToken?.kind == .kwSelf && target.memberName == name { return true }
            }
            if member.descendants(.declReferenceExpr).contains(where: { $0.firstToken?.kind == .dollarIdentifier && $0.firstToken?.text == "$" + name }) {
                return true
            }
        }
        return false
    }

    /// `@State` removed (or `@Bindable` when the view makes bindings with `$name`), and
    /// `_name = State(wrappedValue: x)` in `init` turned into `self.name = x`. Not safe to apply
    /// unreviewed: an assignment to the property elsewhere in the view no longer compiles.
    static func fix(_ property: ViewProperty, of view: ViewType, in model: SemanticModel) -> Fix? {
        guard let attribute = property.wrapperAttribute else { return nil }
        let file = property.location.file
        let bytes = model.files[file].tree.source.bytes
        let bindings = view.declaration.members.contains { member in
            member.node.descendants(.declReferenceExpr).contains { $0.firstToken?.kind == .dollarIdentifier && $0.firstToken?.text == "$" + property.name }
        }
        var end = attribute.range.upperBound
        if !bindings { while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 } }
        var edits = [TextEdit(file: file, range: attribute.range.lowerBound..<end, newText: bindings ? "@Bindable" : "")]
        for initializer in view.initializers {
            for assignment in initializer.assignments where assignment.property == property.name && assignment.throughStorage {
                // Only `_name = State(wrappedValue: parameter)`: with a fallback (`given ?? Draft()`)
                // the view owns the object when no one gives one, and needs its `@State` then.
                guard assignment.wrapperCall == "State", case .parameter = assignment.value.kind else { return nil }
                let source = model.files[initializer.location.file].tree.source.bytes
                let value = String(decoding: source[assignment.value.node.range], as: UTF8.self)
                edits.append(TextEdit(file: initializer.location.file, range: assignment.node.range, newText: "self.\(property.name) = \(value)"))
            }
        }
        return Fix(title: bindings ? "Hold the parent's object with @Bindable" : "Hold the parent's object in a plain property", edits: edits, isSafe: false)
    }
}
