import Foundation
import Semantics
import Simulator
import Syntax

/// `lifeline simulate FILE... --root VIEW [--do ACTION]... [--script FILE] [--toolchain ...]
/// [--format text|json] [--screen] [--seed N]`
enum SimulateCommand {
    static let usage = """
        usage: lifeline simulate FILE... [--root VIEW] [--do ACTION]... [--script FILE]
                                 [--toolchain xcode26|xcode27] [--format text|json] [--screen] [--seed N]
                                 [--lazy-retention retain|discard] [--visible-rows N] [--step-budget N]
                                 [--platform iOS|macOS|tvOS|watchOS|visionOS] [--strict | --placeholders]
                                 [--toward VIEW]
        The simulation runs the code compiled for one platform (default iOS): #if is read for it.
        From a root of the app (an App, or a view a hosting controller of the workspace shows), an
        environment object nothing injects is SwiftUI's crash, with SwiftUI's message. From a view
        below the roots it is made as a placeholder, with a note, so a screen from the middle of an
        app can be simulated. --strict crashes there too; --placeholders makes placeholders also
        from a root of the app.
        --toward VIEW steers the run toward showing VIEW: a view builder's if, switch or ForEach
        that would not build the code leading to it builds it anyway, with what its conditions bind
        unknown; the branches taken so are listed after the trace. What the run shows then holds
        only where the app takes those branches.
        actions: tap "LABEL"  tap "LABEL"#2  toggle "LABEL"  back  dismiss  tab "LABEL"
                 set VIEW.PROPERTY = VALUE  type "LABEL" = "TEXT"  scroll down|up [ROWS]
                 run VIEW: CODE  (Swift statements run as that view's action)
                 push TYPE  (a value of TYPE the simulator does not know, pushed on the stack
                 whose navigationDestination(for:) takes it; with --toward, the destination's
                 case that builds VIEW is taken)
        """

    struct Options {
        var paths: [String] = []
        var root: String?
        var actions: [Action] = []
        var format = "text"
        var screen = false
        var settings: SimulationSettings = {
            var settings = SimulationSettings()
            settings.placeholderEnvironment = true
            return settings
        }()
        var platform: String?
        /// `--toward`: the view the run is steered toward.
        var toward: String?
        /// `--strict` or `--placeholders` given: the choice is the user's, not the root's.
        var environmentChosen = false
    }

    /// Whether a root is one of the app's: an App, or a view a hosting controller of the workspace
    /// shows (`UIHostingController(rootView:)`): nothing above it can inject an environment object.
    static func isRootOfTheApp(_ root: String, in program: Program) -> Bool {
        guard let type = program.type(root) else { return false }
        if type.isApp { return true }
        return program.model.roots.contains { found in
            found.kind == .hostingController && found.constructions.contains { $0.typeKeys.contains(TypeKey(type.key)) }
        }
    }

    /// Why parsing stopped before a run: the exit status, after the message is printed.
    struct Stop: Error {
        let status: Int32
    }

    /// Reads the arguments. Mistakes in them exit 2; an input that cannot be read exits 1, as in
    /// every command.
    static func parse(_ arguments: [String]) -> Result<Options, Stop> {
        var options = Options()
        var rest = arguments[...]
        func fail(_ message: String, status: Int32 = 2) -> Result<Options, Stop> {
            printError("lifeline simulate: \(message)")
            return .failure(Stop(status: status))
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--root":
                guard let value = rest.popFirst() else { return fail("--root takes a view name") }
                options.root = value
            case "--do":
                guard let value = rest.popFirst() else { return fail("--do takes an action, such as --do 'tap \"+1\"'") }
                do {
                    options.actions.append(try Action.parse(value))
                } catch {
                    return fail("\(error)")
                }
            case "--script":
                guard let path = rest.popFirst() else { return fail("--script takes a file with one action per line") }
                guard let bytes = try? readBytes(path) else { return fail("cannot read the script \(path)", status: 2) }
                let text = String(decoding: bytes, as: UTF8.self)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("//") { continue }
                    do {
                        options.actions.append(try Action.parse(trimmed))
                    } catch {
                        return fail("\(path):\(number + 1): \(error)")
                    }
                }
            case "--strict", "--placeholders":
                if options.environmentChosen { return fail("--strict and --placeholders: give one of them") }
                options.environmentChosen = true
                options.settings.placeholderEnvironment = argument == "--placeholders"
            case "--toward":
                guard let value = rest.popFirst() else { return fail("--toward takes a view name") }
                options.toward = value
            case "--toolchain":
                guard let value = rest.popFirst(), let mode = ToolchainMode(rawValue: value) else {
                    return fail("--toolchain takes xcode26 or xcode27")
                }
                options.settings.toolchain = mode
            case "--format":
                guard let value = rest.popFirst(), value == "text" || value == "json" else { return fail("--format takes text or json") }
                options.format = value
            case "--screen":
                options.screen = true
            case "--seed":
                guard let value = rest.popFirst(), let seed = UInt64(value) else { return fail("--seed takes a whole number") }
                options.settings.seed = seed
            case "--lazy-retention":
                guard let value = rest.popFirst(), let retention = LazyRetention(rawValue: value) else {
                    return fail("--lazy-retention takes retain or discard")
                }
                options.settings.lazyRetention = retention
            case "--visible-rows":
                guard let rows = positiveNumber(rest.popFirst()), rows <= 10_000 else {
                    return fail("--visible-rows takes a number from 1 to 10000")
                }
                options.settings.visibleRows = rows
            case "--platform":
                guard let value = rest.popFirst(), BuildConfiguration.allPlatforms.contains(value) else {
                    return fail("--platform takes one of \(BuildConfiguration.allPlatforms.joined(separator: ", "))")
                }
                options.platform = value
            case "--step-budget":
                guard let budget = positiveNumber(rest.popFirst()) else { return fail("--step-budget takes a positive number") }
                options.settings.stepBudget = budget
            case "--help", "-h":
                print(usage)
                return .failure(Stop(status: 0))
            default:
                if argument.hasPrefix("--") { return fail("unknown option \(argument); see lifeline simulate --help") }
                options.paths.append(argument)
            }
        }
        if options.paths.isEmpty { return fail("give the Swift files (or a folder) to simulate; see lifeline simulate --help") }
        return .success(options)
    }

    /// Runs on a thread with a large stack: the simulated program's nesting is bounded, but each
    /// level of it costs several native frames.
    static func run(_ arguments: [String]) -> Int32 {
        LargeStack.run { runOnLargeStack(arguments) }
    }

    static func runOnLargeStack(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage)
            return 0
        }
        var options: Options
        switch parse(arguments) {
        case .success(let parsed): options = parsed
        case .failure(let stop): return stop.status
        }
        let files: [SourceFile]
        do {
            files = try loadWorkspace(options.paths)
        } catch {
            printFailure(error, command: "simulate")
            return 2
        }
        // Code the parser could not read is simulated as far as its tree goes; say where, as check does.
        for note in syntaxErrorNotes(files, consequence: "what happens in this file may be simulated incompletely") { printError(note) }
        var simulation: Simulation
        do {
            let configuration = options.platform.map { BuildConfiguration(platforms: [$0]) } ?? .everything
            simulation = try Simulation(
                files: files, root: options.root, settings: options.settings, screens: options.screen, configuration: configuration,
                build: loadBuildDescription(options.paths))
            var again = false
            if let toward = options.toward {
                let model = simulation.program.model
                let found = model.views(matching: toward)
                guard found.count == 1 else {
                    let names = found.map(\.key.rawValue).joined(separator: ", ")
                    printError("lifeline simulate: --toward \(toward): " + (found.isEmpty ? "no view of the workspace has that name" : "several views have that name (\(names)); write the qualified one"))
                    return 2
                }
                options.settings.steerToward = model.placesBuilding([found[0].key])
                again = true
            }
            // At a root of the app nothing above could inject: a missing object is SwiftUI's crash.
            if !options.environmentChosen, SimulateCommand.isRootOfTheApp(simulation.rootName, in: simulation.program) {
                options.settings.placeholderEnvironment = false
                again = true
            }
            if again {
                simulation = try Simulation(program: simulation.program, root: simulation.rootName, settings: options.settings, screens: options.screen)
            }
            simulation.keepsSteps = false
        } catch {
            printFailure(error, command: "simulate")
            return 2
        }
        var output = OutputBuffer()
        func emit(_ step: Step) {
            let trace = Trace(steps: [step], root: simulation.rootName, settings: options.settings)
            let text = options.format == "json" ? trace.jsonLines(screen: options.screen) : trace.text(screen: options.screen)
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() { output.line(String(line)) }
        }
        emit(simulation.launch())
        for (index, action) in options.actions.enumerated() {
            if simulation.hasCrashed {
                output.flush()
                printError("lifeline simulate: the app crashed; \(options.actions.count - index) action(s) not run")
                return 3
            }
            do {
                emit(try simulation.perform(action))
            } catch {
                output.flush()
                printError("lifeline simulate: step \(index + 1) (\(action)): \(error)")
                return 1
            }
        }
        if options.toward != nil {
            let steered = simulation.steeredBranches
            if steered.isEmpty {
                output.line("steered toward \(options.toward!): no branch needed steering")
            } else {
                output.line("steered toward \(options.toward!): took the branch" + (steered.count == 1 ? " at " : "es at ") + steered.map(\.place).joined(separator: ", "))
            }
        }
        output.flush()
        // The simulated app crashed (or hung) on the last action: the trace is complete, but say so.
        return simulation.hasCrashed ? 3 : 0
    }
}
