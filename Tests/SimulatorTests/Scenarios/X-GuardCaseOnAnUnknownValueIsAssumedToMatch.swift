// rule: X — `guard case let .a(x) = value else { fatalError() }` on a value the simulator cannot compute is taken to match (its names unknown), with a note, as a boolean `guard` whose `else` stops the app is: the stop is not established; and `Thread.isMainThread` is true, as SwiftUI runs a view's code on the main thread
// root: Screen
// expect 0: note: X-GuardCaseOnAnUnknownValueIsAssumedToMatch.swift:17: assuming the condition of a `guard` holds: it reads a value the simulator cannot compute, and its `else` stops the app
// expect 0 not: crash:
// expect 0 screen: Text "row"
// expect 0 screen: Text "on main"
import SwiftUI

enum Kind {
    case check(String)
    case other
}

struct Row: View {
    let label: String
    init(kind: Kind) {
        guard case let .check(name) = kind else { fatalError("invalid kind") }
        label = name
    }
    var body: some View { Text("row") }
}

struct Screen: View {
    @State private var thread = "off main"
    var body: some View {
        VStack {
            Row(kind: Source.kind())
            Text(thread)
        }
        .onAppear { if Thread.isMainThread { thread = "on main" } }
    }
}
