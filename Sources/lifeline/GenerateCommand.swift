import Foundation

/// `lifeline bench generate DIR --files N`: a synthetic SwiftUI workspace for measuring `check`.
/// Each file holds a model class and a screen that owns, observes and injects models, navigates to
/// the next screen and builds rows, with a few real misuses sprinkled in (deterministically) so the
/// rules have work to do.
enum GenerateCommand {
    static func run(_ arguments: [String]) -> Int32 {
        var directory: String?
        var count = 2000
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--files" {
                guard let n = positiveNumber(rest.popFirst()) else {
                    printError("lifeline bench generate: --files takes a positive number")
                    return 2
                }
                count = n
            } else if argument.hasPrefix("--") {
                printError("lifeline bench generate: unknown option \(argument)")
                return 2
            } else {
                directory = argument
            }
        }
        guard let directory else {
            printError("lifeline bench generate: give the folder to write: lifeline bench generate DIR [--files N]")
            return 2
        }
        do {
            let written = try write(to: directory, count: count)
            print("wrote \(written.files) files, \(written.bytes) bytes, to \(directory)")
            return 0
        } catch {
            printError("lifeline bench generate: cannot write to \(directory): \(error.localizedDescription)")
            return 2
        }
    }

    /// Writes `count` screens and the app into `directory`.
    static func write(to directory: String, count: Int) throws -> (files: Int, bytes: Int) {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var bytes = 0
        let appText = app(count: count)
        bytes += appText.utf8.count
        for index in 0..<count {
            let text = file(index, count: count)
            bytes += text.utf8.count
            try text.write(toFile: (directory as NSString).appendingPathComponent("Screen\(index).swift"), atomically: true, encoding: .utf8)
        }
        try appText.write(toFile: (directory as NSString).appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        return (count + 1, bytes)
    }

    static func app(count: Int) -> String {
        """
        import SwiftUI

        @main
        struct GeneratedApp: App {
            @StateObject private var session = Session()

            var body: some Scene {
                WindowGroup {
                    Screen0(store: Store0())
                        .environmentObject(session)
                }
            }
        }

        final class Session: ObservableObject {
            @Published var user = "guest"
        }

        """
    }

    static func file(_ i: Int, count: Int) -> String {
        let next = (i + 1) % count
        // Every seventh screen also creates a second store inline with @ObservedObject, which no
        // caller passes: a real misuse, recreated with every parent body.
        let storeProperty = "@ObservedObject var store: Store\(i)" + (i % 7 == 3 ? "\n    @ObservedObject var archive = Store\(i)()" : "")
        return """
            import SwiftUI
            import Combine

            final class Store\(i): ObservableObject {
                @Published var items: [Item\(i)] = (0..<20).map { Item\(i)(id: $0, title: "Item \\($0)") }
                @Published var query = ""
                @Published var isLoading = false

                init() { print("Store\(i) init") }
                deinit { print("Store\(i) deinit") }

                var filtered: [Item\(i)] {
                    query.isEmpty ? items : items.filter { $0.title.localizedCaseInsensitiveContains(query) }
                }

                func toggle(_ item: Item\(i)) {
                    guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
                    items[index].done.toggle()
                }
            }

            struct Item\(i): Identifiable, Hashable {
                let id: Int
                var title: String
                var done = false
            }

            struct Screen\(i): View {
                \(storeProperty)
                @StateObject private var detail = Store\(next)()
                @EnvironmentObject var session: Session
                @State private var showSheet = false
                @State private var selection: Item\(i)?

                var body: some View {
                    NavigationStack {
                        VStack(alignment: .leading, spacing: 8) {
                            Text("Hello, \\(session.user)")
                                .font(.headline)
                            TextField("Search", text: $store.query)
                                .textFieldStyle(.roundedBorder)
                            List(store.filtered) { item in
                                Row\(i)(item: item, store: store)
                            }
                            if store.isLoading {
                                ProgressView()
                            } else {
                                Button("Reload") { store.isLoading = true }
                            }
                            NavigationLink("Next") { Screen\(next)(store: detail) }
                        }
                        .padding()
                        .sheet(isPresented: $showSheet) { Summary\(i)(count: store.items.count) }
                        .toolbar { Button("Info") { showSheet = true } }
                    }
                }
            }

            struct Row\(i): View {
                let item: Item\(i)
                @ObservedObject var store: Store\(i)

                var body: some View {
                    HStack {
                        Image(systemName: item.done ? "checkmark.circle.fill" : "circle")
                        Text(item.title)
                        Spacer()
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { store.toggle(item) }
                }
            }

            struct Summary\(i): View {
                let count: Int
                @Environment(\\.dismiss) private var dismiss

                var body: some View {
                    VStack {
                        Text("\\(count) items")
                        Button("Close") { dismiss() }
                    }
                }
            }

            """
    }
}
