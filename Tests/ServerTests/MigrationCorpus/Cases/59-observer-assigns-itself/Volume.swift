import SwiftUI

final class Volume: ObservableObject {
    @Published var level = 0 {
        didSet { if level > 10 { level = 10 } }
    }
}
