// rule: X — an enum's raw values are Swift's: the written value, else for an integer raw type one more than the case above (0 for the first), else a String raw type's case name; `rawValue` inside the enum's own members is self's
// root: Screen
// do: tap "Next"
// expect 0 screen: Text "tab: 0 1 5 6"
// expect 0 screen: Text "name: home"
// expect 0 screen: Text "id: 1"
// expect 0 screen: Text "from raw: settings"
// expect 1 screen: Text "id: 5"
import SwiftUI

enum Tab: Int, CaseIterable {
    case home, search
    case settings = 5
    case about
    var id: Int { rawValue }
}

enum Section: String {
    case home
    case more = "More"
}

struct Screen: View {
    @State private var tab = Tab.search
    var body: some View {
        VStack {
            Text("tab: " + Tab.allCases.map { String($0.rawValue) }.joined(separator: " "))
            Text("name: " + Section.home.rawValue)
            Text("id: \(tab.id)")
            Text("from raw: \(Tab(rawValue: 5) == .settings ? "settings" : "other")")
            Button("Next") { tab = Tab(rawValue: tab.rawValue + 4) ?? .home }
        }
    }
}
