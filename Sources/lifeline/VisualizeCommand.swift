import Foundation
import Simulator
import Visualizer
import Worker

#if canImport(Glibc)
    import Glibc
#endif

/// `lifeline visualize`: serves the lifecycle visualizer on 127.0.0.1 until Ctrl-C.
enum VisualizeCommand {
    static let usage = """
        usage: lifeline visualize [FILE|DIR...|--example] [--root VIEW] [--port N] [--no-open]
                                  [--toolchain xcode26|xcode27]

        Serves the interactive lifecycle visualizer on 127.0.0.1 (a free port unless --port) behind
        a random token, prints its address and opens the default browser when there is a display
        (not with --no-open). Without FILE or DIR it shows the current folder when that holds Swift
        files (outside .build, Pods, Carthage, DerivedData and other build or vendored folders),
        else the built-in example; --example shows the built-in example (the score plate that
        loses its score) wherever you are. The files are read, never written, except when you
        press "Apply to file". Stop it with Ctrl-C.
        """

    static func run(_ arguments: [String]) -> Int32 {
        var paths: [String] = []
        var root: String?
        var port: UInt16 = 0
        var open = true
        var toolchain = ToolchainMode.xcode26
        var allowedOrigins: [String] = []
        var example = false
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--help", "-h":
                print(usage)
                return 0
            case "--root":
                guard let value = rest.popFirst() else { return fail("--root needs a view name") }
                root = value
            case "--port":
                guard let value = rest.popFirst(), let number = UInt16(value) else { return fail("--port needs a number from 0 to 65535") }
                port = number
            case "--no-open":
                open = false
            case "--example":
                example = true
            case "--toolchain":
                guard let value = rest.popFirst(), let mode = ToolchainMode(rawValue: value) else { return fail("--toolchain takes xcode26 or xcode27") }
                toolchain = mode
            case "--allow-origin":
                guard let value = rest.popFirst() else { return fail("--allow-origin needs an origin") }
                allowedOrigins.append(value)
            default:
                if argument.hasPrefix("-") { return fail("unknown option \(argument); see lifeline visualize --help") }
                paths.append(argument)
            }
        }
        if example && !paths.isEmpty { return fail("--example shows the built-in example; give it no FILE or DIR") }
        // No path: the current folder, as check, ownership and migrate take it, when it holds
        // Swift files of its own; else (or with --example) the built-in example.
        let currentFolder = paths.isEmpty && !example && Session.holdsSwiftFiles(".")
        if currentFolder { paths = ["."] }
        let session: Session
        do {
            // The files as every command finds them (and refuses them) first.
            if !paths.isEmpty { _ = try swiftFiles(in: paths) }
            session = try Session(paths: paths.isEmpty ? nil : paths, root: root, toolchain: toolchain)
        } catch {
            printFailure(error, command: "visualize")
            return 2
        }
        // An unknown root is refused as `simulate` refuses it, before anything is served.
        if let root {
            do {
                try session.checkRoot(root)
            } catch {
                printFailure(error, command: "visualize")
                return 2
            }
        }
        let service = Service(session: session)
        service.allowedOrigins = Set(allowedOrigins)
        // Analyses and simulations run in a `lifeline worker` child, so a fault there is survived.
        service.useWorker(executable: WorkerClient.currentExecutable) { line in printError(line) }
        let server: HTTPServer
        do {
            server = try HTTPServer(port: port) { request in service.handle(request) }
        } catch {
            printFailure(error, command: "visualize")
            return 1
        }
        service.port = server.port
        server.start()
        let address = "http://127.0.0.1:\(server.port)\(service.pagePath)"
        // Written unbuffered: a script or an editor reads the address from the pipe at once.
        say("Lifeline visualizer: \(address)")
        if currentFolder {
            say("Serving the current folder, \(session.folderName ?? "."), until Ctrl-C (lifeline visualize --example for the built-in example).")
        } else {
            say("Serving \(paths.isEmpty ? "the built-in example" : paths.joined(separator: ", ")) until Ctrl-C.")
        }
        if open { openBrowser(address) }

        // Ctrl-C and SIGTERM stop it cleanly.
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        let stop = DispatchSemaphore(value: 0)
        var sources: [DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM] {
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stop.signal() }
            source.resume()
            sources.append(source)
        }
        stop.wait()
        server.stop()
        say("\nLifeline visualizer stopped.")
        _ = sources
        return 0
    }

    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    static func fail(_ message: String) -> Int32 {
        printError("lifeline visualize: \(message)")
        return 2
    }

    /// Opens the address in the default browser when there is a display to show it on.
    static func openBrowser(_ address: String) {
        let environment = ProcessInfo.processInfo.environment
        guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil || environment["BROWSER"] != nil else {
            say("No display: open the address above in a browser.")
            return
        }
        let opener = environment["BROWSER"] ?? "xdg-open"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [opener, address]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { print("Could not start \(opener): open the address above in a browser.") }
    }
}
