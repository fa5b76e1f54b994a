// rule: X — a run steered toward a view a stack's navigationDestination(for:) builds pushes a value of that type (which one is not known), takes a case of the router's switch that builds the view (the first when several do), and a pop then push again shows a new screen with new state
// root: Root
// toward: Detail
// do: push Route
// do: back
// do: push Route
// expect 1: note: X-APushedValueTakesTheRoutersCaseToItsView.swift:24: steered: the run takes this branch to show the view it is steered toward; on its own it does not
// expect 1: Model#1 init  (Detail.model)
// expect 1 screen: Text "Detail"
// expect 2: Model#1 deinit
// expect 3: Model#2 init  (Detail.model)
import SwiftUI

final class Model: ObservableObject {}

enum Route: Hashable { case about, detail(Int), named(String) }

struct Root: View {
    @State private var path: [Route] = []
    var body: some View {
        NavigationStack(path: $path) {
            Text("Home")
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .about: Text("About")
                    case .detail(let id): Detail(id: id)
                    case .named(let name): Detail(id: name.count)
                    }
                }
        }
    }
}

struct Detail: View {
    let id: Int
    @StateObject private var model = Model()
    var body: some View { Text("Detail") }
}
