import SwiftUI

final class Library: ObservableObject {
    @Published var books: [String] = []
    init() {
        NotificationCenter.default.addObserver(forName: .init("reload"), object: nil, queue: .main) { _ in print("reload") }
    }
}

struct LibraryApp: App {
    @StateObject var library = Library()
    var body: some Scene {
        WindowGroup { Text("\(library.books.count)") }
    }
}
