// rule: X — interpreter: Int.random(in:) and Bool.random() use a seeded generator, so the same run gives the same trace (golden files pin it); values stay in range
// root: DiceTable
// do: tap "Roll"
// do: tap "Roll"
// do: tap "Roll"
// expect 1: DiceTable.body
// expect 1 screen: Text "In range: yes"
// expect 2 screen: Text "In range: yes"
// expect 3 screen: Text "In range: yes"
// expect 3 screen: Text "Rolls: 3"
// expect 3 count 1: print: rolled
import SwiftUI

struct DiceTable: View {
    @State private var value = 0
    @State private var rolls = 0
    @State private var inRange = true

    var body: some View {
        let _ = print("DiceTable body")
        VStack {
            Text("Rolls: \(rolls)")
            Text("In range: \(inRange ? "yes" : "no")")
            Text("Last: \(value)")
            Button("Roll") {
                value = Int.random(in: 1...6)
                let coin = Bool.random()
                inRange = inRange && value >= 1 && value <= 6
                rolls += 1
                print(coin ? "rolled" : "rolled")
            }
        }
    }
}
