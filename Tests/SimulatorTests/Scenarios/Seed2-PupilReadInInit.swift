// rule: S5 — the Student example's LLDB experiment done with code: reading the @StateObject twice in init (before it is installed) logs the runtime warning each time and runs the thunk each time, giving two different objects; the installed object is made before the first body and is the same on every later body
// rule: S5 — the two throwaways are held only by init's locals, so (ARC) they are freed when init returns, before the installed object is made just before the first body (S4)
// rule: S4 — after installation the same object is kept; parent refreshes repeat the warnings but never replace the live object
// root: PupilHost
// do: tap "加分"
// do: tap "刷新外层"
// do: tap "加分"
// expect 0 count 2: warning: Accessing StateObject's object without being installed on a View. This will create a new instance each time.
// expect 0: print: 两次读取是同一个对象吗？false
// expect 0 count 3: print: Pupil init
// expect 0 order: print: PupilCard init | print: 两次读取是同一个对象吗？false | print: Pupil init | PupilCard.body
// expect 0 order: print: 初始化时读到的分数 0 | Pupil#1 deinit | Pupil#3 init  (PupilCard.pupil)
// expect 0 order: print: 初始化时读到的分数 0 | Pupil#2 deinit | Pupil#3 init  (PupilCard.pupil)
// expect 0 screen: Button "姓名=小明 分数=0 加分"
// expect 1 screen: Button "姓名=小明 分数=1 加分"
// expect 1 not: warning: Accessing StateObject's object without being installed on a View. This will create a new instance each time.
// expect 2: print: PupilCard init
// expect 2 count 2: warning: Accessing StateObject's object without being installed on a View. This will create a new instance each time.
// expect 2 count 2: print: Pupil init
// expect 2: print: 初始化时读到的分数 0
// expect 2 not: print: 初始化时读到的分数 1
// expect 2 screen: Button "姓名=小明 分数=1 加分"
// expect 3 screen: Button "姓名=小明 分数=2 加分"
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
        let firstLook = pupil
        let secondLook = pupil
        print("两次读取是同一个对象吗？\(firstLook === secondLook)")
        print("初始化时读到的分数 \(firstLook.score)")
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
