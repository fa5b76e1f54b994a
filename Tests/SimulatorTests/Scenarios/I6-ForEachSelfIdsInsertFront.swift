// rule: I6 — ForEach(names, id: \.self): the string itself is the identity, so inserting at the front creates one new row and the existing rows keep their state
// root: GuestList
// do: tap "Wave Ada"
// do: tap "Wave Ada"
// do: tap "Invite Zoe"
// expect 2 screen: Text "Ada waved 2"
// expect 3: GuestList.body
// expect 3 count 1: GuestRow.body
// expect 3: print: GuestRow body (Zoe)
// expect 3 not: print: GuestRow body (Ada)
// expect 3 screen order: Text "Zoe waved 0" | Text "Ada waved 2" | Text "Bob waved 0"
import SwiftUI

struct GuestList: View {
    @State private var guests = ["Ada", "Bob"]
    var body: some View {
        let _ = print("GuestList body")
        VStack {
            Button("Invite Zoe") { guests.insert("Zoe", at: 0) }
            ForEach(guests, id: \.self) { guest in
                GuestRow(name: guest)
            }
        }
    }
}

struct GuestRow: View {
    let name: String
    @State private var waves = 0
    var body: some View {
        let _ = print("GuestRow body (\(name))")
        Text("\(name) waved \(waves)")
        Button("Wave \(name)") { waves += 1 }
    }
}
