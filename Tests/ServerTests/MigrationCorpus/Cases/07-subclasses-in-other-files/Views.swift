import SwiftUI

struct BooksView: View {
    @StateObject private var store = BookStore()
    var body: some View {
        VStack {
            if store.isLoading { Text("Loading") }
            Text("\(store.books.count) books")
        }
    }
}
