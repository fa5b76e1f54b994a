// rule: M1 — a view declared once per platform is the one the simulated platform (iOS) compiles, and an extension extends that one
// root: Root
// expect 0: Foo.body
// expect 0 screen: Text "ios ready"
import SwiftUI

#if os(macOS)
struct Foo: View {
    var body: some View { Text("mac \(status)") }
}
#else
struct Foo: View {
    var body: some View { Text("ios \(status)") }
}
#endif

extension Foo {
    var status: String { "ready" }
}

struct Root: View {
    var body: some View { Foo() }
}
