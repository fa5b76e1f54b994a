import Features
import Foundation
import Ownership
import Semantics
import Syntax

/// `lifeline migrate`: the migration to `@Observable` from the command line, the same refactoring
/// the language server offers as a code action.
enum MigrateCommand {
    static let usage = """
        usage: lifeline migrate [PATH...] [--class NAME] [--write] [--format text|json] [--toolchain xcode26|xcode27]

        Lists every ObservableObject class under the PATHs (default: the current folder) with what
        the migration to @Observable does for it: "offered", with its title and how many files it
        changes, or "withheld", with the reason (its result would not compile, or would change what
        the app does). docs/migration.md says what the migration does with each thing a class holds.

        Every migration that reaches edits is simulated before and after: the views that hold the
        class (and the Apps whose launch reaches them) run the same script on both sides. A
        difference a user would see withholds it; a lesser one is named in the title.

        --class NAME keeps one class (its name, or Outer.Name for a nested one) and prints its
        simulation under it. With --write, that class's migration is applied in place, to every file
        it touches; nothing is written when it is withheld (exit 1). --format json prints the classes
        with their edits (UTF-8 byte offsets) and the simulation ("simulation").
        """

    static func run(_ arguments: [String]) -> Int32 {
        var paths: [String] = []
        var className: String?
        var write = false
        var json = false
        var toolchain = Toolchain.xcode26
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--class":
                guard let value = rest.popFirst(), !value.isEmpty else {
                    printError("lifeline migrate: --class takes a class name")
                    return 2
                }
                className = value
            case "--write":
                write = true
            case "--format":
                guard let value = rest.popFirst(), value == "text" || value == "json" else {
                    printError("lifeline migrate: --format takes text or json")
                    return 2
                }
                json = value == "json"
            case "--toolchain":
                guard let value = rest.popFirst(), let chosen = Toolchain(rawValue: value) else {
                    printError("lifeline migrate: --toolchain takes xcode26 or xcode27")
                    return 2
                }
                toolchain = chosen
            default:
                if argument.hasPrefix("-") {
                    printError("lifeline migrate: unknown option '\(argument)'; run 'lifeline migrate --help'")
                    return 2
                }
                paths.append(argument)
            }
        }
        if write && className == nil {
            printError("lifeline migrate: --write needs --class NAME (one class at a time)")
            return 2
        }
        let files: [SourceFile]
        do {
            files = try loadWorkspace(paths.isEmpty ? ["."] : paths)
        } catch {
            printFailure(error, command: "migrate")
            return 2
        }
        let workspace = Workspace()
        for file in files { workspace.set(path: file.path, bytes: file.tree.source.bytes, version: 1, isOpen: false) }
        addBuildFiles(paths.isEmpty ? ["."] : paths, to: workspace)
        let snapshot = workspace.snapshot()
        var classes = snapshot.model.models.values.filter { $0.kind == .observableObject }.sorted {
            ($0.declaration.location.file, $0.declaration.location.range.lowerBound) < ($1.declaration.location.file, $1.declaration.location.range.lowerBound)
        }
        if let className {
            classes = classes.filter { $0.key.rawValue == className || $0.declaration.simpleName == className }
            guard !classes.isEmpty else {
                printError("lifeline migrate: no ObservableObject class named \(className) under \(paths.isEmpty ? "." : paths.joined(separator: " "))")
                return 2
            }
            if write && classes.count > 1 {
                printError("lifeline migrate: \(classes.count) classes are named \(className); give the qualified name (\(classes.map(\.key.rawValue).joined(separator: ", ")))")
                return 2
            }
        }
        var output = OutputBuffer()
        var entries: [String] = []
        var offered = 0
        var reasons: [String: Int] = [:]
        var results: [(ModelClass, Refactoring)] = []
        for modelClass in classes {
            guard let refactoring = snapshot.migrationToObservable(modelClass.key, toolchain: toolchain) else { continue }
            results.append((modelClass, refactoring))
            let place = snapshot.model.describeAsRead(Location(file: modelClass.declaration.location.file, range: modelClass.declaration.location.range))
            let touched = Set(refactoring.edits.map(\.path))
            if let reason = refactoring.withheld {
                reasons[MigrateCommand.kind(of: reason), default: 0] += 1
                if json {
                    entries.append(#"{"class":\#(jsonString(modelClass.key.rawValue)),"at":\#(jsonString(place)),"offered":false,"reason":\#(jsonString(reason))\#(simulationJSON(refactoring.comparison))}"#)
                } else {
                    output.line("\(place): \(modelClass.key.rawValue): withheld: \(reason)")
                    if className != nil, let comparison = refactoring.comparison { output.line(indented(comparison)) }
                }
            } else {
                offered += 1
                if json {
                    let edits = refactoring.edits.map { edit in
                        #"{"file":\#(jsonString(edit.path)),"start":\#(edit.range.lowerBound),"end":\#(edit.range.upperBound),"newText":\#(jsonString(edit.newText))}"#
                    }
                    entries.append(#"{"class":\#(jsonString(modelClass.key.rawValue)),"at":\#(jsonString(place)),"offered":true,"title":\#(jsonString(refactoring.title)),"edits":[\#(edits.joined(separator: ","))]\#(simulationJSON(refactoring.comparison))}"#)
                } else {
                    output.line("\(place): \(modelClass.key.rawValue): offered: \(refactoring.title) (\(refactoring.edits.count) edit\(refactoring.edits.count == 1 ? "" : "s") in \(touched.count) file\(touched.count == 1 ? "" : "s"))")
                    if className != nil, let comparison = refactoring.comparison { output.line(indented(comparison)) }
                }
            }
        }
        if json {
            output.line("[" + entries.joined(separator: ",\n") + "]")
        } else if className == nil {
            let withheld = reasons.values.reduce(0, +)
            let byReason = reasons.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
            output.line("\(results.count) ObservableObject class\(results.count == 1 ? "" : "es"): \(offered) offered, \(withheld) withheld\(withheld == 0 ? "" : " (\(byReason))")")
        }
        output.flush()
        guard write, let (modelClass, refactoring) = results.first else { return 0 }
        if let reason = refactoring.withheld {
            printError("lifeline migrate: \(modelClass.key.rawValue) is not migrated: \(reason)")
            return 1
        }
        return apply(refactoring) ? 0 : 1
    }

    /// The comparison under a class's line: "  simulation: same", then its runs.
    static func indented(_ comparison: MigrationComparison) -> String {
        var lines = ["  simulation: \(comparison.outcome.rawValue)" + (comparison.runs.isEmpty ? " (\(MigrationComparison.noHolders))" : "")]
        lines += comparison.text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        return lines.filter { $0.trimmingCharacters(in: .whitespaces).count > 0 }.joined(separator: "\n")
    }

    /// `,"simulation":{…}`: the before/after comparison of a migration, when it ran.
    static func simulationJSON(_ comparison: MigrationComparison?) -> String {
        guard let comparison else { return "" }
        let runs = comparison.runs.map { run -> String in
            var fields = [
                #""view":\#(jsonString(run.view))"#, #""start":\#(jsonString(run.start))"#, #""outcome":\#(jsonString(run.outcome.rawValue))"#,
            ]
            if let why = run.why { fields.append(#""why":\#(jsonString(why))"#) }
            fields.append(#""script":[\#(run.script.map(jsonString).joined(separator: ","))]"#)
            let differences = run.differences.map { #"{"weight":\#(jsonString($0.weight.name)),"text":\#(jsonString($0.text))}"# }
            fields.append(#""differences":[\#(differences.joined(separator: ","))]"#)
            return "{" + fields.joined(separator: ",") + "}"
        }
        var fields = [#""outcome":\#(jsonString(comparison.outcome.rawValue))"#]
        if comparison.runs.isEmpty { fields.append(#""why":\#(jsonString(MigrationComparison.noHolders))"#) }
        fields.append(#""runs":[\#(runs.joined(separator: ","))]"#)
        return #","simulation":{"# + fields.joined(separator: ",") + "}"
    }

    /// A short name for what withheld a migration, for the summary line.
    static func kind(of reason: String) -> String {
        if reason.contains("Combine publisher") { return "Combine publisher" }
        if reason.contains("tells the ObservableObject that holds it") { return "wrapper that tells its owner, read by a view" }
        if reason.contains("saw the new value whenever the object published") { return "wrapped property a view reads" }
        if reason.contains("wrapped property") { return "wrapped property announced by hand" }
        if reason.contains("objectWillChange") { return "objectWillChange" }
        if reason.contains("superclass") { return "superclass" }
        if reason.contains("extension or a protocol") { return "conformance elsewhere" }
        if reason.contains("makes bindings") { return "environment bindings" }
        if reason.contains("which needs an ObservableObject") { return "wrapper outside views" }
        if reason.contains("which requires ObservableObject") { return "protocol requires ObservableObject" }
        if reason.contains("may be a macro") { return "attached macro" }
        if reason.contains("runs the observer again") { return "observer changes its own property" }
        if reason.contains("is private inside") { return "private nested class" }
        if reason.contains("storage") && reason.contains("wrapper") { return "wrapper storage used" }
        if reason.contains("storage of @Published") { return "@Published storage" }
        if reason.contains("every re-render would leave one more running") { return "Xcode 26: each view init leaves one alive" }
        if reason.contains("would run again on every re-render of its parent") { return "Xcode 26: each view init does the work again" }
        if reason.contains("an App's commands, reads") { return "read by an App's commands" }
        if reason.contains("through the compiler's") { return "synthesized Codable" }
        if reason.contains("to its own value to make views refresh") { return "sets a property to its own value" }
        if reason.contains("does not announce one == calls equal") { return "== leaves properties out" }
        if reason.contains("no target compiles") { return "compiled by no target" }
        if reason.contains("Package.swift") || reason.contains("@Observable needs") { return "deployment target" }
        if reason.contains("requires an ObservableObject, and") { return "passed where an ObservableObject is required" }
        if reason.contains("cannot tell what .environmentObject") { return "untyped injection" }
        return "other"
    }

    /// Writes the edits into their files, each file whole, after checking every edit fits.
    static func apply(_ refactoring: Refactoring) -> Bool {
        var byFile: [String: [(range: Range<Int>, newText: String)]] = [:]
        for edit in refactoring.edits { byFile[edit.path, default: []].append((edit.range, edit.newText)) }
        var results: [(String, [UInt8])] = []
        for (path, edits) in byFile.sorted(by: { $0.key < $1.key }) {
            guard var bytes = try? readBytes(path) else {
                printError("lifeline migrate: cannot read \(path); nothing was written")
                return false
            }
            var floor = Int.max
            for edit in edits.sorted(by: { ($0.range.lowerBound, $0.range.upperBound) > ($1.range.lowerBound, $1.range.upperBound) }) {
                guard edit.range.upperBound <= bytes.count, edit.range.upperBound <= floor else {
                    printError("lifeline migrate: \(path) changed since it was read; nothing was written")
                    return false
                }
                bytes.replaceSubrange(edit.range, with: Array(edit.newText.utf8))
                floor = edit.range.lowerBound
            }
            results.append((path, bytes))
        }
        for (path, bytes) in results {
            do {
                try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                printError("lifeline migrate: cannot write \(path): \(error.localizedDescription)")
                return false
            }
            print("migrated \(path)")
        }
        return true
    }
}
