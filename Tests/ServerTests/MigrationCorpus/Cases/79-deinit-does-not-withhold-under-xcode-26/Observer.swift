import SwiftUI

final class Observer: ObservableObject {
    let action: () -> Void
    @Published var fired = false
    init(action: @escaping () -> Void) { self.action = action }
    deinit { action() }
}

struct FinalDisappear: View {
    @StateObject private var observer = Observer(action: { print("gone") })
    var body: some View { Text(observer.fired ? "fired" : "waiting") }
}
