// rule: X — a change of one environment key above re-renders the views that read that key (B4e), not a view that reads only `dismiss`: SwiftUI's dismiss action of an identity is the same action whatever else changes
// root: Demo
// do: set Demo.isSupporter = true
// expect 1: Demo.body
// expect 1: Badge.body
// expect 1 not: Closer.body
// expect 1 screen: Text "supporter"
import SwiftUI

private struct SupporterKey: EnvironmentKey { static let defaultValue = false }
extension EnvironmentValues {
    var isSupporter: Bool {
        get { self[SupporterKey.self] }
        set { self[SupporterKey.self] = newValue }
    }
}

@main struct Demo: App {
    @State private var isSupporter = false
    var body: some Scene {
        WindowGroup {
            Home().environment(\.isSupporter, isSupporter)
        }
    }
}

struct Home: View {
    var body: some View { VStack { Closer(); Badge() } }
}

struct Closer: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Close") { dismiss() } }
}

struct Badge: View {
    @Environment(\.isSupporter) private var isSupporter
    var body: some View { Text(isSupporter ? "supporter" : "guest") }
}
