import SwiftUI

@Observable
final class Library {
    var books: [String] = []
}

struct LibraryList: View {
    @Environment(Library.self) var library: Library
    var body: some View { Text("\(library.books.count)") }
}

struct LibraryRoot: View {
    @State private var library = Library()
    let shelves: [String] = ["a", "b"]

    var body: some View {
        VStack {
            // A closure parameter named like the stored property hides it only inside its closure.
            ForEach(shelves, id: \.self) { library in
                Text(library)
            }
            LibraryList().environment(library)
        }
    }
}
