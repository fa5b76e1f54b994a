// rule: X — in a NavigationStack bound to a path, a NavigationLink(destination:) pushes its screen above the path's screens; the stack's re-renders keep it while the path does not change (it was popped at once)
// root: Settings
// do: tap "About"
// do: tap "Refresh"
// expect 1 screen: [pushed About · back available]
// expect 2 screen: [pushed About · back available]
// expect 2: About.body
import SwiftUI

final class Router: ObservableObject {
    @Published var path: [Int] = []
}

struct Settings: View {
    @StateObject private var router = Router()
    @State private var refreshes = 0
    var body: some View {
        NavigationStack(path: $router.path) {
            List {
                Text("Refreshed \(refreshes)")
                NavigationLink {
                    About(refresh: { refreshes += 1 })
                } label: {
                    Text("About")
                }
            }
        }
    }
}

struct About: View {
    let refresh: () -> Void
    var body: some View {
        Button("Refresh") { refresh() }
    }
}
