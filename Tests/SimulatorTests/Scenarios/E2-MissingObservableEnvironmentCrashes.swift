// rule: E2 — @Environment(T.self) for an @Observable type with no injection crashes on access; declaring `T?` yields nil
// rule: E1 — .environment(obj) injects an @Observable reference for descendants
// root: ThemeScreen
// do: tap "Show Strict"
// expect 0 screen: Text "Optional theme: default"
// expect 0 screen: Text "Injected theme: dark"
// expect 0 not: crash: Fatal error: No Observable object of type Theme found. A View.environmentObject(_:) for Theme may be missing as an ancestor of this view.
// expect 1: crash: Fatal error: No Observable object of type Theme found. A View.environmentObject(_:) for Theme may be missing as an ancestor of this view.
import SwiftUI
import Observation

@Observable
final class Theme {
    var name: String
    init(name: String) { self.name = name }
}

struct ThemeScreen: View {
    @State private var showStrict = false
    @State private var dark = Theme(name: "dark")

    var body: some View {
        VStack {
            OptionalThemeLabel()
            InjectedThemeLabel()
                .environment(dark)
            Button("Show Strict") { showStrict = true }
            if showStrict {
                StrictThemeLabel()
            }
        }
    }
}

struct OptionalThemeLabel: View {
    @Environment(Theme.self) private var theme: Theme?

    var body: some View {
        Text("Optional theme: \(theme?.name ?? "default")")
    }
}

struct InjectedThemeLabel: View {
    @Environment(Theme.self) private var theme

    var body: some View {
        Text("Injected theme: \(theme.name)")
    }
}

struct StrictThemeLabel: View {
    @Environment(Theme.self) private var theme

    var body: some View {
        Text("Strict theme: \(theme.name)")
    }
}
