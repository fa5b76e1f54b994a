import SwiftUI

final class WeatherService {
    let temperatures = CurrentValueSubject<Double, Never>(0)
}

@Observable
final class Weather {
    var temperature = 0.0
    @ObservationIgnored private var subscription: AnyCancellable?

    init(service: WeatherService) {
        subscription = service.temperatures
            .removeDuplicates()
            .assign(to: \.temperature, on: self)
    }
}

struct WeatherView: View {
    var weather: Weather
    var body: some View { Text("\(weather.temperature)") }
}
