// SwitchedSource.swift
//
// What it shows
//   A parent owns two counters, A and B, and hands one of them to two child
//   views. One child takes it as an `@ObservedObject` input and always shows
//   whichever counter the parent passes. The other wraps it with
//   `_counter = StateObject(wrappedValue: counter)`; that thunk runs only the
//   first time, so after "Swap Source" it keeps showing counter A.
//
// Taps
//   1. "Following +1" twice  -> "A: 2  B: 0"; both children show 2 (both hold A).
//   2. "Swap Source"         -> following child shows 0 (now B);
//                               adopting child still shows 2 (still A).
//   3. "Adopting +1"         -> "A: 3  B: 0"; adopting shows 3, following 0.
//   4. "Following +1"        -> "A: 3  B: 1"; following shows 1.
//
// What SwiftUI does
//   Launch: "SharedCounter init (A)" and "SharedCounter init (B)" just before
//     SourceSwitchView body first runs; FollowingCounterView and
//     AdoptingCounterView init with A. The adopting child's thunk runs before
//     its first body and returns the existing A: no third init.
//   Every "+1": the changed counter publishes. The parent owns both, so its
//     body runs, and so does the body of each child holding that counter.
//   Step 2: SourceSwitchView body runs (it reads `useFirst`); both children
//     init with B. The following child now observes B; the adopting child's
//     new thunk is never called, so it stays on A.
//   No deinit at any point: the parent keeps both counters alive.

import SwiftUI
import Combine

final class SharedCounter: ObservableObject {
    let name: String
    @Published var count = 0

    init(name: String) {
        self.name = name
        print("SharedCounter init (\(name))")
    }

    deinit { print("SharedCounter deinit (\(name))") }
}

struct SourceSwitchView: View {
    @State private var useFirst = true
    @StateObject private var first = SharedCounter(name: "A")
    @StateObject private var second = SharedCounter(name: "B")

    var body: some View {
        let _ = print("SourceSwitchView body")
        VStack(spacing: 16) {
            Text("A: \(first.count)  B: \(second.count)")
            FollowingCounterView(counter: useFirst ? first : second)
            AdoptingCounterView(counter: useFirst ? first : second)
            Button("Swap Source") { useFirst.toggle() }
        }
    }
}

struct FollowingCounterView: View {
    @ObservedObject var counter: SharedCounter

    var body: some View {
        let _ = print("FollowingCounterView body")
        HStack {
            Button("Following -1") { counter.count -= 1 }
            Text("Following: \(counter.count)")
            Button("Following +1") { counter.count += 1 }
        }
    }
}

struct AdoptingCounterView: View {
    @StateObject private var counter: SharedCounter

    init(counter: SharedCounter) {
        _counter = StateObject(wrappedValue: counter)
    }

    var body: some View {
        let _ = print("AdoptingCounterView body")
        HStack {
            Button("Adopting -1") { counter.count -= 1 }
            Text("Adopting: \(counter.count)")
            Button("Adopting +1") { counter.count += 1 }
        }
    }
}

#Preview {
    SourceSwitchView()
}
