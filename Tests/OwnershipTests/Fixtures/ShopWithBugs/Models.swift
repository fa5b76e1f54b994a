import Foundation
import Combine
import Observation

struct Product: Identifiable, Hashable {
    let id: Int
    var name: String
    var price: Decimal
    var imageURL: URL?
}

final class CartStore: ObservableObject {
    @Published private(set) var lines: [Product: Int] = [:]
    var count: Int { lines.values.reduce(0, +) }

    func add(_ product: Product) { lines[product, default: 0] += 1 }
    func clear() { lines = [:] }
}

final class SessionStore: ObservableObject {
    @Published var userName: String?
    var isLoggedIn: Bool { userName != nil }
}

final class AppModel: ObservableObject {
    // BUG 3: nested ObservableObject published from the parent; the catalog title reads through it.
    @Published var cart = CartStore()
    @Published var products: [Product] = (1...20).map {
        Product(id: $0, name: "Product \($0)", price: Decimal($0) * 3)
    }
}

final class ImageLoader: ObservableObject {
    @Published var data: Data?
    var url: URL?

    init(url: URL? = nil) { self.url = url }

    func load() async {
        guard let url else { return }
        data = try? await URLSession.shared.data(from: url).0
    }
}

final class ProductDetailViewModel: ObservableObject {
    @Published var product: Product
    @Published var quantity = 1
    init(product: Product) { self.product = product }
}

final class CheckoutViewModel: ObservableObject {
    @Published var address = ""
    @Published var isSubmitting = false
}

/// Plain class used for list filters.
final class FilterOptions {
    var query = ""
    var maxPrice: Decimal = 100
}

@Observable
final class Profile {
    var displayName = ""
    var newsletter = false
}

final class Analytics: ObservableObject {
    @Published var events: [String] = []
    func log(_ event: String) { events.append(event) }
}

@Observable
final class Wishlist {
    var productIDs: Set<Int> = []
    func toggle(_ id: Int) {
        if productIDs.contains(id) { productIDs.remove(id) } else { productIDs.insert(id) }
    }
}
