// rule: B4 — an @ObservedObject child re-runs on any @Published change even if unread, while the owner that keeps the ObservableObject in @State (not @StateObject) is not invalidated by it
// root: TrackOwner
// do: tap "Skip Quietly"
// expect 1: TrackView.body
// expect 1 count 1: TrackView.body
// expect 1 not: TrackOwner.body
// expect 1 not: TrackView.init
// expect 1: print: skipped 1
// expect 1 screen: Text "Track: Intro"
import SwiftUI

final class Track: ObservableObject {
    @Published var title = "Intro"
    @Published var skips = 0
    init() { print("Track init") }
    deinit { print("Track deinit") }
}

struct TrackOwner: View {
    @State private var track = Track()
    var body: some View {
        let _ = print("TrackOwner body")
        TrackView(track: track)
    }
}

struct TrackView: View {
    @ObservedObject var track: Track
    var body: some View {
        let _ = print("TrackView body")
        Text("Track: \(track.title)")
        Button("Skip Quietly") {
            track.skips += 1
            print("skipped \(track.skips)")
        }
    }
}
