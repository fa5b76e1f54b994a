import Foundation
import Semantics
import Syntax

/// `lifeline dump decls|tree|errors`.
enum DumpCommand {
    static func run(_ arguments: [String]) -> Int32 {
        guard let what = arguments.first else {
            printError("lifeline dump: say what to dump: decls, tree or errors")
            return 2
        }
        let paths = Array(arguments.dropFirst())
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
            default:
                printError("lifeline dump: unknown kind '\(what)'; use decls, tree, tokens or errors")
                return 2
            }
        } catch {
            printError("\(error)")
            return 1
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
                printError("\(error)")
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
    static func model(_ paths: [String]) throws -> Int32 {
        let model = SemanticModel.build(try loadWorkspace(paths))
        var out = OutputBuffer()
        for name in model.models.keys.sorted() {
            let m = model.models[name]!
            out.line(
                "model \(name) (\(m.kind.rawValue))"
                    + (m.published.isEmpty
                        ? ""
                        : " published: "
                            + m.published.map { "\($0.name)\($0.holdsReference ? " [reference]" : "")" }.joined(separator: ", ")))
        }
        for name in model.viewOrder {
            let view = model.views[name]!
            out.line("\(view.role.rawValue) \(name)  \(model.describe(view.declaration.location))")
            for p in view.properties {
                var text = "  \(p.access.rawValue) \(p.isLet ? "let" : "var") \(p.name)"
                if let type = p.type { text += ": \(type)\(p.typeIsInferred ? " (inferred)" : "")" }
                text += "  \(p.wrapper)"
                if p.isComputed { text += " computed" }
                if let value = p.initialValue { text += "  = \(value.kind)" }
                out.line(text)
            }
            for i in view.initializers {
                out.line(
                    "  init(\(i.parameters.map { ($0.label ?? "_") + " " + $0.name + ": " + ($0.type ?? "?") }.joined(separator: ", ")))")
                for a in i.assignments {
                    out.line(
                        "    \(a.throughStorage ? "_" : "self.")\(a.property) = \(a.wrapperCall.map { $0 + "(…)" } ?? "") \(a.value.kind)")
                }
                for r in i.wrappedValueReads {
                    out.line("    reads \(r.property) at \(model.describe(Location(file: i.location.file, range: r.node.range)))")
                }
            }
            if !view.memberwiseParameters.isEmpty { out.line("  memberwise(\(view.memberwiseParameters.joined(separator: ", ")))") }
            for c in view.constructions {
                out.line(
                    "  builds \(c.typeName) in \(c.container)\(c.contexts.isEmpty ? "" : " under " + c.contexts.map { "\($0)" }.joined(separator: " > "))"
                )
            }
        }
        for root in model.roots {
            out.line("root \(root.kind.rawValue) \(root.description): " + root.constructions.map(\.typeName).joined(separator: ", "))
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
