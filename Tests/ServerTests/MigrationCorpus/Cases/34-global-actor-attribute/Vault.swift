import SwiftUI

@globalActor
actor Storage {
    static let shared = Storage()
}

@Storage
final class Vault: ObservableObject {
    @Published var secrets: [String] = []
}
