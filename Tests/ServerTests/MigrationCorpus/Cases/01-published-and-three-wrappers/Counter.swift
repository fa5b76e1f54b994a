import SwiftUI

final class Counter: ObservableObject {
    @Published var count = 0
    @Published var label = "Taps"

    func increment() { count += 1 }
}
