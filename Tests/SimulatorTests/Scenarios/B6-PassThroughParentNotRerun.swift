// rule: B6 — a model change re-runs only the view that read it: the root that owns the @Observable model and the middle view that only passes it down are not re-run
// root: GardenRoot
// do: tap "Water"
// do: tap "Water"
// expect 1: LeafView.body
// expect 1 not: GardenRoot.body
// expect 1 not: BedView.body
// expect 1 not: BedView.init
// expect 1 screen: Text "Waterings: 1"
// expect 2 count 1: LeafView.body
// expect 2 screen: Text "Waterings: 2"
import SwiftUI

@Observable
final class Garden {
    var waterings = 0
    init() { print("Garden init") }
}

struct GardenRoot: View {
    @State private var garden = Garden()
    var body: some View {
        let _ = print("GardenRoot body")
        BedView(garden: garden)
    }
}

struct BedView: View {
    let garden: Garden
    var body: some View {
        let _ = print("BedView body")
        VStack {
            Text("Bed")
            LeafView(garden: garden)
        }
    }
}

struct LeafView: View {
    let garden: Garden
    var body: some View {
        let _ = print("LeafView body")
        Text("Waterings: \(garden.waterings)")
        Button("Water") { garden.waterings += 1 }
    }
}
