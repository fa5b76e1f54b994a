/// SwiftUI's views and modifiers as the simulator knows them, and result-builder evaluation of
/// bodies and content closures into `VNode` descriptions.
extension Engine {
    static let viewModifierNames: Set<String> = [
        "padding", "font", "foregroundColor", "foregroundStyle", "background", "overlay", "frame", "ignoresSafeArea",
        "bold", "italic", "cornerRadius", "clipShape", "shadow", "opacity", "scaleEffect", "rotationEffect", "offset",
        "buttonStyle", "textFieldStyle", "toggleStyle", "listStyle", "pickerStyle", "tint", "accentColor", "animation",
        "transition", "resizable", "scaledToFit", "scaledToFill", "aspectRatio", "imageScale", "lineLimit",
        "multilineTextAlignment", "fixedSize", "layoutPriority", "contentShape", "border", "navigationBarTitleDisplayMode",
        "toolbar", "alert", "confirmationDialog", "popover", "contextMenu", "swipeActions", "searchable", "refreshable",
        "onTapGesture", "gesture", "simultaneousGesture", "accessibilityLabel", "accessibilityIdentifier", "id", "onAppear",
        "onDisappear", "task", "onChange", "sheet", "fullScreenCover", "environmentObject", "environment",
        "navigationDestination", "tabItem", "tag", "navigationTitle", "disabled", "equatable", "modifier", "fontWeight",
        "monospacedDigit", "labelsHidden", "keyboardType", "autocorrectionDisabled", "textInputAutocapitalization",
        "onSubmit", "submitLabel", "focused", "redacted", "preferredColorScheme", "listRowBackground", "badge",
        "navigationBarBackButtonHidden", "interactiveDismissDisabled", "presentationDetents", "zIndex", "hidden",
        "symbolRenderingMode", "controlSize", "containerRelativeFrame", "safeAreaInset", "scrollContentBackground",
        "onReceive", "drawingGroup", "compositingGroup", "blur", "saturation", "grayscale", "brightness", "mask",
        "allowsHitTesting", "help", "keyboardShortcut", "frame", "position", "clipped", "tracking", "kerning",
    ]

    static let builtinViewNames: Set<String> = [
        "Text", "Label", "Image", "Button", "Toggle", "TextField", "SecureField", "TextEditor", "NavigationLink",
        "NavigationStack", "NavigationView", "TabView", "Tab", "TabSection", "ForEach", "List", "Section", "VStack", "HStack", "ZStack",
        "LazyVStack", "LazyHStack", "ScrollView", "Form", "Group", "GeometryReader", "LazyVGrid", "LazyHGrid", "Grid",
        "GridRow", "ViewThatFits", "ScrollViewReader", "Menu", "DisclosureGroup", "GroupBox", "ControlGroup",
        "NavigationSplitView", "WindowGroup", "Settings", "ToolbarItem", "ToolbarItemGroup", "HSplitView", "VSplitView",
        "Picker", "Window", "DocumentGroup", "AnyView", "EmptyView", "Spacer", "Divider", "ProgressView", "Rectangle",
        "Circle", "Capsule", "RoundedRectangle", "Ellipse", "LinearGradient", "RadialGradient", "AngularGradient",
        "Stepper", "Slider", "DatePicker", "ColorPicker", "ShareLink", "Link", "ContentUnavailableView", "EditButton",
        "Path", "Canvas", "TimelineView", "Chart",
    ]

    // MARK: Builders

    /// Runs statements as a `@ViewBuilder`: each expression statement is a child, `if` and
    /// `switch` are conditional content with one identity per branch.
    func buildBlock(_ statements: [Stmt], _ scope: Scope) throws -> VNode {
        var items: [VNode] = []
        if statements.count > 1 { items.reserveCapacity(statements.count) }
        activeScopes.append(scope)
        defer { activeScopes.removeLast() }
        for statement in statements {
            switch statement {
            case .expr(let expr, let place):
                try tick(place)
                let value = try eval(expr, scope)
                if let node = asView(value) {
                    items.append(node)
                    temporaryRoots.append(.view(node))
                }
                // Temporaries of the statement (a throwaway made in a child's init) go now; in a
                // large tree, at the end of the body instead, which keeps long lists linear.
                if mayHaveGarbage && collectsPerStatement { collectGarbage() }
            case .ifStmt(let statement):
                let node = try buildIf(statement, scope)
                items.append(node)
                temporaryRoots.append(.view(node))
            case .switchStmt(let statement):
                let node = try buildSwitch(statement, scope)
                items.append(node)
                temporaryRoots.append(.view(node))
            case .block(let statements), .sequence(let statements):
                // `#if` content in a builder: its views belong to this builder.
                let node = try buildBlock(statements, scope)
                items.append(node)
                temporaryRoots.append(.view(node))
            case .returnStmt(let expr):
                temporaryRoots.removeLast(items.count)
                guard let expr else { return VNode(.empty) }
                return asView(try eval(expr, scope)) ?? VNode(.empty)
            default:
                switch try exec(statement, scope) {
                case .returned(let value):
                    temporaryRoots.removeLast(items.count)
                    return asView(value) ?? VNode(.empty)
                default:
                    break
                }
            }
        }
        temporaryRoots.removeLast(items.count)
        if items.count == 1 { return items[0] }
        return VNode(.group, children: items)
    }

    func buildIf(_ statement: IfStmt, _ scope: Scope) throws -> VNode {
        let inner = statement.bindsNames ? Scope(parent: scope) : scope
        let holds = try conditionsHold(statement.conditions, inner)
        if !settings.steerToward.isEmpty {
            // Steered: the branch that leads to a place steered toward, when only one does.
            let file = statement.place.file
            let intoThen = steersInto(file, statement.thenRange)
            let intoElse = statement.elseRange.map { steersInto(file, $0) } ?? false
            // A choice fixed by values the view builder holds cannot go the other way in the app:
            // not steered, and not watched (the same place decides for each row or value it is
            // built for).
            let fixed = intoThen != intoElse && statement.conditions.allSatisfy { isFixed($0, scope) }
            if intoThen != intoElse, !fixed { noteNaturalChoice(statement.place, holds ? 0 : 1) }
            if !holds, intoThen, !intoElse, !fixed {
                noteSteered(statement.place)
                let assumed = Scope(parent: scope)
                try assume(statement.conditions, assumed)
                return VNode(.conditional(0), children: [try buildBlock(statement.then, assumed)])
            }
            if holds, intoElse, !intoThen, !fixed, let otherwise = statement.otherwise {
                noteSteered(statement.place)
                return try buildElse(otherwise, scope)
            }
        }
        if holds {
            return VNode(.conditional(0), children: [try buildBlock(statement.then, inner)])
        }
        guard let otherwise = statement.otherwise else { return VNode(.conditional(1)) }
        return try buildElse(otherwise, scope)
    }

    private func buildElse(_ otherwise: [Stmt], _ scope: Scope) throws -> VNode {
        if otherwise.count == 1, case .ifStmt(let nested) = otherwise[0] {
            return VNode(.conditional(1), children: [try buildIf(nested, Scope(parent: scope))])
        }
        return VNode(.conditional(1), children: [try buildBlock(otherwise, Scope(parent: scope))])
    }

    func buildSwitch(_ statement: SwitchStmt, _ scope: Scope) throws -> VNode {
        let subject = try eval(statement.subject, scope)
        // Steered: a case that leads to a place steered toward, whichever matches.
        let steeredCases = settings.steerToward.isEmpty ? [] : statement.cases.indices.filter { steersInto(statement.place.file, statement.cases[$0].range) }
        var matched = -1
        var matchedScope = scope
        for (index, item) in statement.cases.enumerated() {
            let inner = item.bindsNames ? Scope(parent: scope) : scope
            if try caseMatches(item, subject, inner) {
                matched = index
                matchedScope = inner
                break
            }
        }
        // Several cases lead there (a router's cases that build the same screen): the one that
        // matches when it is one of them, else the first.
        if let index = steeredCases.first, !isFixed(statement.subject, scope) {
            noteNaturalChoice(statement.place, matched)
            if !steeredCases.contains(matched) {
                noteSteered(statement.place)
                let assumed = Scope(parent: scope)
                for pattern in statement.cases[index].patterns { Engine.bindUnknown(pattern, in: assumed) }
                return VNode(.conditional(index), children: [try buildBlock(statement.cases[index].body, assumed)])
            }
        }
        guard matched >= 0 else { return VNode(.conditional(-1)) }
        return VNode(.conditional(matched), children: [try buildBlock(statement.cases[matched].body, matchedScope)])
    }

    /// Whether a steered place's choice is fixed where it is made, so that no run of the app
    /// makes it otherwise: every value the condition or subject reads is a literal, or a known
    /// value of a local, a closure's parameter or a value type's own `self` (a `ForEach` row's
    /// element, `let tab = AppTab.timeline`, `switch self` in an enum's method). Such a value is
    /// what the code made it; only storage the app changes (a view's state, an object's
    /// property, a binding) or a value the simulator does not know may go the other way. Steering
    /// past a fixed choice would show branches the app never takes together.
    func isFixed(_ expr: Expr, _ scope: Scope) -> Bool {
        switch expr {
        case .literal, .implicitMember, .keyPath:
            return true
        case .name, .selfRef, .member:
            guard let value = fixedValue(expr, scope) else { return false }
            switch value {
            case .opaque, .object, .binding, .closure: return false
            default: return true
            }
        case .binary(_, let lhs, let rhs, _):
            return isFixed(lhs, scope) && isFixed(rhs, scope)
        case .prefix(_, let inner), .forceUnwrap(let inner), .optionalChain(let inner):
            return isFixed(inner, scope)
        case .tuple(let items):
            return items.allSatisfy { isFixed($0.1, scope) }
        default:
            return false
        }
    }

    func isFixed(_ condition: Condition, _ scope: Scope) -> Bool {
        switch condition {
        case .boolean(let expr): return isFixed(expr, scope)
        case .optionalBinding(let name, let expr): return isFixed(expr ?? .name(name, SourcePlace(file: 0, offset: 0)), scope)
        case .pattern(_, let expr): return isFixed(expr, scope)
        }
    }

    /// The value of a local, of a value type's `self`, or of a stored field of either, read
    /// without running code; nil for anything else (a view's or an object's property, a global).
    private func fixedValue(_ expr: Expr, _ scope: Scope) -> Value? {
        switch expr {
        case .name(let name, _):
            return scope.lookup(name)
        case .selfRef:
            guard case .structure(let box)? = currentSelf else { return nil }
            return box.value.fields["#case"] ?? .structure(box.value)
        case .member(let base, let name, _):
            guard case .structure(let value)? = fixedValue(base, scope) else { return nil }
            return value.fields[name]
        default:
            return nil
        }
    }

    /// Binds what conditions bind, as when they hold: a name whose value is nil, unknown or does
    /// not match is unknown. For a branch a run is steered into.
    func assume(_ conditions: [Condition], _ scope: Scope) throws {
        for condition in conditions {
            switch condition {
            case .boolean(let expr):
                _ = try eval(expr, scope)
            case .optionalBinding(let name, let expr):
                let value = try expr.map { try eval($0, scope) } ?? (try eval(.name(name, SourcePlace(file: 0, offset: 0)), scope))
                if value.isNone { scope.declare(name, .opaque(name)) } else { scope.declare(name, value) }
            case .pattern(let pattern, let expr):
                let value = try eval(expr, scope)
                if case .opaque = value { Engine.bindUnknown(pattern, in: scope) } else if !(try match(pattern, value, scope)) { Engine.bindUnknown(pattern, in: scope) }
            }
        }
    }

    func asView(_ value: Value) -> VNode? {
        switch value {
        case .view(let node): return node
        case .structure(let s) where s.type == "Color": return VNode(.other("Color"))
        case .structure(let s) where s.type == "#view": return s.fields["#self"].flatMap { asView($0) }
        case .opaque(let text): return VNode(.other("<\(text)>"))
        case .string(let text): return VNode(.text(text))
        default: return nil
        }
    }

    /// Calls a content closure in builder mode.
    func buildContent(_ content: Value?, _ arguments: [Value] = []) throws -> VNode {
        guard let content else { return VNode(.empty) }
        switch content {
        case .closure(let closure):
            guard let code = closure.code else { return VNode(.empty) }
            // A content closure without parameters or declarations runs in the scope it captured.
            let scope = code.parameters.isEmpty && !code.declaresNames ? (closure.scope ?? Scope(parent: nil)) : Scope(parent: closure.scope)
            try bind(code.parameters, to: arguments, in: scope) { .opaque($0) }
            if let context = closure.selfContext { activeSelves.append(context) }
            defer { if closure.selfContext != nil { activeSelves.removeLast() } }
            return try buildBlock(code.body, scope)
        default:
            return asView(content) ?? VNode(.empty)
        }
    }

    /// The body of a view value, evaluated as a view builder.
    func evaluateBody(_ instance: ViewInstance) throws -> VNode {
        guard let body = instance.type.body else { return VNode(.empty) }
        activeSelves.append(.view(instance))
        let savedLazy = lazyContentDepth
        lazyContentDepth = 0
        defer {
            activeSelves.removeLast()
            lazyContentDepth = savedLazy
        }
        let scope = instance.type.bodyDeclaresNames ? Scope(parent: nil) : emptyScope
        if let name = instance.type.modifierContentName { scope.declare(name, .view(instance.modifierContent ?? VNode(.empty))) }
        return try buildBlock(body, scope)
    }

    /// The visible texts inside a label view, for matching taps.
    func texts(of node: VNode?) -> [String] {
        guard let node else { return [] }
        var result: [String] = []
        var work = [node]
        while let current = work.popLast() {
            switch current.kind {
            case .text(let text): result.append(text)
            case .image(let name): result.append(name)
            default: break
            }
            work.append(contentsOf: current.children.reversed())
        }
        return result
    }

    // MARK: Built-in views

    func makeBuiltinView(_ name: String, _ call: CallExpr, _ arguments: Arguments, _ scope: Scope) throws -> Value? {
        // The most common view first, without the general argument sorting below.
        if name == "Text", arguments.count == 1, arguments[0].label == nil {
            return .view(VNode(.text(describe(arguments[0].value))))
        }
        func argument(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }
        let firstUnlabelled = arguments.first { $0.label == nil }?.value
        let trailing = argument("#trailing")
        let title = firstUnlabelled.flatMap { value -> String? in
            switch value {
            case .string(let s): return s
            case .int, .double: return describe(value)
            default: return nil
            }
        }
        switch name {
        case "Text":
            if let verbatim = argument("verbatim") { return .view(VNode(.text(describe(verbatim)))) }
            return .view(VNode(.text(firstUnlabelled.map { describe($0) } ?? "")))
        case "Label":
            if let title { return .view(VNode(.text(title))) }
            let built = try buildContent(argument("title") ?? trailing)
            return .view(VNode(.text(texts(of: built).joined(separator: " "))))
        case "Image":
            let imageName = argument("systemName") ?? firstUnlabelled
            return .view(VNode(.image(imageName.map { describe($0) } ?? "image")))
        case "Button":
            let labelClosure = argument("label") ?? (argument("action") != nil ? trailing : nil)
            let action = argument("action") ?? (argument("label") != nil || title != nil ? trailing : nil) ?? .void
            let labelNode = try labelClosure.map { try buildContent($0) }
            let label = title ?? texts(of: labelNode).joined(separator: " ")
            let node = VNode(.button(label: label, action: action))
            node.labelNode = labelNode
            return .view(node)
        case "Toggle":
            let labelNode = try (argument("label") ?? trailing).map { try buildContent($0) }
            var binding: BindingValue? = nil
            if case .binding(let b)? = argument("isOn") { binding = b }
            let node = VNode(.toggle(label: title ?? texts(of: labelNode).joined(separator: " "), binding: binding))
            node.labelNode = labelNode
            return .view(node)
        case "TextField", "SecureField", "TextEditor":
            var binding: BindingValue? = nil
            if case .binding(let b)? = argument("text") { binding = b }
            return .view(VNode(.textField(label: title ?? name, binding: binding)))
        case "NavigationLink":
            var destination: VNode? = nil
            var labelNode: VNode? = nil
            if let value = argument("destination") {
                // The destination is built now, with the parent's body (a value or a non-escaping builder).
                destination = try buildContent(value)
                labelNode = try (argument("label") ?? trailing).map { try buildContent($0) }
            } else if argument("value") == nil, let trailing {
                destination = try buildContent(trailing)
                labelNode = try argument("label").map { try buildContent($0) }
            } else {
                labelNode = try (argument("label") ?? trailing).map { try buildContent($0) }
            }
            let label = title ?? texts(of: labelNode).joined(separator: " ")
            let node = VNode(.link(label: label, destination: destination, value: argument("value")))
            node.labelNode = labelNode
            return .view(node)
        case "NavigationStack", "NavigationView":
            var path: BindingValue? = nil
            if case .binding(let b)? = argument("path") { path = b }
            let content = try buildContent(argument("root") ?? trailing ?? argument("content"))
            return .view(VNode(.navigationStack(path: path), children: [content]))
        case "TabView":
            var selection: BindingValue? = nil
            if case .binding(let b)? = argument("selection") { selection = b }
            let content = try buildContent(trailing ?? argument("content"))
            return .view(VNode(.tabView(selection: selection), children: flattenTabs(content)))
        case "TabSection":
            // A group of tabs (iOS 18): in a tab bar its tabs are the TabView's own.
            return .view(VNode(.group, children: [try buildContent(trailing ?? argument("content"))]))
        case "Tab":
            let content = try buildContent(argument("content") ?? trailing)
            let node = VNode(.container("Tab"), children: [content])
            // `Tab(value:content:label:)` is named by the text of its label.
            let labelled = try argument("label").map { texts(of: try buildContent($0)).joined(separator: " ") }
            node.modifiers.append(.tabItem(title ?? labelled.flatMap { $0.isEmpty ? nil : $0 } ?? "Tab"))
            if let value = argument("value") { node.modifiers.append(.tag(value)) }
            return .view(node)
        case "ForEach":
            guard let data = firstUnlabelled else { return .view(VNode(.empty)) }
            return .view(try forEach(data, keyPath: argument("id"), content: trailing ?? argument("content")))
        case "List":
            if let data = firstUnlabelled, trailing != nil, title == nil {
                if case .closure = data {} else {
                    return .view(VNode(.container("List"), children: [try forEach(data, keyPath: argument("id"), content: trailing, lazy: true)]))
                }
            }
            return .view(VNode(.container("List"), children: [try buildLazyContent(trailing ?? argument("content") ?? firstUnlabelled)]))
        case "Section":
            var children: [VNode] = []
            if let title { children.append(VNode(.text(title))) }
            if let header = argument("header") { children.append(try buildContent(header)) }
            children.append(try buildContent(argument("content") ?? trailing))
            return .view(VNode(.container("Section"), children: children))
        case "NavigationSplitView":
            // Its columns side by side on a Mac or Vision Pro; on an iPhone (the simulated iOS
            // screen) and a watch it collapses into one stack with the sidebar on top, the other
            // columns shown as a selection pushes them (Apple: `NavigationSplitViewColumn`).
            let sidebar = try buildContent(argument("sidebar") ?? trailing)
            let platform = program.simulationConfiguration(forFile: call.place.file).simulatedPlatform
            guard platform == "macOS" || platform == "visionOS" else { return .view(VNode(.container(name), children: [sidebar])) }
            var columns = [sidebar]
            if let content = argument("content") { columns.append(try buildContent(content)) }
            if let detail = argument("detail") { columns.append(try buildContent(detail)) }
            return .view(VNode(.container(name), children: columns))
        case "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "ScrollView", "Form", "Group", "GeometryReader",
            "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "ViewThatFits", "ScrollViewReader", "Menu", "DisclosureGroup",
            "GroupBox", "ControlGroup", "WindowGroup", "Settings", "ToolbarItem", "ToolbarItemGroup",
            "HSplitView", "VSplitView", "Picker", "Window", "DocumentGroup":
            let content = argument("content") ?? trailing
            let parameters: [Value] = (name == "GeometryReader" || name == "ScrollViewReader") ? [.opaque("proxy")] : []
            var children = [Engine.lazyContainers.contains(name) ? try buildLazyContent(content, parameters) : try buildContent(content, parameters)]
            if let title, name == "Menu" || name == "DisclosureGroup" || name == "GroupBox" || name == "Picker" {
                children.insert(VNode(.text(title)), at: 0)
            }
            return .view(VNode(.container(name), children: children))
        case "AnyView":
            return firstUnlabelled.flatMap { asView($0) }.map { .view($0) } ?? .view(VNode(.empty))
        case "EmptyView":
            return .view(VNode(.empty))
        case "Spacer", "Divider", "ProgressView", "Rectangle", "Circle", "Capsule", "RoundedRectangle", "Ellipse",
            "LinearGradient", "RadialGradient", "AngularGradient", "Stepper", "Slider", "DatePicker", "ColorPicker",
            "ShareLink", "Link", "ContentUnavailableView", "EditButton", "Path", "Canvas", "TimelineView", "Chart":
            let node = VNode(.other(name))
            if let title, name != "ProgressView" { node.children = [VNode(.text(title))] }
            return .view(node)
        default:
            return nil
        }
    }

    /// Shapes and colours used as backgrounds: nothing to simulate.
    func isInert(_ node: VNode) -> Bool {
        switch node.kind {
        case .other, .empty: return node.children.allSatisfy { isInert($0) }
        case .group: return node.children.allSatisfy { isInert($0) }
        default: return false
        }
    }

    /// The tabs of a `TabView`'s content: its groups, `ForEach`es, branches and `TabSection`s
    /// flattened (a tab builder's content is its tabs, however they are grouped), each tab taking
    /// the modifiers of the groups around it.
    func flattenTabs(_ node: VNode) -> [VNode] {
        switch node.kind {
        case .group, .conditional:
            break
        case .forEach where node.lazyRows == nil:
            break
        default:
            return [node]
        }
        let tabs = node.children.flatMap { flattenTabs($0) }
        if !node.modifiers.isEmpty { for tab in tabs { tab.modifiers.append(contentsOf: node.modifiers) } }
        return tabs
    }

    func flattenGroups(_ node: VNode) -> [VNode] {
        if case .group = node.kind, node.modifiers.isEmpty { return node.children.flatMap { flattenGroups($0) } }
        return [node]
    }

    func forEach(_ data: Value, keyPath: Value?, content: Value?, lazy: Bool = false) throws -> VNode {
        let lazy = lazy || lazyContentDepth > 0
        if lazy, case .range(let low, let high, let closed) = data, keyPath == nil || { if case .keyPath(let p)? = keyPath { return p == ["self"] } else { return false } }() {
            let (width, overflow) = high.subtractingReportingOverflow(low)
            if !overflow && width < Int.max {
                let node = VNode(.forEach)
                node.lazyRows = LazyRows(low: low, count: max(0, width + (closed ? 1 : 0)), content: content)
                return node
            }
        }
        var items = try iterate(data)
        // Steered into a row with none: one row of an element Lifeline does not know.
        if !settings.steerToward.isEmpty, case .closure(let closure)? = content, let code = closure.code,
            steersInto(code.place.file, code.range)
        {
            noteNaturalChoice(code.place, items.isEmpty ? 0 : 1)
            if items.isEmpty {
                noteSteered(code.place, rows: true)
                items = [.opaque("element")]
            }
        }
        var lazyKeys: [String] = []
        let isRange: Bool
        if case .range = data { isRange = true } else { isRange = false }
        var children: [VNode] = []
        var seen: [String: Int] = [:]
        for (offset, item) in items.enumerated() {
            try tick(nil)
            var key: String
            // An id the simulator cannot compute is no evidence that two are the same.
            var isUnknown = false
            if case .keyPath(let path)? = keyPath {
                var value = item
                if case .binding(let binding) = item { value = try peek(binding) }
                for component in path where component != "self" {
                    value = try member(of: value, component, SourcePlace(file: 0, offset: 0))
                }
                if case .opaque = value { isUnknown = true }
                key = describe(value)
            } else if isRange {
                key = String(offset)
            } else if let identity = try identity(of: item) {
                (key, isUnknown) = identity
            } else {
                key = String(offset)
            }
            // Duplicate ids: SwiftUI warns and the identities collide; keep them apart by position.
            if let count = seen[key] {
                seen[key] = count + 1
                if !isUnknown { emitOnce("ForEach: the ID \(key) occurs multiple times within the collection, this will give undefined results!") }
                key += "#\(count + 1)"
            } else {
                seen[key] = 1
            }
            if lazy {
                // Rows of a lazy container are built when they come on screen.
                lazyKeys.append(key)
                continue
            }
            let child = try buildContent(content, [item])
            let wrapper = VNode(.group, children: [child])
            wrapper.key = key
            children.append(wrapper)
        }
        let node = VNode(.forEach, children: children)
        if lazy { node.lazyRows = LazyRows(items: items, keys: lazyKeys, content: content) }
        return node
    }

    static let lazyContainers: Set<String> = ["List", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid"]

    /// Builds a lazy container's content: the `ForEach`es in it (not in other views' bodies) make
    /// their rows on demand.
    func buildLazyContent(_ content: Value?, _ arguments: [Value] = []) throws -> VNode {
        lazyContentDepth += 1
        defer { lazyContentDepth -= 1 }
        return try buildContent(content, arguments)
    }

    func identifier(of item: Value) throws -> String? {
        try identity(of: item)?.key
    }

    /// What an element is identified by (its `id`, or the value itself), as a key; and whether
    /// that id is a value the simulator cannot compute. Nil when the element has none.
    func identity(of item: Value) throws -> (key: String, isUnknown: Bool)? {
        func keyed(_ value: Value) -> (key: String, isUnknown: Bool) {
            if case .opaque = value { return (describe(value), true) }
            return (describe(value), false)
        }
        switch item {
        case .binding(let binding):
            return try identity(of: try peek(binding))
        case .object(let id):
            if let value = try objectMember(id, "id", SourcePlace(file: 0, offset: 0), allowMethods: false) { return keyed(value) }
            return (object(id).label, false)
        case .structure(let s):
            if let value = s.fields["id"] { return keyed(value) }
            if let type = program.type(s.type), let getter = type.computed["id"]?.getter {
                return keyed(try runBody(getter, scope: Scope(parent: nil), selfContext: .structure(StructBox(s))))
            }
            return nil
        case .enumCase(let type, _, _):
            if let info = program.type(type), let getter = info.computed["id"]?.getter {
                return keyed(try runBody(getter, scope: Scope(parent: nil), selfContext: .structure(StructBox(StructValue(type: type, fields: ["#case": item], order: [])))))
            }
            return keyed(item)
        case .int, .string, .uuid, .double, .bool:
            return keyed(item)
        default:
            return nil
        }
    }

    func emitOnce(_ message: String) {
        if !events.contains(where: { $0.kind == .warning && $0.message == message }) {
            emit(Event(kind: .warning, message: message))
        }
    }

    // MARK: Modifiers

    func applyModifier(_ node: VNode, _ name: String, _ call: CallExpr, _ scope: Scope) throws -> Value {
        let arguments = try evalArguments(call, scope)
        func argument(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }
        let firstUnlabelled = arguments.first { $0.label == nil }?.value
        let trailing = argument("#trailing")
        let closure = argument("perform") ?? argument("action") ?? trailing ?? arguments.first { argument in
            if argument.label == nil, case .closure = argument.value { return true } else { return false }
        }?.value
        let result = node.copy()
        switch name {
        case "id":
            result.explicitID = firstUnlabelled ?? Value.none
        case "onAppear":
            if let closure { result.modifiers.append(.onAppear(closure)) }
        case "onDisappear":
            if let closure { result.modifiers.append(.onDisappear(closure)) }
        case "task":
            if let closure { result.modifiers.append(.task(closure, id: argument("id"))) }
        case "onChange":
            if let of = argument("of") ?? firstUnlabelled, let closure { result.modifiers.append(.onChange(of: of, action: closure)) }
        case "sheet", "fullScreenCover":
            let content = argument("content") ?? trailing ?? .void
            let cover = name == "fullScreenCover"
            if case .binding(let binding)? = argument("isPresented") {
                result.modifiers.append(.sheet(binding: binding, content: content, onDismiss: argument("onDismiss"), cover: cover))
            } else if case .binding(let binding)? = argument("item") {
                result.modifiers.append(.sheetItem(binding: binding, content: content, onDismiss: argument("onDismiss"), cover: cover))
            }
        case "environmentObject":
            if let value = firstUnlabelled {
                result.modifiers.append(.environmentObject(environmentKey(for: value), value))
            }
        case "environment":
            if arguments.count >= 2, case .keyPath(let path) = arguments[0].value {
                result.modifiers.append(.environmentValue(path.joined(separator: "."), arguments[1].value))
            } else if let value = firstUnlabelled {
                result.modifiers.append(.environmentObject(environmentKey(for: value), value))
            }
        case "navigationDestination":
            if case .type(let typeName)? = argument("for"), let content = argument("destination") ?? trailing {
                result.modifiers.append(.navigationDestinationFor(typeName, content))
            } else if case .binding(let binding)? = argument("isPresented") {
                // Built with the parent's body, like a link's destination.
                let destination = try buildContent(argument("destination") ?? trailing)
                result.modifiers.append(.navigationDestinationPresented(binding, destination))
            } else if case .binding(let binding)? = argument("item"), let content = argument("destination") ?? trailing {
                result.modifiers.append(.sheetItem(binding: binding, content: content, onDismiss: nil, cover: true))
            }
        case "tabItem":
            let label = try buildContent(trailing ?? argument("label"))
            result.modifiers.append(.tabItem(texts(of: label).first ?? "Tab"))
        case "tag":
            if let value = firstUnlabelled { result.modifiers.append(.tag(value)) }
        case "onTapGesture":
            if let closure { result.modifiers.append(.onTap(closure)) }
        case "navigationTitle":
            if let value = firstUnlabelled { result.modifiers.append(.title(describe(value))) }
        case "disabled":
            if let value = firstUnlabelled { result.modifiers.append(.disabled(truthy(value))) }
        case "toolbar", "overlay", "background", "safeAreaInset":
            // Views attached by a modifier are live views too (state, appearance, buttons on
            // screen); a colour or style argument is not.
            let content = argument("content") ?? trailing ?? firstUnlabelled
            var attached: VNode? = nil
            switch content {
            case .closure?: attached = try buildContent(content)
            case .view(let view)?: attached = view
            default: attached = nil
            }
            guard let attached, !isInert(attached) else { return .view(node) }
            return .view(VNode(.container(name == "toolbar" ? "Toolbar" : name.prefix(1).uppercased() + name.dropFirst()), children: [node, attached]))
        case "modifier":
            // A modifier of the workspace is a view of its own around the modified one.
            if case .view(let modifier)? = firstUnlabelled, case .custom(let instance) = modifier.kind, instance.type.isModifier {
                instance.modifierContent = node
                return .view(modifier)
            }
            note("this ViewModifier is not one the simulator can run; its body is skipped", at: call.place)
        default:
            // Layout and style: no effect on identity or lifetime.
            return .view(node)
        }
        return .view(result)
    }

    /// The key an injected object is found by: its class's key (`Feature.Store`), with the generic
    /// arguments the code that made it wrote (`ViewModelPublisher<GroupViewModel>`).
    func environmentKey(for value: Value) -> String {
        if case .object(let id) = value {
            let instance = object(id)
            return instance.genericArguments.map { instance.type + "<" + $0 + ">" } ?? instance.type
        }
        return describeType(value)
    }
}
