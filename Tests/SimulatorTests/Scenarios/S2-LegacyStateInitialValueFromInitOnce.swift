// rule: S2 — (legacy @State) `_x = State(initialValue:)` in init runs on every struct init, but SwiftUI sets up the storage only once per identity: later initial values are ignored
// root: TimerHost
// do: tap "Tick Timer"
// do: tap "Preset 30"
// expect 0 screen: Text "Remaining: 10"
// expect 1 screen: Text "Remaining: 9"
// expect 2: TimerHost.body
// expect 2: print: TimerFace init (30)
// expect 2 screen: Text "Preset: 30"
// expect 2 screen: Text "Remaining: 9"
// expect 2 screen not: Text "Remaining: 30"
import SwiftUI

struct TimerHost: View {
    @State private var preset = 10
    var body: some View {
        let _ = print("TimerHost body")
        VStack {
            Text("Preset: \(preset)")
            Button("Preset 30") { preset = 30 }
            TimerFace(start: preset)
        }
    }
}

struct TimerFace: View {
    @State private var remaining: Int
    init(start: Int) {
        print("TimerFace init (\(start))")
        _remaining = State(initialValue: start)
    }
    var body: some View {
        let _ = print("TimerFace body")
        Text("Remaining: \(remaining)")
        Button("Tick Timer") { remaining -= 1 }
    }
}
