// rule: X — on a NavigationStack bound to a path, a screen a NavigationLink(destination:) pushed is not in the path; back pops it (and a tap pushes it again), as it pops a path element's screen
// root: Home
// do: tap "Detail"
// do: back
// do: tap "Detail"
// expect 1: Detail.body
// expect 2: Detail disappears
// expect 2: Tally#1 deinit
// expect 2 screen not: Text "detail"
// expect 3: Tally#2 init  (Detail.tally)
// expect 3 screen: Text "detail"
import SwiftUI

final class Tally: ObservableObject {}

struct Home: View {
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            NavigationLink("Detail", destination: Detail())
        }
    }
}

struct Detail: View {
    @StateObject private var tally = Tally()
    var body: some View { Text("detail") }
}
