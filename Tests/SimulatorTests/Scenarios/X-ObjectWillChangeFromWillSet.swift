// rule: X — interpreter: `objectWillChange.send()` from a plain property's willSet invalidates the observing view
// rule: B4 — (c) any objectWillChange emission re-runs views holding the object; B5: several sends in one action → one body run
// root: ThermostatView
// do: tap "Warmer"
// do: tap "Warmer Twice"
// expect 0 screen: Text "Target: 20°"
// expect 1 order: print: will change from 20 | ThermostatView.body
// expect 1 screen: Text "Target: 21°"
// expect 2 count 1: print: will change from 21
// expect 2: print: will change from 22
// expect 2 count 1: ThermostatView.body
// expect 2 screen: Text "Target: 23°"
import SwiftUI
import Combine

final class Thermostat: ObservableObject {
    var target = 20 {
        willSet {
            print("will change from \(target)")
            objectWillChange.send()
        }
    }
    init() { print("Thermostat init") }
}

struct ThermostatView: View {
    @StateObject private var thermostat = Thermostat()

    var body: some View {
        let _ = print("ThermostatView body")
        VStack {
            Text("Target: \(thermostat.target)°")
            Button("Warmer") { thermostat.target += 1 }
            Button("Warmer Twice") {
                thermostat.target += 1
                thermostat.target += 1
            }
        }
    }
}
