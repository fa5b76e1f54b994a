import SwiftUI
import Observation

@Observable
final class Thermostat {
    var target: Double = 20 {
        didSet { if target > 30 { target = 30 } }
    }
    var history: [Double] = []

    func record() { history.append(target) }
}

struct ThermostatView: View {
    var thermostat: Thermostat
    var body: some View {
        VStack {
            Text("\(thermostat.target)")
            Text("\(thermostat.history.count) readings")
        }
    }
}
