// rule: X — objects are freed as ARC frees them: depth first, and never when they hold themselves
// root: Host
// do: tap "hide"
// expect 1 order: print: Outer deinit | print: Inner deinit | print: Other deinit
// expect 1 not: Selfish#1 deinit
// expect 1: note: Selfish#1 is no longer used but is kept alive by a reference cycle; its deinit never runs
import SwiftUI

final class Inner { deinit { print("Inner deinit") } }
final class Outer: ObservableObject {
    let inner = Inner()
    deinit { print("Outer deinit") }
}
final class Other: ObservableObject { deinit { print("Other deinit") } }
final class Selfish: ObservableObject {
    var me: Selfish?
    init() { me = self }
    deinit { print("Selfish deinit") }
}

struct Child: View {
    @StateObject var outer = Outer()
    @StateObject var other = Other()
    @StateObject var selfish = Selfish()
    var body: some View { Text("child") }
}

struct Host: View {
    @State var show = true
    var body: some View {
        VStack {
            if show { Child() }
            Button("hide") { show = false }
        }
    }
}
