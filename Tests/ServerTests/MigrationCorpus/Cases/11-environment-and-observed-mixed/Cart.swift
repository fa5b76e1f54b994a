import SwiftUI

final class Cart: ObservableObject {
    @Published var items: [String] = []
    var total: Int { items.count * 3 }
}
