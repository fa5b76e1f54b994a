import SwiftUI

typealias AppStore = WorkoutStore

@main
struct FitApp: App {
    @StateObject private var auth = AuthService()
    @StateObject private var store: AppStore
    @Environment(\.scenePhase) private var scenePhase

    init() {
        _store = StateObject(wrappedValue: AppStore())
    }

    var body: some Scene {
        WindowGroup {
            RootTabs()
                .environmentObject(auth)
                .environmentObject(store)
                .environmentObject(ThemeManager.shared)
                .onChange(of: scenePhase) { phase in
                    if phase == .background { store.persist() }
                }
        }
    }
}
