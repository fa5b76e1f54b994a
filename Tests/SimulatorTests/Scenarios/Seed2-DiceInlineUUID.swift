// rule: I5 — a tester's variant of the dice article: `.id(UUID())` written inline gives a new id every time the table's body runs, so even a @StateObject die is reset by a background change
// rule: B6 — rolling only re-runs DieView, so the id (and the die) stay while the table is not re-run
// root: DiceTable
// do: tap "掷骰子"
// do: tap "掷骰子"
// do: tap "随机背景色"
// do: tap "掷骰子"
// do: tap "随机背景色"
// expect 0: DieModel#1 init  (DieView.die)
// expect 2 screen: Text "已掷 2 次"
// expect 2 not: DiceTable.body
// expect 2 not: DieModel#2 init  (DieView.die)
// expect 3: DiceTable.body
// expect 3: DieModel#2 init  (DieView.die)
// expect 3: DieModel#1 deinit
// expect 3: DieView disappears
// expect 3: DieView appears
// expect 3 screen: Text "已掷 0 次"
// expect 3 screen: Image "die.face.1.fill"
// expect 4 screen: Text "已掷 1 次"
// expect 4 not: DieModel#3 init  (DieView.die)
// expect 5: DieModel#3 init  (DieView.die)
// expect 5: DieModel#2 deinit
// expect 5 screen: Text "已掷 0 次"
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

    var body: some View {
        ZStack {
            tint
                .ignoresSafeArea()
            VStack {
                DieView()
                    .id(UUID())
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
