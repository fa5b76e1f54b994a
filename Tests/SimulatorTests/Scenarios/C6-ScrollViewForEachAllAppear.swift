// rule: C6 — ScrollView + VStack + ForEach: every row appears at once at launch and none ever disappears
// root: ContactsScreen
// do: tap "Refresh"
// expect 0 count 12: ContactRow appears
// expect 0: print: row 1 appears
// expect 0: print: row 12 appears
// expect 0 count 12: ContactRow.body
// expect 1 not: ContactRow disappears
// expect 1 not: print: row 12 disappears
// expect 1 screen: Text "Refreshes: 1"
import SwiftUI

struct ContactsScreen: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("ContactsScreen body")
        VStack {
            Text("Refreshes: \(refreshes)")
            Button("Refresh") { refreshes += 1 }
            ScrollView {
                VStack {
                    ForEach(1...12, id: \.self) { number in
                        ContactRow(number: number)
                    }
                }
            }
        }
    }
}

struct ContactRow: View {
    let number: Int

    var body: some View {
        Text("Contact \(number)")
            .onAppear { print("row \(number) appears") }
            .onDisappear { print("row \(number) disappears") }
    }
}
