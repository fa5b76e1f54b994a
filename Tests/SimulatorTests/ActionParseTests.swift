import Semantics
import Simulator
import Syntax
import XCTest

/// Actions as the command line and scripts write them: each parses to the action whose
/// description is the text again; a malformed one fails with a message saying how to write it.
final class ActionParseTests: XCTestCase {
    func assertRoundTrip(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual((try? Action.parse(text))?.description, text, file: file, line: line)
    }

    func assertRejected(_ text: String, saying expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try Action.parse(text), file: file, line: line) { error in
            XCTAssertTrue("\(error)".contains(expected), "\(error)", file: file, line: line)
        }
    }

    func testEveryVerbRoundTrips() {
        for text in ["tap \"Open\"", "tap \"Open\"#2", "toggle \"Wi-Fi\"", "back", "dismiss", "tab \"Settings\"", "set Home.flag = true",
            "type \"Search\" = \"harbour\"", "run Home: model.count += 1", "scroll down", "scroll up 3", "push Route", "push App.Route"]
        {
            assertRoundTrip(text)
        }
    }

    func testAPushNamesAType() {
        assertRejected("push", saying: "write push TYPE")
        assertRejected("push Route()", saying: "write push TYPE")
        assertRejected("push [Route]", saying: "write push TYPE")
    }

    /// A push needs a stack on screen that declares a destination for the type.
    func testAPushWithNoDestinationForItsTypeSaysSo() throws {
        let source = """
            import SwiftUI
            enum Route: Hashable { case a }
            struct Home: View {
                var body: some View { NavigationStack { Text("Home").navigationDestination(for: Int.self) { Text("\\($0)") } } }
            }
            """
        let simulation = try Simulation(files: [SourceFile(path: "Home.swift", tree: SyntaxTree.parse(source))], root: "Home")
        simulation.launch()
        XCTAssertThrowsError(try simulation.perform(.push("Route"))) { error in
            XCTAssertTrue("\(error)".contains("no navigation stack on screen declares navigationDestination(for: Route.self)"), "\(error)")
        }
        XCTAssertNoThrow(try simulation.perform(.push("Int")))
        // A screen was pushed: `back` has one to pop.
        XCTAssertNoThrow(try simulation.perform(.back))
        XCTAssertThrowsError(try simulation.perform(.back))
    }
}
