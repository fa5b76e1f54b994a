import SwiftUI

/// The books the user owns.
@Observable
@MainActor public final class Library {
    /// Titles, in the order they were added.
    public var titles: [String] = []
    internal var filter = ""

    public init() {}
}

public struct LibraryView: View {
    @State private var library = Library()
    public init() {}
    public var body: some View {
        List {
            ForEach(library.titles, id: \.self) { title in Text(title) }
        }
    }
}
