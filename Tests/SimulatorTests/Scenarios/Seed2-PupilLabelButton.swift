// rule: S4 — the Student example: `@StateObject var pupil = Pupil()` with a printing `init()`; the model's init runs once, just before the first body and after the view's init; later view inits (parent refresh) reuse it
// rule: B1 — the view's own init runs again whenever its parent's body runs, not when its own model changes
// rule: B4 — a Button(action:label:) whose label is a VStack of three Texts; tapping any of its texts runs the action
// root: PupilHost
// do: tap "加分"
// do: tap "分数=1"
// do: tap "刷新外层"
// do: tap "姓名=小明"
// do: tap "刷新外层"
// expect 0 order: print: PupilCard init | print: Pupil init | PupilCard.body
// expect 0 count 1: print: Pupil init
// expect 0 screen: Button "姓名=小明 分数=0 加分"
// expect 1: PupilCard.body
// expect 1 not: print: PupilCard init
// expect 1 not: PupilHost.body
// expect 1 screen: Button "姓名=小明 分数=1 加分"
// expect 2 screen: Button "姓名=小明 分数=2 加分"
// expect 3: PupilHost.body
// expect 3: print: PupilCard init
// expect 3 not: print: Pupil init
// expect 3 not: Pupil#1 deinit
// expect 3 screen: Button "姓名=小明 分数=2 加分"
// expect 3 screen: Text "外层刷新：1"
// expect 4 screen: Button "姓名=小明 分数=3 加分"
// expect 4 not: print: PupilCard init
// expect 5: print: PupilCard init
// expect 5 not: print: Pupil init
// expect 5 screen: Button "姓名=小明 分数=3 加分"
import SwiftUI

class Pupil: ObservableObject {
    @Published var name: String = "小明"
    @Published var score: Int = 0
    init() {
        print("Pupil init")
    }
}

struct PupilCard: View {
    @StateObject var pupil = Pupil()

    init() {
        print("PupilCard init")
    }

    var body: some View {
        Button(action: {
            pupil.score += 1
        }) {
            VStack {
                Text("姓名=\(pupil.name)")
                Text("分数=\(pupil.score)")
                Text("加分")
            }
        }
    }
}

struct PupilHost: View {
    @State private var outerTicks = 0
    var body: some View {
        VStack {
            Text("外层刷新：\(outerTicks)")
            Button("刷新外层") { outerTicks += 1 }
            PupilCard()
        }
    }
}
