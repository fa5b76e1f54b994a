// rule: A6 — a parent body reading an @Observable property depends on it; a change re-runs it and re-inits the child
// rule: A5 — the re-init makes a Legacy-State throwaway in the child (none in Macro-State)
// root: GameScreen
// do: tap "Score"
// do: tap "Note"
// expect 1 order: GameScreen.body | HintPanel.init
// expect[xcode26] 1: Hints#2 init  (HintPanel.hints)
// expect[xcode27] 1 not: Hints#2 init  (HintPanel.hints)
// expect 1 not: HintPanel.body
// expect 1 screen: Text "Score: 1"
// expect 2 not: GameScreen.body
// expect 2 not: HintPanel.init
import SwiftUI
import Observation

@Observable
final class Game {
    var score = 0
    var notes = 0
    init() { print("Game init") }
}

@Observable
final class Hints {
    var shown = 0
    init() { print("Hints init") }
    deinit { print("Hints deinit") }
}

struct GameScreen: View {
    @State private var game = Game()

    var body: some View {
        let _ = print("GameScreen body")
        VStack {
            Text("Score: \(game.score)")
            Button("Score") { game.score += 1 }
            Button("Note") { game.notes += 1 }
            HintPanel()
        }
    }
}

struct HintPanel: View {
    @State private var hints = Hints()

    var body: some View {
        let _ = print("HintPanel body")
        Text("Hints shown: \(hints.shown)")
    }
}
