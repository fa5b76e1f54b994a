import BuildSystem
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
        /// The workspace's `epoch` when these bytes were set: a document whose generation is
        /// unchanged has the same bytes.
        public var generation: UInt64 = 0
    }

    public private(set) var documents: [String: Document] = [:]
    /// Grows with every change of a document (added, changed, closed, removed), so a mirror of the
    /// documents (the simulation worker's) knows at a glance whether it is current.
    public private(set) var epoch: UInt64 = 0
    /// Rule settings; changing them makes the next snapshot new.
    public var settings: Settings {
        didSet { invalidate() }
    }
    private var cached: Snapshot?
    /// The last snapshot's model and lowered program: the next snapshot updates them.
    private var previousModel: SemanticModel?
    private var previousProgram: [LoweredFile]?
    /// The last search through the app's screens, for the next snapshots (see `ReachabilityCarry`).
    private let reachabilityCarry = ReachabilityCarry()
    /// Each document's tree, parsed once per content: a change to one file reparses that file only.
    private var trees: [String: SyntaxTree] = [:]

    public init(settings: Settings = Settings()) {
        self.settings = settings
    }

    /// Adds or replaces a document (opened in the editor, or read from disk at start-up).
    public func set(path: String, bytes: [UInt8], version: Int, isOpen: Bool) {
        let previous = documents[path]
        if previous?.bytes != bytes { trees[path] = nil }
        epoch += 1
        // The generation moves only when the bytes do: opening a file with its saved text, or a
        // new version number, needs no new copy in a mirror.
        let generation = previous.map { $0.bytes == bytes ? $0.generation : epoch } ?? epoch
        documents[path] = Document(path: path, bytes: bytes, version: version, isOpen: isOpen, generation: generation)
        // The same bytes (a file opened with its saved text, a version bump that changes nothing):
        // the snapshot still pictures the workspace, with all it has worked out; only the version
        // it reports for the document moves.
        if previous?.bytes == bytes, let cached {
            cached.restamp(path, version: version)
            return
        }
        invalidate()
    }

    private func invalidate() {
        guard cached != nil else { return }
        previousModel = cached!.model
        if let program = cached!.loweredProgram { previousProgram = program }
        var dropped = cached
        cached = nil
        Workspace.releaseLater(&dropped)
    }

    /// Frees a large value on another thread: taking a big model apart costs milliseconds that
    /// an editor waiting for diagnostics should not wait for. The value is moved into the box (the
    /// caller's variable is left nil), so the last reference is the box's whichever thread runs
    /// first; a copy left behind here would make this thread free whatever the other had not.
    private static func releaseLater<T>(_ value: inout T?) {
        let box = ReleaseBox<T>()
        swap(&box.value, &value)
        DispatchQueue.global(qos: .utility).async { box.value = nil }
    }

    public func close(path: String, diskBytes: [UInt8]?) {
        let previous = documents[path]
        if previous?.bytes != diskBytes { trees[path] = nil }
        epoch += 1
        if let diskBytes {
            let generation = previous.map { $0.bytes == diskBytes ? $0.generation : epoch } ?? epoch
            documents[path] = Document(path: path, bytes: diskBytes, version: 0, isOpen: false, generation: generation)
        } else {
            documents[path] = nil
        }
        invalidate()
    }

    public func remove(path: String) {
        epoch += 1
        documents[path] = nil
        trees[path] = nil
        invalidate()
    }

    public func document(_ path: String) -> Document? { documents[path] }

    /// Whether a document is read for the build description rather than as Swift: an Xcode
    /// project's `project.pbxproj`, an `.xcconfig` it may name, an XcodeGen spec. (`Package.swift`
    /// is both: Swift, and a description.)
    public static func isBuildFile(_ path: String) -> Bool {
        path.hasSuffix("/project.pbxproj") || path == "project.pbxproj" || path.hasSuffix(".xcconfig") || path.hasSuffix("/project.yml")
            || path.hasSuffix("/project.yaml") || path == "project.yml"
    }

    /// The build description the documents hold, read again only when one of its files changed.
    private var buildDescription: (stamp: [String: UInt64], value: BuildDescription) = ([:], BuildDescription())

    private func currentBuildDescription() -> BuildDescription {
        var stamp: [String: UInt64] = [:]
        for (path, document) in documents where Workspace.isBuildFile(path) || BuildDescriptionNames.isDescription(path) {
            stamp[path] = document.generation
        }
        if stamp == buildDescription.stamp { return buildDescription.value }
        let descriptions = stamp.keys.filter { BuildDescriptionNames.isDescription($0) }.sorted().compactMap { path in
            documents[path].map { (path: $0.path, bytes: $0.bytes) }
        }
        // Paths in the documents are as the editor or the command line gave them; the description
        // normalizes its own, so a loader looks both up.
        var byNormalized: [String: [UInt8]] = [:]
        for (path, document) in documents where Workspace.isBuildFile(path) { byNormalized[Paths.normalize(path)] = document.bytes }
        let value = descriptions.isEmpty ? BuildDescription() : BuildDescription.read(descriptions) { byNormalized[Paths.normalize($0)] }
        buildDescription = (stamp, value)
        return value
    }

    /// The current picture of the workspace, built at most once per change.
    public func snapshot() -> Snapshot {
        if let cached { return cached }
        let build = currentBuildDescription()
        let ordered = documents.values.filter { $0.path.hasSuffix(".swift") }.sorted { $0.path < $1.path }
        let files = ordered.map { document in
            let tree = trees[document.path] ?? SyntaxTree.parse(document.bytes)
            trees[document.path] = tree
            return SourceFile(path: document.path, tree: tree)
        }
        var updated: SemanticModel?
        var previous = previousModel
        previousModel = nil
        if let old = previous, old.configuration == settings.build, old.build == build { updated = SemanticModel.update(old, to: files) }
        // The old model is freed on another thread, at once: a full build does not wait for it.
        Workspace.releaseLater(&previous)
        let model = updated ?? SemanticModel.build(files, configuration: settings.build, build: build)
        let snapshot = Snapshot(files: files, versions: ordered.map(\.version), settings: settings, model: model, previousProgram: previousProgram, reachabilityCarry: reachabilityCarry)
        previousProgram = nil
        cached = snapshot
        return snapshot
    }
}

/// One consistent picture of the workspace: trees, the SwiftUI model, ownership and findings.
public final class Snapshot: @unchecked Sendable {
    public let files: [SourceFile]
    /// The version of each file's document, in `files` order; a file whose document is set again
    /// with the same bytes takes the new version in place (`restamp`).
    public var versions: [Int] {
        versionLock.lock()
        defer { versionLock.unlock() }
        return versionStore
    }
    private var versionStore: [Int]
    private let versionLock = NSLock()
    public let model: SemanticModel
    let settings: Settings
    public let ownership: OwnershipAnalysis
    private let fileIndex: [String: Int]

    init(files: [SourceFile], versions: [Int], settings: Settings, model: SemanticModel, previousProgram: [LoweredFile]? = nil, reachabilityCarry: ReachabilityCarry = ReachabilityCarry()) {
        self.previousProgram = previousProgram
        self.reachabilityCarry = reachabilityCarry
        self.files = files
        self.versionStore = versions
        self.model = model
        ownership = OwnershipAnalysis.analyze(model)
        self.settings = settings
        simulatedPlatform = nil
        var index: [String: Int] = [:]
        for (position, file) in files.enumerated() { index[file.path] = position }
        fileIndex = index
    }

    public func file(_ path: String) -> Int? { fileIndex[path] }

    /// The platform this snapshot's simulations run where a file is built for it (nil: each
    /// file's own, iOS first); see `simulating(platform:)`.
    let simulatedPlatform: String?

    /// The same snapshot, its simulations run as the build for `platform`: what a view compiled
    /// only for that platform (a watchOS screen of an iOS app) is simulated in. Its program and
    /// its runs are its own; made on first use and kept with this snapshot.
    func simulating(platform: String) -> Snapshot {
        platformSnapshots.value(platform) { Snapshot(self, simulating: platform) }
    }
    private let platformSnapshots = SnapshotMemo<String, Snapshot>()

    private init(_ base: Snapshot, simulating platform: String) {
        previousProgram = nil
        reachabilityCarry = ReachabilityCarry()
        files = base.files
        versionStore = base.versions
        model = base.model
        ownership = base.ownership
        settings = base.settings
        fileIndex = base.fileIndex
        simulatedPlatform = platform
    }

    /// Gives a document the snapshot pictures a new version, its bytes unchanged (a build
    /// description that is no source file has no version here: nothing to change).
    func restamp(_ path: String, version: Int) {
        guard let index = fileIndex[path] else { return }
        versionLock.lock()
        versionStore[index] = version
        versionLock.unlock()
    }

    /// The findings in one file, in order: the rules run on first use, over the views and classes
    /// with a part in that file only.
    public func findings(inFile index: Int) -> [Finding] {
        findingsLock.lock()
        defer { findingsLock.unlock() }
        if let known = findingsByFile[index] { return known }
        let found = Checker.check(model, ownership: ownership, settings: settings, files: [index], names: names)
        findingsByFile[index] = found
        return found
    }
    private var findingsByFile: [Int: [Finding]] = [:]
    /// Where names are written, shared by the checks of every file of this snapshot.
    private lazy var names = NameOccurrences(model)

    /// Where a name is written in the workspace, from the index the checks share.
    func occurrences(of name: String) -> [NameOccurrences.Occurrence] {
        findingsLock.lock()
        defer { findingsLock.unlock() }
        return names.occurrences(of: name)
    }
    private let findingsLock = NSLock()
    /// The checked wrapper conversions of each property asked about (`checkedWrapperConversions`).
    let conversionMemo = SnapshotMemo<String, [Refactoring]>()

    /// The workspace lowered for the simulator, made on first use and shared by the hovers of this
    /// snapshot.
    var program: Program {
        programLock.lock()
        defer { programLock.unlock() }
        if let cachedProgram { return cachedProgram }
        let made = Program(files: files, reusing: previousProgram, model: model, preferring: simulatedPlatform)
        cachedProgram = made
        previousProgram = nil
        return made
    }
    private var cachedProgram: Program?
    /// The last snapshot's lowered files, which this one's program reuses where unchanged.
    private var previousProgram: [LoweredFile]?

    /// Lowers the workspace for the simulator now, ahead of the first hover that needs it.
    public func prepareSimulation() { _ = program }

    /// The lowered files, if the program was lowered already (or inherited from before).
    var loweredProgram: [LoweredFile]? {
        programLock.lock()
        defer { programLock.unlock() }
        return cachedProgram?.lowered ?? previousProgram
    }
    private let programLock = NSLock()

    /// Which real ancestor a view's runs start from: the level in its chain of ancestors, or none,
    /// and then whether a launch was cut short by the step budget (which the hover says).
    enum AncestorLevel: Sendable {
        /// The level, and the action after the launch that shows the view when the launch alone
        /// does not (an ancestor's `@State` set, a link followed).
        case level(Int, reveal: Action?)
        /// A root of the app and the taps after its launch that show the view, as the search
        /// through the app's screens found them (`Reachability`).
        case explored(Reachability.Path)
        /// A root of the app above the view whose launch shows it, on its own or steered into the
        /// branches that lead to it (`SimulationSettings.steerToward`), with the steps after the
        /// launch that do when the launch alone does not (tabs selected and links followed toward
        /// it, or one link or state on the way); the branches the run was steered into, and the
        /// views above the view on that run, nearest first.
        case rooted(root: TypeKey, steps: [Reachability.Step], steered: Bool, branches: [SteeredBranch], ancestors: [TypeKey])
        case none(cutShort: Simulation.BudgetStop?)
    }

    /// A view's run under its stand-in parent (by view key), made on first use and shared by the
    /// hovers of all its properties in this snapshot.
    let standInRuns = SnapshotMemo<TypeKey, Result<StandInRun, StandInFailure>>()
    /// The highest of a view's real ancestors whose launch builds it (by view key; see
    /// `ancestorsOutcome`).
    let ancestorLevels = SnapshotMemo<TypeKey, AncestorLevel>()
    /// A run from a view's real ancestor (launch, then each action that ran: events, and what the
    /// view's model properties hold after each), by root, view and actions, shared by the hovers of
    /// the view's properties.
    let ancestorRuns = SnapshotMemo<String, AncestorRun?>()
    /// A root built by code outside views, as that code builds it (`ancestorsOutcome`): the
    /// generated parent and the program that adds it, by root key; nil for a root that no such
    /// code builds alone. Shared by every view below that root.
    let hostedRoots = SnapshotMemo<TypeKey, HostedRoot?>()
    /// What a run from a root and its actions showed (`runSummary`), by root and actions: the views
    /// of a file share their ancestors, and each would launch them again to ask the same thing.
    let runSummaries = SnapshotMemo<String, RunSummary?>()
    /// The screens a user reaches from the app's roots (one value, key 0; see `Reachability`).
    let reachabilityMemo = SnapshotMemo<Int, Reachability>()
    /// The search of an earlier snapshot of the same workspace, which this one may reuse.
    let reachabilityCarry: ReachabilityCarry
    /// Each migration's simulation before and after, by class key and toolchain.
    let migrationComparisons = SnapshotMemo<String, MigrationComparison>()

    /// What the migrations of this snapshot read of the whole workspace, read on first use and
    /// shared by them (an editor asks again on every code-action request on the class).
    var cachedMigrationContext: MigrationContext {
        migrationLock.lock()
        defer { migrationLock.unlock() }
        if let migrationContextValue { return migrationContextValue }
        let made = makeMigrationContext()
        migrationContextValue = made
        return made
    }
    private var migrationContextValue: MigrationContext?
    private let migrationLock = NSLock()

    public func source(_ path: String) -> SourceText? { file(path).map { files[$0].tree.source } }

    /// The version of the document this snapshot saw.
    public func version(_ path: String) -> Int? { file(path).map { versions[$0] } }
}

private final class ReleaseBox<T>: @unchecked Sendable {
    var value: T?
}

/// What one run from a root showed: a launch, then actions in order until one fails or crashes.
struct RunSummary {
    /// The launch did not crash.
    var launched: Bool
    /// How many of the actions ran (each without a crash).
    var actionsRan: Int
    /// Where the launch's step budget ran out, if it did.
    var budgetStop: Simulation.BudgetStop?
    /// The view keys whose body ran in the last step that ran (the launch's when none did).
    var lastBodies: Set<String>
    /// The view keys on screen at the end (`Simulation.visibleViewKeys`).
    var visible: Set<String>
}

/// A branch a run was steered into: where (file index and offset of the `if`, `switch` or the
/// `ForEach`'s content), and "File.swift:12".
struct SteeredBranch: Sendable {
    var file: Int
    var offset: Int
    var place: String
}

/// A run from a view's real ancestor, step by step (the launch first).
/// A root of the app built by code outside views, launched as that code builds it: the generated
/// parent that makes the call, and the program with it added.
struct HostedRoot {
    let parent: StandInParent
    let program: Program
}

struct AncestorRun {
    var steps: [[Event]]
    var held: [[String: HeldValue]]
    /// A steered run in which a place it was steered at came to decide otherwise
    /// (`Simulation.steeredChoiceChanged`): its steps say nothing of the app.
    var steeredChoiceChanged = false
    /// At the start (after the steps that show the view), the views above the screen or sheet
    /// built from a value that shows it (`Simulation.viewsAboveItemContent`); nil when none does.
    var itemContentAbove: Set<String>? = nil
}

/// Values a snapshot works out once, by key, for the requests that read them. The work runs
/// outside the lock, so two threads asking at once may both make a value; they make the same one
/// (a snapshot does not change), and the later store replaces the earlier.
final class SnapshotMemo<Key: Hashable, Value>: @unchecked Sendable {
    private var values: [Key: Value] = [:]
    private let lock = NSLock()

    /// A `make` that throws stores nothing (a cancelled run is no answer).
    func value(_ key: Key, _ make: () throws -> Value) rethrows -> Value {
        lock.lock()
        if let found = values[key] {
            lock.unlock()
            return found
        }
        lock.unlock()
        let made = try make()
        lock.lock()
        values[key] = made
        lock.unlock()
        return made
    }
}

/// The names of build description files.
public enum BuildDescriptionNames {
    /// A file `BuildDescription.read` reads: `project.pbxproj`, `Package.swift`, `project.yml`, and
    /// Tuist's `Project.swift` (only to say it is not read).
    public static func isDescription(_ path: String) -> Bool {
        let name = Paths.lastComponent(path)
        return name == "project.pbxproj" || name == "Package.swift" || name == "project.yml" || name == "project.yaml" || name == "Project.swift"
    }
}
