import SwiftUI

@Observable
final class ChoreList {
    @ObservationIgnored private var collection: UserCollection
    var chores: [String] = []
    var isFiltering = false
    @ObservationIgnored private var cancellable: AnyCancellable?

    init(collection: UserCollection = .shared) {
        self.collection = collection
        chores = collection.chores
    }
}

struct ChoreListView: View {
    @State private var list = ChoreList()
    var body: some View {
        List {
            ForEach(list.chores, id: \.self) { chore in Text(chore) }
        }
    }
}
