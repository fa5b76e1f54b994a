// rule: X — a ViewModifier of the workspace is run around the view it modifies, through .modifier(…) or a bare modifier(…) in an extension View helper; its storage lives with that place in the tree
// root: Screen
// do: tap "tap 0"
// do: tap "flip"
// do: tap "hide"
// do: tap "show"
// expect 0 screen: Text "hello"
// expect 0 screen: Button "tap 0"
// expect 0: TapCounter#1 init  (Counting.counter)
// expect 0 order: Counting.init | TapCounter#1 init  (Counting.counter) | Counting.body
// expect 1 screen: Button "tap 1"
// expect 2: Screen.body
// expect 2: Counting.init
// expect 2 not: TapCounter#2 init  (Counting.counter)
// expect 2 screen: Button "tap 1"
// expect 3: TapCounter#1 deinit
// expect 4: TapCounter#2 init  (Counting.counter)
// expect 4 screen: Button "tap 0"
import SwiftUI

final class TapCounter: ObservableObject {
    @Published var taps = 0
}

struct Counting: ViewModifier {
    @StateObject private var counter = TapCounter()
    func body(content: Content) -> some View {
        VStack {
            content
            Button("tap \(counter.taps)") { counter.taps += 1 }
        }
    }
}

extension View {
    func counting() -> some View { modifier(Counting()) }
}

struct Screen: View {
    @State private var flag = false
    @State private var shown = true
    var body: some View {
        VStack {
            if shown {
                Text(flag ? "hello" : "hello").counting()
            }
            Button("flip") { flag.toggle() }
            Button("hide") { shown = false }
            Button("show") { shown = true }
        }
    }
}
