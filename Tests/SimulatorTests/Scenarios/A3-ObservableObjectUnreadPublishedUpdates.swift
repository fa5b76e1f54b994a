// rule: A3 — with ObservableObject any @Published change re-runs the body, even an unread one; @Observable does not
// rule: B4 — (c) objectWillChange invalidates the holder; (d) only read @Observable properties do
// root: InboxScreen
// do: tap "Legacy Ping"
// do: tap "Modern Ping"
// do: tap "Legacy Ping"
// expect 1: LegacyInbox.body
// expect 1: print: LegacyInbox body
// expect 1 not: ModernInbox.body
// expect 1 not: InboxScreen.body
// expect 2 not: ModernInbox.body
// expect 2 not: LegacyInbox.body
// expect 3 count 1: LegacyInbox.body
// expect 3 screen: Text "Legacy unread: 0"
import SwiftUI
import Combine
import Observation

final class LegacyMailbox: ObservableObject {
    @Published var unread = 0
    @Published var pings = 0
    init() { print("LegacyMailbox init") }
}

@Observable
final class ModernMailbox {
    var unread = 0
    var pings = 0
    init() { print("ModernMailbox init") }
}

struct InboxScreen: View {
    var body: some View {
        let _ = print("InboxScreen body")
        VStack {
            LegacyInbox()
            ModernInbox()
        }
    }
}

struct LegacyInbox: View {
    @StateObject private var mailbox = LegacyMailbox()

    var body: some View {
        let _ = print("LegacyInbox body")
        VStack {
            Text("Legacy unread: \(mailbox.unread)")
            Button("Legacy Ping") { mailbox.pings += 1 }
        }
    }
}

struct ModernInbox: View {
    @State private var mailbox = ModernMailbox()

    var body: some View {
        let _ = print("ModernInbox body")
        VStack {
            Text("Modern unread: \(mailbox.unread)")
            Button("Modern Ping") { mailbox.pings += 1 }
        }
    }
}
