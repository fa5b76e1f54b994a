// rule: X — a run steered toward a view takes the branch that leads to it where the code alone does not (what the condition binds is unknown), and notes where
// root: Home
// toward: Detail
// expect 0: note: X-SteeredRunTakesTheBranchToItsView.swift:20: steered: the run takes this branch to show the view it is steered toward; on its own it does not
// expect 0: Model#1 init  (Detail.model)
// expect 0 screen: Text "Detail"
// expect 0 screen not: Text "Nothing selected"
import SwiftUI

final class Model: ObservableObject {}

final class Store: ObservableObject {
    var selected: String? = nil
}

struct Home: View {
    @StateObject private var store = Store()
    var body: some View {
        VStack {
            if let name = store.selected {
                Detail(name: name)
            } else {
                Text("Nothing selected")
            }
        }
    }
}

struct Detail: View {
    let name: String
    @StateObject private var model = Model()
    var body: some View { Text("Detail") }
}
