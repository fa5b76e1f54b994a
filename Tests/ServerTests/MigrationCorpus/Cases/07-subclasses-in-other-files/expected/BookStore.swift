import SwiftUI

@Observable
final class BookStore: BaseStore {
    var books: [String] = []

    override func load() {
        super.load()
        books = ["Dune"]
    }
}
