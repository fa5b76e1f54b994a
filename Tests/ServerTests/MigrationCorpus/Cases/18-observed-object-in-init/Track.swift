import SwiftUI

final class Track: ObservableObject {
    @Published var title = ""
    @Published var seconds = 0
}

struct TrackRow: View {
    @ObservedObject private var track: Track
    let compact: Bool

    init(track: Track, compact: Bool = false) {
        _track = ObservedObject(wrappedValue: track)
        self.compact = compact
    }

    var body: some View { Text(compact ? track.title : "\(track.title) \(track.seconds)") }
}
