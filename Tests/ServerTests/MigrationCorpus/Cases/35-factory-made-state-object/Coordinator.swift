import SwiftUI

final class Router {}

final class Coordinator: ObservableObject {
    @Published var tab = 0
    let router = Router()
    static func make() -> Coordinator { Coordinator() }
}

struct Tabs: View {
    @StateObject private var coordinator = Coordinator.make()
    var body: some View { Text("\(coordinator.tab)") }
}
