import SwiftUI

@Observable
final class Notifications {
    static let shared = Notifications()
    var unread = 0
}

struct Banner: View {
    let title: String
    private let notifications = Notifications.shared
    var body: some View { Text("\(title): \(notifications.unread)") }
}

struct Panel: View {
    var body: some View { Banner(title: "Inbox") }
}
