import SwiftUI

final class Program: Equatable {
    let url: URL
    var pinned = false
    init(url: URL) { self.url = url }
    static func == (lhs: Program, rhs: Program) -> Bool { lhs.url == rhs.url }
}

final class Shelf: ObservableObject {
    @Published var programs: [Program] = []

    func reload(_ urls: [URL]) {
        programs = urls.map { Program(url: $0) }
    }
}

struct ShelfView: View {
    @StateObject var shelf = Shelf()
    var body: some View {
        ForEach(shelf.programs, id: \.url) { Text($0.pinned ? "pinned" : "") }
    }
}
