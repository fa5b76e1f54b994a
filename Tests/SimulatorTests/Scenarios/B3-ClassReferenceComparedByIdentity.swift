// rule: B3 — a stored class reference (no property wrapper) is compared by identity: the same instance skips the child's body, a new instance runs it
// root: AlbumHost
// do: tap "Touch Host"
// do: tap "New Album"
// expect 1: AlbumHost.body
// expect 1: CoverView.init
// expect 1 not: CoverView.body
// expect 2: AlbumHost.body
// expect 2: CoverView.body
// expect 2: print: CoverView body (Second)
// expect 2 screen: Text "Cover: Second"
import SwiftUI

final class Album {
    let title: String
    init(title: String) {
        self.title = title
        print("Album init (\(title))")
    }
    deinit { print("Album deinit (\(title))") }
}

struct AlbumHost: View {
    @State private var album = Album(title: "First")
    @State private var touches = 0
    var body: some View {
        let _ = print("AlbumHost body")
        VStack {
            Text("Touches: \(touches)")
            Button("Touch Host") { touches += 1 }
            Button("New Album") { album = Album(title: "Second") }
            CoverView(album: album)
        }
    }
}

struct CoverView: View {
    let album: Album
    var body: some View {
        let _ = print("CoverView body (\(album.title))")
        Text("Cover: \(album.title)")
    }
}
