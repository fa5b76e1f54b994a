import SwiftUI

struct ShelfView: View {
    let shelf: Shelf
    @Environment(Library.self) private var library
    @Environment(Preferences.self) private var preferences
    @Environment(Router.self) private var router

    var body: some View {
        let books = library.books(on: shelf)
        List {
            if library.isLoading {
                ProgressView("Loading…")
            }
            ForEach(books) { book in
                NavigationLink(value: book.id) {
                    BookRow(book: book, showsProgress: preferences.showProgressBars)
                }
                .swipeActions {
                    Button("Delete", role: .destructive) { library.remove(book) }
                    Button("Edit") { router.presentedSheet = .editBook(book) }
                }
            }
        }
        .overlay {
            if books.isEmpty && !library.isLoading {
                ContentUnavailableView("No books", systemImage: shelf.symbol)
            }
        }
        .navigationTitle(shelf.name)
        .toolbar {
            Button {
                router.presentedSheet = .addBook
            } label: {
                Label("Add", systemImage: "plus")
            }
        }
    }
}

struct BookRow: View {
    var book: Book
    var showsProgress: Bool

    var body: some View {
        VStack(alignment: .leading) {
            Text(book.title).font(.headline)
            Text(book.author.name).font(.subheadline).foregroundStyle(.secondary)
            if showsProgress {
                ProgressView(value: book.progress)
            }
        }
    }
}

struct BookDetail: View {
    let book: Book
    @Environment(Preferences.self) private var preferences
    @State private var isEditing = false

    var body: some View {
        Form {
            LabeledContent("Author", value: book.author.name)
            LabeledContent("Pages", value: "\(book.pages)")
            if preferences.showProgressBars {
                ProgressView(value: book.progress) {
                    Text("\(book.pagesRead) of \(book.pages)")
                }
            }
            ReadingControls(book: book)
            if let rating = book.rating {
                RatingView(rating: .constant(rating))
            }
            Section("Notes") {
                Text(book.notes.isEmpty ? "No notes" : book.notes)
            }
        }
        .navigationTitle(book.title)
        .toolbar {
            Button("Edit") { isEditing = true }
        }
        .sheet(isPresented: $isEditing) {
            NavigationStack {
                BookEditor(book: book)
            }
        }
    }
}

struct ReadingControls: View {
    @Bindable var book: Book
    @Environment(Preferences.self) private var preferences

    var body: some View {
        Stepper("Read \(book.pagesRead) pages", value: $book.pagesRead, in: 0...book.pages)
        Button("Read today's goal (\(preferences.dailyGoalPages))") {
            book.pagesRead = min(book.pages, book.pagesRead + preferences.dailyGoalPages)
        }
    }
}

struct RatingView: View {
    @Binding var rating: Int

    var body: some View {
        HStack {
            ForEach(1...5, id: \.self) { star in
                Image(systemName: star <= rating ? "star.fill" : "star")
                    .onTapGesture { rating = star }
            }
        }
    }
}
