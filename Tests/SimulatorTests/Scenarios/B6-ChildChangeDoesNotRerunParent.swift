// rule: B6 — only invalidated views get new bodies: a change to a child's own @State or @StateObject re-runs that child's body, not its parent's or its sibling's
// root: StudioView
// do: tap "Knob +1"
// do: tap "Fader +1"
// expect 1: KnobView.body
// expect 1 not: StudioView.body
// expect 1 not: FaderView.body
// expect 1 not: KnobView.init
// expect 1 screen: Text "Knob: 1"
// expect 2: FaderView.body
// expect 2 not: StudioView.body
// expect 2 not: KnobView.body
// expect 2 not: FaderView.init
// expect 2 screen: Text "Fader: 1"
import SwiftUI

final class Level: ObservableObject {
    @Published var value = 0
    init() { print("Level init") }
    deinit { print("Level deinit") }
}

struct StudioView: View {
    @State private var session = "Take 1"
    var body: some View {
        let _ = print("StudioView body")
        VStack {
            Text(session)
            KnobView()
            FaderView()
        }
    }
}

struct KnobView: View {
    @State private var turns = 0
    var body: some View {
        let _ = print("KnobView body")
        Text("Knob: \(turns)")
        Button("Knob +1") { turns += 1 }
    }
}

struct FaderView: View {
    @StateObject private var level = Level()
    var body: some View {
        let _ = print("FaderView body")
        Text("Fader: \(level.value)")
        Button("Fader +1") { level.value += 1 }
    }
}
