import SwiftUI

final class Ticker: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    var price = 0.0 {
        willSet { objectWillChange.send() }
    }
}
