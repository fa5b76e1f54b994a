// rule: C5 — TabView initializes the state of every tab's content at first appearance
// rule: C5 — switching tabs fires onDisappear/onAppear; the offscreen tab keeps its state
// root: MainTabs
// do: tab "Settings"
// do: tab "Home"
// do: tap "Like"
// do: tab "Settings"
// do: tab "Home"
// expect 0: Feed#1 init  (HomeTab.feed)
// expect 0: Preferences#1 init  (SettingsTab.preferences)
// expect 0: print: HomeTab onAppear
// expect 0 not: print: SettingsTab onAppear
// expect 0 screen: Text "Likes: 0"
// expect 1: print: HomeTab onDisappear
// expect 1: print: SettingsTab onAppear
// expect 1 not: Preferences#2 init  (SettingsTab.preferences)
// expect 1 not: Feed#1 deinit
// expect 1 screen: Text "Theme: Light"
// expect 2: print: SettingsTab onDisappear
// expect 2: print: HomeTab onAppear
// expect 3 screen: Text "Likes: 1"
// expect 4 not: Feed#1 deinit
// expect 5 not: Feed#2 init  (HomeTab.feed)
// expect 5 screen: Text "Likes: 1"
import SwiftUI
import Combine

final class Feed: ObservableObject {
    @Published var likes = 0
    init() { print("Feed init") }
    deinit { print("Feed deinit") }
}

final class Preferences: ObservableObject {
    @Published var theme = "Light"
    init() { print("Preferences init") }
    deinit { print("Preferences deinit") }
}

struct MainTabs: View {
    var body: some View {
        TabView {
            HomeTab()
                .tabItem { Label("Home", systemImage: "house") }
            SettingsTab()
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

struct HomeTab: View {
    @StateObject private var feed = Feed()

    var body: some View {
        VStack {
            Text("Likes: \(feed.likes)")
            Button("Like") { feed.likes += 1 }
        }
        .onAppear { print("HomeTab onAppear") }
        .onDisappear { print("HomeTab onDisappear") }
    }
}

struct SettingsTab: View {
    @StateObject private var preferences = Preferences()

    var body: some View {
        Text("Theme: \(preferences.theme)")
            .onAppear { print("SettingsTab onAppear") }
            .onDisappear { print("SettingsTab onDisappear") }
    }
}
