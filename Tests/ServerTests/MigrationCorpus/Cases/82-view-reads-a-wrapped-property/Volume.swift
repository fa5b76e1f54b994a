import SwiftUI

@propertyWrapper
struct Clamped {
    private var value: Int
    init(wrappedValue: Int) { value = min(max(wrappedValue, 0), 10) }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, 0), 10) }
    }
}

final class Volume: ObservableObject {
    @Clamped var level = 5
    @Published var muted = false

    func raise() { level += 1; muted = false }
}

struct VolumeView: View {
    @StateObject var volume = Volume()
    var body: some View {
        Button("\(volume.level)") { volume.raise() }
    }
}
