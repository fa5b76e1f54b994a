// rule: B3 — a @Binding input whose value changed makes the child differ, even when the source is an ObservableObject field
// root: Root
// do: tap "change"
// expect 1 order: Root.body | Child.init | Child.body
// expect 1 screen: Text "child b"
import SwiftUI

final class Model: ObservableObject { @Published var name = "a" }

struct Child: View {
    @Binding var name: String
    var body: some View { Text("child \(name)") }
}

struct Root: View {
    @StateObject var model = Model()
    var body: some View {
        VStack {
            Child(name: $model.name)
            Button("change") { model.name = "b" }
        }
    }
}
