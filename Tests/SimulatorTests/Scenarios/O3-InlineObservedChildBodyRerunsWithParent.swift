// rule: O3 — the fresh inline @ObservedObject reference makes the child value unequal, so its body re-runs with every parent body
// rule: B3 — a sibling child with no changed stored fields is equal, so its body is skipped
// root: Dashboard
// do: tap "Tick"
// do: tap "Tick"
// expect 0: WeatherPanel.body
// expect 0: StaticBanner.body
// expect 1 order: Dashboard.body | Forecast#2 init  (WeatherPanel.forecast) | WeatherPanel.init | WeatherPanel.body
// expect 1: print: WeatherPanel body
// expect 1: StaticBanner.init
// expect 1 not: StaticBanner.body
// expect 1 screen: Text "Ticks: 1"
// expect 2 count 1: WeatherPanel.body
// expect 2 not: StaticBanner.body
import SwiftUI

final class Forecast: ObservableObject {
    @Published var summary = "Sunny"
    init() { print("Forecast init") }
    deinit { print("Forecast deinit") }
}

struct Dashboard: View {
    @State private var ticks = 0

    var body: some View {
        let _ = print("Dashboard body")
        VStack {
            Text("Ticks: \(ticks)")
            Button("Tick") { ticks += 1 }
            WeatherPanel()
            StaticBanner()
        }
    }
}

struct WeatherPanel: View {
    @ObservedObject var forecast = Forecast()

    var body: some View {
        let _ = print("WeatherPanel body")
        Text("Weather: \(forecast.summary)")
    }
}

struct StaticBanner: View {
    var body: some View {
        let _ = print("StaticBanner body")
        Text("Welcome back")
    }
}
