// rule: I5 — changing .id(x) ends the old identity: @State and @StateObject both start over as if an entirely new view were created; a parent body run with the same id keeps them
// root: GameTable
// do: tap "Roll"
// do: tap "Mark"
// do: tap "Mark"
// do: tap "Repaint"
// do: tap "New Game"
// expect 3 screen: Text "Rolls: 1"
// expect 3 screen: Text "Marks: 2"
// expect 4: GameTable.body
// expect 4 not: Dice#2 init  (GameCard.dice)
// expect 4 screen: Text "Rolls: 1"
// expect 4 screen: Text "Marks: 2"
// expect 5: GameCard.init
// expect 5: Dice#2 init  (GameCard.dice)
// expect 5: Dice#1 deinit
// expect 5: GameCard disappears
// expect 5: GameCard appears
// expect 5 order: Dice#2 init  (GameCard.dice) | GameCard.body
// expect 5 screen: Text "Rolls: 0"
// expect 5 screen: Text "Marks: 0"
import SwiftUI

final class Dice: ObservableObject {
    @Published var rolls = 0
    init() { print("Dice init") }
    deinit { print("Dice deinit") }
}

struct GameTable: View {
    @State private var game = 1
    @State private var paint = 0
    var body: some View {
        let _ = print("GameTable body")
        VStack {
            Text("Game \(game), paint \(paint)")
            Button("Repaint") { paint += 1 }
            Button("New Game") { game += 1 }
            GameCard()
                .id(game)
        }
    }
}

struct GameCard: View {
    @StateObject private var dice = Dice()
    @State private var marks = 0
    var body: some View {
        let _ = print("GameCard body")
        Text("Rolls: \(dice.rolls)")
        Text("Marks: \(marks)")
        Button("Roll") { dice.rolls += 1 }
        Button("Mark") { marks += 1 }
    }
}
