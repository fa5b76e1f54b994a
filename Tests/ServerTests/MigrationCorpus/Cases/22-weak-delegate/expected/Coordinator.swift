import SwiftUI

protocol CoordinatorDelegate: AnyObject {
    func didFinish()
}

@Observable
final class Coordinator {
    @ObservationIgnored weak var delegate: CoordinatorDelegate?
    var step = 0

    func next() {
        step += 1
        if step == 3 { delegate?.didFinish() }
    }
}

struct WizardView: View {
    var coordinator: Coordinator
    var body: some View { Button("Step \(coordinator.step)") { coordinator.next() } }
}
