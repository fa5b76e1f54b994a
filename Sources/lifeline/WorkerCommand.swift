import Foundation
import Server
import Simulator
import Visualizer
import Worker

/// `lifeline worker hover|page`: the worker process the language server and the visualizer start
/// for themselves (see `WorkerClient`). It speaks a private protocol on stdin and stdout and is
/// not meant to be run by hand.
enum WorkerCommand {
    static let usage = """
        usage: lifeline worker hover|page

        Internal: the simulation worker that `lifeline lsp` (hover) and `lifeline visualize` (page)
        start and restart themselves, so that a fault in the simulator never ends them. It reads
        requests on standard input and answers on standard output, and exits when its input closes.
        """

    static func run(_ arguments: [String]) -> Int32 {
        let service: WorkerService
        switch arguments.first {
        case "hover" where arguments.count == 1: service = HoverWorkerService()
        case "page" where arguments.count == 1: service = PageWorkerService()
        case "--help", "-h":
            print(usage)
            return 0
        default:
            printError("lifeline: worker takes 'hover' or 'page'; it is started by lifeline lsp and lifeline visualize, not by hand")
            return 2
        }
        // The simulator's nesting needs the large stack.
        return LargeStack.run { WorkerHost.serveStandardStreams(service) }
    }
}
