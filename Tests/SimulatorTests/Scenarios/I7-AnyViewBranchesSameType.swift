// rule: I7 — type erasure hides the branch: two `return AnyView(...)` paths of a plain (non-builder) function that wrap the same view type give the same identity, so switching paths keeps the state
// root: LampHost
// do: tap "Lamp +1"
// do: tap "Lamp +1"
// do: tap "Night Mode"
// expect 2 screen: Text "Day lamp: 2"
// expect 3: LampView.init
// expect 3 not: Bulb#2 init  (LampView.bulb)
// expect 3 not: Bulb#1 deinit
// expect 3 not: LampView disappears
// expect 3 screen: Text "Night lamp: 2"
import SwiftUI

final class Bulb: ObservableObject {
    @Published var clicks = 0
    init() { print("Bulb init") }
    deinit { print("Bulb deinit") }
}

struct LampHost: View {
    @State private var night = false
    func lamp() -> AnyView {
        if night {
            return AnyView(LampView(mode: "Night"))
        } else {
            return AnyView(LampView(mode: "Day"))
        }
    }
    var body: some View {
        let _ = print("LampHost body")
        VStack {
            Button("Night Mode") { night = true }
            lamp()
        }
    }
}

struct LampView: View {
    let mode: String
    @StateObject private var bulb = Bulb()
    var body: some View {
        Text("\(mode) lamp: \(bulb.clicks)")
        Button("Lamp +1") { bulb.clicks += 1 }
    }
}
