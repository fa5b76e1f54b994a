import SwiftUI

/// The books the user owns.
@MainActor public final class Library: ObservableObject {
    /// Titles, in the order they were added.
    @Published public var titles: [String] = []
    @Published internal var filter = ""

    public init() {}
}

public struct LibraryView: View {
    @StateObject private var library = Library()
    public init() {}
    public var body: some View {
        List {
            ForEach(library.titles, id: \.self) { title in Text(title) }
        }
    }
}
