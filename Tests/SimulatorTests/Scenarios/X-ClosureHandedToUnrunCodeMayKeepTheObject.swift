// rule: X — an object whose own code hands code the simulator does not run a closure that keeps `self` (or a method of itself named without a call, or `self` as `assign(to:on:)`'s object) may be kept alive by that code; an observer passed as `self` is held weakly: its deinit is said as assumed; a closure that captures `self` weakly, or does not say `self`, keeps nothing
// root: Screen
// do: tap "Hide"
// expect 1: Search#1 deinit  (assumed: `sink` (X-ClosureHandedToUnrunCodeMayKeepTheObject.swift:20), which the simulator does not run, was handed a closure or value that holds it, and may keep it)
// expect 1: Feed#1 deinit
// expect 1 not: Feed#1 deinit  (assumed
// expect 1: Clock#1 deinit
// expect 1 not: Clock#1 deinit  (assumed
// expect 1: Listener#1 deinit
// expect 1: Mapper#1 deinit  (assumed: `map` (X-ClosureHandedToUnrunCodeMayKeepTheObject.swift:51), which the simulator does not run, was handed a closure or value that holds it, and may keep it)
// expect 1 not: Listener#1 deinit  (assumed
import SwiftUI
import Combine

final class Search: ObservableObject {
    @Published var query = ""
    @Published var results: [String] = []
    var bag: Set<AnyCancellable> = []
    init() {
        $query
            .removeDuplicates()
            .sink { text in
                self.results = [text]
            }
            .store(in: &bag)
    }
}

final class Feed: ObservableObject {
    @Published var items: [String] = []
    var bag: Set<AnyCancellable> = []
    init() {
        $items.sink { [weak self] _ in self?.objectWillChange.send() }.store(in: &bag)
    }
}

final class Clock: ObservableObject {
    @Published var ticks = 0
    var bag: Set<AnyCancellable> = []
    init() {
        $ticks.sink { value in print(value) }.store(in: &bag)
    }
}

/// A method reference keeps its object, as a closure saying `self` does.
final class Mapper: ObservableObject {
    @Published var query = ""
    @Published var shown = ""
    var bag: Set<AnyCancellable> = []
    init() {
        $query.map(normalized(_:)).sink { [weak self] in self?.shown = $0 }.store(in: &bag)
    }
    private func normalized(_ text: String) -> String { text.lowercased() }
}

/// An observer passed as `self` is held weakly by `NotificationCenter`: nothing keeps it.
final class Listener: ObservableObject {
    @Published var count = 0
    init() {
        NotificationCenter.default.addObserver(self, selector: #selector(changed), name: .init("changed"), object: nil)
    }
    @objc func changed() { count += 1 }
}

struct Panel: View {
    @StateObject private var search = Search()
    @StateObject private var feed = Feed()
    @StateObject private var clock = Clock()
    @StateObject private var listener = Listener()
    @StateObject private var mapper = Mapper()
    var body: some View { Text("results: \(search.results.count)") }
}

struct Screen: View {
    @State private var shown = true
    var body: some View {
        VStack {
            if shown { Panel() }
            Button("Hide") { shown = false }
        }
    }
}
