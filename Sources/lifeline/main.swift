// The `lifeline` executable: argument parsing and wiring only. Each subcommand lives in its own file.
import Foundation
import Syntax

let usage = """
    usage: lifeline <command> [arguments]

    commands:
      check [PATH...] [--format text|json|sarif] [--fail-on error|warning|info|never]
            [--toolchain xcode26|xcode27] [--config FILE] [--fix] [--baseline FILE] [--write-baseline FILE]
            [--stamp FILE]
                                  SwiftUI ownership findings, compiler style; exit 1 at or above --fail-on;
                                  --fix applies the safe fix-its in place; --baseline reports only the
                                  findings not in a baseline that --write-baseline wrote; --stamp writes
                                  a file once the check has run (a build step's output)
      simulate FILE... [--root VIEW] [--do ACTION]... [--script FILE] [--toolchain xcode26|xcode27]
               [--format text|json] [--screen] [--seed N] [--lazy-retention retain|discard]
               [--visible-rows N] [--step-budget N] [--platform iOS|macOS|tvOS|watchOS|visionOS]
               [--strict | --placeholders] [--toward VIEW]
                                  what SwiftUI does at launch and after each action: view inits,
                                  bodies, object inits and deinits, appearances; --screen adds the screen;
                                  from an App or a hosting controller's root view, an environment
                                  object nothing injects is SwiftUI's crash; from a view below, a
                                  placeholder, with a note (--strict: the crash there too;
                                  --placeholders: placeholders from a root of the app too);
                                  --toward VIEW takes the branches that lead to VIEW, each noted
      visualize [FILE|DIR...|--example] [--root VIEW] [--port N] [--no-open] [--toolchain xcode26|xcode27]
                                  the interactive lifecycle visualizer on 127.0.0.1: tap through the
                                  screen, watch objects live and die; without FILE or DIR the current
                                  folder (when it holds Swift files), --example the built-in example
      lsp [--log-level LEVEL] [--with COMMAND] [--version]
                                  the language server (LSP over stdin and stdout): diagnostics,
                                  ownership hovers with the simulator's outcome, quick fixes and
                                  conversions, the @Observable migration, outline, lenses, inlay hints;
                                  --with "sourcekit-lsp" runs that server behind the same connection
      rules [--markdown]          the rule catalogue (as docs/rules.md with --markdown)
      migrate [PATH...] [--class NAME] [--write] [--format text|json] [--toolchain xcode26|xcode27]
                                  the migration to @Observable: for every ObservableObject class,
                                  offered (and what it changes, simulated before and after) or withheld
                                  (and why); --write applies one
      ownership [PATH...] [--format text|json] [--toolchain xcode26|xcode27] [--config FILE]
                                  who owns every model property, with the evidence
      dump decls PATH...          declaration facts of every .swift file, one JSON object per line
      dump tree FILE              the syntax tree of one file, for debugging
      dump tokens FILE            the tokens with their byte ranges and trivia
      dump model PATH...          the SwiftUI model: views, properties, initializers, constructions, roots
      dump hovers PATH... [--view NAME] [--stand-in] [--timings]
                                  the hover of every model property (or of one view's), simulated here
      dump errors FILE...         the syntax errors of each file
      bench parse [--compare-oracle] [--compare-swiftc] [--repeat N] PATH...
                                  parse every .swift file, check the round trip, print throughput;
                                  optionally time swift-syntax and the C++ parser on the same files
      bench check PATH...         time lifeline check in phases (best of 3), and an edit in a body
                                  (reparse, model update, ownership, that file's rules)
      bench simulate [--taps N] [--only NAME]
                                  long action sequences on the examples: actions and events per second
      bench lsp [--files N] [--workspace DIR] [--hovers N] [--edits N] [--file NAME]
                [--sourcekit PATH | --no-sourcekit] [--every-property]
                                  the language server over stdio on a generated workspace (or DIR):
                                  start-up, hover, change-to-diagnostics, memory; and sourcekit-lsp's
                                  hover; --every-property hovers every model property of DIR once
      bench generate DIR [--files N]
                                  write a synthetic SwiftUI workspace of N screens (default 2000)
      worker hover|page           internal: the simulation worker lsp and visualize start themselves
      help [COMMAND]              this text, or one command's usage (also COMMAND --help)
      --version                   the version

    """

let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32
// `lifeline COMMAND --help` (or -h, anywhere after the command) prints that command's usage.
if let command = arguments.first, let text = Help.usage(of: command), arguments.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" }) {
    print(text)
    exit(0)
}
switch arguments.first {
case "dump":
    status = DumpCommand.run(Array(arguments.dropFirst()))
case "check":
    status = CheckCommand.check(Array(arguments.dropFirst()))
case "ownership":
    status = CheckCommand.ownership(Array(arguments.dropFirst()))
case "rules":
    status = CheckCommand.rules(Array(arguments.dropFirst()))
case "migrate":
    status = MigrateCommand.run(Array(arguments.dropFirst()))
case "lsp":
    status = LSPCommand.run(Array(arguments.dropFirst()))
case "simulate":
    status = SimulateCommand.run(Array(arguments.dropFirst()))
case "visualize":
    status = VisualizeCommand.run(Array(arguments.dropFirst()))
case "bench":
    status = BenchCommand.run(Array(arguments.dropFirst()))
case "worker":
    status = WorkerCommand.run(Array(arguments.dropFirst()))
case "--version", "version":
    print("lifeline \(lifelineVersion)")
    status = 0
case "help", "--help", "-h":
    if arguments.count > 1 {
        if let text = Help.usage(of: arguments[1]) {
            print(text)
            status = 0
        } else {
            printError("lifeline help: unknown command '\(arguments[1])'; run 'lifeline help' for the list")
            status = 2
        }
    } else {
        print(usage, terminator: "")
        status = 0
    }
case nil:
    printError(usage)
    status = 2
default:
    printError("lifeline: unknown command '\(arguments[0])'; run 'lifeline help' for the list")
    status = 2
}
exit(status)
