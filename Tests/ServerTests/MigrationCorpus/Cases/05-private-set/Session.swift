import SwiftUI

final class Session: ObservableObject {
    @Published private(set) var user: String?
    @Published private(set) var isSigningIn = false

    func signIn(as name: String) {
        isSigningIn = true
        user = name
        isSigningIn = false
    }
}

struct SessionBadge: View {
    @EnvironmentObject private var session: Session
    var body: some View { Text(session.user ?? "Signed out") }
}

struct SessionRoot: View {
    @StateObject private var session = Session()
    var body: some View { SessionBadge().environmentObject(session) }
}
