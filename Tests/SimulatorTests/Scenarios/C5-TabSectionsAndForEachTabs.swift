// rule: C5 — a TabView's tabs may come from ForEach and TabSection (iOS 18): each Tab is a tab of the bar, named by its label
// root: Tabs
// do: tab "Second"
// expect 0 screen: Text "First page"
// expect 1 screen: Text "Second page"
// expect 1 screen: Tab "Second" (selected)
import SwiftUI

struct Page: Hashable, Identifiable {
    let id: Int
    let title: String
}

struct Tabs: View {
    let sections: [[Page]] = [[Page(id: 1, title: "First")], [Page(id: 2, title: "Second")]]
    @State private var selected = 1
    var body: some View {
        TabView(selection: $selected) {
            ForEach(sections.indices, id: \.self) { index in
                TabSection("Section \(index)") {
                    ForEach(sections[index]) { page in
                        Tab(value: page.id) {
                            Text(page.title + " page")
                        } label: {
                            Text(page.title)
                        }
                    }
                }
            }
        }
    }
}
