// rule: S6 — the counter-pair example: the parent owns two @StateObject counters and hands one to two children; after "切换计数器" only the @ObservedObject child follows, the @StateObject child keeps the counter it was first given; switching back reunites them
// rule: B4 — each child updates when the counter it holds publishes
// root: SwitchBoard
// do: tap "plus.circle"#1
// do: tap "切换计数器"
// do: tap "plus.circle"#2
// do: tap "plus.circle"#1
// do: tap "切换计数器"
// do: tap "minus.circle"#2
// expect 0: Counter#1 init  (SwitchBoard.first)
// expect 0: Counter#2 init  (SwitchBoard.second)
// expect 0 screen: Text "跟随：0"
// expect 0 screen: Text "持有：0"
// expect 1 screen: Text "跟随：1"
// expect 1 screen: Text "持有：1"
// expect 2: SwitchBoard.useFirst = false
// expect 2: SwitchBoard.body
// expect 2: Follower.init
// expect 2: Keeper.init
// expect 2 screen: Text "跟随：0"
// expect 2 screen: Text "持有：1"
// expect 2 not: Counter#3 init  (Keeper.counter)
// expect 2 not: Counter#1 deinit
// expect 3 screen: Text "跟随：0"
// expect 3 screen: Text "持有：2"
// expect 4 screen: Text "跟随：1"
// expect 4 screen: Text "持有：2"
// expect 5: SwitchBoard.useFirst = true
// expect 5 screen: Text "跟随：2"
// expect 5 screen: Text "持有：2"
// expect 6 screen: Text "跟随：1"
// expect 6 screen: Text "持有：1"
import SwiftUI

class Counter: ObservableObject {
    @Published var count: Int

    init(_ initialCount: Int) {
        self.count = initialCount
    }

    func increment() { count += 1 }
    func decrement() { count -= 1 }
}

struct SwitchBoard: View {
    @State var useFirst = true
    @StateObject var first = Counter(0)
    @StateObject var second = Counter(0)

    var body: some View {
        VStack {
            Follower(counter: useFirst ? first : second)
            Keeper(counter: useFirst ? first : second)
            Button("切换计数器") {
                useFirst.toggle()
            }
        }
    }
}

struct Follower: View {
    @ObservedObject var counter: Counter

    init(counter: Counter) {
        self.counter = counter
    }

    var body: some View {
        HStack {
            Button { counter.decrement() } label: { Image(systemName: "minus.circle") }
            Text("跟随：\(counter.count)")
            Button { counter.increment() } label: { Image(systemName: "plus.circle") }
        }
    }
}

struct Keeper: View {
    @StateObject var counter: Counter

    init(counter: Counter) {
        self._counter = StateObject(wrappedValue: counter)
    }

    var body: some View {
        HStack {
            Button { counter.decrement() } label: { Image(systemName: "minus.circle") }
            Text("持有：\(counter.count)")
            Button { counter.increment() } label: { Image(systemName: "plus.circle") }
        }
    }
}
