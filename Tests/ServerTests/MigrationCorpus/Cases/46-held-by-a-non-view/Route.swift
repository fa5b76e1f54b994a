import SwiftUI

final class Route: ObservableObject {
    @Published var path: [String] = []
}

final class Router {
    @ObservedObject var route: Route
    init(route: Route) { self.route = route }
}
