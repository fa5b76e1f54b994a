import SwiftUI

struct CatalogSplitView: View {
    @EnvironmentObject private var appModel: AppModel
    @State private var selection: Product?
    // BUG 4: a plain class held in @State and mutated through bindings.
    @State private var filter = FilterOptions()
    @State private var wishlist = Wishlist()

    var body: some View {
        NavigationSplitView {
            List(visibleProducts, selection: $selection) { product in
                ProductRow(product: product)
                    .tag(product)
            }
            .searchable(text: $filter.query)
            .navigationTitle("Catalog (\(appModel.cart.count))")
            // BUG 18: the wishlist is injected into the sidebar only; the detail column reads it too.
            .environment(wishlist)
        } detail: {
            if let selection {
                // BUG 5: detail view seeds a @StateObject from `product`, but no .id(...)
                ProductDetailView(product: selection)
            } else {
                Text("Select a product")
            }
        }
        // BUG 6: a new Analytics is injected every time this body runs.
        .environmentObject(Analytics())
    }

    private var visibleProducts: [Product] {
        appModel.products.filter {
            filter.query.isEmpty || $0.name.localizedCaseInsensitiveContains(filter.query)
        }
    }
}

struct ProductRow: View {
    let product: Product
    // BUG 7: the row creates the loader it only observes.
    @ObservedObject var loader = ImageLoader()

    var body: some View {
        HStack {
            if let data = loader.data, let image = UIImage(data: data) {
                Image(uiImage: image).resizable().frame(width: 40, height: 40)
            } else {
                Color.gray.frame(width: 40, height: 40)
            }
            Text(product.name)
            Spacer()
            Text(product.price, format: .currency(code: "USD"))
        }
        .task {
            loader.url = product.imageURL
            await loader.load()
        }
    }
}

struct ProductDetailView: View {
    @StateObject private var viewModel: ProductDetailViewModel
    @EnvironmentObject private var cart: CartStore
    @EnvironmentObject private var analytics: Analytics
    @State private var showingCheckout = false

    init(product: Product) {
        _viewModel = StateObject(wrappedValue: ProductDetailViewModel(product: product))
        // BUG 8: reads the state object before SwiftUI installs it.
        print("Showing \(viewModel.product.name)")
    }

    var body: some View {
        Form {
            Text(viewModel.product.name).font(.title)
            Stepper("Quantity: \(viewModel.quantity)", value: $viewModel.quantity, in: 1...10)
            Button("Add to cart") {
                for _ in 0..<viewModel.quantity { cart.add(viewModel.product) }
                analytics.log("add \(viewModel.product.id)")
            }
            Button("Checkout") { showingCheckout = true }
            WishlistButton(productID: viewModel.product.id)
        }
        .sheet(isPresented: $showingCheckout) {
            CheckoutView(cart: cart)
        }
    }
}

struct WishlistButton: View {
    let productID: Int
    @Environment(Wishlist.self) private var wishlist

    var body: some View {
        Button(wishlist.productIDs.contains(productID) ? "Remove from wishlist" : "Add to wishlist") {
            wishlist.toggle(productID)
        }
    }
}
