import Foundation
import Simulator
import Worker

/// The visualizer's worker (`lifeline worker page`): it mirrors the session's files and answers
/// the page's session and simulation requests with `PageAnalysis`, so that a fault in the
/// simulator ends this process and not the one serving the page.
public final class PageWorkerService: WorkerService {
    static let sessionKind = "page-session"
    static let simulateKind = "page-simulate"

    struct Request: Codable {
        var context: PageAnalysis.Context
        /// Nil asks for the session.
        var simulate: PageAnalysis.SimulateRequest?
    }

    private var documents: [String: Session.Document] = [:]
    private let analysis = PageAnalysis()

    public init() {}

    public func apply(_ changes: DocumentChanges) {
        if changes.reset { documents = [:] }
        for document in changes.set {
            documents[document.path] = Session.Document(path: document.path, text: String(decoding: document.bytes, as: UTF8.self))
        }
        for path in changes.removed { documents[path] = nil }
    }

    public func answer(kind: String, payload: [UInt8]) throws -> [UInt8] {
        let request = try JSONDecoder().decode(Request.self, from: Data(payload))
        let files = documents.values.sorted { $0.path < $1.path }
        let encoder = JSONEncoder()
        switch kind {
        case PageWorkerService.sessionKind:
            return Array(try encoder.encode(analysis.sessionInfo(request.context, files)))
        case PageWorkerService.simulateKind:
            guard let simulate = request.simulate else { throw PageAnalysis.RequestError(description: "a simulation request without its actions") }
            return Array(try encoder.encode(analysis.simulate(request.context, files, simulate)))
        default:
            throw PageAnalysis.RequestError(description: "the page's worker does not know '\(kind)'")
        }
    }

    static func encode(_ request: Request) -> [UInt8] {
        Array((try? JSONEncoder().encode(request)) ?? Data())
    }
}

/// A session's files as the worker mirrors them: all stamped with the session's version, so a
/// reload sends them again and a tap sends nothing.
struct SessionDocuments: DocumentSource {
    let documents: [Session.Document]
    let documentEpoch: UInt64
    private let byPath: [String: Int]

    init(_ documents: [Session.Document], version: String) {
        self.documents = documents
        documentEpoch = UInt64(version, radix: 16) ?? UInt64(truncatingIfNeeded: version.hashValue)
        var byPath: [String: Int] = [:]
        for (index, document) in documents.enumerated() { byPath[document.path] = index }
        self.byPath = byPath
    }

    func forEachDocumentStamp(_ body: (String, UInt64) -> Void) {
        for document in documents { body(document.path, documentEpoch) }
    }

    func mirroredDocument(_ path: String) -> MirroredDocument? {
        guard let index = byPath[path] else { return nil }
        return MirroredDocument(path: path, stamp: documentEpoch, bytes: Array(documents[index].text.utf8))
    }
}
