import SwiftUI

protocol CoordinatorDelegate: AnyObject {
    func didFinish()
}

final class Coordinator: ObservableObject {
    weak var delegate: CoordinatorDelegate?
    @Published var step = 0

    func next() {
        step += 1
        if step == 3 { delegate?.didFinish() }
    }
}

struct WizardView: View {
    @ObservedObject var coordinator: Coordinator
    var body: some View { Button("Step \(coordinator.step)") { coordinator.next() } }
}
