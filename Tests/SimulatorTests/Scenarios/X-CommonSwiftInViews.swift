// rule: X — common Swift in views: bindings to array elements, allCases, max(by:), key paths as functions, operators as functions, specifiers, Text concatenation, #if, toolbar and overlay views
// root: Root
// do: type "Name 1" = "zed"
// do: tap "clean"
// do: tap "Add"
// expect 0 screen: TextField "Name 1": "a"
// expect 0 screen: Text "vanilla"
// expect 0 screen: Text "best b"
// expect 0 screen: Text "a,b"
// expect 0 screen: Text "3.14"
// expect 0 screen: Text "aaxy"
// expect 0 screen: Text "sum 12"
// expect 0 screen: Text "first a 1"
// expect 0 screen: Text "Hello, world"
// expect 0 screen: Text "in panel"
// expect 0 screen: Text "debug build"
// expect 0 screen: Button "Add"
// expect 0 screen: Text "badge 0"
// expect 0: print: badge appears
// expect 1 screen: Text "zed,b"
// expect 2: Root.words = ["x", "y"]
// expect 2 screen: Text "first a -1"
// expect 3 screen: TextField "Name 3": "c"
// expect 3 screen: Text "sum 13"
import SwiftUI
struct Item: Identifiable { let id: Int; var name: String; var score: Int }
enum Flavor: String, CaseIterable { case vanilla, chocolate }
struct Panel<Content: View>: View {
    @ViewBuilder let content: Content
    var body: some View { VStack { content } }
}
struct Badge: View { @State private var n = 0; var body: some View { Text("badge \(n)").onAppear { print("badge appears") } } }
struct Root: View {
    @State private var items = [Item(id: 1, name: "a", score: 3), Item(id: 2, name: "b", score: 9)]
    @State private var words = ["x", "a", "y", "a"]
    var body: some View {
        NavigationStack {
            List {
                ForEach($items) { $item in
                    TextField("Name \(item.id)", text: $item.name)
                }
                ForEach(Flavor.allCases, id: \.self) { f in Text(f.rawValue) }
                Text("best \(items.max(by: { $0.score < $1.score })?.name ?? "-")")
                Text(items.map(\.name).joined(separator: ","))
                Text("\(3.14159, specifier: "%.2f")")
                Text(words.sorted(by: <).joined())
                Text("sum \(items.map(\.score).reduce(0, +))")
                Text("first a \(words.firstIndex { $0 == "a" } ?? -1)")
                Text("Hello, ") + Text("world")
                Panel { Text("in panel") }
                #if DEBUG
                Text("debug build")
                #endif
                Button("clean") { words.removeAll { $0 == "a" } }
                Text(words.joined())
            }
            .toolbar { Button("Add") { items.append(Item(id: 3, name: "c", score: 1)) } }
            .overlay { Badge() }
        }
    }
}
