// EarlyAccess.swift
//
// What it shows
//   A view's `init` runs before SwiftUI has installed the view's storage. Reading
//   a `@StateObject` there cannot reach the real object: SwiftUI logs
//     Accessing StateObject's object without being installed on a View. This will create a new instance each time.
//   and calls the initial-value thunk again, handing back a throwaway object.
//   Reading a `@State` there likewise gives the declared initial value of this
//   struct copy, not the live value shown on screen.
//
// Taps
//   1. Launch                -> "Visits: 0", "Taps: 0".
//   2. "Visit" twice, "Tap"  -> "Visits: 2", "Taps: 1".
//   3. "Refresh Parent"      -> screen unchanged, yet init prints
//                               "init sees visits = 0, taps = 0".
//
// What SwiftUI does
//   Launch: EarlyAccessRoot body; "EarlyAccessCard init"; reading `log` logs
//     the warning and "VisitLog init" for a throwaway; "init sees visits = 0,
//     taps = 0"; the throwaway's "VisitLog deinit" as soon as ARC releases it
//     (possibly just before that line). Then, just before the first
//     EarlyAccessCard body, SwiftUI installs storage: "VisitLog init" for the
//     object it keeps.
//   Step 2: each tap runs EarlyAccessCard body only. No init, no deinit.
//   Step 3: EarlyAccessRoot body runs (it reads `refreshes`); EarlyAccessCard
//     init runs again: the warning, "VisitLog init", "VisitLog deinit" for a
//     new throwaway, and "taps = 0" from the fresh struct copy (toolchains
//     where `@State` is a macro may behave differently). The kept VisitLog is
//     untouched; the card's body need not run.
//   Fix: do not touch wrapped values in `init`; read them in `body`, or run
//   setup in `.onAppear`/`.task`.

import SwiftUI
import Combine

final class VisitLog: ObservableObject {
    @Published var visits = 0

    init() { print("VisitLog init") }
    deinit { print("VisitLog deinit") }
}

struct EarlyAccessRoot: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("EarlyAccessRoot body")
        VStack(spacing: 16) {
            Text("Parent refreshes: \(refreshes)")
            Button("Refresh Parent") { refreshes += 1 }
            EarlyAccessCard()
        }
    }
}

struct EarlyAccessCard: View {
    @StateObject private var log = VisitLog()
    @State private var taps = 0

    init() {
        print("EarlyAccessCard init")
        // Too early: neither property is installed yet.
        print("init sees visits = \(log.visits), taps = \(taps)")
    }

    var body: some View {
        let _ = print("EarlyAccessCard body")
        VStack(spacing: 8) {
            Text("Visits: \(log.visits)")
            Text("Taps: \(taps)")
            Button("Visit") { log.visits += 1 }
            Button("Tap") { taps += 1 }
        }
    }
}

#Preview {
    EarlyAccessRoot()
}
