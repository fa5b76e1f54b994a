import SwiftUI
import Observation

@main
struct LibraryApp: App {
    @State private var library = Library()
    @State private var preferences = Preferences()
    @State private var router = Router()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(library)
                .environment(preferences)
                .environment(router)
        }

        #if os(macOS)
        Window("Reading Stats", id: "stats") {
            StatsWindow()
                .environment(library)
        }

        Settings {
            PreferencesView()
                .environment(preferences)
        }

        MenuBarExtra("Library", systemImage: "books.vertical") {
            MenuBarContent()
                .environment(library)
        }
        #endif
    }
}
