// rule: B3 — a child that is not plain data (it stores a String) and conforms to Equatable is compared with its `==` (per John Harper): a change only in a field `==` ignores skips the body
// root: TagHost
// do: tap "Retouch"
// do: tap "Rename Tag"
// expect 1: TagHost.body
// expect 1: TagChip.init
// expect 1 not: TagChip.body
// expect 1 screen: Text "Tag: swift"
// expect 2: TagChip.body
// expect 2 screen: Text "Tag: swiftui"
import SwiftUI

struct TagHost: View {
    @State private var name = "swift"
    @State private var touchedAt = "never"
    var body: some View {
        let _ = print("TagHost body")
        VStack {
            Button("Retouch") { touchedAt = "now" }
            Button("Rename Tag") { name = "swiftui" }
            TagChip(name: name, touchedAt: touchedAt)
        }
    }
}

struct TagChip: View, Equatable {
    let name: String
    let touchedAt: String
    static func == (lhs: TagChip, rhs: TagChip) -> Bool {
        lhs.name == rhs.name
    }
    var body: some View {
        let _ = print("TagChip body")
        Text("Tag: \(name)")
    }
}
