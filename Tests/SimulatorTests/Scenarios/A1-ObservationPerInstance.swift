// rule: A1 — observation is per instance: a card reading one model is not invalidated by the same property of another model
// rule: A1 — a parent that only passes the models down (reads nothing in body) does not depend on them
// root: Scoreboard
// do: tap "Home +1"
// do: tap "Away +1"
// do: tap "Away +1"
// expect 0 count 2: ScoreCard.body
// expect 1 count 1: ScoreCard.body
// expect 1: print: ScoreCard body Home
// expect 1 not: print: ScoreCard body Away
// expect 1 not: Scoreboard.body
// expect 1 screen: Text "Home: 1"
// expect 1 screen: Text "Away: 0"
// expect 3: print: ScoreCard body Away
// expect 3 not: print: ScoreCard body Home
// expect 3 screen: Text "Away: 2"
import SwiftUI
import Observation

@Observable
final class TeamScore {
    var points = 0
    init() { print("TeamScore init") }
}

struct Scoreboard: View {
    @State private var home = TeamScore()
    @State private var away = TeamScore()

    var body: some View {
        let _ = print("Scoreboard body")
        VStack {
            ScoreCard(title: "Home", score: home)
            ScoreCard(title: "Away", score: away)
            Button("Home +1") { home.points += 1 }
            Button("Away +1") { away.points += 1 }
        }
    }
}

struct ScoreCard: View {
    let title: String
    let score: TeamScore

    var body: some View {
        let _ = print("ScoreCard body \(title)")
        Text("\(title): \(score.points)")
    }
}
