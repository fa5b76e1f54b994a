import SwiftUI

final class Catalog: ObservableObject {
    @Published var items: [String] = []
    lazy var formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()

    func summary() -> String { formatter.string(from: NSNumber(value: items.count)) ?? "" }
}

struct CatalogView: View {
    @StateObject private var catalog = Catalog()
    var body: some View { Text(catalog.summary()) }
}
