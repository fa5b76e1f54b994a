// swift-tools-version: 6.0
// Holds Lifeline's parser against swift-syntax's on real files, node by node. This package may depend
// on swift-syntax; the Lifeline product never does.
import PackageDescription

let package = Package(
    name: "LifelineConformance",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Lifeline", path: ".."),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        .executableTarget(
            name: "syntax-conformance",
            dependencies: [
                .product(name: "Syntax", package: "Lifeline"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        )
    ]
)
