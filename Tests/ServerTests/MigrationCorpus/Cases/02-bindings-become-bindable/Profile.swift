import SwiftUI

final class Profile: ObservableObject {
    @Published var name = ""
    @Published var isPublic = false
}

struct ProfileEditor: View {
    @ObservedObject var profile: Profile
    var body: some View {
        VStack {
            TextField("Name", text: $profile.name)
            Toggle("Public", isOn: $profile.isPublic)
        }
    }
}

struct ProfileScreen: View {
    @StateObject private var profile = Profile()
    var body: some View { ProfileEditor(profile: profile) }
}
