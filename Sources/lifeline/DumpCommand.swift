import BuildSystem
import Features
import Foundation
import Semantics
import Simulator
import Syntax
import WorkspaceFiles

/// `lifeline dump decls|tree|errors`.
enum DumpCommand {
    static func run(_ arguments: [String]) -> Int32 {
        guard let what = arguments.first else {
            printError("lifeline dump: say what to dump: decls, tree or errors")
            return 2
        }
        var paths = Array(arguments.dropFirst())
        if what == "workspace" && paths.isEmpty { paths = ["."] }
        guard !paths.isEmpty else {
            printError("lifeline dump \(what): give at least one path")
            return 2
        }
        do {
            switch what {
            case "decls": return try decls(paths)
            case "tree": return try tree(paths)
            case "errors": return try errors(paths)
            case "tokens": return try tokens(paths)
            case "model": return try model(paths)
            // Hovers simulate: on the simulator's large stack, as every front end that simulates.
            case "hovers": return try LargeStack.run { Result { try hovers(paths) } }.get()
            case "reach": return try LargeStack.run { Result { try reach(paths) } }.get()
            case "workspace": return try workspace(paths)
            case "injections": return try injections(paths)
            default:
                printError("lifeline dump: unknown kind '\(what)'; use decls, tree, tokens, errors, model, injections, hovers, reach or workspace")
                return 2
            }
        } catch {
            printFailure(error, command: "dump \(what)")
            return 2
        }
    }

    static func decls(_ paths: [String]) throws -> Int32 {
        var out = OutputBuffer()
        var failed = false
        for file in try swiftFiles(in: paths) {
            do {
                let tree = SyntaxTree.parse(try readBytes(file))
                for fact in DeclarationFact.collect(tree, path: file) { out.line(fact.jsonLine) }
            } catch {
                out.flush()
                printFailure(error, command: "dump decls")
                failed = true
            }
        }
        out.flush()
        return failed ? 1 : 0
    }

    static func tree(_ paths: [String]) throws -> Int32 {
        var out = OutputBuffer()
        for file in try swiftFiles(in: paths) {
            let tree = SyntaxTree.parse(try readBytes(file))
            out.line(tree.root.dump())
        }
        out.flush()
        return 0
    }

    /// The SwiftUI model of a workspace, as readable text.
    /// The targets the workspace's build descriptions declare, and the Swift files no target compiles.
    static func workspace(_ paths: [String]) throws -> Int32 {
        let files = try swiftFiles(in: paths)
        let description = BuildDescriptionFiles.read(roots: paths)
        var out = OutputBuffer()
        out.line(String(WorkspaceReport.text(description, swiftFiles: files, base: paths.count == 1 ? paths[0] : ".").dropLast()))
        out.flush()
        return 0
    }

    static func model(_ paths: [String]) throws -> Int32 {
        let model = SemanticModel.build(try loadWorkspace(paths), build: loadBuildDescription(paths))
        print(model.dump(), terminator: "")
        return 0
    }

    /// Every environment injection the model counts, by type: each place once, with the helpers it
    /// comes through and whether it is preview code; then those whose type Lifeline cannot tell.
    static func injections(_ paths: [String]) throws -> Int32 {
        let model = SemanticModel.build(try loadWorkspace(paths), build: loadBuildDescription(paths))
        let index = model.injectionIndex
        func line(_ injection: EnvironmentInjection) -> String {
            var text = "  \(model.describe(injection.location))  \(injection.expression)"
            if !injection.through.isEmpty { text += "  through " + injection.through.joined(separator: " → ") }
            if index.isInPreview(injection.location) { text += "  (preview)" }
            return text
        }
        for type in index.byType.keys.sorted() {
            let list = index.byType[type] ?? []
            print("\(type): \(list.count) place\(list.count == 1 ? "" : "s")")
            list.forEach { print(line($0)) }
        }
        if !index.untyped.isEmpty {
            print("type not told: \(index.untyped.count) place\(index.untyped.count == 1 ? "" : "s")")
            index.untyped.forEach { print(line($0)) }
        }
        return 0
    }

    /// The app's screens a search from its roots reaches, and for each view holding an object
    /// whether it is reached, reachable through the model's constructions, or on no chain to a root.
    static func reach(_ paths: [String]) throws -> Int32 {
        let workspace = Workspace()
        for file in try loadWorkspace(paths) { workspace.set(path: file.path, bytes: file.tree.source.bytes, version: 1, isOpen: false) }
        addBuildFiles(paths, to: workspace)
        print(try workspace.snapshot().reachabilityReport(), terminator: "")
        return 0
    }

    /// The hover of every model property of a workspace (or of the views `--view NAME` names),
    /// simulated in this process, each under a `== File:line View.property` heading.
    static func hovers(_ arguments: [String]) throws -> Int32 {
        var paths: [String] = []
        var only: Set<String> = []
        var showStandIn = false
        var timings = false
        var index = 0
        while index < arguments.count {
            if arguments[index] == "--timings" {
                timings = true
                index += 1
            } else if arguments[index] == "--stand-in" {
                showStandIn = true
                index += 1
            } else if arguments[index] == "--view" {
                guard index + 1 < arguments.count else {
                    printError("lifeline dump hovers: --view needs a view name")
                    return 2
                }
                only.insert(arguments[index + 1])
                index += 2
            } else {
                paths.append(arguments[index])
                index += 1
            }
        }
        let workspace = Workspace()
        for file in try loadWorkspace(paths) { workspace.set(path: file.path, bytes: file.tree.source.bytes, version: 1, isOpen: false) }
        addBuildFiles(paths, to: workspace)
        let snapshot = workspace.snapshot()
        let unknown = only.filter { name in !snapshot.model.views.values.contains { $0.name == name || $0.key.rawValue == name } }
        guard unknown.isEmpty else {
            printError("lifeline dump hovers: no view named \(unknown.sorted().joined(separator: ", ")) in \(paths.joined(separator: " "))")
            return 2
        }
        var out = OutputBuffer()
        for key in snapshot.model.viewOrder {
            guard let view = snapshot.model.views[key], only.isEmpty || only.contains(view.name) || only.contains(key.rawValue) else { continue }
            if showStandIn, let source = snapshot.standInSource(for: view) {
                out.line("== stand-in parent of \(view.name)")
                out.line(source)
            }
            for property in view.properties where snapshot.isModelProperty(property) && !property.isStatic {
                let path = snapshot.model.files[property.location.file].path
                let started = ContinuousClock.now
                guard let hover = snapshot.hover(at: property.nameRange.lowerBound, in: path) else { continue }
                let elapsed = ContinuousClock.now - started
                let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
                out.line("== \(snapshot.model.describeAsRead(property.location)) \(view.name).\(property.name)" + (timings ? String(format: "  (%.1f ms)", milliseconds) : ""))
                out.line(hover.markdown)
                out.line("")
            }
        }
        out.flush()
        return 0
    }

    static func tokens(_ paths: [String]) throws -> Int32 {
        var out = OutputBuffer()
        for file in try swiftFiles(in: paths) {
            let tree = SyntaxTree.parse(try readBytes(file))
            for token in tree.tokens {
                let trivia = tree.source.text(Int(token.fullStart)..<Int(token.start))
                let text = tree.source.text(token.textRange)
                out.line("\(token.kind) \(token.fullStart) \(token.start)..<\(token.end) \(jsonString(trivia)) \(jsonString(text))")
            }
        }
        out.flush()
        return 0
    }

    static func errors(_ paths: [String]) throws -> Int32 {
        var out = OutputBuffer()
        var total = 0
        for file in try swiftFiles(in: paths) {
            let tree = SyntaxTree.parse(try readBytes(file))
            for diagnostic in tree.diagnostics() {
                let position = tree.source.position(of: diagnostic.range.lowerBound)
                out.line("\(file):\(position): error: \(diagnostic.message)")
                total += 1
            }
        }
        out.flush()
        return total == 0 ? 0 : 1
    }
}
