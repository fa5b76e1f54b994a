import Foundation
import Ownership
import Semantics
import Simulator
import Syntax

/// The editor-facing facade: the workspace's documents and what Lifeline says about them, as plain
/// values in UTF-8 offsets. No LSP, no JSON, no IO: the server converts positions and encodes.
///
/// Every question is answered from a `Snapshot`, an immutable picture of all documents at one
/// moment, so a request sees one consistent state even if the documents change meanwhile.
public final class Workspace {
    public struct Document: Sendable {
        public let path: String
        public var bytes: [UInt8]
        public var version: Int
        public var isOpen: Bool
    }

    public private(set) var documents: [String: Document] = [:]
    /// Rule settings; changing them makes the next snapshot new.
    public var settings: Settings {
        didSet { cached = nil }
    }
    private var cached: Snapshot?
    /// Each document's tree, parsed once per content: a change to one file reparses that file only.
    private var trees: [String: SyntaxTree] = [:]

    public init(settings: Settings = Settings()) {
        self.settings = settings
    }

    /// Adds or replaces a document (opened in the editor, or read from disk at start-up).
    public func set(path: String, bytes: [UInt8], version: Int, isOpen: Bool) {
        if documents[path]?.bytes != bytes { trees[path] = nil }
        documents[path] = Document(path: path, bytes: bytes, version: version, isOpen: isOpen)
        cached = nil
    }

    public func close(path: String, diskBytes: [UInt8]?) {
        if documents[path]?.bytes != diskBytes { trees[path] = nil }
        if let diskBytes {
            documents[path] = Document(path: path, bytes: diskBytes, version: 0, isOpen: false)
        } else {
            documents[path] = nil
        }
        cached = nil
    }

    public func remove(path: String) {
        documents[path] = nil
        trees[path] = nil
        cached = nil
    }

    public func document(_ path: String) -> Document? { documents[path] }

    /// The current picture of the workspace, built at most once per change.
    public func snapshot() -> Snapshot {
        if let cached { return cached }
        let ordered = documents.values.sorted { $0.path < $1.path }
        let files = ordered.map { document in
            let tree = trees[document.path] ?? SyntaxTree.parse(document.bytes)
            trees[document.path] = tree
            return SourceFile(path: document.path, tree: tree)
        }
        let snapshot = Snapshot(files: files, versions: ordered.map(\.version), settings: settings)
        cached = snapshot
        return snapshot
    }
}

/// One consistent picture of the workspace: trees, the SwiftUI model, ownership and findings.
public final class Snapshot: @unchecked Sendable {
    public let files: [SourceFile]
    public let versions: [Int]
    public let model: SemanticModel
    public let findings: [Finding]
    public let ownership: OwnershipAnalysis
    private let fileIndex: [String: Int]

    init(files: [SourceFile], versions: [Int], settings: Settings) {
        self.files = files
        self.versions = versions
        model = SemanticModel.build(files)
        ownership = OwnershipAnalysis.analyze(model)
        findings = Checker.check(model, ownership: ownership, settings: settings)
        var index: [String: Int] = [:]
        for (position, file) in files.enumerated() { index[file.path] = position }
        fileIndex = index
    }

    public func file(_ path: String) -> Int? { fileIndex[path] }

    /// The workspace lowered for the simulator, made on first use and shared by the hovers of this
    /// snapshot.
    var program: Program {
        programLock.lock()
        defer { programLock.unlock() }
        if let cachedProgram { return cachedProgram }
        let made = Program(files: files)
        cachedProgram = made
        return made
    }
    private var cachedProgram: Program?
    private let programLock = NSLock()

    public func source(_ path: String) -> SourceText? { file(path).map { files[$0].tree.source } }

    /// The version of the document this snapshot saw.
    public func version(_ path: String) -> Int? { file(path).map { versions[$0] } }
}
