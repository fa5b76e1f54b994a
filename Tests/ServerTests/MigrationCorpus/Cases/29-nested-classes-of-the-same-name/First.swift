import SwiftUI

struct FirstView: View {
    @StateObject private var model = ViewModel()
    var body: some View { Text(model.title) }
}

extension FirstView {
    final class ViewModel: ObservableObject {
        @Published var title = "first"
    }
}
