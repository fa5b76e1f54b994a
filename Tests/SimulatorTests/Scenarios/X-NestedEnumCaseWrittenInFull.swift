// rule: X — a case written with its nested type (`Outer.Mode.list`) is the case `.list` is
// expect 0 screen: Text "list"
// expect 0 screen: Text "same by context"
// expect 0 screen: Text "same by name"
// root: Host
import SwiftUI

struct Outer: View {
    var mode: Mode = .grid
    var body: some View {
        VStack {
            Text("\(mode)")
            if mode == .list { Text("same by context") } else { Text("different by context") }
            if mode == Mode.list { Text("same by name") } else { Text("different by name") }
        }
    }
    enum Mode { case list, grid }
}

struct Host: View {
    var body: some View { Outer(mode: Outer.Mode.list) }
}
