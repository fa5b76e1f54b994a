// rule: X — a view's own method named, not called (`.onAppear(perform: load)`), is a closure that calls it on the view: what it sets is set
// root: Tags
// expect 0: Tags.names = ["a", "b"]
// expect 0 screen: Text "2 tags"
import SwiftUI

struct Tags: View {
    @State private var names: [String] = []
    var body: some View {
        Text("\(names.count) tags")
            .onAppear(perform: load)
    }
    private func load() {
        names = ["a", "b"]
    }
}
