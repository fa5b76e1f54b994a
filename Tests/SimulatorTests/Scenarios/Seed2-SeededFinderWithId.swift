// rule: S6 — to re-seed a @StateObject from a new init parameter, bind the identity with .id(param); changing it resets all the view's state (the tester's follow-up to the search-screen example)
// rule: I5 — a new .id value ends the old identity (old model freed, old view disappears) and starts a new one with a new model; the same value keeps it
// root: FinderHost
// do: tap "换成茶"
// do: tap "保持"
// do: tap "换成水"
// expect 0: print: QueryDelayer init (咖啡)
// expect 0 screen: Text "输入：咖啡"
// expect 0 screen: Text "本地：0"
// expect 1: print: FinderScreen init (茶)
// expect 1: print: QueryDelayer init (茶)
// expect 1: print: QueryDelayer deinit (咖啡)
// expect 1: QueryDelayer#1 deinit
// expect 1: QueryDelayer#2 init  (FinderScreen.delayer)
// expect 1: FinderScreen disappears
// expect 1: FinderScreen appears
// expect 1 screen: Text "输入：茶"
// expect 1 screen: Text "查询：茶"
// expect 2: FinderHost.body
// expect 2 not: print: QueryDelayer init (茶)
// expect 2 not: QueryDelayer#2 deinit
// expect 2 not: FinderScreen disappears
// expect 2 screen: Text "输入：茶"
// expect 2 screen: Text "本地：0"
// expect 3: print: QueryDelayer init (水)
// expect 3: QueryDelayer#2 deinit
// expect 3 screen: Text "输入：水"
import SwiftUI
import Combine

final class QueryDelayer: ObservableObject {
    @Published var typed: String
    @Published var settled: String

    init(text: String) {
        typed = text
        settled = text
        print("QueryDelayer init (\(text))")
    }

    deinit { print("QueryDelayer deinit (\(typed))") }
}

struct FinderScreen: View {
    @StateObject private var delayer: QueryDelayer
    @State private var localTaps = 0

    init(initialQuery: String = "") {
        _delayer = StateObject(wrappedValue: QueryDelayer(text: initialQuery))
        print("FinderScreen init (\(initialQuery))")
    }

    var body: some View {
        VStack {
            Text("输入：\(delayer.typed)")
            Text("查询：\(delayer.settled)")
            Text("本地：\(localTaps)")
        }
    }
}

struct FinderHost: View {
    @State private var preset = "咖啡"
    @State private var keeps = 0
    var body: some View {
        VStack {
            Text("预设：\(preset) 保持：\(keeps)")
            Button("换成茶") { preset = "茶" }
            Button("换成水") { preset = "水" }
            Button("保持") { keeps += 1 }
            FinderScreen(initialQuery: preset)
                .id(preset)
        }
    }
}
