// rule: X — a global function named like a SwiftUI view (func Section(_:content:)) is called only when its labels fit; other calls of the name build SwiftUI's view
// root: Settings
// expect 0 screen: Text "General"
// expect 0 screen: Text "Sound"
// expect 0 not: crash: Stack overflow
import SwiftUI

func Section(_ title: String, @ViewBuilder content: () -> some View) -> some View {
    Section {
        content()
    } header: {
        Text(title)
    }
}

struct Settings: View {
    var body: some View {
        List {
            Section("General") {
                Text("Sound")
            }
        }
    }
}
