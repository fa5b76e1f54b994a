// rule: X — an injection above whose value the simulator cannot compute may be the object a view reads: no crash and no placeholder, the read is unknown and the run says so
// root: Screen
// expect 0 not: crash: Fatal error: No ObservableObject of type Session found. A View.environmentObject(_:) for Session may be missing as an ancestor of this view.
// expect 0: Child.body
// expect 0: note: X-UnknownInjectionAboveIsNoCrash.swift:11: assuming an injection above, whose value the simulator cannot compute, is the `Session` read here
import SwiftUI

final class Session: ObservableObject {}

struct Child: View {
    @EnvironmentObject var session: Session
    var body: some View { Text("child") }
}

struct Screen: View {
    var body: some View {
        Child()
            .environmentObject(SessionFactory.make())
    }
}
