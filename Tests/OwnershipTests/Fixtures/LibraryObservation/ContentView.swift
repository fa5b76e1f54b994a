import SwiftUI

struct ContentView: View {
    @Environment(Router.self) private var router
    @Environment(Library.self) private var library

    var body: some View {
        @Bindable var router = router
        TabView(selection: $router.selectedTab) {
            LibrarySplitView()
                .tabItem { Label("Library", systemImage: "books.vertical") }
                .tag(Router.Tab.library)
            SearchTab()
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
                .tag(Router.Tab.search)
            StatsWindow()
                .tabItem { Label("Stats", systemImage: "chart.bar") }
                .tag(Router.Tab.stats)
        }
        .task { await library.load() }
        .sheet(item: $router.presentedSheet) { sheet in
            switch sheet {
            case .addBook:
                AddBookSheet()
            case .editBook(let book):
                NavigationStack {
                    BookEditor(book: book)
                }
            }
        }
    }
}

struct LibrarySplitView: View {
    @Environment(Router.self) private var router
    @Environment(Library.self) private var library
    @State private var columnVisibility = NavigationSplitViewVisibility.all

    var body: some View {
        @Bindable var router = router
        NavigationSplitView(columnVisibility: $columnVisibility) {
            List(Shelf.defaults, selection: $router.selectedShelf) { shelf in
                NavigationLink(value: shelf) {
                    Label(shelf.name, systemImage: shelf.symbol)
                }
            }
            .navigationTitle("Shelves")
        } detail: {
            NavigationStack(path: $router.libraryPath) {
                if let shelf = router.selectedShelf {
                    ShelfView(shelf: shelf)
                        .navigationDestination(for: Book.ID.self) { id in
                            if let book = library.book(id: id) {
                                BookDetail(book: book)
                            } else {
                                ContentUnavailableView("Missing", systemImage: "questionmark")
                            }
                        }
                } else {
                    Text("Pick a shelf")
                }
            }
        }
    }
}
