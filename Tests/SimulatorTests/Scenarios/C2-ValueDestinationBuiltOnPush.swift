// rule: C2 — navigationDestination(for:) calls its builder when the path changes (push), and the view is freed on back
// rule: C2 — NavigationStack(path:) with a @State array: links append values; back removes them
// root: CatalogScreen
// do: tap "Item 1"
// do: back
// do: tap "Jump to 2"
// do: tap "Deeper"
// do: back
// do: back
// expect 0 not: ItemPage.init
// expect 0 not: Loader#1 init  (ItemPage.loader)
// expect 0 screen: Text "Depth: 0"
// expect 1 order: ItemPage.init | Loader#1 init  (ItemPage.loader) | ItemPage.body | ItemPage appears
// expect 1: print: ItemPage init 1
// expect 1 screen: Text "Item 1"
// expect 2: ItemPage disappears
// expect 2: Loader#1 deinit
// expect 2 screen: Text "Depth: 0"
// expect 3: print: ItemPage init 2
// expect 3: Loader#2 init  (ItemPage.loader)
// expect 3 screen: Text "Item 2"
// expect 4: print: ItemPage init 3
// expect 4: Loader#3 init  (ItemPage.loader)
// expect 4 not: Loader#2 deinit
// expect 4 screen: Text "Item 3"
// expect 5: Loader#3 deinit
// expect 5 not: Loader#2 deinit
// expect 5 screen: Text "Item 2"
// expect 6: Loader#2 deinit
// expect 6 screen: Text "Depth: 0"
import SwiftUI
import Combine

final class Loader: ObservableObject {
    @Published var loaded = false
    init() { print("Loader init") }
    deinit { print("Loader deinit") }
}

struct CatalogScreen: View {
    @State private var path: [Int] = []

    var body: some View {
        let _ = print("CatalogScreen body")
        NavigationStack(path: $path) {
            VStack {
                Text("Depth: \(path.count)")
                NavigationLink("Item 1", value: 1)
                Button("Jump to 2") { path.append(2) }
            }
            .navigationDestination(for: Int.self) { number in
                ItemPage(number: number)
            }
        }
    }
}

struct ItemPage: View {
    let number: Int
    @StateObject private var loader = Loader()

    init(number: Int) {
        self.number = number
        print("ItemPage init \(number)")
    }

    var body: some View {
        let _ = print("ItemPage body")
        VStack {
            Text("Item \(number)")
            NavigationLink("Deeper", value: number + 1)
        }
    }
}
