import SwiftUI

struct FirstView: View {
    @State private var model = ViewModel()
    var body: some View { Text(model.title) }
}

extension FirstView {
    @Observable
    final class ViewModel {
        var title = "first"
    }
}
