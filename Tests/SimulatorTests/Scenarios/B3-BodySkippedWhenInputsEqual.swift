// rule: B3 — after a parent body run SwiftUI compares each child's new value with the old one: equal inputs skip the child's body, a changed input runs it, a stored closure always counts as changed
// root: Dashboard
// do: tap "Bump Other"
// do: tap "Bump Shown"
// expect 1: Dashboard.body
// expect 1: ValueRow.init
// expect 1 not: ValueRow.body
// expect 1: PlainRow.init
// expect 1 not: PlainRow.body
// expect 1: ActionRow.init
// expect 1: ActionRow.body
// expect 1: print: ActionRow body
// expect 2: Dashboard.body
// expect 2: ValueRow.body
// expect 2: print: ValueRow body (1)
// expect 2 not: PlainRow.body
// expect 2 screen: Text "Shown: 1"
import SwiftUI

struct Dashboard: View {
    @State private var shown = 0
    @State private var other = 0
    var body: some View {
        let _ = print("Dashboard body")
        VStack {
            Text("Other: \(other)")
            Button("Bump Other") { other += 1 }
            Button("Bump Shown") { shown += 1 }
            ValueRow(value: shown)
            PlainRow(title: "Static")
            ActionRow(title: "Share") { print("shared") }
        }
    }
}

struct ValueRow: View {
    let value: Int
    var body: some View {
        let _ = print("ValueRow body (\(value))")
        Text("Shown: \(value)")
    }
}

struct PlainRow: View {
    let title: String
    var body: some View {
        let _ = print("PlainRow body")
        Text(title)
    }
}

struct ActionRow: View {
    let title: String
    let action: () -> Void
    var body: some View {
        let _ = print("ActionRow body")
        Button(title, action: action)
    }
}
