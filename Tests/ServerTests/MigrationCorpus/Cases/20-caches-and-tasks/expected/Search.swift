import SwiftUI

@Observable
final class Search {
    var query = ""
    var results: [String] = []
    @ObservationIgnored private var cache: [String: [String]] = [:]
    private var task: Task<Void, Never>?
    private let lock = NSLock()

    func run() {
        task?.cancel()
        lock.lock()
        defer { lock.unlock() }
        if let hit = cache[query] {
            results = hit
            return
        }
        task = Task { }
    }
}

struct SearchView: View {
    @State private var search = Search()
    var body: some View {
        VStack {
            TextField("Search", text: $search.query)
            ForEach(search.results, id: \.self) { result in Text(result) }
        }
    }
}
