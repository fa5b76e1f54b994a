// rule: C7 — a List makes rows as they come on screen; with retention "retain" (the default) rows scrolled away keep their state
// root: Feed
// visible-rows: 3
// do: tap "Row 1: 0"
// do: scroll down
// do: scroll up
// expect 0 count 3: Row.body
// expect 0 not: RowModel#4 init  (Row.model)
// expect 1 screen: Button "Row 1: 1"
// expect 2 order: RowModel#4 init  (Row.model) | Row disappears | print: row 0 disappears
// expect 2 not: RowModel#1 deinit
// expect 2 screen: Button "Row 3: 0"
// expect 3 not: RowModel#7 init  (Row.model)
// expect 3: print: row 1 appears
// expect 3 screen: Button "Row 1: 1"
import SwiftUI

final class RowModel: ObservableObject {
    let n: Int
    init(n: Int) { self.n = n }
    deinit { print("RowModel deinit \(n)") }
}

struct Row: View {
    let n: Int
    @StateObject private var model: RowModel
    @State private var taps = 0

    init(n: Int) {
        self.n = n
        _model = StateObject(wrappedValue: RowModel(n: n))
    }

    var body: some View {
        Button("Row \(n): \(taps)") { taps += 1 }
            .onAppear { print("row \(n) appears") }
            .onDisappear { print("row \(n) disappears") }
    }
}

struct Feed: View {
    var body: some View {
        List(0..<9, id: \.self) { n in Row(n: n) }
    }
}
