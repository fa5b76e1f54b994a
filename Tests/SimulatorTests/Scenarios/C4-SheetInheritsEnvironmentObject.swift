// rule: C4 — sheets inherit the presenter's environment (iOS 14 SDK and later), including environment objects
// rule: E1 — the sheet's @EnvironmentObject view re-runs when the shared object changes
// root: AccountScreen
// do: tap "Edit Account"
// do: tap "Upgrade"
// do: dismiss
// expect 1: AccountSheet.body
// expect 1 screen: Text "Plan: free"
// expect 1 not: crash: Fatal error: No ObservableObject of type Account found. A View.environmentObject(_:) for Account may be missing as an ancestor of this view.
// expect 2: AccountSheet.body
// expect 2 screen: Text "Plan: pro"
// expect 3 screen: Text "Current plan: pro"
// expect 3 not: Account#1 deinit
import SwiftUI
import Combine

final class Account: ObservableObject {
    @Published var plan = "free"
    init() { print("Account init") }
    deinit { print("Account deinit") }
}

struct AccountScreen: View {
    @StateObject private var account = Account()
    @State private var editing = false

    var body: some View {
        VStack {
            Text("Current plan: \(account.plan)")
            Button("Edit Account") { editing = true }
        }
        .sheet(isPresented: $editing) { AccountSheet() }
        .environmentObject(account)
    }
}

struct AccountSheet: View {
    @EnvironmentObject var account: Account

    var body: some View {
        let _ = print("AccountSheet body")
        VStack {
            Text("Plan: \(account.plan)")
            Button("Upgrade") { account.plan = "pro" }
        }
    }
}
