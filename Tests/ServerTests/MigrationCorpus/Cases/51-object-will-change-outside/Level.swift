import SwiftUI

final class Level: ObservableObject {
    @Published var value = 0
}

final class Recorder {
    let level: Level
    private var subscription: AnyCancellable?

    init(level: Level) {
        self.level = level
        subscription = level.objectWillChange.sink { _ in print("changed") }
    }
}
