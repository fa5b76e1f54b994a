// rule: X — a type's own operator functions run (`static func <`), and `>`, `<=`, `>=` come from its `<` as Comparable gives them; tuples compare element by element; a precondition on a value the simulator cannot compute is assumed to hold
// root: Screen
// expect 0 screen: Text "lt: true le: true ge: false gt: true"
// expect 0 screen: Text "tuple: true"
// expect 0 screen: Text "range: ok"
// expect 0 not: crash: Fatal error: minimum must not be greater than maximum
import SwiftUI

struct Version: Comparable {
    let major: Int
    let minor: Int
    static func < (lhs: Self, rhs: Self) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }
}

struct VersionRange {
    let minimum: Version
    let maximum: Version
    init(minimum: Version, maximum: Version) {
        precondition(minimum <= maximum, "minimum must not be greater than maximum")
        self.minimum = minimum
        self.maximum = maximum
    }
}

struct Screen: View {
    let unknown = VersionRange(minimum: Version(major: Device.major, minor: 0), maximum: Version(major: 16, minor: 3))
    var body: some View {
        let a = Version(major: 15, minor: 0), b = Version(major: 16, minor: 3)
        VStack {
            Text("lt: \(a < b) le: \(a <= b) ge: \(a >= b) gt: \(b > a)")
            Text("tuple: \((1, 2) < (1, 3))")
            Text("range: \(VersionRange(minimum: a, maximum: b).minimum == a ? "ok" : "no")")
        }
    }
}
