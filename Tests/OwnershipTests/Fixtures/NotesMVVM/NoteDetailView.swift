import SwiftUI

struct NoteDetailView: View {
    @StateObject private var editor: NoteEditorViewModel
    @EnvironmentObject private var store: NoteStore
    @EnvironmentObject private var settings: AppSettings
    @State private var showingHistory = false

    init(note: Note) {
        _editor = StateObject(wrappedValue: NoteEditorViewModel(note: note))
    }

    var body: some View {
        Form {
            Section("Title") {
                TextField("Title", text: $editor.draft.title)
                    .onChange(of: editor.draft) { _ in editor.markDirty() }
            }
            Section("Body") {
                TextEditor(text: $editor.draft.body)
                    .font(.system(size: settings.fontSize))
                    .frame(minHeight: 240)
            }
            Section {
                Toggle("Pinned", isOn: $editor.draft.isPinned)
            }
        }
        .navigationTitle(editor.draft.title)
        .toolbar {
            Button("Save") { store.upsert(editor.draft) }
                .disabled(!editor.isDirty)
            Button("History") { showingHistory = true }
        }
        .popover(isPresented: $showingHistory) {
            HistoryPopover(editor: editor)
        }
    }
}

struct HistoryPopover: View {
    @ObservedObject var editor: NoteEditorViewModel

    var body: some View {
        VStack(alignment: .leading) {
            Text("Original: \(editor.original.title)")
            Text("Modified: \(editor.original.modified.formatted())")
            if editor.isDirty {
                Text("Unsaved changes").foregroundStyle(.red)
            }
        }
        .padding()
    }
}

struct StandaloneNoteWindow: View {
    let noteID: Note.ID
    @EnvironmentObject private var store: NoteStore

    var body: some View {
        if let note = store.note(with: noteID) {
            NavigationStack {
                NoteDetailView(note: note)
                    .id(note.id)
            }
        } else {
            ContentUnavailableView("Note deleted", systemImage: "trash")
        }
    }
}

struct InspectorWindow: View {
    @EnvironmentObject private var store: NoteStore
    @EnvironmentObject private var settings: AppSettings

    var body: some View {
        List {
            LabeledContent("Notes", value: "\(store.notes.count)")
            LabeledContent("Pinned", value: "\(store.notes.filter(\.isPinned).count)")
            LabeledContent("Font size", value: "\(Int(settings.fontSize))")
        }
        .frame(minWidth: 240, minHeight: 180)
    }
}
