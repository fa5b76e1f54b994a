// rule: X — a method of self given as a ForEach's content (`content: row`) builds each row; a run steered toward the row view does not steer into it (a method reference is in no closure of the file) and runs on
// root: Home
// toward: Row
// expect 0: Row.init
// expect 0 screen: Text "a"
import SwiftUI

struct Home: View {
    let names = ["a"]
    var body: some View {
        List {
            ForEach(names, id: \.self, content: row)
        }
    }
    func row(_ name: String) -> some View {
        Row(name: name)
    }
}

struct Row: View {
    let name: String
    var body: some View { Text(name) }
}
