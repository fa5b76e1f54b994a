// rule: I3 — `if` without `else`: false→true inserts the view with fresh state; true→false removes it and frees its state; inserting again starts over
// root: SettingsScreen
// do: tap "Toggle Advanced"
// do: tap "Advanced +1"
// do: tap "Toggle Advanced"
// do: tap "Toggle Advanced"
// expect 0 not: AdvancedPanel.init
// expect 1 order: AdvancedPanel.init | Options#1 init  (AdvancedPanel.options) | AdvancedPanel.body | AdvancedPanel appears
// expect 1: print: advanced shown
// expect 1 screen: Text "Advanced: 0"
// expect 2 screen: Text "Advanced: 1"
// expect 3: SettingsScreen.body
// expect 3 not: AdvancedPanel.init
// expect 3: AdvancedPanel disappears
// expect 3: Options#1 deinit
// expect 3: print: advanced hidden
// expect 3 screen not: Text "Advanced: 1"
// expect 4: Options#2 init  (AdvancedPanel.options)
// expect 4: AdvancedPanel appears
// expect 4 screen: Text "Advanced: 0"
// expect 4 screen: Text "Flags: 0"
import SwiftUI

final class Options: ObservableObject {
    @Published var count = 0
    init() { print("Options init") }
    deinit { print("Options deinit") }
}

struct SettingsScreen: View {
    @State private var showAdvanced = false
    var body: some View {
        let _ = print("SettingsScreen body")
        VStack {
            Button("Toggle Advanced") { showAdvanced.toggle() }
            if showAdvanced {
                AdvancedPanel()
                    .onAppear { print("advanced shown") }
                    .onDisappear { print("advanced hidden") }
            }
        }
    }
}

struct AdvancedPanel: View {
    @StateObject private var options = Options()
    @State private var flags = 0
    var body: some View {
        let _ = print("AdvancedPanel body")
        Text("Advanced: \(options.count)")
        Text("Flags: \(flags)")
        Button("Advanced +1") { options.count += 1; flags += 1 }
    }
}
