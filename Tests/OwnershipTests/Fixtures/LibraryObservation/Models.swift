import Foundation
import Observation

struct Author: Identifiable, Hashable, Codable {
    let id: UUID
    var name: String
}

@Observable
final class Book: Identifiable {
    let id: UUID
    var title: String
    var author: Author
    var pages: Int
    var pagesRead: Int
    var rating: Int?
    var notes: String = ""

    @ObservationIgnored
    var coverCache: Data?

    init(id: UUID = UUID(), title: String, author: Author, pages: Int, pagesRead: Int = 0) {
        self.id = id
        self.title = title
        self.author = author
        self.pages = pages
        self.pagesRead = pagesRead
    }

    var progress: Double {
        pages == 0 ? 0 : Double(pagesRead) / Double(pages)
    }

    var isFinished: Bool { pagesRead >= pages }
}

extension Book: Hashable {
    static func == (lhs: Book, rhs: Book) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

@MainActor
@Observable
final class Library {
    var books: [Book] = []
    var shelves: [Shelf] = Shelf.defaults
    var isLoading = false
    var loadError: String?

    func load() async {
        guard books.isEmpty else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            try await Task.sleep(for: .milliseconds(150))
            let tolkien = Author(id: UUID(), name: "J. R. R. Tolkien")
            let leGuin = Author(id: UUID(), name: "Ursula K. Le Guin")
            books = [
                Book(title: "The Hobbit", author: tolkien, pages: 310, pagesRead: 310),
                Book(title: "A Wizard of Earthsea", author: leGuin, pages: 183, pagesRead: 40),
                Book(title: "The Dispossessed", author: leGuin, pages: 387),
            ]
        } catch {
            loadError = error.localizedDescription
        }
    }

    func books(on shelf: Shelf) -> [Book] {
        switch shelf.kind {
        case .all: return books
        case .reading: return books.filter { $0.pagesRead > 0 && !$0.isFinished }
        case .finished: return books.filter(\.isFinished)
        case .unread: return books.filter { $0.pagesRead == 0 }
        }
    }

    func book(id: Book.ID) -> Book? {
        books.first { $0.id == id }
    }

    func add(_ book: Book) { books.append(book) }

    func remove(_ book: Book) {
        books.removeAll { $0.id == book.id }
    }
}

struct Shelf: Identifiable, Hashable {
    enum Kind: Hashable { case all, reading, finished, unread }
    let id: String
    let name: String
    let symbol: String
    let kind: Kind

    static let defaults: [Shelf] = [
        Shelf(id: "all", name: "All Books", symbol: "books.vertical", kind: .all),
        Shelf(id: "reading", name: "Reading", symbol: "book", kind: .reading),
        Shelf(id: "finished", name: "Finished", symbol: "checkmark.circle", kind: .finished),
        Shelf(id: "unread", name: "Unread", symbol: "circle.dashed", kind: .unread),
    ]
}

@Observable
final class Preferences {
    var showProgressBars = true
    var dailyGoalPages = 30
    var accent: AccentChoice = .blue

    enum AccentChoice: String, CaseIterable, Identifiable {
        case blue, green, orange
        var id: Self { self }
    }
}

@Observable
final class Router {
    var selectedTab: Tab = .library
    var selectedShelf: Shelf? = Shelf.defaults.first
    var libraryPath: [Book.ID] = []
    var presentedSheet: SheetKind?

    enum Tab: Hashable { case library, search, stats }

    enum SheetKind: Identifiable {
        case addBook
        case editBook(Book)
        var id: String {
            switch self {
            case .addBook: return "add"
            case .editBook(let book): return "edit-\(book.id)"
            }
        }
    }
}

@Observable
final class SearchModel {
    var query = ""
    private(set) var results: [Book] = []

    func run(in library: Library) async {
        try? await Task.sleep(for: .milliseconds(250))
        let q = query.lowercased()
        results = q.isEmpty ? [] : library.books.filter {
            $0.title.lowercased().contains(q) || $0.author.name.lowercased().contains(q)
        }
    }
}
