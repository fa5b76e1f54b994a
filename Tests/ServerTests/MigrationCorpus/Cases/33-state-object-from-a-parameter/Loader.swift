import SwiftUI

final class Loader: ObservableObject {
    @Published var pages: [String] = []
    init() { pages = Loader.firstPage() }
    static func firstPage() -> [String] { ["1"] }
}

struct Reader: View {
    @StateObject private var loader: Loader
    init(loader: Loader) { _loader = StateObject(wrappedValue: loader) }
    var body: some View { Text("\(loader.pages.count)") }
}
