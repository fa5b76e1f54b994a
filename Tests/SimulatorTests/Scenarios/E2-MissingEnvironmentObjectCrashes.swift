// rule: E2 — a view declaring @EnvironmentObject with no injected ancestor crashes when the property is first accessed
// root: ShopScreen
// do: tap "Show Cart"
// expect 0 screen: Text "Shop"
// expect 0 not: crash: Fatal error: No ObservableObject of type CartStore found. A View.environmentObject(_:) for CartStore may be missing as an ancestor of this view.
// expect 1: CartBadge.init
// expect 1: crash: Fatal error: No ObservableObject of type CartStore found. A View.environmentObject(_:) for CartStore may be missing as an ancestor of this view.
import SwiftUI
import Combine

final class CartStore: ObservableObject {
    @Published var count = 0
}

struct ShopScreen: View {
    @State private var showCart = false

    var body: some View {
        VStack {
            Text("Shop")
            Button("Show Cart") { showCart = true }
            if showCart {
                CartBadge()
            }
        }
    }
}

struct CartBadge: View {
    @EnvironmentObject var cart: CartStore

    var body: some View {
        Text("Items: \(cart.count)")
    }
}
