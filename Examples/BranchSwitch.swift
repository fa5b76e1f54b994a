// BranchSwitch.swift
//
// What it shows
//   A parent shows one of two child counters with `if`/`else`. Each branch is
//   its own identity, so switching branches ends the old child's lifetime and
//   starts a new one: each child's `@StateObject` is freed when its branch is
//   hidden and created from scratch when the branch comes back. (Using the
//   same view type in both branches would not change this.)
//
// Taps
//   1. "Left +1" three times -> "Left: 3".
//   2. "Switch Branch"       -> right counter appears showing "Right: 0".
//   3. "Right +1"            -> "Right: 1".
//   4. "Switch Branch"       -> left counter is back, but shows "Left: 0".
//
// What SwiftUI does
//   Launch: BranchSwitchView body; LeftTallyView init; "BranchTally init (left)"
//     just before LeftTallyView body.
//   Each "+1": only that child's body runs.
//   Step 2: BranchSwitchView body runs (it reads `showLeft`); RightTallyView
//     init. Storage for the new branch is created first, "BranchTally init
//     (right)", and the old branch's storage is freed right after,
//     "BranchTally deinit (left)". RightTallyView body runs with the new model.
//   Step 4: the mirror image: LeftTallyView init; "BranchTally init (left)"
//     (a fresh model) comes before "BranchTally deinit (right)"; LeftTallyView
//     body shows 0.

import SwiftUI
import Combine

final class BranchTally: ObservableObject {
    let side: String
    @Published var count = 0

    init(side: String) {
        self.side = side
        print("BranchTally init (\(side))")
    }

    deinit { print("BranchTally deinit (\(side))") }
}

struct BranchSwitchView: View {
    @State private var showLeft = true

    var body: some View {
        let _ = print("BranchSwitchView body")
        VStack(spacing: 16) {
            if showLeft {
                LeftTallyView()
            } else {
                RightTallyView()
            }
            Button("Switch Branch") { showLeft.toggle() }
        }
    }
}

struct LeftTallyView: View {
    @StateObject private var tally = BranchTally(side: "left")

    init() { print("LeftTallyView init") }

    var body: some View {
        let _ = print("LeftTallyView body")
        VStack {
            Text("Left: \(tally.count)")
            Button("Left +1") { tally.count += 1 }
        }
    }
}

struct RightTallyView: View {
    @StateObject private var tally = BranchTally(side: "right")

    init() { print("RightTallyView init") }

    var body: some View {
        let _ = print("RightTallyView body")
        VStack {
            Text("Right: \(tally.count)")
            Button("Right +1") { tally.count += 1 }
        }
    }
}

#Preview {
    BranchSwitchView()
}
