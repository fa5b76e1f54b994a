import SwiftUI

@Observable
final class Thermostat {
    var target: Double = 20 {
        didSet { lastChange = Date() }
    }
    var lastChange: Date?
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
