// rule: A1 — a view that only passes an @Observable object down forms no dependency; only the reader re-runs
// rule: B6 — the parent is not re-run because a child's dependency changed
// root: CartScreen
// do: tap "Add Item"
// do: tap "Add Item"
// expect 0 order: CartScreen.body | CartSection.body | CartTotal.body
// expect 1: CartTotal.body
// expect 1 not: CartScreen.body
// expect 1 not: CartSection.body
// expect 1 not: CartSection.init
// expect 2 screen: Text "Items: 2"
import SwiftUI
import Observation

@Observable
final class Cart {
    var items = 0
    init() { print("Cart init") }
}

struct CartScreen: View {
    @State private var cart = Cart()

    var body: some View {
        let _ = print("CartScreen body")
        CartSection(cart: cart)
    }
}

struct CartSection: View {
    let cart: Cart

    var body: some View {
        let _ = print("CartSection body")
        VStack {
            Text("Your cart")
            CartTotal(cart: cart)
        }
    }
}

struct CartTotal: View {
    let cart: Cart

    var body: some View {
        let _ = print("CartTotal body")
        VStack {
            Text("Items: \(cart.items)")
            Button("Add Item") { cart.items += 1 }
        }
    }
}
