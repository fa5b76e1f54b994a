// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Inventory",
    platforms: [.iOS(.v15), .macOS(.v12)],
    targets: [.target(name: "Inventory", path: ".")]
)
