// rule: C7 — with retention "discard" (the 2025 forum report) rows scrolled away are freed with their state and start again
// root: Feed
// visible-rows: 3
// lazy-retention: discard
// do: tap "Row 1: 0"
// do: scroll down
// do: scroll up
// expect 1 screen: Button "Row 1: 1"
// expect 2 order: Row disappears | print: row 0 disappears | RowModel#1 deinit
// expect 2: print: RowModel deinit 1
// expect 3: RowModel#7 init  (Row.model)
// expect 3 screen: Button "Row 1: 0"
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
