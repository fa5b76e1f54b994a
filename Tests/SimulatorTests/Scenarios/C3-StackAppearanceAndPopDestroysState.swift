// rule: C3 — pushing fires onDisappear for the covered view and onAppear for the new top; popping reverses it
// rule: C3 — views below the top keep their state; popping a view ends its lifetime and destroys its state
// root: StackRoot
// do: tap "Open Detail"
// do: tap "Detail +1"
// do: tap "Open Deeper"
// do: back
// do: back
// do: tap "Open Detail"
// expect 0: print: RootList onAppear
// expect 1 order: Journal#1 init  (DetailPage.journal) | DetailPage.body
// expect 1: print: DetailPage onAppear
// expect 1: print: RootList onDisappear
// expect 2 screen: Text "Detail count: 1"
// expect 3: print: DeeperPage onAppear
// expect 3: print: DetailPage onDisappear
// expect 3 not: Journal#1 deinit
// expect 4: print: DeeperPage onDisappear
// expect 4: print: DetailPage onAppear
// expect 4 not: Journal#1 deinit
// expect 4 screen: Text "Detail count: 1"
// expect 5: print: DetailPage onDisappear
// expect 5: print: RootList onAppear
// expect 5: Journal#1 deinit
// expect 6: Journal#2 init  (DetailPage.journal)
// expect 6 screen: Text "Detail count: 0"
import SwiftUI
import Combine

final class Journal: ObservableObject {
    @Published var entries = 0
    init() { print("Journal init") }
    deinit { print("Journal deinit") }
}

struct StackRoot: View {
    var body: some View {
        NavigationStack {
            RootList()
        }
    }
}

struct RootList: View {
    var body: some View {
        VStack {
            Text("Root")
            NavigationLink("Open Detail") { DetailPage() }
        }
        .onAppear { print("RootList onAppear") }
        .onDisappear { print("RootList onDisappear") }
    }
}

struct DetailPage: View {
    @StateObject private var journal = Journal()
    @State private var count = 0

    var body: some View {
        let _ = print("DetailPage body")
        VStack {
            Text("Detail count: \(count)")
            Button("Detail +1") { count += 1 }
            NavigationLink("Open Deeper") { DeeperPage() }
        }
        .onAppear { print("DetailPage onAppear") }
        .onDisappear { print("DetailPage onDisappear") }
    }
}

struct DeeperPage: View {
    var body: some View {
        Text("Deeper")
            .onAppear { print("DeeperPage onAppear") }
            .onDisappear { print("DeeperPage onDisappear") }
    }
}
