import Semantics
import Syntax

/// `@Binding` of an `@Observable` class: the binding is to the reference, which does not change;
/// `@Bindable` gives bindings to the object's properties.
struct BindingOfObservable: Rule {
    let id = "binding-of-observable"
    let nominalSeverity = Severity.warning
    let summary = "@Binding holds an @Observable class; pass the object and use @Bindable."
    let explanation = """
        A `@Binding` to a class binds the reference, which the child never replaces; the child only needs the \
        object. For an `@Observable` class, pass the object itself and declare `@Bindable var model: Model` to \
        make bindings to its properties (`$model.title`).
        """
    let badExample = """
        @Observable final class Book { var title = "" }
        struct Editor: View {
            @Binding var book: Book
            var body: some View { TextField("Title", text: $book.title) }
        }
        """
    let goodExample = """
        @Observable final class Book { var title = "" }
        struct Editor: View {
            @Bindable var book: Book
            var body: some View { TextField("Title", text: $book.title) }
        }
        """

    func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for key in context.viewOrder {
            guard let view = context.model.views[key] else { continue }
            for property in view.properties where property.wrapper == .binding {
                // `@Binding var selection: Book?` chooses which object: a real binding.
                if property.type?.hasSuffix("?") == true { continue }
                guard let model = context.model.modelClass(of: property), model.kind == .observable,
                    let attribute = property.wrapperAttribute
                else { continue }
                var edits = [TextEdit(file: property.location.file, range: attribute.range, newText: "@Bindable")]
                var safe = true
                // Callers pass `$object`; they now pass the object.
                for site in context.model.constructionSites(of: view.key) {
                    guard let argument = site.arguments.first(where: { $0.label == property.name })?.value else { continue }
                    guard argument.kind == .declReferenceExpr, argument.firstToken?.kind == .dollarIdentifier, let token = argument.firstToken else {
                        // `.constant(Book())`, `Binding(get:set:)`: that caller needs an edit by hand.
                        safe = false
                        continue
                    }
                    edits.append(
                        TextEdit(file: site.location.file, range: token.range.lowerBound..<(token.range.lowerBound + 1), newText: ""))
                }
                findings.append(
                    finding(
                        context, about: FindingSubject(view: view, property: property), at: Location(file: property.location.file, range: property.nameRange),
                        "'\(property.name)' is a @Binding to the @Observable class \(model.qualifiedName): pass the object and declare it @Bindable",
                        fixes: [Fix(title: "Use @Bindable and pass the object", edits: edits, isSafe: safe)]))
            }
        }
        return findings
    }
}
