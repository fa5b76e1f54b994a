// rule: C2 — navigationDestination(isPresented:) instantiates the destination struct with the parent body (before any push)
// rule: C3 — its @StateObject is made on push and freed when it is popped
// root: SettingsHome
// do: tap "Open Advanced"
// do: back
// expect 0: AdvancedPage.init
// expect 0: print: AdvancedPage init
// expect 0 not: AdvancedPage.body
// expect 0 not: Flags#1 init  (AdvancedPage.flags)
// expect 1 order: Flags#1 init  (AdvancedPage.flags) | AdvancedPage.body | AdvancedPage appears
// expect 1 screen: Text "Advanced flags: 0"
// expect 2: AdvancedPage disappears
// expect 2: Flags#1 deinit
// expect 2 screen: Button "Open Advanced"
import SwiftUI
import Combine

final class Flags: ObservableObject {
    @Published var enabled = 0
    init() { print("Flags init") }
    deinit { print("Flags deinit") }
}

struct SettingsHome: View {
    @State private var showAdvanced = false

    var body: some View {
        let _ = print("SettingsHome body")
        NavigationStack {
            VStack {
                Text("Settings")
                Button("Open Advanced") { showAdvanced = true }
            }
            .navigationDestination(isPresented: $showAdvanced) {
                AdvancedPage()
            }
        }
    }
}

struct AdvancedPage: View {
    @StateObject private var flags = Flags()

    init() { print("AdvancedPage init") }

    var body: some View {
        let _ = print("AdvancedPage body")
        Text("Advanced flags: \(flags.enabled)")
    }
}
