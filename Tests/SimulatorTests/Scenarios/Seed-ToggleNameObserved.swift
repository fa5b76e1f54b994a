// rule: O2 — the first article's experiment: an inline @ObservedObject model is replaced when the parent's body runs
// root: NameBoard
// do: tap "+1"
// do: tap "+1"
// do: tap "+1"
// do: tap "+1"
// do: tap "+1"
// do: tap "Toggle Name"
// expect 3 screen: Text "Score: 3"
// expect 5 screen: Text "Score: 5"
// expect 5 screen: Text "Nice? YES"
// expect 5 screen: Text "Good"
// expect 6 order: NameBoard.body | print: Tally created | Plate.init | Plate.body | Tally#1 deinit
// expect 6 screen: Text "Score: 0"
// expect 6 screen: Text "Nice? YES"
// expect 6 screen: Text "Ummmm..."
// expect 6 screen: Text "Current User: Grace Hopper"
import SwiftUI

class Tally: ObservableObject {
    init() { print("Tally created") }
    @Published var score: Int = 0
}

struct NameBoard: View {
    @State private var showRealName = false
    var body: some View {
        VStack {
            Button("Toggle Name") {
                showRealName.toggle()
            }
            Text("Current User: \(showRealName ? "Grace Hopper" : "amazing-grace")")
            Plate().padding(.top, 20)
        }
    }
}

struct Plate: View {
    @ObservedObject var model = Tally()
    @State private var niceScore = false

    var body: some View {
        VStack {
            Button("+1") {
                if model.score > 3 {
                    niceScore = true
                }
                model.score += 1
            }
            Text("Score: \(model.score)")
            Text("Nice? \(niceScore ? "YES" : "NO")")
            Verdict(model: model).padding(.top, 20)
        }
    }
}

struct Verdict: View {
    @ObservedObject var model: Tally

    var body: some View {
        if model.score > 10 {
            return Text("Fantastic")
        } else if model.score > 3 {
            return Text("Good")
        } else {
            return Text("Ummmm...")
        }
    }
}
