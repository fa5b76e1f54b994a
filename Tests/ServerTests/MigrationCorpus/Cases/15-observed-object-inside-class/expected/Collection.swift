import SwiftUI

final class UserCollection: ObservableObject {
    static let shared = UserCollection()
    @Published var chores: [String] = []
}
