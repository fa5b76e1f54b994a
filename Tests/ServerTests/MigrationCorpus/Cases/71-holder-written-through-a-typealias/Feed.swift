import SwiftUI

final class Feed<Item>: ObservableObject {
    @Published var items: [Item] = []
}

typealias NumberFeed = Feed<Int>

enum Samples {
    static let numbers = NumberFeed()
}

final class Session: ObservableObject {
    @Published var user = ""
}

struct Root: View {
    @StateObject var session = Session()
    var body: some View {
        Numbers()
            .environmentObject(Samples.numbers)
            .environmentObject(session)
    }
}

struct Numbers: View {
    @EnvironmentObject var numbers: NumberFeed
    @EnvironmentObject var session: Session
    var body: some View { Text("\(numbers.items.count) \(session.user)") }
}
