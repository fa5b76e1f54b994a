import SwiftUI

final class Inbox {
    @Published var unread = 0
}

extension Inbox: ObservableObject {}
