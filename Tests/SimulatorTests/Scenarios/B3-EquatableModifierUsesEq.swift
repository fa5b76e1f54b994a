// rule: B3 — `.equatable()` makes SwiftUI compare the child with its `==`: a change only in a field that `==` ignores skips the body; a change `==` sees runs it
// root: GaugeHost
// do: tap "Jitter"
// do: tap "Raise"
// expect 1: GaugeHost.body
// expect 1: GaugeView.init
// expect 1 not: GaugeView.body
// expect 1 screen: Text "Gauge: 0"
// expect 2: GaugeView.body
// expect 2 screen: Text "Gauge: 1"
import SwiftUI

struct GaugeHost: View {
    @State private var level = 0
    @State private var jitter = 0
    var body: some View {
        let _ = print("GaugeHost body")
        VStack {
            Button("Jitter") { jitter += 1 }
            Button("Raise") { level += 1 }
            GaugeView(level: level, jitter: jitter)
                .equatable()
        }
    }
}

struct GaugeView: View, Equatable {
    let level: Int
    let jitter: Int
    static func == (lhs: GaugeView, rhs: GaugeView) -> Bool {
        lhs.level == rhs.level
    }
    var body: some View {
        let _ = print("GaugeView body")
        Text("Gauge: \(level)")
    }
}
