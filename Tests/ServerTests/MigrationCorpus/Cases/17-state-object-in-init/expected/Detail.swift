import SwiftUI

@Observable
final class Detail {
    let id: Int
    var title = ""
    init(id: Int) { self.id = id }
}

struct DetailView: View {
    @State private var detail: Detail

    init(id: Int) {
        _detail = State(wrappedValue: Detail(id: id))
    }

    var body: some View { Text(detail.title) }
}
