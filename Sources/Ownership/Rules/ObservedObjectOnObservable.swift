import Semantics
import Syntax

/// `@ObservedObject` holding an `@Observable` class. Apple: "Don't wrap objects conforming to the
/// Observable protocol with @ObservedObject … may cause a compiler error." Observation tracks what the
/// body reads without a wrapper; `@Bindable` gives bindings.
struct ObservedObjectOnObservable: Rule {
    let id = "observed-object-on-observable"
    let nominalSeverity = Severity.warning
    let summary = "@ObservedObject wraps an @Observable class; use a plain property or @Bindable."
    let explanation = """
        An `@Observable` class is tracked by what `body` reads; it needs no wrapper to refresh the view, and it \
        does not conform to `ObservableObject`. Apple: "Don't wrap objects conforming to the Observable protocol \
        with @ObservedObject", which "may cause a compiler error". Use a plain `var model: Model`, or `@Bindable \
        var model: Model` when the view needs bindings to its properties.
        """
    let badExample = """
        @Observable final class Book { var title = "" }
        struct Row: View {
            @ObservedObject var book: Book
            var body: some View { Text(book.title) }
        }
        """
    let goodExample = """
        @Observable final class Book { var title = "" }
        struct Row: View {
            @Bindable var book: Book
            var body: some View { TextField("Title", text: $book.title) }
        }
        """

    func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for key in context.viewOrder {
            guard let view = context.model.views[key] else { continue }
            for property in view.properties where property.wrapper == .observedObject {
                guard let model = context.model.modelClass(of: property), model.isObservable, !model.conformsToObservableObject,
                    let attribute = property.wrapperAttribute
                else { continue }
                // Remove the attribute and the space after it, up to the next token.
                let next = attribute.tree.tokens[min(attribute.tokenRange.upperBound, attribute.tree.tokens.count - 1)]
                let plain = TextEdit(file: property.location.file, range: attribute.range.lowerBound..<Int(next.start), newText: "")
                findings.append(
                    finding(
                        context, about: FindingSubject(view: view, property: property), at: Location(file: property.location.file, range: property.nameRange),
                        "'\(property.name)' wraps the @Observable class \(model.qualifiedName) in @ObservedObject, which it does not support; use a plain property, or @Bindable for bindings",
                        fixes: [
                            Fix(
                                title: "Use @Bindable",
                                edits: [TextEdit(file: property.location.file, range: attribute.range, newText: "@Bindable")]),
                            Fix(title: "Use a plain property", edits: [plain], isSafe: false),
                        ]))
            }
        }
        return findings
    }
}
