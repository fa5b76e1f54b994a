import Foundation
import Semantics
import Simulator
import Syntax

/// `lifeline bench simulate [--taps N] [EXAMPLES_DIR]`: long action sequences on the examples,
/// timed in the same process; prints actions and events per second.
enum SimulateBench {
    struct Scenario {
        let file: String
        let root: String
        let cycle: [String]
    }

    static let scenarios = [
        Scenario(file: "ScorePlate.swift", root: "ScoreBoardView", cycle: ["tap \"+1\""]),
        Scenario(file: "StateVsObservedCounters.swift", root: "RefreshHarnessView", cycle: ["tap \"Owned +1\"", "tap \"Borrowed +1\"", "tap \"Refresh Parent\""]),
        Scenario(file: "NavigationAndSheet.swift", root: "PresentationLabView", cycle: ["tap \"Push Owned\"", "tap \"Owned +1\"", "back", "tap \"Present Observed\"", "tap \"Observed +1\"", "dismiss"]),
        Scenario(file: "DiceReset.swift", root: "DiceTableView", cycle: ["tap \"Roll Loose\"", "tap \"Roll Owned\"", "tap \"Change Background\"", "tap \"Toggle Dice\"", "tap \"Toggle Dice\"", "tap \"New Dice Identity\""]),
    ]

    static func run(_ arguments: [String]) -> Int32 {
        var taps = 100_000
        var directory = "Examples"
        var only: String? = nil
        var repeats = 3
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--only":
                guard let name = rest.popFirst() else {
                    printError("lifeline bench simulate: --only takes a workload name")
                    return 2
                }
                only = name
            case "--repeat":
                guard let n = positiveNumber(rest.popFirst()) else {
                    printError("lifeline bench simulate: --repeat takes a positive number")
                    return 2
                }
                repeats = n
            case "--taps":
                guard let n = positiveNumber(rest.popFirst()) else {
                    printError("lifeline bench simulate: --taps takes a positive number")
                    return 2
                }
                taps = n
            default:
                if argument.hasPrefix("--") {
                    printError("lifeline bench simulate: unknown option \(argument)")
                    return 2
                }
                directory = argument
            }
        }
        let chosen = scenarios.filter { scenario in only.map { scenario.file.hasPrefix($0) } ?? true }
        if chosen.isEmpty {
            printError("lifeline bench simulate: no workload starts with \(only ?? ""); workloads: \(scenarios.map(\.file).joined(separator: ", "))")
            return 2
        }
        print("lifeline bench simulate: \(taps) actions per scenario after a launch, best of \(repeats) fresh runs; release build recommended")
        print("scenario                          actions     events   seconds   actions/s     events/s")
        for scenario in chosen {
            let path = (directory as NSString).appendingPathComponent(scenario.file)
            guard let bytes = try? readBytes(path) else {
                printError("lifeline bench simulate: cannot read \(path); run from the repository or give the Examples folder")
                return 2
            }
            let file = SourceFile(path: path, tree: SyntaxTree.parse(bytes))
            let actions: [Action]
            do {
                actions = try scenario.cycle.map { try Action.parse($0) }
            } catch {
                printError("lifeline bench simulate: \(error)")
                return 1
            }
            do {
                var seconds = Double.infinity
                var events = 0
                for _ in 0..<repeats {
                    let simulation = try Simulation(files: [file], root: scenario.root)
                    simulation.keepsSteps = false
                    simulation.launch()
                    let clock = ContinuousClock()
                    var count = 0
                    let elapsed = try clock.measure {
                        for index in 0..<taps {
                            count += try simulation.perform(actions[index % actions.count]).events.count
                        }
                    }
                    seconds = min(seconds, BenchCommand.seconds(elapsed))
                    events = count
                }
                let name = scenario.file.padding(toLength: 30, withPad: " ", startingAt: 0)
                print(String(format: "%@ %10d %10d %9.3f %11.0f %12.0f", name, taps, events, seconds, Double(taps) / seconds, Double(events) / seconds))
            } catch {
                printError("lifeline bench simulate: \(scenario.file): \(error)")
                return 1
            }
        }
        return 0
    }
}
