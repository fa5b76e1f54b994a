// rule: S2 — (legacy @State) inside init, `_x.wrappedValue` is the throwaway initial value of this struct copy, not the live state shown on screen
// root: StepperHost
// do: tap "Step"
// do: tap "Step"
// do: tap "Refresh Host"
// expect 2 screen: Text "Steps: 2"
// expect 3: StepCounter.init
// expect[xcode26] 3: print: init sees steps = 0
// expect[xcode26] 3 not: print: init sees steps = 2
// expect[xcode26] 3: print: init reads steps = 0
// expect 3 screen: Text "Steps: 2"
import SwiftUI

struct StepperHost: View {
    @State private var refreshes = 0
    var body: some View {
        let _ = print("StepperHost body")
        VStack {
            Text("Refreshes: \(refreshes)")
            Button("Refresh Host") { refreshes += 1 }
            StepCounter()
        }
    }
}

struct StepCounter: View {
    @State private var steps = 0
    init() {
        print("init sees steps = \(_steps.wrappedValue)")
        print("init reads steps = \(steps)")
    }
    var body: some View {
        let _ = print("StepCounter body")
        Text("Steps: \(steps)")
        Button("Step") { steps += 1 }
    }
}
