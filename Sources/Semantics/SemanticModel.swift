import BuildSystem
import Syntax

/// Everything Lifeline knows about a workspace's views and models, built in one pass over the trees.
public struct SemanticModel: Sendable {
    public let files: [SourceFile]
    /// The folder every file is in, when every path is absolute (the language server's): places in
    /// messages and hovers are written relative to it (`describe`).
    public let displayRoot: String?
    /// Types by key.
    public let types: [TypeKey: TypeDeclaration]
    /// `typealias A = B`: A → B's base name.
    public let typeAliases: [String: String]
    public let models: [TypeKey: ModelClass]
    public let views: [TypeKey: ViewType]
    /// View keys in source order (file, then position): the order findings are reported in.
    public let viewOrder: [TypeKey]
    public let roots: [ViewRoot]
    /// View key → every construction of it, in views and at roots, in source order; as places in
    /// `views` and `roots`, so building the index copies no construction.
    let sitesByView: [TypeKey: [SiteRef]]

    /// One injection at one place: a helper's call injects several.
    struct InjectionKey: Hashable {
        let location: Location
        let kind: EnvironmentInjection.Kind
        let type: String?
    }

    struct SiteRef: Sendable {
        /// At or above 0: the index in `viewOrder` of the view whose body holds it; below 0: the
        /// root at index `-owner - 1`.
        let owner: Int32
        let index: Int32
    }

    /// Constructions of the view `key` in code outside views (`ViewRoot.Kind.factory`), in file order.
    public func factorySites(of key: TypeKey) -> [ViewConstruction] {
        guard !parts.factoryRoots.isEmpty else { return [] }
        return parts.factorySites.value {
            var byKey: [TypeKey: [ViewConstruction]] = [:]
            for root in factoryRoots {
                for construction in root.constructions {
                    // A construction resolving to one view twice is one site of it.
                    for key in Set(construction.typeKeys) { byKey[key, default: []].append(construction) }
                }
            }
            return byKey
        }[key] ?? []
    }

    /// The roots of code outside views that builds views (not in `roots`: see `ViewRoot.Kind.factory`),
    /// less those in files no target compiles and in tests.
    public var factoryRoots: [ViewRoot] {
        guard !parts.coverage.isEmpty else { return parts.factoryRoots }
        return parts.factoryRoots.filter { isAppCode(file: $0.location.file) }
    }

    func construction(_ site: SiteRef) -> ViewConstruction {
        site.owner >= 0 ? views[viewOrder[Int(site.owner)]]!.constructions[Int(site.index)] : roots[Int(-site.owner - 1)].constructions[Int(site.index)]
    }
    /// Injected type → every `.environmentObject`/`.environment` injection of it.
    public let injectionsByType: [String: [EnvironmentInjection]]
    /// Injections of objects whose type Lifeline cannot tell (`.environmentObject(s)` with `s` a
    /// function's parameter): any of them may supply any type.
    public let untypedInjections: [EnvironmentInjection]
    /// Container views of other modules that views of the app are given to (`StoreProvider`), by
    /// name in first-seen order: each may inject into its content where Lifeline cannot see.
    public let externalContainers: [String]
    /// What the build found on the way, kept so that `update` can redo one file's part only.
    let parts: Parts
    /// Resolves type names written at a place to workspace declarations.
    public let resolver: TypeResolver
    /// What `#if` conditions were read under.
    public let configuration: BuildConfiguration

    struct Parts: Sendable {
        /// Type names in declaration order (file, then position).
        var order: [TypeKey]
        var extensions: [Builder.Extension]
        /// Declarations outside every type, by file (see `topLevelDeclarations(inFile:)`).
        var topLevel: [Int: [SyntaxNode]]
        /// What each helper applies to its content, and the top-level variables' types.
        var helpers: HelperSummaries
        var globalTypes: [String: String]
        var viewNames: Set<String>
        /// The views' keys.
        var viewKeys: Set<TypeKey>
        /// Roots other than apps, by source: `#Preview` macros, `PreviewProvider` types, hosting
        /// controllers; each in file order.
        var previewRoots: [ViewRoot]
        var providerRoots: [ViewRoot]
        var hostingRoots: [ViewRoot]
        /// Views built in code outside views (see `ViewRoot.Kind.factory`), in file order; not in `roots`.
        var factoryRoots: [ViewRoot]
        /// `rootView.x = value` assignments by file (see `rootViewAssignments`).
        var hostAssignments: [Int: [RootViewAssignment]]
        /// What the build descriptions say, and of each file (see `coverage`).
        var build = BuildDescription()
        var coverage: [BuildDescription.Coverage] = []
        /// The configuration each file's `#if`s are read under.
        var fileConfigurations: [BuildConfiguration] = []
        /// Aliases of generic specializations (see `sameEnvironmentType`).
        var genericAliases: [String: String] = [:]
        /// Alias names the workspace gives several targets (see `Builder.aliasTargets`).
        var ambiguousAliases: [String: Set<String>] = [:]
        /// Where each of those aliases is declared, with the target it gives there: an injection
        /// under the same `#if` flags as one of them is of that one's type (`aliasTarget(_:at:)`).
        var aliasPlaces: [String: [(file: Int, offset: Int, target: String)]] = [:]
        /// Files that import a test framework (`import XCTest`, `import Testing`): test code.
        var testFiles: Set<Int> = []
        /// Every injection of the workspace, found when first asked for (see `injectionIndex`).
        var injectionIndex = InjectionIndexBox()
        /// The places only previews run, by file, found when first asked for (see `previewCode`).
        var previewCode = Once<[Int: [Range<Int>]]>()
        /// The views only previews and tests build (see `isBuiltOnlyByPreviews`), found when first asked for.
        var previewOnlyViews = Once<Set<TypeKey>>()
        /// The constructions of each view in code outside views (see `factorySites`), indexed when first asked for.
        var factorySites = Once<[TypeKey: [ViewConstruction]]>()
        /// Where each declaration and extension starts (see `declarationIndex`), made when first asked for.
        var declarations = Once<DeclarationIndex>()
        /// The platform the files no build description covers are simulated on, when their
        /// imports tell it (see `undescribedPlatform`), found when first asked for.
        var undescribedPlatform = Once<String?>()
        /// For each target, the targets whose code it may use (see `targetsUsed`), found when first asked for.
        var targetsUsed = Once<[Set<Int>]>()
    }

    /// What the workspace's build descriptions say (empty without any).
    public var build: BuildDescription { parts.build }

    /// What the build descriptions say of a file: the targets compiling it, that none does, or
    /// nothing (no description covers it).
    public func coverage(ofFile file: Int) -> BuildDescription.Coverage {
        file < parts.coverage.count ? parts.coverage[file] : .undescribed
    }

    /// The targets compiling a file (empty when none does or no description covers it).
    public func targets(ofFile file: Int) -> [BuildTarget] {
        guard case .targets(let indices) = coverage(ofFile: file) else { return [] }
        return indices.map { parts.build.targets[$0] }
    }

    /// Whether two files may be compiled into one product: some target compiles both, or a build
    /// description does not cover one of them (then nothing says they are apart).
    /// A target that uses another's module (an app target importing its local package's library,
    /// directly or through another module) links that code into its product: its views build the
    /// other's there.
    public func mayCompileTogether(_ first: Int, _ second: Int) -> Bool {
        guard case .targets(let a) = coverage(ofFile: first), case .targets(let b) = coverage(ofFile: second) else { return true }
        if !Set(a).isDisjoint(with: b) { return true }
        let used = targetsUsed
        return a.contains { !used[$0].isDisjoint(with: b) } || b.contains { !used[$0].isDisjoint(with: a) }
    }

    /// For each target of the build descriptions, the other targets whose module its files import
    /// outside any `#if`, directly or through the modules those import: the code linked into its
    /// product. A target no file of which imports another's module (an app and its watch app, each
    /// with a `ContentView`) uses none of its code.
    var targetsUsed: [Set<Int>] {
        parts.targetsUsed.value {
            let targets = parts.build.targets
            var byModule: [String: [Int]] = [:]
            for (index, target) in targets.enumerated() { byModule[target.module, default: []].append(index) }
            var direct = Array(repeating: Set<Int>(), count: targets.count)
            for index in files.indices {
                guard case .targets(let owners) = coverage(ofFile: index) else { continue }
                let imported = Builder.unconditionalImports(files[index].tree).flatMap { byModule[$0] ?? [] }
                guard !imported.isEmpty else { continue }
                for owner in owners where owner < targets.count { direct[owner].formUnion(imported) }
            }
            return direct.indices.map { start in
                var reached: Set<Int> = []
                var pending = Array(direct[start])
                while let next = pending.popLast() {
                    guard next != start, reached.insert(next).inserted else { continue }
                    pending += direct[next]
                }
                return reached
            }
        }
    }

    /// Whether a file is part of the app: false only for a file inside a described folder that no
    /// target compiles. Its declarations are still read (for hovers), but what it builds, injects
    /// or roots is no path of the app, and no finding is reported in it.
    public func isCompiled(file: Int) -> Bool {
        coverage(ofFile: file) != .noTarget
    }

    /// Whether a file is code the app runs: compiled by a target that is not a test bundle (or no
    /// description says), and importing no test framework (`import XCTest`: a test bundle's code
    /// whatever the descriptions Lifeline could read say). A test's views, hosting controllers and injections are no path of the
    /// app and no evidence of how the app builds a view; its findings are still reported.
    public func isAppCode(file: Int) -> Bool {
        !parts.testFiles.contains(file) && SemanticModel.isAppCode(coverage(ofFile: file), targets: parts.build.targets)
    }

    static func isAppCode(_ coverage: BuildDescription.Coverage, targets: [BuildTarget]) -> Bool {
        switch coverage {
        case .noTarget: return false
        case .undescribed: return true
        case .targets(let indices): return indices.contains { $0 >= targets.count || !targets[$0].isTests }
        }
    }

    /// The configuration a file's `#if`s are read under: the workspace's, narrowed to what the
    /// targets compiling the file say.
    public func configuration(forFile file: Int) -> BuildConfiguration {
        file >= 0 && file < parts.fileConfigurations.count ? parts.fileConfigurations[file] : configuration
    }

    /// The configuration the simulator reads a file's `#if`s under: one build of it, where the
    /// model reads every build. A file several targets compile runs as the first of them (in the
    /// build description's order) that is an application, else the first that is not tests: its
    /// conditions set, the others' unset when it lists them all (UTM's `#if WITH_REMOTE` is the
    /// remote app's, and the iOS app, described first, does not set it).
    /// The build runs on a device of the simulated platform (an iPhone), not as Mac Catalyst.
    /// - Parameter preferred: the platform to simulate where the file is built for it (a view
    ///   compiled only for watchOS runs as the watchOS build): the first target built only for it,
    ///   else the first building the file for it, is the one read, and it is the simulated platform.
    public func simulationConfiguration(forFile file: Int, preferring preferred: String? = nil) -> BuildConfiguration {
        var result = configuration(forFile: file)
        if case .targets(let indices) = coverage(ofFile: file), indices.count > 1 {
            let targets = indices.compactMap { $0 < parts.build.targets.count ? parts.build.targets[$0] : nil }
            // A target built only for that platform first: it is that platform's app.
            let building = preferred.map { platform in
                targets.filter { $0.platforms == [platform] } + targets.filter { $0.platforms.contains(platform) && $0.platforms != [platform] }
            } ?? []
            let candidates = building.isEmpty ? targets : building
            if let chosen = candidates.first(where: { $0.kind == "application" }) ?? candidates.first(where: { !$0.isTests }) ?? candidates.first {
                result = configuration.narrowed(toTargets: [chosen])
            }
        }
        // No target describes the file: the platform its workspace's imports tell, when they do.
        if case .targets = coverage(ofFile: file) {} else if preferred == nil, let platform = undescribedPlatform, result.consideredPlatforms.contains(platform) {
            result.platforms = [platform]
        }
        result.isSimulatedDevice = true
        result.preferredPlatform = preferred
        return result
    }

    /// The platform the files that no build description covers are built for, as their imports
    /// tell it: macOS when some import AppKit (or Cocoa) unconditionally and none imports UIKit or
    /// WatchKit (AppKit exists on macOS only; an app whose project Lifeline cannot read, a Tuist
    /// manifest say, is otherwise simulated on iOS, where a `NavigationSplitView` shows its sidebar
    /// only). Nil when they tell nothing or disagree.
    public var undescribedPlatform: String? {
        parts.undescribedPlatform.value {
            var macOnly = false
            for index in files.indices {
                if case .targets = coverage(ofFile: index) { continue }
                for module in Builder.unconditionalImports(files[index].tree) {
                    switch module {
                    case "AppKit", "Cocoa": macOnly = true
                    case "UIKit", "WatchKit": return nil
                    default: break
                    }
                }
            }
            return macOnly ? "macOS" : nil
        }
    }

    init(
        files: [SourceFile], types: [TypeKey: TypeDeclaration], typeAliases: [String: String], models: [TypeKey: ModelClass],
        views: [TypeKey: ViewType], viewOrder: [TypeKey], parts: Parts, resolver: TypeResolver,
        configuration: BuildConfiguration
    ) {
        self.resolver = resolver
        self.configuration = configuration

        self.files = files
        self.displayRoot = SemanticModel.commonFolder(files.map(\.path))
        self.types = types
        self.typeAliases = typeAliases
        self.models = models
        self.views = views
        self.viewOrder = viewOrder
        // A file inside a described folder that no target compiles roots nothing and builds nothing
        // for the app: its declarations are read, its constructions are no path.
        // Files no target compiles, and tests' files, are read but root nothing of the app.
        let uncompiled: Set<Int> = Set(parts.coverage.indices.filter { !SemanticModel.isAppCode(parts.coverage[$0], targets: parts.build.targets) })
            .union(parts.testFiles)
        var roots: [ViewRoot] = []
        for key in viewOrder {
            guard let app = views[key], app.role == .app, !uncompiled.contains(app.declaration.location.file) else { continue }
            roots.append(ViewRoot(kind: .app, description: "\(key.rawValue).body", location: app.declaration.location, constructions: app.constructions))
        }
        self.roots = (roots + parts.previewRoots + parts.providerRoots + parts.hostingRoots).filter { !uncompiled.contains($0.location.file) }
        self.parts = parts
        var sites: [TypeKey: [SiteRef]] = [:]
        var injections: [String: [EnvironmentInjection]] = [:]
        var untyped: [EnvironmentInjection] = []
        var seen: Set<InjectionKey> = []
        var repeated: Set<Location> = []
        var containers: [String] = []
        var containersSeen: Set<String> = []
        // A construction's fields are read in place (`list[index].field`): copying whole
        // constructions, tens of thousands per model, is most of what building the index costs.
        func add(_ list: UnsafeBufferPointer<ViewConstruction>, _ index: Int, _ site: SiteRef) {
            // Under each workspace view the name resolves to (SwiftUI's views and others are no
            // site of a view; their injections still count).
            for key in list[index].typeKeys { sites[key, default: []].append(site) }
            // Only containers that hold views of the workspace matter to what they read.
            if !list[index].typeKeys.isEmpty {
                for case .externalContainer(let name) in list[index].contexts where containersSeen.insert(name).inserted { containers.append(name) }
            }
            // Most constructions have no injection above them: skip the walk over their contexts.
            guard list[index].contexts.contains(where: { if case .injection = $0 { return true } else { return false } }) else { return }
            for case .injection(let injection) in list[index].contexts where injection.kind != .keyPath {
                // Several constructions under one modifier share its injection: count it once. A
                // helper's call injects several objects at one place: each counts.
                guard seen.insert(InjectionKey(location: injection.location, kind: injection.kind, type: injection.type)).inserted else { continue }
                // An alias of several targets cannot be told apart: which one is not known.
                if let type = injection.type, parts.ambiguousAliases[TypeDeclaration.baseName(type)] == nil {
                    injections[SemanticModel.canonicalName(type, aliases: typeAliases), default: []].append(injection)
                } else {
                    untyped.append(injection)
                }
            }
        }
        // Each view's constructions once, by its place in `viewOrder`: reading them through the
        // dictionary would copy the whole view for every site looked at.
        let constructionLists: [[ViewConstruction]] = viewOrder.map { views[$0]?.constructions ?? [] }
        for order in viewOrder.indices {
            if !uncompiled.isEmpty, let file = views[viewOrder[order]]?.declaration.location.file, uncompiled.contains(file) { continue }
            let repeating = views[viewOrder[order]]?.constructionsRepeat ?? false
            constructionLists[order].withUnsafeBufferPointer { constructions in
                for index in constructions.indices {
                    // A helper walked twice lists its constructions twice: the first is the site.
                    if repeating && !repeated.insert(constructions[index].location).inserted { continue }
                    add(constructions, index, SiteRef(owner: Int32(order), index: Int32(index)))
                }
            }
        }
        // An app's root is its body, already counted as the app view's constructions; a hosting
        // controller made in a view's body may be counted by that view already.
        for (rootIndex, root) in self.roots.enumerated() where root.kind != .app {
            root.constructions.withUnsafeBufferPointer { constructions in
                for index in constructions.indices {
                    let location = constructions[index].location
                    let bucket = constructions[index].typeKeys.first.flatMap { sites[$0] } ?? []
                    let known = bucket.contains { site in
                        site.owner >= 0 && constructionLists[Int(site.owner)][Int(site.index)].location == location
                    }
                    if !known { add(constructions, index, SiteRef(owner: Int32(-rootIndex - 1), index: Int32(index))) }
                }
            }
        }
        // What a hosting root's own class injects into its root view, whether or not Lifeline can
        // tell which view that is (`super.init(rootView: .init(model: model))`).
        for root in self.roots {
            for injection in root.injections where injection.kind != .keyPath {
                guard seen.insert(InjectionKey(location: injection.location, kind: injection.kind, type: injection.type)).inserted else { continue }
                if let type = injection.type, parts.ambiguousAliases[TypeDeclaration.baseName(type)] == nil {
                    injections[SemanticModel.canonicalName(type, aliases: typeAliases), default: []].append(injection)
                } else {
                    untyped.append(injection)
                }
            }
        }
        sitesByView = sites
        injectionsByType = injections
        untypedInjections = untyped
        externalContainers = containers
    }

    /// A type name as written (`Library?`, `Outer.Model`, an alias) reduced to the simple name of the
    /// type it denotes, so that two spellings of one type compare equal.
    public func canonicalName(_ written: String) -> String {
        SemanticModel.canonicalName(written, aliases: typeAliases)
    }

    static func canonicalName(_ written: String, aliases: [String: String]) -> String {
        var name = TypeDeclaration.baseName(written)
        var hops = 0
        while let target = aliases[name], hops < 8 {
            name = target
            hops += 1
        }
        return name
    }

    /// Whether two spellings can name the same environment object type: the same type after aliases,
    /// and, when both give generic arguments, the same arguments (`Box<Int>` is not `Box<Double>`;
    /// `Box` matches either, since Lifeline cannot tell what was inferred).
    public func sameEnvironmentType(_ a: String, _ b: String) -> Bool {
        // An alias the workspace gives several targets may be any of them: it matches each.
        if let targets = parts.ambiguousAliases[TypeDeclaration.baseName(a)], targets.contains(canonicalName(b)) { return true }
        if let targets = parts.ambiguousAliases[TypeDeclaration.baseName(b)], targets.contains(canonicalName(a)) { return true }
        guard canonicalName(a) == canonicalName(b) else { return false }
        // An alias of a specialization stands for it: `CommandsPublisher` is `Publisher<Commands>`,
        // another object than a `Publisher<Info>`.
        guard let first = SemanticModel.genericArguments(specialization(of: a)), let second = SemanticModel.genericArguments(specialization(of: b)) else { return true }
        return first == second
    }

    /// The specialization an alias stands for (`CommandsPublisher` → `Publisher<Commands>`), through
    /// aliases of aliases; the text itself when it names no alias of a specialization.
    public func specialization(of written: String) -> String {
        var text = written
        var hops = 0
        while SemanticModel.genericArguments(text) == nil, let target = parts.genericAliases[TypeDeclaration.baseName(text)], hops < 8 {
            text = target
            hops += 1
        }
        return text
    }

    /// The generic arguments of a written type, normalized (nil without any).
    public static func genericArgumentsText(_ written: String) -> String? { genericArguments(written) }

    /// `Box<Int, [String]>` → `Int,[String]` (spaces removed); nil without generic arguments.
    static func genericArguments(_ written: String) -> String? {
        guard let open = written.firstIndex(of: "<"), let close = written.lastIndex(of: ">"), open < close else { return nil }
        return String(written[written.index(after: open)..<close].filter { $0 != " " })
    }

    /// The workspace types a type written at a place names, nearest first: through the scoped
    /// resolver (nesting, extensions of namespaces, file, target, module), and through a type alias
    /// when the written name is one.
    public func resolveType(_ written: String, file: Int, scope: TypeKey?) -> [TypeKey] {
        SemanticModel.resolveType(written, file: file, scope: scope, resolver: resolver, aliases: typeAliases)
    }

    /// The workspace's declaration of a class's superclass (its first inherited name, resolved
    /// where the class is declared); nil when that is not a class of the workspace.
    public func superclassDeclaration(of declaration: TypeDeclaration) -> TypeDeclaration? {
        guard declaration.kind == .class, let written = declaration.inherits.first else { return nil }
        return resolveType(written, file: declaration.location.file, scope: SemanticModel.enclosingScope(of: declaration.key))
            .lazy.compactMap { types[$0] }.first { $0.kind == .class && $0.key != declaration.key }
    }

    static func resolveType(_ written: String, file: Int, scope: TypeKey?, resolver: TypeResolver, aliases: [String: String]) -> [TypeKey] {
        let found = resolver.resolve(written, file: file, scope: scope)
        if !found.isEmpty { return found }
        let base = TypeDeclaration.baseName(written)
        guard let target = aliases[base], target != base else { return [] }
        return resolver.resolve(canonicalName(target, aliases: aliases), file: file, scope: scope)
    }

    /// What a type inherits, in the order written (its extensions' conformances after its own): the
    /// key of the workspace declaration each name means, resolved from where the type is declared,
    /// or the name itself (`ObservableObject`, `View`) when the workspace declares no such type.
    public func inheritance(of declaration: TypeDeclaration) -> [InheritedName] {
        declaration.inherits.map { written in
            let key = resolveType(written, file: declaration.location.file, scope: SemanticModel.enclosingScope(of: declaration.key))
                .first { $0 != declaration.key }
            return key.map(InheritedName.declared) ?? .external(TypeDeclaration.baseName(written))
        }
    }

    /// The model class a type written at a place names (see `resolveType`).
    public func modelClass(named written: String?, file: Int, scope: TypeKey?) -> ModelClass? {
        guard let written else { return nil }
        for key in resolveType(written, file: file, scope: scope) { if let model = models[key] { return model } }
        return nil
    }

    /// The scope a type's declaration writes its inheritance clause in: the enclosing type
    /// (`Feature.Row` → `Feature`), nil at the top level. Names resolve by the scope's qualified name,
    /// so the key of any declaration of the enclosing name serves.
    public static func enclosingScope(of key: TypeKey) -> TypeKey? {
        key.enclosingScope.map(TypeKey.init)
    }

    /// The model class a view property holds, resolved from where the property is declared.
    public func modelClass(of property: ViewProperty) -> ModelClass? {
        for key in property.typeKeys { if let model = models[key] { return model } }
        return nil
    }

    /// The view of a key.
    public func view(_ key: TypeKey) -> ViewType? { views[key] }

    /// The views a name a person typed means (a command's argument, a field of the visualizer):
    /// the view with that key, else every view whose qualified or simple name it is, in source
    /// order. Code never finds a view by name: names written in code resolve where they are
    /// written (`resolveType`).
    public func views(matching typed: String) -> [ViewType] {
        if let view = views[TypeKey(typed)] { return [view] }
        return viewOrder.filter { $0.qualifiedName == typed || $0.simpleName == typed }.compactMap { views[$0] }
    }

    /// The one view a typed name means (see `views(matching:)`); nil when it means none or several.
    public func view(typed: String) -> ViewType? {
        let found = views(matching: typed)
        return found.count == 1 ? found[0] : nil
    }

    /// Every place in the workspace where the view `key` is constructed: in other views' bodies
    /// and at roots.
    public func constructionSites(of key: TypeKey) -> [ViewConstruction] {
        sitesByView[key]?.map(construction) ?? []
    }

    /// Where each declaration and extension starts, for a reader that walks the files itself (the
    /// simulator's lowering, the editor's "view at the cursor"): the type key of a declaration, and
    /// the keys of every declaration an extension extends (one per platform or target when a name is
    /// declared several times). Made on first use and kept: the language server's diagnostics never
    /// need it.
    public struct DeclarationIndex: Sendable {
        let declarations: [Int: [Int: TypeKey]]
        let extensions: [Int: [Int: [TypeKey]]]

        /// An index with nothing in it.
        public static let empty = DeclarationIndex(declarations: [:], extensions: [:])

        /// The key of the type declared at `offset` in `file`, or the first type an extension there extends.
        public func typeKey(file: Int, offset: Int) -> TypeKey? {
            declarations[file]?[offset] ?? extensions[file]?[offset]?.first
        }

        public func extendedKeys(file: Int, offset: Int) -> [TypeKey] {
            extensions[file]?[offset] ?? []
        }
    }

    /// Every type declaration's key, in file order and then source order (a nested type after the
    /// type around it): the order the model collected them in.
    public var declarationOrder: [TypeKey] { parts.order }

    /// A file's declarations outside every type: functions, variables and `#Preview` macros, in
    /// source order, from every `#if` clause that may be compiled (see `excludedRanges` for one
    /// platform's choice).
    public func topLevelDeclarations(inFile file: Int) -> [SyntaxNode] {
        parts.topLevel[file] ?? []
    }

    /// The extensions of types the workspace does not declare (`extension View`, `extension
    /// String`), each with its file and the name it is written with, in file order.
    public func externalExtensions() -> [(file: Int, node: SyntaxNode, extended: String)] {
        let index = declarationIndex()
        return parts.extensions.filter { index.extendedKeys(file: $0.file, offset: $0.node.range.lowerBound).isEmpty }.map {
            ($0.file, $0.node, $0.extended)
        }
    }

    /// The member declarations of a type's or an extension's block, those inside `#if` clauses
    /// flattened in (as `TypeDeclaration.members` holds them).
    public static func members(of declaration: SyntaxNode, file: Int) -> [(file: Int, node: SyntaxNode)] {
        var members: [(file: Int, node: SyntaxNode)] = []
        if let block = declaration.child(.memberBlock) { Builder.flattenMembers(block, into: &members, file: file) }
        return members
    }

    /// The places of a file's declarations that are not compiled on `platform`: every `#if`
    /// clause among declarations (at the top level, in type and extension blocks, at any depth)
    /// other than the one `configuration` compiles there. The model keeps every clause that may be
    /// compiled somewhere; a simulation runs one platform and keeps the declarations outside these.
    public static func excludedRanges(_ tree: SyntaxTree, configuration: BuildConfiguration, platform: String) -> [Range<Int>] {
        // Most files have no `#if`: nothing to walk.
        guard tree.source.contains(Array("#if".utf8)) else { return [] }
        var ranges: [Range<Int>] = []
        func walk(_ container: SyntaxNode, depth: Int) {
            guard depth < 64 else { return }
            for item in container.children {
                switch item.kind {
                case .ifConfigDecl:
                    let chosen = configuration.clause(of: item, platform: platform)
                    for clause in item.children(.ifConfigClause) {
                        if clause.range == chosen?.range {
                            walk(clause, depth: depth + 1)
                        } else {
                            ranges.append(clause.range)
                        }
                    }
                case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
                    if let block = item.child(.memberBlock) { walk(block, depth: depth + 1) }
                default:
                    break
                }
            }
        }
        walk(tree.root, depth: 0)
        return ranges
    }

    /// The declarations of one file read alone, as the model reads a workspace's (its types with
    /// their members, and what is outside every type): for generated code no model holds.
    public static func declarations(of file: SourceFile, configuration: BuildConfiguration) -> (types: [TypeDeclaration], topLevel: [SyntaxNode]) {
        var builder = Builder(files: [file])
        builder.configuration = configuration
        builder.collectItems(file.tree.root, file: 0, prefix: "")
        return (builder.order.compactMap { builder.types[$0] }, builder.topLevel.map(\.node))
    }

    public func declarationIndex() -> DeclarationIndex {
        parts.declarations.value { makeDeclarationIndex() }
    }

    private func makeDeclarationIndex() -> DeclarationIndex {
        var declarations: [Int: [Int: TypeKey]] = [:]
        for key in parts.order {
            guard let location = types[key]?.location else { continue }
            declarations[location.file, default: [:]][location.range.lowerBound] = key
        }
        var extensions: [Int: [Int: [TypeKey]]] = [:]
        var lookup = Builder(files: [])
        lookup.types = types
        lookup.typeAliases = typeAliases
        for item in parts.extensions {
            let keys = lookup.extensionTargets(item, resolver)
            if !keys.isEmpty { extensions[item.file, default: [:]][item.node.range.lowerBound] = keys }
        }
        return DeclarationIndex(declarations: declarations, extensions: extensions)
    }

    /// The view whose body holds a construction (nil at a root).
    public func parentView(of site: ViewConstruction) -> ViewType? {
        site.parentKey.flatMap { views[$0] }
    }

    /// The platforms a declaration in a file exists on: its file's targets' (nil: every one the
    /// workspace considers), narrowed by the `#if` clauses around it.
    public func platforms(of node: SyntaxNode, file: Int) -> Set<String>? {
        let configuration = configuration(forFile: file)
        var platforms = configuration.filePlatforms
        for ifConfig in node.tree.root.path(to: node.range.lowerBound) where ifConfig.kind == .ifConfigDecl && ifConfig.index != node.index {
            let clauses = ifConfig.children(.ifConfigClause)
            guard let index = clauses.firstIndex(where: { $0.range.contains(node.range.lowerBound) }) else { continue }
            let sets = configuration.clausePlatforms(ifConfig, within: platforms ?? configuration.consideredPlatforms)
            if index < sets.count { platforms = sets[index] }
        }
        return platforms
    }

    /// Whether the code at a construction is compiled in the build the simulator runs (its file's
    /// simulated platform, on a device: `#if targetEnvironment(macCatalyst)` is not).
    public func isCompiledOnSimulatedDevice(_ site: ViewConstruction, preferring preferred: String? = nil) -> Bool {
        let configuration = simulationConfiguration(forFile: site.location.file, preferring: preferred)
        let platform = configuration.simulatedPlatform
        for ifConfig in site.node.tree.root.path(to: site.node.range.lowerBound) where ifConfig.kind == .ifConfigDecl {
            guard let clause = configuration.clause(of: ifConfig, platform: platform) else { return false }
            if !clause.range.contains(site.node.range.lowerBound) { return false }
        }
        return true
    }

    /// Whether views built one inside the other and a declaration may be compiled for one platform
    /// together: some platform every file on the way is built for, on which the declaration exists.
    public func mayExistTogether(_ views: [TypeKey], with node: SyntaxNode, file: Int) -> Bool {
        var common = platforms(of: node, file: file)
        for key in views {
            guard let view = self.views[key] else { continue }
            let here = view.declaration.platforms ?? configuration(forFile: view.declaration.location.file).filePlatforms
            guard let here else { continue }
            common = common.map { $0.intersection(here) } ?? here
            if common?.isEmpty == true { return false }
        }
        return true
    }

    /// The views above a view, up every chain of constructions in views' bodies outside previews,
    /// each with the fewest levels it is above it (its parents 1), the view itself 0.
    public func levelsAbove(_ key: TypeKey) -> [TypeKey: Int] {
        var levels: [TypeKey: Int] = [key: 0]
        var queue = [key]
        var next = 0
        while next < queue.count {
            let current = queue[next]
            next += 1
            for site in constructionSites(of: current) {
                guard let parent = parentView(of: site), levels[parent.key] == nil, !isInPreview(site.location) else { continue }
                levels[parent.key] = levels[current]! + 1
                queue.append(parent.key)
            }
        }
        return levels
    }

    /// The places that build the given views and the views above them, up every chain of
    /// constructions in views' bodies outside previews, as (file → offsets, ascending): what a
    /// simulation is steered toward to show the views (`SimulationSettings.steerToward`).
    public func placesBuilding(_ targets: [TypeKey]) -> [Int: [Int]] {
        var places: [Int: Set<Int>] = [:]
        var seen = Set(targets)
        var queue = targets
        while let key = queue.popLast() {
            for site in constructionSites(of: key) {
                guard let parent = parentView(of: site), !isInPreview(site.location) else { continue }
                places[site.location.file, default: []].insert(site.location.range.lowerBound)
                for place in site.through { places[place.file, default: []].insert(place.range.lowerBound) }
                if seen.insert(parent.key).inserted { queue.append(parent.key) }
            }
        }
        return places.mapValues { $0.sorted() }
    }

    /// The workspace views a construction builds (several when the name is declared once per target).
    public func views(builtBy site: ViewConstruction) -> [ViewType] {
        site.typeKeys.compactMap { views[$0] }
    }

    /// The 1-based line and column (UTF-8) of a location, for messages.
    public func lineAndColumn(_ location: Location) -> (line: Int, column: Int) {
        let position = files[location.file].tree.source.position(of: location.range.lowerBound)
        return (position.line + 1, position.column + 1)
    }

    /// `path:line:column` as a message or a hover names a place: the path relative to the folder
    /// every file of the workspace is in (`displayRoot`), so text a user reads never carries the
    /// machine's absolute paths; paths given relative (the command line's) stay as given.
    public func describe(_ location: Location) -> String {
        let (line, column) = lineAndColumn(location)
        return "\(displayPath(location.file)):\(line):\(column)"
    }

    /// `path:line:column` with the path as the file was read: for a compiler-style line, which an
    /// editor or a build log resolves to the file.
    public func describeAsRead(_ location: Location) -> String {
        let (line, column) = lineAndColumn(location)
        return "\(files[location.file].path):\(line):\(column)"
    }

    /// A file's path as text for users reads it (see `describe`).
    public func displayPath(_ file: Int) -> String {
        let path = files[file].path
        guard let root = displayRoot, path.hasPrefix(root), path.count > root.count else { return path }
        return String(path.dropFirst(root.count))
    }

    /// The deepest folder (with its final `/`) holding every one of `paths` when all are absolute;
    /// nil otherwise, or when that folder is the file system's root.
    static func commonFolder(_ paths: [String]) -> String? {
        guard let first = paths.first, paths.allSatisfy({ $0.hasPrefix("/") }) else { return nil }
        var prefix = Substring(first[..<(first.lastIndex(of: "/") ?? first.startIndex)])
        for path in paths.dropFirst() {
            while !prefix.isEmpty && !(path.hasPrefix(prefix) && path.dropFirst(prefix.count).first == "/") {
                prefix = prefix[..<(prefix.lastIndex(of: "/") ?? prefix.startIndex)]
            }
            if prefix.isEmpty { return nil }
        }
        return prefix.isEmpty ? nil : String(prefix) + "/"
    }

    // MARK: Building

    public static func build(_ files: [SourceFile], configuration: BuildConfiguration = .everything, build: BuildDescription = BuildDescription()) -> SemanticModel {
        var builder = Builder(files: files)
        builder.configuration = configuration
        builder.setBuild(build)
        return builder.build()
    }
}

/// The one-pass construction of a `SemanticModel`.
struct Builder {
    let files: [SourceFile]
    /// Resolves names written at a place, once every declaration is collected (`build`).
    var resolver: TypeResolver?
    var types: [TypeKey: TypeDeclaration] = [:]
    var order: [TypeKey] = []
    var typeAliases: [String: String] = [:]
    /// `typealias Screen = Routable & View`: the composition's parts (only during a full build).
    var compositions: [String: [String]] = [:]
    /// Aliases of generic specializations, with their arguments (`Publisher<Commands>`).
    var genericAliases: [String: String] = [:]
    /// Aliases already given a target (a later `#if` clause does not replace it).
    var aliasSeen: Set<String> = []
    /// Every target each alias name is given, in any `#if` clause and any scope
    /// (`#if WITH_REMOTE typealias DataType = RemoteData #else typealias DataType = LocalData #endif`,
    /// or one `DataType` per view): a name with several stands for any of them.
    var aliasTargets: [String: Set<String>] = [:]
    var extensions: [Extension] = []
    /// Top-level variables' types, by name.
    var globalTypes: [String: String] = [:]
    var previews: [(file: Int, node: SyntaxNode, platforms: Set<String>?)] = []
    /// Declarations outside every type (functions, variables, `#Preview` macros), in file order.
    var topLevel: [(file: Int, node: SyntaxNode)] = []
    /// Where each alias of one written target is declared (see `Parts.aliasPlaces`).
    var aliasPlaces: [(name: String, file: Int, offset: Int, target: String)] = []
    /// What `#if` conditions are read under.
    var configuration = BuildConfiguration.everything
    /// What the build descriptions say, of each file, and each file's configuration.
    var buildDescription = BuildDescription()
    var coverage: [BuildDescription.Coverage] = []
    var fileConfigurations: [BuildConfiguration] = []

    /// Reads the build description for these files: each file's coverage and configuration.
    mutating func setBuild(_ description: BuildDescription) {
        buildDescription = description
        guard !description.isEmpty else {
            coverage = []
            fileConfigurations = []
            return
        }
        coverage = description.coverage(files.map(\.path))
        fileConfigurations = coverage.map { item in
            guard case .targets(let indices) = item else { return configuration }
            return configuration.narrowed(toTargets: indices.map { description.targets[$0] })
        }
    }

    /// The configuration a file's `#if`s are read under.
    func configuration(for file: Int) -> BuildConfiguration {
        file < fileConfigurations.count ? fileConfigurations[file] : configuration
    }

    struct Extension: Sendable {
        let file: Int
        let node: SyntaxNode
        let extended: String
    }

    init(files: [SourceFile]) {
        self.files = files
    }

    mutating func build() -> SemanticModel {
        for (index, file) in files.enumerated() {
            // A file its targets build for fewer platforms than the workspace's: everything in it
            // exists on those only.
            collectItems(file.tree.root, file: index, prefix: "", platforms: configuration(for: index).filePlatforms)
        }
        let resolver = TypeResolver(types: types, order: order, files: files, coverage: coverage, targets: buildDescription.targets)
        self.resolver = resolver
        mergeExtensions(resolver)
        let models = classifyModels()
        var roles: [TypeKey: ViewRole] = [:]
        for name in order {
            if let declaration = types[name], let role = viewRole(declaration) { roles[name] = role }
        }
        var partial = PartialModel(
            types: types, typeAliases: typeAliases, models: models,
            viewNames: Set(roles.keys.compactMap { types[$0]?.simpleName }), resolver: resolver, configuration: configuration,
            viewKeys: Set(roles.keys), fileConfigurations: fileConfigurations)
        partial.globalTypes = globalTypes
        partial.coverage = coverage
        // Helpers are summarized once, with what the model knows of types, and applied at every call.
        partial.helpers = helperSummaries(partial)
        var views: [TypeKey: ViewType] = [:]
        var viewOrder: [TypeKey] = []
        for name in order {
            guard let declaration = types[name], let role = roles[name] else { continue }
            views[name] = ViewAnalyzer(model: partial, declaration: declaration, role: role).analyze()
            viewOrder.append(name)
        }
        let parts = SemanticModel.Parts(
            order: order, extensions: extensions, topLevel: Builder.byFile(topLevel), helpers: partial.helpers, globalTypes: globalTypes, viewNames: partial.viewNames, viewKeys: partial.viewKeys,
            previewRoots: previewRoots(previews, partial), providerRoots: providerRoots(order, partial),
            hostingRoots: hostingRoots(Array(files.indices), partial), factoryRoots: factoryRoots(Array(files.indices), partial),
            hostAssignments: hostAssignments(Array(files.indices)), build: buildDescription, coverage: coverage, fileConfigurations: fileConfigurations,
            genericAliases: genericAliases, ambiguousAliases: aliasTargets.filter { $0.value.count > 1 },
            aliasPlaces: Builder.places(of: aliasPlaces, among: Set(aliasTargets.filter { $0.value.count > 1 }.keys)),
            testFiles: Set(files.indices.filter { Builder.importsTestFramework(files[$0].tree) }))
        return SemanticModel(
            files: files, types: types, typeAliases: typeAliases, models: models, views: views, viewOrder: viewOrder,
            parts: parts, resolver: resolver, configuration: configuration)
    }

    /// Whether a file imports XCTest or Swift Testing unconditionally: test code.
    static func importsTestFramework(_ tree: SyntaxTree) -> Bool {
        unconditionalImports(tree).contains { $0 == "XCTest" || $0 == "Testing" }
    }

    /// The modules a file imports outside any `#if` (`import class AppKit.NSView` imports AppKit).
    static func unconditionalImports(_ tree: SyntaxTree) -> [String] {
        tree.root.children.compactMap { item in
            item.kind == .importDecl ? item.directTokens.first { $0.kind == .identifier }?.text : nil
        }
    }

    /// Roots of `#Preview` macros.
    func previewRoots(_ previews: [(file: Int, node: SyntaxNode, platforms: Set<String>?)], _ partial: PartialModel) -> [ViewRoot] {
        var roots: [ViewRoot] = []
        for (file, node, platforms) in previews {
            var walker = BodyWalker(model: partial, file: file, owner: "#Preview", container: "#Preview", helpers: [:])
            walker.platforms = platforms
            // `#Preview(traits: .modifier(SampleData()))`: a preview modifier may inject.
            var contexts: [StructuralContext] = []
            for call in node.child(.argumentList)?.descendants(.functionCallExpr) ?? [] where call.calleeName == "modifier" {
                contexts += walker.injectionContexts("modifier", call.arguments, at: call)
            }
            for (_, closure) in node.trailingClosures { walker.walkBlock(closure, contexts: contexts) }
            let location = Location(file: file, range: node.range)
            // Name the preview by its line: a file often holds several.
            let line = files[file].tree.source.position(of: node.range.lowerBound).line + 1
            roots.append(
                ViewRoot(
                    kind: .preview, description: "#Preview at \(files[file].path):\(line)", location: location, constructions: walker.constructions))
        }
        return roots
    }

    /// Roots of `PreviewProvider` types among `names`.
    func providerRoots(_ keys: [TypeKey], _ partial: PartialModel) -> [ViewRoot] {
        var roots: [ViewRoot] = []
        for key in keys {
            guard let declaration = types[key], declaration.conforms(to: "PreviewProvider") else { continue }
            let name = key.rawValue
            var walker = BodyWalker(model: partial, file: declaration.location.file, owner: name, container: "previews", helpers: [:])
            walker.scopeKey = key
            walker.platforms = declaration.platforms
            for (_, member) in declaration.members
            where member.kind == .variableDecl && ViewAnalyzer.bindingNames(member).contains("previews") {
                if let accessor = member.firstDescendant(.accessorBlock) { walker.walkBlock(accessor, contexts: []) }
            }
            var root = ViewRoot(kind: .preview, description: "\(name).previews", location: declaration.location, constructions: walker.constructions)
            root.typeKey = key
            roots.append(root)
        }
        return roots
    }

    /// The `rootView.x = value` assignments of the given files, by file.
    func hostAssignments(_ indices: [Int]) -> [Int: [RootViewAssignment]] {
        var result: [Int: [RootViewAssignment]] = [:]
        for index in indices {
            let found = SemanticModel.scanRootViewAssignments(files[index], index: index)
            if !found.isEmpty { result[index] = found }
        }
        return result
    }

    /// Whether a class of the workspace is a hosting controller or view (its superclass is one).
    /// Whether a class hosts SwiftUI content: its superclass chain, through the workspace's classes,
    /// reaches a hosting controller or view (`UIHostingController`, `NSHostingView`, a package's
    /// `HostingController`). `superclass` gives the workspace's declaration of a class's superclass.
    static func isHostingSubclass(_ declaration: TypeDeclaration, superclass: (TypeDeclaration) -> TypeDeclaration? = { _ in nil }) -> Bool {
        var current = declaration
        for _ in 0..<8 {
            guard let written = current.inherits.first else { return false }
            let base = TypeDeclaration.baseName(written)
            if base.hasSuffix("HostingController") || base.hasSuffix("HostingView") { return true }
            guard let next = superclass(current), next.kind == .class, next.key != current.key else { return false }
            current = next
        }
        return false
    }

    /// Roots of hosting controllers in the given files.
    /// Views of the workspace built in code that is not a view's: a static factory, a route's or
    /// coordinator's closure, an app delegate's method. One root per outermost construction, named
    /// by the type and function around it. Constructions inside views, previews, preview providers
    /// and hosting controllers' `rootView:` are found elsewhere and left out.
    func factoryRoots(_ indices: [Int], _ partial: PartialModel, among keys: [TypeKey]? = nil) -> [ViewRoot] {
        var roots: [ViewRoot] = []
        /// A view whose static members are walked: its key and name, and the calls that build it
        /// without naming it (`Self(…)`, `.init(…)` given as a member's value of its type).
        struct OwnView {
            let key: TypeKey
            let name: String
            var builds: Set<Int>
        }
        func scan(_ member: SyntaxNode, _ calls: [SyntaxNode], file: Int, owner: String, function: String, own: OwnView?) {
            for call in calls {
                // The outermost construction only (it is walked with what it contains), and none
                // under a hosting controller's `rootView:` or in a `#Preview` (found elsewhere).
                let path = member.path(to: call.range.lowerBound)
                let inside = path.contains { node in
                    guard node.index != call.index, node.range.upperBound >= call.range.upperBound else { return false }
                    switch node.kind {
                    case .functionCallExpr:
                        if own?.builds.contains(node.index) == true { return true }
                        guard let outer = node.calleeName else { return false }
                        // Inside a view, or a hosting root `hostingRoots` reads; a `rootView:` of
                        // another type (a panel or window controller of the app that hosts it) is
                        // this code's own construction.
                        return partial.viewNames.contains(outer) || Builder.isHostingCallee(outer)
                            || (node.arguments.contains { $0.label == "rootView" }
                                && partial.namesHostingClass(outer, file: file, scope: nil))
                    case .macroExpansionExpr, .macroExpansionDecl: return Builder.macroName(node) == "Preview"
                    default: return false
                    }
                }
                if inside { continue }
                var walker = BodyWalker(model: partial, file: file, owner: owner, container: function, helpers: [:])
                if let own {
                    walker.scopeKey = own.key
                    walker.builtSelf = (own.name, own.key, own.builds)
                }
                // With the modifiers applied to it (`MainView().environmentObject(core.updater)`
                // kept in a local, then handed to a window): what they inject is above the view.
                var top = call
                if var position = path.firstIndex(where: { $0.index == call.index }) {
                    while position >= 2, path[position - 1].kind == .memberAccessExpr, path[position - 1].baseExpression?.index == top.index,
                        path[position - 2].kind == .functionCallExpr, path[position - 2].baseExpression?.index == path[position - 1].index
                    {
                        top = path[position - 2]
                        position -= 2
                    }
                }
                walker.walkExpression(top, contexts: [])
                let built = walker.constructions.filter { !$0.typeKeys.isEmpty }
                guard !built.isEmpty else { continue }
                var root = ViewRoot(kind: .factory, description: "\(owner).\(function)", location: Location(file: file, range: call.range), constructions: built)
                if let own { root.viewMember = ViewRoot.ViewMember(view: own.key, name: function, declaration: Location(file: file, range: member.range)) }
                roots.append(root)
            }
        }
        /// `own`: the member is a static member of that view.
        func visitMember(_ node: SyntaxNode, file: Int, owner: String, own: OwnView? = nil) {
            switch node.kind {
            case .functionDecl, .initializerDecl, .variableDecl, .subscriptDecl:
                // Most members build no view: look for a construction before anything else.
                // A view's name is a type's: capitalized, which rules out most calls without building a string.
                let bytes = node.tree.source.bytes
                var calls = node.descendants(.functionCallExpr).filter { call in
                    guard let first = call.firstToken, first.kind == .identifier, (0x41...0x5A).contains(bytes[first.range.lowerBound]) else { return false }
                    return call.calleeName.map(partial.viewNames.contains) == true
                }
                var own = own
                if var view = own {
                    // `Self(…)`, `Self.init(…)`, and `.init(…)` as the value of a member of the view's type.
                    let results = SemanticModel.declaredResultType(of: node).map { written in
                        written == "Self" || TypeDeclaration.baseName(written) == view.name ? SemanticModel.resultValues(ofMember: node) : []
                    } ?? []
                    for value in results where value.kind == .functionCallExpr && value.baseExpression?.kind == .implicitMemberExpr && value.calleeName == "init" {
                        view.builds.insert(value.index)
                    }
                    for call in node.descendants(.functionCallExpr) where call.calleeName == "Self" && call.firstToken?.kind == .kwCapitalSelf {
                        view.builds.insert(call.index)
                    }
                    own = view
                    let named = Set(calls.map(\.index))
                    calls = node.descendants(.functionCallExpr).filter { view.builds.contains($0.index) || named.contains($0.index) }
                }
                if calls.isEmpty { return }
                let function = Builder.declaredName(node) ?? (node.kind == .initializerDecl ? "init" : node.children(.patternBinding).first?.firstChild?.referencedName) ?? "?"
                // A `body` or `makeBody` (scenes, commands, toolbar content, styles, layouts) runs
                // again like a view's body, and a member that gives a view (`func row() -> some View`)
                // is called from bodies and runs with them: view code, not code that builds once per call.
                if function == "body" || function == "makeBody" { return }
                let written =
                    node.kind == .functionDecl
                    ? node.child(.functionSignature)?.firstDescendant(.returnClause)?.squashedText
                    : node.children(.patternBinding).first?.child(.typeAnnotation)?.squashedText
                if let written, Builder.namesView(written, viewNames: partial.viewNames) {
                    // A view type's static member that gives a view of its own type is that view's
                    // factory (`static func make() -> some View { Screen(model: .init()) }`); the
                    // other views such a member builds are its content, built with it.
                    guard let view = own else { return }
                    calls = calls.filter { call in
                        view.builds.contains(call.index)
                            || (call.baseExpression.flatMap { SyntaxNode.writtenTypeName(of: $0) ?? call.calleeName }.map {
                                partial.resolveViews($0, file: file, scope: view.key).contains(view.key)
                            } ?? false)
                    }
                    if calls.isEmpty { return }
                }
                scan(node, calls, file: file, owner: owner, function: function, own: own)
            case .ifConfigDecl:
                for clause in node.children(.ifConfigClause) {
                    for element in clause.children { visitMember(element, file: file, owner: owner, own: own) }
                }
            default:
                return
            }
        }
        /// The static members of a view (in `#if` clauses too).
        func visitStatic(_ member: SyntaxNode, file: Int, owner: String, own: OwnView) {
            if member.kind == .ifConfigDecl {
                for clause in member.children(.ifConfigClause) {
                    for element in clause.children { visitStatic(element, file: file, owner: owner, own: own) }
                }
                return
            }
            // Only a static function, property or subscript can be a factory; most members of a view
            // are neither (checked on the modifier tokens, without building their words).
            guard [.functionDecl, .variableDecl, .subscriptDecl].contains(member.kind),
                let modifiers = member.child(.modifierList),
                modifiers.children(.declModifier).contains(where: { $0.firstToken?.kind == .kwStatic || $0.firstToken?.kind == .kwClass })
            else { return }
            visitMember(member, file: file, owner: owner, own: own)
        }
        let wanted = Set(indices)
        // The members of every type that is not view code, read from the declarations already
        // collected (views' own declarations are never walked again); an update names the types
        // with a part in the changed files.
        // Views, apps, modifiers and preview providers have their own walks.
        for key in keys ?? order {
            guard let declaration = types[key], declaration.members.contains(where: { wanted.contains($0.file) }),
                !(declaration.conforms(to: "PreviewProvider") || declaration.conforms(to: "App") || declaration.conforms(to: "ViewModifier"))
            else { continue }
            if partial.viewKeys.contains(key) {
                // A view's static members are code outside its body that builds views: a factory of
                // the view itself, a route's or a coordinator's.
                guard !declaration.conforms(to: "Scene") else { continue }
                let own = OwnView(key: key, name: declaration.simpleName, builds: [])
                for (file, member) in declaration.members where wanted.contains(file) {
                    visitStatic(member, file: file, owner: declaration.simpleName, own: own)
                }
                continue
            }
            guard !partial.viewNames.contains(declaration.simpleName) else { continue }
            for (file, member) in declaration.members where wanted.contains(file) {
                visitMember(member, file: file, owner: declaration.simpleName)
            }
        }
        // Top-level functions and properties, and extensions of types from elsewhere (`extension
        // UIViewController`).
        for index in indices {
            let owner = String(files[index].path.split(separator: "/").last ?? "")
            for item in files[index].tree.root.children {
                switch item.kind {
                case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl:
                    continue
                case .extensionDecl:
                    // (Extensions of SwiftUI's own protocols, `View`'s above all, are helpers that
                    // bodies call.)
                    guard let name = item.children.first(where: { $0.kind == .identifierType || $0.kind == .memberType }).map({ TypeDeclaration.baseName($0.squashedText) }),
                        !partial.isWorkspaceType(name, file: index, scope: nil), !Builder.viewProtocols.contains(name), !Builder.nonViewBuilders.contains(name),
                        name != "Scene", name != "ViewModifier", let block = item.child(.memberBlock)
                    else { continue }
                    for member in block.children { visitMember(member, file: index, owner: name) }
                default:
                    visitMember(item, file: index, owner: owner)
                }
            }
        }
        roots.sort { ($0.location.file, $0.location.range.lowerBound) < ($1.location.file, $1.location.range.lowerBound) }
        return roots
    }

    /// SwiftUI's and the packages' hosting types by name: `UIHostingController`, `NSHostingView`,
    /// `HostingController`, `UIHostingConfiguration`, `NSHostingMenu`.
    static func isHostingCallee(_ name: String) -> Bool {
        name.hasSuffix("HostingController") || name.hasSuffix("HostingView") || name == "UIHostingConfiguration" || name == "NSHostingMenu"
    }

    /// Whether a written result or property type is a view: `some View`, `any View`, `AnyView`, or
    /// a view of the workspace (`-> Row`); not `UIViewController` or another type that merely says View.
    static func namesView(_ written: String, viewNames: Set<String>) -> Bool {
        var text = Substring(written)
        while let first = text.first, first == "-" || first == ">" || first == ":" || first == " " { text = text.dropFirst() }
        if text.contains("some View") || text.hasPrefix("any View") { return true }
        let base = TypeDeclaration.baseName(String(text))
        return base == "AnyView" || base == "View" || viewNames.contains(base)
    }

    func hostingRoots(_ indices: [Int], _ partial: PartialModel) -> [ViewRoot] {
        var roots: [ViewRoot] = []
        let label = Array("rootView".utf8)
        let hosting = Array("Hosting".utf8)
        // Where each type is declared, to key the type around a call: made when a call first needs it.
        var declaredIndex: [Int: [Int: TypeKey]]?
        func declared(file: Int, offset: Int) -> TypeKey? {
            if declaredIndex == nil {
                var index: [Int: [Int: TypeKey]] = [:]
                for key in order {
                    if let location = types[key]?.location { index[location.file, default: [:]][location.range.lowerBound] = key }
                }
                declaredIndex = index
            }
            return declaredIndex?[file]?[offset]
        }
        for index in indices {
            let file = files[index]
            // Every form below says `rootView:` or names a hosting type; most files do neither.
            guard file.tree.source.contains(label) || file.tree.source.contains(hosting) else { continue }
            for call in file.tree.root.descendants(.functionCallExpr) {
                // `UIHostingController(rootView:)`, `NSHostingView(rootView:)`, a hosting type of a
                // package or of the workspace (`HostingController(content:)`,
                // `ThemedHostingController(rootView:)`), and a hosting subclass's `super.init(rootView:)`.
                guard let callee = call.calleeName,
                    Builder.isHostingCallee(callee) || callee == "super" || callee == "self" || partial.namesHostingClass(callee, file: index, scope: nil)
                else { continue }
                // `super.init(rootView:)` and `self.init(rootView:)` name no type: the class around them says which initializer runs.
                let delegating = callee == "super" || callee == "self"
                if delegating, (call.baseExpression ?? call.firstChild)?.memberName != "init" { continue }
                let arguments = call.arguments
                let labelled = arguments.first(where: { $0.label == "rootView" })?.value
                guard
                    var argument = labelled
                        ?? (delegating ? nil : (arguments.first(where: { $0.label == "content" }) ?? arguments.first(where: { $0.label == nil }))?.value)
                        // `UIHostingConfiguration { Row() }`: its content is a view builder closure.
                        ?? (delegating ? nil : call.trailingClosures.first(where: { $0.label == nil })?.closure)
                else { continue }
                // `let root = Home(); UIHostingController(rootView: root)`: follow the local.
                if argument.kind == .declReferenceExpr, let name = argument.referencedName,
                    let local = Builder.nearestBinding(name, before: call.range.lowerBound, in: file.tree)
                {
                    argument = local
                }
                var walker = BodyWalker(model: partial, file: index, owner: callee, container: "rootView", helpers: [:])
                // `super.init(rootView: .init(model: model))` in `class Editor:
                // UIHostingController<EditView>`: the implicit `.init` builds the type the
                // superclass is specialized with, the root view's type.
                if delegating, argument.kind == .functionCallExpr, let member = argument.baseExpression,
                    member.kind == .memberAccessExpr || member.kind == .implicitMemberExpr, member.baseExpression == nil, member.memberName == "init",
                    let enclosing = file.tree.root.path(to: call.range.lowerBound).last(where: { $0.kind == .classDecl }),
                    let key = declared(file: index, offset: enclosing.range.lowerBound), let declaration = types[key],
                    let written = declaration.inherits.first, let shown = SemanticModel.genericArguments(written), !shown.contains(","),
                    let view = partial.resolveViews(shown, file: index, scope: key).first
                {
                    walker.builtSelf = (TypeDeclaration.baseName(shown), view, [argument.index])
                }
                // `let root = Home(); UIHostingController(rootView: root.environmentObject(theme))`:
                // a local the argument's modifiers apply to is walked where it is named, under them
                // (the walker asks the scope resolver what each name means).
                for reference in argument.descendants(.declReferenceExpr) {
                    if let name = reference.referencedName, name.first?.isLowercase == true { walker.mayBeLocal(name) }
                }
                // The type around the call (a view controller) types what it injects: `.environmentObject(appModel)`.
                let enclosing = file.tree.root.path(to: call.range.lowerBound).last(where: { [.classDecl, .structDecl, .extensionDecl].contains($0.kind) })
                // The type's stored properties wherever declared (an extension in this file, the
                // class in another), as the model keys it.
                let enclosingKey = enclosing.flatMap { node -> TypeKey? in
                    if node.kind == .extensionDecl {
                        let extended = Builder.extendedName(node)
                        return resolver.flatMap { SemanticModel.resolveType(extended, file: index, scope: nil, resolver: $0, aliases: typeAliases).first }
                    }
                    return declared(file: index, offset: node.range.lowerBound)
                }
                if let key = enclosingKey, let declaration = types[key] {
                    walker.propertyTypes = ExpressionTyper.storedPropertyTypes(of: declaration)
                } else if let block = enclosing?.child(.memberBlock) {
                    for member in block.children(.variableDecl) {
                        for binding in member.children(.patternBinding) {
                            guard let name = binding.firstChild?.referencedName else { continue }
                            if let type = binding.child(.typeAnnotation)?.children.first?.squashedText {
                                walker.propertyTypes[name] = type
                            } else if let value = binding.child(.initializerClause)?.children.last, let type = ValueClassifier.inferredType(of: value) {
                                walker.propertyTypes[name] = type
                            }
                        }
                    }
                }
                // A hosting class of the workspace that injects into its root: its injection is above.
                let location = Location(file: index, range: call.range)
                // `super.init(rootView:)` runs the superclass's initializer, with what it injects;
                // `self.init(rootView:)` the class's own, or the inherited one when it declares none.
                var hosting: [HelperInjection] = []
                var shownType = callee
                if delegating {
                    if let enclosing = file.tree.root.path(to: call.range.lowerBound).last(where: { $0.kind == .classDecl }),
                        let key = declared(file: index, offset: enclosing.range.lowerBound), let declaration = types[key]
                    {
                        let own = callee == "self" ? partial.helpers.types[key] ?? [] : []
                        let superclass = partial.superclass(of: declaration)
                        hosting = !own.isEmpty ? own : superclass.flatMap { partial.helpers.types[$0.key] } ?? []
                        shownType = (!own.isEmpty ? declaration.simpleName : superclass?.simpleName) ?? callee
                    }
                } else {
                    hosting = partial.helpers.injections(ofType: callee, file: index, scope: nil, in: partial)
                }
                let injections = hosting.map { EnvironmentInjection(helper: $0, at: location, called: delegating ? "\(callee).init(rootView:) of \(shownType)" : callee + "(…)") }
                walker.walkExpression(argument, contexts: injections.map(StructuralContext.injection))
                let written = argument.kind == .closureExpr && labelled == nil ? "\(callee) { … }" : "\(callee)(rootView:)"
                var root = ViewRoot(
                    kind: .hostingController, description: written + " in \(file.path)",
                    location: Location(file: index, range: call.range), constructions: walker.constructions)
                root.injections = injections
                root.hostingCall = written
                roots.append(root)
            }
        }
        return roots
    }

    // MARK: Declarations

    mutating func collectItems(_ container: SyntaxNode, file: Int, prefix: String, platforms: Set<String>? = nil) {
        for item in container.children {
            switch item.kind {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl:
                collectType(item, file: file, prefix: prefix, platforms: platforms)
            case .extensionDecl:
                let extended = Builder.extendedName(item)
                extensions.append(Extension(file: file, node: item, extended: extended))
                if let block = item.child(.memberBlock) { collectItems(block, file: file, prefix: extended, platforms: platforms) }
            case .typeAliasDecl:
                if let name = Builder.declaredName(item), let target = item.child(.typeInitializerClause)?.children.first {
                    let parts = Builder.components(target.squashedText)
                    if parts.count == 1 {
                        aliasTargets[name, default: []].insert(TypeDeclaration.baseName(target.squashedText))
                        aliasPlaces.append((name, file, item.range.lowerBound, TypeDeclaration.baseName(target.squashedText)))
                    }
                    // `#if FLAG typealias Data = Remote #else typealias Data = Local #endif`: the first
                    // clause that may be compiled gives the alias.
                    if !aliasSeen.insert(name).inserted { break }
                    if parts.count > 1 {
                        compositions[name] = parts
                    } else {
                        typeAliases[name] = TypeDeclaration.baseName(target.squashedText)
                        // `typealias CommandsPublisher = Publisher<Commands>`: a specialization, kept whole.
                        if target.squashedText.contains("<") { genericAliases[name] = target.squashedText }
                    }
                }
            case .ifConfigDecl:
                // Only the clauses that may be compiled under the configuration, each knowing where.
                let configuration = self.configuration(for: file)
                let outer = platforms ?? configuration.consideredPlatforms
                for (clause, set) in zip(item.children(.ifConfigClause), configuration.clausePlatforms(item, within: outer)) where !set.isEmpty {
                    collectItems(clause, file: file, prefix: prefix, platforms: configuration.narrowed(set, from: platforms))
                }
            case .macroExpansionDecl, .macroExpansionExpr:
                if item.calleeName == "Preview" || Builder.macroName(item) == "Preview" {
                    previews.append((file, item, platforms))
                    topLevel.append((file, item))
                }
            case .functionDecl where prefix.isEmpty:
                topLevel.append((file, item))
            case .variableDecl where prefix.isEmpty:
                topLevel.append((file, item))
                // A top-level variable (in an `#if` clause too): its type, for what helpers inject
                // (`.environmentObject(theme)`).
                for binding in item.children(.patternBinding) {
                    guard let name = binding.firstChild?.referencedName, globalTypes[name] == nil else { continue }
                    if let annotation = binding.child(.typeAnnotation)?.children.first?.squashedText {
                        globalTypes[name] = annotation
                    } else if let value = binding.child(.initializerClause)?.children.last, let inferred = ValueClassifier.inferredType(of: value) {
                        globalTypes[name] = inferred
                    }
                }
            default:
                break
            }
        }
    }

    /// The value of the local `name` where `offset` is, through the one scope resolver.
    static func nearestBinding(_ name: String, before offset: Int, in tree: SyntaxTree) -> SyntaxNode? {
        guard let use = tree.root.path(to: offset).last else { return nil }
        return use.localDeclaration(of: name)?.value
    }

    static func macroName(_ node: SyntaxNode) -> String? {
        node.token(.identifier)?.identifierText
    }

    /// The identifier after the introducer keyword of a declaration.
    static func declaredName(_ node: SyntaxNode) -> String? {
        var sawIntroducer = false
        for token in node.directTokens {
            switch token.kind {
            case .kwStruct, .kwClass, .kwEnum, .kwProtocol, .kwTypealias, .kwAssociatedtype, .kwFunc:
                sawIntroducer = true
            case .identifier:
                if sawIntroducer { return token.identifierText }
                if token.keyword == .actor || token.keyword == .macro { sawIntroducer = true }
            default:
                if sawIntroducer { return nil }
            }
        }
        return nil
    }

    mutating func collectType(_ node: SyntaxNode, file: Int, prefix: String, platforms: Set<String>? = nil) {
        guard let simple = Builder.declaredName(node) else { return }
        let qualified = prefix.isEmpty ? simple : prefix + "." + simple
        var name = TypeKey(qualified)
        // The same name declared twice (in `#if` branches, or two targets): keep both.
        var copy = 2
        while types[name] != nil {
            name = TypeKey(qualified + "#\(copy)")
            copy += 1
        }
        let kind: TypeKind
        switch node.kind {
        case .structDecl: kind = .struct
        case .classDecl: kind = .class
        case .enumDecl: kind = .enum
        case .actorDecl: kind = .actor
        default: kind = .protocol
        }
        types[name] = Builder.declaration(node, key: name, simpleName: simple, kind: kind, file: file)
        types[name]?.platforms = platforms
        order.append(name)
        if let block = node.child(.memberBlock) {
            collectItems(block, file: file, prefix: prefix.isEmpty ? simple : prefix + "." + simple, platforms: platforms)
        }
    }

    /// A type as its own declaration says, before extensions are merged in.
    static func declaration(_ node: SyntaxNode, key: TypeKey, simpleName: String, kind: TypeKind, file: Int) -> TypeDeclaration {
        let inherits = node.child(.inheritanceClause)?.children(.inheritedType).compactMap { $0.children.first?.squashedText } ?? []
        var members: [(file: Int, node: SyntaxNode)] = []
        if let block = node.child(.memberBlock) { Builder.flattenMembers(block, into: &members, file: file) }
        return TypeDeclaration(
            key: key, simpleName: simpleName, kind: kind, location: Location(file: file, range: node.range), node: node,
            inherits: inherits, attributes: node.attributeNames, members: members)
    }

    /// The type an extension names, as written (`Feature`, `Outer.Inner`).
    static func extendedName(_ node: SyntaxNode) -> String {
        node.children.first { ![.attributeList, .modifierList].contains($0.kind) }?.squashedText ?? ""
    }

    /// The places of the aliases among `names`, by name.
    static func places(of aliases: [(name: String, file: Int, offset: Int, target: String)], among names: Set<String>) -> [String: [(file: Int, offset: Int, target: String)]] {
        var result: [String: [(file: Int, offset: Int, target: String)]] = [:]
        for alias in aliases where names.contains(alias.name) { result[alias.name, default: []].append((alias.file, alias.offset, alias.target)) }
        return result
    }

    /// Declarations grouped by file, each file's in source order.
    static func byFile(_ items: [(file: Int, node: SyntaxNode)]) -> [Int: [SyntaxNode]] {
        var result: [Int: [SyntaxNode]] = [:]
        for (file, node) in items { result[file, default: []].append(node) }
        return result
    }

    /// Members of a block, with those inside `#if` clauses flattened in.
    static func flattenMembers(_ block: SyntaxNode, into members: inout [(file: Int, node: SyntaxNode)], file: Int) {
        for member in block.children {
            if member.kind == .ifConfigDecl {
                for clause in member.children(.ifConfigClause) { flattenMembers(clause, into: &members, file: file) }
            } else if member.kind.isDecl {
                members.append((file, member))
            }
        }
    }

    mutating func mergeExtensions(_ resolver: TypeResolver) {
        for item in extensions {
            for key in extensionTargets(item, resolver) {
                guard var declaration = types[key] else { continue }
                Builder.apply(item, to: &declaration)
                types[key] = declaration
            }
        }
    }

    /// Every declaration an extension extends: the type it names and the other declarations of that
    /// name (`Foo#2`, one per platform or target), those of the extension's own file or module first.
    /// Resolved from the extension's file at the top level (where Swift reads an extension's name),
    /// through aliases; the resolver gives every declaration of the name that file sees.
    func extensionTargets(_ item: Extension, _ resolver: TypeResolver) -> [TypeKey] {
        SemanticModel.resolveType(item.extended, file: item.file, scope: nil, resolver: resolver, aliases: typeAliases)
    }

    static func apply(_ item: Extension, to declaration: inout TypeDeclaration) {
        declaration.inherits +=
            item.node.child(.inheritanceClause)?.children(.inheritedType).compactMap { $0.children.first?.squashedText } ?? []
        if let block = item.node.child(.memberBlock) { Builder.flattenMembers(block, into: &declaration.members, file: item.file) }
    }

    // MARK: Models

    func classifyModels() -> [TypeKey: ModelClass] {
        var models: [TypeKey: ModelClass] = [:]
        for key in order {
            guard let declaration = types[key], declaration.kind == .class else { continue }
            models[key] = classify(declaration)
        }
        return models
    }

    func classify(_ declaration: TypeDeclaration, inheritedOnly: Bool = false) -> ModelClass {
            let kind: ModelKind
            // `@Observable`, or SwiftData's `@Model`, which is observable too.
            if declaration.attributes.contains(where: { ["Observable", "Model"].contains(TypeDeclaration.baseName($0)) }) {
                kind = .observable
            } else if isObservableObject(declaration, seen: []) {
                kind = .observableObject
            } else {
                kind = .plain
            }
            var published: [PublishedMember] = []
            var ignored: [String] = []
            for (file, member) in declaration.members where member.kind == .variableDecl {
                let attributes = member.attributeNames.map(TypeDeclaration.baseName)
                for binding in member.children(.patternBinding) {
                    guard let pattern = binding.children.first, pattern.kind == .identifierPattern, let memberName = pattern.referencedName
                    else { continue }
                    if attributes.contains("Published") {
                        let written = binding.child(.typeAnnotation)?.children.first?.squashedText
                        let inferred = binding.child(.initializerClause)?.children.last.flatMap { ValueClassifier.inferredType(of: $0) }
                        let type = written ?? inferred
                        let holdsReference = type.map { typeIsWorkspaceClass($0, in: declaration) } ?? false
                        published.append(
                            PublishedMember(
                                name: memberName, type: type, holdsReference: holdsReference,
                                location: Location(file: file, range: pattern.range)))
                    }
                    if attributes.contains("ObservationIgnored") { ignored.append(memberName) }
                }
            }
            var model = ModelClass(key: declaration.key, kind: kind, declaration: declaration, published: published, ignored: ignored)
            model.conformsToObservableObject = kind == .observableObject || isObservableObject(declaration, seen: [])
            model.isObservable = kind == .observable
            if inheritedOnly { return model }
            // Published properties a superclass of the workspace declares are the subclass's too.
            var seen: Set<TypeKey> = [declaration.key]
            var superclass = declaration.inherits.first.flatMap { inherited($0, by: declaration).first }
            while let parent = superclass, parent.kind == .class, seen.insert(parent.key).inserted, seen.count < 16 {
                let names = Set((model.published + model.inheritedPublished).map(\.name))
                let parentModel = classify(parent, inheritedOnly: true)
                model.inheritedPublished += parentModel.published.filter { !names.contains($0.name) }
                // An `@Observable` superclass's stored properties are tracked for the subclass too.
                if parentModel.isObservable { model.isObservable = true }
                superclass = parent.inherits.first.flatMap { inherited($0, by: parent).first }
            }
            return model
    }

    /// Whether a type written in a class's body (a member's type) is a class of the workspace.
    func typeIsWorkspaceClass(_ written: String, in owner: TypeDeclaration) -> Bool {
        guard let resolver else { return false }
        let keys = SemanticModel.resolveType(written, file: owner.location.file, scope: owner.key, resolver: resolver, aliases: typeAliases)
        return keys.first.flatMap { types[$0] }?.kind == .class
    }

    /// `ObservableObject` directly, through a superclass of the workspace, or through a protocol of
    /// the workspace that refines it.
    func isObservableObject(_ declaration: TypeDeclaration, seen: Set<TypeKey>) -> Bool {
        if declaration.conforms(to: "ObservableObject") { return true }
        for written in declaration.inherits {
            guard let parent = inherited(written, by: declaration).first, !seen.contains(parent.key) else { continue }
            if (parent.kind == .class || parent.kind == .protocol)
                && isObservableObject(parent, seen: seen.union([declaration.key, parent.key]))
            {
                return true
            }
        }
        return false
    }

    /// The workspace declarations a name in a type's inheritance clause means, resolved where the
    /// declaration is written (its enclosing type, file, target, module) and through aliases; never
    /// the type itself.
    func inherited(_ written: String, by declaration: TypeDeclaration) -> [TypeDeclaration] {
        guard let resolver else { return [] }
        // Most inherited names are the frameworks' (`Equatable`, `Identifiable`): no declaration or
        // alias of the workspace has their last part, and nothing is resolved.
        let base = TypeDeclaration.baseName(written)
        if resolver.keysBySimpleName[base] == nil && typeAliases[base] == nil && compositions[base] == nil { return [] }
        return SemanticModel.resolveType(
            written, file: declaration.location.file, scope: SemanticModel.enclosingScope(of: declaration.key), resolver: resolver, aliases: typeAliases
        ).compactMap { types[$0] }.filter { $0.key != declaration.key }
    }

    // MARK: Views

    /// SwiftUI protocols that refine `View`: conforming to one makes a type a view.
    static let viewProtocols: Set<String> = [
        "View", "UIViewRepresentable", "NSViewRepresentable", "UIViewControllerRepresentable", "NSViewControllerRepresentable",
        "Shape", "InsettableShape",
    ]

    /// SwiftUI's other result-builder protocols: a `body` there builds commands, toolbar items, table
    /// columns, widgets, charts or map content, not a view.
    static let nonViewBuilders: Set<String> = [
        "Commands", "ToolbarContent", "CustomizableToolbarContent", "TableColumnContent", "TableRowContent", "Widget",
        "WidgetConfiguration", "WidgetBundle", "ChartContent", "MapContent", "AccessibilityRotorContent", "TabContent",
        "ControlWidget", "ControlWidgetTemplate", "ControlWidgetConfiguration", "ImmersiveSpaceContent", "Gesture", "Layout",
        "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "ShapeStyle", "TransitionContext", "Transition",
    ]

    /// Protocols every kind of type adopts; conforming to them says nothing about being a view.
    static let neutralProtocols: Set<String> = [
        "Equatable", "Hashable", "Identifiable", "Sendable", "Codable", "Encodable", "Decodable", "Comparable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable", "RawRepresentable", "AnyObject", "Error",
    ]

    /// The SwiftUI protocols a type reaches: directly, through protocols of the workspace that refine
    /// them (at any depth), and through type aliases (`typealias Screen = Routable & View`). Names
    /// that resolve to nothing in the workspace are reported in `unresolved`.
    func swiftUIConformances(_ declaration: TypeDeclaration) -> (known: Set<String>, unresolved: [String]) {
        var known: Set<String> = []
        var unresolved: [String] = []
        var seen: Set<String> = [declaration.qualifiedName]
        // Each name with the declaration whose inheritance clause writes it (where it resolves).
        var pending = declaration.inherits.flatMap(Builder.components).map { ($0, declaration) }
        var steps = 0
        while let (written, from) = pending.popLast(), steps < 256 {
            steps += 1
            let name = TypeDeclaration.baseName(written)
            if Builder.viewProtocols.contains(name) || Builder.nonViewBuilders.contains(name)
                || ["App", "Scene", "ViewModifier", "DynamicProperty", "PreviewProvider"].contains(name)
            {
                known.insert(name)
                continue
            }
            guard seen.insert(name).inserted else { continue }
            if let alias = compositions[name] {
                pending += alias.map { ($0, from) }
            } else if let target = typeAliases[name], target != name {
                pending.append((target, from))
            } else if let found = inherited(written, by: from).first {
                if found.kind == .protocol { pending += found.inherits.flatMap(Builder.components).map { ($0, found) } }
            } else if !Builder.neutralProtocols.contains(name) {
                unresolved.append(name)
            }
        }
        return (known, unresolved)
    }

    /// `A & B` → `[A, B]`; a single name → itself.
    static func components(_ written: String) -> [String] {
        guard written.contains("&") else { return [written] }
        return written.split(separator: "&").map { String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }.filter { !$0.isEmpty }
    }

    func viewRole(_ declaration: TypeDeclaration) -> ViewRole? {
        guard declaration.kind != .protocol else { return nil }
        let (known, unresolved) = swiftUIConformances(declaration)
        if known.contains("App") { return .app }
        if known.contains("Scene") { return .scene }
        if known.contains("ViewModifier") { return .viewModifier }
        if !known.isDisjoint(with: Builder.viewProtocols) { return .view }
        if known.contains("DynamicProperty") && declaration.kind == .struct { return .dynamicProperty }
        // Commands, toolbar content, widgets…: another builder, not a view, whatever else it adopts.
        if !known.isDisjoint(with: Builder.nonViewBuilders) { return nil }
        // A conformance Lifeline cannot resolve (a protocol of a package it does not see): a struct
        // with a `body` and SwiftUI wrappers is a view in all but name.
        if !unresolved.isEmpty, declaration.kind == .struct, hasBodyAndWrappers(declaration) { return .view }
        // A platform alias of the representable protocols (`PlatformViewRepresentable`) declared
        // outside the workspace: a struct that makes a platform view is a view.
        if declaration.kind == .struct, unresolved.contains(where: { $0.hasSuffix("Representable") }), makesPlatformView(declaration) { return .view }
        return nil
    }

    func makesPlatformView(_ declaration: TypeDeclaration) -> Bool {
        let makers: Set<String> = ["makeUIView", "makeNSView", "makeUIViewController", "makeNSViewController"]
        return declaration.members.contains { member in member.node.kind == .functionDecl && Builder.declaredName(member.node).map(makers.contains) == true }
    }

    /// A `body` that is declared `some View` (or any view type), or a body with SwiftUI wrappers
    /// beside it. A protocol from a package may ask for its body as a function
    /// (`func body(props: Props) -> some View`, and supply `var body` in its own extension): a
    /// function named `body` that returns a view counts too. SwiftUI installs its wrappers only in a
    /// view or a dynamic property, so wrappers beside such a body are a view's.
    func hasBodyAndWrappers(_ declaration: TypeDeclaration) -> Bool {
        var body = false
        var wrapped = false
        for (_, member) in declaration.members where member.kind == .functionDecl && Builder.declaredName(member) == "body" {
            if let result = member.child(.functionSignature)?.firstDescendant(.returnClause)?.squashedText,
                Builder.namesView(result, viewNames: [])
            {
                body = true
            }
        }
        for (_, member) in declaration.members where member.kind == .variableDecl {
            for binding in member.children(.patternBinding) where binding.firstChild?.referencedName == "body" {
                body = true
                if binding.child(.typeAnnotation)?.squashedText.contains("View") == true { wrapped = true }
            }
            if member.attributes.contains(where: {
                if case .custom = ViewAnalyzer.wrapper(for: $0) ?? .none { return false }
                return ViewAnalyzer.wrapper(for: $0) != nil
            }) {
                wrapped = true
            }
        }
        return body && wrapped
    }
}

/// What the view analysis needs from the model built so far.
struct PartialModel {
    let types: [TypeKey: TypeDeclaration]
    let typeAliases: [String: String]
    let models: [TypeKey: ModelClass]
    /// Simple names of the workspace's view types.
    let viewNames: Set<String>
    /// Resolves type names written at a place.
    let resolver: TypeResolver
    /// What `#if` conditions are read under.
    let configuration: BuildConfiguration
    /// Keys of the workspace's views.
    let viewKeys: Set<TypeKey>
    /// The configuration each file's `#if`s are read under (empty: `configuration` for all).
    var fileConfigurations: [BuildConfiguration] = []
    /// What each helper applies to its content (see `HelperSummaries`).
    var helpers = HelperSummaries()
    /// Top-level variables' written or inferred types, by name.
    var globalTypes: [String: String] = [:]
    /// What the build descriptions say of each file (empty: nothing), for what one module sees of another's.
    var coverage: [BuildDescription.Coverage] = []

    /// The configuration a file's `#if`s are read under.
    func configuration(forFile file: Int) -> BuildConfiguration {
        file >= 0 && file < fileConfigurations.count ? fileConfigurations[file] : configuration
    }

    /// Whether code in `file` may be in the module of `other`: some target compiles both, or a
    /// description does not cover one of them. An `internal` declaration of another module is not
    /// visible there.
    func maySeeInternals(of other: Int, from file: Int) -> Bool {
        guard file >= 0, file < coverage.count, other >= 0, other < coverage.count,
            case .targets(let a) = coverage[file], case .targets(let b) = coverage[other]
        else { return true }
        return !Set(a).isDisjoint(with: b)
    }

    func isView(_ simple: String) -> Bool { viewNames.contains(simple) }

    /// The workspace's declaration of a class's superclass, resolved from where the class is declared.
    func superclass(of declaration: TypeDeclaration) -> TypeDeclaration? {
        guard let written = declaration.inherits.first else { return nil }
        return resolveType(written, file: declaration.location.file, scope: SemanticModel.enclosingScope(of: declaration.key))
            .lazy.compactMap { types[$0] }.first { $0.kind == .class && $0.key != declaration.key }
    }

    /// Whether a class hosts SwiftUI content, through the workspace's superclasses.
    func isHostingClass(_ declaration: TypeDeclaration) -> Bool {
        declaration.kind == .class && Builder.isHostingSubclass(declaration, superclass: superclass(of:))
    }

    /// The keys a type written at a place resolves to (see `SemanticModel.resolveType`).
    func resolveType(_ written: String, file: Int, scope: TypeKey?) -> [TypeKey] {
        SemanticModel.resolveType(written, file: file, scope: scope, resolver: resolver, aliases: typeAliases)
    }

    /// The keys of the workspace views a name written at a place means, on the platforms the place
    /// is compiled for.
    func resolveViews(_ written: String, file: Int, scope: TypeKey?, platforms: Set<String>? = nil) -> [TypeKey] {
        resolver.resolve(written, file: file, scope: scope).filter {
            viewKeys.contains($0) && BuildConfiguration.overlap(types[$0]?.platforms, platforms)
        }
    }

    /// The type of a static member (`Theme.shared`) of a workspace type written at a place: its
    /// annotation, or the type its stored value builds; nil when not declared in the workspace.
    func staticMemberType(of written: String, member: String, file: Int, scope: TypeKey?) -> String? {
        guard let key = resolveType(written, file: file, scope: scope).first, let declaration = types[key] else { return nil }
        for (_, node) in declaration.members where node.kind == .variableDecl {
            guard node.modifierWords.contains("static") || node.modifierWords.contains("class") else { continue }
            for binding in node.children(.patternBinding) where binding.firstChild?.referencedName == member {
                if let annotation = binding.child(.typeAnnotation)?.children.first?.squashedText { return annotation.trimmingSuffixMarks }
                if let value = binding.child(.initializerClause)?.children.last {
                    if value.kind == .functionCallExpr, let callee = value.baseExpression, callee.kind == .implicitMemberExpr { return declaration.simpleName }
                    return ValueClassifier.inferredType(of: value)
                }
            }
        }
        return nil
    }

    /// The declared (or inferred) type of a stored property of a workspace type written at a place.
    func memberType(of written: String, member: String, file: Int, scope: TypeKey?) -> String? {
        var next = resolveType(written, file: file, scope: scope).first.flatMap { types[$0] }
        var seen: Set<TypeKey> = []
        // The type's own members, then its superclasses' (a class inherits their stored properties).
        while let declaration = next, seen.insert(declaration.key).inserted, seen.count < 16 {
            for (_, node) in declaration.members where node.kind == .variableDecl {
                for binding in node.children(.patternBinding) where binding.firstChild?.referencedName == member {
                    if let annotation = binding.child(.typeAnnotation)?.children.first { return annotation.squashedText }
                    if let value = binding.child(.initializerClause)?.children.last { return ValueClassifier.inferredType(of: value) }
                }
            }
            guard declaration.kind == .class else { break }
            next = superclass(of: declaration)
        }
        return nil
    }

    /// Whether a name written at a place names a type the workspace declares (a type alias is not
    /// one: what it stands for may be SwiftUI's or a view).
    func isWorkspaceType(_ written: String, file: Int, scope: TypeKey?) -> Bool { !resolver.resolve(written, file: file, scope: scope).isEmpty }

    /// Whether a name written at a place names a hosting class of the workspace.
    func namesHostingClass(_ written: String, file: Int, scope: TypeKey?) -> Bool {
        resolveType(written, file: file, scope: scope).contains { key in types[key].map(isHostingClass) ?? false }
    }
}
