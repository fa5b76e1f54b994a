import SwiftUI

final class Search: ObservableObject {
    @Published var query = ""
    var results: [String] = []
    private var cache: [String: [String]] = [:]
    private var task: Task<Void, Never>?
    private let lock = NSLock()

    func run() {
        task?.cancel()
        lock.lock()
        defer { lock.unlock() }
        if let hit = cache[query] {
            objectWillChange.send()
            results = hit
            return
        }
        task = Task { }
    }
}

struct SearchView: View {
    @StateObject private var search = Search()
    var body: some View {
        VStack {
            TextField("Search", text: $search.query)
            ForEach(search.results, id: \.self) { result in Text(result) }
        }
    }
}
