// rule: O1 — `@ObservedObject` does not own its object: one passed in from a `@StateObject` owner survives parent refreshes
// root: LibraryScreen
// do: tap "Borrow"
// do: tap "Borrow"
// do: tap "Rename"
// expect 0: Shelf#1 init  (LibraryScreen.shelf)
// expect 1 order: ShelfSummary.body
// expect 2 screen: Text "Borrowed: 2"
// expect 3 order: LibraryScreen.body | ShelfSummary.init
// expect 3 not: Shelf#2 init  (LibraryScreen.shelf)
// expect 3 not: Shelf#1 deinit
// expect 3 screen: Text "Borrowed: 2"
// expect 3 screen: Text "Library: Central"
import SwiftUI

final class Shelf: ObservableObject {
    @Published var borrowed = 0
    init() { print("Shelf init") }
    deinit { print("Shelf deinit") }
}

struct LibraryScreen: View {
    @StateObject private var shelf = Shelf()
    @State private var name = "Branch"

    var body: some View {
        let _ = print("LibraryScreen body")
        VStack {
            Text("Library: \(name)")
            Button("Rename") { name = "Central" }
            ShelfSummary(shelf: shelf)
        }
    }
}

struct ShelfSummary: View {
    @ObservedObject var shelf: Shelf

    var body: some View {
        let _ = print("ShelfSummary body")
        VStack {
            Text("Borrowed: \(shelf.borrowed)")
            Button("Borrow") { shelf.borrowed += 1 }
        }
    }
}
