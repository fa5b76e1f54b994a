import SwiftUI

struct SearchTab: View {
    @Environment(Library.self) private var library
    @State private var search = SearchModel()

    var body: some View {
        NavigationStack {
            List(search.results) { book in
                NavigationLink(value: book) {
                    BookRow(book: book, showsProgress: false)
                }
            }
            .navigationTitle("Search")
            .navigationDestination(for: Book.self) { book in
                BookDetail(book: book)
            }
            .searchable(text: $search.query)
            .task(id: search.query) {
                await search.run(in: library)
            }
        }
    }
}

struct StatsWindow: View {
    @Environment(Library.self) private var library
    @State private var current: Book?
    @State private var choosing = false

    private var finished: Int { library.books.filter(\.isFinished).count }
    private var totalPages: Int { library.books.reduce(0) { $0 + $1.pagesRead } }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            StatTile(title: "Books", value: library.books.count)
            StatTile(title: "Finished", value: finished)
            StatTile(title: "Pages read", value: totalPages)
            Button(current.map { "Reading: \($0.title)" } ?? "Choose current book") {
                choosing = true
            }
        }
        .sheet(isPresented: $choosing) {
            ContinueReadingPicker(
                candidates: library.books.filter { !$0.isFinished },
                selection: $current
            )
        }
        .padding()
        .frame(minWidth: 220)
    }
}

struct StatTile: View {
    let title: String
    let value: Int

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(value, format: .number).monospacedDigit().bold()
        }
    }
}

struct MenuBarContent: View {
    @Environment(Library.self) private var library
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        ForEach(library.books.prefix(5)) { book in
            Text("\(book.title) – \(Int(book.progress * 100))%")
        }
        Divider()
        Button("Show Stats") { openWindow(id: "stats") }
    }
}

/// A view that takes an optional environment model: works without injection.
struct OptionalLibraryBadge: View {
    @Environment(Library.self) private var library: Library?

    var body: some View {
        Text("\(library?.books.count ?? 0)")
            .font(.caption2)
    }
}
