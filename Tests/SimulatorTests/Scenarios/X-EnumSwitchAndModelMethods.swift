// rule: X — interpreter: `switch` over an enum with associated values, a method calling another method, a computed property on a model, print in init/deinit
// note: in Legacy-State the root struct still holds Order #1 as its @State initial value (B2), so only Macro-State must free it
// root: OrderScreen
// do: tap "Pay"
// do: tap "Ship"
// do: tap "Reset"
// expect 0: print: Order init #1
// expect 0 screen: Text "Status: waiting for payment of 30"
// expect 0 screen: Text "Total with tax: 33"
// expect 1 screen: Text "Status: paid by card"
// expect 1: print: log: pay
// expect 2 screen: Text "Status: shipped with tracking ZX-7"
// expect 2: print: log: ship
// expect 3: print: Order init #2
// expect[xcode27] 3: print: Order deinit #1
// expect 3 screen: Text "Status: waiting for payment of 30"
import SwiftUI
import Observation

enum OrderStatus {
    case pending(amount: Int)
    case paid(method: String)
    case shipped(tracking: String)
}

@Observable
final class Order {
    let number: Int
    var status = OrderStatus.pending(amount: 30)
    var subtotal = 30

    var totalWithTax: Int { subtotal + subtotal / 10 }

    init(number: Int) {
        self.number = number
        print("Order init #\(number)")
    }
    deinit { print("Order deinit #\(number)") }

    func pay() {
        log("pay")
        status = .paid(method: "card")
    }

    func ship() {
        log("ship")
        status = .shipped(tracking: "ZX-7")
    }

    private func log(_ action: String) { print("log: \(action)") }

    func describe() -> String {
        switch status {
        case .pending(let amount): return "waiting for payment of \(amount)"
        case .paid(let method): return "paid by \(method)"
        case .shipped(let tracking): return "shipped with tracking \(tracking)"
        }
    }
}

struct OrderScreen: View {
    @State private var order = Order(number: 1)

    var body: some View {
        VStack {
            Text("Status: \(order.describe())")
            Text("Total with tax: \(order.totalWithTax)")
            Button("Pay") { order.pay() }
            Button("Ship") { order.ship() }
            Button("Reset") { order = Order(number: order.number + 1) }
        }
    }
}
