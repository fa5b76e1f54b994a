import SwiftUI

@Observable
final class Track {
    var title = ""
    var seconds = 0
}

struct TrackRow: View {
    private var track: Track
    let compact: Bool

    init(track: Track, compact: Bool = false) {
        self.track = track
        self.compact = compact
    }

    var body: some View { Text(compact ? track.title : "\(track.title) \(track.seconds)") }
}
