// rule: I7 — an AnyView that keeps wrapping the same view type keeps its identity: a changed argument re-inits the view but its state survives
// root: BadgeHost
// do: tap "Badge +1"
// do: tap "Badge +1"
// do: tap "Go Gold"
// expect 2 screen: Text "Silver: 2"
// expect 3: BadgeHost.body
// expect 3: BadgeCounter.init
// expect 3: BadgeCounter.body
// expect 3 not: Medal#2 init  (BadgeCounter.medal)
// expect 3 not: Medal#1 deinit
// expect 3 not: BadgeCounter disappears
// expect 3 screen: Text "Gold: 2"
import SwiftUI

final class Medal: ObservableObject {
    @Published var count = 0
    init() { print("Medal init") }
    deinit { print("Medal deinit") }
}

struct BadgeHost: View {
    @State private var gold = false
    var badge: AnyView {
        AnyView(BadgeCounter(tier: gold ? "Gold" : "Silver"))
    }
    var body: some View {
        let _ = print("BadgeHost body")
        VStack {
            Button("Go Gold") { gold = true }
            badge
        }
    }
}

struct BadgeCounter: View {
    let tier: String
    @StateObject private var medal = Medal()
    var body: some View {
        let _ = print("BadgeCounter body (\(tier))")
        Text("\(tier): \(medal.count)")
        Button("Badge +1") { medal.count += 1 }
    }
}
