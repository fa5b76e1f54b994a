// DiceReset.swift
//
// What it shows
//   Two dice, each holding its last roll in a model. The "loose" die creates
//   its model inline with `@ObservedObject`; the "owned" die uses
//   `@StateObject`. Three parent changes are compared:
//   - a background colour change re-runs the parent body: only the loose die
//     resets, the owned die keeps its identity and its model;
//   - hiding and showing the dice ends their lifetime: both reset;
//   - changing the `.id` of the dice row gives it a new identity: both reset.
//
// Taps
//   1. "Roll Loose", "Roll Owned"  -> both show a random face 1...6
//                                     (a roll can land on 1; roll again).
//   2. "Change Background"         -> loose shows 1, owned keeps its face.
//   3. "Roll Loose", "Roll Owned", "Toggle Dice", "Toggle Dice"
//                                  -> dice hidden, then shown: both show 1.
//   4. "Roll Loose", "Roll Owned", "New Dice Identity"
//                                  -> both show 1.
//
// What SwiftUI does
//   Launch: DiceTableView body; "DieModel init (loose)" while the row is
//     built; "DieModel init (owned)" just before OwnedDieView body.
//   Step 1: each roll publishes; only that die's body runs.
//   Step 2: DiceTableView body runs (it reads `backdrop`). A new
//     "DieModel init (loose)", then the previous "DieModel deinit (loose)";
//     LooseDieView body runs. OwnedDieView's struct is rebuilt, but its
//     installed model stays: no owned init or deinit.
//   Step 3: first "Toggle Dice" removes the row: "DieModel deinit" for both
//     (order between them unspecified). Second one inserts it again: both
//     "DieModel init" lines, as at launch.
//   Step 4: DiceTableView body runs (it reads `diceID`). The row's new
//     identity starts over: "DieModel init (loose)" and "DieModel init
//     (owned)", and both old models deinit; each new model's init comes
//     before the deinit of the model it replaces.

import SwiftUI
import Combine

final class DieModel: ObservableObject {
    let holder: String
    @Published var face = 1

    init(holder: String) {
        self.holder = holder
        print("DieModel init (\(holder))")
    }

    deinit { print("DieModel deinit (\(holder))") }

    func roll() { face = Int.random(in: 1...6) }
}

struct DiceTableView: View {
    @State private var backdrop = Color.white
    @State private var showDice = true
    @State private var diceID = UUID()

    var body: some View {
        let _ = print("DiceTableView body")
        ZStack {
            backdrop.ignoresSafeArea()
            VStack(spacing: 16) {
                if showDice {
                    HStack(spacing: 32) {
                        LooseDieView()
                        OwnedDieView()
                    }
                    .id(diceID)
                }
                Button("Change Background") {
                    backdrop = Color(
                        red: .random(in: 0...1),
                        green: .random(in: 0...1),
                        blue: .random(in: 0...1)
                    )
                }
                Button("Toggle Dice") { showDice.toggle() }
                Button("New Dice Identity") { diceID = UUID() }
            }
            .padding()
        }
    }
}

struct LooseDieView: View {
    @ObservedObject var die = DieModel(holder: "loose")

    var body: some View {
        let _ = print("LooseDieView body")
        VStack {
            Image(systemName: "die.face.\(die.face).fill")
            Text("Loose: \(die.face)")
            Button("Roll Loose") { die.roll() }
        }
    }
}

struct OwnedDieView: View {
    @StateObject private var die = DieModel(holder: "owned")

    var body: some View {
        let _ = print("OwnedDieView body")
        VStack {
            Image(systemName: "die.face.\(die.face).fill")
            Text("Owned: \(die.face)")
            Button("Roll Owned") { die.roll() }
        }
    }
}

#Preview {
    DiceTableView()
}
