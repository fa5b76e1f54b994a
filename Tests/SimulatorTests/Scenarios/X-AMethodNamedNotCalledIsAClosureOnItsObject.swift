// rule: X — a method of an object named, not called (`onDisappear(perform: model.save)`), is a closure that calls it on that object, as Swift's method reference is; it was a value the simulator did not know
// root: Home
// do: tap "Edit"
// do: back
// expect 2: Home.body
// expect 2 screen: Text "First: 3"
import SwiftUI

final class Sections: ObservableObject {
    @Published var order: [Int] = [1, 2]
    func save() { order[0] = 3 }
}

struct Home: View {
    @StateObject private var sections = Sections()
    var body: some View {
        NavigationStack {
            VStack {
                Text("First: \(sections.order[0])")
                NavigationLink(destination: Editor(sections: sections)) { Text("Edit") }
            }
        }
    }
}

struct Editor: View {
    @ObservedObject var sections: Sections
    var body: some View { Text("Editing").onDisappear(perform: sections.save) }
}
