// rule: B4 — an @Observable model invalidates a body only through properties that body read: changing a read property re-runs it, changing an unread one does not
// root: PlayerStats
// do: tap "Score"
// do: tap "Foul"
// expect 1: PlayerStats.body
// expect 1 screen: Text "Points: 1"
// expect 2 not: PlayerStats.body
// expect 2: print: fouls 1
import SwiftUI

@Observable
final class Stats {
    var points = 0
    var fouls = 0
    init() { print("Stats init") }
}

struct PlayerStats: View {
    @State private var stats = Stats()
    var body: some View {
        let _ = print("PlayerStats body")
        VStack {
            Text("Points: \(stats.points)")
            Button("Score") { stats.points += 1 }
            Button("Foul") {
                stats.fouls += 1
                print("fouls \(stats.fouls)")
            }
        }
    }
}
