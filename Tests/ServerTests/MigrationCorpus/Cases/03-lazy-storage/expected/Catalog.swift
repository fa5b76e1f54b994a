import SwiftUI

@Observable
final class Catalog {
    var items: [String] = []
    @ObservationIgnored lazy var formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()

    func summary() -> String { formatter.string(from: NSNumber(value: items.count)) ?? "" }
}

struct CatalogView: View {
    @State private var catalog = Catalog()
    var body: some View { Text(catalog.summary()) }
}
