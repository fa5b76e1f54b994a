import SwiftUI

final class Settings: ObservableObject {
    @AppStorage("volume") var volume = 5
    @Published var name = ""
}

struct SettingsView: View {
    @StateObject var settings = Settings()
    var body: some View { Text("\(settings.volume) \(settings.name)") }
}
