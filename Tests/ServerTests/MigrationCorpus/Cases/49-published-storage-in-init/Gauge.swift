import SwiftUI

final class Gauge: ObservableObject {
    @Published var value: Double

    init(value: Double) {
        _value = Published(initialValue: value)
    }
}
