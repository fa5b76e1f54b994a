import Syntax

/// What the user does: the actions of `lifeline simulate --do`.
public enum Action: Sendable, Equatable, CustomStringConvertible {
    /// A Button or NavigationLink by its visible label; `occurrence` is 0 when not given (the label
    /// must then be unique on screen), else 1 for the first match.
    case tap(String, occurrence: Int)
    case toggle(String, occurrence: Int)
    /// Pops the top screen of the visible navigation stack.
    case back
    /// Dismisses the top sheet.
    case dismiss
    case tab(String, occurrence: Int)
    /// Sets a `@State` of a live view directly: `set ContentView.showRealName = true`.
    case set(view: String, occurrence: Int, property: String, value: String)
    /// Types into a TextField: `type "Search" = "harbour"`.
    case type(String, occurrence: Int, text: String)
    /// Runs code as an action of a live view, as a button's action would: `run CounterView:
    /// counter.count += 1` (its names mean what they mean in the view's file).
    case run(view: String, occurrence: Int, code: String)
    /// Scrolls the first List or lazy stack on screen by a number of rows (negative: up).
    case scroll(rows: Int?, up: Bool)
    /// Pushes a value of a type on the navigation stack on screen that declares
    /// `navigationDestination(for:)` for it, as the app's own code pushes one (a router appending
    /// to the stack's path): `push RouterDestination`. Which value, the simulator does not know; a
    /// steered run takes the destination's case that leads where it is steered.
    case push(String)

    public var description: String {
        func label(_ text: String, _ n: Int) -> String { "\"\(text)\"" + (n >= 1 ? "#\(n)" : "") }
        switch self {
        case .tap(let l, let n): return "tap \(label(l, n))"
        case .toggle(let l, let n): return "toggle \(label(l, n))"
        case .back: return "back"
        case .dismiss: return "dismiss"
        case .tab(let l, let n): return "tab \(label(l, n))"
        case .set(let view, let n, let property, let value): return "set \(view)\(n >= 1 ? "#\(n)" : "").\(property) = \(value)"
        case .type(let l, let n, let text): return "type \(label(l, n)) = \"\(text)\""
        case .run(let view, let n, let code): return "run \(view)\(n >= 1 ? "#\(n)" : ""): \(code)"
        case .scroll(let rows, let up): return "scroll \(up ? "up" : "down")" + (rows.map { " \($0)" } ?? "")
        case .push(let type): return "push \(type)"
        }
    }

    /// Parses one action as written on the command line or in a script.
    public static func parse(_ text: String) throws -> Action {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let space = trimmed.firstIndex(where: { $0 == " " || $0 == "\t" }) else {
            switch trimmed {
            case "back": return .back
            case "dismiss": return .dismiss
            case "scroll": return .scroll(rows: nil, up: false)
            case "push": throw ActionError("`push`: write push TYPE (the type a navigationDestination(for:) takes)")
            case "": throw ActionError("an empty action; write one of: tap \"LABEL\", toggle \"LABEL\", back, dismiss, tab \"LABEL\", set VIEW.PROPERTY = VALUE, type \"LABEL\" = \"TEXT\", scroll down|up [ROWS], run VIEW: CODE, push TYPE")
            default: throw ActionError("unknown action `\(trimmed)`; write one of: tap \"LABEL\", toggle \"LABEL\", back, dismiss, tab \"LABEL\", set VIEW.PROPERTY = VALUE, type \"LABEL\" = \"TEXT\", scroll down|up [ROWS], run VIEW: CODE, push TYPE")
            }
        }
        let verb = String(trimmed[..<space])
        let rest = trimmed[space...].trimmingCharacters(in: .whitespaces)
        switch verb {
        case "scroll":
            let words = rest.split(separator: " ")
            guard let direction = words.first, direction == "down" || direction == "up", words.count <= 2 else {
                throw ActionError("`\(trimmed)`: write scroll down [ROWS] or scroll up [ROWS]")
            }
            var rows: Int? = nil
            if words.count == 2 {
                guard let n = Int(words[1]), n > 0 else { throw ActionError("`\(trimmed)`: the number of rows must be a positive number") }
                rows = n
            }
            return .scroll(rows: rows, up: direction == "up")
        case "tap", "toggle", "tab", "type":
            var (label, occurrence, remainder) = try parseLabel(rest, action: trimmed)
            if verb == "type" {
                remainder = remainder.trimmingCharacters(in: .whitespaces)
                guard remainder.hasPrefix("=") else { throw ActionError("`\(trimmed)`: write type \"LABEL\" = \"TEXT\"") }
                let value = remainder.dropFirst().trimmingCharacters(in: .whitespaces)
                let (text, _, tail) = try parseLabel(value, action: trimmed)
                guard tail.trimmingCharacters(in: .whitespaces).isEmpty else { throw ActionError("`\(trimmed)`: unexpected `\(tail)`") }
                return .type(label, occurrence: occurrence, text: text)
            }
            guard remainder.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw ActionError("`\(trimmed)`: unexpected `\(remainder.trimmingCharacters(in: .whitespaces))` after the label")
            }
            switch verb {
            case "tap": return .tap(label, occurrence: occurrence)
            case "toggle": return .toggle(label, occurrence: occurrence)
            default: return .tab(label, occurrence: occurrence)
            }
        case "push":
            guard !rest.isEmpty, rest.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else {
                throw ActionError("`\(trimmed)`: write push TYPE (the type a navigationDestination(for:) takes)")
            }
            return .push(rest)
        case "run":
            guard let colon = rest.firstIndex(of: ":") else { throw ActionError("`\(trimmed)`: write run VIEW: CODE") }
            var view = rest[..<colon].trimmingCharacters(in: .whitespaces)
            let code = rest[rest.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            var occurrence = 0
            if let hash = view.firstIndex(of: "#"), let n = Int(view[view.index(after: hash)...]), n >= 1 {
                occurrence = n
                view = String(view[..<hash])
            }
            guard !view.isEmpty, !code.isEmpty else { throw ActionError("`\(trimmed)`: write run VIEW: CODE") }
            return .run(view: view, occurrence: occurrence, code: code)
        case "set":
            guard let equals = rest.firstIndex(of: "=") else { throw ActionError("`\(trimmed)`: write set VIEW.PROPERTY = VALUE") }
            let target = rest[..<equals].trimmingCharacters(in: .whitespaces)
            let value = rest[rest.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard let dot = target.lastIndex(of: "."), !value.isEmpty else { throw ActionError("`\(trimmed)`: write set VIEW.PROPERTY = VALUE") }
            var view = String(target[..<dot])
            var occurrence = 0
            if let hash = view.firstIndex(of: "#"), let n = Int(view[view.index(after: hash)...]), n >= 1 {
                occurrence = n
                view = String(view[..<hash])
            }
            let property = String(target[target.index(after: dot)...])
            guard !view.isEmpty, !property.isEmpty else { throw ActionError("`\(trimmed)`: write set VIEW.PROPERTY = VALUE") }
            return .set(view: view, occurrence: occurrence, property: property, value: value)
        default:
            throw ActionError("unknown action `\(verb)`; write one of: tap \"LABEL\", toggle \"LABEL\", back, dismiss, tab \"LABEL\", set VIEW.PROPERTY = VALUE, type \"LABEL\" = \"TEXT\", scroll down|up [ROWS], run VIEW: CODE, push TYPE")
        }
    }

    /// `"LABEL"` or `"LABEL"#2`, with `\"` and `\\` escapes; returns the rest of the text.
    static func parseLabel(_ text: String, action: String) throws -> (String, Int, String) {
        guard text.first == "\"" else {
            // An unquoted label runs to the end.
            guard !text.isEmpty else { throw ActionError("`\(action)`: the label is missing") }
            return (text, 0, "")
        }
        var label = ""
        var index = text.index(after: text.startIndex)
        var closed = false
        while index < text.endIndex {
            let c = text[index]
            if c == "\\", text.index(after: index) < text.endIndex {
                index = text.index(after: index)
                label.append(text[index])
            } else if c == "\"" {
                closed = true
                index = text.index(after: index)
                break
            } else {
                label.append(c)
            }
            index = text.index(after: index)
        }
        guard closed else { throw ActionError("`\(action)`: the label's closing quote is missing") }
        var occurrence = 0
        var rest = text[index...]
        if rest.first == "#" {
            let digits = rest.dropFirst().prefix { $0.isNumber }
            guard let n = Int(digits), n >= 1 else { throw ActionError("`\(action)`: write #N after the label, with N from 1") }
            occurrence = n
            rest = rest.dropFirst(1 + digits.count)
        }
        return (label, occurrence, String(rest))
    }
}

public struct ActionError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// Something on screen the user can act on.
struct Target {
    enum Kind: String { case button, link, toggle, tab, field }
    let kind: Kind
    let label: String
    let labelNode: VNode?
    let element: Element
    let tabIndex: Int
}

extension Engine {
    static let tappable: Set<Target.Kind> = [.button, .link]

    // MARK: What is on screen

    /// The top layer: the newest sheet, else the whole window.
    func topLayer() -> Element? {
        guard let root else { return nil }
        if !presenters.values.contains(where: { !$0.presented.isEmpty }) { return root }
        var top = root
        while true {
            // The newest sheet presented from anything visible in the current layer.
            var newest: Element? = nil
            for element in visibleInLayer(top) {
                for sheet in element.presented.values where sheet.presentationKind != "push" && sheet.mounted {
                    if newest == nil || sheet.id > newest!.id { newest = sheet }
                }
            }
            guard let next = newest else { return top }
            top = next
        }
    }

    /// Visible elements of one layer, in order, without the sheets presented from it.
    func visibleInLayer(_ layer: Element) -> [Element] {
        var result: [Element] = []
        result.reserveCapacity(lastVisibleCount)
        defer { lastVisibleCount = result.count }
        func walk(_ element: Element, _ depth: Int) {
            guard element.mounted, !element.offscreen, depth < 2_000 else { return }
            result.append(element)
            switch element.vnode.kind {
            case .navigationStack:
                if let top = element.pushed.last {
                    walk(top, depth + 1)
                    return
                }
            case .tabView:
                let selected = element.children.enumerated().first { tabKey($0.element, index: $0.offset) == element.selectedTab }?.element
                if let tab = selected ?? element.children.first { walk(tab, depth + 1) }
                return
            case .button, .link, .toggle:
                return
            default:
                break
            }
            for child in element.children { walk(child, depth + 1) }
        }
        walk(layer, 0)
        return result
    }

    func screen() -> [ScreenItem] {
        guard let layer = topLayer() else { return [] }
        var items: [ScreenItem] = []
        if let kind = layer.presentationKind { items.append(ScreenItem(role: .sheet, label: kind, value: nil, depth: 0)) }
        var depths: [Int: Int] = [layer.id: 0]
        for element in visibleInLayer(layer) {
            let depth = element.parent.flatMap { depths[$0.id] } ?? 0
            var childDepth = depth
            switch element.vnode.kind {
            case .text(let text): items.append(ScreenItem(role: .text, label: text, value: nil, depth: depth))
            case .button(let label, _): items.append(ScreenItem(role: .button, label: label, value: nil, depth: depth))
            case .link(let label, _, _): items.append(ScreenItem(role: .link, label: label, value: nil, depth: depth))
            case .toggle(let label, let binding):
                let value = binding.flatMap { try? peek($0) }.map { truthy($0) ? "on" : "off" } ?? "off"
                items.append(ScreenItem(role: .toggle, label: label, value: value, depth: depth))
            case .textField(let label, let binding):
                let value = binding.flatMap { try? peek($0) }.map { describe($0) } ?? ""
                items.append(ScreenItem(role: .field, label: label, value: value, depth: depth))
            case .image(let name): items.append(ScreenItem(role: .image, label: name, value: nil, depth: depth))
            case .navigationStack:
                if let top = element.pushed.last {
                    let name = top.instance?.type.name ?? top.segment
                    items.append(ScreenItem(role: .navigation, label: "pushed \(name) · back available", value: nil, depth: depth))
                }
            case .tabView:
                for (index, tab) in element.children.enumerated() {
                    let label = tabLabel(tab) ?? "Tab \(index + 1)"
                    items.append(ScreenItem(role: .tab, label: label, value: tabKey(tab, index: index) == element.selectedTab ? "selected" : nil, depth: depth))
                }
                childDepth = depth
            case .container:
                childDepth = depth + 1
            default:
                break
            }
            depths[element.id] = childDepth
            for child in element.children { depths[child.id] = childDepth }
            for pushed in element.pushed { depths[pushed.id] = childDepth }
        }
        return items
    }

    func tabLabel(_ element: Element) -> String? {
        for modifier in element.vnode.modifiers { if case .tabItem(let label) = modifier { return label } }
        // `.tabItem` written inside the tab's own view: look one level down.
        if let child = element.children.first {
            for modifier in child.vnode.modifiers { if case .tabItem(let label) = modifier { return label } }
        }
        return nil
    }

    func targets() -> [Target] {
        guard let layer = topLayer() else { return [] }
        var result: [Target] = []
        for element in visibleInLayer(layer) {
            switch element.vnode.kind {
            case .button(let label, _):
                result.append(Target(kind: .button, label: label, labelNode: element.vnode.labelNode, element: element, tabIndex: 0))
            case .link(let label, _, _):
                result.append(Target(kind: .link, label: label, labelNode: element.vnode.labelNode, element: element, tabIndex: 0))
            case .toggle(let label, _):
                result.append(Target(kind: .toggle, label: label, labelNode: element.vnode.labelNode, element: element, tabIndex: 0))
            case .textField(let label, _):
                result.append(Target(kind: .field, label: label, labelNode: nil, element: element, tabIndex: 0))
            case .tabView:
                for (index, tab) in element.children.enumerated() {
                    result.append(Target(kind: .tab, label: tabLabel(tab) ?? "Tab \(index + 1)", labelNode: nil, element: element, tabIndex: index))
                }
            default:
                break
            }
            // A view with `.onTapGesture` is tapped by its text.
            if element.vnode.modifiers.contains(where: { if case .onTap = $0 { return true } else { return false } }) {
                var parts: [String] = []
                var work = [element]
                while let current = work.popLast() {
                    if case .text(let text) = current.vnode.kind { parts.append(text) }
                    if case .image(let name) = current.vnode.kind { parts.append(name) }
                    work.append(contentsOf: current.children.reversed())
                }
                let label = parts.joined(separator: " ")
                let node = VNode(.group, children: parts.map { VNode(.text($0)) })
                result.append(Target(kind: .button, label: label, labelNode: node, element: element, tabIndex: 0))
            }
        }
        return result
    }

    func findTarget(_ label: String, _ occurrence: Int, kinds: Set<Target.Kind>, verb: String) throws -> Target {
        // The common case, a unique exact title, without listing everything on screen.
        if kinds.contains(.button) || kinds.contains(.link), let layer = topLayer() {
            var matches = 0
            var chosen: Element? = nil
            for element in visibleInLayer(layer) {
                switch element.vnode.kind {
                case .button(let title, _) where title == label && kinds.contains(.button): break
                case .link(let title, _, _) where title == label && kinds.contains(.link): break
                default: continue
                }
                matches += 1
                if matches == max(occurrence, 1) { chosen = element }
            }
            if let element = chosen, matches == 1 && occurrence <= 1 || matches > 1 && occurrence >= 1 {
                let kind: Target.Kind
                if case .link = element.vnode.kind { kind = .link } else { kind = .button }
                return Target(kind: kind, label: label, labelNode: element.vnode.labelNode, element: element, tabIndex: 0)
            }
        }
        let candidates = targets().filter { kinds.contains($0.kind) }
        var matches: [Target] = []
        for candidate in candidates where candidate.label == label { matches.append(candidate) }
        if matches.isEmpty { matches = candidates.filter { texts(of: $0.labelNode).contains(label) } }
        if matches.isEmpty {
            let trimmed = label.trimmingCharacters(in: .whitespaces).lowercased()
            matches = candidates.filter { $0.label.trimmingCharacters(in: .whitespaces).lowercased() == trimmed }
        }
        var listing: String { Engine.listCandidates(candidates) }
        guard !matches.isEmpty else {
            throw ActionError("nothing on screen to \(verb) is labelled \"\(label)\"; " + (candidates.isEmpty ? "there is nothing to \(verb) on this screen" : "on screen: \(listing)"))
        }
        if occurrence > matches.count {
            throw ActionError("\"\(label)\"#\(occurrence): only \(matches.count) on screen; on screen: \(listing)")
        }
        if matches.count > 1 && occurrence == 0 {
            let numbered = (1...matches.count).map { "\"\(label)\"#\($0)" }.joined(separator: ", ")
            throw ActionError("\"\(label)\" is ambiguous: \(matches.count) on screen; write one of \(numbered)")
        }
        return matches[max(occurrence, 1) - 1]
    }

    /// The taps a user could make on the screen now, each written as `perform` reads it back
    /// (a label shared by several gets its occurrence): the links and buttons of the top layer,
    /// then the tabs of its tab views; never a disabled one. Each resolves, through `findTarget`,
    /// to the element it was listed for; one that would not is left out.
    func userActions() -> [ScreenAction] {
        let all = targets()
        var result: [ScreenAction] = []
        // How many targets of each group (taps, tabs) share a label, counted once per screen.
        func group(_ kind: Target.Kind) -> String { kind == .tab ? "tab" : "tap" }
        var totals: [String: Int] = [:]
        for target in all where target.kind == .link || target.kind == .button || target.kind == .tab {
            totals[group(target.kind) + "\u{1}" + target.label, default: 0] += 1
        }
        var seen: [String: Int] = [:]
        for target in all where target.kind == .link || target.kind == .button || target.kind == .tab {
            if target.element.vnode.modifiers.contains(where: { if case .disabled(true) = $0 { return true } else { return false } }) { continue }
            let group = group(target.kind)
            let kinds: Set<Target.Kind> = target.kind == .tab ? [.tab] : Engine.tappable
            let total = totals[group + "\u{1}" + target.label] ?? 0
            let n = (seen[group + "\u{1}" + target.label] ?? 0) + 1
            seen[group + "\u{1}" + target.label] = n
            let occurrence = total > 1 ? n : 0
            guard let found = try? findTarget(target.label, occurrence, kinds: kinds, verb: group), found.element === target.element, found.tabIndex == target.tabIndex else { continue }
            let action: Action = target.kind == .tab ? .tab(target.label, occurrence: occurrence) : .tap(target.label, occurrence: occurrence)
            let kind: ScreenAction.Kind = target.kind == .tab ? .tab : target.kind == .link ? .link : .button
            var screen = ScreenAction(action: action, kind: kind)
            if case .link(_, let destination?, _) = target.element.vnode.kind { screen.destination = Engine.firstView(in: destination) }
            result.append(screen)
        }
        return result
    }

    /// The name of the first view of the workspace a built description holds, depth first.
    static func firstView(in node: VNode) -> String? {
        var work = [node]
        var seen = 0
        while let current = work.popLast(), seen < 2_000 {
            seen += 1
            if case .custom(let instance) = current.kind { return instance.type.name }
            work.append(contentsOf: current.children.reversed())
        }
        return nil
    }

    /// The tabs and links on screen (as `userActions` lists them) that lead to a view of one of
    /// the given types, nearest first: a tab whose mounted content holds one, a link whose
    /// destination (built with its parent's body) does; each ranked by the smallest distance
    /// given for a view it holds. A button's effect is not known before it runs.
    func actionsToward(_ distances: [String: Int]) -> [ScreenAction] {
        guard !distances.isEmpty else { return [] }
        /// The smallest distance of a view in a tree (live identities or a built description).
        func nearest<Node>(_ root: Node, children: (Node) -> [Node], key: (Node) -> String?) -> Int? {
            var best: Int?
            var work = [root]
            var seen = 0
            while let current = work.popLast(), seen < 20_000 {
                seen += 1
                if let found = key(current), let distance = distances[found], best.map({ distance < $0 }) ?? true { best = distance }
                work.append(contentsOf: children(current))
            }
            return best
        }
        func nearest(_ element: Element) -> Int? { nearest(element, children: \.children, key: { $0.instance?.type.key }) }
        func nearest(_ node: VNode) -> Int? {
            nearest(node, children: \.children, key: { if case .custom(let instance) = $0.kind { return instance.type.key } else { return nil } })
        }
        var leading: [String: Int] = [:]
        for target in targets() {
            let distance: Int?
            let key: String
            switch (target.kind, target.element.vnode.kind) {
            case (.tab, _):
                guard target.tabIndex < target.element.children.count else { continue }
                distance = nearest(target.element.children[target.tabIndex])
                key = "tab\u{1}\(target.label)\u{1}\(target.tabIndex)"
            case (.link, .link(_, let destination?, _)):
                distance = nearest(destination)
                key = "tap\u{1}\(target.label)"
            default:
                continue
            }
            if let distance, leading[key].map({ distance < $0 }) ?? true { leading[key] = distance }
        }
        // Tabs sharing a label are told apart by their position among the tab bar's tabs.
        var tabPositions: [String: Int] = [:]
        var ranked: [(action: ScreenAction, distance: Int, order: Int)] = []
        for (order, screen) in userActions().enumerated() {
            let distance: Int?
            switch screen.action {
            case .tab(let label, let occurrence):
                let position = occurrence > 0 ? occurrence - 1 : tabPositions[label, default: 0]
                tabPositions[label] = position + 1
                distance = leading.first { $0.key.hasPrefix("tab\u{1}\(label)\u{1}") && $0.key.hasSuffix("\u{1}\(Engine.tabIndex(of: label, occurrence: position, in: targets()) ?? -1)") }?.value
            case .tap(let label, _) where screen.kind == .link:
                distance = leading["tap\u{1}" + label]
            default:
                distance = nil
            }
            if let distance { ranked.append((screen, distance, order)) }
        }
        var toward = ranked.sorted { $0.distance != $1.distance ? $0.distance < $1.distance : $0.order < $1.order }.map(\.action)
        // Steered, a value pushed on a stack on screen whose destination for its type builds a
        // place the run is steered toward (after the tabs and links: a user's tap comes first).
        if !settings.steerToward.isEmpty, let layer = topLayer() {
            var types: [String] = []
            for stack in visibleInLayer(layer) {
                guard case .navigationStack = stack.vnode.kind else { continue }
                for (type, content) in destinationBuilders(in: stack) where !types.contains(type) {
                    guard case .closure(let closure) = content, let code = closure.code, steersInto(code.place.file, code.range) else { continue }
                    types.append(type)
                }
            }
            toward += types.map { ScreenAction(action: .push($0), kind: .push) }
        }
        return toward
    }

    /// The index among its tab bar's tabs of the `occurrence`-th tab (from 0) labelled `label`.
    static func tabIndex(of label: String, occurrence: Int, in targets: [Target]) -> Int? {
        let tabs = targets.filter { $0.kind == .tab && $0.label == label }
        return occurrence < tabs.count ? tabs[occurrence].tabIndex : nil
    }

    static func listCandidates(_ candidates: [Target]) -> String {
        var counts: [String: Int] = [:]
        var parts: [String] = []
        for target in candidates {
            let n = (counts[target.label] ?? 0) + 1
            counts[target.label] = n
            let total = candidates.filter { $0.label == target.label }.count
            parts.append("\(target.kind.rawValue) \"\(target.label)\"" + (total > 1 ? "#\(n)" : ""))
        }
        return parts.joined(separator: ", ")
    }

    // MARK: Doing

    func execute(_ action: Action) throws {
        switch action {
        case .tap(let label, let occurrence):
            let target = try findTarget(label, occurrence, kinds: Engine.tappable, verb: "tap")
            if target.element.vnode.modifiers.contains(where: { if case .disabled(true) = $0 { return true } else { return false } }) {
                emit(Event(kind: .note, message: "\"\(label)\" is disabled; tapping it does nothing"))
                return
            }
            if let gesture = target.element.vnode.modifiers.lazy.compactMap({ modifier -> Value? in
                if case .onTap(let closure) = modifier { return closure } else { return nil }
            }).first {
                try runAction(gesture)
                return
            }
            switch target.element.vnode.kind {
            case .button(_, let closure):
                try runAction(closure)
            case .link(_, let destination, let value):
                try push(from: target.element, destination: destination, value: value)
            default:
                break
            }
        case .toggle(let label, let occurrence):
            let target = try findTarget(label, occurrence, kinds: [.toggle], verb: "toggle")
            if case .toggle(_, let binding?) = target.element.vnode.kind {
                try set(binding, .bool(!truthy(try peek(binding))))
            }
        case .type(let label, let occurrence, let text):
            let target = try findTarget(label, occurrence, kinds: [.field], verb: "type into")
            if case .textField(_, let binding?) = target.element.vnode.kind { try set(binding, .string(text)) }
        case .tab(let label, let occurrence):
            let target = try findTarget(label, occurrence, kinds: [.tab], verb: "select")
            let tabView = target.element
            let key = tabKey(tabView.children[target.tabIndex], index: target.tabIndex)
            if case .tabView(let selection?) = tabView.vnode.kind {
                var value: Value = .int(target.tabIndex)
                for modifier in tabView.children[target.tabIndex].vnode.modifiers { if case .tag(let tag) = modifier { value = tag } }
                try set(selection, value)
            }
            if tabView.selectedTab != key {
                tabView.selectedTab = key
                structureChanged = true
            }
        case .scroll(let rows, let up):
            guard let layer = topLayer(), let container = visibleInLayer(layer).first(where: { element in
                if case .container(let name) = element.vnode.kind { return Engine.lazyContainers.contains(name) }
                return false
            }) else {
                throw ActionError("`scroll`: there is no List or lazy stack on screen")
            }
            let amount = rows ?? settings.visibleRows
            try scroll(container, by: up ? -amount : amount)
        case .push(let type):
            // The innermost stack on screen with a destination for the type.
            guard let layer = topLayer(), let stack = visibleInLayer(layer).last(where: { element in
                if case .navigationStack = element.vnode.kind { return destinationBuilder(in: element, forType: type) != nil }
                return false
            }) else {
                throw ActionError("`push \(type)`: no navigation stack on screen declares navigationDestination(for: \(type).self)")
            }
            pushedValues += 1
            let text = "a \(type) the app pushes (\(pushedValues))"
            opaqueTypes[text] = type
            let value = Value.opaque(text)
            if case .navigationStack(let path?) = stack.vnode.kind, case .array(var values) = try peek(path) {
                values.append(value)
                try set(path, .array(values))
                structureChanged = true
            } else {
                _ = try pushDestination(for: value, on: stack)
            }
        case .back:
            guard let layer = topLayer() else { return }
            let stacks = visibleInLayer(layer).filter { element in
                if case .navigationStack = element.vnode.kind { return !element.pushed.isEmpty }
                return false
            }
            guard let stack = stacks.last, let top = stack.pushed.last else {
                throw ActionError("`back`: no navigation stack on screen has a pushed screen")
            }
            try pop(top)
        case .dismiss:
            guard let layer = topLayer(), layer.presentationKind != nil else {
                throw ActionError("`dismiss`: no sheet is presented")
            }
            try close(layer)
        case .run(let viewName, let occurrence, let code):
            let element = try liveView(viewName, occurrence, verb: "run")
            // The code is read as a closure written in the view: its names mean what they mean in
            // the view's file, and it runs as a button's action does.
            let tree = SyntaxTree.parse("_ = {\n" + code + "\n}")
            var lowering = Lowering(file: element.instance!.type.file, tree: tree)
            guard let statement = tree.root.children.first, case .assign(nil, _, let expr, _) = lowering.expression(statement),
                tree.diagnostics().isEmpty
            else {
                throw ActionError("`run`: cannot read the code `\(code)`")
            }
            try runAction(try evalIn(.view(element.instance!), expr))
        case .set(let viewName, let occurrence, let property, let valueText):
            // Written by name (`set Row.flag = …`), or by the type's key by a caller that has it.
            let element = try liveView(viewName, occurrence, verb: "set")
            guard let cell = element.cells[property] else {
                let states = element.cells.keys.sorted()
                throw ActionError("`set`: \(viewName).\(property) is not a @State" + (states.isEmpty ? "; \(viewName) has none" : "; its @State properties: \(states.joined(separator: ", "))"))
            }
            let tree = SyntaxTree.parse("_ = " + valueText)
            // The value is read as code of the view: its names mean what they mean in the view's file.
            var lowering = Lowering(file: element.instance!.type.file, tree: tree)
            guard let statement = tree.root.children.first, case .assign(nil, _, let expr, _) = lowering.expression(statement),
                tree.diagnostics().isEmpty
            else {
                throw ActionError("`set`: cannot read the value `\(valueText)`")
            }
            let value = try evalIn(.view(element.instance!), expr)
            setCell(cell, value)
        }
    }

    /// The live view an action names (by name or key, `#n` for the n-th), or an error that says
    /// which exist.
    func liveView(_ viewName: String, _ occurrence: Int, verb: String) throws -> Element {
        let views = liveViews().filter { $0.instance?.type.name == viewName || $0.instance?.type.key == viewName }
        guard !views.isEmpty else {
            let names = Set(liveViews().compactMap { $0.instance?.type.name }).sorted()
            throw ActionError("`\(verb)`: no live view is a \(viewName); live views: \(names.joined(separator: ", "))")
        }
        let keys = Set(views.compactMap { $0.instance?.type.key })
        if keys.count > 1 {
            throw ActionError("`\(verb)`: \(viewName) names \(keys.count) view types; write one of \(keys.sorted().joined(separator: ", "))")
        }
        guard occurrence <= views.count else { throw ActionError("`\(verb)`: only \(views.count) live \(viewName) views") }
        if occurrence == 0 && views.count > 1 {
            throw ActionError("`\(verb)`: \(views.count) live \(viewName) views; write \(viewName)#1 ... \(viewName)#\(views.count)")
        }
        return views[max(occurrence, 1) - 1]
    }

    func liveViews() -> [Element] {
        guard let root else { return [] }
        var result: [Element] = []
        var work = [root]
        while let element = work.popLast() {
            guard element.mounted else { continue }
            if element.instance != nil { result.append(element) }
            work.append(contentsOf: element.presented.values.sorted { $0.id > $1.id })
            work.append(contentsOf: element.pushed.reversed())
            work.append(contentsOf: element.children.reversed())
        }
        return result
    }

    /// A button's action: runs with no body being evaluated, so reads make no dependencies.
    func runAction(_ closure: Value) throws {
        let saved = tracker
        tracker = nil
        defer { tracker = saved }
        do {
            _ = try invoke(closure, [])
            try drainMainQueue()
        } catch Interruption.suspended {
            emit(Event(kind: .note, message: "the action waits (await); the simulator does not let time pass, so the rest of it does not run"))
        } catch Interruption.thrown(let error) {
            emit(Event(kind: .note, message: "the action threw \(describe(error)) and nothing caught it"))
        }
    }

    func push(from link: Element, destination: VNode?, value: Value?) throws {
        guard let stack = navigationStack(containing: link) else {
            emit(Event(kind: .warning, message: "NavigationLink outside a NavigationStack or NavigationView does nothing when tapped"))
            return
        }
        if let destination {
            let screen = try mount(destination, parent: stack, segment: "push", presentedAs: "push")
            screen.sourceLink = link
            screen.sourceVNode = link.vnode
            stack.pushed.append(screen)
            structureChanged = true
        } else if let value {
            if case .navigationStack(let path?) = stack.vnode.kind, case .array(var values) = try peek(path) {
                values.append(value)
                try set(path, .array(values))
                structureChanged = true
                return
            }
            _ = try pushDestination(for: value, on: stack)
        }
    }
}

extension Engine {
    func identityTree() -> [IdentityNode] {
        var nodes: [IdentityNode] = []
        func visit(_ element: Element, depth: Int, path: String) {
            let here = element.segment.isEmpty ? path : (path.isEmpty ? element.segment : path + "/" + element.segment)
            var childDepth = depth
            if let instance = element.instance {
                var storage: [String] = []
                var references: [String] = []
                for property in instance.type.stored {
                    switch property.wrapper {
                    case .state?:
                        if let cell = element.cells[property.name] { storage.append("@State \(property.name) = \(describe(cell.value))") }
                    case .stateObject?:
                        if let value = element.stateObjects[property.name] { storage.append("@StateObject \(property.name) = \(describe(value))") }
                    case .observedObject?, .environmentObject?, .bindable?:
                        if let value = instance.fields[property.name] { references.append("\(property.wrapper.map { "@" + $0.typeName } ?? "") \(property.name) = \(describe(value))") }
                    default:
                        break
                    }
                }
                nodes.append(IdentityNode(depth: depth, view: instance.type.name, path: here, storage: storage, references: references))
                childDepth = depth + 1
            }
            for child in element.children { visit(child, depth: childDepth, path: here) }
            for pushed in element.pushed { visit(pushed, depth: childDepth, path: here + "/push") }
            for key in element.presented.keys.sorted() { visit(element.presented[key]!, depth: childDepth, path: here + "/sheet") }
        }
        if let root { visit(root, depth: 0, path: "") }
        return nodes
    }
}
