// rule: S4 — a @StateObject is not instantiated when its view struct is created: a navigation destination built with the parent body runs its init but gets its object only just before its first body, on push
// root: InboxRoot
// do: tap "Open Thread"
// do: back
// expect 0: ThreadView.init
// expect 0 not: print: MailThread init
// expect 0 not: ThreadView.body
// expect 1 order: MailThread#1 init  (ThreadView.thread) | ThreadView.body
// expect 1: print: MailThread init
// expect 1 screen: Text "Replies: 0"
// expect 2: MailThread#1 deinit
import SwiftUI

final class MailThread: ObservableObject {
    @Published var replies = 0
    init() { print("MailThread init") }
    deinit { print("MailThread deinit") }
}

struct InboxRoot: View {
    var body: some View {
        let _ = print("InboxRoot body")
        NavigationStack {
            NavigationLink("Open Thread") {
                ThreadView()
            }
        }
    }
}

struct ThreadView: View {
    @StateObject private var thread = MailThread()
    init() { print("ThreadView init") }
    var body: some View {
        let _ = print("ThreadView body")
        Text("Replies: \(thread.replies)")
    }
}
