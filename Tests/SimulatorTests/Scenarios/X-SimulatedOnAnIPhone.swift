// rule: X — the simulator runs one build on an iPhone: `#if targetEnvironment(macCatalyst)` is not compiled there
// root: Screen
// expect 0 screen: Text "phone"
// expect 0 not: Mac.init
import SwiftUI

struct Mac: View { var body: some View { Text("mac") } }

struct Screen: View {
    var body: some View {
        #if targetEnvironment(macCatalyst)
        Mac()
        #else
        Text("phone")
        #endif
    }
}
