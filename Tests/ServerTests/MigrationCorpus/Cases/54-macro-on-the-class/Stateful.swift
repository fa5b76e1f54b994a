import SwiftUI

@Loading
final class Stateful: ObservableObject {
    @Published var items: [String] = []
}
