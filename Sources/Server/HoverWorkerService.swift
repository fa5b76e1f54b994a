import Features
import Foundation
import Ownership
import Semantics
import Simulator
import Worker

/// The language server's worker (`lifeline worker hover`): it mirrors the server's documents in a
/// workspace of its own and answers the Simulated section of hovers, so that a fault in lowering
/// or the simulator ends this process and never the server the editor talks to.
public final class HoverWorkerService: WorkerService {
    /// Builds the snapshot and lowers the program ahead of the first hover.
    static let prepareKind = "hover-prepare"
    static let simulateKind = "hover-simulate"
    /// A migration to `@Observable` simulated before and after (`MigrationComparison`): its title
    /// and whether it is withheld, as `migrationToObservable` gives them.
    static let migrationKind = "migration-compare"

    struct MigrationRequest: Codable {
        var className: String
        var toolchain: String
    }

    struct MigrationAnswer: Codable {
        var title: String
        var withheld: String?
    }

    struct Request: Codable {
        var path: String
        var offset: Int
    }

    private let workspace = Workspace()

    public init() {}

    public func apply(_ changes: DocumentChanges) {
        if changes.reset {
            let kept = Set(changes.set.map(\.path))
            for path in workspace.documents.keys where !kept.contains(path) { workspace.remove(path: path) }
        }
        for document in changes.set {
            workspace.set(path: document.path, bytes: document.bytes, version: document.version, isOpen: document.isOpen)
        }
        for path in changes.removed { workspace.remove(path: path) }
    }

    public func answer(kind: String, payload: [UInt8]) throws -> [UInt8] {
        try answer(kind: kind, payload: payload, isCancelled: { false })
    }

    public func answer(kind: String, payload: [UInt8], isCancelled: @escaping @Sendable () -> Bool) throws -> [UInt8] {
        switch kind {
        case HoverWorkerService.prepareKind:
            let snapshot = workspace.snapshot()
            // The stand-in's sentences about environment objects read the workspace's injections:
            // found on another thread while this one lowers the workspace (a simulation that needs
            // them first waits under the index's lock).
            let model = snapshot.model
            DispatchQueue.global(qos: .utility).async { _ = model.injectionIndex }
            snapshot.prepareSimulation()
            // The search through the app's screens, which the hovers of views it reaches start
            // from (up to a second on a large app): done here, ahead of the first hover that needs
            // it, and kept for the snapshot (and carried to the next ones while the roots stay).
            snapshot.prepareReachability(cancellation: SimulationCancellation(asked: isCancelled))
            return []
        case HoverWorkerService.simulateKind:
            let request = try JSONDecoder().decode(Request.self, from: Data(payload))
            // Stopped when the server cancels the job: the hover was cancelled or its document
            // changed. Nothing of the cut runs is kept for later hovers.
            let section = workspace.snapshot().simulatedSection(at: request.offset, in: request.path, cancellation: SimulationCancellation(asked: isCancelled))
            if isCancelled() { throw WorkerFailure(description: "cancelled") }
            return Array(try JSONEncoder().encode(section))
        case HoverWorkerService.migrationKind:
            let request = try JSONDecoder().decode(MigrationRequest.self, from: Data(payload))
            guard let toolchain = Toolchain(rawValue: request.toolchain),
                let migration = workspace.snapshot().migrationToObservable(TypeKey(request.className), toolchain: toolchain, simulate: true)
            else { throw WorkerFailure(description: "no ObservableObject class \(request.className) in the worker's workspace") }
            return Array(try JSONEncoder().encode(MigrationAnswer(title: migration.title, withheld: migration.withheld)))
        default:
            throw WorkerFailure(description: "the hover worker does not know '\(kind)'")
        }
    }
}

/// The server's documents at one moment, for a job run on another thread while the server's
/// thread changes the workspace.
struct FrozenDocuments: DocumentSource {
    let documentEpoch: UInt64
    let documents: [String: Workspace.Document]

    init(_ workspace: Workspace) {
        documentEpoch = workspace.epoch
        documents = workspace.documents
    }

    func forEachDocumentStamp(_ body: (String, UInt64) -> Void) {
        for (path, document) in documents { body(path, document.generation) }
    }

    func mirroredDocument(_ path: String) -> MirroredDocument? {
        guard let document = documents[path] else { return nil }
        return MirroredDocument(path: path, stamp: document.generation, bytes: document.bytes, version: document.version, isOpen: document.isOpen)
    }
}

/// The server's documents as its worker mirrors them: a document's stamp is its generation, and
/// the workspace's epoch says at a glance whether anything changed.
struct WorkspaceDocuments: DocumentSource {
    let workspace: Workspace

    var documentEpoch: UInt64 { workspace.epoch }

    func forEachDocumentStamp(_ body: (String, UInt64) -> Void) {
        for (path, document) in workspace.documents { body(path, document.generation) }
    }

    func mirroredDocument(_ path: String) -> MirroredDocument? {
        guard let document = workspace.document(path) else { return nil }
        return MirroredDocument(path: path, stamp: document.generation, bytes: document.bytes, version: document.version, isOpen: document.isOpen)
    }
}
