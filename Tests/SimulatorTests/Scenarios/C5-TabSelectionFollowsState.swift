// rule: C5 — TabView(selection:) shows the tab its binding selects, also when code changes it
// root: Tabs
// do: tap "go settings"
// expect 1 screen: Tab "Settings" (selected)
// expect 1 screen: Text "settings page"
// expect 1 order: Home disappears | Settings appears
import SwiftUI

enum TabKind: Hashable { case home, settings }

struct Home: View { var body: some View { Text("home page") } }
struct Settings: View { var body: some View { Text("settings page") } }

struct Tabs: View {
    @State var selection = TabKind.home
    var body: some View {
        VStack {
            Button("go settings") { selection = .settings }
            TabView(selection: $selection) {
                Home().tabItem { Text("Home") }.tag(TabKind.home)
                Settings().tabItem { Text("Settings") }.tag(TabKind.settings)
            }
        }
    }
}
