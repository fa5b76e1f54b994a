import SwiftUI

struct SettingsView: View {
    @EnvironmentObject private var settings: AppSettings
    @EnvironmentObject private var session: UserSession

    var body: some View {
        TabView {
            GeneralSettings(settings: settings)
                .tabItem { Label("General", systemImage: "gear") }
            AccountSettings()
                .tabItem { Label("Account", systemImage: "person") }
        }
        .frame(width: 420, height: 260)
    }
}

private struct GeneralSettings: View {
    @ObservedObject var settings: AppSettings

    var body: some View {
        Form {
            Picker("Sort by", selection: $settings.sortOrder) {
                ForEach(AppSettings.SortOrder.allCases) { order in
                    Text(order.rawValue.capitalized).tag(order)
                }
            }
            Toggle("Pinned notes first", isOn: $settings.showPinnedFirst)
            Slider(value: $settings.fontSize, in: 11...24) {
                Text("Font size")
            }
        }
        .padding()
    }
}

private struct AccountSettings: View {
    @EnvironmentObject var session: UserSession

    var body: some View {
        Form {
            Text(session.userName ?? "Signed out")
            if session.isSignedIn {
                Button("Sign out") { session.signOut() }
            }
        }
        .padding()
    }
}
