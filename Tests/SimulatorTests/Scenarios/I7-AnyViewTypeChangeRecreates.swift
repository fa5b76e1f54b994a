// rule: I7 — when the type inside an AnyView changes, the old hierarchy is destroyed and a new one created; switching back starts with fresh state
// root: ModeHost
// do: tap "Chart +1"
// do: tap "Show Table"
// do: tap "Show Chart"
// expect 1 screen: Text "Chart: 1"
// expect 2: TablePane.init
// expect 2: TablePane.body
// expect 2: ChartPane disappears
// expect 2: Series#1 deinit
// expect 2: TablePane appears
// expect 3: Series#2 init  (ChartPane.series)
// expect 3: TablePane disappears
// expect 3 screen: Text "Chart: 0"
import SwiftUI

final class Series: ObservableObject {
    @Published var points = 0
    init() { print("Series init") }
    deinit { print("Series deinit") }
}

struct ModeHost: View {
    @State private var showTable = false
    var content: AnyView {
        showTable ? AnyView(TablePane()) : AnyView(ChartPane())
    }
    var body: some View {
        let _ = print("ModeHost body")
        VStack {
            Button("Show Table") { showTable = true }
            Button("Show Chart") { showTable = false }
            content
        }
    }
}

struct ChartPane: View {
    @StateObject private var series = Series()
    var body: some View {
        Text("Chart: \(series.points)")
        Button("Chart +1") { series.points += 1 }
    }
}

struct TablePane: View {
    var body: some View {
        Text("Table")
    }
}
