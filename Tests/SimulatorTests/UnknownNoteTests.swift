import Foundation
import Semantics
@testable import Simulator
import Syntax
import XCTest

/// Notes that something is not known to the simulator are grouped per name in a trace: one line
/// each, where the first was met, with how many there were and every place (nothing dropped).
final class UnknownNoteTests: XCTestCase {
    static func unknown(_ what: String, at place: String?) -> Event {
        Event(kind: .note, message: place.map { "\($0): \(what)" } ?? what, unknown: what, places: place.map { [$0] } ?? [])
    }

    func assertGrouped(_ events: [Event], _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Step.grouping(events).map(\.text), expected, file: file, line: line)
    }

    func testNotesGroupPerNameAtTheFirst() {
        let formatter = "`Formatter` is not known to the simulator; its value is unknown"
        let track = "`Analytics.track(...)` is not known to the simulator"
        let body = Event(kind: .viewBody, view: "V")
        assertGrouped([], [])
        assertGrouped([body], ["V.body"])
        assertGrouped([Self.unknown(formatter, at: "A.swift:3")], ["note: A.swift:3: \(formatter)"])
        assertGrouped(
            [Self.unknown(formatter, at: "A.swift:3"), body, Self.unknown(formatter, at: "A.swift:9"), Self.unknown(formatter, at: "B.swift:1")],
            ["note: \(formatter) (3 places: A.swift:3, A.swift:9, B.swift:1)", "V.body"])
        assertGrouped(
            [body, Self.unknown(track, at: "A.swift:4"), Self.unknown(formatter, at: "A.swift:5"), Self.unknown(track, at: "A.swift:6")],
            ["V.body", "note: \(track) (2 places: A.swift:4, A.swift:6)", "note: A.swift:5: \(formatter)"])
        assertGrouped([Self.unknown(track, at: nil), Self.unknown(track, at: nil)], ["note: \(track) (2 times)"])
        assertGrouped([Self.unknown(track, at: "A.swift:4"), Self.unknown(track, at: nil)], ["note: \(track) (2 times: A.swift:4)"])
        assertGrouped(
            [Self.unknown(track, at: "A.swift:4"), Self.unknown(track, at: "A.swift:4"), Self.unknown(track, at: "A.swift:8")],
            ["note: \(track) (3 places: A.swift:4 ×2, A.swift:8)"])
        // Other notes are left as they are, even when they repeat.
        let other = Event(kind: .note, message: "the action waits (await)")
        assertGrouped([other, other], ["note: the action waits (await)", "note: the action waits (await)"])
    }

    /// A simulation's own notes: the text trace has one line per name; the events keep each.
    func testASimulationsTraceGroupsItsNotes() throws {
        let source = """
            import SwiftUI
            struct Screen: View {
                var body: some View {
                    VStack {
                        Text(Formatter.title(1))
                        Text(Formatter.title(2))
                        Button("Go") { Analytics.track("go"); Analytics.track("again") }
                    }
                }
            }

            """
        let program = Program(files: [SourceFile(path: "/w/App.swift", tree: SyntaxTree.parse(source))])
        let simulation = try Simulation(program: program, root: "Screen")
        let launch = simulation.launch()
        let tap = try simulation.perform(try Action.parse(#"tap "Go""#))
        XCTAssertEqual(launch.events.filter { $0.unknown != nil }.count, 2, "each place is an event")
        XCTAssertEqual(
            simulation.trace.text(screen: false).split(separator: "\n").filter { $0.contains("not known") },
            [
                "  note: `Formatter` is not known to the simulator; its value is unknown (2 places: App.swift:5, App.swift:6)",
                "  note: `Analytics` is not known to the simulator; its value is unknown (2 places: App.swift:7 ×2)",
            ])
        XCTAssertEqual(tap.groupedEvents.filter { $0.unknown != nil }.map { $0.occurrences }, [2])
    }
}
