// rule: C4 — a presented sheet's content is rebuilt when state it reads changes; onDismiss runs after it has gone
// root: SheetHost
// do: tap "open"
// do: tap "inc"
// do: dismiss
// expect 2 screen: Text "count 1"
// expect 3 order: SheetHost.show = false | SheetPage disappears | print: dismissed
import SwiftUI

struct SheetPage: View {
    let count: Int
    let increment: () -> Void
    var body: some View {
        VStack { Text("count \(count)"); Button("inc") { increment() } }
    }
}

struct SheetHost: View {
    @State var show = false
    @State var count = 0
    var body: some View {
        Button("open") { show = true }
            .sheet(isPresented: $show, onDismiss: { print("dismissed") }) {
                SheetPage(count: count) { count += 1 }
            }
    }
}
