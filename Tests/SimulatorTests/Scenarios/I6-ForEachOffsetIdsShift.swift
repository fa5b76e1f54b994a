// rule: I6 — ForEach over enumerated() with id: \.offset identifies rows by position: inserting at the front moves each row's state onto a different element
// root: Playlist
// do: tap "Star Blue"
// do: tap "Star Blue"
// do: tap "Add Intro"
// expect 2 screen: Text "Blue ★2"
// expect 3 count 1: print: SongRow init (Green)
// expect 3 screen order: Text "Intro ★2" | Text "Blue ★0" | Text "Green ★0"
import SwiftUI

struct Playlist: View {
    @State private var songs = ["Blue", "Green"]
    var body: some View {
        let _ = print("Playlist body")
        VStack {
            Button("Add Intro") { songs.insert("Intro", at: 0) }
            ForEach(Array(songs.enumerated()), id: \.offset) { entry in
                SongRow(title: entry.element)
            }
        }
    }
}

struct SongRow: View {
    let title: String
    @State private var stars = 0
    init(title: String) {
        self.title = title
        print("SongRow init (\(title))")
    }
    var body: some View {
        Text("\(title) ★\(stars)")
        Button("Star \(title)") { stars += 1 }
    }
}
