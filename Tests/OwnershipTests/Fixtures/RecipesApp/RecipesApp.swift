import SwiftUI

// A small app written the way Apple's guidance says: every object has one owner, children observe
// what they are given, and the environment is injected at every root. Lifeline must find nothing.

@main
struct RecipesApp: App {
    @StateObject private var library = RecipeLibrary()
    @State private var settings = AppSettings()

    var body: some Scene {
        WindowGroup {
            LibraryScreen()
                .environmentObject(library)
                .environment(settings)
        }
        Window("Shopping", id: "shopping") {
            ShoppingScreen(list: library.shoppingList)
                .environmentObject(library)
                .environment(settings)
        }
    }
}
