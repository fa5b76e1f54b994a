import SwiftUI

struct SettingsRoot: View {
    var body: some View {
        ThemeLabel().environment(Settings.shared)
    }
}

struct ThemeLabel: View {
    @Environment(Settings.self) var settings: Settings
    var body: some View { Text(settings.theme) }
}
