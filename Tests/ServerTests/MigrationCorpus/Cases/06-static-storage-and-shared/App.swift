import SwiftUI

struct SettingsRoot: View {
    var body: some View {
        ThemeLabel().environmentObject(Settings.shared)
    }
}

struct ThemeLabel: View {
    @EnvironmentObject var settings: Settings
    var body: some View { Text(settings.theme) }
}
