import SwiftUI

struct ThemeRoot: View {
    @StateObject private var theme = Theme()
    var body: some View {
        VStack {
            ThemedLabel().environmentObject(self.theme)
            ThemedLabel().environmentObject(Theme.shared)
            extra
            local()
        }
    }

    func local() -> some View {
        let chosen = Theme.shared
        return ThemedLabel().environmentObject(chosen)
    }
}

extension ThemeRoot {
    var extra: some View { ThemedLabel().environmentObject(theme) }
}
