// rule: E1 — the fatbobman-style root `ContentView().environmentObject(Store())` written in a View whose body re-runs: the object's lifetime is owned by whoever created it, here the root's body expression
// rule: B1 — re-running the root body evaluates `Store()` again (a new store); the old one is freed once nothing refers to it (B2)
// rule: B4 — (e) the environment object the reader declared changed, so the reader updates and shows the new store's count
// root: StoreRoot
// do: tap "商店加一"
// do: tap "商店加一"
// do: tap "刷新根视图"
// do: tap "商店加一"
// expect 0: Store#1 init  (StoreRoot.body)
// expect 0: print: Store init
// expect 0 screen: Text "数量：0"
// expect 1 not: StoreRoot.body
// expect 1: StoreReader.body
// expect 2 screen: Text "数量：2"
// expect 3: StoreRoot.body
// expect 3: print: Store init
// expect 3: Store#2 init  (StoreRoot.body)
// expect 3: Store#1 deinit
// expect 3: StoreReader.body
// expect 3 screen: Text "数量：0"
// expect 3 screen: Text "根刷新：1"
// expect 4 screen: Text "数量：1"
// expect 4 not: print: Store init
// expect 4: print: 商店计数 1
// expect 4: StoreReader.body
// expect 2: print: 商店计数 2
import SwiftUI

final class Store: ObservableObject {
    @Published var count = 0
    init() { print("Store init") }
    deinit { print("Store deinit") }
}

struct StoreRoot: View {
    @State private var rootRefreshes = 0
    var body: some View {
        VStack {
            Text("根刷新：\(rootRefreshes)")
            Button("刷新根视图") { rootRefreshes += 1 }
            StoreReader()
                .environmentObject(Store())
        }
    }
}

struct StoreReader: View {
    @EnvironmentObject var store: Store
    var body: some View {
        VStack {
            Text("数量：\(store.count)")
            Button("商店加一") {
                store.count += 1
                print("商店计数 \(store.count)")
            }
        }
    }
}
