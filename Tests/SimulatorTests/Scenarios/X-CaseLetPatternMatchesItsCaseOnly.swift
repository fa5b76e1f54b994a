// rule: X — `case let .a(x)` matches only the case `a` (binding its payload), as `case .a(let x)` does; it matched every value
// root: Screen
// do: tap "Next"
// expect 0 screen: Text "plain"
// expect 1 screen: Text "tagged: swift"
import SwiftUI

enum Kind {
    case tagged(String)
    case plain
}

struct Screen: View {
    @State private var kind: Kind = .plain
    var title: String {
        switch kind {
        case let .tagged(name): return "tagged: \(name)"
        case .plain: return "plain"
        }
    }
    var body: some View {
        VStack {
            Text(title)
            Button("Next") { kind = .tagged("swift") }
        }
    }
}
