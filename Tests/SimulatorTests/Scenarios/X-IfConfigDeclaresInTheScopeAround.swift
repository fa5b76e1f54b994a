// rule: X — `#if` makes no scope: a name declared in the clause compiled is visible after `#endif`; so is each name of `let a = 1, b = 2`
// root: Screen
// expect 0 screen: Text "label: iOS 3"
// expect 0 screen: Text "sum: 3"
import SwiftUI

struct Badge {
    var count: Int
    // The computed property shares the local's name: a lost local would read the property again.
    var label: String {
        #if os(iOS)
        let label = "iOS \(count)"
        #else
        let label = "other \(count)"
        #endif
        return label
    }
}

struct Screen: View {
    var sum: Int {
        let a = 1, b = 2
        return a + b
    }
    var body: some View {
        VStack {
            Text("label: " + Badge(count: 3).label)
            Text("sum: \(sum)")
        }
    }
}
