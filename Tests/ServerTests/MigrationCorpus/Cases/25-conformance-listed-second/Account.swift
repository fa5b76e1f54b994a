import SwiftUI

final class Account: Identifiable, ObservableObject, CustomStringConvertible {
    let id = UUID()
    @Published var balance = 0
    var description: String { "\(balance)" }
}

struct AccountView: View {
    @ObservedObject var account: Account
    var body: some View { Text(account.description) }
}
