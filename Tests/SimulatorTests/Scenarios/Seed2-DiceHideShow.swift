// rule: I3 — the dice article's hide/show: `if showDice { DieView() }`; hiding removes the view (it disappears, its @StateObject die is freed); showing again inserts a new view with a new die starting from 1 / 0 rolls
// rule: S1 — a background change in between keeps the die
// root: DiceTable
// do: tap "掷骰子"
// do: tap "随机背景色"
// do: tap "隐藏骰子"
// do: tap "显示骰子"
// do: tap "掷骰子"
// do: tap "随机背景色"
// expect 0 screen: Button "隐藏骰子"
// expect 1 screen: Text "已掷 1 次"
// expect 2 not: DieModel#2 init  (DieView.die)
// expect 2 screen: Text "已掷 1 次"
// expect 3: DiceTable.showDice = false
// expect 3: DieView disappears
// expect 3: DieModel#1 deinit
// expect 3: print: 骰子模型销毁
// expect 3 not: DieView.init
// expect 3 screen: Button "显示骰子"
// expect 3 not screen: Text "已掷 1 次"
// expect 4 order: DieView.init | DieModel#2 init  (DieView.die) | DieView.body | DieView appears
// expect 4 screen: Text "已掷 0 次"
// expect 4 screen: Image "die.face.1.fill"
// expect 4 screen: Button "隐藏骰子"
// expect 5 screen: Text "已掷 1 次"
// expect 6 not: DieModel#2 deinit
// expect 6 screen: Text "已掷 1 次"
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
    @StateObject var die = DieModel()

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
    @State private var showDice = true

    var body: some View {
        ZStack {
            tint
                .ignoresSafeArea()
            VStack {
                if showDice {
                    DieView()
                }
                Button("随机背景色") {
                    tint = Color(
                        red: .random(in: 0...1),
                        green: .random(in: 0...1),
                        blue: .random(in: 0...1)
                    )
                }
                Button("\(showDice ? "隐藏" : "显示")骰子") {
                    showDice.toggle()
                }
            }
            .font(.title)
            .padding()
        }
    }
}
