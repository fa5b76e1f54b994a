import SwiftUI

final class Box { var value = 0 }

final class Mirror: ObservableObject {
    private let box = Box()
    private var subscription: AnyCancellable?
    var value: Int { box.value }

    init(updates: PassthroughSubject<Int, Never>) {
        subscription = updates.sink { [weak self] new in
            self?.box.value = new
            self?.objectWillChange.send()
        }
    }
}
