import Features
import Foundation
import Ownership
import Semantics
import Simulator
import Syntax

/// What the page shows, computed from the files: the session (roots, sources with ownership badges
/// and findings) and simulations. It lowers and simulates the user's code, so the command line and
/// the language server run it in a worker process (`PageWorkerService`); tests run it in process.
/// Not thread-safe: one caller at a time (the worker's thread, or `Worker.shared`).
final class PageAnalysis {
    struct RequestError: Error, CustomStringConvertible {
        var description: String
    }

    /// What a request needs to know about the session besides the files.
    struct Context: Codable, Sendable {
        /// The files' stamp: analyses are kept per version.
        var version: String
        var defaultRoot: String?
        /// The root the page asked for (`?root=`, the menu); when it names no view, the default.
        var askedRoot: String? = nil
        var toolchain: ToolchainMode
        /// The built-in example: it has no file to write.
        var builtIn: Bool
        /// The folder the session was started on, named as the user knows it (`MyApp` for `.`);
        /// nil for files, several folders or the built-in example.
        var folder: String? = nil

        func title(_ documents: [Session.Document]) -> String {
            if builtIn { return "Built-in example: the score plate that loses its score" }
            return PageAnalysis.title(of: documents.map(\.path).filter { $0.hasSuffix(".swift") }, folder: folder)
        }
    }

    /// A short title for the files shown: up to three file names, else the folder they were
    /// started on (or, failing that, the folder they share) and how many files there are (a real
    /// app has hundreds). Never `.` or `..`: relative paths are read from the current folder.
    static func title(of paths: [String], folder: String? = nil, currentDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        let names = paths.map { ($0 as NSString).lastPathComponent }
        if names.count <= 3 { return names.joined(separator: ", ") }
        if let folder, !folder.isEmpty { return "\(folder) (\(paths.count) files)" }
        let absolute = paths.map { Session.absolute($0, in: currentDirectory) }
        var common = absolute.first.map { ($0 as NSString).deletingLastPathComponent.split(separator: "/").map(String.init) } ?? []
        for path in absolute.dropFirst() {
            let folder = (path as NSString).deletingLastPathComponent.split(separator: "/").map(String.init)
            var count = 0
            while count < common.count && count < folder.count && common[count] == folder[count] { count += 1 }
            common = Array(common.prefix(count))
        }
        return "\(common.last ?? "workspace") (\(paths.count) files)"
    }

    struct SessionInfo: Codable {
        var title: String
        var files: [String]
        var roots: [String]
        var root: String?
        var toolchain: String
        var toolchains: [String]
        var version: String
        var writable: Bool
        var sources: [SourceInfo]
        /// Why the files could not be analysed (the worker running the analysis failed): the
        /// page says so plainly. Nil when all is well.
        var problem: String?

        static func empty(_ context: Context, problem: String) -> SessionInfo {
            SessionInfo(
                title: "", files: [], roots: [], root: nil, toolchain: context.toolchain.rawValue, toolchains: ToolchainMode.allCases.map(\.rawValue),
                version: context.version, writable: false, sources: [], problem: problem)
        }
    }

    struct SourceInfo: Codable {
        var path: String
        var text: String
        var properties: [PropertyInfo]
        var findings: [FindingInfo]
    }

    struct PropertyInfo: Codable {
        var view: String
        var name: String
        var wrapper: String
        var type: String?
        /// The verdict's kind (`owned`, `injected`…).
        var ownership: String
        /// What the badge says: the verdict's own words (`OwnershipVerdict.label`), the kind
        /// except for an `@ObservedObject` that makes its object: "creates inline, not owned".
        var label: String
        var evidence: [String]
        /// 1-based line; UTF-16 columns of the declaration on it.
        var line: Int
        var start: Int
        var end: Int
        /// Wrappers it can be converted to in the what-if panel.
        var conversions: [String]
    }

    struct FindingInfo: Codable {
        var line: Int
        var column: Int
        var rule: String
        var severity: String
        var message: String
    }

    /// The analysed and lowered workspace for a list of what-ifs, kept while the files are
    /// unchanged: a tap replays the simulation, it does not analyse the workspace again.
    private var prepared: [String: (documents: [Session.Document], snapshot: Snapshot, program: Program, titles: [String])] = [:]

    func prepare(_ context: Context, _ documents: [Session.Document], _ whatIfs: [Session.WhatIf]) throws -> (documents: [Session.Document], snapshot: Snapshot, program: Program, titles: [String]) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let key = context.version + "|" + String(decoding: (try? encoder.encode(whatIfs)) ?? Data(), as: UTF8.self)
        if let known = prepared[key] { return known }
        var documents = documents
        var titles: [String] = []
        if !whatIfs.isEmpty {
            let applied = try Session.applying(whatIfs, to: documents)
            documents = applied.documents
            titles = applied.titles
        }
        let snapshot = Session.snapshot(documents)
        let made = (documents, snapshot, Program(files: snapshot.files, model: snapshot.model), titles)
        // A few what-ifs of the current files; older versions go.
        if prepared.count >= 4 || prepared.keys.contains(where: { !$0.hasPrefix(context.version + "|") }) { prepared = [:] }
        prepared[key] = made
        return made
    }

    /// The page's session: the roots, the files to show with their ownership badges and findings.
    func sessionInfo(_ context: Context, _ documents: [Session.Document]) -> SessionInfo {
        guard let (documents, snapshot, program, _) = try? prepare(context, documents, []) else {
            return SessionInfo.empty(context, problem: "the files could not be analysed")
        }
        let roots = Simulation.rootCandidates(in: program)
        // Asked for, else the top of the tree: a view no other view builds (the first such).
        let top = roots.first { name in
            guard let key = program.type(name)?.modelKey else { return true }
            return !snapshot.model.constructionSites(of: key).contains { snapshot.model.parentView(of: $0) != nil }
        }
        let root = [context.askedRoot, context.defaultRoot].compactMap { $0 }.first { roots.contains($0) } ?? top ?? roots.first
        // The files the page shows: the root's, then those of the views it builds, nearest first
        // (at most 12, so a large workspace stays quick).
        var fileOrder: [Int] = []
        if let root, let top = program.type(root)?.modelKey.flatMap({ snapshot.model.views[$0] }) ?? snapshot.model.views(matching: root).first {
            var queue = [top]
            var seen: Set<TypeKey> = [top.key]
            while !queue.isEmpty && fileOrder.count < 12 {
                let view = queue.removeFirst()
                if !fileOrder.contains(view.declaration.location.file) { fileOrder.append(view.declaration.location.file) }
                for construction in view.constructions {
                    for child in snapshot.model.views(builtBy: construction) where seen.insert(child.key).inserted { queue.append(child) }
                }
            }
        }
        if fileOrder.isEmpty { fileOrder = Array(snapshot.files.indices.prefix(12)) }
        let shown = Set(fileOrder)
        // Model properties of those files, each view visited once.
        var properties: [Int: [PropertyInfo]] = [:]
        for name in snapshot.model.viewOrder {
            guard let view = snapshot.model.views[name], shown.contains(view.declaration.location.file) || view.declaration.members.contains(where: { shown.contains($0.file) }) else { continue }
            for verdict in snapshot.ownership.verdicts(ofView: view.key) where shown.contains(verdict.property.location.file) {
                let property = verdict.property
                guard let source = snapshot.source(snapshot.files[property.location.file].path) else { continue }
                let range = property.node.range
                let line = source.line(containing: range.lowerBound)
                let endOnLine = min(range.upperBound, source.lineContentEnd(line))
                var conversions: [String] = []
                for conversion in snapshot.wrapperConversions(view: view, property: property) {
                    if case .convertWrapper(let wrapper) = conversion.kind { conversions.append("\(wrapper)") }
                }
                properties[property.location.file, default: []].append(PropertyInfo(
                    view: view.name, name: property.name, wrapper: "\(property.wrapper)", type: property.type, ownership: verdict.kind.rawValue,
                    label: verdict.label, evidence: verdict.evidence, line: line + 1, start: source.utf16Column(of: range.lowerBound), end: source.utf16Column(of: endOnLine),
                    conversions: conversions))
            }
        }
        var sources: [SourceInfo] = []
        for index in fileOrder {
            let path = snapshot.files[index].path
            guard let source = snapshot.source(path), let document = documents.first(where: { $0.path == path }) else { continue }
            let findings = snapshot.findings(inFile: index).map { finding -> FindingInfo in
                let position = source.position(of: finding.location.range.lowerBound)
                return FindingInfo(line: position.line + 1, column: source.utf16Column(of: finding.location.range.lowerBound) + 1, rule: finding.rule, severity: finding.severity.rawValue, message: finding.message)
            }
            sources.append(SourceInfo(path: path, text: document.text, properties: (properties[index] ?? []).sorted { $0.line < $1.line }, findings: findings))
        }
        return SessionInfo(
            title: context.title(documents), files: documents.map(\.path).filter { $0.hasSuffix(".swift") }, roots: roots, root: root, toolchain: context.toolchain.rawValue,
            toolchains: ToolchainMode.allCases.map(\.rawValue), version: context.version, writable: !context.builtIn, sources: sources, problem: nil)
    }

    // MARK: Simulation

    struct SimulateRequest: Codable {
        var root: String?
        var actions: [String]
        var toolchain: String?
        var whatIf: [Session.WhatIf]?
    }

    struct ApplyRequest: Codable {
        var whatIf: [Session.WhatIf]
        /// The root the page shows: the session it answers is that root's.
        var root: String?
    }

    struct ReloadRequest: Codable {
        var root: String?
    }

    struct ApplyResponse: Codable {
        var applied: [String]
        var session: SessionInfo
    }

    struct SimulateResponse: Codable {
        var root: String
        var toolchain: String
        var steps: [StepInfo]
        var objects: [ObjectInfo]
        var crashed: Bool
        var error: String?
        /// The index in `actions` of the action that could not run.
        var failedAction: Int?
        var whatIf: [String]
        var milliseconds: Double

        static func failure(_ message: String, root: String?, toolchain: ToolchainMode, whatIf: [String]) -> SimulateResponse {
            SimulateResponse(root: root ?? "", toolchain: toolchain.rawValue, steps: [], objects: [], crashed: false, error: message, failedAction: nil, whatIf: whatIf, milliseconds: 0)
        }
    }

    struct StepInfo: Codable {
        var index: Int
        var action: String
        var events: [EventInfo]
        var screen: [ScreenInfo]
        var tree: [TreeInfo]
    }

    struct EventInfo: Codable {
        var kind: String
        var text: String
        var object: String?
        var type: String?
        var owner: String?
        var view: String?
        /// A note that something is not known to the simulator, grouped per name (the text says
        /// how many places and which): the timeline hides these behind "show simulator notes".
        var simulatorNote: Bool? = nil
    }

    struct ScreenInfo: Codable {
        var role: String
        var label: String
        var value: String?
        var depth: Int
        /// What tapping it does, as a simulator action (`tap "+1"`); nil for plain text.
        var action: String?
    }

    struct TreeInfo: Codable {
        var depth: Int
        var view: String
        var path: String
        var storage: [String]
        var references: [String]
    }

    struct ObjectInfo: Codable {
        var object: String
        var type: String?
        var owner: String?
        /// The wrapper of the property that made it (`@ObservedObject`), when Lifeline knows it.
        var wrapper: String?
        var born: Int
        var died: Int?
    }

    func simulate(_ context: Context, _ documents: [Session.Document], _ request: SimulateRequest) -> SimulateResponse {
        let started = ContinuousClock.now
        var titles: [String] = []
        let toolchain = request.toolchain.flatMap(ToolchainMode.init(rawValue:)) ?? context.toolchain
        func failure(_ message: String) -> SimulateResponse {
            SimulateResponse.failure(message, root: request.root ?? context.defaultRoot, toolchain: toolchain, whatIf: titles)
        }
        let snapshot: Snapshot
        let program: Program
        do {
            let made = try prepare(context, documents, request.whatIf ?? [])
            snapshot = made.snapshot
            program = made.program
            titles = made.titles
        } catch {
            return failure("\(error)")
        }
        var settings = SimulationSettings()
        settings.toolchain = toolchain
        // A screen from the middle of an app gets placeholders for what nothing above injects (noted).
        settings.placeholderEnvironment = true
        let simulation: Simulation
        do {
            simulation = try Simulation(program: program, root: request.root ?? context.defaultRoot, settings: settings, screens: true)
        } catch {
            return failure("\(error)")
        }
        var steps: [StepInfo] = []
        var problem: String?
        var failedAction: Int?
        var ran: [Step] = []
        func record(_ step: Step) {
            ran.append(step)
            steps.append(StepInfo(
                index: step.index, action: step.action,
                events: step.groupedEvents.map {
                    EventInfo(
                        kind: $0.kind.rawValue, text: $0.text, object: $0.object, type: $0.type, owner: $0.owner?.description, view: $0.view,
                        simulatorNote: $0.unknown == nil ? nil : true)
                },
                screen: PageAnalysis.screenInfo(step.screen ?? simulation.screen()),
                tree: simulation.identityTree().map { TreeInfo(depth: $0.depth, view: $0.view, path: $0.path, storage: $0.storage, references: $0.references) }))
        }
        record(simulation.launch())
        for (index, text) in request.actions.enumerated() {
            if simulation.hasCrashed { break }
            do {
                record(try simulation.perform(try Action.parse(text)))
            } catch {
                failedAction = index
                problem = "\(error)"
                break
            }
        }
        // Lifelines: from each object's init to its deinit.
        var objects: [ObjectInfo] = []
        var byName: [String: Int] = [:]
        for step in ran {
            for event in step.events {
                if event.kind == .objectInit, let object = event.object {
                    byName[object] = objects.count
                    objects.append(
                        ObjectInfo(
                            object: object, type: event.type, owner: event.owner?.description, wrapper: PageAnalysis.wrapper(of: event.owner, in: snapshot),
                            born: step.index, died: nil))
                } else if event.kind == .objectDeinit, let object = event.object, let at = byName[object] {
                    objects[at].died = step.index
                }
            }
        }
        let elapsed = ContinuousClock.now - started
        return SimulateResponse(
            root: simulation.rootName, toolchain: toolchain.rawValue, steps: steps, objects: objects, crashed: simulation.hasCrashed, error: problem,
            failedAction: failedAction, whatIf: titles,
            milliseconds: Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
    }

    /// The wrapper of the view property whose initial value or storage made an object.
    static func wrapper(of owner: Owner?, in snapshot: Snapshot) -> String? {
        guard let owner, case .property(let name) = owner.role, let key = owner.typeKey,
            let view = snapshot.model.views[TypeKey(key)], let property = view.property(name)
        else { return nil }
        return "\(property.wrapper)"
    }

    /// Screen items with the action that taps each: `#n` counts earlier items of the same kind
    /// and label, as the simulator's actions do.
    static func screenInfo(_ items: [ScreenItem]) -> [ScreenInfo] {
        var seen: [String: Int] = [:]
        return items.map { item in
            func quoted(_ label: String) -> String { "\"" + label.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
            var action: String?
            let verb: String?
            switch item.role {
            case .button, .link: verb = "tap"
            case .toggle: verb = "toggle"
            case .tab: verb = "tab"
            case .field: verb = "type"
            default: verb = nil
            }
            if let verb {
                let key = verb + "\u{0}" + item.label
                let occurrence = (seen[key] ?? 0) + 1
                seen[key] = occurrence
                action = "\(verb) \(quoted(item.label))" + (occurrence > 1 ? "#\(occurrence)" : "")
            } else if item.role == .navigation {
                action = "back"
            } else if item.role == .sheet {
                action = "dismiss"
            }
            return ScreenInfo(role: item.role.rawValue, label: item.label, value: item.value, depth: item.depth, action: action)
        }
    }
}

