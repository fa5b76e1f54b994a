import Semantics
import Syntax

/// A SwiftUI property wrapper where SwiftUI never installs it: on a stored property of a class (an
/// `ObservableObject` view model holding `@ObservedObject` or `@EnvironmentObject`), or on a `static`
/// property of a view. SwiftUI installs wrappers only on the stored properties of the view (or
/// `DynamicProperty`) values it renders, so these do nothing: an environment read yields the
/// default value or traps, and an observed object's changes update nothing.
struct WrapperNotInstalled: Rule {
    let id = "wrapper-not-installed"
    let nominalSeverity = Severity.warning
    let summary = "A SwiftUI wrapper on a class's property or a static property: SwiftUI never installs it."
    let explanation = """
        SwiftUI gives `@State`, `@StateObject`, `@ObservedObject`, `@EnvironmentObject`, `@Environment`, \
        `@FocusState`, `@GestureState` and `@Namespace` their storage and their updates only on the stored \
        properties of a view (or of a `DynamicProperty` held by a view) that it renders. On a stored property \
        of a class, such as an `ObservableObject` view model, or on a `static` property, nothing installs \
        them: `@Environment` gives the key's default value (`@Environment(Model.self)` and \
        `@EnvironmentObject` trap when read), `@State` warns "Accessing State's value outside of being \
        installed on a View", and `@ObservedObject` subscribes to nothing. Pass the object in, or keep the \
        property on the view.
        """
    let badExample = """
        final class ListModel: ObservableObject {
            @ObservedObject var collection = Collection.shared
            @Published var items: [String] = []
        }
        """
    let goodExample = """
        final class ListModel: ObservableObject {
            let collection = Collection.shared
            @Published var items: [String] = []
        }
        """

    /// The wrappers only SwiftUI installs (`@Published`, `@AppStorage` and `@Binding` work anywhere).
    static func installedOnlyByViews(_ wrapper: PropertyWrapper) -> Bool {
        switch wrapper {
        case .state, .stateObject, .observedObject, .environmentObject, .environmentValue, .environmentObservable, .focusState,
            .gestureState, .namespace:
            return true
        default:
            return false
        }
    }

    let consequence = "The wrapper does nothing: an environment read traps or gives the default, an object's changes update nothing."
    var premises: [PremiseDescription] { [WrapperNotInstalled.consequenceShows] }

    func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        // Classes.
        // (The checker sorts the findings: the classes need no order here.)
        for model in context.model.models.values {
            guard context.inScope(model.declaration) else { continue }
            for (file, member) in model.declaration.members where member.kind == .variableDecl {
                guard let attribute = member.attributes.first(where: { WrapperNotInstalled.installedOnlyByViews(PropertyWrapper(attribute: $0)) }),
                    !member.modifierWords.contains("static") && !member.modifierWords.contains("class")
                else { continue }
                let wrapper = PropertyWrapper(attribute: attribute)
                for binding in member.children(.patternBinding) where binding.child(.accessorBlock) == nil {
                    guard let pattern = binding.firstChild, let property = pattern.referencedName else { continue }
                    let keyword = member.directTokens.first { $0.kind == .kwVar || $0.kind == .kwLet }
                    let uses = WrapperNotInstalled.uses(of: property, in: model.declaration, besides: member)
                    let premise = WrapperNotInstalled.premise(wrapper, property: property, uses: uses, owner: model.declaration.simpleName)
                    let consequence = premise.established ? WrapperNotInstalled.consequence(wrapper) : "the wrapper does nothing there"
                    findings.append(
                        finding(
                            context,
                            about: FindingSubject(
                                type: model.qualifiedName, property: property,
                                declaration: Location(file: file, range: keyword?.range ?? pattern.range)),
                            at: Location(file: file, range: pattern.range),
                            "'\(property)' is \(wrapper) on a property of the class \(model.declaration.simpleName): SwiftUI installs it only on a view, so \(consequence)",
                            fixes: WrapperNotInstalled.removal(attribute, wrapper, file: file), premises: [premise]))
                }
            }
        }
        // Static properties of views.
        for key in context.viewOrder {
            guard let view = context.model.views[key] else { continue }
            for property in view.properties where property.isStatic && WrapperNotInstalled.installedOnlyByViews(property.wrapper) {
                findings.append(
                    finding(
                        context, about: FindingSubject(view: view, property: property), at: Location(file: property.location.file, range: property.nameRange),
                        "'\(property.name)' is a static \(property.wrapper): SwiftUI installs wrappers only on a view's stored instance properties, so \(WrapperNotInstalled.consequence(property.wrapper))"
                    ))
            }
        }
        return findings
    }

    /// How the class's own code uses a property: read at all, and subscribed to by hand (`x.$items`,
    /// `x.objectWillChange`: the class then observes the object itself).
    static func uses(of name: String, in declaration: TypeDeclaration, besides declarationNode: SyntaxNode) -> (read: Bool, subscribed: Bool) {
        var read = false
        var subscribed = false
        for (_, node) in declaration.members where !(node.range == declarationNode.range && node.tree.source.bytes.count == declarationNode.tree.source.bytes.count) {
            func isProperty(_ reference: SyntaxNode) -> Bool {
                if reference.kind == .declReferenceExpr { return reference.referencedName == name && reference.localDeclaration(of: name) == nil }
                if reference.kind == .memberAccessExpr { return reference.memberName == name && reference.baseExpression?.firstToken?.kind == .kwSelf }
                return false
            }
            for reference in node.descendants(.declReferenceExpr) + node.descendants(.memberAccessExpr) where isProperty(reference) { read = true }
            // An initializer's parameter of the same name is the object it stores there (`self.x = x`).
            func isPropertyOrItsParameter(_ base: SyntaxNode) -> Bool {
                if isProperty(base) { return true }
                return base.kind == .declReferenceExpr && base.referencedName == name && base.localDeclaration(of: name)?.kind == .parameter
                    && node.kind == .initializerDecl
            }
            for access in node.descendants(.memberAccessExpr) {
                guard let base = access.baseExpression, isPropertyOrItsParameter(base), let member = access.memberName else { continue }
                if member.hasPrefix("$") || member == "objectWillChange" { subscribed = true }
            }
        }
        return (read, subscribed)
    }

    static let consequenceShows = PremiseDescription(
        "consequence-shows",
        """
        the missing installation shows: an environment wrapper is read somewhere in the class (the read traps or \
        gives the default), and an object wrapper's object is not subscribed to by the class itself (`x.$items.sink`, \
        `x.objectWillChange`), through which the changes it needs arrive anyway.
        """)

    static func premise(_ wrapper: PropertyWrapper, property: String, uses: (read: Bool, subscribed: Bool), owner: String) -> Premise {
        switch wrapper {
        case .observedObject, .stateObject:
            if !uses.read { return .unknown(consequenceShows.id, "that any change is missed: \(owner) never reads '\(property)'") }
            if uses.subscribed { return .unknown(consequenceShows.id, "that changes are missed: \(owner) subscribes to '\(property)' itself") }
            return .holds(consequenceShows.id, "\(owner) does not subscribe to '\(property)' itself")
        default:
            if !uses.read { return .unknown(consequenceShows.id, "that anything reads '\(property)': \(owner) never does") }
            return .holds(consequenceShows.id, "\(owner) reads '\(property)'")
        }
    }

    static func consequence(_ wrapper: PropertyWrapper) -> String {
        switch wrapper {
        case .environmentValue: return "it always gives the key's default value, whatever the environment holds"
        case .environmentObject, .environmentObservable: return "reading it traps: no environment is ever looked up for it"
        case .observedObject, .stateObject: return "nothing subscribes to the object: its changes update nothing"
        default: return "it keeps no state and updates nothing"
        }
    }

    /// For an object wrapper on a class: drop the attribute (the object is then an ordinary reference).
    static func removal(_ attribute: Attribute, _ wrapper: PropertyWrapper, file: Int) -> [Fix] {
        guard wrapper == .observedObject || wrapper == .stateObject else { return [] }
        let node = attribute.node
        var end = node.range.upperBound
        let bytes = node.tree.source.bytes
        while end < bytes.count && (bytes[end] == 0x20 || bytes[end] == 0x09) { end += 1 }
        return [Fix(title: "Remove \(wrapper): hold the object as a plain reference", edits: [TextEdit(file: file, range: node.range.lowerBound..<end, newText: "")], isSafe: false)]
    }
}
