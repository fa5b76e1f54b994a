// rule: B1 — every parent body run initializes every child written in it, including stored-property default expressions (inline @ObservedObject, plain defaults, legacy @State initial values)
// root: ClockFace
// do: tap "Tick"
// do: tap "Tick"
// expect 1: ClockFace.body
// expect 1 order: ClockFace.body | Hand.init
// expect 1: Stamp#2 init  (Hand.stamp)
// expect 1: print: Stamp init
// expect 1: Dial.init
// expect 1: print: Dial init
// expect 1: print: Hand label made
// expect[xcode26] 1: print: make hand color
// expect[xcode27] 1 not: print: make hand color
// expect 2: Hand.init
// expect 2: Stamp#3 init  (Hand.stamp)
// expect 2: Dial.init
import SwiftUI

final class Stamp: ObservableObject {
    @Published var marks = 0
    init() { print("Stamp init") }
    deinit { print("Stamp deinit") }
}

func makeLabel() -> String {
    print("Hand label made")
    return "hand"
}

func makeColor() -> String {
    print("make hand color")
    return "black"
}

struct ClockFace: View {
    @State private var ticks = 0
    var body: some View {
        let _ = print("ClockFace body")
        VStack {
            Text("Ticks: \(ticks)")
            Button("Tick") { ticks += 1 }
            Hand()
            Dial()
        }
    }
}

struct Hand: View {
    @ObservedObject var stamp = Stamp()
    let label = makeLabel()
    @State private var color = makeColor()
    var body: some View {
        Text("\(label) \(color) \(stamp.marks)")
    }
}

struct Dial: View {
    init() { print("Dial init") }
    var body: some View {
        Text("Dial")
    }
}
