// rule: E1 — .environmentObject passes the owner's reference down; only views declaring @EnvironmentObject re-run on any change
// rule: B4 — (c) the @StateObject owner is invalidated too; a middle view with no fields keeps its body
// root: AppRoot
// do: tap "Receive"
// do: tap "Receive"
// expect 0: Session#1 init  (AppRoot.session)
// expect 0 screen: Text "User: guest"
// expect 0 screen: Text "Unread: 0"
// expect 1: AppRoot.body
// expect 1: UnreadBadge.body
// expect 1: Toolbar.body
// expect 1 not: MiddleSection.body
// expect 1 not: Session#2 init  (AppRoot.session)
// expect 2 screen: Text "Unread: 2"
// expect 2 screen: Text "User: guest"
import SwiftUI
import Combine

final class Session: ObservableObject {
    @Published var user = "guest"
    @Published var unread = 0
    init() { print("Session init") }
    deinit { print("Session deinit") }
}

struct AppRoot: View {
    @StateObject private var session = Session()

    var body: some View {
        let _ = print("AppRoot body")
        VStack {
            Toolbar()
            MiddleSection()
        }
        .environmentObject(session)
    }
}

struct Toolbar: View {
    @EnvironmentObject var session: Session

    var body: some View {
        let _ = print("Toolbar body")
        Text("User: \(session.user)")
    }
}

struct MiddleSection: View {
    var body: some View {
        let _ = print("MiddleSection body")
        VStack {
            Text("Messages")
            UnreadBadge()
        }
    }
}

struct UnreadBadge: View {
    @EnvironmentObject var session: Session

    var body: some View {
        let _ = print("UnreadBadge body")
        VStack {
            Text("Unread: \(session.unread)")
            Button("Receive") { session.unread += 1 }
        }
    }
}
