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
    ],
    targets: [
        // Tokens with trivia, the lossless tree, the error-tolerant lexer and parser, SourceText.
        // Imports nothing, not even Foundation.
        .target(name: "Syntax"),
        .testTarget(
            name: "SyntaxTests",
            dependencies: ["Syntax"],
            exclude: ["Golden"]
        ),

        // The executable: argument parsing and wiring only.
        .executableTarget(name: "lifeline", dependencies: ["Syntax"]),
        .testTarget(name: "lifelineTests", dependencies: ["lifeline"]),
    ]
)
