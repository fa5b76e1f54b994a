import SwiftUI

final class Clock: ObservableObject {
    @Published var now = Date()
    private var ticker: Task<Void, Never>?

    init() {
        ticker = Task {
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 1_000_000_000)
                now = Date()
            }
        }
    }
}

struct ClockView: View {
    @StateObject var clock = Clock()
    var body: some View { Text("\(clock.now)") }
}
