// rule: C4 — sheet(item:) builds the sheet for the item; if the item changes the sheet is dismissed and replaced by a new one
// root: GalleryScreen
// do: tap "Open Sunset"
// do: tap "Next Photo"
// do: dismiss
// expect 0 not: PhotoSheet.init
// expect 1 order: PhotoSheet.init | Zoom#1 init  (PhotoSheet.zoom) | PhotoSheet.body | PhotoSheet appears
// expect 1 screen: Text "Photo: Sunset"
// expect 1 not: GalleryScreen.body
// expect 2 order: PhotoSheet disappears | Zoom#2 init  (PhotoSheet.zoom) | PhotoSheet appears
// expect 2: Zoom#1 deinit
// expect 2: Zoom#2 init  (PhotoSheet.zoom)
// expect 2 screen: Text "Photo: Dunes"
// expect 3: PhotoSheet disappears
// expect 3: Zoom#2 deinit
// expect 3 screen: Button "Open Sunset"
import SwiftUI
import Combine

struct Photo: Identifiable {
    let id: Int
    let title: String
}

final class Zoom: ObservableObject {
    @Published var level = 1
    init() { print("Zoom init") }
    deinit { print("Zoom deinit") }
}

struct GalleryScreen: View {
    @State private var selected: Photo?

    var body: some View {
        let _ = print("GalleryScreen body")
        VStack {
            Button("Open Sunset") { selected = Photo(id: 1, title: "Sunset") }
        }
        .sheet(item: $selected) { photo in
            PhotoSheet(photo: photo) {
                selected = Photo(id: 2, title: "Dunes")
            }
        }
    }
}

struct PhotoSheet: View {
    let photo: Photo
    let onNext: () -> Void
    @StateObject private var zoom = Zoom()

    var body: some View {
        let _ = print("PhotoSheet body")
        VStack {
            Text("Photo: \(photo.title)")
            Button("Next Photo") { onNext() }
        }
    }
}
