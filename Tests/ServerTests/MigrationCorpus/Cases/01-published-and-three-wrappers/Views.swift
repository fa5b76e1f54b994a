import SwiftUI

struct CounterScreen: View {
    @StateObject private var counter = Counter()

    var body: some View {
        VStack {
            CounterLabel(counter: counter)
            CounterButton()
        }
        .environmentObject(counter)
    }
}

struct CounterLabel: View {
    @ObservedObject var counter: Counter
    var body: some View { Text("\(counter.label): \(counter.count)") }
}

struct CounterButton: View {
    @EnvironmentObject var counter: Counter
    var body: some View { Button("Tap") { counter.increment() } }
}
