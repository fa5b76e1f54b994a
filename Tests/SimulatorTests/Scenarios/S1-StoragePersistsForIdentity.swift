// rule: S1 — @State/@StateObject storage is set up with the initial values when the identity begins, persists across body runs of the view and its parent, and is freed when the identity ends
// root: PlayerShell
// do: tap "Play"
// do: tap "Play"
// do: tap "Skip"
// do: tap "Retheme"
// do: tap "Retheme"
// do: tap "Close Player"
// do: tap "Open Player"
// expect 0: Queue#1 init  (PlayerView.queue)
// expect 3 screen: Text "Plays: 2, Skips: 1"
// expect 5: PlayerShell.body
// expect 5: PlayerView.init
// expect 5 not: Queue#2 init  (PlayerView.queue)
// expect 5 screen: Text "Plays: 2, Skips: 1"
// expect 6: Queue#1 deinit
// expect 6: PlayerView disappears
// expect 7: Queue#2 init  (PlayerView.queue)
// expect 7 screen: Text "Plays: 0, Skips: 0"
import SwiftUI

final class Queue: ObservableObject {
    @Published var skips = 0
    init() { print("Queue init") }
    deinit { print("Queue deinit") }
}

struct PlayerShell: View {
    @State private var theme = 0
    @State private var open = true
    var body: some View {
        let _ = print("PlayerShell body")
        VStack {
            Text("Theme \(theme)")
            Button("Retheme") { theme += 1 }
            Button("Close Player") { open = false }
            Button("Open Player") { open = true }
            if open {
                PlayerView(theme: theme)
            }
        }
    }
}

struct PlayerView: View {
    let theme: Int
    @State private var plays = 0
    @StateObject private var queue = Queue()
    var body: some View {
        let _ = print("PlayerView body")
        Text("Plays: \(plays), Skips: \(queue.skips)")
        Button("Play") { plays += 1 }
        Button("Skip") { queue.skips += 1 }
    }
}
