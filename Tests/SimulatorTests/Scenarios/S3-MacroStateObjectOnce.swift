// rule: S3 — with @State as a macro (xcode27) an object held in state is initialized only once, when the view is first created; later struct inits create no instance (xcode26: a throwaway per init, S2)
// root: ShopShell
// do: tap "Add Item"
// do: tap "Restyle Shop"
// do: tap "Restyle Shop"
// expect 0: Basket#1 init  (BasketView.basket)
// expect 1 screen: Text "Basket: 1"
// expect 2: BasketView.init
// expect[xcode27] 2 not: Basket#2 init  (BasketView.basket)
// expect[xcode27] 2 not: print: Basket init
// expect[xcode26] 2: Basket#2 init  (BasketView.basket)
// expect 2 not: Basket#1 deinit
// expect[xcode27] 3 not: print: Basket init
// expect 3 not: Basket#1 deinit
// expect 3 screen: Text "Basket: 1"
import SwiftUI

@Observable
final class Basket {
    var items = 0
    init() { print("Basket init") }
    deinit { print("Basket deinit") }
}

struct ShopShell: View {
    @State private var style = 0
    var body: some View {
        let _ = print("ShopShell body")
        VStack {
            Text("Style \(style)")
            Button("Restyle Shop") { style += 1 }
            BasketView()
        }
    }
}

struct BasketView: View {
    @State private var basket = Basket()
    var body: some View {
        let _ = print("BasketView body")
        Text("Basket: \(basket.items)")
        Button("Add Item") { basket.items += 1 }
    }
}
