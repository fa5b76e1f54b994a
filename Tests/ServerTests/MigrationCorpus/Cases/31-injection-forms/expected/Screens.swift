import SwiftUI

struct ThemeRoot: View {
    @State private var theme = Theme()
    var body: some View {
        VStack {
            ThemedLabel().environment(self.theme)
            ThemedLabel().environment(Theme.shared)
            extra
            local()
        }
    }

    func local() -> some View {
        let chosen = Theme.shared
        return ThemedLabel().environment(chosen)
    }
}

extension ThemeRoot {
    var extra: some View { ThemedLabel().environment(theme) }
}
