// rule: X — a `lazy var`'s initial value runs when the property is first read, with `self`, not while the object is made; a shared instance whose lazy property names the shared instance is made once
// root: Screen
// do: tap "Open"
// expect 0 not: Panel#1 init
// expect 1: Panel#1 init  (Coordinator.panel)
// expect 1 screen: Text "owner: 1"
import SwiftUI

final class Panel {
    let ownerCount: Int
    init(coordinator: Coordinator) { ownerCount = coordinator.opened }
}

final class Coordinator: ObservableObject {
    static let shared = Coordinator()
    @Published var opened = 0
    lazy var panel: Panel = Panel(coordinator: Coordinator.shared)
    func open() -> Int {
        opened += 1
        return panel.ownerCount
    }
}

struct Screen: View {
    @State private var owner = 0
    var body: some View {
        VStack {
            Text("owner: \(owner)")
            Button("Open") { owner = Coordinator.shared.open() }
        }
    }
}
