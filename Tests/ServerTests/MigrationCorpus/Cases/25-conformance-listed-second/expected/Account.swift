import SwiftUI

@Observable
final class Account: Identifiable, CustomStringConvertible {
    let id = UUID()
    var balance = 0
    var description: String { "\(balance)" }
}

struct AccountView: View {
    var account: Account
    var body: some View { Text(account.description) }
}
