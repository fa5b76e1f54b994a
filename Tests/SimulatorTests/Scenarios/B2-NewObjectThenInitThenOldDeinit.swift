// rule: B2 — the struct value is ephemeral: on a parent body run an inline object of the child is created with the new value, the child's init runs, then the object held by the replaced value is freed
// root: WeatherScreen
// do: tap "Reload Weather"
// do: tap "Reload Weather"
// expect 1 order: Forecast#2 init  (WeatherCard.forecast) | print: WeatherCard init | Forecast#1 deinit
// expect 1 order: print: Forecast init | print: WeatherCard init | print: Forecast deinit
// expect 2 order: Forecast#3 init  (WeatherCard.forecast) | print: WeatherCard init | Forecast#2 deinit
// expect 2 not: Forecast#1 deinit
import SwiftUI

final class Forecast: ObservableObject {
    @Published var degrees = 20
    init() { print("Forecast init") }
    deinit { print("Forecast deinit") }
}

struct WeatherScreen: View {
    @State private var reloads = 0
    var body: some View {
        let _ = print("WeatherScreen body")
        VStack {
            Text("Reloads: \(reloads)")
            Button("Reload Weather") { reloads += 1 }
            WeatherCard()
        }
    }
}

struct WeatherCard: View {
    @ObservedObject var forecast = Forecast()
    init() {
        print("WeatherCard init")
    }
    var body: some View {
        let _ = print("WeatherCard body")
        Text("\(forecast.degrees)°")
    }
}
