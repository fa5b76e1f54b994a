import Semantics
import Syntax

/// Where the value behind a `@Binding` lives: followed from the places the workspace builds the
/// view, through the bindings its parents pass on (`$selection` of a parent's own `@Binding`), to
/// the storage at the end: a parent's `@State`, a property of an object a parent holds
/// (`$model.name`), `@AppStorage`, a `Binding(get:set:)` a parent makes, or a constant. What
/// Lifeline does not follow is said as such, never guessed.
extension Snapshot {
    /// One line per distinct place the value lives, from the view's constructions in view bodies
    /// and at the app's roots (previews left out); at most `limit`, then how many more.
    public func bindingOrigins(view: ViewType, property: ViewProperty, limit: Int = 4) -> [String] {
        guard property.wrapper == .binding else { return [] }
        var found = BindingOriginList()
        var visited: Set<String> = []
        follow(view: view, property: property.name, depth: 0, into: &found, visited: &visited)
        // One line per storage, with every place that passes it.
        let lines = found.entries.map { entry in
            entry.places.isEmpty ? entry.storage : entry.storage.replacingOccurrences(of: "{places}", with: entry.places.map { "`\($0)`" }.joined(separator: ", "))
        }
        let caveat = found.throughHelpers ? ["(some of these come through helper functions the views call; Lifeline may miss other places that call them)"] : []
        guard lines.count > limit else { return lines + caveat }
        return Array(lines.prefix(limit)) + ["and \(lines.count - limit) more"] + caveat
    }

    /// `needs`: what must hold of `view`'s properties for the child this binding is followed from
    /// to be built; a construction of `view` whose arguments make one false never builds that
    /// child, and passes nothing to it.
    private func follow(view: ViewType, property: String, depth: Int, needs: [Requirement] = [], into found: inout BindingOriginList, visited: inout Set<String>) {
        guard depth < 6, visited.insert(view.key.rawValue + "." + property).inserted else { return }
        var throughHelpers = false
        defer { if throughHelpers { found.throughHelpers = true } }
        /// A storage, written with `{places}` where the places that pass it go.
        func add(_ storage: String, at place: String? = nil) { found.add(storage, at: place) }
        let labels = argumentLabels(for: property, of: view)
        // A binding the view's own initializer makes (`_model = Binding(model)` from a value the
        // parent passes): it reads and writes wherever that binding's code does.
        var makesItself = false
        for initializer in view.initializers {
            for assignment in initializer.assignments where assignment.property == property && assignment.throughStorage && Snapshot.makesBinding(assignment) {
                makesItself = true
                let storage = assignment.rightHandSideText.hasPrefix(".constant(")
                    ? "a constant that `\(view.name).init` installs itself at {places}: writes through it go nowhere"
                    : "a `Binding` that `\(view.name).init` makes itself at {places}: the value lives wherever that binding reads and writes (not followed)"
                add(storage,
                    at: Snapshot.place(Location(file: initializer.location.file, range: assignment.node.range), in: model))
            }
        }
        // No parent passes a binding when every way in makes it here.
        if makesItself && labels.isEmpty { return }
        // Each site with what it requires of its parent's properties in turn.
        var sites: [ViewConstruction] = []
        var passedOn: [Location: [Requirement]] = [:]
        var pruned = 0
        for site in model.constructionSites(of: view.key) where !model.isInPreview(site.location) {
            let parent = model.parentView(of: site)
            guard let upward = requirements(needs, in: view, builtWith: site.arguments, caller: parent) else {
                pruned += 1
                continue
            }
            sites.append(site)
            // Conditions in a helper the walk inlined read the helper's names, not the parent's
            // properties: only the parent's own body's are taken.
            passedOn[site.location] = upward + (site.through.isEmpty ? parent.map { requirements(of: site.contexts, in: $0) } ?? [] : [])
        }
        // Every construction fixes a condition false: the child is never built through `view`.
        if sites.isEmpty && pruned > 0 { return }
        if sites.isEmpty {
            add(depth == 0
                ? "no construction of `\(view.name)` that Lifeline follows passes it (a view body or a root of the workspace)"
                : "the binding `\(view.name).\(property)` passes on, which no construction of `\(view.name)` that Lifeline follows gives (not followed further)")
        }
        for site in sites.prefix(12) {
            var place = Snapshot.place(site.location, in: model)
            guard let parent = model.parentView(of: site) else {
                add("`\(site.parent)` passes it at {places} (not followed)", at: place)
                continue
            }
            // An unlabelled argument is told only when it is the one the call gives.
            let given = site.arguments.filter { labels.contains($0.label ?? "_") }
            // No argument for it: the one initializer's default (`hidden: Binding<Bool> = .constant(false)`).
            if given.isEmpty, let fallback = defaultBinding(for: property, of: view) {
                add("the default `\(fallback)` of `\(view.name).init`, which the call at {places} does not replace" + (Snapshot.isConstantBinding(fallback) ? ": writes through it go nowhere" : " (not followed)"), at: place)
                continue
            }
            guard given.count == 1 || given.contains(where: { $0.label != nil }), var argument = (given.first { $0.label != nil } ?? given.first)?.value else {
                add("`\(parent.name)` builds `\(view.name)` at {places} with an initializer Lifeline does not match", at: place)
                continue
            }
            // A parameter of a helper the walk inlined (`func makeContent(items: Binding<…>)`):
            // what the parent's call of that helper gives it (`makeContent(items: $items)`).
            // Said at the place of the call that gives it.
            var substituted = false
            if argument.kind == .declReferenceExpr, !site.through.isEmpty, let passed = argumentGiven(for: argument, through: site.through) {
                argument = passed.value
                place = Snapshot.place(Location(file: passed.call.file, range: passed.value.range), in: model)
                substituted = true
                throughHelpers = true
            }
            // `self.$name` is `$name`.
            let written = argument.squashedText
            let text = written.hasPrefix("self.$") ? String(written.dropFirst(5)) : written
            // `$name` or `$name.member…`: a parent's property, projected.
            // `$items[index]`: an element, which lives where the array does.
            let projected = text.hasPrefix("$") ? String(text.dropFirst()) : ""
            let rootPart = projected.split(separator: ".").first.map(String.init) ?? ""
            let element = rootPart.firstIndex(of: "[").map { rootPart[..<$0] }.map(String.init)
            if text.hasPrefix("$"), let root = element ?? (rootPart.isEmpty ? nil : rootPart), let held = parent.property(root) {
                let path = projected.split(separator: ".").dropFirst().map(String.init)
                let elementOf = element == nil ? "" : "an element of "
                let declared = "\(elementOf)`\(parent.name).\(root)`"
                if path.isEmpty {
                    switch held.wrapper {
                    case .state: add("\(declared), a `@State` of `\(parent.name)` (passed at {places}): it lives as long as `\(parent.name)` keeps its place in the view tree", at: place)
                    case .binding: follow(view: parent, property: root, depth: depth + 1, needs: passedOn[site.location] ?? [], into: &found, visited: &visited)
                    case .appStorage: add("\(declared), an `@AppStorage` value (passed at {places}): it lives in `UserDefaults`, shared by every view that reads its key", at: place)
                    case .sceneStorage: add("\(declared), a `@SceneStorage` value (passed at {places}): it lives with the scene", at: place)
                    default: add("\(declared) (\(held.wrapper == .none ? "a property" : "\(held.wrapper)"), passed at {places})", at: place)
                    }
                } else if held.wrapper == .binding {
                    // A part of what the parent's own binding leads to (`$theme.editor.bold`, `theme`
                    // a `@Binding`): it lives where that binding leads, followed further.
                    add("`\(path.joined(separator: "."))` of what \(declared), a `@Binding`, leads to (passed at {places}): it lives where that binding's value lives", at: place)
                    follow(view: parent, property: root, depth: depth + 1, needs: passedOn[site.location] ?? [], into: &found, visited: &visited)
                } else if held.wrapper == .state, !held.typeKeys.contains(where: { [.class, .actor].contains(model.types[$0]?.kind) }) {
                    // A member of a value a `@State` holds (`$server.password`, `server` a struct):
                    // it lives in that state, not in an object.
                    add("`\(path.joined(separator: "."))` of \(declared), a `@State` of `\(parent.name)` (passed at {places}): it lives as long as `\(parent.name)` keeps its place in the view tree", at: place)
                } else {
                    let holder: String
                    switch held.wrapper {
                    case .stateObject, .observedObject, .environmentObject, .bindable, .state, .environmentObservable:
                        holder = "the `\(held.type.map(TypeDeclaration.baseName) ?? "object")` that \(declared) holds (\(held.wrapper))"
                    default:
                        holder = declared
                    }
                    add("`\(path.joined(separator: "."))` of \(holder), passed at {places}: it lives in that object, as long as something keeps it", at: place)
                }
                continue
            }
            // A parent's own binding passed on without `$` (`Child(value: value)` where `value` is
            // the parent's `@Binding`'s projected storage is `_value`; `Child(value: $value)` is
            // the usual spelling and is handled above).
            // A parameter of a helper the walk inlined (`func makeContent(items: Binding<…>)`)
            // is that parameter even when the parent has a property of the same name.
            let isLocal = argument.kind == .declReferenceExpr && argument.localDeclaration(of: text) != nil
            if !isLocal, let held = parent.property(text), held.wrapper == .binding, argument.kind == .declReferenceExpr {
                follow(view: parent, property: text, depth: depth + 1, needs: passedOn[site.location] ?? [], into: &found, visited: &visited)
                continue
            }
            if text.hasPrefix(".constant(") || text.hasPrefix("Binding.constant(") || text.hasPrefix("Binding<") && text.contains(".constant(") {
                add("a constant that `\(parent.name)` passes at {places}: writes through it go nowhere", at: place)
                continue
            }
            let compact = text.filter { $0 != " " }
            if compact.hasPrefix("Binding(") || compact.hasPrefix("Binding{") || compact.hasPrefix("Binding<") || compact.hasPrefix(".init(get:") {
                // `Binding(get: { model }, set: { _ in })`: a setter with no statements drops
                // every write, whatever the getter reads.
                if argument.kind == .functionCallExpr,
                    let setter = argument.arguments.first(where: { $0.label == "set" })?.value ?? argument.trailingClosures.first(where: { $0.label == "set" })?.closure,
                    setter.kind == .closureExpr, setter.blockItems.isEmpty
                {
                    add("a `Binding` that `\(parent.name)` makes at {places} whose setter does nothing (`set:` is an empty closure): every write to `\(property)` in `\(view.name)` is dropped, and it keeps showing what the getter reads", at: place)
                    continue
                }
                add("a `Binding` that `\(parent.name)` makes at {places}: the value lives wherever its getter and setter read and write (not followed)", at: place)
                continue
            }
            // A name the parent does not declare, in a helper inlined into its body (a `View`
            // extension method's parameter): the helper's caller gives it.
            if argument.kind == .declReferenceExpr, !substituted, parent.property(text) == nil || isLocal, let call = site.through.last {
                add("`\(text)`, a parameter of the function that builds `\(view.name)` at {places}, which `\(parent.name)` calls at `\(Snapshot.place(call, in: model))` (what it passes there is not followed)", at: place)
                continue
            }
            let shown = Snapshot.plain(text)
            add("`\(shown.count > 60 ? String(shown.prefix(57)) + "…" : shown)` in `\(parent.name)` at {places} (not followed)", at: place)
        }
        // Calls of the view the model does not follow (in a toolbar's content, a `Commands`, code
        // it does not read as a body): said, so that the places above are not read as all.
        for place in unfollowedCalls(of: view) { add("`\(view.name)` is also built at {places}, in code Lifeline does not follow (what it passes there is not followed)", at: place) }
    }

    /// The places outside previews where the view's name is called (`Name(` or `Name {`) that are
    /// none of the constructions the model follows, nor its own declarations.
    private func unfollowedCalls(of view: ViewType) -> [String] {
        let sites = model.constructionSites(of: view.key)
        let declarations = model.declarationIndex()
        var places: [String] = []
        for occurrence in occurrences(of: view.name) where !occurrence.isMember {
            let location = occurrence.location
            // A call: `(` or a trailing closure's `{` after the name (spaces between).
            let bytes = model.files[location.file].tree.source.bytes
            var next = location.range.upperBound
            while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
            guard next < bytes.count, bytes[next] == UInt8(ascii: "(") || bytes[next] == UInt8(ascii: "{") else { continue }
            // A call of the name (`extension Slider {` is no call), naming this view where it is
            // written (a type of the same name in another target is another view).
            let path = model.files[location.file].tree.root.path(to: location.range.lowerBound)
            // The name means what it means in the type around the call: `Toolbar()` inside
            // `VideoPlayer.PlaybackControls` is that type's nested `Toolbar`, not another's.
            let around = path.last { [.structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl].contains($0.kind) }
            let scope = around.flatMap { declarations.typeKey(file: location.file, offset: $0.range.lowerBound) }
            guard path.contains(where: { $0.kind == .functionCallExpr && ($0.baseExpression ?? $0.firstChild)?.range.lowerBound == location.range.lowerBound }),
                model.resolveType(view.name, file: location.file, scope: scope).contains(view.key)
            else { continue }
            if model.isInPreview(location) { continue }
            if sites.contains(where: { $0.location.file == location.file && $0.location.range.contains(location.range.lowerBound) }) { continue }
            // Not a call built on no platform the view exists on (`#if os(macOS) … #else
            // Same() #endif`, where the other platform's `Same` is another view), nor one in a
            // file no target builds with the view's.
            let declarationFile = view.declaration.location.file
            let viewPlatforms = view.declaration.platforms ?? model.configuration(forFile: declarationFile).filePlatforms
            if let node = path.last, BuildConfiguration.intersection(model.platforms(of: node, file: location.file), viewPlatforms)?.isEmpty == true { continue }
            if !model.mayCompileTogether(location.file, declarationFile) { continue }
            places.append(Snapshot.place(location, in: model))
        }
        return places
    }

    /// What the calls of inlined helpers (`through`, outermost first) give a parameter a
    /// construction reads, followed out from the innermost helper while the value is again a
    /// parameter; nil when a call or a label is not found, or `reference` is no parameter.
    private func argumentGiven(for reference: SyntaxNode, through calls: [Location]) -> (value: SyntaxNode, call: Location)? {
        var current = reference
        var found: Location?
        for location in calls.reversed() {
            guard current.kind == .declReferenceExpr, let name = current.referencedName,
                let declared = current.localDeclaration(of: name), declared.kind == .parameter
            else { break }
            // `items: T` is called with `items:`, `for items: T` with `for:`, `_ items: T` unlabelled.
            let words = declared.node.squashedText.prefix { $0 != ":" }.split(separator: " ").map(String.init)
            guard let label = words.count >= 2 ? words[0] : words.first else { return nil }
            let tree = model.files[location.file].tree
            guard let call = tree.root.path(to: location.range.lowerBound).last(where: { $0.kind == .functionCallExpr && $0.range == location.range }),
                let value = call.arguments.first(where: { ($0.label ?? "_") == label })?.value
            else { return nil }
            current = value
            found = location
        }
        return found.map { (current, $0) }
    }

    /// What must hold of a view's property for a child this binding is followed from to be built:
    /// `flag` true or false, or `items` empty or not (`items.isEmpty`).
    struct Requirement: Equatable {
        var property: String
        var isEmptyTest: Bool
        var mustBe: Bool
    }

    /// The requirements the `if` conditions a child is built under in `view`'s body put on
    /// properties of `view` that no code of the view can change (a plain stored property or a
    /// `@Binding`): `if flag, !items.isEmpty { Child() }`. Swift evaluates the same value every
    /// time the body runs, so a call of `view` that fixes one false never builds the child.
    func requirements(of contexts: [StructuralContext], in view: ViewType) -> [Requirement] {
        var found: [Requirement] = []
        for context in contexts {
            guard case .branch(let condition, 0) = context else { continue }
            for raw in Snapshot.conditionTerms(condition) {
                var term = Substring(raw)
                let negated = term.hasPrefix("!")
                if negated { term = term.dropFirst() }
                let isEmptyTest = term.hasSuffix(".isEmpty")
                if isEmptyTest { term = term.dropLast(8) }
                if term.hasPrefix("self.") { term = term.dropFirst(5) }
                let name = String(term)
                guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), let property = view.property(name), !property.isStatic,
                    property.wrapper == .none || property.wrapper == .binding
                else { continue }
                found.append(Requirement(property: name, isEmptyTest: isEmptyTest, mustBe: !negated))
            }
        }
        return found
    }

    /// Whether `requirements` on `view`'s properties can hold when a call builds `view` with
    /// `arguments`, and what they require of the caller's own properties where the call passes
    /// them on (`Child(flag: flag)`, `Child(items: $items)`); nil when a literal the call gives
    /// (`flag: false`, `items: .constant([])`), or the initializer's default where it gives none,
    /// makes one false.
    func requirements(_ requirements: [Requirement], in view: ViewType, builtWith arguments: [Argument], caller: ViewType?) -> [Requirement]? {
        var forwarded: [Requirement] = []
        for requirement in requirements {
            let labels = argumentLabels(for: requirement.property, of: view)
            var given = arguments.first(where: { labels.contains($0.label ?? "_") })?.value?.squashedText
            if given == nil {
                // The one initializer's default (`flag: Bool = false`), or the memberwise
                // initializer's: the property's initial value.
                if view.initializers.count == 1, let initializer = view.initializers.first {
                    let assigned = initializer.assignments.first { $0.property == requirement.property }
                    if case .parameter(let name)? = assigned?.value.kind {
                        given = initializer.parameters.first { $0.name == name }?.defaultValue?.squashedText
                    }
                } else if view.initializers.isEmpty, let property = view.property(requirement.property), !property.isLet {
                    given = property.initialValue?.node.squashedText
                }
            }
            guard var literal = given.map({ Substring($0.filter { $0 != " " }) }) else { continue }
            if literal.hasPrefix(".constant("), literal.hasSuffix(")") { literal = literal.dropFirst(10).dropLast() }
            let known: Bool?
            if requirement.isEmptyTest {
                known = ["[]", "[:]", "\"\""].contains(literal) ? true : nil
            } else {
                known = literal == "true" ? true : literal == "false" ? false : nil
            }
            if let known {
                if known != requirement.mustBe { return nil }
                continue
            }
            // Passed on from the caller's own property, which its code cannot change either.
            let name = literal.hasPrefix("$") && requirement.isEmptyTest ? String(literal.dropFirst()) : String(literal)
            if let caller, let property = caller.property(name), !property.isStatic, property.wrapper == .none || property.wrapper == .binding,
                name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            {
                forwarded.append(Requirement(property: name, isEmptyTest: requirement.isEmptyTest, mustBe: requirement.mustBe))
            }
        }
        return forwarded
    }

    /// The argument labels a construction may give the property's binding with: the memberwise
    /// initializer's (the property's name), and each initializer parameter that `init` installs
    /// into it (`_value = value`, `self._value = value`).
    /// The default value of the parameter the view's one initializer installs into the binding
    /// (`init(hidden: Binding<Bool> = .constant(false))`), as written; nil with no such default or
    /// with several initializers (which one a call takes is the call's).
    func defaultBinding(for property: String, of view: ViewType) -> String? {
        guard view.initializers.count == 1, let initializer = view.initializers.first,
            let assignment = initializer.assignments.first(where: { $0.property == property && !Snapshot.makesBinding($0) }),
            case .parameter(let name) = assignment.value.kind
        else { return nil }
        // `= nil` for an optional `Binding?` parameter: the initializer then makes or installs
        // a binding of its own, which is not that default.
        guard let text = initializer.parameters.first(where: { $0.name == name })?.defaultValue?.squashedText, text != "nil" else { return nil }
        return text
    }

    /// Whether a written binding is a constant (`.constant(false)`, `Binding.constant(x)`).
    static func isConstantBinding(_ text: String) -> Bool {
        text.hasPrefix(".constant(") || text.hasPrefix("Binding.constant(")
    }

    func argumentLabels(for property: String, of view: ViewType) -> Set<String> {
        var labels: Set<String> = []
        if view.memberwiseParameters.contains(property) { labels.insert(property) }
        for initializer in view.initializers {
            // `_value = Binding(value)`: a binding the view makes itself, not one a parent passes.
            for assignment in initializer.assignments where assignment.property == property && !Snapshot.makesBinding(assignment) {
                guard case .parameter(let name) = assignment.value.kind, let parameter = initializer.parameters.first(where: { $0.name == name }) else { continue }
                labels.insert(parameter.label ?? "_")
            }
        }
        return labels
    }
}

/// The places a binding's value lives, in the order found, each with the places that pass it.
struct BindingOriginList {
    var entries: [(storage: String, places: [String])] = []
    /// Whether a place was found through a helper function a view calls (`instantPopover(…)`):
    /// the helper's other callers are found only where the model reads them.
    var throughHelpers = false

    mutating func add(_ storage: String, at place: String?) {
        if let index = entries.firstIndex(where: { $0.storage == storage }) {
            if let place, !entries[index].places.contains(place) { entries[index].places.append(place) }
        } else {
            entries.append((storage, place.map { [$0] } ?? []))
        }
    }
}

extension Snapshot {
    /// Whether an initializer's assignment makes the binding it installs (`_value =
    /// Binding(value)`, `Binding(get:set:)`, `.constant(x)`), rather than installing one passed in.
    static func makesBinding(_ assignment: InitAssignment) -> Bool {
        let text = assignment.rightHandSideText
        return assignment.wrapperCall.map(TypeDeclaration.baseName) == "Binding" || text.hasPrefix("Binding(") || text.hasPrefix("Binding<")
            || text.hasPrefix(".init(get:") || text.hasPrefix(".constant(")
    }
}

extension Snapshot {
    /// The terms of an `if` condition that must all hold: its comma-separated conditions and the
    /// operands of a top-level `&&`, each trimmed. A term with an `||` is left out: no one literal
    /// makes it false.
    public static func conditionTerms(_ condition: String) -> [String] {
        var terms: [String] = []
        var depth = 0
        var current = ""
        var characters = Array(condition)[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            switch character {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            default: break
            }
            if depth == 0, character == "," || (character == "&" && characters.first == "&") {
                if character == "&" { characters = characters.dropFirst() }
                terms.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                continue
            }
            current.append(character)
        }
        terms.append(current.trimmingCharacters(in: .whitespaces))
        return terms.filter { !$0.isEmpty && !$0.contains("||") }
    }
}
