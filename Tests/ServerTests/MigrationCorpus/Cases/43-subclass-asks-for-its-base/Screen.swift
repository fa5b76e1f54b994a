import SwiftUI

class Screen: ObservableObject {
    @Published var title = ""
}

final class Tab: Screen {
    @Published var badge = 0
}
