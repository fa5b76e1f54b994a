import SwiftUI
import Observation

struct RootTabs: View {
    @EnvironmentObject private var auth: AuthService
    @AppStorage("selectedTab") private var selectedTab = Tab.log.rawValue
    @SceneStorage("lastFilter") private var lastFilter: String?

    enum Tab: String {
        case log, stats, profile
    }

    var body: some View {
        Group {
            if auth.user == nil {
                SignInView()
            } else {
                TabView(selection: $selectedTab) {
                    WorkoutListView()
                        .tabItem { Label("Log", systemImage: "list.bullet") }
                        .tag(Tab.log.rawValue)
                    StatsView()
                        .tabItem { Label("Stats", systemImage: "chart.xyaxis.line") }
                        .tag(Tab.stats.rawValue)
                    ProfileView()
                        .tabItem { Label("Profile", systemImage: "person") }
                        .tag(Tab.profile.rawValue)
                }
            }
        }
        .animation(.default, value: auth.user)
    }
}

struct SignInView: View {
    @EnvironmentObject private var auth: AuthService
    @State private var name = ""
    @State private var viewModel: ViewModel?
    @FocusState private var isFocused: Bool

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "heart.circle.fill")
                .font(.system(size: 64))
            TextField("Name", text: $name)
                .textFieldStyle(.roundedBorder)
                .focused($isFocused)
                .submitLabel(.go)
                .onSubmit(signIn)
            Button("Sign in", action: signIn)
                .buttonStyle(.borderedProminent)
                .disabled(name.isEmpty || auth.isBusy)
            if let viewModel {
                SignInHints(viewModel: viewModel)
            }
        }
        .task { if viewModel == nil { viewModel = ViewModel() } }
        .padding()
        .themedCard()
        .onAppear { isFocused = true }
    }

    private func signIn() {
        auth.signIn(name: name)
    }
}

// Migrated to Observation already; other screens still use ObservableObject view models.
extension SignInView {
    @Observable
    final class ViewModel {
        var attempts = 0
        var hint: String { attempts > 2 ? "Forgot your name?" : "" }
    }
}

private struct SignInHints: View {
    @Bindable var viewModel: SignInView.ViewModel

    var body: some View {
        Text(viewModel.hint)
            .onTapGesture { viewModel.attempts += 1 }
    }
}
