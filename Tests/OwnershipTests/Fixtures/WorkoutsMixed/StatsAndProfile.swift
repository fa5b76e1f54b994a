import SwiftUI

final class WeeklyStatsLoader: BaseStore, LoadableObject {
    @Published private(set) var state: LoadingState<[Int]> = .idle
    private let store: WorkoutStore

    init(store: WorkoutStore) {
        self.store = store
    }

    func load() {
        state = .loading
        let minutes = store.workouts.map(\.minutes)
        state = .loaded(minutes)
    }
}

struct StatsView: View {
    @EnvironmentObject private var store: AppStore

    var body: some View {
        NavigationStack {
            StatsContent(store: store)
                .navigationTitle("Stats")
        }
    }
}

private struct StatsContent: View {
    @StateObject private var loader: WeeklyStatsLoader
    @ObservedObject private var health = HealthKitBridge.shared

    init(store: WorkoutStore) {
        // The store is the app-wide singleton from FitApp; it never changes identity.
        _loader = StateObject(wrappedValue: WeeklyStatsLoader(store: store))
    }

    var body: some View {
        ScrollView {
            Card(title: "Steps") {
                if health.authorized {
                    Text("\(health.stepsToday) steps today")
                } else {
                    Button("Connect Health") { health.requestAccess() }
                }
            }
            AsyncContentView(source: loader) { minutes in
                Card(title: "This week") {
                    ForEach(Array(minutes.enumerated()), id: \.offset) { entry in
                        Text("Workout \(entry.offset + 1): \(entry.element) min")
                    }
                }
            }
        }
        .padding()
    }
}

struct ProfileView: View {
    @EnvironmentObject private var auth: AuthService
    @ObservedObject var theme = ThemeManager.shared
    @StateObject private var viewModel = ViewModel()
    @AppStorage("units.metric") private var metric = true
    @State private var showingTheme = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    Text(auth.user?.displayName ?? "–")
                    Button("Sign out", role: .destructive) { auth.signOut() }
                }
                BadgeSection(viewModel: viewModel)
                Section("Preferences") {
                    Toggle("Metric units", isOn: $metric)
                    ColorPicker("Accent", selection: $theme.accent)
                    Button("Theme preview…") { showingTheme = true }
                }
            }
            .navigationTitle("Profile")
            .fullScreenCover(isPresented: $showingTheme) {
                ThemePreview(onClose: { showingTheme = false })
            }
        }
    }
}

extension ProfileView {
    final class ViewModel: ObservableObject {
        @Published var badges: [String] = ["First run", "10k steps"]
        func award(_ badge: String) { badges.append(badge) }
    }

    struct BadgeSection: View {
        @ObservedObject var viewModel: ProfileView.ViewModel

        var body: some View {
            Section("Badges") {
                ForEach(viewModel.badges, id: \.self) { Text($0) }
            }
        }
    }

    struct ThemePreview: View {
        var onClose: () -> Void

        var body: some View {
            VStack {
                Text("Theme").font(.largeTitle)
                    .themedCard()
                Button("Close", action: onClose)
            }
        }
    }
}

#Preview {
    RootTabs()
        .environmentObject(AuthService())
        .environmentObject(WorkoutStore())
        .environmentObject(ThemeManager.shared)
}

#Preview("Workouts") {
    WorkoutListView()
        .previewEnvironment()
}

struct ProfileView_Previews: PreviewProvider {
    static var previews: some View {
        ProfileView()
            .previewEnvironment()
    }
}

extension View {
    /// Everything a screen of the app may read from the environment, for previews.
    func previewEnvironment() -> some View {
        self
            .environmentObject(AuthService())
            .environmentObject(WorkoutStore())
            .environmentObject(ThemeManager.shared)
    }
}
