// rule: O2 — the @State article's first experiment: outer and inner views each hold a @StateObject and an inline @ObservedObject counter; any outer body run re-inits the inner view and replaces only the inner @ObservedObject counter
// rule: S4 — launch order: an inline @ObservedObject is made during its view's init, a @StateObject just before that view's first body
// rule: B1 — the root itself is initialized once, so the root's own inline @ObservedObject survives its own body runs
// root: OuterBoard
// do: tap "内层持有计数"
// do: tap "内层观察计数"
// do: tap "外层持有计数"
// do: tap "内层观察计数"
// do: tap "外层观察计数"
// expect 0 order: TapCounter#1 init  (OuterBoard.outerWatched) | TapCounter#2 init  (OuterBoard.outerOwned) | OuterBoard.body | TapCounter#3 init  (InnerBoard.innerWatched) | TapCounter#4 init  (InnerBoard.innerOwned) | InnerBoard.body
// expect 1 screen: Text "内层持有：1"
// expect 1 not: OuterBoard.body
// expect 2 screen: Text "内层观察：1"
// expect 2 not: OuterBoard.body
// expect 3: OuterBoard.body
// expect 3: InnerBoard.init
// expect 3 order: TapCounter#5 init  (InnerBoard.innerWatched) | InnerBoard.init | TapCounter#3 deinit
// expect 3 not: TapCounter#4 deinit
// expect 3 screen: Text "外层持有：1"
// expect 3 screen: Text "内层持有：1"
// expect 3 screen: Text "内层观察：0"
// expect 4 screen: Text "内层观察：1"
// expect 5: OuterBoard.body
// expect 5 not: TapCounter#1 deinit
// expect 5 not: TapCounter#7 init  (OuterBoard.outerWatched)
// expect 5 order: TapCounter#6 init  (InnerBoard.innerWatched) | InnerBoard.init | TapCounter#5 deinit
// expect 5 screen: Text "外层观察：1"
// expect 5 screen: Text "外层持有：1"
// expect 5 screen: Text "内层持有：1"
// expect 5 screen: Text "内层观察：0"
import SwiftUI

final class TapCounter: ObservableObject {
    @Published var count = 0
    deinit { print("TapCounter deinit") }
}

struct OuterBoard: View {
    @StateObject var outerOwned = TapCounter()
    @ObservedObject var outerWatched = TapCounter()

    var body: some View {
        VStack {
            Text("外层持有：\(outerOwned.count)")
            Button("外层持有计数") {
                outerOwned.count += 1
            }
            Text("外层观察：\(outerWatched.count)")
            Button("外层观察计数") {
                outerWatched.count += 1
            }
            InnerBoard()
                .background(.blue)
        }
    }
}

struct InnerBoard: View {
    @StateObject var innerOwned = TapCounter()
    @ObservedObject var innerWatched = TapCounter()

    var body: some View {
        VStack {
            VStack {
                Text("内层持有：\(innerOwned.count)")
                Button("内层持有计数") {
                    innerOwned.count += 1
                }
            }
            VStack {
                Text("内层观察：\(innerWatched.count)")
                Button("内层观察计数") {
                    innerWatched.count += 1
                }
            }
        }
    }
}
