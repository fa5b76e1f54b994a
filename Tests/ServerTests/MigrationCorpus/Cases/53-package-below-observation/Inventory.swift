import SwiftUI

final class Inventory: ObservableObject {
    @Published var items: [String] = []
}
