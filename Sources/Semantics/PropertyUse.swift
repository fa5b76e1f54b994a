import Syntax

/// When a view reads one of its properties: while its body renders, in code SwiftUI runs by itself
/// when the view appears (`.task`, `.onAppear`), only in code a user's action runs (a button's
/// action, a gesture, a command), or never. An environment object missing on a path crashes in the
/// first two cases as soon as the view shows, in the third only if the action runs.
public enum PropertyUse: Int, Sendable, Comparable {
    case never = 0, action, automatic, rendering

    public static func < (a: PropertyUse, b: PropertyUse) -> Bool { a.rawValue < b.rawValue }
}

extension SemanticModel {
    /// Calls whose closures run on a user's action (or an external event), not while rendering.
    static let actionCalls: Set<String> = [
        "onTapGesture", "onLongPressGesture", "onSubmit", "onDeleteCommand", "onMoveCommand", "onExitCommand", "onCommand",
        "onPasteCommand", "onCopyCommand", "onCutCommand", "onDrop", "onDrag", "onReceive", "onChange", "onOpenURL",
        "onContinueUserActivity", "onHover", "onContinuousHover", "onKeyPress", "onEnded", "onChanged", "onMove", "onDelete",
        "onInsert", "onScrollGeometryChange", "onPreferenceChange", "onReceive", "refreshable", "onDismiss", "fileImporter",
        "fileExporter", "onGeometryChange", "onScrollPhaseChange", "handlesExternalEvents",
        // The handler an action value runs when it is called (`OpenURLAction { url in … }`).
        "OpenURLAction",
    ]
    /// Calls whose closures SwiftUI runs by itself when the view appears.
    static let automaticCalls: Set<String> = ["task", "onAppear"]
    /// Argument labels of closures that run on an action.
    static let actionLabels: Set<String> = ["action", "perform", "onDismiss", "onCompletion", "primaryAction", "onCommit", "onEditingChanged"]

    /// When `view` reads its property `name` (through `name`, `self.name`, `$name` or `_name`).
    /// With `certainRowsOnly`, a read in a branch of an `if` or `switch` (taken only when its
    /// condition holds) or in a `ForEach` row over data that may be empty counts for
    /// nothing (what a preview shows as it opens: there may be no rows).
    /// With `valueOnly`, a `$name` (a binding handed on, which reads nothing) does not count.
    public func use(of name: String, in view: ViewType, certainRowsOnly: Bool = false, valueOnly: Bool = false) -> PropertyUse {
        var best = PropertyUse.never
        for (file, member) in view.declaration.members {
            guard let base = baseUse(of: member), SemanticModel.mentions(member, name) else { continue }
            for reference in member.descendants(.declReferenceExpr) where SemanticModel.refers(reference, to: name) {
                if valueOnly, reference.firstToken?.text.hasPrefix("$") == true { continue }
                if certainRowsOnly && (SemanticModel.inBranch(reference, within: member) || SemanticModel.inUncertainRow(reference, within: member)) { continue }
                best = max(best, use(at: reference, in: member, file: file, scope: view.key, base: base))
                if best == .rendering { return best }
            }
            for access in member.descendants(.memberAccessExpr) where access.memberName == name {
                guard access.baseExpression?.firstToken?.kind == .kwSelf, access.baseExpression?.kind == .declReferenceExpr else { continue }
                if certainRowsOnly && (SemanticModel.inBranch(access, within: member) || SemanticModel.inUncertainRow(access, within: member)) { continue }
                best = max(best, use(at: access, in: member, file: file, scope: view.key, base: base))
                if best == .rendering { return best }
            }
        }
        return best
    }

    /// Whether `node` is inside the content of a `ForEach` (within `member`) whose data may be
    /// empty: anything but a non-empty array literal, a range of integer literals or `allCases`.
    public static func inUncertainRow(_ node: SyntaxNode, within member: SyntaxNode) -> Bool {
        for ancestor in member.path(to: node.range.lowerBound) where ancestor.kind == .functionCallExpr && ancestor.index != node.index {
            guard ancestor.calleeName == "ForEach", let data = ancestor.arguments.first?.value, !data.range.contains(node.range.lowerBound) else { continue }
            if !rowsCertain(data) { return true }
        }
        return false
    }

    /// Whether `node` is inside a branch of an `if` or `switch` (not its condition), or of a `?:`,
    /// within `member`: reached only when that branch is taken, which is not known. The branch an
    /// `if #available` takes on current systems counts as taken.
    public static func inBranch(_ node: SyntaxNode, within member: SyntaxNode) -> Bool {
        let path = member.path(to: node.range.lowerBound)
        for (index, ancestor) in path.enumerated() where index + 1 < path.count && ancestor.index != node.index {
            let child = path[index + 1]
            switch ancestor.kind {
            case .ifExpr:
                let condition = ancestor.children.first { $0.kind == .conditionList || $0.kind == .expressionCondition }
                if let condition, condition.range.contains(node.range.lowerBound) { continue }
                let blocks = ancestor.children.filter { $0.kind == .codeBlock }
                let available = condition?.squashedText.hasPrefix("#available") == true
                if available, blocks.first.map({ $0.range == child.range }) == true { continue }
                if child.kind == .codeBlock || child.kind == .ifExpr { return true }
            case .switchExpr:
                if child.kind == .switchCase { return true }
            case .ternaryExpr:
                return true
            default:
                break
            }
        }
        return false
    }

    /// Whether a `ForEach`'s data certainly has elements.
    public static func rowsCertain(_ data: SyntaxNode) -> Bool {
        switch data.kind {
        case .arrayExpr: return data.firstDescendant(.arrayElement) != nil
        case .memberAccessExpr: return data.memberName == "allCases"
        case .sequenceExpr:
            // `0..<3`, `1...n` with literals: not empty (`0..<0` is).
            let parts = data.children
            guard parts.count == 3, parts[0].kind == .integerLiteralExpr, parts[2].kind == .integerLiteralExpr,
                let low = Int(parts[0].squashedText.filter { $0 != "_" }), let high = Int(parts[2].squashedText.filter { $0 != "_" })
            else { return false }
            return parts[1].squashedText.contains("<") ? low < high : low <= high
        default: return false
        }
    }

    /// `+=`, `<<=`, `&*=`…: an operator that assigns; not `==`, `!=`, `<=`, `>=`, `===`, `!==`.
    static func isCompoundAssignment(_ op: String) -> Bool {
        op.count >= 2 && op.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(op)
    }

    /// When `view` reads a member of its property `name` (`box.count`; not `box.count = 1`): what a
    /// plain class's changes would have to refresh.
    public func memberUse(of name: String, in view: ViewType) -> PropertyUse {
        var best = PropertyUse.never
        for (file, member) in view.declaration.members {
            guard let base = baseUse(of: member), SemanticModel.mentions(member, name) else { continue }
            var assigned: Set<Int> = []
            for sequence in member.descendants(.sequenceExpr) {
                let parts = sequence.children
                // `box.count = 1`, `box.count += 1`: written, not read (a comparison reads).
                guard parts.count >= 3 else { continue }
                let written = parts[1].kind == .assignmentExpr || (parts[1].kind == .binaryOperatorExpr && SemanticModel.isCompoundAssignment(parts[1].squashedText))
                if written { assigned.insert(parts[0].index) }
            }
            for access in member.descendants(.memberAccessExpr) where !assigned.contains(access.index) {
                guard let base0 = access.baseExpression else { continue }
                let refers =
                    (base0.kind == .declReferenceExpr && SemanticModel.refers(base0, to: name))
                    || (base0.kind == .memberAccessExpr && base0.memberName == name && base0.baseExpression?.firstToken?.kind == .kwSelf)
                guard refers else { continue }
                best = max(best, use(at: access, in: member, file: file, scope: view.key, base: base))
                if best == .rendering { return best }
            }
        }
        return best
    }

    /// How a member's code runs: a computed property (the body, a view helper) while rendering, a
    /// view builder function while rendering, another method when something calls it (an action);
    /// nil for members whose code is not the view's (stored properties' values run at init).
    public func baseUse(of member: SyntaxNode) -> PropertyUse? {
        switch member.kind {
        case .variableDecl:
            return member.firstDescendant(.accessorBlock) != nil ? .rendering : nil
        case .functionDecl:
            // A function that gives a view (the same test as for factories: `some View`, a view of
            // the workspace; not `UIViewController`).
            let builds =
                member.attributeNames.contains("ViewBuilder")
                || (member.child(.functionSignature)?.firstDescendant(.returnClause).map { Builder.namesView($0.squashedText, viewNames: parts.viewNames) } ?? false)
            return builds ? .rendering : .action
        default:
            return nil
        }
    }

    /// Whether a node's text contains `name` (a byte search, no string built).
    public static func mentions(_ node: SyntaxNode, _ name: String) -> Bool {
        node.tree.source.contains(Array(name.utf8), in: node.range)
    }

    /// Whether `node` names a type's own property `name`: `name` or `self.name`, or a local of that
    /// name bound to the property itself (`if let name`, `guard let name = self.name`,
    /// `let name = name`); not another local of that name (a closure parameter, `let name = other`).
    public static func isPropertyReference(_ node: SyntaxNode, to name: String) -> Bool {
        if node.kind == .memberAccessExpr, node.baseExpression?.firstToken?.kind == .kwSelf { return node.memberName == name }
        guard node.kind == .declReferenceExpr, node.referencedName == name else { return false }
        guard let local = node.localDeclaration(of: name) else { return true }
        guard local.kind == .optionalBinding || local.kind == .binding else { return false }
        // `if let name`: the property itself, unwrapped. (A `for` or `case let` pattern has no value.)
        guard let value = local.value else { return local.kind == .optionalBinding }
        return (value.kind == .declReferenceExpr && value.referencedName == name)
            || (value.kind == .memberAccessExpr && value.memberName == name && value.baseExpression?.firstToken?.kind == .kwSelf)
    }

    static func refers(_ reference: SyntaxNode, to name: String) -> Bool {
        guard let token = reference.firstToken else { return false }
        let text = token.kind == .identifier ? token.identifierText : token.text
        return text == name || text == "$" + name || text == "_" + name
    }

    /// The use a reference makes, from the closures around it inside `member` (a member, in `file`,
    /// of the type `scope`: the names of the views and types it calls resolve there).
    public func use(at reference: SyntaxNode, in member: SyntaxNode, file: Int, scope: TypeKey?, base: PropertyUse) -> PropertyUse {
        SemanticModel.use(at: reference, in: member, base: base, storesClosures: { callee, label in
            storesClosures(callee, file: file, scope: scope) || isCallback(of: callee, label: label, file: file, scope: scope)
        })
    }

    /// Whether a closure given to the workspace view `callee` (as the argument `label`, or as an
    /// unlabelled trailing closure) is a callback: the parameter that takes it has a function type
    /// returning nothing (`(Mode) -> Void`), which the view calls on some event. Content a view
    /// renders returns a view; with no function-typed parameter of that label, or one that may
    /// return a view, the closure is not taken for a callback.
    public func isCallback(of callee: String, label: String?, file: Int, scope: TypeKey?) -> Bool {
        guard let first = callee.utf8.first, (0x41...0x5A).contains(first), parts.viewNames.contains(callee),
            let view = resolveType(callee, file: file, scope: scope).lazy.compactMap({ views[$0] }).first
        else { return false }
        // Each function-typed slot: an explicit initializer's parameters, else the memberwise
        // initializer's (the stored properties).
        var slots: [(label: String?, type: String)] = []
        for initializer in view.initializers {
            for parameter in initializer.parameters { if let type = parameter.type, type.contains("->") { slots.append((parameter.label, type)) } }
        }
        if view.initializers.isEmpty {
            for property in view.properties where !property.isComputed && !property.isStatic {
                if let type = property.type, type.contains("->") { slots.append((property.name, type)) }
            }
        }
        let candidates = label.map { label in slots.filter { $0.label == label } } ?? slots
        guard !candidates.isEmpty else { return false }
        return candidates.allSatisfy { slot in
            let type = slot.type.filter { $0 != " " }
            return type.hasSuffix("->Void") || type.hasSuffix("->()") || type.hasSuffix("->Void)?") || type.hasSuffix("->())?")
                || type.hasSuffix("->Void)!")
        }
    }

    /// Whether a call of `callee` builds a workspace type that is not a view (`KeyCommand(title:) {
    /// … }`, `Action { … }`): its closures are kept and run later, on some event, not while the
    /// view renders.
    public func storesClosures(_ callee: String, file: Int, scope: TypeKey?) -> Bool {
        guard let first = callee.utf8.first, (0x41...0x5A).contains(first), !parts.viewNames.contains(callee),
            let declaration = resolveType(callee, file: file, scope: scope).lazy.compactMap({ types[$0] }).first
        else { return false }
        guard declaration.kind == .struct || declaration.kind == .class else { return false }
        // Content that SwiftUI builds while rendering (toolbar content, commands, layouts, scenes),
        // and a type that takes a `@ViewBuilder` closure, renders what its closures build.
        if declaration.inherits.contains(where: { Builder.nonViewBuilders.contains(TypeDeclaration.baseName($0)) }) {
            return false
        }
        return !declaration.members.contains { _, member in
            (member.kind == .initializerDecl || member.kind == .variableDecl) && SemanticModel.mentions(member, "@ViewBuilder")
        }
    }

    /// `onSomething`: SwiftUI's event modifiers (`onChange`, `onSubmit`), the helpers named after
    /// them, and the closure parameters that follow the convention (`onChange:`,
    /// `onCommandReturnKey:`): a closure given there runs on that event, not while rendering.
    /// (`onAppear` is not asked about here: it is an automatic call.)
    static func isEventName(_ name: String) -> Bool {
        name.count > 2 && name.hasPrefix("on") && name[name.index(name.startIndex, offsetBy: 2)].isUppercase
    }

    static func use(at reference: SyntaxNode, in member: SyntaxNode, base: PropertyUse, storesClosures: (String, String?) -> Bool) -> PropertyUse {
        var result = base
        let ancestors = member.tree.root.path(to: reference.range.lowerBound).filter { member.range.contains($0.range.lowerBound) }
        // A function handed on as a value (`Button("Go", action: model.refresh)`, `.onSubmit(perform:
        // search)`) runs where a closure in its place would: an argument whose whole value is the
        // reference, uncalled, under a label that takes a function called on an event (the label
        // says so; a value argument such as `.onChange(of: model.x)` is read while rendering).
        if let argument = ancestors.lastIndex(where: { $0.kind == .labeledExpr }), argument >= 2,
            ancestors[(argument + 1)...].allSatisfy({ $0.kind == .memberAccessExpr || $0.kind == .declReferenceExpr }),
            ancestors[argument - 2].kind == .functionCallExpr
        {
            let tokens = ancestors[argument].directTokens
            let label = tokens.count >= 2 && tokens[1].kind == .colon ? tokens[0].identifierText : nil
            if let label, actionLabels.contains(label) || (isEventName(label) && !automaticCalls.contains(label)) { return .action }
        }
        for (index, node) in ancestors.enumerated() where node.kind == .closureExpr {
            // Where the closure is: an argument (`action: { }`), a trailing closure, labelled or not.
            guard index > 0 else { continue }
            var holder = ancestors[index - 1]
            var label: String?
            if holder.kind == .labeledExpr {
                let tokens = holder.directTokens
                label = tokens.count >= 2 && tokens[1].kind == .colon ? tokens[0].identifierText : nil
                if index >= 3 { holder = ancestors[index - 3] }  // labeledExpr ← argumentList ← call
            } else if holder.kind == .trailingClosure {
                label = holder.firstToken?.text
                if index >= 2 { holder = ancestors[index - 2] }
            }
            guard holder.kind == .functionCallExpr, let callee = holder.calleeName else { continue }
            if let label, actionLabels.contains(label) || (isEventName(label) && !automaticCalls.contains(label)) { return .action }
            // `Binding(get: { … }, set: { … })`: the setter runs when the control writes, on an action.
            if label == "set" && holder.calleeName == "Binding" { return .action }
            if automaticCalls.contains(callee) {
                result = min(result, .automatic)
                continue
            }
            if actionCalls.contains(callee) || storesClosures(callee, label) { return .action }
            // `onSomething` (SwiftUI's event modifiers and the helpers named after them) runs on an event.
            if isEventName(callee) { return .action }
            if callee == "Button" && label == nil {
                // `Button("Save") { save() }`, `Button { save() } label: { … }`: the first unlabelled
                // closure is the action unless an `action:` argument is given.
                let hasActionArgument = holder.arguments.contains { $0.label == "action" }
                if !hasActionArgument, holder.trailingClosures.first?.closure.index == node.index { return .action }
            }
        }
        return result
    }
}
