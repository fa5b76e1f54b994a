import SwiftUI

enum Onboarding {
    final class Model: ObservableObject {
        @Published var page = 0
        func next() { page += 1 }
    }
}

struct OnboardingView: View {
    @StateObject private var model = Onboarding.Model()
    var body: some View { Button("Page \(model.page)") { model.next() } }
}
