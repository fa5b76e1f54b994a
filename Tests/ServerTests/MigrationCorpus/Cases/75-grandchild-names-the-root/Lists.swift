import SwiftUI

class ListModel<Item>: ObservableObject {
    @Published var items: [Item] = []
}

class SelectableListModel<Item>: ListModel<Item> {
    @Published var selected: Set<Int> = []
}

final class BookmarkList: SelectableListModel<String> {
    @Published var query = ""
}

struct BookmarksView: View {
    @StateObject var list = BookmarkList()
    var body: some View { Text("\(list.items.count) \(list.query)") }
}
