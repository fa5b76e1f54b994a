// rule: A1 — the same outer/inner experiment with `@Observable` on the class: a body that read `count` re-runs when it changes, outer and inner
// rule: B6 — the inner change does not re-run the outer body
// rule: B2 — a throwaway captured only by a discarded struct value is freed when the next value replaces it
// rule: A5 — Legacy-State (xcode26): `@State var innerClass = ObsTally()` makes a throwaway on every inner init, the stored instance is kept; Macro-State (xcode27): one instance (S3)
// root: OuterPanel
// do: tap "外层引用计数"
// do: tap "内层引用计数"
// do: tap "内层引用计数"
// do: tap "外层值计数"
// do: tap "外层引用计数"
// expect 0: ObsTally#1 init  (OuterPanel.outerClass)
// expect 0: ObsTally#2 init  (InnerPanel.innerClass)
// expect 1: OuterPanel.body
// expect 1 screen: Text "外层引用：1"
// expect 1 screen: Text "内层引用：0"
// expect[xcode26] 1: ObsTally#3 init  (InnerPanel.innerClass)
// expect[xcode27] 1 not: ObsTally#3 init  (InnerPanel.innerClass)
// expect 1 not: InnerPanel.body
// expect 2: InnerPanel.body
// expect 2 not: OuterPanel.body
// expect 2 screen: Text "内层引用：1"
// expect 3 screen: Text "内层引用：2"
// expect 4: OuterPanel.body
// expect 4 not: InnerPanel.body
// expect 4 screen: Text "外层值：1"
// expect 4 screen: Text "内层引用：2"
// expect[xcode26] 4 order: ObsTally#4 init  (InnerPanel.innerClass) | InnerPanel.init
// expect[xcode27] 4 not: ObsTally#4 init  (InnerPanel.innerClass)
// expect 4 not: ObsTally#2 deinit
// expect 5 screen: Text "外层引用：2"
// expect[xcode26] 5 order: ObsTally#5 init  (InnerPanel.innerClass) | InnerPanel.init | ObsTally#4 deinit
// expect[xcode27] 5 not: ObsTally#5 init  (InnerPanel.innerClass)
// expect 5 not: ObsTally#2 deinit
// expect 5 screen: Text "内层引用：2"
import SwiftUI
import Observation

struct ValueTally {
    var count = 0
}

@Observable
class ObsTally {
    var count = 0
    init() { print("ObsTally init") }
    deinit { print("ObsTally deinit") }
}

struct OuterPanel: View {
    @State var outerValue = ValueTally()
    @State var outerClass = ObsTally()

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
    @State var innerClass = ObsTally()

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
