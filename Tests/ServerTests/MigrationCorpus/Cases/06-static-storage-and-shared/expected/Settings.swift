import SwiftUI

@Observable
final class Settings {
    static let shared = Settings()
    static var instances = 0

    var theme = "light"

    init() { Settings.instances += 1 }
}
