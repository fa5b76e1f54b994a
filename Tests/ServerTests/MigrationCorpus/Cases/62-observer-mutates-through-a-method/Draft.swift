import SwiftUI

struct Lines {
    var all: [String] = []
    mutating func clamp() { if all.count > 3 { all.removeLast() } }
}

final class Draft: ObservableObject {
    @Published var lines = Lines() {
        didSet { lines.clamp() }
    }
}

struct DraftView: View {
    @StateObject var draft = Draft()
    var body: some View { Text(draft.lines.all.first ?? "") }
}
