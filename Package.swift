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
        // Optimized even in debug builds: the parser's tests include 50 MB and 100,000-deep inputs,
        // which an unoptimized parser turns from seconds into minutes.
        .target(name: "Syntax", swiftSettings: [.unsafeFlags(["-O"])]),
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
