import SwiftUI

@Observable
final class Stopwatch {
    var isRunning = false
    var laps: [Double] = []
    @ObservationIgnored var started: Date?
    private var ticks = 0

    var lapCount: String { "\(laps.count) laps" }

    func lap() {
        ticks += 1
        laps.append(Double(ticks))
    }
}

struct StopwatchView: View {
    @State private var stopwatch = Stopwatch()
    var body: some View {
        VStack {
            Text(stopwatch.lapCount)
            Button("Lap") { stopwatch.lap() }
        }
    }
}
