import SwiftUI

final class Settings: ObservableObject {
    static let shared = Settings()
    static var instances = 0

    @Published var theme = "light"

    init() { Settings.instances += 1 }
}
