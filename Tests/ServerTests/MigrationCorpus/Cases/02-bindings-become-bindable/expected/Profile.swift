import SwiftUI

@Observable
final class Profile {
    var name = ""
    var isPublic = false
}

struct ProfileEditor: View {
    @Bindable var profile: Profile
    var body: some View {
        VStack {
            TextField("Name", text: $profile.name)
            Toggle("Public", isOn: $profile.isPublic)
        }
    }
}

struct ProfileScreen: View {
    @State private var profile = Profile()
    var body: some View { ProfileEditor(profile: profile) }
}
