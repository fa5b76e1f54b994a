import SwiftUI

final class BookStore: BaseStore {
    @Published var books: [String] = []

    override func load() {
        super.load()
        books = ["Dune"]
    }
}
