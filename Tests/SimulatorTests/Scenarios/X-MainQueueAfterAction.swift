// rule: X — Task { } and DispatchQueue.main.async { } run after the action's own code, in the same step
// root: Order
// do: tap "go"
// expect 1 order: print: after | Order.n = 1 | print: in task | Order.n = 5 | print: in async | Order.body
// expect 1 count 1: Order.body
// expect 1 screen: Text "n 5"
import SwiftUI

struct Order: View {
    @State var n = 0
    var body: some View {
        Button("go") {
            Task { print("in task"); n = 5 }
            DispatchQueue.main.async { print("in async") }
            print("after")
            n = 1
        }
        Text("n \(n)")
    }
}
