import Semantics
import Syntax

/// `@State private var model = Model()` for an `@Observable` class, built with Xcode 26 or earlier:
/// `@State` is a property wrapper there, so its initial value runs on every init of the view and all
/// but the first instance are thrown away. With Xcode 27's `@State` macro it runs once.
struct StateObservableInlineValue: Rule {
    let id = "state-observable-inline-value"
    let nominalSeverity = Severity.warning
    let summary = "@State builds an @Observable object inline: a throwaway instance on every view init (Xcode 26 and earlier)."
    let explanation = """
        Up to Xcode 26, `@State` is a property wrapper: "A State property always instantiates its default value \
        when SwiftUI instantiates the view", so `@State private var model = Model()` runs `Model()` every time the \
        parent's body runs, keeps the first and throws the rest away (after their `init` ran). Apple suggests an \
        optional and `.task { model = Model() }` for expensive objects. Lifeline reports it only when making one \
        does work (its `init` runs code other than storing values, or a stored property makes another object of \
        the workspace whose making does work; what a framework class's initializer does is not known, so it is \
        not counted), \
        says what, and not for a view that only a hosting controller builds (it is initialized once). From \
        Xcode 27 `@State` is a macro and "objects held in state are only ever initialized one time", so this is \
        reported only with the `xcode26` toolchain setting.
        """
    let badExample = """
        struct Book: Identifiable { let id: Int; let title: String }
        @Observable final class BookStore {
            var books: [Book] = []
            init() { books = Self.loadFromDisk() }
            static func loadFromDisk() -> [Book] { [] }
        }
        struct Library: View {
            @State private var store = BookStore()
            var body: some View { List(store.books) { Text($0.title) } }
        }
        """
    let goodExample = """
        struct Book: Identifiable { let id: Int; let title: String }
        @Observable final class BookStore {
            var books: [Book] = []
            init() { books = Self.loadFromDisk() }
            static func loadFromDisk() -> [Book] { [] }
        }
        struct Library: View {
            @State private var store: BookStore?
            var body: some View {
                List(store?.books ?? []) { Text($0.title) }
                    .task { if store == nil { store = BookStore() } }
            }
        }
        """

    let consequence = "A throwaway object, whose initializer does work, is built on every re-initialization of the view (Xcode 26 and earlier)."
    var premises: [PremiseDescription] { [Premises.ownerReinitialized, EagerStateObjectArgument.costlyInitializer, Premises.appPath] }

    func check(_ context: RuleContext) -> [Finding] {
        guard context.settings.toolchain == .xcode26 else { return [] }
        var findings: [Finding] = []
        for key in context.viewOrder {
            guard let view = context.model.views[key], view.role != .app else { continue }
            for property in view.properties where property.wrapper == .state {
                guard let value = property.initialValue, case .newInstance(let type) = value.kind,
                    let model = context.model.modelClass(named: type, file: property.location.file, scope: property.owner), model.kind == .observable
                else { continue }
                // A throwaway copy matters only when making one does work.
                guard let work = StateObservableInlineValue.work(of: model, in: context.model) else { continue }
                // A view that only hosting controllers and code outside views build (previews aside)
                // is initialized once each time that code runs, and each time it is a new view whose
                // first value is the one kept: no body runs again to make a throwaway.
                let reinitialized = Premises.ownerReinitialized(view, in: context)
                guard reinitialized.established else { continue }
                findings.append(
                    finding(
                        context, about: FindingSubject(view: view, property: property), at: Location(file: property.location.file, range: property.nameRange),
                        "'\(property.name)' builds a new \(model.declaration.simpleName) on every init of \(view.name) when @State is a property wrapper (Xcode 26 and earlier), and only the first is kept; each one \(work)",
                        premises: [
                            reinitialized, .holds(EagerStateObjectArgument.costlyInitializer.id, "making a \(model.declaration.simpleName) \(work)"),
                            Premises.appPath(view, in: context),
                        ]))
            }
        }
        return findings
    }

    /// What making an instance does beyond storing values, said in a few words; nil when it is cheap:
    /// no initializer with statements other than plain assignments, and stored properties whose values
    /// are literals, closures, values, or new objects of workspace classes that are cheap to make in
    /// turn. A new object of a class from outside the workspace is not taken for work: what its
    /// initializer does is not known (a false warning costs more than a missed one).
    static func work(of model: ModelClass, in semantic: SemanticModel) -> String? {
        var visiting: Set<TypeKey> = [model.key]
        return work(of: model.declaration, key: model.key, in: semantic, depth: 0, visiting: &visiting)
    }

    static func work(of declaration: TypeDeclaration, key: TypeKey, in semantic: SemanticModel, depth: Int, visiting: inout Set<TypeKey>) -> String? {
        for (_, member) in declaration.members {
            switch member.kind {
            case .initializerDecl:
                guard let body = member.child(.codeBlock) else { continue }
                for item in body.blockItems {
                    // `self.x = y`, `x = 0`: storing.
                    if item.kind == .sequenceExpr, item.children.count == 3, item.children[1].kind == .assignmentExpr,
                        !item.children[2].squashedText.contains("(")
                    {
                        continue
                    }
                    let call = item.kind == .functionCallExpr ? item : item.firstDescendant(.functionCallExpr)
                    if let call, let callee = call.children.first?.squashedText {
                        // A chain of calls (`events.receive(on: q).sink { … }`) is named by its start and its last call.
                        if callee.contains("("), let last = call.calleeName, let first = call.firstToken?.text {
                            return "runs \(first)….\(last)(…) in its init"
                        }
                        return "runs \(callee.count > 60 ? String(callee.prefix(59)) + "…" : callee)(…) in its init"
                    }
                    return "runs code in its init"
                }
            case .variableDecl:
                guard !member.modifierWords.contains("static"), !member.modifierWords.contains("lazy") else { continue }
                for binding in member.children(.patternBinding) where binding.child(.accessorBlock) == nil || binding.child(.initializerClause) != nil {
                    guard let value = binding.child(.initializerClause)?.children.last else { continue }
                    guard case .newInstance(var made) = ValueKind.of(value) else { continue }
                    // `let controller: UIViewController = .init()`: the annotation names what is made.
                    if made == "Self" || made.isEmpty, let annotated = binding.child(.typeAnnotation)?.children.first?.squashedText { made = annotated }
                    let base = TypeDeclaration.baseName(made)
                    if KnownTypes.valueTypes.contains(base) { continue }
                    // Resolved from the class, where the initial value is written.
                    let keys = semantic.resolveType(made, file: declaration.location.file, scope: key)
                    guard let madeKey = keys.first, let made = semantic.types[madeKey] else { continue }
                    // A value type of the workspace is just a value.
                    guard made.kind == .class || made.kind == .actor else { continue }
                    // Another object of the workspace: work when making it is, in turn.
                    guard depth < 4, visiting.insert(madeKey).inserted else { continue }
                    if let inner = work(of: made, key: madeKey, in: semantic, depth: depth + 1, visiting: &visiting) {
                        return "makes a new \(base) (\(binding.firstChild?.squashedText ?? "a property")), which \(inner)"
                    }
                }
            default:
                continue
            }
        }
        return nil
    }
}

/// What making an instance of a model class does beyond storing values, in a few words ("runs
/// Book.load(…) in its init"); nil when it is cheap. What `state-observable-inline-value` reports,
/// and what the migration to `@Observable` warns about.
public func initializationWork(of model: ModelClass, in semantic: SemanticModel) -> String? {
    StateObservableInlineValue.work(of: model, in: semantic)
}
