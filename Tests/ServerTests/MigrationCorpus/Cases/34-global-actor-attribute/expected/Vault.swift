import SwiftUI

@globalActor
actor Storage {
    static let shared = Storage()
}

@Observable
@Storage
final class Vault {
    var secrets: [String] = []
}
