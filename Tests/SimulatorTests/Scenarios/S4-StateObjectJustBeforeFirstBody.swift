// rule: S4 — a @StateObject's autoclosure is not run when the view struct is created but just before its first body; a sibling's inline @ObservedObject, built during the parent body, logs first
// root: CounterPair
// do: tap "Owned +1"
// do: tap "Refresh Pair"
// expect 0 order: CounterPair.body | OwnedCounter.init | BorrowedCounter.init | Counter#2 init  (OwnedCounter.counter) | OwnedCounter.body
// expect 0: Counter#1 init  (BorrowedCounter.counter)
// expect 0 order: Counter#1 init  (BorrowedCounter.counter) | Counter#2 init  (OwnedCounter.counter)
// expect 0 order: print: Counter init (borrowed) | print: Counter init (owned) | print: OwnedCounter body
// expect 1 screen: Text "Owned: 1"
// expect 2: OwnedCounter.init
// expect 2 not: print: Counter init (owned)
// expect 2: print: Counter init (borrowed)
// expect 2 screen: Text "Owned: 1"
import SwiftUI

final class Counter: ObservableObject {
    let kind: String
    @Published var value = 0
    init(kind: String) {
        self.kind = kind
        print("Counter init (\(kind))")
    }
    deinit { print("Counter deinit (\(kind))") }
}

struct CounterPair: View {
    @State private var refreshes = 0
    var body: some View {
        let _ = print("CounterPair body")
        VStack {
            Button("Refresh Pair") { refreshes += 1 }
            Text("Refreshes: \(refreshes)")
            OwnedCounter()
            BorrowedCounter()
        }
    }
}

struct OwnedCounter: View {
    @StateObject private var counter = Counter(kind: "owned")
    var body: some View {
        let _ = print("OwnedCounter body")
        Text("Owned: \(counter.value)")
        Button("Owned +1") { counter.value += 1 }
    }
}

struct BorrowedCounter: View {
    @ObservedObject var counter = Counter(kind: "borrowed")
    var body: some View {
        let _ = print("BorrowedCounter body")
        Text("Borrowed: \(counter.value)")
    }
}
