// rule: I1 — two views of the same type at different positions in the body have separate structural identities; each keeps its own state across parent body runs
// root: ScoreBoard
// do: tap "Home +1"
// do: tap "Home +1"
// do: tap "Away +1"
// do: tap "Refresh Board"
// expect 0: Tally#1 init  (TeamScore.tally)
// expect 0: Tally#2 init  (TeamScore.tally)
// expect 2 screen: Text "Home: 2"
// expect 3 screen: Text "Away: 1"
// expect 4: ScoreBoard.body
// expect 4 count 2: TeamScore.init
// expect 4 not: Tally#3 init  (TeamScore.tally)
// expect 4 not: Tally#1 deinit
// expect 4 not: Tally#2 deinit
// expect 4 screen: Text "Home: 2"
// expect 4 screen: Text "Away: 1"
import SwiftUI

final class Tally: ObservableObject {
    @Published var points = 0
    init() { print("Tally init") }
    deinit { print("Tally deinit") }
}

struct ScoreBoard: View {
    @State private var refreshes = 0
    var body: some View {
        let _ = print("ScoreBoard body")
        VStack {
            Text("Refreshes: \(refreshes)")
            Button("Refresh Board") { refreshes += 1 }
            TeamScore(team: "Home")
            TeamScore(team: "Away")
        }
    }
}

struct TeamScore: View {
    let team: String
    @StateObject private var tally = Tally()
    var body: some View {
        let _ = print("TeamScore body (\(team))")
        Text("\(team): \(tally.points)")
        Button("\(team) +1") { tally.points += 1 }
    }
}
