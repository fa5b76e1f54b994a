import BuildSystem
import Syntax

/// Resolves a type name written at a place to the workspace declarations it means, the way Swift's
/// lookup does as far as reading can tell: a name nested in the enclosing types first, then a
/// top-level type of the same file, of the same module, and of other modules. Modules are SwiftPM
/// targets (`Sources/Target/…`, `Tests/Target/…`) or else the folders below the workspace's common
/// root; a file shared by several targets of an Xcode project sees each target's declaration, so a
/// name may resolve to several declarations, one per target.
public struct TypeResolver: Sendable {
    /// Simple name → every key of a type so named, in declaration order.
    let keysBySimpleName: [String: [TypeKey]]
    /// Qualified name (the key without its `#2`) → its keys, in declaration order: a scope's nested
    /// name is looked up, never searched for among every type of that simple name.
    let keysByQualifiedName: [String: [TypeKey]]
    /// Each type's file, by key.
    let fileOfType: [TypeKey: Int]
    /// Top-level `private`/`fileprivate` types: visible in their own file only.
    let fileOnly: Set<TypeKey>
    /// Each file's module.
    public let modules: [String]
    /// The names code uses for the workspace's modules (`Sources/Runner` → `Runner`).
    public let moduleNames: Set<String>
    /// Each file's targets, from the build descriptions (empty: none known).
    let fileTargets: [[Int]]

    /// `coverage`: what the build descriptions say of each file (empty without any); a file a target
    /// compiles is in that target's module, and a name is first looked up among the files that
    /// share a target with the file it is written in.
    init(types: [TypeKey: TypeDeclaration], order: [TypeKey], files: [SourceFile], coverage: [BuildDescription.Coverage] = [], targets: [BuildTarget] = []) {
        var keys: [String: [TypeKey]] = [:]
        var qualified: [String: [TypeKey]] = [:]
        var fileOfType: [TypeKey: Int] = [:]
        var fileOnly: Set<TypeKey> = []
        for key in order {
            guard let declaration = types[key] else { continue }
            keys[declaration.simpleName, default: []].append(key)
            qualified[key.qualifiedName, default: []].append(key)
            fileOfType[key] = declaration.location.file
            if declaration.qualifiedName == declaration.simpleName,
                declaration.node.modifierWords.contains(where: { $0 == "private" || $0 == "fileprivate" })
            {
                fileOnly.insert(key)
            }
        }
        keysBySimpleName = keys
        keysByQualifiedName = qualified
        self.fileOfType = fileOfType
        self.fileOnly = fileOnly
        var modules = TypeResolver.modules(of: files.map(\.path))
        var fileTargets: [[Int]] = []
        if !coverage.isEmpty {
            for index in modules.indices where index < coverage.count {
                if case .targets(let indices) = coverage[index], let first = indices.first, first < targets.count {
                    modules[index] = targets[first].module
                    fileTargets.append(indices)
                } else {
                    fileTargets.append([])
                }
            }
        }
        self.modules = modules
        self.fileTargets = fileTargets
        moduleNames = Set(modules.map(TypeResolver.moduleName).filter { !$0.isEmpty })
    }

    /// The name code uses for a module (`Sources/Runner` → `Runner`).
    static func moduleName(_ module: String) -> String {
        module.split(separator: "/").last.map(String.init) ?? module
    }

    /// The module of each path: the SwiftPM target for `…/Sources/T/…` and `…/Tests/T/…`, else the
    /// first folder below the paths' common directory ("" for files directly in it).
    static func modules(of paths: [String]) -> [String] {
        let split = paths.map { $0.split(separator: "/", omittingEmptySubsequences: false).map(String.init) }
        var common = split.first.map { Array($0.dropLast()) } ?? []
        for components in split.dropFirst() {
            let folder = components.dropLast()
            var count = 0
            while count < common.count && count < folder.count && common[count] == folder[count] { count += 1 }
            common = Array(common.prefix(count))
        }
        return split.map { components in
            let folder = Array(components.dropLast())
            for index in folder.indices.dropLast() where folder[index] == "Sources" || folder[index] == "Tests" {
                if index >= common.count - 1 || common.isEmpty { return folder[index] + "/" + folder[index + 1] }
            }
            return folder.count > common.count ? folder[common.count] : ""
        }
    }

    /// The keys a written name (`Row`, `Feature.Row`, `SwiftUI.Text`) resolves to from `file`, inside
    /// the type `scope` (a key) when there is one. Empty when the workspace declares no such type.
    public func resolve(_ written: String, file: Int, scope: TypeKey?) -> [TypeKey] {
        // Most names are SwiftUI's (`Text`, `VStack`): one lookup says the workspace has none.
        if !written.utf8.contains(where: { $0 == 0x2E || $0 == 0x3C || $0 == 0x3F || $0 == 0x21 }) {
            guard let all = keysBySimpleName[written] else { return [] }
            // A simple name declared once is that declaration wherever it is written, if it is
            // visible there (nested, top-level, or the only one of its name).
            // Not a nested type under an SDK type's name (`GitHubReview.State`): outside its own
            // scope that name means the SDK's (`State`), which the lookup below works out.
            if all.count == 1, !(KnownTypes.sdkTypeNames.contains(written) && all[0].qualifiedName.contains(".")) {
                return fileOnly.isEmpty || !fileOnly.contains(all[0]) || fileOfType[all[0]] == file ? all : []
            }
        }
        var name = Substring(TypeDeclaration.withoutGenericArguments(written))
        while let last = name.last, last == "?" || last == "!" { name = name.dropLast() }
        var parts = name.split(separator: ".").map(String.init)
        if parts.first == "SwiftUI" || parts.first == "Swift" { parts.removeFirst() }
        // `Self.Tags` written in `Editor.Complete`: a member type of the type around the code.
        if parts.count > 1, parts[0] == "Self", let scope { parts.replaceSubrange(0..<1, with: scope.qualifiedName.split(separator: ".").map(String.init)) }
        // `Runner.Manga` with `Runner` a module of the workspace (and no type of that name): a
        // top-level type of that module.
        var module: String?
        if parts.count > 1, moduleNames.contains(parts[0]), keysBySimpleName[parts[0]] == nil {
            module = parts.removeFirst()
        }
        guard let simple = parts.last, let all = keysBySimpleName[simple] else { return [] }
        // A private or fileprivate top-level type is not seen from other files.
        // Every visible key of the simple name, made only where a lookup by qualified name did not
        // answer (most names resolve through `keysByQualifiedName` without it).
        var candidatesMade: [TypeKey]?
        func candidates() -> [TypeKey] {
            if let candidatesMade { return candidatesMade }
            let made = fileOnly.isEmpty ? all : all.filter { !fileOnly.contains($0) || fileOfType[$0] == file }
            candidatesMade = made
            return made
        }
        if let module {
            let inModule = candidates().filter { key in
                guard let declared = fileOfType[key], declared < modules.count else { return false }
                return TypeResolver.moduleName(modules[declared]) == module
            }
            return nearest(inModule.filter { !$0.rawValue.contains(".") || $0.rawValue.hasPrefix(parts.joined(separator: ".")) }, file: file)
        }
        let qualified = parts.joined(separator: ".")
        /// The visible keys of one qualified name.
        func keys(named wanted: String) -> [TypeKey] {
            guard let found = keysByQualifiedName[wanted] else { return [] }
            return fileOnly.isEmpty ? found : found.filter { !fileOnly.contains($0) || fileOfType[$0] == file }
        }
        // Nested in the enclosing types, innermost first: `Row` inside `Feature.List` may be
        // `Feature.List.Row` or `Feature.Row`.
        if let scope {
            var prefix = scope.qualifiedName
            while true {
                let wanted = prefix.isEmpty ? qualified : prefix + "." + qualified
                let found = keys(named: wanted)
                if !found.isEmpty { return nearest(found, file: file) }
                guard let dot = prefix.lastIndex(of: ".") else {
                    if prefix.isEmpty { break }
                    prefix = ""
                    continue
                }
                prefix = String(prefix[..<dot])
            }
        } else {
            let found = keys(named: qualified)
            if !found.isEmpty { return nearest(found, file: file) }
        }
        // A qualified name that matched nothing as written (`Outer.Row` through an extension of an
        // alias): its last parts.
        let suffixed = parts.count > 1 ? candidates().filter { $0.qualifiedName.hasSuffix("." + qualified) } : []
        if parts.count > 1 && !suffixed.isEmpty { return nearest(suffixed, file: file) }
        guard parts.count == 1 else { return [] }
        // A simple name outside its declaring type's scope means a top-level type; a nested one only
        // when no top-level type has the name (a scope Lifeline does not model, such as a protocol
        // extension or an alias).
        let topLevel = keys(named: simple)
        if !topLevel.isEmpty { return nearest(topLevel, file: file) }
        // The SDK declares the name at the top level: that is what it means here.
        if KnownTypes.sdkTypeNames.contains(simple) { return [] }
        return nearest(candidates(), file: file)
    }

    /// Of several declarations of one name: those in the same file, else in a file of the same
    /// target (when the build descriptions say), else in the same module, else all.
    func nearest(_ keys: [TypeKey], file: Int) -> [TypeKey] {
        guard keys.count > 1, file >= 0 else { return keys }
        let sameFile = keys.filter { fileOfType[$0] == file }
        if !sameFile.isEmpty { return sameFile }
        if file < fileTargets.count, !fileTargets[file].isEmpty {
            let mine = Set(fileTargets[file])
            let sameTarget = keys.filter { key in
                guard let other = fileOfType[key], other < fileTargets.count else { return false }
                return !mine.isDisjoint(with: fileTargets[other])
            }
            if !sameTarget.isEmpty { return sameTarget }
        }
        guard file < modules.count else { return keys }
        let sameModule = keys.filter { fileOfType[$0].map { $0 < modules.count && modules[$0] == modules[file] } ?? false }
        return sameModule.isEmpty ? keys : sameModule
    }
}
