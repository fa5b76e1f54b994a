import SwiftUI

final class Note: ObservableObject {
    @Published var text = ""
}

struct NoteEditor: View {
    @ObservedObject var note: Note

    init(note: Note) {
        _note = ObservedObject(wrappedValue: note)
    }

    var body: some View { TextField("Note", text: $note.text) }
}
