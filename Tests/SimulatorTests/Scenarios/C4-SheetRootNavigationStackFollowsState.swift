// rule: C4 — a NavigationStack that is itself the sheet's content still refreshes the screen its link pushed
// root: Home
// do: tap "Open"
// do: tap "Detail"
// do: tap "Add"
// do: tap "Add"
// expect 2 screen: Text "Shown: 0"
// expect 3 order: Home.count = 1 | Home.body | Detail.init | Detail.body
// expect 3 screen: Text "Shown: 1"
// expect 4 screen: Text "Shown: 2"
import SwiftUI

struct Home: View {
    @State private var showing = false
    @State private var count = 0

    var body: some View {
        let _ = print("Home body")
        Button("Open") { showing = true }
            .sheet(isPresented: $showing) {
                NavigationStack {
                    NavigationLink("Detail") { Detail(count: $count, shown: count) }
                }
            }
    }
}

struct Detail: View {
    @Binding var count: Int
    let shown: Int

    init(count: Binding<Int>, shown: Int) {
        _count = count
        self.shown = shown
        print("Detail init")
    }

    var body: some View {
        let _ = print("Detail body")
        VStack {
            Text("Shown: \(shown)")
            Button("Add") { count += 1 }
        }
    }
}
