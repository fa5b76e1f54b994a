import BuildSystem
import Syntax

extension SemanticModel {
    /// The model of `files`, reusing `previous` (the model of the same workspace a moment ago) when
    /// only what runs inside bodies changed: the changed files' declarations, classes, views and
    /// roots are redone and everything else is kept. Otherwise a full build. Either way the result
    /// is the model `build(files)` gives (the tests compare the two on many edits).
    public static func build(
        _ files: [SourceFile], reusing previous: SemanticModel?, configuration: BuildConfiguration = .everything,
        build description: BuildDescription = BuildDescription()
    ) -> SemanticModel {
        if let previous, previous.configuration == configuration, previous.build == description, let updated = Builder.update(previous, to: files) {
            return updated
        }
        return build(files, configuration: configuration, build: description)
    }

    /// `previous` brought up to date with `files`, or nil when that needs a full build (a caller
    /// that holds the only other reference to `previous` can then free it first).
    public static func update(_ previous: SemanticModel, to files: [SourceFile]) -> SemanticModel? {
        Builder.update(previous, to: files)
    }

    /// The node kinds whose contents never reach another file's part of the model (the exceptions
    /// are checked in `Builder.update`).
    static let bodyKinds: Set<SyntaxKind> = [.codeBlock, .accessorBlock, .closureExpr]
}

extension Builder {
    /// What other files' parts of the model read of a file's declarations: each type's name,
    /// kind, attributes, inheritance and generic clause; each stored property's `@Published` or
    /// `@ObservationIgnored`, names, written type and inferred type; extensions' targets, inheritance, properties and methods;
    /// type aliases; the number of `#Preview`s. (Views' own properties are read again when their
    /// file changes, and ownership and rules are worked out afresh for every model.)
    static func interface(_ tree: SyntaxTree, files: [SourceFile], file: Int, configuration: BuildConfiguration) -> [String] {
        var builder = Builder(files: files)
        builder.configuration = configuration
        builder.collectItems(tree.root, file: file, prefix: "", platforms: configuration.filePlatforms)
        var lines: [String] = []
        func members(_ list: [(file: Int, node: SyntaxNode)]) {
            for (_, member) in list {
                switch member.kind {
                case .variableDecl:
                    // Of a property's attributes, only those that make a class's members
                    // published or ignored are read elsewhere; wrappers are the view's own.
                    let read = member.attributeNames.map(TypeDeclaration.baseName).filter { $0 == "Published" || $0 == "ObservationIgnored" }
                    var line = "  var " + read.joined(separator: " ") + (member.modifierWords.contains { $0 == "static" || $0 == "class" } ? " static" : "")
                    for binding in member.children(.patternBinding) {
                        line += " | " + (binding.firstChild?.squashedText ?? "")
                        line += " : " + (binding.child(.typeAnnotation)?.children.first?.squashedText ?? "")
                        line += " = " + (binding.child(.initializerClause)?.children.last.flatMap { ValueClassifier.inferredType(of: $0) } ?? "")
                        line += binding.child(.accessorBlock) != nil ? " {}" : ""
                    }
                    lines.append(line)
                case .functionDecl:
                    lines.append("  func " + (Builder.declaredName(member) ?? ""))
                default:
                    lines.append("  \(member.kind)")
                }
            }
        }
        for name in builder.order {
            let type = builder.types[name]!
            // What decides a role when the conformance cannot be resolved: a body with wrappers, a
            // platform view; and the platforms `#if` allows.
            let roleFacts = (builder.hasBodyAndWrappers(type) ? " body+wrappers" : "") + (builder.makesPlatformView(type) ? " makes-view" : "")
            lines.append(
                "type \(name) \(type.kind) [\(type.attributes.joined(separator: " "))] : \(type.inherits.joined(separator: ", "))"
                    + (type.node.child(.genericParameterClause) != nil ? " <>" : "") + roleFacts
                    + (type.platforms.map { " on " + $0.sorted().joined(separator: ",") } ?? ""))
            members(type.members)
        }
        for item in builder.extensions {
            var own: [(file: Int, node: SyntaxNode)] = []
            if let block = item.node.child(.memberBlock) { Builder.flattenMembers(block, into: &own, file: item.file) }
            lines.append(
                "extension \(item.extended) : "
                    + (item.node.child(.inheritanceClause)?.children(.inheritedType).compactMap { $0.children.first?.squashedText } ?? []).joined(separator: ", "))
            members(own)
        }
        for name in builder.typeAliases.keys.sorted() { lines.append("typealias \(name) = \(builder.typeAliases[name]!)") }
        for name in builder.globalTypes.keys.sorted() { lines.append("global \(name) : \(builder.globalTypes[name]!)") }
        for name in builder.genericAliases.keys.sorted() { lines.append("alias \(name) = \(builder.genericAliases[name]!)") }
        for name in builder.aliasTargets.keys.sorted() { lines.append("alias \(name) → \(builder.aliasTargets[name]!.sorted().joined(separator: ", "))") }
        for name in builder.compositions.keys.sorted() { lines.append("typealias \(name) = \(builder.compositions[name]!.joined(separator: " & "))") }
        lines.append("previews \(builder.previews.count)")
        if Builder.importsTestFramework(tree) { lines.append("imports a test framework") }
        return lines
    }

    /// How many changed files an update takes on before a full build is as cheap.
    static let updateLimit = 16

    /// The previous model brought up to date with `files`, or nil when a full build is needed: the
    /// set of files differs, too many changed, a declaration changed (its text outside bodies), or
    /// a changed file holds something whose body other files' parts depend on (a `View` extension
    /// method or a view modifier that injects, a generic container view).
    static func update(_ previous: SemanticModel, to files: [SourceFile]) -> SemanticModel? {
        guard files.count == previous.files.count else { return nil }
        var changed: [Int] = []
        for index in files.indices {
            guard files[index].path == previous.files[index].path else { return nil }
            if files[index].tree !== previous.files[index].tree {
                changed.append(index)
                if changed.count > updateLimit { return nil }
            }
        }
        if changed.isEmpty { return previous }
        // Text outside bodies unchanged, or at least what other files read of it (an edit of a
        // wrapper, an access level, a method's signature).
        for index in changed
        where files[index].tree.hashOutside(SemanticModel.bodyKinds) != previous.files[index].tree.hashOutside(SemanticModel.bodyKinds) {
            guard
                Builder.interface(files[index].tree, files: files, file: index, configuration: previous.configuration(forFile: index))
                    == Builder.interface(previous.files[index].tree, files: previous.files, file: index, configuration: previous.configuration(forFile: index))
            else { return nil }
        }
        let changedSet = Set(changed)

        // The changed files' declarations, collected again: same names in the same order, since
        // their text outside bodies is the same.
        var fresh = Builder(files: files)
        fresh.configuration = previous.configuration
        fresh.coverage = previous.parts.coverage
        fresh.fileConfigurations = previous.parts.fileConfigurations
        for index in changed { fresh.collectItems(files[index].tree.root, file: index, prefix: "", platforms: fresh.configuration(for: index).filePlatforms) }
        let oldNames = previous.parts.order.filter { previous.types[$0].map { changedSet.contains($0.location.file) } ?? false }
        let oldExtensions = previous.parts.extensions.filter { changedSet.contains($0.file) }
        guard oldNames.count == fresh.order.count, oldExtensions.count == fresh.extensions.count,
            fresh.previews.count == previous.parts.previewRoots.filter({ changedSet.contains($0.location.file) }).count
        else { return nil }

        var builder = Builder(files: files)
        builder.configuration = previous.configuration
        builder.buildDescription = previous.parts.build
        builder.coverage = previous.parts.coverage
        builder.fileConfigurations = previous.parts.fileConfigurations
        builder.types = previous.types
        builder.order = previous.parts.order
        builder.resolver = previous.resolver
        builder.typeAliases = previous.typeAliases
        builder.extensions = previous.parts.extensions.map { item in changedSet.contains(item.file) ? nil : item }.compactMap { $0 }
        builder.extensions += fresh.extensions
        builder.extensions.sort { $0.file < $1.file }  // stable: each file's own order is kept

        // Types to redo: those declared in changed files, and those a changed file extends.
        var affected: [TypeKey] = []
        var renamed: [TypeKey: TypeKey] = [:]
        for (old, new) in zip(oldNames, fresh.order) {
            // An `#if` around a declaration that now holds on other platforms changes what names resolve to.
            guard let before = previous.types[old], let after = fresh.types[new], before.simpleName == after.simpleName, before.kind == after.kind,
                before.platforms == after.platforms
            else { return nil }
            renamed[new] = old
            affected.append(old)
        }
        for item in fresh.extensions {
            for key in builder.extensionTargets(item, previous.resolver) where !affected.contains(key) { affected.append(key) }
        }
        for name in affected {
            guard let before = previous.types[name] else { return nil }
            let node: SyntaxNode
            if changedSet.contains(before.location.file) {
                guard let after = fresh.order.first(where: { renamed[$0] == name }).flatMap({ fresh.types[$0] }) else { return nil }
                node = after.node
            } else {
                node = before.node
            }
            var declaration = Builder.declaration(node, key: name, simpleName: before.simpleName, kind: before.kind, file: before.location.file)
            declaration.platforms = before.platforms
            for item in builder.extensions where builder.extensionTargets(item, previous.resolver).contains(name) { Builder.apply(item, to: &declaration) }
            builder.types[name] = declaration
        }

        // What other files' parts read of a changed file must not come from its bodies.
        for name in affected {
            guard let declaration = builder.types[name] else { continue }
            if declaration.conforms(to: "ViewModifier") || declaration.conforms(to: "PreviewModifier") { return nil }
            if declaration.conforms(to: "View") && declaration.node.child(.genericParameterClause) != nil { return nil }
            // A hosting class, directly or through the workspace's classes (each superclass resolved
            // where its subclass is declared): its initializers are helpers.
            if declaration.kind == .class
                && Builder.isHostingSubclass(declaration, superclass: { current in
                    current.inherits.first.flatMap { builder.inherited($0, by: current).first }
                })
            {
                return nil
            }
        }
        for item in fresh.extensions where TypeDeclaration.baseName(item.extended) == "View" {
            if item.node.child(.memberBlock)?.children.contains(where: { $0.kind == .functionDecl }) == true { return nil }
        }
        // A scene delegate class made in a body (`configuration.delegateClass = SceneDelegate.self`)
        // is in the environment of every app scene.
        let delegateMarker = Array("delegateClass".utf8)
        for index in changed where files[index].tree.source.contains(delegateMarker) || previous.files[index].tree.source.contains(delegateMarker) {
            return nil
        }
        // A free function given a view and giving one back is a helper whose body other files' parts read.
        for index in changed {
            for item in files[index].tree.root.children where item.kind == .functionDecl {
                if let result = item.child(.functionSignature)?.firstDescendant(.returnClause)?.squashedText,
                    Builder.namesView(result, viewNames: previous.parts.viewNames)
                {
                    return nil
                }
            }
        }

        var models = previous.models
        for name in affected where models[name] != nil {
            models[name] = builder.classify(builder.types[name]!)
        }
        let partial = PartialModel(
            types: builder.types, typeAliases: builder.typeAliases, models: models,
            viewNames: previous.parts.viewNames, resolver: previous.resolver, configuration: previous.configuration,
            viewKeys: previous.parts.viewKeys, fileConfigurations: previous.parts.fileConfigurations, helpers: previous.parts.helpers,
            globalTypes: previous.parts.globalTypes, coverage: previous.parts.coverage)
        var views = previous.views
        for name in affected {
            guard let role = views[name]?.role, let declaration = builder.types[name] else { continue }
            views[name] = ViewAnalyzer(model: partial, declaration: declaration, role: role).analyze()
        }

        // Roots in changed files, redone in place: each list is in file order.
        func inserting(_ roots: [ViewRoot], _ redone: [ViewRoot]) -> [ViewRoot] {
            var result = roots.filter { !changedSet.contains($0.location.file) }
            var byFile: [Int: [ViewRoot]] = [:]
            for root in redone { byFile[root.location.file, default: []].append(root) }
            for file in byFile.keys.sorted() {
                let at = result.firstIndex { $0.location.file > file } ?? result.count
                result.insert(contentsOf: byFile[file]!, at: at)
            }
            return result
        }
        var parts = previous.parts
        parts.extensions = builder.extensions
        // Aliases are part of a file's interface: their places in a changed file are read again.
        let freshAliases = Builder.places(of: fresh.aliasPlaces, among: Set(parts.aliasPlaces.keys))
        for name in parts.aliasPlaces.keys {
            parts.aliasPlaces[name] = (parts.aliasPlaces[name] ?? []).filter { !changedSet.contains($0.file) } + (freshAliases[name] ?? [])
        }
        for index in changed { parts.topLevel[index] = nil }
        parts.topLevel.merge(Builder.byFile(fresh.topLevel)) { _, new in new }
        // Injections are found again when asked for: a body changed.
        parts.injectionIndex = InjectionIndexBox()
        parts.previewCode = Once()
        parts.previewOnlyViews = Once()
        parts.factorySites = Once()
        parts.declarations = Once()
        parts.undescribedPlatform = Once()
        parts.targetsUsed = Once()
        parts.previewRoots = inserting(previous.parts.previewRoots, builder.previewRoots(fresh.previews, partial))
        parts.hostingRoots = inserting(previous.parts.hostingRoots, builder.hostingRoots(changed, partial))
        parts.factoryRoots = inserting(previous.parts.factoryRoots, builder.factoryRoots(changed, partial, among: affected))
        for index in changed { parts.hostAssignments[index] = nil }
        parts.hostAssignments.merge(builder.hostAssignments(changed)) { _, new in new }
        // Preview providers are the same types as before (conformance is outside bodies); those
        // redone are walked again where they stand.
        let affectedSet = Set(affected)
        parts.providerRoots = previous.parts.providerRoots.map { root in
            guard let key = root.typeKey, affectedSet.contains(key) else { return root }
            return builder.providerRoots([key], partial).first ?? root
        }
        return SemanticModel(
            files: files, types: builder.types, typeAliases: builder.typeAliases, models: models, views: views,
            viewOrder: previous.viewOrder, parts: parts, resolver: previous.resolver,
            configuration: previous.configuration)
    }
}
