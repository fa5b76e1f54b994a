import Semantics
import Syntax

/// `@Published var child: ChildModel` where `ChildModel` is itself an `ObservableObject`: changes
/// inside the child do not publish through the parent, so views observing the parent do not refresh.
struct PublishedNestedObservableObject: Rule {
    let id = "published-nested-observable-object"
    let nominalSeverity = Severity.warning
    let summary = "@Published holds another ObservableObject; its changes do not refresh views observing the parent."
    let explanation = """
        `@Published` announces a change when the property is assigned. For a class, that is when the reference \
        changes: mutations inside a nested `ObservableObject` publish on the child's `objectWillChange`, not the \
        parent's, so a view observing only the parent does not refresh. Reported when a view that observes the \
        parent reads inside the child through it while rendering (`model.profile.name`, a member that can change: not a \
        `let`, not the child's `objectWillChange`, which a view subscribes to); a child that only UIKit code or views \
        observing it directly read goes stale nowhere. Observe the child directly in the views that show it, \
        forward its `objectWillChange`, or migrate both classes to `@Observable`, which tracks nested reads.
        """
    let badExample = """
        final class Profile: ObservableObject { @Published var name = "" }
        final class AppModel: ObservableObject {
            @Published var profile = Profile()
        }
        struct Header: View {
            @ObservedObject var model: AppModel
            var body: some View { Text(model.profile.name) }
        }
        """
    let goodExample = """
        @Observable final class Profile { var name = "" }
        @Observable final class AppModel {
            var profile = Profile()
        }
        struct Header: View {
            var model: AppModel
            var body: some View { Text(model.profile.name) }
        }
        """

    func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for name in context.model.models.keys.sorted() {
            guard let owner = context.model.models[name], owner.kind == .observableObject, context.inScope(owner.declaration) else { continue }
            for member in owner.published {
                guard let nested = context.model.modelClass(named: member.type, file: member.location.file, scope: owner.key), nested.kind == .observableObject else { continue }
                // Forwarding the child's changes (`child.objectWillChange.sink { … }`) is the remedy.
                let forwards = owner.declaration.members.contains { _, node in
                    node.descendants(.memberAccessExpr).contains { $0.memberName == "objectWillChange" && $0.baseExpression?.squashedText.hasSuffix(member.name) == true }
                }
                if forwards { continue }
                // Only a view that observes the owner and reads inside the child through it
                // (`owner.child.count`) misses the child's changes; with none, nothing goes stale.
                guard let reader = PublishedNestedObservableObject.viewReadingThrough(owner, member.name, of: nested, in: context.model) else { continue }
                findings.append(
                    finding(
                        context, about: FindingSubject(type: owner.qualifiedName, property: member.name, declaration: member.location), at: member.location,
                        "'\(member.name)' publishes the ObservableObject \(nested.qualifiedName): changes inside it do not publish through \(owner.qualifiedName), so views observing \(owner.qualifiedName) do not refresh (\(reader.view) reads \(reader.property).\(member.name).\(reader.member))"
                    ))
            }
        }
        return findings
    }

    /// The first view (in source order) with a property observing `owner` (`@StateObject`,
    /// `@ObservedObject`, `@EnvironmentObject`) that reads a member of `child` through it while
    /// rendering, a member that can change: not a `let` of the child's class (it holds one value for
    /// the child's life), nor its `objectWillChange` or a `$` publisher (subscribing to the child is
    /// how a view follows it).
    static func viewReadingThrough(_ owner: ModelClass, _ child: String, of nested: ModelClass, in model: SemanticModel) -> (view: String, property: String, member: String)? {
        for key in model.viewOrder {
            guard let view = model.views[key] else { continue }
            for property in view.properties {
                switch property.wrapper {
                case .stateObject, .observedObject, .environmentObject: break
                default: continue
                }
                guard model.modelClass(of: property)?.key == owner.key else { continue }
                for (file, member) in view.declaration.members {
                    guard let use = model.baseUse(of: member) else { continue }
                    for access in member.descendants(.memberAccessExpr) {
                        // `p.child.x`, `self.p.child.x`, `p.child?.x`, `p.child!.x`.
                        guard var base = access.baseExpression else { continue }
                        while base.kind == .optionalChainingExpr || base.kind == .forceUnwrapExpr, let inner = base.children.first { base = inner }
                        guard base.kind == .memberAccessExpr, base.memberName == child, let holder = base.baseExpression else { continue }
                        guard SemanticModel.isPropertyReference(holder, to: property.name), let read = access.memberName, read != "objectWillChange", !read.hasPrefix("$") else { continue }
                        if Premises.storedMember(read, of: nested.declaration)?.isLet == true { continue }
                        // Read in an action, it is read afresh each time: only what renders goes stale.
                        if model.use(at: access, in: member, file: file, scope: view.key, base: use) == .rendering { return (view.name, property.name, read) }
                    }
                }
            }
        }
        return nil
    }
}
