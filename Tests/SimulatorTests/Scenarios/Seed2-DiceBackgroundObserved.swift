// rule: O2 — the dice article: an inline @ObservedObject die is remade when the table's background colour changes, so the roll count (and face) go back to the start
// rule: B4 — the table's body reads `tint`, so a new colour re-runs it; B1 — which re-inits DieView
// root: DiceTable
// do: tap "掷骰子"
// do: tap "随机背景色"
// do: tap "掷骰子"
// do: tap "随机背景色"
// expect 0: DieModel#1 init  (DieView.die)
// expect 0 screen: Text "已掷 0 次"
// expect 0 screen: Image "die.face.1.fill"
// expect 1 screen: Text "已掷 1 次"
// expect 1 not: DiceTable.body
// expect 2: DiceTable.body
// expect 2 order: DiceTable.body | DieModel#2 init  (DieView.die) | DieView.init | DieModel#1 deinit
// expect 2: print: 骰子模型创建
// expect 2: print: 骰子模型销毁
// expect 2 screen: Text "已掷 0 次"
// expect 2 screen: Image "die.face.1.fill"
// expect 2 not: DieView disappears
// expect 3 screen: Text "已掷 1 次"
// expect 4 order: DieModel#3 init  (DieView.die) | DieView.init | DieModel#2 deinit
// expect 4 screen: Text "已掷 0 次"
import SwiftUI

final class DieModel: ObservableObject {
    @Published var face = 1
    @Published var rolls = 0

    init() { print("骰子模型创建") }
    deinit { print("骰子模型销毁") }

    func roll() {
        face = Int.random(in: 1...6)
        rolls += 1
    }
}

struct DieView: View {
    @ObservedObject var die = DieModel()

    var body: some View {
        VStack {
            Image(systemName: "die.face.\(die.face).fill")
                .resizable()
                .scaledToFit()
            Text("已掷 \(die.rolls) 次")
            Button("掷骰子") {
                die.roll()
            }
        }
    }
}

struct DiceTable: View {
    @State private var tint = Color.white

    var body: some View {
        ZStack {
            tint
                .ignoresSafeArea()
            VStack {
                DieView()
                Button("随机背景色") {
                    tint = Color(
                        red: .random(in: 0...1),
                        green: .random(in: 0...1),
                        blue: .random(in: 0...1)
                    )
                }
            }
            .font(.title)
            .padding()
        }
    }
}
