// rule: B4 — a body that only passes `$name` on (never reads `name`) forms no dependency on it: changing it re-runs the reader's body, not the owner's
// root: ProfileForm
// do: tap "Use Ann"
// do: type "Nickname" = "Annie"
// expect 1: NameEditor.body
// expect 1 not: ProfileForm.body
// expect 1 not: print: ProfileForm body
// expect 1 screen: Text "Name: Ann"
// expect 2 not: ProfileForm.body
// expect 2: NameEditor.body
// expect 2 screen: Text "Name: Annie"
import SwiftUI

struct ProfileForm: View {
    @State private var name = "none"
    var body: some View {
        let _ = print("ProfileForm body")
        VStack {
            Text("Profile")
            NameEditor(name: $name)
        }
    }
}

struct NameEditor: View {
    @Binding var name: String
    var body: some View {
        let _ = print("NameEditor body")
        Text("Name: \(name)")
        TextField("Nickname", text: $name)
        Button("Use Ann") { name = "Ann" }
    }
}
