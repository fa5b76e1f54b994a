import SwiftUI

final class Notifications: ObservableObject {
    static let shared = Notifications()
    @Published var unread = 0
}

struct Banner: View {
    let title: String
    @ObservedObject private var notifications = Notifications.shared
    var body: some View { Text("\(title): \(notifications.unread)") }
}

struct Panel: View {
    var body: some View { Banner(title: "Inbox") }
}
