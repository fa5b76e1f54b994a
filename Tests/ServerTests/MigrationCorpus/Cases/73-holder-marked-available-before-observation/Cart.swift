import SwiftUI

final class Cart: ObservableObject {
    @Published var items: [String] = []
}

@available(iOS 16, *)
struct CartView: View {
    @StateObject var cart = Cart()
    var body: some View { Text("\(cart.items.count)") }
}
