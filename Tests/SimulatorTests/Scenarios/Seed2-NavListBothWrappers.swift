// rule: C1 — Test2 of the StateObject/ObservedObject article: NavigationView + List + NavigationLink(destination:); the destination structs are built with the list (the inline @ObservedObject model with them), @StateObject and body only on push
// rule: C3 — popping ends the pushed view's lifetime: the @StateObject count is 0 again on re-push; the @ObservedObject model (held by the link's destination value) survives pop and re-push, twice
// root: LinkDirectory
// do: tap "持有对象页"
// do: tap "加一"
// do: back
// do: tap "持有对象页"
// do: back
// do: tap "观察对象页"
// do: tap "加一"
// do: back
// do: tap "观察对象页"
// do: back
// do: tap "观察对象页"
// do: tap "加一"
// expect 0: OwnedTile.init
// expect 0: BorrowedTile.init
// expect 0: TallyProbe#1 init  (BorrowedTile.probe)
// expect 0 not: OwnedTile.body
// expect 0 not: BorrowedTile.body
// expect 0 not: TallyProbe#2 init  (OwnedTile.probe)
// expect 0 screen: Link "持有对象页"
// expect 0 screen: Link "观察对象页"
// expect 1 order: TallyProbe#2 init  (OwnedTile.probe) | OwnedTile.body | OwnedTile appears
// expect 1 screen: Text "@StateObject 计数：0"
// expect 2 screen: Text "@StateObject 计数：1"
// expect 3: OwnedTile disappears
// expect 3: TallyProbe#2 deinit
// expect 3 screen: Link "持有对象页"
// expect 4: TallyProbe#3 init  (OwnedTile.probe)
// expect 4 screen: Text "@StateObject 计数：0"
// expect 5: TallyProbe#3 deinit
// expect 6 order: BorrowedTile.body | BorrowedTile appears
// expect 6 not: TallyProbe#4 init  (BorrowedTile.probe)
// expect 6 screen: Text "@ObservedObject 计数：0"
// expect 7 screen: Text "@ObservedObject 计数：1"
// expect 8: BorrowedTile disappears
// expect 8 not: TallyProbe#1 deinit
// expect 9 screen: Text "@ObservedObject 计数：1"
// expect 9 not: TallyProbe#4 init  (BorrowedTile.probe)
// expect 10 not: TallyProbe#1 deinit
// expect 11 screen: Text "@ObservedObject 计数：1"
// expect 12 screen: Text "@ObservedObject 计数：2"
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
            Button("加一") { probe.hits += 1 }
        }
    }
}

struct BorrowedTile: View {
    @ObservedObject var probe = TallyProbe(kind: "Observed")
    var body: some View {
        VStack {
            Text("@ObservedObject 计数：\(probe.hits)")
            Button("加一") { probe.hits += 1 }
        }
    }
}

struct LinkDirectory: View {
    @State var count = 0
    var body: some View {
        NavigationView {
            List {
                NavigationLink("持有对象页", destination: OwnedTile())
                NavigationLink("观察对象页", destination: BorrowedTile())
            }
        }
    }
}
