import SwiftUI
import Observation

@Observable
class BaseStore {
    var isLoading = false

    func load() { isLoading = true }
}
