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

@Observable
final class Player {
    var isPlaying = false
    @ObservationIgnored @Clamped var volume: Double = 0.5

    func toggle() { isPlaying.toggle() }
}

struct PlayerView: View {
    @State private var player = Player()
    var body: some View { Button(player.isPlaying ? "Pause" : "Play") { player.toggle() } }
}
