import SwiftUI

@Observable
final class Loader {
    var pages: [String] = []
    init() { pages = Loader.firstPage() }
    static func firstPage() -> [String] { ["1"] }
}

struct Reader: View {
    @State private var loader: Loader
    init(loader: Loader) { _loader = State(wrappedValue: loader) }
    var body: some View { Text("\(loader.pages.count)") }
}
