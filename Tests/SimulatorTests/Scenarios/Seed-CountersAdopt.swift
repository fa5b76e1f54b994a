// rule: S6 — a @StateObject handed an existing counter keeps the first one after the parent switches counters
// root: CounterPair
// do: tap "plus.circle"#1
// do: tap "plus.circle"#2
// do: tap "Switch Counter"
// do: tap "plus.circle"#1
// do: tap "minus.circle"#2
// expect 2 screen: Text "2"
// expect 3 screen: Text "0"
// expect 3 screen: Text "2"
// expect 4 screen: Text "1"
// expect 5 screen: Text "1"
// expect 5 screen count 2: Text "1"
// expect 3 not: Counter#3 init  (CounterPair.first)
import SwiftUI

class Counter: ObservableObject {
    @Published var count: Int
    init(_ initialCount: Int) { self.count = initialCount }
    func increment() { count += 1 }
    func decrement() { count -= 1 }
}

struct CounterPair: View {
    @State var useFirst = true
    @StateObject var first = Counter(0)
    @StateObject var second = Counter(0)

    var body: some View {
        VStack {
            Following(counter: useFirst ? first : second)
            Adopting(counter: useFirst ? first : second)
            Button("Switch Counter") { useFirst.toggle() }
        }
    }
}

struct Following: View {
    @ObservedObject var counter: Counter
    init(counter: Counter) { self.counter = counter }
    var body: some View {
        HStack {
            Button { counter.decrement() } label: { Image(systemName: "minus.circle") }
            Text("\(counter.count)")
            Button { counter.increment() } label: { Image(systemName: "plus.circle") }
        }
    }
}

struct Adopting: View {
    @StateObject var counter: Counter
    init(counter: Counter) { self._counter = StateObject(wrappedValue: counter) }
    var body: some View {
        HStack {
            Button { counter.decrement() } label: { Image(systemName: "minus.circle") }
            Text("\(counter.count)")
            Button { counter.increment() } label: { Image(systemName: "plus.circle") }
        }
    }
}
