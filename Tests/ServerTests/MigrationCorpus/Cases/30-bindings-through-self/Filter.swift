import SwiftUI

final class Filter: ObservableObject {
    @Published var query = ""
}

struct FilterField: View {
    @ObservedObject var filter: Filter
    var body: some View { field }
}

extension FilterField {
    var field: some View { TextField("Search", text: self.$filter.query) }
}
