import SwiftUI

@main
struct ShopApp: App {
    @StateObject private var appModel = AppModel()
    @StateObject private var session = SessionStore()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(appModel)
                .environmentObject(session)
                .environmentObject(appModel.cart)
        }
        .commands {
            CommandMenu("Cart") {
                CartCommands()
            }
        }

        // BUG 1: the order-history window never gets the CartStore / SessionStore.
        WindowGroup("Order History", id: "orders") {
            OrderHistoryView()
        }

        #if os(macOS)
        // BUG 2: Settings scene reads SessionStore but nothing injects it.
        Settings {
            ShopSettingsView()
        }
        #endif
    }
}

struct RootView: View {
    @EnvironmentObject private var session: SessionStore

    var body: some View {
        if session.isLoggedIn {
            CatalogSplitView()
        } else {
            LoginView()
        }
    }
}
