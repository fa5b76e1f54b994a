import Ownership
import Semantics
import Syntax

/// A diagnostic in UTF-8 offsets of one document.
public struct Diagnostic: Sendable, Equatable {
    public let range: Range<Int>
    public let severity: Severity
    public let message: String
    public let rule: String
    /// What the finding's consequence needs, each established or not, with the evidence (an info
    /// whose premise was not established says which in its message too).
    public var premises: [Premise] = []
}

/// A hover: Markdown and the range it is about.
public struct Hover: Sendable, Equatable {
    public let range: Range<Int>
    public let markdown: String
    /// A model property's Simulated section as the hover shows it (nil for other hovers): what
    /// clients and the benchmark read to tell where the simulation started.
    public var simulated: SimulatedSection? = nil

    public init(range: Range<Int>, markdown: String, simulated: SimulatedSection? = nil) {
        self.range = range
        self.markdown = markdown
        self.simulated = simulated
    }
}

extension Snapshot {
    /// The findings in one document, in order.
    public func diagnostics(_ path: String) -> [Diagnostic] {
        guard let index = file(path) else { return [] }
        return findings(inFile: index)
            .sorted { $0.location.range.lowerBound < $1.location.range.lowerBound }
            .map { Diagnostic(range: $0.location.range, severity: $0.severity, message: $0.message, rule: $0.rule, premises: $0.premises) }
    }

    /// The view property at an offset: on its name, its wrapper or its type.
    public func property(at offset: Int, in path: String) -> (view: ViewType, property: ViewProperty)? {
        guard let index = file(path) else { return nil }
        for key in model.viewOrder {
            guard let view = model.views[key] else { continue }
            for property in view.properties where property.location.file == index {
                let declaration = property.node.range
                if declaration.contains(offset) || declaration.upperBound == offset { return (view, property) }
            }
        }
        return nil
    }

    /// What a newcomer needs about a model property: wrapper and type, who owns the object and why,
    /// its lifetime in plain words, what the simulator saw happen to it, and the findings on it.
    /// The simulation runs here, in this process; a server runs it in a worker process instead and
    /// passes its outcome with `hover(at:in:simulated:)`.
    public func hover(at offset: Int, in path: String) -> Hover? {
        hover(at: offset, in: path) { view, property in self.simulatedSection(view: view, property: property) }
    }

    /// The hover, with the Simulated section taken from `simulated`, which is asked for every
    /// model property (`isModelProperty`).
    public func hover(at offset: Int, in path: String, simulated: (ViewType, ViewProperty) -> SimulatedSection) -> Hover? {
        guard let (view, property) = self.property(at: offset, in: path) else { return viewHover(at: offset, in: path) }
        var lines: [String] = []
        // A type neither written nor told by the initial value is not guessed ("an object" read as
        // a claim about an enum's value).
        let type = property.type.map { "`\($0)`" } ?? "type not written"
        lines.append("**\(property.wrapper == .none ? "" : "\(Snapshot.writtenWrapper(property)) ")`\(view.name).\(property.name)`**: \(type)")
        if let verdict = ownership.verdict(view: view.key, property: property.name) {
            lines.append("")
            let madeOnce = OwnershipAnalysis.objectMadeOnceFromParentsExpression(verdict, in: model)
            lines.append("**Ownership: \(madeOnce ? "owned, made from the parent's expression" : verdict.label)**")
            for step in verdict.evidence { lines.append("- \(step)") }
            lines.append("")
            // A plain property or `@State` of a class holds a reference, not a value of its own.
            // A property wrapper (`@StoredValue var x`) is initialized with every view that
            // declares one, not by constructions: a parent's re-render of such a view makes it again.
            let builtInBodies = view.declaration.attributes.contains { TypeDeclaration.baseName($0) == "propertyWrapper" }
                || model.constructionSites(of: view.key).contains { model.parentView(of: $0) != nil }
            let everyInit = OwnershipAnalysis.objectMadeOnEveryInit(verdict, of: view).map { edge in
                edge.madeBy.map { "initialized through `\(view.name).\($0.initializer)`" } ?? "initialized by \(edge.builder)"
            } ?? (verdict.madeBeforeInstalling ? "initialized (its `init` makes one before installing it)" : nil)
            // Made once from the parent's expression: the view's own, as if it wrote it. Made
            // unless the caller gives one, and some caller does: what it keeps is the first it gets.
            let kind: OwnershipKind = madeOnce ? .owned : verdict.callerMayGive && property.wrapper == .stateObject ? .unknown : verdict.kind
            var lifetime = Snapshot.lifetime(
                property, kind, view: view.name, holdsReference: holdsObject(property), builtInBodies: builtInBodies, madeOnEveryInitBy: everyInit,
                isApp: view.role == .app)
            // The root of a hosting view another view's code makes (`NSHostingView(rootView: V())`
            // in a body): each run of that code makes a new hosting view with a new `V`.
            if let hosted = hostingCodeAround(view) {
                lifetime += " `\(view.name)` is the root view of the `\(hosted.call)` that `\(hosted.owner)`'s code makes at `\(Snapshot.place(hosted.location, in: model))`: each time that code runs, it makes a new one, whose `\(view.name)` starts with new state; which one the app shows is that code's."
            }
            lines.append(lifetime)
        }
        // A binding's value lives elsewhere: where, followed through the parents that pass it on.
        let origins = bindingOrigins(view: view, property: property)
        if !origins.isEmpty {
            lines.append("")
            lines.append("**Where the value lives**")
            for origin in origins { lines.append("- \(origin)") }
        }
        var shown: SimulatedSection?
        if isModelProperty(property) {
            let section = simulated(view, property)
            shown = section
            switch section {
            case .lines(let simulated, _):
                lines.append("")
                lines.append("**Simulated**")
                for line in simulated { lines.append("- \(line)") }
                if showsContainers(view, property) && !simulated.contains(where: { $0.hasPrefix("In the app: ") }) {
                    for line in containerLines(view: view, property: property) { lines.append("- \(line)") }
                }
            case .notSimulated(let reason):
                lines.append("")
                lines.append("**Not simulated:** \(reason).")
                // Where the app shows the view is read from the code, simulated or not: what the
                // container does to a `@State` (a sheet, a push, an `.id`) is the fact a reader wants.
                if property.wrapper == .state || showsContainers(view, property) {
                    for line in containerLines(view: view, property: property) { lines.append("- \(line)") }
                }

            case .failed(let reason):
                lines.append("")
                lines.append("**Simulated:** not available: \(reason). What is above comes from reading the code alone.")
            }
            // A state its initializer seeds from what the caller gives: read from the code, the
            // fact behind the classic bug (S2, S6), unless the run already showed it.
            if property.wrapper == .state, Snapshot.initSetsState(view, property) {
                var said = false
                if case .lines(let simulated, _) = section { said = simulated.contains { $0.contains("is ignored") } }
                if case .failed = section { said = true }
                if !said {
                    lines.append("- `\(property.name)` starts from the value `\(view.name).init` gives it. SwiftUI keeps that first value while `\(view.name)` keeps its place in the view tree, so the value a later init gives it (a parent re-rendering with other arguments) is ignored; a new `.id(…)` on `\(view.name)` starts it over.")
                }
            }
            // What a preview does is no lifetime in the app: said once, where the places are.
            if case .failed = section {} else if let line = previewOnlyLine(view) { lines.append("- \(line)") }
        }
        let relevant = findings(inFile: property.location.file).filter { property.node.range.contains($0.location.range.lowerBound) }
        if !relevant.isEmpty {
            lines.append("")
            lines.append("**Findings**")
            for finding in relevant {
                lines.append("- \(finding.message) (rule [`\(finding.rule)`](\(RulesDocument.url(for: finding.rule))))")
            }
        }
        return Hover(range: property.nameRange, markdown: lines.joined(separator: "\n"), simulated: shown)
    }

    /// For a view only previews and tests build (`SemanticModel.isBuiltOnlyByPreviews`): that the
    /// app never shows it, with the places that build it.
    /// Said only when every place the view's name is written is accounted for: its own
    /// declaration, an `extension` of it, preview code or a file the app does not compile. A name
    /// written anywhere else (code outside views that hosts it, a body the model does not read as
    /// building it) may show it in the app.
    func previewOnlyLine(_ view: ViewType) -> String? {
        guard view.role != .app, model.isBuiltOnlyByPreviews(view.key) else { return nil }
        let declaration = view.declaration
        for occurrence in occurrences(of: view.name) {
            let location = occurrence.location
            if location.file == declaration.location.file && declaration.node.range.contains(location.range.lowerBound) { continue }
            if model.isInPreview(location) || !model.isAppCode(file: location.file) { continue }
            let bytes = files[location.file].tree.source.bytes
            let before = String(decoding: bytes[max(0, location.range.lowerBound - 40)..<location.range.lowerBound], as: UTF8.self)
            if !occurrence.isMember, before.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("extension") { continue }
            return nil
        }
        let places = model.constructionSites(of: view.key).map { site in
            "`\(model.describe(site.location).split(separator: "/").last.map(String.init) ?? model.describe(site.location))`"
        }
        let shown = places.prefix(2).joined(separator: ", ") + (places.count > 2 ? " and \(places.count - 2) more" : "")
        return "Only previews or tests build `\(view.name)`\(places.isEmpty ? "" : " (\(shown))"), as far as Lifeline finds: no screen of the app shows it, so none of this happens in the running app."
    }

    /// The wrapper as the heading names it: as written when the declaration qualifies it with
    /// another type (`@FocusState.Binding` is not SwiftUI's `@Binding`), else the model's name.
    static func writtenWrapper(_ property: ViewProperty) -> String {
        if let attribute = property.wrapperAttribute?.squashedText, attribute.hasPrefix("@") {
            let name = String(attribute.dropFirst().prefix { $0 != "(" && $0 != " " })
            if name.contains("."), !name.hasPrefix("SwiftUI.") { return "@" + name }
        }
        return "\(property.wrapper)"
    }

    /// Whether a hover says where the app shows the view (`containerLines`) after its simulated
    /// lines: for a `@State` of a value, and for a `@StateObject` whose object the view makes
    /// itself, since what the container does (a sheet presented again, a push, a new `.id`) is
    /// what decides when it starts over.
    func showsContainers(_ view: ViewType, _ property: ViewProperty) -> Bool {
        switch property.wrapper {
        case .state: return !holdsObject(property)
        case .stateObject: return ownership.verdict(view: view.key, property: property.name)?.kind == .owned
        default: return false
        }
    }

    /// The lifetime of the object behind a property, in plain words.
    /// - Parameter builtInBodies: whether a view body of the workspace builds the view (so a
    ///   parent's re-render initializes it again); false when only code outside views does (a
    ///   hosting controller, a factory, a preview).
    /// - Parameter madeOnEveryInitBy: for a state object, how the view is initialized when a new
    ///   object is made at each init, before SwiftUI asks for it ("initialized by `P.body`";
    ///   `objectMadeOnEveryInit`).
    static func lifetime(
        _ property: ViewProperty, _ kind: OwnershipKind, view: String, holdsReference: Bool = false, builtInBodies: Bool = true, madeOnEveryInitBy: String? = nil,
        isApp: Bool = false
    ) -> String {
        // The system launches the app by calling the `App`'s `main()`, which "initializes and runs
        // the app" (Apple, `App.main()`): the `App` is made once and never removed, so what its own
        // declaration or initializer makes is made once and lasts as long as the app, whatever
        // the wrapper.
        if isApp, kind == .owned, [.stateObject, .observedObject, .state, .none].contains(property.wrapper) {
            return "**Lifetime:** made once, when the app starts: SwiftUI makes `\(view)` once and never makes it again or removes it, so this lives as long as the app."
        }
        // Storage SwiftUI keeps with an `App` is set up when the app starts and never released:
        // the `App` has no appearance or removal, whoever made what it holds.
        if isApp, [.stateObject, .state].contains(property.wrapper) {
            // The storage is kept; what it holds may still be replaced by code that sets it.
            let held = kind == .shared ? "; what it holds is a shared instance, which lives for the whole app anyway" : ""
            return "**Lifetime:** kept by SwiftUI with `\(view)`, the app itself, which SwiftUI makes once and never removes: set up when the app starts and kept as long as it runs\(held)."
        }
        switch (property.wrapper, kind) {
        case (.stateObject, _) where madeOnEveryInitBy != nil:
            return "**Lifetime:** a new object is made every time `\(view)` is \(madeOnEveryInitBy!), before SwiftUI asks for one; `@StateObject` keeps the first for as long as this `\(view)` keeps its place in the view tree and throws the later ones away after their init ran. It lets go of the kept one when the view is removed (a branch switch, a pop, a dismiss, a new `.id`)."
        case (.stateObject, .shared):
            return "**Lifetime:** a shared instance that lives for the whole app (see above); `@StateObject` only holds it while this `\(view)` keeps its place in the view tree."
        case (.stateObject, .injected):
            return "**Lifetime:** made by whoever builds `\(view)`, not by SwiftUI; `@StateObject` keeps the object it gets when `\(view)` first appears for as long as this `\(view)` keeps its place in the view tree, and ignores the ones later inits pass. It lets go of it when the view is removed (a branch switch, a pop, a dismiss, a new `.id`)."
        case (.stateObject, .unknown):
            return "**Lifetime:** `@StateObject` keeps the first object it gets for as long as this `\(view)` keeps its place in the view tree; it survives parent re-renders, and SwiftUI lets go of it when the view is removed (a branch switch, a pop, a dismiss, a new `.id`)."
        case (.stateObject, _):
            return "**Lifetime:** created once, just before `\(view)`'s first body, and kept for as long as this `\(view)` keeps its place in the view tree; it survives parent re-renders, and SwiftUI lets go of it when the view is removed (a branch switch, a pop, a dismiss, a new `.id`), which frees it unless something else holds it."
        case (.observedObject, .owned) where !builtInBodies:
            return "**Lifetime:** created again every time `\(view)` is initialized, and the view drops the previous object (freed unless other code keeps it). In this workspace only code outside view bodies initializes `\(view)`, so no parent's re-render does; `@StateObject` would still say the view owns it."
        case (.observedObject, .owned):
            return "**Lifetime:** created again every time `\(view)` is initialized — whenever a parent's body runs — and the view drops the previous object (freed unless other code keeps it): its state is lost to the view. Use `@StateObject` to own it."
        case (.observedObject, .shared), (.bindable, .shared):
            // Its declaration gives it a shared instance (`= ToastPresenter.shared`): nobody passes it.
            return "**Lifetime:** a shared instance that lives for the whole app (see above); `\(view)` only observes it."
        case (.observedObject, _), (.bindable, _):
            return "**Lifetime:** not owned here: the object lives as long as whoever passed it keeps it; `\(view)` only observes it."
        case (.environmentObject, _), (.environmentObservable, _):
            // Who injects it need not own it (a singleton, a controller, a parent that was handed
            // it): only what the environment guarantees is said. An `@Observable` object read with
            // `@Environment(T.self)` is injected with `.environment(_:)` only.
            let injector = property.wrapper == .environmentObject ? "`.environmentObject`" : "`.environment(_:)`"
            return "**Lifetime:** not owned here: it comes from the environment, from whatever injects it above `\(view)` (\(injector)), and lives as long as whatever made it keeps it; reading it with nothing injected above crashes."
        case (.state, _):
            if holdsReference {
                // The storage goes with the view; the object it refers to lives while anything holds it.
                return "**Lifetime:** stored by SwiftUI with `\(view)`'s identity: set up on first appearance, kept across re-renders, released when the view is removed; the object it refers to is freed then only if nothing else holds it."
            }
            return "**Lifetime:** stored by SwiftUI with `\(view)`'s identity: set up on first appearance, kept across re-renders, freed when the view is removed."
        case (.binding, _):
            // A binding holds neither the value nor the object: it reads and writes where it leads.
            return "**Lifetime:** not stored here: a binding reads and writes the value where it leads, and that storage decides how long it lasts."
        default:
            if kind == .shared { return "**Lifetime:** a shared instance that lives for the whole app." }
            // Made by the view's own declaration or `init` (`let manager = Manager()`): nobody
            // passes it, and every new value of the view makes another.
            if holdsReference, kind == .owned {
                if case .newInstance? = property.initialValue?.kind {
                    return "**Lifetime:** not owned by SwiftUI: every new `\(view)` value makes its own from the declaration's initial value\(builtInBodies ? ", each time a parent's body builds `\(view)`" : ""), and the one it replaces is freed once nothing else holds it."
                }
                // Set by the view's own code only (an `init`, or nothing: a `nil` start).
                return "**Lifetime:** not owned by SwiftUI: a reference each `\(view)` value holds; no caller passes it, and it holds only what `\(view)`'s own code gives it."
            }
            if holdsReference {
                return "**Lifetime:** not owned by SwiftUI: a reference the view struct holds; each new `\(view)` value gets whatever object its maker passes, and the object lives as long as something keeps it."
            }
            return "**Lifetime:** a plain stored value of the view struct, made again with every new view value."
        }
    }
}

/// A quick fix: a title and edits, each in UTF-8 offsets of a workspace file.
public struct QuickFix: Sendable {
    public let title: String
    public let rule: String
    public let isPreferred: Bool
    /// The finding's range, so the client can attach the fix to its diagnostic.
    public let diagnosticRange: Range<Int>
    public let edits: [(path: String, range: Range<Int>, newText: String)]
}

/// A symbol of the outline: a view or a model class with its properties.
public struct Symbol: Sendable {
    public enum Kind: Sendable { case view, modelClass, property }
    public let name: String
    public let detail: String?
    public let kind: Kind
    public let range: Range<Int>
    public let selectionRange: Range<Int>
    public let children: [Symbol]
}

/// A short note shown after a model property: who owns its object.
public struct InlayHint: Sendable, Equatable {
    public let offset: Int
    public let label: String
    public let tooltip: String
}

extension Snapshot {
    /// The fixes of the findings that overlap a range of a document.
    public func quickFixes(_ path: String, range: Range<Int>) -> [QuickFix] {
        guard let index = file(path) else { return [] }
        var result: [QuickFix] = []
        for finding in findings(inFile: index) {
            let found = finding.location.range
            guard found.overlaps(range) || found.contains(range.lowerBound) || range.contains(found.lowerBound) || found.upperBound == range.lowerBound else { continue }
            for fix in finding.fixes {
                let edits = fix.edits.map { (path: files[$0.file].path, range: $0.range, newText: $0.newText) }
                result.append(QuickFix(title: fix.title, rule: finding.rule, isPreferred: fix.isSafe, diagnosticRange: found, edits: edits))
            }
        }
        return result
    }

    /// The outline of a document: its views with their stored properties.
    public func symbols(_ path: String) -> [Symbol] {
        guard let index = file(path) else { return [] }
        var result: [Symbol] = []
        for view in model.views.values where view.declaration.location.file == index {
            let children = view.properties.filter { $0.location.file == index && !$0.isComputed }.map { property in
                Symbol(name: property.name, detail: property.wrapper == .none ? property.type : "\(property.wrapper)" + (property.type.map { " \($0)" } ?? ""),
                    kind: .property, range: property.node.range, selectionRange: property.nameRange, children: [])
            }
            let declaration = view.declaration.node
            let nameRange = declaration.token(.identifier)?.range ?? declaration.range
            result.append(Symbol(name: view.name, detail: "View", kind: .view, range: declaration.range, selectionRange: nameRange, children: children))
        }
        // Model classes, with their stored properties: what a view's wrapper ends up observing.
        for modelClass in model.models.values where modelClass.declaration.location.file == index {
            var children: [Symbol] = []
            for (file, member) in modelClass.declaration.members where file == index && member.kind == .variableDecl {
                let attributes = member.attributeNames.filter { $0 != "MainActor" }.map { "@" + $0 + " " }.joined()
                for binding in member.children(.patternBinding) {
                    guard let pattern = binding.children.first, pattern.kind == .identifierPattern, let name = pattern.referencedName else { continue }
                    let type = binding.child(.typeAnnotation)?.children.first?.squashedText
                    let detail = attributes + (type ?? "")
                    children.append(Symbol(name: name, detail: detail.isEmpty ? nil : detail.trimmingCharacters(in: .whitespaces),
                        kind: .property, range: member.range, selectionRange: pattern.range, children: []))
                }
            }
            let declaration = modelClass.declaration.node
            let nameRange = declaration.token(.identifier)?.range ?? declaration.range
            let detail: String
            switch modelClass.kind {
            case .observableObject: detail = "ObservableObject"
            case .observable: detail = "@Observable"
            case .plain: detail = "class"
            }
            result.append(Symbol(name: modelClass.qualifiedName, detail: detail, kind: .modelClass, range: declaration.range, selectionRange: nameRange, children: children))
        }
        return result.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// After each model property of a document's views: `owned` (or, for an `@ObservedObject`
    /// that makes its own object, `OwnershipVerdict.label`'s "creates inline, not owned"),
    /// `← Parent.property`, `environment`, `shared`.
    public func inlayHints(_ path: String, range: Range<Int>) -> [InlayHint] {
        guard let index = file(path) else { return [] }
        var result: [InlayHint] = []
        let views = model.viewOrder.compactMap { model.views[$0] }.filter { view in
            view.declaration.location.file == index || view.declaration.members.contains { $0.file == index }
        }
        for verdict in views.flatMap({ ownership.verdicts(ofView: $0.key) }) where verdict.property.location.file == index {
            let end = verdict.property.nameRange.upperBound
            guard range.contains(end) || range.upperBound == end else { continue }
            let label: String
            switch verdict.kind {
            case .owned: label = verdict.label
            case .injected:
                // The first place that hands it over, from the typed value flow.
                switch verdict.edges.first(where: { $0.source != .missing })?.source {
                case .parentProperty(let name, _, _)?: label = "← \(verdict.edges.first { $0.source != .missing }!.parent).\(name)"
                case .newInstance(let type)?: label = "← new \(TypeDeclaration.baseName(type))"
                case .sharedInstance(let type, let member)?: label = "← \(type).\(member)"
                case .expression(let text)?: label = "← " + (text.count > 30 ? String(text.prefix(29)) + "…" : text)
                case .missing?, nil: label = "injected"
                }
            case .environment: label = "environment" + (verdict.property.type.map { ": \($0)" } ?? "")
            case .shared: label = "shared"
            case .unknown: continue
            }
            result.append(InlayHint(offset: end, label: label, tooltip: verdict.evidence.joined(separator: "\n")))
        }
        return result.sorted { $0.offset < $1.offset }
    }
}

/// A view's ownership at a glance, for a code lens.
public struct OwnershipSummary: Sendable {
    public let view: String
    /// The view's key: what the lens's command names it by, so two views named alike stay apart.
    public let key: TypeKey
    public let range: Range<Int>
    public let title: String
}

extension Snapshot {
    /// "2 owned · 1 injected" over each view of a document that holds model objects.
    public func ownershipSummaries(_ path: String) -> [OwnershipSummary] {
        guard let index = file(path) else { return [] }
        var result: [OwnershipSummary] = []
        for view in model.views.values where view.declaration.location.file == index {
            let verdicts = ownership.verdicts(ofView: view.key)
            guard !verdicts.isEmpty else { continue }
            // Counted by the words the badge and the hover use (`OwnershipVerdict.label`): an
            // @ObservedObject that makes its own object is not counted as owned.
            var counts: [(String, Int)] = []
            for kind in [OwnershipKind.owned, .injected, .environment, .shared, .unknown] {
                var labels: [String] = []
                for verdict in verdicts where verdict.kind == kind && !labels.contains(verdict.label) { labels.append(verdict.label) }
                for label in labels.sorted(by: { ($0 == kind.rawValue ? 0 : 1, $0) < ($1 == kind.rawValue ? 0 : 1, $1) }) {
                    counts.append((label, verdicts.filter { $0.kind == kind && $0.label == label }.count))
                }
            }
            let title = counts.map { "\($0.1) \($0.0)" }.joined(separator: " · ")
            let declaration = view.declaration.node
            let nameRange = declaration.token(.identifier)?.range ?? declaration.range
            result.append(OwnershipSummary(view: view.name, key: view.key, range: nameRange, title: title))
        }
        return result.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// Every model property of a view with its verdict and evidence, as plain text. `view` is the
    /// view's key (what the code lens sends); a name a person typed is taken when exactly one view
    /// is so named, and the report lists the keys when several are.
    public func ownershipReport(view: String) -> String {
        let named = model.views(matching: view)
        guard named.count == 1 else {
            return named.isEmpty ? "No view named \(view)." : "Several views are named \(view): \(named.map(\.key.rawValue).joined(separator: ", ")); name one of them."
        }
        let key = named[0].key
        let verdicts = ownership.verdicts(ofView: key)
        guard !verdicts.isEmpty else { return "\(key) holds no model objects." }
        return verdicts.map { verdict in
            "\(key).\(verdict.property.name): \(verdict.kind.rawValue)" + (verdict.evidence.isEmpty ? "" : " — " + verdict.evidence.joined(separator: "; "))
        }.joined(separator: "\n")
    }
}

extension Snapshot {
    /// On a view's name (its declaration or a place that builds it): what it holds and who builds it.
    func viewHover(at offset: Int, in path: String) -> Hover? {
        guard let index = file(path) else { return nil }
        var found: (ViewType, Range<Int>)? = nil
        for view in model.views.values.sorted(by: { $0.name < $1.name }) {
            let declaration = view.declaration.node
            if view.declaration.location.file == index, let token = declaration.token(.identifier), token.range.contains(offset) || token.range.upperBound == offset {
                found = (view, token.range)
                break
            }
            for site in model.constructionSites(of: view.key) where site.location.file == index {
                if let callee = site.node.firstToken, callee.range.contains(offset) || callee.range.upperBound == offset {
                    found = (view, callee.range)
                    break
                }
            }
            if found != nil { break }
        }
        guard let (view, range) = found else { return nil }
        var lines = ["**View `\(view.name)`**"]
        let verdicts = ownership.verdicts(ofView: view.key)
        if verdicts.isEmpty {
            lines.append("")
            lines.append("Holds no model objects.")
        } else {
            lines.append("")
            for verdict in verdicts {
                lines.append("- `\(verdict.property.name)`: \(verdict.property.wrapper == .none ? "" : "\(verdict.property.wrapper) ")\(verdict.label)")
            }
        }
        let parents = Set(model.constructionSites(of: view.key).map(\.parent)).sorted()
        if !parents.isEmpty {
            lines.append("")
            lines.append("Built by " + parents.map { "`\($0)`" }.joined(separator: ", ") + ": a new `\(view.name)` value every time their body runs; its storage stays with its place in the tree.")
        }
        return Hover(range: range, markdown: lines.joined(separator: "\n"))
    }
}

/// The SwiftUI view a position of a document belongs to: the one rule every editor uses for "the
/// view at the cursor" (`lifeline.viewAt`).
public struct EnclosingView: Sendable, Equatable {
    /// The view's qualified name, as `lifeline.visualize` and the visualizer take it.
    public let name: String
    /// The declaration or extension the position is in, and its name there, in UTF-8 offsets.
    public let range: Range<Int>
    public let nameRange: Range<Int>
}

extension Snapshot {
    /// The innermost view whose declaration, or an extension of it, holds `offset`: `struct
    /// SettingsViewModel` is no view, and a type nested in a view that is no view itself (its model
    /// class, an enum of its fields) belongs to the view around it, as does an extension of such a
    /// type (`extension Outer.Model`). Nil when the position is in no view.
    public func view(enclosing offset: Int, in path: String) -> EnclosingView? {
        guard let index = file(path) else { return nil }
        let root = files[index].tree.root
        let end = root.range.upperBound
        // At the very end of a file (after the last brace) nothing encloses the cursor.
        guard offset >= 0, offset <= end else { return nil }
        // The model says which type each declaration is and which types an extension extends.
        let declarations = model.declarationIndex()
        var found: EnclosingView?
        for node in root.path(to: min(offset, max(end - 1, 0))) {
            let keys: [TypeKey]
            switch node.kind {
            case .structDecl, .classDecl, .enumDecl, .actorDecl:
                keys = declarations.typeKey(file: index, offset: node.range.lowerBound).map { [$0] } ?? []
            case .extensionDecl:
                keys = declarations.extendedKeys(file: index, offset: node.range.lowerBound)
                    .nonEmpty ?? extendedQualifiers(of: node, file: index)
            default:
                continue
            }
            // Only an offset inside the declaration's text counts (not the trivia before it).
            guard node.range.contains(offset) || node.range.upperBound == offset else { continue }
            // The view itself, else the view a nested type (or an extension of one) is inside; any
            // other type keeps the view around it, if there is one.
            // A name that means several views (`extension Row` with two nested `Row`s) names none.
            let around = Set(keys.compactMap(viewAround))
            guard around.count == 1, let key = around.first else { continue }
            found = EnclosingView(name: key.rawValue, range: node.range, nameRange: node.token(.identifier)?.range ?? node.range)
        }
        return found
    }

    /// For an extension of a type the workspace does not declare (`extension Row.Style` while it is
    /// being written): the types its qualifiers name, resolved from the file, longest first.
    private func extendedQualifiers(of node: SyntaxNode, file: Int) -> [TypeKey] {
        guard let extended = node.children.first(where: { ![.attributeList, .modifierList].contains($0.kind) }) else { return [] }
        var parts = TypeDeclaration.withoutGenericArguments(extended.squashedText).split(separator: ".")
        while parts.count > 1 {
            parts.removeLast()
            let found = model.resolveType(parts.joined(separator: "."), file: file, scope: nil)
            if !found.isEmpty { return found }
        }
        return []
    }

    /// The nearest type around a nested type's key that is a view (`Outer` for `Outer.Model`).
    private func viewAround(_ key: TypeKey) -> TypeKey? {
        if model.views[key] != nil { return key }
        var scope = key.enclosingScope
        while let name = scope {
            let outer = TypeKey(name)
            if model.views[outer] != nil { return outer }
            scope = outer.enclosingScope
        }
        return nil
    }
}

extension Array {
    /// The array, or nil when it is empty.
    fileprivate var nonEmpty: [Element]? { isEmpty ? nil : self }
}

extension Snapshot {
    /// The hosting call another view's instance code makes with `view` as its root (a hosting view
    /// built in a body or a helper), outside previews: the view around it, where, and the call.
    func hostingCodeAround(_ view: ViewType) -> (owner: String, location: Location, call: String)? {
        for root in model.roots where root.kind == .hostingController && root.constructions.contains(where: { $0.typeKeys.contains(view.key) }) {
            for key in model.viewOrder where key != view.key {
                guard let owner = model.views[key], OwnershipAnalysis.isInInstanceCode(of: owner, root.location, in: model) else { continue }
                let call = root.hostingCall ?? root.description
                return (owner.name, root.location, call)
            }
        }
        return nil
    }
}
