import SwiftUI

struct NoteListView: View {
    @EnvironmentObject private var store: NoteStore
    @EnvironmentObject private var settings: AppSettings
    @StateObject private var viewModel = NoteListViewModel()

    var body: some View {
        let notes = viewModel.visibleNotes(from: store, settings: settings)
        List(selection: $viewModel.selection) {
            if store.isLoading {
                ProgressView()
            }
            ForEach(notes) { note in
                NavigationLink(value: note) {
                    NoteRow(note: note, settings: settings)
                }
            }
            .onDelete { offsets in
                let ids = Set(offsets.map { notes[$0].id })
                store.delete(ids)
            }
        }
        .searchable(text: $viewModel.searchText)
        .toolbar {
            ToolbarItem(placement: .bottomBar) {
                Button("New Note") { viewModel.isComposing = true }
            }
        }
        .sheet(isPresented: $viewModel.isComposing) {
            ComposeSheet(viewModel: viewModel)
                .environmentObject(store)
        }
    }
}

struct NoteRow: View {
    let note: Note
    @ObservedObject var settings: AppSettings

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                if note.isPinned {
                    Image(systemName: "pin.fill").foregroundStyle(.orange)
                }
                Text(note.title)
                    .font(.system(size: settings.fontSize, weight: .semibold))
            }
            Text(note.body)
                .lineLimit(2)
                .foregroundStyle(.secondary)
            TagStrip(tags: note.tags)
        }
    }
}

struct TagStrip: View {
    let tags: [String]

    var body: some View {
        HStack {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .font(.caption)
                    .padding(4)
                    .background(.thinMaterial, in: Capsule())
            }
        }
    }
}

struct ComposeSheet: View {
    @ObservedObject var viewModel: NoteListViewModel
    @EnvironmentObject private var store: NoteStore
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var text = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                TextEditor(text: $text)
                    .frame(minHeight: 200)
            }
            .navigationTitle("New Note")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        store.upsert(Note(title: title, body: text))
                        viewModel.isComposing = false
                    }
                    .disabled(title.isEmpty)
                }
            }
        }
    }
}
