// rule: A4 — a plain class or an ObservableObject held in @State: mutating it refreshes nothing; only a new reference would
// root: TallyView
// do: tap "Plain +1"
// do: tap "Published +1"
// do: tap "Published +1"
// do: tap "Refresh"
// expect 1 not: TallyView.body
// expect 1 screen: Text "Plain: 0"
// expect 2 not: TallyView.body
// expect 3 not: TallyView.body
// expect 3 screen: Text "Published: 0"
// expect 4: TallyView.body
// expect 4 screen: Text "Plain: 1"
// expect 4 screen: Text "Published: 2"
// expect 4 screen: Text "Refreshes: 1"
import SwiftUI
import Combine

final class PlainTally {
    var count = 0
    init() { print("PlainTally init") }
}

final class PublishedTally: ObservableObject {
    @Published var count = 0
    init() { print("PublishedTally init") }
}

struct TallyView: View {
    @State private var plain = PlainTally()
    @State private var published = PublishedTally()
    @State private var refreshes = 0

    var body: some View {
        let _ = print("TallyView body")
        VStack {
            Text("Plain: \(plain.count)")
            Button("Plain +1") { plain.count += 1 }
            Text("Published: \(published.count)")
            Button("Published +1") { published.count += 1 }
            Text("Refreshes: \(refreshes)")
            Button("Refresh") { refreshes += 1 }
        }
    }
}
