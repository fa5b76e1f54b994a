// rule: I2 — switching an if/else branch creates the new branch's storage first, then frees the old
// root: Parent
// do: tap "Count"
// do: tap "Flip"
// do: tap "Flip"
// expect 1 screen: Text "A: 1"
// expect 2 order: B.init | Box#2 init  (B.box) | B.body | A disappears | Box#1 deinit | B appears
// expect 3 order: Box#3 init  (A.box) | Box#2 deinit
// expect 3 screen: Text "A: 0"
import SwiftUI

final class Box: ObservableObject {
    @Published var n = 0
}

struct Parent: View {
    @State private var showA = true
    var body: some View {
        VStack {
            if showA { A() } else { B() }
            Button("Flip") { showA.toggle() }
        }
    }
}

struct A: View {
    @StateObject private var box = Box()
    var body: some View {
        Button("Count") { box.n += 1 }
        Text("A: \(box.n)")
    }
}

struct B: View {
    @StateObject private var box = Box()
    var body: some View {
        Text("B: \(box.n)")
    }
}
