import SwiftUI

struct LoginView: View {
    @EnvironmentObject private var session: SessionStore
    // BUG 12: not private; a parent could pass a value that is then ignored.
    @State var name = ""

    var body: some View {
        VStack {
            TextField("Name", text: $name)
            Button("Log in") { session.userName = name }
        }
        .padding()
    }
}

struct ShopSettingsView: View {
    @EnvironmentObject private var session: SessionStore
    @State private var profile = Profile()

    var body: some View {
        Form {
            Text(session.userName ?? "Logged out")
            ProfileEditor(profile: $profile)
            NewsletterToggle(profile: profile)
        }
    }
}

struct ProfileEditor: View {
    // BUG 13: a @Binding to an @Observable class.
    @Binding var profile: Profile

    var body: some View {
        TextField("Display name", text: $profile.displayName)
    }
}

struct NewsletterToggle: View {
    // BUG 14: @ObservedObject on an @Observable class.
    @ObservedObject var profile: Profile

    var body: some View {
        Toggle("Newsletter", isOn: $profile.newsletter)
    }
}

struct AccountHeader: View {
    @StateObject private var loader: ImageLoader

    init(avatarURL: URL?) {
        // BUG 15: assigning the wrapped value of a @StateObject does not compile.
        self.loader = ImageLoader(url: avatarURL)
    }

    var body: some View {
        Text(loader.url?.absoluteString ?? "no avatar")
    }
}
