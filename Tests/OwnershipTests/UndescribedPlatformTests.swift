import Semantics
import XCTest

/// The platform the simulator runs files no build description covers on: macOS when their
/// imports say AppKit and never UIKit (AppKit exists on macOS only), else the default.
final class UndescribedPlatformTests: XCTestCase {
    /// The platform `path` is simulated on, in a workspace of `files`.
    func assertSimulated(_ path: String, in files: [String: String], on expected: String, file: StaticString = #filePath, line: UInt = #line) {
        let (model, _) = markedWorkspace(files)
        guard let index = model.files.firstIndex(where: { $0.path == path }) else { return XCTFail("no \(path)", file: file, line: line) }
        XCTAssertEqual(model.simulationConfiguration(forFile: index).simulatedPlatform, expected, file: file, line: line)
    }

    let view = "import SwiftUI\nstruct Main: View { var body: some View { Text(\"\") } }\n"

    func testAppKitAnywhereMakesAMacApp() {
        assertSimulated("Main.swift", in: ["Main.swift": view, "Delegate.swift": "import AppKit\nfinal class Delegate: NSObject {}\n"], on: "macOS")
    }

    func testCocoaIsAppKit() {
        assertSimulated("Main.swift", in: ["Main.swift": "import Cocoa\n" + view], on: "macOS")
    }

    func testAnImportOfOneDeclarationCounts() {
        assertSimulated("Main.swift", in: ["Main.swift": "import class AppKit.NSView\n" + view], on: "macOS")
    }

    func testUIKitAnywhereKeepsTheDefault() {
        assertSimulated("Main.swift", in: ["Main.swift": "import AppKit\n" + view, "Phone.swift": "import UIKit\nfinal class Phone {}\n"], on: "iOS")
    }

    func testAnImportUnderIfIsNotEvidence() {
        assertSimulated("Main.swift", in: ["Main.swift": "#if os(macOS)\nimport AppKit\n#endif\n" + view], on: "iOS")
    }

    func testSwiftUIAloneKeepsTheDefault() {
        assertSimulated("Main.swift", in: ["Main.swift": view], on: "iOS")
    }

    func testAFileATargetDescribesKeepsItsTargetsPlatform() {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kit", platforms: [.iOS(.v17), .macOS(.v14)], targets: [.target(name: "Kit")])
            """
        let files = ["Package.swift": manifest, "Sources/Kit/Row.swift": view, "App/Delegate.swift": "import AppKit\nfinal class Delegate: NSObject {}\n"]
        assertSimulated("Sources/Kit/Row.swift", in: files, on: "iOS")
        assertSimulated("App/Delegate.swift", in: files, on: "macOS")
    }
}
