import SwiftUI

@Observable
final class Theme {
    static let shared = Theme()
    var accent = "blue"
}

struct ThemedLabel: View {
    @Environment(Theme.self) var theme: Theme
    var body: some View { Text(theme.accent) }
}
