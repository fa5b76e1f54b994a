import SwiftUI

struct Book: Equatable {
    var title: String
}

final class Library: ObservableObject {
    static let shared = Library()
    @Published var books: [Book] = []
}

struct LibraryView: View {
    @ObservedObject var library = Library.shared
    var body: some View {
        ForEach(library.books, id: \.title) { Text($0.title) }
            .onAppear { Library.shared.books = Library.shared.books }
    }
}
