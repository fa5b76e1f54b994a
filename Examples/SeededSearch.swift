// SeededSearch.swift
//
// What it shows
//   A search screen owns a debouncing model through `@StateObject`, but seeds
//   it from an init parameter with `_search = StateObject(wrappedValue: ...)`.
//   The autoclosure runs only once, when the screen's storage is first set up,
//   so later values of the parameter are ignored: the screen keeps the text it
//   started with. (To restart from a new seed, the screen would need a new
//   identity, e.g. `.id(seed)`, which also resets all its other state.)
//
// Taps
//   1. Launch                     -> field and query both show "lighthouse".
//   2. "Next Seed"                -> parent label shows "Seed: harbour"; the
//                                    field and query still show "lighthouse".
//   3. Replace the text in the "Search" field with "ferry"
//                                 -> "Typed: ferry" at once; "Query: ferry"
//                                    about half a second after typing stops.
//
// What SwiftUI does
//   Launch: SearchHostView body; SeededSearchScreen init (seed "lighthouse");
//     "DebouncedQuery init (lighthouse)" just before SeededSearchScreen body.
//   Step 2: SearchHostView body runs (it reads `seed`); SeededSearchScreen init
//     runs with "harbour" and stores a new StateObject wrapper whose thunk is
//     never called: no DebouncedQuery init or deinit. The screen's body need
//     not run; if it does, it still reads the first model.
//   Step 3: each keystroke publishes `draft`, so the screen body runs; the
//     debounced pipeline later assigns `query`, which publishes again and runs
//     the body once more. No init, no deinit.

import SwiftUI
import Combine

final class DebouncedQuery: ObservableObject {
    let seed: String
    @Published var draft: String
    @Published var query: String

    init(seed: String) {
        self.seed = seed
        draft = seed
        query = seed
        print("DebouncedQuery init (\(seed))")
        // Only settle on a query after typing pauses for 500 ms.
        $draft
            .debounce(for: .milliseconds(500), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .assign(to: &$query)
    }

    deinit { print("DebouncedQuery deinit (\(seed))") }
}

struct SearchHostView: View {
    @State private var seed = "lighthouse"

    var body: some View {
        let _ = print("SearchHostView body")
        VStack(spacing: 16) {
            Text("Seed: \(seed)")
            Button("Next Seed") { seed = "harbour" }
            SeededSearchScreen(initialQuery: seed)
        }
        .padding()
    }
}

struct SeededSearchScreen: View {
    @StateObject private var search: DebouncedQuery

    init(initialQuery: String = "") {
        print("SeededSearchScreen init (\(initialQuery))")
        _search = StateObject(wrappedValue: DebouncedQuery(seed: initialQuery))
    }

    var body: some View {
        let _ = print("SeededSearchScreen body")
        VStack(alignment: .leading, spacing: 8) {
            TextField("Search", text: $search.draft)
            Text("Typed: \(search.draft)")
            Text("Query: \(search.query)")
        }
    }
}

#Preview {
    SearchHostView()
}
