// rule: X — interpreter: a button action that never finishes ends the simulation with a `crash: Hang: ...` line
// root: SpinnerScreen
// do: tap "Spin"
// expect 0 screen: Text "Spins: 0"
// expect 1: print: spinning
// expect 1: crash: Hang: the code ran 2000000 interpreter steps without finishing at X-InfiniteLoopHangs.swift:20 (an infinite loop?); the simulation stops here
// expect 1 not: SpinnerScreen.spins = 0
import SwiftUI

struct SpinnerScreen: View {
    @State private var spins = 0

    var body: some View {
        VStack {
            Text("Spins: \(spins)")
            Button("Spin") {
                print("spinning")
                var n = 0
                while true {
                    n += 1
                }
                spins = n
            }
        }
    }
}
