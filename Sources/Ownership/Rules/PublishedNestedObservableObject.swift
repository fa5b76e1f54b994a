import Semantics
import Syntax

/// `@Published var child: ChildModel` where `ChildModel` is itself an `ObservableObject`: changes
/// inside the child do not publish through the parent, so views observing the parent do not refresh.
struct PublishedNestedObservableObject: Rule {
    let id = "published-nested-observable-object"
    let defaultSeverity = Severity.warning
    let summary = "@Published holds another ObservableObject; its changes do not refresh views observing the parent."
    let explanation = """
        `@Published` announces a change when the property is assigned. For a class, that is when the reference \
        changes: mutations inside a nested `ObservableObject` publish on the child's `objectWillChange`, not the \
        parent's, so a view observing only the parent does not refresh. Observe the child directly in the views \
        that show it, forward its `objectWillChange`, or migrate both classes to `@Observable`, which tracks \
        nested reads.
        """
    let badExample = """
        final class Profile: ObservableObject { @Published var name = "" }
        final class AppModel: ObservableObject {
            @Published var profile = Profile()
        }
        """
    let goodExample = """
        @Observable final class Profile { var name = "" }
        @Observable final class AppModel {
            var profile = Profile()
        }
        """

    func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for name in context.model.models.keys.sorted() {
            guard let owner = context.model.models[name], owner.kind == .observableObject, context.inScope(owner.declaration) else { continue }
            for member in owner.published {
                guard let nested = context.model.model(named: member.type), nested.kind == .observableObject else { continue }
                // Forwarding the child's changes (`child.objectWillChange.sink { … }`) is the remedy.
                let forwards = owner.declaration.members.contains { _, node in
                    node.descendants(.memberAccessExpr).contains { $0.memberName == "objectWillChange" && $0.baseExpression?.squashedText.hasSuffix(member.name) == true }
                }
                if forwards { continue }
                findings.append(
                    finding(
                        context, about: FindingSubject(type: FindingSubject.displayName(owner.name), property: member.name, declaration: member.location), at: member.location,
                        "'\(member.name)' publishes the ObservableObject \(nested.name): changes inside it do not publish through \(owner.name), so views observing \(owner.name) do not refresh"
                    ))
            }
        }
        return findings
    }
}
