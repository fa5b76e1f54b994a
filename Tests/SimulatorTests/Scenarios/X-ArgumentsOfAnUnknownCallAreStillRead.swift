// rule: X — the arguments of a call the simulator does not know are evaluated, as Swift evaluates them before any call: a body that reads a state only inside such a call (`ByteCountFormatter.string(fromByteCount: size)`) depends on it and runs again when it changes, re-initializing its children
// root: Parent
// do: tap "Grow"
// expect 1: Parent.body
// expect 1: Child.init
import SwiftUI

final class Model: ObservableObject { @Published var n = 0 }

struct Child: View {
    @ObservedObject var model: Model
    var body: some View { Text("child") }
}

struct Parent: View {
    @State private var size: Int64 = 0
    @StateObject private var model = Model()
    var label: String { ByteCountFormatter.string(fromByteCount: size, countStyle: .file) }
    var body: some View {
        VStack {
            Text(label)
            Child(model: model)
            Button("Grow") { size = 5 }
        }
    }
}
