import Ownership
import Semantics
import Syntax

/// The refactoring that moves a model class from `ObservableObject` to `@Observable` across the
/// workspace in one edit, following Apple's migration guide.
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

    public init(title: String, edits: [(path: String, range: Range<Int>, newText: String)], kind: Kind) {
        self.title = title
        self.edits = edits
        self.kind = kind
    }
}

extension Snapshot {
    /// The `ObservableObject` class declared at an offset (on the class or one of its members).
    public func observableObjectClass(at offset: Int, in path: String) -> ModelClass? {
        guard let index = file(path) else { return nil }
        return model.models.values.sorted(by: { $0.name < $1.name }).first { model in
            model.kind == .observableObject && model.declaration.location.file == index
                && (model.declaration.node.range.contains(offset) || model.declaration.node.range.upperBound == offset)
        }
    }

    /// Migrates `className` to `@Observable`:
    /// - the class gets `@Observable`, loses `ObservableObject` and its `@Published`, and its file
    ///   imports Observation;
    /// - views: `@StateObject` becomes `@State` (and `StateObject(wrappedValue:)` `State(wrappedValue:)`),
    ///   `@ObservedObject` becomes a plain property, or `@Bindable` where `$model.x` bindings are
    ///   made, `@EnvironmentObject` becomes `@Environment(T.self)`;
    /// - `.environmentObject(x)` becomes `.environment(x)`.
    /// The title warns when, under the Xcode 26 toolchain, a `@StateObject` made once would become
    /// a `@State` initial value evaluated on every init.
    public func migrationToObservable(_ className: String, toolchain: Toolchain) -> Refactoring? {
        guard let modelClass = model.models[className], modelClass.kind == .observableObject else { return nil }
        var edits: [(path: String, range: Range<Int>, newText: String)] = []
        let declaration = modelClass.declaration
        let classFile = files[declaration.location.file]
        let classTree = classFile.tree
        let node = declaration.node

        // The class: @Observable before it (and before its modifiers), no ObservableObject.
        let start = node.range.lowerBound
        let lineStart = classTree.source.offset(of: SourceText.Position(line: classTree.source.line(containing: start), column: 0))
        let indent = String(decoding: classTree.source.bytes[lineStart..<start].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
        edits.append((classFile.path, start..<start, "@Observable\n" + indent))
        if let clause = node.child(.inheritanceClause) {
            let inherited = clause.children(.inheritedType)
            if let target = inherited.first(where: { $0.squashedText == "ObservableObject" || $0.squashedText == "Combine.ObservableObject" }) {
                if inherited.count == 1 {
                    // ": ObservableObject" goes entirely, with the space before the colon.
                    var lower = clause.range.lowerBound
                    while lower > 0 && classTree.source.bytes[lower - 1] == 0x20 { lower -= 1 }
                    edits.append((classFile.path, lower..<clause.range.upperBound, ""))
                } else if let position = inherited.firstIndex(where: { $0.index == target.index }) {
                    // ", ObservableObject" (or "ObservableObject, " when first).
                    let range = position == 0 ? target.range.lowerBound..<inherited[1].range.lowerBound : inherited[position - 1].range.upperBound..<target.range.upperBound
                    edits.append((classFile.path, range, ""))
                }
            }
        }
        // @Published goes; the properties are observed as they are.
        for (fileIndex, member) in declaration.members where member.kind == .variableDecl {
            for attribute in member.attributes where attribute.name == "Published" {
                let source = files[fileIndex].tree.source
                var upper = attribute.node.range.upperBound
                while upper < source.count && (source.bytes[upper] == 0x20 || source.bytes[upper] == 0x09) { upper += 1 }
                edits.append((files[fileIndex].path, attribute.node.range.lowerBound..<upper, ""))
            }
        }
        // `objectWillChange.send()` goes: an @Observable class reports its own changes and has no
        // such publisher. Other uses of the class's Combine publishers cannot be rewritten here.
        var publishers: [String] = []
        let publishedNames = modelClass.published.map(\.name)
        for (fileIndex, member) in declaration.members {
            let source = files[fileIndex].tree.source
            member.walkDescendants { node in
                guard node.kind == .functionCallExpr else {
                    if node.kind == .declReferenceExpr, node.referencedName == "objectWillChange" { publishers.append("objectWillChange") }
                    return true
                }
                let callee = node.baseExpression?.squashedText
                guard callee == "objectWillChange.send" || callee == "self.objectWillChange.send", node.arguments.isEmpty else { return true }
                // The whole line when the call is alone on it, else just the call.
                let line = source.line(containing: node.range.lowerBound)
                let lineStart = source.offset(of: SourceText.Position(line: line, column: 0))
                let lineEnd = source.lineContentEnd(line)
                let before = source.bytes[lineStart..<node.range.lowerBound].allSatisfy { $0 == 0x20 || $0 == 0x09 }
                let after = source.bytes[node.range.upperBound..<lineEnd].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x3B }
                if before && after && line + 1 < source.lineCount {
                    edits.append((files[fileIndex].path, lineStart..<source.offset(of: SourceText.Position(line: line + 1, column: 0)), ""))
                } else {
                    edits.append((files[fileIndex].path, node.range, ""))
                }
                publishers.removeAll { $0 == "objectWillChange" }
                return false
            }
            let text = member.text
            for name in publishedNames where text.contains("$\(name).") || text.contains("$\(name))") { publishers.append("$\(name)") }
        }
        // import Observation after the file's last import.
        let imports = classTree.root.children(.importDecl)
        if !imports.contains(where: { $0.squashedText.hasSuffix("Observation") }) {
            if let last = imports.last {
                let line = classTree.source.line(containing: last.range.upperBound)
                let nextLine = line + 1 < classTree.source.lineCount ? classTree.source.offset(of: SourceText.Position(line: line + 1, column: 0)) : classTree.source.count
                edits.append((classFile.path, nextLine..<nextLine, "import Observation\n"))
            } else {
                edits.append((classFile.path, 0..<0, "import Observation\n"))
            }
        }

        // The views that hold it.
        var eagerStateObject = false
        for view in model.views.values.sorted(by: { $0.name < $1.name }) {
            for property in view.properties {
                guard let type = property.type, TypeDeclaration.baseName(type) == className || type == className + "?", let attribute = property.wrapperAttribute else { continue }
                let path = files[property.location.file].path
                let viewText = view.declaration.node.text
                switch property.wrapper {
                case .stateObject:
                    edits.append((path, attribute.range, "@State"))
                    if property.initialValue != nil { eagerStateObject = true }
                case .observedObject:
                    if viewText.contains("$\(property.name).") {
                        edits.append((path, attribute.range, "@Bindable"))
                    } else {
                        let source = files[property.location.file].tree.source
                        var upper = attribute.range.upperBound
                        while upper < source.count && (source.bytes[upper] == 0x20 || source.bytes[upper] == 0x09) { upper += 1 }
                        edits.append((path, attribute.range.lowerBound..<upper, ""))
                    }
                case .environmentObject:
                    edits.append((path, attribute.range, "@Environment(\(className).self)"))
                default:
                    break
                }
            }
            // `_model = StateObject(wrappedValue: ...)` in initializers.
            for (fileIndex, member) in view.declaration.members where member.kind == .initializerDecl {
                member.walkDescendants { node in
                    if node.kind == .declReferenceExpr, node.referencedName == "StateObject" {
                        edits.append((files[fileIndex].path, node.range, "State"))
                        eagerStateObject = true
                    }
                    return true
                }
            }
        }
        // Injections: `.environmentObject(x)` where `x` is a new instance or a property of this type.
        for (fileIndex, file) in files.enumerated() {
            let views = model.views.values.filter { $0.declaration.location.file == fileIndex }
            file.tree.root.walkDescendants { node in
                guard node.kind == .functionCallExpr, let callee = node.baseExpression, callee.kind == .memberAccessExpr,
                    callee.memberName == "environmentObject", let argument = node.arguments.first?.value
                else { return true }
                let text = argument.squashedText
                var matches = text.hasPrefix(className + "(")
                if !matches, argument.kind == .declReferenceExpr, let name = argument.referencedName,
                    let view = views.first(where: { $0.declaration.node.range.contains(node.range.lowerBound) }),
                    let property = view.property(name), let type = property.type
                {
                    matches = TypeDeclaration.baseName(type) == className
                }
                if matches, let token = callee.directTokens.last, token.text == "environmentObject" {
                    edits.append((file.path, token.range, "environment"))
                }
                return true
            }
        }
        // Views that subscribe to the class's publishers (`.onReceive(model.$query)`).
        for view in model.views.values.sorted(by: { $0.name < $1.name }) {
            let holders = view.properties.filter { $0.type.map { TypeDeclaration.baseName($0) == className } ?? false }.map(\.name)
            guard !holders.isEmpty else { continue }
            let text = view.declaration.node.text
            for holder in holders {
                for name in publishedNames where text.contains("\(holder).$\(name)") { publishers.append("\(holder).$\(name)") }
                if text.contains("\(holder).objectWillChange") { publishers.append("\(holder).objectWillChange") }
            }
        }
        var title = "Migrate \(className) to @Observable"
        var notes: [String] = []
        if toolchain == .xcode26 && eagerStateObject {
            notes.append("unsafe with Xcode 26: a @StateObject made once becomes a @State initial value made on every init")
        }
        var seenPublishers: Set<String> = []
        let uses = publishers.filter { seenPublishers.insert($0).inserted }
        if !uses.isEmpty {
            notes.append("review by hand: \(uses.joined(separator: ", ")) \(uses.count == 1 ? "is a Combine publisher" : "are Combine publishers") @Observable does not provide")
        }
        if !notes.isEmpty { title += " (" + notes.joined(separator: "; ") + ")" }
        return Refactoring(title: title, edits: edits, kind: .migrateToObservable)
    }
}
