import SwiftUI

@Observable
final class Filter {
    var query = ""
}

struct FilterField: View {
    @Bindable var filter: Filter
    var body: some View { field }
}

extension FilterField {
    var field: some View { TextField("Search", text: self.$filter.query) }
}
