import SwiftUI

final class Finder: ObservableObject {
    @Published var query = ""
    @Published var matches: [String] = []
    private var cancellable: AnyCancellable?

    init() {
        cancellable = $query
            .map { $0.lowercased() }
            .sink { [weak self] text in self?.matches = [text] }
    }
}
