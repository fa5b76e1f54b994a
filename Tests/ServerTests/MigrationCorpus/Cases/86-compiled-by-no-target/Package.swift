// swift-tools-version: 5.9
import PackageDescription

// The package's one target compiles Sources/Sketches; Sketch.swift, beside the manifest, is in no
// target: it is no part of what the package builds.
let package = Package(
    name: "Sketches",
    platforms: [.iOS(.v17), .macOS(.v14)],
    targets: [.target(name: "Sketches")]
)
