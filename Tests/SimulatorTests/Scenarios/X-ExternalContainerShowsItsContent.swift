// rule: X — another module's view given content (`StoreProvider(store:) { Home() }`) is assumed to show it, with what it injects into it unknown: the content is built, a read of an environment object nothing visible injects is unknown, not SwiftUI's crash
// root: Screen
// expect 0: Home.body
// expect 0 screen: Text "home"
// expect 0 not: crash: Fatal error: No ObservableObject of type Store found. A View.environmentObject(_:) for Store may be missing as an ancestor of this view.
// expect 0: note: X-ExternalContainerShowsItsContent.swift:19: `StoreProvider` is not known to the simulator; assuming it shows the content it is given, and that what it injects into it is unknown
import SwiftUI

final class Store: ObservableObject {}

struct Home: View {
    @EnvironmentObject var store: Store
    var body: some View { Text("home") }
}

struct Screen: View {
    let store = Store()
    var body: some View {
        StoreProvider(store: store) {
            Home()
        }
    }
}
