import SwiftUI

@Observable
final class Board {
    var cells: [Int] = Array(repeating: 0, count: 9)
    var turn = 1

    func play(_ index: Int) {
        cells[index] = turn
        turn = turn == 1 ? 2 : 1
    }

    func reset() {
        cells = Array(repeating: 0, count: 9)
    }
}

struct BoardView: View {
    @State private var board = Board()
    var body: some View {
        VStack {
            ForEach(board.cells.indices, id: \.self) { index in
                Button("\(board.cells[index])") { board.play(index) }
            }
        }
    }
}
