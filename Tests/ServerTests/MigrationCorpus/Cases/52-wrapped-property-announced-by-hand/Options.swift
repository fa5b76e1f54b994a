import SwiftUI

@propertyWrapper
struct Stored<Value> {
    var wrappedValue: Value
    init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}

final class Options: ObservableObject {
    @Stored var launches: Int = 0 {
        willSet { objectWillChange.send() }
    }
    @Published var tips = true
}
