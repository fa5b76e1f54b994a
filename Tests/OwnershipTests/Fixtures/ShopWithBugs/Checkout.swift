import SwiftUI

struct CheckoutView: View {
    // BUG 9: a @StateObject handed in by the parent.
    @StateObject var cart: CartStore
    @StateObject private var viewModel: CheckoutViewModel
    @EnvironmentObject private var session: SessionStore

    init(cart: CartStore) {
        _cart = StateObject(wrappedValue: cart)
        // BUG 10: the object is built before StateObject(wrappedValue:).
        let model = CheckoutViewModel()
        _viewModel = StateObject(wrappedValue: model)
    }

    var body: some View {
        NavigationStack {
            Form {
                Text("Items: \(cart.count)")
                TextField("Address", text: $viewModel.address)
                Text("Ship to \(session.userName ?? "guest")")
                Button("Place order") { cart.clear() }
            }
            .navigationTitle("Checkout")
        }
    }
}

struct OrderHistoryView: View {
    @EnvironmentObject private var cart: CartStore
    @EnvironmentObject private var session: SessionStore
    // BUG 19: an ObservableObject held in @State; its @Published changes never refresh the view.
    @State private var reorder = CheckoutViewModel()

    var body: some View {
        List {
            Text("Orders for \(session.userName ?? "–")")
            Text("In cart: \(cart.count)")
            TextField("Reorder to", text: $reorder.address)
            Button(reorder.isSubmitting ? "Sending…" : "Reorder") { reorder.isSubmitting = true }
        }
    }
}

struct CartCommands: View {
    // BUG 11: command menus do not see the window's environment objects.
    @EnvironmentObject private var cart: CartStore

    var body: some View {
        Button("Empty Cart (\(cart.count))") { cart.clear() }
            .keyboardShortcut("e", modifiers: [.command, .shift])
    }
}
