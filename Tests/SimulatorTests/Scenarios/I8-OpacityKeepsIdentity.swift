// rule: I8 — an inert modifier (.opacity) keeps identity and state where an if/else would not; .opacity(0) does not call onDisappear
// root: FocusScreen
// do: tap "Kept +1"
// do: tap "Branch +1"
// do: tap "Dim"
// do: tap "Hide Kept"
// expect 2 screen: Text "Kept: 1"
// expect 2 screen: Text "Branch: 1"
// expect 3: FocusScreen.body
// expect 3 not: Meter#3 init  (KeptPanel.meter)
// expect 3 not: Meter#1 deinit
// expect 3 not: KeptPanel disappears
// expect 3 screen: Text "Kept: 1"
// expect 3: Meter#3 init  (BranchPanel.meter)
// expect 3: Meter#2 deinit
// expect 3: BranchPanel disappears
// expect 3 screen: Text "Branch: 0"
// expect 4: FocusScreen.body
// expect 4 not: KeptPanel disappears
// expect 4 not: Meter#1 deinit
// expect 4 not: print: kept panel gone
import SwiftUI

final class Meter: ObservableObject {
    @Published var level = 0
    init() { print("Meter init") }
    deinit { print("Meter deinit") }
}

struct FocusScreen: View {
    @State private var dimmed = false
    @State private var keptHidden = false
    var body: some View {
        let _ = print("FocusScreen body")
        VStack {
            Button("Dim") { dimmed = true }
            Button("Hide Kept") { keptHidden = true }
            KeptPanel()
                .opacity(keptHidden ? 0 : (dimmed ? 0.3 : 1))
                .onDisappear { print("kept panel gone") }
            if dimmed {
                BranchPanel().opacity(0.3)
            } else {
                BranchPanel()
            }
        }
    }
}

struct KeptPanel: View {
    @StateObject private var meter = Meter()
    var body: some View {
        Text("Kept: \(meter.level)")
        Button("Kept +1") { meter.level += 1 }
    }
}

struct BranchPanel: View {
    @StateObject private var meter = Meter()
    var body: some View {
        Text("Branch: \(meter.level)")
        Button("Branch +1") { meter.level += 1 }
    }
}
