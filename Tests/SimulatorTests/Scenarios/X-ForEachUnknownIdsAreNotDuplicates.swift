// rule: X — ids the simulator cannot compute are no evidence that two rows share one: no duplicate-ID warning (SwiftUI's comes only for equal ids)
// root: Screen
// expect 0 count 3: Row.body
// expect 0 not: warning: ForEach: the ID <Keychain> occurs multiple times within the collection, this will give undefined results!
import SwiftUI

struct Item: Identifiable {
    let name: String
    var id: String { Keychain.token(for: name) }
}

struct Row: View {
    let item: Item
    var body: some View { Text(item.name) }
}

struct Screen: View {
    let items = [Item(name: "a"), Item(name: "b"), Item(name: "c")]
    var body: some View {
        VStack {
            ForEach(items) { item in Row(item: item) }
        }
    }
}
