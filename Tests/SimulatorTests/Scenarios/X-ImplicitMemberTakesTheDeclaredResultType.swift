// rule: X — an implicit member returned where the code declares the result type (`var tabs: [Tab] { [.home, .settings] }`, `func first() -> Tab { .home }`) is that type's member, so its methods run; and a property assigned `.init(…)` makes the property's declared type
// root: Screen
// expect 0 screen: Text "Home screen"
// expect 0 screen: Text "Settings screen"
// expect 0 screen: Text "first: Home screen"
// expect 0 screen: Text "client: main"
import SwiftUI

enum Tab {
    case home, settings
    var title: String {
        switch self {
        case .home: return "Home screen"
        case .settings: return "Settings screen"
        }
    }
}

enum Section {
    case all
    var tabs: [Tab] { [.home, .settings] }
    func first() -> Tab { .home }
}

final class Client {
    let name: String
    init(name: String) { self.name = name }
}

final class Session {
    var client: Client
    init() { client = .init(name: "main") }
}

struct Screen: View {
    let session = Session()
    var body: some View {
        VStack {
            ForEach(Section.all.tabs, id: \.self) { tab in
                Text(tab.title)
            }
            Text("first: \(Section.all.first().title)")
            Text("client: \(session.client.name)")
        }
    }
}
