import SwiftUI

final class Board: ObservableObject {
    var cells: [Int] = Array(repeating: 0, count: 9)
    @Published var turn = 1

    func play(_ index: Int) {
        objectWillChange.send()
        cells[index] = turn
        turn = turn == 1 ? 2 : 1
    }

    func reset() {
        self.objectWillChange.send()
        cells = Array(repeating: 0, count: 9)
    }
}

struct BoardView: View {
    @StateObject private var board = Board()
    var body: some View {
        VStack {
            ForEach(board.cells.indices, id: \.self) { index in
                Button("\(board.cells[index])") { board.play(index) }
            }
        }
    }
}
