import SwiftUI

enum Onboarding {
    @Observable
    final class Model {
        var page = 0
        func next() { page += 1 }
    }
}

struct OnboardingView: View {
    @State private var model = Onboarding.Model()
    var body: some View { Button("Page \(model.page)") { model.next() } }
}
