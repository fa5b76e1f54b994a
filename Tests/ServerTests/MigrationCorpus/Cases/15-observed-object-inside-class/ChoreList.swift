import SwiftUI

final class ChoreList: ObservableObject {
    @ObservedObject private var collection: UserCollection
    @Published var chores: [String] = []
    @Published var isFiltering = false
    private var cancellable: AnyCancellable?

    init(collection: UserCollection = .shared) {
        self.collection = collection
        chores = collection.chores
    }
}

struct ChoreListView: View {
    @StateObject private var list = ChoreList()
    var body: some View {
        List {
            ForEach(list.chores, id: \.self) { chore in Text(chore) }
        }
    }
}
