import SwiftUI

struct SecondView: View {
    @StateObject private var model = ViewModel()
    var body: some View { Text("\(model.count)") }
}

extension SecondView {
    final class ViewModel: ObservableObject {
        @Published var count = 0
    }
}
