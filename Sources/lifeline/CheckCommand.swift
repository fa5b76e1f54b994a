import Configuration
import Foundation
import WorkspaceFiles
import Ownership
import Semantics
import Syntax

/// `lifeline check` and `lifeline ownership`.
enum CheckCommand {
    struct Options {
        var paths: [String] = []
        var format = "text"
        var failOn: Severity? = .warning
        var settings = Settings()
        var configuration: String?
        var fix = false
        var toolchainGiven = false
        /// `--baseline FILE`: findings it holds are not reported.
        var baseline: String?
        /// `--write-baseline FILE`: every finding is written there.
        var writeBaseline: String?
        /// `--stamp FILE`: written when the check has run, for build systems that need an output.
        var stamp: String?
    }

    static func parse(_ arguments: [String], command: String, formats: [String]) -> Options? {
        var options = Options()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--format":
                let value = rest.popFirst()
                guard let value, formats.contains(value) else {
                    let given = value.map { ", not '\($0)'" } ?? ""
                    printError("lifeline \(command): --format takes one of \(formats.joined(separator: ", "))\(given)")
                    return nil
                }
                options.format = value
            case "--fail-on":
                guard let value = rest.popFirst() else {
                    printError("lifeline \(command): --fail-on takes error, warning, info or never")
                    return nil
                }
                if value == "never" {
                    options.failOn = nil
                } else if let severity = Severity(rawValue: value) {
                    options.failOn = severity
                } else {
                    printError("lifeline \(command): --fail-on takes error, warning, info or never, not '\(value)'")
                    return nil
                }
            case "--toolchain":
                guard let value = rest.popFirst(), let toolchain = Toolchain(rawValue: value) else {
                    printError("lifeline \(command): --toolchain takes xcode26 or xcode27")
                    return nil
                }
                options.settings.toolchain = toolchain
                options.toolchainGiven = true
            case "--config":
                guard let value = rest.popFirst() else {
                    printError("lifeline \(command): --config takes a file")
                    return nil
                }
                options.configuration = value
            case "--fix" where command == "check":
                options.fix = true
            case "--stamp" where command == "check":
                guard let value = rest.popFirst(), !value.hasPrefix("--") else {
                    printError("lifeline \(command): --stamp takes a file")
                    return nil
                }
                options.stamp = value
            case "--baseline" where command == "check", "--write-baseline" where command == "check":
                guard let value = rest.popFirst(), !value.hasPrefix("--") else {
                    printError("lifeline \(command): \(argument) takes a file")
                    return nil
                }
                if argument == "--baseline" { options.baseline = value } else { options.writeBaseline = value }
            default:
                if argument.hasPrefix("--") {
                    printError("lifeline \(command): unknown option \(argument)")
                    return nil
                }
                options.paths.append(argument)
            }
        }
        if options.paths.isEmpty { options.paths = ["."] }
        // Paths on the command line start here; a configuration's patterns start at its folder.
        options.settings.workingFolder = FileManager.default.currentDirectoryPath
        if let path = ConfigurationLookup.find(explicit: options.configuration, paths: options.paths) {
            options.settings.folder = URL(fileURLWithPath: path).standardized.deletingLastPathComponent().path
            let toolchain = options.settings.toolchain
            do {
                try ConfigurationLookup.load(path, into: &options.settings)
            } catch {
                printFailure(error, command: "\(command)")
                return nil
            }
            // The command line wins over the file.
            if options.toolchainGiven { options.settings.toolchain = toolchain }
        }
        return options
    }

    static func load(_ paths: [String], configuration: BuildConfiguration = .everything, skipping: [String]? = nil) throws -> SemanticModel {
        // One walk finds the Swift files and the build descriptions; the files parse on every core.
        let scan = try scanWorkspace(paths, skipping: Set(skipping ?? SkippedFolders.defaults))
        let showProgress = isatty(2) != 0 && scan.swift.count > 200
        if showProgress { FileHandle.standardError.write(Data("\rparsing \(scan.swift.count) files".utf8)) }
        let sources = try parseConcurrently(scan.swift)
        if showProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        return SemanticModel.build(sources, configuration: configuration, build: BuildDescriptionFiles.read(descriptions: scan.descriptions))
    }

    static func check(_ arguments: [String]) -> Int32 {
        guard let options = parse(arguments, command: "check", formats: ["text", "json", "sarif"]) else { return 2 }
        // A baseline that cannot be read is a mistake in the command: said before any work is done.
        var baseline: [BaselineKey]?
        if let path = options.baseline {
            guard let keys = readBaseline(path) else { return 2 }
            baseline = keys
        }
        var model: SemanticModel
        do { model = try load(options.paths, configuration: options.settings.build, skipping: options.settings.skippedFolders) } catch {
            printFailure(error, command: "check")
            return 2
        }
        var findings = Checker.check(model, settings: options.settings)
        if options.fix {
            do {
                // With a baseline, only the findings it does not hold are fixed: the code it holds is
                // code nobody asked to change.
                let fixable = baseline.map { Baseline.filter(findings, keys: Baseline.keys(findings, in: model, settings: options.settings), baseline: $0).new } ?? findings
                let (applied, files) = try applySafeFixes(fixable, model)
                printError("lifeline check: applied \(applied) fix\(applied == 1 ? "" : "es") in \(files) file\(files == 1 ? "" : "s")")
                model = try load(options.paths, configuration: options.settings.build, skipping: options.settings.skippedFolders)
                findings = Checker.check(model, settings: options.settings)
            } catch {
                printFailure(error, command: "check")
                return 2
            }
        }
        let keys = Baseline.keys(findings, in: model, settings: options.settings)
        if let path = options.writeBaseline {
            guard writeBaseline(Baseline.entries(findings, keys: keys), to: path) else { return 2 }
            // What was just written is the baseline of this run, unless another was given.
            if baseline == nil { baseline = keys }
        }
        var inBaseline = 0
        if let baseline { (findings, inBaseline) = Baseline.filter(findings, keys: keys, baseline: baseline) }
        var out = OutputBuffer()
        // Files the parser could not read cleanly still get the findings their tree allows; say so.
        let notes = syntaxErrorNotes(model.files, consequence: "findings in this file may be incomplete")
        if options.format == "text" {
            for note in notes { out.line(note) }
        } else {
            for note in notes { printError(note) }
        }
        switch options.format {
        case "sarif":
            out.line(Sarif.document(findings, model))
        case "json":
            out.line("[" + findings.map { json($0, model) }.joined(separator: ",\n") + "]")
        default:
            for finding in findings {
                out.line("\(model.describeAsRead(finding.location)): \(finding.severity.rawValue): \(finding.message) [\(finding.rule)]")
            }
            let counts = Severity.allCases.reversed().map { severity in (severity, findings.filter { $0.severity == severity }.count) }
            let summary = counts.filter { $0.1 > 0 }.map { "\($0.1) \($0.0.rawValue)\($0.1 == 1 ? "" : "s")" }
            let files = "\(model.files.count) file\(model.files.count == 1 ? "" : "s")"
            out.line(summary.isEmpty ? "no findings in \(files)" : summary.joined(separator: ", ") + " in \(files)")
        }
        out.flush()
        if let stamp = options.stamp {
            do { try Data(stampText(findings).utf8).write(to: URL(fileURLWithPath: stamp), options: .atomic) } catch {
                printFailure(InputError.unwritable(stamp), command: "check")
                return 2
            }
        }
        if options.format == "text" && inBaseline > 0 {
            printError("\(inBaseline) finding\(inBaseline == 1 ? "" : "s") in the baseline not shown")
        }
        guard let threshold = options.failOn else { return 0 }
        return findings.contains { $0.severity >= threshold } ? 1 : 0
    }

    /// What `--stamp` writes: Swift comments and nothing else, so a build system that compiles the
    /// stamp as a source (SwiftPM does, for a build step's `.swift` output) gets no declaration, and
    /// one that bundles it gets no path of the machine that built it. It counts the findings by
    /// rule, so it changes when they do.
    static func stampText(_ findings: [Finding]) -> String {
        var lines = ["// Written by `lifeline check --stamp` once the check has run. Comments only: it declares nothing."]
        let counts = Dictionary(grouping: findings, by: \.rule).mapValues(\.count)
        lines.append("// \(findings.count) finding\(findings.count == 1 ? "" : "s")" + (counts.isEmpty ? "" : ": " + counts.keys.sorted().map { "\($0) \(counts[$0]!)" }.joined(separator: ", ")))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The keys of the baseline at `path`, or nil after one line saying why it cannot be used.
    static func readBaseline(_ path: String) -> [BaselineKey]? {
        guard let data = FileManager.default.contents(atPath: path) else {
            printError("lifeline: no baseline at \(path) (write one with lifeline check --write-baseline \(path))")
            return nil
        }
        do { return try BaselineFile.keys(Array(data), path: path) } catch {
            printError("\(error)")
            return nil
        }
    }

    /// Writes a baseline in one step (a reader never sees half of it); false after saying why not.
    static func writeBaseline(_ entries: [BaselineEntry], to path: String) -> Bool {
        do { try Data(BaselineFile.text(entries).utf8).write(to: URL(fileURLWithPath: path), options: .atomic) } catch {
            printFailure(InputError.unwritable(path), command: "check")
            return false
        }
        printError("lifeline check: wrote \(entries.count) finding\(entries.count == 1 ? "" : "s") to the baseline \(path)")
        return true
    }

    static func rules(_ arguments: [String]) -> Int32 {
        if arguments == ["--markdown"] {
            print(RulesDocument.markdown(), terminator: "")
            return 0
        }
        guard arguments.isEmpty else {
            printError("lifeline rules: the only option is --markdown")
            return 2
        }
        for rule in ruleCatalogue { print("\(rule.id) (\(rule.isOptIn ? "opt-in, " : "")\(rule.defaultSeverity.rawValue)\(RulesDocument.gateNote(rule))): \(rule.summary)") }
        return 0
    }

    static func ownership(_ arguments: [String]) -> Int32 {
        guard let options = parse(arguments, command: "ownership", formats: ["text", "json"]) else { return 2 }
        let model: SemanticModel
        do { model = try load(options.paths, configuration: options.settings.build, skipping: options.settings.skippedFolders) } catch {
            printFailure(error, command: "ownership")
            return 2
        }
        let analysis = OwnershipAnalysis.analyze(model)
        var out = OutputBuffer()
        if options.format == "json" {
            let records = analysis.verdicts.map { verdict -> String in
                let p = verdict.property
                let (line, _) = model.lineAndColumn(Location(file: p.location.file, range: p.nameRange))
                return
                    "{\"file\":\(jsonString(model.files[p.location.file].path)),\"line\":\(line),\"view\":\(jsonString(verdict.view)),\"property\":\(jsonString(p.name)),\"wrapper\":\(jsonString("\(p.wrapper)")),\"type\":\(p.type.map(jsonString) ?? "null"),\"ownership\":\(jsonString(verdict.kind.rawValue)),\"evidence\":[\(verdict.evidence.map(jsonString).joined(separator: ","))]}"
            }
            out.line("[" + records.joined(separator: ",\n") + "]")
        } else {
            for verdict in analysis.verdicts {
                let p = verdict.property
                out.line(
                    "\(model.describeAsRead(Location(file: p.location.file, range: p.nameRange))): \(verdict.view).\(p.name) \(p.wrapper) \(p.type ?? "?"): \(verdict.kind.rawValue)"
                )
                for step in verdict.evidence { out.line("    \(step)") }
            }
        }
        out.flush()
        return 0
    }

    /// Applies the first safe fix of every finding, skipping edits that overlap ones already taken;
    /// each file is written once, through a temporary file, so an interrupted run never leaves half a file.
    static func applySafeFixes(_ findings: [Finding], _ model: SemanticModel) throws -> (fixes: Int, files: Int) {
        var editsByFile: [Int: [TextEdit]] = [:]
        var applied = 0
        for finding in findings {
            guard let fix = finding.fixes.first(where: \.isSafe) else { continue }
            // A fix's own edits may repeat (one call site reached twice); keep each once.
            var edits: [TextEdit] = []
            for edit in fix.edits where !edits.contains(edit) { edits.append(edit) }
            let clashes = edits.enumerated().contains { index, edit in
                (editsByFile[edit.file] ?? []).contains { collide($0.range, edit.range) }
                    || edits[..<index].contains { $0.file == edit.file && collide($0.range, edit.range) }
            }
            if clashes { continue }
            for edit in edits { editsByFile[edit.file, default: []].append(edit) }
            applied += 1
        }
        for (file, edits) in editsByFile {
            var bytes = model.files[file].tree.source.bytes
            for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
                bytes.replaceSubrange(edit.range, with: Array(edit.newText.utf8))
            }
            // Write the real file behind a symbolic link, with its permissions kept.
            let path = URL(fileURLWithPath: model.files[file].path).resolvingSymlinksInPath().path
            let temporary = path + ".lifeline-fix"
            let permissions = (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions]
            guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes), attributes: permissions.map { [.posixPermissions: $0] }) else {
                throw InputError.unwritable(path)
            }
            if rename(temporary, path) != 0 {
                try? FileManager.default.removeItem(atPath: temporary)
                throw InputError.unwritable(path)
            }
        }
        return (applied, editsByFile.count)
    }

    /// Two edits collide when their ranges overlap, or when one inserts where the other starts or
    /// inside it (empty ranges never "overlap" in Swift's sense).
    static func collide(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        if a.isEmpty && b.isEmpty { return a.lowerBound == b.lowerBound }
        if a.isEmpty { return b.lowerBound <= a.lowerBound && a.lowerBound < b.upperBound }
        if b.isEmpty { return a.lowerBound <= b.lowerBound && b.lowerBound < a.upperBound }
        return a.lowerBound < b.upperBound && b.lowerBound < a.upperBound
    }

    /// One finding in the `--format json` shape: 1-based lines and columns, columns in UTF-8 bytes.
    static func json(_ finding: Finding, _ model: SemanticModel) -> String {
        func position(_ file: Int, _ offset: Int) -> (Int, Int) {
            let p = model.files[file].tree.source.position(of: offset)
            return (p.line + 1, p.column + 1)
        }
        let (line, column) = position(finding.location.file, finding.location.range.lowerBound)
        let (endLine, endColumn) = position(finding.location.file, finding.location.range.upperBound)
        // The property the finding is about, at its declaration's line (that of its `var`).
        let subject = finding.subject.map { subject -> String in
            let (line, _) = position(subject.declaration.file, subject.declaration.range.lowerBound)
            return
                ",\"subject\":{\"type\":\(jsonString(subject.type)),\"property\":\(jsonString(subject.property)),\"file\":\(jsonString(model.files[subject.declaration.file].path)),\"line\":\(line)}"
        } ?? ""
        let fixes = finding.fixes.map { fix -> String in
            let edits = fix.edits.map { edit -> String in
                let (l, c) = position(edit.file, edit.range.lowerBound)
                let (el, ec) = position(edit.file, edit.range.upperBound)
                return
                    "{\"file\":\(jsonString(model.files[edit.file].path)),\"line\":\(l),\"column\":\(c),\"endLine\":\(el),\"endColumn\":\(ec),\"newText\":\(jsonString(edit.newText))}"
            }
            return "{\"title\":\(jsonString(fix.title)),\"edits\":[\(edits.joined(separator: ","))]}"
        }
        return
            "{\"file\":\(jsonString(model.files[finding.location.file].path)),\"line\":\(line),\"column\":\(column),\"endLine\":\(endLine),\"endColumn\":\(endColumn),\"severity\":\(jsonString(finding.severity.rawValue)),\"rule\":\(jsonString(finding.rule)),\"message\":\(jsonString(finding.message)),\"fixes\":[\(fixes.joined(separator: ","))]\(subject),\"premises\":\(premisesJSON(finding.premises))}"
    }

    /// A finding's premises: `[{"id": …, "established": true, "evidence": …}]`.
    static func premisesJSON(_ premises: [Premise]) -> String {
        "[" + premises.map { "{\"id\":\(jsonString($0.id)),\"established\":\($0.established),\"evidence\":\(jsonString($0.evidence))}" }.joined(separator: ",") + "]"
    }
}
