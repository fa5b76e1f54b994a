import SwiftUI

final class Session: ObservableObject {
    @AppStorage("token") var token = ""
    @Published var user = ""

    func signIn() { token = "t"; user = "me" }
}

struct SessionView: View {
    @StateObject var session = Session()
    var body: some View {
        Button(session.user) { session.signIn() }
    }
}
