// rule: A2 — a child storing an @Observable reference updates when the parent passes a different reference (value comparison)
// rule: B3 — the same reference again compares equal, so the re-initialised child skips its body
// root: Bookshelf
// do: tap "Tap"
// do: tap "Next Book"
// do: tap "Edit Title"
// expect 1: Bookshelf.body
// expect 1: BookCard.init
// expect 1 not: BookCard.body
// expect 1 screen: Text "Taps: 1"
// expect 2 order: Bookshelf.body | BookCard.init | BookCard.body
// expect 2 screen: Text "Title: Dune"
// expect 3: BookCard.body
// expect 3 not: Bookshelf.body
// expect 3 screen: Text "Title: Dune Messiah"
import SwiftUI
import Observation

@Observable
final class Book {
    var title: String
    init(title: String) {
        self.title = title
        print("Book init \(title)")
    }
}

struct Bookshelf: View {
    @State private var books = [Book(title: "Emma"), Book(title: "Dune")]
    @State private var selected = 0
    @State private var taps = 0

    var body: some View {
        let _ = print("Bookshelf body")
        VStack {
            Text("Taps: \(taps)")
            Button("Tap") { taps += 1 }
            Button("Next Book") { selected = 1 }
            BookCard(book: books[selected])
        }
    }
}

struct BookCard: View {
    let book: Book

    var body: some View {
        let _ = print("BookCard body")
        VStack {
            Text("Title: \(book.title)")
            Button("Edit Title") { book.title += " Messiah" }
        }
    }
}
