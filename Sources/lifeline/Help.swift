/// The usage of each subcommand: `lifeline help COMMAND` and `lifeline COMMAND --help` print it
/// and exit 0.
enum Help {
    static let check = """
        usage: lifeline check [PATH...] [--format text|json|sarif] [--fail-on error|warning|info|never]
                              [--toolchain xcode26|xcode27] [--config FILE] [--fix]
                              [--baseline FILE] [--write-baseline FILE] [--stamp FILE]

        Checks the SwiftUI ownership rules (see lifeline rules) on every .swift file under the PATHs
        (default: the current folder) and prints one compiler-style line per finding. Exits 1 when a
        finding is at or above --fail-on (default warning), 2 for a mistake in the arguments, 1 for
        a file that cannot be read. --fix applies the fixes that are safe, in place.

        Settings come from the nearest .lifeline.json, or from --config: toolchain, disabled,
        severities, previews, platforms, flags, exclude (paths or globs relative to the file's
        folder, whose findings are not reported) and rules (each rule's severity, enabled, exclude
        and its own options, listed in docs/rules.md).

        --write-baseline FILE writes every finding to FILE (JSON); --baseline FILE then reports only
        the findings FILE does not hold, and --fail-on looks at those alone. Findings are known by
        rule, file and property (or line text), never by line number, so unrelated edits keep them
        known. Without --baseline, a run that writes one reports against what it wrote.

        --stamp FILE writes FILE once the check has run, for a build system that needs an output of a
        step: Swift comments only (a count of the findings by rule), no paths and no declarations.
        """

    static let ownership = """
        usage: lifeline ownership [PATH...] [--format text|json] [--toolchain xcode26|xcode27] [--config FILE]

        Says who owns the object behind every model property of every view under the PATHs
        (default: the current folder): owned, injected, environment, shared or unknown, with the
        evidence for each verdict.
        """

    static let rules = """
        usage: lifeline rules [--markdown]

        Lists the rule catalogue: each rule's identifier, severity and what it finds; with
        --markdown, the text of docs/rules.md.
        """

    static let dump = """
        usage: lifeline dump decls PATH...     declaration facts, one JSON object per line
               lifeline dump tree FILE...      the syntax tree
               lifeline dump tokens FILE...    the tokens with their byte ranges and trivia
               lifeline dump errors FILE...    the syntax errors (exit 1 when there are any)
               lifeline dump model PATH...     the SwiftUI model: views, properties, initializers,
                                               constructions, roots
               lifeline dump workspace [PATH...]
                                               the targets of the build descriptions (Xcode projects,
                                               Package.swift, project.yml): platforms, deployment
                                               versions, conditions, and the Swift files no target
                                               compiles
               lifeline dump injections PATH...
                                               every environment injection the model counts, by
                                               type: each place once, the helpers it comes through,
                                               and which are preview code
               lifeline dump hovers PATH... [--view NAME] [--stand-in] [--timings]
                                               the hover of every model property, simulated here
               lifeline dump reach PATH...
                                               the roots the hovers' search through the app's
                                               screens starts from, and for each view holding an
                                               object: reached (and how), reachable through
                                               constructions but not found, or on no chain to a root

        Debugging views of what Lifeline reads. PATHs may be .swift files or folders.
        """

    static let lsp = """
        usage: lifeline lsp [--log-level error|warning|info|debug] [--with COMMAND] [--version]

        The language server: LSP over standard input and output, for an editor to start. Hovers
        explain each model property's owner and lifetime with what the simulator saw; quick fixes
        and refactorings convert wrappers; code lenses, inlay hints, an outline and the visualizer
        command. Simulations run in a `lifeline worker hover` child that the server restarts if it
        fails. Log lines go to standard error (--log-level, default warning). See docs/editors.md.

        --with COMMAND  also run another language server (such as "sourcekit-lsp") behind the same
                        connection and merge the answers, for editors that run one server per
                        buffer (Eglot). Completion and navigation are the other server's.
        """

    static let bench = """
        usage: lifeline bench parse [--compare-oracle] [--compare-swiftc] [--repeat N] PATH...
               lifeline bench check PATH...
               lifeline bench simulate [--taps N] [--only NAME]
               lifeline bench lsp [--files N] [--workspace DIR] [--hovers N] [--edits N] [--file NAME]
                                  [--sourcekit PATH | --no-sourcekit]
               lifeline bench lsp --every-property --workspace DIR
               lifeline bench generate DIR [--files N]

        Measurements, in a release build (swift build -c release): parser throughput and round
        trip, the check's phases (and an edit in a body: reparse, model update, ownership and that
        file's rules, best and median of 100), long simulations, the language server over stdio,
        and a generated SwiftUI workspace to run them on.
        """

    /// The usage of a subcommand, or nil for one that does not exist.
    static func usage(of command: String) -> String? {
        switch command {
        case "check": return check
        case "ownership": return ownership
        case "rules": return rules
        case "migrate": return MigrateCommand.usage
        case "dump": return dump
        case "lsp": return lsp
        case "bench": return bench
        case "simulate": return SimulateCommand.usage
        case "visualize": return VisualizeCommand.usage
        case "worker": return WorkerCommand.usage
        default: return nil
        }
    }
}
