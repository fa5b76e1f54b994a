import Foundation
import Combine
import SwiftUI

struct Note: Identifiable, Hashable, Codable {
    var id: UUID = UUID()
    var title: String
    var body: String
    var tags: [String] = []
    var isPinned: Bool = false
    var modified: Date = .now
}

@MainActor
final class NoteStore: ObservableObject {
    @Published private(set) var notes: [Note] = []
    @Published var isLoading = false
    @Published var lastError: String?

    init(notes: [Note] = []) {
        self.notes = notes
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        try? await Task.sleep(nanoseconds: 200_000_000)
        if notes.isEmpty {
            notes = [
                Note(title: "Groceries", body: "Milk, eggs"),
                Note(title: "Ideas", body: "Write an app", isPinned: true),
            ]
        }
    }

    func note(with id: Note.ID) -> Note? {
        notes.first { $0.id == id }
    }

    func upsert(_ note: Note) {
        var copy = note
        copy.modified = .now
        if let index = notes.firstIndex(where: { $0.id == note.id }) {
            notes[index] = copy
        } else {
            notes.append(copy)
        }
    }

    func delete(_ ids: Set<Note.ID>) {
        notes.removeAll { ids.contains($0.id) }
    }

    static let preview = NoteStore(notes: [
        Note(title: "Preview note", body: "Body text"),
        Note(title: "Second", body: "More text", tags: ["work"]),
    ])
}

final class AppSettings: ObservableObject {
    enum SortOrder: String, CaseIterable, Identifiable {
        case title, modified
        var id: String { rawValue }
    }

    @Published var sortOrder: SortOrder = .modified
    @Published var showPinnedFirst = true
    @Published var fontSize: Double = 15
}

final class SyncStatus: ObservableObject {
    @Published var lastSync: Date?
    @Published var isSyncing = false
}

final class UserSession: ObservableObject {
    @Published var userName: String?
    /// Nested model; its changes are forwarded so views observing the session refresh.
    @Published var sync = SyncStatus()
    private var forwarding: AnyCancellable?
    var isSignedIn: Bool { userName != nil }

    init() {
        forwarding = sync.objectWillChange.sink { [weak self] _ in
            self?.objectWillChange.send()
        }
    }

    func signIn(as name: String) { userName = name }
    func signOut() { userName = nil }
}

@MainActor
final class NoteListViewModel: ObservableObject {
    @Published var searchText = ""
    @Published var selection = Set<Note.ID>()
    @Published var isComposing = false

    func visibleNotes(from store: NoteStore, settings: AppSettings) -> [Note] {
        var result = store.notes
        if !searchText.isEmpty {
            result = result.filter { $0.title.localizedCaseInsensitiveContains(searchText) }
        }
        switch settings.sortOrder {
        case .title: result.sort { $0.title < $1.title }
        case .modified: result.sort { $0.modified > $1.modified }
        }
        if settings.showPinnedFirst {
            result.sort { $0.isPinned && !$1.isPinned }
        }
        return result
    }
}

@MainActor
final class NoteEditorViewModel: ObservableObject {
    @Published var draft: Note
    @Published var isDirty = false
    let original: Note

    init(note: Note) {
        self.original = note
        self.draft = note
    }

    func markDirty() { isDirty = draft != original }
}
