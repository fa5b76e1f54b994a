// swift-tools-version: 6.0
// A package that uses Lifeline as its users would: the build-tool plugin on a target with SwiftUI
// views, the `swift package lifeline` command, and two of Lifeline's libraries by version.
// `scripts/check-as-dependency` builds it against a tagged clone of the checkout (it rewrites the
// URL below to that clone).
import PackageDescription

let package = Package(
    name: "PluginSample",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/lifeline-swift/lifeline", from: "0.1.0")
    ],
    targets: [
        .target(
            name: "Sample",
            plugins: [.plugin(name: "LifelineBuildToolPlugin", package: "lifeline")]
        ),
        .executableTarget(
            name: "consumer",
            dependencies: [
                .product(name: "Syntax", package: "lifeline"),
                .product(name: "Server", package: "lifeline"),
            ]
        ),
    ]
)
