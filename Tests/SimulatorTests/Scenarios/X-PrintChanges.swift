// rule: X — Self._printChanges() says why a body runs: everything on the first body, then the changed storage, @self for new inputs
// root: Parent
// do: tap "Count"
// do: tap "Rename"
// do: tap "Score"
// expect 0: print: Parent: @self, @identity, _count, _name changed.
// expect 0: print: Child: @self, @identity, _model changed.
// expect 1: print: Parent: _count changed.
// expect 1 not: Child.body
// expect 2: print: Child: @self changed.
// expect 3: print: Child: _model changed.
import SwiftUI

final class Scores: ObservableObject { @Published var value = 0 }

struct Child: View {
    let title: String
    @StateObject private var model = Scores()
    var body: some View {
        let _ = Self._printChanges()
        Text("\(title): \(model.value)")
        Button("Score") { model.value += 1 }
    }
}

struct Parent: View {
    @State private var count = 0
    @State private var name = "a"
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("count \(count)")
            Button("Count") { count += 1 }
            Button("Rename") { name += "a" }
            Child(title: name)
        }
    }
}
