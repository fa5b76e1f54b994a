// rule: E1 — the first article's environment variant: the model is injected at the root and read with @EnvironmentObject
// root: BoardApp
// do: tap "+1"
// do: tap "+1"
// do: tap "Toggle Name"
// expect 0: Tally#1 init  (BoardApp.tally)
// expect 2 screen: Text "Score: 2"
// expect 3 not: Tally#2 init  (BoardApp.tally)
// expect 3 screen: Text "Score: 2"
// expect 1 order: Plate.body | Verdict.body
// expect 3 not: Plate.body
import SwiftUI

class Tally: ObservableObject {
    @Published var score: Int = 0
}

struct BoardApp: App {
    @StateObject private var tally = Tally()
    var body: some Scene {
        WindowGroup {
            NameBoard().environmentObject(tally)
        }
    }
}

struct NameBoard: View {
    @State private var showRealName = false
    var body: some View {
        VStack {
            Button("Toggle Name") { showRealName.toggle() }
            Text("Current User: \(showRealName ? "Grace Hopper" : "amazing-grace")")
            Plate().padding(.top, 20)
        }
    }
}

struct Plate: View {
    @EnvironmentObject var model: Tally
    var body: some View {
        VStack {
            Button("+1") { model.score += 1 }
            Text("Score: \(model.score)")
            Verdict().padding(.top, 20)
        }
    }
}

struct Verdict: View {
    @EnvironmentObject var model: Tally
    var body: some View {
        Text(model.score > 3 ? "Good" : "Ummmm...")
    }
}
