import SwiftUI

@Observable
final class Observer {
    let action: () -> Void
    var fired = false
    init(action: @escaping () -> Void) { self.action = action }
    deinit { action() }
}

struct FinalDisappear: View {
    @State private var observer = Observer(action: { print("gone") })
    var body: some View { Text(observer.fired ? "fired" : "waiting") }
}
