// ScorePlate.swift
//
// What it shows
//   A child view that creates its model inline with `@ObservedObject` does not
//   own that model. Whenever the parent's body runs, SwiftUI builds a new
//   `ScorePlate` value, the property default runs again, and a fresh
//   `ScoreModel` replaces the old one: the score falls back to 0. The child's
//   `@State` flag lives in storage SwiftUI keeps, so it survives the same refresh.
//
// Taps
//   1. "+1" five times  -> "Score: 5", verdict "Solid", "On a streak: yes".
//   2. "Switch Name"    -> player label flips; "Score: 0", verdict "Warming up",
//                          "On a streak: yes" (the @State flag is kept).
//
// What SwiftUI does
//   Launch: ScoreBoardView body; ScoreModel init; ScorePlate init; ScorePlate
//     body; ScoreVerdict body. (Launch may run these inits more than once.)
//   Each "+1": the model publishes, so ScorePlate body and ScoreVerdict body
//     run (both observe it). No init, no deinit. The fifth tap sets the flag.
//   "Switch Name": ScoreBoardView body runs because it reads `showRealName`.
//     A new ScoreModel init, then ScorePlate init. The new reference makes
//     ScorePlate differ, so its body runs; ScoreVerdict (same identity) receives
//     the new model and its body runs. The previous ScoreModel deinit follows as
//     soon as nothing holds it: the old plate value and the closures and verdict
//     value its last body made are all replaced by then.
//   Fix: `@StateObject private var model = ScoreModel()`. Then "Switch Name"
//     still runs ScorePlate init, but no ScoreModel init or deinit happens and
//     the score is kept.

import SwiftUI
import Combine

final class ScoreModel: ObservableObject {
    @Published var score = 0

    init() { print("ScoreModel init") }
    deinit { print("ScoreModel deinit") }
}

struct ScoreBoardView: View {
    @State private var showRealName = false

    var body: some View {
        let _ = print("ScoreBoardView body")
        VStack(spacing: 16) {
            Button("Switch Name") {
                showRealName.toggle()
            }
            Text("Player: \(showRealName ? "Ada Lovelace" : "countess")")
            ScorePlate()
                .padding(.top, 20)
        }
    }
}

struct ScorePlate: View {
    // Not owned: a new ScoreModel is made every time this struct is built.
    @ObservedObject var model = ScoreModel()
    @State private var onStreak = false

    init() { print("ScorePlate init") }

    var body: some View {
        let _ = print("ScorePlate body")
        VStack(spacing: 8) {
            Button("+1") {
                model.score += 1
                if model.score >= 5 { onStreak = true }
            }
            Text("Score: \(model.score)")
            Text("On a streak: \(onStreak ? "yes" : "no")")
            ScoreVerdict(model: model)
        }
    }
}

struct ScoreVerdict: View {
    // An input: the plate hands its model down.
    @ObservedObject var model: ScoreModel

    var body: some View {
        let _ = print("ScoreVerdict body")
        switch model.score {
        case 11...: Text("Legendary")
        case 4...10: Text("Solid")
        default: Text("Warming up")
        }
    }
}

#Preview {
    ScoreBoardView()
}
