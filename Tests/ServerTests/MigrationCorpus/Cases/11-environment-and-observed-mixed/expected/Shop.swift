import SwiftUI

struct ShopRoot: View {
    @State var cart = Cart()
    var body: some View {
        VStack {
            CartSummary()
            CartList(cart: cart)
        }
        .environment(cart)
    }
}

struct CartSummary: View {
    @Environment(Cart.self) var cart: Cart
    var body: some View { Text("Total \(cart.total)") }
}

struct CartList: View {
    var cart: Cart
    var body: some View {
        List {
            ForEach(cart.items, id: \.self) { item in Text(item) }
        }
    }
}
