// swift-tools-version: 6.0
// Lifeline: SwiftUI state ownership, analysed and simulated. No package dependencies, by design:
// the product builds from the toolchain's standard library, Foundation, Dispatch and XCTest alone.
import PackageDescription

let package = Package(
    name: "Lifeline",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "lifeline", targets: ["lifeline"]),
        .library(name: "Syntax", targets: ["Syntax"]),
        .library(name: "BuildSystem", targets: ["BuildSystem"]),
        .library(name: "Semantics", targets: ["Semantics"]),
        .library(name: "Ownership", targets: ["Ownership"]),
        .library(name: "Configuration", targets: ["Configuration"]),
        .library(name: "Simulator", targets: ["Simulator"]),
        .library(name: "LSP", targets: ["LSP"]),
        .library(name: "Features", targets: ["Features"]),
        .library(name: "Server", targets: ["Server"]),
        .library(name: "Worker", targets: ["Worker"]),
        // `lifeline check` as a build step (SwiftPM and Xcode), as `swift package lifeline`, and with
        // its fixes as `swift package lifeline-fix`.
        .plugin(name: "LifelineBuildToolPlugin", targets: ["LifelineBuildToolPlugin"]),
        .plugin(name: "LifelineCommandPlugin", targets: ["LifelineCommandPlugin"]),
        .plugin(name: "LifelineFixPlugin", targets: ["LifelineFixPlugin"]),
    ],
    targets: [
        // Tokens with trivia, the lossless tree, the error-tolerant lexer and parser, SourceText.
        // Imports nothing, not even Foundation.
        .target(name: "Syntax"),
        // Helpers every test target shares (emoji markers); never linked into the product.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "SyntaxTests",
            dependencies: ["Syntax", "TestSupport"],
            exclude: ["Golden"]
        ),

        // What a workspace's build descriptions say (Xcode projects and their .xcconfig files, SwiftPM
        // manifests read as syntax, XcodeGen specs): targets, their files, platforms, deployment
        // versions and compilation conditions. Pure values; files come in as bytes.
        .target(name: "BuildSystem", dependencies: ["Syntax"]),
        .testTarget(name: "BuildSystemTests", dependencies: ["BuildSystem"]),
        // Finding and reading a workspace's build description files on disk, for the command line,
        // the language server and the visualizer alike. The only IO beside theirs.
        .target(name: "WorkspaceFiles", dependencies: ["BuildSystem"]),

        // The SwiftUI model of a workspace: views, model classes, properties, initializers, body view
        // trees, roots. Pure values; no IO.
        .target(name: "Semantics", dependencies: ["Syntax", "BuildSystem"]),
        .testTarget(name: "SemanticsTests", dependencies: ["Semantics", "Syntax"]),

        // Ownership inference and the rule catalogue, one file per rule; findings carry fix-its as
        // text edits. Knows nothing of LSP or the simulator.
        .target(name: "Ownership", dependencies: ["Semantics", "Syntax"]),
        .testTarget(name: "OwnershipTests", dependencies: ["BuildSystem", "Ownership", "Semantics", "Syntax", "TestSupport"], exclude: ["Fixtures"]),

        // A project's files for Lifeline: `.lifeline.json` read from its bytes into the rules'
        // settings, so the command line and the language server read it alike. No IO.
        .target(name: "Configuration", dependencies: ["Ownership", "Semantics", "Syntax"]),
        .testTarget(name: "ConfigurationTests", dependencies: ["Configuration", "Ownership", "Semantics"]),

        // The lifecycle simulator: identities, storage, object lifetimes, body re-evaluation, and a
        // small interpreter for the Swift in views and models.
        .target(name: "Simulator", dependencies: ["BuildSystem", "Semantics", "Syntax"]),
        .testTarget(name: "SimulatorTests", dependencies: ["Simulator", "Semantics", "Syntax", "TestSupport"], exclude: ["Golden", "Scenarios"]),

        // The Language Server Protocol's framing (a pure state machine) and JSON-RPC messages, as
        // Codable values. No server logic and no IO.
        .target(name: "LSP"),
        .testTarget(name: "LSPTests", dependencies: ["LSP"]),

        // The editor-facing facade: workspace snapshots, diagnostics, hovers, as plain values in UTF-8
        // offsets. No LSP, no JSON, no IO.
        .target(name: "Features", dependencies: ["BuildSystem", "Ownership", "Semantics", "Syntax", "Simulator"]),

        // Worker processes: a long-lived `lifeline worker` child that runs what could trap on a
        // user's code (lowering, the simulator), so a fault there ends the worker, not the language
        // server or the visualizer. The client (start, mirror documents, time limits, restart) and
        // the worker's loop; it knows nothing of what the jobs are.
        .target(name: "Worker", dependencies: ["LSP"]),
        .testTarget(name: "WorkerTests", dependencies: ["Worker", "LSP"], exclude: ["fake-worker.py"]),

        // The language server: the only module that knows both LSP and Features, and the only one
        // besides the executable that does IO (it reads the workspace's files).
        .target(name: "Server", dependencies: ["BuildSystem", "WorkspaceFiles", "Configuration", "Features", "LSP", "Ownership", "Semantics", "Syntax", "Visualizer", "Simulator", "Worker"]),
        .testTarget(name: "ServerTests", dependencies: ["Server", "LSP", "Features", "Ownership", "Semantics", "Syntax", "TestSupport"], exclude: ["MigrationCorpus"]),

        // The lifecycle visualizer: the page and the loopback HTTP endpoint behind a token.
        .target(name: "Visualizer", dependencies: ["WorkspaceFiles", "Features", "Simulator", "Semantics", "Ownership", "Syntax", "Worker"]),
        .testTarget(name: "VisualizerTests", dependencies: ["Visualizer", "Simulator", "TestSupport"]),

        // The executable: argument parsing and wiring only.
        .executableTarget(name: "lifeline", dependencies: ["BuildSystem", "WorkspaceFiles", "Syntax", "Semantics", "Ownership", "Configuration", "Simulator", "LSP", "Server", "Visualizer", "Worker"]),
        .testTarget(name: "lifelineTests", dependencies: ["lifeline", "TestSupport"], exclude: ["Golden", "Clients"]),

        // The plugins: each runs the `lifeline` executable built for the host.
        .plugin(name: "LifelineBuildToolPlugin", capability: .buildTool(), dependencies: ["lifeline"]),
        // Two commands, since SwiftPM asks for a plugin's permissions on every run: the check reads,
        // the fix writes.
        .plugin(
            name: "LifelineCommandPlugin",
            capability: .command(intent: .custom(verb: "lifeline", description: "Check SwiftUI state ownership in the package's targets")),
            dependencies: ["lifeline"]),
        .plugin(
            name: "LifelineFixPlugin",
            capability: .command(
                intent: .custom(verb: "lifeline-fix", description: "Apply Lifeline's safe fixes to the package's targets, then check"),
                permissions: [.writeToPackageDirectory(reason: "lifeline-fix rewrites property wrappers in your Swift files")]),
            dependencies: ["lifeline"]),
    ]
)
