import SwiftUI

final class Session: ObservableObject {
    @Published var state = 0
}

@Observable
final class Uploader {
    var state = 0
    @ObservationIgnored var session: Session?
    @ObservationIgnored private var subscription: AnyCancellable?

    func watch() {
        if let session {
            subscription = session.$state.sink { _ in }
        }
        if let other = session {
            subscription = other.$state.sink { _ in }
        }
    }
}
