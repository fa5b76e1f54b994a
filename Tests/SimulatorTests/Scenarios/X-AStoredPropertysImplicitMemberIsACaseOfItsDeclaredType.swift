// rule: X — a stored property's initial value written as an implicit member (`let one: Tab = .profile`, `[.feed, .profile]`, a `@State` too) is a case of the declared type, so the type's methods run on it
// root: Home
// expect 0: Home.body
// expect 0 not: note: X-AStoredPropertysImplicitMemberIsACaseOfItsDeclaredType.swift:25: `.content(...)` on .profile is not known to the simulator
// expect 0 screen: Text "Profile"
// expect 0 screen: Text "Feed"
import SwiftUI

enum Tab: Hashable {
    case feed, profile
    @ViewBuilder func content() -> some View {
        switch self {
        case .feed: Text("Feed")
        case .profile: Text("Profile")
        }
    }
}

struct Home: View {
    let one: Tab = .profile
    let tabs: [Tab] = [.feed, .profile]
    @State private var more: [Tab] = [.feed]
    var body: some View {
        VStack {
            one.content()
            ForEach(tabs, id: \.self) { tab in tab.content() }
            ForEach(more, id: \.self) { tab in tab.content() }
        }
    }
}
