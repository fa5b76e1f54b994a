// rule: A3 — a change made by code run as the view's action (`run`): an unread @Published re-runs the holder's body, an unread @Observable property does not
// root: Mailboxes
// do: run Mailboxes: legacy.pings += 1
// do: run Mailboxes: modern.pings += 1
// do: run Mailboxes: modern.unread += 2
// expect 1: Mailboxes.body
// expect 2 not: Mailboxes.body
// expect 3: Mailboxes.body
// expect 3 screen: Text "Modern unread: 2"
import SwiftUI
import Combine
import Observation

final class LegacyBox: ObservableObject {
    @Published var pings = 0
}

@Observable
final class ModernBox {
    var unread = 0
    var pings = 0
}

struct Mailboxes: View {
    @StateObject private var legacy = LegacyBox()
    @State private var modern = ModernBox()

    var body: some View {
        Text("Modern unread: \(modern.unread)")
    }
}
