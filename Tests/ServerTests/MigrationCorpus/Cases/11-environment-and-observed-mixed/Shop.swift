import SwiftUI

struct ShopRoot: View {
    @StateObject var cart = Cart()
    var body: some View {
        VStack {
            CartSummary()
            CartList(cart: cart)
        }
        .environmentObject(cart)
    }
}

struct CartSummary: View {
    @EnvironmentObject var cart: Cart
    var body: some View { Text("Total \(cart.total)") }
}

struct CartList: View {
    @ObservedObject var cart: Cart
    var body: some View {
        List {
            ForEach(cart.items, id: \.self) { item in Text(item) }
        }
    }
}
