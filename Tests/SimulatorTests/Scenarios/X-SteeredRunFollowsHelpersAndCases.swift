// rule: X — steering follows the helpers the body names (a computed property, a function) and takes the one case of a switch that leads to the view, or the else of an if whose condition holds
// root: Home
// toward: Settings
// expect 0: note: X-SteeredRunFollowsHelpersAndCases.swift:22: steered: the run takes this branch to show the view it is steered toward; on its own it does not
// expect 0: note: X-SteeredRunFollowsHelpersAndCases.swift:29: steered: the run takes this branch to show the view it is steered toward; on its own it does not
// expect 0: Prefs#1 init  (Settings.prefs)
// expect 0 screen not: Text "Loading"
// expect 0 screen not: Text "Feed"
import SwiftUI

enum Screen {
    case feed
    case settings
}

final class Prefs: ObservableObject {}

struct Home: View {
    @State private var screen: Screen = .feed
    @State private var isLoading = true
    var body: some View {
        if isLoading {
            Text("Loading")
        } else {
            content
        }
    }
    @ViewBuilder var content: some View {
        switch screen {
        case .feed: Text("Feed")
        case .settings: settingsScreen()
        }
    }
    func settingsScreen() -> some View {
        Settings()
    }
}

struct Settings: View {
    @StateObject private var prefs = Prefs()
    var body: some View { Text("Settings") }
}
