import SwiftUI

@available(iOS 15, macOS 12, *)
final class Donations: ObservableObject {
    @Published var total = 0
}

@available(iOS 15, macOS 12, *)
struct DonationsView: View {
    @StateObject var donations = Donations()
    var body: some View { Text("\(donations.total)") }
}
