import Ownership
import Semantics
import Syntax

extension Snapshot {
    /// The wrapper conversions offered on a view property: `@ObservedObject` → `@StateObject` and
    /// back, each done completely (access, initializers, and where the object is made).
    public func wrapperConversions(at offset: Int, in path: String) -> [Refactoring] {
        guard let (view, property) = self.property(at: offset, in: path) else { return [] }
        return wrapperConversions(view: view, property: property)
    }

    /// The same, for a property already in hand.
    public func wrapperConversions(view: ViewType, property: ViewProperty) -> [Refactoring] {
        switch property.wrapper {
        case .observedObject: return toStateObject(property, of: view).map { [$0] } ?? []
        case .stateObject: return toObservedObject(property, of: view).map { [$0] } ?? []
        default: return []
        }
    }

    /// `@ObservedObject` → `@StateObject`: the wrapper; `private` when the view makes the object
    /// itself (and no caller passes it by name); `self.x = e` in an init becomes
    /// `_x = StateObject(wrappedValue: e)`, since a state object's value cannot be assigned. The
    /// title warns when a parent passes the object in: a state object keeps only the first.
    func toStateObject(_ property: ViewProperty, of view: ViewType) -> Refactoring? {
        guard let wrapper = Edits.replaceWrapper(property, with: "@StateObject") else { return nil }
        var edits = [wrapper]
        if property.initialValue != nil, let privacy = Edits.makePrivate(property, of: view, in: model) { edits.append(privacy) }
        var fromParameter = false
        for initializer in view.initializers {
            let parameters = Set(initializer.parameters.map(\.name))
            for assignment in initializer.assignments where assignment.property == property.name {
                // `self.x = e`, and `_x = ObservedObject(wrappedValue: e)` through the storage.
                let value: String
                if assignment.throughStorage {
                    guard assignment.wrapperCall != nil else { return nil }
                    value = assignment.value.node.text
                } else {
                    value = assignment.rightHandSideText
                }
                edits.append(TextEdit(
                    file: initializer.location.file, range: assignment.node.range,
                    newText: "_\(property.name) = StateObject(wrappedValue: \(value))"))
                if case .parameter(let name) = assignment.value.kind, parameters.contains(name) { fromParameter = true }
            }
        }
        let passedIn = fromParameter || ownership.verdict(view: view.typeKey, property: property.name)?.kind == .injected
        return Refactoring(
            title: "Convert to @StateObject" + (passedIn ? " (warning: a parent passes it in; a @StateObject keeps only the first object it is given)" : ""),
            edits: edits.map { (files[$0.file].path, $0.range, $0.newText) }, kind: .convertWrapper(to: .stateObject))
    }

    /// `@StateObject` → `@ObservedObject`: the wrapper; no `private`, so a parent can pass the
    /// object; `_x = StateObject(wrappedValue: e)` in an init becomes `self.x = e`. An object made
    /// inline moves to the parents: the declaration keeps only its type, and every place that
    /// builds the view passes the object it used to make (through the memberwise initializer).
    /// Nil when the object is made inline and cannot move: an explicit initializer, or no parent.
    func toObservedObject(_ property: ViewProperty, of view: ViewType) -> Refactoring? {
        guard let wrapper = Edits.replaceWrapper(property, with: "@ObservedObject") else { return nil }
        var edits = [wrapper]
        let node = property.node
        let file = property.location.file
        if let modifier = node.child(.modifierList)?.children(.declModifier).first(where: { ["private", "fileprivate"].contains($0.squashedText) }) {
            // The modifier and the space after it.
            let end = files[file].tree.source.bytes[modifier.range.upperBound] == UInt8(ascii: " ") ? modifier.range.upperBound + 1 : modifier.range.upperBound
            edits.append(TextEdit(file: file, range: modifier.range.lowerBound..<end, newText: ""))
        }
        for initializer in view.initializers {
            for assignment in initializer.assignments where assignment.property == property.name && assignment.throughStorage {
                // `_x = StateObject(wrappedValue: e)`: the value is `e`. A bare `_x = y` is
                // storage of the old wrapper's type: no conversion can keep it.
                guard assignment.wrapperCall != nil else { return nil }
                let value = assignment.value.node.text
                edits.append(TextEdit(file: initializer.location.file, range: assignment.node.range, newText: "self.\(property.name) = \(value)"))
            }
        }
        guard let value = property.initialValue else {
            return Refactoring(
                title: "Convert to @ObservedObject", edits: edits.map { (files[$0.file].path, $0.range, $0.newText) }, kind: .convertWrapper(to: .observedObject))
        }
        // The object made inline moves to every construction of the view.
        let sites = model.constructionSites(of: view.key)
        guard view.initializers.isEmpty, !sites.isEmpty, let type = property.type,
            let binding = node.children(.patternBinding).first(where: { $0.firstChild?.referencedName == property.name }),
            let initializer = binding.child(.initializerClause)
        else { return nil }
        let valueText = value.node.text
        // ` = Model()` goes; `: Model` comes if the type was inferred.
        let annotated = binding.child(.typeAnnotation) != nil
        let cut = (binding.firstChild?.range.upperBound ?? initializer.range.lowerBound)
        edits.append(TextEdit(file: file, range: (annotated ? binding.child(.typeAnnotation)!.range.upperBound : cut)..<initializer.range.upperBound, newText: annotated ? "" : ": \(type)"))
        // The memberwise parameters once the property takes part: it has no value and is not private.
        let order = view.properties.filter { candidate in
            if candidate.name == property.name { return true }
            return !candidate.isComputed && !candidate.isStatic && !(candidate.isLet && candidate.initialValue != nil)
                && !(candidate.access == .private && candidate.initialValue != nil)
        }.map(\.name)
        guard let position = order.firstIndex(of: property.name) else { return nil }
        let later = Set(order[(position + 1)...])
        for site in sites {
            let call = site.node
            let arguments = call.arguments
            if arguments.contains(where: { $0.label == property.name }) { continue }
            let argument = "\(property.name): \(valueText)"
            if let next = arguments.first(where: { $0.label.map(later.contains) ?? false }) {
                edits.append(TextEdit(file: site.location.file, range: next.node.range.lowerBound..<next.node.range.lowerBound, newText: argument + ", "))
            } else if let last = arguments.last {
                edits.append(TextEdit(file: site.location.file, range: last.node.range.upperBound..<last.node.range.upperBound, newText: ", " + argument))
            } else if let open = call.token(.leftParen) {
                edits.append(TextEdit(file: site.location.file, range: open.range.upperBound..<open.range.upperBound, newText: argument))
            } else {
                // `Child { … }` or a bare `Child`: parentheses after the callee.
                guard let callee = call.firstChild else { return nil }
                edits.append(TextEdit(file: site.location.file, range: callee.range.upperBound..<callee.range.upperBound, newText: "(\(argument))"))
            }
        }
        return Refactoring(
            title: "Convert to @ObservedObject (warning: the parents make the \(TypeDeclaration.baseName(type)) in their bodies and pass it in, a new one on every run until they own it)",
            edits: edits.map { (files[$0.file].path, $0.range, $0.newText) }, kind: .convertWrapper(to: .observedObject))
    }
}
