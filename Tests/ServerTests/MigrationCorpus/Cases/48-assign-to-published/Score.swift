import SwiftUI

final class Score: ObservableObject {
    @Published var points: [Int] = []
    @Published var total = 0

    init(source: CurrentValueSubject<[Int], Never>) {
        source
            .map { $0.reduce(0, +) }
            .assign(to: &$total)
    }
}
