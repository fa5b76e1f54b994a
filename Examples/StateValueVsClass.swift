// StateValueVsClass.swift
//
// What it shows
//   `@State` notices a change only when the stored value itself is replaced.
//   A struct in `@State` is replaced by every mutation, so the view refreshes.
//   A plain class in `@State` is a reference: mutating one of its properties
//   leaves the reference unchanged, so nothing refreshes and the label goes
//   stale until something else makes the body run. The same pair appears in a
//   parent and in a child view.
//
// Taps
//   1. "Outer Box +1" twice   -> "Outer box: 0" stays on screen (stale).
//   2. "Outer Value +1"       -> "Outer value: 1" and, at last, "Outer box: 2".
//   3. "Inner Box +1"         -> "Inner box: 0" stays on screen (stale).
//   4. "Inner Value +1"       -> "Inner value: 1" and "Inner box: 1".
//
// What SwiftUI does
//   Launch: StateKindsView body; "TallyBox init (outer)"; "TallyBox init
//     (inner)"; StateKindsInner body.
//   Steps 1 and 3: the box's count changes, but no body runs.
//   Step 2: StateKindsView body runs and rebuilds StateKindsInner. Where
//     `@State` is a property wrapper, its initial value runs again on that
//     struct init: "TallyBox init (inner)" for a throwaway box, freed
//     ("TallyBox deinit (inner)") once SwiftUI drops that copy; the kept box
//     is untouched. Where `@State` is a macro, no such init happens.
//     StateKindsInner body need not run.
//   Step 4: StateKindsInner body runs; the stale box label catches up.
//   Fix: make the class `@Observable`; then reading `count` in body makes it
//   a dependency and "Box +1" refreshes the view.

import SwiftUI

struct TallyValue {
    var count = 0
}

final class TallyBox {
    let place: String
    var count = 0

    init(place: String) {
        self.place = place
        print("TallyBox init (\(place))")
    }

    deinit { print("TallyBox deinit (\(place))") }
}

struct StateKindsView: View {
    @State private var value = TallyValue()
    @State private var box = TallyBox(place: "outer")

    var body: some View {
        let _ = print("StateKindsView body")
        VStack(spacing: 12) {
            Text("Outer value: \(value.count)")
            Button("Outer Value +1") { value.count += 1 }
            Text("Outer box: \(box.count)")
            Button("Outer Box +1") { box.count += 1 }
            StateKindsInner()
                .padding()
                .background(.blue.opacity(0.2))
        }
    }
}

struct StateKindsInner: View {
    @State private var value = TallyValue()
    @State private var box = TallyBox(place: "inner")

    var body: some View {
        let _ = print("StateKindsInner body")
        VStack(spacing: 8) {
            Text("Inner value: \(value.count)")
            Button("Inner Value +1") { value.count += 1 }
            Text("Inner box: \(box.count)")
            Button("Inner Box +1") { box.count += 1 }
        }
    }
}

#Preview {
    StateKindsView()
}
