import Foundation

/// A workspace with two roots that share nothing, for the tests that change the visualizer's
/// root: each root's files, and the model properties (`View.property`) the page should offer for
/// each. `Home` builds `FeedRow` (its own file); `Settings` stands alone, and its body calls an
/// API the simulator does not know (`Formatter.title`) on two lines.
public enum TwoRoots {
    public static let files: [String: String] = [
        "Home.swift": """
            import SwiftUI
            final class Feed: ObservableObject { @Published var items = 0 }
            struct Home: View {
                @ObservedObject var feed = Feed()
                var body: some View {
                    VStack {
                        Button("Load") { feed.items += 1 }
                        FeedRow()
                    }
                }
            }

            """,
        "FeedRow.swift": """
            import SwiftUI
            final class RowModel: ObservableObject { @Published var liked = false }
            struct FeedRow: View {
                @StateObject private var row = RowModel()
                var body: some View { Button("Like") { row.liked.toggle() } }
            }

            """,
        "Settings.swift": """
            import SwiftUI
            final class Preferences: ObservableObject { @Published var dark = false }
            struct Settings: View {
                @ObservedObject var preferences = Preferences()
                var body: some View {
                    VStack {
                        // Twice an API the simulator does not know: one grouped note.
                        Text(Formatter.title(1))
                        Text(Formatter.title(2))
                        Toggle("Dark", isOn: $preferences.dark)
                    }
                }
            }

            """,
    ]

    /// Per root: the file names the Source panel shows and the properties offered in What if.
    public static let shown: [String: (files: Set<String>, properties: Set<String>)] = [
        "Home": (["Home.swift", "FeedRow.swift"], ["Home.feed", "FeedRow.row"]),
        "Settings": (["Settings.swift"], ["Settings.preferences"]),
    ]

    /// Writes the files into a new temporary folder and returns it.
    public static func write() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-two-roots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return folder
    }
}
