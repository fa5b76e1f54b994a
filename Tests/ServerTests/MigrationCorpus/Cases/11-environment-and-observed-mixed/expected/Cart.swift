import SwiftUI

@Observable
final class Cart {
    var items: [String] = []
    var total: Int { items.count * 3 }
}
