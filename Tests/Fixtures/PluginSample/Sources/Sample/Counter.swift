// The SwiftUI code compiles only where SwiftUI exists; Lifeline reads it everywhere.
#if canImport(SwiftUI)
import SwiftUI

final class Counter: ObservableObject {
    @Published var value = 0
}

struct CounterView: View {
    @ObservedObject var counter = Counter()

    var body: some View {
        Button("Count: \(counter.value)") { counter.value += 1 }
    }
}
#endif

/// Something the target exports on every platform.
public let sampleName = "PluginSample"
