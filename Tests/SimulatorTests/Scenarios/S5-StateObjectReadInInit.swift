// rule: S5 — reading a @StateObject in the view's init (before it is installed) logs the runtime warning and runs the thunk again on each access, giving throwaway objects; the live object is untouched
// root: LedgerHost
// do: tap "Deposit"
// do: tap "Deposit"
// do: tap "Refresh Ledger"
// expect 0: warning: Accessing StateObject's object without being installed on a View. This will create a new instance each time.
// expect 2 screen: Text "Balance: 2"
// expect 3: LedgerView.init
// expect 3: warning: Accessing StateObject's object without being installed on a View. This will create a new instance each time.
// expect 3 count 2: print: Ledger init
// expect 3: print: init sees balance 0 and 0
// expect 3 not: print: init sees balance 2 and 2
// expect 3 not: Ledger#1 deinit
// expect 3 screen: Text "Balance: 2"
import SwiftUI

final class Ledger: ObservableObject {
    @Published var balance = 0
    init() { print("Ledger init") }
    deinit { print("Ledger deinit") }
}

struct LedgerHost: View {
    @State private var refreshes = 0
    var body: some View {
        let _ = print("LedgerHost body")
        VStack {
            Text("Refreshes: \(refreshes)")
            Button("Refresh Ledger") { refreshes += 1 }
            LedgerView()
        }
    }
}

struct LedgerView: View {
    @StateObject private var ledger = Ledger()
    init() {
        let first = ledger.balance
        let second = ledger.balance
        print("init sees balance \(first) and \(second)")
    }
    var body: some View {
        let _ = print("LedgerView body")
        Text("Balance: \(ledger.balance)")
        Button("Deposit") { ledger.balance += 1 }
    }
}
