// rule: O2 — Test1 of the StateObject/ObservedObject article: a parent refresh re-inits both tiles; the inline @ObservedObject tile gets a new model and its count goes back to 0, the @StateObject tile keeps its model and count
// rule: S4 — at launch the sibling's inline @ObservedObject model is made before the @StateObject model (measured log: Observed init, then StateObject init)
// rule: B2 — measured order on refresh: new model init, then the view's init, then the old model's deinit
// rule: B6 — a tap inside a tile does not re-run the parent
// root: RefreshPanel
// do: tap "加一"#1
// do: tap "加一"#2
// do: tap "刷新"
// do: tap "加一"#2
// do: tap "加一"#2
// do: tap "刷新"
// expect 0 order: TallyProbe#1 init  (BorrowedTile.probe) | TallyProbe#2 init  (OwnedTile.probe)
// expect 0 order: OwnedTile.init | TallyProbe#1 init  (BorrowedTile.probe) | BorrowedTile.init
// expect 0 screen: Text "@StateObject 计数：0"
// expect 0 screen: Text "@ObservedObject 计数：0"
// expect 1 screen: Text "@StateObject 计数：1"
// expect 1 screen: Text "@ObservedObject 计数：0"
// expect 1 not: RefreshPanel.body
// expect 2 screen: Text "@StateObject 计数：1"
// expect 2 screen: Text "@ObservedObject 计数：1"
// expect 2 not: RefreshPanel.body
// expect 3: RefreshPanel.body
// expect 3: OwnedTile.init
// expect 3 order: RefreshPanel.body | TallyProbe#3 init  (BorrowedTile.probe) | BorrowedTile.init | TallyProbe#1 deinit
// expect 3 not: TallyProbe#2 deinit
// expect 3 not: TallyProbe#3 init  (OwnedTile.probe)
// expect 3 not: TallyProbe#4 init  (OwnedTile.probe)
// expect 3 not: OwnedTile disappears
// expect 3 not: BorrowedTile disappears
// expect 3 screen: Text "刷新次数：1"
// expect 3 screen: Text "@StateObject 计数：1"
// expect 3 screen: Text "@ObservedObject 计数：0"
// expect 4 screen: Text "@ObservedObject 计数：1"
// expect 4 not: TallyProbe#3 deinit
// expect 5 screen: Text "@ObservedObject 计数：2"
// expect 6 order: TallyProbe#4 init  (BorrowedTile.probe) | BorrowedTile.init | TallyProbe#3 deinit
// expect 6 not: TallyProbe#2 deinit
// expect 6 screen: Text "刷新次数：2"
// expect 6 screen: Text "@StateObject 计数：1"
// expect 6 screen: Text "@ObservedObject 计数：0"
import SwiftUI

class TallyProbe: ObservableObject {
    let kind: String
    let serial: Int
    @Published var hits = 0
    init(kind: String) {
        self.kind = kind
        self.serial = Int.random(in: 0...1000)
        print("kind:\(kind) serial:\(serial) init")
    }
    deinit {
        print("kind:\(kind) serial:\(serial) deinit")
    }
}

struct OwnedTile: View {
    @StateObject var probe = TallyProbe(kind: "StateObject")
    var body: some View {
        VStack {
            Text("@StateObject 计数：\(probe.hits)")
            Button("加一") {
                probe.hits += 1
            }
        }
    }
}

struct BorrowedTile: View {
    @ObservedObject var probe = TallyProbe(kind: "Observed")
    var body: some View {
        VStack {
            Text("@ObservedObject 计数：\(probe.hits)")
            Button("加一") {
                probe.hits += 1
            }
        }
    }
}

struct RefreshPanel: View {
    @State var refreshes = 0
    var body: some View {
        VStack {
            Text("刷新次数：\(refreshes)")
            Button("刷新") {
                refreshes += 1
            }
            OwnedTile()
                .padding()
            BorrowedTile()
                .padding()
        }
    }
}
