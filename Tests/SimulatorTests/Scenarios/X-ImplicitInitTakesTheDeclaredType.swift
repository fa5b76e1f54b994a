// rule: X — an implicit `.init(…)` makes the type its context declares: a parameter's (through a delegating initializer too) or a memberwise property's
// root: Screen
// expect 0: Session#1 init  (Console code)
// expect 0: Badge#1 init  (Screen.body)
// expect 0 screen: Text "store: 7"
// expect 0 screen: Text "badge: 2"
import SwiftUI

final class Session: ObservableObject {
    let store: Int
    init(store: Int) { self.store = store }
}

final class Badge {
    let count: Int
    init(count: Int) { self.count = count }
}

struct Console: View {
    @StateObject private var session: Session
    init(session: Session) { _session = StateObject(wrappedValue: session) }
    init(store: Int) { self.init(session: .init(store: store)) }
    var body: some View { Text("store: \(session.store)") }
}

struct BadgeView: View {
    let badge: Badge
    var body: some View { Text("badge: \(badge.count)") }
}

struct Screen: View {
    var body: some View {
        VStack {
            Console(store: 7)
            BadgeView(badge: .init(count: 2))
        }
    }
}
