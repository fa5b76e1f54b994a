// rule: X — interpreter: string interpolation with ternaries and `??`, `if let`, `guard let`, and `toggle()`
// root: GreetingView
// do: tap "Sign In"
// do: tap "Toggle Formal"
// do: tap "Sign Out"
// expect 0 screen: Text "Hello, stranger!"
// expect 0 screen: Text "Mode: casual (0 visits)"
// expect 0: print: no user yet
// expect 1 screen: Text "Hello, Ada!"
// expect 1: print: signed in as Ada
// expect 1 screen: Text "Initial: A"
// expect 2 screen: Text "Good day, Ada."
// expect 2 screen: Text "Mode: formal (1 visit)"
// expect 3 screen: Text "Good day, stranger."
// expect 3: print: no user yet
import SwiftUI

struct GreetingView: View {
    @State private var user: String? = nil
    @State private var formal = false
    @State private var visits = 0

    var initial: String? {
        guard let user else { return nil }
        return String(user.prefix(1))
    }

    var body: some View {
        let name = user ?? "stranger"
        let _ = report()
        VStack {
            Text(formal ? "Good day, \(name)." : "Hello, \(name)!")
            Text("Mode: \(formal ? "formal" : "casual") (\(visits) \(visits == 1 ? "visit" : "visits"))")
            if let initial {
                Text("Initial: \(initial)")
            }
            Button("Sign In") {
                user = "Ada"
                visits += 1
            }
            Button("Sign Out") { user = nil }
            Button("Toggle Formal") { formal.toggle() }
        }
    }

    func report() {
        if let user {
            print("signed in as \(user)")
        } else {
            print("no user yet")
        }
    }
}
