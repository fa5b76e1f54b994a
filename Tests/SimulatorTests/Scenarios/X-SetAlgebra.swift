// rule: X — a Set's algebra (union, intersection, subtracting, symmetricDifference, isSubset) is computed: each element once, in the order it was added
// root: Screen
// do: tap "Pick"
// expect 0 screen: Text "left: 1,3"
// expect 0 screen: Text "both: 2"
// expect 0 screen: Text "all: 1,2,3,4"
// expect 0 screen: Text "either: 1,3,4"
// expect 0 screen: Text "subset: false"
// expect 1 screen: Text "left: 3"
// expect 1 screen: Text "subset: true"
import SwiftUI

struct Screen: View {
    @State private var picked: Set<Int> = [1, 2, 3]
    let shown: Set<Int> = [2, 4]
    var body: some View {
        VStack {
            Text("left: " + picked.subtracting(shown).sorted().map { String($0) }.joined(separator: ","))
            Text("both: " + picked.intersection(shown).map { String($0) }.joined(separator: ","))
            Text("all: " + picked.union(shown).sorted().map { String($0) }.joined(separator: ","))
            Text("either: " + picked.symmetricDifference(shown).sorted().map { String($0) }.joined(separator: ","))
            Text("subset: \(shown.isSubset(of: picked))")
            Button("Pick") { picked = picked.union([2, 4]).subtracting([1]) }
        }
    }
}
