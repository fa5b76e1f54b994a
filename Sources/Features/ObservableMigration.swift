import Ownership
import Semantics
import Syntax

/// The refactoring that moves a model class from `ObservableObject` to `@Observable` across the
/// workspace in one edit, following SE-0395 and Apple's migration guide; `docs/migration.md` says
/// what it does with each thing a real class contains, and when it is withheld.
public struct Refactoring: Sendable {
    /// What a refactoring does, for callers that act on it (the title is for people).
    public enum Kind: Sendable, Equatable {
        /// Changes a property's wrapper to this one.
        case convertWrapper(to: PropertyWrapper)
        /// Migrates an `ObservableObject` class to `@Observable`.
        case migrateToObservable
    }

    public let title: String
    public let edits: [(path: String, range: Range<Int>, newText: String)]
    public let kind: Kind
    /// Why the refactoring is not offered (its result would not compile or would change what the
    /// app does), in one line; nil when it is offered. A withheld refactoring has no edits.
    public let withheld: String?
    /// For a migration to `@Observable`, the simulation before and after the edits, when it ran.
    public let comparison: MigrationComparison?

    public init(title: String, edits: [(path: String, range: Range<Int>, newText: String)], kind: Kind, withheld: String? = nil, comparison: MigrationComparison? = nil) {
        self.comparison = comparison
        self.title = title
        self.edits = withheld == nil ? edits : []
        self.kind = kind
        self.withheld = withheld
    }
}

extension Snapshot {
    /// The `ObservableObject` class declared at an offset (on the class or one of its members).
    public func observableObjectClass(at offset: Int, in path: String) -> ModelClass? {
        guard let index = file(path) else { return nil }
        return model.models.values.sorted(by: { $0.key < $1.key }).first { model in
            model.kind == .observableObject && model.declaration.location.file == index
                && (model.declaration.node.range.contains(offset) || model.declaration.node.range.upperBound == offset)
        }
    }

    /// Migrates `className`, with its subclasses in the workspace, to `@Observable`, or says in one
    /// line why it is withheld (`Refactoring.withheld`).
    /// - The classes get `@Observable` and lose `ObservableObject`, `@Published` and
    ///   `objectWillChange.send()`; their files import Observation.
    /// - Stored properties the macro cannot track become `@ObservationIgnored` (other property
    ///   wrappers, `lazy`), and so do stored `var`s that were not `@Published` and that no view reads
    ///   while rendering (subscriptions, caches, tasks): they were not observed before either.
    ///   `@ObservedObject`/`@StateObject` on a class's property (never installed there) goes.
    /// - Views: `@StateObject` becomes `@State` (and `StateObject(wrappedValue:)` `State(wrappedValue:)`),
    ///   `@ObservedObject` a plain property (`_m = ObservedObject(wrappedValue: x)` becomes
    ///   `self.m = x`), or `@Bindable` where `$m.x` bindings are made, `@EnvironmentObject`
    ///   `@Environment(T.self)`; `.environmentObject(x)` becomes `.environment(x)`.
    /// Withheld, too, when under the Xcode 26 toolchain a `@StateObject` made once would become a
    /// `@State` initial value evaluated on every init and making the object does work (or leaves it
    /// alive): the app would not behave as it did. The title names the subclasses that move along.
    ///
    /// With `simulate`, every migration that gets as far as edits is simulated before and after
    /// (`MigrationComparison`): one whose run shows a different screen, a crash, or objects kept or
    /// freed differently is withheld with the difference; a lesser difference (objects made and
    /// freed again, bodies run a different number of times) is named in the title; an equal one
    /// says "behaviour checked by simulation on N views". The comparison rides on the refactoring.
    public func migrationToObservable(_ className: TypeKey, toolchain: Toolchain, simulate: Bool = true) -> Refactoring? {
        guard let root = model.models[className], root.kind == .observableObject else { return nil }
        var migration = ObservableMigration(snapshot: self, root: root, context: cachedMigrationContext)
        migration.plan()
        let shownName = root.qualifiedName
        var title = "Migrate \(shownName) to @Observable"
        if let reason = migration.blockers.first {
            return Refactoring(title: title, edits: [], kind: .migrateToObservable, withheld: reason)
        }
        let comparison: MigrationComparison? =
            simulate
            ? migrationComparisons.value("\(className.rawValue)\u{1}\(toolchain.rawValue)") {
                compareMigration(of: Set(migration.classes.map(\.key)), edits: migration.edits, toolchain: toolchain)
            } : nil
        // What the simulation shows of a difference the premises found, when it shows one.
        func shown(_ weights: Set<MigrationComparison.Weight>) -> String {
            guard let comparison else { return "" }
            for run in comparison.runs {
                if let difference = run.differences.first(where: { weights.contains($0.weight) }) {
                    return "; simulated on `\(run.view)` \(run.start): \(difference.text)"
                }
            }
            return ""
        }
        if toolchain == .xcode26, let leak = migration.eagerLeak {
            let reason = "with Xcode 26 a @State initial value is made on every init of \(leak.view), and each \(leak.type) made stays alive (\(leak.evidence)): every re-render would leave one more running (keep @StateObject there, or build it once outside the view)" + shown([.objectsAlive])
            return Refactoring(title: title, edits: [], kind: .migrateToObservable, withheld: reason, comparison: comparison)
        }
        // Work done once becomes work done on every init of the view: not the behaviour it had.
        if toolchain == .xcode26, let made = migration.eagerStateObject {
            let reason = "with Xcode 26 a @State initial value is made on every init of \(made.view), where the @StateObject made it once, and each \(made.type) \(made.work): that work would run again on every re-render of its parent (keep @StateObject until the project builds with Xcode 27, where @State makes it once, or make it once outside the view)" + shown([.objectsMade, .objectsAlive])
            return Refactoring(title: title, edits: [], kind: .migrateToObservable, withheld: reason, comparison: comparison)
        }
        if let comparison, let heaviest = comparison.heaviest, heaviest.weight >= .objectsAlive,
            let run = comparison.runs.first(where: { $0.differences.contains(heaviest) })
        {
            let reason = "simulated before and after on `\(run.view)` \(run.start), the app would not behave as it did: \(heaviest.text)"
            return Refactoring(title: title, edits: [], kind: .migrateToObservable, withheld: reason, comparison: comparison)
        }
        var notes: [String] = []
        if migration.classes.count > 1 {
            let others = migration.classes.dropFirst().map(\.declaration.simpleName)
            notes.append("with its subclass\(others.count == 1 ? "" : "es") \(others.joined(separator: ", "))")
        }
        // Xcode 26's extra object per init, from the premises, where no run of that view showed it.
        if toolchain == .xcode26, let cheap = migration.eagerCheap,
            !(comparison?.runs.contains { $0.view == cheap.view && $0.outcome != .notSimulated } ?? false)
        {
            notes.append("with Xcode 26, each re-render of `\(cheap.view)`'s parent makes one more `\(cheap.type)`, which is thrown away")
        }
        if let comparison, comparison.outcome != .notSimulated {
            let checked = comparison.compared.count
            let views = "\(checked == comparison.runs.count ? "" : "\(checked) of ")\(comparison.runs.count) view\(comparison.runs.count == 1 ? "" : "s")"
            if let (run, named) = comparison.named {
                notes.append("simulated on \(views): \(run.outcome == .different ? "the same screen, but " : "")\(named.short)")
            } else {
                notes.append("behaviour checked by simulation on \(views)")
            }
        }
        if !notes.isEmpty { title += " (" + notes.joined(separator: "; ") + ")" }
        return Refactoring(title: title, edits: migration.edits, kind: .migrateToObservable, comparison: comparison)
    }
}

/// A declaration whose parameters must be ObservableObjects (`struct PanelView<VM:
/// ObservableObject>`, `func watch(_ model: some ObservableObject)`): a class passed to one stops
/// satisfying it once migrated.
struct ObservableRequirement: Sendable {
    /// The type's or the function's name.
    let name: String
    let isType: Bool
    /// The argument labels whose values must be ObservableObjects ("_" for an unlabelled one).
    let labels: Set<String>
    let location: Location
    /// The files that mention its name: the only ones a use of it can be in.
    var files: [Int] = []
}

/// What every migration in one snapshot reads of the whole workspace, read once. A class, so that
/// its layout is its module's alone.
public final class MigrationContext: Sendable {
    /// The member names views read while rendering (`Snapshot.memberNamesViewsRender`).
    let viewReads: Set<String>
    /// The files that mention a `.$publisher` and an `.environmentObject(` call.
    let publisherFiles: [Int]
    let injectionFiles: [Int]
    /// The views with a property of each type (by base name), sorted by view name.
    let holders: [String: [TypeKey]]
    /// The types that are not views and hold something with an ObservableObject wrapper.
    let wrapperHolders: [TypeKey]
    /// The files that mention `objectWillChange`.
    let objectWillChangeFiles: [Int]
    /// Each file's type members, as (range, type key): what type the code at an offset is in.
    let membersByFile: [Int: [(range: Range<Int>, key: TypeKey)]]
    /// The SwiftPM manifests of the workspace: their folder and the minimum versions they declare
    /// (`iOS` → 14), read from `platforms:`.
    let manifests: [(folder: String, platforms: [String: Int])]
    /// `#available(iOS 15, *)`-style checks for platform versions below Observation's: where they are.
    let availabilityChecks: [(platform: String, version: Int, location: Location)]
    /// The modules that already declare an `@Observable` (or SwiftData `@Model`) class: their
    /// deployment target has Observation.
    let observableModules: Set<String>
    /// Module name → the manifest of the package that holds it.
    let packageOfModule: [String: (folder: String, platforms: [String: Int])]
    /// The types and functions whose parameters must be ObservableObjects.
    let observableRequirements: [ObservableRequirement]
    /// Assignments of a member to itself (`store.items = store.items`): where, and the member's name.
    let selfAssignments: [(file: Int, node: SyntaxNode, member: String)]
    /// The workspace's `Commands` types (an App's menus), sorted.
    let commandsTypes: [TypeKey]

    init(
        viewReads: Set<String>, publisherFiles: [Int], injectionFiles: [Int], holders: [String: [TypeKey]], wrapperHolders: [TypeKey],
        objectWillChangeFiles: [Int], membersByFile: [Int: [(range: Range<Int>, key: TypeKey)]], manifests: [(folder: String, platforms: [String: Int])],
        availabilityChecks: [(platform: String, version: Int, location: Location)], observableModules: Set<String>,
        packageOfModule: [String: (folder: String, platforms: [String: Int])], observableRequirements: [ObservableRequirement],
        selfAssignments: [(file: Int, node: SyntaxNode, member: String)], commandsTypes: [TypeKey]
    ) {
        self.commandsTypes = commandsTypes
        self.observableRequirements = observableRequirements
        self.selfAssignments = selfAssignments
        self.observableModules = observableModules
        self.packageOfModule = packageOfModule
        self.viewReads = viewReads
        self.publisherFiles = publisherFiles
        self.injectionFiles = injectionFiles
        self.holders = holders
        self.wrapperHolders = wrapperHolders
        self.objectWillChangeFiles = objectWillChangeFiles
        self.membersByFile = membersByFile
        self.manifests = manifests
        self.availabilityChecks = availabilityChecks
    }

    /// The type whose code (a member, or an extension's) holds `offset` in `file`.
    func enclosingType(file: Int, offset: Int) -> TypeKey? {
        // The innermost: the shortest range that holds the offset.
        membersByFile[file]?.filter { $0.range.contains(offset) }.min { $0.range.count < $1.range.count }?.key
    }
}

extension Snapshot {
    func makeMigrationContext() -> MigrationContext {
        let dollar = Array(".$".utf8)
        let injection = Array("environmentObject(".utf8)
        var holders: [String: [TypeKey]] = [:]
        for (key, view) in model.views {
            for property in view.properties {
                guard var type = ObservableMigration.writtenType(of: property) else { continue }
                while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
                holders[TypeDeclaration.baseName(type), default: []].append(key)
                // Written through an alias (`NumberFeed` for `Feed<Int>`): a holder of the type it stands for.
                if let target = model.typeAliases[TypeDeclaration.baseName(type)] { holders[target, default: []].append(key) }
            }
        }
        let wrappers: Set<String> = ["ObservedObject", "StateObject", "EnvironmentObject"]
        let wrapperHolders = model.types.keys.sorted().filter { key in
            guard model.views[key] == nil, let declaration = model.types[key] else { return false }
            return declaration.members.contains { member in
                member.node.kind == .variableDecl && member.node.attributes.contains { wrappers.contains(TypeDeclaration.baseName($0.name)) }
            }
        }
        var membersByFile: [Int: [(range: Range<Int>, key: TypeKey)]] = [:]
        for (key, declaration) in model.types {
            for (file, member) in declaration.members { membersByFile[file, default: []].append((member.range, key)) }
        }
        let willChange = Array("objectWillChange".utf8)
        let modules = model.resolver.modules
        let observableModules = Set(model.models.values.filter { $0.kind == .observable }.compactMap { model in
            model.declaration.location.file < modules.count ? modules[model.declaration.location.file] : nil
        })
        let manifests = packageManifests()
        var packageOfModule: [String: (folder: String, platforms: [String: Int])] = [:]
        for (index, file) in files.enumerated() where index < modules.count {
            let name = modules[index].split(separator: "/").last.map(String.init) ?? modules[index]
            guard packageOfModule[name] == nil, let manifest = manifests.filter({ file.path.hasPrefix($0.folder) }).max(by: { $0.folder.count < $1.folder.count }) else { continue }
            packageOfModule[name] = manifest
        }
        return MigrationContext(
            viewReads: memberNamesViewsRender(),
            publisherFiles: files.indices.filter { files[$0].tree.source.contains(dollar) },
            injectionFiles: files.indices.filter { files[$0].tree.source.contains(injection) },
            holders: holders.mapValues { Array(Set($0)).sorted { ($0.simpleName, $0) < ($1.simpleName, $1) } },
            wrapperHolders: wrapperHolders,
            objectWillChangeFiles: files.indices.filter { files[$0].tree.source.contains(willChange) },
            membersByFile: membersByFile,
            manifests: manifests,
            availabilityChecks: availabilityChecks(), observableModules: observableModules, packageOfModule: packageOfModule,
            observableRequirements: observableRequirements(), selfAssignments: selfAssignments(),
            commandsTypes: model.types.keys.sorted().filter { model.types[$0]?.inherits.contains { TypeDeclaration.baseName($0) == "Commands" } ?? false })
    }

    /// Every assignment of a property to itself (`x = x`, `self.x = self.x`, `m.items = m.items`):
    /// code that announces a change by setting the same value again.
    func selfAssignments() -> [(file: Int, node: SyntaxNode, member: String)] {
        var found: [(file: Int, node: SyntaxNode, member: String)] = []
        for (index, file) in files.enumerated() {
            for sequence in file.tree.root.descendants(.sequenceExpr) {
                let parts = sequence.children
                guard parts.count == 3, parts[1].kind == .assignmentExpr, parts[0].squashedText == parts[2].squashedText else { continue }
                let member: String? =
                    switch parts[0].kind {
                    case .memberAccessExpr: parts[0].memberName
                    case .declReferenceExpr: parts[0].referencedName
                    default: nil
                    }
                if let member { found.append((index, sequence, member)) }
            }
        }
        return found
    }

    /// Every type or function of the workspace with a generic parameter constrained to
    /// `ObservableObject` (`struct PanelView<VM: ObservableObject>`, `where VM: ObservableObject`), or a
    /// parameter typed `some ObservableObject` / `any ObservableObject`, with the argument labels
    /// whose values must be one: a type's stored properties of that parameter's type (its memberwise
    /// labels) and its initializers' parameters, a function's parameters.
    func observableRequirements() -> [ObservableRequirement] {
        let needle = Array("ObservableObject".utf8)
        var result: [ObservableRequirement] = []
        /// The identifiers a written type names (`[VM]?` → VM).
        func words(_ text: String) -> Set<String> {
            Set(text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init))
        }
        /// A parameter's external label ("_" for none) and its written type, as the model reads them.
        func parameters(of declaration: SyntaxNode) -> [(label: String, type: String)] {
            SemanticModel.parameters(of: declaration).map { ($0.label ?? "_", $0.type ?? "") }
        }
        for (index, file) in files.enumerated() where file.tree.source.contains(needle) {
            file.tree.root.walkDescendants { node in
                guard [.structDecl, .classDecl, .enumDecl, .functionDecl].contains(node.kind), let name = SemanticModel.declaredName(node) else { return true }
                var constrained: Set<String> = []
                for parameter in node.child(.genericParameterClause)?.children(.genericParameter) ?? [] {
                    guard let parameterName = parameter.firstToken?.identifierText else { continue }
                    if parameter.children.contains(where: { words($0.squashedText).contains("ObservableObject") }) { constrained.insert(parameterName) }
                }
                for requirement in node.child(.genericWhereClause)?.children(.genericRequirement) ?? [] {
                    let parts = requirement.children
                    if parts.count >= 2, words(parts.last!.squashedText).contains("ObservableObject"), let first = parts.first?.squashedText { constrained.insert(first) }
                }
                let needsOne = { (type: String) -> Bool in
                    let named = words(type)
                    return !named.isDisjoint(with: constrained) || named.contains("ObservableObject")
                }
                var labels: Set<String> = []
                if node.kind == .functionDecl {
                    for (label, type) in parameters(of: node) where needsOne(type) { labels.insert(label) }
                } else if !constrained.isEmpty {
                    for member in node.child(.memberBlock)?.descendants(.variableDecl) ?? [] where !member.modifierWords.contains("static") {
                        for binding in member.children(.patternBinding) {
                            if let annotation = binding.child(.typeAnnotation)?.squashedText, needsOne(annotation),
                                let property = binding.firstChild?.firstToken?.identifierText
                            {
                                labels.insert(property)
                            }
                        }
                    }
                    for initializer in node.child(.memberBlock)?.descendants(.initializerDecl) ?? [] {
                        for (label, type) in parameters(of: initializer) where needsOne(type) { labels.insert(label) }
                    }
                }
                if !labels.isEmpty || (!constrained.isEmpty && node.kind != .functionDecl) {
                    result.append(ObservableRequirement(name: name, isType: node.kind != .functionDecl, labels: labels, location: Location(file: index, range: node.range)))
                }
                return true
            }
        }
        // Where each is named, found once per snapshot rather than once per migrated class.
        for index in result.indices {
            let needle = Array(result[index].name.utf8)
            result[index].files = files.indices.filter { files[$0].tree.source.contains(needle) }
        }
        return result
    }

    /// The lowest version of each platform on which Observation exists.
    static let observationFloor: [String: Int] = ["iOS": 17, "macOS": 14, "tvOS": 17, "watchOS": 10, "macCatalyst": 17]

    /// Each `Package.swift` of the workspace with the minimum versions its `platforms:` declares.
    func packageManifests() -> [(folder: String, platforms: [String: Int])] {
        var result: [(folder: String, platforms: [String: Int])] = []
        for file in files where file.path.hasSuffix("/Package.swift") || file.path == "Package.swift" {
            var platforms: [String: Int] = [:]
            for call in file.tree.root.descendants(.functionCallExpr) where call.calleeName == "Package" {
                guard let list = call.arguments.first(where: { $0.label == "platforms" })?.value else { continue }
                for entry in list.descendants(.functionCallExpr) {
                    // `.iOS(.v14)`, `.macOS(.v10_15)`, `.iOS("14.0")`
                    guard let platform = entry.baseExpression?.memberName, let version = entry.arguments.first?.value else { continue }
                    let text = version.squashedText.filter { $0 != "\"" && $0 != " " }
                    let digits = text.hasPrefix(".v") ? String(text.dropFirst(2)) : text
                    if let major = Int(digits.split(whereSeparator: { $0 == "_" || $0 == "." }).first ?? "") { platforms[platform] = major }
                }
            }
            let folder = String(file.path.dropLast("Package.swift".count))
            result.append((folder, platforms))
        }
        return result
    }

    /// `#available(iOS 15, *)` and `@available(iOS 15, *)` for versions below Observation's floor:
    /// code that checks for them runs on systems older than Observation needs.
    func availabilityChecks() -> [(platform: String, version: Int, location: Location)] {
        var found: [(platform: String, version: Int, location: Location)] = []
        let needle = Array("available(".utf8)
        for (index, file) in files.enumerated() where file.tree.source.contains(needle) {
            let text = file.tree.source
            for offset in text.offsets(of: needle) {
                // In code, not in a comment: a token holds it.
                guard let deepest = file.tree.root.path(to: offset).last, deepest.directTokens.contains(where: { $0.range.contains(offset) }) else { continue }
                // `available(iOS 15` → platform and major version.
                let end = min(text.count, offset + 40)
                let snippet = String(decoding: text.bytes[(offset + needle.count)..<end], as: UTF8.self)
                let parts = snippet.split(whereSeparator: { $0 == " " || $0 == "," || $0 == ")" || $0 == "*" })
                guard parts.count >= 2, let floor = Snapshot.observationFloor[String(parts[0])],
                    let major = Int(parts[1].split(separator: ".").first ?? ""), major <= floor
                else { continue }
                found.append((String(parts[0]), major, Location(file: index, range: offset..<offset + needle.count)))
                if found.count >= 200 { return found }
            }
        }
        return found
    }

    /// The member names (`m.name`, `$m.name`) that some view's code reads while rendering, whatever
    /// the base: what a migrated class must keep tracked.
    public func memberNamesViewsRender() -> Set<String> {
        var read: Set<String> = []
        for key in model.viewOrder {
            guard let view = model.views[key] else { continue }
            for (file, member) in view.declaration.members {
                guard let base = model.baseUse(of: member) else { continue }
                for access in member.descendants(.memberAccessExpr) {
                    guard let name = access.memberName, !read.contains(name), !ObservableMigration.isMemberOfConstruction(access) else { continue }
                    if model.use(at: access, in: member, file: file, scope: key, base: base) == .rendering { read.insert(name) }
                }
            }
        }
        return read
    }
}

/// One migration being planned: the classes it moves, the edits, and what blocks it.
struct ObservableMigration {
    let snapshot: Snapshot
    let root: ModelClass
    /// The root first, then its subclasses in the workspace (they move with it).
    var classes: [ModelClass] = []
    var edits: [(path: String, range: Range<Int>, newText: String)] = []
    /// Why it cannot be done safely, most telling first.
    var blockers: [String] = []
    /// A `@StateObject` whose initial value, once a `@State`'s, would be made on every init of the
    /// view (Xcode 26), where making one does work: which view, which class, and what it does.
    var eagerStateObject: (view: String, type: String, work: String)?
    /// Such a `@StateObject` whose object, once made, keeps itself alive (a looping `Task` or a kept
    /// closure that holds it): under Xcode 26 every init of the view would leave one running.
    var eagerLeak: (view: String, type: String, evidence: String)?
    /// Such a `@StateObject` whose making does no work Lifeline can see: under Xcode 26 every init of
    /// the view makes one more object, which the next init's value replaces (semantics B1, B2).
    var eagerCheap: (view: String, type: String)?

    let context: MigrationContext

    init(snapshot: Snapshot, root: ModelClass, context: MigrationContext) {
        self.snapshot = snapshot
        self.root = root
        self.context = context
    }

    var model: SemanticModel { snapshot.model }
    var names: Set<String> { Set(classes.map(\.declaration.simpleName)) }
    /// The migrated classes' keys (`Feature.ViewModel`): what a written name must resolve to.
    var keys: Set<TypeKey> { Set(classes.map(\.key)) }

    /// The workspace types a written type name means from `file`, inside the type `scope`: the
    /// scoped lookup Swift does (a nested `ViewModel` first), not the last component of the name.
    func resolve(_ written: String?, file: Int, scope: TypeKey?) -> [TypeKey] {
        guard let written, !written.isEmpty else { return [] }
        let found = model.resolver.resolve(written, file: file, scope: scope)
        // `typealias GroupPublisher = ViewModelPublisher<GroupViewModel>`: the type it stands for.
        if found.isEmpty, let target = model.typeAliases[TypeDeclaration.baseName(written)], TypeDeclaration.baseName(target) != TypeDeclaration.baseName(written) {
            return model.resolver.resolve(target, file: file, scope: scope)
        }
        return found
    }

    /// Whether a written type, read from `file` inside `scope`, means one of the migrated classes.
    func isMigrated(_ written: String?, file: Int, scope: TypeKey?) -> Bool {
        resolve(written, file: file, scope: scope).contains(where: keys.contains)
    }

    /// Capitalized attributes a class may carry that add no members: global actors and the like.
    static let knownClassAttributes: Set<String> = ["MainActor", "Sendable", "Observable", "Model", "UIApplicationMain", "NSApplicationMain", "MainActorSafe"]

    /// The wrappers that do nothing on a class's stored property (SwiftUI installs them in views
    /// only) and that hold a reference the class can keep as a plain property.
    static let objectWrappers: Set<String> = ["ObservedObject", "StateObject"]

    mutating func plan() {
        findClasses()
        guard blockers.isEmpty else { return }
        checkDeploymentTarget()
        for modelClass in classes { migrateClass(modelClass) }
        checkPublishers()
        checkOutsideObjectWillChange()
        migrateViews()
        checkHoldersAvailability()
        migrateInjections()
        checkOtherHolders()
        checkCommandsReaders()
        checkObservableRequirements()
        checkSelfAssignments()
        checkPartialEquality()
    }

    /// A published property whose values compare with a hand-written `==` that leaves some of the
    /// type's stored properties out (`static func == (a: Program, b: Program) -> Bool { a.url ==
    /// b.url }`), assigned after `init`: `@Published` announced every set, while `@Observable` does
    /// not announce a value `==` calls equal, so a new value that differs only in what `==` ignores
    /// (new objects for the same items) would not reach the views.
    mutating func checkPartialEquality() {
        guard blockers.isEmpty else { return }
        for modelClass in classes {
            for (file, member) in modelClass.declaration.members where member.kind == .variableDecl && member.attributes.contains(where: { TypeDeclaration.baseName($0.name) == "Published" }) {
                for binding in member.children(.patternBinding) {
                    guard let name = binding.firstChild?.firstToken?.identifierText,
                        let written = binding.child(.typeAnnotation)?.children.last?.squashedText
                    else { continue }
                    let named = written.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }).map(String.init)
                    for typeName in named {
                        guard let key = resolve(typeName, file: file, scope: modelClass.key).first, let declaration = model.types[key],
                            let ignored = ObservableMigration.propertiesEqualityIgnores(declaration)
                        else { continue }
                        // Assigned whole after `init` (a method, a closure, another type's code).
                        let assigned = modelClass.declaration.members.contains { other in
                            other.node.kind != .initializerDecl && other.node.descendants(.sequenceExpr).contains { sequence in
                                let parts = sequence.children
                                return parts.count >= 3 && parts[1].kind == .assignmentExpr
                                    && (parts[0].squashedText == name || parts[0].squashedText == "self." + name)
                            }
                        }
                        guard assigned else { continue }
                        blockers.append("\(modelClass.declaration.simpleName).\(name) holds \(declaration.simpleName), whose == leaves out \(ignored); @Published announced every new value, but @Observable does not announce one == calls equal, so a new value that differs only in \(ignored) would not reach the views")
                        return
                    }
                }
            }
        }
    }

    /// The stored properties a type's hand-written `==` does not mention (nil when it has none, or
    /// when it compares them all).
    static func propertiesEqualityIgnores(_ declaration: TypeDeclaration) -> String? {
        guard let equality = declaration.members.first(where: { member in
            member.node.kind == .functionDecl && member.node.modifierWords.contains("static") && member.node.directTokens.contains { $0.text == "==" }
        })?.node, let body = equality.child(.codeBlock) else { return nil }
        let stored = storedProperties(of: declaration, includingLets: true)
        let missing = stored.filter { !SemanticModel.mentions(body, $0) }
        guard !missing.isEmpty else { return nil }
        return missing.prefix(3).joined(separator: ", ") + (missing.count > 3 ? " and \(missing.count - 3) more" : "")
    }

    /// `m.items = m.items` announced a change to every observer of an ObservableObject
    /// (`@Published` sends on every set); under `@Observable` setting an equal value is not
    /// announced, so views that relied on it would not refresh.
    mutating func checkSelfAssignments() {
        guard blockers.isEmpty else { return }
        let stored = classes.reduce(into: Set<String>()) { $0.formUnion(ObservableMigration.storedVariables(of: $1)) }
        for (file, node, member) in context.selfAssignments where stored.contains(member) {
            let target = node.children[0]
            if let inside = context.enclosingType(file: file, offset: node.range.lowerBound), keys.contains(inside) {
                // Inside the class: its own property.
            } else if target.kind == .memberAccessExpr, let base = target.baseExpression, !mayBeMigrated(base, file: file) {
                continue
            } else if target.kind != .memberAccessExpr {
                continue
            }
            blockers.append("\(node.squashedText) (\(model.describe(Location(file: file, range: node.range)))) sets \(member) to its own value to make views refresh; @Published announced every set, but @Observable does not announce an equal value, so those views would not refresh")
            return
        }
    }

    /// A `Commands` type (an App's menus) that holds one of the classes in a plain property and reads
    /// it (`Button("Export") { … }.disabled(!library.canExport)`): before, the App re-built its
    /// commands when the object published; after, the menu updates only if Observation tracks reads
    /// in a commands body, which SwiftUI documents for views alone.
    mutating func checkCommandsReaders() {
        guard blockers.isEmpty else { return }
        for key in context.commandsTypes {
            guard let declaration = model.types[key] else { continue }
            for (file, member) in declaration.members where member.kind == .variableDecl && member.attributes.isEmpty && !member.modifierWords.contains("static") {
                for binding in member.children(.patternBinding) {
                    guard let name = binding.firstChild?.firstToken?.identifierText else { continue }
                    let types = binding.child(.typeAnnotation)?.children.last.map { resolve($0.squashedText, file: file, scope: key) }
                        ?? binding.child(.initializerClause)?.children.last.flatMap { typeKeys(of: $0, file: file) } ?? []
                    guard let migrated = classes.first(where: { types.contains($0.key) }) else { continue }
                    let reads = declaration.members.contains { other in
                        other.node.kind == .variableDecl && other.node.descendants(.memberAccessExpr).contains { $0.baseExpression?.rootName == name && $0.baseExpression?.kind == .declReferenceExpr }
                    }
                    guard reads else { continue }
                    blockers.append("\(declaration.simpleName) (\(model.describe(declaration.location))), an App's commands, reads \(migrated.declaration.simpleName) through its property \(name); SwiftUI documents Observation tracking in views, not in commands, so that its menus keep updating after the migration is not established")
                    return
                }
            }
        }
    }

    /// A class passed where an `ObservableObject` is required (a generic view's `VM:
    /// ObservableObject` parameter, a `some ObservableObject` argument), or named as the generic
    /// argument of such a type (`PanelView<Model>`), would no longer satisfy the requirement. A value
    /// whose type the code does not say counts in files that name one of the classes.
    mutating func checkObservableRequirements() {
        guard blockers.isEmpty else { return }
        for requirement in context.observableRequirements {
            for index in requirement.files {
                let file = snapshot.files[index]
                let namesOne = names.contains { file.tree.source.contains(Array($0.utf8)) }
                var found: String?
                file.tree.root.walkDescendants { node in
                    guard found == nil else { return false }
                    if requirement.isType, node.kind == .genericArgumentClause || node.kind == .genericSpecializationExpr || node.kind == .identifierType {
                        // `PanelView<Model>` written as a type or a specialization.
                        let text = node.squashedText
                        if text.hasPrefix(requirement.name + "<"), let clause = node.firstDescendant(.genericArgumentClause) {
                            let scope = context.enclosingType(file: index, offset: node.range.lowerBound)
                            if clause.children(.genericArgument).contains(where: { isMigrated($0.squashedText, file: index, scope: scope) }) {
                                found = "\(text) (\(model.describe(Location(file: index, range: node.range))))"
                                return false
                            }
                        }
                    }
                    guard node.kind == .functionCallExpr, let callee = node.baseExpression else { return true }
                    let calleeName: String? =
                        switch callee.kind {
                        case .declReferenceExpr: callee.referencedName
                        case .genericSpecializationExpr: callee.baseExpression?.referencedName
                        case .memberAccessExpr where !requirement.isType: callee.memberName
                        default: nil
                        }
                    guard calleeName == requirement.name else { return true }
                    for argument in node.arguments {
                        guard requirement.labels.contains(argument.label ?? "_"), let value = argument.value else { continue }
                        let types = typeKeys(of: value, file: index)
                        if types?.contains(where: keys.contains) ?? namesOne {
                            found = "\(node.squashedText.prefix(80)) (\(model.describe(Location(file: index, range: node.range)))) passes \(value.squashedText)\(types == nil ? ", which may be one of them" : "")"
                            return false
                        }
                    }
                    return true
                }
                if let found {
                    blockers.append("\(requirement.name) (\(model.describe(requirement.location))) requires an ObservableObject, and \(found); after the migration it is not one")
                    return
                }
            }
        }
    }

    // MARK: The classes

    mutating func findClasses() {
        let declaration = root.declaration
        // ObservableObject must be in the class's own inheritance clause: what comes from a
        // superclass, an extension or a protocol cannot be taken away here.
        if ownConformance(declaration.node) == nil {
            let semantic = model
            // The superclass as the class's declaration names it: from where it is declared.
            let file = declaration.location.file
            let scope = SemanticModel.enclosingScope(of: declaration.key)
            if var superclass = declaration.inherits.compactMap({ semantic.modelClass(named: $0, file: file, scope: scope) }).first(where: { $0.kind == .observableObject }) {
                // The root of the hierarchy: the class whose own clause says ObservableObject.
                var seen: Set<TypeKey> = [root.key, superclass.key]
                while ownConformance(superclass.declaration.node) == nil,
                    let next = superclass.declaration.inherits.compactMap({
                        semantic.modelClass(named: $0, file: superclass.declaration.location.file, scope: SemanticModel.enclosingScope(of: superclass.key))
                    }).first(where: { $0.kind == .observableObject && !seen.contains($0.key) })
                {
                    seen.insert(next.key)
                    superclass = next
                }
                let direct = TypeDeclaration.baseName(declaration.inherits.first { semantic.modelClass(named: $0, file: file, scope: scope) != nil } ?? superclass.declaration.simpleName)
                let through = direct == superclass.declaration.simpleName ? "its superclass \(direct)" : "its superclass \(direct) inherits it from \(superclass.declaration.simpleName), which"
                blockers.append("\(through) is the ObservableObject: migrate \(superclass.declaration.simpleName), which takes its subclasses along")
            } else {
                blockers.append("it conforms to ObservableObject through an extension or a protocol, which the migration does not rewrite")
            }
            return
        }
        if root.declaration.kind != .class {
            blockers.append("it is not a class")
            return
        }
        classes = [root]
        // Subclasses in the workspace, transitively: they lose their @Published too, and need
        // @Observable to have their own properties tracked.
        var frontier = [root.key]
        var seen: Set<TypeKey> = [root.key]
        while let current = frontier.popLast(), classes.count < 64 {
            for candidate in model.models.values.sorted(by: { $0.key < $1.key }) where !seen.contains(candidate.key) {
                // The superclass as the candidate's code names it, read where it is declared.
                let outer = SemanticModel.enclosingScope(of: candidate.key)
                guard candidate.declaration.inherits.contains(where: { inherited in
                    TypeDeclaration.baseName(inherited) == current.simpleName
                        && self.resolve(inherited, file: candidate.declaration.location.file, scope: outer).contains(current)
                }) else { continue }
                seen.insert(candidate.key)
                classes.append(candidate)
                frontier.append(candidate.key)
            }
        }
        for modelClass in classes {
            // `@Observable` adds its conformance in an extension at file scope, which cannot name
            // a `private` type nested in another (a known compiler limitation).
            if let enclosing = modelClass.key.enclosingScope, modelClass.declaration.node.modifierWords.contains("private") {
                blockers.append("\(modelClass.declaration.simpleName) is private inside \(enclosing); the conformance @Observable adds at file scope cannot name it (make it fileprivate first)")
            }
            // A protocol of the workspace that refines ObservableObject (`protocol Feed:
            // ObservableObject`) keeps the class an ObservableObject, whose publisher nothing sends.
            let file = modelClass.declaration.location.file
            let outer = SemanticModel.enclosingScope(of: modelClass.key)
            if let refining = modelClass.declaration.inherits.first(where: { refinesObservableObject($0, file: file, scope: outer, depth: 0) }) {
                blockers.append("\(modelClass.declaration.simpleName) conforms to \(TypeDeclaration.baseName(refining)), which requires ObservableObject")
            }
            // A macro attached to the class (`@Stateful`) may add members `@Observable` never sees
            // (the macros do not see each other's expansions).
            let attributes = modelClass.declaration.node.attributes.map { TypeDeclaration.baseName($0.name) }
            if let macro = attributes.first(where: { name in
                guard let first = name.first, first.isUppercase, !ObservableMigration.knownClassAttributes.contains(name) else { return false }
                // A global actor of the workspace (`@globalActor actor Storage`) adds no members.
                if model.resolveType(name, file: file, scope: outer).contains(where: { model.types[$0]?.kind == .actor }) { return false }
                return true
            }) {
                blockers.append("\(modelClass.declaration.simpleName) has the attribute @\(macro), which may be a macro that adds members; @Observable would not see them")
            }
            // Codable through the compiler's synthesized conformance: under the macro the stored
            // properties are its storage (`_name`) beside its `_$observationRegistrar`, so what the
            // synthesized code encodes or decodes would change.
            let inherited = Set(modelClass.declaration.inherits.map { TypeDeclaration.baseName($0) })
            let hasEncode = modelClass.declaration.members.contains { $0.node.kind == .functionDecl && SemanticModel.declaredName($0.node) == "encode" }
            let hasDecode = modelClass.declaration.members.contains { member in
                member.node.kind == .initializerDecl && member.node.descendants(.parameter).first?.directTokens.first?.text == "from"
            }
            let synthesized = [
                (!inherited.isDisjoint(with: ["Codable", "Encodable"]) && !hasEncode) ? "encode(to:)" : nil,
                (!inherited.isDisjoint(with: ["Codable", "Decodable"]) && !hasDecode) ? "init(from:)" : nil,
            ].compactMap { $0 }
            if !synthesized.isEmpty {
                blockers.append("\(modelClass.declaration.simpleName) is \(inherited.contains("Codable") ? "Codable" : inherited.contains("Encodable") ? "Encodable" : "Decodable") through the compiler's \(synthesized.joined(separator: " and ")): under @Observable that code would read and write the macro's storage (_name, _$observationRegistrar) instead of the properties' names; write \(synthesized.joined(separator: " and ")) by hand first")
            }
            if modelClass.declaration.members.contains(where: { member in
                member.node.kind == .variableDecl && member.node.children(.patternBinding).contains { $0.firstChild?.referencedName == "objectWillChange" || $0.firstChild?.firstToken?.identifierText == "objectWillChange" }
            }) {
                blockers.append("\(modelClass.declaration.simpleName) declares its own objectWillChange publisher")
            }
        }
    }

    /// Whether a written name is a protocol of the workspace that refines ObservableObject.
    func refinesObservableObject(_ written: String, file: Int, scope: TypeKey?, depth: Int) -> Bool {
        guard depth < 8, TypeDeclaration.baseName(written) != "ObservableObject" else { return false }
        for key in resolve(written, file: file, scope: scope) {
            guard let declaration = model.types[key], declaration.kind == .protocol else { continue }
            if declaration.inherits.contains(where: { TypeDeclaration.baseName($0) == "ObservableObject" }) { return true }
            if declaration.inherits.contains(where: { refinesObservableObject($0, file: declaration.location.file, scope: nil, depth: depth + 1) }) { return true }
        }
        return false
    }

    /// The `ObservableObject` entry of a class's own inheritance clause.
    func ownConformance(_ node: SyntaxNode) -> SyntaxNode? {
        node.child(.inheritanceClause)?.children(.inheritedType).first { entry in
            // An entry holds its type and the comma after it.
            let type = entry.firstChild?.squashedText
            return type == "ObservableObject" || type == "Combine.ObservableObject"
        }
    }

    func path(_ file: Int) -> String { snapshot.files[file].path }
    func source(_ file: Int) -> SourceText { snapshot.files[file].tree.source }

    /// The range from `lower` through the spaces and tabs after `upper`.
    /// An attribute alone on its line takes the line with it.
    func throughBlanks(_ lower: Int, _ upper: Int, in source: SourceText) -> Range<Int> {
        var end = upper
        while end < source.count && (source.bytes[end] == 0x20 || source.bytes[end] == 0x09) { end += 1 }
        let line = source.line(containing: lower)
        let lineStart = source.offset(of: SourceText.Position(line: line, column: 0))
        if end < source.count, source.bytes[end] == 0x0A, source.bytes[lineStart..<lower].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
            return lineStart..<end + 1
        }
        return lower..<end
    }

    mutating func migrateClass(_ modelClass: ModelClass) {
        let declaration = modelClass.declaration
        let file = declaration.location.file
        let classSource = source(file)
        let node = declaration.node
        // @Observable before the class (and before its attributes and modifiers).
        let start = node.range.lowerBound
        let lineStart = classSource.offset(of: SourceText.Position(line: classSource.line(containing: start), column: 0))
        let indent = String(decoding: classSource.bytes[lineStart..<start].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
        edits.append((path(file), start..<start, "@Observable\n" + indent))
        if let clause = node.child(.inheritanceClause), let target = ownConformance(node) {
            let inherited = clause.children(.inheritedType)
            if inherited.count == 1 {
                // ": ObservableObject" goes entirely, with the space before the colon.
                var lower = clause.range.lowerBound
                while lower > 0 && classSource.bytes[lower - 1] == 0x20 { lower -= 1 }
                edits.append((path(file), lower..<clause.range.upperBound, ""))
            } else if let position = inherited.firstIndex(where: { $0.index == target.index }) {
                // First: "ObservableObject, " up to the next entry. Else ", ObservableObject" from
                // the end of the previous type, so no comma is left dangling.
                let previousType = position > 0 ? inherited[position - 1].firstChild : nil
                let range =
                    position == 0
                    ? target.range.lowerBound..<inherited[1].range.lowerBound
                    : (previousType?.range.upperBound ?? inherited[position - 1].range.upperBound)..<(target.firstChild?.range.upperBound ?? target.range.upperBound)
                edits.append((path(file), range, ""))
            }
        }
        var rendered = renderedMembers()
        // What the class announced by hand was observed before, and stays tracked: a property
        // whose observer sends `objectWillChange`, and what a method that sends it changes.
        var announced: Set<String> = []
        for (_, member) in declaration.members where SemanticModel.mentions(member, "objectWillChange") {
            if member.kind == .variableDecl {
                for binding in member.children(.patternBinding) { if let name = binding.firstChild?.firstToken?.identifierText { announced.insert(name) } }
            } else {
                announced.formUnion(ObservableMigration.changedNames(in: member))
            }
        }
        // A hierarchy that publishes nothing (no `@Published`, no `objectWillChange`) never told a view
        // of a change: every stored property stays untracked, whatever views read.
        let publishes = classes.contains { other in
            other.declaration.members.contains { member in
                (member.node.kind == .variableDecl && member.node.attributes.contains { TypeDeclaration.baseName($0.name) == "Published" })
                    || SemanticModel.mentions(member.node, "objectWillChange")
            }
        }
        if !publishes { rendered = [] }
        rendered.formUnion(announced)
        for (memberFile, member) in declaration.members {
            if member.kind == .variableDecl { migrateStoredProperty(member, file: memberFile, of: modelClass, rendered: rendered, announced: announced) }
            removeObjectWillChangeSends(in: member, file: memberFile, of: modelClass)
        }
        addObservationImport(file)
    }

    /// One stored property of a migrated class.
    /// `observed`: the stored properties a view reads while rendering or the class announced by hand.
    mutating func migrateStoredProperty(_ member: SyntaxNode, file: Int, of modelClass: ModelClass, rendered observed: Set<String>, announced: Set<String>) {
        let words = member.modifierWords
        // Static storage belongs to the type, not to an instance: the macro leaves it alone.
        if words.contains("static") || words.contains("class") { return }
        let bindings = member.children(.patternBinding)
        // Computed properties are not storage.
        if bindings.allSatisfy(ObservableMigration.isComputed) {
            return
        }
        let isLet = member.directTokens.contains { $0.kind == .kwLet }
        if isLet { return }  // a `let` is not tracked, and needs nothing
        let fileSource = source(file)
        var published = false
        var ignore = false
        for attribute in member.attributes {
            let name = TypeDeclaration.baseName(attribute.name)
            switch name {
            case "Published":
                published = true
                edits.append((path(file), throughBlanks(attribute.node.range.lowerBound, attribute.node.range.upperBound, in: fileSource), ""))
            case _ where ObservableMigration.objectWrappers.contains(name):
                // Never installed on a class's property: the reference stays, as a plain property,
                // unless the class reaches the wrapper's storage (`_model`).
                let names = bindings.compactMap { $0.firstChild?.firstToken?.identifierText }
                let usesStorage = names.contains { name in modelClass.declaration.members.contains { SemanticModel.mentions($0.node, "_" + name) } }
                if usesStorage {
                    ignore = true
                } else {
                    edits.append((path(file), throughBlanks(attribute.node.range.lowerBound, attribute.node.range.upperBound, in: fileSource), ""))
                }
            case "ObservationIgnored", "ObservationTracked":
                return
            default:
                // Any other wrapper (`@AppStorage`, `@Environment`, a custom one) cannot sit on a
                // tracked property: it keeps working, untracked, as before.
                if attribute.node.firstDescendant(.identifierType) != nil || attribute.node.children.first?.kind == .identifierType
                    || attribute.node.children.first?.kind == .memberType
                {
                    ignore = true
                    // Unless it told its ObservableObject owner of changes (`@AppStorage`, a wrapper
                    // with the enclosing-instance subscript, as `@Published` has) and a view reads it:
                    // untracked, that view would stop updating.
                    let names = bindings.compactMap { $0.firstChild?.firstToken?.identifierText }
                    // (One the class announces by hand is withheld below, with its own reason.)
                    if let read = names.first(where: { observed.contains($0) && !announced.contains($0) }) {
                        // What the class itself changes after `init` (views read members by name,
                        // whatever the base, so a read alone is no proof the value ever changes).
                        let binding = bindings.first { $0.firstChild?.firstToken?.identifierText == read }
                        let changedByClass = binding.map { binding in
                            modelClass.declaration.members.contains { other in
                                other.node.kind != .initializerDecl && other.node.range != member.range
                                    && observerChange(of: read, in: other.node, binding: binding, file: file, of: modelClass)?.certain == true
                            }
                        } ?? false
                        if notifiesOwner(name, file: file, scope: modelClass.key) {
                            blockers.append("a view reads \(modelClass.declaration.simpleName).\(read) while rendering, and @\(name) tells the ObservableObject that holds it of changes; @Observable cannot track a wrapped property, so that view would stop updating (make it a tracked property seeded from, and written back to, its store first)")
                        } else if changedByClass {
                            // Before, the view read its current value whenever the object published
                            // anything; untracked, nothing the view reads may change again.
                            blockers.append("a view reads \(modelClass.declaration.simpleName).\(read) (@\(name)) while rendering; before, it saw the new value whenever the object published, but @Observable cannot track a wrapped property, so the view could stop showing its changes (make it a computed property over a tracked one first)")
                        }
                        if !blockers.isEmpty { return }
                    }
                }
            }
        }
        // A wrapped property whose changes the class announced by hand (`@AppStorage var x {
        // willSet { objectWillChange.send() } }`) was observed; under the macro it cannot be.
        let stored = bindings.compactMap { $0.firstChild?.firstToken?.identifierText }
        if ignore, !published, let name = stored.first(where: announced.contains) {
            blockers.append("\(modelClass.declaration.simpleName).\(name) is a wrapped property whose changes the class announces with objectWillChange; @Observable cannot track a wrapped property (make it a computed property over a tracked one first)")
            return
        }
        // `didSet { x = min(x, 10) }`: under the macro the observer sits on the storage and the
        // assignment goes through `x`'s setter again, so it runs the observer again.
        for binding in bindings {
            guard let name = binding.firstChild?.firstToken?.identifierText, let accessors = binding.child(.accessorBlock) else { continue }
            for accessor in accessors.descendants(.accessorDecl) where ["didSet", "willSet"].contains(accessor.firstToken?.text ?? "") {
                guard let change = observerChange(of: name, in: accessor, binding: binding, file: file, of: modelClass) else { continue }
                let observer = accessor.firstToken?.text ?? "observer"
                let at = model.describe(Location(file: file, range: change.node.range))
                blockers.append(
                    change.certain
                        ? "\(modelClass.declaration.simpleName).\(name)'s \(observer) changes \(name) (\(change.node.squashedText), \(at)), which under @Observable runs the observer again"
                        : "\(modelClass.declaration.simpleName).\(name)'s \(observer) calls \(change.node.squashedText) (\(at)), which may change \(name) (Lifeline cannot tell whether the method is mutating); if it does, under @Observable the observer runs again")
                return
            }
        }
        if words.contains("lazy") { ignore = true }
        if !published && !ignore {
            // Not @Published, so not observed before: left untracked when no view reads it while
            // rendering (a subscription, a cache, a task), tracked when one does.
            if !stored.isEmpty && stored.allSatisfy({ !observed.contains($0) }) { ignore = true }
        }
        if ignore && !published {
            let at = member.range.lowerBound
            edits.append((path(file), at..<at, "@ObservationIgnored "))
        }
    }

    /// Methods of the standard library's value types that mutate the value they are called on.
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "removeValue", "popFirst",
        "popLast", "sort", "reverse", "shuffle", "toggle", "formUnion", "formIntersection", "formSymmetricDifference", "subtract",
        "merge", "updateValue", "replaceSubrange", "swapAt", "negate", "reserveCapacity", "partition", "move", "trimPrefix", "update",
        "formIndex", "round", "addProduct", "formSquareRoot", "formRemainder", "formTruncatingRemainder",
    ]

    /// Methods of the standard library's value types (and Foundation's) that return a new value and
    /// leave the one they are called on as it was.
    static let nonMutatingMethods: Set<String> = [
        "forEach", "map", "compactMap", "flatMap", "filter", "reduce", "contains", "first", "last", "firstIndex", "lastIndex",
        "sorted", "reversed", "shuffled", "joined", "split", "prefix", "suffix", "dropFirst", "dropLast", "enumerated", "min", "max",
        "allSatisfy", "starts", "hasPrefix", "hasSuffix", "lowercased", "uppercased", "capitalized", "trimmingCharacters",
        "replacingOccurrences", "components", "union", "intersection", "subtracting", "symmetricDifference", "isSubset",
        "isSuperset", "isDisjoint", "index", "distance", "formatted", "appending", "elementsEqual", "mapValues", "compactMapValues",
        "keys", "values", "count", "isEmpty", "description", "localizedCaseInsensitiveContains", "range", "data", "addingPercentEncoding",
        "encode", "hash", "isEqual", "compare", "rounded", "squareRoot", "remainder", "truncatingRemainder", "advanced", "lazy",
        "difference", "applying", "randomElement", "withContiguousStorageIfAvailable", "firstRange", "ranges", "matches",
        "padding", "replacing", "trimming", "uniqued", "chunked", "zip", "grouped",
    ]

    /// Where an observer of `name` (or any code of the class: `in` is the node to search) changes
    /// it, or may: an assignment to it or into it (`name = …`,
    /// `name += …`, `name[i] = …`, `name.x = …`), `&name` handed to a function, or a method called on
    /// it that mutates (`name.append(…)`). A method is known not to mutate when it is one of the
    /// standard library's that return a new value, when `name` holds a class of the workspace, or
    /// when its value type declares the method without `mutating`; `certain` is false for a method
    /// Lifeline cannot classify, whose result the code discards.
    func observerChange(of name: String, in accessor: SyntaxNode, binding: SyntaxNode, file: Int, of modelClass: ModelClass) -> (node: SyntaxNode, certain: Bool)? {
        /// Whether an expression names the property itself, or a part of its value (`name`, `self.name`, `name[i]`, `name.x`).
        func isIntoProperty(_ node: SyntaxNode) -> Bool {
            var node = node
            for _ in 0..<16 {
                switch node.kind {
                case .declReferenceExpr: return node.firstToken?.text == name
                case .memberAccessExpr:
                    guard let base = node.baseExpression else { return false }
                    if base.kind == .declReferenceExpr, base.firstToken?.kind == .kwSelf { return node.memberName == name }
                    node = base
                case .subscriptCallExpr, .forceUnwrapExpr, .optionalChainingExpr:
                    guard let base = node.baseExpression ?? node.children.first else { return false }
                    node = base
                default: return false
                }
            }
            return false
        }
        for sequence in accessor.descendants(.sequenceExpr) {
            let parts = sequence.children
            guard parts.count >= 3, let target = parts.first else { continue }
            let assigns = parts[1].kind == .assignmentExpr
                || (parts[1].kind == .binaryOperatorExpr && parts[1].squashedText.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(parts[1].squashedText))
            if assigns, isIntoProperty(target) { return (sequence, true) }
        }
        for inOut in accessor.descendants(.inOutExpr) {
            if let value = inOut.children.last, isIntoProperty(value) { return (inOut, true) }
        }
        // The property's type, where the code writes it: a class's methods never change the reference.
        let written = binding.child(.typeAnnotation)?.children.last?.squashedText
            ?? binding.child(.initializerClause)?.children.last.flatMap { value -> String? in
                guard value.kind == .functionCallExpr, let callee = value.baseExpression, SyntaxNode.isTypeStyle(callee.squashedText) else { return nil }
                return callee.squashedText
            }
        let declarations = written.flatMap { resolve($0, file: file, scope: modelClass.key).first }.flatMap { model.types[$0] }
        // Calls that stand as statements, whose results the code discards.
        var statements: Set<Int> = []
        for block in accessor.descendants(.codeBlock) + accessor.descendants(.closureExpr) {
            for statement in block.children {
                var inner = statement
                while inner.kind == .tryExpr || inner.kind == .awaitExpr, let next = inner.children.last { inner = next }
                if inner.kind == .functionCallExpr { statements.insert(inner.range.lowerBound) }
            }
        }
        for call in accessor.descendants(.functionCallExpr) {
            guard let callee = call.baseExpression, callee.kind == .memberAccessExpr, let method = callee.memberName,
                let base = callee.baseExpression, isIntoProperty(base)
            else { continue }
            if ObservableMigration.mutatingMethods.contains(method) { return (call, true) }
            if ObservableMigration.nonMutatingMethods.contains(method) { continue }
            if let declarations {
                if declarations.kind == .class || declarations.kind == .actor { continue }
                let functions = declarations.members.filter { $0.node.kind == .functionDecl && SemanticModel.declaredName($0.node) == method }
                if !functions.isEmpty {
                    if functions.contains(where: { $0.node.modifierWords.contains("mutating") }) { return (call, true) }
                    continue
                }
            }
            // A call whose result the code uses returns something: most likely a new value.
            if !statements.contains(call.range.lowerBound) { continue }
            return (call, false)
        }
        return nil
    }

    /// Whether a member access is made on a value the code builds there (`List(…).task { … }`,
    /// `Text(…).font(…).id(…)`): a modifier of a view, not a member of an object the view holds.
    static func isMemberOfConstruction(_ access: SyntaxNode) -> Bool {
        var node = access.baseExpression
        // Whether the step just taken went from a call to its callee.
        var fromCall = false
        for _ in 0..<64 {
            guard let current = node else { return false }
            switch current.kind {
            case .declReferenceExpr:
                return fromCall && (current.firstToken?.identifierText).map(SyntaxNode.isTypeStyle) == true
            case .functionCallExpr, .memberAccessExpr, .subscriptCallExpr, .optionalChainingExpr, .forceUnwrapExpr, .genericSpecializationExpr:
                fromCall = current.kind == .functionCallExpr || (fromCall && current.kind == .genericSpecializationExpr)
                guard let next = current.baseExpression ?? (current.kind == .memberAccessExpr ? nil : current.children.first) else { return false }
                node = next
            default:
                return false
            }
        }
        return false
    }

    /// Whether a property wrapper tells the `ObservableObject` holding it of changes: SwiftUI's
    /// `@AppStorage`, or a wrapper of the workspace that declares the enclosing-instance subscript
    /// (`static subscript(_enclosingInstance:wrapped:storage:)`), the way `@Published` does.
    func notifiesOwner(_ wrapper: String, file: Int, scope: TypeKey?) -> Bool {
        if wrapper == "AppStorage" { return true }
        let enclosing = Array("_enclosingInstance".utf8)
        return resolve(wrapper, file: file, scope: scope).contains { key in
            model.types[key]?.members.contains { member in member.node.kind == .subscriptDecl && source(member.file).contains(enclosing) && SemanticModel.mentions(member.node, "_enclosingInstance") } ?? false
        }
    }

    /// The names of a class's stored `var`s (not computed, not static).
    static func storedVariables(of modelClass: ModelClass) -> Set<String> {
        Set(storedProperties(of: modelClass.declaration, includingLets: false))
    }

    /// The names of a type's stored properties, in order (not computed, not static; `let`s too
    /// when asked).
    static func storedProperties(of declaration: TypeDeclaration, includingLets: Bool) -> [String] {
        var names: [String] = []
        for (_, member) in declaration.members where member.kind == .variableDecl && !member.modifierWords.contains("static") {
            guard includingLets || member.directTokens.contains(where: { $0.kind == .kwVar }) else { continue }
            for binding in member.children(.patternBinding) where !isComputed(binding) {
                if let name = binding.firstChild?.firstToken?.identifierText { names.append(name) }
            }
        }
        return names
    }

    /// Whether a binding computes its value: `{ get … }` or a bare getter; `{ didSet { … } }`
    /// observes storage.
    static func isComputed(_ binding: SyntaxNode) -> Bool {
        guard let accessors = binding.child(.accessorBlock) else { return false }
        let declared = accessors.descendants(.accessorDecl)
        return declared.isEmpty || !declared.contains { ["didSet", "willSet"].contains($0.firstToken?.text ?? "") }
    }

    /// The names a member assigns (`x = …`, `self.x += …`, `x[i] = …`) or calls a method on
    /// (`x.append(…)`, which may mutate it).
    static func changedNames(in member: SyntaxNode) -> Set<String> {
        var names: Set<String> = []
        for sequence in member.descendants(.sequenceExpr) {
            let parts = sequence.children
            guard parts.count >= 3, let target = parts.first else { continue }
            if parts[1].kind == .assignmentExpr || (parts[1].kind == .binaryOperatorExpr && parts[1].squashedText.hasSuffix("=") && !["==", "!=", "<=", ">="].contains(parts[1].squashedText)) {
                if let name = target.rootName { names.insert(name) }
            }
        }
        for call in member.descendants(.functionCallExpr) {
            guard let callee = call.baseExpression, callee.kind == .memberAccessExpr, let base = callee.baseExpression, base.firstToken?.kind != .kwSelf || base.kind != .declReferenceExpr else { continue }
            if let name = base.rootName { names.insert(name) }
        }
        return names
    }

    /// `objectWillChange.send()` goes: an @Observable class reports its own changes. Any other use
    /// of the publisher blocks the migration.
    mutating func removeObjectWillChangeSends(in member: SyntaxNode, file: Int, of modelClass: ModelClass) {
        let memberSource = source(file)
        var sends: [Int] = []
        let stored = ObservableMigration.storedVariables(of: modelClass)
        var unattributed: SyntaxNode?
        member.walkDescendants { node in
            guard node.kind == .functionCallExpr else { return true }
            let callee = node.baseExpression?.squashedText
            guard callee == "objectWillChange.send" || callee == "self.objectWillChange.send", node.arguments.isEmpty else {
                // `self?.objectWillChange.send()`, `strongSelf.objectWillChange.send()`: from a closure.
                if let callee, callee.hasSuffix("objectWillChange.send"), node.arguments.isEmpty, unattributed == nil { unattributed = node }
                return true
            }
            // A send announces a change to a stored property the same code makes; one that changes
            // none (a value computed over something untracked) has no counterpart under the macro.
            let around = member.path(to: node.range.lowerBound)
            let scope = around.last { $0.kind == .closureExpr } ?? member
            if member.kind != .variableDecl, ObservableMigration.changedNames(in: scope).isDisjoint(with: stored), unattributed == nil {
                unattributed = node
            }
            sends.append(node.index)
            // `var x = [] { willSet { objectWillChange.send() } }`: the observer only sent; it goes.
            if let block = around.last(where: { $0.kind == .accessorBlock }), let accessor = around.last(where: { $0.kind == .accessorDecl }),
                block.descendants(.accessorDecl).count == 1, let body = accessor.child(.codeBlock) ?? accessor.firstDescendant(.codeBlock),
                body.blockItems.count == 1, body.blockItems.first?.range == node.range
            {
                var lower = block.range.lowerBound
                while lower > 0 && (memberSource.bytes[lower - 1] == 0x20 || memberSource.bytes[lower - 1] == 0x09) { lower -= 1 }
                edits.append((path(file), lower..<block.range.upperBound, ""))
                return false
            }
            // The whole line when the call is alone on it, else just the call.
            let line = memberSource.line(containing: node.range.lowerBound)
            let lineStart = memberSource.offset(of: SourceText.Position(line: line, column: 0))
            let lineEnd = memberSource.lineContentEnd(line)
            let before = memberSource.bytes[lineStart..<node.range.lowerBound].allSatisfy { $0 == 0x20 || $0 == 0x09 }
            let after = memberSource.bytes[node.range.upperBound..<lineEnd].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x3B }
            if before && after && line + 1 < memberSource.lineCount {
                edits.append((path(file), lineStart..<memberSource.offset(of: SourceText.Position(line: line + 1, column: 0)), ""))
            } else {
                edits.append((path(file), node.range, ""))
            }
            return false
        }
        if let unattributed {
            blockers.append("\(modelClass.declaration.simpleName) sends objectWillChange where it changes no stored property (\(model.describe(Location(file: file, range: unattributed.range)))): that change cannot be tracked under @Observable")
            return
        }
        // Another use (`objectWillChange.sink`, passing the publisher on) has no counterpart.
        for reference in member.descendants(.declReferenceExpr) where reference.referencedName == "objectWillChange" {
            let inSend = member.path(to: reference.range.lowerBound).contains { sends.contains($0.index) }
            if !inSend {
                blockers.append("\(modelClass.declaration.simpleName) uses its objectWillChange publisher (\(model.describe(Location(file: file, range: reference.range)))), which @Observable does not have")
                return
            }
        }
    }

    mutating func addObservationImport(_ file: Int) {
        let tree = snapshot.files[file].tree
        let imports = tree.root.children(.importDecl)
        // SwiftUI re-exports Observation: a file that imports it has the macro already.
        if imports.contains(where: { ["Observation", "SwiftUI"].contains($0.squashedText.split(separator: " ").last.map(String.init) ?? "") }) { return }
        if edits.contains(where: { $0.path == path(file) && $0.newText.hasSuffix("import Observation\n") }) { return }
        // After the last import of the file's leading imports, one inside `#if … #endif` included;
        // with none, before the first declaration, below the comments that head the file.
        var anchor: SyntaxNode?
        for item in tree.root.children {
            if item.kind == .importDecl || (item.kind == .ifConfigDecl && item.firstDescendant(.importDecl) != nil) {
                anchor = item
            } else if item.kind != .ifConfigDecl {
                break
            }
        }
        if let last = anchor ?? imports.last {
            let line = tree.source.line(containing: last.range.upperBound)
            let nextLine = line + 1 < tree.source.lineCount ? tree.source.offset(of: SourceText.Position(line: line + 1, column: 0)) : tree.source.count
            edits.append((path(file), nextLine..<nextLine, (nextLine == tree.source.count && tree.source.bytes.last != 0x0A ? "\n" : "") + "import Observation\n"))
        } else {
            let first = tree.root.range.lowerBound
            let lineStart = tree.source.offset(of: SourceText.Position(line: tree.source.line(containing: first), column: 0))
            edits.append((path(file), lineStart..<lineStart, "import Observation\n\n"))
        }
    }

    /// The names of the migrated classes' members that some view reads while rendering (`m.name`
    /// or `$m.name` in a body or a view helper), with the stored properties those members read in
    /// turn (a computed `total` that sums `items`). By name, whatever the base: a view reading
    /// `other.cache` keeps this class's `cache` tracked too, which is the safe side.
    func renderedMembers() -> Set<String> {
        var read = context.viewReads
        // Members of the classes that rendering reads: what their code reads is rendered too.
        var changed = true
        var rounds = 0
        while changed && rounds < 8 {
            changed = false
            rounds += 1
            for modelClass in classes {
                for (_, member) in modelClass.declaration.members where member.kind == .variableDecl || member.kind == .functionDecl {
                    let declared =
                        member.kind == .functionDecl
                        ? [SemanticModel.declaredName(member) ?? ""] : member.children(.patternBinding).compactMap { $0.firstChild?.firstToken?.identifierText }
                    guard declared.contains(where: read.contains) else { continue }
                    for reference in member.descendants(.declReferenceExpr) {
                        if let name = reference.referencedName, read.insert(name).inserted { changed = true }
                    }
                    for access in member.descendants(.memberAccessExpr) where access.baseExpression?.firstToken?.kind == .kwSelf {
                        if let name = access.memberName, read.insert(name).inserted { changed = true }
                    }
                }
            }
        }
        return read
    }

    // MARK: Publishers

    /// `$name` (a Combine publisher of a @Published property) inside the classes, or `m.$name`
    /// anywhere: @Observable has no such publisher, so the result would not compile.
    mutating func checkPublishers() {
        var publishedNames: Set<String> = []
        for modelClass in classes {
            for member in modelClass.published + modelClass.inheritedPublished { publishedNames.insert(member.name) }
        }
        guard !publishedNames.isEmpty else { return }
        for modelClass in classes {
            for (file, member) in modelClass.declaration.members {
                for reference in member.descendants(.declReferenceExpr) {
                    // `_value = Published(initialValue: v)`: storage the macro replaces with its own.
                    if let token = reference.firstToken, token.kind == .identifier, token.text.hasPrefix("_"), publishedNames.contains(String(token.text.dropFirst())) {
                        blockers.append("\(modelClass.declaration.simpleName) sets the storage of @Published \(token.text.dropFirst()) (\(token.text), \(model.describe(Location(file: file, range: reference.range)))), which @Observable replaces; assign \(token.text.dropFirst()) itself first")
                        return
                    }
                    guard let token = reference.firstToken, token.kind == .dollarIdentifier, publishedNames.contains(String(token.text.dropFirst())) else { continue }
                    blockers.append("\(modelClass.declaration.simpleName) subscribes to \(token.text) (\(model.describe(Location(file: file, range: reference.range)))), a Combine publisher @Observable does not provide")
                    return
                }
            }
        }
        // `model.$query` outside the classes: any value's `$name` member, by name (the type of the
        // base is not known), in files that mention one of the classes or hold one.
        for index in context.publisherFiles {
            let file = snapshot.files[index]
            for name in publishedNames.sorted() {
                guard file.tree.source.contains(Array((".$" + name).utf8)) else { continue }
                for access in file.tree.root.descendants(.memberAccessExpr) where access.memberName == "$" + name || access.directTokens.last?.text == "$" + name {
                    // Another class's publisher of the same name is not this one's.
                    if let base = access.baseExpression, !mayBeMigrated(base, file: index) { continue }
                    blockers.append("\(access.squashedText) (\(model.describe(Location(file: index, range: access.range)))) is a Combine publisher @Observable does not provide")
                    return
                }
            }
        }
    }

    /// The workspace types of the value an expression names, where the code says it: `self`, a
    /// type's name, `T(…)`, a stored property of the type around it (its annotation or `T(…)`
    /// initial value), or a static member (`Items.shared`). Empty when the code says it is no type
    /// of the workspace; nil when the code does not say (a local, a closure's parameter, an optional
    /// chain, a call's result).
    func typeKeys(of base: SyntaxNode, file: Int, depth: Int = 0) -> [TypeKey]? {
        guard depth < 6 else { return nil }
        let enclosing = context.enclosingType(file: file, offset: base.range.lowerBound)
        func propertyType(_ name: String, of key: TypeKey, isStatic: Bool) -> [TypeKey]? {
            guard let declaration = model.types[key] else { return nil }
            for (memberFile, member) in declaration.members where member.kind == .variableDecl && member.modifierWords.contains("static") == isStatic {
                for binding in member.children(.patternBinding) where binding.firstChild?.firstToken?.identifierText == name {
                    if let annotation = binding.child(.typeAnnotation)?.children.last?.squashedText {
                        return resolve(annotation, file: memberFile, scope: key)
                    }
                    if let value = binding.child(.initializerClause)?.children.last { return typeKeys(of: value, file: memberFile, depth: depth + 1) }
                    return nil
                }
            }
            return nil
        }
        /// A parameter or a local `name` means where `base` is written, as the one scope resolver
        /// tells it (a closure's parameter hides the stored property only inside its closure): its
        /// written type, or what its initial value is; `.none` when `name` is no local there.
        func localType(_ name: String) -> [TypeKey]?? {
            guard let declared = base.localDeclaration(of: name) else { return .none }
            if let written = declared.type?.squashedText { return .some(resolve(written, file: file, scope: enclosing)) }
            // `if let manager`, `guard let manager`: the property (or outer local) it unwraps.
            if declared.kind == .optionalBinding, declared.value == nil {
                if let outer = declared.node.localDeclaration(of: name) {
                    if let written = outer.type?.squashedText { return .some(resolve(written, file: file, scope: enclosing)) }
                    return .some(outer.value.flatMap { typeKeys(of: $0, file: file, depth: depth + 1) })
                }
                return .some(enclosing.flatMap { propertyType(name, of: $0, isStatic: false) })
            }
            if let value = declared.value { return .some(typeKeys(of: value, file: file, depth: depth + 1)) }
            return .some(nil)
        }
        switch base.kind {
        case .sequenceExpr:
            // `x as T`, `x as! T`, `x as? T`: the type the cast names (an optional one unwraps to it);
            // `x ?? y`: the type of either side.
            let parts = base.children
            // `a ?? b`: both sides are the same type (`a` its optional).
            if parts.count == 3, parts[1].kind == .binaryOperatorExpr, parts[1].squashedText == "??" {
                return typeKeys(of: parts[2], file: file, depth: depth + 1) ?? typeKeys(of: parts[0], file: file, depth: depth + 1)
            }
            guard parts.count == 2, parts[1].kind == .asExpr, let written = parts[1].children.last else { return nil }
            let found = resolve(written.squashedText, file: file, scope: enclosing)
            return found.isEmpty ? nil : found
        case .tupleExpr:
            // `(x as? T)`: one unlabelled element is the element.
            guard let list = base.child(.argumentList), list.children.count == 1, let element = list.children.first,
                element.children.count == 1, let inner = element.children.first
            else { return nil }
            return typeKeys(of: inner, file: file, depth: depth + 1)
        case .optionalChainingExpr, .forceUnwrapExpr:
            // `self?`, `model!`: the value inside.
            guard let inner = base.children.first else { return nil }
            return typeKeys(of: inner, file: file, depth: depth + 1)
        case .declReferenceExpr:
            guard let token = base.firstToken else { return nil }
            if token.kind == .kwSelf { return enclosing.map { [$0] } }
            guard let name = base.referencedName else { return nil }
            if SyntaxNode.isTypeStyle(name) { return resolve(name, file: file, scope: enclosing) }
            if let local = localType(name) { return local }
            return enclosing.flatMap { propertyType(name, of: $0, isStatic: false) }
        case .memberAccessExpr:
            guard let member = base.memberName, let inner = base.baseExpression else { return nil }
            // `Type.shared`: a static member; `value.property`: the property of the value's type.
            if inner.kind == .declReferenceExpr, let typeName = inner.referencedName, SyntaxNode.isTypeStyle(typeName) {
                guard let key = resolve(typeName, file: file, scope: enclosing).first else { return nil }
                return propertyType(member, of: key, isStatic: true)
            }
            guard let owners = typeKeys(of: inner, file: file, depth: depth + 1), owners.count == 1, let owner = owners.first else { return nil }
            return propertyType(member, of: owner, isStatic: false)
        case .functionCallExpr:
            guard let callee = base.baseExpression, callee.kind == .declReferenceExpr || callee.kind == .memberAccessExpr,
                SyntaxNode.isTypeStyle(callee.squashedText)
            else { return nil }
            let found = resolve(callee.squashedText, file: file, scope: enclosing)
            return found.isEmpty ? nil : found
        default:
            return nil
        }
    }

    /// Whether an expression may be one of the migrated objects: its type is one of them, or the
    /// code does not say.
    func mayBeMigrated(_ base: SyntaxNode, file: Int) -> Bool {
        guard let found = typeKeys(of: base, file: file) else { return true }
        return found.contains(where: keys.contains)
    }

    /// `m.objectWillChange` outside the classes, where `m` is or may be one of them: the publisher
    /// is gone after the migration.
    mutating func checkOutsideObjectWillChange() {
        for index in context.objectWillChangeFiles {
            let file = snapshot.files[index]
            // Unknown bases count only in files that name one of the classes.
            let namesOne = names.contains { file.tree.source.contains(Array($0.utf8)) }
            for access in file.tree.root.descendants(.memberAccessExpr) where access.memberName == "objectWillChange" {
                guard let base = access.baseExpression, base.firstToken?.kind != .kwSelf || base.kind != .declReferenceExpr else { continue }
                if let inside = context.enclosingType(file: index, offset: access.range.lowerBound), keys.contains(inside) { continue }
                let found = typeKeys(of: base, file: index)
                if found.map({ $0.contains(where: keys.contains) }) ?? namesOne {
                    blockers.append("\(access.squashedText) (\(model.describe(Location(file: index, range: access.range)))) uses the objectWillChange publisher, which @Observable does not have")
                    return
                }
            }
        }
    }

    /// `Name.xcodeproj/project.pbxproj` → `Name.xcodeproj`; `Folder/Package.swift` as it is.
    static func describeSource(_ path: String) -> String {
        let parts = path.split(separator: "/")
        if parts.last == "project.pbxproj", parts.count >= 2 { return String(parts[parts.count - 2]) }
        return parts.suffix(2).joined(separator: "/")
    }

    /// `@available(iOS 17, macOS 14, *)` on a declaration: the major version each platform it names
    /// starts at.
    static func availability(of declaration: SyntaxNode) -> [String: Int] {
        var versions: [String: Int] = [:]
        for attribute in declaration.attributes where attribute.name == "available" {
            for item in (attribute.argumentText ?? "").split(separator: ",") {
                let words = item.split(separator: " ")
                guard words.count >= 2, let major = Int(words[1].split(separator: ".").first ?? "") else { continue }
                versions[String(words[0])] = major
            }
        }
        return versions
    }

    /// The first platform an `@available` marks below Observation's floor: (platform, marked, floor).
    static func belowObservation(_ marked: [String: Int]) -> (String, Int, Int)? {
        for (written, version) in marked.sorted(by: { $0.key < $1.key }) {
            let platform = written == "OSX" ? "macOS" : written
            if let floor = Snapshot.observationFloor[platform], version < floor { return (platform, version, floor) }
        }
        return nil
    }

    /// Whether the build description says every target that compiles `file` for `platform`
    /// deploys to a version with Observation: an `@available` below it then marks nothing.
    func targetsHaveObservation(_ platform: String, file: Int) -> Bool {
        let targets = model.targets(ofFile: file)
        guard !targets.isEmpty, let floor = Snapshot.observationFloor[platform] else { return false }
        return targets.allSatisfy { target in
            guard let written = target.deployment[platform] else { return true }  // not built for it
            guard let written else { return false }
            return (Int(written.split(separator: ".").first ?? "") ?? 0) >= floor
        }
    }

    /// The views that hold one of the classes, marked available before Observation's systems
    /// (`@available(iOS 16, *) struct Holder: View { @StateObject var model = Model() }`): they
    /// would use a class those systems do not have.
    mutating func checkHoldersAvailability() {
        for modelClass in classes {
            for key in context.holders[modelClass.declaration.simpleName] ?? [] {
                guard let view = model.views[key],
                    view.properties.contains(where: { resolve(ObservableMigration.writtenType(of: $0), file: $0.location.file, scope: key).contains(modelClass.key) }),
                    let (platform, version, floor) = Self.belowObservation(ObservableMigration.availability(of: view.declaration.node)),
                    !targetsHaveObservation(platform, file: view.declaration.location.file)
                else { continue }
                blockers.append("\(view.name) (\(model.describe(view.declaration.location))) holds \(modelClass.declaration.simpleName) and is marked @available(\(platform) \(version), *), and @Observable needs \(platform) \(floor): mark it for \(platform) \(floor) first")
                return
            }
        }
    }

    /// Observation exists from iOS 17 and macOS 14: a package that declares an older minimum cannot
    /// build the migrated class.
    mutating func checkDeploymentTarget() {
        for modelClass in classes {
            // A file inside a described project that no target compiles is no part of the app:
            // no deployment target says where it would build.
            if !model.isCompiled(file: modelClass.declaration.location.file) {
                blockers.append("no target compiles \(Snapshot.place(modelClass.declaration.location, in: model)) (it lies in a folder a build description covers, but no target lists it), so no deployment target says @Observable is available where it would be built")
                return
            }
            // The build description says what the class's targets support: that settles it.
            let targets = model.targets(ofFile: modelClass.declaration.location.file)
            if !targets.isEmpty {
                let marked = ObservableMigration.availability(of: modelClass.declaration.node)
                for target in targets {
                    // A package nothing described links says which systems it means by the minimums
                    // it declares; one that declares none builds for SwiftPM's oldest everywhere.
                    let declared = Set(target.deployment.compactMap { $0.value == nil ? nil : $0.key })
                    for (platform, written) in target.deployment.sorted(by: { $0.key < $1.key }) {
                        if platform == "macCatalyst" {
                            if !target.macCatalyst { continue }
                        } else if target.platforms.isEmpty {
                            if !declared.isEmpty && !declared.contains(platform) { continue }
                        } else if !target.platforms.contains(platform) {
                            continue
                        }
                        // A Mac Catalyst version is written as the macOS it runs on: Observation's is 14.
                        guard let floor = platform == "macCatalyst" ? 14 : Snapshot.observationFloor[platform] else { continue }
                        if let mark = marked[platform], mark >= floor { continue }
                        let source = "\(target.name) in \(Self.describeSource(target.definedIn))"
                        guard let written else {
                            // A package that declares no minimum builds for SwiftPM's oldest systems.
                            if target.origin == .swiftPackage {
                                blockers.append("\(source) declares no minimum \(platform), so SwiftPM builds it for older systems than @Observable needs (\(platform) \(floor)): declare one, or mark the class and its users @available")
                                return
                            }
                            continue
                        }
                        let major = Int(written.split(separator: ".").first ?? "") ?? 0
                        guard major < floor else { continue }
                        blockers.append("\(source) supports \(platform) \(written), and @Observable needs \(platform) \(floor): raise the deployment target, or mark the class and its users @available")
                        return
                    }
                }
                continue
            }
            let path = snapshot.files[modelClass.declaration.location.file].path
            guard let manifest = context.manifests.filter({ path.hasPrefix($0.folder) }).max(by: { $0.folder.count < $1.folder.count }) else {
                // Outside any package (an Xcode project): a module that already declares an
                // @Observable class targets Observation's systems; otherwise the evidence is a
                // package it imports that supports older systems, or what the module's own code
                // checks for (not a tool's folder or another package).
                let modules = model.resolver.modules
                let file = modelClass.declaration.location.file
                // The class's own mark says it first.
                if let marked = markedBeforeObservation(modelClass, unlessTargetsHaveIt: false) {
                    blockers.append(marked)
                    return
                }
                guard file < modules.count, !context.observableModules.contains(modules[file]) else { continue }
                for imported in snapshot.files[file].tree.root.children(.importDecl) {
                    guard let name = imported.directTokens.last(where: { $0.kind == .identifier })?.identifierText,
                        let manifest = context.packageOfModule[name]
                    else { continue }
                    if let (platform, version) = manifest.platforms.sorted(by: { $0.key < $1.key }).first(where: { entry in Snapshot.observationFloor[entry.key].map { floor in entry.value < floor } ?? false }) {
                        blockers.append("no build description Lifeline reads (an Xcode project, a Package.swift, an XcodeGen spec) covers this file, and it imports \(name), whose package supports \(platform) \(version), so the app may too; @Observable needs \(platform) \(Snapshot.observationFloor[platform] ?? 17)")
                        return
                    }
                }
                if let check = context.availabilityChecks.first(where: { check in
                        check.location.file < modules.count && modules[check.location.file] == modules[file]
                            && !context.manifests.contains { snapshot.files[check.location.file].path.hasPrefix($0.folder) }
                    })
                {
                    // A check for a version runs the code below it too: the module supports older systems.
                    let floor = Snapshot.observationFloor[check.platform] ?? 17
                    blockers.append("no build description Lifeline reads (an Xcode project, a Package.swift, an XcodeGen spec) covers this file, and its module checks for \(check.platform) \(check.version) (\(model.describe(check.location))), so it runs on older \(check.platform) too; @Observable needs \(check.platform) \(floor)")
                    return
                }
                continue
            }
            for (platform, version) in manifest.platforms.sorted(by: { $0.key < $1.key }) {
                guard let floor = Snapshot.observationFloor[platform], version < floor else { continue }
                blockers.append("its package (\(manifest.folder)Package.swift) supports \(platform) \(version), and @Observable needs \(platform) \(floor): raise the minimum or mark the class and its users @available")
                return
            }
        }
        // A class marked available before Observation's systems is compiled for them.
        for modelClass in classes {
            if let marked = markedBeforeObservation(modelClass, unlessTargetsHaveIt: true) {
                blockers.append(marked)
                return
            }
        }
    }

    /// Why a class marked `@available` for a system older than Observation's cannot be migrated,
    /// or nil; with `unlessTargetsHaveIt`, nil too when every target that compiles it has Observation.
    func markedBeforeObservation(_ modelClass: ModelClass, unlessTargetsHaveIt: Bool) -> String? {
        guard let (platform, version, floor) = Self.belowObservation(ObservableMigration.availability(of: modelClass.declaration.node)),
            !unlessTargetsHaveIt || !targetsHaveObservation(platform, file: modelClass.declaration.location.file)
        else { return nil }
        return "\(modelClass.declaration.simpleName) is marked @available(\(platform) \(version), *), and @Observable needs \(platform) \(floor): mark it and its users for \(platform) \(floor) first"
    }

    // MARK: Views


    mutating func migrateViews() {
        let holderKeys = Set(names.flatMap { context.holders[$0] ?? [] })
        let views = holderKeys.compactMap { model.views[$0] }.sorted { ($0.name, $0.key) < ($1.name, $1.key) }
        for view in views {
            // A DynamicProperty is no view: what its object wrappers should become, and whether
            // Observation tracks what its `update()` reads, are not the migration's call. An
            // `@EnvironmentObject` there becomes `@Environment(T.self)`, the documented replacement,
            // itself a DynamicProperty.
            if view.role == .dynamicProperty,
                let property = view.properties.first(where: {
                    $0.wrapper != .none && $0.wrapper != .environmentObject && isMigrated($0.type, file: $0.location.file, scope: view.key)
                })
            {
                blockers.append("\(view.name), a DynamicProperty, holds it with \(property.wrapper) (\(model.describe(property.location))), which needs an ObservableObject")
                return
            }
            var converted: [String: PropertyWrapper] = [:]
            for property in view.properties {
                let written = ObservableMigration.writtenType(of: property)
                guard isMigrated(written, file: property.location.file, scope: view.key), let attribute = property.wrapperAttribute, let type = written else { continue }
                let file = property.location.file
                // `$model.name` or `self.$model.name`, in the type or its extensions.
                let binds = view.declaration.members.contains { member in
                    member.node.descendants(.declReferenceExpr).contains { $0.firstToken?.kind == .dollarIdentifier && $0.firstToken?.text == "$" + property.name }
                        || member.node.descendants(.memberAccessExpr).contains { $0.directTokens.last?.text == "$" + property.name }
                }
                switch property.wrapper {
                case .stateObject:
                    edits.append((path(file), attribute.range, "@State"))
                    if let value = property.initialValue, constructs(value.kind, in: nil, of: view) {
                        noteEagerValue(of: type, file: file, in: view, always: ObservableMigration.alwaysConstructs(value.kind, value.node))
                    }
                case .observedObject:
                    if binds {
                        edits.append((path(file), attribute.range, "@Bindable"))
                    } else {
                        edits.append((path(file), throughBlanks(attribute.range.lowerBound, attribute.range.upperBound, in: source(file)), ""))
                        // A private `var` with an initial value is a parameter of the memberwise
                        // initializer, which it would make private too (a wrapped one is not): a
                        // `let` is no parameter. Only where nothing assigns it.
                        if property.initialValue != nil, property.access == .private || property.access == .fileprivate,
                            view.initializers.isEmpty,
                            let keyword = property.node.directTokens.first(where: { $0.kind == .kwVar }),
                            !view.declaration.members.contains(where: { member in
                                member.node.range != property.node.range && ObservableMigration.changedNames(in: member.node).contains(property.name)
                            })
                        {
                            edits.append((path(file), keyword.range, "let"))
                        }
                    }
                case .environmentObject:
                    if binds {
                        blockers.append("\(view.name) makes bindings ($\(property.name).…) from its @EnvironmentObject \(property.name); @Environment(\(type).self) gives none (add `@Bindable var \(property.name) = \(property.name)` in its body first)")
                        return
                    }
                    var written = type
                    while written.hasSuffix("?") || written.hasSuffix("!") { written.removeLast() }
                    edits.append((path(file), attribute.range, "@Environment(\(written).self)"))
                default:
                    continue
                }
                converted[property.name] = binds && property.wrapper == .observedObject ? .bindable : property.wrapper
            }
            // The wrapper's storage used elsewhere (`_model.update()`, `_model.projectedValue`): the
            // new wrapper may not have it.
            var rewritten: Set<Int> = []
            for initializer in view.initializers {
                for assignment in initializer.assignments where assignment.throughStorage && converted[assignment.property] != nil {
                    rewritten.insert(assignment.node.range.lowerBound)
                }
            }
            for (memberFile, member) in view.declaration.members {
                for reference in member.descendants(.declReferenceExpr) {
                    guard let token = reference.firstToken, token.text.hasPrefix("_"), converted[String(token.text.dropFirst())] != nil else { continue }
                    let inRewritten = member.path(to: reference.range.lowerBound).contains { $0.kind == .sequenceExpr && rewritten.contains($0.range.lowerBound) }
                    if !inRewritten {
                        blockers.append("\(view.name) uses the wrapper's storage \(token.text) (\(model.describe(Location(file: memberFile, range: reference.range)))), which the new wrapper may not have")
                        return
                    }
                }
            }
            // `_model = StateObject(wrappedValue: …)` and `_model = ObservedObject(wrappedValue: x)`.
            for initializer in view.initializers {
                for assignment in initializer.assignments where assignment.throughStorage {
                    guard let wrapper = converted[assignment.property], let call = assignment.wrapperCall else { continue }
                    let file = initializer.location.file
                    let parts = assignment.node.children
                    guard parts.count >= 3, let callee = parts[2].baseExpression else { continue }
                    let implicit = callee.kind == .memberAccessExpr && callee.baseExpression == nil  // `.init(wrappedValue:)`
                    switch (wrapper, call) {
                    case (.stateObject, "StateObject"):
                        // Only a value the autoclosure made (`StateObject(wrappedValue: Model())`) is
                        // made again on every init; a parameter's object was made by the caller.
                        // A local made before it (`let state = Model(); _m = StateObject(wrappedValue: state)`)
                        // is made on every init already.
                        if case .localInstance = assignment.value.kind {
                        } else if constructs(assignment.value.kind, in: initializer, of: view), let property = view.property(assignment.property), let type = property.type {
                            noteEagerValue(of: type, file: property.location.file, in: view, always: ObservableMigration.alwaysConstructs(assignment.value.kind, assignment.value.node))
                        }
                        if !implicit { edits.append((path(file), callee.range, "State")) }
                    case (.bindable, "ObservedObject"):
                        if !implicit { edits.append((path(file), callee.range, "Bindable")) }
                    case (.observedObject, "ObservedObject"):
                        let value = String(decoding: source(file).bytes[assignment.value.node.range], as: UTF8.self)
                        edits.append((path(file), assignment.node.range, "self.\(assignment.property) = \(value)"))
                    default:
                        continue
                    }
                }
            }
        }
    }

    /// A property's type as written, or as its initial value says it (`= Model()`, `= Model.make()`,
    /// `= Model.shared`): a holder without an annotation is a holder all the same.
    static func writtenType(of property: ViewProperty) -> String? {
        if let type = property.type { return type }
        switch property.initialValue?.kind {
        case .newInstance(let type)?, .staticCall(let type, _)?, .sharedInstance(let type, _)?: return type
        default: return nil
        }
    }

    /// Whether an initial value makes an object each time it is evaluated: a construction, a
    /// factory call (`T.make()`), a local made in `init`, or an `@autoclosure` parameter (the
    /// caller's expression runs there); not a parameter's or a shared object.
    func constructs(_ kind: ValueKind, in initializer: InitializerInfo?, of view: ViewType) -> Bool {
        switch kind {
        case .newInstance, .localInstance, .staticCall, .parameterOrNew: return true
        case .parameter(let name): return initializer?.parameters.first { $0.name == name }?.isAutoclosure ?? false
        case .sharedInstance(let type, let member):
            // `Self.defaultCoordinator`, `Model.preview`: a static computed property makes one on
            // every read; a `static let` holds one.
            guard let key = type == "Self" ? view.key : resolve(type, file: view.declaration.location.file, scope: view.key).first,
                let declaration = model.types[key]
            else { return false }
            return declaration.members.contains { member_ in
                let node = member_.node
                guard node.modifierWords.contains("static") || node.modifierWords.contains("class") else { return false }
                if node.kind == .functionDecl { return SemanticModel.declaredName(node) == member }
                guard node.kind == .variableDecl else { return false }
                return node.children(.patternBinding).contains { binding in
                    binding.firstChild?.firstToken?.identifierText == member && binding.child(.accessorBlock) != nil && binding.child(.initializerClause) == nil
                }
            }
        default: return false
        }
    }

    /// Remembers the first `@StateObject` whose class does work when made (its `init`, or objects its
    /// stored properties make): as a `@State` initial value it would be made on every init.
    /// Whether a value that constructs an object does so every time (`param ?? Model()` makes one
    /// only when the caller gives none).
    static func alwaysConstructs(_ kind: ValueKind, _ node: SyntaxNode) -> Bool {
        if case .parameterOrNew = kind { return false }
        // `doc ?? .init()`: the fallback is made only when the value on its left is nil.
        return !node.squashedText.contains("??")
    }

    /// `always`: the value makes an object whenever it is evaluated (else the title's note on an
    /// object made per init is not established).
    mutating func noteEagerValue(of type: String, file: Int, in view: ViewType, always: Bool) {
        // Only a view a parent can initialize again while it keeps its identity makes a `@State`
        // initial value more than once (an App is initialized once per process; a root a hosting
        // controller builds, or a view whose builder depends on nothing that changes, once).
        guard eagerStateObject == nil, eagerLeak == nil, canBeReinitialized(view, in: RuleContext(model: model, ownership: snapshot.ownership, settings: snapshot.settings)) else { return }
        let found = resolve(type, file: file, scope: view.key)
        guard let made = classes.first(where: { found.contains($0.key) }) else { return }
        if eagerLeak == nil, let evidence = keepsItselfAlive(made) {
            eagerLeak = (view.name, made.declaration.simpleName, evidence)
        }
        guard let work = initializationWork(of: made, in: model) else {
            if always, eagerCheap == nil, eagerLeak == nil { eagerCheap = (view.name, made.declaration.simpleName) }
            return
        }
        eagerStateObject = (view.name, made.declaration.simpleName, work)
    }

    /// `.environmentObject(x)` where `x` is one of the classes (`T()`, `T.shared`, `self`, a
    /// property of that type) becomes `.environment(x)`. An injection whose argument's type the
    /// code does not say blocks the migration when some view reads one of the classes from the
    /// environment: after it, `.environmentObject` would not take the object, or the reader would
    /// not find it.
    mutating func migrateInjections() {
        let read = classes.contains { modelClass in
            let holders = context.holders[modelClass.declaration.simpleName] ?? []
            return holders.contains { key in
                model.views[key]?.properties.contains { $0.wrapper == .environmentObject && resolve($0.type, file: $0.location.file, scope: key).contains(modelClass.key) } ?? false
            }
        }
        for fileIndex in context.injectionFiles {
            let file = snapshot.files[fileIndex]
            var found: [SyntaxNode] = []
            file.tree.root.walkDescendants { node in
                if node.kind == .functionCallExpr, let callee = node.baseExpression, callee.kind == .memberAccessExpr, callee.memberName == "environmentObject",
                    node.arguments.first?.value != nil
                {
                    found.append(node)
                }
                return true
            }
            for call in found {
                guard let argument = call.arguments.first?.value, let callee = call.baseExpression else { continue }
                guard let types = typeKeys(of: argument, file: fileIndex) else {
                    if read {
                        blockers.append("Lifeline cannot tell what .environmentObject(\(argument.squashedText)) injects (\(model.describe(Location(file: fileIndex, range: call.range)))), and a view reads \(root.declaration.simpleName) from the environment")
                        return
                    }
                    continue
                }
                if types.contains(where: keys.contains), let token = callee.directTokens.last, token.text == "environmentObject" {
                    edits.append((file.path, token.range, "environment"))
                }
            }
        }
    }

    /// Types that are not views and hold one of the classes with an ObservableObject wrapper
    /// (`@ObservedObject var model: Model` in a coordinator class): the wrapper would no longer
    /// compile there, and the migration does not decide what the holder should become.
    mutating func checkOtherHolders() {
        for key in context.wrapperHolders {
            guard let declaration = model.types[key], !keys.contains(key) else { continue }
            for (file, member) in declaration.members where member.kind == .variableDecl {
                let wrappers = member.attributes.map { TypeDeclaration.baseName($0.name) }
                guard wrappers.contains(where: { ["ObservedObject", "StateObject", "EnvironmentObject"].contains($0) }),
                    let annotation = member.children(.patternBinding).first?.child(.typeAnnotation),
                    isMigrated(annotation.children.last?.squashedText, file: file, scope: key)
                else { continue }
                blockers.append("\(declaration.simpleName) holds it with @\(wrappers.first { ["ObservedObject", "StateObject", "EnvironmentObject"].contains($0) } ?? "") (\(model.describe(Location(file: file, range: member.range)))), which needs an ObservableObject")
                return
            }
        }
    }
}
