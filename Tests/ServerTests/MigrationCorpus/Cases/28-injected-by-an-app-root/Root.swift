import SwiftUI

struct RootView: View {
    @StateObject private var store = Store()
    var body: some View {
        ProductsView()
            .environmentObject(store)
            .onAppear { store.load() }
    }
}

struct ProductsView: View {
    @EnvironmentObject private var store: Store
    var body: some View {
        List {
            ForEach(store.products, id: \.self) { product in Text(product) }
        }
    }
}
