// rule: B4 — a view holding an ObservableObject with @ObservedObject re-runs its body on any @Published change, even of a property its body never reads
// root: LibraryOwner
// do: tap "Borrow Quietly"
// do: tap "Borrow Quietly"
// expect 1: ShelfView.body
// expect 1 count 1: ShelfView.body
// expect 1: LibraryOwner.body
// expect 1: print: ShelfView body
// expect 1: print: borrowed 1
// expect 1 screen: Text "Title: Dune"
// expect 2: ShelfView.body
import SwiftUI

final class Library: ObservableObject {
    @Published var title = "Dune"
    @Published var borrowed = 0
    init() { print("Library init") }
    deinit { print("Library deinit") }
}

struct LibraryOwner: View {
    @StateObject private var library = Library()
    var body: some View {
        let _ = print("LibraryOwner body")
        ShelfView(library: library)
    }
}

struct ShelfView: View {
    @ObservedObject var library: Library
    var body: some View {
        let _ = print("ShelfView body")
        Text("Title: \(library.title)")
        Button("Borrow Quietly") {
            library.borrowed += 1
            print("borrowed \(library.borrowed)")
        }
    }
}
