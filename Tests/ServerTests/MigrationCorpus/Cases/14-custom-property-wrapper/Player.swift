import SwiftUI

@propertyWrapper
struct Clamped {
    private var value: Double
    init(wrappedValue: Double) { value = min(max(wrappedValue, 0), 1) }
    var wrappedValue: Double {
        get { value }
        set { value = min(max(newValue, 0), 1) }
    }
}

final class Player: ObservableObject {
    @Published var isPlaying = false
    @Clamped var volume: Double = 0.5

    func toggle() { isPlaying.toggle() }
}

struct PlayerView: View {
    @StateObject private var player = Player()
    var body: some View { Button(player.isPlaying ? "Pause" : "Play") { player.toggle() } }
}
