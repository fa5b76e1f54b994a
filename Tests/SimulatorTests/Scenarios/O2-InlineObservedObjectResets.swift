// rule: O2 — an inline `@ObservedObject var m = M()` makes a new model on every parent body; the count resets
// rule: O1 — the view does not own the inline model; the old one is freed once the new struct replaces it
// root: CounterHost
// do: tap "Borrowed +1"
// do: tap "Borrowed +1"
// do: tap "Refresh"
// do: tap "Refresh"
// expect 0 order: CounterHost.body | Counter#1 init  (BorrowedCounter.counter) | BorrowedCounter.init | BorrowedCounter.body
// expect 0: print: Counter init
// expect 1 not: Counter#2 init  (BorrowedCounter.counter)
// expect 2 screen: Text "Borrowed: 2"
// expect 3 order: CounterHost.body | Counter#2 init  (BorrowedCounter.counter) | BorrowedCounter.init | Counter#1 deinit
// expect 3: print: Counter deinit
// expect 3 screen: Text "Borrowed: 0"
// expect 3 screen: Text "Refreshes: 1"
// expect 4 order: Counter#3 init  (BorrowedCounter.counter) | BorrowedCounter.init | Counter#2 deinit
import SwiftUI

final class Counter: ObservableObject {
    @Published var value = 0
    init() { print("Counter init") }
    deinit { print("Counter deinit") }
}

struct CounterHost: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("CounterHost body")
        VStack {
            Text("Refreshes: \(refreshes)")
            Button("Refresh") { refreshes += 1 }
            BorrowedCounter()
        }
    }
}

struct BorrowedCounter: View {
    @ObservedObject var counter = Counter()

    var body: some View {
        let _ = print("BorrowedCounter body")
        VStack {
            Text("Borrowed: \(counter.value)")
            Button("Borrowed +1") { counter.value += 1 }
        }
    }
}
