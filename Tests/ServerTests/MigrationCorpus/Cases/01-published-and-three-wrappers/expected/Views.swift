import SwiftUI

struct CounterScreen: View {
    @State private var counter = Counter()

    var body: some View {
        VStack {
            CounterLabel(counter: counter)
            CounterButton()
        }
        .environment(counter)
    }
}

struct CounterLabel: View {
    var counter: Counter
    var body: some View { Text("\(counter.label): \(counter.count)") }
}

struct CounterButton: View {
    @Environment(Counter.self) var counter: Counter
    var body: some View { Button("Tap") { counter.increment() } }
}
