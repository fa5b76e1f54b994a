import SwiftUI

@Observable
final class LocationTracker: NSObject {
    var latitude = 0.0
    var longitude = 0.0
    @ObservationIgnored private var updates = 0

    func update(latitude: Double, longitude: Double) {
        updates += 1
        self.latitude = latitude
        self.longitude = longitude
    }
}

struct LocationView: View {
    @State private var tracker = LocationTracker()
    var body: some View { Text("\(tracker.latitude), \(tracker.longitude)") }
}
