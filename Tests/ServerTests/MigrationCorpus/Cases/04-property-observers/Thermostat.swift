import SwiftUI

final class Thermostat: ObservableObject {
    @Published var target: Double = 20 {
        didSet { lastChange = Date() }
    }
    var lastChange: Date?
    var history: [Double] = [] {
        willSet { objectWillChange.send() }
    }

    func record() { history.append(target) }
}

struct ThermostatView: View {
    @ObservedObject var thermostat: Thermostat
    var body: some View {
        VStack {
            Text("\(thermostat.target)")
            Text("\(thermostat.history.count) readings")
        }
    }
}
