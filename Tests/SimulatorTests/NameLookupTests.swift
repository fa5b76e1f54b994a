import Foundation
import Semantics
@testable import Simulator
import Syntax
import XCTest

/// What a name in a call means to the simulator: the workspace's declarations where Swift would
/// pick them, SwiftUI's and the standard library's otherwise.
final class NameLookupTests: XCTestCase {
    /// The launch's trace, with the screen, of a one-file program.
    func launch(_ source: String, root: String) throws -> String {
        let program = Program(files: [SourceFile(path: "/w/App.swift", tree: SyntaxTree.parse(source))])
        let simulation = try Simulation(program: program, root: root, screens: true)
        _ = simulation.launch()
        return simulation.trace.text(screen: true)
    }

    func testModuleQualifiedCallsAreTheFrameworks() throws {
        let trace = try launch(
            "import SwiftUI\nstruct Screen: View {\n  var body: some View { SwiftUI.VStack { SwiftUI.Text(\"qualified\"); Text(\"\\(Swift.max(2, 3))\") } }\n}\n",
            root: "Screen")
        XCTAssertTrue(trace.contains("qualified"), trace)
        XCTAssertTrue(trace.contains("3"), trace)
        XCTAssertFalse(trace.contains("not known to the simulator"), trace)
    }

    func testAnExtensionInitializerDoesNotReplaceTheStandardLibrarysType() throws {
        let source = """
            import SwiftUI
            extension Int {
                init?(hexString: String) { self.init(hexString, radix: 16) }
            }
            struct Screen: View {
                var body: some View { Text("value \\(Int("42") ?? -1)") }
            }
            """
        let trace = try launch(source, root: "Screen")
        XCTAssertTrue(trace.contains("value 42"), trace)
    }
}
