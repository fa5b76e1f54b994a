// rule: X — interpreter: arrays (append, removeFirst, count, isEmpty, ForEach over them) and dictionaries (subscript, default, count)
// root: QueueView
// do: tap "Enqueue"
// do: tap "Enqueue"
// do: tap "Serve"
// do: tap "Serve"
// do: tap "Serve"
// expect 0 screen: Text "Waiting: 2"
// expect 0 screen: Text "Ada"
// expect 0 screen: Text "Grace"
// expect 2 screen: Text "Waiting: 4"
// expect 2 screen: Text "Guest 4"
// expect 3 screen: Text "Waiting: 3"
// expect 3: print: served Ada
// expect 3 screen: Text "Ada served 1 time"
// expect 5 screen: Text "Waiting: 1"
// expect 5: print: served Guest 3
// expect 5 screen: Text "Served names: 3"
// expect 5 screen: Text "Guest 4"
import SwiftUI

struct QueueView: View {
    @State private var queue = ["Ada", "Grace"]
    @State private var served: [String: Int] = [:]

    var body: some View {
        VStack {
            Text("Waiting: \(queue.count)")
            ForEach(queue, id: \.self) { name in
                Text(name)
            }
            Text("Ada served \(served["Ada", default: 0]) time")
            Text("Served names: \(served.count)")
            Button("Enqueue") { queue.append("Guest \(queue.count + 1)") }
            Button("Serve") {
                if !queue.isEmpty {
                    let next = queue.removeFirst()
                    served[next, default: 0] += 1
                    print("served \(next)")
                }
            }
        }
    }
}
