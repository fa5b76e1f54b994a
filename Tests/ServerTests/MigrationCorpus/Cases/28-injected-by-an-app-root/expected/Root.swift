import SwiftUI

struct RootView: View {
    @State private var store = Store()
    var body: some View {
        ProductsView()
            .environment(store)
            .onAppear { store.load() }
    }
}

struct ProductsView: View {
    @Environment(Store.self) private var store: Store
    var body: some View {
        List {
            ForEach(store.products, id: \.self) { product in Text(product) }
        }
    }
}
