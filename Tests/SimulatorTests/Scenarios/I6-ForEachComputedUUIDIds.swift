// rule: I6 — an unstable id (`var id: UUID { UUID() }`) gives every row a new identity each time the ForEach is evaluated: a parent body run destroys all rows' state and creates it again
// root: InboxView
// do: tap "Read Hello"
// do: tap "Read Hello"
// do: tap "Sync Inbox"
// expect 1: MailRow.body
// expect 1 not: InboxView.body
// expect 2 screen: Text "Hello: 2"
// expect 3: InboxView.body
// expect 3: Opened#3 init  (MailRow.opened)
// expect 3: Opened#4 init  (MailRow.opened)
// expect 3: Opened#1 deinit
// expect 3: Opened#2 deinit
// expect 3: MailRow disappears
// expect 3: MailRow appears
// expect 3 screen: Text "Hello: 0"
// expect 3 screen: Text "Invoice: 0"
import SwiftUI

final class Opened: ObservableObject {
    @Published var count = 0
    init() { print("Opened init") }
    deinit { print("Opened deinit") }
}

struct Mail: Identifiable {
    let subject: String
    var id: UUID { UUID() }
}

struct InboxView: View {
    @State private var syncs = 0
    private let mails = [Mail(subject: "Hello"), Mail(subject: "Invoice")]
    var body: some View {
        let _ = print("InboxView body")
        VStack {
            Text("Syncs: \(syncs)")
            Button("Sync Inbox") { syncs += 1 }
            ForEach(mails) { mail in
                MailRow(subject: mail.subject)
            }
        }
    }
}

struct MailRow: View {
    let subject: String
    @StateObject private var opened = Opened()
    var body: some View {
        Text("\(subject): \(opened.count)")
        Button("Read \(subject)") { opened.count += 1 }
    }
}
