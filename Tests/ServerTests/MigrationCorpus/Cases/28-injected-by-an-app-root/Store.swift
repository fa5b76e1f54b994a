import SwiftUI

final class Store: ObservableObject {
    @Published var products: [String] = []
    func load() { products = ["Tea"] }
}
