import SwiftUI

class BaseStore: ObservableObject {
    @Published var isLoading = false

    func load() { isLoading = true }
}
