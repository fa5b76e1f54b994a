import SwiftUI

final class Clock: ObservableObject {
    @Published var now = Date()
}

struct ClockView: View {
    @ObservedObject var clock: Clock
    var body: some View {
        Text("\(clock.now)")
            .onReceive(clock.$now) { date in print(date) }
    }
}
