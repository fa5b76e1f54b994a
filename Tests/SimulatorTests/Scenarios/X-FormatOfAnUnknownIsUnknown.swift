// rule: X — `String(format:)` of a format the run could not compute is unknown, not the format's description
// root: Greeting
// expect 0 screen: Text "known: <String(format:)>"
import SwiftUI

struct Greeting: View {
    var body: some View {
        let title = String(format: Catalog.format(for: "greeting"), 3)
        if title.isEmpty { Text("empty") } else { Text("known: \(title.count)") }
    }
}
