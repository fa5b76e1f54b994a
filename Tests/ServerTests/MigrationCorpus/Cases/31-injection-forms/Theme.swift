import SwiftUI

final class Theme: ObservableObject {
    static let shared = Theme()
    @Published var accent = "blue"
}

struct ThemedLabel: View {
    @EnvironmentObject var theme: Theme
    var body: some View { Text(theme.accent) }
}
