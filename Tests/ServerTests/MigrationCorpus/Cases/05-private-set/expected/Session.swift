import SwiftUI

@Observable
final class Session {
    private(set) var user: String?
    private(set) var isSigningIn = false

    func signIn(as name: String) {
        isSigningIn = true
        user = name
        isSigningIn = false
    }
}

struct SessionBadge: View {
    @Environment(Session.self) private var session: Session
    var body: some View { Text(session.user ?? "Signed out") }
}

struct SessionRoot: View {
    @State private var session = Session()
    var body: some View { SessionBadge().environment(session) }
}
