// rule: S6 — with `_model = StateObject(wrappedValue: Model(name: name))` the autoclosure runs only the first time: a later `name` re-inits the view but creates no model and the screen keeps the first name
// root: ContactHost
// do: tap "Pick Bob"
// do: tap "Pick Cleo"
// expect 0: print: ContactModel init (Ann)
// expect 0 screen: Text "Contact: Ann"
// expect 1: ContactHost.body
// expect 1: print: ContactCard init (Bob)
// expect 1 not: print: ContactModel init (Bob)
// expect 1 not: print: ContactModel deinit (Ann)
// expect 1 screen: Text "Contact: Ann"
// expect 1 screen: Text "Picked: Bob"
// expect 2 not: print: ContactModel init (Cleo)
// expect 2 screen: Text "Contact: Ann"
import SwiftUI

final class ContactModel: ObservableObject {
    let name: String
    @Published var calls = 0
    init(name: String) {
        self.name = name
        print("ContactModel init (\(name))")
    }
    deinit { print("ContactModel deinit (\(name))") }
}

struct ContactHost: View {
    @State private var picked = "Ann"
    var body: some View {
        let _ = print("ContactHost body")
        VStack {
            Text("Picked: \(picked)")
            Button("Pick Bob") { picked = "Bob" }
            Button("Pick Cleo") { picked = "Cleo" }
            ContactCard(name: picked)
        }
    }
}

struct ContactCard: View {
    @StateObject private var model: ContactModel
    init(name: String) {
        print("ContactCard init (\(name))")
        _model = StateObject(wrappedValue: ContactModel(name: name))
    }
    var body: some View {
        let _ = print("ContactCard body")
        Text("Contact: \(model.name)")
    }
}
