import SwiftUI

final class Stopwatch: ObservableObject {
    @Published var isRunning = false
    var laps: [Double] = []
    var started: Date?
    private var ticks = 0

    var lapCount: String { "\(laps.count) laps" }

    func lap() {
        ticks += 1
        laps.append(Double(ticks))
        objectWillChange.send()
    }
}

struct StopwatchView: View {
    @StateObject private var stopwatch = Stopwatch()
    var body: some View {
        VStack {
            Text(stopwatch.lapCount)
            Button("Lap") { stopwatch.lap() }
        }
    }
}
