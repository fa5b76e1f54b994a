import SwiftUI

@Observable
final class Session {
    @ObservationIgnored @AppStorage("token") var token = ""
    var user = ""

    func signIn() { token = "t"; user = "me" }
}

struct SessionView: View {
    @State var session = Session()
    var body: some View {
        Button(session.user) { session.signIn() }
    }
}
