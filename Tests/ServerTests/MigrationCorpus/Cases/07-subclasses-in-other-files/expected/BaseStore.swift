import SwiftUI

@Observable
class BaseStore {
    var isLoading = false

    func load() { isLoading = true }
}
