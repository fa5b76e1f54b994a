// rule: X — a steered run takes a branch only where storage or an unknown value decides it; a switch over a known value of the view's constants (`switch self` in the value's method) keeps its case, so no call shows a case its value cannot take, and the same place deciding differently for each value is not a change (a `switch` over a view's `@State` is steered: X-SteeredRunFollowsHelpersAndCases)
// root: Home
// toward: Settings
// expect 0: Feed.init
// expect 0: Profile.init
// expect 0 not: Settings.init
// expect 0 not: note: X-ASteeredRunKeepsAChoiceTheRowsValueFixes.swift:16: steered: the run takes this branch to show the view it is steered toward; on its own it does not
// expect 0 not: note: X-ASteeredRunKeepsAChoiceTheRowsValueFixes.swift:16: steered: what this place decides on its own changed; from here the steered run says nothing of the app
// expect 0 screen: Text "Feed"
// expect 0 screen not: Text "Settings"
import SwiftUI

enum Tab: Hashable {
    case feed, profile, settings
    @ViewBuilder func content() -> some View {
        switch self {
        case .feed: Feed()
        case .profile: Profile()
        case .settings: Settings()
        }
    }
}

struct Home: View {
    let first: Tab = Tab.feed
    let second: Tab = Tab.profile
    var body: some View {
        VStack {
            first.content()
            second.content()
        }
    }
}

struct Feed: View { var body: some View { Text("Feed") } }
struct Profile: View { var body: some View { Text("Profile") } }
struct Settings: View { var body: some View { Text("Settings") } }
