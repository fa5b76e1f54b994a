import SwiftUI

final class WeatherService {
    let temperatures = CurrentValueSubject<Double, Never>(0)
}

final class Weather: ObservableObject {
    @Published var temperature = 0.0
    private var subscription: AnyCancellable?

    init(service: WeatherService) {
        subscription = service.temperatures
            .removeDuplicates()
            .assign(to: \.temperature, on: self)
    }
}

struct WeatherView: View {
    @ObservedObject var weather: Weather
    var body: some View { Text("\(weather.temperature)") }
}
