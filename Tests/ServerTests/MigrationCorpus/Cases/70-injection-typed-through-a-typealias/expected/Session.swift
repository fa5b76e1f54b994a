import SwiftUI

final class Feed<Item>: ObservableObject {
    @Published var items: [Item] = []
}

typealias NumberFeed = Feed<Int>

enum Samples {
    static let numbers = NumberFeed()
}

@Observable
final class Session {
    var user = ""
}

struct Root: View {
    @State var session = Session()
    var body: some View {
        Numbers()
            .environmentObject(Samples.numbers)
            .environment(session)
    }
}

struct Numbers: View {
    @EnvironmentObject var numbers: NumberFeed
    @Environment(Session.self) var session: Session
    var body: some View { Text("\(numbers.items.count) \(session.user)") }
}
