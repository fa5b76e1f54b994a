// rule: I4 — `switch` is nested conditionals: changing the case destroys the old case's view and creates the new one; the same view type in another case is a different identity
// root: WizardView
// do: tap "Step +1"
// do: tap "Go Review"
// do: tap "Go Final"
// do: tap "Step +1"
// do: tap "Go Start"
// expect 1 screen: Text "Step: 1"
// expect 2 order: ReviewPage.init | Ticket#2 init  (ReviewPage.ticket) | ReviewPage.body
// expect 2: StepPage disappears
// expect 2: Ticket#1 deinit
// expect 2: ReviewPage appears
// expect 2 order: Ticket#2 init  (ReviewPage.ticket) | Ticket#1 deinit
// expect 3: StepPage.init
// expect 3: Ticket#3 init  (StepPage.ticket)
// expect 3: Ticket#2 deinit
// expect 3 screen: Text "Step: 0"
// expect 4 screen: Text "Step: 1"
// expect 5 order: StepPage.init | Ticket#4 init  (StepPage.ticket) | StepPage.body
// expect 5: Ticket#3 deinit
// expect 5 order: Ticket#4 init  (StepPage.ticket) | Ticket#3 deinit
// expect 5 screen: Text "Step: 0"
import SwiftUI

final class Ticket: ObservableObject {
    @Published var count = 0
    init() { print("Ticket init") }
    deinit { print("Ticket deinit") }
}

enum WizardStage { case start, review, final }

struct WizardView: View {
    @State private var stage = WizardStage.start
    var body: some View {
        let _ = print("WizardView body")
        VStack {
            switch stage {
            case .start: StepPage()
            case .review: ReviewPage()
            case .final: StepPage()
            }
            Button("Go Start") { stage = .start }
            Button("Go Review") { stage = .review }
            Button("Go Final") { stage = .final }
        }
    }
}

struct StepPage: View {
    @StateObject private var ticket = Ticket()
    var body: some View {
        Text("Step: \(ticket.count)")
        Button("Step +1") { ticket.count += 1 }
    }
}

struct ReviewPage: View {
    @StateObject private var ticket = Ticket()
    var body: some View {
        Text("Review: \(ticket.count)")
    }
}
