import SwiftUI

final class Detail: ObservableObject {
    let id: Int
    @Published var title = ""
    init(id: Int) { self.id = id }
}

struct DetailView: View {
    @StateObject private var detail: Detail

    init(id: Int) {
        _detail = StateObject(wrappedValue: Detail(id: id))
    }

    var body: some View { Text(detail.title) }
}
