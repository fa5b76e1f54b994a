import SwiftUI

@Observable
final class Store {
    var products: [String] = []
    func load() { products = ["Tea"] }
}
