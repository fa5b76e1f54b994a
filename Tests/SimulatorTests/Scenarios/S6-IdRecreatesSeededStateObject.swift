// rule: S6 — binding the identity to the input with `.id(name)` re-creates the seeded @StateObject when the name changes, and resets all the view's other state too
// root: TopicHost
// do: tap "Follow"
// do: tap "Pick Swift"
// expect 1 screen: Text "Rust, follows: 1"
// expect 2: print: TopicModel init (Swift)
// expect 2: print: TopicModel deinit (Rust)
// expect 2: TopicModel#2 init  (TopicCard.model)
// expect 2: TopicModel#1 deinit
// expect 2 screen: Text "Swift, follows: 0"
import SwiftUI

final class TopicModel: ObservableObject {
    let name: String
    init(name: String) {
        self.name = name
        print("TopicModel init (\(name))")
    }
    deinit { print("TopicModel deinit (\(name))") }
}

struct TopicHost: View {
    @State private var topic = "Rust"
    var body: some View {
        let _ = print("TopicHost body")
        VStack {
            Button("Pick Swift") { topic = "Swift" }
            TopicCard(name: topic)
                .id(topic)
        }
    }
}

struct TopicCard: View {
    @StateObject private var model: TopicModel
    @State private var follows = 0
    init(name: String) {
        _model = StateObject(wrappedValue: TopicModel(name: name))
    }
    var body: some View {
        let _ = print("TopicCard body")
        Text("\(model.name), follows: \(follows)")
        Button("Follow") { follows += 1 }
    }
}
