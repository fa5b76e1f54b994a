import Semantics
import Syntax

/// `@State private var model = Model()` for an `@Observable` class, built with Xcode 26 or earlier:
/// `@State` is a property wrapper there, so its initial value runs on every init of the view and all
/// but the first instance are thrown away. With Xcode 27's `@State` macro it runs once.
struct StateObservableInlineValue: Rule {
    let id = "state-observable-inline-value"
    let defaultSeverity = Severity.warning
    let summary = "@State builds an @Observable object inline: a throwaway instance on every view init (Xcode 26 and earlier)."
    let explanation = """
        Up to Xcode 26, `@State` is a property wrapper: "A State property always instantiates its default value \
        when SwiftUI instantiates the view", so `@State private var model = Model()` runs `Model()` every time the \
        parent's body runs, keeps the first and throws the rest away (after their `init` ran). Apple suggests an \
        optional and `.task { model = Model() }` for expensive objects. From Xcode 27 `@State` is a macro and \
        "objects held in state are only ever initialized one time", so this is reported only with the `xcode26` \
        toolchain setting.
        """
    let badExample = """
        struct Book: Identifiable { let id: Int; let title: String }
        @Observable final class BookStore { var books: [Book] = [] }
        struct Library: View {
            @State private var store = BookStore()
            var body: some View { List(store.books) { Text($0.title) } }
        }
        """
    let goodExample = """
        struct Book: Identifiable { let id: Int; let title: String }
        @Observable final class BookStore { var books: [Book] = [] }
        struct Library: View {
            @State private var store: BookStore?
            var body: some View {
                List(store?.books ?? []) { Text($0.title) }
                    .task { if store == nil { store = BookStore() } }
            }
        }
        """

    func check(_ context: RuleContext) -> [Finding] {
        guard context.settings.toolchain == .xcode26 else { return [] }
        var findings: [Finding] = []
        for name in context.viewOrder {
            guard let view = context.model.views[name], view.role != .app else { continue }
            for property in view.properties where property.wrapper == .state {
                guard let value = property.initialValue, case .newInstance(let type) = value.kind,
                    let model = context.model.model(named: type), model.kind == .observable
                else { continue }
                findings.append(
                    finding(
                        context, about: FindingSubject(view: view, property: property), at: Location(file: property.location.file, range: property.nameRange),
                        "'\(property.name)' builds a new \(model.name) on every init of \(view.name) when @State is a property wrapper (Xcode 26 and earlier); only the first is kept"
                    ))
            }
        }
        return findings
    }
}
