// rule: X — a guard whose else stops the app does not stop it on a value the simulator cannot compute: the run goes on, noting the assumption
// root: Home
// expect 0 not: crash: Fatal error: Bad URL
// expect 0 screen: Text "loaded"
import Foundation
import SwiftUI

final class Loader: ObservableObject {
    @Published var state = "idle"
    func load(_ path: String) {
        guard let url = URL(string: path) else { fatalError("Bad URL") }
        _ = url
        state = "loaded"
    }
}

struct Home: View {
    @StateObject var loader = Loader()
    var body: some View { Text(loader.state).onAppear { loader.load("https://example.com") } }
}
