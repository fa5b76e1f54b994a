// StateVsObservedCounters.swift
//
// What it shows
//   Two child counters with identical layouts sit side by side. One owns its
//   model with `@StateObject`, the other creates it inline with
//   `@ObservedObject`. Both count taps the same way until the parent refreshes:
//   then the owned count survives and the observed one is reset to 0.
//
// Taps
//   1. "Owned +1" twice, "Borrowed +1" twice -> both show 2.
//   2. "Refresh Parent"                      -> "Parent refreshes: 1";
//                                               owned shows 2, borrowed shows 0.
//
// What SwiftUI does
//   Launch: RefreshHarnessView body builds both children. The observed
//     child's inline default runs while the parent body is evaluated, so
//     "TapCounter init (borrowed)" prints first; "TapCounter init (owned)"
//     follows just before OwnedCounterView body runs for the first time.
//   Each "+1": only the tapped child's body runs. No init, no deinit.
//   "Refresh Parent": RefreshHarnessView body runs; both child structs are
//     re-initialized. OwnedCounterView keeps its installed model (its thunk is
//     not run again) and its body need not run. BorrowedCounterView gets a new
//     model: "TapCounter init (borrowed)" then the old one's
//     "TapCounter deinit (borrowed)", and its body runs showing 0.

import SwiftUI
import Combine

final class TapCounter: ObservableObject {
    let flavor: String
    @Published var taps = 0

    init(flavor: String) {
        self.flavor = flavor
        print("TapCounter init (\(flavor))")
    }

    deinit { print("TapCounter deinit (\(flavor))") }
}

struct RefreshHarnessView: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("RefreshHarnessView body")
        VStack(spacing: 20) {
            Text("Parent refreshes: \(refreshes)")
            Button("Refresh Parent") { refreshes += 1 }
            HStack(spacing: 24) {
                OwnedCounterView()
                BorrowedCounterView()
            }
        }
    }
}

struct OwnedCounterView: View {
    @StateObject private var counter = TapCounter(flavor: "owned")

    var body: some View {
        let _ = print("OwnedCounterView body")
        VStack {
            Text("@StateObject: \(counter.taps)")
            Button("Owned +1") { counter.taps += 1 }
        }
    }
}

struct BorrowedCounterView: View {
    @ObservedObject var counter = TapCounter(flavor: "borrowed")

    var body: some View {
        let _ = print("BorrowedCounterView body")
        VStack {
            Text("@ObservedObject: \(counter.taps)")
            Button("Borrowed +1") { counter.taps += 1 }
        }
    }
}

#Preview {
    RefreshHarnessView()
}
