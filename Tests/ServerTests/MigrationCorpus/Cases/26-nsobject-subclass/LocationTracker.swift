import SwiftUI

final class LocationTracker: NSObject, ObservableObject {
    @Published var latitude = 0.0
    @Published var longitude = 0.0
    private var updates = 0

    func update(latitude: Double, longitude: Double) {
        updates += 1
        self.latitude = latitude
        self.longitude = longitude
    }
}

struct LocationView: View {
    @StateObject private var tracker = LocationTracker()
    var body: some View { Text("\(tracker.latitude), \(tracker.longitude)") }
}
