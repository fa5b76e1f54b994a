// rule: A4 — the @State value-vs-class article: mutating a struct held in @State updates the view; mutating a plain (non-observable) class held in @State updates nothing, outer and inner alike
// rule: S1 — the class instance in @State storage persists, so its mutation shows up when something else re-runs the body
// rule: S2 — Legacy-State (xcode26): the inner view's `@State var classState = PlainTally()` runs again on every inner init (a throwaway); the stored one is kept. Macro-State (xcode27): only once (S3)
// rule: B2 — a throwaway referenced only by a discarded struct value is freed when the next value replaces it (new init, view init, old deinit); one captured by the closures of a body that ran with that value lives as long as that body output
// root: OuterPanel
// do: tap "外层引用计数"
// do: tap "外层值计数"
// do: tap "内层引用计数"
// do: tap "内层值计数"
// do: tap "外层值计数"
// do: tap "外层值计数"
// expect 0: PlainTally#1 init  (OuterPanel.outerClass)
// expect 0: PlainTally#2 init  (InnerPanel.innerClass)
// expect 0 screen: Text "外层引用：0"
// expect 1 not: OuterPanel.body
// expect 1 not: InnerPanel.init
// expect 1 screen: Text "外层引用：0"
// expect 2: OuterPanel.body
// expect 2: InnerPanel.init
// expect 2 screen: Text "外层值：1"
// expect 2 screen: Text "外层引用：1"
// expect 2 screen: Text "内层值：0"
// expect 2 screen: Text "内层引用：0"
// expect[xcode26] 2: PlainTally#3 init  (InnerPanel.innerClass)
// expect[xcode27] 2 not: PlainTally#3 init  (InnerPanel.innerClass)
// expect 2 not: PlainTally#2 deinit
// expect 2 not: PlainTally#1 deinit
// expect 3 not: InnerPanel.body
// expect 3 not: OuterPanel.body
// expect 3 screen: Text "内层引用：0"
// expect 4: InnerPanel.body
// expect 4 not: OuterPanel.body
// expect 4 screen: Text "内层值：1"
// expect 4 screen: Text "内层引用：1"
// expect 5: OuterPanel.body
// expect 5 screen: Text "外层值：2"
// expect 5 screen: Text "内层值：1"
// expect 5 screen: Text "内层引用：1"
// expect[xcode26] 5 order: PlainTally#4 init  (InnerPanel.innerClass) | InnerPanel.init
// expect[xcode27] 5 not: PlainTally#4 init  (InnerPanel.innerClass)
// expect[xcode27] 5 not: PlainTally#3 init  (InnerPanel.innerClass)
// expect 5 not: PlainTally#2 deinit
// expect[xcode26] 6 order: PlainTally#5 init  (InnerPanel.innerClass) | InnerPanel.init | PlainTally#4 deinit
// expect[xcode27] 6 not: PlainTally#5 init  (InnerPanel.innerClass)
// expect 6 not: PlainTally#2 deinit
// expect 6 screen: Text "外层值：3"
// expect 6 screen: Text "内层引用：1"
import SwiftUI

struct ValueTally {
    var count = 0
}

class PlainTally {
    var count = 0
    init() { print("PlainTally init") }
    deinit { print("PlainTally deinit") }
}

struct OuterPanel: View {
    @State var outerValue = ValueTally()
    @State var outerClass = PlainTally()

    var body: some View {
        VStack {
            Text("外层值：\(outerValue.count)")
            Button("外层值计数") {
                outerValue.count += 1
            }
            Text("外层引用：\(outerClass.count)")
            Button("外层引用计数") {
                outerClass.count += 1
            }
            InnerPanel()
                .background(.blue)
        }
    }
}

struct InnerPanel: View {
    @State var innerValue = ValueTally()
    @State var innerClass = PlainTally()

    var body: some View {
        VStack {
            Text("内层值：\(innerValue.count)")
            Button("内层值计数") {
                innerValue.count += 1
            }
            Text("内层引用：\(innerClass.count)")
            Button("内层引用计数") {
                innerClass.count += 1
            }
        }
    }
}
