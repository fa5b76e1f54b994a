import SwiftUI

final class Router {}

@Observable
final class Coordinator {
    var tab = 0
    let router = Router()
    static func make() -> Coordinator { Coordinator() }
}

struct Tabs: View {
    @State private var coordinator = Coordinator.make()
    var body: some View { Text("\(coordinator.tab)") }
}
