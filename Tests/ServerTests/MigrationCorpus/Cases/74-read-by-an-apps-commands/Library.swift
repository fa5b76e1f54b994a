import SwiftUI

final class Library: ObservableObject {
    @Published var canExport = false
}
@main
struct MyApp: App {
    @StateObject var library = Library()
    var body: some Scene {
        WindowGroup { Text("x").environmentObject(library) }
            .commands { LibraryCommands(library: library) }
    }
}
struct LibraryCommands: Commands {
    let library: Library
    var body: some Commands {
        CommandMenu("Library") { Button("Export") {}.disabled(!library.canExport) }
    }
}
