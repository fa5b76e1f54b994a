import SwiftUI

@Observable
final class Note {
    var text = ""
}

struct NoteEditor: View {
    @Bindable var note: Note

    init(note: Note) {
        _note = Bindable(wrappedValue: note)
    }

    var body: some View { TextField("Note", text: $note.text) }
}
