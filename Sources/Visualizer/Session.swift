import Features
import Foundation
import Ownership
import Semantics
import Simulator
import Syntax
import WorkspaceFiles

/// What the page is about: the Swift files it was started on (or the built-in example), read-only
/// except for an edit the user asks to apply, and the simulations of them.
public final class Session: @unchecked Sendable {
    public struct Document: Sendable {
        public var path: String
        public var text: String
    }

    /// The files, as last read, and their stamp then (see `stamp`). Guarded by `lock`.
    private var documents: [Document]
    private var readStamp: String
    private let lock = NSLock()
    /// Held for a whole apply: check, write, read again.
    private let applying = NSLock()
    /// Where the files came from; nil for the built-in example.
    public let paths: [String]?
    public let defaultRoot: String?
    public let defaultToolchain: ToolchainMode

    public init(paths: [String]?, root: String?, toolchain: ToolchainMode) throws {
        self.paths = paths
        defaultToolchain = toolchain
        if let paths {
            readStamp = Session.stamp(paths)
            documents = try Session.read(paths)
            defaultRoot = root
        } else {
            documents = [Document(path: BuiltInExample.path, text: BuiltInExample.source)]
            readStamp = Session.fingerprint(documents)
            defaultRoot = root ?? BuiltInExample.root
        }
    }

    /// The folder the session was started on, as the user knows it: the last component of its
    /// absolute path (`MyApp` for `.` in MyApp). Nil unless started on exactly one folder.
    public var folderName: String? {
        guard let paths, paths.count == 1 else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: paths[0], isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        return Session.folderName(of: paths[0], in: FileManager.default.currentDirectoryPath)
    }

    /// The last component of a folder's absolute path, `.` and `..` resolved (`/` for the root).
    static func folderName(of path: String, in currentDirectory: String) -> String {
        (absolute(path, in: currentDirectory) as NSString).lastPathComponent
    }

    /// A path made absolute against `currentDirectory`, with `.`, `..` and doubled slashes
    /// resolved lexically (links are not followed).
    static func absolute(_ path: String, in currentDirectory: String) -> String {
        let joined = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    public struct ReadError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Every `.swift` file of the given files and folders, sorted by path, then the build
    /// description's files (Xcode projects, `.xcconfig`s, specs), which the model reads for targets
    /// and platforms and the page never shows.
    static func read(_ paths: [String]) throws -> [Document] {
        let files = try swiftFiles(paths)
        let swift = try files.map { file in
            guard let data = FileManager.default.contents(atPath: file) else { throw ReadError(description: "\(file): cannot be read") }
            // Invalid UTF-8 is repaired for display; the parser sees the same repaired text.
            return Document(path: file, text: String(decoding: data, as: UTF8.self))
        }
        let build = BuildDescriptionFiles.buildFiles(in: paths).filter { !$0.path.hasSuffix(".swift") }.map {
            Document(path: $0.path, text: String(decoding: $0.bytes, as: UTF8.self))
        }
        return swift + build
    }

    /// Whether a folder holds Swift files of its own: below it, outside build products and
    /// vendored folders (`SkippedFolders`, as every command walks).
    public static func holdsSwiftFiles(_ folder: String) -> Bool {
        var found = false
        walkSwiftFiles(folder) { _ in found = true }
        return found
    }

    /// The Swift files below a folder (relative paths), outside build products and vendored
    /// folders. Returns false when the folder cannot be read.
    @discardableResult
    static func walkSwiftFiles(_ folder: String, _ body: (String) -> Void) -> Bool {
        FileWalk.walk(
            folder,
            folder: { relative in SkippedFolders.enters(relative, skipping: Set(SkippedFolders.defaults)) ? .enter : .skip },
            file: { relative in if relative.hasSuffix(".swift") { body(relative) } })
    }

    static func swiftFiles(_ paths: [String]) throws -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw ReadError(description: "\(path): no such file or folder") }
            if isDirectory.boolValue {
                walkSwiftFiles(path) { relative in files.append((path as NSString).appendingPathComponent(relative)) }
            } else {
                files.append(path)
            }
        }
        guard !files.isEmpty else { throw ReadError(description: "no Swift files in \(paths.joined(separator: ", "))") }
        return files.sorted()
    }

    /// The files' paths, sizes and modification times, hashed: cheap enough to ask every few
    /// seconds of a large workspace, and different after any save.
    static func stamp(_ paths: [String]) -> String {
        guard let files = try? swiftFiles(paths) else { return "none" }
        return fnv1a(files.map { file in
            let attributes = try? FileManager.default.attributesOfItem(atPath: file)
            let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(file)|\(size)|\(modified)"
        })
    }

    public var current: [Document] {
        lock.lock()
        defer { lock.unlock() }
        return documents
    }

    /// Reads the files again (after the user saved). Returns whether anything changed.
    @discardableResult
    public func reload() throws -> Bool {
        guard let paths else { return false }
        let stamp = Session.stamp(paths)
        let fresh = try Session.read(paths)
        lock.lock()
        defer { lock.unlock() }
        let changed = fresh.map(\.text) != documents.map(\.text) || fresh.map(\.path) != documents.map(\.path)
        documents = fresh
        readStamp = stamp
        return changed
    }

    /// The files and their stamp, read together.
    public var currentWithVersion: (documents: [Document], version: String) {
        lock.lock()
        defer { lock.unlock() }
        return (documents, readStamp)
    }

    /// The stamp of the files when they were last read.
    public var version: String {
        lock.lock()
        defer { lock.unlock() }
        return readStamp
    }

    /// The stamp of the files on disk now: different from `version` after a save.
    public func diskVersion() -> String {
        guard let paths else { return version }
        return Session.stamp(paths)
    }

    static func fingerprint(_ documents: [Document]) -> String {
        fnv1a(documents.flatMap { [$0.path, $0.text] })
    }

    /// FNV-1a over the parts, each ended by a zero byte: stable across runs, unlike `Hasher`.
    static func fnv1a(_ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part.utf8 + [0] {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        return String(hash, radix: 16)
    }

    // MARK: What-if

    public struct WhatIf: Codable, Sendable, Equatable {
        public var view: String
        public var property: String
        /// `@StateObject` or `@ObservedObject`.
        public var wrapper: String
    }

    public struct ConversionError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The documents with each what-if applied as the code action would, and the actions' titles.
    static func applying(_ whatIfs: [WhatIf], to documents: [Document]) throws -> (documents: [Document], titles: [String], edits: [(path: String, range: Range<Int>, newText: String)]) {
        var documents = documents
        var titles: [String] = []
        var allEdits: [(path: String, range: Range<Int>, newText: String)] = []
        for whatIf in whatIfs {
            let snapshot = Session.snapshot(documents)
            guard let view = snapshot.model.view(typed: whatIf.view),
                let property = view.property(whatIf.property)
            else { throw ConversionError(description: "no property \(whatIf.view).\(whatIf.property)") }
            if "\(property.wrapper)" == whatIf.wrapper { continue }
            let path = snapshot.files[property.location.file].path
            guard let conversion = snapshot.wrapperConversions(at: property.nameRange.lowerBound, in: path)
                .first(where: { conversion in
                    if case .convertWrapper(let wrapper) = conversion.kind { return "\(wrapper)" == whatIf.wrapper }
                    return false
                })
            else { throw ConversionError(description: "\(whatIf.view).\(whatIf.property) cannot be converted to \(whatIf.wrapper) here") }
            titles.append(conversion.title)
            allEdits += conversion.edits
            for index in documents.indices {
                let edits = conversion.edits.filter { $0.path == documents[index].path }.sorted { $0.range.lowerBound > $1.range.lowerBound }
                guard !edits.isEmpty else { continue }
                var bytes = Array(documents[index].text.utf8)
                for edit in edits { bytes.replaceSubrange(edit.range, with: Array(edit.newText.utf8)) }
                documents[index].text = String(decoding: bytes, as: UTF8.self)
            }
        }
        return (documents, titles, allEdits)
    }

    /// Writes what-ifs into the files on disk: the one write the visualizer makes, on request.
    /// All or nothing: every file to change is checked first (it must be UTF-8 and unchanged since
    /// it was read), then all are written; if a write fails, those written are put back.
    public func apply(_ whatIfs: [WhatIf]) throws -> [String] {
        guard paths != nil else { throw ConversionError(description: "the built-in example has no file to change") }
        applying.lock()
        defer { applying.unlock() }
        let documents = current
        let result = try Session.applying(whatIfs, to: documents)
        var writes: [(path: String, before: Data, after: String)] = []
        for (before, after) in zip(documents, result.documents) where before.text != after.text {
            guard let onDisk = FileManager.default.contents(atPath: before.path) else {
                throw ConversionError(description: "\(before.path) cannot be read")
            }
            guard let text = String(data: onDisk, encoding: .utf8) else {
                throw ConversionError(description: "\(before.path) is not UTF-8; Lifeline does not rewrite it")
            }
            guard text == before.text else { throw ConversionError(description: "\(before.path) changed on disk; reload before applying") }
            writes.append((before.path, onDisk, after.text))
        }
        var written: [(path: String, before: Data)] = []
        do {
            for write in writes {
                try write.after.write(toFile: write.path, atomically: true, encoding: .utf8)
                written.append((write.path, write.before))
            }
        } catch {
            for file in written { try? file.before.write(to: URL(fileURLWithPath: file.path), options: .atomic) }
            throw ConversionError(description: "could not write: \(error.localizedDescription); nothing was changed")
        }
        try reload()
        return result.titles
    }

    /// Refuses a root that is not a view or an app of these files, with the same words the
    /// simulator uses. Read from the model, without lowering: the process serving the page never
    /// runs the simulator's front end.
    public func checkRoot(_ name: String) throws {
        let model = Session.snapshot(current).model
        let roots = model.viewOrder.filter { model.views[$0].map { $0.role == .view || $0.role == .app } ?? false }
        guard !roots.contains(TypeKey(name)) else { return }
        throw ReadError(description: "no view named \(name)" + (roots.isEmpty ? "; the files declare no SwiftUI views" : "; views: \(roots.map(\.rawValue).joined(separator: ", "))"))
    }

    static func snapshot(_ documents: [Document]) -> Snapshot {
        let workspace = Workspace()
        for document in documents { workspace.set(path: document.path, bytes: Array(document.text.utf8), version: 0, isOpen: true) }
        return workspace.snapshot()
    }

    static func sourceFiles(_ documents: [Document]) -> [SourceFile] {
        documents.filter { $0.path.hasSuffix(".swift") }.map { SourceFile(path: $0.path, tree: SyntaxTree.parse($0.text)) }
    }
}
