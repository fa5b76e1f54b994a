import Semantics
import Syntax

/// The rewrite `state-object-from-outside` recommends when a parent builds the object on every run
/// and the view's `init` takes it as a plain parameter: the parameter becomes
/// `@autoclosure @escaping () -> T` and the installation calls it,
/// `_x = StateObject(wrappedValue: x())`. Call sites stay as they are (`Child(model: Model())`):
/// the autoclosure defers building the object to SwiftUI, which calls it once per identity, as the
/// memberwise initializer already does for a `@StateObject` (its parameter is an autoclosure
/// because `StateObject.init(wrappedValue:)`'s is).
///
/// Only an existing initializer is rewritten: a view that relies on the memberwise initializer
/// already passes an autoclosure and needs none.
public enum AutoclosureInit {
    /// One installation of the property from a plain parameter, and how to rewrite it.
    public struct Change: Sendable {
        public let initializer: InitializerInfo
        public let assignment: InitAssignment
        public let parameter: String
        /// `model: Model` becomes `model: @autoclosure @escaping () -> Model` (the type only; a default stays).
        public let parameterEdit: TextEdit
        /// The parameter read in the installation (`model`) becomes a call (`model()`).
        public let valueEdit: TextEdit
        /// The installed value's text once the parameter is called: `model()`.
        public let calledValue: String
    }

    /// The changes that make every installation of `property` from a plain parameter of an `init`
    /// lazy, or why that cannot be done safely (one line). Empty when no `init` installs it from a
    /// plain parameter. `wrappers` are the wrapper calls that count as installing it (a conversion
    /// also rewrites `self.x = p` and `_x = ObservedObject(wrappedValue: p)`).
    public static func changes(
        for property: ViewProperty, of view: ViewType, wrappers: Set<String?> = ["StateObject"]
    ) -> Result<[Change], Withheld> {
        var changes: [Change] = []
        for initializer in view.initializers {
            for assignment in initializer.assignments where assignment.property == property.name && wrappers.contains(assignment.wrapperCall) {
                guard case .parameter(let name) = assignment.value.kind,
                    let declared = initializer.parameters.first(where: { $0.name == name }), !declared.isAutoclosure
                else { continue }
                guard let node = parameterNode(name, of: initializer.node), let type = typeNode(of: node) else {
                    return .failure(Withheld("the parameter '\(name)' of \(view.name)'s init has no type Lifeline can read"))
                }
                let typeText = type.squashedText
                // A type that is not a plain object type cannot simply become `() -> T`.
                if typeText.contains("->") || typeText.contains("inout") || typeText.contains("...") || typeText.hasPrefix("some ")
                    || node.child(.attributeList) != nil || type.kind == .attributedType
                {
                    return .failure(Withheld("the parameter '\(name)' of \(view.name)'s init is a `\(typeText)`, which cannot become an autoclosure as it is"))
                }
                // Another read of the parameter would call the autoclosure again: a second object.
                let value = assignment.value.node
                if let other = reads(of: name, in: initializer.node).first(where: { $0.range != value.range && !value.range.contains($0.range.lowerBound) }) {
                    return .failure(Withheld(
                        "\(view.name)'s init also reads '\(name)' (\(describeLine(other))): as an @autoclosure, each read would build another object"))
                }
                // Only the bare parameter is rewritten: `model` in `StateObject(wrappedValue: model)`.
                guard value.kind == .declReferenceExpr, value.referencedName == name else {
                    return .failure(Withheld("'\(property.name)' is installed from `\(value.squashedText)`, not from the parameter itself"))
                }
                changes.append(Change(
                    initializer: initializer, assignment: assignment, parameter: name,
                    parameterEdit: TextEdit(file: initializer.location.file, range: type.range, newText: "@autoclosure @escaping () -> \(typeText)"),
                    valueEdit: TextEdit(file: initializer.location.file, range: value.range, newText: "\(name)()"), calledValue: "\(name)()"))
            }
        }
        return .success(changes)
    }

    /// Why a rewrite is withheld, in one line for the user.
    public struct Withheld: Error, Sendable, Equatable {
        public let reason: String
        public init(_ reason: String) { self.reason = reason }
    }

    /// The edits of `changes`, each parameter's type rewritten once.
    public static func edits(_ changes: [Change]) -> [TextEdit] {
        var edits: [TextEdit] = []
        for change in changes {
            if !edits.contains(change.parameterEdit) { edits.append(change.parameterEdit) }
            edits.append(change.valueEdit)
        }
        return edits
    }

    /// The `parameter` node of an initializer's signature that binds `name` (its second name, or
    /// its only one).
    static func parameterNode(_ name: String, of initializer: SyntaxNode) -> SyntaxNode? {
        guard let clause = initializer.child(.functionSignature)?.child(.parameterClause) else { return nil }
        return clause.children(.parameter).first { parameter in
            let names = parameter.directTokens.prefix { $0.kind != .colon }.filter { $0.kind != .comma }
            return names.last?.identifierText == name
        }
    }

    /// A parameter's written type: its child that is neither attributes nor a default value.
    static func typeNode(of parameter: SyntaxNode) -> SyntaxNode? {
        parameter.children.first { $0.kind != .attributeList && $0.kind != .initializerClause }
    }

    /// Every reference in an initializer's body that means the parameter `name` (a local or a
    /// closure parameter of the same name shadows it).
    static func reads(of name: String, in initializer: SyntaxNode) -> [SyntaxNode] {
        guard let body = initializer.child(.codeBlock) else { return [] }
        var found: [SyntaxNode] = []
        for reference in body.descendants(.declReferenceExpr) where reference.referencedName == name {
            guard let declaration = reference.localDeclaration(of: name), declaration.kind == .parameter,
                initializer.range.contains(declaration.node.range.lowerBound), !(initializer.child(.codeBlock)?.range.contains(declaration.node.range.lowerBound) ?? false)
            else { continue }
            found.append(reference)
        }
        return found
    }

    static func describeLine(_ node: SyntaxNode) -> String {
        "line \(node.tree.source.line(containing: node.range.lowerBound) + 1)"
    }
}
