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
    /// itself or has an explicit `init` (and no caller passes it by name to the memberwise
    /// initializer); `self.x = e` in an init becomes `_x = StateObject(wrappedValue: e)`, since a
    /// state object's value cannot be assigned, and a plain parameter installed so becomes an
    /// `@autoclosure` (`AutoclosureInit`), so the object a caller builds is built once, as
    /// state-object-from-outside asks. The title warns when a parent passes the object in: a state
    /// object keeps only the first.
    func toStateObject(_ property: ViewProperty, of view: ViewType) -> Refactoring? {
        toStateObjectPlan(property, of: view)?.refactoring
    }

    /// The conversion, with why its `@autoclosure` rewrite could not be made (if it could not).
    func toStateObjectPlan(_ property: ViewProperty, of view: ViewType) -> (refactoring: Refactoring, autoclosureProblem: String?)? {
        guard let wrapper = Edits.replaceWrapper(property, with: "@StateObject") else { return nil }
        var edits = [wrapper]
        // Private, so that non-private-state does not report what the conversion made; the title
        // says so when code outside the view may name it.
        var namedOutside = ""
        if property.initialValue != nil || view.memberwiseParameters.isEmpty, property.access > .fileprivate,
            let privacy = Edits.makePrivate(property, of: view, in: model, evenIfNamedOutside: true)
        {
            edits.append(privacy)
            if Edits.referenceOutsidePrivateScope(property.name, of: view, in: model) != nil {
                namedOutside = " (check first: '\(property.name)' is named outside \(view.name), and becomes private)"
            }
        }
        // Installed from a plain parameter: the parameter becomes an autoclosure, when it can.
        var called: [Int: String] = [:]
        var autoclosureProblem: String?
        switch AutoclosureInit.changes(for: property, of: view, wrappers: [nil, "ObservedObject"]) {
        case .success(let changes):
            for change in changes {
                if !edits.contains(change.parameterEdit) { edits.append(change.parameterEdit) }
                called[change.assignment.node.index] = change.calledValue
            }
        case .failure(let withheld):
            autoclosureProblem = withheld.reason
        }
        var fromParameter = false
        for initializer in view.initializers {
            let parameters = Set(initializer.parameters.map(\.name))
            for assignment in initializer.assignments where assignment.property == property.name {
                // `self.x = e`, and `_x = ObservedObject(wrappedValue: e)` through the storage.
                let value: String
                if let call = called[assignment.node.index] {
                    value = call
                } else if assignment.throughStorage {
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
        let passedIn = fromParameter || ownership.verdict(view: view.key, property: property.name)?.kind == .injected
        let refactoring = Refactoring(
            title: "Convert to @StateObject" + (passedIn ? " (warning: a parent passes it in; a @StateObject keeps only the first object it is given)" : "") + namedOutside,
            edits: edits.map { (files[$0.file].path, $0.range, $0.newText) }, kind: .convertWrapper(to: .stateObject))
        return (refactoring, autoclosureProblem)
    }

    /// The wrapper conversions offered on the property at an offset, each only when its result
    /// draws no finding on the property that it did not have before (no fix leads to another
    /// finding): a conversion that would is withheld, with the finding it would draw as the reason
    /// (`Refactoring.withheld`). The language server offers these; the visualizer's what-ifs are
    /// `wrapperConversions`, unchecked.
    public func checkedWrapperConversions(at offset: Int, in path: String) -> [Refactoring] {
        guard let (view, property) = self.property(at: offset, in: path) else { return [] }
        // Editors ask for code actions on every move of the cursor: a property's answer is worked
        // out once per snapshot.
        return conversionMemo.value("\(view.key)\u{0}\(property.name)\u{0}\(property.location.range.lowerBound)") {
            checkedConversions(of: property, in: view)
        }
    }

    private func checkedConversions(of property: ViewProperty, in view: ViewType) -> [Refactoring] {
        var result: [Refactoring] = []
        for conversion in wrapperConversions(view: view, property: property) {
            guard conversion.withheld == nil else {
                result.append(conversion)
                continue
            }
            let added = findingsAdded(by: conversion.edits, on: property, of: view)
            guard let first = added.first else {
                result.append(conversion)
                continue
            }
            var reason = "the result would be reported on '\(property.name)' [\(first.rule)]: \(first.message)"
            if property.wrapper == .observedObject, let problem = toStateObjectPlan(property, of: view)?.autoclosureProblem {
                reason = "its init could not take '\(property.name)' as an @autoclosure (\(problem)), so " + reason
            }
            result.append(Refactoring(title: conversion.title, edits: [], kind: conversion.kind, withheld: reason))
        }
        return result
    }

    /// The findings on `property` that the edits would add: the edits applied to the files they
    /// touch, the model updated and checked over the view's files, and compared rule by rule with
    /// what this snapshot finds there.
    func findingsAdded(by edits: [(path: String, range: Range<Int>, newText: String)], on property: ViewProperty, of view: ViewType) -> [Finding] {
        var changed = files
        var touched: Set<Int> = []
        for (path, fileEdits) in Dictionary(grouping: edits, by: \.path) {
            guard let index = file(path) else { return [] }
            var bytes = files[index].tree.source.bytes
            var floor = Int.max
            for edit in fileEdits.sorted(by: { ($0.range.lowerBound, $0.range.upperBound) > ($1.range.lowerBound, $1.range.upperBound) }) {
                // Overlapping edits cannot be applied: nothing to compare.
                guard edit.range.upperBound <= floor, edit.range.upperBound <= bytes.count else { return [] }
                bytes.replaceSubrange(edit.range, with: Array(edit.newText.utf8))
                floor = edit.range.lowerBound
            }
            changed[index] = SourceFile(path: path, tree: SyntaxTree.parse(bytes))
            touched.insert(index)
        }
        guard !touched.isEmpty else { return [] }
        let updated = SemanticModel.update(model, to: changed) ?? SemanticModel.build(changed, configuration: model.configuration, build: model.build)
        // The view's own files (its declaration and extensions): where findings about it stand.
        var scope = touched
        scope.insert(view.declaration.location.file)
        for member in view.declaration.members { scope.insert(member.file) }
        let type = view.declaration.qualifiedName
        func about(_ findings: [Finding]) -> [String: Int] {
            var rules: [String: Int] = [:]
            for finding in findings where finding.subject?.type == type && finding.subject?.property == property.name { rules[finding.rule, default: 0] += 1 }
            return rules
        }
        // What this snapshot finds there: the per-file findings the diagnostics already made.
        let before = about(scope.sorted().flatMap { findings(inFile: $0) })
        let after = Checker.check(updated, ownership: OwnershipAnalysis.analyze(updated), settings: settings, files: scope)
        var allowed = before
        var added: [Finding] = []
        for finding in after where finding.subject?.type == type && finding.subject?.property == property.name {
            if let count = allowed[finding.rule], count > 0 {
                allowed[finding.rule] = count - 1
            } else {
                added.append(finding)
            }
        }
        return added
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
