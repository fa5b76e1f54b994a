import SwiftUI

final class Session: ObservableObject {
    @Published var state = 0
}

final class Uploader: ObservableObject {
    @Published var state = 0
    var session: Session?
    private var subscription: AnyCancellable?

    func watch() {
        if let session {
            subscription = session.$state.sink { _ in }
        }
        if let other = session {
            subscription = other.$state.sink { _ in }
        }
    }
}
