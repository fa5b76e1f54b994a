import SwiftUI

extension Library {
    @MainActor
    static var sample: Library {
        let library = Library()
        let author = Author(id: UUID(), name: "Preview Author")
        library.books = [
            Book(title: "Preview One", author: author, pages: 100, pagesRead: 20),
            Book(title: "Preview Two", author: author, pages: 240),
        ]
        return library
    }
}

#Preview("Content") {
    ContentView()
        .environment(Library.sample)
        .environment(Preferences())
        .environment(Router())
}

#Preview("Shelf") {
    NavigationStack {
        ShelfView(shelf: Shelf.defaults[0])
    }
    .environment(Library.sample)
    .environment(Preferences())
    .environment(Router())
}

#Preview("Editor") {
    @Previewable @State var book = Book(
        title: "Editable",
        author: Author(id: UUID(), name: "Someone"),
        pages: 300
    )
    NavigationStack {
        BookEditor(book: book)
    }
}

#Preview("Badge without library") {
    OptionalLibraryBadge()
}

struct StatsWindow_Previews: PreviewProvider {
    static var previews: some View {
        StatsWindow()
            .environment(Library.sample)
    }
}

/// iOS 18 preview modifier: builds the sample library once and shares it across previews.
struct SampleLibraryModifier: PreviewModifier {
    static func makeSharedContext() async throws -> Library {
        await Library.sample
    }

    func body(content: Content, context: Library) -> some View {
        content
            .environment(context)
            .environment(Preferences())
    }
}

#Preview("Book detail", traits: .modifier(SampleLibraryModifier())) {
    NavigationStack {
        BookDetail(book: Book(title: "Sample", author: Author(id: UUID(), name: "A"), pages: 120))
    }
}
