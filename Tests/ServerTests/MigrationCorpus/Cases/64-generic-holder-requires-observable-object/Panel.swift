import SwiftUI

final class PanelModel: ObservableObject {
    @Published var title = ""
}

struct PanelView<VM: ObservableObject>: View {
    @ObservedObject var viewModel: VM
    var body: some View { Text("panel") }
}

struct Host: View {
    @StateObject var model = PanelModel()
    var body: some View { PanelView(viewModel: model) }
}
