// rule: X — in an enum's own member `self` is the case: `self.rawValue`, `switch self`
// root: Screen
// expect 0 screen: Text "ids: 0 1 2"
// expect 0 screen: Text "titles: Popular Top Settings"
import SwiftUI

enum Menu: Int, CaseIterable, Identifiable {
    case popular, topRated, settings
    var id: Int { return self.rawValue }
    var title: String {
        switch self {
        case .popular: return "Popular"
        case .topRated: return "Top"
        case .settings: return "Settings"
        }
    }
}

struct Screen: View {
    var body: some View {
        VStack {
            Text("ids: " + Menu.allCases.map { String($0.id) }.joined(separator: " "))
            Text("titles: " + Menu.allCases.map(\.title).joined(separator: " "))
        }
    }
}
