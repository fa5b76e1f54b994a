import SwiftUI

@Observable
final class Selection<Item: Hashable> {
    var selected: Set<Item> = []

    func toggle(_ item: Item) {
        if selected.contains(item) { selected.remove(item) } else { selected.insert(item) }
    }
}

struct TagPicker: View {
    var selection: Selection<String>
    let tags: [String]
    var body: some View {
        VStack {
            ForEach(tags, id: \.self) { tag in
                Button(selection.selected.contains(tag) ? "[\(tag)]" : tag) { selection.toggle(tag) }
            }
        }
    }
}

struct TagScreen: View {
    @State private var selection = Selection<String>()
    var body: some View { TagPicker(selection: selection, tags: ["a", "b"]) }
}
