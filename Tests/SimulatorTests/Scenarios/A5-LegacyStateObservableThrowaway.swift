// rule: A5 — Legacy-State: `@State var m = Model()` runs Model() on every struct init (throwaways); Macro-State: once
// rule: S2 — only the first instance is kept; the child keeps its count
// rule: B2 — a throwaway referenced only by a discarded struct is freed when the next value replaces it
// root: PlayerHost
// do: tap "Play"
// do: tap "Refresh"
// do: tap "Refresh"
// expect 0: Player#1 init  (PlayerCard.player)
// expect 1 screen: Text "Plays: 1"
// expect 2: PlayerCard.init
// expect[xcode26] 2 order: PlayerHost.body | Player#2 init  (PlayerCard.player) | PlayerCard.init
// expect[xcode26] 2: print: Player init
// expect[xcode27] 2 not: Player#2 init  (PlayerCard.player)
// expect[xcode27] 2 not: print: Player init
// expect 2 not: Player#1 deinit
// expect 2 not: PlayerCard.body
// expect 2 screen: Text "Plays: 1"
// expect[xcode26] 3 order: Player#3 init  (PlayerCard.player) | PlayerCard.init | Player#2 deinit
// expect[xcode27] 3 not: print: Player init
// expect 3 not: Player#1 deinit
// expect 3 screen: Text "Plays: 1"
import SwiftUI
import Observation

@Observable
final class Player {
    var plays = 0
    init() { print("Player init") }
    deinit { print("Player deinit") }
}

struct PlayerHost: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("PlayerHost body")
        VStack {
            Text("Refreshes: \(refreshes)")
            Button("Refresh") { refreshes += 1 }
            PlayerCard()
        }
    }
}

struct PlayerCard: View {
    @State private var player = Player()

    var body: some View {
        let _ = print("PlayerCard body")
        VStack {
            Text("Plays: \(player.plays)")
            Button("Play") { player.plays += 1 }
        }
    }
}
