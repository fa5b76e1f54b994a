import SwiftUI

@Observable
final class Counter {
    var count = 0
    var label = "Taps"

    func increment() { count += 1 }
}
