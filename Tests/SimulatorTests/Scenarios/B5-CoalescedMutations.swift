// rule: B5 — several mutations in one action (three @Published changes, two @State changes) give one body run per invalidated view
// root: CartView
// do: tap "Add Bundle"
// do: tap "Reset Counters"
// expect 1 count 1: CartView.body
// expect 1 count 1: print: CartView body
// expect 1 screen: Text "Items: 3, Total: 30, Saved: 5"
// expect 2 count 1: CartView.body
// expect 2 screen: Text "Taps: 2, Resets: 1"
import SwiftUI

final class Cart: ObservableObject {
    @Published var items = 0
    @Published var total = 0
    @Published var saved = 0
    init() { print("Cart init") }
    deinit { print("Cart deinit") }
}

struct CartView: View {
    @StateObject private var cart = Cart()
    @State private var taps = 0
    @State private var resets = 0
    var body: some View {
        let _ = print("CartView body")
        VStack {
            Text("Items: \(cart.items), Total: \(cart.total), Saved: \(cart.saved)")
            Text("Taps: \(taps), Resets: \(resets)")
            Button("Add Bundle") {
                cart.items += 3
                cart.total += 30
                cart.saved += 5
            }
            Button("Reset Counters") {
                taps += 2
                resets += 1
            }
        }
    }
}
