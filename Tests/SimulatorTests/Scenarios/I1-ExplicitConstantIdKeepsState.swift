// rule: I1 — an explicit identity that does not change (.id with a constant) keeps the view and its state across parent body runs
// root: NotesScreen
// do: tap "Add Note"
// do: tap "Add Note"
// do: tap "Reload Screen"
// expect 2 screen: Text "Notes: 2"
// expect 3: NotesScreen.body
// expect 3: NotePad.init
// expect 3 not: Draft#2 init  (NotePad.draft)
// expect 3 not: Draft#1 deinit
// expect 3 not: NotePad disappears
// expect 3 screen: Text "Notes: 2"
import SwiftUI

final class Draft: ObservableObject {
    @Published var notes = 0
    init() { print("Draft init") }
    deinit { print("Draft deinit") }
}

struct NotesScreen: View {
    @State private var reloads = 0
    var body: some View {
        let _ = print("NotesScreen body")
        VStack {
            Text("Reloads: \(reloads)")
            Button("Reload Screen") { reloads += 1 }
            NotePad(reloads: reloads)
                .id("main-pad")
        }
    }
}

struct NotePad: View {
    let reloads: Int
    @StateObject private var draft = Draft()
    var body: some View {
        let _ = print("NotePad body")
        Text("Notes: \(draft.notes)")
        Button("Add Note") { draft.notes += 1 }
    }
}
