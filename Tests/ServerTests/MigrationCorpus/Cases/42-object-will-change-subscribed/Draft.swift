import SwiftUI

final class Draft: ObservableObject {
    @Published var text = ""
    private var saver: AnyCancellable?

    init() {
        saver = objectWillChange.sink { _ in print("save") }
    }
}
