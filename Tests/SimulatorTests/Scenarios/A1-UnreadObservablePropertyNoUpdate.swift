// rule: A1 — @Observable: only properties read by the last body run are dependencies; an unread change does not re-run the body
// root: ProfileView
// do: tap "Visit"
// do: tap "Rename"
// do: tap "Show Visits"
// do: tap "Visit"
// expect 1 not: ProfileView.body
// expect 1 screen: Text "Name: Ada"
// expect 2: ProfileView.body
// expect 2: print: ProfileView body
// expect 2 screen: Text "Name: Grace"
// expect 3 screen: Text "Visits: 1"
// expect 4: ProfileView.body
// expect 4 screen: Text "Visits: 2"
import SwiftUI
import Observation

@Observable
final class Profile {
    var name = "Ada"
    var visits = 0
    init() { print("Profile init") }
    deinit { print("Profile deinit") }
}

struct ProfileView: View {
    @State private var profile = Profile()
    @State private var showVisits = false

    var body: some View {
        let _ = print("ProfileView body")
        VStack {
            Text("Name: \(profile.name)")
            if showVisits {
                Text("Visits: \(profile.visits)")
            }
            Button("Visit") { profile.visits += 1 }
            Button("Rename") { profile.name = "Grace" }
            Button("Show Visits") { showVisits = true }
        }
    }
}
