import SwiftUI

final class Clock: ObservableObject {
    @Published var now = Date()
}

struct Ticking: DynamicProperty {
    @ObservedObject var clock: Clock
}
