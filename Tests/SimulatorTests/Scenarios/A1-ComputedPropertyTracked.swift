// rule: A1 — a computed property is tracked through the stored properties it reads
// root: BadgeView
// do: tap "Change Last"
// do: tap "Change Nickname"
// do: tap "Change First"
// expect 1: BadgeView.body
// expect 1 screen: Text "Badge: Ada Byron"
// expect 2 not: BadgeView.body
// expect 2 screen: Text "Badge: Ada Byron"
// expect 3: BadgeView.body
// expect 3 screen: Text "Badge: Augusta Byron"
import SwiftUI
import Observation

@Observable
final class Person {
    var first = "Ada"
    var last = "Lovelace"
    var nickname = "Countess"

    var fullName: String { "\(first) \(last)" }

    init() { print("Person init") }
}

struct BadgeView: View {
    @State private var person = Person()

    var body: some View {
        let _ = print("BadgeView body")
        VStack {
            Text("Badge: \(person.fullName)")
            Button("Change Last") { person.last = "Byron" }
            Button("Change Nickname") { person.nickname = "Enchantress" }
            Button("Change First") { person.first = "Augusta" }
        }
    }
}
