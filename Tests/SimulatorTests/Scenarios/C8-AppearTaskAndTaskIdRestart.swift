// rule: C8 — onAppear/onDisappear and .task start/cancel follow the view's identity; task(id:) restarts when its id changes
// root: ClockHost
// do: tap "Switch Zone"
// do: tap "Hide Clock"
// do: tap "Show Clock"
// expect 0: print: Clock onAppear
// expect 0: print: clock task started
// expect 0: print: zone task UTC
// expect 0 count 2: Clock.task start
// expect 1: Clock.body
// expect 1 order: Clock.task cancel | Clock.task start | print: zone task CET
// expect 1 count 1: Clock.task cancel
// expect 1 count 1: Clock.task start
// expect 1 not: print: clock task started
// expect 1 not: print: Clock onAppear
// expect 1 screen: Text "Zone: CET"
// expect 2: print: Clock onDisappear
// expect 2 count 2: Clock.task cancel
// expect 2 not: Clock.task start
// expect 3: print: Clock onAppear
// expect 3: print: clock task started
// expect 3: print: zone task UTC
// expect 3 count 2: Clock.task start
// expect 3 screen: Text "Zone: UTC"
import SwiftUI

struct ClockHost: View {
    @State private var showClock = true

    var body: some View {
        VStack {
            if showClock {
                Clock()
            }
            Button(showClock ? "Hide Clock" : "Show Clock") { showClock.toggle() }
        }
    }
}

struct Clock: View {
    @State private var zone = "UTC"

    var body: some View {
        VStack {
            Text("Zone: \(zone)")
            Button("Switch Zone") { zone = "CET" }
        }
        .onAppear { print("Clock onAppear") }
        .onDisappear { print("Clock onDisappear") }
        .task {
            print("clock task started")
            try? await Task.sleep(for: .seconds(3600))
        }
        .task(id: zone) {
            print("zone task \(zone)")
            try? await Task.sleep(for: .seconds(3600))
        }
    }
}
