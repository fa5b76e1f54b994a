// rule: B4 — a @State change re-runs only bodies that read its wrapped value: a counter written in an action but never read in body causes no body run; one that is read does
// root: AnalyticsButton
// do: tap "Track"
// do: tap "Track"
// do: tap "Show"
// expect 1 not: AnalyticsButton.body
// expect 1: print: tracked 1
// expect 2 not: AnalyticsButton.body
// expect 2: print: tracked 2
// expect 3: AnalyticsButton.body
// expect 3 screen: Text "Shown: 1"
import SwiftUI

struct AnalyticsButton: View {
    @State private var hits = 0
    @State private var shown = 0
    var body: some View {
        let _ = print("AnalyticsButton body")
        VStack {
            Text("Shown: \(shown)")
            Button("Track") {
                hits += 1
                print("tracked \(hits)")
            }
            Button("Show") { shown += 1 }
        }
    }
}
