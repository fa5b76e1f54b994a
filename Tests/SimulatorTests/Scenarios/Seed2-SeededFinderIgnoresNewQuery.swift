// rule: S6 — the search-screen example: `_delayer = StateObject(wrappedValue: QueryDelayer(text: initialQuery))`; the autoclosure runs only for the first struct value, so a later initialQuery from the parent re-inits the screen but creates no model and the screen keeps the first query
// rule: S4 — the model is made just before the screen's first body, after the screen's init has finished
// root: FinderHost
// do: tap "换成茶"
// do: tap "换成水"
// do: type "搜索" = "咖啡豆"
// do: tap "换成茶"
// expect 0 order: print: FinderScreen init (咖啡) | print: QueryDelayer init (咖啡) | FinderScreen.body
// expect 0 screen: Text "输入：咖啡"
// expect 0 screen: Text "查询：咖啡"
// expect 0 screen: Text "预设：咖啡"
// expect 1: FinderHost.body
// expect 1: print: FinderScreen init (茶)
// expect 1 not: print: QueryDelayer init (茶)
// expect 1 not: print: QueryDelayer deinit (咖啡)
// expect 1 screen: Text "预设：茶"
// expect 1 screen: Text "输入：咖啡"
// expect 2: print: FinderScreen init (水)
// expect 2 not: print: QueryDelayer init (水)
// expect 2 screen: Text "输入：咖啡"
// expect 3 screen: Text "输入：咖啡豆"
// expect 3 screen: Text "查询：咖啡"
// expect 4 not: print: QueryDelayer init (茶)
// expect 4 screen: Text "输入：咖啡豆"
import SwiftUI
import Combine

final class QueryDelayer: ObservableObject {
    @Published var typed: String
    @Published var settled: String

    init(text: String) {
        typed = text
        settled = text
        print("QueryDelayer init (\(text))")
        $typed
            .debounce(for: .milliseconds(500), scheduler: DispatchQueue.main)
            .assign(to: &$settled)
    }

    deinit { print("QueryDelayer deinit (\(typed))") }
}

struct FinderScreen: View {
    @StateObject private var delayer: QueryDelayer

    init(initialQuery: String = "") {
        _delayer = StateObject(wrappedValue: QueryDelayer(text: initialQuery))
        print("FinderScreen init (\(initialQuery))")
    }

    var body: some View {
        VStack {
            TextField("搜索", text: $delayer.typed)
            Text("输入：\(delayer.typed)")
            Text("查询：\(delayer.settled)")
        }
    }
}

struct FinderHost: View {
    @State private var preset = "咖啡"
    var body: some View {
        VStack {
            Text("预设：\(preset)")
            Button("换成茶") { preset = "茶" }
            Button("换成水") { preset = "水" }
            FinderScreen(initialQuery: preset)
        }
    }
}
