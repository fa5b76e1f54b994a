// rule: X — nested types with the same name: code inside a type means its own nested type
// root: Root
// expect 0 screen: Text "inbox row mail"
// expect 0 screen: Text "outbox row 3"
import SwiftUI
struct Inbox: View {
    var body: some View { Row(title: "mail") }
    struct Row: View { let title: String; var body: some View { Text("inbox row \(title)") } }
}
struct Outbox: View {
    var body: some View { Row(count: 3) }
    struct Row: View { let count: Int; var body: some View { Text("outbox row \(count)") } }
}
struct Root: View { var body: some View { VStack { Inbox(); Outbox() } } }
